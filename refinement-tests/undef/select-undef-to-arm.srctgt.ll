; EXPECT: refines
; LangRef "Undefined Values": a select on an undef condition may pick
; either arm, so always picking the first is a refinement (alive-tv:
; correct).

define i8 @src(i8 %a, i8 %b) {
  %r = select i1 undef, i8 %a, i8 %b
  ret i8 %r
}

define i8 @tgt(i8 %a, i8 %b) {
  ret i8 %a
}
