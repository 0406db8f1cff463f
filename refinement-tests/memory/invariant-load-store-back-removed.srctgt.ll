; EXPECT: refines
; EarlyCSE removes the store of an !invariant.load's value back to its
; location (invariant-loads.ll @test_dse1): a call that changed the
; location in between made the source undefined.

declare void @clobber(i32)

define void @src(ptr %p) {
  %a = load i32, ptr %p, !invariant.load !0
  call void @clobber(i32 %a)
  store i32 %a, ptr %p
  ret void
}

define void @tgt(ptr %p) {
  %a = load i32, ptr %p, !invariant.load !0
  call void @clobber(i32 %a)
  ret void
}

!0 = !{}
