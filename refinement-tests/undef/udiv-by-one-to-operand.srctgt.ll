; EXPECT: refines
; InstSimplify: `udiv %x, 1` is %x; with %x undef (an input) the source's
; result is the same cube as its operand (semantics/undef.md, exact
; division by 1), so the target's undef is covered without enumerating
; 2^32 members. alive-tv: correct.

define i32 @src(i32 %x) {
  %r = udiv i32 %x, 1
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
