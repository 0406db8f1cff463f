; EXPECT: refines
; div-rem-pairs' decomposition (DivRemPairs/PowerPC/div-rem-pairs.ll): urem
; %a, %b -> %a.fr - (%a.fr udiv %b.fr) * %b.fr with both frozen. For an undef
; %a the target passes @foo a pair consistent with one value of %a; the
; source may take that value at both of its uses (LangRef "Undefined
; Values"), shown by running it on the concretized %a (decision 0036).

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
  %rem = sub i32 %a.frozen, %m
  call void @foo(i32 %rem, i32 %div)
  ret void
}
