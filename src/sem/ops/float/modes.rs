//! Operations in an explicit rounding mode, for the constrained
//! floating-point intrinsics (LangRef "Constrained Floating-Point
//! Intrinsics"), whose rounding argument names one of IEEE's modes. The
//! default-environment operations of the other modules are these with
//! [`RoundingMode::NearestTiesToEven`].

use super::{FloatResult, UnsupportedFloat, finish, load, with_format};
use crate::apint::ApInt;
use crate::syntax::FloatKind;
use rustc_apfloat::{Float, Round};

/// An IEEE rounding mode, as LangRef's rounding metadata names it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RoundingMode {
    /// `round.tonearest`: to nearest, ties to even (the default).
    #[default]
    NearestTiesToEven,
    /// `round.tonearestaway`: to nearest, ties away from zero.
    NearestTiesToAway,
    /// `round.upward`: toward +∞.
    TowardPositive,
    /// `round.downward`: toward −∞.
    TowardNegative,
    /// `round.towardzero`.
    TowardZero,
}

impl RoundingMode {
    /// Every mode, the default first.
    pub const ALL: [RoundingMode; 5] = [
        RoundingMode::NearestTiesToEven,
        RoundingMode::NearestTiesToAway,
        RoundingMode::TowardPositive,
        RoundingMode::TowardNegative,
        RoundingMode::TowardZero,
    ];

    /// The metadata string naming the mode (`round.tonearest`, ...).
    pub fn metadata(self) -> &'static str {
        match self {
            RoundingMode::NearestTiesToEven => "round.tonearest",
            RoundingMode::NearestTiesToAway => "round.tonearestaway",
            RoundingMode::TowardPositive => "round.upward",
            RoundingMode::TowardNegative => "round.downward",
            RoundingMode::TowardZero => "round.towardzero",
        }
    }

    /// The mode a metadata string names (not `round.dynamic`).
    pub fn from_metadata(s: &str) -> Option<RoundingMode> {
        RoundingMode::ALL.into_iter().find(|m| m.metadata() == s)
    }

    /// The short name used on the command line (`tonearest`, `upward`,
    /// ...): the metadata string without `round.`.
    pub fn name(self) -> &'static str {
        &self.metadata()["round.".len()..]
    }

    /// The mode named on the command line.
    pub fn from_name(s: &str) -> Option<RoundingMode> {
        RoundingMode::ALL.into_iter().find(|m| m.name() == s)
    }

    /// The value `llvm.get.rounding` returns for the mode (C's
    /// `FLT_ROUNDS`: 0 toward zero, 1 to nearest, 2 upward, 3 downward, 4
    /// to nearest away).
    pub fn flt_rounds(self) -> i64 {
        match self {
            RoundingMode::TowardZero => 0,
            RoundingMode::NearestTiesToEven => 1,
            RoundingMode::TowardPositive => 2,
            RoundingMode::TowardNegative => 3,
            RoundingMode::NearestTiesToAway => 4,
        }
    }

    /// The mode of a `FLT_ROUNDS` value.
    pub fn from_flt_rounds(v: i64) -> Option<RoundingMode> {
        RoundingMode::ALL.into_iter().find(|m| m.flt_rounds() == v)
    }

    fn apfloat(self) -> Round {
        match self {
            RoundingMode::NearestTiesToEven => Round::NearestTiesToEven,
            RoundingMode::NearestTiesToAway => Round::NearestTiesToAway,
            RoundingMode::TowardPositive => Round::TowardPositive,
            RoundingMode::TowardNegative => Round::TowardNegative,
            RoundingMode::TowardZero => Round::TowardZero,
        }
    }
}

/// The four basic operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BasicOp {
    /// `fadd`.
    Add,
    /// `fsub`.
    Sub,
    /// `fmul`.
    Mul,
    /// `fdiv`.
    Div,
}

/// `a op b` rounded in `mode`.
pub fn basic(
    op: BasicOp,
    mode: RoundingMode,
    kind: FloatKind,
    a: u128,
    b: u128,
) -> Result<FloatResult, UnsupportedFloat> {
    let r = mode.apfloat();
    with_format!(kind, F => {
        let (x, y) = (load::<F>(a), load::<F>(b));
        finish(match op {
            BasicOp::Add => x.add_r(y, r),
            BasicOp::Sub => x.sub_r(y, r),
            BasicOp::Mul => x.mul_r(y, r),
            BasicOp::Div => x.div_r(y, r),
        })
    })
}

/// `a * b + c` with one rounding in `mode`.
pub fn fma(
    mode: RoundingMode,
    kind: FloatKind,
    a: u128,
    b: u128,
    c: u128,
) -> Result<FloatResult, UnsupportedFloat> {
    let r = mode.apfloat();
    with_format!(kind, F => finish(load::<F>(a).mul_add_r(load::<F>(b), load::<F>(c), r)))
}

/// The square root rounded in `mode`.
pub fn sqrt(mode: RoundingMode, kind: FloatKind, x: u128) -> Result<FloatResult, UnsupportedFloat> {
    let r = mode.apfloat();
    with_format!(kind, F => super::arith::sqrt_of(load::<F>(x), r))
}

