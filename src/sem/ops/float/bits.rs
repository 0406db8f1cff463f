//! Bit-level view of the floating-point formats: field layout, classification
//! (`llvm.is.fpclass`), the sign-bit operations (`fneg`, `llvm.fabs`,
//! `llvm.copysign`) and the fast-math `nnan`/`ninf` predicates.
//!
//! These never round and never touch NaN payloads. x86_fp80 patterns that
//! the x87 does not support follow LLVM's APFloat: pseudo-NaNs,
//! pseudo-infinities and unnormals (integer bit clear with a non-zero, non-max
//! exponent) are NaNs; pseudo-denormals (zero exponent, integer bit set) are
//! normal numbers of exponent 1.

use super::UnsupportedFloat;
use crate::syntax::FloatKind;

/// Where the fields of a format sit in its bit pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Layout {
    /// Total width in bits.
    pub bits: u32,
    /// Width of the biased exponent field.
    pub exp_bits: u32,
    /// Width of the stored significand (x86_fp80: 64, with its integer bit).
    pub sig_bits: u32,
    /// Whether the integer bit is stored (x86_fp80 only).
    pub explicit_int: bool,
}

impl Layout {
    /// The layout of `kind`.
    pub fn of(kind: FloatKind) -> Result<Layout, UnsupportedFloat> {
        let (bits, exp_bits, explicit_int) = match kind {
            FloatKind::Half => (16, 5, false),
            FloatKind::BFloat => (16, 8, false),
            FloatKind::Float => (32, 8, false),
            FloatKind::Double => (64, 11, false),
            FloatKind::X86Fp80 => (80, 15, true),
            FloatKind::Fp128 => (128, 15, false),
            FloatKind::PpcFp128 => return Err(UnsupportedFloat { kind }),
        };
        Ok(Layout {
            bits,
            exp_bits,
            sig_bits: bits - 1 - exp_bits,
            explicit_int,
        })
    }

    /// The sign bit.
    pub fn sign_mask(self) -> u128 {
        1 << (self.bits - 1)
    }

    /// The all-ones exponent field, in place.
    pub fn exp_mask(self) -> u128 {
        ((1u128 << self.exp_bits) - 1) << self.sig_bits
    }

    /// The stored significand field.
    pub fn sig_mask(self) -> u128 {
        (1u128 << self.sig_bits) - 1
    }

    /// The x86_fp80 integer bit (zero for the other formats).
    pub fn int_bit(self) -> u128 {
        if self.explicit_int {
            1 << (self.sig_bits - 1)
        } else {
            0
        }
    }

    /// Position of the quiet bit of NaNs (the top fraction bit).
    pub fn quiet_pos(self) -> u32 {
        self.sig_bits - 1 - u32::from(self.explicit_int)
    }

    /// The NaN payload field: the fraction bits below the quiet bit.
    pub fn payload_mask(self) -> u128 {
        (1u128 << self.quiet_pos()) - 1
    }

    /// Bits above the format's width cleared.
    pub fn clamp(self, bits: u128) -> u128 {
        bits & (self.sign_mask() | (self.sign_mask() - 1))
    }
}

/// The ten classes of `llvm.is.fpclass`, in the order of their mask bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FpClass {
    /// Signaling NaN (bit 0).
    SNan,
    /// Quiet NaN (bit 1).
    QNan,
    /// Negative infinity (bit 2).
    NegInf,
    /// Negative normal (bit 3).
    NegNormal,
    /// Negative subnormal (bit 4).
    NegSubnormal,
    /// Negative zero (bit 5).
    NegZero,
    /// Positive zero (bit 6).
    PosZero,
    /// Positive subnormal (bit 7).
    PosSubnormal,
    /// Positive normal (bit 8).
    PosNormal,
    /// Positive infinity (bit 9).
    PosInf,
}

impl FpClass {
    /// The `llvm.is.fpclass` test-mask bit of this class.
    pub fn mask(self) -> u32 {
        1 << self as u32
    }
}

