; EXPECT: refines
; Two calls that only read inaccessible memory, with a store to a global
; between them: the store cannot change what they read, so they merge.
; alive-tv says this does not verify; LangRef's `inaccessiblemem` is memory
; "not accessible by the current module" (decision 0013).

@g = global i32 0
declare i32 @peek(i32) memory(inaccessiblemem: read) willreturn nounwind

define i32 @src(i32 %x) {
  %a = call i32 @peek(i32 %x)
  store i32 %x, ptr @g
  %b = call i32 @peek(i32 %x)
  %r = sub i32 %a, %b
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %a = call i32 @peek(i32 %x)
  store i32 %x, ptr @g
  ret i32 0
}
