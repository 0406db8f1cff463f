; EXPECT: not-refines
; ashr %x, 7 is 0 or -1; the target computes it twice and mixes the
; halves, which for a defined %x is the same value, but for an undef %x
; the two uses may differ and the result may be 0x0f (alive-tv:
; incorrect).

define i8 @src(i8 %x) {
  %s = ashr i8 %x, 7
  ret i8 %s
}

define i8 @tgt(i8 %x) {
  %s = ashr i8 %x, 7
  %t = ashr i8 %x, 7
  %hi = and i8 %s, -16
  %lo = and i8 %t, 15
  %r = or i8 %hi, %lo
  ret i8 %r
}
