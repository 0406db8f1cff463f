; EXPECT: refines
; The UB Manual's time travel: a willreturn call followed by unreachable may
; be dropped altogether.

declare void @report() willreturn

define void @src() {
  call void @report() willreturn
  unreachable
}

define void @tgt() {
  unreachable
}
