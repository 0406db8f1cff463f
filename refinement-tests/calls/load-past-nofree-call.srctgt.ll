; EXPECT: refines
; The same with a `nofree` callee that cannot write the buffer: the load
; reads the same bytes before and after the call.

declare void @fn() memory(inaccessiblemem: readwrite) willreturn nofree

define i8 @src(ptr %p) {
  %v = load i8, ptr %p
  call void @fn()
  ret i8 %v
}

define i8 @tgt(ptr %p) {
  call void @fn()
  %v = load i8, ptr %p
  ret i8 %v
}
