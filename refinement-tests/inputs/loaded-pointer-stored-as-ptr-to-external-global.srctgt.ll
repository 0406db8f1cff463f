; EXPECT: refines
; The correct variant of loaded-pointer-stored-as-int-to-external-global:
; the target keeps the pointer type, so the stored bytes carry the same
; provenance whatever %0 holds (@G's own address included).

@G = external global ptr, align 8

define void @src(ptr %0) {
  %p = load ptr, ptr %0, align 8
  %q = getelementptr i8, ptr %p, i64 8
  store ptr %q, ptr @G, align 8
  ret void
}

define void @tgt(ptr %0) {
  %p = load ptr, ptr %0, align 8
  %q = getelementptr i8, ptr %p, i64 8
  store ptr %q, ptr @G, align 8
  ret void
}
