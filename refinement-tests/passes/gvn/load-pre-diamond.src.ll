; EXPECT: refines
; Partial redundancy: a load after a diamond is available on one side;
; GVN inserts a load on the other side and a phi at the join.

define i32 @f(ptr noundef %p, i1 %c, i32 %x) {
entry:
  br i1 %c, label %left, label %right
left:
  %a = load i32, ptr %p
  %a2 = add i32 %a, %x
  br label %join
right:
  %b = mul i32 %x, 3
  br label %join
join:
  %m = phi i32 [ %a2, %left ], [ %b, %right ]
  %l = load i32, ptr %p
  %r = sub i32 %l, %m
  ret i32 %r
}
