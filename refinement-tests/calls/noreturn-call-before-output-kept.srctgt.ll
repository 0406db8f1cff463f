; EXPECT: not-refines
; Without `willreturn` on the caller, a callee that does not return ends
; the run after its event: the target may not drop the call and trap.

declare void @report(i32)

define void @src(i32 %x) {
  call void @report(i32 %x) noreturn
  ret void
}

define void @tgt(i32 %x) {
  unreachable
}
