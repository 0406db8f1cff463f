; EXPECT: refines
; The same CSE with the older spelling of the promises, `readnone` in an
; attribute group, and a second argument that differs between the calls
; only in the source's dead copy.

declare i64 @g(i64, i8) #0

define i64 @src(i64 %x, i8 %y) {
  %a = call i64 @g(i64 %x, i8 %y)
  %dead = call i64 @g(i64 %x, i8 0)
  %b = call i64 @g(i64 %x, i8 %y)
  %r = xor i64 %a, %b
  ret i64 %r
}

define i64 @tgt(i64 %x, i8 %y) {
  ret i64 0
}

attributes #0 = { readnone willreturn nounwind }
