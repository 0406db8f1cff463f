//! Arbitrary-width integers: the bit vectors of LLVM's `iN` (1 ≤ N ≤ 2^23).
//!
//! An [`ApInt`] is a plain bit pattern of a fixed width; it has no sign, and
//! each operation says whether it reads its operands as signed or unsigned
//! (as LLVM's APInt does). Widths up to 128 bits are stored inline in a `u128`
//! (the fast path); wider values keep little-endian 64-bit limbs on the heap.
//! Bits above the width are always zero.

use std::fmt;

/// The widest integer type LLVM accepts (`iN` with N ≤ 2^23).
pub const MAX_WIDTH: u32 = 1 << 23;

/// A bit vector of a fixed width.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct ApInt {
    width: u32,
    repr: Repr,
}

#[derive(Clone, PartialEq, Eq, Hash)]
enum Repr {
    /// Width ≤ 128: the bits, zero above the width.
    Small(u128),
    /// Width > 128: little-endian limbs, `ceil(width / 64)` of them, zero
    /// above the width.
    Large(Box<[u64]>),
}

fn limbs_for(width: u32) -> usize {
    width.div_ceil(64) as usize
}

fn mask128(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

impl ApInt {
    /// Zero of the given width.
    pub fn zero(width: u32) -> ApInt {
        debug_assert!((1..=MAX_WIDTH).contains(&width));
        let repr = if width <= 128 {
            Repr::Small(0)
        } else {
            Repr::Large(vec![0; limbs_for(width)].into_boxed_slice())
        };
        ApInt { width, repr }
    }

    /// The value `v` truncated to `width` bits.
    pub fn from_u128(width: u32, v: u128) -> ApInt {
        let mut x = ApInt::zero(width);
        match &mut x.repr {
            Repr::Small(s) => *s = v & mask128(width),
            Repr::Large(l) => {
                l[0] = v as u64;
                l[1] = (v >> 64) as u64;
            }
        }
        x
    }

    /// The value `v` truncated to `width` bits.
    pub fn from_u64(width: u32, v: u64) -> ApInt {
        ApInt::from_u128(width, v as u128)
    }

    /// The two's complement pattern of `v`, sign-extended or truncated to
    /// `width` bits.
    pub fn from_i128(width: u32, v: i128) -> ApInt {
        let mut x = ApInt::from_u128(width, v as u128);
        if let Repr::Large(l) = &mut x.repr
            && v < 0
        {
            for limb in l.iter_mut().skip(2) {
                *limb = u64::MAX;
            }
            x.clear_unused_bits();
        }
        x
    }

    /// The pattern with every bit set (−1).
    pub fn all_ones(width: u32) -> ApInt {
        ApInt::from_i128(width, -1)
    }

    /// Parses a decimal literal with an optional leading `-`, as written in
    /// `.ll` text, into `width` bits. `None` if the text is not a decimal
    /// number or the value needs more than `width` bits (read as signed if
    /// negative, else as signed or unsigned).
    pub fn from_decimal(width: u32, text: &str) -> Option<ApInt> {
        let (neg, digits) = match text.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, text),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        // Accumulate in width + 1 bits so that overflow is visible.
        let mut acc = ApInt::zero(width + 1);
        for b in digits.bytes() {
            acc = acc.mul_small(10)?.add_small((b - b'0') as u64)?;
        }
        let fits = if neg {
            // -acc must be ≥ -2^(width-1): acc ≤ 2^(width-1).
            acc.active_bits() < width || acc.is_power_of_two_at(width - 1)
        } else {
            acc.active_bits() <= width
        };
        if !fits {
            return None;
        }
        let mut v = acc.trunc(width);
        if neg {
            v = v.negate();
        }
        Some(v)
    }

    /// Parses a hexadecimal literal (digits only, no prefix) into `width`
    /// bits; `None` if it needs more than `width` bits.
    pub fn from_hex(width: u32, digits: &str) -> Option<ApInt> {
        if digits.is_empty() {
            return None;
        }
        let wide = (digits.len() as u32).saturating_mul(4).max(width);
        let mut acc = ApInt::zero(wide);
        for c in digits.chars() {
            let d = c.to_digit(16)?;
            acc = acc.shl_small(4).or_small(d as u64);
        }
        (acc.active_bits() <= width).then(|| acc.trunc(width))
    }

    /// The width in bits.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The bits as little-endian 64-bit limbs, `ceil(width / 64)` of them.
    pub fn limbs(&self) -> Vec<u64> {
        match &self.repr {
            Repr::Small(s) => {
                let mut v = vec![*s as u64];
                if self.width > 64 {
                    v.push((*s >> 64) as u64);
                }
                v
            }
            Repr::Large(l) => l.to_vec(),
        }
    }

    /// The value from little-endian limbs (extra limbs and bits dropped).
    pub fn from_limbs(width: u32, limbs: &[u64]) -> ApInt {
        let mut x = ApInt::zero(width);
        match &mut x.repr {
            Repr::Small(s) => {
                let lo = limbs.first().copied().unwrap_or(0) as u128;
                let hi = limbs.get(1).copied().unwrap_or(0) as u128;
                *s = (lo | hi << 64) & mask128(width);
            }
            Repr::Large(l) => {
                for (d, s) in l.iter_mut().zip(limbs) {
                    *d = *s;
                }
                x.clear_unused_bits();
            }
        }
        x
    }

    /// The low 128 bits, zero-extended.
    pub fn low_u128(&self) -> u128 {
        match &self.repr {
            Repr::Small(s) => *s,
            Repr::Large(l) => l[0] as u128 | (l[1] as u128) << 64,
        }
    }

    /// The value if it fits in a `u64` read as unsigned.
    pub fn to_u64(&self) -> Option<u64> {
        (self.active_bits() <= 64).then(|| self.low_u128() as u64)
    }

    /// The value read as signed, if it fits in an `i128`.
    pub fn to_i128(&self) -> Option<i128> {
        if self.width <= 128 {
            let s = self.low_u128();
            let shift = 128 - self.width;
            return Some(((s << shift) as i128) >> shift);
        }
        let neg = self.bit(self.width - 1);
        let v = if neg { self.negate() } else { self.clone() };
        if v.active_bits() > 128 {
            return None;
        }
        let m = v.low_u128();
        if neg {
            if m > i128::MIN.unsigned_abs() {
                None
            } else {
                Some((m as i128).wrapping_neg())
            }
        } else {
            i128::try_from(m).ok()
        }
    }

    /// Bit `i` (0 is the least significant).
    pub fn bit(&self, i: u32) -> bool {
        if i >= self.width {
            return false;
        }
        match &self.repr {
            Repr::Small(s) => s >> i & 1 == 1,
            Repr::Large(l) => l[(i / 64) as usize] >> (i % 64) & 1 == 1,
        }
    }

    /// Whether every bit is zero.
    pub fn is_zero(&self) -> bool {
        match &self.repr {
            Repr::Small(s) => *s == 0,
            Repr::Large(l) => l.iter().all(|&x| x == 0),
        }
    }

    /// The number of bits up to and including the most significant set bit.
    pub fn active_bits(&self) -> u32 {
        match &self.repr {
            Repr::Small(s) => 128 - s.leading_zeros(),
            Repr::Large(l) => {
                for (i, &limb) in l.iter().enumerate().rev() {
                    if limb != 0 {
                        return i as u32 * 64 + 64 - limb.leading_zeros();
                    }
                }
                0
            }
        }
    }

    /// Whether the sign bit (the most significant bit) is set.
    pub fn is_negative(&self) -> bool {
        self.bit(self.width - 1)
    }

    /// The value read as unsigned, in decimal.
    pub fn to_unsigned_decimal(&self) -> String {
        if let Repr::Small(s) = &self.repr {
            return s.to_string();
        }
        let mut digits = Vec::new();
        let mut v = self.limbs();
        while v.iter().any(|&x| x != 0) {
            let mut rem: u128 = 0;
            for limb in v.iter_mut().rev() {
                let cur = rem << 64 | *limb as u128;
                *limb = (cur / 10_000_000_000_000_000_000) as u64;
                rem = cur % 10_000_000_000_000_000_000;
            }
            digits.push(rem);
        }
        match digits.split_last() {
            None => "0".to_string(),
            Some((top, rest)) => {
                let mut s = top.to_string();
                for d in rest.iter().rev() {
                    s.push_str(&format!("{d:019}"));
                }
                s
            }
        }
    }

    /// The value read as signed, in decimal (how `.ll` text writes integers).
    pub fn to_signed_decimal(&self) -> String {
        if self.is_negative() {
            format!("-{}", self.negate().to_unsigned_decimal())
        } else {
            self.to_unsigned_decimal()
        }
    }

    /// Truncation to a smaller or equal width.
    pub fn trunc(&self, width: u32) -> ApInt {
        debug_assert!(width <= self.width);
        ApInt::from_limbs(width, &self.limbs())
    }

    /// Zero extension to a larger or equal width.
    pub fn zext(&self, width: u32) -> ApInt {
        debug_assert!(width >= self.width);
        ApInt::from_limbs(width, &self.limbs())
    }

    /// Two's complement negation (wrapping).
    pub fn negate(&self) -> ApInt {
        let mut limbs = self.limbs();
        let mut carry = true;
        for limb in limbs.iter_mut() {
            let (v, c) = (!*limb).overflowing_add(carry as u64);
            *limb = v;
            carry = c;
        }
        ApInt::from_limbs(self.width, &limbs)
    }

    fn clear_unused_bits(&mut self) {
        let width = self.width;
        match &mut self.repr {
            Repr::Small(s) => *s &= mask128(width),
            Repr::Large(l) => {
                let used = width % 64;
                if used != 0
                    && let Some(top) = l.last_mut()
                {
                    *top &= (1u64 << used) - 1;
                }
            }
        }
    }

    /// `self * m` if it fits in the width.
    fn mul_small(&self, m: u64) -> Option<ApInt> {
        let mut limbs = self.limbs();
        let mut carry: u128 = 0;
        for limb in limbs.iter_mut() {
            let cur = *limb as u128 * m as u128 + carry;
            *limb = cur as u64;
            carry = cur >> 64;
        }
        let r = ApInt::from_limbs(self.width, &limbs);
        (carry == 0 && r.limbs() == limbs).then_some(r)
    }

    /// `self + a` if it fits in the width.
    fn add_small(&self, a: u64) -> Option<ApInt> {
        let mut limbs = self.limbs();
        let mut carry = a;
        for limb in limbs.iter_mut() {
            let (v, c) = limb.overflowing_add(carry);
            *limb = v;
            carry = c as u64;
        }
        let r = ApInt::from_limbs(self.width, &limbs);
        (carry == 0 && r.limbs() == limbs).then_some(r)
    }

    fn shl_small(&self, s: u32) -> ApInt {
        let mut limbs = self.limbs();
        let mut carry = 0u64;
        for limb in limbs.iter_mut() {
            let next = *limb >> (64 - s);
            *limb = *limb << s | carry;
            carry = next;
        }
        ApInt::from_limbs(self.width, &limbs)
    }

    fn or_small(&self, v: u64) -> ApInt {
        let mut limbs = self.limbs();
        limbs[0] |= v;
        ApInt::from_limbs(self.width, &limbs)
    }

    fn is_power_of_two_at(&self, bit: u32) -> bool {
        self.active_bits() == bit + 1 && (0..bit).all(|i| !self.bit(i))
    }
}

