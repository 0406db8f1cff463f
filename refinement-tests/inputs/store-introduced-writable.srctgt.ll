; EXPECT: refines
; The same with `writable`: the memory may be written, so the store that
; leaves 42 where 42 was is introduced legally. alive-tv 22: correct.

define void @src(ptr writable dereferenceable(1) %p) {
  %v = load i8, ptr %p
  %c = icmp ne i8 %v, 42
  br i1 %c, label %then, label %else
then:
  store i8 42, ptr %p
  ret void
else:
  ret void
}

define void @tgt(ptr writable dereferenceable(1) %p) {
  store i8 42, ptr %p
  ret void
}
