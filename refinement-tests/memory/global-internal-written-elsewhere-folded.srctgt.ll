; EXPECT: not-refines
; As global-internal-folded, but another function of the module stores 7
; to the internal global, and may have run before @src: its contents at
; entry are no longer known to be the initializer, and folding the load to
; 5 is wrong (LangRef "Linkage Types": `internal` limits who may write it
; to this module, not to its initializer). Constructed from LLVM's
; test/Transforms/SCCP/pr35357.ll (session 16's fourth held-out sample,
; where the s15 build wrongly said refines); alive-tv: incorrect.

@g = internal global i32 5

define void @set() {
  store i32 7, ptr @g
  ret void
}

define i32 @src() {
  %x = load i32, ptr @g
  ret i32 %x
}

define i32 @tgt() {
  ret i32 5
}
