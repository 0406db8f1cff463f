; Guards and deoptimization (LangRef "'llvm.experimental.deoptimize'
; Intrinsic", "'llvm.experimental.guard' Intrinsic",
; "'llvm.experimental.widenable.condition' Intrinsic"). Rules:
; semantics/intrinsics.md, "Guards and deoptimization". The continuation
; is a call to the environment: its result here is what the environment
; of seed 0 answers for the call's input (its arguments and the deopt
; state), -1011576628 for the guard's and -1 for @deopt(5)'s.

; A true guard continues, or fails spuriously; a false one fails; a poison
; or undef condition is UB (the guard branches on `and %c, undef`).
; RUN: @guarded(true) => i32 7 | i32 -1011576628
; RUN: @guarded(false) => i32 -1011576628
; RUN: @guarded(poison) => ub branch-on-poison
; RUN: @guarded(undef) => ub branch-on-undef
; The widenable condition is true or false, never poison.
; RUN: @widenable() => i1 true | i1 false
; RUN: @deopt(5) => i32 -1

declare void @llvm.experimental.guard(i1, ...)
declare i1 @llvm.experimental.widenable.condition()
declare i32 @llvm.experimental.deoptimize.i32(...)

define i32 @guarded(i1 %c) {
  call void (i1, ...) @llvm.experimental.guard(i1 %c, i32 1) [ "deopt"(i32 2) ]
  ret i32 7
}
define i1 @widenable() {
  %w = call i1 @llvm.experimental.widenable.condition()
  ret i1 %w
}
define i32 @deopt(i32 %x) {
  %r = call i32 (...) @llvm.experimental.deoptimize.i32(i32 %x) [ "deopt"(i32 %x) ]
  ret i32 %r
}
