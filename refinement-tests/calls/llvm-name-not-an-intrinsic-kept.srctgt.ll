; EXPECT: refines
; `@llvm.dbg.stoppoint` names no LLVM 22 intrinsic (it was removed long
; ago); llvm-as-22 accepts the declaration and opt-22 keeps its calls, so
; it is an ordinary declared function: a call of it is an event of the
; environment. Folding the switch around it (SimplifyCFG's
; 2003-08-17-FoldSwitch-dbg.ll) keeps the call and refines.

declare void @llvm.dbg.stoppoint(i32, i32, ptr) nounwind

define i32 @src(i1 %c) {
  br i1 %c, label %start, label %dest
start:
  call void @llvm.dbg.stoppoint(i32 5, i32 0, ptr null)
  switch i32 3, label %dest [
    i32 0, label %dest
    i32 1, label %dest
  ]
dest:
  ret i32 1234
}

define i32 @tgt(i1 %c) {
  br i1 %c, label %start, label %dest
start:
  call void @llvm.dbg.stoppoint(i32 5, i32 0, ptr null)
  br label %dest
dest:
  ret i32 1234
}
