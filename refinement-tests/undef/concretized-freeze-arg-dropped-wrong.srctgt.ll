; EXPECT: not-refines
; freeze %x -> %x: for an undef %x the source returns one arbitrary but
; fixed value, the target undef (LangRef "freeze"). Each concretized input
; (decision 0036) is an execution of its own: that the source returns
; every value over all of them does not make its one execution undef.
; (A poison %x, for which the target returns poison, also shows it.)

define i32 @src(i32 %x) {
  %r = freeze i32 %x
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
