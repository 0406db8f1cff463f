; A function of the environment (memory(none) willreturn nounwind,
; not speculatable) that has UB for this argument in the environment that
; --env-pure-ub selects.
; ARGS: --entry f --arg 1 --env-pure-ub
declare i32 @hash(i32) memory(none) willreturn nounwind

define i32 @f(i32 %x) {
entry:
  %h = call i32 @hash(i32 %x)
  ret i32 %h
}
