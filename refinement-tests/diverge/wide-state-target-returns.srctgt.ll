; EXPECT: not-refines
; The incorrect variant of wide-and-partly-poison-state: the target
; stores once and returns where the source loops forever.

define void @src(ptr %p, i128 %x) {
entry:
  br label %loop

loop:
  %w = phi i128 [ %x, %entry ], [ %w.next, %loop ]
  %w.next = xor i128 %w, 1267650600228229401496703205376
  %v = insertelement <2 x i4> <i4 poison, i4 poison>, i4 5, i32 0
  store <2 x i4> %v, ptr %p
  br label %loop
}

define void @tgt(ptr %p, i128 %x) {
entry:
  %v = insertelement <2 x i4> <i4 poison, i4 poison>, i4 5, i32 0
  store <2 x i4> %v, ptr %p
  ret void
}
