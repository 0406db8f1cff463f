; EXPECT: not-refines
; As poison-arg-cse-drops-inbounds, but the merged GEP keeps inbounds: the
; second call is given poison where the source gives a pointer.
; alive-tv --disable-undef-input --disable-poison-input: doesn't verify
; ("Source is more defined than target").

declare void @use(ptr)

define void @src(ptr %p, i64 %n) {
  %a = getelementptr inbounds i8, ptr %p, i64 %n
  call void @use(ptr %a)
  %b = getelementptr i8, ptr %p, i64 %n
  call void @use(ptr %b)
  ret void
}

define void @tgt(ptr %p, i64 %n) {
  %a = getelementptr inbounds i8, ptr %p, i64 %n
  call void @use(ptr %a)
  call void @use(ptr %a)
  ret void
}
