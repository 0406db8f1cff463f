; x86 broadcasts from memory (semantics/intrinsics-x86.md, "Broadcasts
; from memory"): LLVM 22 upgrades each to a load and a splat, and llsem
; runs that. The 128-bit forms load with align 1, the scalar forms with
; the element's ABI alignment; a poison byte makes its lane poison in
; every copy.

; RUN: @f128_ps() => <8 x float> <float 0x3FF0000000000000, float poison, float 0x4008000000000000, float 0x4010000000000000, float 0x3FF0000000000000, float poison, float 0x4008000000000000, float 0x4010000000000000>
; RUN: @i128_misaligned() => <4 x i64> <i64 -72057594037927936, i64 255, i64 -72057594037927936, i64 255>
; RUN: @i128_out_of_bounds() => ub out-of-bounds
; RUN: @ss() => <4 x float> <float 0x4000000000000000, float 0x4000000000000000, float 0x4000000000000000, float 0x4000000000000000>
; RUN: @ss_misaligned() => ub misaligned-access
; RUN: @sd_256(poison) => ub poison-pointer-access
; RUN: @sd_256(null) => ub null-dereference

@f4 = global <4 x float> <float 1.0, float poison, float 3.0, float 4.0>
@b = global [17 x i8] [i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 -1, i8 -1, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0]
@small = global <2 x i32> <i32 1, i32 2>
@one = global [2 x float] [float 2.0, float 2.0]

declare <8 x float> @llvm.x86.avx.vbroadcastf128.ps.256(ptr)
declare <4 x i64> @llvm.x86.avx2.vbroadcasti128(ptr)
declare <4 x float> @llvm.x86.avx.vbroadcast.ss(ptr)
declare <4 x double> @llvm.x86.avx.vbroadcast.sd.256(ptr)

define <8 x float> @f128_ps() {
  %r = call <8 x float> @llvm.x86.avx.vbroadcastf128.ps.256(ptr @f4)
  ret <8 x float> %r
}

; Bytes 1..16 of @b: 0 x7, -1 (the low i64, 0xFF00000000000000), then
; -1, 0 x7 (the high i64, 255): no alignment is required.
define <4 x i64> @i128_misaligned() {
  %p = getelementptr inbounds i8, ptr @b, i64 1
  %r = call <4 x i64> @llvm.x86.avx2.vbroadcasti128(ptr %p)
  ret <4 x i64> %r
}

define <4 x i64> @i128_out_of_bounds() {
  %r = call <4 x i64> @llvm.x86.avx2.vbroadcasti128(ptr @small)
  ret <4 x i64> %r
}

define <4 x float> @ss() {
  %r = call <4 x float> @llvm.x86.avx.vbroadcast.ss(ptr @one)
  ret <4 x float> %r
}

define <4 x float> @ss_misaligned() {
  %p = getelementptr inbounds i8, ptr @one, i64 2
  %r = call <4 x float> @llvm.x86.avx.vbroadcast.ss(ptr %p)
  ret <4 x float> %r
}

define <4 x double> @sd_256(ptr %p) {
  %r = call <4 x double> @llvm.x86.avx.vbroadcast.sd.256(ptr %p)
  ret <4 x double> %r
}
