//! Integer arithmetic, bitwise and comparison operations on scalar values,
//! each with its immediate-UB checks and poison conditions (LangRef "Binary
//! Operations", "Bitwise Binary Operations", `icmp`).
//!
//! Every `eval_*` takes scalar register values and follows the same order:
//! immediate UB from the operands; poison operands; undef operands (exact
//! per [`super::undef`], or [`OpError::Inexact`]); then the defined case,
//! one poison flag at a time.

use super::OpError;
use super::undef::{self, Cube};
use crate::apint::{ApInt, Bits, Word};
use crate::sem::stop::UbKind;
use crate::syntax::{BinOp, IntFlags, IntPred};
use crate::value::{Scalar, UndefBits, Value};

/// The cube of a defined or undef-carrying integer (`None` for poison and
/// non-integers).
pub fn cube_of(v: &Value) -> Option<Cube> {
    match v {
        Value::Int(i) => Some(Cube::exact(i)),
        Value::Undef(u) => Some(Cube {
            bits: u.bits.clone(),
            undef: u.undef.clone(),
        }),
        _ => None,
    }
}

/// The value holding a cube: defined if it has no undef bit.
pub fn value_of(c: Cube) -> Value {
    if c.undef.is_zero() {
        Value::Int(c.bits)
    } else {
        Value::Undef(Box::new(UndefBits {
            bits: c.bits,
            undef: c.undef,
        }))
    }
}

fn int_operand(v: &Value) -> Result<&ApInt, OpError> {
    match v {
        Value::Int(i) => Ok(i),
        Value::Undef(_) => Err(OpError::Inexact),
        _ => Err(OpError::Shape),
    }
}

/// A binary integer operation on scalars (`add` ... `xor`).
pub fn eval_int_binary(op: BinOp, flags: IntFlags, a: &Value, b: &Value) -> Result<Value, OpError> {
    eval_int_binary_in::<true>(op, flags, a, b)
}

/// [`eval_int_binary`], on [`crate::apint::Word`]s where the defined
/// operands fit one if `FAST` (the tests compare both).
fn eval_int_binary_in<const FAST: bool>(
    op: BinOp,
    flags: IntFlags,
    a: &Value,
    b: &Value,
) -> Result<Value, OpError> {
    match op {
        BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem => {
            eval_division::<FAST>(op, flags, a, b)
        }
        _ => {
            if a.is_poison() || b.is_poison() {
                return Ok(Value::Poison);
            }
            if let (Value::Int(x), Value::Int(y)) = (a, b) {
                if FAST && let (Some(x), Some(y)) = (x.word(), y.word()) {
                    return Ok(int_or_poison(eval_defined(op, flags, &x, &y)));
                }
                return Ok(int_or_poison(eval_defined(op, flags, x, y)));
            }
            eval_with_undef(op, flags, a, b)
        }
    }
}

/// [`eval_int_binary`] on defined integers of at most 64 bits held as
/// [`Scalar`]s: the same rule (its defined case, on [`Word`]s), without
/// converting to [`Value`]. `None` for a division with immediate UB (by
/// zero, or `MIN / -1` signed), which the general path reports.
#[inline(always)]
pub fn eval_word_binary(op: BinOp, flags: IntFlags, a: Word, b: Word) -> Option<Scalar> {
    if matches!(op, BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem) {
        return eval_word_division(op, flags, a, b);
    }
    Some(eval_defined(op, flags, &a, &b).map_or(Scalar::Poison, Scalar::Int))
}

/// A division of defined words without immediate UB: the divisor is not
/// zero, and for `sdiv`/`srem` the operands are not the minimum and -1.
/// `None` when it is UB, so that [`eval_division`] reports it (its checks
/// are the rule; this only recognises the cases where they pass).
#[inline(always)]
fn eval_word_division(op: BinOp, flags: IntFlags, x: Word, d: Word) -> Option<Scalar> {
    let w = d.width();
    let overflow = matches!(op, BinOp::SDiv | BinOp::SRem)
        && d.bits() == u64::MAX >> (64 - w)
        && x.bits() == 1 << (w - 1);
    if d.is_zero() || overflow {
        return None;
    }
    Some(divide_defined(op, flags, &x, &d).map_or(Scalar::Poison, Scalar::Int))
}

/// A defined integer result, or poison (`None`).
#[inline(always)]
pub(crate) fn int_or_poison<B: Bits>(r: Option<B>) -> Value {
    r.map_or(Value::Poison, |v| Value::Int(v.into_apint()))
}

