; null_pointer_is_valid (LangRef "Function Attributes": "the null address
; in address-space 0 is considered to be a valid address for memory loads
; and stores"): while a function so marked runs, accesses through null and
; through addresses without provenance below 2048 reach the null page, a
; block at address 0 (rule [acc-null-valid] in memory.md). It holds undef
; at entry under `llsem run` (the environment's bytes with --env-globals).
; A function without the attribute still has UB there, also when a marked
; function calls it.

; RUN: @store_load() => i8 5
; a poison or undef pointer is UB to access whatever the attribute says
; RUN: @poison_pointer() => ub poison-pointer-access
; RUN: @undef_pointer() => ub undef-pointer-access
; an i1 at null: the page is accessed in whole bytes like any block
; RUN: @bit_at_null() => i1 true
; RUN: @fresh_load() => i8 undef
; RUN: @field() => i32 7
; RUN: @wide() => i128 -1
; RUN: @lane_poison() => i8 poison
; RUN: @past_page() => ub out-of-bounds
; RUN: @beyond_page() => ub no-provenance
; RUN: @inbounds_field() => i32 7
; RUN: @inbounds_field_plain() => ptr poison
; RUN: @callee_argmem() => i8 4
; RUN: @misaligned() => ub misaligned-access
; RUN: @plain_load() => ub null-dereference
; RUN: @calls_plain() => ub null-dereference
; RUN: @plain_calls_valid() => i8 9
; RUN: @valid_after_plain_returns() => i8 3

define i8 @store_load() null_pointer_is_valid {
  store i8 5, ptr null
  %v = load i8, ptr null
  ret i8 %v
}

define i8 @fresh_load() null_pointer_is_valid {
  %v = load i8, ptr null
  ret i8 %v
}

define i32 @field() null_pointer_is_valid {
  %p = getelementptr i8, ptr null, i64 8
  store i32 7, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i128 @wide() null_pointer_is_valid {
  store i128 -1, ptr null, align 16
  %v = load i128, ptr null, align 16
  ret i128 %v
}

define i8 @lane_poison() null_pointer_is_valid {
  store <8 x i1> <i1 1, i1 0, i1 poison, i1 0, i1 0, i1 0, i1 0, i1 0>, ptr null
  %v = load i8, ptr null
  ret i8 %v
}

define i8 @past_page() null_pointer_is_valid {
  %p = getelementptr i8, ptr null, i64 2048
  %v = load i8, ptr %p
  ret i8 %v
}

define i32 @misaligned() null_pointer_is_valid {
  %p = getelementptr i8, ptr null, i64 2
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i8 @plain_load() {
  %v = load i8, ptr null
  ret i8 %v
}

define i8 @calls_plain() null_pointer_is_valid {
  store i8 1, ptr null
  %v = call i8 @plain_load()
  ret i8 %v
}

define i8 @valid_store_load(i8 %x) null_pointer_is_valid {
  store i8 %x, ptr null
  %v = load i8, ptr null
  ret i8 %v
}

define i8 @plain_calls_valid() {
  %v = call i8 @valid_store_load(i8 9)
  ret i8 %v
}

define void @nothing() {
  ret void
}

define i8 @valid_after_plain_returns() null_pointer_is_valid {
  store i8 3, ptr null
  call void @nothing()
  %v = load i8, ptr null
  ret i8 %v
}

define i8 @beyond_page() null_pointer_is_valid {
  %p = getelementptr i8, ptr null, i64 4096
  %v = load i8, ptr %p
  ret i8 %v
}

; `inbounds` from null stays in the null page's bounds while it is valid
define i32 @inbounds_field() null_pointer_is_valid {
  %p = getelementptr inbounds i8, ptr null, i64 8
  store i32 7, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define ptr @inbounds_field_plain() {
  %p = getelementptr inbounds i8, ptr null, i64 8
  ret ptr %p
}

; a null argument is memory the callee reaches through its argument
define i8 @read_arg(ptr %p) null_pointer_is_valid memory(argmem: read) {
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @callee_argmem() null_pointer_is_valid {
  store i8 4, ptr null
  %v = call i8 @read_arg(ptr null)
  ret i8 %v
}

define i8 @poison_pointer() null_pointer_is_valid {
  %v = load i8, ptr poison
  ret i8 %v
}

define i8 @undef_pointer() null_pointer_is_valid {
  %v = load i8, ptr undef
  ret i8 %v
}

define i1 @bit_at_null() null_pointer_is_valid {
  store i1 true, ptr null
  %v = load i1, ptr null
  ret i1 %v
}
