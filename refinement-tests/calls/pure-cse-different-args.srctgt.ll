; EXPECT: not-refines
; A wrong CSE: the two calls have different arguments, so their results
; differ in some environment.

declare i32 @f(i32) memory(none) willreturn nounwind

define i32 @src(i32 %x) {
  %a = call i32 @f(i32 %x)
  %y = add i32 %x, 1
  %b = call i32 @f(i32 %y)
  %r = sub i32 %a, %b
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 0
}
