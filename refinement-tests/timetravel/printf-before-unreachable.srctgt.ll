; EXPECT: not-refines
; The same without `willreturn`: printf might not return (a blocked pipe),
; so the program may print and never reach the `unreachable`; the output
; must stay.

@.s = private constant [4 x i8] c"hi\0A\00"
declare i32 @printf(ptr, ...)

define void @src() {
  %r = call i32 (ptr, ...) @printf(ptr @.s)
  unreachable
}

define void @tgt() {
  unreachable
}
