; EXPECT: refines
; An i17 load of lane 0 of a <2 x i17> store: the store was one of an i34
; (LangRef "Vector Type", Memory Layout), and an i17 load of bytes an i34
; store wrote is undefined (LangRef `load`), poison as Alive2 reads it. So
; any value may replace it (Alive2 memory/padding-nonbyte-fail, which
; alive-tv verifies despite its name).

define i17 @src(ptr %p) {
  store <2 x i17> <i17 1, i17 2>, ptr %p
  %load = load i17, ptr %p
  ret i17 %load
}

define i17 @tgt(ptr %p) {
  store <2 x i17> <i17 1, i17 2>, ptr %p
  ret i17 2
}
