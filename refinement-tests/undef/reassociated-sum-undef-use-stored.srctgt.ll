; EXPECT: refines
; Reassociate's twoPairsAllOpInPairs (LLVM 22
; test/Transforms/Reassociate/cse-pairs.ll), reduced: the sum a+b+c+d is
; regrouped as ((c + b) + a) + d, and a + d stored beside it. With %a
; undef, each use of it may take any value (LangRef "Undefined Values"),
; in the source and the target alike; the target resolves its use inside
; (c + b) + a, the source inside a + b, so for each target value the
; source's use must differ from the target's by b - (c + b). alive-tv 22
; does not decide it (timeout, then memout at -smt-to=120000); llsem found
; it inconclusive until the source's choices were corrected from the
; target's values (refine/correct.rs, session 28).
@num1 = global i32 0
@num3 = global i32 0

define void @src(i32 %a, i32 %b, i32 %c, i32 %d) {
  %s1 = add nsw i32 %a, %b
  %s2 = add nsw i32 %s1, %c
  %s3 = add nsw i32 %s2, %d
  store i32 %s3, ptr @num1, align 4
  %p = add nsw i32 %a, %d
  store i32 %p, ptr @num3, align 4
  ret void
}

define void @tgt(i32 %a, i32 %b, i32 %c, i32 %d) {
  %t1 = add i32 %c, %b
  %t2 = add i32 %t1, %a
  %t3 = add nsw i32 %t2, %d
  store i32 %t3, ptr @num1, align 4
  %p = add nsw i32 %d, %a
  store i32 %p, ptr @num3, align 4
  ret void
}
