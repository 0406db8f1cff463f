; EXPECT: refines
; LLVM's constant folding of llvm.objectsize with a negative constant offset
; (opt-22 -passes=lower-constant-intrinsics) gives "unknown" (-1 for max).

declare void @use(ptr)

define i64 @src() {
  %a = alloca [10 x i8]
  call void @use(ptr %a)
  %p = getelementptr i8, ptr %a, i64 -2
  %r = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 false, i1 false, i1 false)
  ret i64 %r
}

define i64 @tgt() {
  %a = alloca [10 x i8]
  call void @use(ptr %a)
  ret i64 -1
}

declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1, i1)
