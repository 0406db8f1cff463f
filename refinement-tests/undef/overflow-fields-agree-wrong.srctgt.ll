; EXPECT: not-refines
; overflow-fields-agree.srctgt.ll the other way round: the target's two
; `extractvalue`s may see the sum and the bit of different members (v = 1,
; o = true), so `(v == 0) ^ o` may be true where the source returns false
; (alive-tv 22: return value more undefined, with that very pair). Before
; session 20 llsem read one resolved member for both fields and said
; refines (sampled).

declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8)

define i1 @src(i8 %a) {
  ret i1 false
}

define i1 @tgt(i8 %a) {
  %r = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 undef, i8 1)
  %v = extractvalue { i8, i1 } %r, 0
  %o = extractvalue { i8, i1 } %r, 1
  %z = icmp eq i8 %v, 0
  %d = xor i1 %z, %o
  ret i1 %d
}
