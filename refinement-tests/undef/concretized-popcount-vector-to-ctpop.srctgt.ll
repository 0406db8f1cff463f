; EXPECT: refines
; The bit-parallel population count (as aggressive-instcombine matches it)
; to llvm.ctpop. For an undef %x the target resolves each lane of %x once (one value u)
; and returns ctpop(u); the source may take u at every use of %x (LangRef
; "Undefined Values"), which llsem shows by running it on %x = u
; (decision 0036), though its own early resolutions of the chain's undef
; operands (decision 0001) cannot make every use equal. Alive2: correct.

define <2 x i32> @src(<2 x i32> %x) {
  %a = lshr <2 x i32> %x, splat (i32 1)
  %b = and <2 x i32> %a, splat (i32 1431655765)
  %d = sub <2 x i32> %x, %b
  %e = and <2 x i32> %d, splat (i32 858993459)
  %f = lshr <2 x i32> %d, splat (i32 2)
  %g = and <2 x i32> %f, splat (i32 858993459)
  %h = add nuw nsw <2 x i32> %g, %e
  %i = lshr <2 x i32> %h, splat (i32 4)
  %j = add nuw nsw <2 x i32> %i, %h
  %k = and <2 x i32> %j, splat (i32 252645135)
  %l = mul <2 x i32> %k, splat (i32 16843009)
  %r = lshr <2 x i32> %l, splat (i32 24)
  ret <2 x i32> %r
}

define <2 x i32> @tgt(<2 x i32> %x) {
  %r = call <2 x i32> @llvm.ctpop.v2i32(<2 x i32> %x)
  ret <2 x i32> %r
}

declare <2 x i32> @llvm.ctpop.v2i32(<2 x i32>)
