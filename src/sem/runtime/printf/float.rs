//! The float conversions of printf (`%f %e %g %a` and upper-case forms) on
//! raw `double` and x86 `long double` (x86_fp80) bit patterns, as glibc
//! prints them, including its readings of x86_fp80's non-canonical encodings.

use super::Field;
use super::decimal::{self, Binary};
use super::spec::{Flags, FloatStyle};

/// A decoded floating-point argument.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FloatArg {
    /// The sign bit (printed for NaN too, as glibc does).
    pub negative: bool,
    /// What the value is.
    pub class: FloatClass,
}

/// The value of a floating-point argument, apart from its sign.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FloatClass {
    /// An infinity.
    Infinite,
    /// Not a number; the payload is never printed.
    Nan,
    /// A finite value (zero included).
    Finite {
        /// The value for the decimal notations: `mant × 2^exp2`.
        mant: u64,
        /// The binary exponent of `mant`.
        exp2: i32,
        /// The digits `%a` prints (glibc's choice of leading digit per format).
        hex: HexDigits,
    },
}

/// A value as `%a` writes it: `leading.fraction × 2^exp`, in hex digits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HexDigits {
    /// The digit before the point (0–15).
    leading: u8,
    /// The digits after the point (0–15 each), all of the format's bits.
    fraction: Vec<u8>,
    /// The binary exponent.
    exp: i32,
}

/// Bits of `double`'s stored fraction.
const F64_FRACTION_BITS: u32 = 52;
/// `double`'s exponent bias.
const F64_BIAS: i32 = 1023;
/// The binary exponent of `double`'s subnormals' least significant bit.
const F64_SUBNORMAL_EXP2: i32 = 1 - F64_BIAS - F64_FRACTION_BITS as i32;
/// `long double`'s exponent bias.
const F80_BIAS: i32 = 16383;
/// The binary exponent of x86_fp80's denormals' least significant bit.
const F80_DENORMAL_EXP2: i32 = 1 - F80_BIAS - 63;
/// x86_fp80's explicit integer bit.
const F80_INTEGER_BIT: u64 = 1 << 63;

/// The `count` hex digits of the low `4 × count` bits of `bits`, most significant first.
fn nibbles(bits: u64, count: u32) -> Vec<u8> {
    (0..count)
        .rev()
        .map(|index| ((bits >> (4 * index)) & 0xf) as u8)
        .collect()
}

/// The `%a` digits of zero (glibc prints `0x0p+0`).
fn hex_zero(fraction_digits: u32) -> HexDigits {
    HexDigits {
        leading: 0,
        fraction: vec![0; fraction_digits as usize],
        exp: 0,
    }
}

/// Decodes the raw bits of an IEEE `double`.
pub fn decode_f64(bits: u64) -> FloatArg {
    let negative = bits >> 63 != 0;
    let biased = ((bits >> F64_FRACTION_BITS) & 0x7ff) as i32;
    let fraction = bits & ((1 << F64_FRACTION_BITS) - 1);
    let digits = F64_FRACTION_BITS / 4;
    let class = match (biased, fraction) {
        (0x7ff, 0) => FloatClass::Infinite,
        (0x7ff, _) => FloatClass::Nan,
        (0, 0) => FloatClass::Finite {
            mant: 0,
            exp2: 0,
            hex: hex_zero(digits),
        },
        (0, _) => FloatClass::Finite {
            mant: fraction,
            exp2: F64_SUBNORMAL_EXP2,
            hex: HexDigits {
                leading: 0,
                fraction: nibbles(fraction, digits),
                exp: 1 - F64_BIAS,
            },
        },
        _ => FloatClass::Finite {
            mant: fraction | (1 << F64_FRACTION_BITS),
            exp2: biased - F64_BIAS - F64_FRACTION_BITS as i32,
            hex: HexDigits {
                leading: 1,
                fraction: nibbles(fraction, digits),
                exp: biased - F64_BIAS,
            },
        },
    };
    FloatArg { negative, class }
}

