; EXPECT: refines
; Calls that touch disjoint memory may be reordered: @fill writes only the
; memory of its argument (`memory(argmem: write)`), a local that does not
; escape, and @get reads only a global.

@g = global i32 7
declare void @fill(ptr) memory(argmem: write) willreturn nounwind
declare i32 @get() memory(read) willreturn nounwind

define i32 @src() {
  %a = alloca i32
  call void @fill(ptr %a)
  %v = call i32 @get()
  %w = load i32, ptr %a
  %r = add i32 %v, %w
  ret i32 %r
}

define i32 @tgt() {
  %a = alloca i32
  %v = call i32 @get()
  call void @fill(ptr %a)
  %w = load i32, ptr %a
  %r = add i32 %v, %w
  ret i32 %r
}
