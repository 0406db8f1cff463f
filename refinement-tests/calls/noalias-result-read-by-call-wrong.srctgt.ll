; EXPECT: not-refines
; A store into a `noalias` result that is then passed to a call that may
; read it (no `memory` attribute: LangRef "Function Attributes") is not
; dead: @use may see 0 in the source and an uninitialized byte in the
; target. alive-tv 22 says correct, because it does not let unknown calls
; read the bytes of local blocks (its own test calls/call-movestr2 says
; "TODO: needs refinement of local blocks working"; langref-deltas.md,
; "Alive2 tests whose expected verdict llsem does not share").

declare ptr @make(i64)
declare void @use(ptr)

define void @src() {
  %p = call noalias ptr @make(i64 32)
  store i8 0, ptr %p, align 1
  call void @use(ptr %p)
  ret void
}

define void @tgt() {
  %p = call noalias ptr @make(i64 32)
  call void @use(ptr %p)
  ret void
}
