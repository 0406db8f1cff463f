; The memory attributes of a function restrict every access of its call,
; its callees' included (semantics/attributes.md, [fn-memory], [param-access],
; [fn-local]). A forbidden access is immediate UB (attribute-violation).

; memory(read): reading is allowed, writing argument or other memory is UB
; RUN: @read_only_reads() => i8 5
; RUN: @read_only_writes_arg() => ub attribute-violation
; RUN: @read_only_writes_global() => ub attribute-violation
; its own allocas stay writable
; RUN: @read_only_writes_alloca() => i8 9
; a callee's write is a write of the call too
; RUN: @read_only_callee_writes() => ub attribute-violation
; memory(read, argmem: none): even reading argument memory is UB
; RUN: @argmem_none_reads() => ub attribute-violation
; memory(argmem: readwrite): a global is other memory
; RUN: @argmem_only_writes_arg() => i8 1
; RUN: @argmem_only_writes_global() => ub attribute-violation
; reading a constant global is always allowed
; RUN: @none_reads_constant() => i8 42
; the call site's attributes restrict a defined callee too
; RUN: @site_read_only() => ub attribute-violation
; readonly / readnone parameters
; RUN: @readonly_param_store() => ub attribute-violation
; RUN: @readonly_param_load() => i8 5
; RUN: @readnone_param_load() => ub attribute-violation
; the block is also passed through a parameter without readonly
; RUN: @readonly_and_plain() => i8 3
; byval: the copy belongs to the caller, so memory(read) may not write it
; RUN: @byval_read_only() => ub attribute-violation
; RUN: @byval_plain() => i8 5

@g = global i8 0
@c = constant i8 42

define i8 @reader(ptr %p) memory(read) {
  %v = load i8, ptr %p
  ret i8 %v
}
define void @writer(ptr %p) memory(read) {
  store i8 1, ptr %p
  ret void
}
define void @global_writer() memory(read) {
  store i8 1, ptr @g
  ret void
}
define i8 @alloca_writer() memory(read) {
  %a = alloca i8
  store i8 9, ptr %a
  %v = load i8, ptr %a
  ret i8 %v
}
define void @plain_writer(ptr %p) {
  store i8 1, ptr %p
  ret void
}
define void @calls_writer(ptr %p) memory(read) {
  call void @plain_writer(ptr %p)
  ret void
}
define i8 @argmem_none(ptr %p) memory(read, argmem: none) {
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @argmem_only(ptr %p) memory(argmem: readwrite) {
  store i8 1, ptr %p
  %v = load i8, ptr %p
  ret i8 %v
}
define void @argmem_only_global(ptr %p) memory(argmem: readwrite) {
  store i8 1, ptr @g
  ret void
}
define i8 @none_constant() memory(none) {
  %v = load i8, ptr @c
  ret i8 %v
}
define void @ro_store(ptr readonly %p) {
  store i8 1, ptr %p
  ret void
}
define i8 @ro_load(ptr readonly %p) {
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @rn_load(ptr readnone %p) {
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @ro_and_plain(ptr readonly %p, ptr %q) {
  store i8 3, ptr %q
  %v = load i8, ptr %p
  ret i8 %v
}
define void @byval_store_ro(ptr byval(i8) %p) memory(read) {
  store i8 1, ptr %p
  ret void
}
define i8 @byval_store(ptr byval(i8) %p) {
  store i8 1, ptr %p
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @read_only_reads() {
  %a = alloca i8
  store i8 5, ptr %a
  %v = call i8 @reader(ptr %a)
  ret i8 %v
}
define i8 @read_only_writes_arg() {
  %a = alloca i8
  call void @writer(ptr %a)
  ret i8 0
}
define i8 @read_only_writes_global() {
  call void @global_writer()
  ret i8 0
}
define i8 @read_only_writes_alloca() {
  %v = call i8 @alloca_writer()
  ret i8 %v
}
define i8 @read_only_callee_writes() {
  %a = alloca i8
  call void @calls_writer(ptr %a)
  ret i8 0
}
define i8 @argmem_none_reads() {
  %a = alloca i8
  store i8 5, ptr %a
  %v = call i8 @argmem_none(ptr %a)
  ret i8 %v
}
define i8 @argmem_only_writes_arg() {
  %a = alloca i8
  %v = call i8 @argmem_only(ptr %a)
  ret i8 %v
}
define i8 @argmem_only_writes_global() {
  %a = alloca i8
  call void @argmem_only_global(ptr %a)
  ret i8 0
}
define i8 @none_reads_constant() {
  %v = call i8 @none_constant()
  ret i8 %v
}
define i8 @site_read_only() {
  %a = alloca i8
  call void @plain_writer(ptr %a) memory(read)
  ret i8 0
}
define i8 @readonly_param_store() {
  %a = alloca i8
  call void @ro_store(ptr %a)
  ret i8 0
}
define i8 @readonly_param_load() {
  %a = alloca i8
  store i8 5, ptr %a
  %v = call i8 @ro_load(ptr %a)
  ret i8 %v
}
define i8 @readnone_param_load() {
  %a = alloca i8
  store i8 5, ptr %a
  %v = call i8 @rn_load(ptr %a)
  ret i8 %v
}
define i8 @readonly_and_plain() {
  %a = alloca i8
  %v = call i8 @ro_and_plain(ptr %a, ptr %a)
  ret i8 %v
}
define i8 @byval_read_only() {
  %a = alloca i8
  store i8 5, ptr %a
  call void @byval_store_ro(ptr byval(i8) %a)
  ret i8 0
}
define i8 @byval_plain() {
  %a = alloca i8
  store i8 5, ptr %a
  %v = call i8 @byval_store(ptr byval(i8) %a)
  %w = load i8, ptr %a
  %r = add i8 %v, 4
  %s = select i1 true, i8 %w, i8 %r
  ret i8 %s
}
