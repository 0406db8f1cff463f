; invoke runs as its call followed by a branch to the normal destination:
; no call unwinds in llsem (semantics/terminator.md, "`invoke`"), so the
; landing pad is never reached.
; RUN: @invoke_defined() => i8 7
; RUN: @invoke_phi(true) => i8 8
; RUN: @invoke_phi(false) => i8 1
; RUN: @invoke_external() => i8 3
; RUN: @invoke_ub_arg(poison) => ub noundef-violation
; RUN: @invoke_result_poison() => i8 poison

declare void @h()
declare i32 @__gxx_personality_v0(...)

define i8 @seven() {
  ret i8 7
}

define i8 @invoke_defined() personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i8 @seven() to label %ok unwind label %lp
ok:
  ret i8 %r
lp:
  %x = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %x
}

; The phi of the normal destination takes the invoke's block as its
; predecessor.
define i8 @invoke_phi(i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  br i1 %c, label %inv, label %join
inv:
  %r = invoke i8 @seven() to label %join unwind label %lp
join:
  %p = phi i8 [ 1, %entry ], [ 8, %inv ]
  ret i8 %p
lp:
  %x = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %x
}

; A function of the environment returns (it never raises an exception).
define i8 @invoke_external() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @h() to label %ok unwind label %lp
ok:
  ret i8 3
lp:
  %x = landingpad { ptr, i32 } cleanup
  ret i8 1
}

; The call's rules hold: a poison `noundef` argument is UB.
define i8 @takes(i8 noundef %a) {
  ret i8 %a
}
define i8 @invoke_ub_arg(i8 %a) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i8 @takes(i8 noundef %a) to label %ok unwind label %lp
ok:
  ret i8 %r
lp:
  %x = landingpad { ptr, i32 } cleanup
  ret i8 1
}

define i8 @poisoned() {
  ret i8 poison
}
define i8 @invoke_result_poison() personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i8 @poisoned() to label %ok unwind label %lp
ok:
  ret i8 %r
lp:
  %x = landingpad { ptr, i32 } cleanup
  ret i8 1
}
