; EXPECT: refines
; element-lane-sdiv-by-minus-one-wrong.srctgt.ll with the divisor 2, which
; CodeGenPrepare may move before the `extractelement` (store-extract-
; division-ub.ll, @promote_sdiv_two): no lane value makes `sdiv` by 2 UB
; (LangRef "'sdiv' Instruction"), so the buffers whose loaded elements hold
; 0, 1, -1, -128, 127, 2 and their neighbours find no difference.
; alive-tv: correct.

define void @src(ptr %src, ptr %dst) {
  %v = load <2 x i8>, ptr %src, align 1
  %e = extractelement <2 x i8> %v, i32 0
  %r = sdiv i8 %e, 2
  store i8 %r, ptr %dst, align 1
  ret void
}

define void @tgt(ptr %src, ptr %dst) {
  %v = load <2 x i8>, ptr %src, align 1
  %r = sdiv <2 x i8> %v, splat (i8 2)
  %e = extractelement <2 x i8> %r, i32 0
  store i8 %e, ptr %dst, align 1
  ret void
}
