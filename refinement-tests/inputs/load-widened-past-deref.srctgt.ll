; EXPECT: not-refines
; A load of 4 bytes speculated through a pointer known dereferenceable for
; 3: a buffer of exactly 3 bytes makes it out of bounds (Alive2
; attrs/dereferenceable-fail).

define i32 @src(i1 %c, ptr dereferenceable(3) %p) {
entry:
  br i1 %c, label %a, label %exit
a:
  %v1 = load i32, ptr %p, align 1
  br label %exit
exit:
  %val = phi i32 [ %v1, %a ], [ 0, %entry ]
  ret i32 %val
}

define i32 @tgt(i1 %c, ptr dereferenceable(3) %p) {
  %v1 = load i32, ptr %p, align 1
  %val = select i1 %c, i32 %v1, i32 0
  ret i32 %val
}
