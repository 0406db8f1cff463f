; EXPECT: not-refines
; The callee's parameter is captures(none) too: the argument stays the
; pointer, and a call given poison instead is another call (Alive2's
; attrs/nocapture-call-fail says the same).

declare i32 @keep(ptr captures(none), i32)

define i32 @src(ptr captures(none) %p) {
  %r = call i32 @keep(ptr %p, i32 7)
  ret i32 %r
}

define i32 @tgt(ptr captures(none) %p) {
  %r = call i32 @keep(ptr poison, i32 7)
  ret i32 %r
}
