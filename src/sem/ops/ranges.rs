//! Integer ranges of `!range` metadata and `range(...)` attributes: the
//! half-open, possibly wrapping interval `[lo, hi)`.

use crate::apint::ApInt;

/// Whether `v` lies in `[lo, hi)`, where the interval wraps around when
/// `hi ≤ lo` (unsigned) and `lo == hi` stands for the full range.
pub fn in_range(v: &ApInt, lo: &ApInt, hi: &ApInt) -> bool {
    if v.width() != lo.width() || lo == hi {
        return true;
    }
    if lo.ult(hi) {
        lo.ule(v) && v.ult(hi)
    } else {
        lo.ule(v) || v.ult(hi)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_wrapping_and_full_ranges_at_i4() {
        let a = |v: u64| ApInt::from_u64(4, v);
        for v in 0..16 {
            assert_eq!(in_range(&a(v), &a(2), &a(5)), (2..5).contains(&v));
            assert_eq!(in_range(&a(v), &a(14), &a(1)), !(1..14).contains(&v));
            assert!(in_range(&a(v), &a(7), &a(7)));
        }
    }
}
