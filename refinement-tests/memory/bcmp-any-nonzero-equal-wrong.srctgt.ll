; EXPECT: not-refines
; Equal bytes make bcmp return 0, never a nonzero value.

define i32 @src(i8 %x) {
  %p = alloca i8
  %q = alloca i8
  store i8 %x, ptr %p
  store i8 %x, ptr %q
  %res = call i32 @bcmp(ptr %p, ptr %q, i64 1)
  ret i32 %res
}

define i32 @tgt(i8 %x) {
  ret i32 1
}

declare i32 @bcmp(ptr captures(none), ptr captures(none), i64)
