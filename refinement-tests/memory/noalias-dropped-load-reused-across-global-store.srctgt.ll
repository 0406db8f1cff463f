; EXPECT: not-refines
; noalias-arg-load-reused-across-global-store without `noalias`: %p may
; point to @g, and the store changes what the second load reads. Found
; only once each input was tried in several environments (the contents
; of @g at entry are unknown, and were poison in the one environment the
; input @g had before). alive-tv 22: "Transformation doesn't verify!"
; (value mismatch).

@g = global i32 0

define i32 @src(ptr %p) {
  %a = load i32, ptr %p
  store i32 1, ptr @g
  %b = load i32, ptr %p
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @tgt(ptr %p) {
  %a = load i32, ptr %p
  store i32 1, ptr @g
  %s = shl i32 %a, 1
  ret i32 %s
}
