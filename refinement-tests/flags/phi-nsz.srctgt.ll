; EXPECT: refines
; SimplifyCFG hoisting a phi with `nsz` into a select: the phi's `nsz` lets
; its zero result have either sign (LangRef "Fast-Math Flags": `nsz` applies
; to `phi`), so choosing %x (-0.0) where the source's phi gives +0.0 is
; allowed (SimplifyCFG/HoistCode.ll @PR39535min, Alive2 fp/phi-nsz).

define float @src(float %x) {
entry:
  %tobool = fcmp une float %x, 0.0
  br i1 %tobool, label %cond.true, label %cond.false
cond.true:
  br label %cond.end
cond.false:
  br label %cond.end
cond.end:
  %cond = phi nsz float [ 0.0, %cond.true ], [ %x, %cond.false ]
  ret float %cond
}

define float @tgt(float %x) {
  ret float 0.0
}
