; EXPECT: refines
; A load of the low byte of a just-stored i32 is forwarded as a `trunc` of
; the stored value (little-endian), a load of byte 1 as a shift and trunc.

define i8 @f(ptr noundef %p, i32 %v) {
  store i32 %v, ptr %p
  %lo = load i8, ptr %p
  %q = getelementptr inbounds i8, ptr %p, i64 1
  %b1 = load i8, ptr %q
  %r = xor i8 %lo, %b1
  ret i8 %r
}
