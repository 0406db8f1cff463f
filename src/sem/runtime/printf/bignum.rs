//! A minimal unsigned big integer for the exact decimal conversion of binary
//! floating-point values in printf: multiply and divide by powers of 2 and
//! 5 (remembering whether a division was inexact), and convert to decimal
//! digits. Nothing else is needed.

/// An unsigned integer of any size: 64-bit limbs, least significant first,
/// with no zero limbs at the top (zero is the empty vector).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BigUint {
    /// The limbs, least significant first.
    limbs: Vec<u64>,
}

/// The largest power of 5 that fits in a `u64` is 5^27.
const POW5_CHUNK_EXP: u32 = 27;
/// The largest power of 10 that fits in a `u64`, for digit extraction.
const POW10_CHUNK: u64 = 10_000_000_000_000_000_000;
/// The number of decimal digits in one [`POW10_CHUNK`] remainder.
const POW10_CHUNK_DIGITS: usize = 19;

/// The power 5^`exp` for `exp` <= [`POW5_CHUNK_EXP`].
fn pow5(exp: u32) -> u64 {
    5u64.pow(exp.min(POW5_CHUNK_EXP))
}

impl BigUint {
    /// The big integer equal to `value`.
    pub fn from_u64(value: u64) -> Self {
        let mut big = BigUint { limbs: vec![value] };
        big.trim();
        big
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    /// Drops zero limbs at the top.
    fn trim(&mut self) {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
    }

    /// Multiplies in place by `factor`.
    fn mul_small(&mut self, factor: u64) {
        let mut carry = 0u128;
        for limb in &mut self.limbs {
            let product = u128::from(*limb) * u128::from(factor) + carry;
            // Truncation keeps the low limb; the rest carries.
            *limb = product as u64;
            carry = product >> 64;
        }
        if carry != 0 {
            self.limbs.push(carry as u64);
        }
        self.trim();
    }

    /// Divides in place by `divisor` (nonzero); returns whether the division was inexact.
    fn div_small(&mut self, divisor: u64) -> bool {
        let mut rem = 0u128;
        for limb in self.limbs.iter_mut().rev() {
            let cur = (rem << 64) | u128::from(*limb);
            // The quotient fits in a limb because rem < divisor.
            *limb = (cur / u128::from(divisor)) as u64;
            rem = cur % u128::from(divisor);
        }
        self.trim();
        rem != 0
    }

    /// Multiplies in place by 5^`exp`.
    pub fn mul_pow5(&mut self, mut exp: u32) {
        while exp > 0 {
            let step = exp.min(POW5_CHUNK_EXP);
            self.mul_small(pow5(step));
            exp -= step;
        }
    }

    /// Replaces the value by ⌊value / 5^`exp`⌋; returns whether anything was dropped.
    pub fn div_pow5(&mut self, mut exp: u32) -> bool {
        let mut inexact = false;
        while exp > 0 && !self.is_zero() {
            let step = exp.min(POW5_CHUNK_EXP);
            inexact |= self.div_small(pow5(step));
            exp -= step;
        }
        inexact
    }

    /// Multiplies in place by 2^`bits`.
    pub fn shl(&mut self, bits: u32) {
        if self.is_zero() {
            return;
        }
        let whole = (bits / 64) as usize;
        let part = bits % 64;
        if part != 0 {
            let mut carry = 0u64;
            for limb in &mut self.limbs {
                let next_carry = *limb >> (64 - part);
                *limb = (*limb << part) | carry;
                carry = next_carry;
            }
            if carry != 0 {
                self.limbs.push(carry);
            }
        }
        self.limbs.splice(0..0, std::iter::repeat_n(0, whole));
    }

    /// Replaces the value by ⌊value / 2^`bits`⌋; returns whether any 1 bit was dropped.
    pub fn shr(&mut self, bits: u32) -> bool {
        let whole = (bits / 64) as usize;
        if whole >= self.limbs.len() {
            let inexact = !self.is_zero();
            self.limbs.clear();
            return inexact;
        }
        let mut inexact = self.limbs.drain(..whole).any(|limb| limb != 0);
        let part = bits % 64;
        if part != 0 {
            let mut carry = 0u64;
            for limb in self.limbs.iter_mut().rev() {
                let next_carry = *limb << (64 - part);
                *limb = (*limb >> part) | carry;
                carry = next_carry;
            }
            inexact |= carry != 0;
        }
        self.trim();
        inexact
    }

    /// The decimal digits (values 0–9, most significant first, no leading
    /// zeros; empty for zero).
    pub fn into_decimal_digits(mut self) -> Vec<u8> {
        let mut chunks = Vec::new();
        while !self.is_zero() {
            let mut rem = 0u128;
            for limb in self.limbs.iter_mut().rev() {
                let cur = (rem << 64) | u128::from(*limb);
                *limb = (cur / u128::from(POW10_CHUNK)) as u64;
                rem = cur % u128::from(POW10_CHUNK);
            }
            self.trim();
            // rem < 10^19 fits in a u64.
            chunks.push(rem as u64);
        }
        let mut digits = Vec::with_capacity(chunks.len() * POW10_CHUNK_DIGITS);
        for mut chunk in chunks {
            for _ in 0..POW10_CHUNK_DIGITS {
                digits.push((chunk % 10) as u8);
                chunk /= 10;
            }
        }
        while digits.last() == Some(&0) {
            digits.pop();
        }
        digits.reverse();
        digits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digits_of(big: BigUint) -> String {
        big.into_decimal_digits()
            .iter()
            .map(|d| char::from(b'0' + d))
            .collect()
    }

    #[test]
    fn small_values_round_trip() {
        for value in [
            0u64,
            1,
            9,
            10,
            999_999_999,
            10_000_000_000_000_000_000,
            u64::MAX,
        ] {
            let expected = if value == 0 {
                String::new()
            } else {
                value.to_string()
            };
            assert_eq!(digits_of(BigUint::from_u64(value)), expected);
        }
    }

    #[test]
    fn shifts_match_u128() {
        for bits in [0u32, 1, 31, 32, 33, 63] {
            let mut big = BigUint::from_u64(0xdead_beef_1234_5678);
            big.shl(bits);
            let expected = (0xdead_beef_1234_5678u128 << bits).to_string();
            assert_eq!(digits_of(big), expected);
        }
    }

    fn from_u128(value: u128) -> BigUint {
        let mut big = BigUint {
            limbs: vec![value as u64, (value >> 64) as u64],
        };
        big.trim();
        big
    }

    fn text_of(value: u128) -> String {
        if value == 0 {
            String::new()
        } else {
            value.to_string()
        }
    }

    #[test]
    fn right_shifts_report_dropped_bits() {
        let value = 0x8000_0000_0000_0001_0000_0000_0000_0010u128;
        for bits in [0u32, 1, 4, 5, 63, 64, 65, 127, 128, 200] {
            let mut big = from_u128(value);
            let dropped = big.shr(bits);
            let kept = value.checked_shr(bits).unwrap_or(0);
            assert_eq!(digits_of(big), text_of(kept), "shift {bits}");
            assert_eq!(
                dropped,
                kept.checked_shl(bits).unwrap_or(0) != value,
                "shift {bits}"
            );
        }
    }

    #[test]
    fn powers_of_five_match_u128() {
        for exp in [0u32, 1, 26, 27, 28, 54] {
            let mut big = BigUint::from_u64(3);
            big.mul_pow5(exp);
            assert_eq!(digits_of(big.clone()), (3 * 5u128.pow(exp)).to_string());
            assert!(!big.div_pow5(exp));
            assert_eq!(digits_of(big), "3");
        }
    }

    #[test]
    fn inexact_division_by_five_is_reported() {
        let mut big = BigUint::from_u64(26);
        assert!(big.div_pow5(1));
        assert_eq!(digits_of(big), "5");
        let mut big = BigUint::from_u64(7);
        assert!(big.div_pow5(40));
        assert!(big.is_zero());
    }

    #[test]
    fn large_power_of_two_has_known_digits() {
        let mut big = BigUint::from_u64(1);
        big.shl(200);
        assert_eq!(
            digits_of(big),
            "1606938044258990275541962092341162602522202993782792835301376"
        );
    }

    #[test]
    fn zero_stays_zero_under_shift_and_multiply() {
        let mut big = BigUint::from_u64(0);
        big.shl(100);
        big.mul_pow5(30);
        assert!(!big.shr(3));
        assert_eq!(digits_of(big), "");
    }
}
