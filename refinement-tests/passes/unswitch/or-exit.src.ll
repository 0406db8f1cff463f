; EXPECT: refines
; An exit taken when an invariant flag or a variant test holds: the
; invariant part of the `or` is unswitched (trivially, it only exits).

define i32 @f(i8 noundef %n, i1 %abort, i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i8 [ 0, %entry ], [ %i2, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %body ]
  %big = icmp ugt i8 %i, 9
  %out = or i1 %abort, %big
  br i1 %out, label %early, label %body
body:
  %acc2 = add i32 %acc, %x
  %i2 = add i8 %i, 1
  %more = icmp ult i8 %i2, %n
  br i1 %more, label %loop, label %done
early:
  ret i32 0
done:
  ret i32 %acc2
}
