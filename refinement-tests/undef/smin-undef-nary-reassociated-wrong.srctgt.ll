; EXPECT: not-refines
; smin-undef-nary-reassociated.srctgt.ll with a wrong target: `smin(b, c)`
; instead of `smin(smin(a, b), c)` (for a = 0, b = 2, c = 25: the source
; returns 0, the target 2). alive-tv 22: doesn't verify.

declare i8 @llvm.smin.i8(i8, i8)

define i8 @src(i8 %a, i8 %b, i8 %c) {
  %smin1 = call i8 @llvm.smin.i8(i8 %a, i8 %b)
  %smin2 = call i8 @llvm.smin.i8(i8 %b, i8 %c)
  %smin3 = call i8 @llvm.smin.i8(i8 %smin2, i8 %a)
  %res = add i8 %smin1, %smin3
  ret i8 %res
}

define i8 @tgt(i8 %a, i8 %b, i8 %c) {
  %smin1 = call i8 @llvm.smin.i8(i8 %a, i8 %b)
  %smin3.nary = call i8 @llvm.smin.i8(i8 %b, i8 %c)
  %res = add i8 %smin1, %smin3.nary
  ret i8 %res
}
