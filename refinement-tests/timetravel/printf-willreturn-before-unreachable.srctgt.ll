; EXPECT: refines
; The UB Manual's time-travel example in its own form: printf is called
; with `willreturn`, so it returns and the `unreachable` after it is reached
; on every path; the UB travels back over the output, and the whole call
; may go.

@.s = private constant [4 x i8] c"hi\0A\00"
declare i32 @printf(ptr, ...)

define void @src() {
  %r = call i32 (ptr, ...) @printf(ptr @.s) willreturn
  unreachable
}

define void @tgt() {
  unreachable
}
