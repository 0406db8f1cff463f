; EXPECT: refines
; The correct direction of sink-freeze-trip-count-arg: hoisting the freeze
; out of the loop picks one of the values the source's per-iteration
; freezes may pick. Inputs whose i32 trip count is out of reach of the
; step bound are stopped after a small first budget; the verdict rests on
; the others.

define i8 @src(i8 %x, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %acc = phi i8 [ 0, %entry ], [ %acc2, %loop ]
  %f = freeze i8 %x
  %acc2 = xor i8 %acc, %f
  %i2 = add i32 %i, 1
  %more = icmp ult i32 %i2, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i8 %acc2
}

define i8 @tgt(i8 %x, i32 %n) {
entry:
  %f = freeze i8 %x
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i2, %loop ]
  %acc = phi i8 [ 0, %entry ], [ %acc2, %loop ]
  %acc2 = xor i8 %acc, %f
  %i2 = add i32 %i, 1
  %more = icmp ult i32 %i2, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i8 %acc2
}
