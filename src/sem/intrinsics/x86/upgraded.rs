//! x86 intrinsics LLVM 22 no longer has but still reads: its
//! `AutoUpgrade` rewrites each call into target-independent IR (shown by
//! llvm-as-22 piped to llvm-dis-22), and llsem gives the call the meaning
//! of that IR, poison included.
//!
//! - `pabs.b/w/d` (SSSE3, AVX2): `llvm.abs(a, false)` lane by lane (the
//!   minimum stays itself, as PABS computes).
//! - `padds`/`psubs` (signed) and `paddus`/`psubus` (unsigned) `.b/.w`:
//!   `llvm.sadd.sat`, `ssub.sat`, `uadd.sat`, `usub.sat` lane by lane.
//! - `pmovsxXY`/`pmovzxXY` (SSE4.1, AVX2): the low lanes of `a`, as many as
//!   the result has, sign- or zero-extended (`shufflevector` then
//!   `sext`/`zext`): result lane `i` reads lane `i`.
//! - `pmulu.dq` / `pmuldq`, `pmul.dq` (SSE2, SSE4.1, AVX2): the operands
//!   bitcast to 64-bit lanes, the low 32 bits of each zero- or
//!   sign-extended, multiplied (wrapping). After the bitcast a 64-bit lane
//!   is poison if either 32-bit lane in it is, so result lane `j` is poison
//!   if lane `2j` or `2j+1` of either operand is.
//! - `vperm2f128.ps/pd/si` (AVX), `vperm2i128` (AVX2): a `shufflevector`
//!   of `a` and `b` (or a zero vector) choosing 128-bit halves: the low
//!   half of the result is `a.lo`, `a.hi`, `b.lo`, `b.hi` by `imm[1:0]`,
//!   or zero if `imm[3]` is set; the high half likewise by `imm[5:4]` and
//!   `imm[7]`. A lane reads the lane it copies (a zeroed lane reads
//!   nothing) and the immediate.
//! - `pcmpeq.b/w/d/q`, `pcmpgt.b/w/d/q` (SSE2, SSE4.1, SSE4.2, AVX2):
//!   `icmp eq`/`icmp sgt` then `sext`: a lane is all ones or 0.
//! - `pmaxs*`, `pmaxu*`, `pmins*`, `pminu*` (SSE2, SSE4.1, AVX2):
//!   `llvm.smax`, `umax`, `smin`, `umin` lane by lane.
//! - `avx512.mask.X(ops…, passthru, mask)` for X a minimum or maximum
//!   above, `padd`, `psub`, `pmull` (plain `add`, `sub`, `mul`) or `pabs`: X on `ops`, then a `select` by the
//!   mask's bits (bit `i` for lane `i`): lane `i` is X's lane if the bit
//!   is set, else `passthru[i]`. A poison mask makes every lane poison (it
//!   is bitcast to the `select`'s condition); otherwise a lane reads the
//!   side it selects.

use super::{Lane, Lanes, Shape, X86Error, arity, operand, permute, select_by_mask, sext, trunc};

/// The saturating operations: signed or not, add or subtract.
fn saturating(op: &str) -> Option<(bool, bool)> {
    Some(match op {
        "padds.b" | "padds.w" => (true, true),
        "psubs.b" | "psubs.w" => (true, false),
        "paddus.b" | "paddus.w" => (false, true),
        "psubus.b" | "psubus.w" => (false, false),
        _ => return None,
    })
}

/// `a ± b` on `w`-bit lanes, clamped to the signed or unsigned range.
fn sat(signed: bool, add: bool, a: u64, b: u64, w: u32) -> u64 {
    let r = if signed {
        let (a, b) = (i128::from(sext(a, w)), i128::from(sext(b, w)));
        let r = if add { a + b } else { a - b };
        let (lo, hi) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
        r.clamp(lo, hi) as u64
    } else {
        let (a, b) = (i128::from(trunc(a, w)), i128::from(trunc(b, w)));
        let r = if add { a + b } else { a - b };
        r.clamp(0, (1i128 << w) - 1) as u64
    };
    trunc(r, w)
}

