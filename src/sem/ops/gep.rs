//! Address arithmetic of `getelementptr` on one lane (LangRef
//! `getelementptr`, "Semantics"): offsets in the pointer's index width, with
//! the poison rules of `nusw`, `nuw` and `inbounds`.

use super::OpError;
use crate::apint::ApInt;
use crate::sem::value::{Pointer, Value};
use crate::syntax::GepFlags;

/// One offset of a lane: a constant field offset, or an index value times a
/// stride.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Offset<'v> {
    /// A struct field: bytes, and bits inside the byte.
    Field(u64, u8),
    /// An index (any integer width) times the indexed type's alloc size.
    Index(&'v Value, u64),
}

/// The extent `[base, base + size]` of the allocation a pointer is based on
/// (dead allocations included), used by `inbounds`.
pub type BoundsOf<'a> = &'a dyn Fn(Pointer) -> Option<(u64, u64)>;

/// Computes `base + offsets` for one lane.
pub fn eval_gep_lane(
    flags: GepFlags,
    base: &Value,
    offsets: &[Offset<'_>],
    index_bits: u32,
    bounds: BoundsOf<'_>,
) -> Result<Value, OpError> {
    let ptr = match base {
        Value::Poison => return Ok(Value::Poison),
        Value::Ptr(p) => *p,
        Value::Undef(_) => return Err(OpError::Inexact),
        _ => return Err(OpError::Shape),
    };
    let nusw = flags.nusw || flags.inbounds;
    let iw = index_bits;
    let mut total_bits: u64 = ptr.bit as u64;
    let mut cur = ApInt::from_u64(iw, ptr.addr);
    let mut sum = ApInt::zero(iw);
    let mut any_nonzero = false;
    // Wrapping rules of nusw/nuw: they hold whatever the indices are.
    let mut poison = false;
    // The in-bounds rules of inbounds: they apply only to a GEP with a
    // non-zero index (LangRef: all-zero indices are always inbounds).
    let mut out_of_bounds = false;
    let extent = if flags.inbounds { bounds(ptr) } else { None };
    let in_bounds = |addr: &ApInt| match extent {
        Some((lo, size)) => addr.to_u64().is_some_and(|a| a >= lo && a - lo <= size),
        None => false,
    };
    if flags.inbounds && !in_bounds(&cur) && offsets_nonzero(offsets)? {
        out_of_bounds = true;
    }
    for off in offsets {
        let o = match off {
            Offset::Field(bytes, bit) => {
                total_bits += *bit as u64;
                ApInt::from_u64(iw, *bytes)
            }
            Offset::Index(v, stride) => {
                let idx = match v {
                    Value::Poison => return Ok(Value::Poison),
                    Value::Int(i) => i,
                    Value::Undef(_) => return Err(OpError::Inexact),
                    _ => return Err(OpError::Shape),
                };
                let (i, lost_s, lost_u) = to_index_width(idx, iw);
                poison |= (nusw && lost_s) || (flags.nuw && lost_u);
                let stride = ApInt::from_u64(iw, *stride);
                let (m, uov) = i.umul_ov(&stride);
                let sov = i.smul_ov(&stride).1;
                poison |= (nusw && sov) || (flags.nuw && uov);
                m
            }
        };
        if o.is_zero() {
            continue;
        }
        any_nonzero = true;
        let (s, uov) = sum.uadd_ov(&o);
        poison |= (nusw && sum.sadd_ov(&o).1) || (flags.nuw && uov);
        sum = s;
        // Current address (unsigned) plus offset (signed for nusw, unsigned for nuw).
        let (next, wrap_u) = cur.uadd_ov(&o);
        let wrap_s = if o.is_negative() { !wrap_u } else { wrap_u };
        poison |= (nusw && wrap_s) || (flags.nuw && wrap_u);
        cur = next;
        if flags.inbounds && !in_bounds(&cur) {
            out_of_bounds = true;
        }
    }
    if poison || (out_of_bounds && any_nonzero) {
        return Ok(Value::Poison);
    }
    let low = cur.to_u64().unwrap_or(0);
    let mask = if iw >= 64 { u64::MAX } else { (1u64 << iw) - 1 };
    let mut addr = (ptr.addr & !mask) | (low & mask);
    addr += total_bits / 8;
    Ok(Value::Ptr(Pointer {
        prov: ptr.prov,
        addr,
        bit: (total_bits % 8) as u8,
    }))
}

/// Whether any offset is (or may be) nonzero.
fn offsets_nonzero(offsets: &[Offset<'_>]) -> Result<bool, OpError> {
    Ok(offsets.iter().any(|o| match o {
        Offset::Field(b, bit) => *b != 0 || *bit != 0,
        Offset::Index(Value::Int(i), s) => !i.is_zero() && *s != 0,
        Offset::Index(_, s) => *s != 0,
    }))
}

/// An index converted to the index width: sign-extended or truncated, with
/// whether truncation lost the signed / unsigned value.
fn to_index_width(i: &ApInt, iw: u32) -> (ApInt, bool, bool) {
    use std::cmp::Ordering;
    match i.width().cmp(&iw) {
        Ordering::Less => (i.sext(iw), false, false),
        Ordering::Equal => (i.clone(), false, false),
        Ordering::Greater => {
            let t = i.trunc(iw);
            let lost_s = t.sext(i.width()) != *i;
            let lost_u = t.zext(i.width()) != *i;
            (t, lost_s, lost_u)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sem::value::{AllocId, Provenance};

    fn bounds(p: Pointer) -> Option<(u64, u64)> {
        match p.prov {
            Provenance::Alloc(_) => Some((0x1000, 16)),
            _ => None,
        }
    }

    fn p(addr: u64) -> Value {
        Value::Ptr(Pointer::new(AllocId(0), addr))
    }

    fn idx(v: i64) -> Value {
        Value::Int(ApInt::from_i128(64, v as i128))
    }

    const INBOUNDS: GepFlags = GepFlags {
        inbounds: true,
        nusw: false,
        nuw: false,
    };

    #[test]
    fn inbounds_allows_one_past_the_end_only() {
        let i4 = idx(4);
        let r = eval_gep_lane(INBOUNDS, &p(0x1000), &[Offset::Index(&i4, 4)], 64, &bounds).unwrap();
        assert_eq!(r, p(0x1010));
        let i5 = idx(5);
        let r = eval_gep_lane(INBOUNDS, &p(0x1000), &[Offset::Index(&i5, 4)], 64, &bounds).unwrap();
        assert_eq!(r, Value::Poison);
        // Without inbounds the same address is fine.
        let r = eval_gep_lane(
            GepFlags::default(),
            &p(0x1000),
            &[Offset::Index(&i5, 4)],
            64,
            &bounds,
        )
        .unwrap();
        assert_eq!(r, p(0x1014));
        // Going out and coming back is poison with inbounds (every step must stay in bounds).
        let back = idx(-1);
        let r = eval_gep_lane(
            INBOUNDS,
            &p(0x1000),
            &[Offset::Index(&i5, 4), Offset::Index(&back, 4)],
            64,
            &bounds,
        )
        .unwrap();
        assert_eq!(r, Value::Poison);
    }

    #[test]
    fn zero_indices_are_always_inbounds() {
        let z = idx(0);
        let null = Value::Ptr(Pointer::NULL);
        let r = eval_gep_lane(INBOUNDS, &null, &[Offset::Index(&z, 8)], 64, &bounds).unwrap();
        assert_eq!(r, null);
        let one = idx(1);
        let r = eval_gep_lane(INBOUNDS, &null, &[Offset::Index(&one, 8)], 64, &bounds).unwrap();
        assert_eq!(r, Value::Poison);
    }

    #[test]
    fn nuw_and_nusw_wrapping() {
        let nuw = GepFlags {
            nuw: true,
            ..GepFlags::default()
        };
        let minus = idx(-1);
        let r = eval_gep_lane(nuw, &p(0x1000), &[Offset::Index(&minus, 1)], 64, &bounds).unwrap();
        assert_eq!(r, Value::Poison);
        let nusw = GepFlags {
            nusw: true,
            ..GepFlags::default()
        };
        let r = eval_gep_lane(nusw, &p(0x1000), &[Offset::Index(&minus, 1)], 64, &bounds).unwrap();
        assert_eq!(r, p(0xfff));
        let big = idx(i64::MAX);
        let r = eval_gep_lane(nusw, &p(0x1000), &[Offset::Index(&big, 2)], 64, &bounds).unwrap();
        assert_eq!(r, Value::Poison);
        // A 32-bit index width wraps the low bits only.
        let r = eval_gep_lane(
            GepFlags::default(),
            &p(0xffff_ffff),
            &[Offset::Index(&idx(1), 1)],
            32,
            &bounds,
        )
        .unwrap();
        assert_eq!(r, p(0));
    }

    #[test]
    fn wrapping_to_a_zero_offset_is_still_poison() {
        // i128 index 2^64: truncating it to the 64-bit index type loses it.
        let big = Value::Int(ApInt::from_u128(128, 1u128 << 64));
        let nusw = GepFlags {
            nusw: true,
            ..GepFlags::default()
        };
        let nuw = GepFlags {
            nuw: true,
            ..GepFlags::default()
        };
        for f in [nusw, nuw, INBOUNDS] {
            let r = eval_gep_lane(f, &p(0x1000), &[Offset::Index(&big, 1)], 64, &bounds).unwrap();
            assert_eq!(r, Value::Poison, "{f:?}");
        }
        let r = eval_gep_lane(
            GepFlags::default(),
            &p(0x1000),
            &[Offset::Index(&big, 1)],
            64,
            &bounds,
        )
        .unwrap();
        assert_eq!(r, p(0x1000));
        // 2^63 * 2 wraps to 0 in 64 bits: signed and unsigned overflow.
        let half = idx(i64::MIN);
        for f in [nusw, nuw] {
            let r = eval_gep_lane(f, &p(0x1000), &[Offset::Index(&half, 2)], 64, &bounds).unwrap();
            assert_eq!(r, Value::Poison, "{f:?}");
        }
        // A width-1 index of -1 times 0 bytes is a zero offset: no rule breaks.
        let minus_one_i1 = Value::Int(ApInt::from_u64(1, 1));
        let r = eval_gep_lane(
            nuw,
            &p(0x1000),
            &[Offset::Index(&minus_one_i1, 0)],
            64,
            &bounds,
        )
        .unwrap();
        assert_eq!(r, p(0x1000));
    }

    #[test]
    fn poison_index_and_bit_fields() {
        let r = eval_gep_lane(
            GepFlags::default(),
            &p(0x1000),
            &[Offset::Index(&Value::Poison, 1)],
            64,
            &bounds,
        )
        .unwrap();
        assert_eq!(r, Value::Poison);
        let r = eval_gep_lane(
            GepFlags::default(),
            &p(0x1000),
            &[Offset::Field(1, 5), Offset::Field(0, 4)],
            64,
            &bounds,
        )
        .unwrap();
        assert_eq!(
            r,
            Value::Ptr(Pointer {
                prov: Provenance::Alloc(AllocId(0)),
                addr: 0x1002,
                bit: 1
            })
        );
    }
}
