//! Address arithmetic of `getelementptr` on one lane (LangRef
//! `getelementptr`, "Semantics"): offsets in the pointer's index width, with
//! the poison rules of `nusw`, `nuw` and `inbounds`.
//!
//! A field of an Explicitly Packed Structure may start inside a byte: the
//! result then points to a bit of that byte and is marked as a field
//! pointer (see [`Pointer::bit`]), which every pointer derived from it stays.

use super::OpError;
use crate::apint::{ApInt, Bits, Word};
use crate::mem::Memory;
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
    /// A defined index of at most 64 bits, held as a [`Word`], times the
    /// indexed type's alloc size: [`Offset::Index`] of that integer.
    Word(Word, u64),
}

/// The extent `[base, base + size]` of the allocation a pointer is based on
/// (dead allocations included), used by `inbounds`. A trait so that the
/// memory's lookup is inlined into the address arithmetic.
pub trait BoundsOf {
    /// The extent of the allocation `ptr` is based on, if any.
    fn extent(&self, ptr: Pointer) -> Option<(u64, u64)>;
}

impl<F: Fn(Pointer) -> Option<(u64, u64)>> BoundsOf for F {
    #[inline(always)]
    fn extent(&self, ptr: Pointer) -> Option<(u64, u64)> {
        self(ptr)
    }
}

