; EXPECT: not-refines
; Undef passed to an external function: the source passes one frozen
; value, the target drops the freeze and passes %x itself, which for an
; undef %x lets the callee see a different value at each use of its
; parameter, and for a poison %x passes poison (LangRef "freeze",
; "Undefined Values"; alive-tv: incorrect).

declare void @use(i8)

define void @src(i8 %x) {
  %f = freeze i8 %x
  call void @use(i8 %f)
  ret void
}

define void @tgt(i8 %x) {
  call void @use(i8 %x)
  ret void
}
