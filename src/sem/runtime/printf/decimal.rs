//! The decimal notations of printf (`%f`, `%e`, `%g`) for binary
//! floating-point values: exact conversion, rounded half-to-even on the
//! exact binary value as glibc does in the default rounding mode.
//!
//! Only the digits that are printed (plus one, and whether any nonzero
//! digit follows) are computed, so small precisions stay cheap at any
//! exponent; digits beyond the exact expansion are known to be zeros.

use super::bignum::BigUint;

/// A finite non-negative binary value `mant × 2^exp2`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Binary {
    /// The integer significand.
    pub mant: u64,
    /// The power of two it is scaled by.
    pub exp2: i32,
}

/// A decimal number `d0.d1d2… × 10^exp` with `digits = [d0, d1, …]`, no
/// leading or trailing zero digits; zero has no digits (and `exp` 0).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Decimal {
    /// The significant digits (values 0–9), most significant first.
    digits: Vec<u8>,
    /// The power of ten of the first digit.
    exp: i64,
}

/// The leading digits of a value, down to some place, with a flag for
/// whether the value has nonzero digits below them.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Truncated {
    /// The digits (no leading zeros; empty if all of them are zero).
    digits: Vec<u8>,
    /// The place value (power of ten) of the last digit.
    last_place: i64,
    /// Whether nonzero digits were cut off below `last_place`.
    sticky: bool,
}

/// log10(2), to bound decimal exponents from binary ones.
const LOG10_2: f64 = std::f64::consts::LOG10_2;

impl Binary {
    /// The same value with an odd significand (zero stays as it is).
    fn normalized(self) -> Binary {
        if self.mant == 0 {
            return self;
        }
        let zeros = self.mant.trailing_zeros();
        Binary {
            mant: self.mant >> zeros,
            exp2: self.exp2.saturating_add(zeros as i32),
        }
    }

    /// The digits of the value down to place 10^-`scale` (or all of them
    /// if the exact expansion ends above that place).
    fn truncated(self, scale: i64) -> Truncated {
        let value = self.normalized();
        // mant × 2^exp2 with an odd mant has exactly -exp2 fraction digits.
        let exact_places = -i64::from(value.exp2.min(0));
        let scale = scale.min(exact_places);
        let mut big = BigUint::from_u64(value.mant);
        let twos = i64::from(value.exp2) + scale;
        // Multiply first so that the divisions see the whole numerator.
        if scale > 0 {
            big.mul_pow5(bounded_u32(scale));
        }
        if twos > 0 {
            big.shl(bounded_u32(twos));
        }
        let mut sticky = false;
        if scale < 0 {
            sticky |= big.div_pow5(bounded_u32(-scale));
        }
        if twos < 0 {
            sticky |= big.shr(bounded_u32(-twos));
        }
        Truncated {
            digits: big.into_decimal_digits(),
            last_place: -scale,
            sticky,
        }
    }

    /// A lower bound of the decimal exponent ⌊log10(value)⌋ (value nonzero).
    fn exp10_lower_bound(self) -> i64 {
        let bits = 64 - i64::from(self.mant.leading_zeros());
        let exp2 = bits - 1 + i64::from(self.exp2);
        // The float error is far below 1 for these magnitudes; the -1 covers it.
        (exp2 as f64 * LOG10_2).floor() as i64 - 1
    }
}

/// `value` as a `u32` shift or power count; counts here stay far below
/// `u32::MAX` (exponents < 2^15, precisions < 2^25).
fn bounded_u32(value: i64) -> u32 {
    u32::try_from(value).unwrap_or(u32::MAX)
}

impl Truncated {
    /// The place value of the first digit (meaningless if there are none).
    fn first_place(&self) -> i64 {
        self.last_place + self.digits.len() as i64 - 1
    }

    /// Rounds half-to-even so that `place` is the lowest place kept.
    fn round_at(mut self, place: i64) -> Decimal {
        let Ok(drop_count) = usize::try_from(place - self.last_place) else {
            // Every digit is kept: the value is already a multiple of 10^place.
            let first_place = self.first_place();
            return Decimal::normalized(self.digits, first_place);
        };
        let keep = self.digits.len().saturating_sub(drop_count);
        let dropped = self.digits.split_off(keep);
        // The dropped digits start at place `place - 1` only if there were
        // enough digits; missing leading ones are zeros.
        let next = if drop_count == dropped.len() {
            dropped.first().copied().unwrap_or(0)
        } else {
            0
        };
        let rest = dropped
            .iter()
            .skip(usize::from(drop_count == dropped.len()));
        let sticky = self.sticky || rest.copied().any(|digit| digit != 0);
        let odd = self.digits.last().is_some_and(|digit| digit % 2 == 1);
        let mut kept = self.digits;
        if next > 5 || (next == 5 && (sticky || odd)) {
            increment(&mut kept);
        }
        let first_place = place + kept.len() as i64 - 1;
        Decimal::normalized(kept, first_place)
    }
}

