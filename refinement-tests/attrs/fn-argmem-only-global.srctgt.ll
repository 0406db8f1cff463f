; EXPECT: not-refines
; memory(argmem: readwrite) allows writing argument memory: a store through
; the argument is not UB and must stay (the target drops it).

define void @src(ptr %p) memory(argmem: readwrite) {
  store i8 7, ptr %p
  ret void
}

define void @tgt(ptr %p) memory(argmem: readwrite) {
  ret void
}
