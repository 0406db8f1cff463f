; EXPECT: refines
; C17 7.24.4.1: memcmp returns "an integer greater than, equal to, or less
; than zero": only the sign is promised, so any negative value refines the
; comparison of 01 00 00 00 with 02 00 00 00 (Alive2 memory/memcmp-basic).

define i32 @src() {
  %p = alloca i32
  %q = alloca i32
  store i32 1, ptr %p
  store i32 2, ptr %q
  %res = call i32 @memcmp(ptr %p, ptr %q, i64 4)
  ret i32 %res
}

define i32 @tgt() {
  ret i32 -11
}

declare i32 @memcmp(ptr captures(none), ptr captures(none), i64)
