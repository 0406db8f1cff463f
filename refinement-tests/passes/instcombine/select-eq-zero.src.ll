; EXPECT: refines
; `x == 0 ? 0 : x` is x, and `x == 7 ? x + 1 : 8` is 8, so the whole
; function is `x ^ 8`.

define i32 @f(i32 %x) {
  %z = icmp eq i32 %x, 0
  %s = select i1 %z, i32 0, i32 %x
  %e = icmp eq i32 %s, 7
  %p = add i32 %s, 1
  %t = select i1 %e, i32 %p, i32 8
  %r = xor i32 %s, %t
  ret i32 %r
}
