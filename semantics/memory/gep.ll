; getelementptr (LangRef "Memory Access and Addressing Operations"): the
; base address plus each index times its type's alloc size (struct fields by
; their offsets), in the 64-bit index type with wrapping arithmetic. Flags
; make the result poison, one rule at a time: nusw (signed wrapping of the
; index truncation, the multiplication, the sum of offsets, the address plus
; a signed offset), nuw (the same, unsigned), inbounds (nusw, and with any
; non-zero index the base and every intermediate address must be in bounds
; of the object, one past the end allowed, dead objects included). A poison
; base or index gives poison; vector GEPs work lane by lane.
; Offsets are returned as `ptrtoint(result) - ptrtoint(base)`.

; RUN: @offset(3) => i64 12
; RUN: @offset(-1) => i64 -4
; RUN: @struct_field() => i64 8
; RUN: @nested() => i64 48
; an i1 index is sign-extended: true is -1
; RUN: @i1_index(true) => i64 -1
; RUN: @poison_index(poison) => ptr poison
; RUN: @poison_base() => ptr poison
; inbounds: [0, 4] elements of a [4 x i32] are in bounds
; RUN: @inbounds(4) => i64 16
; RUN: @inbounds(5) => i64 poison
; RUN: @inbounds(-1) => i64 poison
; RUN: @plain(5) => i64 20
; every step must stay in bounds: out and back in is poison
; RUN: @inbounds_out_and_back() => i64 poison
; all-zero indices are always inbounds, even for null or a base out of bounds
; RUN: @inbounds_null(0) => ptr null
; RUN: @inbounds_null(1) => ptr poison
; RUN: @inbounds_zero_from_outside() => i64 8
; a dead object still has bounds
; RUN: @inbounds_dead(8) => i64 8
; RUN: @inbounds_dead(9) => i64 poison
; nuw: a negative offset wraps the address
; RUN: @nuw(1) => i64 1
; RUN: @nuw(-1) => i64 poison
; nusw: a negative offset is fine, but the multiplication may not overflow
; RUN: @nusw(-1) => i64 -1
; RUN: @nusw_mul(4611686018427387904) => i64 poison
; RUN: @plain_mul(4611686018427387904) => i64 0
; an i128 index truncated to 64 bits must keep its value under nusw/nuw,
; even if the truncated offset is 0
; RUN: @nusw_i128(18446744073709551616) => i64 poison
; RUN: @nuw_i128(18446744073709551616) => i64 poison
; RUN: @plain_i128(18446744073709551616) => i64 0
; RUN: @nusw_i128(-1) => i64 -1
; RUN: @nuw_i128(-1) => i64 poison
; vector GEP: each lane on its own
; RUN: @vector(5) => <2 x i1> <i1 true, i1 poison>
; RUN: @vector(poison) => <2 x i1> <i1 true, i1 poison>
; an undef base: without flags the result is that undef pointer (every
; address plus the offset is every address, undef.md), so an access through
; it is UB (`undef-pointer-access`); with `inbounds` and a non-zero offset
; its bits are chosen at the GEP, giving an address with no provenance, and
; the step is poison (it is in no object)
; RUN: @undef_base(3) => i1 true
; RUN: @undef_base_vector() => <2 x i1> <i1 true, i1 true>
; RUN: @undef_base_inbounds() => ptr poison
; RUN: @undef_base_load() => ub undef-pointer-access
; an index with undef bits that move the address: the pointer is one of
; several addresses, not well defined, and an access through it is UB
; ([gep-undef-address]); other uses see the chosen member
; RUN: @undef_index_load() => ub undef-pointer-access
; RUN: @undef_index_store() => ub undef-pointer-access
; RUN: @undef_index_derived_load() => ub undef-pointer-access
; RUN: @undef_index_phi_load(true) => ub undef-pointer-access
; RUN: @undef_index_wide_load() => ub undef-pointer-access
; RUN: @undef_index_compare() => i1 true
; an undef i1 index is 0 or -1 after sign extension: two addresses
; RUN: @undef_index_i1_load() => ub undef-pointer-access
; a poison index still makes the pointer poison, not a chosen address
; RUN: @poison_index_load() => ub poison-pointer-access
; an undef bit that moves nothing (zero stride, or shifted out of the 64-bit
; offset) leaves one address: the access is defined
; RUN: @undef_index_zero_stride() => i8 7
; RUN: @undef_index_shifted_out() => i8 7
; a defined index into the same buffer is of course fine
; RUN: @undef_index_frozen() => i8 0

