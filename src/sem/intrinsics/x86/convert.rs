//! Conversions and rounding, in the default floating-point environment
//! (MXCSR rounding to nearest, ties to even; exceptions masked).
//!
//! - `cvtss2si`, `cvtsd2si` (and `…64`): lane 0 of a float vector to
//!   `i32`/`i64`, rounded to nearest even; `cvttss2si`, `cvttsd2si`
//!   (and `…64`) truncate. A NaN or a value out of range gives the
//!   "integer indefinite" value, the signed minimum. Only lane 0 is read.
//! - `cvtps2dq`, `cvtpd2dq`, `cvttpd2dq`, `cvt.ps2dq`, `cvt.pd2dq`,
//!   `cvtt.pd2dq`, `cvtt.ps2dq`: the same lane by lane; result lanes past
//!   the source's (`cvtpd2dq` fills only the low half) are 0.
//! - `cvtpd2ps`, `cvt.pd2.ps`: doubles rounded to floats lane by lane
//!   (upper lanes 0); `cvtsd2ss(a, b)`: lane 0 is `b[0]` rounded, the
//!   other lanes `a`'s. A NaN is any NaN LangRef allows `fptrunc` to give
//!   for it (the CPU's, quiet with the high bits of the payload, is one).
//! - `round.ps`, `round.pd` (ROUNDPS/PD) with an immediate: bits 1:0 are
//!   the mode (nearest even, down, up, toward zero) unless bit 2 says "use
//!   MXCSR" (nearest even); `round.ss(a, b, imm)`, `round.sd` round lane 0
//!   of `b` and copy `a`'s other lanes. A NaN is any NaN LangRef allows on
//!   it (the CPU's, quieted, is one). A poison immediate makes every lane
//!   poison.
//!
//! The NaN rule is `semantics/intrinsics-x86.md`'s "NaN results".

use super::{Elem, FpLane, Lane, Lanes, Shape, X86Error, arity, is_nan, operand};
use crate::syntax::FloatKind;

/// A float lane's value as an `f64` (exact for `float`).
fn value(kind: FloatKind, bits: u64) -> f64 {
    match kind {
        FloatKind::Float => f64::from(f32::from_bits(bits as u32)),
        _ => f64::from_bits(bits),
    }
}

/// `x` rounded by mode (0 nearest even, 1 down, 2 up, 3 toward zero).
fn round_mode(x: f64, mode: u64) -> f64 {
    match mode & 3 {
        0 => x.round_ties_even(),
        1 => x.floor(),
        2 => x.ceil(),
        _ => x.trunc(),
    }
}

/// `x` (already rounded to an integral value, or NaN/inf) as a `w`-bit
/// integer, or the integer indefinite value.
fn to_int(x: f64, w: u32) -> u64 {
    let limit = 2f64.powi(w as i32 - 1);
    let v = if x.is_nan() || x >= limit || x < -limit {
        i64::MIN >> (64 - w)
    } else {
        x as i64
    };
    super::trunc(v as u64, w)
}

/// A double lane rounded to a float (nearest even); a NaN is any NaN
/// `fptrunc` may give for it.
fn narrow(bits: u64) -> FpLane {
    let x = f64::from_bits(bits);
    if x.is_nan() {
        return FpLane::NanCast(FloatKind::Double, bits);
    }
    FpLane::Bits(u64::from((x as f32).to_bits()))
}

/// A float lane rounded by `mode`; a NaN is any NaN LangRef allows on it.
fn round_bits(kind: FloatKind, bits: u64, mode: u64) -> FpLane {
    if is_nan(kind, bits) {
        return FpLane::Nan(vec![bits]);
    }
    FpLane::Bits(match kind {
        FloatKind::Float => {
            let x = f32::from_bits(bits as u32);
            u64::from((round_mode(f64::from(x), mode) as f32).to_bits())
        }
        _ => round_mode(f64::from_bits(bits), mode).to_bits(),
    })
}

fn float_kind(l: &Lanes) -> Result<FloatKind, X86Error> {
    match l.elem {
        Elem::Float(k) => Ok(k),
        Elem::Int(_) => Err("a conversion from integer lanes".into()),
    }
}

