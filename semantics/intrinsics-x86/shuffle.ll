; x86 shuffles (semantics/intrinsics-x86.md, "Shuffles"): a lane reads its
; index and the lane it selects; a pshufb index with bit 7 set gives 0
; without reading a.

; Index 0x80 gives 0 even though the lane it would select (0) is poison;
; 15 and 0x8F pick within the block; a poison index gives poison.
; RUN: @pshufb() => <16 x i8> <i8 0, i8 15, i8 0, i8 poison, i8 poison, i8 1, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 15>
; 256 bits: each 128-bit block indexes its own 16 bytes.
; RUN: @pshufb256() => <32 x i8> <i8 15, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 31, i8 16, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>
; permd indexes the whole vector modulo 8.
; RUN: @permd() => <8 x i32> <i32 7, i32 0, i32 poison, i32 poison, i32 1, i32 1, i32 1, i32 1>
; vpermilvar.pd selects with bit 1 of the index, within each 128-bit block.
; RUN: @vpermilpd256() => <4 x double> <double 0x4000000000000000, double 0x3FF0000000000000, double 0x4010000000000000, double poison>

declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)
declare <32 x i8> @llvm.x86.avx2.pshuf.b(<32 x i8>, <32 x i8>)
declare <8 x i32> @llvm.x86.avx2.permd(<8 x i32>, <8 x i32>)
declare <4 x double> @llvm.x86.avx.vpermilvar.pd.256(<4 x double>, <4 x i64>)

define <16 x i8> @pshufb() {
  %r = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> <i8 poison, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, <16 x i8> <i8 -128, i8 15, i8 -113, i8 poison, i8 0, i8 1, i8 -1, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 31>)
  ret <16 x i8> %r
}
define <32 x i8> @pshufb256() {
  %r = call <32 x i8> @llvm.x86.avx2.pshuf.b(<32 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, <32 x i8> <i8 15, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 15, i8 0, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>)
  ret <32 x i8> %r
}
define <8 x i32> @permd() {
  %r = call <8 x i32> @llvm.x86.avx2.permd(<8 x i32> <i32 0, i32 1, i32 2, i32 poison, i32 4, i32 5, i32 6, i32 7>, <8 x i32> <i32 7, i32 8, i32 poison, i32 3, i32 1, i32 9, i32 -7, i32 1>)
  ret <8 x i32> %r
}
define <4 x double> @vpermilpd256() {
  %r = call <4 x double> @llvm.x86.avx.vpermilvar.pd.256(<4 x double> <double 1.0, double 2.0, double 3.0, double 4.0>, <4 x i64> <i64 2, i64 1, i64 3, i64 poison>)
  ret <4 x double> %r
}
