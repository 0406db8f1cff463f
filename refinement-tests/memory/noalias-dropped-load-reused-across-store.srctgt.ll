; EXPECT: not-refines
; noalias-arg-load-reused-across-store without `noalias`: %q may point to
; *%p, and the store changes what the second load reads. alive-tv 22:
; "Transformation doesn't verify!" (value mismatch).

define i32 @src(ptr %p, ptr %q) {
  %a = load i32, ptr %p
  store i32 1, ptr %q
  %b = load i32, ptr %p
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @tgt(ptr %p, ptr %q) {
  %a = load i32, ptr %p
  store i32 1, ptr %q
  %s = shl i32 %a, 1
  ret i32 %s
}