/// Adds one to the decimal integer `digits` (most significant first).
fn increment(digits: &mut Vec<u8>) {
    for digit in digits.iter_mut().rev() {
        if *digit < 9 {
            *digit += 1;
            return;
        }
        *digit = 0;
    }
    digits.insert(0, 1);
}

impl Decimal {
    /// Builds a decimal from digits that may have leading or trailing zeros;
    /// `exp` is the place of the first of `digits`.
    fn normalized(mut digits: Vec<u8>, exp: i64) -> Self {
        let leading = digits.iter().take_while(|&&digit| digit == 0).count();
        digits.drain(..leading);
        while digits.last() == Some(&0) {
            digits.pop();
        }
        let exp = if digits.is_empty() {
            0
        } else {
            exp - leading as i64
        };
        Decimal { digits, exp }
    }

    /// The number of significant digits.
    fn len(&self) -> i64 {
        self.digits.len() as i64
    }

    /// The digit whose place value is 10^`place`.
    fn digit_at(&self, place: i64) -> u8 {
        usize::try_from(self.exp - place)
            .ok()
            .and_then(|index| self.digits.get(index))
            .map_or(0, |&digit| digit)
    }
}

/// `value` rounded to `count` (≥ 1) significant digits, with the decimal
/// exponent of `value` before rounding.
fn significant(value: Binary, count: i64) -> (Decimal, i64) {
    if value.mant == 0 {
        return (Decimal::normalized(Vec::new(), 0), 0);
    }
    // One digit below the lowest kept place for a lower-bound exponent.
    let lower = value.exp10_lower_bound();
    let truncated = value.truncated(count - lower);
    let exp = truncated.first_place();
    (truncated.round_at(exp - count + 1), exp)
}

/// Appends the ASCII digit for `digit` (0–9).
fn push_digit(out: &mut Vec<u8>, digit: u8) {
    out.push(b'0' + digit);
}

/// `%f`: the value in fixed-point notation with `precision` fraction digits.
pub fn fixed(value: Binary, precision: usize, alt: bool) -> Vec<u8> {
    let places = precision as i64;
    let rounded = value.truncated(places + 1).round_at(-places);
    render_fixed(&rounded, precision, alt)
}

/// Renders a value with `precision` fraction digits (it has no digits below them).
fn render_fixed(value: &Decimal, precision: usize, alt: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(value.exp.max(0) as usize + precision + 2);
    for place in (0..=value.exp.max(0)).rev() {
        push_digit(&mut out, value.digit_at(place));
    }
    if precision > 0 || alt {
        out.push(b'.');
    }
    for place in 1..=precision as i64 {
        push_digit(&mut out, value.digit_at(-place));
    }
    out
}

/// `%e`: the value in scientific notation with `precision` fraction digits.
pub fn exponent(value: Binary, precision: usize, alt: bool, upper: bool) -> Vec<u8> {
    let (rounded, _) = significant(value, precision as i64 + 1);
    render_exponent(&rounded, precision, alt, upper)
}

/// Renders a value as `d.ddde±XX` (it has no digits below the last printed one).
fn render_exponent(value: &Decimal, precision: usize, alt: bool, upper: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(precision + 8);
    push_digit(&mut out, value.digit_at(value.exp));
    if precision > 0 || alt {
        out.push(b'.');
    }
    for offset in 1..=precision as i64 {
        push_digit(&mut out, value.digit_at(value.exp - offset));
    }
    out.push(if upper { b'E' } else { b'e' });
    out.push(if value.exp < 0 { b'-' } else { b'+' });
    let magnitude = value.exp.unsigned_abs();
    if magnitude < 10 {
        out.push(b'0');
    }
    out.extend_from_slice(magnitude.to_string().as_bytes());
    out
}

