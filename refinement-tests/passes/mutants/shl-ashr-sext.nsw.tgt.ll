; Mutant of instcombine/shl-ashr-sext.tgt.ll (opt-22 -S -passes='instcombine' shl-ashr-sext.src.ll),
; edited by hand: a poison flag added: `shl nsw i32 %x, 24`.
source_filename = "shl-ashr-sext.src.ll"

define i32 @f(i32 %x) {
  %s = shl nsw i32 %x, 24
  %r = ashr exact i32 %s, 24
  ret i32 %r
}
