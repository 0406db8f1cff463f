//! `pclmulqdq` (PCLMULQDQ, and its 256- and 512-bit VPCLMULQDQ forms):
//! per 128-bit block, the carry-less product of one quadword of `a`
//! (bit 0 of the immediate: low or high) and one of `b` (bit 4), as two
//! `i64` lanes (low half first). The other immediate bits are ignored.
//! Both lanes of a block read the two quadwords they multiply and the
//! immediate.

use super::{Lane, Lanes, Shape, X86Error, arity, operand};

/// The 128-bit carry-less (GF(2)[x]) product of `x` and `y`.
fn clmul(x: u64, y: u64) -> u128 {
    (0..64)
        .filter(|i| (y >> i) & 1 == 1)
        .fold(0u128, |acc, i| acc ^ (u128::from(x) << i))
}

/// Evaluates `pclmulqdq`.
pub fn eval(op: &str, ops: &[Lanes], ret: Shape) -> Option<Result<Vec<Lane>, X86Error>> {
    if op != "pclmulqdq" {
        return None;
    }
    Some(arity(ops, 3).and_then(|()| {
        let (a, b, imm) = (operand(ops, 0)?, operand(ops, 1)?, operand(ops, 2)?);
        let mut out = Vec::with_capacity(ret.len);
        for block in (0..ret.len).step_by(2) {
            let product = imm.get(0).and_then(|imm| {
                let x = a.get(block + (imm & 1) as usize)?;
                let y = b.get(block + ((imm >> 4) & 1) as usize)?;
                Some(clmul(x, y))
            });
            out.push(product.map(|p| p as u64));
            out.push(product.map(|p| (p >> 64) as u64));
        }
        out.truncate(ret.len);
        Ok(out)
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn carryless_products() {
        assert_eq!(clmul(0b11, 0b11), 0b101);
        assert_eq!(clmul(u64::MAX, 1), u128::from(u64::MAX));
        assert_eq!(clmul(1 << 63, 1 << 63), 1 << 126);
        assert_eq!(clmul(0, u64::MAX), 0);
    }
}
