; x86 vertical integer arithmetic (semantics/intrinsics-x86.md, "Vertical
; arithmetic"): lane i reads lane i of both operands only.

; pavg rounds up and does not overflow.
; RUN: @pavgb() => <16 x i8> <i8 -1, i8 1, i8 -128, i8 poison, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>
; psign: negate, keep, zero; the negation of the minimum is the minimum.
; RUN: @psignw() => <8 x i16> <i16 -5, i16 5, i16 0, i16 -32768, i16 poison, i16 poison, i16 7, i16 0>
; pmulh / pmulhu / pmulhrs at the corners.
; RUN: @pmulhw() => <8 x i16> <i16 16384, i16 -1, i16 0, i16 -16384, i16 poison, i16 0, i16 0, i16 0>
; RUN: @pmulhuw() => <8 x i16> <i16 -2, i16 0, i16 0, i16 16383, i16 poison, i16 0, i16 0, i16 0>
; RUN: @pmulhrsw() => <8 x i16> <i16 -32768, i16 0, i16 8192, i16 -32766, i16 poison, i16 1, i16 0, i16 0>

declare <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8>, <16 x i8>)
declare <8 x i16> @llvm.x86.ssse3.psign.w.128(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.sse2.pmulhu.w(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16>, <8 x i16>)

define <16 x i8> @pavgb() {
  %r = call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> <i8 255, i8 0, i8 255, i8 poison, i8 1, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <16 x i8> <i8 255, i8 1, i8 0, i8 1, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>)
  ret <16 x i8> %r
}
define <8 x i16> @psignw() {
  %r = call <8 x i16> @llvm.x86.ssse3.psign.w.128(<8 x i16> <i16 5, i16 5, i16 5, i16 -32768, i16 poison, i16 3, i16 7, i16 -7>, <8 x i16> <i16 -1, i16 1, i16 0, i16 -32768, i16 1, i16 poison, i16 32767, i16 0>)
  ret <8 x i16> %r
}
define <8 x i16> @pmulhw() {
  %r = call <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16> <i16 -32768, i16 -1, i16 1, i16 32767, i16 poison, i16 0, i16 0, i16 0>, <8 x i16> <i16 -32768, i16 1, i16 1, i16 -32768, i16 1, i16 0, i16 0, i16 0>)
  ret <8 x i16> %r
}
define <8 x i16> @pmulhuw() {
  %r = call <8 x i16> @llvm.x86.sse2.pmulhu.w(<8 x i16> <i16 -1, i16 -1, i16 1, i16 32767, i16 poison, i16 0, i16 0, i16 0>, <8 x i16> <i16 -1, i16 1, i16 1, i16 -32768, i16 1, i16 0, i16 0, i16 0>)
  ret <8 x i16> %r
}
define <8 x i16> @pmulhrsw() {
  %r = call <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16> <i16 -32768, i16 1, i16 16384, i16 32767, i16 poison, i16 16384, i16 0, i16 0>, <8 x i16> <i16 -32768, i16 1, i16 16384, i16 -32767, i16 1, i16 2, i16 0, i16 0>)
  ret <8 x i16> %r
}
