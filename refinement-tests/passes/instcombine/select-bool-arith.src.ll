; EXPECT: refines
; Selects between constants become casts: `c ? 1 : 0` is `zext c`, and
; `c ? -1 : 0` added to x becomes a `sext` (a poison condition gives poison
; either way).

define i32 @f(i1 %c, i1 %d, i32 %x) {
  %a = select i1 %c, i32 1, i32 0
  %b = select i1 %d, i32 -1, i32 0
  %s = add i32 %a, %x
  %r = add i32 %s, %b
  ret i32 %r
}
