; EXPECT: refines
; `!range` on a load whose bits are undef: the loaded value is first one of
; its values, then poison if out of range (LangRef `range` metadata: "If the
; loaded value is not in the specified range, it is converted to poison";
; read as for the `range` attribute, decision in
; paper-notes/refinement-rules.md). So `and %v, 1` may be replaced by %v
; where the range is [0, 2).

define i8 @src() {
  %p = alloca i8
  store i8 undef, ptr %p
  %v = load i8, ptr %p, !range !0
  %r = and i8 %v, 1
  ret i8 %r
}

define i8 @tgt() {
  %p = alloca i8
  store i8 undef, ptr %p
  %v = load i8, ptr %p, !range !0
  ret i8 %v
}

!0 = !{i8 0, i8 2}
