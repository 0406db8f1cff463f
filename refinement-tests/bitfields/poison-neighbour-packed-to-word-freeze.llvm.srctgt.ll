; EXPECT: not-refines
; ARGS: --model llvm
; struct { unsigned a:3, b:3, c:2; } with c = %c0 and b poison (say, the
; result of an overflowing `add nsw`); then `s.a = 5`; both return c.
; src writes a through the Explicitly Packed Structure; tgt uses
; the read-modify-write with the loaded byte frozen.
;
; The loaded byte is poison as a whole because of b; freeze picks a
; value for every bit, so c changes (the thesis, 3.2.3: freezing the
; word alters "the value of every bit field in that word").
; See paper-notes/bitfields.md.

%s3 = type \{ i3, i3, i2 }/

define i2 @src(i2 noundef %c0) {
  %p = alloca %s3, align 1
  %pa = getelementptr %s3, ptr %p, i32 0, i32 0
  %pb = getelementptr %s3, ptr %p, i32 0, i32 1
  %pc = getelementptr %s3, ptr %p, i32 0, i32 2
  store i3 0, ptr %pa, align 1
  store i3 poison, ptr %pb, align 1
  store i2 %c0, ptr %pc, align 1
  store i3 5, ptr %pa, align 1
  %c = load i2, ptr %pc, align 1
  ret i2 %c
}

define i2 @tgt(i2 noundef %c0) {
  %p = alloca %s3, align 1
  %pa = getelementptr %s3, ptr %p, i32 0, i32 0
  %pb = getelementptr %s3, ptr %p, i32 0, i32 1
  %pc = getelementptr %s3, ptr %p, i32 0, i32 2
  store i3 0, ptr %pa, align 1
  store i3 poison, ptr %pb, align 1
  store i2 %c0, ptr %pc, align 1
  %w0 = load i8, ptr %p, align 1
  %w = freeze i8 %w0
  %clear = and i8 %w, -8
  %set = or disjoint i8 %clear, 5
  store i8 %set, ptr %p, align 1
  %c = load i2, ptr %pc, align 1
  ret i2 %c
}
