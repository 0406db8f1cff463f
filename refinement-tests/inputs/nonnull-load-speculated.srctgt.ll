; EXPECT: not-refines
; `nonnull` does not make a pointer dereferenceable: a pointer one past the
; end of a buffer, or to a freed block, is not null and cannot be loaded
; from. Only such inputs catch a load hoisted out of its guard here.

define i8 @src(ptr noundef nonnull %p, i1 %c) {
entry:
  br i1 %c, label %a, label %exit
a:
  %v = load i8, ptr %p
  br label %exit
exit:
  %r = phi i8 [ %v, %a ], [ 0, %entry ]
  ret i8 %r
}

define i8 @tgt(ptr noundef nonnull %p, i1 %c) {
  %v = load i8, ptr %p
  %r = select i1 %c, i8 %v, i8 0
  ret i8 %r
}
