; EXPECT: refines
; A store to an `external constant` global is UB (LangRef "Global
; Variables": a constant's contents are never modified), so what follows it
; may become `unreachable`. Alive2's memory/glb-externconst.
@x = external constant i8, align 4

define i8 @src() {
  store i8 1, ptr @x
  ret i8 0
}

define i8 @tgt() {
  store i8 1, ptr @x
  unreachable
}
