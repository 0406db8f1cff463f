; EXPECT: refines
; deref-huge-load-moved-past-end-wrong with the target reaching the same
; last four bytes through an `i32` index (268435455 × 4 = 1073741820): the
; 1 GiB block of zeros the inputs give the parameter has them, and llsem
; does not allocate what the attribute promises.

define i32 @src(ptr dereferenceable(1073741824) %p) {
  %r = getelementptr i8, ptr %p, i64 1073741820
  %v = load i32, ptr %r, align 4
  ret i32 %v
}

define i32 @tgt(ptr dereferenceable(1073741824) %p) {
  %r = getelementptr i32, ptr %p, i64 268435455
  %v = load i32, ptr %r, align 4
  ret i32 %v
}
