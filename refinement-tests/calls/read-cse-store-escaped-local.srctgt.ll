; EXPECT: not-refines
; The same with a local that escaped to the environment first (@keep may
; capture its address): a `memory(read)` callee may read it, so the store
; between the calls may change the second call's result.

declare void @keep(ptr)
declare i8 @func(i8) memory(read) willreturn nounwind

define i8 @src(i8 %n) {
  %a = alloca i32
  store i32 0, ptr %a
  call void @keep(ptr %a)
  %V1 = call i8 @func(i8 %n)
  store i32 1, ptr %a
  %V2 = call i8 @func(i8 %n)
  %diff = sub i8 %V1, %V2
  ret i8 %diff
}

define i8 @tgt(i8 %n) {
  %a = alloca i32
  store i32 0, ptr %a
  call void @keep(ptr %a)
  %V1 = call i8 @func(i8 %n)
  store i32 1, ptr %a
  ret i8 0
}
