; EXPECT: not-refines
; Adding memory(read) to a function that writes through its argument is
; not a refinement: the target has UB where the source stores.

define void @src(ptr %p, i32 %x) {
  store i32 %x, ptr %p
  ret void
}

define void @tgt(ptr %p, i32 %x) memory(read) {
  store i32 %x, ptr %p
  ret void
}
