//! Arithmetic: `fadd`, `fsub`, `fmul`, `fdiv`, `frem`, `llvm.fma` (and
//! `llvm.fmuladd`, which may be computed fused) and `llvm.sqrt`, correctly
//! rounded to nearest-even.
//!
//! APFloat does the first six. It has no square root, so [`sqrt`] computes
//! one exactly: the significand's integer square root, bit by bit, to two
//! bits beyond the format's precision plus a sticky bit, which APFloat then
//! rounds once.
//!
//! `float` and `double` `fadd`, `fsub`, `fmul`, `fdiv` and `sqrt` run on the
//! host's `f32`/`f64` instead: IEEE-754 defines each of them as the exact
//! result rounded once, so in the default environment (nearest-even,
//! subnormals kept, which is Rust's) the host gives the bits APFloat gives
//! for every result that is not a NaN, and a NaN result is reported as
//! [`FloatResult::Nan`] either way (its payload is the caller's choice).
//! `host_arithmetic_agrees_with_apfloat` checks the two against each other.

use super::{FloatResult, UnsupportedFloat, finish, load, with_format};
use crate::syntax::FloatKind;
use rustc_apfloat::{Category, Float, Round};

/// The four basic operations, which IEEE-754 rounds once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Basic {
    Add,
    Sub,
    Mul,
    Div,
}

impl Basic {
    /// The operation on `x` and `y` in any arithmetic that has it: the
    /// host's `f32`/`f64`, or APFloat (whose result carries its status).
    #[inline]
    fn apply<T, R>(self, x: T, y: T) -> R
    where
        T: std::ops::Add<Output = R>
            + std::ops::Sub<Output = R>
            + std::ops::Mul<Output = R>
            + std::ops::Div<Output = R>,
    {
        match self {
            Basic::Add => x + y,
            Basic::Sub => x - y,
            Basic::Mul => x * y,
            Basic::Div => x / y,
        }
    }
}

/// `fadd`: `a + b`.
pub fn fadd(kind: FloatKind, a: u128, b: u128) -> Result<FloatResult, UnsupportedFloat> {
    basic(kind, Basic::Add, a, b)
}

/// `fsub`: `a - b`.
pub fn fsub(kind: FloatKind, a: u128, b: u128) -> Result<FloatResult, UnsupportedFloat> {
    basic(kind, Basic::Sub, a, b)
}

/// `fmul`: `a * b`.
pub fn fmul(kind: FloatKind, a: u128, b: u128) -> Result<FloatResult, UnsupportedFloat> {
    basic(kind, Basic::Mul, a, b)
}

/// `fdiv`: `a / b`.
pub fn fdiv(kind: FloatKind, a: u128, b: u128) -> Result<FloatResult, UnsupportedFloat> {
    basic(kind, Basic::Div, a, b)
}

/// A basic operation: on the host for `float` and `double`, through APFloat
/// for the other formats.
#[inline]
fn basic(kind: FloatKind, op: Basic, a: u128, b: u128) -> Result<FloatResult, UnsupportedFloat> {
    match kind {
        FloatKind::Float => {
            let r = op.apply(f32::from_bits(a as u32), f32::from_bits(b as u32));
            Ok(host_result(r.is_nan(), r.to_bits().into()))
        }
        FloatKind::Double => {
            let r = op.apply(f64::from_bits(a as u64), f64::from_bits(b as u64));
            Ok(host_result(r.is_nan(), r.to_bits().into()))
        }
        _ => basic_apfloat(kind, op, a, b),
    }
}

/// A basic operation through APFloat, in any format.
fn basic_apfloat(
    kind: FloatKind,
    op: Basic,
    a: u128,
    b: u128,
) -> Result<FloatResult, UnsupportedFloat> {
    with_format!(kind, F => {
        finish(op.apply(load::<F>(a), load::<F>(b)))
    })
}

/// The result of a host operation, as [`finish`] reports APFloat's.
#[inline(always)]
fn host_result(nan: bool, bits: u128) -> FloatResult {
    if nan {
        FloatResult::Nan
    } else {
        FloatResult::Value(bits)
    }
}