/// Decodes the low 80 bits of `bits` as an x86_fp80 `long double`.
///
/// glibc (2.33 and later) prints unnormals, pseudo-infinities and
/// pseudo-NaNs as NaN. A pseudo-denormal (zero exponent, integer bit set)
/// prints in `%a` from its raw bits, but the decimal notations see its
/// value without the integer bit, or 2^-16382 if nothing else is set.
pub fn decode_f80(bits: u128) -> FloatArg {
    let mant = bits as u64;
    let sign_exp = (bits >> 64) as u16;
    let negative = sign_exp >> 15 != 0;
    let biased = i32::from(sign_exp & 0x7fff);
    let integer_bit = mant & F80_INTEGER_BIT != 0;
    // %a prints the top nibble before the point and the other 60 bits after it.
    let hex = |exp| HexDigits {
        leading: (mant >> 60) as u8,
        fraction: nibbles(mant, 15),
        exp,
    };
    let class = if biased == 0x7fff {
        if mant == F80_INTEGER_BIT {
            FloatClass::Infinite
        } else {
            FloatClass::Nan
        }
    } else if biased != 0 && !integer_bit {
        FloatClass::Nan
    } else if biased == 0 && mant == 0 {
        FloatClass::Finite {
            mant: 0,
            exp2: 0,
            hex: hex_zero(15),
        }
    } else if biased == 0 {
        let low = mant & !F80_INTEGER_BIT;
        let decimal_mant = if low == 0 { mant } else { low };
        FloatClass::Finite {
            mant: decimal_mant,
            exp2: F80_DENORMAL_EXP2,
            hex: hex(1 - F80_BIAS - 3),
        }
    } else {
        FloatClass::Finite {
            mant,
            exp2: biased - F80_BIAS - 63,
            hex: hex(biased - F80_BIAS - 3),
        }
    };
    FloatArg { negative, class }
}

/// How a left-justified float field is padded on the right.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LeftFill {
    /// With spaces, as always in glibc's fast path.
    Space,
    /// glibc's slow path, left-justified by a negative `*` width with the
    /// `0` flag: `%f %e %g` pad with zeros on the right, `%a` not at all,
    /// `inf`/`nan` with spaces.
    SlowPathZero,
}

/// The field for a float conversion of `arg`; `precision` is as written
/// (after `.*` resolution), `None` when absent.
pub fn float_field(
    arg: &FloatArg,
    style: FloatStyle,
    upper: bool,
    flags: Flags,
    precision: Option<usize>,
    fill: LeftFill,
) -> Field {
    let mut prefix = sign_prefix(arg.negative, flags);
    let (mant, exp2, hex) = match &arg.class {
        FloatClass::Infinite => return special_field(prefix, b"inf", upper),
        FloatClass::Nan => return special_field(prefix, b"nan", upper),
        FloatClass::Finite { mant, exp2, hex } => (*mant, *exp2, hex),
    };
    let alt = flags.alt;
    let body = match style {
        FloatStyle::Hex => {
            prefix.extend_from_slice(if upper { b"0X" } else { b"0x" });
            hex_body(hex, precision, alt, upper)
        }
        FloatStyle::Fixed => decimal::fixed(Binary { mant, exp2 }, precision.unwrap_or(6), alt),
        FloatStyle::Exponent => {
            decimal::exponent(Binary { mant, exp2 }, precision.unwrap_or(6), alt, upper)
        }
        FloatStyle::General => {
            decimal::general(Binary { mant, exp2 }, precision.unwrap_or(6), alt, upper)
        }
    };
    let right_fill = match (fill, style) {
        (LeftFill::Space, _) => Some(b' '),
        (LeftFill::SlowPathZero, FloatStyle::Hex) => None,
        (LeftFill::SlowPathZero, _) => Some(b'0'),
    };
    Field {
        prefix,
        body,
        zero_pad: flags.zero,
        right_fill,
    }
}

/// The sign glibc writes before a number: `-`, or `+`/space if asked for.
pub fn sign_prefix(negative: bool, flags: Flags) -> Vec<u8> {
    if negative {
        b"-".to_vec()
    } else if flags.plus {
        b"+".to_vec()
    } else if flags.space {
        b" ".to_vec()
    } else {
        Vec::new()
    }
}

/// The field for `inf`/`nan`: never zero-padded.
fn special_field(prefix: Vec<u8>, word: &[u8], upper: bool) -> Field {
    let body = if upper {
        word.to_ascii_uppercase()
    } else {
        word.to_vec()
    };
    Field::new(prefix, body, false)
}

