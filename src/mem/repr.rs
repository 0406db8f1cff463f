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

use std::borrow::Cow;
use std::sync::Arc;

use super::bytes::{BitField, Bytes, ProvFragment, SubByteStore};
use crate::apint::ApInt;
use crate::syntax::{DataLayout, FloatKind, LayoutCache, TypeId, TypeKind, TypeTable};
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
    /// A vector: `len` elements packed every `elem_bits` bits (LangRef
    /// "Vector Type", "Memory Layout": the layout of the integer of
    /// `len * elem_bits` bits the vector bitcasts to).
    Vector {
        /// Element count.
        len: u32,
        /// Bits per element (no padding between elements).
        elem_bits: u64,
        /// The element layout (a scalar).
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
    /// A struct: each field at its bit offset.
    Struct {
        /// Field bit offsets and layouts.
        fields: Vec<(u64, Arc<Repr>)>,
        /// The extent of the last field in bits ([`Repr::bits`]).
        bits: u64,
        /// Whether fields may start inside a byte (the Explicitly Packed
        /// Structure); the offsets of other structs are multiples of 8.
        bit_granular: bool,
    },
    /// A type without a memory representation (token, label, opaque ...).
    Unsized,
}

/// Whether loads and stores of a type take the one-lookup word path
/// ([`crate::mem::Memory::read_word`], [`crate::mem::Memory::write_word`]):
/// decided once per type with the data layout, so an access does not match
/// on the [`Repr`]. The path only shortcuts `ty↑`/`ty↓` of defined bits;
/// anything it declines goes the general way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WordAccess {
    /// The general path only (wider integers and floats, vector and
    /// aggregate types, or a big-endian layout).
    None,
    /// `iN` with `N` ≤ 64, stored in `size` ≤ 8 bytes.
    Int {
        /// The width `N`.
        width: u32,
        /// The store size in bytes.
        size: u8,
    },
    /// A 64-bit pointer.
    Ptr,
    /// A floating-point format of at most 64 bits (`half`, `bfloat`,
    /// `float`, `double`), stored in `size` bytes: its bits read and
    /// written as those of an integer of the format's width.
    Float {
        /// The format.
        kind: FloatKind,
        /// The store size in bytes.
        size: u8,
    },
}

impl WordAccess {
    /// The word access of a type laid out as `repr` with `store_size`
    /// bytes.
    pub fn of(repr: &Repr, store_size: u64, big_endian: bool) -> WordAccess {
        match repr {
            _ if big_endian => WordAccess::None,
            Repr::Int(w @ 1..=64) => WordAccess::Int {
                width: *w,
                size: store_size as u8,
            },
            Repr::Ptr(64) if store_size == 8 => WordAccess::Ptr,
            Repr::Float(
                kind @ (FloatKind::Half | FloatKind::BFloat | FloatKind::Float | FloatKind::Double),
            ) if store_size * 8 == u64::from(kind.bits()) => WordAccess::Float {
                kind: *kind,
                size: store_size as u8,
            },
            _ => WordAccess::None,
        }
    }
}

