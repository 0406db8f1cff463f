; Bit manipulation intrinsics in the taming model: there is no undef, so
; an undef operand is poison and the result is poison.
; ARGS: --model taming

; RUN: @ctpop2(undef) => i2 poison
; RUN: @ctpop2(3) => i2 -2
; RUN: @ctlz2(undef) => i2 poison
; RUN: @bswap_low_undef() => i16 poison
; RUN: @fshl2(1, 0, undef) => i2 poison
; RUN: @fshl2(1, 0, 1) => i2 -2

declare i2 @llvm.ctpop.i2(i2)
declare i2 @llvm.ctlz.i2(i2, i1)
declare i16 @llvm.bswap.i16(i16)
declare i2 @llvm.fshl.i2(i2, i2, i2)

define i2 @ctpop2(i2 %x) {
  %r = call i2 @llvm.ctpop.i2(i2 %x)
  ret i2 %r
}
define i2 @ctlz2(i2 %x) {
  %r = call i2 @llvm.ctlz.i2(i2 %x, i1 false)
  ret i2 %r
}
define i16 @bswap_low_undef() {
  %x = and i16 undef, 255
  %r = call i16 @llvm.bswap.i16(i16 %x)
  ret i16 %r
}
define i2 @fshl2(i2 %a, i2 %b, i2 %c) {
  %r = call i2 @llvm.fshl.i2(i2 %a, i2 %b, i2 %c)
  ret i2 %r
}