/// `%a` after the `0x`: the digits rounded half-to-even to `precision`
/// fraction digits (all nonzero ones when absent), then `p±exp`.
fn hex_body(hex: &HexDigits, precision: Option<usize>, alt: bool, upper: bool) -> Vec<u8> {
    let mut rounded = hex.clone();
    let count = match precision {
        Some(count) => {
            round_hex(&mut rounded, count);
            count
        }
        None => {
            let nonzero = hex.fraction.iter().rposition(|&digit| digit != 0);
            nonzero.map_or(0, |index| index + 1)
        }
    };
    let digit = |value: u8| {
        let ch = char::from_digit(u32::from(value), 16).unwrap_or('0');
        if upper { ch.to_ascii_uppercase() } else { ch }
    };
    let mut body = String::with_capacity(count + 10);
    body.push(digit(rounded.leading));
    if count > 0 || alt {
        body.push('.');
    }
    body.extend((0..count).map(|index| digit(rounded.fraction.get(index).copied().unwrap_or(0))));
    body.push(if upper { 'P' } else { 'p' });
    body.push(if rounded.exp < 0 { '-' } else { '+' });
    body.push_str(&rounded.exp.unsigned_abs().to_string());
    body.into_bytes()
}

/// Rounds `hex` half-to-even to `count` fraction digits. A carry out of the
/// leading digit 0xf makes it 1 with the exponent raised by 4, as glibc does.
fn round_hex(hex: &mut HexDigits, count: usize) {
    if count >= hex.fraction.len() {
        return;
    }
    let dropped = hex.fraction.split_off(count);
    let next = dropped.first().copied().unwrap_or(0);
    let sticky = dropped.iter().skip(1).any(|&digit| digit != 0);
    let last = hex.fraction.last().copied().unwrap_or(hex.leading);
    if !(next > 8 || (next == 8 && (sticky || last % 2 == 1))) {
        return;
    }
    for digit in hex.fraction.iter_mut().rev() {
        if *digit < 0xf {
            *digit += 1;
            return;
        }
        *digit = 0;
    }
    if hex.leading < 0xf {
        hex.leading += 1;
    } else {
        hex.leading = 1;
        hex.exp += 4;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex_text(bits: u64, precision: Option<usize>) -> String {
        let arg = decode_f64(bits);
        let FloatClass::Finite { hex, .. } = arg.class else {
            return String::from("special");
        };
        String::from_utf8(hex_body(&hex, precision, false, false)).unwrap_or_default()
    }

    #[test]
    fn decodes_double_classes() {
        assert_eq!(
            decode_f64(f64::INFINITY.to_bits()).class,
            FloatClass::Infinite
        );
        assert_eq!(decode_f64(f64::NAN.to_bits()).class, FloatClass::Nan);
        assert!(decode_f64((-0.0f64).to_bits()).negative);
        let FloatClass::Finite { mant, exp2, .. } = decode_f64(1.5f64.to_bits()).class else {
            panic!("1.5 is finite");
        };
        assert_eq!((mant, exp2), (3 << 51, -52));
    }

    #[test]
    fn hex_digits_of_doubles() {
        assert_eq!(hex_text(1.5f64.to_bits(), None), "1.8p+0");
        assert_eq!(hex_text(0.0f64.to_bits(), None), "0p+0");
        assert_eq!(hex_text(1, None), "0.0000000000001p-1022");
        assert_eq!(hex_text(1.5f64.to_bits(), Some(0)), "2p+0");
        assert_eq!(hex_text(2.5f64.to_bits(), Some(0)), "1p+1");
    }

    #[test]
    fn long_double_classes_follow_glibc() {
        let f80 =
            |sign_exp: u16, mant: u64| decode_f80((u128::from(sign_exp) << 64) | u128::from(mant));
        assert_eq!(f80(0x7fff, F80_INTEGER_BIT).class, FloatClass::Infinite);
        assert_eq!(f80(0x7fff, 0).class, FloatClass::Nan);
        assert_eq!(f80(0x3fff, 1 << 62).class, FloatClass::Nan);
        let FloatClass::Finite { mant, exp2, .. } = f80(0, F80_INTEGER_BIT | 1).class else {
            panic!("a pseudo-denormal is finite");
        };
        assert_eq!((mant, exp2), (1, F80_DENORMAL_EXP2));
    }

    #[test]
    fn hex_carry_out_of_leading_f() {
        let mut hex = HexDigits {
            leading: 0xf,
            fraction: vec![8, 0],
            exp: 0,
        };
        round_hex(&mut hex, 0);
        assert_eq!((hex.leading, hex.exp), (1, 4));
    }
}
