; Integer arithmetic intrinsics: LangRef "Arithmetic with Overflow
; Intrinsics", "Saturation Arithmetic Intrinsics", and the integer ones of
; "Standard C/C++ Library Intrinsics" (abs, smax/smin/umax/umin, scmp/ucmp).
; Rules: semantics/intrinsics.md, "Integer arithmetic". A poison operand
; gives poison (both fields of a with.overflow result); vector forms work
; lane by lane.

; with.overflow: { the wrapped result, i1 overflow } at both boundaries.
; RUN: @sadd8(127, 1) => { i8, i1 } { i8 -128, i1 true }
; RUN: @sadd8(-128, -1) => { i8, i1 } { i8 127, i1 true }
; RUN: @sadd8(100, 27) => { i8, i1 } { i8 127, i1 false }
; RUN: @sadd8(-1, 1) => { i8, i1 } { i8 0, i1 false }
; RUN: @sadd8(poison, 1) => { i8, i1 } { i8 poison, i1 poison }
; RUN: @uadd8(255, 1) => { i8, i1 } { i8 0, i1 true }
; RUN: @uadd8(254, 1) => { i8, i1 } { i8 -1, i1 false }
; RUN: @ssub8(-128, 1) => { i8, i1 } { i8 127, i1 true }
; RUN: @ssub8(0, -128) => { i8, i1 } { i8 -128, i1 true }
; RUN: @ssub8(-1, -128) => { i8, i1 } { i8 127, i1 false }
; RUN: @usub8(0, 1) => { i8, i1 } { i8 -1, i1 true }
; RUN: @usub8(1, 1) => { i8, i1 } { i8 0, i1 false }
; RUN: @smul8(-128, -1) => { i8, i1 } { i8 -128, i1 true }
; RUN: @smul8(-16, 8) => { i8, i1 } { i8 -128, i1 false }
; RUN: @smul8(16, 8) => { i8, i1 } { i8 -128, i1 true }
; RUN: @umul8(16, 16) => { i8, i1 } { i8 0, i1 true }
; RUN: @umul8(15, 17) => { i8, i1 } { i8 -1, i1 false }
; RUN: @umul8(1, poison) => { i8, i1 } { i8 poison, i1 poison }
; RUN: @sadd1(true, true) => { i1, i1 } { i1 false, i1 true }
; RUN: @sadd1(true, false) => { i1, i1 } { i1 true, i1 false }
; RUN: @uadd1(true, true) => { i1, i1 } { i1 false, i1 true }
; RUN: @ssub1(false, true) => { i1, i1 } { i1 true, i1 true }
; RUN: @usub1(false, true) => { i1, i1 } { i1 true, i1 true }
; RUN: @smul1(true, true) => { i1, i1 } { i1 true, i1 true }
; RUN: @umul1(true, true) => { i1, i1 } { i1 true, i1 false }
; RUN: @umul33(0x100000000, 2) => { i33, i1 } { i33 0, i1 true }
; RUN: @smul64(0x100000000, 0x80000000) => { i64, i1 } { i64 -9223372036854775808, i1 true }
; RUN: @smul64(-0x100000000, 0x80000000) => { i64, i1 } { i64 -9223372036854775808, i1 false }
; RUN: @sadd65(18446744073709551615, 1) => { i65, i1 } { i65 -18446744073709551616, i1 true }
; RUN: @uadd128(-1, 1) => { i128, i1 } { i128 0, i1 true }
; RUN: @umul256(0x100000000000000000000000000000000, 0x100000000000000000000000000000000) => { i256, i1 } { i256 0, i1 true }
; RUN: @umul256(0x100000000000000000000000000000000, 0x80000000000000000000000000000000) => { i256, i1 } { i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968, i1 false }
; RUN: @sadd_vec() => { <2 x i8>, <2 x i1> } { <2 x i8> <i8 -128, i8 poison>, <2 x i1> <i1 true, i1 poison> }

