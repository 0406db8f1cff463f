//! Integer arithmetic intrinsics: LangRef "Arithmetic with Overflow
//! Intrinsics" (`llvm.[us]{add,sub,mul}.with.overflow`), "Saturation
//! Arithmetic Intrinsics" (`llvm.[us]{add,sub}.sat`, `llvm.[us]shl.sat`),
//! and the integer ones of "Standard C/C++ Library Intrinsics"
//! (`llvm.abs`, `llvm.smax`, `llvm.smin`, `llvm.umax`, `llvm.umin`,
//! `llvm.scmp`, `llvm.ucmp`). Pure scalar rules, applied lane by lane.

use super::bits::int_or_poison;
use crate::apint::ApInt;
use crate::sem::ops::OpError;
use crate::sem::ops::int::{cube_of, eval_int_binary, value_of};
use crate::sem::ops::undef;
use crate::syntax::{BinOp, IntFlags};
use crate::value::{UndefBits, Value};

/// Which operation an overflow or saturation intrinsic performs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArithOp {
    /// `uadd`.
    UAdd,
    /// `sadd`.
    SAdd,
    /// `usub`.
    USub,
    /// `ssub`.
    SSub,
    /// `umul`.
    UMul,
    /// `smul`.
    SMul,
}

impl ArithOp {
    /// The operation named by an intrinsic's first name component.
    pub fn from_name(s: &str) -> Option<ArithOp> {
        Some(match s {
            "uadd" => ArithOp::UAdd,
            "sadd" => ArithOp::SAdd,
            "usub" => ArithOp::USub,
            "ssub" => ArithOp::SSub,
            "umul" => ArithOp::UMul,
            "smul" => ArithOp::SMul,
            _ => return None,
        })
    }
}

/// The two operands, or `None` if either is poison.
fn both<'a>(a: &'a Value, b: &'a Value) -> Result<Option<(&'a ApInt, &'a ApInt)>, OpError> {
    if a.is_poison() || b.is_poison() {
        return Ok(None);
    }
    Ok(int_or_poison(a)?.zip(int_or_poison(b)?))
}

/// `llvm.<op>.with.overflow.iN(a, b)`: `{ a op b (wrapped), i1 overflow }`,
/// where overflow means the exact result does not fit in `iN` (unsigned or
/// signed as the name says). A poison operand makes both fields poison.
/// Returns the two fields. With undef operands the pair is exact when
/// each field's set is a cube ([`eval_with_overflow_field`]) and at most
/// one of them has undef bits: then every combination of the two is a
/// result of one member pair (`uadd(undef, 0)` is `{ undef, false }`).
/// Two fields with undef bits would also combine members of different
/// operand pairs, so those operands are resolved ([`OpError::Inexact`]).
pub fn eval_with_overflow(op: ArithOp, a: &Value, b: &Value) -> Result<(Value, Value), OpError> {
    if matches!(a, Value::Undef(_)) || matches!(b, Value::Undef(_)) {
        let r = eval_with_overflow_field(op, 0, a, b)?;
        let o = eval_with_overflow_field(op, 1, a, b)?;
        let undef = |v: &Value| matches!(v, Value::Undef(_));
        return if undef(&r) && undef(&o) {
            Err(OpError::Inexact)
        } else {
            Ok((r, o))
        };
    }
    let Some((x, y)) = both(a, b)? else {
        return Ok((Value::Poison, Value::Poison));
    };
    let (r, o) = match op {
        ArithOp::UAdd => x.uadd_ov(y),
        ArithOp::SAdd => x.sadd_ov(y),
        ArithOp::USub => x.usub_ov(y),
        ArithOp::SSub => x.ssub_ov(y),
        ArithOp::UMul => x.umul_ov(y),
        ArithOp::SMul => x.smul_ov(y),
    };
    Ok((Value::Int(r), Value::bool(o)))
}

