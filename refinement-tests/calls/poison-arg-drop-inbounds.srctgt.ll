; EXPECT: refines
; Dropping inbounds from a GEP whose result is passed to an unknown callee:
; where the source's GEP is poison (a base that is freed and an offset out
; of its bounds: LangRef getelementptr "inbounds"), the callee given poison
; may behave as given any pointer, the dangling one the target passes
; included, so it may read the dead block as the target's call does
; (decision 0013, "Refined inputs"). alive-tv --disable-undef-input
; --disable-poison-input: correct (it times out with poison inputs).

declare void @use(ptr)

define void @src(ptr %p, i64 %n) {
  %a = getelementptr inbounds i8, ptr %p, i64 %n
  call void @use(ptr %a)
  ret void
}

define void @tgt(ptr %p, i64 %n) {
  %a = getelementptr i8, ptr %p, i64 %n
  call void @use(ptr %a)
  ret void
}
