//! Comparisons: `fcmp` and the min/max intrinsics (`llvm.minnum`/`maxnum`,
//! `llvm.minimum`/`maximum`, `llvm.minimumnum`/`maximumnum`).
//!
//! Readings of LangRef 22 encoded here:
//! - `fcmp`: "ordered" means neither operand is a NaN; LangRef writes "QNAN"
//!   but a signaling NaN is unordered too (IEEE-754, and what LLVM folds).
//! - All three min/max families order `-0.0` below `+0.0` (LangRef 22 says so
//!   for `minnum`/`maxnum` too; `nsz` relaxes it, which is the caller's
//!   business).
//! - `minnum`/`maxnum`: a quiet NaN operand is ignored; a signaling NaN
//!   operand makes the result a NaN, but math operations may treat sNaN as
//!   quiet, so with one number operand the result is that number or a NaN
//!   ([`FloatResult::ValueOrNan`]).
//! - `minimum`/`maximum`: any NaN operand gives a NaN.
//! - `minimumnum`/`maximumnum`: any NaN operand (quiet or signaling) is
//!   ignored; two NaNs give a NaN.
//! - A non-NaN result is one operand's exact bits (the first on a tie), so
//!   `minnum(x, x)` is `x`.

use super::bits::{FpClass, Layout, classify};
use super::{FloatResult, UnsupportedFloat, load, with_format};
use crate::syntax::{FloatKind, FloatPred};
use rustc_apfloat::Float;
use std::cmp::Ordering;

/// `fcmp pred a, b`.
pub fn fcmp(kind: FloatKind, pred: FloatPred, a: u128, b: u128) -> Result<bool, UnsupportedFloat> {
    let order = with_format!(kind, F => load::<F>(a).partial_cmp(&load::<F>(b)))?;
    Ok(holds(pred, order))
}

/// Whether `pred` holds for operands in the order `order` (`None`: unordered).
fn holds(pred: FloatPred, order: Option<Ordering>) -> bool {
    use Ordering::{Equal as Eq, Greater as Gt, Less as Lt};
    match pred {
        FloatPred::False => false,
        FloatPred::Oeq => order == Some(Eq),
        FloatPred::Ogt => order == Some(Gt),
        FloatPred::Oge => matches!(order, Some(Gt | Eq)),
        FloatPred::Olt => order == Some(Lt),
        FloatPred::Ole => matches!(order, Some(Lt | Eq)),
        FloatPred::One => matches!(order, Some(Lt | Gt)),
        FloatPred::Ord => order.is_some(),
        FloatPred::Ueq => matches!(order, None | Some(Eq)),
        FloatPred::Ugt => matches!(order, None | Some(Gt)),
        FloatPred::Uge => matches!(order, None | Some(Gt | Eq)),
        FloatPred::Ult => matches!(order, None | Some(Lt)),
        FloatPred::Ule => matches!(order, None | Some(Lt | Eq)),
        FloatPred::Une => order != Some(Eq),
        FloatPred::Uno => order.is_none(),
        FloatPred::True => true,
    }
}

/// Which of two operands a min/max picks.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pick {
    Min,
    Max,
}

/// How a min/max family treats NaN operands.
#[derive(Clone, Copy, PartialEq, Eq)]
enum NanRule {
    /// `minnum`/`maxnum`: quiet NaNs ignored, signaling NaNs give NaN (or are
    /// treated as quiet).
    Num,
    /// `minimum`/`maximum`: NaNs propagate.
    Propagate,
    /// `minimumnum`/`maximumnum`: NaNs ignored.
    Ignore,
}

/// `llvm.minnum(a, b)`.
pub fn minnum(kind: FloatKind, a: u128, b: u128) -> Result<FloatResult, UnsupportedFloat> {
    let layout = Layout::of(kind)?;
    with_format!(kind, F => min_max::<F>(layout, a, b, Pick::Min, NanRule::Num))
}

/// `llvm.maxnum(a, b)`.
pub fn maxnum(kind: FloatKind, a: u128, b: u128) -> Result<FloatResult, UnsupportedFloat> {
    let layout = Layout::of(kind)?;
    with_format!(kind, F => min_max::<F>(layout, a, b, Pick::Max, NanRule::Num))
}

