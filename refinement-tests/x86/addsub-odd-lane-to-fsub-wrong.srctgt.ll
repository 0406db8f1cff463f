; EXPECT: not-refines
; Lane 1 of addsub adds: replacing it by fsub is wrong (a = b = 1.0
; gives 2.0, not 0.0).

declare <2 x double> @llvm.x86.sse3.addsub.pd(<2 x double>, <2 x double>)

define double @src(<2 x double> %a, <2 x double> %b) {
  %r = call <2 x double> @llvm.x86.sse3.addsub.pd(<2 x double> %a, <2 x double> %b)
  %e = extractelement <2 x double> %r, i32 1
  ret double %e
}

define double @tgt(<2 x double> %a, <2 x double> %b) {
  %r = fsub <2 x double> %a, %b
  %e = extractelement <2 x double> %r, i32 1
  ret double %e
}
