; EXPECT: refines
; The correct variant of loaded-pointer-may-be-external-global-folded:
; the reload follows the store through %ptr with nothing in between, so
; folding it to 10 is right whatever global %ptr points to.

@glb = external global i8

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
