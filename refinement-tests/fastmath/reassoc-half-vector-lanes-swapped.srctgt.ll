; EXPECT: not-refines
; The constants' lanes swapped: not equal over the reals in either lane
; (a = b = 0: the source gives <-1, -2>, the target <-2, -1>). Decision
; 0035.

define <2 x half> @src(<2 x half> %a, <2 x half> %b) {
  %x = fadd reassoc nsz <2 x half> %a, %b
  %y = fsub reassoc nsz <2 x half> %x, <half 1.0, half 2.0>
  ret <2 x half> %y
}

define <2 x half> @tgt(<2 x half> %a, <2 x half> %b) {
  %x = fadd reassoc nsz <2 x half> %b, <half -2.0, half -1.0>
  %y = fadd reassoc nsz <2 x half> %x, %a
  ret <2 x half> %y
}
