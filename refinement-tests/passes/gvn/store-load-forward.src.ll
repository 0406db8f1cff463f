; EXPECT: refines
; A load right after a store to the same address gets the stored value.

define i32 @f(ptr noundef %p, i32 %v) {
  store i32 %v, ptr %p
  %l = load i32, ptr %p
  %r = add i32 %l, 1
  ret i32 %r
}
