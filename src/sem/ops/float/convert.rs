//! Conversions: `fptrunc`/`fpext` between any two formats, `fptoui`/`fptosi`
//! to integers of any width, and `uitofp`/`sitofp` from integers of any width.
//!
//! Float-to-float and integer-to-float round to nearest-even. Float-to-integer
//! truncates toward zero and gives `None` when the truncated value does not
//! fit the integer type (LangRef: the result is poison), including NaNs and
//! infinities. Integers wider than 128 bits are first reduced to their top
//! 127 bits with a sticky bit for the rest, which rounds exactly like the
//! whole number because every format has fewer than 126 significand bits.

use super::arith::decompose;
use super::{FloatResult, UnsupportedFloat, load, with_format};
use crate::apint::{ApInt, MAX_WIDTH};
use crate::syntax::FloatKind;
use rustc_apfloat::{Float, FloatConvert, Round};

/// `fptrunc` from `from` to the narrower `to`. A NaN result's choices are
/// [`super::nan_results_cast`].
pub fn fptrunc(from: FloatKind, to: FloatKind, x: u128) -> Result<FloatResult, UnsupportedFloat> {
    fpcast(from, to, x)
}

/// `fpext` from `from` to the wider `to` (exact for non-NaN values). A NaN
/// result's choices are [`super::nan_results_cast`].
pub fn fpext(from: FloatKind, to: FloatKind, x: u128) -> Result<FloatResult, UnsupportedFloat> {
    fpcast(from, to, x)
}

fn fpcast(from: FloatKind, to: FloatKind, x: u128) -> Result<FloatResult, UnsupportedFloat> {
    fpcast_r(from, to, x, Round::NearestTiesToEven)
}

/// A conversion between formats, rounded in `round`.
pub(super) fn fpcast_r(
    from: FloatKind,
    to: FloatKind,
    x: u128,
    round: Round,
) -> Result<FloatResult, UnsupportedFloat> {
    with_format!(from, S => with_format!(to, T => cast::<S, T>(x, round)))?
}

fn cast<S: Float + FloatConvert<T>, T: Float>(x: u128, round: Round) -> FloatResult {
    let v = load::<S>(x);
    if v.is_nan() {
        return FloatResult::Nan;
    }
    let converted: T = v.convert_r(round, &mut false).value;
    FloatResult::Value(converted.to_bits())
}

/// `fptoui` to `iW`: `x` truncated toward zero, or `None` (poison) if that
/// is not in `0..2^W` (also for NaN, infinities, and `W` outside
/// `1..=2^23`). `-0.5` converts to 0.
pub fn fptoui(kind: FloatKind, x: u128, width: u32) -> Result<Option<ApInt>, UnsupportedFloat> {
    with_format!(kind, F => to_int::<F>(x, width, false))
}

/// `fptosi` to `iW`: `x` truncated toward zero, or `None` (poison) if that
/// is not in `-2^(W-1)..2^(W-1)` (also for NaN, infinities, and `W` outside
/// `1..=2^23`).
pub fn fptosi(kind: FloatKind, x: u128, width: u32) -> Result<Option<ApInt>, UnsupportedFloat> {
    with_format!(kind, F => to_int::<F>(x, width, true))
}

/// `llvm.fptoui.sat`/`llvm.fptosi.sat` to `iW` (LangRef "'llvm.fptoui.sat.*'
/// Intrinsic"): `x` truncated toward zero, clamped to the range of `iW`
/// (unsigned or signed); NaN gives 0. Never poison.
pub fn fptoint_sat(
    kind: FloatKind,
    x: u128,
    width: u32,
    signed: bool,
) -> Result<ApInt, UnsupportedFloat> {
    with_format!(kind, F => {
        let v = load::<F>(x);
        match to_int::<F>(x, width, signed) {
            Some(r) => r,
            None if v.is_nan() => ApInt::zero(width),
            None => match (signed, v.is_negative()) {
                (false, true) => ApInt::zero(width),
                (false, false) => ApInt::all_ones(width),
                (true, true) => ApInt::signed_min(width),
                (true, false) => ApInt::signed_max(width),
            },
        }
    })
}

