; EXPECT: not-refines
; Only the sign is free: the bytes compare as less, so a positive result
; is wrong (Alive2 memory/memcmp-basic-fail-2).

define i32 @src() {
  %p = alloca i32
  %q = alloca i32
  store i32 1, ptr %p
  store i32 2, ptr %q
  %res = call i32 @memcmp(ptr %p, ptr %q, i64 4)
  ret i32 %res
}

define i32 @tgt() {
  ret i32 11
}

declare i32 @memcmp(ptr captures(none), ptr captures(none), i64)
