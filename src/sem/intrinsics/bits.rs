//! Bit manipulation intrinsics (LangRef "Bit Manipulation Intrinsics"):
//! `llvm.bitreverse`, `llvm.bswap`, `llvm.ctpop`, `llvm.ctlz`, `llvm.cttz`,
//! `llvm.fshl`, `llvm.fshr`. Pure scalar rules; the machine applies them
//! lane by lane to vectors (see `super::Machine::lanewise`).

use crate::apint::ApInt;
use crate::sem::ops::OpError;
use crate::value::{UndefBits, Value};

/// The defined integer of an operand: `Ok(None)` for poison,
/// [`OpError::Inexact`] for undef bits (the caller resolves them).
pub(super) fn int_or_poison(v: &Value) -> Result<Option<&ApInt>, OpError> {
    match v {
        Value::Poison => Ok(None),
        Value::Int(i) => Ok(Some(i)),
        Value::Undef(_) => Err(OpError::Inexact),
        _ => Err(OpError::Shape),
    }
}

/// Applies a permutation of bits to a value: exact for undef bits, which
/// move with their position.
fn permute(x: &Value, f: impl Fn(&ApInt) -> ApInt) -> Result<Value, OpError> {
    match x {
        Value::Poison => Ok(Value::Poison),
        Value::Int(i) => Ok(Value::Int(f(i))),
        Value::Undef(u) => Ok(Value::Undef(Box::new(UndefBits {
            bits: f(&u.bits),
            undef: f(&u.undef),
        }))),
        _ => Err(OpError::Shape),
    }
}

/// `llvm.bswap.iN(x)`: the bytes of `x` in reverse order; N must be a
/// multiple of 16. Poison gives poison; undef bits move with their byte.
pub fn eval_bswap(x: &Value) -> Result<Value, OpError> {
    if let Some(w) = width_of(x)
        && !w.is_multiple_of(16)
    {
        return Err(OpError::Unsupported(format!(
            "llvm.bswap of i{w} (the width must be a multiple of 16)"
        )));
    }
    permute(x, ApInt::bswap)
}

/// `llvm.bitreverse.iN(x)`: the bits of `x` in reverse order. Poison gives
/// poison; undef bits move with their position.
pub fn eval_bitreverse(x: &Value) -> Result<Value, OpError> {
    permute(x, ApInt::bitreverse)
}

/// `llvm.ctpop.iN(x)`: the number of set bits, as an `iN`. Poison gives
/// poison.
pub fn eval_ctpop(x: &Value) -> Result<Value, OpError> {
    Ok(match int_or_poison(x)? {
        None => Value::Poison,
        Some(i) => Value::Int(ApInt::from_u64(i.width(), i.ctpop() as u64)),
    })
}

/// `llvm.ctlz.iN(x, i1 is_zero_poison)`: the number of leading zero bits
/// (N for zero). Poison if `x` is poison, or if `x` is zero and
/// `is_zero_poison` is true.
pub fn eval_ctlz(x: &Value, is_zero_poison: bool) -> Result<Value, OpError> {
    Ok(match int_or_poison(x)? {
        None => Value::Poison,
        Some(i) if i.is_zero() && is_zero_poison => Value::Poison,
        Some(i) => Value::Int(ApInt::from_u64(i.width(), i.ctlz() as u64)),
    })
}

/// `llvm.cttz.iN(x, i1 is_zero_poison)`: the number of trailing zero bits
/// (N for zero). Poison if `x` is poison, or if `x` is zero and
/// `is_zero_poison` is true.
pub fn eval_cttz(x: &Value, is_zero_poison: bool) -> Result<Value, OpError> {
    Ok(match int_or_poison(x)? {
        None => Value::Poison,
        Some(i) if i.is_zero() && is_zero_poison => Value::Poison,
        Some(i) => Value::Int(ApInt::from_u64(i.width(), i.cttz() as u64)),
    })
}

/// `llvm.fshl.iN(a, b, c)`: concatenate `a` (high) and `b` (low), shift
/// left by `c` modulo N, and return the high N bits. Poison if any operand
/// is poison.
pub fn eval_fshl(a: &Value, b: &Value, c: &Value) -> Result<Value, OpError> {
    funnel(a, b, c, ApInt::fshl)
}

/// `llvm.fshr.iN(a, b, c)`: concatenate `a` (high) and `b` (low), shift
/// right by `c` modulo N, and return the low N bits. Poison if any operand
/// is poison.
pub fn eval_fshr(a: &Value, b: &Value, c: &Value) -> Result<Value, OpError> {
    funnel(a, b, c, ApInt::fshr)
}

fn funnel(
    a: &Value,
    b: &Value,
    c: &Value,
    f: fn(&ApInt, &ApInt, &ApInt) -> ApInt,
) -> Result<Value, OpError> {
    if a.is_poison() || b.is_poison() || c.is_poison() {
        return Ok(Value::Poison);
    }
    match (int_or_poison(a)?, int_or_poison(b)?, int_or_poison(c)?) {
        (Some(x), Some(y), Some(z)) => Ok(Value::Int(f(x, y, z))),
        _ => Ok(Value::Poison),
    }
}

