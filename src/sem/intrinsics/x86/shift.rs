//! Shifts: `psll`/`psrl`/`psra` by the low 64 bits of a vector (`psrl.w`,
//! ...), by a scalar (`psrli.w`, ...), and lane by lane (`psllv.d`,
//! `psrlv.q`, `psrav.d`, ...). A count at or above the element width gives
//! 0 for the logical shifts and the sign for `psra` (Intel manual, PSRLW
//! etc.: "If the value specified by the count operand is greater than 15
//! (for words) ... the destination operand is set to all 0s"; PSRAW fills
//! with the sign bit).

use super::{Lane, Lanes, Shape, X86Error, arity, operand, sext, trunc};

#[derive(Clone, Copy)]
enum Kind {
    Shl,
    LShr,
    AShr,
}

/// One element shifted by a count (any size).
fn shift(kind: Kind, v: u64, count: u64, w: u32) -> u64 {
    let big = count >= u64::from(w);
    let r = match kind {
        Kind::Shl if big => 0,
        Kind::Shl => v << count,
        Kind::LShr if big => 0,
        Kind::LShr => trunc(v, w) >> count,
        Kind::AShr => (sext(v, w) >> count.min(u64::from(w) - 1)) as u64,
    };
    trunc(r, w)
}

fn kind_of(base: &str) -> Option<Kind> {
    Some(match base {
        "psll" => Kind::Shl,
        "psrl" => Kind::LShr,
        "psra" => Kind::AShr,
        _ => return None,
    })
}

/// `psll.w`-style (count from a vector), `pslli.w`-style (count a scalar)
/// and `psllv.d`-style (a count per lane) shifts.
pub fn eval(op: &str, ops: &[Lanes], ret: Shape) -> Option<Result<Vec<Lane>, X86Error>> {
    let (base, _elem) = op.split_once('.')?;
    if let Some(kind) = kind_of(base) {
        return Some(by_vector(kind, ops, ret));
    }
    if let Some(kind) = base.strip_suffix('i').and_then(kind_of) {
        return Some(by_scalar(kind, ops, ret));
    }
    if let Some(kind) = base.strip_suffix('v').and_then(kind_of) {
        return Some(per_lane(kind, ops, ret));
    }
    None
}

/// Every lane shifted by the count in the low 64 bits of operand 1 (its
/// first `64 / width` elements, little-endian). A poison element among
/// those makes every lane poison; the upper half is not read.
fn by_vector(kind: Kind, ops: &[Lanes], ret: Shape) -> Result<Vec<Lane>, X86Error> {
    arity(ops, 2)?;
    let (a, c) = (operand(ops, 0)?, operand(ops, 1)?);
    let cw = c.width();
    let mut count = Some(0u64);
    for i in (0..(64 / cw) as usize).rev() {
        count = match (count, c.get(i)) {
            (Some(acc), Some(e)) if cw < 64 => Some(acc << cw | trunc(e, cw)),
            (Some(_), Some(e)) => Some(e),
            _ => None,
        };
    }
    Ok((0..ret.len)
        .map(|i| Some(shift(kind, a.get(i)?, count?, ret.width())))
        .collect())
}

/// Every lane shifted by the scalar `i32` count (unsigned); a poison count
/// makes every lane poison.
fn by_scalar(kind: Kind, ops: &[Lanes], ret: Shape) -> Result<Vec<Lane>, X86Error> {
    arity(ops, 2)?;
    let (a, c) = (operand(ops, 0)?, operand(ops, 1)?);
    let count = c.get(0).map(|v| trunc(v, c.width()));
    Ok((0..ret.len)
        .map(|i| Some(shift(kind, a.get(i)?, count?, ret.width())))
        .collect())
}

/// Lane `i` shifted by lane `i` of the counts (unsigned, full width).
fn per_lane(kind: Kind, ops: &[Lanes], ret: Shape) -> Result<Vec<Lane>, X86Error> {
    arity(ops, 2)?;
    let (a, c) = (operand(ops, 0)?, operand(ops, 1)?);
    Ok((0..ret.len)
        .map(|i| Some(shift(kind, a.get(i)?, c.get(i)?, ret.width())))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_at_or_above_the_width_saturate() {
        assert_eq!(shift(Kind::Shl, 1, 15, 16), 0x8000);
        assert_eq!(shift(Kind::Shl, 1, 16, 16), 0);
        assert_eq!(shift(Kind::LShr, 0x8000, 15, 16), 1);
        assert_eq!(shift(Kind::LShr, 0x8000, u64::MAX, 16), 0);
        assert_eq!(shift(Kind::AShr, 0x8000, 100, 16), 0xffff);
        assert_eq!(shift(Kind::AShr, 0x7fff, 16, 16), 0);
        assert_eq!(shift(Kind::LShr, u64::MAX, 63, 64), 1);
        assert_eq!(shift(Kind::Shl, u64::MAX, 64, 64), 0);
    }
}