/// `llvm.minimum(a, b)`.
pub fn minimum(kind: FloatKind, a: u128, b: u128) -> Result<FloatResult, UnsupportedFloat> {
    let layout = Layout::of(kind)?;
    with_format!(kind, F => min_max::<F>(layout, a, b, Pick::Min, NanRule::Propagate))
}

/// `llvm.maximum(a, b)`.
pub fn maximum(kind: FloatKind, a: u128, b: u128) -> Result<FloatResult, UnsupportedFloat> {
    let layout = Layout::of(kind)?;
    with_format!(kind, F => min_max::<F>(layout, a, b, Pick::Max, NanRule::Propagate))
}

/// `llvm.minimumnum(a, b)`.
pub fn minimumnum(kind: FloatKind, a: u128, b: u128) -> Result<FloatResult, UnsupportedFloat> {
    let layout = Layout::of(kind)?;
    with_format!(kind, F => min_max::<F>(layout, a, b, Pick::Min, NanRule::Ignore))
}

/// `llvm.maximumnum(a, b)`.
pub fn maximumnum(kind: FloatKind, a: u128, b: u128) -> Result<FloatResult, UnsupportedFloat> {
    let layout = Layout::of(kind)?;
    with_format!(kind, F => min_max::<F>(layout, a, b, Pick::Max, NanRule::Ignore))
}

fn min_max<F: Float>(
    layout: Layout,
    a_bits: u128,
    b_bits: u128,
    pick: Pick,
    rule: NanRule,
) -> FloatResult {
    let (a_bits, b_bits) = (layout.clamp(a_bits), layout.clamp(b_bits));
    let (a, b) = (load::<F>(a_bits), load::<F>(b_bits));
    let number = match (a.is_nan(), b.is_nan()) {
        (false, false) => {
            let a_wins = match ordered_with_signed_zero(a, b) {
                Ordering::Less => pick == Pick::Min,
                Ordering::Greater => pick == Pick::Max,
                Ordering::Equal => true,
            };
            return FloatResult::Value(if a_wins { a_bits } else { b_bits });
        }
        (true, true) => return FloatResult::Nan,
        (true, false) => b_bits,
        (false, true) => a_bits,
    };
    let signaling = |bits| classify(layout, bits) == FpClass::SNan;
    match rule {
        NanRule::Propagate => FloatResult::Nan,
        NanRule::Ignore => FloatResult::Value(number),
        NanRule::Num if signaling(a_bits) || signaling(b_bits) => FloatResult::ValueOrNan(number),
        NanRule::Num => FloatResult::Value(number),
    }
}

/// The order of two non-NaN values with `-0.0 < +0.0`.
fn ordered_with_signed_zero<F: Float>(a: F, b: F) -> Ordering {
    if a.is_zero() && b.is_zero() {
        return b.is_negative().cmp(&a.is_negative());
    }
    // Non-NaN values are totally ordered.
    a.partial_cmp(&b).unwrap_or(Ordering::Equal)
}

#[cfg(test)]
mod tests {
    use super::*;

    const K: FloatKind = FloatKind::Float;
    const QNAN: u128 = 0x7fc0_0000;
    const SNAN: u128 = 0x7f80_0001;
    const PZ: u128 = 0;
    const NZ: u128 = 0x8000_0000;

    fn f(x: f32) -> u128 {
        x.to_bits().into()
    }

