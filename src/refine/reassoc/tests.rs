//! The licence of small function pairs, and the exact evaluation.

use super::*;
use crate::syntax::SourceFile;

/// The licence of `@src` against `@tgt` of one module.
fn of(text: &str) -> Option<Reassoc> {
    let m = crate::parse::load(SourceFile::new("t.ll", text)).expect("valid test module");
    let s = m.function_by_name("src").expect("has @src");
    let t = m.function_by_name("tgt").expect("has @tgt");
    licence(&m, s, &m, t)
}

#[test]
fn a_reassociated_sum_with_constants_cancelled_is_equal() {
    // PhaseOrdering/fast-basictest.ll @test2.
    let l = of("define float @src(float %a, float %b) {
  %x = fadd fast float %a, -3.000000e+01
  %y = fadd fast float %x, %b
  %z = fadd fast float %y, 3.000000e+01
  ret float %z
}
define float @tgt(float %a, float %b) {
  %z = fadd fast float %a, %b
  ret float %z
}");
    assert_eq!(l, Some(Reassoc::Equal { nsz: true }));
}

#[test]
fn without_nsz_the_licence_keeps_the_zero_sign() {
    // fast-basictest.ll @test19_reassoc with the fold LLVM does only
    // under `nsz`.
    let l = of("define float @src(float %a, float %b, float %c) {
  %t3 = fsub reassoc float %a, %b
  %t5 = fsub reassoc float %t3, %c
  %t7 = fsub reassoc float %t5, %a
  ret float %t7
}
define float @tgt(float %a, float %b, float %c) {
  %1 = fadd reassoc float %c, %b
  %t7 = fneg reassoc float %1
  ret float %t7
}");
    assert_eq!(l, Some(Reassoc::Equal { nsz: false }));
}

#[test]
fn an_algebraically_wrong_fold_is_unequal() {
    let l = of("define float @src(float %a, float %b) {
  %x = fadd reassoc nsz float %a, %b
  %y = fsub reassoc nsz float %x, %a
  ret float %y
}
define float @tgt(float %a, float %b) {
  ret float %a
}");
    assert_eq!(l, Some(Reassoc::Unequal));
}

#[test]
fn products_and_quotients_compare_as_rational_functions() {
    let l = of("define double @src(double %a, double %b, double %c) {
  %x = fmul reassoc double %a, %b
  %y = fdiv reassoc double %x, %c
  %z = fmul reassoc double %y, %c
  ret double %z
}
define double @tgt(double %a, double %b, double %c) {
  %x = fmul reassoc double %b, %a
  ret double %x
}");
    assert_eq!(l, Some(Reassoc::Equal { nsz: false }));
}

#[test]
fn a_folded_constant_the_source_does_not_have_is_not_decided() {
    // 0.1 + 0.2 rounds; over the reals the folded constant differs, but
    // the fold is one `reassoc` allows: no licence, no verdict from it.
    let l = of("define float @src(float %a) {
  %x = fadd reassoc float %a, 0x3FB99999A0000000
  %y = fadd reassoc float %x, 0x3FC99999A0000000
  ret float %y
}
define float @tgt(float %a) {
  %y = fadd reassoc float %a, 0x3FD3333340000000
  ret float %y
}");
    assert_eq!(l, None);
}

#[test]
fn a_flag_on_one_instruction_licenses_only_its_tree() {
    // `%x` has no flags: it is a leaf the target must compute alike.
    let wrong = of("define float @src(float %a, float %b, float %c) {
  %x = fadd float %a, %b
  %y = fadd reassoc float %x, %c
  ret float %y
}
define float @tgt(float %a, float %b, float %c) {
  %x = fadd reassoc float %b, %c
  %y = fadd reassoc float %a, %x
  ret float %y
}");
    assert_eq!(wrong, Some(Reassoc::Unequal));
    let right = of("define float @src(float %a, float %b, float %c, float %d) {
  %x = fmul float %a, %b
  %y = fadd reassoc float %x, %c
  %z = fadd reassoc float %y, %d
  ret float %z
}
define float @tgt(float %a, float %b, float %c, float %d) {
  %x = fmul float %a, %b
  %y = fadd reassoc float %x, %d
  %z = fadd reassoc float %y, %c
  ret float %z
}");
    assert_eq!(right, Some(Reassoc::Equal { nsz: false }));
}

