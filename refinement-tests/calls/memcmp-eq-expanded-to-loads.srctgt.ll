; EXPECT: not-refines
; ExpandMemCmp's expansion of `memcmp(p, q, 4) == 0` into one i32 compare
; (opt-22 -passes=expand-memcmp with an x86-64 triple; simplified here). With
; bytes that differ first and are poison after (01 xx xx pp against 02 xx xx
; xx), the source's memcmp is decided by the first byte and is defined
; ([c-memcmp] in semantics/libc.md: bytes after the first difference do not
; matter), while the expansion's i32 compare reads the poison byte and is
; poison. alive-tv 22 agrees ("Target is more poisonous than source").

define i1 @src(ptr dereferenceable(4) %p, ptr dereferenceable(4) %q) {
  %r = call i32 @memcmp(ptr %p, ptr %q, i64 4)
  %c = icmp eq i32 %r, 0
  ret i1 %c
}

define i1 @tgt(ptr dereferenceable(4) %p, ptr dereferenceable(4) %q) {
  %a = load i32, ptr %p, align 1
  %b = load i32, ptr %q, align 1
  %c = icmp eq i32 %a, %b
  ret i1 %c
}

declare i32 @memcmp(ptr captures(none), ptr captures(none), i64)