/// A memory's own lookup ([`Memory::extent`]), inlined where the rules
/// read it.
impl BoundsOf for Memory {
    #[inline(always)]
    fn extent(&self, ptr: Pointer) -> Option<(u64, u64)> {
        Memory::extent(self, ptr)
    }
}

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
///
/// The rules are `gep_lane`, written once over the arithmetic of the
/// index width; they run on `Narrow` numbers when the index width and
/// every index fit in 64 bits (the common case), on [`ApInt`]s otherwise.
pub fn eval_gep_lane(
    flags: GepFlags,
    base: &Value,
    offsets: &[Offset<'_>],
    index_bits: u32,
    bounds: &impl BoundsOf,
) -> Result<Value, OpError> {
    let ptr = match base {
        Value::Poison => return Ok(Value::Poison),
        Value::Ptr(p) => *p,
        Value::Undef(_) => return Err(OpError::Inexact),
        _ => return Err(OpError::Shape),
    };
    Ok(
        match eval_gep_pointer(flags, ptr, offsets, index_bits, bounds)? {
            Some(p) => Value::Ptr(p),
            None => Value::Poison,
        },
    )
}

/// [`eval_gep_lane`] of a defined base pointer, with the result as a
/// pointer or `None` for poison: no [`Value`] is built on the way in or
/// out, so that the interpreter's scalar path calls the rules directly.
#[inline]
pub fn eval_gep_pointer(
    flags: GepFlags,
    ptr: Pointer,
    offsets: &[Offset<'_>],
    index_bits: u32,
    bounds: &impl BoundsOf,
) -> Result<Option<Pointer>, OpError> {
    let narrow = (1..=64).contains(&index_bits)
        && offsets.iter().all(|o| match o {
            Offset::Index(Value::Int(i), _) => i.width() <= 64,
            Offset::Index(..) | Offset::Field(..) | Offset::Word(..) => true,
        });
    if !narrow {
        gep_lane::<ApInt>(flags, ptr, offsets, index_bits, bounds)
    } else if index_bits == 64 {
        gep_lane::<U64>(flags, ptr, offsets, index_bits, bounds)
    } else {
        gep_lane::<Narrow>(flags, ptr, offsets, index_bits, bounds)
    }
}

/// [`eval_gep_pointer`] of one index held as a [`Word`] (with its stride):
/// the same rule, dispatched as `eval_gep_pointer` dispatches an
/// [`Offset::Word`] (on `U64` at the index width 64), for the fast
/// loop's `getelementptr` of one index register, inlined there so that
/// its one-offset loop is straight-line code (decision 0033).
#[inline(always)]
pub fn eval_gep_index_word(
    flags: GepFlags,
    ptr: Pointer,
    index: Word,
    stride: u64,
    index_bits: u32,
    bounds: &impl BoundsOf,
) -> Result<Option<Pointer>, OpError> {
    if index_bits == 64 {
        // `fold_offsets` of this one offset, without its loop.
        let mut f = Folded::<U64>::zero(64);
        f.add_index(flags, U64::index_word(index, 64), stride, 64);
        Ok(place(flags, ptr, &f, 64, bounds))
    } else {
        eval_gep_pointer(
            flags,
            ptr,
            &[Offset::Word(index, stride)],
            index_bits,
            bounds,
        )
    }
}

/// The arithmetic in the index width that the rules of `getelementptr`
/// need (as [`ApInt`]'s methods of the same names define it).
trait IndexArith: Sized {
    /// `v` truncated to `width` bits.
    fn from_u64(width: u32, v: u64) -> Self;
    /// An index converted to the index width `width`: sign-extended or
    /// truncated, with whether truncation lost the signed / unsigned value.
    fn index(i: &ApInt, width: u32) -> (Self, bool, bool);
    /// [`IndexArith::index`] of an index held as a [`Word`].
    fn index_word(i: Word, width: u32) -> (Self, bool, bool);
    /// Wrapping product, whether the unsigned product overflows, whether
    /// the signed product does.
    fn mul_ov(&self, rhs: &Self) -> (Self, bool, bool);
    /// Wrapping sum, whether the unsigned sum overflows, whether the signed
    /// sum does.
    fn add_ov(&self, rhs: &Self) -> (Self, bool, bool);
    fn is_zero(&self) -> bool;
    fn is_negative(&self) -> bool;
    /// Whether `self < rhs`, both read as signed.
    fn slt(&self, rhs: &Self) -> bool;
    fn to_u64(&self) -> Option<u64>;
}

impl IndexArith for ApInt {
    fn from_u64(width: u32, v: u64) -> ApInt {
        ApInt::from_u64(width, v)
    }

    fn index(i: &ApInt, iw: u32) -> (ApInt, bool, bool) {
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

    fn index_word(i: Word, iw: u32) -> (ApInt, bool, bool) {
        <ApInt as IndexArith>::index(&i.into(), iw)
    }

    fn mul_ov(&self, rhs: &ApInt) -> (ApInt, bool, bool) {
        let (m, uov) = self.umul_ov(rhs);
        (m, uov, self.smul_ov(rhs).1)
    }

    fn add_ov(&self, rhs: &ApInt) -> (ApInt, bool, bool) {
        let (s, uov) = self.uadd_ov(rhs);
        (s, uov, self.sadd_ov(rhs).1)
    }

    fn is_zero(&self) -> bool {
        ApInt::is_zero(self)
    }

    fn is_negative(&self) -> bool {
        ApInt::is_negative(self)
    }

    fn slt(&self, rhs: &ApInt) -> bool {
        ApInt::slt(self, rhs)
    }

    fn to_u64(&self) -> Option<u64> {
        ApInt::to_u64(self)
    }
}

/// A number of at most 64 bits in a `u64` (zero above its width), for
/// index widths and indices that fit: the same arithmetic as [`ApInt`]'s
/// in plain machine words.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Narrow {
    width: u32,
    bits: u64,
}

impl Narrow {
    fn mask(width: u32) -> u64 {
        u64::MAX >> (64 - width)
    }

    /// The value read as signed.
    fn signed(self) -> i64 {
        let shift = 64 - self.width;
        ((self.bits << shift) as i64) >> shift
    }

    fn new(width: u32, v: u64) -> Narrow {
        Narrow {
            width,
            bits: v & Narrow::mask(width),
        }
    }
}

impl IndexArith for Narrow {
    fn from_u64(width: u32, v: u64) -> Narrow {
        Narrow::new(width, v)
    }

    fn index(i: &ApInt, iw: u32) -> (Narrow, bool, bool) {
        debug_assert!(
            i.width() <= 64,
            "only indices of at most 64 bits are narrow"
        );
        Narrow::index_word(Word::new(i.width(), i.low_u64()), iw)
    }

    fn index_word(i: Word, iw: u32) -> (Narrow, bool, bool) {
        let i = Narrow::new(i.width(), i.bits());
        if i.width <= iw {
            return (Narrow::new(iw, i.signed() as u64), false, false);
        }
        let t = Narrow::new(iw, i.bits);
        (t, t.signed() != i.signed(), t.bits != i.bits)
    }

    fn mul_ov(&self, rhs: &Narrow) -> (Narrow, bool, bool) {
        if self.width == 64 {
            let (p, uov) = self.bits.overflowing_mul(rhs.bits);
            let sov = (self.bits as i64).overflowing_mul(rhs.bits as i64).1;
            return (Narrow::new(64, p), uov, sov);
        }
        // Exact: 64×64-bit products fit in 128 bits.
        let p = self.bits as u128 * rhs.bits as u128;
        let sp = self.signed() as i128 * rhs.signed() as i128;
        let w = Narrow::new(self.width, p as u64);
        (w, p >> self.width != 0, w.signed() as i128 != sp)
    }

    fn add_ov(&self, rhs: &Narrow) -> (Narrow, bool, bool) {
        if self.width == 64 {
            let (s, uov) = self.bits.overflowing_add(rhs.bits);
            let sov = (self.bits as i64).overflowing_add(rhs.bits as i64).1;
            return (Narrow::new(64, s), uov, sov);
        }
        let s = self.bits as u128 + rhs.bits as u128;
        let ss = self.signed() as i128 + rhs.signed() as i128;
        let w = Narrow::new(self.width, s as u64);
        (w, s >> self.width != 0, w.signed() as i128 != ss)
    }

    fn is_zero(&self) -> bool {
        self.bits == 0
    }

    fn is_negative(&self) -> bool {
        self.bits >> (self.width - 1) & 1 == 1
    }

    fn slt(&self, rhs: &Narrow) -> bool {
        self.signed() < rhs.signed()
    }

    fn to_u64(&self) -> Option<u64> {
        Some(self.bits)
    }
}

/// A number of exactly 64 bits: [`Narrow`] at the index width of every
/// 64-bit target, without the masks and the 128-bit products that other
/// widths need (the same arithmetic; `narrow_index_arithmetic_agrees_with_apint`
/// checks both against [`ApInt`]).
#[derive(Clone, Copy, Debug, PartialEq)]
struct U64(u64);

impl IndexArith for U64 {
    #[inline(always)]
    fn from_u64(width: u32, v: u64) -> U64 {
        debug_assert_eq!(width, 64);
        U64(v)
    }

    fn index(i: &ApInt, iw: u32) -> (U64, bool, bool) {
        debug_assert!(
            i.width() <= 64,
            "only indices of at most 64 bits are narrow"
        );
        U64::index_word(Word::new(i.width(), i.low_u64()), iw)
    }

    #[inline(always)]
    fn index_word(i: Word, iw: u32) -> (U64, bool, bool) {
        debug_assert_eq!(iw, 64);
        // At most 64 bits: sign-extended, nothing lost.
        (
            U64(Narrow::new(i.width(), i.bits()).signed() as u64),
            false,
            false,
        )
    }

    #[inline(always)]
    fn mul_ov(&self, rhs: &U64) -> (U64, bool, bool) {
        let (p, uov) = self.0.overflowing_mul(rhs.0);
        let sov = (self.0 as i64).overflowing_mul(rhs.0 as i64).1;
        (U64(p), uov, sov)
    }

    #[inline(always)]
    fn add_ov(&self, rhs: &U64) -> (U64, bool, bool) {
        let (s, uov) = self.0.overflowing_add(rhs.0);
        let sov = (self.0 as i64).overflowing_add(rhs.0 as i64).1;
        (U64(s), uov, sov)
    }

    #[inline(always)]
    fn is_zero(&self) -> bool {
        self.0 == 0
    }

    #[inline(always)]
    fn is_negative(&self) -> bool {
        (self.0 as i64) < 0
    }

    #[inline(always)]
    fn slt(&self, rhs: &U64) -> bool {
        (self.0 as i64) < (rhs.0 as i64)
    }

    #[inline(always)]
    fn to_u64(&self) -> Option<u64> {
        Some(self.0)
    }
}

/// What the rules of one lane of `getelementptr` need to know of its
/// offsets, apart from the base pointer: the offsets folded into one,
/// with the poison conditions that depend on them alone already decided.
///
/// LangRef `getelementptr` ("Semantics") adds the offsets to the base one
/// after another: with `nusw` each partial address, read as unsigned, plus
/// the next offset, read as signed, must not wrap; with `nuw` the unsigned
/// sum must not wrap; with `inbounds` each partial address must be in
/// bounds. When no wrapping rule already makes the lane poison, partial
/// address `k` is exactly `base + S_k` (`S_k` the sum of the first `k`
/// offsets, which `nusw` keeps within the signed range and `nuw` within
/// the unsigned one), so that the conditions on every partial address are
/// the conditions on the extremes: the smallest and the largest signed
/// `S_k` (with `S_0 = 0`, the base) for `nusw` and `inbounds`, and the
/// unsigned total for `nuw`, whose partial sums only grow. `fold_offsets`
/// computes these, [`place`] applies them to a base.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Folded<I> {
    /// The sum of the offsets, wrapped to the index width.
    total: I,
    /// The smallest partial sum, read as signed (at most 0).
    min: I,
    /// The largest partial sum, read as signed (at least 0).
    max: I,
    /// Whether a rule on the offsets alone made the lane poison: an index
    /// that loses bits in the index width, a product with its stride, or a
    /// partial sum, that wraps (under `nusw` signed, under `nuw` unsigned).
    poison: bool,
    /// Whether any offset is nonzero (`inbounds` is checked only then).
    nonzero: bool,
    /// Whether a field of an Explicitly Packed Structure was crossed.
    field: bool,
    /// The bit parts of the fields, summed.
    bits: u64,
}

/// The rules of one lane of `getelementptr`, in the index width's
/// arithmetic `I`: the offsets folded ([`fold_offsets`]), then placed at the
/// base ([`place`]).
/// The result is the pointer, or `None` for poison.
#[inline(always)]
fn gep_lane<I: IndexArith + Clone>(
    flags: GepFlags,
    ptr: Pointer,
    offsets: &[Offset<'_>],
    index_bits: u32,
    bounds: &impl BoundsOf,
) -> Result<Option<Pointer>, OpError> {
    Ok(match fold_offsets::<I>(flags, offsets, index_bits)? {
        Some(f) => place(flags, ptr, &f, index_bits, bounds),
        None => None,
    })
}

impl<I: IndexArith + Clone> Folded<I> {
    /// No offset yet: every sum 0, no rule broken.
    #[inline(always)]
    fn zero(index_bits: u32) -> Folded<I> {
        Folded {
            total: I::from_u64(index_bits, 0),
            min: I::from_u64(index_bits, 0),
            max: I::from_u64(index_bits, 0),
            poison: false,
            nonzero: false,
            field: false,
            bits: 0,
        }
    }

    /// Takes in the next index `i` (already in the index width, with
    /// whether converting it lost the signed / unsigned value) times
    /// `stride`: the rules on the index's truncation and on its product,
    /// then [`Folded::add`].
    #[inline(always)]
    fn add_index(
        &mut self,
        flags: GepFlags,
        (i, lost_s, lost_u): (I, bool, bool),
        stride: u64,
        iw: u32,
    ) {
        let nusw = flags.nusw || flags.inbounds;
        self.poison |= (nusw && lost_s) || (flags.nuw && lost_u);
        let (m, uov, sov) = i.mul_ov(&I::from_u64(iw, stride));
        self.poison |= (nusw && sov) || (flags.nuw && uov);
        self.add(flags, m);
    }

    /// Takes in the next offset `o` (in the index width): a zero offset
    /// changes nothing; any other is added to the running sum (the rule on
    /// its wrapping), and the extremes of the partial sums follow it.
    #[inline(always)]
    fn add(&mut self, flags: GepFlags, o: I) {
        if o.is_zero() {
            return;
        }
        let nusw = flags.nusw || flags.inbounds;
        self.nonzero = true;
        let (s, uov, sov) = self.total.add_ov(&o);
        self.poison |= (nusw && sov) || (flags.nuw && uov);
        self.total = s;
        if self.total.slt(&self.min) {
            self.min = self.total.clone();
        }
        if self.max.slt(&self.total) {
            self.max = self.total.clone();
        }
    }
}

/// The offsets of one lane folded ([`Folded`]) in the index width
/// `index_bits`; `None` when an index is poison (the lane is poison
/// whatever the base), an error for an undef index (an inexact result) or
/// an index that is not an integer. The indices are read in order, so
/// that a poison index before an undef one makes the lane poison.
#[inline(always)]
fn fold_offsets<I: IndexArith + Clone>(
    flags: GepFlags,
    offsets: &[Offset<'_>],
    index_bits: u32,
) -> Result<Option<Folded<I>>, OpError> {
    let iw = index_bits;
    let mut f = Folded::zero(iw);
    for off in offsets {
        match off {
            Offset::Field(bytes, bit) => {
                f.field |= bit & Pointer::FIELD != 0;
                f.bits += (bit & 7) as u64;
                f.add(flags, I::from_u64(iw, *bytes));
            }
            Offset::Word(w, stride) => f.add_index(flags, I::index_word(*w, iw), *stride, iw),
            Offset::Index(Value::Int(idx), stride) => {
                f.add_index(flags, I::index(idx, iw), *stride, iw)
            }
            Offset::Index(Value::Poison, _) => return Ok(None),
            Offset::Index(Value::Undef(_), _) => return Err(OpError::Inexact),
            Offset::Index(..) => return Err(OpError::Shape),
        }
    }
    Ok(Some(f))
}

/// The offsets `f` added to the base `ptr`: the rules of `nusw`, `nuw` and
/// `inbounds` on the partial addresses (see [`Folded`]), then the address
/// (the bits above the index width kept, the field bits carried into the
/// bytes). `None` for poison.
#[inline(always)]
fn place<I: IndexArith>(
    flags: GepFlags,
    ptr: Pointer,
    f: &Folded<I>,
    index_bits: u32,
    bounds: &impl BoundsOf,
) -> Option<Pointer> {
    if f.poison {
        return None;
    }
    let nusw = flags.nusw || flags.inbounds;
    let iw = index_bits;
    let base = I::from_u64(iw, ptr.addr);
    // `base + s`, the address read as unsigned and `s` as signed: whether
    // it leaves the index width's range, and the (wrapped) address.
    let partial = |s: &I| {
        let (a, wrap_u, _) = base.add_ov(s);
        let wrap_s = if s.is_negative() { !wrap_u } else { wrap_u };
        (a, wrap_s, wrap_u)
    };
    let (end, _, end_wraps_u) = partial(&f.total);
    if flags.nuw && end_wraps_u {
        return None;
    }
    // (`inbounds` implies `nusw`.)
    if nusw {
        let (lowest, low_wraps, _) = partial(&f.min);
        let (highest, high_wraps, _) = partial(&f.max);
        if nusw && (low_wraps || high_wraps) {
            return None;
        }
        // The in-bounds rules apply only to a GEP with a nonzero offset
        // (LangRef: all-zero indices are always inbounds).
        if flags.inbounds && f.nonzero {
            // Neither extreme wraps, so that `lowest <= base <= highest`
            // as unsigned numbers: both are in `[lo, lo + size]` exactly
            // when `lowest` is not below it and `highest` not above it.
            let in_bounds = match (bounds.extent(ptr), lowest.to_u64(), highest.to_u64()) {
                (Some((lo, size)), Some(l), Some(h)) => l >= lo && h - lo <= size,
                _ => false,
            };
            if !in_bounds {
                return None;
            }
        }
    }
    let low = end.to_u64().unwrap_or(0);
    let mask = if iw >= 64 { u64::MAX } else { (1u64 << iw) - 1 };
    let total_bits = ptr.bit_offset() as u64 + f.bits;
    let addr = ((ptr.addr & !mask) | (low & mask)).wrapping_add(total_bits / 8);
    let bit = if ptr.is_field() || f.field {
        Pointer::FIELD | (total_bits % 8) as u8
    } else {
        0
    };
    Some(Pointer::from_parts(ptr.prov(), addr, bit))
}

/// The one byte offset that adds what `offsets` add under `flags` at the
/// index width 64, with the same outcome for every base (decision 0037):
/// `Some` when the offsets fold (`Folded`) exactly as that single offset
/// does (no rule on the offsets alone is broken, no packed-struct bits,
/// and the partial sums lie between 0 and the total, as with no negative
/// offset before a positive one); `None` otherwise, and when an index is
/// poison, undef, not an integer or wider than 64 bits. What the fast loop
/// keeps of a `getelementptr` whose indices are all constants, to run as
/// [`eval_gep_offset`].
pub fn constant_offset(flags: GepFlags, offsets: &[Offset<'_>]) -> Option<u64> {
    let wide = |o: &Offset<'_>| matches!(o, Offset::Index(Value::Int(i), _) if i.width() > 64);
    if offsets.iter().any(wide) {
        return None;
    }
    let f = fold_offsets::<U64>(flags, offsets, 64).ok()??;
    let one = fold_offsets::<U64>(flags, &[Offset::Field(f.total.0, 0)], 64).ok()??;
    (f == one).then_some(f.total.0)
}

/// [`eval_gep_pointer`] of one byte offset at the index width 64 (a
/// `getelementptr` of constant indices, folded by [`constant_offset`]):
/// the same rules, inlined into the fast loop; `None` for poison.
#[inline(always)]
pub fn eval_gep_offset(
    flags: GepFlags,
    ptr: Pointer,
    offset: u64,
    bounds: &impl BoundsOf,
) -> Option<Pointer> {
    // `fold_offsets` of this one field offset, without its loop (a field
    // offset breaks no rule of its own).
    let mut f = Folded::<U64>::zero(64);
    f.add(flags, U64(offset));
    place(flags, ptr, &f, 64, bounds)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::{AllocId, Provenance};

    fn bounds(p: Pointer) -> Option<(u64, u64)> {
        match p.prov() {
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

    /// `inbounds` on one index (as the fast loop's [`eval_gep_index_word`]
    /// runs it, at the index widths 64 and 32): the base and the result
    /// must both lie in `[0x1000, 0x1010]`, whichever way the offset goes.
    #[test]
    fn inbounds_checks_the_base_and_the_result_of_one_index() {
        let ptr = |a| Pointer::new(AllocId(0), a);
        // (base, index, stride 4): the result, `None` for poison.
        let cases = [
            (0x1008, -2, Some(0x1000)),
            (0x1008, -3, None),
            (0x1008, 2, Some(0x1010)),
            (0x1008, 3, None),
            (0x1010, -4, Some(0x1000)),
            (0x1010, -5, None),
            (0x1014, -1, None),
            (0x0ffc, 1, None),
            (0x1000, 4, Some(0x1010)),
            (0x1000, -1, None),
        ];
        for iw in [64, 32] {
            for (base, i, want) in cases {
                let w = Word::new(64, i as u64);
                let got = eval_gep_index_word(INBOUNDS, ptr(base), w, 4, iw, &bounds).unwrap();
                assert_eq!(got, want.map(ptr), "{base:#x} + {i} * 4 at i{iw}");
            }
        }
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
        let q = Pointer::from_parts(Provenance::Alloc(AllocId(0)), 0x1002, Pointer::FIELD | 1);
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

    /// A random number with its bits chosen so that edge values (0, 1, all
    /// ones, the sign bit alone, one below it) come up often.
    fn edgy(next: &mut impl FnMut() -> u64, width: u32) -> u64 {
        let top = 1u64 << (width - 1);
        let v = match next() % 6 {
            0 => 0,
            1 => 1,
            2 => u64::MAX,
            3 => top,
            4 => top.wrapping_sub(1),
            _ => next(),
        };
        v & (u64::MAX >> (64 - width))
    }

    /// The narrow arithmetic against `ApInt`'s, and whole lanes computed
    /// both ways, on random operands at the widths where the edges are.
    #[test]
    fn narrow_index_arithmetic_agrees_with_apint() {
        let mut rng = crate::xorshift::XorShift(0x2545_f491_4f6c_dd1du64);
        let mut next = move || rng.next();
        let widths = [1u32, 7, 8, 32, 63, 64];
        let as_ap = |n: Narrow| ApInt::from_u64(n.width, n.bits);
        for _ in 0..20_000 {
            let w = widths[(next() % 6) as usize];
            let (a, b) = (edgy(&mut next, w), edgy(&mut next, w));
            let (na, nb) = (Narrow::new(w, a), Narrow::new(w, b));
            let (aa, ab) = (ApInt::from_u64(w, a), ApInt::from_u64(w, b));
            let (m, mu, ms) = na.mul_ov(&nb);
            let (am, amu, ams) = aa.mul_ov(&ab);
            assert_eq!(
                (as_ap(m), mu, ms),
                (am.clone(), amu, ams),
                "mul i{w} {a:#x} {b:#x}"
            );
            let (s, su, ss) = na.add_ov(&nb);
            let (as_, asu, ass) = aa.add_ov(&ab);
            assert_eq!(
                (as_ap(s), su, ss),
                (as_.clone(), asu, ass),
                "add i{w} {a:#x} {b:#x}"
            );
            assert_eq!(na.is_negative(), aa.is_negative());
            if w == 64 {
                let (ua, ub) = (U64(a), U64(b));
                let (m, mu, ms) = ua.mul_ov(&ub);
                assert_eq!((m.0, mu, ms), (am.to_u64().unwrap(), amu, ams));
                let (s, su, ss) = ua.add_ov(&ub);
                assert_eq!((s.0, su, ss), (as_.to_u64().unwrap(), asu, ass));
                assert_eq!(ua.is_negative(), aa.is_negative());
            }
            let iw = widths[(next() % 6) as usize];
            let (ni, nls, nlu) = Narrow::index(&aa, iw);
            let (ai, als, alu) = <ApInt as IndexArith>::index(&aa, iw);
            assert_eq!(
                (as_ap(ni), nls, nlu),
                (ai, als, alu),
                "index i{w} {a:#x} to i{iw}"
            );
        }
        // Whole lanes: every flag combination, indices of those widths,
        // fields, and bases near the bounds.
        let lane_bounds = |p: Pointer| match p.prov() {
            Provenance::Alloc(_) => Some((0x1000, 64)),
            _ => None,
        };
        for _ in 0..20_000 {
            let flags = GepFlags {
                inbounds: next() % 2 == 0,
                nusw: next() % 2 == 0,
                nuw: next() % 2 == 0,
            };
            let iw = [8u32, 16, 32, 63, 64][(next() % 5) as usize];
            let addr = match next() % 3 {
                0 => 0x1000 + next() % 80,
                1 => edgy(&mut next, 64),
                _ => next(),
            };
            let base = Pointer::from_parts(
                if next() % 4 == 0 {
                    Provenance::None
                } else {
                    Provenance::Alloc(AllocId(0))
                },
                addr,
                0,
            );
            let n = 1 + (next() % 3) as usize;
            let values: Vec<Value> = (0..n)
                .map(|_| {
                    let w = widths[(next() % 6) as usize];
                    if next() % 16 == 0 {
                        Value::Poison
                    } else {
                        Value::Int(ApInt::from_u64(w, edgy(&mut next, w)))
                    }
                })
                .collect();
            let offsets: Vec<Offset<'_>> = values
                .iter()
                .map(|v| match next() % 4 {
                    0 => Offset::Field(next() % 24, 0),
                    _ => Offset::Index(v, [0, 1, 4, 8, 12, 1 << 40][(next() % 6) as usize]),
                })
                .collect();
            let fast = gep_lane::<Narrow>(flags, base, &offsets, iw, &lane_bounds);
            let general = gep_lane::<ApInt>(flags, base, &offsets, iw, &lane_bounds);
            assert_eq!(fast, general, "{flags:?} {base:?} {offsets:?} i{iw}");
            if iw == 64 {
                let word = gep_lane::<U64>(flags, base, &offsets, iw, &lane_bounds);
                assert_eq!(word, general, "{flags:?} {base:?} {offsets:?} i64");
            }
        }
    }

    /// The rules of one lane as LangRef states them, index by index: each
    /// partial address checked as it is formed. The brute-force reference
    /// for [`gep_lane`], which checks the folded offsets instead.
    fn per_step<I: IndexArith>(
        flags: GepFlags,
        ptr: Pointer,
        offsets: &[Offset<'_>],
        iw: u32,
        bounds: &impl BoundsOf,
    ) -> Result<Option<Pointer>, OpError> {
        let nusw = flags.nusw || flags.inbounds;
        let mut field = ptr.is_field();
        let mut total_bits = ptr.bit_offset() as u64;
        let mut cur = I::from_u64(iw, ptr.addr);
        let mut sum = I::from_u64(iw, 0);
        let mut any_nonzero = false;
        let mut poison = false;
        let mut out_of_bounds = false;
        let extent = if flags.inbounds {
            bounds.extent(ptr)
        } else {
            None
        };
        let in_bounds = |addr: &I| match extent {
            Some((lo, size)) => addr.to_u64().is_some_and(|a| a >= lo && a - lo <= size),
            None => false,
        };
        let may_add = offsets.iter().any(|o| match o {
            Offset::Field(b, bit) => *b != 0 || bit & 7 != 0,
            Offset::Index(Value::Int(i), s) => !i.is_zero() && *s != 0,
            Offset::Word(w, s) => w.bits() != 0 && *s != 0,
            Offset::Index(_, s) => *s != 0,
        });
        if flags.inbounds && !in_bounds(&cur) && may_add {
            out_of_bounds = true;
        }
        for off in offsets {
            let o = match off {
                Offset::Field(bytes, bit) => {
                    field |= bit & Pointer::FIELD != 0;
                    total_bits += (bit & 7) as u64;
                    I::from_u64(iw, *bytes)
                }
                Offset::Index(_, stride) | Offset::Word(_, stride) => {
                    let (i, lost_s, lost_u) = match off {
                        Offset::Word(w, _) => I::index_word(*w, iw),
                        Offset::Index(Value::Int(idx), _) => I::index(idx, iw),
                        Offset::Index(Value::Poison, _) => return Ok(None),
                        Offset::Index(Value::Undef(_), _) => return Err(OpError::Inexact),
                        _ => return Err(OpError::Shape),
                    };
                    poison |= (nusw && lost_s) || (flags.nuw && lost_u);
                    let (m, uov, sov) = i.mul_ov(&I::from_u64(iw, *stride));
                    poison |= (nusw && sov) || (flags.nuw && uov);
                    m
                }
            };
            if o.is_zero() {
                continue;
            }
            any_nonzero = true;
            let (s, uov, sov) = sum.add_ov(&o);
            poison |= (nusw && sov) || (flags.nuw && uov);
            sum = s;
            let (next, wrap_u, _) = cur.add_ov(&o);
            let wrap_s = if o.is_negative() { !wrap_u } else { wrap_u };
            poison |= (nusw && wrap_s) || (flags.nuw && wrap_u);
            cur = next;
            if flags.inbounds && !in_bounds(&cur) {
                out_of_bounds = true;
            }
        }
        if poison || (out_of_bounds && any_nonzero) {
            return Ok(None);
        }
        let low = cur.to_u64().unwrap_or(0);
        let mask = if iw >= 64 { u64::MAX } else { (1u64 << iw) - 1 };
        let addr = ((ptr.addr & !mask) | (low & mask)).wrapping_add(total_bits / 8);
        let bit = if field {
            Pointer::FIELD | (total_bits % 8) as u8
        } else {
            0
        };
        Ok(Some(Pointer::from_parts(ptr.prov(), addr, bit)))
    }

    /// Folding the offsets decides exactly what checking each partial
    /// address decides: [`gep_lane`] against [`per_step`] on random lanes
    /// of one to five offsets of both signs (indices of widths 1 to 128,
    /// fields, packed-struct bits, poison and undef indices), bases near 0,
    /// near the top of the address space and near allocations at both
    /// ends of it, every flag combination, index widths 1 to 128; and
    /// [`eval_gep_offset`] of the one offset [`constant_offset`] folds them
    /// to at the index width 64, where it folds them.
    #[test]
    fn folded_offsets_agree_with_the_rules_per_index() {
        let mut rng = crate::xorshift::XorShift(0x0037_f01d_9e9f_0037u64);
        let mut next = move || rng.next();
        let extents = [(0x1000u64, 64u64), (u64::MAX - 40, 40), (0, 64)];
        let lane_bounds = |p: Pointer| match p.prov() {
            Provenance::Alloc(AllocId(a)) => extents.get(a as usize).copied(),
            _ => None,
        };
        let widths = [1u32, 7, 8, 32, 63, 64, 65, 128];
        // Folded lanes that gave a pointer, and poison.
        let mut folded = [0usize; 2];
        let mut indexed = 0;
        for _ in 0..200_000 {
            let flags = GepFlags {
                inbounds: next() % 2 == 0,
                nusw: next() % 2 == 0,
                nuw: next() % 2 == 0,
            };
            let iw = [1u32, 8, 16, 32, 63, 64, 64, 64, 128][(next() % 9) as usize];
            let alloc = (next() % 4) as u32;
            let addr = match next() % 5 {
                0 => extents[(alloc % 3) as usize].0.wrapping_add(next() % 80),
                1 => u64::MAX - next() % 80,
                2 => next() % 80,
                3 => edgy(&mut next, 64),
                _ => next(),
            };
            let prov = if alloc == 3 {
                Provenance::None
            } else {
                Provenance::Alloc(AllocId(alloc))
            };
            let bit = if next() % 8 == 0 {
                Pointer::FIELD | (next() % 8) as u8
            } else {
                0
            };
            let base = Pointer::from_parts(prov, addr, bit);
            let n = 1 + (next() % 5) as usize;
            let values: Vec<Value> = (0..n)
                .map(|_| match next() % 40 {
                    0 => Value::Poison,
                    1 => Value::Undef(Box::new(crate::value::UndefBits {
                        bits: ApInt::from_u64(8, 0),
                        undef: ApInt::from_u64(8, 1),
                    })),
                    2..=20 => {
                        // Small offsets of both signs.
                        let w = [8u32, 32, 64][(next() % 3) as usize];
                        let v = (next() % 48) as i64 - 24;
                        Value::Int(ApInt::from_i128(w, v as i128))
                    }
                    _ => {
                        let w = widths[(next() % 8) as usize];
                        let v = if w > 64 {
                            ApInt::from_u128(w, (next() as u128) << (next() % 64) | next() as u128)
                        } else {
                            ApInt::from_u64(w, edgy(&mut next, w))
                        };
                        Value::Int(v)
                    }
                })
                .collect();
            let offsets: Vec<Offset<'_>> = values
                .iter()
                .map(|v| match next() % 6 {
                    0 => Offset::Field(next() % 24, 0),
                    1 => Offset::Field(next() % 4, Pointer::FIELD | (next() % 8) as u8),
                    2 => match v {
                        Value::Int(i) if i.width() <= 64 => Offset::Word(
                            Word::new(i.width(), i.low_u64()),
                            [1, 8][(next() % 2) as usize],
                        ),
                        _ => Offset::Index(v, 4),
                    },
                    _ => Offset::Index(v, [0, 1, 4, 8, 12, 1 << 40][(next() % 6) as usize]),
                })
                .collect();
            let want = per_step::<ApInt>(flags, base, &offsets, iw, &lane_bounds);
            let got = gep_lane::<ApInt>(flags, base, &offsets, iw, &lane_bounds);
            assert_eq!(got, want, "{flags:?} {base:?} {offsets:?} i{iw}");
            if iw <= 64
                && offsets
                    .iter()
                    .all(|o| !matches!(o, Offset::Index(Value::Int(i), _) if i.width() > 64))
            {
                let narrow = gep_lane::<Narrow>(flags, base, &offsets, iw, &lane_bounds);
                assert_eq!(narrow, want, "narrow {flags:?} {base:?} {offsets:?} i{iw}");
                assert_eq!(
                    per_step::<Narrow>(flags, base, &offsets, iw, &lane_bounds),
                    want
                );
            }
            // The one-index form of the fast loop, on the first index alone.
            if let Value::Int(i) = &values[0]
                && i.width() <= 64
            {
                let w = Word::new(i.width(), i.low_u64());
                let stride = [0, 1, 4, 8, 12, 1 << 40, u64::MAX][(next() % 7) as usize];
                let one = [Offset::Word(w, stride)];
                assert_eq!(
                    eval_gep_index_word(flags, base, w, stride, iw, &lane_bounds),
                    per_step::<ApInt>(flags, base, &one, iw, &lane_bounds),
                    "index {flags:?} {base:?} {one:?} i{iw}"
                );
                indexed += 1;
            }
            if iw == 64
                && let Some(o) = constant_offset(flags, &offsets)
            {
                let w = want.expect("a folded lane has integer indices");
                assert_eq!(
                    eval_gep_offset(flags, base, o, &lane_bounds),
                    w,
                    "{flags:?} {base:?} {offsets:?} {o:#x}"
                );
                folded[usize::from(w.is_none())] += 1;
            }
        }
        // Both outcomes come up often enough to mean something.
        assert!(folded[0] > 2_000 && folded[1] > 2_000, "{folded:?}");
        assert!(indexed > 50_000, "{indexed}");
    }
}
