//! Fixed-point arithmetic intrinsics (LangRef "Fixed Point Arithmetic
//! Intrinsics"): `llvm.smul.fix`, `llvm.umul.fix`, their `.sat` forms,
//! `llvm.sdiv.fix`, `llvm.udiv.fix` and their `.sat` forms. The operands
//! are integers scaled by `2^scale`; the exact result is computed on wider
//! integers, then rounded and fitted to the operand width.
//!
//! LangRef leaves the rounding direction unspecified ("rounded up or down
//! to the closest representable value"), so an inexact result is one of
//! its two neighbours, chosen by the oracle (`fixed-point-rounding`). A
//! result out of range saturates in the `.sat` forms. Otherwise LangRef
//! calls it UB; LLVM declares the multiplications `speculatable`, which
//! rules UB out, so llsem reads an out-of-range product as poison (as
//! Alive2 does) and keeps UB for the divisions, which are not speculatable
//! (decision record 0015).

use crate::apint::ApInt;
use crate::oracle::ChoicePoint;
use crate::sem::machine::Machine;
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::TypeId;
use crate::value::Value;

/// Which fixed-point intrinsic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FixedOp {
    /// Division (`div.fix`) rather than multiplication (`mul.fix`).
    pub div: bool,
    /// Signed (`s…`) rather than unsigned (`u…`).
    pub signed: bool,
    /// Saturating (`.sat`).
    pub sat: bool,
}

impl FixedOp {
    /// The operation an intrinsic name (without `llvm.` and type suffixes)
    /// names, e.g. `smul.fix.sat`.
    pub fn from_key(key: &str) -> Option<FixedOp> {
        let (head, sat) = match key.strip_suffix(".sat") {
            Some(h) => (h, true),
            None => (key, false),
        };
        let (signed, div) = match head {
            "smul.fix" => (true, false),
            "umul.fix" => (false, false),
            "sdiv.fix" => (true, true),
            "udiv.fix" => (false, true),
            _ => return None,
        };
        Some(FixedOp { div, signed, sat })
    }
}

/// The outcome of one lane, before the rounding choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fixed {
    /// Exactly this value.
    Exact(ApInt),
    /// The exact result lies strictly between these two neighbours
    /// (lower first, both in range or saturated); either may be returned.
    Between(ApInt, ApInt),
    /// Poison: a poison operand, or a product out of range.
    Poison,
    /// Immediate UB, with the reason.
    Ub(&'static str),
}

/// One lane of a fixed-point intrinsic: `a` and `b` (defined integers of
/// width N, or `None` for poison) at `scale`.
pub fn eval_fixed(op: FixedOp, a: Option<&ApInt>, b: Option<&ApInt>, scale: u32) -> Fixed {
    if op.div && b.is_none() {
        // As for `sdiv`/`udiv`, a poison divisor might be zero.
        return Fixed::Ub("the divisor is poison");
    }
    let (Some(a), Some(b)) = (a, b) else {
        return Fixed::Poison;
    };
    let n = a.width();
    // Wide enough for the exact product (2N bits) or the shifted dividend
    // (N + scale bits), with room for the sign and one rounding step.
    let w = 2 * n + scale + 2;
    let ext = |x: &ApInt| if op.signed { x.sext(w) } else { x.zext(w) };
    let (floor, exact) = if op.div {
        if b.is_zero() {
            return Fixed::Ub("division by zero");
        }
        let num = ext(a).shl(scale);
        let den = ext(b);
        if op.signed {
            let (q, r) = num.sdivrem(&den);
            // sdiv truncates toward zero: one below for a negative inexact
            // quotient.
            let negative = num.is_negative() != den.is_negative();
            if !r.is_zero() && negative {
                (q.sub(&ApInt::one(w)), false)
            } else {
                (q, r.is_zero())
            }
        } else {
            let (q, r) = num.udivrem(&den);
            (q, r.is_zero())
        }
    } else {
        let product = ext(a).mul(&ext(b));
        let floor = if op.signed {
            product.ashr(scale)
        } else {
            product.lshr(scale)
        };
        (floor, product.shr_is_exact(scale))
    };
    let fit = |v: &ApInt| fit(op, v, n);
    if exact {
        return match fit(&floor) {
            Some(v) => Fixed::Exact(v),
            None if op.div => Fixed::Ub("the result does not fit in the fixed-point type"),
            None => Fixed::Poison,
        };
    }
    let ceil = floor.add(&ApInt::one(w));
    // Only a neighbour that is representable is "the closest
    // representable value".
    match (fit(&floor), fit(&ceil)) {
        (None, None) if op.div => Fixed::Ub("the result does not fit in the fixed-point type"),
        (None, None) => Fixed::Poison,
        (Some(v), None) | (None, Some(v)) => Fixed::Exact(v),
        (Some(lo), Some(hi)) if lo == hi => Fixed::Exact(lo),
        (Some(lo), Some(hi)) => Fixed::Between(lo, hi),
    }
}

