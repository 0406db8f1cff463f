; EXPECT: not-refines
; Merging `store i32 -1` and a later `store i12 20` on a big-endian target
; into one `store i32` that puts the 12 bits in the wrong place (LLVM bug
; 41949): a call that reads the local sees other bytes. The i12 occupies
; the low 12 bits of its 2-byte store (the bytes reversed), the 4 bits
; above it are unspecified (LangRef `store`). Alive2's alive-tv says
; correct here: it does not compare the bytes of local blocks given to
; calls (its test says so).

target datalayout = "E"

declare void @consume(ptr)

define void @src() {
  %u = alloca i32
  store i32 -1, ptr %u
  store i12 20, ptr %u
  call void @consume(ptr %u)
  ret void
}

define void @tgt() {
  %u = alloca i32
  store i32 22020095, ptr %u
  call void @consume(ptr %u)
  ret void
}
