; EXPECT: inconclusive
; Selects between constants become casts: `c ? 1 : 0` is `zext c`, and
; `c ? -1 : 0` added to x becomes a `sext` (a poison condition gives poison
; either way).
;
; Inconclusive, not refines, because of undef conditions: LangRef
; ("Undefined Values") says `select undef, X, Y` is X or Y, never undef,
; while `zext i1 undef` has an undef bit. With c and d undef, x even and
; the target's `sext i1 undef` resolved to 0, the target returns a value
; whose bit 0 is undef (`add` of operands with no common bit is exact:
; it is their `or`), where every source run returns a defined
; value; the source's select on undef is marked as resolved early, so
; llsem does not claim a counterexample. Poison conditions refine.

define i32 @f(i1 %c, i1 %d, i32 %x) {
  %a = select i1 %c, i32 1, i32 0
  %b = select i1 %d, i32 -1, i32 0
  %s = add i32 %a, %x
  %r = add i32 %s, %b
  ret i32 %r
}
