; EXPECT: not-refines
; CSE of a call with effects: @g may read and write memory and its result
; may change from one call to the next; each call is an event, and the
; target makes one call where the source makes two.

declare i32 @g(i32) willreturn nounwind

define i32 @src(i32 %x) {
  %a = call i32 @g(i32 %x)
  %b = call i32 @g(i32 %x)
  %r = sub i32 %a, %b
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %a = call i32 @g(i32 %x)
  ret i32 0
}
