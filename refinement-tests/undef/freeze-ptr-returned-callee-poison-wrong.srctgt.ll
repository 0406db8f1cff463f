; EXPECT: not-refines
; Alive2's attrs/nonnull-ret-callsite2, in llsem's words: a `nonnull`
; return of an external function is poison when it returns null (LangRef
; "Parameter Attributes": nonnull), the source freezes it and returns it
; at once, the target returns it unfrozen. The 64-bit freeze is sampled;
; every value of it gives a defined pointer, which never allows the
; target's poison (semantics/undef.md, [refine-frozen-return]; alive-tv:
; "Target is more poisonous than source").

define ptr @src() {
  %p = call ptr @f()
  %p.fr = freeze ptr %p
  ret ptr %p.fr
}

define ptr @tgt() {
  %p = call ptr @f()
  ret ptr %p
}

declare nonnull ptr @f()
