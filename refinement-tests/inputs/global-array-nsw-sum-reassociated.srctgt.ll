; EXPECT: refines
; The sum of a global array's four elements, `add nsw` in order,
; reassociated into pairs without `nsw`: wrapping `add` is associative
; and commutative, so the target's sum equals the source's wherever the
; source's is not poison (LangRef "'add' Instruction": without `nsw` the
; result is the sum modulo 2^n). The contents of @a at entry are an input
; (LangRef "Global Variables"), drawn as 32-bit boundary values in most
; environments (decision 0060); global-array-nsw-sum-reassociated-wrong
; keeps `nsw` on the pairs.

@a = global [4 x i32] zeroinitializer, align 16

define i32 @src() {
  %a0 = load i32, ptr @a, align 16
  %p1 = getelementptr inbounds [4 x i32], ptr @a, i64 0, i64 1
  %a1 = load i32, ptr %p1, align 4
  %p2 = getelementptr inbounds [4 x i32], ptr @a, i64 0, i64 2
  %a2 = load i32, ptr %p2, align 8
  %p3 = getelementptr inbounds [4 x i32], ptr @a, i64 0, i64 3
  %a3 = load i32, ptr %p3, align 4
  %s1 = add nsw i32 %a1, %a0
  %s2 = add nsw i32 %a2, %s1
  %s3 = add nsw i32 %a3, %s2
  ret i32 %s3
}

define i32 @tgt() {
  %v = load <4 x i32>, ptr @a, align 16
  %hi = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> <i32 2, i32 3, i32 poison, i32 poison>
  %pair = add <4 x i32> %v, %hi
  %odd = shufflevector <4 x i32> %pair, <4 x i32> poison, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>
  %sum = add <4 x i32> %pair, %odd
  %r = extractelement <4 x i32> %sum, i64 0
  ret i32 %r
}
