; EXPECT: not-refines
; A call site's `dereferenceable(2)` added on an argument the source only
; copies one byte of (`byval(i8)`): for a 1-byte buffer the target has UB
; (LangRef `dereferenceable(<n>)`), the source none. Alive2's
; attrs/byval-dereferenceable2; inputs try the size a call site promises
; and one byte less.

define void @src(ptr %p) {
  call void @f(ptr %p)
  ret void
}

define void @tgt(ptr %p) {
  call void @f(ptr dereferenceable(2) %p)
  ret void
}

declare void @f(ptr byval(i8))
