; EXPECT: refines
; After `llvm.assume(x == 7)`, GVN uses 7 for x.

declare void @llvm.assume(i1)

define i32 @f(i32 %x, i32 %y) {
  %c = icmp eq i32 %x, 7
  call void @llvm.assume(i1 %c)
  %a = add i32 %x, %y
  ret i32 %a
}
