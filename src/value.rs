//! Register values: what an SSA name holds while the machine runs.
//!
//! Values are *value-wise poison* (thesis Figure 3.1): a scalar is either
//! [`Value::Poison`] as a whole or defined; vectors are element-wise and
//! structs/arrays field-wise. In the `llvm` model a scalar may also carry
//! undef bits ([`Value::Undef`]): it stands for the set of bit patterns that
//! agree with its defined bits, and every use of it may observe a different
//! member of that set (LangRef "Undefined Values").

use std::borrow::Cow;
use std::fmt;
use std::sync::Arc;

use crate::apint::{ApInt, Bits, Word};
use crate::syntax::FloatKind;

/// An allocation of the machine's memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AllocId(pub u32);

/// Which allocations a pointer may access (LangRef "Pointer Aliasing Rules").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Provenance {
    /// None: null, integer constants, blockaddresses, results of `ptrtoint`
    /// arithmetic on nothing. Dereferencing is UB.
    None,
    /// Made by `inttoptr`: may access whichever allocation lives at its
    /// address (the pointer is *based on* every pointer whose address was
    /// exposed).
    Wildcard,
    /// Derived from this allocation.
    Alloc(AllocId),
}

/// A [`Provenance`] packed in 32 bits, as a [`Pointer`] holds it: the
/// allocation's id, or one of the two codes above every id for
/// [`Provenance::None`] and [`Provenance::Wildcard`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ProvCode(u32);

impl ProvCode {
    /// The code of [`Provenance::None`].
    const NONE: u32 = u32::MAX;
    /// The code of [`Provenance::Wildcard`].
    const WILDCARD: u32 = u32::MAX - 1;

    /// The code of `prov`.
    #[inline(always)]
    pub const fn of(prov: Provenance) -> ProvCode {
        ProvCode(match prov {
            Provenance::None => ProvCode::NONE,
            Provenance::Wildcard => ProvCode::WILDCARD,
            Provenance::Alloc(id) => id.0,
        })
    }

    /// The provenance this code stands for.
    #[inline(always)]
    pub const fn get(self) -> Provenance {
        match self.0 {
            ProvCode::NONE => Provenance::None,
            ProvCode::WILDCARD => Provenance::Wildcard,
            id => Provenance::Alloc(AllocId(id)),
        }
    }
}

impl AllocId {
    /// The largest id an allocation may have (the two numbers above it
    /// are [`ProvCode`]'s codes for no provenance and the wildcard).
    pub const LAST: u32 = ProvCode::WILDCARD - 1;
}

/// A defined pointer: an address and the provenance it carries, in 16
/// bytes (the provenance packed as a [`ProvCode`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pointer {
    /// The address (truncated to the pointer's index width).
    pub addr: u64,
    /// What it may access: read it with [`Pointer::prov`].
    pub code: ProvCode,
    /// Zero for an ordinary pointer. A pointer to a field of an Explicitly
    /// Packed Structure (made by `getelementptr` into one, or derived from
    /// such a pointer) has [`Pointer::FIELD`] set and its bit offset 0..8
    /// inside the byte at `addr` in the low three bits: read them with
    /// [`Pointer::is_field`] and [`Pointer::bit_offset`].
    pub bit: u8,
}

impl fmt::Debug for Pointer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Pointer")
            .field("prov", &self.prov())
            .field("addr", &self.addr)
            .field("bit", &self.bit)
            .finish()
    }
}

impl Pointer {
    /// The null pointer.
    pub const NULL: Pointer = Pointer::from_parts(Provenance::None, 0, 0);

    /// A pointer to `addr` inside allocation `id`.
    #[inline(always)]
    pub fn new(id: AllocId, addr: u64) -> Pointer {
        Pointer::from_parts(Provenance::Alloc(id), addr, 0)
    }

    /// The pointer with provenance `prov`, address `addr` and bit field
    /// `bit` (see [`Pointer::bit`]).
    #[inline(always)]
    pub const fn from_parts(prov: Provenance, addr: u64, bit: u8) -> Pointer {
        Pointer {
            addr,
            code: ProvCode::of(prov),
            bit,
        }
    }

    /// What it may access.
    #[inline(always)]
    pub const fn prov(self) -> Provenance {
        self.code.get()
    }

