//! Float operations that reach every bit pattern of their format from a
//! wholly undef operand, so that their result is wholly undef again (rule
//! [fp-undef-onto], `semantics/undef.md`).
//!
//! A use of an undef float may be any bit pattern (LangRef "Undefined
//! Values"), so `x op c` on such an operand has the result set
//! `{ x op c | x any pattern }`. When `x ↦ x op c` takes every pattern to
//! itself or to its negation, that set is every pattern: for a non-NaN
//! `x` exactly (IEEE-754 `x + (-0) = x` outside `roundTowardNegative`,
//! `x + (+0) = x` in it, `x · (±1) = ±x`, `x / (±1) = ±x`, in every
//! rounding mode, zeros and subnormals included), and for a NaN `x` the
//! result is a NaN whose sign is free and whose quiet bit and payload may
//! be `x`'s unchanged (LangRef "Behavior of Floating-Point NaN values",
//! "unchanged NaN propagation"). Any other constant is not onto: rounding
//! merges two patterns, or a zero's sign is lost.
//!
//! Only the IEEE formats: x86_fp80 has encodings (unnormals,
//! pseudo-denormals) that arithmetic does not return as they are.

use super::bits::Layout;
use super::modes::{BasicOp, RoundingMode};
use crate::syntax::{FastMath, FloatKind};
use crate::value::{UndefBits, Value};

/// The layout of an IEEE format (`None` for x86_fp80 and ppc_fp128).
fn ieee_layout(kind: FloatKind) -> Option<Layout> {
    Layout::of(kind).ok().filter(|l| !l.explicit_int)
}

/// Whether `fptrunc` from `from` to `to` reaches every bit pattern of
/// `to` in every rounding mode: every value of `to` is exactly a value of
/// `from` (its `fpext`), which converts back exactly, and every NaN of
/// `to` comes back from its `fpext` by unchanged NaN propagation (LangRef
/// "Behavior of Floating-Point NaN values"; an extended signaling payload
/// is never zero). True for each pair the verifier allows (`from` wider),
/// but for a target format with encodings arithmetic does not return
/// (x86_fp80) and for ppc_fp128.
pub fn fptrunc_onto(from: FloatKind, to: FloatKind) -> bool {
    from != FloatKind::PpcFp128 && ieee_layout(to).is_some() && from != to
}

/// Whether `x ↦ x op c` (`undef_lhs`), or `x ↦ c op x`, rounded in `mode`,
/// reaches every bit pattern of `kind` as `x` runs over every pattern,
/// NaN results taken from LangRef's NaN set.
pub fn onto(op: BasicOp, mode: RoundingMode, kind: FloatKind, c: u128, undef_lhs: bool) -> bool {
    let Some(layout) = ieee_layout(kind) else {
        return false;
    };
    let sign = layout.sign_mask();
    // The bits of +1.0: a biased exponent of `bias`, significand zero.
    let one = ((1u128 << (layout.exp_bits - 1)) - 1) << layout.sig_bits;
    let down = mode == RoundingMode::TowardNegative;
    // The zero `z` with `x + z = x` for every `x` in `mode` (`-0` unless
    // rounding toward negative, where `+0 + -0 = -0`).
    let additive_identity = if down { 0 } else { sign };
    match (op, undef_lhs) {
        // `x + z`, `z + x`; `c - x = c + (-x)`: onto iff `c + x` is.
        (BasicOp::Add, _) | (BasicOp::Sub, false) => c == additive_identity,
        // `x - c = x + (-c)`.
        (BasicOp::Sub, true) => c ^ sign == additive_identity,
        (BasicOp::Mul, _) | (BasicOp::Div, true) => c & !sign == one,
        (BasicOp::Div, false) => false,
    }
}

/// `x op y` rounded in `mode` on one lane, when one operand is wholly
/// undef, the other a float constant `c`, and `op` with `c` reaches every
/// bit pattern ([`onto`]): wholly undef, exactly (rule [fp-undef-onto],
/// semantics/undef.md). `None` otherwise, and under `nnan`/`ninf` (a NaN
/// or infinite member of the undef operand would make the result poison).
pub fn undef_onto(
    op: BasicOp,
    mode: RoundingMode,
    fmf: FastMath,
    kind: FloatKind,
    x: &Value,
    y: &Value,
) -> Option<Value> {
    if fmf.nnan || fmf.ninf {
        return None;
    }
    let (u, c, undef_lhs) = match (x, y) {
        (Value::Undef(u), Value::Float(c)) => (u, c, true),
        (Value::Float(c), Value::Undef(u)) => (u, c, false),
        _ => return None,
    };
    (u.is_all_undef() && onto(op, mode, kind, c.bits, undef_lhs)).then(|| Value::Undef(u.clone()))
}

