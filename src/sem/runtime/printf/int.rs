//! The integer-like conversions of printf (`%d %i %u %o %x %X %b %B %p`),
//! as glibc writes them: precision as a minimum digit count, the `#`
//! prefixes, and signs only for signed conversions and pointers.

use super::Field;
use super::float::sign_prefix;
use super::spec::Flags;

/// The value of `raw`'s low `bits` bits as a two's-complement number:
/// whether it is negative, and its magnitude.
pub fn signed_magnitude(raw: u64, bits: u32) -> (bool, u64) {
    let shift = 64 - bits.clamp(1, 64);
    let value = ((raw << shift) as i64) >> shift;
    (value < 0, value.unsigned_abs())
}

/// `raw` truncated to its low `bits` bits.
pub fn truncate(raw: u64, bits: u32) -> u64 {
    if bits >= 64 {
        raw
    } else {
        raw & ((1 << bits) - 1)
    }
}

/// The digits of `value` in `base` (2, 8, 10 or 16), at least `precision`
/// of them; no digits at all for zero at precision zero.
fn digits(value: u64, base: u32, upper: bool, precision: Option<usize>) -> Vec<u8> {
    let mut out = Vec::new();
    let mut rest = value;
    while rest != 0 {
        let digit = (rest % u64::from(base)) as u32;
        let ch = char::from_digit(digit, base).unwrap_or('0');
        // ASCII digits are one byte each.
        out.push(if upper { ch.to_ascii_uppercase() } else { ch } as u8);
        rest /= u64::from(base);
    }
    let min = precision.unwrap_or(1);
    if out.len() < min {
        out.resize(min, b'0');
    }
    out.reverse();
    out
}

/// `%d`/`%i`: a signed integer in decimal.
pub fn signed_field(
    negative: bool,
    magnitude: u64,
    flags: Flags,
    precision: Option<usize>,
) -> Field {
    Field::new(
        sign_prefix(negative, flags),
        digits(magnitude, 10, false, precision),
        flags.zero && precision.is_none(),
    )
}

/// `%u %o %x %X %b %B`: an unsigned integer; `#` puts a `0` before octal
/// digits and `0x`/`0b` before nonzero hex and binary ones.
pub fn unsigned_field(
    value: u64,
    base: u32,
    upper: bool,
    flags: Flags,
    precision: Option<usize>,
) -> Field {
    let mut body = digits(value, base, upper, precision);
    let mut prefix = Vec::new();
    if flags.alt {
        match base {
            8 if body.first() != Some(&b'0') => body.insert(0, b'0'),
            16 | 2 if value != 0 => {
                prefix.push(b'0');
                let letter = if base == 16 { b'x' } else { b'b' };
                prefix.push(if upper {
                    letter.to_ascii_uppercase()
                } else {
                    letter
                });
            }
            _ => {}
        }
    }
    Field::new(prefix, body, flags.zero && precision.is_none())
}

/// `%p`: `(nil)` for null (whatever the precision), otherwise like `%#lx`
/// but with the `+` and space flags honoured.
pub fn pointer_field(addr: u64, flags: Flags, precision: Option<usize>) -> Field {
    if addr == 0 {
        return Field::new(Vec::new(), b"(nil)".to_vec(), false);
    }
    let mut prefix = sign_prefix(false, flags);
    prefix.extend_from_slice(b"0x");
    Field::new(
        prefix,
        digits(addr, 16, false, precision),
        flags.zero && precision.is_none(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sign_extension_at_each_width() {
        assert_eq!(signed_magnitude(0x80, 8), (true, 128));
        assert_eq!(signed_magnitude(0x7f, 8), (false, 127));
        assert_eq!(signed_magnitude(0x1_0000, 16), (false, 0));
        assert_eq!(signed_magnitude(u64::MAX, 64), (true, 1));
        assert_eq!(signed_magnitude(1 << 63, 64), (true, 1 << 63));
        assert_eq!(signed_magnitude(1, 1), (true, 1));
    }

    #[test]
    fn truncation_keeps_low_bits() {
        assert_eq!(truncate(0x1ff, 8), 0xff);
        assert_eq!(truncate(u64::MAX, 64), u64::MAX);
        assert_eq!(truncate(u64::MAX, 32), 0xffff_ffff);
    }

    #[test]
    fn zero_at_precision_zero_has_no_digits() {
        assert!(digits(0, 10, false, Some(0)).is_empty());
        assert_eq!(digits(0, 10, false, None), b"0");
        assert_eq!(digits(255, 16, true, Some(4)), b"00FF");
    }
}
