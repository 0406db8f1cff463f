//! IEEE floating-point operations in every LLVM format, on raw bit patterns.
//!
//! Pure value operations used by the machine's `step/` rules (`fadd`, `fcmp`,
//! `fptrunc`, the `llvm.*` float intrinsics, ...); no machine access. Values
//! are the raw bit patterns of a [`FloatKind`] in the low bits of a `u128`
//! (bits above the format's width are ignored on input and zero on output).
//!
//! Exact arithmetic comes from `rustc_apfloat` (LLVM's APFloat in Rust) in the
//! default LLVM floating-point environment: round to nearest, ties to even,
//! subnormals kept (no flushing), exceptions ignored. `sqrt`, which APFloat
//! lacks, is computed exactly here (see [`arith`]).
//!
//! NaN results are non-deterministic in LLVM (LangRef "Behavior of
//! Floating-Point NaN values"): an operation that returns a NaN says so with
//! [`FloatResult::Nan`], and the caller picks one of [`nan_results`] (or
//! [`nan_results_cast`] for `fptrunc`/`fpext`) with its oracle. The sign-bit
//! operations `fneg`, `llvm.fabs` and `llvm.copysign` are not math operations
//! and return exact bits.
//!
//! `ppc_fp128` is parsed but not executed: every function returns
//! [`UnsupportedFloat`] for it.

pub mod arith;
pub mod bits;
pub mod cmp;
pub mod convert;
pub mod libm;
pub mod modes;
pub mod nan;
pub mod onto;
pub mod round;
pub mod text;

#[cfg(test)]
mod tests;

pub use arith::{fadd, fdiv, fma, fmul, frem, fsub, remainder, sqrt};
pub use bits::{
    FpClass, copysign, fabs, fneg, fpclass, is_denormal, is_fpclass, is_inf, is_nan, is_negative,
    is_snan, is_zero, violates_ninf, violates_nnan,
};
pub use cmp::{fcmp, maximum, maximumnum, maxnum, minimum, minimumnum, minnum};
pub use convert::{fpext, fptoint_sat, fptosi, fptoui, fptrunc, sitofp, uitofp};
pub use nan::{nan_results, nan_results_cast};
pub use round::{ceil, floor, frexp, ldexp, nearbyint, rint, round, roundeven, trunc};
pub use text::to_decimal_string;

use crate::syntax::FloatKind;
use rustc_apfloat::{Float, StatusAnd};

/// The pure float operations of one operand that LLVM has as intrinsics
/// (`llvm.sqrt`, `llvm.floor`, ...): each names its rule, [`Unary::rule`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unary {
    /// `llvm.sqrt`.
    Sqrt,
    /// `llvm.floor`.
    Floor,
    /// `llvm.ceil`.
    Ceil,
    /// `llvm.trunc`.
    Trunc,
    /// `llvm.rint`.
    Rint,
    /// `llvm.nearbyint`.
    Nearbyint,
    /// `llvm.round`.
    Round,
    /// `llvm.roundeven`.
    Roundeven,
}

/// The rule of a [`Unary`] operation on one value of a format.
pub type UnaryRule = fn(FloatKind, u128) -> Result<FloatResult, UnsupportedFloat>;

impl Unary {
    /// The operation of the intrinsic `llvm.<key>` (key without type
    /// suffixes), if it is one of these.
    pub fn of_key(key: &str) -> Option<Unary> {
        Some(match key {
            "sqrt" => Unary::Sqrt,
            "floor" => Unary::Floor,
            "ceil" => Unary::Ceil,
            "trunc" => Unary::Trunc,
            "rint" => Unary::Rint,
            "nearbyint" => Unary::Nearbyint,
            "round" => Unary::Round,
            "roundeven" => Unary::Roundeven,
            _ => return None,
        })
    }

    /// Its rule.
    pub fn rule(self) -> UnaryRule {
        match self {
            Unary::Sqrt => sqrt,
            Unary::Floor => floor,
            Unary::Ceil => ceil,
            Unary::Trunc => trunc,
            Unary::Rint => rint,
            Unary::Nearbyint => nearbyint,
            Unary::Round => round,
            Unary::Roundeven => roundeven,
        }
    }
}

/// A floating-point format that llsem does not execute (`ppc_fp128`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("floating-point operations on `{}` are not supported", kind.keyword())]
pub struct UnsupportedFloat {
    /// The format that was asked for.
    pub kind: FloatKind,
}

/// The outcome of a floating-point math operation, before the NaN choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatResult {
    /// Exactly this bit pattern (never a NaN produced by the operation).
    Value(u128),
    /// IEEE-754 returns a NaN: any of [`nan_results`] of the operation's
    /// inputs is allowed.
    Nan,
    /// Either this value or any of [`nan_results`]: an operand is a signaling
    /// NaN, which LangRef lets math operations treat as quiet
    /// (`minnum(sNaN, 1.0)` is `1.0` or a NaN).
    ValueOrNan(u128),
}

impl FloatResult {
    /// Every bit pattern the operation may return, given its `inputs` (of the
    /// result's format `kind`): the definite value first, then the NaN set.
    pub fn choices(self, kind: FloatKind, inputs: &[u128]) -> Result<Vec<u128>, UnsupportedFloat> {
        match self {
            FloatResult::Value(v) => Ok(vec![v]),
            FloatResult::Nan => nan_results(kind, inputs),
            FloatResult::ValueOrNan(v) => {
                // `v` is a number, so it is not among the NaNs.
                let mut all = vec![v];
                all.extend(nan_results(kind, inputs)?);
                Ok(all)
            }
        }
    }
}

/// Runs `$body` with the type alias `$F` bound to the `rustc_apfloat` type of
/// the format `$kind`, wrapping the result in `Ok`; `ppc_fp128` gives
/// [`UnsupportedFloat`]. This is the one place that maps formats to types.
macro_rules! with_format {
    ($kind:expr, $F:ident => $body:expr) => {{
        let kind: $crate::syntax::FloatKind = $kind;
        match kind {
            $crate::syntax::FloatKind::Half => {
                type $F = rustc_apfloat::ieee::Half;
                Ok($body)
            }
            $crate::syntax::FloatKind::BFloat => {
                type $F = rustc_apfloat::ieee::BFloat;
                Ok($body)
            }
            $crate::syntax::FloatKind::Float => {
                type $F = rustc_apfloat::ieee::Single;
                Ok($body)
            }
            $crate::syntax::FloatKind::Double => {
                type $F = rustc_apfloat::ieee::Double;
                Ok($body)
            }
            $crate::syntax::FloatKind::X86Fp80 => {
                type $F = rustc_apfloat::ieee::X87DoubleExtended;
                Ok($body)
            }
            $crate::syntax::FloatKind::Fp128 => {
                type $F = rustc_apfloat::ieee::Quad;
                Ok($body)
            }
            $crate::syntax::FloatKind::PpcFp128 => {
                Err($crate::sem::ops::float::UnsupportedFloat { kind })
            }
        }
    }};
}
pub(crate) use with_format;

/// The value of `bits` in format `F`, ignoring bits above the format's width.
fn load<F: Float>(bits: u128) -> F {
    F::from_bits(bits & width_mask(F::BITS))
}

/// Ones in the low `width` bits (`width` ≤ 128).
fn width_mask(width: usize) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// A math operation's result: its bits, or [`FloatResult::Nan`] when IEEE
/// says NaN (whatever payload APFloat chose).
fn finish<F: Float>(r: StatusAnd<F>) -> FloatResult {
    if r.value.is_nan() {
        FloatResult::Nan
    } else {
        FloatResult::Value(r.value.to_bits())
    }
}
