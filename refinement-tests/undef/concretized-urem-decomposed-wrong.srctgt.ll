; EXPECT: not-refines
; The decomposition of urem with the remainder off by one: wrong for
; defined inputs, and concretized inputs (decision 0036) do not hide it.

declare void @foo(i32, i32)

define void @src(i32 %a, i32 %b) {
  %div = udiv i32 %a, %b
  %rem = urem i32 %a, %b
  call void @foo(i32 %rem, i32 %div)
  ret void
}

define void @tgt(i32 %a, i32 %b) {
  %a.frozen = freeze i32 %a
  %b.frozen = freeze i32 %b
  %div = udiv i32 %a.frozen, %b.frozen
  %m = mul i32 %div, %b.frozen
  %s = sub i32 %a.frozen, %m
  %rem = add i32 %s, 1
  call void @foo(i32 %rem, i32 %div)
  ret void
}
