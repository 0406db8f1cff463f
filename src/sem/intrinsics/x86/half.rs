//! Floats to half precision (F16C's VCVTPS2PH, Intel SDM vol. 2C), whose
//! result lanes are `i16` bit patterns, so exact: LLVM 22 keeps these
//! intrinsics (no upgrade to `fptrunc`), and the CPU's value is the only
//! one.
//!
//! - `vcvtps2ph.128(<4 x float> a, i32 imm)`, `vcvtps2ph.256(<8 x float>,
//!   i32 imm)` → `<8 x i16>`: lane `i` is `a[i]` rounded to `half`, lanes
//!   past `a`'s are 0. The immediate's bits 1:0 select the rounding (to
//!   nearest even, down, up, toward zero) unless bit 2 says "MXCSR's",
//!   which is to nearest even in llsem's floating-point environment;
//!   the higher bits (bit 3 suppresses the precision exception) do not
//!   change the value. Overflow and underflow are IEEE's in that mode
//!   (toward zero, a too-large value gives 65504). A NaN keeps its sign
//!   and the high 10 bits of its payload, with the quiet bit set (a
//!   signaling NaN is quieted).
//! - `avx512.mask.vcvtps2ph.{128,256,512}(a, imm, passthru, mask)`: the
//!   same, then lane `i < n` (the source's lanes) is the converted one if
//!   bit `i` of the mask is set, else `passthru[i]`; the lanes past `n`
//!   are 0 (Intel: the destination's upper part is zeroed). A poison
//!   mask makes every lane poison.
//!
//! A result lane is poison exactly when its source lane or the immediate
//! is (or, masked, the mask, or the passthru lane it copies).

use super::{Lane, Lanes, Shape, X86Error, arity, operand, select_by_mask};
use crate::sem::ops::float::FloatResult;
use crate::sem::ops::float::modes::{self, RoundingMode};
use crate::syntax::FloatKind;

/// The rounding an immediate selects (bit 2: MXCSR's, to nearest even).
fn mode_of(imm: u64) -> RoundingMode {
    match if imm & 4 != 0 { 0 } else { imm & 3 } {
        0 => RoundingMode::NearestTiesToEven,
        1 => RoundingMode::TowardNegative,
        2 => RoundingMode::TowardPositive,
        _ => RoundingMode::TowardZero,
    }
}

/// A `float` (bits) as `half` bits, rounded in `mode`; a NaN as the CPU
/// converts it.
fn to_half(x: u64, mode: RoundingMode) -> Result<u64, X86Error> {
    let x = x & 0xffff_ffff;
    if (x & 0x7fff_ffff) > 0x7f80_0000 {
        return Ok(((x >> 16) & 0x8000) | 0x7e00 | ((x >> 13) & 0x3ff));
    }
    match modes::convert(mode, FloatKind::Float, FloatKind::Half, u128::from(x))
        .map_err(|e| e.to_string())?
    {
        FloatResult::Value(v) => Ok(v as u64),
        other => Err(format!("a half conversion gave {other:?}")),
    }
}

/// The converted lanes: as many as the result has, 0 past `a`'s.
fn convert(a: &Lanes, imm: &Lanes, ret: Shape) -> Result<Vec<Lane>, X86Error> {
    let Some(imm) = imm.get(0) else {
        return Ok(vec![None; ret.len]);
    };
    let mode = mode_of(imm);
    (0..ret.len)
        .map(|i| match a.get(i) {
            _ if i >= a.len() => Ok(Some(0)),
            Some(x) => to_half(x, mode).map(Some),
            None => Ok(None),
        })
        .collect()
}

