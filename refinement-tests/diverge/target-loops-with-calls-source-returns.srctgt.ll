; EXPECT: not-refines
; The target drops the overflow test of a loop that calls @use in every
; iteration (Alive2's loops/issue951, there with -src-unroll=3): for %v
; above 0 the source calls @use(true) until the sum wraps, then
; @use(false), and returns; the target calls @use(true) for ever. Its run
; is stopped by the steps bound, but the events it made by then already
; differ from those of every source behaviour, so whatever it would do
; next no source behaviour allows it (paper-notes/refinement-rules.md,
; "a target run stopped while making events"). alive-tv 22: "Source is
; more defined than target".

define i8 @src(i8 %v) {
entry:
  %v.nonneg = icmp sgt i8 %v, -1
  br label %for.body

for.body:
  %sum = phi i8 [ 0, %entry ], [ %sum.next, %for.body ]
  %sum.next = add i8 %sum, %v
  %overflow = icmp ult i8 %sum.next, %sum
  %cmp = xor i1 %v.nonneg, %overflow
  call void @use(i1 %cmp)
  br i1 %cmp, label %for.body, label %exit

exit:
  ret i8 %sum
}

define i8 @tgt(i8 %v) {
entry:
  %v.nonneg = icmp sgt i8 %v, -1
  br label %for.body

for.body:
  %sum = phi i8 [ 0, %entry ], [ %sum.next, %for.body ]
  %sum.next = add i8 %sum, %v
  call void @use(i1 %v.nonneg)
  br i1 %v.nonneg, label %for.body, label %exit

exit:
  ret i8 %sum
}

declare void @use(i1)
