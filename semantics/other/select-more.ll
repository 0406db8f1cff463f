; More select cases under the default (`poison-cond`): a scalar condition
; with vector arms selects the whole vector; the LangRef examples of
; "Undefined Values" (`select undef, %X, %Y` is %X or %Y, never a mix).
; RUN: @whole_vector(true) => <2 x i8> <i8 1, i8 poison>
; RUN: @whole_vector(false) => <2 x i8> <i8 3, i8 4>
; RUN: @whole_vector(poison) => <2 x i8> <i8 poison, i8 poison>
; RUN: @select_undef_42() => i8 42 | i8 7
; a select on an undef condition is resolved once; LangRef allows each use
; of %r to pick again, so `xor %r, %r` could also be 42 ^ 7 = 45; {0, 45} is
; not a cube, so llsem reads the one value (see undef.md, [undef-derived])
; RUN: @select_undef_twice() => i8 0
; an arm with undef bits stays a cube: a read of %s computes on both arms'
; whole sets, {0 (true arm), 1 (false arm)} for `and %s, 3`, and
; {0, 8, 16, 24, 25} for `and %s, 31` is no cube, so the read takes one
; member (the true arm's cube or 25; see undef.md, [undef-derived])
; RUN: @select_undef_cube_arm(undef, undef) => i8 0b0000000?
; RUN: @select_undef_cube_arm(true, undef) => i8 0
; RUN: @select_undef_cube_arm_wide(undef, undef) => i8 0b000??000 | i8 25
; the same above 64 bits, and with a poison arm (not an integer set: the
; arm is chosen at undef-use, as before)
; RUN: @select_undef_cube_arm_i65(undef, undef) => i65 0b0000000000000000000000000000000000000000000000000000000000000000?
; RUN: @select_undef_poison_arm(undef) => i8 poison | i8 5
; a float select keeps its fast-math flags
; RUN: @fselect_nnan(true, nan) => double poison

define <2 x i8> @whole_vector(i1 %c) {
  %r = select i1 %c, <2 x i8> <i8 1, i8 poison>, <2 x i8> <i8 3, i8 4>
  ret <2 x i8> %r
}
define i8 @select_undef_42() {
  %r = select i1 undef, i8 42, i8 7
  ret i8 %r
}
define i8 @select_undef_twice() {
  %r = select i1 undef, i8 42, i8 7
  %x = xor i8 %r, %r
  ret i8 %x
}
define i8 @select_undef_cube_arm(i1 %c, i8 %a) {
  %and1 = and i8 %a, 24
  %s = select i1 %c, i8 %and1, i8 25
  %r = and i8 %s, 3
  ret i8 %r
}
define i8 @select_undef_cube_arm_wide(i1 %c, i8 %a) {
  %and1 = and i8 %a, 24
  %s = select i1 %c, i8 %and1, i8 25
  %r = and i8 %s, 31
  ret i8 %r
}
define i65 @select_undef_cube_arm_i65(i1 %c, i65 %a) {
  %and1 = and i65 %a, 24
  %s = select i1 %c, i65 %and1, i65 25
  %r = and i65 %s, 3
  ret i65 %r
}
define i8 @select_undef_poison_arm(i1 %c) {
  %s = select i1 %c, i8 poison, i8 5
  ret i8 %s
}
define double @fselect_nnan(i1 %c, double %a) {
  %r = select nnan i1 %c, double %a, double 1.0
  ret double %r
}