; Saturating add and subtract: LangRef's i4 examples, then the other widths.
; RUN: @sadd_sat4(1, 2) => i4 3
; RUN: @sadd_sat4(5, 6) => i4 7
; RUN: @sadd_sat4(-4, 2) => i4 -2
; RUN: @sadd_sat4(-4, -5) => i4 -8
; RUN: @sadd_sat4(poison, 1) => i4 poison
; RUN: @uadd_sat4(1, 2) => i4 3
; RUN: @uadd_sat4(5, 6) => i4 -5
; RUN: @uadd_sat4(8, 8) => i4 -1
; RUN: @ssub_sat4(2, 1) => i4 1
; RUN: @ssub_sat4(2, 6) => i4 -4
; RUN: @ssub_sat4(-4, 5) => i4 -8
; RUN: @ssub_sat4(4, -5) => i4 7
; RUN: @usub_sat4(2, 1) => i4 1
; RUN: @usub_sat4(2, 6) => i4 0
; RUN: @usub_sat4(1, poison) => i4 poison
; RUN: @sadd_sat1(true, true) => i1 true
; RUN: @uadd_sat1(true, true) => i1 true
; RUN: @ssub_sat1(false, true) => i1 false
; RUN: @usub_sat1(false, true) => i1 false
; RUN: @usub_sat64(0, 1) => i64 0
; RUN: @sadd_sat65(18446744073709551615, 1) => i65 18446744073709551615
; RUN: @uadd_sat128(-1, 1) => i128 -1
; RUN: @ssub_sat256(-0x8000000000000000000000000000000000000000000000000000000000000000, 1) => i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968
; RUN: @sadd_sat_vec() => <2 x i8> <i8 127, i8 poison>

; Saturating shift left: LangRef's i4 examples; an amount >= N is poison.
; RUN: @sshl_sat4(2, 1) => i4 4
; RUN: @sshl_sat4(2, 2) => i4 7
; RUN: @sshl_sat4(-5, 1) => i4 -8
; RUN: @sshl_sat4(-1, 1) => i4 -2
; RUN: @sshl_sat4(0, 4) => i4 poison
; RUN: @sshl_sat4(0, -1) => i4 poison
; RUN: @sshl_sat4(poison, 0) => i4 poison
; RUN: @ushl_sat4(2, 1) => i4 4
; RUN: @ushl_sat4(3, 3) => i4 -1
; RUN: @ushl_sat4(1, 4) => i4 poison
; RUN: @ushl_sat4(1, poison) => i4 poison
; RUN: @ushl_sat1(true, false) => i1 true
; RUN: @ushl_sat1(true, true) => i1 poison
; RUN: @sshl_sat1(true, false) => i1 true
; RUN: @sshl_sat65(1, 64) => i65 18446744073709551615
; RUN: @sshl_sat65(1, 63) => i65 9223372036854775808
; RUN: @ushl_sat65(1, 64) => i65 -18446744073709551616
; RUN: @ushl_sat65(1, 65) => i65 poison
; RUN: @ushl_sat128(-1, 1) => i128 -1
; RUN: @sshl_sat256(-1, 255) => i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968

; Integer min/max.
; RUN: @smax8(-1, 1) => i8 1
; RUN: @umax8(-1, 1) => i8 -1
; RUN: @smin8(-128, 127) => i8 -128
; RUN: @umin8(-128, 127) => i8 127
; RUN: @smax8(poison, 1) => i8 poison
; RUN: @umin8(0, poison) => i8 poison
; RUN: @smax1(true, false) => i1 false
; RUN: @umax1(true, false) => i1 true
; RUN: @smin1(true, false) => i1 true
; RUN: @umin1(true, false) => i1 false
; RUN: @smax65(-1, 0x10000000000000000) => i65 -1
; RUN: @smin128(-1, 0) => i128 -1
; RUN: @umax256(-1, 0) => i256 -1
; RUN: @umin_vec() => <2 x i8> <i8 poison, i8 1>

; abs: INT_MIN gives INT_MIN, or poison with is_int_min_poison.
; RUN: @abs8(-5) => i8 5
; RUN: @abs8(127) => i8 127
; RUN: @abs8(-128) => i8 -128
; RUN: @abs8(poison) => i8 poison
; RUN: @abs8_mp(-128) => i8 poison
; RUN: @abs8_mp(-127) => i8 127
; RUN: @abs1(true) => i1 true
; RUN: @abs1(false) => i1 false
; RUN: @abs1_mp(true) => i1 poison
; RUN: @abs65(-1) => i65 1
; RUN: @abs65(0x10000000000000000) => i65 -18446744073709551616
; RUN: @abs128_mp(0x80000000000000000000000000000000) => i128 poison
; RUN: @abs_vec_mp() => <3 x i8> <i8 1, i8 poison, i8 poison>

