; EXPECT: not-refines
; FROM: unswitch/bounded-i32-counter
; Mutant of unswitch/bounded-i32-counter: a poison flag added: `or disjoint i32 %acc, %x` in the %c false copy.
; Once %acc and %x share a set bit, the mutant's or is poison.

define i32 @f(i32 noundef %n, i1 %c, i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %more = icmp slt i32 %i, %n
  %small = icmp ult i32 %i, 40
  %go = and i1 %more, %small
  br i1 %go, label %body, label %exit
body:
  br i1 %c, label %then, label %else
then:
  %a1 = add nsw i32 %acc, %i
  br label %latch
else:
  %a2 = or i32 %acc, %x
  br label %latch
latch:
  %acc2 = phi i32 [ %a1, %then ], [ %a2, %else ]
  %i2 = add nuw nsw i32 %i, 1
  br label %loop
exit:
  ret i32 %acc
}
