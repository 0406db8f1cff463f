; EXPECT: refines
; The correct variant of freeze-wide-returned-other-path-undef-wrong: the
; target keeps a freeze on the path where %c is false (alive-tv: correct).

define i32 @src(i1 %c, i32 %x) {
  br i1 %c, label %a, label %b
a:
  ret i32 %x
b:
  %f = freeze i32 undef
  ret i32 %f
}

define i32 @tgt(i1 %c, i32 %x) {
  %f = freeze i32 undef
  %r = select i1 %c, i32 %x, i32 %f
  ret i32 %r
}
