//! The one place that converts between register values and memory bits: the
//! `ty↓` (store) and `ty↑` (load) meta-operations of the value-wise-poison
//! thesis, Figure 3.1.
//!
//! `ty↓` writes a value's bits: a poison scalar becomes all-poison bits, an
//! undef bit stays undef, a pointer's bytes remember its provenance. `ty↑`
//! reads them back: an integer, float or pointer with *any* poison bit is
//! poison; undef bits make an undef-carrying value; vectors and aggregates
//! are converted element by element, so `load <8 x i1>` sees exactly which
//! bits are poison.

use std::sync::Arc;

use super::bytes::{BitField, Bytes, ProvFragment};
use crate::apint::ApInt;
use crate::syntax::{DataLayout, FloatKind, TypeId, TypeKind, TypeTable};
use crate::value::{Float, Pointer, Provenance, UndefBits, Value};

/// How a type is laid out in memory, in bits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Repr {
    /// `iN`.
    Int(u32),
    /// A floating-point format.
    Float(FloatKind),
    /// A pointer of this many bits.
    Ptr(u32),
    /// A vector: `len` elements packed every `elem_bits` bits.
    Vector {
        /// Element count.
        len: u32,
        /// Bits per element (no padding between elements).
        elem_bits: u64,
        /// The element layout.
        elem: Arc<Repr>,
    },
    /// An array: `len` elements every `stride_bits` bits.
    Array {
        /// Element count.
        len: u64,
        /// Distance between elements in bits (the alloc size).
        stride_bits: u64,
        /// The element layout.
        elem: Arc<Repr>,
    },
    /// A struct: each field at its bit offset (bit offsets are multiples of
    /// 8 except in the Explicitly Packed Structure).
    Struct {
        /// Field bit offsets and layouts.
        fields: Vec<(u64, Repr)>,
    },
    /// A type without a memory representation (token, label, opaque ...).
    Unsized,
}

/// Why a value could not be converted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReprError {
    /// The type cannot be stored or loaded.
    Unsized,
    /// Big-endian layout of vectors whose elements are not whole bytes.
    BigEndianSubByteVector,
    /// The value does not have the shape of the type (an llsem bug or an
    /// ill-typed module that slipped through).
    Shape,
    /// A pointer stored or loaded at this bit offset inside a byte: its
    /// provenance lives in whole bytes only.
    PointerInsideByte(u64),
    /// A stored pointer value points to this bit inside a byte: its
    /// in-memory representation (an address) cannot say which bit.
    BitPointerValue(u8),
}

impl std::fmt::Display for ReprError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReprError::Unsized => f.write_str("the type has no size"),
            ReprError::BigEndianSubByteVector => {
                f.write_str("big-endian vectors of elements smaller than a byte")
            }
            ReprError::Shape => f.write_str("the value does not have the type's shape"),
            ReprError::PointerInsideByte(bit) => write!(
                f,
                "a pointer at bit {bit} inside a byte: pointers (and their provenance) are \
                 stored at whole bytes only"
            ),
            ReprError::BitPointerValue(bit) => write!(
                f,
                "a pointer to bit {bit} inside a byte (a field of an Explicitly Packed \
                 Structure) has no in-memory representation"
            ),
        }
    }
}

impl Repr {
    /// The layout of `ty` under `dl`.
    pub fn of(types: &TypeTable, dl: &DataLayout, ty: TypeId) -> Repr {
        match types.resolved(ty) {
            TypeKind::Int(w) => Repr::Int(*w),
            TypeKind::Float(k) => Repr::Float(*k),
            TypeKind::Ptr { addrspace } => Repr::Ptr(dl.pointer(*addrspace).size_bits),
            TypeKind::Vector {
                len,
                elem,
                scalable: false,
            } => Repr::Vector {
                len: *len,
                elem_bits: dl.bit_size(types, *elem),
                elem: Arc::new(Repr::of(types, dl, *elem)),
            },
            TypeKind::Array { len, elem } => Repr::Array {
                len: *len,
                stride_bits: dl.alloc_size(types, *elem) * 8,
                elem: Arc::new(Repr::of(types, dl, *elem)),
            },
            TypeKind::Struct { fields, .. } | TypeKind::BitStruct { fields } => {
                let layout = dl.struct_layout(types, ty);
                Repr::Struct {
                    fields: fields
                        .iter()
                        .zip(layout.field_bit_offsets)
                        .map(|(f, off)| (off, Repr::of(types, dl, *f)))
                        .collect(),
                }
            }
            _ => Repr::Unsized,
        }
    }