/// Why a value could not be converted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReprError {
    /// The type cannot be stored or loaded.
    Unsized,
    /// An Explicitly Packed Structure under a big-endian data layout: its
    /// bit-by-bit field placement has no big-endian reading (a field's
    /// bytes would overlap its neighbours').
    BigEndianBitStruct,
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
            ReprError::BigEndianBitStruct => {
                f.write_str("an Explicitly Packed Structure under a big-endian data layout")
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
        let mut cache = LayoutCache::new();
        (*Repr::cached(types, dl, ty, &mut cache, &mut Vec::new())).clone()
    }

    /// The layout of every type of `types`, by [`TypeId`]: each type is
    /// computed once and shared by the types made of it, so the total cost
    /// is linear in the number of types.
    pub fn of_all(types: &TypeTable, dl: &DataLayout, cache: &mut LayoutCache) -> Vec<Arc<Repr>> {
        let mut memo = Vec::with_capacity(types.len());
        (0..types.len() as u32)
            .map(|i| Repr::cached(types, dl, TypeId(i), cache, &mut memo))
            .collect()
    }

    /// The layout of `ty`, computing the types it is made of first, children
    /// before parents with a work list (no host recursion).
    fn cached(
        types: &TypeTable,
        dl: &DataLayout,
        ty: TypeId,
        cache: &mut LayoutCache,
        memo: &mut Vec<Option<Arc<Repr>>>,
    ) -> Arc<Repr> {
        let get =
            |memo: &Vec<Option<Arc<Repr>>>, t: TypeId| memo.get(t.0 as usize).cloned().flatten();
        if let Some(r) = get(memo, ty) {
            return r;
        }
        let parts = |t: TypeId| -> &[TypeId] {
            match types.resolved(t) {
                TypeKind::Vector {
                    elem,
                    scalable: false,
                    ..
                }
                | TypeKind::Array { elem, .. } => std::slice::from_ref(elem),
                TypeKind::Struct { fields, .. } | TypeKind::BitStruct { fields } => fields,
                _ => &[],
            }
        };
        // Types whose parts have been pushed (a type met again while its
        // parts are pending is recursive by value: unsized).
        let mut opened = std::collections::HashSet::new();
        let mut work = vec![ty];
        while let Some(&t) = work.last() {
            if get(memo, t).is_some() {
                work.pop();
                continue;
            }
            if opened.insert(t) {
                let pending: Vec<TypeId> = parts(t)
                    .iter()
                    .copied()
                    .filter(|p| get(memo, *p).is_none() && !opened.contains(p))
                    .collect();
                if !pending.is_empty() {
                    work.extend(pending);
                    continue;
                }
            }
            let part = |p: TypeId| get(memo, p).unwrap_or_else(|| Arc::new(Repr::Unsized));
            let r = match types.resolved(t) {
                TypeKind::Int(w) => Repr::Int(*w),
                TypeKind::Float(k) => Repr::Float(*k),
                TypeKind::Ptr { addrspace } => Repr::Ptr(dl.pointer(*addrspace).size_bits),
                TypeKind::Vector {
                    len,
                    elem,
                    scalable: false,
                } => Repr::Vector {
                    len: *len,
                    elem_bits: cache.size(dl, types, *elem).bits,
                    elem: part(*elem),
                },
                TypeKind::Array { len, elem } => Repr::Array {
                    len: *len,
                    stride_bits: cache.size(dl, types, *elem).alloc.saturating_mul(8),
                    elem: part(*elem),
                },
                TypeKind::Struct { fields, .. } | TypeKind::BitStruct { fields } => {
                    let layout = cache.struct_layout(dl, types, t);
                    let fields: Vec<(u64, Arc<Repr>)> = fields
                        .iter()
                        .zip(&layout.field_bit_offsets)
                        .map(|(f, off)| (*off, part(*f)))
                        .collect();
                    let bits = fields
                        .iter()
                        .map(|(off, f)| off.saturating_add(f.bits()))
                        .max()
                        .unwrap_or(0);
                    Repr::Struct {
                        fields,
                        bits,
                        bit_granular: matches!(types.resolved(t), TypeKind::BitStruct { .. }),
                    }
                }
                _ => Repr::Unsized,
            };
            let i = t.0 as usize;
            if i >= memo.len() {
                memo.resize(i + 1, None);
            }
            memo[i] = Some(Arc::new(r));
            work.pop();
        }
        get(memo, ty).unwrap_or_else(|| Arc::new(Repr::Unsized))
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
                n => (n - 1)
                    .saturating_mul(*stride_bits)
                    .saturating_add(elem.bits()),
            },
            Repr::Struct { bits, .. } => *bits,
            Repr::Unsized => 0,
        }
    }
}

/// Where the bits of one scalar go in memory.
///
/// Little-endian: bit `i` of the value is bit `at + i` of the buffer (bit
/// `k` of a byte is its `1 << k` bit).
///
/// Big-endian (LangRef "Data Layout" `E`, "Vector Type" memory layout): the
/// scalar is bits `base ..` of an integer of `bytes` bytes stored most
/// significant byte first at the whole byte `at`; integer bit `b` is bit
/// `b % 8` of byte `bytes - 1 - b / 8`. A scalar on its own is the whole
/// integer (`base` 0, `bytes` its store size, so the unused high bits of an
/// `i17` are the low bits' neighbours in the *first* byte); element `j` of
/// an `n`-element vector of `m`-bit elements is bits `(n-1-j)·m ..` of the
/// vector's integer (element 0 in the most significant bits):
///
/// ```text
///   store <2 x i17> <A, B> under E:  integer = A:B (34 bits), 5 bytes
///   byte 0: pppppp A16 A15   byte 1: A14..A7   byte 2: A6..A0 B16
///   byte 3: B15..B8          byte 4: B7..B0        (p: padding)
/// ```
#[derive(Clone, Copy, Debug)]
enum Place {
    Le(u64),
    Be { at: u64, bytes: u64, base: u64 },
}

