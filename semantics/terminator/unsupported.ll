; callbr, resume and the exception-handling pads parse, but llsem does not
; execute them: a run that reaches one stops as `unsupported` (never as UB
; or a value), naming the construct. (invoke runs: terminator/invoke.ll.)
; RUN: @callbr() => unsupported callbr (asm goto)
; RUN: @resume() => unsupported resume (exception handling)
; a function that contains them but does not reach them runs normally
; RUN: @not_reached(false) => i8 0

declare i8 @g()
declare i32 @__gxx_personality_v0(...)
define i8 @callbr() {
entry:
  callbr void asm "", "!i"() to label %ok [label %other]
ok:
  ret i8 0
other:
  ret i8 1
}
define void @resume() personality ptr @__gxx_personality_v0 {
  resume { ptr, i32 } poison
}
define i8 @not_reached(i1 %c) personality ptr @__gxx_personality_v0 {
entry:
  br i1 %c, label %inv, label %done
inv:
  %r = invoke i8 @g() to label %done unwind label %lp
lp:
  %x = landingpad { ptr, i32 } cleanup
  ret i8 1
done:
  ret i8 0
}
