; EXPECT: refines
; ARGS: --model llvm
; `s.a = v` on a struct s1 { unsigned a:3; unsigned b:4; } in fresh memory
; (uninitialized: undef in this model): src is a store through the Explicitly Packed Structure,
; tgt the byte loaded and stored as <8 x i1>; both return the byte as <8 x i1>.
;
; Both write a alone; undef bits stay undef.
; See paper-notes/bitfields.md.

%s1 = type \{ i3, i4, i1, [3 x i8] }/

define <8 x i1> @src(i32 noundef %v) {
  %p = alloca %s1, align 4
  %f = getelementptr %s1, ptr %p, i32 0, i32 0
  %t = trunc i32 %v to i3
  store i3 %t, ptr %f, align 4
  %r = load <8 x i1>, ptr %p, align 4
  ret <8 x i1> %r
}

define <8 x i1> @tgt(i32 noundef %v) {
  %p = alloca %s1, align 4
  %w = load <8 x i1>, ptr %p, align 4
  %t = trunc i32 %v to i3
  %bits = bitcast i3 %t to <3 x i1>
  %wide = shufflevector <3 x i1> %bits, <3 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %set = shufflevector <8 x i1> %w, <8 x i1> %wide, <8 x i32> <i32 8, i32 9, i32 10, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i1> %set, ptr %p, align 4
  %r = load <8 x i1>, ptr %p, align 4
  ret <8 x i1> %r
}
