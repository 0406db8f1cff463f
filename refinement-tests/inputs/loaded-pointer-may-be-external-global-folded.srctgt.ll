; EXPECT: not-refines
; As loaded-pointer-may-be-global-folded, with @glb declared only: the
; pointer loaded through %pptr may hold the address of a global the module
; declares without defining (the caller stored it there), so the store to
; @glb may overwrite what was stored through %ptr and the reload cannot be
; folded to 10 (LangRef "Pointer Aliasing Rules"). Input buffers hold
; pointers to external globals too, printed as `bytes:{@glb}...`.

@glb = external global i8

define i8 @src(ptr %pptr) {
  %ptr = load ptr, ptr %pptr
  store i8 10, ptr %ptr
  store i8 20, ptr @glb
  %v = load i8, ptr %ptr
  ret i8 %v
}

define i8 @tgt(ptr %pptr) {
  %ptr = load ptr, ptr %pptr
  store i8 10, ptr %ptr
  store i8 20, ptr @glb
  ret i8 10
}
