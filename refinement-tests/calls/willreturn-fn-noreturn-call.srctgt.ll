; EXPECT: refines
; A `willreturn` function whose only path calls a function marked
; `noreturn` at the call site: if the callee returns, the `noreturn`
; promise is broken; if it does not, the `willreturn` one is. Either way
; the source has UB, from the start (the call's event may not "not
; return" inside a `willreturn` function), so the target may be
; `unreachable`.

declare void @report(i32)

define void @src(i32 %x) willreturn {
  call void @report(i32 %x) noreturn
  ret void
}

define void @tgt(i32 %x) willreturn {
  unreachable
}
