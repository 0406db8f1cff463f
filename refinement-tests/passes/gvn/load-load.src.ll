; EXPECT: refines
; Two loads of the same address with no store in between: the second is
; replaced by the first.

define i16 @f(ptr noundef %p, ptr noundef %q) {
  %a = load i16, ptr %p
  %b = load i16, ptr %q
  %c = load i16, ptr %p
  %s = add i16 %a, %b
  %r = mul i16 %s, %c
  ret i16 %r
}
