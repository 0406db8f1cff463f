//! Floating-point arithmetic across lanes, in the default floating-point
//! environment (round to nearest even, exceptions masked, no DAZ/FTZ):
//!
//! - `addsub.ps/pd` (ADDSUBPS/PD): even lanes `a[i] - b[i]`, odd lanes
//!   `a[i] + b[i]`; a lane reads `a[i]` and `b[i]`.
//! - `hadd.ps/pd`, `hsub.ps/pd` (HADDPS/PD, HSUBPS/PD): per 128-bit block,
//!   the sums (differences, even minus odd) of adjacent pairs of `a`, then
//!   of `b`; a lane reads its pair.
//! - `dpps`, `dp.ps` (DPPS, VDPPS per 128-bit block), `dppd` (DPPD): the
//!   products `a[j]·b[j]` of the lanes whose bit `4 + j` of the immediate
//!   is set (+0.0 for the others), summed pairwise (`(p0 + p1) + (p2 +
//!   p3)`, each step rounded), written to the lanes whose bit `j` is set;
//!   the other lanes are +0.0 and read nothing. A written lane reads the
//!   immediate and every multiplied lane of its block.
//!
//! - upgraded names (LLVM 22's `AutoUpgrade` rewrites them into generic
//!   IR): `sqrt.ps/pd` (SSE, SSE2, AVX) are `llvm.sqrt` lane by lane;
//!   `sqrt.ss/sd` are `llvm.sqrt` of lane 0, the other lanes `a`'s;
//!   `add/sub/mul/div.ss/sd(a, b)` are `fadd`/`fsub`/`fmul`/`fdiv` of
//!   lane 0 of each, the other lanes `a`'s (`extractelement`, the
//!   operation, `insertelement`). A lane reads what it is computed from.
//!
//! A NaN result is one of the NaNs LangRef allows for LLVM's `fadd`/`fsub`/
//! `fmul` on the lanes read (the CPU's NaN is among them): InstCombine
//! rewrites `addsub` whose odd or even lanes are unused into `fadd`/`fsub`,
//! so a narrower reading would call that fold wrong. The written lanes of
//! one DPPS block share one NaN, as they share one sum.

use super::{Elem, FpLane, Lanes, Shape, X86Error, arity, operand};
use crate::sem::ops::float::{self as fp, FloatResult};
use crate::syntax::FloatKind;

/// One IEEE operation on lane bits: `None` for a NaN result.
type Op = fn(FloatKind, u128, u128) -> Result<FloatResult, fp::UnsupportedFloat>;

/// `op(x, y)`: its bits, `None` for a NaN.
pub(super) fn apply(op: Op, kind: FloatKind, x: u64, y: u64) -> Result<Option<u64>, X86Error> {
    match op(kind, u128::from(x), u128::from(y)).map_err(|e| e.to_string())? {
        FloatResult::Value(v) => Ok(Some(v as u64)),
        FloatResult::Nan | FloatResult::ValueOrNan(_) => Ok(None),
    }
}

/// A lane computed from `inputs`: its bits, or a NaN chosen among the
/// NaN results of those inputs.
pub(super) fn lane(r: Option<u64>, inputs: Vec<u64>) -> FpLane {
    match r {
        Some(v) => FpLane::Bits(v),
        None => FpLane::Nan(inputs),
    }
}

/// Evaluates the floating-point arithmetic families.
pub fn eval(op: &str, ops: &[Lanes], ret: Shape) -> Option<Result<Vec<FpLane>, X86Error>> {
    let Elem::Float(kind) = ret.elem else {
        return None;
    };
    let run = match op {
        "addsub.ps" | "addsub.pd" => addsub,
        "hadd.ps" | "hadd.pd" => |o: &[Lanes], r, k| horizontal(o, r, k, fp::fadd),
        "hsub.ps" | "hsub.pd" => |o: &[Lanes], r, k| horizontal(o, r, k, fp::fsub),
        "dpps" | "dp.ps" | "dppd" => dot,
        "sqrt.ps" | "sqrt.pd" => |o: &[Lanes], r, k| sqrt(o, r, k, false),
        "sqrt.ss" | "sqrt.sd" => |o: &[Lanes], r, k| sqrt(o, r, k, true),
        "add.ss" | "add.sd" => |o: &[Lanes], r, k| scalar(o, r, k, fp::fadd),
        "sub.ss" | "sub.sd" => |o: &[Lanes], r, k| scalar(o, r, k, fp::fsub),
        "mul.ss" | "mul.sd" => |o: &[Lanes], r, k| scalar(o, r, k, fp::fmul),
        "div.ss" | "div.sd" => |o: &[Lanes], r, k| scalar(o, r, k, fp::fdiv),
        _ => return None,
    };
    Some(run(ops, ret, kind))
}

