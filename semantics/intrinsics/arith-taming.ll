; Integer arithmetic intrinsics in the taming model: undef is poison, so
; every result that depends on it is poison.
; ARGS: --model taming

; RUN: @sadd2(undef, 1) => { i2, i1 } { i2 poison, i1 poison }
; RUN: @sadd2(1, 1) => { i2, i1 } { i2 -2, i1 true }
; RUN: @uadd_sat2(undef, 1) => i2 poison
; RUN: @smax2(undef, 0) => i2 poison
; RUN: @abs2(undef) => i2 poison

declare { i2, i1 } @llvm.sadd.with.overflow.i2(i2, i2)
declare i2 @llvm.uadd.sat.i2(i2, i2)
declare i2 @llvm.smax.i2(i2, i2)
declare i2 @llvm.abs.i2(i2, i1)

define { i2, i1 } @sadd2(i2 %a, i2 %b) {
  %r = call { i2, i1 } @llvm.sadd.with.overflow.i2(i2 %a, i2 %b)
  ret { i2, i1 } %r
}
define i2 @uadd_sat2(i2 %a, i2 %b) {
  %r = call i2 @llvm.uadd.sat.i2(i2 %a, i2 %b)
  ret i2 %r
}
define i2 @smax2(i2 %a, i2 %b) {
  %r = call i2 @llvm.smax.i2(i2 %a, i2 %b)
  ret i2 %r
}
define i2 @abs2(i2 %a) {
  %r = call i2 @llvm.abs.i2(i2 %a, i1 false)
  ret i2 %r
}
