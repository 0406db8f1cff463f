; EXPECT: refines
; GVN's commute.ll @intrinsic at i8 (the corpus has i32): `umax(y, x)` is
; `umax(x, y)`, so GVN passes the first call's result twice. For %x
; undef the source's two calls are two uses; the target's one call read
; twice is one of the source's behaviours (both calls resolving alike).
; min/max put an undef operand first, so both calls resolve it in the
; same stages (sign bit, then the rest) whichever side it is on, and the
; source's search mirrors the target's choices (session 20; before, the
; second call resolved all 8 bits at once and the check spent its work
; budget; at i32, inconclusive). alive-tv 22 times out.

declare void @use(i8, i8)
declare i8 @llvm.umax.i8(i8, i8)

define void @src(i8 %x, i8 %y) {
  %m1 = call i8 @llvm.umax.i8(i8 %x, i8 %y)
  %m2 = call i8 @llvm.umax.i8(i8 %y, i8 %x)
  call void @use(i8 %m1, i8 %m2)
  ret void
}

define void @tgt(i8 %x, i8 %y) {
  %m1 = call i8 @llvm.umax.i8(i8 %x, i8 %y)
  call void @use(i8 %m1, i8 %m1)
  ret void
}