/// `x` rounded to an integral value in `mode` (`rint`, `nearbyint`).
pub fn round_integral(
    mode: RoundingMode,
    kind: FloatKind,
    x: u128,
) -> Result<FloatResult, UnsupportedFloat> {
    super::round::round_with(kind, x, mode.apfloat())
}

/// `x * 2^exp` rounded in `mode`.
pub fn ldexp(
    mode: RoundingMode,
    kind: FloatKind,
    x: u128,
    exp: &ApInt,
) -> Result<FloatResult, UnsupportedFloat> {
    super::round::ldexp_r(kind, x, exp, mode.apfloat())
}

/// The integer `v` (signed or not) converted to `kind` in `mode`.
pub fn int_to_float(
    mode: RoundingMode,
    kind: FloatKind,
    v: &ApInt,
    signed: bool,
) -> Result<u128, UnsupportedFloat> {
    super::convert::int_to_float_r(kind, v, signed, mode.apfloat())
}

/// `x` converted from `from` to `to` in `mode` (`fptrunc`; `fpext` is
/// exact).
pub fn convert(
    mode: RoundingMode,
    from: FloatKind,
    to: FloatKind,
    x: u128,
) -> Result<FloatResult, UnsupportedFloat> {
    super::convert::fpcast_r(from, to, x, mode.apfloat())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(x: f32) -> u128 {
        x.to_bits().into()
    }

    fn val(r: Result<FloatResult, UnsupportedFloat>) -> f32 {
        match r.unwrap() {
            FloatResult::Value(b) => f32::from_bits(b as u32),
            other => panic!("not a value: {other:?}"),
        }
    }

    #[test]
    fn directed_rounding_of_the_basic_operations() {
        let k = FloatKind::Float;
        let third = |m| val(basic(BasicOp::Div, m, k, f(1.0), f(3.0)));
        let up = third(RoundingMode::TowardPositive);
        let down = third(RoundingMode::TowardNegative);
        assert_eq!(third(RoundingMode::NearestTiesToEven), 1.0f32 / 3.0);
        assert!(up > down);
        assert_eq!(up, f32::from_bits(down.to_bits() + 1));
        assert_eq!(third(RoundingMode::TowardZero), down);
        // x - x is -0 when rounding downward, +0 otherwise.
        let zero = |m| val(basic(BasicOp::Sub, m, k, f(1.5), f(1.5)));
        assert!(zero(RoundingMode::TowardNegative).is_sign_negative());
        assert!(zero(RoundingMode::TowardPositive).is_sign_positive());
        // Overflow: toward zero stays finite.
        let big = |m| val(basic(BasicOp::Mul, m, k, f(f32::MAX), f(2.0)));
        assert_eq!(big(RoundingMode::TowardZero), f32::MAX);
        assert_eq!(big(RoundingMode::NearestTiesToEven), f32::INFINITY);
    }

    #[test]
    fn directed_rounding_of_sqrt_conversions_and_integral() {
        let k = FloatKind::Float;
        let r2 = |m| val(sqrt(m, k, f(2.0)));
        assert_eq!(r2(RoundingMode::NearestTiesToEven), 2.0f32.sqrt());
        assert_eq!(
            r2(RoundingMode::TowardPositive).to_bits(),
            r2(RoundingMode::TowardNegative).to_bits() + 1
        );
        // 2^24 + 1 is not a float: upward gives 2^24 + 2, downward 2^24.
        let v = ApInt::from_u64(32, (1 << 24) + 1);
        let conv = |m| f32::from_bits(int_to_float(m, k, &v, true).unwrap() as u32);
        assert_eq!(conv(RoundingMode::TowardPositive), 16_777_218.0);
        assert_eq!(conv(RoundingMode::TowardNegative), 16_777_216.0);
        // A negative value rounds toward -inf when rounding downward.
        let n = ApInt::from_i64(32, -((1 << 24) + 1));
        let neg = |m| f32::from_bits(int_to_float(m, k, &n, true).unwrap() as u32);
        assert_eq!(neg(RoundingMode::TowardNegative), -16_777_218.0);
        assert_eq!(neg(RoundingMode::TowardPositive), -16_777_216.0);
        assert_eq!(
            val(round_integral(RoundingMode::TowardPositive, k, f(1.1))),
            2.0
        );
        assert_eq!(
            val(round_integral(RoundingMode::NearestTiesToAway, k, f(2.5))),
            3.0
        );
        let d = FloatKind::Double;
        let tenth = 0.1f64.to_bits() as u128;
        let down = convert(RoundingMode::TowardNegative, d, k, tenth).unwrap();
        let up = convert(RoundingMode::TowardPositive, d, k, tenth).unwrap();
        assert_ne!(down, up);
    }

    #[test]
    fn names_round_trip() {
        for m in RoundingMode::ALL {
            assert_eq!(RoundingMode::from_metadata(m.metadata()), Some(m));
            assert_eq!(RoundingMode::from_name(m.name()), Some(m));
            assert_eq!(RoundingMode::from_flt_rounds(m.flt_rounds()), Some(m));
        }
        assert_eq!(RoundingMode::from_metadata("round.dynamic"), None);
    }
}
