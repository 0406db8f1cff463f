; EXPECT: not-refines
; Dropping the bundle drops the runtime call, which may write memory the
; caller sees (it has no memory attributes): not a refinement.

declare ptr @objc_retainAutoreleasedReturnValue(ptr)
declare ptr @fn1()
@g = global i8 0

define i8 @src() {
  call ptr @fn1() [ "clang.arc.attachedcall"(ptr @objc_retainAutoreleasedReturnValue) ]
  %v = load i8, ptr @g
  ret i8 %v
}

define i8 @tgt() {
  call ptr @fn1()
  %v = load i8, ptr @g
  ret i8 %v
}
