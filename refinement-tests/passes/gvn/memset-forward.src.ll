; EXPECT: refines
; A load from memory just set by `llvm.memset` becomes the repeated byte.

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define i32 @f(ptr noundef %p, i8 %b) {
  call void @llvm.memset.p0.i64(ptr %p, i8 %b, i64 8, i1 false)
  %q = getelementptr inbounds i8, ptr %p, i64 2
  %l = load i32, ptr %q
  ret i32 %l
}
