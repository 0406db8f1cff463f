; EXPECT: not-refines
; As reassociated-sum-undef-use-stored, but the target stores d + b where
; the source stores a + d: with %a and %b defined and different, the
; stored values differ. The correction of the source's choices toward the
; target's values (refine/correct.rs) must not hide it. alive-tv 22
; does not decide it (timeout at -smt-to=120000).
@num1 = global i32 0
@num3 = global i32 0

define void @src(i32 %a, i32 %b, i32 %c, i32 %d) {
  %s1 = add nsw i32 %a, %b
  %s2 = add nsw i32 %s1, %c
  %s3 = add nsw i32 %s2, %d
  store i32 %s3, ptr @num1, align 4
  %p = add nsw i32 %a, %d
  store i32 %p, ptr @num3, align 4
  ret void
}

define void @tgt(i32 %a, i32 %b, i32 %c, i32 %d) {
  %t1 = add i32 %c, %b
  %t2 = add i32 %t1, %a
  %t3 = add nsw i32 %t2, %d
  store i32 %t3, ptr @num1, align 4
  %p = add nsw i32 %d, %b
  store i32 %p, ptr @num3, align 4
  ret void
}
