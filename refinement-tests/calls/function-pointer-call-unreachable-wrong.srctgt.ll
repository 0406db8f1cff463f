; EXPECT: not-refines
; The incorrect variant of null-function-pointer-call-unreachable: a call
; through a pointer that is not null may reach a function (one the module
; declares, or one it does not name), so it is not UB.

define void @src(ptr %fp) {
  %null = icmp eq ptr %fp, null
  br i1 %null, label %done, label %call

call:
  call void %fp()
  ret void

done:
  ret void
}

define void @tgt(ptr %fp) {
  %null = icmp eq ptr %fp, null
  br i1 %null, label %done, label %dead

dead:
  unreachable

done:
  ret void
}
