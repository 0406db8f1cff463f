; EXPECT: not-refines
; A definition named like a C library function keeps the attributes it is
; written with: LLVM 22 infers the library's attributes for declarations
; only (opt-22 -passes=inferattrs leaves a defined @calloc alone), so the
; target's added noundef makes a poison argument UB where the source has
; none. Alive2 gives the definition the library's attributes and says
; correct (libcalls/defined-fn; paper-notes/langref-deltas.md).

define ptr @calloc(i64 %count, i64 %size) memory(inaccessiblemem: readwrite) {
  ret ptr null
}
