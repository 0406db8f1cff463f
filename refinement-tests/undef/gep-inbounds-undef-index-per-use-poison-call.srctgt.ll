; EXPECT: refines
; StraightLineStrengthReduce's rewrite (LLVM test/Transforms/
; StraightLineStrengthReduce/slsr-gep.ll @slsr_gep): the target computes
; &input[2*s] as &input[s] + 4*s. With %s undef each use of it may take its
; own value (LangRef "Undefined Values"): the target's p2 is input+4*(a+b),
; which the source's input+8*c may miss, but the source may resolve %s at
; its second use so that the `getelementptr inbounds` is out of bounds,
; hence poison (LangRef "getelementptr"), and @foo given poison may do what
; it does given any pointer. alive-tv (16-bit pointers): correct. The
; source's call given poison takes the outcome of the target's call
; (decision 0046).

declare void @foo(ptr)

define void @src(ptr %input, i64 %s) {
  call void @foo(ptr %input)
  %p1 = getelementptr inbounds i32, ptr %input, i64 %s
  call void @foo(ptr %p1)
  %s2 = shl nsw i64 %s, 1
  %p2 = getelementptr inbounds i32, ptr %input, i64 %s2
  call void @foo(ptr %p2)
  ret void
}

define void @tgt(ptr %input, i64 %s) {
  call void @foo(ptr %input)
  %p1 = getelementptr i32, ptr %input, i64 %s
  call void @foo(ptr %p1)
  %1 = shl i64 %s, 2
  %p2 = getelementptr inbounds i8, ptr %p1, i64 %1
  call void @foo(ptr %p2)
  ret void
}