/// `fptrunc` of one lane to `to`: wholly undef when the lane is wholly
/// undef, `from` to `to` reaches every pattern ([`fptrunc_onto`]) and
/// neither `nnan` nor `ninf` applies; `None` otherwise.
pub fn undef_fptrunc(fmf: FastMath, from: FloatKind, to: FloatKind, x: &Value) -> Option<Value> {
    match x {
        Value::Undef(u) if u.is_all_undef() && !fmf.nnan && !fmf.ninf && fptrunc_onto(from, to) => {
            Some(Value::Undef(Box::new(UndefBits::all(
                ieee_layout(to)?.bits,
            ))))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::modes::basic;
    use super::*;

    /// Constants to try: zeros, ones, and values that are not identities.
    const CONSTANTS: [u128; 9] = [
        0x0000, 0x8000, 0x3c00, 0xbc00, 0x4000, 0x3800, 0x0001, 0x7c00, 0x7e00,
    ];

    /// Every half pattern `x op c` (or `c op x`) may give, over every `x`.
    fn reached(op: BasicOp, mode: RoundingMode, c: u128, undef_lhs: bool) -> Vec<bool> {
        let mut seen = vec![false; 1 << 16];
        for x in 0..1u128 << 16 {
            let (a, b) = if undef_lhs { (x, c) } else { (c, x) };
            let r = basic(op, mode, FloatKind::Half, a, b).unwrap();
            for r in r.choices(FloatKind::Half, &[a, b]).unwrap() {
                seen[r as usize] = true;
            }
        }
        seen
    }

    #[test]
    fn onto_holds_exactly_where_every_half_is_reached() {
        let ops = [BasicOp::Add, BasicOp::Sub, BasicOp::Mul, BasicOp::Div];
        let mut claimed = 0;
        for op in ops {
            for mode in RoundingMode::ALL {
                for c in CONSTANTS {
                    for undef_lhs in [true, false] {
                        let all = reached(op, mode, c, undef_lhs).iter().all(|&s| s);
                        let rule = onto(op, mode, FloatKind::Half, c, undef_lhs);
                        assert_eq!(rule, all, "{op:?} {mode:?} {c:#x} lhs={undef_lhs}");
                        claimed += usize::from(rule);
                    }
                }
            }
        }
        // Each op and mode has its identities: the test is not vacuous.
        assert!(claimed >= 40, "{claimed}");
    }

    /// Whether every pattern of the 16-bit format `to` is the `fptrunc`
    /// (in `mode`) of some `fpext` of it to `from`.
    fn every_pattern_comes_back(from: FloatKind, to: FloatKind, mode: RoundingMode) -> bool {
        use super::super::modes::convert;
        use super::super::{FloatResult, nan_results_cast};
        let cast = |mode, a, b, x| match convert(mode, a, b, x).unwrap() {
            FloatResult::Value(r) => vec![r],
            _ => nan_results_cast(a, b, x).unwrap(),
        };
        (0..1u128 << 16).all(|h| {
            cast(RoundingMode::NearestTiesToEven, to, from, h)
                .into_iter()
                .any(|w| cast(mode, from, to, w).contains(&h))
        })
    }

    #[test]
    fn fptrunc_to_a_16_bit_format_reaches_every_pattern() {
        for (from, to) in [
            (FloatKind::Float, FloatKind::Half),
            (FloatKind::Double, FloatKind::Half),
            (FloatKind::Float, FloatKind::BFloat),
            (FloatKind::X86Fp80, FloatKind::Half),
        ] {
            for mode in [RoundingMode::NearestTiesToEven, RoundingMode::TowardZero] {
                assert!(
                    every_pattern_comes_back(from, to, mode),
                    "{from:?} {to:?} {mode:?}"
                );
            }
            assert!(fptrunc_onto(from, to));
        }
        assert!(!fptrunc_onto(FloatKind::Fp128, FloatKind::X86Fp80));
        assert!(!fptrunc_onto(FloatKind::PpcFp128, FloatKind::Double));
    }

    #[test]
    fn other_formats_place_their_one_and_x86_fp80_is_left_out() {
        let rne = RoundingMode::NearestTiesToEven;
        assert!(onto(BasicOp::Mul, rne, FloatKind::Float, 0x3f80_0000, true));
        assert!(onto(
            BasicOp::Div,
            rne,
            FloatKind::Double,
            0xbff0 << 48,
            true
        ));
        assert!(onto(BasicOp::Mul, rne, FloatKind::BFloat, 0x3f80, false));
        assert!(onto(BasicOp::Add, rne, FloatKind::Fp128, 1 << 127, false));
        assert!(!onto(BasicOp::Add, rne, FloatKind::Fp128, 0, false));
        assert!(!onto(BasicOp::Add, rne, FloatKind::X86Fp80, 1 << 79, true));
    }
}
