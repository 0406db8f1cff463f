; EXPECT: not-refines
; An `llvm.assume` bundle says %p is 4 more than a multiple of 16; the
; target raises the alignment of a load from %p itself to 16, which such a
; pointer never has (LangRef "Assume Operand Bundles": `"align"(p, A, O)`
; says `p - O` is A-aligned; `load`: a misaligned address is UB). Found by
; the pointer inputs at each assumed residue (Alive2's bugs/D98759).

define i32 @src(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 16, i64 4)]
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @tgt(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 16, i64 4)]
  %v = load i32, ptr %p, align 16
  ret i32 %v
}

declare void @llvm.assume(i1)
