define i32 @a(i32 %x) {
  %slot = alloca i32
  store i32 %x, ptr %slot
  %t = call i32 @b(i32 %x)
  ret i32 %t
}

define i32 @b(i32 %x) {
  %t = call i32 @a(i32 %x)
  %u = add i32 %t, 1
  ret i32 %u
}
