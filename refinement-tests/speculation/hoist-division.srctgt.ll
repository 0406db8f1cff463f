; EXPECT: not-refines
; The UB Manual's speculated division: f(false, 0) returns 0 before the
; transformation and divides by zero after it.

define i32 @src(i1 %c, i32 %v) {
entry:
  br i1 %c, label %then, label %else
then:
  %div = udiv i32 3, %v
  br label %ret
else:
  br label %ret
ret:
  %r = phi i32 [ %div, %then ], [ 0, %else ]
  ret i32 %r
}

define i32 @tgt(i1 %c, i32 %v) {
  %div = udiv i32 3, %v
  %r = select i1 %c, i32 %div, i32 0
  ret i32 %r
}
