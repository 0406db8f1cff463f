; EXPECT: refines
; As global-internal-written-elsewhere-folded, but the only store writes
; the initializer itself (what GlobalOpt sees as a global "only ever set to
; its initial value", and folds): the contents at entry are still 5.
; alive-tv gives the global arbitrary contents and says incorrect (a
; documented narrowing: paper-notes/refinement-rules.md).

@g = internal global i32 5

define void @set() {
  store i32 5, ptr @g
  ret void
}

define i32 @src() {
  %x = load i32, ptr @g
  ret i32 %x
}

define i32 @tgt() {
  ret i32 5
}
