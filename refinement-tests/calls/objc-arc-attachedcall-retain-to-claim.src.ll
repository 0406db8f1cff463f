; EXPECT: inconclusive
; Held-out sample 13 (s26) F1-objcarc-attachedcall-claim: LangRef "Objective-C ARC Runtime
; Intrinsics": LLVM "is aware of the semantics of these functions, and
; optimizes based on that knowledge" (clang's ARC specification). llsem
; answers their calls as calls of unknown functions, so the counterexample
; it finds may rest on a behaviour the runtime does not have: inconclusive
; (refine::unsure_of_arc_runtime). alive-tv 22: failed to prove.
; objc-arc-contract -arc-contract-use-objc-claim-rv=1 (ObjCARC/contract-attached-call-retain-to-claim.ll @test0)
define void @f() {
  %call1 = call ptr @foo() [ "clang.arc.attachedcall"(ptr @llvm.objc.retainAutoreleasedReturnValue) ]
  ret void
}
declare ptr @foo()
declare ptr @llvm.objc.retainAutoreleasedReturnValue(ptr)
declare ptr @llvm.objc.claimAutoreleasedReturnValue(ptr)
