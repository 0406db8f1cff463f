; EXPECT: refines
; A local variable written then read around a call that cannot see it: the
; read becomes the written value.

declare void @opaque(i32)

define i32 @f(i32 %x) {
  %slot = alloca i32
  %y = mul i32 %x, 3
  store i32 %y, ptr %slot
  call void @opaque(i32 %x)
  %l = load i32, ptr %slot
  ret i32 %l
}
