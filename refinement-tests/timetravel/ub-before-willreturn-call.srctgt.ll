; EXPECT: refines
; With willreturn on the call, UB after it may travel back before it (the
; UB Manual's time-travel example), so hoisting the division is correct.


declare void @log(i32) willreturn

define i32 @src(i32 %x) {
  call void @log(i32 %x)
  %q = udiv i32 100, %x
  ret i32 %q
}

define i32 @tgt(i32 %x) {
  %q = udiv i32 100, %x
  call void @log(i32 %x)
  ret i32 %q
}
