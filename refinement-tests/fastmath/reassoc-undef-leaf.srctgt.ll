; EXPECT: refines
; (a + b) - a -> a's partner b, returned as it is: for b = undef the
; target returns undef, each of whose members is a result the source's
; rewrites allow (`nsz` on every operation: a zero's sign too). Decision
; 0035.

define float @src(float %a, float %b) {
  %x = fadd reassoc nsz float %a, %b
  %y = fsub reassoc nsz float %x, %a
  ret float %y
}

define float @tgt(float %a, float %b) {
  ret float %b
}
