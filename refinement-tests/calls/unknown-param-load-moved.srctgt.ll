; EXPECT: not-refines
; The same move across a call of a function that promises nothing about
; its argument: it may write the local through it.

declare i32 @check_name(ptr, i32)

define i8 @src(i8 %c) {
  %name = alloca [4 x i8]
  store i8 %c, ptr %name
  %r = call i32 @check_name(ptr %name, i32 0)
  %v = load i8, ptr %name
  ret i8 %v
}

define i8 @tgt(i8 %c) {
  %name = alloca [4 x i8]
  store i8 %c, ptr %name
  %v = load i8, ptr %name
  %r = call i32 @check_name(ptr %name, i32 0)
  ret i8 %v
}
