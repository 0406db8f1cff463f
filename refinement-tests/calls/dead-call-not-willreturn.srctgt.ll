; EXPECT: not-refines
; Removing a dead call to a function that accesses no memory but is not
; `willreturn`: it may never return (loop forever, or exit), so it is an
; event that the target must keep.

declare i32 @f(i32) memory(none) nounwind

define i32 @src(i32 %x) {
  %unused = call i32 @f(i32 %x)
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}
