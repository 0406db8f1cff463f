//! Decimal text of floating-point values, for traces and reports (not for
//! `.ll` output, which `syntax::print` writes).

use super::{UnsupportedFloat, load, with_format};
use crate::syntax::FloatKind;
use rustc_apfloat::Float;

/// A short decimal that reads back as exactly `bits` (APFloat's notation:
/// `1.5`, `100`, `1.0E+10`, `-0`), `+Inf`/`-Inf`, or `NaN(0x…)` with the bit
/// pattern, since NaN payloads matter to llsem. It is the fewest digits with
/// which APFloat's printer round-trips; that printer rounds its last digit
/// approximately, so this can be a digit longer than the true shortest.
pub fn to_decimal_string(kind: FloatKind, bits: u128) -> Result<String, UnsupportedFloat> {
    with_format!(kind, F => shortest::<F>(bits))
}

fn shortest<F: Float>(bits: u128) -> String {
    let x = load::<F>(bits);
    if x.is_nan() {
        return format!("NaN({:#x})", x.to_bits());
    }
    if !x.is_finite_non_zero() {
        return x.to_string();
    }
    // APFloat's default digit count always reads back; fewer often do.
    let most = 2 + F::PRECISION * 59 / 196;
    (1..most)
        .map(|digits| format!("{x:.digits$}"))
        .find(|text| text.parse::<F>().is_ok_and(|y| y.bitwise_eq(x)))
        .unwrap_or_else(|| x.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(kind: FloatKind, bits: u128) -> String {
        to_decimal_string(kind, bits).unwrap()
    }

    #[test]
    fn shortest_round_trip_text() {
        let f = |x: f32| text(FloatKind::Float, x.to_bits().into());
        assert_eq!(f(0.1), "0.1");
        assert_eq!(f(1.5), "1.5");
        assert_eq!(f(-2.0), "-2");
        assert_eq!(f(f32::INFINITY), "+Inf");
        assert_eq!(f(-0.0), "-0");
        assert_eq!(f(16777216.0), "16777216");
        let d = |x: f64| text(FloatKind::Double, x.to_bits().into());
        assert_eq!(d(0.1), "0.1");
        assert_eq!(d(1e300), "1.0E+300");
        assert_eq!(d(f64::from_bits(1)), "5.0E-324");
        assert_eq!(text(FloatKind::Float, 0x7fc0_0000), "NaN(0x7fc00000)");
        assert_eq!(text(FloatKind::X86Fp80, 0x3FFF_8000_0000_0000_0000), "1");
        assert!(to_decimal_string(FloatKind::PpcFp128, 0).is_err());
    }

    #[test]
    fn text_reads_back_exactly() {
        let mut rng = crate::xorshift::XorShift(0x2545_F491_4F6C_DD1D);
        for _ in 0..100 {
            let state = rng.next();
            let x = f64::from_bits(state);
            if x.is_finite() {
                let t = text(FloatKind::Double, x.to_bits().into());
                assert_eq!(t.parse::<f64>().map(f64::to_bits), Ok(x.to_bits()), "{t}");
                // At most one digit longer than Rust's shortest text.
                let rust = format!("{x:e}");
                let digits = |s: &str| {
                    let mantissa = s.split(['e', 'E']).next().unwrap_or("");
                    let all: String = mantissa.chars().filter(char::is_ascii_digit).collect();
                    all.trim_matches('0').len()
                };
                assert!(digits(&t) <= digits(&rust) + 1, "{t} vs {rust}");
            }
        }
    }
}
