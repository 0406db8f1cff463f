; EXPECT: inconclusive
; The source loads twice through one `getelementptr` over an undef index;
; the target computes the index twice. Each use of a value computed from
; undef may see another member of its set (LangRef "Undefined Values"),
; so the source's two loads may read two entries and return their
; difference, as the target may: a refinement under LangRef. llsem's
; source run resolves the index once, at the `getelementptr`, and both
; loads read that one member: the address register is read twice, so the
; run is approximated (rule [undef-one-use] in semantics/undef.md) and the
; target's nonzero differences stay unproven counterexamples, never
; `not-refines`. alive-tv: correct (it gives %x one value).

@table = internal constant [4 x i8] c"\01\02\04\08"

define i8 @src(i8 %x) {
  %i = and i8 %x, 3
  %p = getelementptr inbounds [4 x i8], ptr @table, i8 0, i8 %i
  %a = load i8, ptr %p, align 1
  %b = load i8, ptr %p, align 1
  %d = sub i8 %a, %b
  ret i8 %d
}

define i8 @tgt(i8 %x) {
  %i = and i8 %x, 3
  %p = getelementptr inbounds [4 x i8], ptr @table, i8 0, i8 %i
  %a = load i8, ptr %p, align 1
  %j = and i8 %x, 3
  %q = getelementptr inbounds [4 x i8], ptr @table, i8 0, i8 %j
  %b = load i8, ptr %q, align 1
  %d = sub i8 %a, %b
  ret i8 %d
}
