; EXPECT: refines
; The i34 a <2 x i17> store wrote reads back as its bitcast: 1 + (2 << 17)
; (LangRef "Vector Type", Memory Layout; Alive2 memory/vectors-i12 for the
; byte-sized case).

define i34 @src(ptr %p) {
  store <2 x i17> <i17 1, i17 2>, ptr %p
  %load = load i34, ptr %p
  ret i34 %load
}

define i34 @tgt(ptr %p) {
  store <2 x i17> <i17 1, i17 2>, ptr %p
  ret i34 262145
}
