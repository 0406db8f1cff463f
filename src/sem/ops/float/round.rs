//! Rounding to an integral value (`llvm.floor`, `llvm.ceil`, `llvm.trunc`,
//! `llvm.round`, `llvm.roundeven`, `llvm.rint`, `llvm.nearbyint`) and the
//! exponent intrinsics `llvm.ldexp` and `llvm.frexp`.
//!
//! `rint` and `nearbyint` round in the current rounding mode, which in LLVM's
//! default environment is nearest-even, so both equal `roundeven`. Zeros and
//! infinities come back unchanged, and the sign of a zero result is the
//! operand's (`floor(-0.5) = -1`, `ceil(-0.5) = -0`).
//!
//! `ldexp` and `frexp` of a NaN follow the general NaN rule (LangRef's "the
//! same value is returned" is one of the allowed results).

use super::{FloatResult, UnsupportedFloat, finish, load, with_format};
use crate::apint::ApInt;
use crate::syntax::FloatKind;
use rustc_apfloat::{Float, Round};

pub(super) fn round_with(
    kind: FloatKind,
    x: u128,
    mode: Round,
) -> Result<FloatResult, UnsupportedFloat> {
    with_format!(kind, F => finish(load::<F>(x).round_to_integral(mode)))
}

/// `llvm.floor`: the largest integral value not above `x`.
pub fn floor(kind: FloatKind, x: u128) -> Result<FloatResult, UnsupportedFloat> {
    round_with(kind, x, Round::TowardNegative)
}

/// `llvm.ceil`: the smallest integral value not below `x`.
pub fn ceil(kind: FloatKind, x: u128) -> Result<FloatResult, UnsupportedFloat> {
    round_with(kind, x, Round::TowardPositive)
}

/// `llvm.trunc`: `x` rounded toward zero.
pub fn trunc(kind: FloatKind, x: u128) -> Result<FloatResult, UnsupportedFloat> {
    round_with(kind, x, Round::TowardZero)
}

/// `llvm.round`: `x` rounded to nearest, ties away from zero.
pub fn round(kind: FloatKind, x: u128) -> Result<FloatResult, UnsupportedFloat> {
    round_with(kind, x, Round::NearestTiesToAway)
}

/// `llvm.roundeven`: `x` rounded to nearest, ties to even.
pub fn roundeven(kind: FloatKind, x: u128) -> Result<FloatResult, UnsupportedFloat> {
    round_with(kind, x, Round::NearestTiesToEven)
}

/// `llvm.rint`: `x` rounded in the current mode (nearest-even).
pub fn rint(kind: FloatKind, x: u128) -> Result<FloatResult, UnsupportedFloat> {
    roundeven(kind, x)
}

/// `llvm.nearbyint`: `x` rounded in the current mode (nearest-even).
pub fn nearbyint(kind: FloatKind, x: u128) -> Result<FloatResult, UnsupportedFloat> {
    roundeven(kind, x)
}

/// Exponent adjustments beyond this magnitude overflow or underflow every
/// format (fp128 spans about 2^±16494), so clamping to it is exact.
const LDEXP_CLAMP: i128 = 1 << 20;

/// `llvm.ldexp(x, exp)`: `x * 2^exp`, correctly rounded (subnormal results
/// included); `exp` is read as signed, of any width.
pub fn ldexp(kind: FloatKind, x: u128, exp: &ApInt) -> Result<FloatResult, UnsupportedFloat> {
    ldexp_r(kind, x, exp, Round::NearestTiesToEven)
}

/// `ldexp` rounded in `round` (which matters for subnormal and
/// overflowing results only).
pub(super) fn ldexp_r(
    kind: FloatKind,
    x: u128,
    exp: &ApInt,
    round: Round,
) -> Result<FloatResult, UnsupportedFloat> {
    let clamp = match exp.to_i128() {
        Some(e) => e.clamp(-LDEXP_CLAMP, LDEXP_CLAMP),
        None if exp.is_negative() => -LDEXP_CLAMP,
        None => LDEXP_CLAMP,
    };
    // In range of i32 by the clamp.
    let e = clamp as i32;
    with_format!(kind, F => {
        let v = load::<F>(x);
        if v.is_nan() {
            FloatResult::Nan
        } else {
            FloatResult::Value(v.scalbn_r(e, round).to_bits())
        }
    })
}

