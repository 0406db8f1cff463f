; EXPECT: not-refines
; The wrong variant of invariant-load-forwarded-across-call: without
; !invariant.load the call may change the location, and the second call
; must see the new contents.

declare void @clobber(i32)

define void @src(ptr %p) {
  %a = load i32, ptr %p
  call void @clobber(i32 %a)
  %b = load i32, ptr %p
  call void @clobber(i32 %b)
  ret void
}

define void @tgt(ptr %p) {
  %a = load i32, ptr %p
  call void @clobber(i32 %a)
  call void @clobber(i32 %a)
  ret void
}
