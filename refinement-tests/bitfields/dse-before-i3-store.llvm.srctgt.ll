; EXPECT: refines
; ARGS: --model llvm
; Dead store elimination: `store i8 %x` followed by `store i3 %y` to the same
; byte; tgt drops the first store. The i3 store goes through the plain pointer.
;
; Through an ordinary pointer the i3 store overwrites the whole byte
; (LangRef: the other bits are unspecified; llsem makes them
; undef), so the first store is dead, as DSE assumes.
; See paper-notes/bitfields.md.

%s1 = type \{ i3, i4, i1, [3 x i8] }/

define i8 @src(i8 noundef %init, i8 noundef %x, i3 noundef %y) {
  %p = alloca i32, align 4
  store i8 %init, ptr %p, align 4
  store i8 %x, ptr %p, align 4
  store i3 %y, ptr %p, align 4
  %r = load i8, ptr %p, align 4
  ret i8 %r
}

define i8 @tgt(i8 noundef %init, i8 noundef %x, i3 noundef %y) {
  %p = alloca i32, align 4
  store i8 %init, ptr %p, align 4
  store i3 %y, ptr %p, align 4
  %r = load i8, ptr %p, align 4
  ret i8 %r
}
