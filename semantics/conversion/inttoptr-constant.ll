; `inttoptr` of an integer constant, as a constant expression: based on no
; pointer, so it designates no block, even where one lies at its address
; (LangRef "Pointer Aliasing Rules": an integer constant "may be associated
; with address ranges allocated through mechanisms other than those
; provided by LLVM. Such ranges shall not overlap with any ranges of
; addresses allocated by mechanisms provided by LLVM"; conversion.md
; [inttoptr-const]). @g is the module's first block, at 0x1000 (llsem's
; first address, decision 0002).
; RUN: @g_address() => i64 4096
; RUN: @load_at_constant() => ub no-provenance
; the address compares equal all the same (`icmp` sees addresses only)
; RUN: @compare_with_constant() => i1 true
; an `inttoptr` of a computed integer may access the block at its address
; (conversion.md [inttoptr])
; RUN: @load_at_computed() => i32 7
; the constant returned is no pointer into @g
; RUN: @constant_returned() => ptr 0x1000

@g = global i32 7

define i64 @g_address() {
  %a = ptrtoint ptr @g to i64
  ret i64 %a
}
define i32 @load_at_constant() {
  %v = load i32, ptr inttoptr (i64 4096 to ptr)
  ret i32 %v
}
define i1 @compare_with_constant() {
  %c = icmp eq ptr @g, inttoptr (i64 4096 to ptr)
  ret i1 %c
}
define i32 @load_at_computed() {
  %a = ptrtoint ptr @g to i64
  %p = inttoptr i64 %a to ptr
  %v = load i32, ptr %p
  ret i32 %v
}
define ptr @constant_returned() {
  ret ptr inttoptr (i64 4096 to ptr)
}