    /// The number of bits a value of this layout covers (the extent of its
    /// last field for structs and arrays).
    pub fn bits(&self) -> u64 {
        match self {
            Repr::Int(w) => *w as u64,
            Repr::Float(k) => k.bits() as u64,
            Repr::Ptr(b) => *b as u64,
            Repr::Vector { len, elem_bits, .. } => *len as u64 * elem_bits,
            Repr::Array {
                len,
                stride_bits,
                elem,
            } => match len {
                0 => 0,
                n => (n - 1) * stride_bits + elem.bits(),
            },
            Repr::Struct { fields } => fields
                .iter()
                .map(|(off, f)| off + f.bits())
                .max()
                .unwrap_or(0),
            Repr::Unsized => 0,
        }
    }
}

/// Writes `val` with layout `repr` into `out` at bit offset `at` (`ty↓`).
/// `big_endian` reverses the bytes of each whole-byte scalar.
pub fn store_value(
    out: &mut Bytes,
    at: u64,
    repr: &Repr,
    val: &Value,
    big_endian: bool,
) -> Result<(), ReprError> {
    match (repr, val) {
        (Repr::Unsized, _) => Err(ReprError::Unsized),
        (Repr::Ptr(_), _) if !at.is_multiple_of(8) => Err(ReprError::PointerInsideByte(at % 8)),
        (Repr::Ptr(_), Value::Ptr(p)) if p.bit_offset() != 0 => {
            Err(ReprError::BitPointerValue(p.bit_offset()))
        }
        (Repr::Int(w), _) | (Repr::Ptr(w), _) if matches!(val, Value::Poison) => {
            out.put_bits(at, *w, &ApInt::zero(*w), None, true);
            Ok(())
        }
        (Repr::Float(k), Value::Poison) => {
            let w = k.bits();
            out.put_bits(at, w, &ApInt::zero(w), None, true);
            Ok(())
        }
        (Repr::Int(_), Value::Int(i)) => {
            put_scalar(out, at, i, None, big_endian);
            Ok(())
        }
        (Repr::Float(k), Value::Float(f)) => {
            put_scalar(
                out,
                at,
                &ApInt::from_u128(k.bits(), f.bits),
                None,
                big_endian,
            );
            Ok(())
        }
        (Repr::Int(_) | Repr::Float(_) | Repr::Ptr(_), Value::Undef(u)) => {
            put_scalar(out, at, &u.bits, Some(&u.undef), big_endian);
            Ok(())
        }
        (Repr::Ptr(w), Value::Ptr(p)) => {
            put_scalar(out, at, &ApInt::from_u64(*w, p.addr), None, big_endian);
            if w % 8 == 0 && p.prov != Provenance::None {
                let first = (at / 8) as usize;
                let n = (*w / 8) as usize;
                for i in 0..n {
                    let index = if big_endian { n - 1 - i } else { i } as u8;
                    out.set_prov(
                        first + i,
                        Some(ProvFragment {
                            prov: p.prov,
                            index,
                        }),
                    );
                }
            }
            Ok(())
        }
        (
            Repr::Vector {
                len,
                elem_bits,
                elem,
            },
            _,
        ) => {
            if big_endian && elem_bits % 8 != 0 {
                return Err(ReprError::BigEndianSubByteVector);
            }
            for i in 0..*len as usize {
                let e = element(val, i)?;
                store_value(out, at + i as u64 * elem_bits, elem, &e, big_endian)?;
            }
            Ok(())
        }
        (
            Repr::Array {
                len,
                stride_bits,
                elem,
            },
            _,
        ) => {
            for i in 0..*len {
                let e = element(val, i as usize)?;
                store_value(out, at + i * stride_bits, elem, &e, big_endian)?;
            }
            Ok(())
        }
        (Repr::Struct { fields }, _) => {
            for (i, (off, f)) in fields.iter().enumerate() {
                let e = element(val, i)?;
                store_value(out, at + off, f, &e, big_endian)?;
            }
            Ok(())
        }
        _ => Err(ReprError::Shape),
    }
}

