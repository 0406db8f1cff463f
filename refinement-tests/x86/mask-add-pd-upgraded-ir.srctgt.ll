; EXPECT: refines
; An AVX-512 masked add is the IR llvm-as-22 upgrades it to (fadd, then a
; select by the mask's bits): semantics/intrinsics-x86.md, "Names LLVM 22
; upgrades". Poison masks, poison lanes and NaN lanes agree too.

declare <2 x double> @llvm.x86.avx512.mask.add.pd.128(<2 x double>, <2 x double>, <2 x double>, i8)

define <2 x double> @src(<2 x double> %a, <2 x double> %b, <2 x double> %p, i8 %m) {
  %r = call <2 x double> @llvm.x86.avx512.mask.add.pd.128(<2 x double> %a, <2 x double> %b, <2 x double> %p, i8 %m)
  ret <2 x double> %r
}

define <2 x double> @tgt(<2 x double> %a, <2 x double> %b, <2 x double> %p, i8 %m) {
  %s = fadd <2 x double> %a, %b
  %v = bitcast i8 %m to <8 x i1>
  %k = shufflevector <8 x i1> %v, <8 x i1> %v, <2 x i32> <i32 0, i32 1>
  %r = select <2 x i1> %k, <2 x double> %s, <2 x double> %p
  ret <2 x double> %r
}
