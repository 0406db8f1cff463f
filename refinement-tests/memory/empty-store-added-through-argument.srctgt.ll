; EXPECT: not-refines
; Adding `store {} {}` through a pointer argument that may be null
; (Alive2's emptyaggr-store2, which expects "correct"). The store touches
; no byte, but LLVM 22 reads it as a dereference of its pointer: opt-22's
; EarlyCSE folds a later `icmp eq ptr %p, null` to false after it, and
; SimplifyCFG turns `store {} {}, ptr null` into `unreachable`. So for
; %p = null the target has UB where the source has none
; (langref-deltas.md D14a and "Alive2 tests whose expected verdict llsem
; does not share").

define void @src(ptr noundef %p) {
  ret void
}

define void @tgt(ptr noundef %p) {
  store {} {}, ptr %p
  ret void
}