define i64 @offset(i64 %i) {
  %a = alloca [8 x i32]
  %p = getelementptr i32, ptr %a, i64 %i
  %x = ptrtoint ptr %p to i64
  %y = ptrtoint ptr %a to i64
  %d = sub i64 %x, %y
  ret i64 %d
}
define i64 @struct_field() {
  %a = alloca { i8, i32, double }
  %p = getelementptr { i8, i32, double }, ptr %a, i64 0, i32 2
  %x = ptrtoint ptr %p to i64
  %y = ptrtoint ptr %a to i64
  %d = sub i64 %x, %y
  ret i64 %d
}
define i64 @nested() {
  %a = alloca { i32, [4 x { i32, [2 x i32] }] }
  %p = getelementptr { i32, [4 x { i32, [2 x i32] }] }, ptr %a, i64 0, i32 1, i64 3, i32 1, i64 1
  %x = ptrtoint ptr %p to i64
  %y = ptrtoint ptr %a to i64
  %d = sub i64 %x, %y
  ret i64 %d
}
define i64 @i1_index(i1 %i) {
  %a = alloca [8 x i8]
  %b = getelementptr i8, ptr %a, i64 4
  %p = getelementptr i8, ptr %b, i1 %i
  %x = ptrtoint ptr %p to i64
  %y = ptrtoint ptr %b to i64
  %d = sub i64 %x, %y
  ret i64 %d
}
define ptr @poison_index(i64 %i) {
  %a = alloca i32
  %p = getelementptr i32, ptr %a, i64 %i
  ret ptr %p
}
define ptr @poison_base() {
  %p = getelementptr i32, ptr poison, i64 0
  ret ptr %p
}
define i64 @inbounds(i64 %i) {
  %a = alloca [4 x i32]
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %x = ptrtoint ptr %p to i64
  %y = ptrtoint ptr %a to i64
  %d = sub i64 %x, %y
  ret i64 %d
}
define i64 @plain(i64 %i) {
  %a = alloca [4 x i32]
  %p = getelementptr i32, ptr %a, i64 %i
  %x = ptrtoint ptr %p to i64
  %y = ptrtoint ptr %a to i64
  %d = sub i64 %x, %y
  ret i64 %d
}
define i64 @inbounds_out_and_back() {
  %a = alloca [4 x i32]
  %p = getelementptr inbounds [4 x i32], ptr %a, i64 2, i64 -5
  %x = ptrtoint ptr %p to i64
  %y = ptrtoint ptr %a to i64
  %d = sub i64 %x, %y
  ret i64 %d
}
define ptr @inbounds_null(i64 %i) {
  %p = getelementptr inbounds i8, ptr null, i64 %i
  ret ptr %p
}
define i64 @inbounds_zero_from_outside() {
  %a = alloca [4 x i8]
  %out = getelementptr i8, ptr %a, i64 8
  %p = getelementptr inbounds i8, ptr %out, i64 0
  %x = ptrtoint ptr %p to i64
  %y = ptrtoint ptr %a to i64
  %d = sub i64 %x, %y
  ret i64 %d
}
declare ptr @malloc(i64)
declare void @free(ptr)
define i64 @inbounds_dead(i64 %i) {
  %m = call ptr @malloc(i64 8)
  call void @free(ptr %m)
  %p = getelementptr inbounds i8, ptr %m, i64 %i
  %x = ptrtoint ptr %p to i64
  %y = ptrtoint ptr %m to i64
  %d = sub i64 %x, %y
  ret i64 %d
}
define i64 @nuw(i64 %i) {
  %a = alloca [8 x i8]
  %b = getelementptr i8, ptr %a, i64 4
  %p = getelementptr nuw i8, ptr %b, i64 %i
  %x = ptrtoint ptr %p to i64
  %y = ptrtoint ptr %b to i64
  %d = sub i64 %x, %y
  ret i64 %d
}
define i64 @nusw(i64 %i) {
  %a = alloca [8 x i8]
  %b = getelementptr i8, ptr %a, i64 4
  %p = getelementptr nusw i8, ptr %b, i64 %i
  %x = ptrtoint ptr %p to i64
  %y = ptrtoint ptr %b to i64
  %d = sub i64 %x, %y
  ret i64 %d
}
define i64 @nusw_mul(i64 %i) {
  %a = alloca [8 x i8]
  %p = getelementptr nusw i32, ptr %a, i64 %i
  %x = ptrtoint ptr %p to i64
  %y = ptrtoint ptr %a to i64
  %d = sub i64 %x, %y
  ret i64 %d
}
define i64 @plain_mul(i64 %i) {
  %a = alloca [8 x i8]
  %p = getelementptr i32, ptr %a, i64 %i
  %x = ptrtoint ptr %p to i64
  %y = ptrtoint ptr %a to i64
  %d = sub i64 %x, %y
  ret i64 %d
}
define i64 @nusw_i128(i128 %i) {
  %a = alloca [8 x i8]
  %b = getelementptr i8, ptr %a, i64 4
  %p = getelementptr nusw i8, ptr %b, i128 %i
  %x = ptrtoint ptr %p to i64
  %y = ptrtoint ptr %b to i64
  %d = sub i64 %x, %y
  ret i64 %d
}
define i64 @nuw_i128(i128 %i) {
  %a = alloca [8 x i8]
  %b = getelementptr i8, ptr %a, i64 4
  %p = getelementptr nuw i8, ptr %b, i128 %i
  %x = ptrtoint ptr %p to i64
  %y = ptrtoint ptr %b to i64
  %d = sub i64 %x, %y
  ret i64 %d
}
define i64 @plain_i128(i128 %i) {
  %a = alloca [8 x i8]
  %b = getelementptr i8, ptr %a, i64 4
  %p = getelementptr i8, ptr %b, i128 %i
  %x = ptrtoint ptr %p to i64
  %y = ptrtoint ptr %b to i64
  %d = sub i64 %x, %y
  ret i64 %d
}
define <2 x i1> @vector(i64 %i) {
  %a = alloca [4 x i8]
  %v0 = insertelement <2 x ptr> poison, ptr %a, i32 0
  %v = insertelement <2 x ptr> %v0, ptr %a, i32 1
  %iv = insertelement <2 x i64> <i64 1, i64 0>, i64 %i, i32 1
  %p = getelementptr inbounds i8, <2 x ptr> %v, <2 x i64> %iv
  %r = icmp ne <2 x ptr> %p, zeroinitializer
  ret <2 x i1> %r
}
define i1 @undef_base(i64 %i) {
  %p = getelementptr i32, ptr undef, i64 %i
  %x = ptrtoint ptr %p to i64
  %c = icmp ule i64 %x, -1
  ret i1 %c
}
define <2 x i1> @undef_base_vector() {
  %p = getelementptr i32, <2 x ptr> undef, <2 x i64> <i64 1, i64 2>
  %x = ptrtoint <2 x ptr> %p to <2 x i64>
  %c = icmp ule <2 x i64> %x, splat (i64 -1)
  ret <2 x i1> %c
}
define ptr @undef_base_inbounds() {
  %p = getelementptr inbounds i32, ptr undef, i64 1
  ret ptr %p
}
define i8 @undef_base_load() {
  %p = getelementptr i8, ptr undef, i64 1
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @undef_index_load() {
  %p = alloca [2 x i8]
  store [2 x i8] [i8 0, i8 0], ptr %p
  %idx = and i64 undef, 1
  %q = getelementptr [2 x i8], ptr %p, i64 0, i64 %idx
  %v = load i8, ptr %q
  ret i8 %v
}

define void @undef_index_store() {
  %p = alloca [4 x i8]
  %idx = and i32 undef, 3
  %q = getelementptr i8, ptr %p, i32 %idx
  store i8 1, ptr %q
  ret void
}

define i8 @undef_index_derived_load() {
  %p = alloca [4 x i8], align 4
  store i32 0, ptr %p
  %idx = and i64 undef, 1
  %q = getelementptr i8, ptr %p, i64 %idx
  %r = getelementptr i8, ptr %q, i64 1
  %v = load i8, ptr %r
  ret i8 %v
}

define i8 @undef_index_phi_load(i1 %c) {
entry:
  %p = alloca [4 x i8], align 4
  store i32 0, ptr %p
  %idx = and i64 undef, 2
  %q = getelementptr i8, ptr %p, i64 %idx
  br i1 %c, label %then, label %done
then:
  br label %done
done:
  %r = phi ptr [ %q, %then ], [ %p, %entry ]
  %v = load i8, ptr %r
  ret i8 %v
}

define i8 @undef_index_wide_load() {
  %p = alloca [4 x i8], align 4
  store i32 0, ptr %p
  %idx = and i128 undef, 1
  %q = getelementptr i8, ptr %p, i128 %idx
  %v = load i8, ptr %q
  ret i8 %v
}

define i1 @undef_index_compare() {
  %p = alloca [4 x i8]
  %idx = and i64 undef, 1
  %q = getelementptr i8, ptr %p, i64 %idx
  %e = getelementptr i8, ptr %p, i64 2
  %c = icmp ult ptr %q, %e
  ret i1 %c
}

define i8 @undef_index_zero_stride() {
  %p = alloca i8
  store i8 7, ptr %p
  %q = getelementptr [0 x i8], ptr %p, i64 undef
  %v = load i8, ptr %q
  ret i8 %v
}

define i8 @undef_index_shifted_out() {
  %p = alloca i8
  store i8 7, ptr %p
  %hi = and i64 undef, -9223372036854775808
  %q = getelementptr i16, ptr %p, i64 %hi
  %v = load i8, ptr %q
  ret i8 %v
}

define i8 @undef_index_frozen() {
  %p = alloca [2 x i8]
  store [2 x i8] [i8 0, i8 0], ptr %p
  %u = freeze i64 undef
  %idx = and i64 %u, 1
  %q = getelementptr [2 x i8], ptr %p, i64 0, i64 %idx
  %v = load i8, ptr %q
  ret i8 %v
}

define i8 @undef_index_i1_load() {
  %p = alloca [2 x i8]
  %q = getelementptr inbounds i8, ptr %p, i64 1
  %r = getelementptr i8, ptr %q, i1 undef
  %v = load i8, ptr %r
  ret i8 %v
}

define i8 @poison_index_load() {
  %p = alloca [2 x i8]
  %q = getelementptr i8, ptr %p, i64 poison
  %v = load i8, ptr %q
  ret i8 %v
}
