; EXPECT: not-refines
; The wrong variant of dead-on-return-store-removed: the store removed is
; the one through the argument that is not `dead_on_return`.

define void @src(ptr %out, ptr dead_on_return %tmp) {
  store i64 1, ptr %out
  store i64 2, ptr %tmp
  ret void
}

define void @tgt(ptr %out, ptr dead_on_return %tmp) {
  store i64 2, ptr %tmp
  ret void
}
