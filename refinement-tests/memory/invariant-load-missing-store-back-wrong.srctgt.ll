; EXPECT: not-refines
; The wrong variant of invariant-load-store-back-removed: without
; !invariant.load the call may change the location, and the store puts the
; loaded value back.

declare void @clobber(i32)

define void @src(ptr %p) {
  %a = load i32, ptr %p
  call void @clobber(i32 %a)
  store i32 %a, ptr %p
  ret void
}

define void @tgt(ptr %p) {
  %a = load i32, ptr %p
  call void @clobber(i32 %a)
  ret void
}
