; EXPECT: refines
; As constant-in-writable-buffer, with the wrap kept (`add` without `nsw`
; is the select) and the compare against the old value kept as `ne`.

define i1 @src(ptr %cell) {
  %v = load i32, ptr %cell, align 4
  %max = icmp eq i32 %v, 2147483647
  %inc = add nsw i32 %v, 1
  %next = select i1 %max, i32 -2147483648, i32 %inc
  store i32 %next, ptr %cell, align 4
  %r = icmp sgt i32 %next, %v
  ret i1 %r
}

define i1 @tgt(ptr %cell) {
  %v = load i32, ptr %cell, align 4
  %next = add i32 %v, 1
  store i32 %next, ptr %cell, align 4
  %r = icmp ne i32 %v, 2147483647
  ret i1 %r
}
