; EXPECT: unsupported
; Return-value propagation through a `weak` alias of an internal function.
; LangRef "Linkage Types": for aliases, "apply the rule for the underlying
; function"; a `weak` alias may be replaced at link time, so the call is a
; call of an unknown function and the constant 7 is not what the source
; returns. llsem has no declaration to call in its place and says
; `unsupported` rather than run @f's body (which said `refines`).
; (`opt-22 -passes=ipsccp` keeps the call's result; alive-tv cannot
; translate the call.)

@a = weak alias i32 (i32), ptr @f

define internal i32 @f(i32 %x) {
  ret i32 7
}

define i32 @src(i32 %x) {
  %r = call i32 @a(i32 %x)
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  %r = call i32 @a(i32 %x)
  ret i32 7
}
