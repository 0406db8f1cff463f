; The interpretation limit of llsem's undef (decision 0001, undef.md): when
; an operation on undef bits has no exact per-bit result, the machine
; resolves the operand's undef bits for that one use (choice point
; `undef-use`). The result is then one concrete value (or poison); integer
; operations, comparisons and casts reading it compute on its whole set
; (each a fresh use, [undef-derived]) when that gives a cube; other uses see
; that one value and
; mark the run approximated, whereas LangRef lets each use of a value that
; depends on undef see a different member. The runs below show the
; documented outcomes; the comments say what LangRef would also allow.

; `add nsw i4 undef, 1` is a poison flag that may or may not fire: resolved.
; Alone, the outcomes are every result of one choice (exact in this case):
; RUN: @add_nsw_once() => i4 1 | i4 2 | i4 3 | i4 4 | i4 5 | i4 6 | i4 7 | i4 poison | i4 -7 | i4 -6 | i4 -5 | i4 -4 | i4 -3 | i4 -2 | i4 -1 | i4 0
; Used twice, llsem shows x ^ x = 0 (or poison); LangRef would also allow
; every other i4 value, since each use of %x may pick again (that set, with
; poison for some members only, is not a cube: undef.md, [undef-derived]).
; RUN: @add_nsw_twice() => i4 0 | i4 poison
; The same for `udiv` of an undef dividend: {0..5} ^ {0..5} is every value
; below 8, the cube 0b0???, computed exactly.
; RUN: @udiv_twice() => i4 0b0???
; Exact operations keep the set, so x ^ x stays undef:
; RUN: @add_twice() => i4 undef
; A float operation on undef bits resolves them (sampled here: half has 16
; bits, more than the explorer enumerates); LangRef allows every value
; `x + 1.0` takes, which is no cube
; RUN: @fadd_undef() => half 0xH3C00 | half 0xH7E00 | half 0xH7FFF | half 0xHFE00 | half 0xHFFFF
; except where the set is exact: `fneg` flips the sign bit of every member,
; and `x + -0.0` is every half ([fp-undef-onto])
; RUN: @fneg_undef() => half undef
; RUN: @fadd_negzero_undef() => half undef

define i4 @add_nsw_once() {
  %x = add nsw i4 undef, 1
  ret i4 %x
}
define i4 @add_nsw_twice() {
  %x = add nsw i4 undef, 1
  %y = xor i4 %x, %x
  ret i4 %y
}
define i4 @udiv_twice() {
  %x = udiv i4 undef, 3
  %y = xor i4 %x, %x
  ret i4 %y
}
define i4 @add_twice() {
  %x = add i4 undef, 1
  %y = xor i4 %x, %x
  ret i4 %y
}
define half @fadd_undef() {
  %x = fadd half undef, 1.0
  ret half %x
}
define half @fadd_negzero_undef() {
  %x = fadd half undef, -0.0
  ret half %x
}
define half @fneg_undef() {
  %x = fneg half undef
  ret half %x
}
