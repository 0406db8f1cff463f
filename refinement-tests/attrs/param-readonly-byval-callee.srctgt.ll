; EXPECT: refines
; Passing a `readonly` parameter `byval` to an unknown callee gives it a
; copy: the callee writes the copy, not %x (LangRef `byval`: "a hidden
; copy of the pointee is made between the caller and the callee"), and a
; write it makes to %x's buffer through a pointer it got elsewhere is not
; through %x. Alive2's non-ub-exploitation/fncall-byval.

declare void @g(ptr byval(i32))

define void @src(ptr %x) {
  call void @g(ptr %x)
  ret void
}

define void @tgt(ptr readonly captures(none) %x) {
  tail call void @g(ptr %x)
  ret void
}
