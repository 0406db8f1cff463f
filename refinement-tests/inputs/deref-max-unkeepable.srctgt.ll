; EXPECT: refines
; A regression test for a panic (held-out sample 8, an AMDGPU kernel
; argument marked `dereferenceable(18446744073709551615)`: refine's input
; generator tried to allocate that many bytes, "capacity overflow", and
; the whole file was lost). No object can hold 2^64 - 1 bytes, so every
; input breaks the attribute, which is UB on both sides (LangRef
; "Parameter Attributes" `dereferenceable`), and any target refines; what
; this test checks is that llsem says so at once instead of failing.

define i32 @src(ptr dereferenceable(18446744073709551615) %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @tgt(ptr dereferenceable(18446744073709551615) %p) {
  ret i32 0
}
