; The per-bit set representation of undef (llvm model; decision 0001). A
; scalar with undef bits stands for every bit pattern that agrees with its
; defined bits; each use picks a member. Results are exact (a new set)
; whenever the set of results is again such a set; see undef.md for the
; list. i4 values so that every member can be enumerated with freeze.

; `and undef, 5` is the set 0?0? = {0, 1, 4, 5}
; RUN: @members_of_and() => i4 0 | i4 1 | i4 4 | i4 5
; `add undef, 1`: undef bits from bit 0 up: exact, every value
; RUN: @add_top() => i4 undef
; `add (and undef, 12), 1`: undef bits from bit 2 up: exact, bits 0 and 1 fixed at 01
; RUN: @add_high_undef() => i4 0b??01
; `add (and undef, 5), 1`: undef bits 0 and 2 are not a top range: the sum
; {1, 2, 5, 6} is not a cube, so the undef bits are resolved for this use
; (all four choices explored: the outcomes are exactly the exact set)
; RUN: @add_holes() => i4 1 | i4 2 | i4 5 | i4 6
; mul by 4 of `or undef, 1`: the low bits 00, bit 2 fixed at 1
; RUN: @mul_odd_by_4() => i4 0b?100
; shifts by a defined amount and trunc/zext move undef bits exactly
; RUN: @shl_lshr() => i4 0b0??0
; icmp has outcome sets {false}, {true} or {false, true} (undef)
; RUN: @icmp_exact() => { i1, i1, i1 } { i1 true, i1 false, i1 undef }
; undef values pass through memory bit by bit
; RUN: @through_memory() => i4 0b?1?0

define i4 @members_of_and() {
  %a = and i4 undef, 5
  %f = freeze i4 %a
  ret i4 %f
}
define i4 @add_top() {
  %a = add i4 undef, 1
  ret i4 %a
}
define i4 @add_high_undef() {
  %a = and i4 undef, 12
  %b = add i4 %a, 1
  ret i4 %b
}
define i4 @add_holes() {
  %a = and i4 undef, 5
  %b = add i4 %a, 1
  ret i4 %b
}
define i4 @mul_odd_by_4() {
  %a = or i4 undef, 1
  %b = mul i4 %a, 4
  ret i4 %b
}
define i4 @shl_lshr() {
  %a = shl i4 undef, 2
  %b = lshr i4 %a, 1
  ret i4 %b
}
define { i1, i1, i1 } @icmp_exact() {
  %odd = or i4 undef, 1
  %a = icmp ne i4 %odd, 0
  %b = icmp ult i4 %odd, 1
  %c = icmp ult i4 %odd, 9
  %s = insertvalue { i1, i1, i1 } poison, i1 %a, 0
  %t = insertvalue { i1, i1, i1 } %s, i1 %b, 1
  %u = insertvalue { i1, i1, i1 } %t, i1 %c, 2
  ret { i1, i1, i1 } %u
}
define i4 @through_memory() {
  %p = alloca i4
  %a = and i4 undef, 10
  %b = or i4 %a, 4
  store i4 %b, ptr %p
  %r = load i4, ptr %p
  ret i4 %r
}
