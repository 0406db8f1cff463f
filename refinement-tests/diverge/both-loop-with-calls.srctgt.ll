; EXPECT: refines
; Both sides call @use(true) for ever when %v is above 0 (the target
; computes the condition another way): every such input stops both sides
; at the steps bound, and the target's events are a prefix of what the
; source's run makes, so nothing rules the source out: those inputs are
; skipped (the source hit the steps bound), never a counterexample; the
; others (%v at most 0: one call of @use(false)) refine.

define void @src(i8 %v) {
entry:
  %c = icmp sgt i8 %v, 0
  br label %for.body

for.body:
  call void @use(i1 %c)
  br i1 %c, label %for.body, label %exit

exit:
  ret void
}

define void @tgt(i8 %v) {
entry:
  %c = icmp slt i8 0, %v
  br label %for.body

for.body:
  call void @use(i1 %c)
  br i1 %c, label %for.body, label %exit

exit:
  ret void
}

declare void @use(i1)
