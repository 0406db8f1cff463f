//! Floating-point minimum and maximum (MINPS/MINPD/MINSS/MINSD and the MAX
//! forms): `min(a, b)` is `a < b ? a : b` and `max(a, b)` is
//! `a > b ? a : b`, compared as IEEE values, so a NaN in either operand,
//! or two zeros of any signs, select `b`. A selected NaN is any NaN
//! LangRef allows on the lane's operands (the CPU's, `b` unchanged, is
//! one; `semantics/intrinsics-x86.md`, "NaN results"). The packed forms
//! work lane by lane (a lane reads both operands' lanes); the scalar forms
//! (`.ss`, `.sd`) compute lane 0 and copy the other lanes from `a`.

use super::{Elem, FpLane, Lanes, Shape, X86Error, arity, is_nan, operand};
use crate::syntax::FloatKind;

/// Whether `x < y` as IEEE values of `kind`.
fn less(kind: FloatKind, x: u64, y: u64) -> bool {
    match kind {
        FloatKind::Float => f32::from_bits(x as u32) < f32::from_bits(y as u32),
        _ => f64::from_bits(x) < f64::from_bits(y),
    }
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
        "ps" | "pd" => false,
        "ss" | "sd" => true,
        _ => return None,
    };
    let Elem::Float(kind) = ret.elem else {
        return Some(Err(format!("{op} on integer lanes")));
    };
    Some(arity(ops, 2).and_then(|()| {
        let (a, b) = (operand(ops, 0)?, operand(ops, 1)?);
        Ok((0..ret.len)
            .map(|i| {
                if scalar && i > 0 {
                    return a.get(i).map_or(FpLane::Poison, FpLane::Bits);
                }
                let (Some(x), Some(y)) = (a.get(i), b.get(i)) else {
                    return FpLane::Poison;
                };
                let r = select(kind, is_min, x, y);
                if is_nan(kind, r) {
                    FpLane::Nan(vec![x, y])
                } else {
                    FpLane::Bits(r)
                }
            })
            .collect())
    }))
}

/// The operand MIN (`is_min`) or MAX selects: `x` if it compares below
/// (above) `y`, else `y`.
pub(super) fn select(kind: FloatKind, is_min: bool, x: u64, y: u64) -> u64 {
    let take_x = if is_min {
        less(kind, x, y)
    } else {
        less(kind, y, x)
    };
    if take_x { x } else { y }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_second_operand_wins_on_nan_and_zeros() {
        let k = FloatKind::Double;
        let (one, nan) = (1f64.to_bits(), 0x7ff0_0000_0000_0001);
        assert_eq!(select(k, true, nan, one), one);
        assert_eq!(select(k, true, one, nan), nan);
        assert_eq!(select(k, false, 0, 1 << 63), 1 << 63);
        assert_eq!(select(k, false, 1 << 63, 0), 0);
    }
}
