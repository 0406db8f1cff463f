; EXPECT: inconclusive
; Held-out sample 13 (s26) F2-objcarc-aa-gvn: LangRef "Objective-C ARC Runtime
; Intrinsics": LLVM "is aware of the semantics of these functions, and
; optimizes based on that knowledge" (clang's ARC specification). llsem
; answers their calls as calls of unknown functions, so the counterexample
; it finds may rest on a behaviour the runtime does not have: inconclusive
; (refine::unsure_of_arc_runtime). alive-tv 22: failed to prove.
; gvn with -aa-pipeline=basic-aa,objc-arc-aa (ObjCARC/gvn.ll @test0)
@x = global ptr null, align 8
define ptr @f() nounwind {
  %s = load ptr, ptr @x
  %r = tail call ptr @llvm.objc.retain(ptr %s) nounwind
  %t = load ptr, ptr @x
  ret ptr %t
}
declare ptr @llvm.objc.retain(ptr)
