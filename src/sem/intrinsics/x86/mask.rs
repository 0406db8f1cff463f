//! Sign-bit masks and tests. `pmovmskb`, `movmsk.ps`, `movmsk.pd`
//! (PMOVMSKB, MOVMSKPS/PD): an `i32` whose bit `i` is the sign bit of lane
//! `i`. `ptestz`/`ptestc`/`ptestnzc` (PTEST): 1 if `a & b` is zero / if
//! `!a & b` is zero / if neither is; `vtestz/c/nzc.ps/pd` (VTESTPS/PD) the
//! same on the lanes' sign bits only. These scalar results read every lane
//! and are poison if any lane is. `pblendvb`, `blendvps`, `blendvpd`,
//! `blendv.ps`, `blendv.pd` (PBLENDVB, BLENDVPS/PD): lane `i` is `b[i]` if
//! the sign bit of `mask[i]` is set, else `a[i]`; poison if the mask lane
//! is, or if the chosen lane is (like `select`, the other is not read).

use super::{Lane, Lanes, Shape, X86Error, arity, operand};

/// Evaluates the masks, tests and blends.
pub fn eval(op: &str, ops: &[Lanes], ret: Shape) -> Option<Result<Vec<Lane>, X86Error>> {
    Some(match op {
        "pmovmskb" | "movmsk.ps" | "movmsk.pd" => movmsk(ops),
        "pblendvb" | "blendvps" | "blendvpd" | "blendv.ps" | "blendv.pd" => blendv(ops, ret),
        _ => {
            let (test, sign_only) = if let Some(t) = op.strip_prefix("ptest") {
                (t, false)
            } else if let Some(t) = op.strip_prefix("vtest") {
                (t.split_once('.').map_or(t, |(t, _)| t), true)
            } else {
                return None;
            };
            if !matches!(test, "z" | "c" | "nzc") {
                return None;
            }
            ptest(ops, test, sign_only)
        }
    })
}

fn sign(l: &Lanes, i: usize) -> Option<bool> {
    l.get(i).map(|v| v >> (l.width() - 1) & 1 == 1)
}

fn movmsk(ops: &[Lanes]) -> Result<Vec<Lane>, X86Error> {
    arity(ops, 1)?;
    let a = operand(ops, 0)?;
    let mut r = 0u64;
    for i in 0..a.len() {
        let Some(s) = sign(a, i) else {
            return Ok(vec![None]);
        };
        r |= u64::from(s) << i;
    }
    Ok(vec![Some(r)])
}

fn blendv(ops: &[Lanes], ret: Shape) -> Result<Vec<Lane>, X86Error> {
    arity(ops, 3)?;
    let (a, b, m) = (operand(ops, 0)?, operand(ops, 1)?, operand(ops, 2)?);
    Ok((0..ret.len)
        .map(|i| if sign(m, i)? { b.get(i) } else { a.get(i) })
        .collect())
}

fn ptest(ops: &[Lanes], test: &str, sign_only: bool) -> Result<Vec<Lane>, X86Error> {
    arity(ops, 2)?;
    let (a, b) = (operand(ops, 0)?, operand(ops, 1)?);
    let bits = if sign_only {
        1u64 << (a.width() - 1)
    } else {
        u64::MAX
    };
    let (mut zf, mut cf) = (true, true);
    for i in 0..a.len() {
        let (Some(x), Some(y)) = (a.get(i), b.get(i)) else {
            return Ok(vec![None]);
        };
        zf &= x & y & bits == 0;
        cf &= !x & y & bits == 0;
    }
    let r = match test {
        "z" => zf,
        "c" => cf,
        _ => !zf && !cf,
    };
    Ok(vec![Some(u64::from(r))])
}
