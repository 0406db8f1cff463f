; The UB Manual's "Time Travel": UB after a call may erase the call, but
; only if the call is known to return.
;
;   llsem run time-travel.ll --entry before_ub --arg 0   ; prints "about to divide", then immediate UB
;
; The refinement checker applies the rule: see
;   llsem refine ../../refinement-tests/timetravel/ub-before-call.srctgt.ll            ; not-refines
;   llsem refine ../../refinement-tests/timetravel/ub-before-willreturn-call.srctgt.ll ; refines
;
; RUN: @before_ub(0) => stdout "about to divide\n" ub division-by-zero
; RUN: @before_ub(4) => stdout "about to divide\n" i32 25

@msg = private constant [16 x i8] c"about to divide\00"

declare i32 @puts(ptr)

define i32 @before_ub(i32 %x) {
  %p = call i32 @puts(ptr @msg)
  %q = udiv i32 100, %x
  ret i32 %q
}
