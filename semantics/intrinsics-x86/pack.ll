; x86 packs (semantics/intrinsics-x86.md, "Packs"): saturating narrowing,
; a then b per 128-bit block; a lane reads one source lane.

; RUN: @packsswb() => <16 x i8> <i8 127, i8 -128, i8 -1, i8 poison, i8 127, i8 -128, i8 0, i8 0, i8 1, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>
; RUN: @packuswb() => <16 x i8> <i8 -1, i8 0, i8 0, i8 poison, i8 -1, i8 0, i8 0, i8 0, i8 1, i8 poison, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>
; RUN: @packusdw() => <8 x i16> <i16 -1, i16 0, i16 -1, i16 poison, i16 0, i16 0, i16 0, i16 0>
; 256 bits: the blocks are a.lo, b.lo, a.hi, b.hi.
; RUN: @packssdw256() => <16 x i16> <i16 0, i16 1, i16 2, i16 3, i16 10, i16 11, i16 12, i16 13, i16 4, i16 5, i16 6, i16 7, i16 14, i16 15, i16 16, i16 poison>

declare <16 x i8> @llvm.x86.sse2.packsswb.128(<8 x i16>, <8 x i16>)
declare <16 x i8> @llvm.x86.sse2.packuswb.128(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.sse41.packusdw(<4 x i32>, <4 x i32>)
declare <16 x i16> @llvm.x86.avx2.packssdw(<8 x i32>, <8 x i32>)

define <16 x i8> @packsswb() {
  %r = call <16 x i8> @llvm.x86.sse2.packsswb.128(<8 x i16> <i16 300, i16 -300, i16 -1, i16 poison, i16 127, i16 -128, i16 0, i16 0>, <8 x i16> <i16 1, i16 poison, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>)
  ret <16 x i8> %r
}
define <16 x i8> @packuswb() {
  %r = call <16 x i8> @llvm.x86.sse2.packuswb.128(<8 x i16> <i16 300, i16 -300, i16 -1, i16 poison, i16 255, i16 -128, i16 0, i16 0>, <8 x i16> <i16 1, i16 poison, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>)
  ret <16 x i8> %r
}
define <8 x i16> @packusdw() {
  %r = call <8 x i16> @llvm.x86.sse41.packusdw(<4 x i32> <i32 65536, i32 -1, i32 65535, i32 poison>, <4 x i32> <i32 -2147483648, i32 0, i32 0, i32 0>)
  ret <8 x i16> %r
}
define <16 x i16> @packssdw256() {
  %r = call <16 x i16> @llvm.x86.avx2.packssdw(<8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, <8 x i32> <i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 poison>)
  ret <16 x i16> %r
}