/// `frem`: C's `fmod(a, b)`, the exact remainder of the division truncated
/// toward zero; it has the sign of `a` (also when zero).
pub fn frem(kind: FloatKind, a: u128, b: u128) -> Result<FloatResult, UnsupportedFloat> {
    with_format!(kind, F => fmod(load::<F>(a), load::<F>(b)))
}

/// C's `remainder(a, b)`: `a - n * b` for `n` the integer nearest to
/// `a / b` (ties to even), exact.
pub fn remainder(kind: FloatKind, a: u128, b: u128) -> Result<FloatResult, UnsupportedFloat> {
    with_format!(kind, F => finish(load::<F>(a).ieee_rem(load::<F>(b))))
}

/// `fmod` as APFloat's `c_fmod` defines it, computed on the integer
/// significands: `c_fmod` subtracts one binade per step, thousands of
/// bignum steps for far-apart fp128 operands, where this takes a few
/// machine-word remainders.
fn fmod<F: Float>(x: F, y: F) -> FloatResult {
    if !(x.is_finite_non_zero() && y.is_finite_non_zero()) {
        // NaN, infinite dividend, zero divisor: NaN; zero dividend or
        // infinite divisor: the dividend.
        return finish(x.c_fmod(y));
    }
    let (mx, ex) = decompose(x);
    let (my, ey) = decompose(y);
    if ex < ey {
        // Both significands have PRECISION bits, so |x| < |y|.
        return FloatResult::Value(x.to_bits());
    }
    // r = (mx * 2^(ex - ey)) mod my, shifting in at most as many bits at a
    // time as keep r * 2^step below 2^128 (r < my < 2^PRECISION).
    let max_step = 128 - F::PRECISION as u32;
    let mut r = mx % my;
    let mut pending = ex.abs_diff(ey);
    while pending > 0 && r != 0 {
        let step = pending.min(max_step);
        r = (r << step) % my;
        pending -= step;
    }
    // r * 2^ey is a multiple of the smaller operand's quantum and below |y|:
    // exactly representable, so neither step rounds.
    let magnitude = F::from_u128(r).value.scalbn(ey);
    FloatResult::Value(magnitude.copy_sign(x).to_bits())
}

/// `llvm.fma`: `a * b + c` with a single rounding.
pub fn fma(kind: FloatKind, a: u128, b: u128, c: u128) -> Result<FloatResult, UnsupportedFloat> {
    with_format!(kind, F => finish(load::<F>(a).mul_add_r(load::<F>(b), load::<F>(c), Round::NearestTiesToEven)))
}

/// `llvm.sqrt`: the correctly rounded square root; `sqrt(-0) = -0`, NaN for
/// negative operands.
pub fn sqrt(kind: FloatKind, x: u128) -> Result<FloatResult, UnsupportedFloat> {
    match kind {
        // The host's square root is IEEE's (correctly rounded, `-0` for
        // `-0`, NaN below zero), as `sqrt_of` computes it.
        FloatKind::Float => {
            let r = f32::from_bits(x as u32).sqrt();
            Ok(host_result(r.is_nan(), r.to_bits().into()))
        }
        FloatKind::Double => {
            let r = f64::from_bits(x as u64).sqrt();
            Ok(host_result(r.is_nan(), r.to_bits().into()))
        }
        _ => sqrt_apfloat(kind, x),
    }
}

/// [`sqrt`] computed exactly on APFloat values, in any format.
fn sqrt_apfloat(kind: FloatKind, x: u128) -> Result<FloatResult, UnsupportedFloat> {
    with_format!(kind, F => sqrt_of(load::<F>(x), Round::NearestTiesToEven))
}

/// The square root of `x` rounded in `round`.
pub(super) fn sqrt_of<F: Float>(x: F, round: Round) -> FloatResult {
    match x.category() {
        Category::NaN => FloatResult::Nan,
        Category::Zero => FloatResult::Value(x.to_bits()),
        _ if x.is_negative() => FloatResult::Nan,
        Category::Infinity => FloatResult::Value(x.to_bits()),
        Category::Normal => FloatResult::Value(sqrt_positive(x, round).to_bits()),
    }
}

