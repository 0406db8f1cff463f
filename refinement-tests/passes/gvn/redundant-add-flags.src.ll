; EXPECT: refines
; Two adds of the same operands, one `nsw`, one not: GVN keeps one and drops
; the flag the other lacked, since either may replace both uses.

define i32 @f(i32 %a, i32 %b) {
  %x = add nsw i32 %a, %b
  %y = add i32 %a, %b
  %z = xor i32 %x, 5
  %r = mul i32 %z, %y
  ret i32 %r
}
