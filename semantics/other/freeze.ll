; freeze (LangRef "Other Operations"): a poison value, or the undef bits of
; a value, become an arbitrary but fixed value; every use of the result sees
; the same value; a defined value is unchanged. Vectors and aggregates are
; frozen element-wise. A frozen poison pointer has no provenance.

; every i2 value is possible
; RUN: @freeze(poison) => i2 0 | i2 1 | i2 -2 | i2 -1
; RUN: @freeze(undef) => i2 0 | i2 1 | i2 -2 | i2 -1
; RUN: @freeze(1) => i2 1
; only the undef bits are chosen: `or undef, 1` stays odd
; RUN: @freeze_partial(undef) => i2 1 | i2 -1
; all uses see the same value: f - f is 0 ...
; RUN: @same_value(poison) => i2 0
; RUN: @same_value(undef) => i2 0
; ... while two freezes may differ
; RUN: @two_freezes(poison) => i2 0 | i2 1 | i2 -2 | i2 -1
; without freeze, undef - undef is any value, poison - poison is poison
; RUN: @no_freeze(undef) => i2 undef
; RUN: @no_freeze(poison) => i2 poison
; width 1
; RUN: @freeze_i1(poison) => i1 false | i1 true
; vectors: each lane on its own; defined lanes unchanged
; RUN: @freeze_vec(poison) => <2 x i1> <i1 false, i1 true> | <2 x i1> <i1 true, i1 true>
; aggregates: field by field
; RUN: @freeze_struct() => { i1, i8 } { i1 false, i8 5 } | { i1, i8 } { i1 true, i8 5 }
; a frozen poison pointer is not dereferenceable
; RUN: @freeze_ptr_load() => ub null-dereference | ub no-provenance
; freeze stops poison before a branch: the UB Manual's loop unswitching fix
; RUN: @branch_on_frozen(poison) => i8 1 | i8 2
; RUN: @branch_on_frozen(true) => i8 1

define i2 @freeze(i2 %a) {
  %f = freeze i2 %a
  ret i2 %f
}
define i2 @freeze_partial(i2 %a) {
  %o = or i2 %a, 1
  %f = freeze i2 %o
  ret i2 %f
}
define i2 @same_value(i2 %a) {
  %f = freeze i2 %a
  %d = sub i2 %f, %f
  ret i2 %d
}
define i2 @two_freezes(i2 %a) {
  %f = freeze i2 %a
  %g = freeze i2 %a
  %d = sub i2 %f, %g
  ret i2 %d
}
define i2 @no_freeze(i2 %a) {
  %d = sub i2 %a, %a
  ret i2 %d
}
define i1 @freeze_i1(i1 %a) {
  %f = freeze i1 %a
  ret i1 %f
}
define <2 x i1> @freeze_vec(i1 %a) {
  %v = insertelement <2 x i1> <i1 true, i1 true>, i1 %a, i32 0
  %f = freeze <2 x i1> %v
  ret <2 x i1> %f
}
define { i1, i8 } @freeze_struct() {
  %s = insertvalue { i1, i8 } poison, i8 5, 1
  %f = freeze { i1, i8 } %s
  ret { i1, i8 } %f
}
define i8 @freeze_ptr_load() {
  %p = freeze ptr poison
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @branch_on_frozen(i1 %c) {
  %c2 = freeze i1 %c
  br i1 %c2, label %t, label %f
t:
  ret i8 1
f:
  ret i8 2
}
