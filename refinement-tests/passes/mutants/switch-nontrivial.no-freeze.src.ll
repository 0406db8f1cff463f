; EXPECT: not-refines
; FROM: unswitch/switch-nontrivial
; Mutant of unswitch/switch-nontrivial: the freeze removed: the unswitched switch tests %k itself.
; With %n = 0 and %k poison the source returns 0, the mutant switches on
; poison: immediate UB.

define i32 @f(i8 noundef %n, i8 %k, i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %latch ]
  %more = icmp ult i8 %i, %n
  br i1 %more, label %body, label %exit
body:
  switch i8 %k, label %dflt [
    i8 0, label %c0
    i8 1, label %c1
  ]
c0:
  %a0 = add i32 %acc, %x
  br label %latch
c1:
  %a1 = sub i32 %acc, %x
  br label %latch
dflt:
  %a2 = shl i32 %acc, 1
  br label %latch
latch:
  %acc2 = phi i32 [ %a0, %c0 ], [ %a1, %c1 ], [ %a2, %dflt ]
  %i2 = add i8 %i, 1
  br label %loop
exit:
  ret i32 %acc
}
