; Mutant of gvn/equality-propagation.tgt.ll (opt-22 -S -passes='gvn' equality-propagation.src.ll),
; edited by hand: 5 substituted for %x on the wrong arm (where %x != 5).
source_filename = "equality-propagation.src.ll"

define i32 @f(i32 %x, i32 %y) {
entry:
  %c = icmp eq i32 %x, 5
  br i1 %c, label %then, label %else

then:                                             ; preds = %entry
  %a = mul i32 5, %y
  ret i32 %a

else:                                             ; preds = %entry
  %b = add i32 5, %y
  ret i32 %b
}
