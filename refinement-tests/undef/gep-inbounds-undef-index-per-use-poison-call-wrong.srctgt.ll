; EXPECT: not-refines
; gep-inbounds-undef-index-per-use-poison-call with the rewrite off by one
; element (&input[s] + 4*s + 4): wrong for defined %s, and the source's
; calls given poison taking the target's outcomes (decision 0046) do not
; hide it.

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
  %q = getelementptr inbounds i8, ptr %p1, i64 %1
  %p2 = getelementptr inbounds i8, ptr %q, i64 4
  call void @foo(ptr %p2)
  ret void
}
