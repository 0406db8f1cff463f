; EXPECT: not-refines
; The same callee without `willreturn`: it may never return, so the call
; may not be removed.

@g = global i32 0
declare i32 @func(ptr) memory(read) nounwind

define i32 @src(i32 %x) {
  %unused = call i32 @func(ptr @g)
  ret i32 %x
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