/// The defined case of every non-division operator (`None`: poison).
#[inline(always)]
fn eval_defined<B: Bits>(op: BinOp, flags: IntFlags, a: &B, b: &B) -> Option<B> {
    let poison_if = |cond: bool, v: B| if cond { None } else { Some(v) };
    match op {
        BinOp::Add => {
            let (r, uov) = a.uadd_ov(b);
            let sov = flags.nsw && a.sadd_ov(b).1;
            poison_if((flags.nuw && uov) || sov, r)
        }
        BinOp::Sub => {
            let (r, uov) = a.usub_ov(b);
            let sov = flags.nsw && a.ssub_ov(b).1;
            poison_if((flags.nuw && uov) || sov, r)
        }
        BinOp::Mul => {
            let (r, uov) = a.umul_ov(b);
            let sov = flags.nsw && a.smul_ov(b).1;
            poison_if((flags.nuw && uov) || sov, r)
        }
        BinOp::Shl => eval_shl(flags, a, b),
        BinOp::LShr | BinOp::AShr => eval_shr(op, flags, a, b),
        BinOp::And => Some(a.and(b)),
        BinOp::Or => poison_if(flags.disjoint && !a.and(b).is_zero(), a.or(b)),
        BinOp::Xor => Some(a.xor(b)),
        _ => None,
    }
}

/// `shl`: poison if the amount is at least the width; `nuw` poison if a
/// set bit is shifted out; `nsw` poison if a shifted-out bit differs from
/// the result's sign bit.
#[inline(always)]
fn eval_shl<B: Bits>(flags: IntFlags, a: &B, b: &B) -> Option<B> {
    let w = a.width();
    let amt = b.to_u64().filter(|s| *s < w as u64)? as u32;
    let r = a.shl(amt);
    if flags.nuw && r.lshr(amt) != *a {
        return None;
    }
    if flags.nsw && r.ashr(amt) != *a {
        return None;
    }
    Some(r)
}

/// `lshr`/`ashr`: poison if the amount is at least the width; `exact`
/// poison if a set bit is shifted out.
#[inline(always)]
fn eval_shr<B: Bits>(op: BinOp, flags: IntFlags, a: &B, b: &B) -> Option<B> {
    let w = a.width();
    let amt = b.to_u64().filter(|s| *s < w as u64)? as u32;
    if flags.exact && a.cttz() < amt {
        return None;
    }
    Some(if op == BinOp::LShr {
        a.lshr(amt)
    } else {
        a.ashr(amt)
    })
}

/// `udiv`/`sdiv`/`urem`/`srem`: UB if the divisor is zero, poison or may be
/// zero (undef); for the signed forms UB on `MIN / -1`; `exact` poison if
/// the division leaves a remainder. The quotient or remainder is computed
/// on [`crate::apint::Word`]s where the operands fit one if `FAST`.
fn eval_division<const FAST: bool>(
    op: BinOp,
    flags: IntFlags,
    a: &Value,
    b: &Value,
) -> Result<Value, OpError> {
    let signed = matches!(op, BinOp::SDiv | BinOp::SRem);
    let divisor = match b {
        Value::Poison => {
            return Err(OpError::ub(
                UbKind::PoisonDivisor,
                format!("{} by a poison divisor", op.name()),
            ));
        }
        Value::Int(d) => Cube::exact(d),
        Value::Undef(u) => Cube {
            bits: u.bits.clone(),
            undef: u.undef.clone(),
        },
        _ => return Err(OpError::Shape),
    };
    if divisor.bits.is_zero() {
        let what = if divisor.is_defined() {
            "zero"
        } else {
            "an undef value that may be zero"
        };
        return Err(OpError::ub(
            UbKind::DivisionByZero,
            format!("{} by {what}", op.name()),
        ));
    }
    let w = divisor.bits.width();
    if signed {
        let minus_one = ApInt::all_ones(w);
        let may_be_minus_one = divisor.umax() == minus_one;
        let dividend_may_be_min = match a {
            Value::Int(x) => x.is_min_signed(),
            Value::Undef(u) => Cube {
                bits: u.bits.clone(),
                undef: u.undef.clone(),
            }
            .smin()
            .is_min_signed(),
            // Poison may be replaced by any value, the minimum included.
            Value::Poison => true,
            _ => false,
        };
        if may_be_minus_one && dividend_may_be_min {
            return Err(OpError::ub(
                UbKind::DivisionOverflow,
                format!("{} of the minimum i{w} value by -1", op.name()),
            ));
        }
    }
    if a.is_poison() {
        return Ok(Value::Poison);
    }
    if let (Some(ca), true) = (cube_of(a), divisor.is_defined())
        && !ca.is_defined()
        && let Some(v) = divide_undef(op, flags, &ca, &divisor.bits)
    {
        return Ok(v);
    }
    let (x, d) = (int_operand(a)?, int_operand(b)?);
    if FAST && let (Some(x), Some(d)) = (x.word(), d.word()) {
        return Ok(divide(op, flags, &x, &d));
    }
    Ok(divide(op, flags, x, d))
}

