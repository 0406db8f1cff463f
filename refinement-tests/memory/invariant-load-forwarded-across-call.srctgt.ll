; EXPECT: refines
; EarlyCSE forwards an !invariant.load's value to a later load of the same
; location across calls that may write it (LLVM's
; test/Transforms/EarlyCSE/invariant-loads.ll @f_1): a source run in which
; the call changes the location is undefined (LangRef "'load'
; Instruction", !invariant.load).

declare void @clobber(i32)

define void @src(ptr %p) {
  %a = load i32, ptr %p, !invariant.load !0
  call void @clobber(i32 %a)
  %b = load i32, ptr %p
  call void @clobber(i32 %b)
  ret void
}

define void @tgt(ptr %p) {
  %a = load i32, ptr %p, !invariant.load !0
  call void @clobber(i32 %a)
  call void @clobber(i32 %a)
  ret void
}

!0 = !{}
