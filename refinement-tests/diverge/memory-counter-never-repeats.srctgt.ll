; EXPECT: inconclusive
; The loop increments a counter in memory: the state never repeats within
; the probe's bound (it would only after 2^64 iterations), so llsem
; claims nothing and the check stays inconclusive (decision 0030). The
; start value is frozen: a poison counter would stay poison, a state that
; does repeat (such a run does loop forever).

define i64 @src(i64 %x) {
entry:
  %p = alloca i64
  %x.fr = freeze i64 %x
  store i64 %x.fr, ptr %p
  br label %loop

loop:
  %v = load i64, ptr %p
  %v.next = add i64 %v, 1
  store i64 %v.next, ptr %p
  br label %loop
}

define i64 @tgt(i64 %x) {
entry:
  ret i64 %x
}
