; EXPECT: refines
; AggressiveInstCombine's select_i8_const
; (test/Transforms/AggressiveInstCombine/trunc_select.ll): the select is
; narrowed to i8. For an undef %a and an undef %cond the source's sext
; resolves the sign bit and its select picks an arm per run; the target's
; select on undef picks an arm too, and the runs of one source execution
; together cover each target value (alive-tv: correct).

define i8 @src(i8 %a, i1 %cond) {
  %conv = sext i8 %a to i32
  %sel = select i1 %cond, i32 109, i32 %conv
  %r = trunc i32 %sel to i8
  ret i8 %r
}

define i8 @tgt(i8 %a, i1 %cond) {
  %sel = select i1 %cond, i8 109, i8 %a
  ret i8 %sel
}
