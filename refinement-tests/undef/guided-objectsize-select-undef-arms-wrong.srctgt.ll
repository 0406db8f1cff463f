; EXPECT: inconclusive
; As guided-objectsize-select-undef-arms, but the target answers 9 for the
; minimum too: with %c0 true only 8 bytes are left, which the minimum may
; not exceed (LangRef "'llvm.objectsize' Intrinsic"). alive-tv: incorrect.
; llsem's source may answer the maximum with any of nearly 2^64 values,
; which it samples, so it finds no source run returning 9 for %c1 false
; but cannot claim there is none: inconclusive, as
; calls/objectsize-before-start-wrong.
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
  ret i64 9
}