/// The class of `bits` in format `kind`, as `llvm.is.fpclass` sees it.
pub fn fpclass(kind: FloatKind, bits: u128) -> Result<FpClass, UnsupportedFloat> {
    let layout = Layout::of(kind)?;
    Ok(classify(layout, bits))
}

/// `llvm.is.fpclass(bits, test)`: whether the class of `bits` is in `test`
/// (bits 10 and up of `test` are ignored).
pub fn is_fpclass(kind: FloatKind, bits: u128, test: u32) -> Result<bool, UnsupportedFloat> {
    Ok(fpclass(kind, bits)?.mask() & test != 0)
}

/// The class of a bit pattern of a known layout.
pub(crate) fn classify(layout: Layout, bits: u128) -> FpClass {
    let neg = bits & layout.sign_mask() != 0;
    let exp = (bits & layout.exp_mask()) >> layout.sig_bits;
    let sig = bits & layout.sig_mask();
    let exp_max = (1u128 << layout.exp_bits) - 1;
    let int_bit = layout.int_bit();
    let fraction = sig & !int_bit;
    let pick = |pos: FpClass, negative: FpClass| if neg { negative } else { pos };
    if exp == exp_max {
        if fraction == 0 && sig & int_bit == int_bit {
            return pick(FpClass::PosInf, FpClass::NegInf);
        }
        return nan_class(layout, bits);
    }
    if exp == 0 {
        if sig == 0 {
            return pick(FpClass::PosZero, FpClass::NegZero);
        }
        if sig & int_bit != 0 {
            // x86_fp80 pseudo-denormal: a normal number.
            return pick(FpClass::PosNormal, FpClass::NegNormal);
        }
        return pick(FpClass::PosSubnormal, FpClass::NegSubnormal);
    }
    if layout.explicit_int && sig & int_bit == 0 {
        // x86_fp80 unnormal.
        return nan_class(layout, bits);
    }
    pick(FpClass::PosNormal, FpClass::NegNormal)
}

/// Quiet or signaling, by the quiet bit.
fn nan_class(layout: Layout, bits: u128) -> FpClass {
    if bits >> layout.quiet_pos() & 1 == 1 {
        FpClass::QNan
    } else {
        FpClass::SNan
    }
}

/// Whether `bits` is a NaN (quiet or signaling).
pub fn is_nan(kind: FloatKind, bits: u128) -> Result<bool, UnsupportedFloat> {
    Ok(matches!(
        fpclass(kind, bits)?,
        FpClass::SNan | FpClass::QNan
    ))
}

/// Whether `bits` is a signaling NaN (quiet bit clear).
pub fn is_snan(kind: FloatKind, bits: u128) -> Result<bool, UnsupportedFloat> {
    Ok(fpclass(kind, bits)? == FpClass::SNan)
}

/// Whether `bits` is an infinity of either sign.
pub fn is_inf(kind: FloatKind, bits: u128) -> Result<bool, UnsupportedFloat> {
    Ok(matches!(
        fpclass(kind, bits)?,
        FpClass::PosInf | FpClass::NegInf
    ))
}

/// Whether `bits` is a zero of either sign.
pub fn is_zero(kind: FloatKind, bits: u128) -> Result<bool, UnsupportedFloat> {
    Ok(matches!(
        fpclass(kind, bits)?,
        FpClass::PosZero | FpClass::NegZero
    ))
}

/// Whether the sign bit of `bits` is set (also for zeros and NaNs).
pub fn is_negative(kind: FloatKind, bits: u128) -> Result<bool, UnsupportedFloat> {
    Ok(bits & Layout::of(kind)?.sign_mask() != 0)
}

/// Whether `bits` is a subnormal number of either sign.
pub fn is_denormal(kind: FloatKind, bits: u128) -> Result<bool, UnsupportedFloat> {
    Ok(matches!(
        fpclass(kind, bits)?,
        FpClass::PosSubnormal | FpClass::NegSubnormal
    ))
}

