; EXPECT: refines
; LowerConstantIntrinsics folds objectsize of a pointer that is one of two
; GEPs to the largest (9) and smallest (8) of their sizes (LLVM's
; builtin-object-size-range.ll @select_gep_neg_offset). With %c1 undef the
; target returns select i1 undef, 9, 8: the set {8, 9}. The source may
; answer the maximum with any size >= the 8 bytes left and the minimum
; with any size <= 8 (LangRef "'llvm.objectsize' Intrinsic"), so its
; select i1 undef of 9 and 8 is the same set. The maximum's choice is too
; wide to enumerate; the least and greatest member of the target's undef
; value guide it (semantics/undef.md [refine-guided]). alive-tv: correct.
declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1, i1)

define i64 @src(i1 %c0, i1 %c1) {
  %ptr = alloca i8, i64 10
  %ptr.slide.1 = getelementptr inbounds i8, ptr %ptr, i64 5
  %offset = select i1 %c0, i64 -3, i64 -4
  %ptr.slide.2 = getelementptr inbounds i8, ptr %ptr.slide.1, i64 %offset
  %objsize_max = call i64 @llvm.objectsize.i64.p0(ptr %ptr.slide.2, i1 false, i1 true, i1 false)
  %objsize_min = call i64 @llvm.objectsize.i64.p0(ptr %ptr.slide.2, i1 true, i1 true, i1 false)
  %res = select i1 %c1, i64 %objsize_max, i64 %objsize_min
  ret i64 %res
}

define i64 @tgt(i1 %c0, i1 %c1) {
  %res = select i1 %c1, i64 9, i64 8
  ret i64 %res
}
