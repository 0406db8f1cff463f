; EXPECT: refines
; A poison-safe logical and (`select i1 %c, i1 %v, i1 false`) of an
; invariant flag and a variant test guarding the loop's work.

define i32 @f(i8 noundef %n, i1 %c, i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %more = icmp ult i8 %i, %n
  br i1 %more, label %body, label %exit
body:
  %small = icmp ult i8 %i, 5
  %both = select i1 %c, i1 %small, i1 false
  br i1 %both, label %then, label %latch
then:
  %a = add i32 %acc, %x
  br label %latch
latch:
  %acc2 = phi i32 [ %a, %then ], [ %acc, %body ]
  %i2 = add i8 %i, 1
  br label %loop
exit:
  ret i32 %acc
}
