; EXPECT: not-refines
; Without `noalias` the block a call returns may be the environment's own
; memory (LangRef "Pointer Aliasing Rules": nothing says it is fresh), so a
; store into it is seen after the return and may not be dropped. alive-tv
; 22 agrees ("Mismatch in memory").

declare ptr @make(i64)

define void @src() {
  %p = call ptr @make(i64 32)
  store i8 0, ptr %p, align 1
  ret void
}

define void @tgt() {
  %p = call ptr @make(i64 32)
  ret void
}
