//! Floating-point minimum and maximum (MINPS/MINPD/MINSS/MINSD and the MAX
//! forms): `min(a, b)` is `a < b ? a : b` and `max(a, b)` is
//! `a > b ? a : b`, compared as IEEE values, so a NaN in either operand,
//! or two zeros of any signs, select `b`. A selected NaN is any NaN
//! LangRef allows on the lane's operands (the CPU's, `b` unchanged, is
//! one; `semantics/intrinsics-x86.md`, "NaN results"). The packed forms
//! work lane by lane (a lane reads both operands' lanes); the scalar forms
//! (`.ss`, `.sd`) compute lane 0 and copy the other lanes from `a`.
//! The AVX512-FP16 forms (`avx512fp16.{min,max}.ph.{128,256,512}`,
//! VMINPH/VMAXPH, Intel SDM vol. 2) are the packed forms on `half` lanes.

use super::{Elem, FpLane, Lanes, Shape, X86Error, arity, operand};
use crate::sem::ops::float as fp;
use crate::syntax::{FloatKind, FloatPred};

/// Whether `x < y` as IEEE values of `kind` (`fcmp olt`: false when either
/// is a NaN).
fn less(kind: FloatKind, x: u64, y: u64) -> Result<bool, X86Error> {
    fp::fcmp(kind, FloatPred::Olt, u128::from(x), u128::from(y)).map_err(|e| e.to_string())
}

/// Evaluates the minimum and maximum.
pub fn eval(op: &str, ops: &[Lanes], ret: Shape) -> Option<Result<Vec<FpLane>, X86Error>> {
    let (which, form) = op.split_once('.')?;
    let is_min = match which {
        "min" => true,
        "max" => false,
        _ => return None,
    };
    let scalar = match form {
        "ps" | "pd" | "ph" => false,
        "ss" | "sd" => true,
        _ => return None,
    };
    if !scalar && ops.len() == 3 {
        // The 512-bit forms with an exception-suppression operand
        // (`upgraded_float.rs` checks it, then comes back here).
        return None;
    }
    let Elem::Float(kind) = ret.elem else {
        return Some(Err(format!("{op} on integer lanes")));
    };
    Some(arity(ops, 2).and_then(|()| {
        let (a, b) = (operand(ops, 0)?, operand(ops, 1)?);
        (0..ret.len)
            .map(|i| {
                if scalar && i > 0 {
                    return Ok(a.get(i).map_or(FpLane::Poison, FpLane::Bits));
                }
                let (Some(x), Some(y)) = (a.get(i), b.get(i)) else {
                    return Ok(FpLane::Poison);
                };
                let r = select(kind, is_min, x, y)?;
                let nan = fp::is_nan(kind, u128::from(r)).map_err(|e| e.to_string())?;
                Ok(if nan {
                    FpLane::Nan(vec![x, y])
                } else {
                    FpLane::Bits(r)
                })
            })
            .collect()
    }))
}

/// The operand MIN (`is_min`) or MAX selects: `x` if it compares below
/// (above) `y`, else `y`.
fn select(kind: FloatKind, is_min: bool, x: u64, y: u64) -> Result<u64, X86Error> {
    let take_x = if is_min {
        less(kind, x, y)?
    } else {
        less(kind, y, x)?
    };
    Ok(if take_x { x } else { y })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_second_operand_wins_on_nan_and_zeros() {
        let k = FloatKind::Double;
        let (one, nan) = (1f64.to_bits(), 0x7ff0_0000_0000_0001);
        assert_eq!(select(k, true, nan, one), Ok(one));
        assert_eq!(select(k, true, one, nan), Ok(nan));
        assert_eq!(select(k, false, 0, 1 << 63), Ok(1 << 63));
        assert_eq!(select(k, false, 1 << 63, 0), Ok(0));
    }

    #[test]
    fn half_lanes_compare_as_half_values() {
        let k = FloatKind::Half;
        // 1.0 = 0x3c00, -1.0 = 0xbc00, 2.0 = 0x4000, a quiet NaN 0x7e00,
        // -0.0 = 0x8000.
        assert_eq!(select(k, false, 0x3c00, 0x4000), Ok(0x4000));
        assert_eq!(select(k, true, 0x3c00, 0xbc00), Ok(0xbc00));
        assert_eq!(select(k, false, 0x7e00, 0x3c00), Ok(0x3c00));
        assert_eq!(select(k, false, 0x3c00, 0x7e00), Ok(0x7e00));
        assert_eq!(select(k, true, 0, 0x8000), Ok(0x8000));
    }
}
