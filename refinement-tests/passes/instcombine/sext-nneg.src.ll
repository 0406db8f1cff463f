; EXPECT: refines
; A sign extension of a value known non-negative becomes `zext nneg`.

define i32 @f(i8 %x) {
  %m = and i8 %x, 127
  %e = sext i8 %m to i32
  ret i32 %e
}