    /// The same pointer with provenance `prov`.
    #[inline(always)]
    pub fn with_prov(self, prov: Provenance) -> Pointer {
        Pointer {
            code: ProvCode::of(prov),
            ..self
        }
    }

    /// The flag of [`Pointer::bit`] that marks a pointer to a field of an
    /// Explicitly Packed Structure: a load or store through it touches
    /// exactly the bits of the accessed type, even at bit offset 0.
    pub const FIELD: u8 = 0x80;

    /// The bit offset 0..8 inside the byte at `addr` (0 for an ordinary
    /// pointer).
    pub fn bit_offset(self) -> u8 {
        self.bit & 7
    }

    /// Whether this points to a field of an Explicitly Packed Structure.
    pub fn is_field(self) -> bool {
        self.bit & Pointer::FIELD != 0
    }

    /// The ordinary pointer to the byte this one points into: what
    /// byte-granular memory operations see.
    pub fn containing_byte(self) -> Pointer {
        Pointer { bit: 0, ..self }
    }
}

/// A scalar with some undef bits: `bits` holds the defined bits (zero where
/// undef) and `undef` marks the undef bits. The width is that of the scalar's
/// type (for a float its format's bits, for a pointer the pointer size).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct UndefBits {
    /// Defined bits; zero at undef positions.
    pub bits: ApInt,
    /// Undef positions.
    pub undef: ApInt,
}

impl UndefBits {
    /// Every bit undef.
    pub fn all(width: u32) -> UndefBits {
        UndefBits {
            bits: ApInt::zero(width),
            undef: ApInt::all_ones(width),
        }
    }

    /// Whether every bit is undef.
    pub fn is_all_undef(&self) -> bool {
        self.undef.is_all_ones()
    }
}

/// A floating-point value: its format and raw bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Float {
    /// The format.
    pub kind: FloatKind,
    /// The bit pattern of that format.
    pub bits: u128,
}

/// A register value.
#[derive(Debug, PartialEq)]
pub enum Value {
    /// A poison scalar (or a poison value of any type, before it is
    /// expanded element-wise).
    Poison,
    /// A defined integer.
    Int(ApInt),
    /// A defined floating-point value.
    Float(Float),
    /// A defined pointer.
    Ptr(Pointer),
    /// A scalar (integer, float or pointer bits) with undef bits.
    Undef(Box<UndefBits>),
    /// A vector, element by element.
    Vector(Arc<[Value]>),
    /// A struct or array, field by field.
    Aggregate(Arc<[Value]>),
    /// A token (results of pads and `none`), opaque.
    Token,
}

impl Clone for Value {
    /// Scalars are copied in place; vectors, aggregates and undef bits
    /// (reference counts, boxes) take an out-of-line path, so that reading
    /// a register into another stays a few instructions.
    #[inline(always)]
    fn clone(&self) -> Value {
        match self {
            Value::Poison => Value::Poison,
            Value::Int(i) => Value::Int(i.clone()),
            Value::Float(f) => Value::Float(*f),
            Value::Ptr(p) => Value::Ptr(*p),
            _ => self.clone_shared(),
        }
    }
}

impl Value {
    /// The copy of a value that owns heap memory (or a token).
    #[inline(never)]
    fn clone_shared(&self) -> Value {
        match self {
            Value::Undef(u) => Value::Undef(u.clone()),
            Value::Vector(es) => Value::Vector(es.clone()),
            Value::Aggregate(es) => Value::Aggregate(es.clone()),
            Value::Token => Value::Token,
            Value::Poison => Value::Poison,
            Value::Int(i) => Value::Int(i.clone()),
            Value::Float(f) => Value::Float(*f),
            Value::Ptr(p) => Value::Ptr(*p),
        }
    }

    /// Whether dropping the value frees heap memory or a reference.
    #[inline(always)]
    pub fn owns_heap(&self) -> bool {
        match self {
            Value::Int(i) => i.is_wide(),
            Value::Undef(_) | Value::Vector(_) | Value::Aggregate(_) => true,
            Value::Poison | Value::Float(_) | Value::Ptr(_) | Value::Token => false,
        }
    }

    /// Drops the value, out of line only when it owns heap memory.
    #[inline(always)]
    pub fn discard(self) {
        if self.owns_heap() {
            drop_shared(self);
        } else {
            // Nothing to free: skipping the drop glue is the same as
            // running it.
            std::mem::forget(self);
        }
    }

