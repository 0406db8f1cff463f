; SSE4.2 crc32 (semantics/intrinsics-x86.md, "CRC32"): CRC-32C without
; pre- or post-inversion; poison if either operand is.

; RUN: @crc8(0, 0) => i32 0
; RUN: @crc8(-1, 0) => i32 -1383945042
; RUN: @crc8(0, 1) => i32 -227835133
; RUN: @crc8(poison, 1) => i32 poison
; RUN: @crc8(0, poison) => i32 poison
; RUN: @crc64(0, 1) => i64 1228700967
; RUN: @crc64(-4294967296, 1) => i64 1228700967

declare i32 @llvm.x86.sse42.crc32.32.8(i32, i8)
declare i64 @llvm.x86.sse42.crc32.64.64(i64, i64)

define i32 @crc8(i32 %c, i8 %d) {
  %r = call i32 @llvm.x86.sse42.crc32.32.8(i32 %c, i8 %d)
  ret i32 %r
}
; Only the low 32 bits of the accumulator are read.
define i64 @crc64(i64 %c, i64 %d) {
  %r = call i64 @llvm.x86.sse42.crc32.64.64(i64 %c, i64 %d)
  ret i64 %r
}
