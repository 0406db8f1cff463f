; EXPECT: not-refines
; A store before a call that does not return (here: mostly, as the call
; promises) is seen by the callee, which may read other memory: storing
; another value is no refinement. Calls promising noreturn do not return
; in most environments, so most environments check this.

@g = global i32 0
declare void @die() noreturn

define void @src() {
  store i32 1, ptr @g
  call void @die()
  unreachable
}

define void @tgt() {
  store i32 2, ptr @g
  call void @die()
  unreachable
}
