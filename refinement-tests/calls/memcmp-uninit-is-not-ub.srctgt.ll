; EXPECT: not-refines
; A memcmp over uninitialized bytes (undef here) returns some value; it is not UB
; ([c-memcmp] in semantics/libc.md), so replacing it with `unreachable`
; adds UB. Alive2 agrees (its memory/memcmp-noub3 and noub4).

define i32 @src() {
  %p = alloca i32
  store i8 0, ptr %p
  %r = call i32 @memcmp(ptr %p, ptr %p, i64 4)
  ret i32 %r
}

define i32 @tgt() {
  unreachable
}

declare i32 @memcmp(ptr captures(none), ptr captures(none), i64)