/// A wide exact result as an N-bit value: saturated for `.sat`, `None`
/// when it does not fit otherwise.
fn fit(op: FixedOp, v: &ApInt, n: u32) -> Option<ApInt> {
    let fits = if op.signed {
        v.trunc_fits_signed(n)
    } else {
        v.trunc_fits_unsigned(n)
    };
    if fits {
        return Some(v.trunc(n));
    }
    if !op.sat {
        return None;
    }
    Some(match (op.signed, v.is_negative()) {
        (true, true) => ApInt::signed_min(n),
        (true, false) => ApInt::signed_max(n),
        // An unsigned result only overflows upward.
        (false, _) => ApInt::all_ones(n),
    })
}

impl Machine<'_, '_> {
    /// `llvm.{s,u}{mul,div}.fix[.sat](a, b, i32 scale)`, lane by lane: the
    /// exact result, or one of its two neighbours when it is inexact (the
    /// `fixed-point-rounding` choice). Undef operand bits are resolved for
    /// the use, except a divisor that may be zero, which is UB as for
    /// `udiv`.
    pub(super) fn eval_fixed_intrinsic(
        &mut self,
        op: FixedOp,
        args: &[(Value, TypeId)],
        name: &str,
    ) -> Result<Value, Stop> {
        let a = super::arg(args, 0, name)?;
        let b = super::arg(args, 1, name)?;
        let scale = super::imm_u64(args, 2, name)?;
        let lanes = super::lane_count(&[a, b]);
        let mut out = Vec::with_capacity(lanes.unwrap_or(1));
        for i in 0..lanes.unwrap_or(1) {
            let (x, y) = (super::lane(a, i, lanes), super::lane(b, i, lanes));
            if let (true, Value::Undef(u)) = (op.div, &y)
                && u.bits.is_zero()
            {
                return Err(Stop::ub(
                    UbKind::PoisonDivisor,
                    format!("@{name}: the divisor is undef and may be zero"),
                ));
            }
            let (x, y) = (self.resolve_undef(&x), self.resolve_undef(&y));
            let int = |v: &Value| -> Result<Option<ApInt>, Stop> {
                match v {
                    Value::Poison => Ok(None),
                    Value::Int(i) => Ok(Some(i.clone())),
                    _ => Err(Stop::unsupported(format!(
                        "@{name} on operands that are not integers"
                    ))),
                }
            };
            let (x, y) = (int(&x)?, int(&y)?);
            let width = x.as_ref().or(y.as_ref()).map_or(1, ApInt::width);
            let Ok(scale) = u32::try_from(scale).map(|s| s.min(2 * width)) else {
                return Err(Stop::unsupported(format!("@{name} with scale {scale}")));
            };
            out.push(match eval_fixed(op, x.as_ref(), y.as_ref(), scale) {
                Fixed::Exact(v) => Value::Int(v),
                Fixed::Poison => Value::Poison,
                Fixed::Ub(why) => {
                    let kind = if why.starts_with("division") || why.contains("divisor") {
                        UbKind::DivisionByZero
                    } else {
                        UbKind::DivisionOverflow
                    };
                    return Err(Stop::ub(kind, format!("@{name}: {why}")));
                }
                Fixed::Between(lo, hi) => {
                    let up = self.choose_index(ChoicePoint::FixedPointRounding, 2) == 1;
                    Value::Int(if up { hi } else { lo })
                }
            });
        }
        Ok(super::assemble(lanes, out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn i(w: u32, v: i64) -> ApInt {
        ApInt::from_i64(w, v)
    }

    fn op(key: &str) -> FixedOp {
        FixedOp::from_key(key).unwrap()
    }

    fn run(key: &str, w: u32, a: i64, b: i64, scale: u32) -> Fixed {
        eval_fixed(op(key), Some(&i(w, a)), Some(&i(w, b)), scale)
    }

    fn exact(w: u32, v: i64) -> Fixed {
        Fixed::Exact(i(w, v))
    }

    fn between(w: u32, lo: i64, hi: i64) -> Fixed {
        Fixed::Between(i(w, lo), i(w, hi))
    }

    #[test]
    fn langref_multiplication_examples() {
        assert_eq!(run("smul.fix", 4, 3, 2, 0), exact(4, 6));
        assert_eq!(run("smul.fix", 4, 3, 2, 1), exact(4, 3));
        assert_eq!(run("smul.fix", 4, 3, -2, 1), exact(4, -3));
        // 1.5 x -1.5 = -2.25: -5 (-2.5) or -4 (-2).
        assert_eq!(run("smul.fix", 4, 3, -3, 1), between(4, -5, -4));
        assert_eq!(run("umul.fix", 4, 3, 2, 1), exact(4, 3));
        // 7.5 x 0.5 = 3.75: 7 or 8.
        assert_eq!(run("umul.fix", 4, 15, 1, 1), between(4, 7, 8));
        assert_eq!(run("smul.fix.sat", 4, 7, 2, 0), exact(4, 7));
        assert_eq!(run("smul.fix.sat", 4, 7, 4, 2), exact(4, 7));
        assert_eq!(run("smul.fix.sat", 4, -8, 5, 2), exact(4, -8));
        assert_eq!(run("smul.fix.sat", 4, -8, -2, 1), exact(4, 7));
        assert_eq!(run("smul.fix.sat", 4, 2, 4, 0), exact(4, 7));
        assert_eq!(run("smul.fix.sat", 4, 2, 4, 1), exact(4, 4));
        assert_eq!(run("umul.fix.sat", 4, 3, 3, 1), between(4, 4, 5));
        assert_eq!(run("umul.fix.sat", 4, 8, 2, 0), exact(4, 15));
        assert_eq!(run("umul.fix.sat", 4, 8, 8, 2), exact(4, 15));
    }

    #[test]
    fn langref_division_examples() {
        assert_eq!(run("sdiv.fix", 4, 6, 2, 0), exact(4, 3));
        assert_eq!(run("sdiv.fix", 4, 6, 4, 1), exact(4, 3));
        assert_eq!(run("sdiv.fix", 4, 3, -2, 1), exact(4, -3));
        assert_eq!(run("sdiv.fix", 4, 3, 4, 1), between(4, 1, 2));
        assert_eq!(run("udiv.fix", 4, 6, 2, 0), exact(4, 3));
        assert_eq!(run("udiv.fix", 4, 1, -8, 4), exact(4, 2));
        assert_eq!(run("udiv.fix", 4, 3, 4, 1), between(4, 1, 2));
        assert_eq!(run("sdiv.fix.sat", 4, -8, -1, 0), exact(4, 7));
        assert_eq!(run("sdiv.fix.sat", 4, 4, 2, 2), exact(4, 7));
        assert_eq!(run("sdiv.fix.sat", 4, -4, 1, 2), exact(4, -8));
        assert_eq!(run("udiv.fix.sat", 4, 8, 2, 2), exact(4, 15));
        // A negative inexact quotient: -1.5 / 2 = -0.75 → -2 or -1 halves.
        assert_eq!(run("sdiv.fix", 4, -3, 4, 1), between(4, -2, -1));
    }

    #[test]
    fn out_of_range_division_by_zero_and_poison() {
        assert_eq!(run("smul.fix", 4, 7, 2, 0), Fixed::Poison);
        assert_eq!(run("umul.fix", 4, 8, 2, 0), Fixed::Poison);
        assert!(matches!(run("sdiv.fix", 4, -8, -1, 0), Fixed::Ub(_)));
        assert!(matches!(run("sdiv.fix.sat", 4, 1, 0, 0), Fixed::Ub(_)));
        assert!(matches!(run("udiv.fix", 4, 1, 0, 1), Fixed::Ub(_)));
        let p = op("smul.fix");
        assert_eq!(eval_fixed(p, None, Some(&i(8, 1)), 0), Fixed::Poison);
        let d = op("udiv.fix");
        assert!(matches!(
            eval_fixed(d, Some(&i(8, 1)), None, 0),
            Fixed::Ub(_)
        ));
        assert_eq!(eval_fixed(d, None, Some(&i(8, 1)), 0), Fixed::Poison);
        // Rounding up may leave the range while rounding down does not:
        // i4 signed, 7.5 (15/2) has neighbours 7 and 8, and 8 does not
        // fit, so 7 is the closest representable value.
        assert_eq!(run("smul.fix", 4, 5, 3, 1), exact(4, 7));
        assert_eq!(run("smul.fix.sat", 4, 5, 3, 1), exact(4, 7));
    }

    #[test]
    fn width_one_and_wide() {
        // i1 signed: values 0 and -1; -1 * -1 = 1 does not fit.
        assert_eq!(run("smul.fix", 1, -1, -1, 0), Fixed::Poison);
        assert_eq!(run("smul.fix.sat", 1, -1, -1, 0), exact(1, 0));
        assert_eq!(run("umul.fix", 1, 1, 1, 1), between(1, 0, 1));
        assert_eq!(run("umul.fix", 1, 1, 1, 0), exact(1, 1));
        // i128: (2^100) * (2^27) at scale 64 = 2^63.
        let a = ApInt::one(128).shl(100);
        let b = ApInt::one(128).shl(27);
        assert_eq!(
            eval_fixed(op("smul.fix"), Some(&a), Some(&b), 64),
            Fixed::Exact(ApInt::one(128).shl(63))
        );
        // i65 unsigned saturation.
        let max = ApInt::all_ones(65);
        assert_eq!(
            eval_fixed(op("umul.fix.sat"), Some(&max), Some(&max), 1),
            Fixed::Exact(max.clone())
        );
    }

    #[test]
    fn exhaustive_i4_against_rationals() {
        // Every i4 pair and scale: the candidates bracket the exact
        // rational result a*b/2^s (or a*2^s/b) within one unit.
        for key in ["smul.fix", "umul.fix", "sdiv.fix", "udiv.fix"] {
            let o = op(key);
            for s in 0..4u32 {
                for a in 0..16i64 {
                    for b in 0..16i64 {
                        let val = |x: i64| if o.signed && x >= 8 { x - 16 } else { x };
                        let (x, y) = (val(a), val(b));
                        if o.div && y == 0 {
                            continue;
                        }
                        // The exact result times den.
                        let (num, den) = if o.div {
                            (x * (1 << s), y)
                        } else {
                            (x * y, 1 << s)
                        };
                        let (num, den) = if den < 0 { (-num, -den) } else { (num, den) };
                        let fl = num.div_euclid(den);
                        let inexact = num.rem_euclid(den) != 0;
                        let (lo, hi) = if o.signed { (-8, 7) } else { (0, 15) };
                        let r = eval_fixed(o, Some(&i(4, a)), Some(&i(4, b)), s);
                        let want = |v: i64| (lo..=hi).contains(&v).then(|| i(4, v));
                        let candidates = if inexact {
                            (want(fl), want(fl + 1))
                        } else {
                            (want(fl), None)
                        };
                        let expected = match candidates {
                            (None, None) if o.div => {
                                assert!(matches!(r, Fixed::Ub(_)), "{key} {x} {y} scale {s}");
                                continue;
                            }
                            (None, None) => Fixed::Poison,
                            (Some(v), None) | (None, Some(v)) => Fixed::Exact(v),
                            (Some(l), Some(h)) => Fixed::Between(l, h),
                        };
                        assert_eq!(r, expected, "{key} {x} {y} scale {s}");
                    }
                }
            }
        }
    }
}
