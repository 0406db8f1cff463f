; The alignment of a global without `align`: its type's preferred
; alignment, raised to 16 bytes for a defined global larger than 128 bits
; (LLVM's DataLayout::getPreferredAlign; LangRef "Global Variables" leaves
; it to the target). An `align 8` load from a large table is then fine; a
; small global and one with an explicit `align` keep their alignment.

; RUN: @large_table() => i32 2
; RUN: @large_table_align16() => i32 2
; RUN: @small_global_align8() => ub misaligned-access
; RUN: @explicit_align4() => ub misaligned-access

@table = private constant [8 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7]
@small = private constant [4 x i32] [i32 0, i32 1, i32 2, i32 3]
@pinned = private constant [8 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7], align 4

define i32 @large_table() {
  %p = getelementptr i32, ptr @table, i64 2
  %v = load i32, ptr %p, align 8
  ret i32 %v
}

define i32 @large_table_align16() {
  %p = getelementptr i32, ptr @table, i64 0
  %v = load i128, ptr %p, align 16
  %t = lshr i128 %v, 64
  %r = trunc i128 %t to i32
  ret i32 %r
}

; [4 x i32] is exactly 128 bits: not raised, so it is only 4-aligned and
; (placed after the 16-aligned @table, 32 bytes long, and a 16-byte gap)
; element 1 is at an address that is 4 mod 8.
define i32 @small_global_align8() {
  %p = getelementptr i32, ptr @small, i64 1
  %v = load i32, ptr %p, align 8
  ret i32 %v
}

define i32 @explicit_align4() {
  %p = getelementptr i32, ptr @pinned, i64 1
  %v = load i32, ptr %p, align 8
  ret i32 %v
}
