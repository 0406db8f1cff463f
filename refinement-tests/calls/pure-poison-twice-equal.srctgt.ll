; EXPECT: not-refines
; Two calls of a `memory(none)` function with the same input return the
; same value, poison input included: `f(poison) - f(poison)` is 0 when no
; call of the target gives the source's calls another outcome to take,
; so returning 1 is not a refinement.

declare i8 @f(i8) memory(none) willreturn nounwind

define i8 @src() {
  %r = call i8 @f(i8 poison)
  %s = call i8 @f(i8 poison)
  %t = sub i8 %r, %s
  ret i8 %t
}

define i8 @tgt() {
  ret i8 1
}
