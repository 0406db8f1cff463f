; EXPECT: refines
; InstCombine's fold of an addsub whose odd lanes are unused into fsub
; (LLVM's test/Transforms/InstCombine/X86/x86-addsub.ll): a NaN lane of
; addsub is any NaN fsub may give (semantics/intrinsics-x86.md), so the
; fold is a refinement for NaN operands too.

declare <2 x double> @llvm.x86.sse3.addsub.pd(<2 x double>, <2 x double>)

define double @src(<2 x double> %a, <2 x double> %b) {
  %r = call <2 x double> @llvm.x86.sse3.addsub.pd(<2 x double> %a, <2 x double> %b)
  %e = extractelement <2 x double> %r, i32 0
  ret double %e
}

define double @tgt(<2 x double> %a, <2 x double> %b) {
  %r = fsub <2 x double> %a, %b
  %e = extractelement <2 x double> %r, i32 0
  ret double %e
}