/// `x` as `m * 2^e` with `m` an integer of exactly `F::PRECISION` bits, for a
/// finite non-zero `x` (subnormals included).
pub(crate) fn decompose<F: Float>(x: F) -> (u128, i32) {
    let mut exp = 0;
    let fraction = x.abs().frexp(&mut exp);
    let precision = F::PRECISION as i32;
    // `fraction` is in [0.5, 1), so this scaling is exact and integral.
    let m = fraction.scalbn(precision).to_u128(F::PRECISION).value;
    (m, exp - precision)
}

/// The square root of a positive finite non-zero `x`.
fn sqrt_positive<F: Float>(x: F, round: Round) -> F {
    let (mut m, mut e) = decompose(x);
    if e % 2 != 0 {
        m <<= 1;
        e -= 1;
    }
    // Radicand R = m * 4^extra. The root gets `pairs` bits, at least two
    // more than the precision; extra > 0 because m has at most
    // PRECISION + 1 bits, so pairs = PRECISION + 2 exactly.
    let pairs_in_m = (128 - m.leading_zeros()).div_ceil(2);
    let pairs = (F::PRECISION as u32 + 2).max(pairs_in_m);
    let extra = pairs - pairs_in_m;
    let (root, inexact) = isqrt_bits(m, pairs_in_m, extra);
    // sqrt(x) = sqrt(R) * 2^(e/2 - extra), and sqrt(R) lies in
    // (root, root + 1) when inexact: stand it in by root + 1/2.
    let doubled = root << 1 | u128::from(inexact);
    let scale = e / 2 - extra as i32 - 1;
    // `doubled` has PRECISION + 3 bits: the one rounding happens here. The
    // result is always normal (square roots halve the exponent), so the
    // scaling is exact.
    F::from_u128_r(doubled, round).value.scalbn(scale)
}

