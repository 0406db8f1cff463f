; EXPECT: refines
; POSIX bcmp returns 0 for equal bytes and some nonzero value otherwise,
; of either sign: a negative result refines bytes that compare greater.

define i32 @src(i8 %x) {
  %p = alloca i8
  %q = alloca i8
  %y = or i8 %x, 1
  %z = and i8 %x, -2
  store i8 %y, ptr %p
  store i8 %z, ptr %q
  %res = call i32 @bcmp(ptr %p, ptr %q, i64 1)
  ret i32 %res
}

define i32 @tgt(i8 %x) {
  ret i32 -1
}

declare i32 @bcmp(ptr captures(none), ptr captures(none), i64)
