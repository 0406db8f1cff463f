; EXPECT: not-refines
; Merging two `memory(read)` calls with a store to memory the callee may
; read (a global visible outside the module) between them: the second call
; reads different memory, so its result may differ.

@g = global i32 0
declare i8 @func(i8) memory(read) willreturn nounwind

define i8 @src(i8 %n) {
  %V1 = call i8 @func(i8 %n)
  store i32 1, ptr @g
  %V2 = call i8 @func(i8 %n)
  %diff = sub i8 %V1, %V2
  ret i8 %diff
}

define i8 @tgt(i8 %n) {
  %V1 = call i8 @func(i8 %n)
  store i32 1, ptr @g
  ret i8 0
}