/// `fneg`: `bits` with its sign bit flipped; NaN payloads are kept.
pub fn fneg(kind: FloatKind, bits: u128) -> Result<u128, UnsupportedFloat> {
    let layout = Layout::of(kind)?;
    Ok(layout.clamp(bits) ^ layout.sign_mask())
}

/// `llvm.fabs`: `bits` with its sign bit cleared; NaN payloads are kept.
pub fn fabs(kind: FloatKind, bits: u128) -> Result<u128, UnsupportedFloat> {
    let layout = Layout::of(kind)?;
    Ok(layout.clamp(bits) & !layout.sign_mask())
}

/// `llvm.copysign(mag, sgn)`: `mag` with the sign bit of `sgn`.
pub fn copysign(kind: FloatKind, mag: u128, sgn: u128) -> Result<u128, UnsupportedFloat> {
    let layout = Layout::of(kind)?;
    let sign = layout.sign_mask();
    Ok(layout.clamp(mag) & !sign | sgn & sign)
}

/// Whether an operand or result `bits` makes an `nnan` operation poison.
pub fn violates_nnan(kind: FloatKind, bits: u128) -> Result<bool, UnsupportedFloat> {
    is_nan(kind, bits)
}

/// Whether an operand or result `bits` makes an `ninf` operation poison.
pub fn violates_ninf(kind: FloatKind, bits: u128) -> Result<bool, UnsupportedFloat> {
    is_inf(kind, bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    const X87_ONE: u128 = 0x3FFF_8000_0000_0000_0000;

    #[test]
    fn layouts_match_the_formats() {
        let half = Layout::of(FloatKind::Half).unwrap();
        assert_eq!((half.sig_bits, half.quiet_pos()), (10, 9));
        let x87 = Layout::of(FloatKind::X86Fp80).unwrap();
        assert_eq!(
            (x87.sig_bits, x87.quiet_pos(), x87.int_bit()),
            (64, 62, 1 << 63)
        );
        assert_eq!(Layout::of(FloatKind::Fp128).unwrap().quiet_pos(), 111);
        assert_eq!(
            Layout::of(FloatKind::PpcFp128),
            Err(UnsupportedFloat {
                kind: FloatKind::PpcFp128
            })
        );
    }

    #[test]
    fn float_classes_match_rust_f32() {
        let cases: [(f32, FpClass); 8] = [
            (0.0, FpClass::PosZero),
            (-0.0, FpClass::NegZero),
            (1.0, FpClass::PosNormal),
            (-f32::MIN_POSITIVE, FpClass::NegNormal),
            (f32::from_bits(1), FpClass::PosSubnormal),
            (-f32::from_bits(0x7f_ffff), FpClass::NegSubnormal),
            (f32::INFINITY, FpClass::PosInf),
            (f32::NEG_INFINITY, FpClass::NegInf),
        ];
        for (x, class) in cases {
            assert_eq!(
                fpclass(FloatKind::Float, x.to_bits().into()),
                Ok(class),
                "{x}"
            );
        }
        assert_eq!(fpclass(FloatKind::Float, 0x7fc0_0000), Ok(FpClass::QNan));
        assert_eq!(fpclass(FloatKind::Float, 0xff80_0001), Ok(FpClass::SNan));
    }

    #[test]
    fn every_fpclass_mask_bit_selects_its_class() {
        let samples: [(u128, u32); 10] = [
            (0x7c01, 0),
            (0xfe00, 1),
            (0xfc00, 2),
            (0xbc00, 3),
            (0x8001, 4),
            (0x8000, 5),
            (0x0000, 6),
            (0x03ff, 7),
            (0x7bff, 8),
            (0x7c00, 9),
        ];
        for (bits, bit) in samples {
            for test_bit in 0..10 {
                let hit = is_fpclass(FloatKind::Half, bits, 1 << test_bit).unwrap();
                assert_eq!(hit, test_bit == bit, "half {bits:#x} bit {test_bit}");
            }
            assert!(is_fpclass(FloatKind::Half, bits, 0x3ff).unwrap());
            assert!(!is_fpclass(FloatKind::Half, bits, 0).unwrap());
        }
    }

    #[test]
    fn x87_unsupported_patterns_follow_apfloat() {
        let k = FloatKind::X86Fp80;
        assert_eq!(fpclass(k, X87_ONE), Ok(FpClass::PosNormal));
        assert_eq!(fpclass(k, 0x7FFF_8000_0000_0000_0000), Ok(FpClass::PosInf));
        assert_eq!(fpclass(k, 0x7FFF_C000_0000_0000_0000), Ok(FpClass::QNan));
        assert_eq!(fpclass(k, 0xFFFF_8000_0000_0000_0001), Ok(FpClass::SNan));
        // Pseudo-infinity and pseudo-NaN (integer bit clear): NaNs.
        assert_eq!(fpclass(k, 0x7FFF_0000_0000_0000_0000), Ok(FpClass::SNan));
        assert_eq!(fpclass(k, 0x7FFF_4000_0000_0000_0000), Ok(FpClass::QNan));
        // Unnormal: NaN.
        assert_eq!(fpclass(k, 0x3FFF_0000_0000_0000_0001), Ok(FpClass::SNan));
        // Denormal and pseudo-denormal.
        assert_eq!(
            fpclass(k, 0x0000_0000_0000_0000_0001),
            Ok(FpClass::PosSubnormal)
        );
        assert_eq!(
            fpclass(k, 0x8000_8000_0000_0000_0000),
            Ok(FpClass::NegNormal)
        );
        assert_eq!(fpclass(k, 0x8000_0000_0000_0000_0000), Ok(FpClass::NegZero));
    }

    #[test]
    fn sign_operations_keep_payloads() {
        let snan = 0x7f80_0001;
        assert_eq!(fneg(FloatKind::Float, snan), Ok(0xff80_0001));
        assert_eq!(fabs(FloatKind::Float, 0xff80_0001), Ok(snan));
        assert_eq!(
            copysign(FloatKind::Float, snan, 0x8000_0000),
            Ok(0xff80_0001)
        );
        assert_eq!(
            copysign(FloatKind::Float, 0xbf80_0000, 0x7fc0_0000),
            Ok(0x3f80_0000)
        );
        assert_eq!(fneg(FloatKind::X86Fp80, X87_ONE), Ok(X87_ONE | 1 << 79));
        assert_eq!(fneg(FloatKind::Fp128, 0), Ok(1 << 127));
        // Bits above the width are dropped.
        assert_eq!(fneg(FloatKind::Half, 0x1_3c00), Ok(0xbc00));
        assert!(fneg(FloatKind::PpcFp128, 0).is_err());
    }

    #[test]
    fn fast_math_predicates() {
        let k = FloatKind::Double;
        assert_eq!(violates_nnan(k, f64::NAN.to_bits().into()), Ok(true));
        assert_eq!(violates_nnan(k, f64::INFINITY.to_bits().into()), Ok(false));
        assert_eq!(
            violates_ninf(k, f64::NEG_INFINITY.to_bits().into()),
            Ok(true)
        );
        assert_eq!(violates_ninf(k, f64::MAX.to_bits().into()), Ok(false));
        assert_eq!(is_negative(k, (-0.0f64).to_bits().into()), Ok(true));
        assert_eq!(is_zero(k, (-0.0f64).to_bits().into()), Ok(true));
        assert_eq!(is_denormal(k, 1), Ok(true));
        assert_eq!(is_snan(k, 0x7ff0_0000_0000_0001), Ok(true));
        assert_eq!(is_snan(k, 0x7ff8_0000_0000_0000), Ok(false));
    }
}
