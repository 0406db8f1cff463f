; EXPECT: not-refines
; The wrong variant: the target widens the i28 store to a <8 x i4> store
; whose last lane, the source's 4 extra bits, is poison. The source's
; extra bits are kept or overwritten, so where the caller's byte was
; defined they cannot become poison. alive-tv 22: "Mismatch in memory".

define void @src(ptr %in, i28 %v) {
  store i28 %v, ptr %in, align 4
  ret void
}

define void @tgt(ptr %in, i28 %v) {
  %w = zext i28 %v to i32
  %lanes = bitcast i32 %w to <8 x i4>
  %top = insertelement <8 x i4> %lanes, i4 poison, i64 7
  store <8 x i4> %top, ptr %in, align 4
  ret void
}
