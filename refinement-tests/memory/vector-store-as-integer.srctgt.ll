; EXPECT: not-refines
; A <2 x i17> store is the store of the i34 it bitcasts to (LangRef "Vector
; Type", Memory Layout: element 0 in the low bits on a little-endian
; target), so an i34 load reads 1 + (2 << 17) = 262145, not 262146.

define i34 @src(ptr %p) {
  store <2 x i17> <i17 1, i17 2>, ptr %p
  %load = load i34, ptr %p
  ret i34 %load
}

define i34 @tgt(ptr %p) {
  store <2 x i17> <i17 1, i17 2>, ptr %p
  ret i34 262146
}
