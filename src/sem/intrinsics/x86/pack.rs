//! Packing with saturation (PACKSSWB, PACKSSDW, PACKUSWB, PACKUSDW): each
//! 128-bit block of the result holds that block's elements of `a`, then
//! of `b`, each narrowed to half its width with signed (`packss*`) or
//! unsigned (`packus*`, from a signed source) saturation. A result lane
//! reads one source lane.

use super::{Lane, Lanes, Shape, X86Error, arity, operand, trunc};

/// Evaluates the packs.
pub fn eval(op: &str, ops: &[Lanes], ret: Shape) -> Option<Result<Vec<Lane>, X86Error>> {
    let signed = match op {
        "packsswb" | "packssdw" => true,
        "packuswb" | "packusdw" => false,
        _ => return None,
    };
    Some(pack(ops, ret, signed))
}

fn pack(ops: &[Lanes], ret: Shape, signed: bool) -> Result<Vec<Lane>, X86Error> {
    arity(ops, 2)?;
    let w = ret.width();
    let (lo, hi) = if signed {
        (-(1i64 << (w - 1)), (1i64 << (w - 1)) - 1)
    } else {
        (0, (1i64 << w) - 1)
    };
    let block = (128 / w / 2) as usize;
    let mut out = Vec::with_capacity(ret.len);
    let src_len = operand(ops, 0)?.len();
    for base in (0..src_len).step_by(block) {
        for src in [operand(ops, 0)?, operand(ops, 1)?] {
            for j in base..base + block {
                out.push(src.signed(j).map(|v| trunc(v.clamp(lo, hi) as u64, w)));
            }
        }
    }
    Ok(out)
}