/// The defined case of a division whose immediate UB was ruled out: the
/// quotient (poison under `exact` if there is a remainder) or remainder.
#[inline(always)]
fn divide<B: Bits>(op: BinOp, flags: IntFlags, x: &B, d: &B) -> Value {
    int_or_poison(divide_defined(op, flags, x, d))
}

/// [`divide`]'s result: the quotient or remainder, `None` for poison.
#[inline(always)]
fn divide_defined<B: Bits>(op: BinOp, flags: IntFlags, x: &B, d: &B) -> Option<B> {
    let (q, r) = match op {
        BinOp::UDiv | BinOp::URem => x.udivrem(d),
        _ => x.sdivrem(d),
    };
    match op {
        BinOp::UDiv | BinOp::SDiv if flags.exact && !r.is_zero() => None,
        BinOp::UDiv | BinOp::SDiv => Some(q),
        _ => Some(r),
    }
}

/// A division of an undef dividend by a defined divisor (not zero, and
/// not -1 where the dividend may be the minimum: those were UB before),
/// where its result set is a cube: by 1 the dividend itself (remainder 0);
/// `udiv`/`urem` by a power of two a shift or a mask, `exact` where it
/// fires for no member or for every one.
fn divide_undef(op: BinOp, flags: IntFlags, a: &Cube, d: &ApInt) -> Option<Value> {
    let w = d.width();
    if d.is_one() && (w > 1 || matches!(op, BinOp::UDiv | BinOp::URem)) {
        return Some(match op {
            BinOp::UDiv | BinOp::SDiv => value_of(a.clone()),
            _ => Value::Int(ApInt::zero(w)),
        });
    }
    if !d.is_power_of_two() {
        return None;
    }
    let k = d.cttz();
    match op {
        BinOp::URem => Some(value_of(undef::and(
            a,
            &Cube::exact(&d.sub(&ApInt::one(w))),
        ))),
        BinOp::UDiv => match flags.exact.then(|| undef::shr_exact_fires(a, k)) {
            Some(undef::Fires::Always) => Some(Value::Poison),
            Some(undef::Fires::Sometimes) => None,
            _ => Some(value_of(undef::lshr(a, k))),
        },
        _ => None,
    }
}

/// Operations with an undef operand: exact cube results where they exist.
/// With `nuw`/`nsw`, a sum is exact only when no member of the operands'
/// sets overflows (then the flags never fire).
fn eval_with_undef(op: BinOp, flags: IntFlags, a: &Value, b: &Value) -> Result<Value, OpError> {
    let (ca, cb) = (
        cube_of(a).ok_or(OpError::Shape)?,
        cube_of(b).ok_or(OpError::Shape)?,
    );
    let no_wrap_flags = flags.nuw || flags.nsw;
    let r = match op {
        BinOp::And => Some(undef::and(&ca, &cb)),
        BinOp::Or if !flags.disjoint || !may_overlap(&ca, &cb) => Some(undef::or(&ca, &cb)),
        BinOp::Xor => Some(undef::xor(&ca, &cb)),
        BinOp::Add
            if !no_wrap_flags || !undef::may_overflow_add(&ca, &cb, flags.nuw, flags.nsw) =>
        {
            undef::add(&ca, &cb)
        }
        BinOp::Sub
            if !no_wrap_flags || !undef::may_overflow_sub(&ca, &cb, flags.nuw, flags.nsw) =>
        {
            undef::sub(&ca, &cb)
        }
        BinOp::Mul if !no_wrap_flags => undef::mul(&ca, &cb),
        BinOp::Shl | BinOp::LShr | BinOp::AShr if cb.is_defined() => {
            let Some(s) = cb.bits.to_u64().filter(|s| *s < ca.bits.width() as u64) else {
                return Ok(Value::Poison);
            };
            let s = s as u32;
            // A flag that fires for no member leaves the set as it is; one
            // that fires for every member makes the result poison.
            let never = undef::Fires::Never;
            let fires = if s == 0 {
                never
            } else if op == BinOp::Shl {
                let nuw = if flags.nuw {
                    undef::shl_nuw_fires(&ca, s)
                } else {
                    never
                };
                let nsw = if flags.nsw {
                    undef::shl_nsw_fires(&ca, s)
                } else {
                    never
                };
                nuw.or(nsw)
            } else if flags.exact {
                undef::shr_exact_fires(&ca, s)
            } else {
                never
            };
            match fires {
                undef::Fires::Always => return Ok(Value::Poison),
                undef::Fires::Sometimes => None,
                // By 0 every shift is the operand, whatever its sign bit.
                undef::Fires::Never if s == 0 => Some(ca),
                undef::Fires::Never => match op {
                    BinOp::Shl => Some(undef::shl(&ca, s)),
                    BinOp::LShr => Some(undef::lshr(&ca, s)),
                    _ => undef::ashr(&ca, s),
                },
            }
        }
        _ => None,
    };
    r.map(value_of).ok_or(OpError::Inexact)
}

