; ptrtoint, inttoptr, bitcast (LangRef "Conversion Operations", "Pointer
; Aliasing Rules"). ptrtoint gives the address (zero-extended or truncated);
; inttoptr makes a pointer that may access whatever allocation lives at that
; address (it is based on every pointer whose address was exposed), except
; that address 0 is null. bitcast is `to↑(from↓(v))` (thesis Figure 3.1): a
; poison element spreads to every element that shares one of its bits.

; The conversions as constant expressions of vectors work lane by lane, as
; the instructions do (LangRef "Constant Expressions": "the same
; constraints as the corresponding instruction"); a poison lane stays in
; its place.
; RUN: @const_inttoptr_lanes() => <2 x ptr> <ptr inttoptr(0x5), ptr null>
; RUN: @const_trunc_lanes() => <2 x i8> <i8 2, i8 poison>
; RUN: @const_ptrtoint_lanes() => <2 x i1> <i1 false, i1 poison>
; round trip through an integer: the pointer still works
; RUN: @roundtrip(42) => i32 42
; ptrtoint of poison is poison, of null is 0
; RUN: @ptrtoint_poison() => i64 poison
; RUN: @ptrtoint_null() => i64 0
; inttoptr 0 is null: loading through it is UB
; RUN: @inttoptr_zero() => ub null-dereference
; an integer that is no allocation's address
; RUN: @inttoptr_wild() => ub no-provenance
; icmp compares addresses only, whatever the provenance
; RUN: @icmp_pointers() => i1 true
; bitcast: <2 x i16> with a poison lane to i32 is poison ...
; RUN: @bitcast_v2i16_i32(poison) => i32 poison
; RUN: @bitcast_v2i16_i32(1) => i32 65537
; ... and to <4 x i8> only the lanes sharing its bits
; RUN: @bitcast_v2i16_v4i8(poison) => <4 x i8> <i8 1, i8 0, i8 poison, i8 poison>
; <8 x i1> to i8: one poison bit poisons the byte; i8 to <8 x i1>: each bit
; RUN: @bitcast_v8i1_i8(poison) => i8 poison
; RUN: @bitcast_v8i1_i8(true) => i8 -127
; RUN: @bitcast_i8_v8i1(5) => <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 false, i1 false, i1 false, i1 false>
; RUN: @bitcast_i8_v8i1(poison) => <8 x i1> <i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison, i1 poison>
; an undef bit goes through unchanged (llvm model)
; RUN: @bitcast_undef_bit() => <2 x i4> <i4 0b???1, i4 0>
; float bits
; RUN: @bitcast_double(1.0) => i64 4607182418800017408

define i32 @roundtrip(i32 %v) {
  %p = alloca i32
  store i32 %v, ptr %p
  %i = ptrtoint ptr %p to i64
  %q = inttoptr i64 %i to ptr
  %r = load i32, ptr %q
  ret i32 %r
}
define i64 @ptrtoint_poison() {
  %i = ptrtoint ptr poison to i64
  ret i64 %i
}
define i64 @ptrtoint_null() {
  %i = ptrtoint ptr null to i64
  ret i64 %i
}
define i8 @inttoptr_zero() {
  %p = inttoptr i64 0 to ptr
  %r = load i8, ptr %p
  ret i8 %r
}
define i8 @inttoptr_wild() {
  %p = inttoptr i64 8 to ptr
  %r = load i8, ptr %p
  ret i8 %r
}
define i1 @icmp_pointers() {
  %a = alloca [4 x i8]
  %b = getelementptr i8, ptr %a, i64 2
  %i = ptrtoint ptr %a to i64
  %j = add i64 %i, 2
  %c = inttoptr i64 %j to ptr
  %r = icmp eq ptr %b, %c
  ret i1 %r
}
define i32 @bitcast_v2i16_i32(i16 %hi) {
  %v = insertelement <2 x i16> <i16 1, i16 1>, i16 %hi, i32 1
  %r = bitcast <2 x i16> %v to i32
  ret i32 %r
}
define <4 x i8> @bitcast_v2i16_v4i8(i16 %hi) {
  %v = insertelement <2 x i16> <i16 1, i16 1>, i16 %hi, i32 1
  %r = bitcast <2 x i16> %v to <4 x i8>
  ret <4 x i8> %r
}
define i8 @bitcast_v8i1_i8(i1 %b) {
  %v = insertelement <8 x i1> <i1 true, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false>, i1 %b, i32 7
  %r = bitcast <8 x i1> %v to i8
  ret i8 %r
}
define <8 x i1> @bitcast_i8_v8i1(i8 %b) {
  %r = bitcast i8 %b to <8 x i1>
  ret <8 x i1> %r
}
define <2 x i4> @bitcast_undef_bit() {
  %a = and i8 undef, 14
  %b = or i8 %a, 1
  %r = bitcast i8 %b to <2 x i4>
  ret <2 x i4> %r
}
define i64 @bitcast_double(double %d) {
  %r = bitcast double %d to i64
  ret i64 %r
}

define <2 x ptr> @const_inttoptr_lanes() {
  ret <2 x ptr> inttoptr (<2 x i16> <i16 5, i16 0> to <2 x ptr>)
}

define <2 x i8> @const_trunc_lanes() {
  ret <2 x i8> trunc (<2 x i16> <i16 258, i16 poison> to <2 x i8>)
}

define <2 x i1> @const_ptrtoint_lanes() {
  ret <2 x i1> ptrtoint (<2 x ptr> <ptr null, ptr poison> to <2 x i1>)
}
