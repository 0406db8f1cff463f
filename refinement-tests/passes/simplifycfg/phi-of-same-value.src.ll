; EXPECT: refines
; Both arms compute the same value: the branch disappears (no branch on a
; possibly-poison %c remains).

define i32 @f(i1 %c, i32 %x) {
entry:
  br i1 %c, label %then, label %else
then:
  %a = shl i32 %x, 1
  br label %join
else:
  %b = shl i32 %x, 1
  br label %join
join:
  %r = phi i32 [ %a, %then ], [ %b, %else ]
  ret i32 %r
}
