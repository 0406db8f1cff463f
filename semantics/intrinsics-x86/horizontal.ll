; x86 horizontal operations (semantics/intrinsics-x86.md, "Horizontal
; operations"): a result lane reads its pair (phadd), its four lanes
; (pmadd), its sixteen bytes (psad); 256-bit forms work per 128-bit block.

; RUN: @phaddw() => <8 x i16> <i16 -32768, i16 poison, i16 3, i16 0, i16 32767, i16 -32768, i16 0, i16 0>
; RUN: @phaddsw() => <8 x i16> <i16 32767, i16 poison, i16 3, i16 0, i16 32767, i16 -32768, i16 0, i16 0>
; RUN: @phsubd256() => <8 x i32> <i32 -1, i32 1, i32 poison, i32 0, i32 -2147483648, i32 0, i32 1, i32 0>
; The one overflowing pmaddwd: (-32768)^2 * 2 = 2^31 wraps.
; RUN: @pmaddwd() => <4 x i32> <i32 -2147483648, i32 poison, i32 -2, i32 0>
; pmaddubsw: a is unsigned, b signed, pairs saturate to 16 bits.
; RUN: @pmaddubsw() => <8 x i16> <i16 32767, i16 -32768, i16 poison, i16 -255, i16 0, i16 0, i16 0, i16 0>
; psadbw: 8 x 255 = 2040 in the low 16 bits of each i64.
; RUN: @psadbw() => <2 x i64> <i64 2040, i64 poison>

declare <8 x i16> @llvm.x86.ssse3.phadd.w.128(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.ssse3.phadd.sw.128(<8 x i16>, <8 x i16>)
declare <8 x i32> @llvm.x86.avx2.phsub.d(<8 x i32>, <8 x i32>)
declare <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8>, <16 x i8>)
declare <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8>, <16 x i8>)

define <8 x i16> @phaddw() {
  %r = call <8 x i16> @llvm.x86.ssse3.phadd.w.128(<8 x i16> <i16 32767, i16 1, i16 poison, i16 0, i16 1, i16 2, i16 0, i16 0>, <8 x i16> <i16 32767, i16 0, i16 -32768, i16 0, i16 0, i16 0, i16 0, i16 0>)
  ret <8 x i16> %r
}
define <8 x i16> @phaddsw() {
  %r = call <8 x i16> @llvm.x86.ssse3.phadd.sw.128(<8 x i16> <i16 32767, i16 1, i16 poison, i16 0, i16 1, i16 2, i16 0, i16 0>, <8 x i16> <i16 32767, i16 0, i16 -32768, i16 0, i16 0, i16 0, i16 0, i16 0>)
  ret <8 x i16> %r
}
; Block 0: a0-a1, a2-a3, b0-b1, b2-b3; block 1: a4-a5, a6-a7, b4-b5, b6-b7.
define <8 x i32> @phsubd256() {
  %r = call <8 x i32> @llvm.x86.avx2.phsub.d(<8 x i32> <i32 0, i32 1, i32 1, i32 0, i32 -2147483648, i32 0, i32 5, i32 5>, <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0>)
  ret <8 x i32> %r
}
define <4 x i32> @pmaddwd() {
  %r = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> <i16 -32768, i16 -32768, i16 1, i16 poison, i16 -1, i16 -1, i16 0, i16 0>, <8 x i16> <i16 -32768, i16 -32768, i16 1, i16 1, i16 1, i16 1, i16 0, i16 0>)
  ret <4 x i32> %r
}
define <8 x i16> @pmaddubsw() {
  %r = call <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8> <i8 255, i8 255, i8 255, i8 255, i8 poison, i8 0, i8 255, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <16 x i8> <i8 127, i8 127, i8 -128, i8 -128, i8 1, i8 0, i8 -1, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>)
  ret <8 x i16> %r
}
define <2 x i64> @psadbw() {
  %r = call <2 x i64> @llvm.x86.sse2.psad.bw(<16 x i8> <i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 poison>, <16 x i8> zeroinitializer)
  ret <2 x i64> %r
}
