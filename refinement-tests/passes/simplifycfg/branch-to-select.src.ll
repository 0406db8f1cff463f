; EXPECT: refines
; A diamond computing cheap values becomes selects: the arms are speculated
; and the phi becomes a select on the branch condition.

define i32 @f(i32 %x, i32 %y) {
entry:
  %c = icmp sgt i32 %x, %y
  br i1 %c, label %then, label %else
then:
  %a = sub i32 %x, %y
  br label %join
else:
  %b = sub i32 %y, %x
  br label %join
join:
  %r = phi i32 [ %a, %then ], [ %b, %else ]
  ret i32 %r
}
