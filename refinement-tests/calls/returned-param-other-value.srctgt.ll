; EXPECT: refines
; A function whose `returned` parameter is 10 but which returns 11: its
; result is poison (callers may use the argument for it; Alive2 reads the
; mismatch as poison, `check_ret_attributes`), so the target may return
; poison there.

define i32 @src(i32 returned %x) {
  %c = icmp eq i32 %x, 10
  br i1 %c, label %ten, label %other
ten:
  ret i32 11
other:
  ret i32 %x
}

define i32 @tgt(i32 returned %x) {
  %c = icmp eq i32 %x, 10
  br i1 %c, label %ten, label %other
ten:
  ret i32 poison
other:
  ret i32 %x
}
