; EXPECT: not-refines
; A `<128 x i8>` load without `align` (its ABI alignment, 128 in the
; default layout: LangRef "Data Layout", vectors are naturally aligned)
; split into two 64-byte loads that both say `align 128`: the second is 64
; bytes past a 128-aligned address, so it is misaligned. Found by a buffer
; of the largest size mentioned at the largest alignment assumed (LLVM
; PR45957, a `<96 x i8>` load split into `align 128` ones).

define i8 @src(ptr %p) {
  %w = load <128 x i8>, ptr %p
  %a = extractelement <128 x i8> %w, i64 0
  %b = extractelement <128 x i8> %w, i64 64
  %r = add i8 %a, %b
  ret i8 %r
}

define i8 @tgt(ptr %p) {
  %lo = load <64 x i8>, ptr %p, align 128
  %q = getelementptr inbounds i8, ptr %p, i64 64
  %hi = load <64 x i8>, ptr %q, align 128
  %a = extractelement <64 x i8> %lo, i64 0
  %b = extractelement <64 x i8> %hi, i64 0
  %r = add i8 %a, %b
  ret i8 %r
}
