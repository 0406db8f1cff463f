; EXPECT: not-refines
; The converse of poison-arg-drop-inbounds: adding inbounds makes the
; argument poison where the source passes a pointer, which the callee may
; tell apart. alive-tv --disable-undef-input --disable-poison-input: doesn't
; verify ("Source is more defined than target").

declare void @use(ptr)

define void @src(ptr %p, i64 %n) {
  %a = getelementptr i8, ptr %p, i64 %n
  call void @use(ptr %a)
  ret void
}

define void @tgt(ptr %p, i64 %n) {
  %a = getelementptr inbounds i8, ptr %p, i64 %n
  call void @use(ptr %a)
  ret void
}