/// Element `i` of a vector or aggregate value; poison expands to poison
/// elements.
fn element(val: &Value, i: usize) -> Result<Value, ReprError> {
    match val {
        Value::Poison => Ok(Value::Poison),
        Value::Vector(es) | Value::Aggregate(es) => es.get(i).cloned().ok_or(ReprError::Shape),
        _ => Err(ReprError::Shape),
    }
}

fn put_scalar(out: &mut Bytes, at: u64, bits: &ApInt, undef: Option<&ApInt>, big_endian: bool) {
    let w = bits.width();
    if big_endian && w.is_multiple_of(8) && w > 8 {
        let n = (w / 8) as usize;
        let swapped = ApInt::from_le_bytes(w, &bits.to_be_bytes(n));
        let undef = undef.map(|u| ApInt::from_le_bytes(w, &u.to_be_bytes(n)));
        out.put_bits(at, w, &swapped, undef.as_ref(), false);
    } else {
        out.put_bits(at, w, bits, undef, false);
    }
}

fn get_scalar(bytes: &Bytes, at: u64, w: u32, big_endian: bool) -> BitField {
    let f = bytes.get_bits(at, w);
    if big_endian && w.is_multiple_of(8) && w > 8 {
        let n = (w / 8) as usize;
        BitField {
            value: ApInt::from_be_bytes(w, &f.value.to_le_bytes(n)),
            undef: ApInt::from_be_bytes(w, &f.undef.to_le_bytes(n)),
            any_poison: f.any_poison,
        }
    } else {
        f
    }
}

/// Reads a value with layout `repr` from `bytes` at bit offset `at` (`ty↑`).
pub fn load_value(
    bytes: &Bytes,
    at: u64,
    repr: &Repr,
    big_endian: bool,
) -> Result<Value, ReprError> {
    match repr {
        Repr::Unsized => Err(ReprError::Unsized),
        Repr::Int(w) => Ok(scalar(get_scalar(bytes, at, *w, big_endian), Value::Int)),
        Repr::Float(k) => Ok(scalar(get_scalar(bytes, at, k.bits(), big_endian), |v| {
            Value::Float(Float {
                kind: *k,
                bits: v.low_u128(),
            })
        })),
        Repr::Ptr(_) if !at.is_multiple_of(8) => Err(ReprError::PointerInsideByte(at % 8)),
        Repr::Ptr(w) => {
            let f = get_scalar(bytes, at, *w, big_endian);
            let prov = pointer_provenance(bytes, at, *w, big_endian);
            Ok(scalar(f, |v| {
                let addr = v.low_u128() as u64;
                let prov = match prov {
                    Some(p) => p,
                    None if addr == 0 => Provenance::None,
                    None => Provenance::Wildcard,
                };
                Value::Ptr(Pointer { prov, addr, bit: 0 })
            }))
        }
        Repr::Vector {
            len,
            elem_bits,
            elem,
        } => {
            if big_endian && elem_bits % 8 != 0 {
                return Err(ReprError::BigEndianSubByteVector);
            }
            let es = (0..*len as u64)
                .map(|i| load_value(bytes, at + i * elem_bits, elem, big_endian))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Value::Vector(es.into()))
        }
        Repr::Array {
            len,
            stride_bits,
            elem,
        } => {
            let es = (0..*len)
                .map(|i| load_value(bytes, at + i * stride_bits, elem, big_endian))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Value::Aggregate(es.into()))
        }
        Repr::Struct { fields } => {
            let es = fields
                .iter()
                .map(|(off, f)| load_value(bytes, at + off, f, big_endian))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Value::Aggregate(es.into()))
        }
    }
}