impl Place {
    /// The place of a scalar of `width` bits stored on its own at `at`.
    fn scalar(at: u64, width: u32, big_endian: bool) -> Result<Place, ReprError> {
        if !big_endian {
            return Ok(Place::Le(at));
        }
        if !at.is_multiple_of(8) {
            return Err(ReprError::BigEndianBitStruct);
        }
        Ok(Place::Be {
            at,
            bytes: (width as u64).div_ceil(8),
            base: 0,
        })
    }

    /// The buffer bit of value bit `i`.
    fn bit(self, i: u64) -> u64 {
        match self {
            Place::Le(at) => at + i,
            Place::Be { at, bytes, base } => {
                let b = base + i;
                at + 8 * (bytes - 1 - b / 8) + b % 8
            }
        }
    }

    /// The runs of value bits `0..width` that are contiguous in the buffer:
    /// `(first value bit, buffer bit, length)`.
    fn runs(self, width: u32) -> impl Iterator<Item = (u32, u64, u32)> {
        let base = match self {
            Place::Le(_) => 0,
            Place::Be { base, .. } => base,
        };
        let mut i = 0u32;
        std::iter::from_fn(move || {
            if i >= width {
                return None;
            }
            let n = match self {
                Place::Le(_) => width - i,
                Place::Be { .. } => ((8 - (base + i as u64) % 8) as u32).min(width - i),
            };
            let run = (i, self.bit(i as u64), n);
            i += n;
            Some(run)
        })
    }

    /// The buffer byte that holds byte `k` (bits `8k..8k+8`) of a value
    /// whose bytes are whole buffer bytes.
    fn byte(self, k: u64) -> usize {
        (self.bit(8 * k) / 8) as usize
    }
}

/// Writes `val` with layout `repr` into `out` at bit offset `at` (`ty↓`),
/// in the byte order `big_endian` says (see `Place`).
pub fn store_value(
    out: &mut Bytes,
    at: u64,
    repr: &Repr,
    val: &Value,
    big_endian: bool,
) -> Result<(), ReprError> {
    if let Some(w) = sub_byte_width(repr, at) {
        store_value_bits(out, at, repr, val, big_endian)?;
        for k in 0..w.div_ceil(8) {
            let stored = SubByteStore { bits: w, index: k };
            out.set_stored((at / 8) as usize + k as usize, Some(stored));
        }
        return Ok(());
    }
    store_value_bits(out, at, repr, val, big_endian)
}

/// The width of the integer a value of layout `repr` at bit `at` is stored
/// as, when that width is not a whole number of bytes and the value starts
/// a byte: an `iN`, or a vector, which stores the integer it bitcasts to
/// (LangRef "Vector Type", Memory Layout). The bytes of such a store
/// remember it (see [`SubByteStore`]); a field inside a byte of an
/// Explicitly Packed Structure does not.
fn sub_byte_width(repr: &Repr, at: u64) -> Option<u32> {
    let bits = match repr {
        Repr::Int(w) => *w as u64,
        Repr::Vector { len, elem_bits, .. } => *len as u64 * elem_bits,
        _ => return None,
    };
    if bits.is_multiple_of(8) || !at.is_multiple_of(8) {
        return None;
    }
    u32::try_from(bits).ok()
}

/// Whether the bytes a load of `w` bits at bit `at` (a byte boundary)
/// reads may hold such a value: none of them was written by a sub-byte
/// store of another width, or as another byte of one (LangRef `load`: "the
/// result is undefined if the value was not originally written using a
/// store of the same type"; the store of a byte-sized type, a copy and an
/// input byte do not say otherwise).
fn sub_byte_readable(bytes: &Bytes, at: u64, w: u32) -> bool {
    let start = (at / 8) as usize;
    let n = w.div_ceil(8) as usize;
    if !bytes.has_stored(start, n) {
        return true;
    }
    (0..n).all(|k| {
        bytes
            .stored(start + k)
            .is_none_or(|s| s.bits == w && s.index == k as u32)
    })
}

