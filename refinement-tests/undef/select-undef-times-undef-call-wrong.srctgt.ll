; EXPECT: not-refines
; The wrong variant of select-undef-times-undef-call: the target's shift
; amounts are swapped (`shl %x, (select %c, 2, 1)`), so for a defined %c
; it returns 4x where the source returns 2x, and the reverse (alive-tv:
; "Value mismatch").

declare void @use_i8(i8)

define i8 @src(i8 %x, i1 %c) {
  %s = select i1 %c, i8 2, i8 4
  %r = mul i8 %s, %x
  call void @use_i8(i8 %s)
  ret i8 %r
}

define i8 @tgt(i8 %x, i1 %c) {
  %s = select i1 %c, i8 2, i8 4
  %1 = select i1 %c, i8 2, i8 1
  %r = shl i8 %x, %1
  call void @use_i8(i8 %s)
  ret i8 %r
}
