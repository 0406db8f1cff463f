; EXPECT: refines
; The recurring state includes a register wider than 64 bits that toggles
; and memory holding partly poison bits written again in every
; iteration (an i8 whose high nibble is poison): both are compared
; exactly, bit by bit with their poison masks (decision 0030), so both
; sides are found to loop forever and agree.

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
  br label %loop

loop:
  store <2 x i4> %v, ptr %p
  br label %loop
}
