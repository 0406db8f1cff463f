; EXPECT: refines
; The UB Manual's value lattice, one step down: 'freeze undef' is one
; arbitrary fixed value, which every use of 'undef' may also be.

define i32 @src(i32 %x) {
  %a = add i32 undef, %x
  %b = xor i32 %a, undef
  ret i32 %b
}

define i32 @tgt(i32 %x) {
  %u = freeze i32 undef
  %a = add i32 %u, %x
  %b = xor i32 %a, %u
  ret i32 %b
}
