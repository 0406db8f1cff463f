; EXPECT: not-refines
; ARGS: --branch-on-poison nondet
; The thesis's GVN example (section 2.3.2): t = x + 1; if (t == y) foo(x + 1)
; becomes foo(y). Correct when a branch on poison is UB: if %y is poison, the
; comparison is poison and the source already has UB. With a non-deterministic
; branch instead, the source may call foo with x + 1 while the target passes
; poison: GVN and unswitching need conflicting semantics.

declare void @foo(i32)

define void @src(i32 %x, i32 %y) {
entry:
  %t = add i32 %x, 1
  %c = icmp eq i32 %t, %y
  br i1 %c, label %then, label %exit
then:
  %w = add i32 %x, 1
  call void @foo(i32 %w)
  br label %exit
exit:
  ret void
}

define void @tgt(i32 %x, i32 %y) {
entry:
  %t = add i32 %x, 1
  %c = icmp eq i32 %t, %y
  br i1 %c, label %then, label %exit
then:
  call void @foo(i32 %y)
  br label %exit
exit:
  ret void
}
