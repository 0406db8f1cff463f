; EXPECT: refines
; A function marked memory(read) that stores has UB (LangRef "Memory
; effects": "Writing to the location is immediate undefined behavior"),
; so every call of it may become unreachable.

define i32 @src(ptr %p, i32 %x) memory(read) {
  store i32 %x, ptr %p
  ret i32 %x
}

define i32 @tgt(ptr %p, i32 %x) memory(read) {
  unreachable
}
