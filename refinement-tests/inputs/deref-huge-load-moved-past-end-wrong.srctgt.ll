; EXPECT: not-refines
; A parameter promised `dereferenceable(1073741824)` (1 GiB): inputs give
; it a block of exactly that many zero bytes, which costs only what is
; written (generating its contents took 24 GB and minutes before session
; 20; `dereferenceable(2^64-1)` panicked). The source loads the last four
; bytes; the target loads four bytes further, past the end: UB (LangRef
; "load"; out of bounds).

define i32 @src(ptr dereferenceable(1073741824) %p) {
  %q = getelementptr i8, ptr %p, i64 1073741820
  %v = load i32, ptr %q, align 4
  ret i32 %v
}

define i32 @tgt(ptr dereferenceable(1073741824) %p) {
  %q = getelementptr i8, ptr %p, i64 1073741824
  %v = load i32, ptr %q, align 4
  ret i32 %v
}