fn to_int<F: Float>(x: u128, width: u32, signed: bool) -> Option<ApInt> {
    if width == 0 || width > MAX_WIDTH {
        return None;
    }
    let v = load::<F>(x);
    if !v.is_finite() {
        return None;
    }
    let t = v.round_to_integral(Round::TowardZero).value;
    if t.is_zero() {
        return Some(ApInt::zero(width));
    }
    let negative = t.is_negative();
    let (m, e) = decompose(t);
    // |t| = m * 2^e is an integer: a negative `e` only drops zero bits.
    let (m, shift) = if e < 0 {
        (m >> -e, 0)
    } else {
        (m, e.unsigned_abs())
    };
    let len = 128 - m.leading_zeros() + shift;
    let fits = match (signed, negative) {
        (false, false) => len <= width,
        (false, true) => false,
        (true, false) => len < width,
        (true, true) => len < width || (len == width && m.is_power_of_two()),
    };
    if !fits {
        return None;
    }
    let magnitude = if len <= 128 {
        ApInt::from_u128(width, m << shift)
    } else {
        ApInt::from_limbs(width, &shifted_limbs(m, shift))
    };
    Some(if negative {
        magnitude.negate()
    } else {
        magnitude
    })
}

/// Little-endian limbs of `m * 2^shift`.
fn shifted_limbs(m: u128, shift: u32) -> Vec<u64> {
    let index = (shift / 64) as usize;
    let offset = shift % 64;
    let low = m << offset;
    let high = if offset == 0 { 0 } else { m >> (128 - offset) };
    let mut limbs = vec![0u64; index + 3];
    limbs[index] = low as u64;
    limbs[index + 1] = (low >> 64) as u64;
    limbs[index + 2] = high as u64;
    limbs
}

/// `uitofp`: the unsigned integer `v` rounded to `kind` (infinity if too
/// large).
pub fn uitofp(kind: FloatKind, v: &ApInt) -> Result<u128, UnsupportedFloat> {
    int_to_float(kind, v, false)
}

/// `sitofp`: the signed integer `v` rounded to `kind` (an infinity if too
/// large).
pub fn sitofp(kind: FloatKind, v: &ApInt) -> Result<u128, UnsupportedFloat> {
    int_to_float(kind, v, true)
}

fn int_to_float(kind: FloatKind, v: &ApInt, signed: bool) -> Result<u128, UnsupportedFloat> {
    int_to_float_r(kind, v, signed, Round::NearestTiesToEven)
}

/// The integer `v` (signed or not) rounded to `kind` in `round`.
pub(super) fn int_to_float_r(
    kind: FloatKind,
    v: &ApInt,
    signed: bool,
    round: Round,
) -> Result<u128, UnsupportedFloat> {
    let negative = signed && v.is_negative();
    let (top, shift) = if negative {
        rounding_bits(&v.negate())
    } else {
        rounding_bits(v)
    };
    // The magnitude of a negative number rounds the mirrored way.
    let magnitude_round = match (negative, round) {
        (true, Round::TowardPositive) => Round::TowardNegative,
        (true, Round::TowardNegative) => Round::TowardPositive,
        (_, r) => r,
    };
    with_format!(kind, F => {
        let magnitude = F::from_u128_r(top, magnitude_round).value.scalbn_r(shift, magnitude_round);
        if negative { -magnitude } else { magnitude }.to_bits()
    })
}

