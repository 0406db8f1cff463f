; EXPECT: refines
; With immediate 0x00 pclmulqdq reads only the low quadwords, so the high
; ones may become poison (InstCombine's demanded-elements simplification,
; test/Transforms/InstCombine/X86/clmulqdq.ll).

declare <2 x i64> @llvm.x86.pclmulqdq(<2 x i64>, <2 x i64>, i8)

define <2 x i64> @src(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> %a, <2 x i64> %b, i8 0)
  ret <2 x i64> %r
}

define <2 x i64> @tgt(<2 x i64> %a, <2 x i64> %b) {
  %a1 = insertelement <2 x i64> %a, i64 poison, i32 1
  %b1 = insertelement <2 x i64> %b, i64 poison, i32 1
  %r = call <2 x i64> @llvm.x86.pclmulqdq(<2 x i64> %a1, <2 x i64> %b1, i8 0)
  ret <2 x i64> %r
}
