; EXPECT: refines
; PASSES: simplifycfg<sink-common-insts>
; Both arms end by storing to the same address; the stores are sunk into
; one store of a phi (a select).

define void @f(ptr noundef %p, i1 %c, i32 %x) {
entry:
  br i1 %c, label %then, label %else
then:
  %a = add i32 %x, 1
  store i32 %a, ptr %p
  br label %exit
else:
  %b = mul i32 %x, 3
  store i32 %b, ptr %p
  br label %exit
exit:
  ret void
}
