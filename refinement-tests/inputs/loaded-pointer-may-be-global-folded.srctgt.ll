; EXPECT: not-refines
; The pointer loaded through %pptr may hold @glb's address (the caller
; stored it there), so the store to @glb may overwrite what was stored
; through %ptr and the reload cannot be folded to 10 (LangRef "Pointer
; Aliasing Rules"; Alive2 memory/glb-arg-noalias-fail-2). Inputs include
; buffers holding pointers to the module's globals, printed and replayed as
; `bytes:{@glb}...`.

@glb = global i8 0

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
