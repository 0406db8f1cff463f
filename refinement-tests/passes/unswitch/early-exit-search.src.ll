; EXPECT: refines
; A search loop with an early exit (the first byte equal to %key) and an
; invariant choice of how to count: unswitched with the early exit in both
; copies.

define i32 @f(ptr noundef %p, i8 noundef %n, i8 %key, i1 %count.all) {
entry:
  %nn = and i8 %n, 15
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %latch ]
  %cnt = phi i32 [ 0, %entry ], [ %cnt2, %latch ]
  %more = icmp ult i8 %i, %nn
  br i1 %more, label %body, label %notfound
body:
  %idx = zext i8 %i to i64
  %addr = getelementptr inbounds i8, ptr %p, i64 %idx
  %v = load i8, ptr %addr
  %hit = icmp eq i8 %v, %key
  br i1 %hit, label %found, label %count
count:
  br i1 %count.all, label %inc, label %inc.odd
inc:
  %c1 = add i32 %cnt, 1
  br label %latch
inc.odd:
  %odd = and i8 %v, 1
  %odd32 = zext i8 %odd to i32
  %c2 = add i32 %cnt, %odd32
  br label %latch
latch:
  %cnt2 = phi i32 [ %c1, %inc ], [ %c2, %inc.odd ]
  %i2 = add i8 %i, 1
  br label %loop
found:
  %r = zext i8 %i to i32
  ret i32 %r
notfound:
  %neg = sub i32 -1000, %cnt
  ret i32 %neg
}
