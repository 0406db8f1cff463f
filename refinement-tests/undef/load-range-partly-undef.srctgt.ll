; EXPECT: refines
; `!range` on a load whose high byte is undef and low byte 1: the value is
; one of 1, 257, 513, ...; only 1 is in [0, 256), the others become poison.
; So the mask of the high byte may go (InstCombine's use of `!range`).

define i16 @src() {
  %p = alloca i16
  store i8 1, ptr %p
  %h = getelementptr i8, ptr %p, i64 1
  store i8 undef, ptr %h
  %v = load i16, ptr %p, !range !0
  %r = and i16 %v, 255
  ret i16 %r
}

define i16 @tgt() {
  %p = alloca i16
  store i8 1, ptr %p
  %h = getelementptr i8, ptr %p, i64 1
  store i8 undef, ptr %h
  %v = load i16, ptr %p, !range !0
  ret i16 %v
}

!0 = !{i16 0, i16 256}
