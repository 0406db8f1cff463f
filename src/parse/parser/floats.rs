//! Floating-point literals to bit patterns, following LLVM's reading
//! (LangRef "Simple Constants"): decimal and `0x` literals denote a `double`,
//! which `half`, `bfloat` and `float` constants must represent exactly; the
//! `0xH`/`0xR`/`0xK`/`0xL`/`0xM` forms give the raw bits of one format each.

use rustc_apfloat::ieee::{BFloat, Double, Half, Single};
use rustc_apfloat::{Float, FloatConvert, Round};

use crate::parse::lexer::FloatLit;
use crate::syntax::FloatKind;

/// The bits of `lit` as a constant of format `kind`, or why it is not one.
/// `text` is the literal as written, for messages.
pub(super) fn float_bits(kind: FloatKind, lit: &FloatLit, text: &str) -> Result<u128, String> {
    match lit {
        FloatLit::Decimal(s) => {
            let d = Double::from_str_r(s, Round::NearestTiesToEven)
                .map_err(|_| format!("invalid floating-point constant {text}"))?
                .value;
            from_double(kind, d, text)
        }
        FloatLit::HexDouble(digits) => {
            let bits = hex_value(digits, 64, text)?;
            from_double(kind, Double::from_bits(bits), text)
        }
        FloatLit::HexRaw { prefix, digits } => {
            let (want, bits) = match prefix {
                'H' => (FloatKind::Half, hex_value(digits, 16, text)?),
                'R' => (FloatKind::BFloat, hex_value(digits, 16, text)?),
                'K' => (FloatKind::X86Fp80, hex_value(digits, 80, text)?),
                'L' => (FloatKind::Fp128, hex_pair(digits, text)?),
                _ => (FloatKind::PpcFp128, hex_pair(digits, text)?),
            };
            if want != kind {
                return Err(format!(
                    "floating-point constant {text} has type '{}', not '{}'",
                    want.keyword(),
                    kind.keyword()
                ));
            }
            Ok(bits)
        }
    }
}

/// The value of hex digits that must fit in `bits` bits.
fn hex_value(digits: &str, bits: u32, text: &str) -> Result<u128, String> {
    let significant = digits.trim_start_matches('0');
    let too_wide = || format!("hexadecimal constant {text} is wider than {bits} bits");
    if significant.len() > 32 {
        return Err(too_wide());
    }
    let v = if significant.is_empty() {
        0
    } else {
        u128::from_str_radix(significant, 16).map_err(|_| too_wide())?
    };
    if bits < 128 && v >> bits != 0 {
        return Err(too_wide());
    }
    Ok(v)
}

/// The bits of an `0xL`/`0xM` literal: LLVM reads the first 16 digits as
/// the low 64 bits and the next 16 as the high 64 bits.
fn hex_pair(digits: &str, text: &str) -> Result<u128, String> {
    if digits.len() > 32 {
        return Err(format!(
            "hexadecimal constant {text} is wider than 128 bits"
        ));
    }
    let split = digits.len().min(16);
    let (first, second) = digits.split_at(split);
    let lo = hex_value(first, 64, text)?;
    let hi = if second.is_empty() {
        0
    } else {
        hex_value(second, 64, text)?
    };
    Ok(lo | hi << 64)
}

/// A `double` value as a constant of format `kind`, which must hold it
/// exactly.
fn from_double(kind: FloatKind, d: Double, text: &str) -> Result<u128, String> {
    let inexact = || {
        format!(
            "floating-point constant {text} is not exactly representable as '{}'",
            kind.keyword()
        )
    };
    match kind {
        FloatKind::Double => Ok(d.to_bits()),
        FloatKind::Float => narrow::<Single>(d, 23, 32).ok_or_else(inexact),
        FloatKind::Half => narrow::<Half>(d, 10, 16).ok_or_else(inexact),
        FloatKind::BFloat => narrow::<BFloat>(d, 7, 16).ok_or_else(inexact),
        FloatKind::X86Fp80 | FloatKind::Fp128 | FloatKind::PpcFp128 => {
            let prefix = match kind {
                FloatKind::X86Fp80 => "0xK",
                FloatKind::Fp128 => "0xL",
                _ => "0xM",
            };
            Err(format!(
                "floating-point constant {text} does not have type '{}' (write its bits as {prefix}...)",
                kind.keyword()
            ))
        }
    }
}

