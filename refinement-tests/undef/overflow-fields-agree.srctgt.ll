; EXPECT: refines
; Two `extractvalue`s of one `uadd.with.overflow(undef, 1)` are two uses
; (LangRef "Undefined Values"): `(v == 0) ^ o` is `i1 undef` in the
; source (each field its whole set, [with-ov-fields]), so `false` refines
; it (alive-tv 22: correct).

declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8)

define i1 @src(i8 %a) {
  %r = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 undef, i8 1)
  %v = extractvalue { i8, i1 } %r, 0
  %o = extractvalue { i8, i1 } %r, 1
  %z = icmp eq i8 %v, 0
  %d = xor i1 %z, %o
  ret i1 %d
}

define i1 @tgt(i8 %a) {
  ret i1 false
}