/// Evaluates the upgraded operations.
pub fn eval(op: &str, ops: &[Lanes], ret: Shape) -> Option<Result<Vec<Lane>, X86Error>> {
    let w = ret.width();
    if let Some((signed, add)) = saturating(op) {
        return Some(arity(ops, 2).and_then(|()| {
            let (a, b) = (operand(ops, 0)?, operand(ops, 1)?);
            Ok((0..ret.len)
                .map(|i| Some(sat(signed, add, a.get(i)?, b.get(i)?, w)))
                .collect())
        }));
    }
    if matches!(op, "pabs.b" | "pabs.w" | "pabs.d") {
        return Some(arity(ops, 1).and_then(|()| {
            let a = operand(ops, 0)?;
            Ok((0..ret.len)
                .map(|i| Some(trunc(sext(a.get(i)?, w).unsigned_abs(), w)))
                .collect())
        }));
    }
    if let Some(signed) = op
        .strip_prefix("pmovsx")
        .map(|_| true)
        .or_else(|| op.strip_prefix("pmovzx").map(|_| false))
    {
        return Some(arity(ops, 1).and_then(|()| {
            let a = operand(ops, 0)?;
            let from = a.width();
            Ok((0..ret.len)
                .map(|i| {
                    let v = a.get(i)?;
                    Some(if signed {
                        trunc(sext(v, from) as u64, w)
                    } else {
                        trunc(v, from)
                    })
                })
                .collect())
        }));
    }
    if let Some(inner) = op.strip_prefix("mask.") {
        return masked(inner, ops, ret);
    }
    if op.starts_with("pbroadcast") && ops.len() == 3 {
        // AVX-512's `pbroadcast*(a, passthru, mask)`.
        return masked(op, ops, ret);
    }
    if let Some(f) = lanewise(op) {
        return Some(binary(ops, ret, f));
    }
    if matches!(
        op,
        "vperm2f128.ps" | "vperm2f128.pd" | "vperm2f128.si" | "vperm2i128"
    ) {
        return Some(perm2x128(ops, ret));
    }
    let signed = match op {
        "pmulu.dq" => false,
        "pmuldq" | "pmul.dq" => true,
        _ => return None,
    };
    Some(arity(ops, 2).and_then(|()| {
        let (a, b) = (operand(ops, 0)?, operand(ops, 1)?);
        let low = |x: &Lanes, j: usize| -> Option<u64> {
            // The 64-bit lane j is poison if either half is.
            x.get(2 * j + 1)?;
            let v = x.get(2 * j)?;
            Some(if signed {
                sext(v, 32) as u64
            } else {
                trunc(v, 32)
            })
        };
        Ok((0..ret.len)
            .map(|j| Some(low(a, j)?.wrapping_mul(low(b, j)?)))
            .collect())
    }))
}

/// A lane operation on `w`-bit lanes.
type LaneOp = fn(u64, u64, u32) -> u64;

/// The comparisons and minimum/maximum upgraded to `icmp`+`sext` and
/// `llvm.smax` & co.
fn lanewise(op: &str) -> Option<LaneOp> {
    let (name, _elem) = op.rsplit_once('.').unwrap_or((op, ""));
    Some(match name {
        "pcmpeq" => |a, b, w| {
            if trunc(a, w) == trunc(b, w) {
                u64::MAX
            } else {
                0
            }
        },
        "pcmpgt" => |a, b, w| if sext(a, w) > sext(b, w) { u64::MAX } else { 0 },
        _ => minmax(op)?,
    })
}

/// `pmaxsb`, `pmaxs.w`, `pmaxud`, `pminu.b`, ...: signed or unsigned
/// maximum or minimum.
fn minmax(op: &str) -> Option<LaneOp> {
    let rest = op.strip_prefix("pm")?;
    let (max, rest) = match rest.strip_prefix("ax") {
        Some(r) => (true, r),
        None => (false, rest.strip_prefix("in")?),
    };
    let signed = match rest.chars().next()? {
        's' => true,
        'u' => false,
        _ => return None,
    };
    let elem = rest[1..].trim_start_matches('.');
    if !matches!(elem, "b" | "w" | "d" | "q") {
        return None;
    }
    Some(match (max, signed) {
        (true, true) => |a, b, w| if sext(a, w) >= sext(b, w) { a } else { b },
        (true, false) => |a, b, w| if trunc(a, w) >= trunc(b, w) { a } else { b },
        (false, true) => |a, b, w| if sext(a, w) <= sext(b, w) { a } else { b },
        (false, false) => |a, b, w| if trunc(a, w) <= trunc(b, w) { a } else { b },
    })
}

/// Lane `i` is `f(a[i], b[i])`, poison if either is.
fn binary(ops: &[Lanes], ret: Shape, f: LaneOp) -> Result<Vec<Lane>, X86Error> {
    arity(ops, 2)?;
    let (a, b) = (operand(ops, 0)?, operand(ops, 1)?);
    let w = ret.width();
    Ok((0..ret.len)
        .map(|i| Some(trunc(f(a.get(i)?, b.get(i)?, w), w)))
        .collect())
}

/// `avx512.mask.<inner>(ops…, passthru, mask)` with an integer result,
/// and the compares into a bit mask.
fn masked(inner: &str, ops: &[Lanes], ret: Shape) -> Option<Result<Vec<Lane>, X86Error>> {
    let (name, _elem) = inner.rsplit_once('.').unwrap_or((inner, ""));
    if matches!(name, "pcmpeq" | "pcmpgt") {
        return Some(compare_to_mask(name == "pcmpeq", ops, ret));
    }
    let n = ops.len().checked_sub(2)?;
    let (inner_ops, tail) = ops.split_at(n);
    let plain: Option<LaneOp> = match name {
        "padd" => Some(|a, b, _| a.wrapping_add(b)),
        "psub" => Some(|a, b, _| a.wrapping_sub(b)),
        "pmull" => Some(|a, b, _| a.wrapping_mul(b)),
        _ => None,
    };
    let lanes = match plain {
        Some(f) => binary(inner_ops, ret, f),
        None if name == "pabs" || minmax(inner).is_some() => eval(inner, inner_ops, ret)?,
        None => permute::eval(inner, inner_ops, ret)?,
    };
    Some(lanes.map(|lanes| select_by_mask(lanes, &tail[0], &tail[1], |l| l)))
}