/// `llvm.frexp(x)`: the fraction, of magnitude in [0.5, 1) and the sign of
/// `x`, and the exponent `e` with `x = fraction * 2^e`. Zeros give themselves
/// and 0. For NaN and infinite `x` the exponent is unspecified (`None`) and
/// the fraction is NaN or `x` itself.
pub fn frexp(kind: FloatKind, x: u128) -> Result<(FloatResult, Option<i32>), UnsupportedFloat> {
    with_format!(kind, F => {
        let v = load::<F>(x);
        if v.is_nan() {
            (FloatResult::Nan, None)
        } else if v.is_infinite() {
            (FloatResult::Value(v.to_bits()), None)
        } else {
            let mut e = 0;
            let fraction = v.frexp(&mut e);
            (FloatResult::Value(fraction.to_bits()), Some(e))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(x: f64) -> u128 {
        x.to_bits().into()
    }

    fn v(x: f64) -> Result<FloatResult, UnsupportedFloat> {
        Ok(FloatResult::Value(d(x)))
    }

    #[test]
    fn rounding_modes_on_ties_and_signs() {
        let k = FloatKind::Double;
        assert_eq!(floor(k, d(-0.5)), v(-1.0));
        assert_eq!(ceil(k, d(-0.5)), v(-0.0));
        assert_eq!(trunc(k, d(-2.7)), v(-2.0));
        assert_eq!(round(k, d(2.5)), v(3.0));
        assert_eq!(round(k, d(-2.5)), v(-3.0));
        assert_eq!(roundeven(k, d(2.5)), v(2.0));
        assert_eq!(rint(k, d(3.5)), v(4.0));
        assert_eq!(nearbyint(k, d(-0.5)), v(-0.0));
        assert_eq!(floor(k, d(f64::NEG_INFINITY)), v(f64::NEG_INFINITY));
        assert_eq!(ceil(k, d(4503599627370497.0)), v(4503599627370497.0));
        assert_eq!(trunc(k, d(f64::NAN)), Ok(FloatResult::Nan));
    }

    #[test]
    fn ldexp_rounds_subnormals_and_saturates() {
        let k = FloatKind::Double;
        let e = |x: i128| ApInt::from_i128(32, x);
        assert_eq!(ldexp(k, d(1.0), &e(-1074)), v(f64::from_bits(1)));
        // 1.5 * 2^-1074 is a tie between 1 and 2 ulps: even is 2.
        assert_eq!(ldexp(k, d(1.5), &e(-1074)), v(f64::from_bits(2)));
        assert_eq!(ldexp(k, d(1.0), &e(-1076)), v(0.0));
        assert_eq!(ldexp(k, d(-1.0), &e(-2000)), v(-0.0));
        assert_eq!(ldexp(k, d(1.0), &e(1024)), v(f64::INFINITY));
        assert_eq!(ldexp(k, d(f64::NEG_INFINITY), &e(-5)), v(f64::NEG_INFINITY));
        assert_eq!(ldexp(k, d(f64::NAN), &e(3)), Ok(FloatResult::Nan));
        assert_eq!(ldexp(k, d(3.0), &ApInt::from_i128(8, -1)), v(1.5));
        // Exponents of ±2^128 (i300) do not fit an i128.
        let huge = ApInt::from_limbs(300, &[0, 0, 1]);
        assert_eq!(ldexp(k, d(1.0), &huge), v(f64::INFINITY));
        assert_eq!(ldexp(k, d(1.0), &huge.negate()), v(0.0));
        assert_eq!(
            ldexp(FloatKind::X86Fp80, 0x3FFF_8000_0000_0000_0000, &e(-16445)),
            Ok(FloatResult::Value(1))
        );
    }

    #[test]
    fn frexp_cases() {
        let k = FloatKind::Double;
        assert_eq!(frexp(k, d(8.0)), Ok((FloatResult::Value(d(0.5)), Some(4))));
        assert_eq!(
            frexp(k, d(-3.0)),
            Ok((FloatResult::Value(d(-0.75)), Some(2)))
        );
        assert_eq!(
            frexp(k, d(-0.0)),
            Ok((FloatResult::Value(d(-0.0)), Some(0)))
        );
        assert_eq!(frexp(k, 1), Ok((FloatResult::Value(d(0.5)), Some(-1073))));
        assert_eq!(
            frexp(k, d(f64::INFINITY)),
            Ok((FloatResult::Value(d(f64::INFINITY)), None))
        );
        assert_eq!(frexp(k, d(f64::NAN)), Ok((FloatResult::Nan, None)));
    }
}
