; EXPECT: not-refines
; ARGS: --model taming
; `s.a = v` on a struct s1 { unsigned a:3; unsigned b:4; } in fresh memory
; (uninitialized: poison in this model): src is the read-modify-write with the loaded byte frozen,
; tgt a store through the Explicitly Packed Structure; both return the byte as <8 x i1>.
;
; src has frozen b and the padding to values; tgt leaves them poison.
; See paper-notes/bitfields.md.

%s1 = type \{ i3, i4, i1, [3 x i8] }/

define <8 x i1> @src(i32 noundef %v) {
  %p = alloca %s1, align 4
  %t = trunc i32 %v to i8
  %w0 = load i8, ptr %p, align 4
  %w = freeze i8 %w0
  %val = and i8 %t, 7
  %clear = and i8 %w, -8
  %set = or disjoint i8 %clear, %val
  store i8 %set, ptr %p, align 4
  %r = load <8 x i1>, ptr %p, align 4
  ret <8 x i1> %r
}

define <8 x i1> @tgt(i32 noundef %v) {
  %p = alloca %s1, align 4
  %f = getelementptr %s1, ptr %p, i32 0, i32 0
  %t = trunc i32 %v to i3
  store i3 %t, ptr %f, align 4
  %r = load <8 x i1>, ptr %p, align 4
  ret <8 x i1> %r
}
