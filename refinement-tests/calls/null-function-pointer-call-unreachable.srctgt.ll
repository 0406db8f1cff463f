; EXPECT: refines
; Calling a null pointer is UB (it is not the address of a function:
; LangRef `call`, the callee must be a function), so the target may make
; that path unreachable.

define void @src(ptr %fp) {
  %null = icmp eq ptr %fp, null
  br i1 %null, label %call, label %done

call:
  call void %fp()
  ret void

done:
  ret void
}

define void @tgt(ptr %fp) {
  %null = icmp eq ptr %fp, null
  br i1 %null, label %dead, label %done

dead:
  unreachable

done:
  ret void
}
