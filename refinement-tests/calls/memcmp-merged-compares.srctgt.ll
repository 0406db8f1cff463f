; EXPECT: refines
; MergeICmps (opt-22 on MergeICmps/X86/pair-int32-int32.ll @opeq1, reduced):
; two 4-byte compares, the second only when the first fields are equal,
; become one 8-byte memcmp. The source never reads the second fields when the
; first differ, so they may be poison there; the memcmp is decided by the
; first difference and ignores the bytes after it ([c-memcmp] in
; semantics/libc.md), as alive-tv 22 reads it too.

define i1 @src(ptr dereferenceable(8) %a, ptr dereferenceable(8) %b) {
entry:
  %x0 = load i32, ptr %a, align 4
  %y0 = load i32, ptr %b, align 4
  %c0 = icmp eq i32 %x0, %y0
  br i1 %c0, label %second, label %exit
second:
  %pa = getelementptr inbounds i8, ptr %a, i64 4
  %pb = getelementptr inbounds i8, ptr %b, i64 4
  %x1 = load i32, ptr %pa, align 4
  %y1 = load i32, ptr %pb, align 4
  %c1 = icmp eq i32 %x1, %y1
  br label %exit
exit:
  %r = phi i1 [ false, %entry ], [ %c1, %second ]
  ret i1 %r
}

define i1 @tgt(ptr dereferenceable(8) %a, ptr dereferenceable(8) %b) {
entry:
  %m = call i32 @memcmp(ptr %a, ptr %b, i64 8)
  %r = icmp eq i32 %m, 0
  ret i1 %r
}

declare i32 @memcmp(ptr, ptr, i64)
