; EXPECT: not-refines
; As weak-function-own-body-nsw-dropped, the other way round: the bodies
; of the `weak` functions checked are compared, and adding `nsw` makes the
; result poison where the source's is not. (alive-tv: "Target is more
; poisonous than source".)

define weak i32 @src(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define weak i32 @tgt(i32 %x) {
  %y = add nsw i32 %x, 1
  ret i32 %y
}
