; Mutant of instcombine/phi-of-adds.tgt.ll (opt-22 -S -passes='instcombine' phi-of-adds.src.ll),
; edited by hand: a poison flag added: the merged add keeps `nuw`, which only one of the two adds had.
source_filename = "phi-of-adds.src.ll"

define i8 @f(i1 %c, i8 %a, i8 %b) {
entry:
  br i1 %c, label %t, label %e

t:                                                ; preds = %entry
  br label %m

e:                                                ; preds = %entry
  br label %m

m:                                                ; preds = %e, %t
  %r.in = phi i8 [ %a, %t ], [ %b, %e ]
  %r = add nuw nsw i8 %r.in, 5
  ret i8 %r
}