/// Whether some members of `a` and `b` share a set bit (then `or disjoint`
/// may be poison): only bits that may be one on both sides can.
fn may_overlap(a: &undef::Cube, b: &undef::Cube) -> bool {
    !a.bits.or(&a.undef).and(&b.bits.or(&b.undef)).is_zero()
}

/// `icmp` on scalar integers: the predicate's truth; `samesign` poison if
/// the operands' signs differ. On undef operands the result is undef when
/// both outcomes are possible.
pub fn eval_icmp_int(
    pred: IntPred,
    samesign: bool,
    a: &Value,
    b: &Value,
) -> Result<Value, OpError> {
    eval_icmp_int_in::<true>(pred, samesign, a, b)
}

/// [`eval_icmp_int`], on [`crate::apint::Word`]s where the defined operands
/// fit one if `FAST` (the tests compare both).
fn eval_icmp_int_in<const FAST: bool>(
    pred: IntPred,
    samesign: bool,
    a: &Value,
    b: &Value,
) -> Result<Value, OpError> {
    if a.is_poison() || b.is_poison() {
        return Ok(Value::Poison);
    }
    if let (Value::Int(x), Value::Int(y)) = (a, b) {
        if FAST && let (Some(x), Some(y)) = (x.word(), y.word()) {
            return Ok(icmp_defined(pred, samesign, &x, &y));
        }
        return Ok(icmp_defined(pred, samesign, x, y));
    }
    let (ca, cb) = (
        cube_of(a).ok_or(OpError::Shape)?,
        cube_of(b).ok_or(OpError::Shape)?,
    );
    let w = ca.bits.width();
    if samesign && (ca.undef.bit(w - 1) || cb.undef.bit(w - 1)) {
        return Err(OpError::Inexact);
    }
    if samesign && ca.bits.bit(w - 1) != cb.bits.bit(w - 1) {
        return Ok(Value::Poison);
    }
    Ok(match undef::icmp(pred, &ca, &cb) {
        (true, true) => Value::Undef(Box::new(UndefBits::all(1))),
        (t, _) => Value::bool(t),
    })
}

/// `icmp` on defined operands: the predicate's truth, or poison if
/// `samesign` and the signs differ.
#[inline(always)]
fn icmp_defined<B: Bits>(pred: IntPred, samesign: bool, a: &B, b: &B) -> Value {
    icmp_truth(pred, samesign, a, b).map_or(Value::Poison, Value::bool)
}

/// [`eval_icmp_int`] on defined integers of at most 64 bits held as
/// [`Scalar`]s: the same rule, without converting to [`Value`].
#[inline(always)]
pub fn eval_icmp_word(pred: IntPred, samesign: bool, a: Word, b: Word) -> Scalar {
    icmp_truth(pred, samesign, &a, &b)
        .map_or(Scalar::Poison, |t| Scalar::Int(Word::new(1, t as u64)))
}

/// The truth of `icmp` on defined operands (`None`: poison, as `samesign`
/// makes it when the signs differ).
#[inline(always)]
fn icmp_truth<B: Bits>(pred: IntPred, samesign: bool, a: &B, b: &B) -> Option<bool> {
    if samesign && a.is_negative() != b.is_negative() {
        return None;
    }
    Some(compare(pred, a, b))
}

