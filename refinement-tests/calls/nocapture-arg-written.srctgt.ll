; EXPECT: not-refines
; `captures(none)` does not stop the callee from writing through the
; pointer while it runs: a store to the local may not be forwarded past
; the call (LangRef "Pointer Capture" restricts what happens after the
; call returns). Alive2's alive-tv says correct here: it does not let
; calls write local blocks ("TODO: havoc local blocks" in
; `Memory::setState`); decision 0013.

declare void @fill(ptr captures(none))

define i8 @src() {
  %p = alloca i8
  store i8 1, ptr %p
  call void @fill(ptr %p)
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @tgt() {
  %p = alloca i8
  store i8 1, ptr %p
  call void @fill(ptr %p)
  ret i8 1
}
