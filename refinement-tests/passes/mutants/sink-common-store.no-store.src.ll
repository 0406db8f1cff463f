; EXPECT: not-refines
; FROM: simplifycfg/sink-common-store
; Mutant of simplifycfg/sink-common-store: a dropped store: the sunk store of the select is gone.
; The buffer keeps its old contents; the source writes %x + 1 or 3 * %x.

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
