; EXPECT: refines
; DeadStoreElimination/PartialStore2.ll's shape: a store the next store
; overwrites whole is removed before an unconditional call of the function
; itself. Every run hits the depth bound, so the check is modular
; (decision 0021): the calls of @src and of @tgt of themselves become calls
; of one unknown function shared by both sides, which sees the same
; argument and the same memory on both. alive-tv agrees on the two-file
; form (`@f` in both files); in this one-file form it reads @src's and
; @tgt's calls as calls of two different functions and does not verify.

define void @src(ptr %p) {
  %a = alloca i32, align 4
  store i32 1, ptr %a, align 4
  store i32 2, ptr %a, align 4
  call void @src(ptr %a)
  ret void
}

define void @tgt(ptr %p) {
  %a = alloca i32, align 4
  store i32 2, ptr %a, align 4
  call void @tgt(ptr %a)
  ret void
}
