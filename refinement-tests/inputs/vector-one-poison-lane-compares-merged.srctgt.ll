; EXPECT: not-refines
; Two lane compares, the second only when the first holds, merged into a
; vector compare and an `and` (LLVM PR32078): where lane 0 differs and
; lane 1 is poison the source returns false, the target poison (LangRef
; "Poison Values": `and` of false and poison is poison). Found by the
; vector inputs with exactly one poison lane.

define i1 @src(<2 x i32> %x, <2 x i32> %y) {
entry:
  %x0 = extractelement <2 x i32> %x, i32 0
  %y0 = extractelement <2 x i32> %y, i32 0
  %cmp0 = icmp eq i32 %x0, %y0
  br i1 %cmp0, label %if, label %endif
if:
  %x1 = extractelement <2 x i32> %x, i32 1
  %y1 = extractelement <2 x i32> %y, i32 1
  %cmp1 = icmp eq i32 %x1, %y1
  br label %endif
endif:
  %r = phi i1 [ false, %entry ], [ %cmp1, %if ]
  ret i1 %r
}

define i1 @tgt(<2 x i32> %x, <2 x i32> %y) {
  %vcmp = icmp eq <2 x i32> %x, %y
  %cmp0 = extractelement <2 x i1> %vcmp, i32 0
  %cmp1 = extractelement <2 x i1> %vcmp, i32 1
  %r = and i1 %cmp0, %cmp1
  ret i1 %r
}
