//! Operations that combine neighbouring lanes. Within each 128-bit block,
//! `phadd`/`phsub` (`.w`, `.d`, saturating `.sw`) give the sums (or
//! differences, even minus odd) of adjacent pairs of `a`, then of `b`;
//! a result lane is poison if either lane of its pair is. `pmadd.wd`
//! (PMADDWD): `a0*b0 + a1*b1` of sign-extended words, wrapping to 32 bits;
//! `pmadd.ub.sw` (PMADDUBSW): unsigned bytes of `a` times signed bytes of
//! `b`, pairs added with signed saturation to 16 bits; each reads four
//! lanes. `psad.bw` (PSADBW): the sum of the absolute differences of eight
//! unsigned bytes, zero-extended to 64 bits; it reads sixteen lanes.
//! `mpsadbw` (MPSADBW): per 128-bit block, eight sums of absolute
//! differences between a sliding window of four bytes of `a` (starting at
//! byte `4·imm[2] + i`) and one fixed group of four bytes of `b` (starting
//! at `4·imm[1:0]`); the 256-bit form's upper block uses `imm[5:3]`. Word
//! `i` reads its eight bytes and the immediate. `phminposuw`
//! (PHMINPOSUW): word 0 is the least of the eight unsigned words, word 1
//! the lowest index holding it, words 2-7 are 0; words 0 and 1 read every
//! lane, words 2-7 none.

use super::{Lane, Lanes, Shape, X86Error, arity, operand, trunc};

fn sat(v: i64, w: u32) -> u64 {
    let max = (1i64 << (w - 1)) - 1;
    v.clamp(-max - 1, max) as u64
}

/// Evaluates the horizontal operations.
pub fn eval(op: &str, ops: &[Lanes], ret: Shape) -> Option<Result<Vec<Lane>, X86Error>> {
    let pair: fn(i64, i64, u32) -> u64 = match op {
        "phadd.w" | "phadd.d" => |x, y, _| x.wrapping_add(y) as u64,
        "phsub.w" | "phsub.d" => |x, y, _| x.wrapping_sub(y) as u64,
        "phadd.sw" => |x, y, w| sat(x + y, w),
        "phsub.sw" => |x, y, w| sat(x - y, w),
        "pmadd.wd" | "pmaddw.d" => return Some(madd(ops, ret, false)),
        "pmadd.ub.sw" | "pmaddubs.w" => return Some(madd(ops, ret, true)),
        "psad.bw" => return Some(sad(ops, ret)),
        "mpsadbw" => return Some(mpsad(ops, ret)),
        "phminposuw" => return Some(minpos(ops, ret)),
        _ => return None,
    };
    Some(hadd(ops, ret, pair))
}

fn hadd(ops: &[Lanes], ret: Shape, f: fn(i64, i64, u32) -> u64) -> Result<Vec<Lane>, X86Error> {
    arity(ops, 2)?;
    let w = ret.width();
    let block = (128 / w) as usize;
    let mut out = Vec::with_capacity(ret.len);
    for base in (0..ret.len).step_by(block) {
        for src in [operand(ops, 0)?, operand(ops, 1)?] {
            for j in (base..base + block).step_by(2) {
                let r = src
                    .signed(j)
                    .zip(src.signed(j + 1))
                    .map(|(x, y)| trunc(f(x, y, w), w));
                out.push(r);
            }
        }
    }
    Ok(out)
}

/// PMADDWD (`ubsw` false) and PMADDUBSW (`ubsw` true).
fn madd(ops: &[Lanes], ret: Shape, ubsw: bool) -> Result<Vec<Lane>, X86Error> {
    arity(ops, 2)?;
    let (a, b) = (operand(ops, 0)?, operand(ops, 1)?);
    let w = ret.width();
    let av = |i: usize| {
        if ubsw {
            a.get(i).map(|v| trunc(v, a.width()) as i64)
        } else {
            a.signed(i)
        }
    };
    Ok((0..ret.len)
        .map(|i| {
            let p0 = av(2 * i)? * b.signed(2 * i)?;
            let p1 = av(2 * i + 1)? * b.signed(2 * i + 1)?;
            Some(if ubsw {
                trunc(sat(p0 + p1, w), w)
            } else {
                trunc((p0 + p1) as u64, w)
            })
        })
        .collect())
}

/// PSADBW.
fn sad(ops: &[Lanes], ret: Shape) -> Result<Vec<Lane>, X86Error> {
    arity(ops, 2)?;
    let (a, b) = (operand(ops, 0)?, operand(ops, 1)?);
    Ok((0..ret.len)
        .map(|i| {
            (8 * i..8 * i + 8)
                .map(|j| Some(trunc(a.get(j)?, 8).abs_diff(trunc(b.get(j)?, 8))))
                .sum()
        })
        .collect())
}

/// MPSADBW.
fn mpsad(ops: &[Lanes], ret: Shape) -> Result<Vec<Lane>, X86Error> {
    arity(ops, 3)?;
    let (a, b, imm) = (operand(ops, 0)?, operand(ops, 1)?, operand(ops, 2)?);
    Ok((0..ret.len)
        .map(|i| {
            let (block, word) = (i / 8, i % 8);
            // Each 128-bit block has its own three immediate bits.
            let sel = imm.get(0)? >> (3 * block);
            let a0 = 16 * block + 4 * ((sel >> 2) & 1) as usize + word;
            let b0 = 16 * block + 4 * (sel & 3) as usize;
            (0..4)
                .map(|k| Some(trunc(a.get(a0 + k)?, 8).abs_diff(trunc(b.get(b0 + k)?, 8))))
                .sum()
        })
        .collect())
}

/// PHMINPOSUW.
fn minpos(ops: &[Lanes], ret: Shape) -> Result<Vec<Lane>, X86Error> {
    arity(ops, 1)?;
    let a = operand(ops, 0)?;
    let words: Option<Vec<u64>> = (0..a.len()).map(|i| Some(trunc(a.get(i)?, 16))).collect();
    // The first index of the minimum (`min_by_key` keeps the first).
    let found = words.and_then(|w| w.into_iter().enumerate().min_by_key(|&(_, v)| v));
    Ok((0..ret.len)
        .map(|i| match i {
            0 => found.map(|(_, v)| v),
            1 => found.map(|(j, _)| j as u64),
            _ => Some(0),
        })
        .collect())
}