/// Field `field` (0: the wrapped result, 1: the overflow bit) of
/// `llvm.<op>.with.overflow(a, b)` over every member of undef operands,
/// each field read on its own (an `extractvalue` is a use of its own:
/// LangRef "Undefined Values"): the result is the wrapping `add`, `sub` or
/// `mul`, exact where that operation is on cubes; the bit is `true`,
/// `false`, or `i1 undef` when both occur ([`undef::overflow_outcomes`]).
/// Poison if an operand is poison; [`OpError::Inexact`] when the set is
/// no cube (or not worked out).
pub fn eval_with_overflow_field(
    op: ArithOp,
    field: usize,
    a: &Value,
    b: &Value,
) -> Result<Value, OpError> {
    if a.is_poison() || b.is_poison() {
        return Ok(Value::Poison);
    }
    let (bin, signed) = match op {
        ArithOp::UAdd => (BinOp::Add, false),
        ArithOp::SAdd => (BinOp::Add, true),
        ArithOp::USub => (BinOp::Sub, false),
        ArithOp::SSub => (BinOp::Sub, true),
        ArithOp::UMul => (BinOp::Mul, false),
        ArithOp::SMul => (BinOp::Mul, true),
    };
    if field == 0 {
        return eval_int_binary(bin, IntFlags::default(), a, b);
    }
    let (ca, cb) = (
        cube_of(a).ok_or(OpError::Shape)?,
        cube_of(b).ok_or(OpError::Shape)?,
    );
    match undef::overflow_outcomes(bin, signed, &ca, &cb) {
        Some((true, true)) => Ok(Value::Undef(Box::new(UndefBits::all(1)))),
        Some((can_true, _)) => Ok(Value::bool(can_true)),
        None => Err(OpError::Inexact),
    }
}

/// `llvm.{u,s}{add,sub}.sat.iN(a, b)`: the exact result clamped to the
/// range of `iN` (unsigned or signed). A poison operand gives poison.
/// With undef operands the result is exact where no member pair saturates
/// (see [`undef::sat`]); elsewhere the operands are resolved.
pub fn eval_sat(op: ArithOp, a: &Value, b: &Value) -> Result<Value, OpError> {
    let undef = |v: &Value| matches!(v, Value::Undef(_));
    if (undef(a) || undef(b)) && !a.is_poison() && !b.is_poison() {
        let (ca, cb) = (
            cube_of(a).ok_or(OpError::Shape)?,
            cube_of(b).ok_or(OpError::Shape)?,
        );
        let (subtract, signed) = match op {
            ArithOp::UAdd => (false, false),
            ArithOp::SAdd => (false, true),
            ArithOp::USub => (true, false),
            ArithOp::SSub => (true, true),
            ArithOp::UMul | ArithOp::SMul => return Err(OpError::Inexact),
        };
        return undef::sat(subtract, signed, &ca, &cb)
            .map(value_of)
            .ok_or(OpError::Inexact);
    }
    let Some((x, y)) = both(a, b)? else {
        return Ok(Value::Poison);
    };
    Ok(Value::Int(match op {
        ArithOp::UAdd => x.uadd_sat(y),
        ArithOp::SAdd => x.sadd_sat(y),
        ArithOp::USub => x.usub_sat(y),
        ArithOp::SSub => x.ssub_sat(y),
        ArithOp::UMul | ArithOp::SMul => {
            return Err(OpError::Unsupported(
                "saturating multiplication is a fixed-point intrinsic".into(),
            ));
        }
    }))
}

/// `llvm.{u,s}shl.sat.iN(a, b)`: `a << b` clamped to the range of `iN`.
/// Poison if an operand is poison or `b >= N`.
pub fn eval_shl_sat(signed: bool, a: &Value, b: &Value) -> Result<Value, OpError> {
    let Some((x, y)) = both(a, b)? else {
        return Ok(Value::Poison);
    };
    let w = x.width();
    let Some(amt) = y.to_u64().filter(|&s| s < w as u64) else {
        return Ok(Value::Poison);
    };
    let amt = amt as u32;
    Ok(Value::Int(if signed {
        x.sshl_sat(amt)
    } else {
        x.ushl_sat(amt)
    }))
}

/// Which of the four integer min/max intrinsics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MinMax {
    /// `llvm.smax`.
    SMax,
    /// `llvm.smin`.
    SMin,
    /// `llvm.umax`.
    UMax,
    /// `llvm.umin`.
    UMin,
}

/// `llvm.smax/smin/umax/umin.iN(a, b)`: the larger or smaller operand,
/// compared as signed or unsigned. A poison operand gives poison.
pub fn eval_minmax(op: MinMax, a: &Value, b: &Value) -> Result<Value, OpError> {
    let Some((x, y)) = both(a, b)? else {
        return Ok(Value::Poison);
    };
    Ok(Value::Int(match op {
        MinMax::SMax => x.smax(y),
        MinMax::SMin => x.smin(y),
        MinMax::UMax => x.umax(y),
        MinMax::UMin => x.umin(y),
    }))
}