    #[test]
    fn fcmp_truth_table() {
        // Columns: less, equal, greater, unordered.
        let table: [(FloatPred, [bool; 4]); 16] = [
            (FloatPred::False, [false, false, false, false]),
            (FloatPred::Oeq, [false, true, false, false]),
            (FloatPred::Ogt, [false, false, true, false]),
            (FloatPred::Oge, [false, true, true, false]),
            (FloatPred::Olt, [true, false, false, false]),
            (FloatPred::Ole, [true, true, false, false]),
            (FloatPred::One, [true, false, true, false]),
            (FloatPred::Ord, [true, true, true, false]),
            (FloatPred::Ueq, [false, true, false, true]),
            (FloatPred::Ugt, [false, false, true, true]),
            (FloatPred::Uge, [false, true, true, true]),
            (FloatPred::Ult, [true, false, false, true]),
            (FloatPred::Ule, [true, true, false, true]),
            (FloatPred::Une, [true, false, true, true]),
            (FloatPred::Uno, [false, false, false, true]),
            (FloatPred::True, [true, true, true, true]),
        ];
        let pairs = [
            (f(1.0), f(2.0)),
            (PZ, NZ),
            (f(3.0), f(-1.0)),
            (f(1.0), SNAN),
        ];
        for (pred, expect) in table {
            for ((a, b), want) in pairs.into_iter().zip(expect) {
                assert_eq!(fcmp(K, pred, a, b), Ok(want), "{pred:?} {a:#x} {b:#x}");
            }
            assert_eq!(fcmp(K, pred, QNAN, QNAN), Ok(expect[3]), "{pred:?} nan nan");
        }
    }

    #[test]
    fn minnum_maxnum() {
        let v = FloatResult::Value;
        assert_eq!(minnum(K, f(1.0), f(2.0)), Ok(v(f(1.0))));
        assert_eq!(maxnum(K, f(1.0), f(2.0)), Ok(v(f(2.0))));
        assert_eq!(minnum(K, PZ, NZ), Ok(v(NZ)));
        assert_eq!(minnum(K, NZ, PZ), Ok(v(NZ)));
        assert_eq!(maxnum(K, NZ, PZ), Ok(v(PZ)));
        assert_eq!(minnum(K, QNAN, f(1.0)), Ok(v(f(1.0))));
        assert_eq!(maxnum(K, f(-1.0), QNAN), Ok(v(f(-1.0))));
        assert_eq!(minnum(K, SNAN, f(1.0)), Ok(FloatResult::ValueOrNan(f(1.0))));
        assert_eq!(maxnum(K, f(1.0), SNAN), Ok(FloatResult::ValueOrNan(f(1.0))));
        assert_eq!(minnum(K, QNAN, SNAN), Ok(FloatResult::Nan));
        assert_eq!(maxnum(K, QNAN, QNAN), Ok(FloatResult::Nan));
    }

    #[test]
    fn minimum_maximum_propagate_nans() {
        let v = FloatResult::Value;
        assert_eq!(minimum(K, PZ, NZ), Ok(v(NZ)));
        assert_eq!(maximum(K, NZ, PZ), Ok(v(PZ)));
        assert_eq!(minimum(K, QNAN, f(1.0)), Ok(FloatResult::Nan));
        assert_eq!(maximum(K, f(1.0), SNAN), Ok(FloatResult::Nan));
        assert_eq!(maximum(K, f(-3.0), f(f32::NEG_INFINITY)), Ok(v(f(-3.0))));
    }

    #[test]
    fn minimumnum_maximumnum_ignore_any_nan() {
        let v = FloatResult::Value;
        assert_eq!(minimumnum(K, SNAN, f(1.0)), Ok(v(f(1.0))));
        assert_eq!(maximumnum(K, f(2.0), QNAN), Ok(v(f(2.0))));
        assert_eq!(minimumnum(K, NZ, PZ), Ok(v(NZ)));
        assert_eq!(maximumnum(K, PZ, NZ), Ok(v(PZ)));
        assert_eq!(maximumnum(K, SNAN, QNAN), Ok(FloatResult::Nan));
    }

    #[test]
    fn x87_pseudo_denormal_equals_its_normal_twin() {
        let k = FloatKind::X86Fp80;
        let pseudo = 0x0000_8000_0000_0000_0000;
        let normal = 0x0001_8000_0000_0000_0000;
        assert_eq!(fcmp(k, FloatPred::Oeq, pseudo, normal), Ok(true));
        // A tie keeps the first operand's bits.
        assert_eq!(minnum(k, pseudo, normal), Ok(FloatResult::Value(pseudo)));
    }
}
