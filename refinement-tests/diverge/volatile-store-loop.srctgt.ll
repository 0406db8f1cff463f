; EXPECT: inconclusive
; A volatile store in every iteration is an event (LangRef "Volatile
; Memory Accesses"; `mustprogress` names volatile accesses as progress):
; the loop is not silent, so llsem does not claim it diverges, and a run
; that makes unboundedly many events is not decided (decision 0030).

@g = global i32 0

define void @src(i32 %x) {
entry:
  br label %loop

loop:
  store volatile i32 %x, ptr @g
  br label %loop
}

define void @tgt(i32 %x) {
entry:
  store volatile i32 %x, ptr @g
  ret void
}
