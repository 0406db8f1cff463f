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
define double @fselect_nnan(i1 %c, double %a) {
  %r = select nnan i1 %c, double %a, double 1.0
  ret double %r
}
