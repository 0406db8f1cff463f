; EXPECT: not-refines
; Bytes that differ never compare equal: 0 is not among the values the
; comparison may return (Alive2 memory/memcmp-basic-fail).

define i32 @src() {
  %p = alloca i32
  %q = alloca i32
  store i32 67305985, ptr %p
  store i32 197121, ptr %q
  %res = call i32 @memcmp(ptr %p, ptr %q, i64 4)
  ret i32 %res
}

define i32 @tgt() {
  ret i32 0
}

declare i32 @memcmp(ptr captures(none), ptr captures(none), i64)
