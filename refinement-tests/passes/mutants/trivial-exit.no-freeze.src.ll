; EXPECT: not-refines
; FROM: unswitch/trivial-exit
; Mutant of unswitch/trivial-exit: the freeze removed: the hoisted exit test branches on %stop.
; With %n = 0 the source never reaches the exit test, the mutant branches
; on a poison or undef %stop before the loop.

define i32 @f(i8 noundef %n, i1 %stop, i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %cont ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %cont ]
  %more = icmp ult i8 %i, %n
  br i1 %more, label %body, label %done
body:
  %acc2 = add i32 %acc, %x
  br i1 %stop, label %early, label %cont
cont:
  %i2 = add i8 %i, 1
  br label %loop
early:
  ret i32 -1
done:
  ret i32 %acc
}
