; EXPECT: not-refines
; A pointer based on the `noalias` argument is stored to a global before
; the unknown call: @foo finds it there and may write *%p through it
; (based on %p, so allowed: LangRef "Parameter Attributes", `noalias`;
; "Pointer Aliasing Rules", "based on"). Reusing the load is wrong.

@g = global ptr null

declare void @foo()

define i32 @src(ptr noalias %p) {
  %a = load i32, ptr %p
  %q = getelementptr i8, ptr %p, i64 0
  store ptr %q, ptr @g
  call void @foo()
  %b = load i32, ptr %p
  ret i32 %b
}

define i32 @tgt(ptr noalias %p) {
  %a = load i32, ptr %p
  %q = getelementptr i8, ptr %p, i64 0
  store ptr %q, ptr @g
  call void @foo()
  ret i32 %a
}
