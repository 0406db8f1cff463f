; EXPECT: not-refines
; Return-value propagation from a plain external callee in a module with
; the "SemanticInterposition" flag (clang -fsemantic-interposition).
; @callee is not `dso_local`, so it is `dso_preemptable` (LangRef "Runtime
; Preemption Specifiers": it "may be replaced by a symbol from outside the
; linkage unit at runtime"), and with that flag LLVM treats it as
; interposable (`GlobalValue::isInterposable`): the call is a call of an
; unknown function. (`opt-22 -passes=ipsccp` keeps the call's result.)

define i32 @callee(i32 %x) {
  ret i32 7
}

define i32 @src(i32 %x) {
  %r = call i32 @callee(i32 %x)
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = call i32 @callee(i32 %x)
  ret i32 7
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"SemanticInterposition", i32 1}
