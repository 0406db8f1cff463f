; EXPECT: refines
; ARGS: --model llvm
; `p->a = v` for struct s1 { unsigned a:3; unsigned b:4; }: src is
; the byte loaded and stored as <8 x i1>, tgt a store through the Explicitly Packed Structure.
; The struct starts as a = %a0, b = %b0 (each may be poison or undef);
; both return the byte as <8 x i1>, so every bit is compared.
;
; The converse: the two lowerings are equivalent.
; See paper-notes/bitfields.md.

%s1 = type \{ i3, i4, i1, [3 x i8] }/

define <8 x i1> @src(i3 %a0, i4 %b0, i32 noundef %v) {
  %p = alloca %s1, align 4
  %pa = getelementptr %s1, ptr %p, i32 0, i32 0
  %pb = getelementptr %s1, ptr %p, i32 0, i32 1
  %pp = getelementptr %s1, ptr %p, i32 0, i32 2
  store i3 %a0, ptr %pa, align 1
  store i4 %b0, ptr %pb, align 1
  store i1 false, ptr %pp, align 1
  %w = load <8 x i1>, ptr %p, align 4
  %t = trunc i32 %v to i3
  %bits = bitcast i3 %t to <3 x i1>
  %wide = shufflevector <3 x i1> %bits, <3 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %set = shufflevector <8 x i1> %w, <8 x i1> %wide, <8 x i32> <i32 8, i32 9, i32 10, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i1> %set, ptr %p, align 4
  %r = load <8 x i1>, ptr %p, align 4
  ret <8 x i1> %r
}

define <8 x i1> @tgt(i3 %a0, i4 %b0, i32 noundef %v) {
  %p = alloca %s1, align 4
  %pa = getelementptr %s1, ptr %p, i32 0, i32 0
  %pb = getelementptr %s1, ptr %p, i32 0, i32 1
  %pp = getelementptr %s1, ptr %p, i32 0, i32 2
  store i3 %a0, ptr %pa, align 1
  store i4 %b0, ptr %pb, align 1
  store i1 false, ptr %pp, align 1
  %f = getelementptr %s1, ptr %p, i32 0, i32 0
  %t = trunc i32 %v to i3
  store i3 %t, ptr %f, align 4
  %r = load <8 x i1>, ptr %p, align 4
  ret <8 x i1> %r
}