impl fmt::Debug for ApInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "i{} {}", self.width, self.to_signed_decimal())
    }
}

impl fmt::Display for ApInt {
    /// Signed decimal, as `.ll` text writes integer constants.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_signed_decimal())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_round_trip_at_boundaries() {
        for (w, text, back) in [
            (8, "-128", "-128"),
            (8, "255", "-1"),
            (8, "127", "127"),
            (1, "1", "-1"),
            (1, "-1", "-1"),
            (64, "18446744073709551615", "-1"),
            (128, "-170141183460469231731687303715884105728", "-170141183460469231731687303715884105728"),
            (256, "115792089237316195423570985008687907853269984665640564039457584007913129639935", "-1"),
            (200, "1606938044258990275541962092341162602522202993782792835301375", "-1"),
            (129, "340282366920938463463374607431768211456", "-340282366920938463463374607431768211456"),
        ] {
            let v = ApInt::from_decimal(w, text).unwrap_or_else(|| panic!("{w} {text}"));
            assert_eq!(v.to_signed_decimal(), back, "i{w} {text}");
        }
        assert!(ApInt::from_decimal(8, "256").is_none());
        assert!(ApInt::from_decimal(8, "-129").is_none());
        assert!(ApInt::from_decimal(1, "2").is_none());
        assert!(ApInt::from_decimal(200, "-1606938044258990275541962092341162602522202993782792835301375").is_none());
        assert!(ApInt::from_decimal(8, "").is_none());
        assert!(ApInt::from_decimal(8, "1x").is_none());
    }

    #[test]
    fn hex_and_conversions() {
        let v = ApInt::from_hex(200, "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF").unwrap();
        assert_eq!(v.active_bits(), 136);
        assert!(ApInt::from_hex(8, "100").is_none());
        assert_eq!(ApInt::from_hex(8, "0ff").unwrap().to_u64(), Some(255));
        assert_eq!(ApInt::from_i128(300, -5).to_i128(), Some(-5));
        assert_eq!(ApInt::from_i128(7, -5).to_i128(), Some(-5));
        assert_eq!(ApInt::all_ones(65).active_bits(), 65);
        assert_eq!(ApInt::from_u64(300, 7).zext(400).trunc(3).to_u64(), Some(7));
    }
}