; scmp / ucmp: -1, 0 or 1 in a result type of at least i2.
; RUN: @scmp8(-1, 1) => i2 -1
; RUN: @scmp8(1, -1) => i2 1
; RUN: @scmp8(3, 3) => i2 0
; RUN: @ucmp8(-1, 1) => i2 1
; RUN: @ucmp8(poison, 1) => i2 poison
; RUN: @scmp1(true, false) => i8 -1
; RUN: @ucmp1(true, false) => i8 1
; RUN: @scmp65(0x10000000000000000, 18446744073709551615) => i32 -1
; RUN: @ucmp65(0x10000000000000000, 18446744073709551615) => i32 1
; RUN: @scmp_vec() => <2 x i2> <i2 poison, i2 -1>

declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8)
declare { i1, i1 } @llvm.sadd.with.overflow.i1(i1, i1)
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8)
declare { i1, i1 } @llvm.uadd.with.overflow.i1(i1, i1)
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8)
declare { i1, i1 } @llvm.ssub.with.overflow.i1(i1, i1)
declare { i8, i1 } @llvm.usub.with.overflow.i8(i8, i8)
declare { i1, i1 } @llvm.usub.with.overflow.i1(i1, i1)
declare { i8, i1 } @llvm.smul.with.overflow.i8(i8, i8)
declare { i1, i1 } @llvm.smul.with.overflow.i1(i1, i1)
declare { i8, i1 } @llvm.umul.with.overflow.i8(i8, i8)
declare { i1, i1 } @llvm.umul.with.overflow.i1(i1, i1)
declare { i33, i1 } @llvm.umul.with.overflow.i33(i33, i33)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64)
declare { i65, i1 } @llvm.sadd.with.overflow.i65(i65, i65)
declare { i128, i1 } @llvm.uadd.with.overflow.i128(i128, i128)
declare { i256, i1 } @llvm.umul.with.overflow.i256(i256, i256)
declare i4 @llvm.sadd.sat.i4(i4, i4)
declare i1 @llvm.sadd.sat.i1(i1, i1)
declare i4 @llvm.uadd.sat.i4(i4, i4)
declare i1 @llvm.uadd.sat.i1(i1, i1)
declare i4 @llvm.ssub.sat.i4(i4, i4)
declare i1 @llvm.ssub.sat.i1(i1, i1)
declare i4 @llvm.usub.sat.i4(i4, i4)
declare i1 @llvm.usub.sat.i1(i1, i1)
declare i64 @llvm.usub.sat.i64(i64, i64)
declare i65 @llvm.sadd.sat.i65(i65, i65)
declare i128 @llvm.uadd.sat.i128(i128, i128)
declare i256 @llvm.ssub.sat.i256(i256, i256)
declare i4 @llvm.sshl.sat.i4(i4, i4)
declare i1 @llvm.sshl.sat.i1(i1, i1)
declare i65 @llvm.sshl.sat.i65(i65, i65)
declare i4 @llvm.ushl.sat.i4(i4, i4)
declare i1 @llvm.ushl.sat.i1(i1, i1)
declare i65 @llvm.ushl.sat.i65(i65, i65)
declare i128 @llvm.ushl.sat.i128(i128, i128)
declare i256 @llvm.sshl.sat.i256(i256, i256)
declare i8 @llvm.smax.i8(i8, i8)
declare i1 @llvm.smax.i1(i1, i1)
declare i8 @llvm.umax.i8(i8, i8)
declare i1 @llvm.umax.i1(i1, i1)
declare i8 @llvm.smin.i8(i8, i8)
declare i1 @llvm.smin.i1(i1, i1)
declare i8 @llvm.umin.i8(i8, i8)
declare i1 @llvm.umin.i1(i1, i1)
declare i65 @llvm.smax.i65(i65, i65)
declare i128 @llvm.smin.i128(i128, i128)
declare i256 @llvm.umax.i256(i256, i256)
declare i8 @llvm.abs.i8(i8, i1)
declare i1 @llvm.abs.i1(i1, i1)
declare i65 @llvm.abs.i65(i65, i1)
declare i128 @llvm.abs.i128(i128, i1)
declare i2 @llvm.scmp.i2.i8(i8, i8)
declare i2 @llvm.ucmp.i2.i8(i8, i8)
declare i8 @llvm.scmp.i8.i1(i1, i1)
declare i8 @llvm.ucmp.i8.i1(i1, i1)
declare i32 @llvm.scmp.i32.i65(i65, i65)
declare i32 @llvm.ucmp.i32.i65(i65, i65)