/// `ty↑` of one scalar: poison if any bit is poison, undef-carrying if any
/// bit is undef, else the defined value built by `defined`.
fn scalar(f: BitField, defined: impl FnOnce(ApInt) -> Value) -> Value {
    if f.any_poison {
        Value::Poison
    } else if !f.undef.is_zero() {
        Value::Undef(Box::new(UndefBits {
            bits: f.value,
            undef: f.undef,
        }))
    } else {
        defined(f.value)
    }
}

/// The provenance of a pointer read from whole bytes: kept only if every
/// byte is the matching fragment of one stored pointer, in order.
fn pointer_provenance(bytes: &Bytes, at: u64, w: u32, big_endian: bool) -> Option<Provenance> {
    if !at.is_multiple_of(8) || !w.is_multiple_of(8) {
        return None;
    }
    let first = (at / 8) as usize;
    let n = (w / 8) as usize;
    let frag0 = bytes.prov(first)?;
    let consistent = (0..n).all(|i| {
        let want = if big_endian { n - 1 - i } else { i } as u8;
        bytes.prov(first + i)
            == Some(ProvFragment {
                prov: frag0.prov,
                index: want,
            })
    });
    if consistent {
        Some(frag0.prov)
    } else {
        Some(Provenance::Wildcard)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mem::bytes::Fill;
    use crate::value::AllocId;

    fn round_trip(repr: &Repr, val: &Value, fill: Fill) -> Value {
        let n = repr.bits().div_ceil(8) as usize;
        let mut b = Bytes::new(n, fill);
        store_value(&mut b, 0, repr, val, false).unwrap();
        load_value(&b, 0, repr, false).unwrap()
    }

    #[test]
    fn vector_of_i1_keeps_poison_per_element() {
        let repr = Repr::Vector {
            len: 8,
            elem_bits: 1,
            elem: Arc::new(Repr::Int(1)),
        };
        let v = Value::Vector(
            (0..8)
                .map(|i| {
                    if i == 3 {
                        Value::Poison
                    } else {
                        Value::bool(i % 2 == 0)
                    }
                })
                .collect::<Vec<_>>()
                .into(),
        );
        assert_eq!(round_trip(&repr, &v, Fill::Zero), v);
        // The same byte loaded as i8 is poison as a whole.
        let mut b = Bytes::new(1, Fill::Zero);
        store_value(&mut b, 0, &repr, &v, false).unwrap();
        assert_eq!(
            load_value(&b, 0, &Repr::Int(8), false).unwrap(),
            Value::Poison
        );
    }

    #[test]
    fn pointer_provenance_survives_only_whole() {
        let p = Value::Ptr(Pointer::new(AllocId(3), 0x1040));
        assert_eq!(round_trip(&Repr::Ptr(64), &p, Fill::Zero), p);
        let mut b = Bytes::new(8, Fill::Zero);
        store_value(&mut b, 0, &Repr::Ptr(64), &p, false).unwrap();
        // Overwrite one byte with an integer: the provenance is not exact any more.
        b.put_bits(8, 8, &ApInt::from_u64(8, 0x10), None, false);
        let Value::Ptr(q) = load_value(&b, 0, &Repr::Ptr(64), false).unwrap() else {
            panic!("expected a pointer")
        };
        assert_eq!(q.prov, Provenance::Wildcard);
    }

    #[test]
    fn undef_bits_and_uninitialized_memory() {
        let b = Bytes::new(4, Fill::Undef);
        let Value::Undef(u) = load_value(&b, 0, &Repr::Int(32), false).unwrap() else {
            panic!("expected undef")
        };
        assert!(u.is_all_undef());
        let b = Bytes::new(4, Fill::Poison);
        assert_eq!(
            load_value(&b, 0, &Repr::Int(32), false).unwrap(),
            Value::Poison
        );
    }

    #[test]
    fn bit_struct_fields_are_poison_one_by_one() {
        let dl = DataLayout::default();
        let mut t = TypeTable::new();
        let (i3, i4, i1, i8) = (t.int(3), t.int(4), t.int(1), t.int(8));
        let pad = t.intern(TypeKind::Array { len: 3, elem: i8 });
        let s = t.intern(TypeKind::BitStruct {
            fields: vec![i3, i4, i1, pad],
        });
        let repr = Repr::of(&t, &dl, s);
        assert_eq!(repr.bits(), 32);
        let zeros = Value::Aggregate(vec![Value::int(8, 0); 3].into());
        let v = Value::Aggregate(
            vec![Value::int(3, 5), Value::Poison, Value::bool(true), zeros].into(),
        );
        assert_eq!(round_trip(&repr, &v, Fill::Zero), v);
        // Only bits 3..6 are poison: the i3 and the i1 read back defined,
        // the byte as a whole is poison.
        let mut b = Bytes::new(4, Fill::Zero);
        store_value(&mut b, 0, &repr, &v, false).unwrap();
        assert_eq!(b.bits(0).poison, 0b0111_1000);
        assert_eq!(b.value(0), 0b1000_0101);
        assert_eq!(
            load_value(&b, 0, &Repr::Int(8), false).unwrap(),
            Value::Poison
        );
    }

    #[test]
    fn sub_byte_values_at_odd_bit_offsets() {
        for width in [1u32, 7, 9, 33, 64, 65, 128] {
            let mut b = Bytes::new(20, Fill::Poison);
            let v = Value::Int(ApInt::all_ones(width));
            store_value(&mut b, 5, &Repr::Int(width), &v, false).unwrap();
            assert_eq!(load_value(&b, 5, &Repr::Int(width), false).unwrap(), v);
            // The bits on either side stay poison; the field alone is defined.
            assert!(b.get_bits(0, 5).any_poison);
            assert!(b.get_bits(5 + width as u64, 1).any_poison);
        }
    }

    #[test]
    fn pointers_need_whole_bytes() {
        let p = Value::Ptr(Pointer::new(AllocId(1), 0x1000));
        let mut b = Bytes::new(9, Fill::Zero);
        assert_eq!(
            store_value(&mut b, 3, &Repr::Ptr(64), &p, false),
            Err(ReprError::PointerInsideByte(3))
        );
        assert_eq!(
            load_value(&b, 3, &Repr::Ptr(64), false),
            Err(ReprError::PointerInsideByte(3))
        );
        let inside = Value::Ptr(Pointer {
            bit: Pointer::FIELD | 2,
            ..Pointer::new(AllocId(1), 0x1000)
        });
        let e = store_value(&mut b, 0, &Repr::Ptr(64), &inside, false).unwrap_err();
        assert_eq!(e, ReprError::BitPointerValue(2));
        assert!(e.to_string().contains("bit 2"));
        // A field pointer at bit 0 is stored as its address.
        let at_zero = Value::Ptr(Pointer {
            bit: Pointer::FIELD,
            ..Pointer::new(AllocId(1), 0x1000)
        });
        store_value(&mut b, 0, &Repr::Ptr(64), &at_zero, false).unwrap();
        assert_eq!(load_value(&b, 0, &Repr::Ptr(64), false).unwrap(), p);
    }

    #[test]
    fn big_endian_scalars_reverse_bytes() {
        let mut b = Bytes::new(4, Fill::Zero);
        let v = Value::Int(ApInt::from_u64(32, 0x11223344));
        store_value(&mut b, 0, &Repr::Int(32), &v, true).unwrap();
        assert_eq!(b.values(), &[0x11, 0x22, 0x33, 0x44]);
        assert_eq!(load_value(&b, 0, &Repr::Int(32), true).unwrap(), v);
    }
}
