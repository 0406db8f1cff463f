; EXPECT: refines
; PASSES: simplifycfg<hoist-common-insts>
; Both arms start with the same instruction; it is hoisted above the branch.

declare void @use(i32)

define void @f(i1 %c, i32 %x, i32 %y) {
entry:
  br i1 %c, label %then, label %else
then:
  %a = mul i32 %x, %y
  call void @use(i32 %a)
  call void @use(i32 1)
  br label %exit
else:
  %b = mul i32 %x, %y
  call void @use(i32 %b)
  call void @use(i32 2)
  br label %exit
exit:
  ret void
}
