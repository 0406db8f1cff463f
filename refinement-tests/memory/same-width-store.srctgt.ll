; EXPECT: not-refines
; An i17 load of what an i17 store wrote is that value (LangRef `load`: only
; a store of another type makes it undefined), so it may not be replaced.

define i17 @src(ptr %p) {
  store i17 1, ptr %p
  %load = load i17, ptr %p
  ret i17 %load
}

define i17 @tgt(ptr %p) {
  store i17 1, ptr %p
  ret i17 2
}
