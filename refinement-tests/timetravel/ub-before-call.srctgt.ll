; EXPECT: not-refines
; UB travels back in time, but not over a call that may not return: here
; @log may never return (it is not willreturn), so a division by zero after
; it cannot be moved before it.

declare void @log(i32)

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