/// Evaluates the conversions to integers.
pub fn eval(op: &str, ops: &[Lanes], ret: Shape) -> Option<Result<Vec<Lane>, X86Error>> {
    let to_int_mode = match op {
        "cvtss2si" | "cvtss2si64" | "cvtsd2si" | "cvtsd2si64" => Some(Some(0)),
        "cvttss2si" | "cvttss2si64" | "cvttsd2si" | "cvttsd2si64" => Some(Some(3)),
        "cvtps2dq" | "cvtpd2dq" | "cvt.ps2dq" | "cvt.pd2dq" => Some(None),
        "cvttpd2dq" | "cvtt.pd2dq" | "cvtt.ps2dq" => Some(None),
        _ => None,
    };
    let scalar_mode = to_int_mode?;
    let mode = scalar_mode.unwrap_or(if op.contains("cvtt") { 3 } else { 0 });
    Some(convert_to_int(ops, ret, mode))
}

/// Evaluates the conversions and rounding with a floating-point result.
pub fn eval_float(op: &str, ops: &[Lanes], ret: Shape) -> Option<Result<Vec<FpLane>, X86Error>> {
    let poison = |l: Option<FpLane>| l.unwrap_or(FpLane::Poison);
    Some(match op {
        "cvtpd2ps" | "cvt.pd2.ps" => arity(ops, 1).and_then(|()| {
            let a = operand(ops, 0)?;
            Ok((0..ret.len)
                .map(|i| {
                    if i < a.len() {
                        poison(a.get(i).map(narrow))
                    } else {
                        FpLane::Bits(0)
                    }
                })
                .collect())
        }),
        "cvtsd2ss" => arity(ops, 2).and_then(|()| {
            let (a, b) = (operand(ops, 0)?, operand(ops, 1)?);
            Ok((0..ret.len)
                .map(|i| {
                    if i == 0 {
                        poison(b.get(0).map(narrow))
                    } else {
                        poison(a.get(i).map(FpLane::Bits))
                    }
                })
                .collect())
        }),
        "round.ps" | "round.pd" => arity(ops, 2).and_then(|()| {
            let (a, imm) = (operand(ops, 0)?, operand(ops, 1)?);
            let kind = float_kind(a)?;
            Ok((0..ret.len)
                .map(|i| {
                    poison(
                        a.get(i)
                            .zip(imm.get(0))
                            .map(|(x, imm)| round_bits(kind, x, mode_of(imm))),
                    )
                })
                .collect())
        }),
        "round.ss" | "round.sd" => arity(ops, 3).and_then(|()| {
            let (a, b, imm) = (operand(ops, 0)?, operand(ops, 1)?, operand(ops, 2)?);
            let kind = float_kind(a)?;
            Ok((0..ret.len)
                .map(|i| match i {
                    0 => poison(
                        b.get(0)
                            .zip(imm.get(0))
                            .map(|(x, imm)| round_bits(kind, x, mode_of(imm))),
                    ),
                    _ => poison(a.get(i).map(FpLane::Bits)),
                })
                .collect())
        }),
        _ => return None,
    })
}

/// The rounding mode an immediate selects (bit 2: MXCSR's, nearest even).
fn mode_of(imm: u64) -> u64 {
    if imm & 4 != 0 { 0 } else { imm & 3 }
}

/// The float-to-integer conversions: lane by lane for a vector result,
/// lane 0 for a scalar one.
fn convert_to_int(ops: &[Lanes], ret: Shape, mode: u64) -> Result<Vec<Lane>, X86Error> {
    arity(ops, 1)?;
    let a = operand(ops, 0)?;
    let kind = float_kind(a)?;
    let w = ret.width();
    Ok((0..ret.len)
        .map(|i| {
            if i >= a.len() {
                return Some(0);
            }
            Some(to_int(round_mode(value(kind, a.get(i)?), mode), w))
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn out_of_range_is_integer_indefinite() {
        assert_eq!(to_int(f64::NAN, 32), 0x8000_0000);
        assert_eq!(to_int(2147483648.0, 32), 0x8000_0000);
        assert_eq!(to_int(-2147483648.0, 32), 0x8000_0000);
        assert_eq!(to_int(-2147483649.0, 32), 0x8000_0000);
        assert_eq!(to_int(2147483647.0, 32), 0x7fff_ffff);
        assert_eq!(to_int(-1.0, 64), u64::MAX);
        assert_eq!(to_int(2.5f64.round_ties_even(), 32), 2);
    }

    #[test]
    fn nans_are_left_to_langref() {
        let snan = 0x7f80_0001;
        assert_eq!(
            round_bits(FloatKind::Float, snan, 0),
            FpLane::Nan(vec![snan])
        );
        let nan = 0xfff0_0000_2000_0000;
        assert_eq!(narrow(nan), FpLane::NanCast(FloatKind::Double, nan));
        assert_eq!(
            narrow(2.5f64.to_bits()),
            FpLane::Bits(2.5f32.to_bits().into())
        );
    }
}