#[test]
fn a_tree_value_that_escapes_is_not_decided() {
    let l = of("define float @src(float %a, float %b, ptr %p) {
  %x = fadd reassoc float %a, %b
  store float %x, ptr %p
  %y = fsub reassoc float %x, %a
  ret float %y
}
define float @tgt(float %a, float %b, ptr %p) {
  %x = fadd reassoc float %a, %b
  store float %x, ptr %p
  ret float %b
}");
    assert_eq!(l, None);
}

#[test]
fn target_poison_flags_the_source_lacks_are_not_decided() {
    let l = of("define float @src(float %a, float %b) {
  %x = fadd reassoc float %a, %b
  %y = fsub reassoc float %x, %a
  ret float %y
}
define float @tgt(float %a, float %b) {
  %y = fadd nnan float %b, 0.0
  ret float %y
}");
    assert_eq!(l, None);
}

#[test]
fn vectors_compare_lane_by_lane() {
    let l = of("define <2 x half> @src(<2 x half> %a, <2 x half> %b) {
  %x = fadd reassoc <2 x half> %a, %b
  %y = fsub reassoc <2 x half> %x, <half 1.0, half 2.0>
  ret <2 x half> %y
}
define <2 x half> @tgt(<2 x half> %a, <2 x half> %b) {
  %x = fadd reassoc <2 x half> %b, <half -1.0, half -2.0>
  %y = fadd reassoc <2 x half> %x, %a
  ret <2 x half> %y
}");
    assert_eq!(l, Some(Reassoc::Equal { nsz: false }));
    // Lanes swapped: unequal.
    let swapped = of("define <2 x half> @src(<2 x half> %a, <2 x half> %b) {
  %x = fadd reassoc <2 x half> %a, %b
  %y = fsub reassoc <2 x half> %x, <half 1.0, half 2.0>
  ret <2 x half> %y
}
define <2 x half> @tgt(<2 x half> %a, <2 x half> %b) {
  %x = fadd reassoc <2 x half> %b, <half -2.0, half -1.0>
  %y = fadd reassoc <2 x half> %x, %a
  ret <2 x half> %y
}");
    assert_eq!(swapped, Some(Reassoc::Unequal));
}

#[test]
fn no_reassoc_in_the_source_needs_no_licence() {
    let l = of("define float @src(float %a, float %b) {
  %x = fadd float %a, %b
  ret float %x
}
define float @tgt(float %a, float %b) {
  %x = fadd float %b, %a
  ret float %x
}");
    assert_eq!(l, None);
}

#[test]
fn constants_are_their_exact_dyadic_values() {
    // 1.5 = 3 / 2 in every format; -0.0 and +0.0 are 0; NaN and
    // infinities are not reals.
    let three = exact(FloatKind::Float, 0x4040_0000).expect("finite");
    let half = inv(2).expect("2 is invertible");
    let v = exact(FloatKind::Float, 0x3FC0_0000).expect("finite");
    assert_eq!(v, [mul(three[0], half); POINTS]);
    assert_eq!(exact(FloatKind::Double, 0x3FF8 << 48), Some(v));
    assert_eq!(exact(FloatKind::Half, 0x3E00), Some(v));
    assert_eq!(exact(FloatKind::Fp128, 0x3FFF8 << 108), Some(v));
    assert_eq!(exact(FloatKind::Float, 0x8000_0000), Some([0; POINTS]));
    // The smallest subnormal half is 2^-24.
    assert_eq!(
        exact(FloatKind::Half, 1),
        Some([inv(pow(2, 24)).expect("invertible"); POINTS])
    );
    assert_eq!(exact(FloatKind::Float, 0x7F80_0000), None);
    assert_eq!(exact(FloatKind::Float, 0x7FC0_0000), None);
}

#[test]
fn dead_flagged_operations_do_not_matter() {
    // %u and %w compute nothing returned (passes leave such code dead).
    let l = of("define float @src(float %a, float %b) {
  %u = fmul reassoc arcp float %a, 2.000000e+00
  %w = fadd reassoc float %u, %b
  %x = fadd reassoc nsz float %a, %b
  %y = fsub reassoc nsz float %x, %a
  ret float %y
}
define float @tgt(float %a, float %b) {
  %d = fneg reassoc float %a
  ret float %b
}");
    assert_eq!(l, Some(Reassoc::Equal { nsz: true }));
}
