; EXPECT: not-refines
; `dereferenceable` does not make memory writable (LangRef "Parameter
; Attributes": that is `writable`'s promise): the caller may pass
; read-only data holding 42, where the source never stores. Inputs
; include read-only data filled with the functions' constants.
; alive-tv 22: "Source is more defined than target" (Alive2's
; attrs/dereferenceable-fail2).

define void @src(ptr dereferenceable(1) %p) {
  %v = load i8, ptr %p
  %c = icmp ne i8 %v, 42
  br i1 %c, label %then, label %else
then:
  store i8 42, ptr %p
  ret void
else:
  ret void
}

define void @tgt(ptr dereferenceable(1) %p) {
  store i8 42, ptr %p
  ret void
}