define { i8, i1 } @sadd8(i8 %a, i8 %b) {
  %r = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %a, i8 %b)
  ret { i8, i1 } %r
}
define { i1, i1 } @sadd1(i1 %a, i1 %b) {
  %r = call { i1, i1 } @llvm.sadd.with.overflow.i1(i1 %a, i1 %b)
  ret { i1, i1 } %r
}
define { i8, i1 } @uadd8(i8 %a, i8 %b) {
  %r = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %a, i8 %b)
  ret { i8, i1 } %r
}
define { i1, i1 } @uadd1(i1 %a, i1 %b) {
  %r = call { i1, i1 } @llvm.uadd.with.overflow.i1(i1 %a, i1 %b)
  ret { i1, i1 } %r
}
define { i8, i1 } @ssub8(i8 %a, i8 %b) {
  %r = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 %a, i8 %b)
  ret { i8, i1 } %r
}
define { i1, i1 } @ssub1(i1 %a, i1 %b) {
  %r = call { i1, i1 } @llvm.ssub.with.overflow.i1(i1 %a, i1 %b)
  ret { i1, i1 } %r
}
define { i8, i1 } @usub8(i8 %a, i8 %b) {
  %r = call { i8, i1 } @llvm.usub.with.overflow.i8(i8 %a, i8 %b)
  ret { i8, i1 } %r
}
define { i1, i1 } @usub1(i1 %a, i1 %b) {
  %r = call { i1, i1 } @llvm.usub.with.overflow.i1(i1 %a, i1 %b)
  ret { i1, i1 } %r
}
define { i8, i1 } @smul8(i8 %a, i8 %b) {
  %r = call { i8, i1 } @llvm.smul.with.overflow.i8(i8 %a, i8 %b)
  ret { i8, i1 } %r
}
define { i1, i1 } @smul1(i1 %a, i1 %b) {
  %r = call { i1, i1 } @llvm.smul.with.overflow.i1(i1 %a, i1 %b)
  ret { i1, i1 } %r
}
define { i8, i1 } @umul8(i8 %a, i8 %b) {
  %r = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 %a, i8 %b)
  ret { i8, i1 } %r
}
define { i1, i1 } @umul1(i1 %a, i1 %b) {
  %r = call { i1, i1 } @llvm.umul.with.overflow.i1(i1 %a, i1 %b)
  ret { i1, i1 } %r
}
define { i33, i1 } @umul33(i33 %a, i33 %b) {
  %r = call { i33, i1 } @llvm.umul.with.overflow.i33(i33 %a, i33 %b)
  ret { i33, i1 } %r
}
define { i64, i1 } @smul64(i64 %a, i64 %b) {
  %r = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %a, i64 %b)
  ret { i64, i1 } %r
}
define { i65, i1 } @sadd65(i65 %a, i65 %b) {
  %r = call { i65, i1 } @llvm.sadd.with.overflow.i65(i65 %a, i65 %b)
  ret { i65, i1 } %r
}
define { i128, i1 } @uadd128(i128 %a, i128 %b) {
  %r = call { i128, i1 } @llvm.uadd.with.overflow.i128(i128 %a, i128 %b)
  ret { i128, i1 } %r
}
define { i256, i1 } @umul256(i256 %a, i256 %b) {
  %r = call { i256, i1 } @llvm.umul.with.overflow.i256(i256 %a, i256 %b)
  ret { i256, i1 } %r
}
define i4 @sadd_sat4(i4 %a, i4 %b) {
  %r = call i4 @llvm.sadd.sat.i4(i4 %a, i4 %b)
  ret i4 %r
}
define i1 @sadd_sat1(i1 %a, i1 %b) {
  %r = call i1 @llvm.sadd.sat.i1(i1 %a, i1 %b)
  ret i1 %r
}
define i4 @uadd_sat4(i4 %a, i4 %b) {
  %r = call i4 @llvm.uadd.sat.i4(i4 %a, i4 %b)
  ret i4 %r
}
define i1 @uadd_sat1(i1 %a, i1 %b) {
  %r = call i1 @llvm.uadd.sat.i1(i1 %a, i1 %b)
  ret i1 %r
}
define i4 @ssub_sat4(i4 %a, i4 %b) {
  %r = call i4 @llvm.ssub.sat.i4(i4 %a, i4 %b)
  ret i4 %r
}
define i1 @ssub_sat1(i1 %a, i1 %b) {
  %r = call i1 @llvm.ssub.sat.i1(i1 %a, i1 %b)
  ret i1 %r
}
define i4 @usub_sat4(i4 %a, i4 %b) {
  %r = call i4 @llvm.usub.sat.i4(i4 %a, i4 %b)
  ret i4 %r
}
define i1 @usub_sat1(i1 %a, i1 %b) {
  %r = call i1 @llvm.usub.sat.i1(i1 %a, i1 %b)
  ret i1 %r
}
define i64 @usub_sat64(i64 %a, i64 %b) {
  %r = call i64 @llvm.usub.sat.i64(i64 %a, i64 %b)
  ret i64 %r
}
define i65 @sadd_sat65(i65 %a, i65 %b) {
  %r = call i65 @llvm.sadd.sat.i65(i65 %a, i65 %b)
  ret i65 %r
}
define i128 @uadd_sat128(i128 %a, i128 %b) {
  %r = call i128 @llvm.uadd.sat.i128(i128 %a, i128 %b)
  ret i128 %r
}
define i256 @ssub_sat256(i256 %a, i256 %b) {
  %r = call i256 @llvm.ssub.sat.i256(i256 %a, i256 %b)
  ret i256 %r
}
define i4 @sshl_sat4(i4 %a, i4 %b) {
  %r = call i4 @llvm.sshl.sat.i4(i4 %a, i4 %b)
  ret i4 %r
}
define i1 @sshl_sat1(i1 %a, i1 %b) {
  %r = call i1 @llvm.sshl.sat.i1(i1 %a, i1 %b)
  ret i1 %r
}
define i65 @sshl_sat65(i65 %a, i65 %b) {
  %r = call i65 @llvm.sshl.sat.i65(i65 %a, i65 %b)
  ret i65 %r
}
define i4 @ushl_sat4(i4 %a, i4 %b) {
  %r = call i4 @llvm.ushl.sat.i4(i4 %a, i4 %b)
  ret i4 %r
}
define i1 @ushl_sat1(i1 %a, i1 %b) {
  %r = call i1 @llvm.ushl.sat.i1(i1 %a, i1 %b)
  ret i1 %r
}
define i65 @ushl_sat65(i65 %a, i65 %b) {
  %r = call i65 @llvm.ushl.sat.i65(i65 %a, i65 %b)
  ret i65 %r
}
define i128 @ushl_sat128(i128 %a, i128 %b) {
  %r = call i128 @llvm.ushl.sat.i128(i128 %a, i128 %b)
  ret i128 %r
}
define i256 @sshl_sat256(i256 %a, i256 %b) {
  %r = call i256 @llvm.sshl.sat.i256(i256 %a, i256 %b)
  ret i256 %r
}
define i8 @smax8(i8 %a, i8 %b) {
  %r = call i8 @llvm.smax.i8(i8 %a, i8 %b)
  ret i8 %r
}
define i1 @smax1(i1 %a, i1 %b) {
  %r = call i1 @llvm.smax.i1(i1 %a, i1 %b)
  ret i1 %r
}
define i8 @umax8(i8 %a, i8 %b) {
  %r = call i8 @llvm.umax.i8(i8 %a, i8 %b)
  ret i8 %r
}
define i1 @umax1(i1 %a, i1 %b) {
  %r = call i1 @llvm.umax.i1(i1 %a, i1 %b)
  ret i1 %r
}
define i8 @smin8(i8 %a, i8 %b) {
  %r = call i8 @llvm.smin.i8(i8 %a, i8 %b)
  ret i8 %r
}
define i1 @smin1(i1 %a, i1 %b) {
  %r = call i1 @llvm.smin.i1(i1 %a, i1 %b)
  ret i1 %r
}
define i8 @umin8(i8 %a, i8 %b) {
  %r = call i8 @llvm.umin.i8(i8 %a, i8 %b)
  ret i8 %r
}
define i1 @umin1(i1 %a, i1 %b) {
  %r = call i1 @llvm.umin.i1(i1 %a, i1 %b)
  ret i1 %r
}
define i65 @smax65(i65 %a, i65 %b) {
  %r = call i65 @llvm.smax.i65(i65 %a, i65 %b)
  ret i65 %r
}
define i128 @smin128(i128 %a, i128 %b) {
  %r = call i128 @llvm.smin.i128(i128 %a, i128 %b)
  ret i128 %r
}
define i256 @umax256(i256 %a, i256 %b) {
  %r = call i256 @llvm.umax.i256(i256 %a, i256 %b)
  ret i256 %r
}
define i8 @abs8(i8 %a) {
  %r = call i8 @llvm.abs.i8(i8 %a, i1 false)
  ret i8 %r
}
define i8 @abs8_mp(i8 %a) {
  %r = call i8 @llvm.abs.i8(i8 %a, i1 true)
  ret i8 %r
}
define i1 @abs1(i1 %a) {
  %r = call i1 @llvm.abs.i1(i1 %a, i1 false)
  ret i1 %r
}
define i1 @abs1_mp(i1 %a) {
  %r = call i1 @llvm.abs.i1(i1 %a, i1 true)
  ret i1 %r
}
define i65 @abs65(i65 %a) {
  %r = call i65 @llvm.abs.i65(i65 %a, i1 false)
  ret i65 %r
}
define i128 @abs128_mp(i128 %a) {
  %r = call i128 @llvm.abs.i128(i128 %a, i1 true)
  ret i128 %r
}
define i2 @scmp8(i8 %a, i8 %b) {
  %r = call i2 @llvm.scmp.i2.i8(i8 %a, i8 %b)
  ret i2 %r
}
define i2 @ucmp8(i8 %a, i8 %b) {
  %r = call i2 @llvm.ucmp.i2.i8(i8 %a, i8 %b)
  ret i2 %r
}
define i8 @scmp1(i1 %a, i1 %b) {
  %r = call i8 @llvm.scmp.i8.i1(i1 %a, i1 %b)
  ret i8 %r
}
define i8 @ucmp1(i1 %a, i1 %b) {
  %r = call i8 @llvm.ucmp.i8.i1(i1 %a, i1 %b)
  ret i8 %r
}
define i32 @scmp65(i65 %a, i65 %b) {
  %r = call i32 @llvm.scmp.i32.i65(i65 %a, i65 %b)
  ret i32 %r
}
define i32 @ucmp65(i65 %a, i65 %b) {
  %r = call i32 @llvm.ucmp.i32.i65(i65 %a, i65 %b)
  ret i32 %r
}

