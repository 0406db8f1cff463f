; noreturn, nofree, tail calls and range on undef arguments
; (semantics/attributes.md, [fn-noreturn], [fn-nofree], [call-tail],
; [attr-range-undef]).

; a noreturn function that returns has UB
; RUN: @noreturn_returns() => ub attribute-violation
; RUN: @noreturn_exits() => exit 3
; nofree: freeing a block that existed before the call is UB
; RUN: @nofree_frees_old() => ub attribute-violation
; freeing its own block is allowed
; RUN: @nofree_frees_own() => i8 0
; tail call: the callee may not access the caller's allocas
; RUN: @tail_reads_alloca() => ub attribute-violation
; RUN: @tail_reads_global() => i8 0
; RUN: @notail_reads_alloca() => i8 7
; range on an undef argument: one value of the undef, poison if outside
; RUN: @range_undef() => i1 true | i1 poison
; dereferenceable_or_null of poison is UB
; RUN: @deref_or_null_poison() => ub attribute-violation

@g = global i8 0

declare void @exit(i32)
declare ptr @malloc(i64)
declare void @free(ptr)

define void @nr() noreturn {
  ret void
}
define void @nr_exit() noreturn {
  call void @exit(i32 3)
  unreachable
}
define void @nofree_free(ptr %p) nofree {
  call void @free(ptr %p)
  ret void
}
define void @nofree_own() nofree {
  %p = call ptr @malloc(i64 4)
  call void @free(ptr %p)
  ret void
}
define i8 @load8(ptr %p) {
  %v = load i8, ptr %p
  ret i8 %v
}
define i1 @in_range(i4 range(i4 1, 3) %x) {
  %c = icmp ult i4 %x, 3
  ret i1 %c
}
define void @deref_or_null(ptr dereferenceable_or_null(4) %p) {
  ret void
}

define i8 @noreturn_returns() {
  call void @nr()
  ret i8 0
}
define i8 @noreturn_exits() {
  call void @nr_exit()
  ret i8 0
}
define i8 @nofree_frees_old() {
  %p = call ptr @malloc(i64 4)
  call void @nofree_free(ptr %p)
  ret i8 0
}
define i8 @nofree_frees_own() {
  call void @nofree_own()
  ret i8 0
}
define i8 @tail_reads_alloca() {
  %a = alloca i8
  store i8 7, ptr %a
  %v = tail call i8 @load8(ptr %a)
  ret i8 %v
}
define i8 @tail_reads_global() {
  %v = tail call i8 @load8(ptr @g)
  ret i8 %v
}
define i8 @notail_reads_alloca() {
  %a = alloca i8
  store i8 7, ptr %a
  %v = call i8 @load8(ptr %a)
  ret i8 %v
}
define i1 @range_undef() {
  %c = call i1 @in_range(i4 undef)
  ret i1 %c
}
define i8 @deref_or_null_poison() {
  call void @deref_or_null(ptr poison)
  ret i8 0
}
