; EXPECT: not-refines
; As assume-equal-constant-address-replaced, but the assumption compares
; %x's address as an integer (`ptrtoint`) with the constant: where %x
; points into a block at that address, the source returns a pointer into
; the block and the target one based on no pointer (LangRef "Pointer
; Aliasing Rules"; conversion.md [inttoptr-const]). llsem's inputs place
; the first pointer parameter's block at the integers its `ptrtoint` is
; compared with (decision 0062). alive-tv 22: incorrect.
define ptr @src(ptr %x) {
  %i = ptrtoint ptr %x to i64
  %cmp = icmp eq i64 %i, 12345678
  call void @llvm.assume(i1 %cmp)
  ret ptr %x
}

define ptr @tgt(ptr %x) {
  %i = ptrtoint ptr %x to i64
  %cmp = icmp eq i64 %i, 12345678
  call void @llvm.assume(i1 %cmp)
  ret ptr inttoptr (i64 12345678 to ptr)
}

declare void @llvm.assume(i1 noundef)
