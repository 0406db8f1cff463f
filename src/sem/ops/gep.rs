//! Address arithmetic of `getelementptr` on one lane (LangRef
//! `getelementptr`, "Semantics"): offsets in the pointer's index width, with
//! the poison rules of `nusw`, `nuw` and `inbounds`.
//!
//! A field of an Explicitly Packed Structure may start inside a byte: the
//! result then points to a bit of that byte and is marked as a field
//! pointer (see [`Pointer::bit`]), which every pointer derived from it stays.

use super::OpError;
use crate::apint::ApInt;
use crate::syntax::{DataLayout, GepFlags, TypeId, TypeKind, TypeTable};
use crate::value::{Pointer, Value};

/// One offset of a lane: a constant field offset, or an index value times a
/// stride.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Offset<'v> {
    /// A struct field: whole bytes, and the rest encoded as
    /// [`Pointer::bit`] is (the field flag set for a field of an Explicitly
    /// Packed Structure, then the bits inside the byte).
    Field(u64, u8),
    /// An index (any integer width) times the indexed type's alloc size.
    Index(&'v Value, u64),
}

/// The extent `[base, base + size]` of the allocation a pointer is based on
/// (dead allocations included), used by `inbounds`.
pub type BoundsOf<'a> = &'a dyn Fn(Pointer) -> Option<(u64, u64)>;

/// The offset of field `index` of the struct type `ty`, as a
/// `getelementptr` step: whole bytes, and the bit part encoded as in
/// [`Pointer::bit`]; a field of an Explicitly Packed Structure is marked as
/// one even when it starts at a whole byte. `None` if `ty` is not a struct
/// or has no such field.
pub fn field_offset(
    types: &TypeTable,
    dl: &DataLayout,
    ty: TypeId,
    index: usize,
) -> Option<(u64, u8)> {
    let bit_struct = match types.resolved(ty) {
        TypeKind::BitStruct { .. } => true,
        TypeKind::Struct { .. } => false,
        _ => return None,
    };
    let bits = *dl.struct_layout(types, ty).field_bit_offsets.get(index)?;
    let flag = if bit_struct { Pointer::FIELD } else { 0 };
    Some((bits / 8, flag | (bits % 8) as u8))
}

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
    let mut field = ptr.is_field();
    let mut total_bits = ptr.bit_offset() as u64;
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
                field |= bit & Pointer::FIELD != 0;
                total_bits += (bit & 7) as u64;
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
    addr = addr.wrapping_add(total_bits / 8);
    let bit = if field {
        Pointer::FIELD | (total_bits % 8) as u8
    } else {
        0
    };
    Ok(Value::Ptr(Pointer {
        prov: ptr.prov,
        addr,
        bit,
    }))
}

/// Whether any offset is (or may be) nonzero.
fn offsets_nonzero(offsets: &[Offset<'_>]) -> Result<bool, OpError> {
    Ok(offsets.iter().any(|o| match o {
        Offset::Field(b, bit) => *b != 0 || bit & 7 != 0,
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
    use crate::value::{AllocId, Provenance};

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
            &[
                Offset::Field(1, Pointer::FIELD | 5),
                Offset::Field(0, Pointer::FIELD | 4),
            ],
            64,
            &bounds,
        )
        .unwrap();
        let q = Pointer {
            prov: Provenance::Alloc(AllocId(0)),
            addr: 0x1002,
            bit: Pointer::FIELD | 1,
        };
        assert_eq!(r, Value::Ptr(q));
        assert_eq!((q.bit_offset(), q.is_field()), (1, true));
        // An index from a field pointer keeps the bit and the marking.
        let r = eval_gep_lane(
            GepFlags::default(),
            &r,
            &[Offset::Index(&idx(3), 1)],
            64,
            &bounds,
        )
        .unwrap();
        assert_eq!(r, Value::Ptr(Pointer { addr: 0x1005, ..q }));
    }

    #[test]
    fn field_at_bit_zero_is_marked() {
        let r = eval_gep_lane(
            GepFlags::default(),
            &p(0x1000),
            &[Offset::Index(&idx(0), 4), Offset::Field(0, Pointer::FIELD)],
            64,
            &bounds,
        )
        .unwrap();
        let Value::Ptr(q) = r else {
            panic!("expected a pointer")
        };
        assert_eq!((q.addr, q.bit_offset(), q.is_field()), (0x1000, 0, true));
        // An ordinary struct field is not marked.
        let r = eval_gep_lane(
            GepFlags::default(),
            &p(0x1000),
            &[Offset::Field(4, 0)],
            64,
            &bounds,
        )
        .unwrap();
        assert_eq!(r, p(0x1004));
    }

    #[test]
    fn bit_offsets_carry_into_the_next_byte() {
        let base = Value::Ptr(Pointer {
            bit: Pointer::FIELD | 6,
            ..Pointer::new(AllocId(0), 0x1000)
        });
        let r = eval_gep_lane(
            GepFlags::default(),
            &base,
            &[Offset::Field(0, Pointer::FIELD | 7)],
            64,
            &bounds,
        )
        .unwrap();
        let Value::Ptr(q) = r else {
            panic!("expected a pointer")
        };
        assert_eq!((q.addr, q.bit_offset()), (0x1001, 5));
    }

    #[test]
    fn field_offsets_of_bit_structs_and_structs() {
        let dl = DataLayout::default();
        let mut t = TypeTable::new();
        let (i3, i4, i1, i8) = (t.int(3), t.int(4), t.int(1), t.int(8));
        let pad = t.intern(TypeKind::Array { len: 3, elem: i8 });
        let bs = t.intern(TypeKind::BitStruct {
            fields: vec![i3, i4, i1, pad],
        });
        assert_eq!(field_offset(&t, &dl, bs, 0), Some((0, Pointer::FIELD)));
        assert_eq!(field_offset(&t, &dl, bs, 1), Some((0, Pointer::FIELD | 3)));
        assert_eq!(field_offset(&t, &dl, bs, 3), Some((1, Pointer::FIELD)));
        assert_eq!(field_offset(&t, &dl, bs, 4), None);
        let s = t.intern(TypeKind::Struct {
            fields: vec![i8, bs],
            packed: false,
        });
        assert_eq!(field_offset(&t, &dl, s, 1), Some((1, 0)));
        assert_eq!(field_offset(&t, &dl, i8, 0), None);
    }
}
