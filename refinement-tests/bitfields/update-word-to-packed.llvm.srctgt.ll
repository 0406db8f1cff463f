; EXPECT: refines
; ARGS: --model llvm
; `p->a = v` for struct s1 { unsigned a:3; unsigned b:4; }: src is
; clang-22's read-modify-write of the byte, tgt a store through the Explicitly Packed Structure.
; The struct starts as a = %a0, b = %b0 (each may be poison or undef);
; both return the byte as <8 x i1>, so every bit is compared.
;
; The packed store writes a and leaves every other bit as it was: at least
; as defined as the word store, bit by bit.
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
  %t = trunc i32 %v to i8
  %w = load i8, ptr %p, align 4
  %val = and i8 %t, 7
  %clear = and i8 %w, -8
  %set = or disjoint i8 %clear, %val
  store i8 %set, ptr %p, align 4
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
