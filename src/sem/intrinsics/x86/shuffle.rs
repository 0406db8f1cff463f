//! Shuffles by a vector of indices. `pshuf.b` (PSHUFB): result byte `i` is
//! 0 if bit 7 of index byte `i` is set, else byte `idx & 15` of `i`'s
//! 128-bit block of `a`. `permd`/`permps` (VPERMD/VPERMPS): lane `i` is
//! `a[idx[i] & 7]`, across the whole 256 bits. `vpermilvar.ps`
//! (VPERMILPS): lane `i` is element `idx[i] & 3` of its 128-bit block;
//! `vpermilvar.pd` (VPERMILPD) uses bit 1 of the index. A result lane is
//! poison if its index is, or if the element it selects is; a PSHUFB lane
//! zeroed by bit 7 selects nothing.

use super::{Lane, Lanes, Shape, X86Error, arity, operand};

/// Evaluates the shuffles.
pub fn eval(op: &str, ops: &[Lanes], ret: Shape) -> Option<Result<Vec<Lane>, X86Error>> {
    // The element of `a` lane `i` selects with index `x`, or `None` for 0.
    let pick: fn(usize, u64, usize) -> Option<usize> = match op {
        "pshuf.b" => |i, x, _| (x & 0x80 == 0).then_some((i & !15) + (x & 15) as usize),
        "permd" | "permps" => |_, x, n| Some((x as usize) & (n - 1)),
        "vpermilvar.ps" => |i, x, _| Some((i & !3) + (x & 3) as usize),
        "vpermilvar.pd" => |i, x, _| Some((i & !1) + ((x >> 1) & 1) as usize),
        _ => return None,
    };
    Some(arity(ops, 2).and_then(|()| {
        let (a, idx) = (operand(ops, 0)?, operand(ops, 1)?);
        Ok((0..ret.len)
            .map(|i| match pick(i, idx.get(i)?, a.len()) {
                Some(j) => a.get(j),
                None => Some(0),
            })
            .collect())
    }))
}