/// `d` converted exactly to the narrower format `F` with `frac` fraction
/// bits and `width` bits in all; `None` if information would be lost. NaNs
/// keep their sign, quiet bit and payload (the dropped payload bits must be
/// zero), as LLVM does.
fn narrow<F: Float>(d: Double, frac: u32, width: u32) -> Option<u128>
where
    Double: FloatConvert<F>,
{
    if d.is_nan() {
        let bits = d.to_bits();
        let drop = 52 - frac;
        let payload = bits & ((1 << 52) - 1);
        if payload & ((1 << drop) - 1) != 0 {
            return None;
        }
        let sign = bits >> 63;
        let exp_mask = ((1u128 << (width - 1 - frac)) - 1) << frac;
        return Some(sign << (width - 1) | exp_mask | payload >> drop);
    }
    let mut loses_info = false;
    let r: F = d.convert(&mut loses_info).value;
    (!loses_info).then(|| r.to_bits())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dec(s: &str) -> FloatLit {
        FloatLit::Decimal(s.into())
    }

    #[test]
    fn decimal_literals() {
        assert_eq!(
            float_bits(FloatKind::Double, &dec("1.5e+10"), "").unwrap(),
            1.5e10f64.to_bits() as u128
        );
        assert_eq!(
            float_bits(FloatKind::Float, &dec("1.5"), "").unwrap(),
            1.5f32.to_bits() as u128
        );
        assert_eq!(
            float_bits(FloatKind::Float, &dec("-0.0"), "").unwrap(),
            0x8000_0000
        );
        assert_eq!(
            float_bits(FloatKind::Half, &dec("1.0"), "").unwrap(),
            0x3C00
        );
        assert_eq!(
            float_bits(FloatKind::BFloat, &dec("1.0"), "").unwrap(),
            0x3F80
        );
        assert_eq!(
            float_bits(FloatKind::Double, &dec("2."), "").unwrap(),
            2f64.to_bits() as u128
        );
        assert_eq!(
            float_bits(FloatKind::Double, &dec("0.1"), "").unwrap(),
            0.1f64.to_bits() as u128
        );
        let err = float_bits(FloatKind::Float, &dec("0.1"), "0.1").unwrap_err();
        assert_eq!(
            err,
            "floating-point constant 0.1 is not exactly representable as 'float'"
        );
        assert!(float_bits(FloatKind::X86Fp80, &dec("1.0"), "1.0").is_err());
    }

    #[test]
    fn hex_double_literals_convert_exactly() {
        let one = FloatLit::HexDouble("3FF0000000000000".into());
        assert_eq!(float_bits(FloatKind::Float, &one, "").unwrap(), 0x3F80_0000);
        assert_eq!(
            float_bits(FloatKind::Double, &one, "").unwrap(),
            0x3FF0_0000_0000_0000
        );
        // 0.1 as a double is not a float.
        let tenth = FloatLit::HexDouble("3FB999999999999A".into());
        assert!(float_bits(FloatKind::Float, &tenth, "").is_err());
        // A float NaN with payload, written as a double.
        let nan = FloatLit::HexDouble("7FF8000020000000".into());
        assert_eq!(float_bits(FloatKind::Float, &nan, "").unwrap(), 0x7FC0_0001);
        let snan = FloatLit::HexDouble("FFF0000020000000".into());
        assert_eq!(
            float_bits(FloatKind::Float, &snan, "").unwrap(),
            0xFF80_0001
        );
        assert!(
            float_bits(
                FloatKind::Float,
                &FloatLit::HexDouble("7FF8000000000001".into()),
                ""
            )
            .is_err()
        );
        assert!(
            float_bits(
                FloatKind::Double,
                &FloatLit::HexDouble("1FFFFFFFFFFFFFFFF".into()),
                ""
            )
            .is_err()
        );
        let inf = FloatLit::HexDouble("7FF0000000000000".into());
        assert_eq!(float_bits(FloatKind::Half, &inf, "").unwrap(), 0x7C00);
    }

    #[test]
    fn raw_hex_literals() {
        let raw = |p: char, d: &str| FloatLit::HexRaw {
            prefix: p,
            digits: d.into(),
        };
        assert_eq!(
            float_bits(FloatKind::Half, &raw('H', "3C00"), "").unwrap(),
            0x3C00
        );
        assert_eq!(
            float_bits(FloatKind::BFloat, &raw('R', "3F80"), "").unwrap(),
            0x3F80
        );
        assert_eq!(
            float_bits(FloatKind::X86Fp80, &raw('K', "3FFF8000000000000000"), "").unwrap(),
            0x3FFF_8000_0000_0000_0000
        );
        assert_eq!(
            float_bits(
                FloatKind::Fp128,
                &raw('L', "00000000000000003FFF000000000000"),
                ""
            )
            .unwrap(),
            0x3FFF_0000_0000_0000_0000_0000_0000_0000
        );
        assert_eq!(
            float_bits(
                FloatKind::PpcFp128,
                &raw('M', "3FF00000000000000000000000000000"),
                ""
            )
            .unwrap(),
            0x3FF0_0000_0000_0000
        );
        assert!(float_bits(FloatKind::Float, &raw('H', "3C00"), "").is_err());
        assert!(float_bits(FloatKind::Half, &raw('H', "13C00"), "").is_err());
        assert!(float_bits(FloatKind::X86Fp80, &raw('K', "13FFF8000000000000000"), "").is_err());
    }
}