/// ADDSUBPS/PD.
fn addsub(ops: &[Lanes], ret: Shape, kind: FloatKind) -> Result<Vec<FpLane>, X86Error> {
    arity(ops, 2)?;
    let (a, b) = (operand(ops, 0)?, operand(ops, 1)?);
    (0..ret.len)
        .map(|i| {
            let (Some(x), Some(y)) = (a.get(i), b.get(i)) else {
                return Ok(FpLane::Poison);
            };
            let op: Op = if i % 2 == 0 { fp::fsub } else { fp::fadd };
            Ok(lane(apply(op, kind, x, y)?, vec![x, y]))
        })
        .collect()
}

/// `llvm.sqrt` of every lane, or (`low`) of lane 0 with `a`'s other lanes.
fn sqrt(ops: &[Lanes], ret: Shape, kind: FloatKind, low: bool) -> Result<Vec<FpLane>, X86Error> {
    arity(ops, 1)?;
    let a = operand(ops, 0)?;
    (0..ret.len)
        .map(|i| {
            let Some(x) = a.get(i) else {
                return Ok(FpLane::Poison);
            };
            if low && i > 0 {
                return Ok(FpLane::Bits(x));
            }
            let r = match fp::sqrt(kind, u128::from(x)).map_err(|e| e.to_string())? {
                FloatResult::Value(v) => Some(v as u64),
                FloatResult::Nan | FloatResult::ValueOrNan(_) => None,
            };
            Ok(lane(r, vec![x]))
        })
        .collect()
}

/// `op(a[0], b[0])` in lane 0, `a`'s other lanes.
fn scalar(ops: &[Lanes], ret: Shape, kind: FloatKind, op: Op) -> Result<Vec<FpLane>, X86Error> {
    arity(ops, 2)?;
    let (a, b) = (operand(ops, 0)?, operand(ops, 1)?);
    (0..ret.len)
        .map(|i| match (a.get(i), b.get(0)) {
            (Some(x), _) if i > 0 => Ok(FpLane::Bits(x)),
            (Some(x), Some(y)) => Ok(lane(apply(op, kind, x, y)?, vec![x, y])),
            _ => Ok(FpLane::Poison),
        })
        .collect()
}

/// HADDPS/PD, HSUBPS/PD.
fn horizontal(ops: &[Lanes], ret: Shape, kind: FloatKind, op: Op) -> Result<Vec<FpLane>, X86Error> {
    arity(ops, 2)?;
    let block = (128 / ret.width()) as usize;
    let mut out = Vec::with_capacity(ret.len);
    for base in (0..ret.len).step_by(block) {
        for src in [operand(ops, 0)?, operand(ops, 1)?] {
            for j in (base..base + block).step_by(2) {
                out.push(match (src.get(j), src.get(j + 1)) {
                    (Some(x), Some(y)) => lane(apply(op, kind, x, y)?, vec![x, y]),
                    _ => FpLane::Poison,
                });
            }
        }
    }
    Ok(out)
}

/// DPPS, VDPPS, DPPD.
fn dot(ops: &[Lanes], ret: Shape, kind: FloatKind) -> Result<Vec<FpLane>, X86Error> {
    arity(ops, 3)?;
    let (a, b, imm) = (operand(ops, 0)?, operand(ops, 1)?, operand(ops, 2)?);
    let block = (128 / ret.width()) as usize;
    let mut out = Vec::with_capacity(ret.len);
    for base in (0..ret.len).step_by(block) {
        let sum = match imm.get(0) {
            Some(imm) => block_dot(a, b, imm, base, block, kind)?,
            None => None,
        };
        let mut first = None;
        for j in 0..block {
            let written = imm.get(0).is_none_or(|imm| (imm >> j) & 1 == 1);
            out.push(match (&sum, written) {
                (_, false) => FpLane::Bits(0),
                (None, true) => FpLane::Poison,
                (Some(l), true) => match first {
                    Some(k) => FpLane::Same(k),
                    None => {
                        first = Some(base + j);
                        l.clone()
                    }
                },
            });
        }
    }
    Ok(out)
}

/// One block's dot product: `None` if a lane it reads is poison.
fn block_dot(
    a: &Lanes,
    b: &Lanes,
    imm: u64,
    base: usize,
    block: usize,
    kind: FloatKind,
) -> Result<Option<FpLane>, X86Error> {
    let mut inputs = Vec::new();
    // Products, `None` for NaN; +0.0 (all bits 0) for a lane not selected.
    let mut products = Vec::with_capacity(block);
    for j in 0..block {
        if (imm >> (4 + j)) & 1 == 0 {
            products.push(Some(0));
            continue;
        }
        let (Some(x), Some(y)) = (a.get(base + j), b.get(base + j)) else {
            return Ok(None);
        };
        inputs.extend([x, y]);
        products.push(apply(fp::fmul, kind, x, y)?);
    }
    let add = |x: Option<u64>, y: Option<u64>| match (x, y) {
        (Some(x), Some(y)) => apply(fp::fadd, kind, x, y),
        _ => Ok(None),
    };
    let sum = if block == 4 {
        let lo = add(products[0], products[1])?;
        let hi = add(products[2], products[3])?;
        add(lo, hi)?
    } else {
        add(products[0], products[1])?
    };
    Ok(Some(lane(sum, inputs)))
}
