; EXPECT: refines
; Storing back an i28 just loaded is deleted by InstCombine and EarlyCSE.
; The 4 extra bits of the i28 store are unspecified (LangRef "'store'
; Instruction"): kept or overwritten, so poison there stays possible and
; the target's untouched bytes refine them. alive-tv 22 agrees (Alive2's
; memory/padding-nonbyte.srctgt.ll).

define void @src(ptr %in) {
  %v = load i28, ptr %in, align 4
  store i28 %v, ptr %in, align 4
  ret void
}

define void @tgt(ptr %in) {
  ret void
}
