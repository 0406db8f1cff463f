; EXPECT: not-refines
; The same phi without `nsz`: for %x = -0.0 the source returns -0.0, the
; target +0.0.

define float @src(float %x) {
entry:
  %tobool = fcmp une float %x, 0.0
  br i1 %tobool, label %cond.true, label %cond.false
cond.true:
  br label %cond.end
cond.false:
  br label %cond.end
cond.end:
  %cond = phi float [ 0.0, %cond.true ], [ %x, %cond.false ]
  ret float %cond
}

define float @tgt(float %x) {
  ret float 0.0
}
