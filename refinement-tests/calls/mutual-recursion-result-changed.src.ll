; EXPECT: inconclusive
; As mutual-recursion-attrs-added, but the target's @b adds 1 to what @a
; returns, and @a allocates a stack object in each call (so the
; divergence probe, which gives up at an allocation, proves nothing and
; every run hits the depth bound). The modular check of @b finds results
; that differ; the real
; functions never return, so that need not be a behaviour of theirs, and
; @a, unchanged, is not reported `refines` either: the induction needs
; every function of the cycle to refine.

define i32 @a(i32 %x) {
  %slot = alloca i32
  store i32 %x, ptr %slot
  %t = call i32 @b(i32 %x)
  ret i32 %t
}

define i32 @b(i32 %x) {
  %t = call i32 @a(i32 %x)
  ret i32 %t
}
