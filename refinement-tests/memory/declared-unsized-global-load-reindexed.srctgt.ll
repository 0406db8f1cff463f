; EXPECT: refines
; The correct variant of declared-unsized-global-load-dropped: the same
; element addressed through the array type.

@ext = external global [0 x i32]

define i32 @src() {
  %p = getelementptr inbounds i8, ptr @ext, i64 8
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @tgt() {
  %p = getelementptr inbounds [0 x i32], ptr @ext, i64 0, i64 2
  %v = load i32, ptr %p
  ret i32 %v
}