    /// Stores `v` into `slot`, dropping the old value out of line only when
    /// it owns heap memory (a register overwritten by a scalar costs a copy).
    #[inline(always)]
    pub fn assign(slot: &mut Value, v: Value) {
        let old = std::mem::replace(slot, v);
        if old.owns_heap() {
            drop_shared(old);
        } else {
            // Nothing to free: skipping the drop glue is the same as
            // running it.
            std::mem::forget(old);
        }
    }

    /// A defined `i1`.
    pub fn bool(b: bool) -> Value {
        Value::Int(ApInt::from_u64(1, b as u64))
    }

    /// A defined `iN` from a `u64` (truncated).
    pub fn int(width: u32, v: u64) -> Value {
        Value::Int(ApInt::from_u64(width, v))
    }

    /// Whether this scalar is poison.
    pub fn is_poison(&self) -> bool {
        matches!(self, Value::Poison)
    }

    /// Whether the value is poison or contains poison anywhere.
    pub fn contains_poison(&self) -> bool {
        match self {
            Value::Poison => true,
            Value::Vector(es) | Value::Aggregate(es) => es.iter().any(Value::contains_poison),
            _ => false,
        }
    }

    /// Whether the value has an undef bit anywhere.
    pub fn contains_undef(&self) -> bool {
        match self {
            Value::Undef(_) => true,
            Value::Vector(es) | Value::Aggregate(es) => es.iter().any(Value::contains_undef),
            _ => false,
        }
    }

    /// Whether the value is well defined (LangRef "Well-Defined Values"):
    /// no poison and no undef bit anywhere.
    pub fn is_well_defined(&self) -> bool {
        !self.contains_poison() && !self.contains_undef()
    }

    /// The defined integer, if this is one.
    pub fn as_int(&self) -> Option<&ApInt> {
        match self {
            Value::Int(i) => Some(i),
            _ => None,
        }
    }

    /// The defined pointer, if this is one.
    pub fn as_ptr(&self) -> Option<Pointer> {
        match self {
            Value::Ptr(p) => Some(*p),
            _ => None,
        }
    }

    /// The elements of a vector or aggregate.
    pub fn elements(&self) -> Option<&[Value]> {
        match self {
            Value::Vector(es) | Value::Aggregate(es) => Some(es),
            _ => None,
        }
    }
}

/// A scalar of at most 64 bits, or poison: what most registers hold,
/// inline and `Copy` (no heap, no reference count). It is another form of
/// the [`Value`]s it stands for, not another semantics: an operation that
/// has no rule on [`Word`]s converts it with [`Scalar::to_value`], and the
/// two convert into each other without loss.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scalar {
    /// [`Value::Poison`] (of any type: a whole poison vector or aggregate
    /// too, which is one `Value::Poison` as well).
    Poison,
    /// A defined integer of at most 64 bits ([`Value::Int`]).
    Int(Word),
    /// Bits of at most 64 with some undef ([`Value::Undef`]): the defined
    /// bits (zero where undef), the mask of undef bits (never zero) and
    /// the width (held apart rather than as a [`Word`], so that the
    /// scalar stays 24 bytes).
    Undef(u64, u64, u32),
    /// A defined pointer ([`Value::Ptr`]).
    Ptr(Pointer),
}

impl Scalar {
    /// The scalar form of `v`, if it has one.
    #[inline(always)]
    pub fn of(v: &Value) -> Option<Scalar> {
        match v {
            Value::Poison => Some(Scalar::Poison),
            Value::Int(i) => i.word().map(Scalar::Int),
            Value::Ptr(p) => Some(Scalar::Ptr(*p)),
            Value::Undef(u) => Scalar::of_undef(u),
            _ => None,
        }
    }

    #[inline(never)]
    fn of_undef(u: &UndefBits) -> Option<Scalar> {
        let bits = u.bits.word()?;
        Some(Scalar::Undef(
            bits.bits(),
            u.undef.word()?.bits(),
            bits.width(),
        ))
    }

    /// The value this scalar stands for.
    #[inline(always)]
    pub fn to_value(self) -> Value {
        match self {
            Scalar::Poison => Value::Poison,
            Scalar::Int(w) => Value::Int(w.into()),
            Scalar::Ptr(p) => Value::Ptr(p),
            Scalar::Undef(bits, undef, width) => Scalar::undef_value(bits, undef, width),
        }
    }

