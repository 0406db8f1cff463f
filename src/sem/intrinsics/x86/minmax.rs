//! Floating-point minimum and maximum (MINPS/MINPD/MINSS/MINSD and the MAX
//! forms): `min(a, b)` is `a < b ? a : b` and `max(a, b)` is
//! `a > b ? a : b`, compared as IEEE values, so a NaN in either operand,
//! or two zeros of any signs, give `b` unchanged (its bits, a signalling
//! NaN included). The packed forms work lane by lane (a lane reads both
//! operands' lanes); the scalar forms (`.ss`, `.sd`) compute lane 0 and
//! copy the other lanes from `a`.

use super::{Elem, Lane, Lanes, Shape, X86Error, arity, operand};
use crate::syntax::FloatKind;

/// Whether `x < y` as IEEE values of `kind`.
fn less(kind: FloatKind, x: u64, y: u64) -> bool {
    match kind {
        FloatKind::Float => f32::from_bits(x as u32) < f32::from_bits(y as u32),
        _ => f64::from_bits(x) < f64::from_bits(y),
    }
}

/// Evaluates the minimum and maximum.
pub fn eval(op: &str, ops: &[Lanes], ret: Shape) -> Option<Result<Vec<Lane>, X86Error>> {
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
                    return a.get(i);
                }
                let (x, y) = (a.get(i)?, b.get(i)?);
                let take_a = if is_min {
                    less(kind, x, y)
                } else {
                    less(kind, y, x)
                };
                Some(if take_a { x } else { y })
            })
            .collect())
    }))
}
