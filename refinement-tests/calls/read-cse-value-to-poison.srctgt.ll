; EXPECT: not-refines
; The other way round: the target passes poison where the source passes 7,
; and its call may then return something the source's never does.

declare i8 @func(i8) memory(read) willreturn nounwind

define i8 @src() {
  %V = call i8 @func(i8 7)
  ret i8 %V
}

define i8 @tgt() {
  %V = call i8 @func(i8 poison)
  ret i8 %V
}
