; EXPECT: not-refines
; SCCP's assume-equality-pointers.ll
; `@assume_pointers_equality_maybe_different_provenance_1` (LLVM 22; held-out
; sample 15, a miss until session 28): after `assume(%x == inttoptr C)`,
; opt-22 -passes=ipsccp returns the constant for %x. Where %x points into a
; block that lies at address C, the source returns a pointer into that
; block, the target one based on no pointer (LangRef "Pointer Aliasing
; Rules": an integer constant's range "shall not overlap with any ranges
; of addresses allocated by mechanisms provided by LLVM";
; conversion.md [inttoptr-const]). llsem's inputs place the first pointer
; parameter's block at the addresses the functions compare it with
; (refine/inputs.rs). alive-tv 22: incorrect (Value mismatch).
define ptr @src(ptr %x) {
  %cmp = icmp eq ptr %x, inttoptr (i64 12345678 to ptr)
  call void @llvm.assume(i1 %cmp)
  ret ptr %x
}

define ptr @tgt(ptr %x) {
  %cmp = icmp eq ptr %x, inttoptr (i64 12345678 to ptr)
  call void @llvm.assume(i1 %cmp)
  ret ptr inttoptr (i64 12345678 to ptr)
}

declare void @llvm.assume(i1 noundef)
