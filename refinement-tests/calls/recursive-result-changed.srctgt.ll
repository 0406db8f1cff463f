; EXPECT: inconclusive
; The target adds 2 to what its call of itself returns where the source
; adds 1. Each call allocates a stack object, so the divergence probe
; (which gives up at an allocation) proves nothing and every run hits the
; depth bound. The modular check (decision 0021)
; reads the calls of itself as one unknown function shared by both sides,
; and then the results differ; but the functions themselves never return
; (each calls itself unconditionally), so neither has a behaviour the other
; lacks. A counterexample of the modular check need not be one of the real
; functions, so it is never reported as `not-refines`: inconclusive.
; (alive-tv, whose reading of a call of a defined function is the modular
; one, says the two-file form `@f`/`@f` does not verify.)

define i32 @src(i32 %x) {
  %slot = alloca i32
  store i32 %x, ptr %slot
  %r = call i32 @src(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}

define i32 @tgt(i32 %x) {
  %slot = alloca i32
  store i32 %x, ptr %slot
  %r = call i32 @tgt(i32 %x)
  %s = add i32 %r, 2
  ret i32 %s
}
