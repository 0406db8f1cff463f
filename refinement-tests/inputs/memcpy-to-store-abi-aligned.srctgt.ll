; EXPECT: not-refines
; A 2-byte memcpy (alignment 1) turned into a `store i16` without `align`,
; which has the ABI alignment of i16, 2 (LangRef `store`: an omitted
; alignment is the ABI alignment): through a pointer misaligned by one
; byte the target has UB (Alive2's bugs/pr3720, LLVM PR3720). Pointer
; inputs are misaligned against the ABI alignment of an access without
; `align` too.

define void @src(ptr %p) {
  %s = alloca i16, align 4
  store i16 1, ptr %s
  call void @llvm.memcpy.p0.p0.i32(ptr %p, ptr %s, i32 2, i1 false)
  ret void
}

define void @tgt(ptr %p) {
  store i16 1, ptr %p
  ret void
}

declare void @llvm.memcpy.p0.p0.i32(ptr captures(none), ptr captures(none), i32, i1)
