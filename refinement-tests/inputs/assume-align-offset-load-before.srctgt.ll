; EXPECT: refines
; The correct variant of assume-align-offset-load-raised: %p is 4 more
; than a multiple of 16, so the word 4 bytes before it is 16-aligned and
; the target may say so (LangRef "Assume Operand Bundles").

define i32 @src(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 16, i64 4)]
  %q = getelementptr inbounds i8, ptr %p, i64 -4
  %v = load i32, ptr %q, align 4
  ret i32 %v
}

define i32 @tgt(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 16, i64 4)]
  %q = getelementptr inbounds i8, ptr %p, i64 -4
  %v = load i32, ptr %q, align 16
  ret i32 %v
}

declare void @llvm.assume(i1)
