; EXPECT: not-refines
; With immediate 0x11 pclmulqdq reads the high quadwords: making them
; poison makes the result poison.

declare <2 x i64> @llvm.x86.pclmulqdq(<2 x i64>, <2 x i64>, i8)

define <2 x i64> @src(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> %a, <2 x i64> %b, i8 17)
  ret <2 x i64> %r
}

define <2 x i64> @tgt(<2 x i64> %a, <2 x i64> %b) {
  %a1 = insertelement <2 x i64> %a, i64 poison, i32 1
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> %a1, <2 x i64> %b, i8 17)
  ret <2 x i64> %r
}