/// The truth of an integer predicate on defined operands.
#[inline(always)]
pub fn compare<B: Bits>(pred: IntPred, a: &B, b: &B) -> bool {
    match pred {
        IntPred::Eq => a == b,
        IntPred::Ne => a != b,
        IntPred::Ult => a.ult(b),
        IntPred::Ule => a.ule(b),
        IntPred::Ugt => b.ult(a),
        IntPred::Uge => b.ule(a),
        IntPred::Slt => a.slt(b),
        IntPred::Sle => a.sle(b),
        IntPred::Sgt => b.slt(a),
        IntPred::Sge => b.sle(a),
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    fn int(w: u32, v: i64) -> Value {
        Value::Int(ApInt::from_i128(w, v as i128))
    }

    fn flags(nuw: bool, nsw: bool, exact: bool, disjoint: bool) -> IntFlags {
        IntFlags {
            nuw,
            nsw,
            exact,
            disjoint,
        }
    }

    /// Brute-force reference for one operator at width `w` on defined
    /// operands: `None` is poison, `Err` is UB.
    fn reference(op: BinOp, f: IntFlags, w: u32, x: i64, y: i64) -> Result<Option<i64>, ()> {
        let m = (1i64 << w) - 1;
        let (ux, uy) = (x & m, y & m);
        let sx = |v: i64| (v << (64 - w)) >> (64 - w);
        let (sxv, syv) = (sx(x), sx(y));
        let smin = -(1i64 << (w - 1));
        let smax = (1i64 << (w - 1)) - 1;
        let in_s = |v: i64| v >= smin && v <= smax;
        let r = match op {
            BinOp::Add => {
                let poison = (f.nuw && ux + uy > m) || (f.nsw && !in_s(sxv + syv));
                (!poison).then_some(ux + uy)
            }
            BinOp::Sub => {
                let poison = (f.nuw && ux < uy) || (f.nsw && !in_s(sxv - syv));
                (!poison).then_some(ux - uy)
            }
            BinOp::Mul => {
                let poison = (f.nuw && ux * uy > m) || (f.nsw && !in_s(sxv * syv));
                (!poison).then_some(ux * uy)
            }
            BinOp::UDiv | BinOp::URem if uy == 0 => return Err(()),
            BinOp::SDiv | BinOp::SRem if uy == 0 || (sxv == smin && syv == -1) => return Err(()),
            BinOp::UDiv => (!(f.exact && ux % uy != 0)).then_some(ux / uy),
            BinOp::URem => Some(ux % uy),
            BinOp::SDiv => (!(f.exact && sxv % syv != 0)).then_some(sxv / syv),
            BinOp::SRem => Some(sxv % syv),
            BinOp::Shl if uy >= w as i64 => None,
            BinOp::Shl => {
                let r = (ux << uy) & m;
                let poison = (f.nuw && (r >> uy) != ux) || (f.nsw && (sx(r) >> uy) != sxv);
                (!poison).then_some(r)
            }
            BinOp::LShr | BinOp::AShr if uy >= w as i64 => None,
            BinOp::LShr => (!(f.exact && (ux >> uy) << uy != ux)).then_some(ux >> uy),
            BinOp::AShr => (!(f.exact && (ux >> uy) << uy != ux)).then_some(sxv >> uy),
            BinOp::And => Some(ux & uy),
            BinOp::Or => (!(f.disjoint && ux & uy != 0)).then_some(ux | uy),
            BinOp::Xor => Some(ux ^ uy),
            _ => unreachable!(),
        };
        Ok(r.map(|v| v & m))
    }

    /// The integer binary operators.
    fn integer_ops() -> Vec<BinOp> {
        BinOp::ALL.into_iter().filter(|o| !o.is_float()).collect()
    }

    #[test]
    fn every_operator_and_flag_matches_brute_force_at_i4_and_i1() {
        let ops = integer_ops();
        for w in [1u32, 4] {
            for &op in &ops {
                for bits in 0..16u8 {
                    let f = flags(bits & 1 != 0, bits & 2 != 0, bits & 4 != 0, bits & 8 != 0);
                    for x in 0..1i64 << w {
                        for y in 0..1i64 << w {
                            let got = eval_int_binary(op, f, &int(w, x), &int(w, y));
                            match reference(op, f, w, x, y) {
                                Err(()) => assert!(
                                    matches!(got, Err(OpError::Ub { .. })),
                                    "{op:?} {f:?} i{w} {x} {y}: {got:?}"
                                ),
                                Ok(None) => {
                                    assert_eq!(got, Ok(Value::Poison), "{op:?} {f:?} i{w} {x} {y}")
                                }
                                Ok(Some(v)) => {
                                    assert_eq!(got, Ok(int(w, v)), "{op:?} {f:?} i{w} {x} {y}")
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn poison_and_undef_divisors_are_ub() {
        let f = IntFlags::default();
        let e = eval_int_binary(BinOp::UDiv, f, &int(8, 1), &Value::Poison).unwrap_err();
        assert!(matches!(
            e,
            OpError::Ub {
                kind: UbKind::PoisonDivisor,
                ..
            }
        ));
        let undef = Value::Undef(Box::new(UndefBits::all(8)));
        let e = eval_int_binary(BinOp::SRem, f, &int(8, 1), &undef).unwrap_err();
        assert!(matches!(
            e,
            OpError::Ub {
                kind: UbKind::DivisionByZero,
                ..
            }
        ));
        // A poison dividend is fine (poison result); a poison divisor is not.
        assert_eq!(
            eval_int_binary(BinOp::UDiv, f, &Value::Poison, &int(8, 3)),
            Ok(Value::Poison)
        );
        // An undef divisor that cannot be zero or -1 is fine for a defined dividend.
        let odd_pos = Value::Undef(Box::new(UndefBits {
            bits: ApInt::from_u64(8, 1),
            undef: ApInt::from_u64(8, 0x0e),
        }));
        assert_eq!(
            eval_int_binary(BinOp::SDiv, f, &int(8, -128), &odd_pos),
            Err(OpError::Inexact)
        );
    }

    #[test]
    fn wide_boundaries() {
        for w in [33u32, 64, 65, 128, 256] {
            let max = Value::Int(ApInt::all_ones(w).lshr(1));
            let one = int(w, 1);
            let nsw = flags(false, true, false, false);
            assert_eq!(
                eval_int_binary(BinOp::Add, nsw, &max, &one),
                Ok(Value::Poison),
                "i{w}"
            );
            let nuw = flags(true, false, false, false);
            let all = Value::Int(ApInt::all_ones(w));
            assert_eq!(
                eval_int_binary(BinOp::Add, nuw, &all, &one),
                Ok(Value::Poison)
            );
            assert_eq!(
                eval_int_binary(BinOp::Add, IntFlags::default(), &all, &one),
                Ok(Value::Int(ApInt::zero(w)))
            );
            let min = Value::Int(ApInt::all_ones(w).lshr(1).not());
            assert!(eval_int_binary(BinOp::SDiv, IntFlags::default(), &min, &int(w, -1)).is_err());
            let amt = int(w, w as i64);
            assert_eq!(
                eval_int_binary(BinOp::Shl, IntFlags::default(), &one, &amt),
                Ok(Value::Poison)
            );
            let amt = int(w, w as i64 - 1);
            assert_eq!(
                eval_int_binary(BinOp::Shl, nsw, &one, &amt),
                Ok(Value::Poison)
            );
        }
    }

    #[test]
    fn or_disjoint_with_undef_bits_that_cannot_overlap() {
        // A bit-field update: the cleared word has undef bits 3-7, the new
        // field value defined bits 0-2. No member overlaps: exact.
        let cleared = Value::Undef(Box::new(UndefBits {
            bits: ApInt::zero(8),
            undef: ApInt::from_u64(8, 0xf8),
        }));
        let disjoint = flags(false, false, false, true);
        let Ok(Value::Undef(r)) = eval_int_binary(BinOp::Or, disjoint, &cleared, &int(8, 5)) else {
            panic!("expected an undef-carrying result")
        };
        assert_eq!((r.bits.to_u64(), r.undef.to_u64()), (Some(5), Some(0xf8)));
        // Undef bit 2 against a defined one: some members overlap.
        let low = Value::Undef(Box::new(UndefBits {
            bits: ApInt::zero(8),
            undef: ApInt::from_u64(8, 0x04),
        }));
        assert_eq!(
            eval_int_binary(BinOp::Or, disjoint, &low, &int(8, 5)),
            Err(OpError::Inexact)
        );
    }

    /// Random operands at `width` for the differential tests of the fast
    /// path: poison, undef bits under a random mask, or defined values
    /// biased to the boundaries (0, 1, -1, the signed extremes).
    pub(in crate::sem::ops) struct Operands(quickcheck::Gen);

    impl Operands {
        /// A generator with a fixed seed, so that a failure replays.
        pub(in crate::sem::ops) fn new(seed: u64) -> Operands {
            Operands(quickcheck::Gen::from_size_and_seed(100, seed))
        }

        /// A random number below `n`.
        pub(in crate::sem::ops) fn below(&mut self, n: u64) -> u64 {
            <u64 as quickcheck::Arbitrary>::arbitrary(&mut self.0) % n
        }

        fn bits(&mut self, width: u32) -> ApInt {
            let raw = <u64 as quickcheck::Arbitrary>::arbitrary(&mut self.0);
            let v = match self.below(6) {
                0 => 0,
                1 => 1,
                2 => u64::MAX,
                3 => 1 << (width - 1),
                4 => (1 << (width - 1)) - 1,
                _ => raw,
            };
            ApInt::from_u64(width, v)
        }

        /// A scalar operand of `width` ≤ 64 bits.
        pub(in crate::sem::ops) fn value(&mut self, width: u32) -> Value {
            match self.below(8) {
                0 => Value::Poison,
                1 | 2 => {
                    let undef = ApInt::from_u64(
                        width,
                        self.bits(width).low_u64() | 1 << self.below(width as u64),
                    );
                    Value::Undef(Box::new(UndefBits {
                        bits: self.bits(width).and(&undef.not()),
                        undef,
                    }))
                }
                _ => Value::Int(self.bits(width)),
            }
        }
    }

    /// The widths the differential tests run at.
    pub(in crate::sem::ops) const FAST_WIDTHS: [u32; 6] = [1, 7, 8, 32, 63, 64];

    /// Every `icmp` predicate, for the differential tests.
    const INT_PREDS: [IntPred; 10] = [
        IntPred::Eq,
        IntPred::Ne,
        IntPred::Ult,
        IntPred::Ule,
        IntPred::Ugt,
        IntPred::Uge,
        IntPred::Slt,
        IntPred::Sle,
        IntPred::Sgt,
        IntPred::Sge,
    ];

    /// The fast path (`Word`s) against the general one (`ApInt`s) on random
    /// operands with poison and undef bits: every binary operator with
    /// random flags, division's arithmetic alone, and `icmp` with every
    /// predicate.
    #[test]
    fn fast_path_agrees_with_general_path() {
        let ops = integer_ops();
        let mut g = Operands::new(15);
        for w in FAST_WIDTHS {
            for _ in 0..3000 {
                let (a, b) = (g.value(w), g.value(w));
                let op = ops[g.below(ops.len() as u64) as usize];
                let bits = g.below(16);
                let f = flags(bits & 1 != 0, bits & 2 != 0, bits & 4 != 0, bits & 8 != 0);
                assert_eq!(
                    eval_int_binary_in::<true>(op, f, &a, &b),
                    eval_int_binary_in::<false>(op, f, &a, &b),
                    "{op:?} {f:?} i{w} {a:?} {b:?}"
                );
                if let (Value::Int(x), Value::Int(y)) = (&a, &b) {
                    // Division's arithmetic on its own, zero divisors and
                    // `MIN / -1` included (the rule stops at their UB).
                    let (wx, wy) = (x.word().unwrap(), y.word().unwrap());
                    let pair = |(q, r): (crate::apint::Word, crate::apint::Word)| {
                        (q.into_apint(), r.into_apint())
                    };
                    assert_eq!(pair(wx.udivrem(&wy)), x.udivrem(y), "udivrem i{w} {x} {y}");
                    assert_eq!(pair(wx.sdivrem(&wy)), x.sdivrem(y), "sdivrem i{w} {x} {y}");
                }
                let pred = INT_PREDS[g.below(INT_PREDS.len() as u64) as usize];
                let samesign = g.below(2) == 1;
                assert_eq!(
                    eval_icmp_int_in::<true>(pred, samesign, &a, &b),
                    eval_icmp_int_in::<false>(pred, samesign, &a, &b),
                    "{pred:?} samesign={samesign} i{w} {a:?} {b:?}"
                );
            }
        }
    }

    /// The register fast path against the general path: every operand
    /// (poison, undef under random masks, defined) at the fast widths goes
    /// into its register form and back unchanged, and where both operands
    /// are defined the rules on [`Scalar`]s (what `Machine::eval_binary`
    /// and `eval_icmp` run on registers) give what the rules on [`Value`]s
    /// give, with every operator, flag and predicate.
    #[test]
    fn scalar_registers_agree_with_general_path() {
        use crate::value::{Pointer, Reg};
        let ops = integer_ops();
        let mut g = Operands::new(9);
        let (mut fast_binary, mut fast_icmp) = (0, 0);
        for w in FAST_WIDTHS {
            for _ in 0..3000 {
                let (a, b) = (g.value(w), g.value(w));
                for v in [&a, &b] {
                    let s = Scalar::of(v).expect("a scalar of at most 64 bits");
                    assert_eq!(&s.to_value(), v, "i{w} {v:?}");
                    assert_eq!(Reg::from_value(v.clone()), Reg::Scalar(s));
                    assert_eq!(*Reg::Scalar(s).value(), *v);
                }
                let (Some(Scalar::Int(x)), Some(Scalar::Int(y))) = (Scalar::of(&a), Scalar::of(&b))
                else {
                    continue;
                };
                let op = ops[g.below(ops.len() as u64) as usize];
                let bits = g.below(16);
                let f = flags(bits & 1 != 0, bits & 2 != 0, bits & 4 != 0, bits & 8 != 0);
                let general = eval_int_binary_in::<false>(op, f, &a, &b);
                match eval_word_binary(op, f, x, y) {
                    Some(r) => {
                        fast_binary += 1;
                        assert_eq!(Ok(r.to_value()), general, "{op:?} {f:?} i{w} {a:?} {b:?}");
                    }
                    // Only a division whose immediate UB the general
                    // rule reports.
                    None => assert!(
                        matches!(op, BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem)
                            && matches!(general, Err(OpError::Ub { .. })),
                        "{op:?} {f:?} i{w} {a:?} {b:?}: {general:?}"
                    ),
                }
                let pred = INT_PREDS[g.below(INT_PREDS.len() as u64) as usize];
                let samesign = g.below(2) == 1;
                fast_icmp += 1;
                assert_eq!(
                    Ok(eval_icmp_word(pred, samesign, x, y).to_value()),
                    eval_icmp_int_in::<false>(pred, samesign, &a, &b),
                    "{pred:?} samesign={samesign} i{w} {a:?} {b:?}"
                );
            }
        }
        // Both rules ran on many operands, not only the deferrals.
        assert!(
            fast_binary > 3000 && fast_icmp > 5000,
            "{fast_binary} {fast_icmp}"
        );
        // Pointers and wide integers: pointers are scalars, wider
        // integers stay general.
        let p = Value::Ptr(Pointer::NULL);
        assert_eq!(
            Reg::from_value(p.clone()),
            Reg::Scalar(Scalar::Ptr(Pointer::NULL))
        );
        let wide = Value::Int(ApInt::from_u64(65, 3));
        assert_eq!(Reg::from_value(wide.clone()), Reg::General(wide));
        let wide_undef = Value::Undef(Box::new(UndefBits::all(65)));
        assert_eq!(
            Reg::from_value(wide_undef.clone()),
            Reg::General(wide_undef)
        );
    }

    #[test]
    fn icmp_with_undef_and_samesign() {
        let undef = Value::Undef(Box::new(UndefBits::all(8)));
        let r = eval_icmp_int(IntPred::Ult, false, &undef, &int(8, 0)).unwrap();
        assert_eq!(r, Value::bool(false));
        let r = eval_icmp_int(IntPred::Slt, false, &undef, &int(8, 4)).unwrap();
        assert!(matches!(r, Value::Undef(_)));
        assert_eq!(
            eval_icmp_int(IntPred::Ult, true, &int(8, -1), &int(8, 1)),
            Ok(Value::Poison)
        );
        assert_eq!(
            eval_icmp_int(IntPred::Ult, true, &int(8, 1), &int(8, 2)),
            Ok(Value::bool(true))
        );
        assert_eq!(
            eval_icmp_int(IntPred::Eq, false, &Value::Poison, &int(8, 2)),
            Ok(Value::Poison)
        );
    }

    /// Shifts and divisions of an undef first operand by a defined second
    /// one, under every flag combination, over every cube of width 4 with
    /// undef bits: a result other than `Inexact` is exactly the set of the
    /// members' results (poison only when every member gives poison).
    #[test]
    fn shifts_and_divisions_of_undef_by_a_defined_amount_are_exact_sets() {
        let w = 4;
        let mut exact = 0;
        for op in [
            BinOp::Shl,
            BinOp::LShr,
            BinOp::AShr,
            BinOp::UDiv,
            BinOp::SDiv,
            BinOp::URem,
            BinOp::SRem,
        ] {
            for f in 0..8u8 {
                let fl = flags(f & 1 != 0, f & 2 != 0, f & 4 != 0, false);
                for u in 1..16u64 {
                    for v in (0..16u64).filter(|v| v & u == 0) {
                        let a = Value::Undef(Box::new(UndefBits {
                            bits: ApInt::from_u64(w, v),
                            undef: ApInt::from_u64(w, u),
                        }));
                        for y in 0..16u64 {
                            let b = Value::Int(ApInt::from_u64(w, y));
                            let Ok(r) = eval_int_binary(op, fl, &a, &b) else {
                                continue;
                            };
                            let members: Vec<u64> = (0..16u64).filter(|x| x & !u == v).collect();
                            let results: Vec<Value> = members
                                .iter()
                                .map(|x| {
                                    eval_int_binary(op, fl, &Value::Int(ApInt::from_u64(w, *x)), &b)
                                        .expect(
                                            "a member's operation is not UB where the set's is not",
                                        )
                                })
                                .collect();
                            let mut ints: Vec<u64> = results
                                .iter()
                                .filter_map(|r| match r {
                                    Value::Int(i) => i.to_u64(),
                                    _ => None,
                                })
                                .collect();
                            ints.sort();
                            ints.dedup();
                            let got: Vec<u64> = match &r {
                                Value::Poison => {
                                    assert!(ints.is_empty(), "{op:?} {fl:?} {a:?} {y}: poison");
                                    continue;
                                }
                                Value::Int(i) => vec![i.to_u64().unwrap_or(0)],
                                Value::Undef(c) => (0..16u64)
                                    .filter(|x| {
                                        ApInt::from_u64(w, *x).and(&c.undef.not()) == c.bits
                                    })
                                    .collect(),
                                _ => panic!("unexpected {r:?}"),
                            };
                            assert_eq!(results.len(), members.len());
                            assert!(
                                results.iter().all(|r| matches!(r, Value::Int(_))),
                                "{op:?} {fl:?} {a:?} {y}: some member is poison"
                            );
                            assert_eq!(got, ints, "{op:?} {fl:?} {a:?} {y}");
                            exact += 1;
                        }
                    }
                }
            }
        }
        assert!(exact > 1000, "{exact}");
    }
}
