; EXPECT: refines
; EarlyCSE forwards a plain load's value to a later !invariant.load of the
; location across a call (invariant-loads.ll @f_2): the location must have
; held that value all along, even when the plain load read undef bits.

declare void @clobber(i32)

define void @src(ptr %p) {
  %a = load i32, ptr %p
  call void @clobber(i32 %a)
  %b = load i32, ptr %p, !invariant.load !0
  call void @clobber(i32 %b)
  ret void
}

define void @tgt(ptr %p) {
  %a = load i32, ptr %p
  call void @clobber(i32 %a)
  call void @clobber(i32 %a)
  ret void
}

!0 = !{}
