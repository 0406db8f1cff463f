; EXPECT: refines
; Selects between constants become casts: `c ? 1 : 0` is `zext c`, and
; `c ? -1 : 0` added to x becomes a `sext` (a poison condition gives poison
; either way).
;
; With c and d undef, x even and the target's `sext i1 undef` resolved to
; 0, the target returns a value whose bit 0 is undef (`add` of operands
; with no common bit is exact: it is their `or`). No single source run
; returns undef bits (`select undef, X, Y` is X or Y), but the source's
; runs that differ only in the arm its select on undef took are one
; execution, whose results together are x and x + 1: every member of the
; target's value (decision 0001, "Refinement of undef"). alive-tv:
; correct. (Until session 5 llsem matched a target value against one
; source run only and said inconclusive here.)

define i32 @f(i1 %c, i1 %d, i32 %x) {
  %a = select i1 %c, i32 1, i32 0
  %b = select i1 %d, i32 -1, i32 0
  %s = add i32 %a, %x
  %r = add i32 %s, %b
  ret i32 %r
}
