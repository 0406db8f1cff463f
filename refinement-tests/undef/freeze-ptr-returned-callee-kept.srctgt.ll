; EXPECT: refines
; The correct variant of freeze-ptr-returned-callee-poison-wrong: the
; target keeps the freeze (alive-tv: correct).

define ptr @src() {
  %p = call ptr @f()
  %p.fr = freeze ptr %p
  ret ptr %p.fr
}

define ptr @tgt() {
  %p = call ptr @f()
  %q = freeze ptr %p
  ret ptr %q
}

declare nonnull ptr @f()
