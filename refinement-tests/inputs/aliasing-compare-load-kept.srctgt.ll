; EXPECT: refines
; The right variant: the comparison commuted and inverted, the branches
; swapped; the load stays under the branch. alive-tv 22: correct.

define i8 @src(ptr readnone %x, ptr %y) {
  %c = icmp eq ptr %x, %y
  br i1 %c, label %A, label %EXIT
A:
  %ret = load i8, ptr %y
  ret i8 %ret
EXIT:
  ret i8 0
}

define i8 @tgt(ptr readnone %x, ptr %y) {
  %c = icmp ne ptr %y, %x
  br i1 %c, label %EXIT, label %A
A:
  %ret = load i8, ptr %y
  ret i8 %ret
EXIT:
  ret i8 0
}