/// The unsigned value `v` as `top * 2^shift`, where `top` keeps the 127 most
/// significant bits and ORs every lower bit into its least significant bit
/// (a sticky bit): it rounds to any format exactly as `v` does.
fn rounding_bits(v: &ApInt) -> (u128, i32) {
    let len = v.active_bits();
    if len <= 128 {
        return (v.low_u128(), 0);
    }
    let shift = len - 127;
    let limbs = v.limbs();
    let limb = |i: usize| limbs.get(i).copied().map_or(0, u128::from);
    let index = (shift / 64) as usize;
    let offset = shift % 64;
    let window = limb(index) | limb(index + 1) << 64;
    let mut top = window >> offset;
    if offset != 0 {
        top |= limb(index + 2) << (128 - offset);
    }
    let below_mask = (1u64 << offset) - 1;
    let sticky = limbs.iter().take(index).any(|&l| l != 0) || limb(index) as u64 & below_mask != 0;
    // `shift` < 2^23 since widths are at most 2^23.
    (top | u128::from(sticky), shift as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(x: f32) -> u128 {
        x.to_bits().into()
    }

    fn d(x: f64) -> u128 {
        x.to_bits().into()
    }

    fn ui(kind: FloatKind, x: u128, w: u32) -> Option<String> {
        fptoui(kind, x, w).unwrap().map(|v| v.to_unsigned_decimal())
    }

    fn si(kind: FloatKind, x: u128, w: u32) -> Option<String> {
        fptosi(kind, x, w).unwrap().map(|v| v.to_signed_decimal())
    }

    fn s(text: &str) -> Option<String> {
        Some(text.to_string())
    }

    #[test]
    fn saturating_conversions_clamp_and_send_nan_to_zero() {
        let sat = |x: f64, w: u32, signed: bool| {
            let r = fptoint_sat(FloatKind::Double, d(x), w, signed).unwrap();
            if signed {
                r.to_signed_decimal()
            } else {
                r.to_unsigned_decimal()
            }
        };
        // LangRef's examples (on float; the same values as double).
        assert_eq!(sat(123.875, 8, false), "123");
        assert_eq!(sat(-5.75, 8, false), "0");
        assert_eq!(sat(377.0, 8, false), "255");
        assert_eq!(sat(f64::NAN, 8, false), "0");
        assert_eq!(sat(23.9, 8, true), "23");
        assert_eq!(sat(-130.0, 8, true), "-128");
        assert_eq!(sat(999.0, 8, true), "127");
        assert_eq!(sat(f64::NAN, 8, true), "0");
        assert_eq!(sat(f64::INFINITY, 1, false), "1");
        assert_eq!(sat(f64::NEG_INFINITY, 1, true), "-1");
        assert_eq!(sat(0.99, 1, true), "0");
        assert_eq!(sat(-0.0, 128, false), "0");
        assert_eq!(sat(1e300, 128, false), u128::MAX.to_string());
        assert_eq!(sat(-1e300, 128, true), i128::MIN.to_string());
        assert_eq!(sat(-1.5, 128, true), "-1");
    }

    #[test]
    fn fptoui_boundaries() {
        let k = FloatKind::Double;
        assert_eq!(ui(k, d(255.9), 8), s("255"));
        assert_eq!(ui(k, d(256.0), 8), None);
        assert_eq!(ui(k, d(-0.5), 8), s("0"));
        assert_eq!(ui(k, d(-0.0), 1), s("0"));
        assert_eq!(ui(k, d(-1.0), 8), None);
        assert_eq!(ui(k, d(1.9), 1), s("1"));
        assert_eq!(ui(k, d(2.0), 1), None);
        assert_eq!(ui(k, d(4294967295.5), 32), s("4294967295"));
        assert_eq!(ui(k, d(4294967296.0), 32), None);
        assert_eq!(ui(k, d(4294967296.0), 33), s("4294967296"));
        assert_eq!(ui(k, d(8589934592.0), 33), None);
        assert_eq!(
            ui(k, d(18446744073709549568.0), 64),
            s("18446744073709549568")
        );
        assert_eq!(ui(k, d(18446744073709551616.0), 64), None);
        assert_eq!(
            ui(k, d(18446744073709551616.0), 65),
            s("18446744073709551616")
        );
        assert_eq!(
            ui(k, d(2f64.powi(127)), 128),
            s("170141183460469231731687303715884105728")
        );
        assert_eq!(ui(k, d(2f64.powi(128)), 128), None);
        assert_eq!(ui(k, d(f64::INFINITY), 128), None);
        assert_eq!(ui(k, d(f64::NAN), 128), None);
        assert_eq!(ui(k, d(1.0), 0), None);
    }

    #[test]
    fn fptosi_boundaries() {
        let k = FloatKind::Double;
        assert_eq!(si(k, d(-0.99), 1), s("0"));
        assert_eq!(si(k, d(-1.0), 1), s("-1"));
        assert_eq!(si(k, d(1.0), 1), None);
        assert_eq!(si(k, d(127.99), 8), s("127"));
        assert_eq!(si(k, d(128.0), 8), None);
        assert_eq!(si(k, d(-128.9), 8), s("-128"));
        assert_eq!(si(k, d(-129.0), 8), None);
        assert_eq!(si(k, d(-2147483648.0), 32), s("-2147483648"));
        assert_eq!(si(k, d(2147483648.0), 32), None);
        assert_eq!(si(k, d(2147483648.0), 33), s("2147483648"));
        assert_eq!(si(k, d(-4294967296.0), 33), s("-4294967296"));
        assert_eq!(si(k, d(-4294967297.0), 33), None);
        assert_eq!(
            si(k, d(-9223372036854775808.0), 64),
            s("-9223372036854775808")
        );
        assert_eq!(si(k, d(9223372036854775808.0), 64), None);
        assert_eq!(
            si(k, d(9223372036854775808.0), 65),
            s("9223372036854775808")
        );
        assert_eq!(
            si(k, d(-(2f64.powi(127))), 128),
            s("-170141183460469231731687303715884105728")
        );
        assert_eq!(si(k, d(2f64.powi(127)), 128), None);
        assert_eq!(si(k, d(f64::NEG_INFINITY), 64), None);
    }

    #[test]
    fn fptoi_wider_than_128_bits() {
        // fp128 2^200 + 2^100.
        let x = (0x3FFF_u128 + 200) << 112 | 1 << 12;
        let want = "1606938044258990275541962092342430253122431223184289538506752";
        assert_eq!(ui(FloatKind::Fp128, x, 256), s(want));
        assert_eq!(ui(FloatKind::Fp128, x, 201), s(want));
        assert_eq!(ui(FloatKind::Fp128, x, 200), None);
        assert_eq!(si(FloatKind::Fp128, x, 201), None);
        assert_eq!(
            si(FloatKind::Fp128, x | 1 << 127, 202),
            Some(format!("-{want}"))
        );
        // -2^255 fits i256 exactly.
        let min = (1 << 127) | (0x3FFF_u128 + 255) << 112;
        assert_eq!(
            si(FloatKind::Fp128, min, 256),
            s("-57896044618658097711785492504343953926634992332820282019728792003956564819968")
        );
        assert_eq!(si(FloatKind::Fp128, min & !(1 << 127), 256), None);
        assert_eq!(
            fptoui(FloatKind::Double, d(f64::MAX), 1024)
                .unwrap()
                .map(|v| v.active_bits()),
            Some(1024)
        );
        assert_eq!(fptoui(FloatKind::Double, d(f64::MAX), 1023).unwrap(), None);
    }

    #[test]
    fn fptoi_small_formats() {
        assert_eq!(ui(FloatKind::Half, 0x7bff, 16), s("65504"));
        assert_eq!(si(FloatKind::Half, 0x7bff, 16), None);
        assert_eq!(si(FloatKind::Half, 0xfbff, 17), s("-65504"));
        assert_eq!(si(FloatKind::Float, f(-2.5), 3), s("-2"));
        // x86_fp80 2^64 - 1 is exact.
        assert_eq!(
            ui(FloatKind::X86Fp80, 0x403E_FFFF_FFFF_FFFF_FFFF, 64),
            s("18446744073709551615")
        );
    }

    fn uf(v: &ApInt) -> f32 {
        f32::from_bits(uitofp(FloatKind::Float, v).unwrap() as u32)
    }

    fn ud(v: &ApInt) -> f64 {
        f64::from_bits(uitofp(FloatKind::Double, v).unwrap() as u64)
    }

    fn sd(v: &ApInt) -> f64 {
        f64::from_bits(sitofp(FloatKind::Double, v).unwrap() as u64)
    }

    fn sf(v: &ApInt) -> f32 {
        f32::from_bits(sitofp(FloatKind::Float, v).unwrap() as u32)
    }

    /// `2^a + 2^b + ...` as an iW.
    fn pow2s(width: u32, exps: &[u32]) -> ApInt {
        let mut limbs = vec![0u64; width.div_ceil(64) as usize];
        for &e in exps {
            limbs[(e / 64) as usize] |= 1 << (e % 64);
        }
        ApInt::from_limbs(width, &limbs)
    }

    #[test]
    fn itofp_small_widths() {
        assert_eq!(
            uf(&ApInt::from_u128(64, u64::MAX.into())),
            18446744073709551616.0
        );
        assert_eq!(
            ud(&ApInt::from_u128(64, u64::MAX.into())),
            18446744073709551616.0
        );
        assert_eq!(ud(&ApInt::from_u128(128, u128::MAX)), 2f64.powi(128));
        assert_eq!(uf(&ApInt::from_u128(128, u128::MAX)), f32::INFINITY);
        assert_eq!(sd(&ApInt::from_u128(128, u128::MAX)), -1.0);
        assert_eq!(sd(&ApInt::from_u128(1, 1)), -1.0);
        assert_eq!(ud(&ApInt::from_u128(1, 1)), 1.0);
        assert_eq!(sd(&ApInt::from_i128(8, -128)), -128.0);
        assert_eq!(sd(&ApInt::zero(33)).to_bits(), 0);
        // 2^24 + 1 is a tie in float: even is 2^24; 2^24 + 3 rounds up.
        assert_eq!(uf(&ApInt::from_u128(32, (1 << 24) + 1)), 16777216.0);
        assert_eq!(uf(&ApInt::from_u128(32, (1 << 24) + 3)), 16777220.0);
        assert_eq!(sf(&ApInt::from_i128(32, -(1 << 24) - 3)), -16777220.0);
        for x in [
            0u64,
            1,
            3,
            u64::MAX,
            1 << 53,
            (1 << 53) + 1,
            0x8000_0000_0000_0401,
            12345678901234567,
        ] {
            assert_eq!(ud(&ApInt::from_u128(64, x.into())), x as f64, "{x}");
            assert_eq!(uf(&ApInt::from_u128(64, x.into())), x as f32, "{x}");
            assert_eq!(sd(&ApInt::from_u128(64, x.into())), x as i64 as f64, "{x}");
        }
    }

    #[test]
    fn itofp_wide_integers_round_correctly() {
        // i256 into float: 2^127 + 2^103 is a tie (24 bits): even is 2^127.
        assert_eq!(uf(&pow2s(256, &[127, 103])), 2f32.powi(127));
        assert_eq!(
            uf(&pow2s(256, &[127, 103, 0])),
            2f32.powi(127) + 2f32.powi(104)
        );
        assert_eq!(uf(&pow2s(256, &[128])), f32::INFINITY);
        assert_eq!(sf(&pow2s(256, &[255])), f32::NEG_INFINITY);
        // i256 into double: 2^200 + 2^147 is a tie (53 bits): even is 2^200;
        // any lower bit breaks the tie upward.
        assert_eq!(ud(&pow2s(256, &[200])), 2f64.powi(200));
        assert_eq!(ud(&pow2s(256, &[200, 147])), 2f64.powi(200));
        assert_eq!(
            ud(&pow2s(256, &[200, 147, 0])),
            2f64.powi(200) + 2f64.powi(148)
        );
        assert_eq!(
            ud(&pow2s(256, &[200, 147, 60])),
            2f64.powi(200) + 2f64.powi(148)
        );
        assert_eq!(
            ud(&pow2s(256, &[200, 148, 147])),
            2f64.powi(200) + 2f64.powi(149)
        );
        // i256 all ones: 2^256 - 1 unsigned, -1 signed.
        let ones = ApInt::all_ones(256);
        assert_eq!(ud(&ones), 2f64.powi(256));
        assert_eq!(sd(&ones), -1.0);
        assert_eq!(sf(&ones), -1.0);
        // i256 minimum.
        assert_eq!(sd(&pow2s(256, &[255])), -(2f64.powi(255)));
        assert_eq!(ud(&pow2s(256, &[255])), 2f64.powi(255));
        // 2^129 - 1 as float (i130): rounds up to 2^129, beyond float range.
        let big = ApInt::from_limbs(130, &[u64::MAX, u64::MAX, 1]);
        assert_eq!(uf(&big), f32::INFINITY);
        assert_eq!(ud(&big), 2f64.powi(129));
        // Just below float max + half ulp stays finite.
        let below = ApInt::from_limbs(200, &[0, 0xFFFF_FF7F_FFFF_FFFF, 0]);
        assert_eq!(uf(&below), f32::MAX);
        // Beyond every format: infinity.
        assert_eq!(ud(&pow2s(2048, &[1500])), f64::INFINITY);
        let quad = uitofp(FloatKind::Fp128, &pow2s(2048, &[1500])).unwrap();
        assert_eq!(quad, (0x3FFF_u128 + 1500) << 112);
        let neg = ApInt::from_limbs(2048, &[1]).negate();
        assert_eq!(sd(&neg), -1.0);
    }

    #[test]
    fn float_to_float() {
        let v = FloatResult::Value;
        assert_eq!(
            fptrunc(FloatKind::Double, FloatKind::Float, d(16777217.0)),
            Ok(v(f(16777216.0)))
        );
        assert_eq!(
            fptrunc(FloatKind::Double, FloatKind::Half, d(1e300)),
            Ok(v(0x7c00))
        );
        assert_eq!(
            fptrunc(FloatKind::Double, FloatKind::Half, d(-1e-300)),
            Ok(v(0x8000))
        );
        assert_eq!(
            fptrunc(FloatKind::Float, FloatKind::BFloat, f(1.0 + 1.0 / 256.0)),
            Ok(v(0x3f80))
        );
        assert_eq!(
            fptrunc(FloatKind::Float, FloatKind::BFloat, f(1.0 + 3.0 / 256.0)),
            Ok(v(0x3f82))
        );
        assert_eq!(
            fpext(FloatKind::Float, FloatKind::Double, f(3.125)),
            Ok(v(d(3.125)))
        );
        assert_eq!(
            fpext(FloatKind::Double, FloatKind::Fp128, d(3.125)),
            Ok(v(0x4000_9000_0000_0000_0000_0000_0000_0000))
        );
        assert_eq!(
            fpext(FloatKind::Float, FloatKind::Double, 0x7f80_0001),
            Ok(FloatResult::Nan)
        );
        assert!(fpext(FloatKind::Double, FloatKind::PpcFp128, 0).is_err());
        assert!(fpext(FloatKind::PpcFp128, FloatKind::Double, 0).is_err());
    }
}
