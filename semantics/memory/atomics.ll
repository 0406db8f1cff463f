; cmpxchg, atomicrmw, fence, atomic load/store (LangRef "Memory Access and
; Addressing Operations"). llsem runs one thread, so an atomic operation is
; a plain sequential access and fence does nothing; the access rules (well
; defined pointer, bounds, alignment, lifetime) are those of load and store.

; RUN: @cmpxchg(5, 5, 9) => { i32, i32, i1 } { i32 5, i32 9, i1 true }
; RUN: @cmpxchg(5, 6, 9) => { i32, i32, i1 } { i32 5, i32 5, i1 false }
; RUN: @rmw_add(-1) => { i8, i8 } { i8 1, i8 0 }
; RUN: @rmw_xchg(4) => { i8, i8 } { i8 1, i8 4 }
; RUN: @rmw_max(-3) => { i8, i8 } { i8 1, i8 1 }
; RUN: @rmw_umax(-3) => { i8, i8 } { i8 1, i8 -3 }
; RUN: @rmw_nand(3) => { i8, i8 } { i8 1, i8 -2 }
; RUN: @rmw_add(poison) => { i8, i8 } { i8 1, i8 poison }
; RUN: @atomic_load_store(7) => i32 7
; RUN: @cmpxchg_null() => ub null-dereference
; RUN: @rmw_misaligned() => ub misaligned-access
; comparing a poison or undef operand has an unspecified outcome: the
; flag says which (semantics/memory.md, [cmpxchg-unspecified])
; RUN: @cmpxchg(poison, 5, 9) => { i32, i32, i1 } { i32 poison, i32 poison, i1 false } | { i32, i32, i1 } { i32 poison, i32 9, i1 true }
; RUN: @cmpxchg(5, poison, 9) => { i32, i32, i1 } { i32 5, i32 5, i1 false } | { i32, i32, i1 } { i32 5, i32 9, i1 true }
; RUN: @cmpxchg(5, 5, poison) => { i32, i32, i1 } { i32 5, i32 poison, i1 true }
; RUN: @cmpxchg_undef() => { i32, i1 } { i32 undef, i1 false } | { i32, i1 } { i32 undef, i1 true }

define { i32, i32, i1 } @cmpxchg(i32 %init, i32 %cmp, i32 %new) {
  %p = alloca i32
  store i32 %init, ptr %p
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  %now = load i32, ptr %p
  %a = insertvalue { i32, i32, i1 } poison, i32 %old, 0
  %b = insertvalue { i32, i32, i1 } %a, i32 %now, 1
  %c = insertvalue { i32, i32, i1 } %b, i1 %ok, 2
  ret { i32, i32, i1 } %c
}
define { i8, i8 } @rmw_add(i8 %v) {
  %p = alloca i8
  store i8 1, ptr %p
  %old = atomicrmw add ptr %p, i8 %v seq_cst
  %now = load i8, ptr %p
  %a = insertvalue { i8, i8 } poison, i8 %old, 0
  %b = insertvalue { i8, i8 } %a, i8 %now, 1
  ret { i8, i8 } %b
}
define { i8, i8 } @rmw_xchg(i8 %v) {
  %p = alloca i8
  store i8 1, ptr %p
  %old = atomicrmw xchg ptr %p, i8 %v seq_cst
  %now = load i8, ptr %p
  %a = insertvalue { i8, i8 } poison, i8 %old, 0
  %b = insertvalue { i8, i8 } %a, i8 %now, 1
  ret { i8, i8 } %b
}
define { i8, i8 } @rmw_max(i8 %v) {
  %p = alloca i8
  store i8 1, ptr %p
  %old = atomicrmw max ptr %p, i8 %v seq_cst
  %now = load i8, ptr %p
  %a = insertvalue { i8, i8 } poison, i8 %old, 0
  %b = insertvalue { i8, i8 } %a, i8 %now, 1
  ret { i8, i8 } %b
}
define { i8, i8 } @rmw_umax(i8 %v) {
  %p = alloca i8
  store i8 1, ptr %p
  %old = atomicrmw umax ptr %p, i8 %v seq_cst
  %now = load i8, ptr %p
  %a = insertvalue { i8, i8 } poison, i8 %old, 0
  %b = insertvalue { i8, i8 } %a, i8 %now, 1
  ret { i8, i8 } %b
}
define { i8, i8 } @rmw_nand(i8 %v) {
  %p = alloca i8
  store i8 1, ptr %p
  %old = atomicrmw nand ptr %p, i8 %v seq_cst
  %now = load i8, ptr %p
  %a = insertvalue { i8, i8 } poison, i8 %old, 0
  %b = insertvalue { i8, i8 } %a, i8 %now, 1
  ret { i8, i8 } %b
}
define i32 @atomic_load_store(i32 %v) {
  %p = alloca i32
  store atomic i32 %v, ptr %p release, align 4
  fence seq_cst
  %r = load atomic i32, ptr %p acquire, align 4
  ret i32 %r
}
define i32 @cmpxchg_null() {
  %pair = cmpxchg ptr null, i32 0, i32 1 seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
define i8 @rmw_misaligned() {
  %a = alloca [8 x i8], align 8
  %p = getelementptr i8, ptr %a, i64 1
  %old = atomicrmw add ptr %p, i16 1 seq_cst, align 2
  ret i8 0
}
define { i32, i1 } @cmpxchg_undef() {
  %p = alloca i32
  %pair = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst
  ret { i32, i1 } %pair
}
