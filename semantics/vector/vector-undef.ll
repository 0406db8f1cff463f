; An undef vector index (llvm model) is resolved for its use: any index,
; including ones out of range (poison). i2 indices so that every choice is
; explored.
; RUN: @extract_undef_index() => i8 10 | i8 11 | i8 poison
; RUN: @insert_undef_index() => <2 x i8> <i8 7, i8 11> | <2 x i8> <i8 10, i8 7> | <2 x i8> <i8 poison, i8 poison>

define i8 @extract_undef_index() {
  %e = extractelement <2 x i8> <i8 10, i8 11>, i2 undef
  ret i8 %e
}
define <2 x i8> @insert_undef_index() {
  %r = insertelement <2 x i8> <i8 10, i8 11>, i8 7, i2 undef
  ret <2 x i8> %r
}
