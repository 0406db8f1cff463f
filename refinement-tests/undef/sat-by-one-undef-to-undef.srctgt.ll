; EXPECT: not-refines
; `uadd.sat(undef, 1)` is never 0 (the members give 1..255), so folding
; it to undef (which may be 0) is not a refinement. alive-tv: doesn't
; verify.

declare i8 @llvm.uadd.sat.i8(i8, i8)

define i8 @src() {
  %x = call i8 @llvm.uadd.sat.i8(i8 undef, i8 1)
  ret i8 %x
}

define i8 @tgt() {
  ret i8 undef
}