declare { <2 x i8>, <2 x i1> } @llvm.sadd.with.overflow.v2i8(<2 x i8>, <2 x i8>)
declare <2 x i8> @llvm.sadd.sat.v2i8(<2 x i8>, <2 x i8>)
declare <2 x i8> @llvm.umin.v2i8(<2 x i8>, <2 x i8>)
declare <3 x i8> @llvm.abs.v3i8(<3 x i8>, i1)
declare <2 x i2> @llvm.scmp.v2i2.v2i8(<2 x i8>, <2 x i8>)
define { <2 x i8>, <2 x i1> } @sadd_vec() {
  %r = call { <2 x i8>, <2 x i1> } @llvm.sadd.with.overflow.v2i8(<2 x i8> <i8 127, i8 poison>, <2 x i8> <i8 1, i8 1>)
  ret { <2 x i8>, <2 x i1> } %r
}
define <2 x i8> @sadd_sat_vec() {
  %r = call <2 x i8> @llvm.sadd.sat.v2i8(<2 x i8> <i8 100, i8 poison>, <2 x i8> <i8 100, i8 1>)
  ret <2 x i8> %r
}
define <2 x i8> @umin_vec() {
  %r = call <2 x i8> @llvm.umin.v2i8(<2 x i8> <i8 poison, i8 1>, <2 x i8> <i8 0, i8 -1>)
  ret <2 x i8> %r
}
define <3 x i8> @abs_vec_mp() {
  %r = call <3 x i8> @llvm.abs.v3i8(<3 x i8> <i8 -1, i8 -128, i8 poison>, i1 true)
  ret <3 x i8> %r
}
define <2 x i2> @scmp_vec() {
  %r = call <2 x i2> @llvm.scmp.v2i2.v2i8(<2 x i8> <i8 poison, i8 -128>, <2 x i8> <i8 0, i8 127>)
  ret <2 x i2> %r
}
