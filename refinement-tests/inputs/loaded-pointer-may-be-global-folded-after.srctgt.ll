; EXPECT: refines
; As loaded-pointer-may-be-global-folded, but the store through %ptr comes
; after the store to @glb: whatever %ptr designates (@glb included), the
; reload reads 10.

@glb = global i8 0

define i8 @src(ptr %pptr) {
  %ptr = load ptr, ptr %pptr
  store i8 20, ptr @glb
  store i8 10, ptr %ptr
  %v = load i8, ptr %ptr
  ret i8 %v
}

define i8 @tgt(ptr %pptr) {
  %ptr = load ptr, ptr %pptr
  store i8 20, ptr @glb
  store i8 10, ptr %ptr
  ret i8 10
}
