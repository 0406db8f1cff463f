; EXPECT: not-refines
; A function that may write its own inaccessible memory (`memory(
; inaccessiblemem: readwrite)`, like a random number generator) may return
; something else on its second call: the two calls may not be merged.

declare i32 @rand() memory(inaccessiblemem: readwrite) willreturn nounwind

define i32 @src() {
  %a = call i32 @rand()
  %b = call i32 @rand()
  %r = sub i32 %a, %b
  ret i32 %r
}

define i32 @tgt() {
  %a = call i32 @rand()
  ret i32 0
}
