; EXPECT: not-refines
; Sinking a freeze into a loop whose trip count is an i32 argument: frozen
; once, every iteration xors the same value and two iterations give 0;
; frozen in the loop (LangRef "freeze": each execution may pick a
; different value), two iterations may give any value. Most i32 trip
; counts cannot run to the end within the step bound; small ones (2 here)
; decide, and are tried first.

define i8 @src(i8 %x, i32 %n) {
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

define i8 @tgt(i8 %x, i32 %n) {
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
