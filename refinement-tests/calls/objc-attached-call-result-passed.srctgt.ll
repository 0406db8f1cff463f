; EXPECT: refines
; A runtime function that takes one parameter gets the call's result
; (LangRef: the runtime call "uses the result of the call"). alive-tv
; disagrees: it calls the runtime function without arguments.

declare ptr @objc_retainAutoreleasedReturnValue(ptr)
declare ptr @fn1()

define ptr @src() {
  %r = call ptr @fn1() [ "clang.arc.attachedcall"(ptr @objc_retainAutoreleasedReturnValue) ]
  ret ptr %r
}

define ptr @tgt() {
  %r = call ptr @fn1()
  call ptr @objc_retainAutoreleasedReturnValue(ptr %r)
  ret ptr %r
}
