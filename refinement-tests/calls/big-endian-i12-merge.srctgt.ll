; EXPECT: refines
; The same merge with the 12 bits where the i12 store puts them (0x0014
; in the first two bytes; the target picks 0 for the 4 unspecified bits):
; the call reads more defined bytes in the target, and a call given a
; refined input may answer as the source's (Alive2 `refinedBy`).

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
  store i32 1376255, ptr %u
  call void @consume(ptr %u)
  ret void
}
