; EXPECT: not-refines
; CodeGenPrepare (LLVM 22, -stress-cgp-store-extract) moves an `sdiv` by -1
; of one lane of a loaded `<2 x i8>` before the `extractelement`, dividing
; both lanes (llvm/test/Transforms/CodeGenPrepare/X86/
; store-extract-division-ub.ll, @no_promote_sdiv_minus_one). A second lane
; holding -128 makes the target's division overflow, which is immediate UB
; (LangRef "'sdiv' Instruction"), where the source divides only the first
; lane. Random bytes almost never hold -128 in that lane; the buffers whose
; every loaded element holds a boundary value (refine/elements.rs) do.
; alive-tv: Source is more defined than target.

define void @src(ptr %src, ptr %dst) {
  %v = load <2 x i8>, ptr %src, align 1
  %e = extractelement <2 x i8> %v, i32 0
  %r = sdiv i8 %e, -1
  store i8 %r, ptr %dst, align 1
  ret void
}

define void @tgt(ptr %src, ptr %dst) {
  %v = load <2 x i8>, ptr %src, align 1
  %r = sdiv <2 x i8> %v, splat (i8 -1)
  %e = extractelement <2 x i8> %r, i32 0
  store i8 %e, ptr %dst, align 1
  ret void
}
