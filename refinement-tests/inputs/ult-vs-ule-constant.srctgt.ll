; EXPECT: not-refines
; An off-by-one bug visible only at one input: x = 1000. The input
; generator tries the constants the functions compare with and their
; neighbours (999, 1000, 1001), so it finds it; boundary and random values
; alone would not.

define i1 @src(i32 %x) {
  %c = icmp ult i32 %x, 1000
  ret i1 %c
}

define i1 @tgt(i32 %x) {
  %c = icmp ule i32 %x, 1000
  ret i1 %c
}
