//! SSE4.2 `crc32.32.8`, `crc32.32.16`, `crc32.32.32`, `crc32.64.64`
//! (CRC32): the CRC-32C (Castagnoli, reflected polynomial 0x82F63B78) of
//! the data operand's bytes, least significant first, continuing from the
//! low 32 bits of the accumulator; the result is zero-extended to the
//! accumulator's width. Poison if either operand is.

use super::{Lane, Lanes, Shape, X86Error, arity, operand};

/// The CRC-32C of the low `bits` of `data`, starting from `crc`.
fn crc32c(mut crc: u32, data: u64, bits: u32) -> u32 {
    for i in 0..bits {
        let bit = ((data >> i) as u32 ^ crc) & 1;
        crc = (crc >> 1) ^ if bit == 1 { 0x82F6_3B78 } else { 0 };
    }
    crc
}

/// Evaluates the CRC32 intrinsics.
pub fn eval(op: &str, ops: &[Lanes], _ret: Shape) -> Option<Result<Vec<Lane>, X86Error>> {
    if !matches!(
        op,
        "crc32.32.8" | "crc32.32.16" | "crc32.32.32" | "crc32.64.64"
    ) {
        return None;
    }
    Some(arity(ops, 2).and_then(|()| {
        let (c, d) = (operand(ops, 0)?, operand(ops, 1)?);
        let r = c
            .get(0)
            .zip(d.get(0))
            .map(|(c, v)| u64::from(crc32c(c as u32, v, d.width())));
        Ok(vec![r])
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standard_check_value() {
        // CRC-32C("123456789") = 0xE3069283 (with the usual pre- and
        // post-inversion).
        let crc = b"123456789"
            .iter()
            .fold(!0u32, |c, &b| crc32c(c, u64::from(b), 8));
        assert_eq!(!crc, 0xE306_9283);
    }
}