/// [`store_value`] without recording sub-byte stores.
fn store_value_bits(
    out: &mut Bytes,
    at: u64,
    repr: &Repr,
    val: &Value,
    big_endian: bool,
) -> Result<(), ReprError> {
    match repr {
        Repr::Unsized => Err(ReprError::Unsized),
        Repr::Int(w) | Repr::Ptr(w) => {
            store_scalar(out, Place::scalar(at, *w, big_endian)?, at, repr, val)
        }
        Repr::Float(k) => {
            store_scalar(out, Place::scalar(at, k.bits(), big_endian)?, at, repr, val)
        }
        Repr::Vector {
            len,
            elem_bits,
            elem,
        } => {
            let n = *len as u64;
            for i in 0..n {
                let e = element(val, i as usize)?;
                let place = vector_place(at, n, *elem_bits, i, big_endian)?;
                store_scalar(out, place, at + i * elem_bits, elem, &e)?;
            }
            Ok(())
        }
        Repr::Array {
            len,
            stride_bits,
            elem,
        } => {
            for i in 0..*len {
                let e = element(val, i as usize)?;
                store_value(out, at + i * stride_bits, elem, &e, big_endian)?;
            }
            Ok(())
        }
        Repr::Struct {
            fields,
            bit_granular,
            ..
        } => {
            if big_endian && *bit_granular {
                return Err(ReprError::BigEndianBitStruct);
            }
            for (i, (off, f)) in fields.iter().enumerate() {
                let e = element(val, i)?;
                store_value(out, at + off, f, &e, big_endian)?;
            }
            Ok(())
        }
    }
}

/// The place of element `i` of an `n`-element vector of `elem_bits`-bit
/// elements at `at`.
fn vector_place(
    at: u64,
    n: u64,
    elem_bits: u64,
    i: u64,
    big_endian: bool,
) -> Result<Place, ReprError> {
    if !big_endian {
        return Ok(Place::Le(at + i * elem_bits));
    }
    if !at.is_multiple_of(8) {
        return Err(ReprError::BigEndianBitStruct);
    }
    Ok(Place::Be {
        at,
        bytes: (n * elem_bits).div_ceil(8),
        base: (n - 1 - i) * elem_bits,
    })
}

