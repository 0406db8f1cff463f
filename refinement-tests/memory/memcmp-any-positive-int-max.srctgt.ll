; EXPECT: refines
; Any positive value refines a comparison that finds the first bytes
; greater, up to the largest `i32` (Alive2 memory/memcmp-basic @gt2).

define i32 @src() {
  %p = alloca i32
  %q = alloca i32
  store i32 67305985, ptr %p
  store i32 197121, ptr %q
  %res = call i32 @memcmp(ptr %p, ptr %q, i64 4)
  ret i32 %res
}

define i32 @tgt() {
  ret i32 2147483647
}

declare i32 @memcmp(ptr captures(none), ptr captures(none), i64)
