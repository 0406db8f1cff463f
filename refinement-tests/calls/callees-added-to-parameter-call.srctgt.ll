; EXPECT: not-refines
; The target adds `!callees !{@g}` to a call through a parameter (LLVM 22's
; opt over a Transforms test, sample 11's K1). The parameter may hold the
; address of a function the module does not name (`@llsem.foreign`), which
; the source calls and the target may not: LangRef "'callees' Metadata",
; calling a function outside the list is UB, so the target has UB the
; source does not (decision 0053).

declare i1 @g(ptr)

define i1 @src(ptr %cmp, ptr %a) {
  %r = call i1 %cmp(ptr %a)
  ret i1 %r
}

define i1 @tgt(ptr %cmp, ptr %a) {
  %r = call i1 %cmp(ptr %a), !callees !0
  ret i1 %r
}

!0 = !{ptr @g}
