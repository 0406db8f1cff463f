; `reassoc` trees (LangRef "Fast-Math Flags"; decision 0035): a run
; computes the written IEEE result of each operation, as without the
; flag; the refinement checker decides which other results the flag
; allows by comparing the source's and the target's expressions over the
; reals ([reassoc-equal], [reassoc-zero-sign], [reassoc-unequal] in
; unary-binary.md). These runs pin the values the rule is applied to, at
; the edge cases: each pair below is equal over the reals, and where the
; two runs differ (NaN, infinity, rounding, the sign of a zero) the rule
; says whether the difference is allowed (refinement-tests/fastmath/).

; (a + b) - a and b: equal over the reals. a = inf: the source's NaN is
; a result reassociation may change (allowed); a NaN leaf is NaN on both
; sides; poison leaves give poison; a = 1e30 rounds b away in the source.
; RUN: @cancel_src(inf, 1.0) => float 0x7FF8000000000000 | float 0xFFF8000000000000
; RUN: @cancel_tgt(inf, 1.0) => float 0x3FF0000000000000
; RUN: @cancel_src(1e30, 1.0) => float 0x0000000000000000 | float 0x8000000000000000
; RUN: @cancel_tgt(1e30, 1.0) => float 0x3FF0000000000000
; RUN: @cancel_src(nan, 1.0) => float 0x7FF8000000000000 | float 0xFFF8000000000000
; RUN: @cancel_src(poison, 1.0) => float poison
; RUN: @cancel_tgt(1.0, poison) => float poison

; Signed zeros: ((a - b) - c) - a gives +0.0 and -(c + b) gives -0.0 at
; zero arguments; with `nsz` on every operation of the source both signs
; are results, without it the target's -0.0 is not allowed.
; RUN: @zeros_src(0.0, 0.0, 0.0) => float 0x0000000000000000
; RUN: @zeros_tgt(0.0, 0.0, 0.0) => float 0x8000000000000000
; RUN: @zeros_src_nsz(0.0, 0.0, 0.0) => float 0x0000000000000000 | float 0x8000000000000000

; `nnan`/`ninf` (in `fast`) still make NaN and infinite operands and
; results poison: (a * b) / b at b = 0 and at b = inf.
; RUN: @quotient_fast(1.0, 0.0) => double poison
; RUN: @quotient_fast(1.0, inf) => double poison
; RUN: @quotient_fast(3.0, 7.0) => double 0x4008000000000000

; `half`: 65504 + 65504 overflows in the source's order, not in the
; target's (equal over the reals; the infinity is a rounding the flag
; may change).
; RUN: @half_src(65504.0, 65504.0) => half 0xH7C00
; RUN: @half_tgt(65504.0, 65504.0) => half 0xH7BFF

; Vectors: lane by lane (constant leaves <1e30, 1> and <1, 1e30>).
; RUN: @v2_src() => <2 x float> <float 0x0000000000000000, float 0x46293E5940000000>
; RUN: @v2_tgt() => <2 x float> <float 0x3FF0000000000000, float 0x46293E5940000000>

define float @cancel_src(float %a, float %b) {
  %x = fadd reassoc nsz float %a, %b
  %y = fsub reassoc nsz float %x, %a
  ret float %y
}
define float @cancel_tgt(float %a, float %b) {
  %y = fadd reassoc nsz float %b, 0.0
  ret float %y
}
define float @zeros_src(float %a, float %b, float %c) {
  %t3 = fsub reassoc float %a, %b
  %t5 = fsub reassoc float %t3, %c
  %t7 = fsub reassoc float %t5, %a
  ret float %t7
}
define float @zeros_tgt(float %a, float %b, float %c) {
  %s = fadd reassoc float %c, %b
  %r = fneg reassoc float %s
  ret float %r
}
define float @zeros_src_nsz(float %a, float %b, float %c) {
  %t3 = fsub reassoc nsz float %a, %b
  %t5 = fsub reassoc nsz float %t3, %c
  %t7 = fsub reassoc nsz float %t5, %a
  ret float %t7
}
define double @quotient_fast(double %a, double %b) {
  %x = fmul fast double %a, %b
  %y = fdiv fast double %x, %b
  ret double %y
}
define half @half_src(half %a, half %b) {
  %x = fadd reassoc half %a, %b
  %y = fsub reassoc half %x, %b
  ret half %y
}
define half @half_tgt(half %a, half %b) {
  %x = fsub reassoc half %b, %b
  %y = fadd reassoc half %a, %x
  ret half %y
}
define <2 x float> @v2_src() {
  %x = fadd reassoc <2 x float> <float 0x46293E5940000000, float 1.0>, <float 1.0, float 0x46293E5940000000>
  %y = fsub reassoc <2 x float> %x, <float 0x46293E5940000000, float 1.0>
  ret <2 x float> %y
}
define <2 x float> @v2_tgt() {
  %y = fadd reassoc <2 x float> <float 1.0, float 0x46293E5940000000>, zeroinitializer
  ret <2 x float> %y
}
