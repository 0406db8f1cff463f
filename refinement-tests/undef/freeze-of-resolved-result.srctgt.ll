; EXPECT: refines
; As freeze-of-resolved-result-wrong, but the target freezes its undef bit
; too: each target execution returns 0 or 1, and some source execution
; (freezing 2 or 1) returns the same (alive-tv: correct).

define i8 @src() {
  %a = and i8 undef, 5
  %s = add i8 %a, 1
  %f = freeze i8 %s
  %r = and i8 %f, 1
  ret i8 %r
}

define i8 @tgt() {
  %u = and i8 undef, 1
  %r = freeze i8 %u
  ret i8 %r
}
