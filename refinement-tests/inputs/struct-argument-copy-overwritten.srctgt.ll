; EXPECT: not-refines
; A `{i32, i32}` argument copied into a local whose fields were zeroed
; first; the target stores the argument before zeroing (a store moved above
; the stores that overwrite it, as MemCpyOpt did in LLVM PR10067), so it
; returns 0 where the source returns the argument's first field. Only an
; argument whose first field is not 0 tells them apart: struct and array
; parameters get values built field by field (refine/inputs.rs
; `aggregate_values`), not only zero, poison and undef. alive-tv 22:
; incorrect.

define i32 @src({ i32, i32 } %v) {
  %y = alloca { i32, i32 }, align 8
  store i64 0, ptr %y, align 8
  store { i32, i32 } %v, ptr %y, align 8
  %r = load i32, ptr %y, align 8
  ret i32 %r
}

define i32 @tgt({ i32, i32 } %v) {
  %y = alloca { i32, i32 }, align 8
  store { i32, i32 } %v, ptr %y, align 8
  store i64 0, ptr %y, align 8
  %r = load i32, ptr %y, align 8
  ret i32 %r
}