/// Writes one scalar (`iN`, a float or a pointer) at `place`; `at` is the
/// buffer bit where its first bit would be in little-endian order (for the
/// messages about bits inside a byte).
fn store_scalar(
    out: &mut Bytes,
    place: Place,
    at: u64,
    repr: &Repr,
    val: &Value,
) -> Result<(), ReprError> {
    let w = match repr {
        Repr::Int(w) | Repr::Ptr(w) => *w,
        Repr::Float(k) => k.bits(),
        _ => return Err(ReprError::Shape),
    };
    if let Repr::Ptr(_) = repr {
        if !at.is_multiple_of(8) {
            return Err(ReprError::PointerInsideByte(at % 8));
        }
        if let Value::Ptr(p) = val
            && p.bit_offset() != 0
        {
            return Err(ReprError::BitPointerValue(p.bit_offset()));
        }
    }
    let (bits, undef, poison) = match (repr, val) {
        (_, Value::Poison) => (Cow::Owned(ApInt::zero(w)), None, true),
        (Repr::Int(_), Value::Int(i)) => (Cow::Borrowed(i), None, false),
        (Repr::Float(_), Value::Float(f)) => (Cow::Owned(ApInt::from_u128(w, f.bits)), None, false),
        (_, Value::Undef(u)) => (Cow::Borrowed(&u.bits), Some(&u.undef), false),
        (Repr::Ptr(_), Value::Ptr(p)) => (Cow::Owned(ApInt::from_u64(w, p.addr)), None, false),
        _ => return Err(ReprError::Shape),
    };
    match place {
        Place::Le(pos) => out.put_bits(pos, w, &bits, undef, poison),
        Place::Be { .. } => {
            for (i, pos, n) in place.runs(w) {
                let u = undef.map(|u| u.extract(i, n));
                out.put_bits(pos, n, &bits.extract(i, n), u.as_ref(), poison);
            }
        }
    }
    if let (Repr::Ptr(_), Value::Ptr(p)) = (repr, val)
        && w.is_multiple_of(8)
        && p.prov() != Provenance::None
    {
        for k in 0..(w / 8) as u64 {
            out.set_prov(
                place.byte(k),
                Some(ProvFragment {
                    prov: p.prov(),
                    index: k as u8,
                }),
            );
        }
    }
    Ok(())
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

/// Reads the `w` bits of one scalar at `place`.
fn get_scalar(bytes: &Bytes, place: Place, w: u32) -> BitField {
    let Place::Be { .. } = place else {
        return bytes.get_bits(place.bit(0), w);
    };
    let mut value = ApInt::zero(w);
    let mut undef = ApInt::zero(w);
    let mut any_poison = false;
    for (i, pos, n) in place.runs(w) {
        let f = bytes.get_bits(pos, n);
        value.insert(i, &f.value);
        undef.insert(i, &f.undef);
        any_poison |= f.any_poison;
    }
    BitField {
        value,
        undef,
        any_poison,
    }
}

/// Reads a value with layout `repr` from `bytes` at bit offset `at` (`ty↑`),
/// in the byte order `big_endian` says (see `Place`).
pub fn load_value(
    bytes: &Bytes,
    at: u64,
    repr: &Repr,
    big_endian: bool,
) -> Result<Value, ReprError> {
    if let Some(w) = sub_byte_width(repr, at)
        && !sub_byte_readable(bytes, at, w)
    {
        return Ok(match repr {
            Repr::Vector { len, .. } => Value::Vector(vec![Value::Poison; *len as usize].into()),
            _ => Value::Poison,
        });
    }
    match repr {
        Repr::Unsized => Err(ReprError::Unsized),
        Repr::Int(w) | Repr::Ptr(w) => {
            load_scalar(bytes, Place::scalar(at, *w, big_endian)?, at, repr)
        }
        Repr::Float(k) => load_scalar(bytes, Place::scalar(at, k.bits(), big_endian)?, at, repr),
        Repr::Vector {
            len,
            elem_bits,
            elem,
        } => {
            let n = *len as u64;
            let es = (0..n)
                .map(|i| {
                    let place = vector_place(at, n, *elem_bits, i, big_endian)?;
                    load_scalar(bytes, place, at + i * elem_bits, elem)
                })
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
        Repr::Struct {
            fields,
            bit_granular,
            ..
        } => {
            if big_endian && *bit_granular {
                return Err(ReprError::BigEndianBitStruct);
            }
            let es = fields
                .iter()
                .map(|(off, f)| load_value(bytes, at + off, f, big_endian))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(Value::Aggregate(es.into()))
        }
    }
}

/// `ty↑` of one scalar at `place` (`at` as for [`store_scalar`]).
fn load_scalar(bytes: &Bytes, place: Place, at: u64, repr: &Repr) -> Result<Value, ReprError> {
    match repr {
        Repr::Int(w) => Ok(scalar(get_scalar(bytes, place, *w), Value::Int)),
        Repr::Float(k) => Ok(scalar(get_scalar(bytes, place, k.bits()), |v| {
            Value::Float(Float {
                kind: *k,
                bits: v.low_u128(),
            })
        })),
        Repr::Ptr(_) if !at.is_multiple_of(8) => Err(ReprError::PointerInsideByte(at % 8)),
        Repr::Ptr(w) => {
            let f = get_scalar(bytes, place, *w);
            let prov = pointer_provenance(bytes, place, *w);
            Ok(scalar(f, |v| {
                let addr = v.low_u128() as u64;
                let prov = match prov {
                    Some(p) => p,
                    None if addr == 0 => Provenance::None,
                    None => Provenance::Wildcard,
                };
                Value::Ptr(Pointer::from_parts(prov, addr, 0))
            }))
        }
        _ => Err(ReprError::Shape),
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
fn pointer_provenance(bytes: &Bytes, place: Place, w: u32) -> Option<Provenance> {
    if !place.bit(0).is_multiple_of(8) || !w.is_multiple_of(8) {
        return None;
    }
    let n = (w / 8) as u64;
    let frag0 = bytes.prov(place.byte(0))?;
    let consistent = (0..n).all(|k| {
        bytes.prov(place.byte(k))
            == Some(ProvFragment {
                prov: frag0.prov,
                index: k as u8,
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
        assert_eq!(q.prov(), Provenance::Wildcard);
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
