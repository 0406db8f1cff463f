; EXPECT: not-refines
; The source freezes `add (and undef, 5), 1`, a set ({1, 2, 5, 6}) that is
; no cube, so llsem resolves the `add`'s undef bits at a use of undef; the
; freeze then fixes one member per execution, and its low bit is one
; defined value. The target returns `and undef, 1`: more undefined. Runs
; of the source that differ in a resolution made before a `freeze` are
; different executions, so they do not together cover the target's
; undef bit (semantics/undef.md, [refine-undef]; alive-tv: "Target's
; return value is more undefined").

define i8 @src() {
  %a = and i8 undef, 5
  %s = add i8 %a, 1
  %f = freeze i8 %s
  %r = and i8 %f, 1
  ret i8 %r
}

define i8 @tgt() {
  %r = and i8 undef, 1
  ret i8 %r
}
