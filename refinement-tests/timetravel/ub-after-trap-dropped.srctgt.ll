; EXPECT: refines
; A path that divides by zero may be replaced by a trap: the source's UB
; allows anything, a trap included (what -fsanitize=integer-divide-by-zero
; -fsanitize-trap does).

declare void @llvm.ubsantrap(i8)

define i32 @src(i32 %x, i32 %y) {
  %q = udiv i32 %x, %y
  ret i32 %q
}

define i32 @tgt(i32 %x, i32 %y) {
entry:
  %z = icmp eq i32 %y, 0
  br i1 %z, label %trap, label %ok
trap:
  call void @llvm.ubsantrap(i8 3)
  unreachable
ok:
  %q = udiv i32 %x, %y
  ret i32 %q
}
