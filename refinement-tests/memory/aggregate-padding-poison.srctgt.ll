; EXPECT: not-refines
; The padding byte of a stored `{i8, i32}` is undef (LangRef "'store'
; Instruction": "padding is filled with undef"), so a read of it may not
; become poison. Alive2 (memory/aggregate-padding) fills padding with
; poison and says correct; paper-notes/langref-deltas.md has the reading.

@glb = global {i8, i32} zeroinitializer, align 4

define i8 @src() {
  %v = load {i8, i32}, ptr @glb
  store {i8, i32} %v, ptr @glb, align 4
  %p = getelementptr i8, ptr @glb, i64 1
  %pad = load i8, ptr %p
  ret i8 %pad
}

define i8 @tgt() {
  %v = load {i8, i32}, ptr @glb
  store {i8, i32} %v, ptr @glb, align 4
  ret i8 poison
}
