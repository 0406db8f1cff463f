; EXPECT: not-refines
; ARGS: --model taming
; Dead store elimination: `store i8 %x` followed by `store i3 %y` to the same
; byte; tgt drops the first store. The i3 store goes through a pointer to field a
; of an Explicitly Packed Structure.
;
; Through a field pointer the i3 store writes three bits only: bits 3-7
; of the first store survive, and removing it is wrong. DSE's byte-sized
; memory locations would have to become bit-sized for the thesis's IR.
; See paper-notes/bitfields.md.

%s1 = type \{ i3, i4, i1, [3 x i8] }/

define i8 @src(i8 noundef %init, i8 noundef %x, i3 noundef %y) {
  %p = alloca i32, align 4
  %pa = getelementptr %s1, ptr %p, i32 0, i32 0
  store i8 %init, ptr %p, align 4
  store i8 %x, ptr %p, align 4
  store i3 %y, ptr %pa, align 4
  %r = load i8, ptr %p, align 4
  ret i8 %r
}

define i8 @tgt(i8 noundef %init, i8 noundef %x, i3 noundef %y) {
  %p = alloca i32, align 4
  %pa = getelementptr %s1, ptr %p, i32 0, i32 0
  store i8 %init, ptr %p, align 4
  store i3 %y, ptr %pa, align 4
  %r = load i8, ptr %p, align 4
  ret i8 %r
}
