; Calls of the environment (semantics/other.md, [call-env]): a declared
; function llsem does not implement returns a function of its input: its
; name, its arguments (poison and undef included: they are part of the
; input, not resolved), the memory its attributes let it read, and the
; hidden state it may read (the world outside the module if it may read
; other memory, its own inaccessible memory). Two calls with the same input
; give the same result; a call that may write other memory moves the
; world on, so the next call that reads it may give something else.

; RUN: @same(7) => i1 true
; RUN: @same(poison) => i1 true
; RUN: @same(undef) => i1 true
; RUN: @same_site(-1) => i1 true
; RUN: @same_readnone(3) => i1 true
; RUN: @same_argmem_none(3) => i1 true
; RUN: @same_pointer() => i1 true
; RUN: @same_float(2.5) => i1 true
; the input is the exact argument: f(0) and f(1) differ in this environment
; RUN: @differ() => i1 false
; memory(read): the same memory, the same result
; RUN: @read_twice(7) => i1 true
; a store to a global between two memory(read) calls changes their input
; RUN: @read_store_global(7) => i1 false
; a store to a local no call reached does not
; RUN: @read_store_local(7) => i1 true
; argmem: read: the bytes behind the argument are the input
; RUN: @argmem_store(7) => i1 false
; a call that may write other memory moves the world on
; RUN: @impure_twice(7) => i1 false
; RUN: @not_willreturn_twice(7) => i1 true
; inaccessiblemem: each function has its own; writing it moves it on
; RUN: @inaccessible_twice() => i1 false
; RUN: @inaccessible_read_twice() => i1 true
; a "clang.arc.attachedcall" bundle calls the runtime function it names
; after the call (LangRef "ObjC ARC Attached Call Operand Bundles"); that
; one may write other memory, so it moves the world on; with a void result
; (the plain call alone does not)
; RUN: @attached(9) => i1 false
; RUN: @attached_dropped(9) => i1 true
; whether a callee returns is its outcome, not its promise: a noreturn call
; whose callee returns (as every call does without --env-effects) has UB
; RUN: @calls_noreturn() => ub attribute-violation

declare i32 @f(i32) memory(none) willreturn nounwind
declare i32 @plain(i32)
declare i32 @old(i32) #0
declare i32 @argmem(i32) memory(argmem: none) willreturn nounwind
declare i64 @p(ptr) memory(none) willreturn nounwind
declare double @fl(double) memory(none) willreturn nounwind
declare i32 @g(i32) memory(read) willreturn nounwind
declare i32 @h(i32) memory(none) nounwind
declare i32 @q(ptr) memory(argmem: read) willreturn nounwind
declare i32 @next() memory(inaccessiblemem: readwrite)
declare i32 @peek() memory(inaccessiblemem: read)
declare void @stop() noreturn

@glob = global i32 0

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
define i1 @read_twice(i32 %x) {
  %a = call i32 @g(i32 %x)
  %b = call i32 @g(i32 %x)
  %c = icmp eq i32 %a, %b
  ret i1 %c
}
declare ptr @objc_retainAutoreleasedReturnValue(ptr)
declare noalias ptr @make_object() memory(none) willreturn nounwind
define i1 @attached(i32 %x) {
  %a = call i32 @g(i32 %x)
  %o = call ptr @make_object() [ "clang.arc.attachedcall"(ptr @objc_retainAutoreleasedReturnValue) ]
  %b = call i32 @g(i32 %x)
  %c = icmp eq i32 %a, %b
  ret i1 %c
}
define i1 @attached_dropped(i32 %x) {
  %a = call i32 @g(i32 %x)
  %o = call ptr @make_object()
  %b = call i32 @g(i32 %x)
  %c = icmp eq i32 %a, %b
  ret i1 %c
}
define i1 @read_store_global(i32 %x) {
  %a = call i32 @g(i32 %x)
  store i32 1, ptr @glob
  %b = call i32 @g(i32 %x)
  %c = icmp eq i32 %a, %b
  ret i1 %c
}
define i1 @read_store_local(i32 %x) {
  %m = alloca i32
  %a = call i32 @g(i32 %x)
  store i32 1, ptr %m
  %b = call i32 @g(i32 %x)
  %c = icmp eq i32 %a, %b
  ret i1 %c
}
define i1 @argmem_store(i32 %x) {
  %m = alloca i32
  store i32 0, ptr %m
  %a = call i32 @q(ptr %m)
  store i32 1, ptr %m
  %b = call i32 @q(ptr %m)
  %c = icmp eq i32 %a, %b
  ret i1 %c
}
define i1 @impure_twice(i32 %x) {
  %a = call i32 @plain(i32 %x)
  %b = call i32 @plain(i32 %x)
  %c = icmp eq i32 %a, %b
  ret i1 %c
}
define i1 @not_willreturn_twice(i32 %x) {
  %a = call i32 @h(i32 %x)
  %b = call i32 @h(i32 %x)
  %c = icmp eq i32 %a, %b
  ret i1 %c
}
define i1 @inaccessible_twice() {
  %a = call i32 @next()
  %b = call i32 @next()
  %c = icmp eq i32 %a, %b
  ret i1 %c
}
define i1 @inaccessible_read_twice() {
  %a = call i32 @peek()
  store i32 1, ptr @glob
  %b = call i32 @peek()
  %c = icmp eq i32 %a, %b
  ret i1 %c
}
define i32 @calls_noreturn() {
  call void @stop()
  ret i32 0
}

attributes #0 = { readnone willreturn nounwind }
