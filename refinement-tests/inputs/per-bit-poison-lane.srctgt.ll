; EXPECT: not-refines
; The source reads bit 0 as an <8 x i1> lane, the target the whole byte as
; an i8 and truncates: a byte with a poison bit other than bit 0 makes the
; target poison where the source is defined. Whole poison bytes do not
; show it (the source's lane is poison too); per-bit poison inputs do.

define i1 @src(ptr %p) {
  %v = load <8 x i1>, ptr %p
  %b = extractelement <8 x i1> %v, i64 0
  ret i1 %b
}

define i1 @tgt(ptr %p) {
  %v = load i8, ptr %p
  %b = trunc i8 %v to i1
  ret i1 %b
}
