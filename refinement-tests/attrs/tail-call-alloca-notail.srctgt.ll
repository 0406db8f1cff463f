; EXPECT: not-refines
; Without the tail marker the copy is defined and the source returns %x.

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define i32 @src(i32 noundef %x) {
  %a = alloca i32
  %b = alloca i32
  store i32 %x, ptr %a
  call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 4, i1 false)
  %v = load i32, ptr %b
  ret i32 %v
}

define i32 @tgt(i32 noundef %x) {
  ret i32 poison
}
