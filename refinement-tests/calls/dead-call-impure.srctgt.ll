; EXPECT: not-refines
; Removing a dead call to a function with effects: the call is an event.

declare i32 @g(i32) willreturn nounwind

define i32 @src(i32 %x) {
  %unused = call i32 @g(i32 %x)
  ret i32 %x
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
