; ret and unreachable (LangRef "Terminator Instructions"). `ret` hands its
; value to the caller, poison included, unless the return position is
; `noundef` (LangRef "Poison Values": then a poison or undef return value is
; immediate UB); stack objects of the returning frame die. Executing
; `unreachable` is immediate UB.

; RUN: @ret(5) => i8 5
; RUN: @ret(poison) => i8 poison
; RUN: @ret(undef) => i8 undef
; RUN: @ret_noundef(5) => i8 5
; RUN: @ret_noundef(poison) => ub noundef-violation
; RUN: @ret_noundef(undef) => ub noundef-violation
; the call site's noundef applies to the value the caller receives
; RUN: @call_site_noundef(poison) => ub noundef-violation
; RUN: @call_site_noundef(1) => i8 1
; a noundef vector is UB when any lane is poison
; RUN: @ret_noundef_vec(poison) => ub noundef-violation
; RUN: @ret_noundef_vec(3) => <2 x i8> <i8 3, i8 0>
; RUN: @ret_void() => void
; RUN: @unreachable() => ub unreachable
; UB after an output may travel back in time; llsem reports the output and the UB
; RUN: @unreachable_after_call() => ub unreachable

define i8 @ret(i8 %a) {
  ret i8 %a
}
define noundef i8 @ret_noundef(i8 %a) {
  ret i8 %a
}
define i8 @call_site_noundef(i8 %a) {
  %r = call noundef i8 @ret(i8 %a)
  ret i8 %r
}
define noundef <2 x i8> @ret_noundef_vec(i8 %a) {
  %v = insertelement <2 x i8> zeroinitializer, i8 %a, i32 0
  ret <2 x i8> %v
}
define void @ret_void() {
  ret void
}
define void @unreachable() {
  unreachable
}
declare void @ext()
define void @unreachable_after_call() {
  call void @ext()
  unreachable
}
