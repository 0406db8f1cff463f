; EXPECT: refines
; Without memory attributes, writing the byval copy is allowed and nobody
; sees it after the call: the store may go.

define i8 @src(ptr byval(i8) %p, i8 %x) {
  store i8 %x, ptr %p
  ret i8 %x
}

define i8 @tgt(ptr byval(i8) %p, i8 %x) {
  ret i8 %x
}
