//! Vertical integer arithmetic: lane `i` of the result reads lane `i` of
//! both operands (poison if either is). `pavg.b/w` (unsigned average,
//! rounded up: `(a + b + 1) >> 1` without overflow), `psign.b/w/d`
//! (`a`, `-a` or 0 as `b` is positive, negative or zero), `pmulh.w` /
//! `pmulhu.w` (the high 16 bits of the signed / unsigned 32-bit product),
//! `pmul.hr.sw` (PMULHRSW: `((a * b >> 14) + 1) >> 1`, the low 16 bits).

use super::{Lane, Lanes, Shape, X86Error, arity, operand, sext, trunc};

/// The operation on two lanes of width `w`.
fn op_of(op: &str) -> Option<fn(u64, u64, u32) -> u64> {
    Some(match op {
        "pavg.b" | "pavg.w" => |a, b, w| (trunc(a, w) + trunc(b, w) + 1) >> 1,
        "psign.b" | "psign.w" | "psign.d" => |a, b, w| match sext(b, w) {
            0 => 0,
            s if s < 0 => a.wrapping_neg(),
            _ => a,
        },
        "pmulh.w" => |a, b, w| ((sext(a, w) * sext(b, w)) >> w) as u64,
        "pmulhu.w" => |a, b, w| (trunc(a, w) * trunc(b, w)) >> w,
        "pmul.hr.sw" => |a, b, w| ((((sext(a, w) * sext(b, w)) >> 14) + 1) >> 1) as u64,
        _ => return None,
    })
}

/// Evaluates the vertical operations.
pub fn eval(op: &str, ops: &[Lanes], ret: Shape) -> Option<Result<Vec<Lane>, X86Error>> {
    let f = op_of(op)?;
    Some(arity(ops, 2).and_then(|()| {
        let (a, b) = (operand(ops, 0)?, operand(ops, 1)?);
        let w = ret.width();
        Ok((0..ret.len)
            .map(|i| Some(trunc(f(a.get(i)?, b.get(i)?, w), w)))
            .collect())
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(op: &str) -> fn(u64, u64, u32) -> u64 {
        op_of(op).unwrap()
    }

    #[test]
    fn boundaries() {
        assert_eq!(f("pavg.b")(255, 255, 8), 255);
        assert_eq!(f("pavg.b")(0, 1, 8), 1);
        assert_eq!(trunc(f("psign.w")(0x8000, 0xffff, 16), 16), 0x8000);
        assert_eq!(f("psign.d")(5, 0, 32), 0);
        assert_eq!(trunc(f("pmulh.w")(0x8000, 0x8000, 16), 16), 0x4000);
        assert_eq!(trunc(f("pmulh.w")(0xffff, 1, 16), 16), 0xffff);
        assert_eq!(f("pmulhu.w")(0xffff, 0xffff, 16), 0xfffe);
        assert_eq!(trunc(f("pmul.hr.sw")(0x8000, 0x8000, 16), 16), 0x8000);
        assert_eq!(trunc(f("pmul.hr.sw")(0x4000, 0x4000, 16), 16), 0x2000);
    }
}
