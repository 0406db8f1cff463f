; EXPECT: refines
; As semantic-interposition-callee-result-propagated, but @callee is
; `dso_local` (LangRef "Runtime Preemption Specifiers": it "will resolve
; to a symbol within the same linkage unit"): its body is the one that
; runs, and it returns 7. (`opt-22 -passes=ipsccp` propagates it.)

define dso_local i32 @callee(i32 %x) {
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