/// Integer square root of `m * 4^extra` where `m` has `pairs_in_m` base-4
/// digits: the root's bits, most significant first, and whether a remainder
/// is left. Invariant: `rem <= 2 * root`, so with a root of at most 115 bits
/// every intermediate fits in a `u128`.
fn isqrt_bits(m: u128, pairs_in_m: u32, extra: u32) -> (u128, bool) {
    let mut root: u128 = 0;
    let mut rem: u128 = 0;
    for i in (0..pairs_in_m + extra).rev() {
        let digit = if i >= extra {
            m >> (2 * (i - extra)) & 3
        } else {
            0
        };
        rem = rem << 2 | digit;
        let trial = root << 2 | 1;
        if rem >= trial {
            rem -= trial;
            root = root << 1 | 1;
        } else {
            root <<= 1;
        }
    }
    (root, rem != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(x: f32) -> u128 {
        x.to_bits().into()
    }

    fn d(x: f64) -> u128 {
        x.to_bits().into()
    }

    #[test]
    fn isqrt_is_exact_on_small_numbers() {
        for n in 0u128..2000 {
            let pairs = (128 - n.leading_zeros()).div_ceil(2);
            let (root, inexact) = isqrt_bits(n, pairs, 0);
            assert!(root * root <= n && (root + 1) * (root + 1) > n, "{n}");
            assert_eq!(inexact, root * root != n, "{n}");
        }
    }

    #[test]
    fn sqrt_special_cases() {
        let k = FloatKind::Float;
        for sqrt in [sqrt, sqrt_apfloat] {
            sqrt_special_cases_of(k, sqrt);
        }
        assert!(sqrt(FloatKind::PpcFp128, 0).is_err());
    }

    type Sqrt = fn(FloatKind, u128) -> Result<FloatResult, UnsupportedFloat>;

    fn sqrt_special_cases_of(k: FloatKind, sqrt: Sqrt) {
        assert_eq!(sqrt(k, f(-0.0)), Ok(FloatResult::Value(f(-0.0))));
        assert_eq!(sqrt(k, f(0.0)), Ok(FloatResult::Value(0)));
        assert_eq!(
            sqrt(k, f(f32::INFINITY)),
            Ok(FloatResult::Value(f(f32::INFINITY)))
        );
        assert_eq!(sqrt(k, f(f32::NEG_INFINITY)), Ok(FloatResult::Nan));
        assert_eq!(sqrt(k, f(-1.0)), Ok(FloatResult::Nan));
        assert_eq!(sqrt(k, f(-f32::from_bits(1))), Ok(FloatResult::Nan));
        assert_eq!(sqrt(k, 0x7f80_0001), Ok(FloatResult::Nan));
        assert_eq!(sqrt(k, f(4.0)), Ok(FloatResult::Value(f(2.0))));
    }

    #[test]
    fn sqrt_matches_rust_f64_on_samples() {
        let mut rng = crate::xorshift::XorShift(0x9E37_79B9_7F4A_7C15);
        for _ in 0..20_000 {
            let state = rng.next();
            let x = f64::from_bits(state >> 1);
            let want = if x.is_nan() {
                FloatResult::Nan
            } else {
                FloatResult::Value(d(x.sqrt()))
            };
            assert_eq!(sqrt_apfloat(FloatKind::Double, d(x)), Ok(want), "{x:e}");
        }
        for x in [f64::MAX, f64::MIN_POSITIVE, f64::from_bits(1), 2.0, 1e-310] {
            assert_eq!(
                sqrt_apfloat(FloatKind::Double, d(x)),
                Ok(FloatResult::Value(d(x.sqrt())))
            );
        }
    }

    #[test]
    fn arithmetic_nan_cases() {
        let k = FloatKind::Double;
        let inf = d(f64::INFINITY);
        assert_eq!(fsub(k, inf, inf), Ok(FloatResult::Nan));
        assert_eq!(fmul(k, inf, 0), Ok(FloatResult::Nan));
        assert_eq!(fdiv(k, 0, 0), Ok(FloatResult::Nan));
        assert_eq!(frem(k, inf, d(1.0)), Ok(FloatResult::Nan));
        assert_eq!(frem(k, d(1.0), 0), Ok(FloatResult::Nan));
        assert_eq!(fadd(k, d(f64::NAN), d(1.0)), Ok(FloatResult::Nan));
        assert_eq!(fma(k, inf, 0, d(1.0)), Ok(FloatResult::Nan));
        assert_eq!(fdiv(k, d(1.0), 0), Ok(FloatResult::Value(inf)));
    }

    #[test]
    fn frem_has_the_sign_of_the_dividend() {
        let k = FloatKind::Double;
        for (a, b, r) in [
            (5.5, 2.0, 1.5),
            (-5.5, 2.0, -1.5),
            (5.5, -2.0, 1.5),
            (-4.0, 2.0, -0.0),
            (4.0, -2.0, 0.0),
            (-0.0, 3.0, -0.0),
            (3.0, f64::INFINITY, 3.0),
            (1e300, 3.0, 1e300 % 3.0),
            (f64::MAX, f64::from_bits(1), 0.0),
        ] {
            assert_eq!(
                frem(k, d(a), d(b)),
                Ok(FloatResult::Value(d(r))),
                "{a} % {b}"
            );
        }
    }

    #[test]
    fn frem_agrees_with_apfloat_c_fmod() {
        use rustc_apfloat::ieee::{Double, Quad};
        let mut rng = crate::xorshift::XorShift(0x0123_4567_89AB_CDEFu64);
        let mut next = move || rng.next();
        for i in 0..2000u32 {
            // Divisors up to 2^(i % 12) binades below the dividend (a few
            // above it, some subnormal).
            let gap = next() % (1 << (i % 12));
            let sign = |bits: u64| bits & 1 << 63;
            let a_exp = 0x200 + next() % 0x400;
            let b_exp = (a_exp + 4).saturating_sub(gap);
            let (a, b) = (next(), next());
            let a = sign(a) | a_exp << 52 | a & 0xF_FFFF_FFFF_FFFF;
            let b = sign(b) | b_exp << 52 | b & 0xF_FFFF_FFFF_FFFF;
            let want = finish(Double::from_bits(a.into()).c_fmod(Double::from_bits(b.into())));
            let got = frem(FloatKind::Double, a.into(), b.into());
            assert_eq!(got, Ok(want), "{a:#x} {b:#x}");

            let a_exp = u128::from(0x3000 + next() % 0x2000);
            let b_exp = (a_exp + 4).saturating_sub(gap.into());
            let (a, b) = (
                u128::from(next()) << 64 | u128::from(next()),
                u128::from(next()),
            );
            let fraction = (1u128 << 112) - 1;
            let qa = a & 1 << 127 | a_exp << 112 | a & fraction;
            let qb = b << 64 & 1 << 127 | b_exp << 112 | (b * 0x9E37_79B9_7F4A_7C15) & fraction;
            let want = finish(Quad::from_bits(qa).c_fmod(Quad::from_bits(qb)));
            assert_eq!(frem(FloatKind::Fp128, qa, qb), Ok(want), "{qa:#x} {qb:#x}");
        }
    }

    #[test]
    fn fma_rounds_once() {
        // (1 + 2^-23)^2 - 1 - 2^-22 = 2^-46 exactly; fmul then fadd gives 0.
        let x = 1.0 + f32::EPSILON;
        let c = -(1.0 + 2.0 * f32::EPSILON);
        let fused = fma(FloatKind::Float, f(x), f(x), f(c));
        assert_eq!(fused, Ok(FloatResult::Value(f(2f32.powi(-46)))));
        assert_eq!(x * x + c, 0.0);
    }

    /// The host's `f32`/`f64` arithmetic gives APFloat's results (see the
    /// module comment): random bit patterns, operands a few binades apart
    /// (cancellation, rounding ties), and the special values, every pair.
    #[test]
    fn host_arithmetic_agrees_with_apfloat() {
        let mut rng = crate::xorshift::XorShift(0x2545_F491_4F6C_DD1Du64);
        let mut next = move || rng.next();
        let specials = [
            0.0,
            -0.0,
            1.0,
            -1.0,
            0.5,
            3.0,
            f64::MIN_POSITIVE,
            f64::from_bits(1),
            -f64::from_bits(0x000f_ffff_ffff_ffff),
            f64::MAX,
            f64::MIN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            f64::from_bits(0x7ff0_0000_0000_0001),
            1.0 + f64::EPSILON,
        ];
        let mut doubles: Vec<f64> = specials.to_vec();
        for i in 0..3000 {
            let x = f64::from_bits(next());
            doubles.push(x);
            // Near the previous one: sums that cancel, products near ties.
            let near = f64::from_bits(next() >> 12 | 0x3ff0_0000_0000_0000);
            doubles.push(if i % 2 == 0 { x * near } else { -x * near });
        }
        let ops = [Basic::Add, Basic::Sub, Basic::Mul, Basic::Div];
        let pairs = doubles
            .iter()
            .zip(doubles.iter().skip(1).chain(&doubles[..1]));
        let all_special = (specials.iter()).flat_map(|a| specials.iter().map(move |b| (a, b)));
        for (&a, &b) in pairs.chain(all_special) {
            for op in ops {
                let (x, y) = (d(a), d(b));
                let what = format!("{op:?} {a:e} {b:e}");
                let want = basic_apfloat(FloatKind::Double, op, x, y);
                assert_eq!(basic(FloatKind::Double, op, x, y), want, "{what}");
                // The same operands rounded to float, and float's own
                // subnormal range.
                let (p, q) = (f(a as f32), f((a * 1e-300) as f32 * 1e-8));
                for (u, v) in [(p, q), (q, p), (p, f(b as f32))] {
                    let want = basic_apfloat(FloatKind::Float, op, u, v);
                    assert_eq!(basic(FloatKind::Float, op, u, v), want, "{what}");
                }
            }
            for k in [FloatKind::Float, FloatKind::Double] {
                let x = if k == FloatKind::Float {
                    f(a as f32)
                } else {
                    d(a)
                };
                assert_eq!(sqrt(k, x), sqrt_apfloat(k, x), "sqrt {a:e}");
            }
        }
    }
}
