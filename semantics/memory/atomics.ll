; cmpxchg, atomicrmw, fence, atomic load/store (LangRef "Memory Access and
; Addressing Operations"). llsem runs one thread, so an atomic operation is
; a plain sequential access and fence does nothing; the access rules (well
; defined pointer, bounds, alignment, lifetime) are those of load and store.

; RUN: @cmpxchg(5, 5, 9) => { i32, i32, i1 } { i32 5, i32 9, i1 true }
; RUN: @cmpxchg(5, 6, 9) => { i32, i32, i1 } { i32 5, i32 5, i1 false }
; RUN: @rmw_add(-1) => { i8, i8 } { i8 1, i8 0 }
; RUN: @rmw_xchg(4) => { i8, i8 } { i8 1, i8 4 }
; RUN: @rmw_max(-3) => { i8, i8 } { i8 1, i8 1 }
; RUN: @rmw_umax(-3) => { i8, i8 } { i8 1, i8 -3 }
; RUN: @rmw_nand(3) => { i8, i8 } { i8 1, i8 -2 }
; RUN: @rmw_add(poison) => { i8, i8 } { i8 1, i8 poison }
; RUN: @atomic_load_store(7) => i32 7
; RUN: @cmpxchg_null() => ub null-dereference
; RUN: @rmw_misaligned() => ub misaligned-access
; comparing a poison or undef operand has an unspecified outcome: the
; flag says which (semantics/memory.md, [cmpxchg-unspecified])
; RUN: @cmpxchg(poison, 5, 9) => { i32, i32, i1 } { i32 poison, i32 poison, i1 false } | { i32, i32, i1 } { i32 poison, i32 9, i1 true }
; RUN: @cmpxchg(5, poison, 9) => { i32, i32, i1 } { i32 5, i32 5, i1 false } | { i32, i32, i1 } { i32 5, i32 9, i1 true }
; RUN: @cmpxchg(5, 5, poison) => { i32, i32, i1 } { i32 5, i32 poison, i1 true }
; RUN: @cmpxchg_undef() => { i32, i1 } { i32 undef, i1 false } | { i32, i1 } { i32 undef, i1 true }
; the floating-point operations are `fadd`/`fsub` and the intrinsics
; LangRef names: fmax = maxnum (a NaN operand gives the other), fmin =
; minnum, fmaximum = maximum (a NaN operand gives a NaN), fminimum = minimum
; (-0.0 below +0.0)
; RUN: @rmw_fadd(2.0) => { float, float } { float 0x3FF8000000000000, float 0x400C000000000000 }
; RUN: @rmw_fadd(poison) => { float, float } { float 0x3FF8000000000000, float poison }
; RUN: @rmw_fsub_vector() => { <2 x float>, <2 x float> } { <2 x float> <float 0x3FF8000000000000, float 0x4010000000000000>, <2 x float> <float 0x3FE0000000000000, float 0x400C000000000000> }
; RUN: @rmw_fmax_nan() => float 0x3FF8000000000000
; RUN: @rmw_fmin(-3.0) => float 0xC008000000000000
; RUN: @rmw_fmaximum_nan() => float 0x0000000000000000
; RUN: @rmw_fminimum_zero() => float 0x8000000000000000
; the wrapping and conditional operations (op 0 uinc_wrap, 1 udec_wrap,
; 2 usub_cond, 3 usub_sat; memory holds %init, the operand is %v)
; RUN: @rmw_wrap(0, 1, 1) => i8 0
; RUN: @rmw_wrap(0, 1, 5) => i8 2
; RUN: @rmw_wrap(1, 0, 7) => i8 7
; RUN: @rmw_wrap(1, 9, 7) => i8 7
; RUN: @rmw_wrap(1, 5, 7) => i8 4
; RUN: @rmw_wrap(2, 5, 7) => i8 5
; RUN: @rmw_wrap(2, 7, 5) => i8 2
; RUN: @rmw_wrap(3, 5, 7) => i8 0
; RUN: @rmw_wrap(3, 7, 5) => i8 2
; RUN: @rmw_wrap(3, poison, 5) => i8 poison
; nand of undef contents: ~(undef & 0) is -1 at the operand's width
; RUN: @rmw_nand_undef() => { i8, i8 } { i8 undef, i8 -1 }
; RUN: @rmw_wrap_undef() => unsupported atomicrmw uinc_wrap on undef values

define { i32, i32, i1 } @cmpxchg(i32 %init, i32 %cmp, i32 %new) {
  %p = alloca i32
  store i32 %init, ptr %p
  %pair = cmpxchg ptr %p, i32 %cmp, i32 %new seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  %now = load i32, ptr %p
  %a = insertvalue { i32, i32, i1 } poison, i32 %old, 0
  %b = insertvalue { i32, i32, i1 } %a, i32 %now, 1
  %c = insertvalue { i32, i32, i1 } %b, i1 %ok, 2
  ret { i32, i32, i1 } %c
}
define { i8, i8 } @rmw_add(i8 %v) {
  %p = alloca i8
  store i8 1, ptr %p
  %old = atomicrmw add ptr %p, i8 %v seq_cst
  %now = load i8, ptr %p
  %a = insertvalue { i8, i8 } poison, i8 %old, 0
  %b = insertvalue { i8, i8 } %a, i8 %now, 1
  ret { i8, i8 } %b
}
define { i8, i8 } @rmw_xchg(i8 %v) {
  %p = alloca i8
  store i8 1, ptr %p
  %old = atomicrmw xchg ptr %p, i8 %v seq_cst
  %now = load i8, ptr %p
  %a = insertvalue { i8, i8 } poison, i8 %old, 0
  %b = insertvalue { i8, i8 } %a, i8 %now, 1
  ret { i8, i8 } %b
}
define { i8, i8 } @rmw_max(i8 %v) {
  %p = alloca i8
  store i8 1, ptr %p
  %old = atomicrmw max ptr %p, i8 %v seq_cst
  %now = load i8, ptr %p
  %a = insertvalue { i8, i8 } poison, i8 %old, 0
  %b = insertvalue { i8, i8 } %a, i8 %now, 1
  ret { i8, i8 } %b
}
define { i8, i8 } @rmw_umax(i8 %v) {
  %p = alloca i8
  store i8 1, ptr %p
  %old = atomicrmw umax ptr %p, i8 %v seq_cst
  %now = load i8, ptr %p
  %a = insertvalue { i8, i8 } poison, i8 %old, 0
  %b = insertvalue { i8, i8 } %a, i8 %now, 1
  ret { i8, i8 } %b
}
define { i8, i8 } @rmw_nand(i8 %v) {
  %p = alloca i8
  store i8 1, ptr %p
  %old = atomicrmw nand ptr %p, i8 %v seq_cst
  %now = load i8, ptr %p
  %a = insertvalue { i8, i8 } poison, i8 %old, 0
  %b = insertvalue { i8, i8 } %a, i8 %now, 1
  ret { i8, i8 } %b
}
define i32 @atomic_load_store(i32 %v) {
  %p = alloca i32
  store atomic i32 %v, ptr %p release, align 4
  fence seq_cst
  %r = load atomic i32, ptr %p acquire, align 4
  ret i32 %r
}
define i32 @cmpxchg_null() {
  %pair = cmpxchg ptr null, i32 0, i32 1 seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}
define i8 @rmw_misaligned() {
  %a = alloca [8 x i8], align 8
  %p = getelementptr i8, ptr %a, i64 1
  %old = atomicrmw add ptr %p, i16 1 seq_cst, align 2
  ret i8 0
}
define { i32, i1 } @cmpxchg_undef() {
  %p = alloca i32
  %pair = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst
  ret { i32, i1 } %pair
}
define { float, float } @rmw_fadd(float %v) {
  %p = alloca float
  store float 1.5, ptr %p
  %old = atomicrmw fadd ptr %p, float %v seq_cst
  %now = load float, ptr %p
  %a = insertvalue { float, float } poison, float %old, 0
  %b = insertvalue { float, float } %a, float %now, 1
  ret { float, float } %b
}
define { <2 x float>, <2 x float> } @rmw_fsub_vector() {
  %p = alloca <2 x float>
  store <2 x float> <float 1.5, float 4.0>, ptr %p
  %old = atomicrmw fsub ptr %p, <2 x float> <float 1.0, float 0.5> seq_cst
  %now = load <2 x float>, ptr %p
  %a = insertvalue { <2 x float>, <2 x float> } poison, <2 x float> %old, 0
  %b = insertvalue { <2 x float>, <2 x float> } %a, <2 x float> %now, 1
  ret { <2 x float>, <2 x float> } %b
}
define float @rmw_fmax_nan() {
  %p = alloca float
  store float 1.5, ptr %p
  %old = atomicrmw fmax ptr %p, float 0x7FF8000000000000 seq_cst
  %now = load float, ptr %p
  ret float %now
}
define float @rmw_fmin(float %v) {
  %p = alloca float
  store float 1.5, ptr %p
  %old = atomicrmw fmin ptr %p, float %v seq_cst
  %now = load float, ptr %p
  ret float %now
}
define float @rmw_fmaximum_nan() {
  %p = alloca float
  store float 1.5, ptr %p
  %old = atomicrmw fmaximum ptr %p, float 0x7FF8000000000000 seq_cst
  %now = load float, ptr %p
  %isnan = fcmp uno float %now, 0.0
  %r = select i1 %isnan, float 0.0, float %now
  ret float %r
}
define float @rmw_fminimum_zero() {
  %p = alloca float
  store float 0.0, ptr %p
  %old = atomicrmw fminimum ptr %p, float -0.0 seq_cst
  %now = load float, ptr %p
  ret float %now
}
define i8 @rmw_wrap(i8 %op, i8 %init, i8 %v) {
  %p = alloca i8
  store i8 %init, ptr %p
  switch i8 %op, label %subsat [ i8 0, label %inc
                                  i8 1, label %dec
                                  i8 2, label %subcond ]
inc:
  %o0 = atomicrmw uinc_wrap ptr %p, i8 %v seq_cst
  br label %done
dec:
  %o1 = atomicrmw udec_wrap ptr %p, i8 %v seq_cst
  br label %done
subcond:
  %o2 = atomicrmw usub_cond ptr %p, i8 %v seq_cst
  br label %done
subsat:
  %o3 = atomicrmw usub_sat ptr %p, i8 %v seq_cst
  br label %done
done:
  %now = load i8, ptr %p
  ret i8 %now
}
define { i8, i8 } @rmw_nand_undef() {
  %p = alloca i8
  %old = atomicrmw nand ptr %p, i8 0 seq_cst
  %now = load i8, ptr %p
  %a = insertvalue { i8, i8 } poison, i8 %old, 0
  %b = insertvalue { i8, i8 } %a, i8 %now, 1
  ret { i8, i8 } %b
}
define i16 @rmw_wrap_undef() {
  %p = alloca i16
  %old = atomicrmw uinc_wrap ptr %p, i16 3 seq_cst
  ret i16 %old
}
