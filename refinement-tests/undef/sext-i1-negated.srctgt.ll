; EXPECT: refines
; InstCombine's zext-bool-add-sub.ll `sext_negate_extra_use`: for an undef
; %a, `sext i1 %a` is {0, -1} (not a cube: resolved, with its recipe kept),
; and `sub 0, %e` reads it as a fresh use: {0, 1}, the cube `0b0000000?`,
; which is what the target's `zext i1 %a` gives, while the call sees one
; member on both sides. alive-tv 22: correct.

declare void @use(i8)

define i8 @src(i1 %a) {
  %e = sext i1 %a to i8
  %s = sub i8 0, %e
  call void @use(i8 %e)
  ret i8 %s
}

define i8 @tgt(i1 %a) {
  %n = zext i1 %a to i8
  %e = sext i1 %a to i8
  call void @use(i8 %e)
  ret i8 %n
}
