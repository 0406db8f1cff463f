; EXPECT: not-refines
; MergeICmps (opt-22 on MergeICmps/X86/pair-int32-int32.ll @opeq1_inverse,
; reduced): the second fields are compared first, then the first ones, and
; the two become one 8-byte memcmp, which compares the first fields first.
; Where the second fields differ and a first field is poison, the source
; returns false without reading the first fields, while the memcmp meets
; the poison byte before any difference and is poison ([c-memcmp];
; alive-tv 22: doesn't verify). Pointer inputs include a buffer whose
; first half of the largest mentioned size is poison.

define i1 @src(ptr dereferenceable(8) %a, ptr dereferenceable(8) %b) {
entry:
  %pa = getelementptr inbounds i8, ptr %a, i64 4
  %pb = getelementptr inbounds i8, ptr %b, i64 4
  %x1 = load i32, ptr %pa, align 4
  %y1 = load i32, ptr %pb, align 4
  %c1 = icmp eq i32 %x1, %y1
  br i1 %c1, label %second, label %exit
second:
  %x0 = load i32, ptr %a, align 4
  %y0 = load i32, ptr %b, align 4
  %c0 = icmp eq i32 %x0, %y0
  br label %exit
exit:
  %r = phi i1 [ false, %entry ], [ %c0, %second ]
  ret i1 %r
}

define i1 @tgt(ptr dereferenceable(8) %a, ptr dereferenceable(8) %b) {
entry:
  %m = call i32 @memcmp(ptr %a, ptr %b, i64 8)
  %r = icmp eq i32 %m, 0
  ret i1 %r
}

declare i32 @memcmp(ptr, ptr, i64)
