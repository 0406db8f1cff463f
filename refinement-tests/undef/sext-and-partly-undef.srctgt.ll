; EXPECT: refines
; InstCombine's fold_sext_to_and (test/Transforms/InstCombine/sext-and.ll):
; (sext x) & 0x80000001 == 1 becomes x & 0x81 == 1. For an undef x the
; sext of an undef sign bit is not one cube: llsem resolves only the sign
; bit for that use (decision 0001) and the two runs together show every
; value of the source (alive-tv: correct).

define i1 @src(i8 %x) {
  %s = sext i8 %x to i32
  %a = and i32 %s, -2147483647
  %c = icmp eq i32 %a, 1
  ret i1 %c
}

define i1 @tgt(i8 %x) {
  %a = and i8 %x, -127
  %c = icmp eq i8 %a, 1
  ret i1 %c
}
