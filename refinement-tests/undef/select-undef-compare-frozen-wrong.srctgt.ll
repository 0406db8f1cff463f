; EXPECT: not-refines
; The source freezes `icmp ne (select undef, %Y, 0), 0`; the target
; computes the comparison in InstCombine's form, without the freeze. %Y has
; two bits set, so the arms' union is no cube: the source's select is one
; arm per use of undef, and its result keeps its recipe, so the comparison
; is `i1 undef` and its freeze one defined value per execution; the target
; returns `select undef, true, false`, which is `i1 undef`: more undefined
; (semantics/undef.md, [undef-derived] and [refine-undef]; alive-tv:
; "Target's return value is more undefined").

define i1 @src(i32 noundef %X) {
  %y = or i32 %X, 6
  %s = select i1 undef, i32 %y, i32 0
  %cmp = icmp ne i32 %s, 0
  %f = freeze i1 %cmp
  ret i1 %f
}

define i1 @tgt(i32 noundef %X) {
  %y = or i32 %X, 6
  %cmp1 = icmp ne i32 %y, 0
  %cmp = select i1 undef, i1 %cmp1, i1 false
  ret i1 %cmp
}
