; EXPECT: refines
; Removing a store of any value to an !invariant.load's location is right:
; the source is undefined wherever the store (or the call) changes the
; location, and elsewhere the store writes what is there. LLVM's EarlyCSE
; keeps this store (invariant-loads.ll @test_false_negative_dse2, a missed
; optimization by its name).

declare void @clobber(i32)

define void @src(ptr %p, i32 %v) {
  %a = load i32, ptr %p, !invariant.load !0
  call void @clobber(i32 %a)
  store i32 %v, ptr %p
  ret void
}

define void @tgt(ptr %p, i32 %v) {
  %a = load i32, ptr %p, !invariant.load !0
  call void @clobber(i32 %a)
  ret void
}

!0 = !{}