/// `avx512.mask.pcmpeq`/`pcmpgt(a, b, mask)`: `icmp eq`/`sgt`, `and` with
/// the mask's bits, the lanes past `n` zero, bitcast to the integer
/// result: bit `i` is set if `a[i] op b[i]` and mask bit `i` are. The
/// result is poison if any lane of `a` or `b` or the mask is (an `and`
/// with a poison lane is poison, and the bitcast of a vector with a poison
/// lane to an integer is poison).
fn compare_to_mask(eq: bool, ops: &[Lanes], ret: Shape) -> Result<Vec<Lane>, X86Error> {
    arity(ops, 3)?;
    let (a, b, mask) = (operand(ops, 0)?, operand(ops, 1)?, operand(ops, 2)?);
    if a.len() > 64 || a.len() > ret.width() as usize {
        return Err(format!("{} lanes into an i{}", a.len(), ret.width()));
    }
    Ok(vec![mask_bits(eq, a, b, mask.get(0))])
}

/// The bits of a compare into a mask, `None` if poison.
fn mask_bits(eq: bool, a: &Lanes, b: &Lanes, mask: Lane) -> Lane {
    let (m, w) = (mask?, a.width());
    let mut bits = 0u64;
    for i in 0..a.len() {
        let (x, y) = (a.get(i)?, b.get(i)?);
        let hit = if eq {
            trunc(x, w) == trunc(y, w)
        } else {
            sext(x, w) > sext(y, w)
        };
        bits |= u64::from(hit && (m >> i) & 1 == 1) << i;
    }
    Some(bits)
}

/// VPERM2F128 / VPERM2I128 as the `shufflevector` they upgrade to.
fn perm2x128(ops: &[Lanes], ret: Shape) -> Result<Vec<Lane>, X86Error> {
    arity(ops, 3)?;
    let (a, b, imm) = (operand(ops, 0)?, operand(ops, 1)?, operand(ops, 2)?);
    let half = ret.len / 2;
    Ok((0..ret.len)
        .map(|i| {
            let ctl = imm.get(0)? >> (4 * (i / half));
            if ctl & 8 != 0 {
                return Some(0);
            }
            let src = if ctl & 2 == 0 { a } else { b };
            src.get(half * (ctl & 1) as usize + i % half)
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sem::intrinsics::x86::Elem;

    fn lanes(w: u32, v: &[Lane]) -> Lanes {
        Lanes {
            elem: Elem::Int(w),
            vector: true,
            lanes: v.to_vec(),
        }
    }

    fn shape(w: u32, len: usize) -> Shape {
        Shape {
            elem: Elem::Int(w),
            vector: true,
            len,
        }
    }

    #[test]
    fn saturation_clamps_at_both_ends() {
        assert_eq!(sat(true, true, 0x7f, 1, 8), 0x7f);
        assert_eq!(sat(true, false, 0x80, 1, 8), 0x80);
        assert_eq!(sat(false, true, 0xff, 1, 8), 0xff);
        assert_eq!(sat(false, false, 0, 1, 16), 0);
        assert_eq!(sat(true, true, 0xfffe, 1, 16), 0xffff);
    }

    #[test]
    fn abs_keeps_the_minimum_and_poison() {
        let r = eval(
            "pabs.b",
            &[lanes(8, &[Some(0x80), Some(0xff), None])],
            shape(8, 3),
        );
        assert_eq!(r, Some(Ok(vec![Some(0x80), Some(1), None])));
    }

    #[test]
    fn extension_reads_the_low_lanes() {
        let a = lanes(8, &[Some(0xff), Some(1), None, Some(0x80)]);
        let r = eval("pmovsxbw", std::slice::from_ref(&a), shape(16, 2));
        assert_eq!(r, Some(Ok(vec![Some(0xffff), Some(1)])));
        let r = eval("pmovzxbd", &[a], shape(32, 3));
        assert_eq!(r, Some(Ok(vec![Some(0xff), Some(1), None])));
    }

    #[test]
    fn widening_multiply_is_poison_if_either_half_is() {
        let a = lanes(32, &[Some(0xffff_ffff), Some(7), Some(2), None]);
        let b = lanes(32, &[Some(2), Some(0), Some(3), Some(0)]);
        let r = eval("pmulu.dq", &[a.clone(), b.clone()], shape(64, 2));
        assert_eq!(r, Some(Ok(vec![Some(0x1_ffff_fffe), None])));
        let r = eval("pmuldq", &[a, b], shape(64, 2));
        assert_eq!(r, Some(Ok(vec![Some((-2i64) as u64), None])));
    }
}
