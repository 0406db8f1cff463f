; EXPECT: refines
; The bit-parallel population count (as aggressive-instcombine matches it)
; to llvm.ctpop. For an undef %x the target resolves %x once (one value u)
; and returns ctpop(u); the source may take u at every use of %x (LangRef
; "Undefined Values"), which llsem shows by running it on %x = u
; (decision 0036), though its own early resolutions of the chain's undef
; operands (decision 0001) cannot make every use equal. Alive2: correct.

define i64 @src(i64 %x) {
  %a = lshr i64 %x, 1
  %b = and i64 %a, 6148914691236517205
  %d = sub i64 %x, %b
  %e = and i64 %d, 3689348814741910323
  %f = lshr i64 %d, 2
  %g = and i64 %f, 3689348814741910323
  %h = add nuw nsw i64 %g, %e
  %i = lshr i64 %h, 4
  %j = add nuw nsw i64 %i, %h
  %k = and i64 %j, 1085102592571150095
  %l = mul i64 %k, 72340172838076673
  %r = lshr i64 %l, 56
  ret i64 %r
}

define i64 @tgt(i64 %x) {
  %r = call i64 @llvm.ctpop.i64(i64 %x)
  ret i64 %r
}

declare i64 @llvm.ctpop.i64(i64)
