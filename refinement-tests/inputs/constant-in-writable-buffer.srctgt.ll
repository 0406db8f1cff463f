; EXPECT: not-refines
; A wrapping increment of a stored counter rewritten with `add nsw` and a
; constant true (LLVM PR23757): for INT_MAX in memory the source stores
; INT_MIN and returns false, the target stores poison and returns true.
; Found by a writable buffer holding the functions' constants.

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
  %inc = add nsw i32 %v, 1
  store i32 %inc, ptr %cell, align 4
  ret i1 true
}