    #[inline(never)]
    fn undef_value(bits: u64, undef: u64, width: u32) -> Value {
        Value::Undef(Box::new(UndefBits {
            bits: ApInt::from_u64(width, bits),
            undef: ApInt::from_u64(width, undef),
        }))
    }
}

/// A register: a [`Scalar`] inline, or any other value (wide integers,
/// floats, vectors, aggregates, tokens) on the general path. A value is
/// always stored in its scalar form when it has one.
#[derive(Clone, Debug, PartialEq)]
pub enum Reg {
    /// An integer or pointer of at most 64 bits, or poison.
    Scalar(Scalar),
    /// Everything else.
    General(Value),
}

impl Reg {
    /// A poison register (what every register of a new frame holds).
    pub const POISON: Reg = Reg::Scalar(Scalar::Poison);

    /// The register holding `v`.
    #[inline(always)]
    pub fn from_value(v: Value) -> Reg {
        match v {
            Value::Poison => Reg::POISON,
            Value::Ptr(p) => Reg::Scalar(Scalar::Ptr(p)),
            Value::Int(i) => match i.word() {
                Some(w) => Reg::Scalar(Scalar::Int(w)),
                None => Reg::General(Value::Int(i)),
            },
            Value::Float(f) => Reg::General(Value::Float(f)),
            v => Reg::from_other(v),
        }
    }

    /// [`Reg::from_value`] of the values that own heap memory or are not
    /// integers or pointers.
    #[inline(never)]
    fn from_other(v: Value) -> Reg {
        match &v {
            Value::Undef(u) => match Scalar::of_undef(u) {
                Some(s) => Reg::Scalar(s),
                None => Reg::General(v),
            },
            _ => Reg::General(v),
        }
    }

    /// The value held, borrowed when it is stored as a [`Value`].
    #[inline(always)]
    pub fn value(&self) -> Cow<'_, Value> {
        match self {
            Reg::Scalar(s) => Cow::Owned(s.to_value()),
            Reg::General(v) => Cow::Borrowed(v),
        }
    }

    /// The value held.
    #[inline(always)]
    pub fn into_value(self) -> Value {
        match self {
            Reg::Scalar(s) => s.to_value(),
            Reg::General(v) => v,
        }
    }

    /// The scalar held, if any.
    #[inline(always)]
    pub fn scalar(&self) -> Option<Scalar> {
        match self {
            Reg::Scalar(s) => Some(*s),
            Reg::General(_) => None,
        }
    }
}

/// Drops a value that owns heap memory.
#[inline(never)]
fn drop_shared(v: Value) {
    drop(v);
}

impl fmt::Display for Pointer {
    /// `ptr @alloc3+8` style is the machine's job (it knows names); this is
    /// the raw form: address, provenance and bit offset.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.prov() {
            Provenance::None => write!(f, "{:#x}", self.addr)?,
            Provenance::Wildcard => write!(f, "{:#x} (from inttoptr)", self.addr)?,
            Provenance::Alloc(a) => write!(f, "{:#x} (alloc {})", self.addr, a.0)?,
        }
        if self.is_field() {
            write!(f, " bit {}", self.bit_offset())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalars_and_pointers_are_small() {
        assert_eq!(std::mem::size_of::<Pointer>(), 16);
        assert_eq!(std::mem::size_of::<Scalar>(), 24);
        assert_eq!(std::mem::size_of::<Option<Scalar>>(), 24);
    }

    #[test]
    fn provenance_codes_round_trip() {
        for prov in [
            Provenance::None,
            Provenance::Wildcard,
            Provenance::Alloc(AllocId(0)),
            Provenance::Alloc(AllocId(7)),
            Provenance::Alloc(AllocId(AllocId::LAST)),
        ] {
            let p = Pointer::from_parts(prov, 0x1234, Pointer::FIELD | 5);
            assert_eq!(p.prov(), prov);
            assert_eq!((p.addr, p.bit_offset(), p.is_field()), (0x1234, 5, true));
            assert_eq!(
                p.with_prov(Provenance::Wildcard).prov(),
                Provenance::Wildcard
            );
        }
    }
}
