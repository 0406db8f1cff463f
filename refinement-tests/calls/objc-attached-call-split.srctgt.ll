; EXPECT: refines
; A call with a "clang.arc.attachedcall" bundle is implicitly followed by
; a call of the runtime function it names (LangRef "ObjC ARC Attached Call
; Operand Bundles"): writing that call out is the same program (Alive2's
; objc_arc test; the runtime function here takes no parameter, so it is
; called without one).

declare ptr @objc_retainAutoreleasedReturnValue()
declare ptr @fn1()

define void @src() {
  call ptr @fn1() [ "clang.arc.attachedcall"(ptr @objc_retainAutoreleasedReturnValue) ]
  ret void
}

define void @tgt() {
  call ptr @fn1()
  call ptr @objc_retainAutoreleasedReturnValue()
  ret void
}
