; EXPECT: refines
; The bit-parallel population count (as aggressive-instcombine matches it)
; to llvm.ctpop. For an undef %x the target resolves %x once (one value u)
; and returns ctpop(u); the source may take u at every use of %x (LangRef
; "Undefined Values"), which llsem shows by running it on %x = u
; (decision 0036), though its own early resolutions of the chain's undef
; operands (decision 0001) cannot make every use equal. Alive2: correct.

define i128 @src(i128 %x) {
  %a = lshr i128 %x, 1
  %b = and i128 %a, 113427455640312821154458202477256070485
  %d = sub i128 %x, %b
  %e = and i128 %d, 68056473384187692692674921486353642291
  %f = lshr i128 %d, 2
  %g = and i128 %f, 68056473384187692692674921486353642291
  %h = add nuw nsw i128 %g, %e
  %i = lshr i128 %h, 4
  %j = add nuw nsw i128 %i, %h
  %k = and i128 %j, 20016609818878733144904388672456953615
  %l = mul i128 %k, 1334440654591915542993625911497130241
  %r = lshr i128 %l, 120
  ret i128 %r
}

define i128 @tgt(i128 %x) {
  %r = call i128 @llvm.ctpop.i128(i128 %x)
  ret i128 %r
}

declare i128 @llvm.ctpop.i128(i128)
