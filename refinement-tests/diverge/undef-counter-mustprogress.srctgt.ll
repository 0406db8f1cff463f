; EXPECT: refines
; A source that counts forever from undef, but `mustprogress`: a
; loop that neither ends nor interacts with the environment is undefined
; behaviour then (LangRef "Function Attributes", `mustprogress`), so
; returning refines it.

define void @src() mustprogress {
entry:
  br label %loop

loop:
  %i = phi i16 [ undef, %entry ], [ %n, %loop ]
  %n = add nsw i16 %i, 1
  br label %loop
}

define void @tgt() mustprogress {
entry:
  ret void
}
