; Integer arithmetic intrinsics on undef operands (llvm model; LangRef
; "Undefined Values"): an undef operand is one use, so the result is the
; set { f(x) | x a member }. For with.overflow both fields come from the
; same member: the overflow bit always agrees with the result next to it.

; sadd.with.overflow(undef i2, 1): x = 0, 1, -2, -1 give (1, no), (-2, yes),
; (-1, no), (0, no); never (1, yes) or (-2, no).
; RUN: @sadd2(undef, 1) => { i2, i1 } { i2 1, i1 false } | { i2, i1 } { i2 -2, i1 true } | { i2, i1 } { i2 -1, i1 false } | { i2, i1 } { i2 0, i1 false }
; Multiplying by zero never overflows, whatever the member.
; RUN: @umul2(undef, 0) => { i2, i1 } { i2 0, i1 false }
; RUN: @sadd2(undef, poison) => { i2, i1 } { i2 poison, i1 poison }
; uadd.sat(undef i2, 1) = {1, 2, 3, 3}.
; RUN: @uadd_sat2(undef, 1) => i2 1 | i2 -2 | i2 -1
; RUN: @uadd_sat2(undef, poison) => i2 poison
; By 0 no member saturates: the set is every i2, undef (LangRef
; "Saturation Arithmetic Intrinsics": the clamp applies only to results
; out of range). The same for a signed sum and both differences.
; RUN: @uadd_sat2(undef, 0) => i2 undef
; RUN: @sadd_sat2(undef, 0) => i2 undef
; RUN: @ssub_sat2(undef, 0) => i2 undef
; usub.sat(undef i2, 1) may saturate (0 - 1): resolved, {0, 0, 1, 2}.
; RUN: @usub_sat2(undef, 1) => i2 0 | i2 1 | i2 -2
; ushl.sat(1, undef i2): amounts 0 and 1 give 1 and 2; 2 and 3 are >= N.
; RUN: @ushl_sat2(1, undef) => i2 1 | i2 -2 | i2 poison
; smax(undef i2, 0) = {0, 1, 0, 0}.
; RUN: @smax2(undef, 0) => i2 0 | i2 1
; abs(undef i2, true): the member -2 is INT_MIN.
; RUN: @abs2_mp(undef) => i2 0 | i2 1 | i2 poison
; RUN: @abs2(undef) => i2 0 | i2 1 | i2 -2
; scmp(undef i2, 0) = {-1, -1, 0, 1}.
; RUN: @scmp2(undef, 0) => i2 -1 | i2 0 | i2 1
; A vector with an undef lane: the other lane keeps its value.
; RUN: @umax_vec_undef() => <2 x i2> <i2 1, i2 -1> | <2 x i2> <i2 -2, i2 -1> | <2 x i2> <i2 -1, i2 -1>

declare { i2, i1 } @llvm.sadd.with.overflow.i2(i2, i2)
declare { i2, i1 } @llvm.umul.with.overflow.i2(i2, i2)
declare i2 @llvm.uadd.sat.i2(i2, i2)
declare i2 @llvm.sadd.sat.i2(i2, i2)
declare i2 @llvm.usub.sat.i2(i2, i2)
declare i2 @llvm.ssub.sat.i2(i2, i2)
declare i2 @llvm.ushl.sat.i2(i2, i2)
declare i2 @llvm.smax.i2(i2, i2)
declare i2 @llvm.abs.i2(i2, i1)
declare i2 @llvm.scmp.i2.i2(i2, i2)
declare <2 x i2> @llvm.umax.v2i2(<2 x i2>, <2 x i2>)

define { i2, i1 } @sadd2(i2 %a, i2 %b) {
  %r = call { i2, i1 } @llvm.sadd.with.overflow.i2(i2 %a, i2 %b)
  ret { i2, i1 } %r
}
define { i2, i1 } @umul2(i2 %a, i2 %b) {
  %r = call { i2, i1 } @llvm.umul.with.overflow.i2(i2 %a, i2 %b)
  ret { i2, i1 } %r
}
define i2 @uadd_sat2(i2 %a, i2 %b) {
  %r = call i2 @llvm.uadd.sat.i2(i2 %a, i2 %b)
  ret i2 %r
}
define i2 @sadd_sat2(i2 %a, i2 %b) {
  %r = call i2 @llvm.sadd.sat.i2(i2 %a, i2 %b)
  ret i2 %r
}
define i2 @usub_sat2(i2 %a, i2 %b) {
  %r = call i2 @llvm.usub.sat.i2(i2 %a, i2 %b)
  ret i2 %r
}
define i2 @ssub_sat2(i2 %a, i2 %b) {
  %r = call i2 @llvm.ssub.sat.i2(i2 %a, i2 %b)
  ret i2 %r
}
define i2 @ushl_sat2(i2 %a, i2 %b) {
  %r = call i2 @llvm.ushl.sat.i2(i2 %a, i2 %b)
  ret i2 %r
}
define i2 @smax2(i2 %a, i2 %b) {
  %r = call i2 @llvm.smax.i2(i2 %a, i2 %b)
  ret i2 %r
}
define i2 @abs2_mp(i2 %a) {
  %r = call i2 @llvm.abs.i2(i2 %a, i1 true)
  ret i2 %r
}
define i2 @abs2(i2 %a) {
  %r = call i2 @llvm.abs.i2(i2 %a, i1 false)
  ret i2 %r
}
define i2 @scmp2(i2 %a, i2 %b) {
  %r = call i2 @llvm.scmp.i2.i2(i2 %a, i2 %b)
  ret i2 %r
}
define <2 x i2> @umax_vec_undef() {
  %r = call <2 x i2> @llvm.umax.v2i2(<2 x i2> <i2 undef, i2 -1>, <2 x i2> <i2 1, i2 0>)
  ret <2 x i2> %r
}
