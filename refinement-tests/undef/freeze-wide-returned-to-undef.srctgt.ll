; EXPECT: not-refines
; The i64 form of freeze-undef-to-undef: 2^64 values of the freeze cannot be
; tried one by one, so the source's choice is sampled. The freeze's result
; goes straight to the entry's `ret`: every value of that last choice gives
; the same behaviour but for the returned value, which is defined whatever
; it is (LangRef "freeze": "an arbitrary, but fixed, value"), and a defined
; value never allows the target's undef (semantics/undef.md,
; [refine-frozen-return]; alive-tv: "Target's return value is more
; undefined").

define i64 @src() {
  %v = freeze i64 undef
  ret i64 %v
}

define i64 @tgt() {
  ret i64 undef
}
