; EXPECT: refines
; `fneg` flips the sign bit of every member, so on a value whose sign bit
; is a defined 0 and whose other bits are undef it gives a defined sign
; bit 1 and undef elsewhere (LangRef "fneg": a copy with the sign bit
; flipped). -1.0 is one of its members. alive-tv 22: correct.

define float @src() {
  %i = and i32 undef, 2147483647
  %f = bitcast i32 %i to float
  %n = fneg float %f
  ret float %n
}

define float @tgt() {
  ret float -1.0
}
