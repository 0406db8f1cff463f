; EXPECT: refines
; The same fold is right when %x cannot be poison or undef.

define i32 @src(i1 %c, i32 noundef %x) {
  %v = select i1 %c, i32 %x, i32 undef
  ret i32 %v
}

define i32 @tgt(i1 %c, i32 noundef %x) {
  ret i32 %x
}
