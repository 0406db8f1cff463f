; EXPECT: not-refines
; The wrong variant of gep-vector-of-undef-base-to-undef: with defined
; indices and no flags no lane is poison, so a poison lane is less
; defined. alive-tv 22: "Target is more poisonous than source".

define <2 x ptr> @src() {
  %g = getelementptr i8, ptr undef, <2 x i64> <i64 0, i64 8>
  ret <2 x ptr> %g
}

define <2 x ptr> @tgt() {
  ret <2 x ptr> <ptr undef, ptr poison>
}
