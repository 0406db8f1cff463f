; EXPECT: not-refines
; The converse of poison-arg-drop-inbounds-after-call: adding inbounds
; makes the argument poison where the source passes a pointer.
; alive-tv --disable-undef-input --disable-poison-input: doesn't verify.

declare i64 @get()
declare void @use(ptr)

define void @src(ptr %p) {
  %n = call i64 @get()
  %a = getelementptr i8, ptr %p, i64 %n
  call void @use(ptr %a)
  ret void
}

define void @tgt(ptr %p) {
  %n = call i64 @get()
  %a = getelementptr inbounds i8, ptr %p, i64 %n
  call void @use(ptr %a)
  ret void
}
