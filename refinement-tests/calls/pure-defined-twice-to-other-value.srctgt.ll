; EXPECT: not-refines
; The same shape with a defined input: the source calls f(0) twice, the
; target calls f(1) once. 1 does not refine 0, so the target's call may
; return what f(0) never does.

declare i8 @f(i8) memory(none)

define i8 @src() {
  %r = call i8 @f(i8 0)
  %s = call i8 @f(i8 0)
  %t = add i8 %r, %s
  ret i8 %t
}

define i8 @tgt() {
  %r = call i8 @f(i8 1)
  %t = add i8 %r, %r
  ret i8 %t
}
