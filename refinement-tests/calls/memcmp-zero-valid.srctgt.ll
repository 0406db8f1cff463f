; EXPECT: refines
; With valid pointers, `memcmp(p, q, 0)` is 0.

define i32 @src(ptr noundef nonnull dereferenceable(1) %p, ptr noundef nonnull dereferenceable(1) %q) {
  ret i32 0
}

define i32 @tgt(ptr noundef nonnull dereferenceable(1) %p, ptr noundef nonnull dereferenceable(1) %q) {
  %res = call i32 @memcmp(ptr %p, ptr %q, i64 0)
  ret i32 %res
}

declare i32 @memcmp(ptr captures(none), ptr captures(none), i64)
