; EXPECT: not-refines
; The C library's sqrt and fabs differ on every argument but squares of
; themselves: replacing one call of sqrt in the loop by fabs changes the
; returned value. The calls run through the plain library path (decision
; 0049), in both functions.

declare double @sqrt(double noundef)
declare double @fabs(double noundef)

define double @src(double %x, i8 %n) {
entry:
  %m = and i8 %n, 3
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %s, %loop ]
  %a = call double @sqrt(double noundef %x)
  %b = call double @sqrt(double noundef %x)
  %ab = fadd double %a, %b
  %s = fadd double %acc, %ab
  %i1 = add i8 %i, 1
  %c = icmp ult i8 %i1, %m
  br i1 %c, label %loop, label %done
done:
  ret double %s
}

define double @tgt(double %x, i8 %n) {
entry:
  %m = and i8 %n, 3
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %s, %loop ]
  %a = call double @sqrt(double noundef %x)
  %b = call double @fabs(double noundef %x)
  %ab = fadd double %a, %b
  %s = fadd double %acc, %ab
  %i1 = add i8 %i, 1
  %c = icmp ult i8 %i1, %m
  br i1 %c, label %loop, label %done
done:
  ret double %s
}
