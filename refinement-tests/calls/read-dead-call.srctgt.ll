; EXPECT: refines
; Removing an unused call of a `memory(read) willreturn nounwind` function:
; it has no effect and returns.

@g = global i32 0
declare i32 @func(ptr) memory(read) willreturn nounwind

define i32 @src(i32 %x) {
  %unused = call i32 @func(ptr @g)
  ret i32 %x
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
