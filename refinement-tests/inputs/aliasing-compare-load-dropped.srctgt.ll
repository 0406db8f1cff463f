; EXPECT: not-refines
; When %x and %y are equal the source loads through %y (`readnone` on %x
; restricts only accesses through %x: LangRef "Parameter Attributes"); the
; target folds the result to 0. Found with two parameters into one buffer
; whose bytes are nonzero. alive-tv 22: "Value mismatch" (Alive2's
; attrs/readnone-fail).

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
  ret i8 0
}
