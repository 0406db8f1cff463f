; EXPECT: not-refines
; FROM: instcombine/phi-of-adds
; Mutant of instcombine/phi-of-adds: a poison flag added: the merged add keeps `nuw`, which only one of the two adds had.
; On the %c false path with %b = -1 the source's `add nsw` gives 4, the
; mutant's `add nuw` wraps: poison.

define i8 @f(i1 %c, i8 %a, i8 %b) {
entry:
  br i1 %c, label %t, label %e
t:
  %x = add nsw nuw i8 %a, 5
  br label %m
e:
  %y = add nsw i8 %b, 5
  br label %m
m:
  %r = phi i8 [ %x, %t ], [ %y, %e ]
  ret i8 %r
}
