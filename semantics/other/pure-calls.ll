; Pure external functions (semantics/other.md, [call-pure]): a declared
; function llsem does not implement, promised `memory(none)` (or
; `readnone`), `willreturn` and `nounwind` by its declaration or the call
; site, returns a function of its name and its arguments. Two calls with the
; same arguments give the same value, poison and undef arguments included
; (they are part of the key, not resolved). A callee without one of the
; promises is an event whose result may change from call to call.

; RUN: @same(7) => i1 true
; RUN: @same(poison) => i1 true
; RUN: @same(undef) => i1 true
; RUN: @same_site(-1) => i1 true
; RUN: @same_readnone(3) => i1 true
; RUN: @same_argmem_none(3) => i1 true
; RUN: @same_pointer() => i1 true
; RUN: @same_float(2.5) => i1 true
; the key is the exact argument: f(0) and f(1) differ in this environment
; RUN: @differ() => i1 false
; events: with effects the result comes from the call's index, and
; differs here between the first and the second call
; RUN: @impure_twice(7) => i1 false
; RUN: @not_willreturn_twice(7) => i1 false

declare i32 @f(i32) memory(none) willreturn nounwind
declare i32 @plain(i32)
declare i32 @old(i32) #0
declare i32 @argmem(i32) memory(argmem: none) willreturn nounwind
declare i64 @p(ptr) memory(none) willreturn nounwind
declare double @fl(double) memory(none) willreturn nounwind
declare i32 @g(i32) memory(read) willreturn nounwind
declare i32 @h(i32) memory(none) nounwind

define i1 @same(i32 %x) {
  %a = call i32 @f(i32 %x)
  %b = call i32 @f(i32 %x)
  %c = icmp eq i32 %a, %b
  ret i1 %c
}
define i1 @same_site(i32 %x) {
  %a = call i32 @plain(i32 %x) memory(none) willreturn nounwind
  %b = call i32 @plain(i32 %x) #0
  %c = icmp eq i32 %a, %b
  ret i1 %c
}
define i1 @same_readnone(i32 %x) {
  %a = call i32 @old(i32 %x)
  %b = call i32 @old(i32 %x)
  %c = icmp eq i32 %a, %b
  ret i1 %c
}
define i1 @same_argmem_none(i32 %x) {
  %a = call i32 @argmem(i32 %x)
  %b = call i32 @argmem(i32 %x)
  %c = icmp eq i32 %a, %b
  ret i1 %c
}
define i1 @same_pointer() {
  %m = alloca i32
  %a = call i64 @p(ptr %m)
  store i32 1, ptr %m
  %b = call i64 @p(ptr %m)
  %c = icmp eq i64 %a, %b
  ret i1 %c
}
define i1 @same_float(double %x) {
  %a = call double @fl(double %x)
  %b = call double @fl(double %x)
  %ia = bitcast double %a to i64
  %ib = bitcast double %b to i64
  %c = icmp eq i64 %ia, %ib
  ret i1 %c
}
define i1 @differ() {
  %a = call i32 @f(i32 0)
  %b = call i32 @f(i32 1)
  %c = icmp eq i32 %a, %b
  ret i1 %c
}
define i1 @impure_twice(i32 %x) {
  %a = call i32 @g(i32 %x)
  %b = call i32 @g(i32 %x)
  %c = icmp eq i32 %a, %b
  ret i1 %c
}
define i1 @not_willreturn_twice(i32 %x) {
  %a = call i32 @h(i32 %x)
  %b = call i32 @h(i32 %x)
  %c = icmp eq i32 %a, %b
  ret i1 %c
}

attributes #0 = { readnone willreturn nounwind }