/// Evaluates `vcvtps2ph` and its masked form.
pub fn eval(op: &str, ops: &[Lanes], ret: Shape) -> Option<Result<Vec<Lane>, X86Error>> {
    match op {
        "vcvtps2ph" => {
            Some(arity(ops, 2).and_then(|()| convert(operand(ops, 0)?, operand(ops, 1)?, ret)))
        }
        "mask.vcvtps2ph" => Some(arity(ops, 4).and_then(|()| {
            let a = operand(ops, 0)?;
            let lanes = convert(a, operand(ops, 1)?, ret)?;
            let (n, mask) = (a.len(), &ops[3]);
            let mut out = select_by_mask(lanes, &ops[2], mask, |l| l);
            if mask.get(0).is_some() {
                for l in out.iter_mut().skip(n) {
                    *l = Some(0);
                }
            }
            Ok(out)
        })),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(x: f32) -> u64 {
        u64::from(x.to_bits())
    }

    #[test]
    fn rounding_follows_the_immediate() {
        let near = RoundingMode::NearestTiesToEven;
        assert_eq!(to_half(f(1.0), near), Ok(0x3c00));
        // 1 + 2^-11 is halfway between 1 and 1 + 2^-10: ties to even.
        let tie = f(1.0 + 2f32.powi(-11));
        assert_eq!(to_half(tie, near), Ok(0x3c00));
        assert_eq!(to_half(tie, mode_of(2)), Ok(0x3c01));
        assert_eq!(to_half(tie, mode_of(1)), Ok(0x3c00));
        assert_eq!(to_half(f(-1.0 - 2f32.powi(-11)), mode_of(1)), Ok(0xbc01));
        assert_eq!(to_half(f(-1.0 - 2f32.powi(-11)), mode_of(3)), Ok(0xbc00));
        // Bit 2 overrides bits 1:0 (MXCSR's mode, to nearest even).
        assert_eq!(to_half(tie, mode_of(4 | 2)), Ok(0x3c00));
        // Overflow: infinity, or 65504 toward zero or down.
        assert_eq!(to_half(f(1e6), near), Ok(0x7c00));
        assert_eq!(to_half(f(1e6), mode_of(3)), Ok(0x7bff));
        assert_eq!(to_half(f(-1e6), mode_of(2)), Ok(0xfbff));
        // Below the smallest subnormal: 0, or the smallest one upward.
        assert_eq!(to_half(f(1e-10), near), Ok(0));
        assert_eq!(to_half(f(1e-10), mode_of(2)), Ok(1));
        assert_eq!(to_half(f(-0.0), near), Ok(0x8000));
    }

    #[test]
    fn nans_keep_sign_and_high_payload_and_are_quieted() {
        let near = RoundingMode::NearestTiesToEven;
        assert_eq!(to_half(0x7fc0_0000, near), Ok(0x7e00));
        assert_eq!(to_half(0xff80_0001, near), Ok(0xfe00));
        assert_eq!(to_half(0x7fa0_2000, near), Ok(0x7f01));
    }

    fn lanes(elem: super::super::Elem, lanes: Vec<Lane>) -> Lanes {
        Lanes {
            elem,
            vector: lanes.len() > 1,
            lanes,
        }
    }

    #[test]
    fn upper_lanes_are_zero_and_poison_stays_in_its_lane() {
        use super::super::Elem;
        let a = lanes(
            Elem::Float(FloatKind::Float),
            vec![Some(f(1.0)), None, Some(f(2.0)), Some(f(-2.0))],
        );
        let imm = lanes(Elem::Int(32), vec![Some(0)]);
        let ret = Shape {
            elem: Elem::Int(16),
            vector: true,
            len: 8,
        };
        let r = eval("vcvtps2ph", &[a.clone(), imm.clone()], ret).unwrap();
        assert_eq!(
            r,
            Ok(vec![
                Some(0x3c00),
                None,
                Some(0x4000),
                Some(0xc000),
                Some(0),
                Some(0),
                Some(0),
                Some(0)
            ])
        );
        // Masked: lanes 1 and 2 from the passthru (7, poison), the
        // upper lanes 0 whatever the mask says.
        let pass = lanes(
            Elem::Int(16),
            vec![
                Some(7),
                Some(7),
                None,
                Some(7),
                Some(7),
                Some(7),
                Some(7),
                Some(7),
            ],
        );
        let mask = lanes(Elem::Int(8), vec![Some(0b1111_1001)]);
        let r = eval(
            "mask.vcvtps2ph",
            &[a.clone(), imm.clone(), pass.clone(), mask],
            ret,
        );
        assert_eq!(
            r.unwrap(),
            Ok(vec![
                Some(0x3c00),
                Some(7),
                None,
                Some(0xc000),
                Some(0),
                Some(0),
                Some(0),
                Some(0)
            ])
        );
        // A poison mask or immediate: every lane poison.
        let poison = lanes(Elem::Int(8), vec![None]);
        let r = eval(
            "mask.vcvtps2ph",
            &[a.clone(), imm, pass, poison.clone()],
            ret,
        );
        assert!(r.unwrap().unwrap().iter().all(Option::is_none));
        let r = eval("vcvtps2ph", &[a, poison], ret).unwrap().unwrap();
        assert!(r.iter().all(Option::is_none));
    }
}
