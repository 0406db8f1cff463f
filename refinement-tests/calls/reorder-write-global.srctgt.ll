; EXPECT: not-refines
; Not when one writes what the other reads: @fill writes the global @g
; that @get reads.

@g = global i32 7
declare void @fill(ptr) memory(argmem: write) willreturn nounwind
declare i32 @get() memory(read) willreturn nounwind

define i32 @src() {
  call void @fill(ptr @g)
  %v = call i32 @get()
  ret i32 %v
}

define i32 @tgt() {
  %v = call i32 @get()
  call void @fill(ptr @g)
  ret i32 %v
}