/// `%g`: `precision` significant digits (0 means 1), in fixed notation when
/// the decimal exponent X after rounding satisfies -4 <= X < precision, else
/// in scientific notation; without `#`, trailing fraction zeros (and a bare
/// decimal point) are removed.
///
/// One glibc deviation: when the value, before rounding, has all its digits
/// before the point (X = precision - 1) and rounding carries into a new
/// digit, glibc drops the fraction zeros even with `#` (`%#.2g` of 99.5 is
/// `1.e+02`, not `1.0e+02`).
pub fn general(value: Binary, precision: usize, alt: bool, upper: bool) -> Vec<u8> {
    let count = precision.max(1) as i64;
    let (rounded, exp_before) = significant(value, count);
    let exp = rounded.exp;
    if alt && exp_before == count - 1 && exp == count {
        return render_exponent(&rounded, 0, alt, upper);
    }
    // Without `#`, only the fraction digits up to the last nonzero one stay.
    let trim = |kept: i64, nonzero: i64| if alt { kept } else { kept.min(nonzero) };
    if exp < count && exp >= -4 {
        let fraction = trim(count - 1 - exp, rounded.len() - 1 - exp);
        render_fixed(&rounded, fraction.max(0) as usize, alt)
    } else {
        let fraction = trim(count - 1, rounded.len() - 1);
        render_exponent(&rounded, fraction.max(0) as usize, alt, upper)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(bytes: Vec<u8>) -> String {
        String::from_utf8(bytes).unwrap_or_default()
    }

    fn bin(mant: u64, exp2: i32) -> Binary {
        Binary { mant, exp2 }
    }

    #[test]
    fn exact_expansion_of_small_binary_fractions() {
        assert_eq!(text(fixed(bin(1, -3), 10, false)), "0.1250000000");
        assert_eq!(text(fixed(bin(3, 70), 0, false)), "3541774862152233910272");
        assert_eq!(text(exponent(bin(1, -3), 0, false, false)), "1e-01");
    }

    #[test]
    fn ties_round_to_even() {
        assert_eq!(text(fixed(bin(5, -1), 0, false)), "2");
        assert_eq!(text(fixed(bin(3, -1), 0, false)), "2");
        assert_eq!(text(fixed(bin(1, -1), 0, false)), "0");
        assert_eq!(text(fixed(bin(1, -3), 2, false)), "0.12");
        assert_eq!(text(fixed(bin(3, -3), 2, false)), "0.38");
        assert_eq!(text(exponent(bin(25, 0), 0, false, false)), "2e+01");
        assert_eq!(text(exponent(bin(35, 0), 0, false, false)), "4e+01");
    }

    #[test]
    fn sticky_digits_break_ties() {
        // 0.5 + 2^-60 rounds up at precision 0 though its first dropped digit is 5.
        assert_eq!(text(fixed(bin((1 << 59) + 1, -60), 0, false)), "1");
        assert_eq!(text(fixed(bin(1, -70), 3, false)), "0.000");
    }

    #[test]
    fn rounding_above_the_leading_digit() {
        assert_eq!(text(fixed(bin(3, -13), 2, false)), "0.00");
        assert_eq!(text(fixed(bin(7, -3), 0, false)), "1");
    }

    #[test]
    fn carries_through_nines() {
        assert_eq!(text(exponent(bin(999_999, 0), 2, false, false)), "1.00e+06");
        assert_eq!(text(general(bin(999_999, 0), 3, false, true)), "1E+06");
        assert_eq!(text(fixed(bin(1999, -1), 0, false)), "1000");
    }

    #[test]
    fn huge_precision_pads_exact_digits_with_zeros() {
        let out = text(fixed(bin(1, -2), 1000, false));
        assert_eq!(out.len(), 1002);
        assert!(out.starts_with("0.2500"));
        let out = text(exponent(bin(3, 0), 500, false, false));
        assert!(out.starts_with("3.000") && out.ends_with("0e+00"));
    }

    #[test]
    fn general_strips_zeros_unless_alt() {
        assert_eq!(text(general(bin(1, -1), 6, false, false)), "0.5");
        assert_eq!(text(general(bin(1, -1), 6, true, false)), "0.500000");
        assert_eq!(text(general(bin(0, 0), 0, false, false)), "0");
        assert_eq!(text(exponent(bin(0, 0), 0, true, false)), "0.e+00");
    }

    #[test]
    fn general_alt_carry_out_of_fixed_drops_zeros() {
        assert_eq!(text(general(bin(199, -1), 2, true, false)), "1.e+02");
        assert_eq!(text(general(bin(199, -1), 3, true, false)), "99.5");
        assert_eq!(text(general(bin(199, -1), 2, false, false)), "1e+02");
    }

    #[test]
    fn exponent_bound_is_a_close_lower_bound() {
        for exp2 in (-16_445..16_384).step_by(397) {
            for mant in [1, 3, u64::MAX] {
                let value = bin(mant, exp2);
                let (_, exp) = significant(value, 1);
                let lower = value.exp10_lower_bound();
                assert!(lower <= exp && exp <= lower + 2, "{mant} × 2^{exp2}");
            }
        }
    }
}
