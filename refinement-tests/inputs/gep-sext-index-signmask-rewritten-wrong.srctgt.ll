; EXPECT: not-refines
; StraightLineStrengthReduce (LLVM 22, slsr-gep-sext-wrap.ll) rewrites the
; second address `p + 4 * sext(n ^ 0x80000000)` as the first plus a
; constant, `p + 4 * sext(n) - 2^33`. For n = -1 the source stores at
; p - 4 and p + 4 * (2^31 - 1), both inside an object of 2^34 bytes with p
; in its middle; the target's second store lands 2^33 bytes lower, before
; the object's start: UB (LangRef "store": out of bounds). Only an input
; with room for both addresses shows it: a pointer 2^33 bytes into a
; 2^34-byte block of zeros (`zeros@16:SIZE+OFFSET`), which an `sext i32`
; index scaled by 4 can reach either way (refine/inputs.rs, `index_reach`).

define void @src(ptr %p, i32 %n, float %r) {
  %i1 = sext i32 %n to i64
  %g1 = getelementptr float, ptr %p, i64 %i1
  store float %r, ptr %g1, align 4
  %x = xor i32 %n, -2147483648
  %i2 = sext i32 %x to i64
  %g2 = getelementptr float, ptr %p, i64 %i2
  store float %r, ptr %g2, align 4
  ret void
}

define void @tgt(ptr %p, i32 %n, float %r) {
  %i1 = sext i32 %n to i64
  %g1 = getelementptr float, ptr %p, i64 %i1
  store float %r, ptr %g1, align 4
  %g2 = getelementptr i8, ptr %g1, i64 -8589934592
  store float %r, ptr %g2, align 4
  ret void
}
