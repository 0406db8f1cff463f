; EXPECT: refines
; A nofree function that frees memory which existed before its call has
; UB (LangRef nofree: it does not call "a memory-deallocation function ...
; on a memory allocation which existed before the call"; Alive2,
; FnCall::toSMT, adds UB for it). Freeing null frees nothing.

declare void @free(ptr)

define void @src(ptr nonnull noundef %p) nofree {
  call void @free(ptr %p)
  ret void
}

define void @tgt(ptr nonnull noundef %p) nofree {
  unreachable
}