/// The width of an integer operand (defined or with undef bits).
fn width_of(v: &Value) -> Option<u32> {
    match v {
        Value::Int(i) => Some(i.width()),
        Value::Undef(u) => Some(u.bits.width()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(w: u32, v: u128) -> Value {
        Value::Int(ApInt::from_u128(w, v))
    }

    #[test]
    fn counts_at_every_width_class() {
        for w in [1u32, 8, 33, 64, 65, 128, 256] {
            let one = int(w, 1);
            assert_eq!(eval_ctpop(&one).unwrap(), int(w, 1));
            assert_eq!(eval_ctlz(&one, false).unwrap(), int(w, (w - 1) as u128));
            assert_eq!(eval_cttz(&one, true).unwrap(), int(w, 0));
            let all = Value::Int(ApInt::all_ones(w));
            assert_eq!(eval_ctpop(&all).unwrap(), int(w, w as u128));
        }
        // i1: ctpop(1) = 1, ctlz(1) = 0, cttz(0) = 1 without the flag.
        assert_eq!(eval_ctlz(&int(1, 1), true).unwrap(), int(1, 0));
        assert_eq!(eval_cttz(&int(1, 0), false).unwrap(), int(1, 1));
    }

    #[test]
    fn is_zero_poison_flag() {
        for w in [1u32, 8, 64, 65, 128] {
            let zero = int(w, 0);
            assert_eq!(eval_ctlz(&zero, true).unwrap(), Value::Poison);
            assert_eq!(eval_cttz(&zero, true).unwrap(), Value::Poison);
            assert_eq!(eval_ctlz(&zero, false).unwrap(), int(w, w as u128));
            assert_eq!(eval_cttz(&zero, false).unwrap(), int(w, w as u128));
        }
    }

    #[test]
    fn poison_and_undef_operands() {
        assert_eq!(eval_ctpop(&Value::Poison).unwrap(), Value::Poison);
        assert_eq!(eval_ctlz(&Value::Poison, false).unwrap(), Value::Poison);
        assert_eq!(eval_bswap(&Value::Poison).unwrap(), Value::Poison);
        let u = Value::Undef(Box::new(UndefBits {
            bits: ApInt::from_u64(16, 0x0012),
            undef: ApInt::from_u64(16, 0x0f00),
        }));
        assert_eq!(eval_ctpop(&u), Err(OpError::Inexact));
        // bswap moves the undef nibble with its byte.
        let Value::Undef(b) = eval_bswap(&u).unwrap() else {
            panic!("undef bits stay undef")
        };
        assert_eq!(b.bits, ApInt::from_u64(16, 0x1200));
        assert_eq!(b.undef, ApInt::from_u64(16, 0x000f));
        let Value::Undef(r) = eval_bitreverse(&u).unwrap() else {
            panic!("undef bits stay undef")
        };
        assert_eq!(r.undef, ApInt::from_u64(16, 0x00f0));
        let p = Value::Poison;
        assert_eq!(eval_fshl(&int(8, 1), &p, &int(8, 1)).unwrap(), p);
        assert_eq!(eval_fshr(&int(8, 1), &int(8, 1), &p).unwrap(), p);
    }

    #[test]
    fn byte_and_bit_order() {
        assert_eq!(
            eval_bswap(&int(32, 0x1122_3344)).unwrap(),
            int(32, 0x4433_2211)
        );
        assert_eq!(
            eval_bswap(&int(128, 0x0102_0304_0506_0708_090a_0b0c_0d0e_0f10)).unwrap(),
            int(128, 0x100f_0e0d_0c0b_0a09_0807_0605_0403_0201)
        );
        assert!(matches!(
            eval_bswap(&int(24, 1)),
            Err(OpError::Unsupported(_))
        ));
        assert_eq!(eval_bitreverse(&int(1, 1)).unwrap(), int(1, 1));
        assert_eq!(
            eval_bitreverse(&int(8, 0b0000_0110)).unwrap(),
            int(8, 0b0110_0000)
        );
        assert_eq!(
            eval_bitreverse(&int(65, 1)).unwrap(),
            Value::Int(ApInt::one(65).shl(64))
        );
    }

    #[test]
    fn funnel_shifts_take_the_amount_modulo_the_width() {
        // fshl(0x12, 0x34, 4) = 0x23; amount 12 ≡ 4 (mod 8).
        assert_eq!(
            eval_fshl(&int(8, 0x12), &int(8, 0x34), &int(8, 4)).unwrap(),
            int(8, 0x23)
        );
        assert_eq!(
            eval_fshl(&int(8, 0x12), &int(8, 0x34), &int(8, 12)).unwrap(),
            int(8, 0x23)
        );
        // fshr(0x12, 0x34, 4) = 0x23 too (low half of 0x1234 >> 4).
        assert_eq!(
            eval_fshr(&int(8, 0x12), &int(8, 0x34), &int(8, 4)).unwrap(),
            int(8, 0x23)
        );
        // Amount 0: fshl gives a, fshr gives b.
        assert_eq!(
            eval_fshl(&int(8, 0x12), &int(8, 0x34), &int(8, 0)).unwrap(),
            int(8, 0x12)
        );
        assert_eq!(
            eval_fshr(&int(8, 0x12), &int(8, 0x34), &int(8, 0)).unwrap(),
            int(8, 0x34)
        );
        // Width 1: any amount is 0 modulo 1.
        assert_eq!(
            eval_fshl(&int(1, 1), &int(1, 0), &int(1, 1)).unwrap(),
            int(1, 1)
        );
        // Rotation at width 65.
        let top = Value::Int(ApInt::one(65).shl(64));
        assert_eq!(eval_fshl(&top, &top, &int(65, 1)).unwrap(), int(65, 1));
    }
}
