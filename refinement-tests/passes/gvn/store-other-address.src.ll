; EXPECT: refines
; A store to a different offset of the same buffer does not clobber a load:
; the second load is the first.

define i32 @f(ptr noundef %p, i32 %v) {
  %a = load i32, ptr %p
  %q = getelementptr inbounds i8, ptr %p, i64 4
  store i32 %v, ptr %q
  %b = load i32, ptr %p
  %r = add i32 %a, %b
  ret i32 %r
}
