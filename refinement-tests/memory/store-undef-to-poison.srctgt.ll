; EXPECT: not-refines
; Memory bits refine as values do (LangRef "Poison Values": poison is
; less defined than undef): a byte the source leaves undef cannot end
; poison in the target. alive-tv 22 agrees ("Mismatch in memory").

define void @src(ptr %p) {
  store i8 undef, ptr %p
  ret void
}

define void @tgt(ptr %p) {
  store i8 poison, ptr %p
  ret void
}
