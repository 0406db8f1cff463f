//! Permutes by an immediate and broadcasts: x86 intrinsics LLVM 22 no
//! longer has, which its `AutoUpgrade` rewrites into a `shufflevector`
//! (llvm-as-22 piped to llvm-dis-22 shows it); llsem gives each the
//! meaning of that shuffle. A result lane copies the lane it selects,
//! poison included, and reads nothing else; the immediate (a constant in
//! any module LLVM accepts) makes every lane poison if it is poison.
//!
//! - `pshuf.d(a, imm)` (SSE2, and AVX-512's masked forms per 128-bit
//!   block): lane `4k + i` is `a[4k + imm[2i+1:2i]]` (PSHUFD).
//! - `pshufl.w(a, imm)`: the low four words of each block permuted so, the
//!   high four copied (PSHUFLW); `pshufh.w`: the reverse (PSHUFHW).
//! - `vpermil.ps(a, imm)` (AVX): as `pshuf.d` on float lanes (VPERMILPS);
//!   `vpermil.pd(a, imm)`: lane `i` is `a[2⌊i/2⌋ + imm[i]]` (VPERMILPD,
//!   one immediate bit per lane, up to 8 lanes).
//! - `pbroadcast{b,w,d,q}`, `vbroadcast.ss.ps`, `vbroadcast.sd.pd`,
//!   `broadcast.ss.ps`, `broadcast.sd.pd` (AVX2, AVX-512): every lane is
//!   `a[0]` (VPBROADCAST, VBROADCASTSS/SD from a register).

use super::{Lane, Lanes, Shape, X86Error, operand};

/// The source lane result lane `i` copies, by the immediate `imm`.
fn source(op: &str, i: usize, imm: u64) -> Option<usize> {
    let two = |j: usize| ((imm >> (2 * j)) & 3) as usize;
    Some(match op {
        "pshuf.d" | "vpermil.ps" => 4 * (i / 4) + two(i % 4),
        "pshufl.w" if i % 8 < 4 => 8 * (i / 8) + two(i % 8),
        "pshufh.w" if i % 8 >= 4 => 8 * (i / 8) + 4 + two(i % 8 - 4),
        "pshufl.w" | "pshufh.w" => i,
        "vpermil.pd" => 2 * (i / 2) + ((imm >> (i % 8)) & 1) as usize,
        _ => return None,
    })
}

/// Whether `op` broadcasts lane 0.
fn is_broadcast(op: &str) -> bool {
    matches!(
        op,
        "pbroadcastb"
            | "pbroadcastw"
            | "pbroadcastd"
            | "pbroadcastq"
            | "vbroadcast.ss.ps"
            | "vbroadcast.sd.pd"
            | "broadcast.ss.ps"
            | "broadcast.sd.pd"
    )
}

/// Evaluates the permutes and broadcasts (the unmasked forms; AVX-512's
/// `pbroadcast*(a, passthru, mask)` is left to `upgraded.rs`, which masks).
pub fn eval(op: &str, ops: &[Lanes], ret: Shape) -> Option<Result<Vec<Lane>, X86Error>> {
    if is_broadcast(op) && ops.len() == 1 {
        return Some(operand(ops, 0).map(|a| vec![a.get(0); ret.len]));
    }
    source(op, 0, 0)?;
    Some(permute(op, ops, ret))
}

/// A permute by the immediate `ops[1]`.
fn permute(op: &str, ops: &[Lanes], ret: Shape) -> Result<Vec<Lane>, X86Error> {
    let (a, imm) = (operand(ops, 0)?, operand(ops, 1)?);
    let Some(imm) = imm.get(0) else {
        return Ok(vec![None; ret.len]);
    };
    Ok((0..ret.len)
        .map(|i| source(op, i, imm).and_then(|j| a.get(j)))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn immediates_pick_lanes_per_block() {
        // 0x1b = 0b00_01_10_11 reverses four lanes.
        let got: Vec<_> = (0..8).map(|i| source("pshuf.d", i, 0x1b)).collect();
        let want = [3, 2, 1, 0, 7, 6, 5, 4].map(Some);
        assert_eq!(got, want);
        let got: Vec<_> = (0..8).map(|i| source("pshufh.w", i, 0x1b)).collect();
        assert_eq!(got, [0, 1, 2, 3, 7, 6, 5, 4].map(Some));
        let got: Vec<_> = (0..4).map(|i| source("vpermil.pd", i, 6)).collect();
        assert_eq!(got, [0, 1, 3, 2].map(Some));
    }
}