/// `llvm.abs.iN(x, i1 int_min_poison)`: the absolute value of `x` read as
/// signed; `abs(INT_MIN)` is `INT_MIN`, or poison if `int_min_poison` is
/// true. A poison operand gives poison.
pub fn eval_abs(x: &Value, int_min_poison: bool) -> Result<Value, OpError> {
    Ok(match int_or_poison(x)? {
        None => Value::Poison,
        Some(i) if int_min_poison && i.is_min_signed() => Value::Poison,
        Some(i) => Value::Int(i.abs()),
    })
}

/// `llvm.scmp/ucmp.iM.iN(a, b)`: -1, 0 or 1 as an `iM` (M ≥ 2) as `a` is
/// less than, equal to or greater than `b` (signed or unsigned). A poison
/// operand gives poison.
pub fn eval_three_way(signed: bool, width: u32, a: &Value, b: &Value) -> Result<Value, OpError> {
    let Some((x, y)) = both(a, b)? else {
        return Ok(Value::Poison);
    };
    let ord = if signed { x.scmp(y) } else { x.ucmp(y) };
    Ok(Value::Int(ApInt::from_i64(width, ord as i64)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(w: u32, v: i128) -> Value {
        Value::Int(ApInt::from_i128(w, v))
    }

    #[test]
    fn overflow_flags_at_the_boundaries() {
        for w in [8u32, 33, 64, 65, 128] {
            let max = Value::Int(ApInt::signed_max(w));
            let min = Value::Int(ApInt::signed_min(w));
            let ones = Value::Int(ApInt::all_ones(w));
            let one = Value::Int(ApInt::one(w));
            let zero = int(w, 0);
            assert_eq!(
                eval_with_overflow(ArithOp::SAdd, &max, &one).unwrap(),
                (min.clone(), Value::bool(true))
            );
            assert_eq!(
                eval_with_overflow(ArithOp::UAdd, &ones, &one).unwrap(),
                (zero.clone(), Value::bool(true))
            );
            assert_eq!(
                eval_with_overflow(ArithOp::USub, &zero, &one).unwrap(),
                (ones.clone(), Value::bool(true))
            );
            assert_eq!(
                eval_with_overflow(ArithOp::SSub, &min, &one).unwrap(),
                (max.clone(), Value::bool(true))
            );
            assert_eq!(
                eval_with_overflow(ArithOp::UMul, &ones, &one).unwrap(),
                (ones.clone(), Value::bool(false))
            );
        }
        // i1: signed values are 0 and -1; -1 * -1 = 1 overflows, and so
        // does -1 + -1 = -2, while unsigned 1 + 1 wraps to 0.
        assert_eq!(
            eval_with_overflow(ArithOp::SAdd, &int(1, -1), &int(1, -1)).unwrap(),
            (int(1, 0), Value::bool(true))
        );
        assert_eq!(
            eval_with_overflow(ArithOp::UAdd, &int(1, 1), &int(1, 1)).unwrap(),
            (int(1, 0), Value::bool(true))
        );
        assert_eq!(
            eval_with_overflow(ArithOp::SMul, &int(1, -1), &int(1, -1)).unwrap(),
            (int(1, 1), Value::bool(true))
        );
        assert_eq!(
            eval_with_overflow(ArithOp::SMul, &Value::Poison, &int(8, 1)).unwrap(),
            (Value::Poison, Value::Poison)
        );
    }

    #[test]
    fn saturation_boundaries() {
        for w in [8u32, 33, 64, 65, 128] {
            let max = Value::Int(ApInt::signed_max(w));
            let min = Value::Int(ApInt::signed_min(w));
            let ones = Value::Int(ApInt::all_ones(w));
            let one = Value::Int(ApInt::one(w));
            assert_eq!(eval_sat(ArithOp::SAdd, &max, &one).unwrap(), max);
            assert_eq!(eval_sat(ArithOp::SSub, &min, &one).unwrap(), min);
            assert_eq!(eval_sat(ArithOp::UAdd, &ones, &one).unwrap(), ones);
            assert_eq!(
                eval_sat(ArithOp::USub, &int(w, 0), &one).unwrap(),
                int(w, 0)
            );
        }
        // i1: signed range [-1, 0], unsigned [0, 1].
        assert_eq!(
            eval_sat(ArithOp::SAdd, &int(1, -1), &int(1, -1)).unwrap(),
            int(1, -1)
        );
        assert_eq!(
            eval_sat(ArithOp::SSub, &int(1, 0), &int(1, -1)).unwrap(),
            int(1, 0)
        );
        assert_eq!(
            eval_sat(ArithOp::UAdd, &int(1, 1), &int(1, 1)).unwrap(),
            int(1, 1)
        );
        assert_eq!(
            eval_sat(ArithOp::SAdd, &int(8, 100), &int(8, 27)).unwrap(),
            int(8, 127)
        );
        assert_eq!(
            eval_sat(ArithOp::SAdd, &int(8, 100), &int(8, 28)).unwrap(),
            int(8, 127)
        );
        assert_eq!(
            eval_sat(ArithOp::SAdd, &int(8, 100), &int(8, 26)).unwrap(),
            int(8, 126)
        );
        assert_eq!(
            eval_sat(ArithOp::USub, &Value::Poison, &int(8, 1)).unwrap(),
            Value::Poison
        );
    }

    #[test]
    fn shl_sat_poison_for_large_amounts() {
        assert_eq!(
            eval_shl_sat(false, &int(8, 0x40), &int(8, 1)).unwrap(),
            int(8, 0x80)
        );
        assert_eq!(
            eval_shl_sat(false, &int(8, 0x40), &int(8, 2)).unwrap(),
            int(8, 0xff)
        );
        assert_eq!(
            eval_shl_sat(true, &int(8, 0x40), &int(8, 1)).unwrap(),
            int(8, 0x7f)
        );
        assert_eq!(
            eval_shl_sat(true, &int(8, -64), &int(8, 1)).unwrap(),
            int(8, -128)
        );
        assert_eq!(
            eval_shl_sat(true, &int(8, -65), &int(8, 1)).unwrap(),
            int(8, -128)
        );
        assert_eq!(
            eval_shl_sat(false, &int(8, 1), &int(8, 8)).unwrap(),
            Value::Poison
        );
        assert_eq!(
            eval_shl_sat(false, &int(1, 1), &int(1, 1)).unwrap(),
            Value::Poison
        );
        assert_eq!(
            eval_shl_sat(false, &int(1, 1), &int(1, 0)).unwrap(),
            int(1, 1)
        );
        assert_eq!(
            eval_shl_sat(true, &int(65, 1), &int(65, 64)).unwrap(),
            Value::Int(ApInt::signed_max(65))
        );
    }

    #[test]
    fn min_max_abs_and_three_way() {
        assert_eq!(
            eval_minmax(MinMax::SMax, &int(8, -1), &int(8, 1)).unwrap(),
            int(8, 1)
        );
        assert_eq!(
            eval_minmax(MinMax::UMax, &int(8, -1), &int(8, 1)).unwrap(),
            int(8, -1)
        );
        assert_eq!(
            eval_minmax(MinMax::SMin, &int(1, -1), &int(1, 0)).unwrap(),
            int(1, -1)
        );
        assert_eq!(
            eval_minmax(MinMax::UMin, &int(1, -1), &int(1, 0)).unwrap(),
            int(1, 0)
        );
        assert_eq!(
            eval_minmax(MinMax::UMin, &Value::Poison, &int(8, 0)).unwrap(),
            Value::Poison
        );
        for w in [1u32, 8, 64, 65, 128] {
            let min = Value::Int(ApInt::signed_min(w));
            assert_eq!(eval_abs(&min, false).unwrap(), min);
            assert_eq!(eval_abs(&min, true).unwrap(), Value::Poison);
        }
        assert_eq!(eval_abs(&int(8, -5), true).unwrap(), int(8, 5));
        assert_eq!(eval_abs(&Value::Poison, false).unwrap(), Value::Poison);
        assert_eq!(
            eval_three_way(true, 2, &int(8, -1), &int(8, 1)).unwrap(),
            int(2, -1)
        );
        assert_eq!(
            eval_three_way(false, 8, &int(8, -1), &int(8, 1)).unwrap(),
            int(8, 1)
        );
        assert_eq!(
            eval_three_way(false, 32, &int(65, 3), &int(65, 3)).unwrap(),
            int(32, 0)
        );
        assert_eq!(
            eval_three_way(true, 8, &Value::Poison, &int(8, 3)).unwrap(),
            Value::Poison
        );
    }
}
