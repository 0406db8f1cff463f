; EXPECT: refines
; The correct variant of vector-load-split-overaligned: the second half is
; 64 bytes past a 128-aligned address, so `align 64` holds.

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
  %hi = load <64 x i8>, ptr %q, align 64
  %a = extractelement <64 x i8> %lo, i64 0
  %b = extractelement <64 x i8> %hi, i64 0
  %r = add i8 %a, %b
  ret i8 %r
}
