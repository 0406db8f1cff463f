//! A frame's register file: one contiguous array of small `Copy` slots.
//!
//! A slot holds a [`Scalar`] (an integer or pointer of at most 64 bits,
//! with its undef mask, or poison) or a float of at most 64 bits inline,
//! so that reading such a register is a load and writing one a store, with
//! nothing to drop. Any other value (wide integers and undef bits, wider
//! floats, vectors, aggregates, tokens) is held on the side, in a table of
//! [`Value`]s indexed by the register's own number, which a frame that
//! never holds such a value does not allocate. The slot says which: a
//! value on the side is current only while its slot is `Slot::Side`
//! (overwriting the register with a scalar leaves the old value there,
//! unread, until the register takes another value on the side or the
//! frame returns).
//!
//! This is a storage form, not a semantics: what a register holds is
//! always the [`Value`] (or [`Reg`]) written to it, read back unchanged
//! (decision 0024).

use std::borrow::Cow;

use super::thin_list::ThinList;
use crate::apint::Word;
use crate::syntax::FloatKind;
use crate::value::{Float, Pointer, Reg, Scalar, Value};

/// One register: a scalar or a float of at most 64 bits inline, or a
/// mark that the value is on the side.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Slot {
    /// A [`Scalar`] ([`Reg::Scalar`]).
    Scalar(Scalar),
    /// A defined float of a format of at most 64 bits: the format and its
    /// bits ([`Value::Float`]).
    Float(FloatKind, u64),
    /// The value is the side table's entry for this register.
    Side,
}

impl Slot {
    /// A poison register (what every register of a new frame holds).
    const POISON: Slot = Slot::Scalar(Scalar::Poison);
}

/// The inline form of a defined float, if its format has at most 64 bits.
#[inline(always)]
fn float_slot(f: Float) -> Option<Slot> {
    match f.kind {
        FloatKind::Half | FloatKind::BFloat | FloatKind::Float | FloatKind::Double => {
            Some(Slot::Float(f.kind, f.bits as u64))
        }
        FloatKind::X86Fp80 | FloatKind::Fp128 | FloatKind::PpcFp128 => None,
    }
}

/// A frame's registers, by local id.
#[derive(Debug, Default)]
pub struct Regs {
    /// One slot per register.
    slots: Vec<Slot>,
    /// The values of registers whose slot is [`Slot::Side`], at the
    /// register's index (empty until the first such value).
    side: ThinList<Value>,
}

impl Regs {
    /// Makes this the register file of a new frame with `n` registers,
    /// keeping the allocations. Registers that were past the old end are
    /// poison; the others keep their values, which no instruction of the
    /// new frame reads before it writes them (see `call_function`).
    #[inline]
    pub fn resize(&mut self, n: usize) {
        self.slots.truncate(n);
        self.slots.resize(n, Slot::POISON);
        self.side.truncate(n);
    }

    /// The number of registers.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Whether the file has no register.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// The slot of register `r`, without the bounds test.
    ///
    /// # Safety
    ///
    /// `r` is below [`Regs::len`].
    #[inline(always)]
    unsafe fn slot_unchecked(&self, r: u32) -> Slot {
        debug_assert!(
            (r as usize) < self.slots.len(),
            "register {r} of {}",
            self.slots.len()
        );
        // SAFETY: the caller's promise.
        unsafe { *self.slots.get_unchecked(r as usize) }
    }

    /// The slot of register `r` for writing, without the bounds test.
    ///
    /// # Safety
    ///
    /// `r` is below [`Regs::len`].
    #[inline(always)]
    unsafe fn slot_unchecked_mut(&mut self, r: u32) -> &mut Slot {
        debug_assert!(
            (r as usize) < self.slots.len(),
            "register {r} of {}",
            self.slots.len()
        );
        // SAFETY: the caller's promise.
        unsafe { self.slots.get_unchecked_mut(r as usize) }
    }

    /// [`Regs::scalar`] without the bounds test (for the fast loop's forms,
    /// whose registers are checked when the code is compiled).
    ///
    /// # Safety
    ///
    /// `r` is below [`Regs::len`].
    #[inline(always)]
    pub unsafe fn scalar_unchecked(&self, r: u32) -> Option<Scalar> {
        // SAFETY: the caller's promise.
        match unsafe { self.slot_unchecked(r) } {
            Slot::Scalar(s) => Some(s),
            _ => None,
        }
    }

    /// [`Regs::int`] without the bounds test.
    ///
    /// # Safety
    ///
    /// `r` is below [`Regs::len`].
    #[inline(always)]
    pub unsafe fn int_unchecked(&self, r: u32) -> Option<Word> {
        // SAFETY: the caller's promise.
        match unsafe { self.slot_unchecked(r) } {
            Slot::Scalar(Scalar::Int(w)) => Some(w),
            _ => None,
        }
    }

    /// [`Regs::ptr`] without the bounds test.
    ///
    /// # Safety
    ///
    /// `r` is below [`Regs::len`].
    #[inline(always)]
    pub unsafe fn ptr_unchecked(&self, r: u32) -> Option<Pointer> {
        // SAFETY: the caller's promise.
        match unsafe { self.slot_unchecked(r) } {
            Slot::Scalar(Scalar::Ptr(p)) => Some(p),
            _ => None,
        }
    }

    /// [`Regs::float`] without the bounds test of the slot.
    ///
    /// # Safety
    ///
    /// `r` is below [`Regs::len`].
    #[inline(always)]
    pub unsafe fn float_unchecked(&self, r: u32) -> Option<Float> {
        // SAFETY: the caller's promise.
        match unsafe { self.slot_unchecked(r) } {
            Slot::Float(kind, bits) => Some(Float {
                kind,
                bits: bits.into(),
            }),
            Slot::Side => self.float(r),
            Slot::Scalar(_) => None,
        }
    }

    /// [`Regs::set_scalar`] without the bounds test.
    ///
    /// # Safety
    ///
    /// `r` is below [`Regs::len`].
    #[inline(always)]
    pub unsafe fn set_scalar_unchecked(&mut self, r: u32, s: Scalar) {
        // SAFETY: the caller's promise.
        unsafe { *self.slot_unchecked_mut(r) = Slot::Scalar(s) };
    }

    /// [`Regs::set_float`] without the bounds test of an inline slot.
    ///
    /// # Safety
    ///
    /// `r` is below [`Regs::len`].
    #[inline(always)]
    pub unsafe fn set_float_unchecked(&mut self, r: u32, f: Float) {
        match float_slot(f) {
            // SAFETY: the caller's promise.
            Some(slot) => unsafe { *self.slot_unchecked_mut(r) = slot },
            None => self.set_side(r, Value::Float(f)),
        }
    }

    /// The scalar register `r` holds, if it holds one.
    #[inline(always)]
    pub fn scalar(&self, r: u32) -> Option<Scalar> {
        match self.slots[r as usize] {
            Slot::Scalar(s) => Some(s),
            _ => None,
        }
    }

    /// The defined integer register `r` holds, if it holds one.
    #[inline(always)]
    pub fn int(&self, r: u32) -> Option<Word> {
        match self.slots[r as usize] {
            Slot::Scalar(Scalar::Int(w)) => Some(w),
            _ => None,
        }
    }

    /// The defined pointer register `r` holds, if it holds one.
    #[inline(always)]
    pub fn ptr(&self, r: u32) -> Option<Pointer> {
        match self.slots[r as usize] {
            Slot::Scalar(Scalar::Ptr(p)) => Some(p),
            _ => None,
        }
    }

    /// The defined float register `r` holds, if it holds one.
    #[inline(always)]
    pub fn float(&self, r: u32) -> Option<Float> {
        match self.slots[r as usize] {
            Slot::Float(kind, bits) => Some(Float {
                kind,
                bits: bits.into(),
            }),
            Slot::Side => match &self.side[r as usize] {
                Value::Float(f) => Some(*f),
                _ => None,
            },
            Slot::Scalar(_) => None,
        }
    }

    /// The value register `r` holds, borrowed when it is on the side.
    #[inline(always)]
    pub fn value(&self, r: u32) -> Cow<'_, Value> {
        match self.slots[r as usize] {
            Slot::Scalar(s) => Cow::Owned(s.to_value()),
            Slot::Float(kind, bits) => Cow::Owned(Value::Float(Float {
                kind,
                bits: bits.into(),
            })),
            Slot::Side => Cow::Borrowed(&self.side[r as usize]),
        }
    }

    /// [`Regs::value`], or `None` past the register file.
    pub fn get(&self, r: u32) -> Option<Cow<'_, Value>> {
        ((r as usize) < self.slots.len()).then(|| self.value(r))
    }

    /// The value register `r` holds, in register form.
    #[inline(always)]
    pub fn reg(&self, r: u32) -> Reg {
        match self.slots[r as usize] {
            Slot::Scalar(s) => Reg::Scalar(s),
            Slot::Float(kind, bits) => Reg::General(Value::Float(Float {
                kind,
                bits: bits.into(),
            })),
            Slot::Side => Reg::General(self.side[r as usize].clone()),
        }
    }

    /// Sets register `r` to a scalar: one store.
    #[inline(always)]
    pub fn set_scalar(&mut self, r: u32, s: Scalar) {
        self.slots[r as usize] = Slot::Scalar(s);
    }

    /// Sets register `r`.
    #[inline(always)]
    pub fn set(&mut self, r: u32, v: Reg) {
        match v {
            Reg::Scalar(s) => self.set_scalar(r, s),
            Reg::General(v) => self.set_value(r, v),
        }
    }

    /// Sets register `r` to a value without a scalar form: inline when it
    /// is a float of at most 64 bits, else on the side.
    #[inline(always)]
    pub fn set_value(&mut self, r: u32, v: Value) {
        match v {
            Value::Float(f) => self.set_float(r, f),
            v => self.set_side(r, v),
        }
    }

    /// Sets register `r` to a defined float: inline when its format has at
    /// most 64 bits, else on the side.
    #[inline(always)]
    pub fn set_float(&mut self, r: u32, f: Float) {
        match float_slot(f) {
            Some(slot) => self.slots[r as usize] = slot,
            None => self.set_side(r, Value::Float(f)),
        }
    }

    /// Puts `v` on the side for register `r`.
    #[inline(never)]
    fn set_side(&mut self, r: u32, v: Value) {
        let i = r as usize;
        if self.side.len() <= i {
            self.side
                .resize_with(self.slots.len().max(i + 1), || Value::Poison);
        }
        Value::assign(&mut self.side[i], v);
        self.slots[i] = Slot::Side;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::apint::{ApInt, Word};
    use crate::value::{AllocId, UndefBits};
    use std::sync::Arc;

    #[test]
    fn slots_are_small() {
        assert_eq!(std::mem::size_of::<Slot>(), 24);
    }

    /// Every kind of value written to a register reads back the same, in
    /// any order of overwriting (a scalar over a value on the side, and
    /// back).
    #[test]
    fn registers_read_back_what_was_written() {
        let values = vec![
            Value::Poison,
            Value::int(1, 1),
            Value::int(7, 0x55),
            Value::int(64, u64::MAX),
            Value::Int(ApInt::from_u128(65, 1 << 64)),
            Value::Ptr(Pointer::new(AllocId(3), 0x1000)),
            Value::Ptr(Pointer::NULL),
            Value::Float(Float {
                kind: FloatKind::Float,
                bits: 0x3f80_0000,
            }),
            Value::Float(Float {
                kind: FloatKind::Double,
                bits: 0x8000_0000_0000_0000,
            }),
            Value::Float(Float {
                kind: FloatKind::Half,
                bits: 0x7c01,
            }),
            Value::Float(Float {
                kind: FloatKind::Fp128,
                bits: 1 << 100,
            }),
            Value::Undef(Box::new(UndefBits {
                bits: ApInt::from_u64(8, 0x10),
                undef: ApInt::from_u64(8, 0x0f),
            })),
            Value::Undef(Box::new(UndefBits::all(128))),
            Value::Vector(Arc::from(vec![Value::int(8, 1), Value::Poison])),
            Value::Aggregate(Arc::from(vec![Value::int(32, 9)])),
            Value::Token,
        ];
        let mut regs = Regs::default();
        regs.resize(3);
        for (i, a) in values.iter().enumerate() {
            for b in &values[i..] {
                regs.set(0, Reg::from_value(a.clone()));
                regs.set(2, Reg::from_value(b.clone()));
                assert_eq!(*regs.value(0), *a);
                assert_eq!(regs.reg(2).into_value(), *b);
                regs.set(0, Reg::from_value(b.clone()));
                assert_eq!(*regs.value(0), *b);
                assert_eq!(regs.get(2).as_deref(), Some(b));
                let float = match b {
                    Value::Float(f) => Some(*f),
                    _ => None,
                };
                assert_eq!(regs.float(0), float);
                assert_eq!(regs.scalar(0), crate::value::Scalar::of(b));
                let ptr = match b {
                    Value::Ptr(p) => Some(*p),
                    _ => None,
                };
                assert_eq!(regs.ptr(0), ptr);
                // SAFETY: the file has three registers.
                unsafe {
                    assert_eq!(regs.scalar_unchecked(0), regs.scalar(0));
                    assert_eq!(regs.int_unchecked(2), regs.int(2));
                    assert_eq!(regs.ptr_unchecked(0), ptr);
                    assert_eq!(regs.float_unchecked(0), float);
                }
            }
        }
        assert_eq!(*regs.value(1), Value::Poison);
        assert!(regs.get(3).is_none());
        regs.set_scalar(1, Scalar::Int(Word::new(8, 3)));
        assert_eq!(*regs.value(1), Value::int(8, 3));
        for f in [
            Float {
                kind: FloatKind::Double,
                bits: 0x4000_0000_0000_0000,
            },
            Float {
                kind: FloatKind::Fp128,
                bits: 1 << 100,
            },
        ] {
            // SAFETY: the file has three registers.
            unsafe {
                regs.set_float_unchecked(1, f);
                assert_eq!(regs.float_unchecked(1), Some(f));
                regs.set_scalar_unchecked(1, Scalar::Poison);
            }
            assert_eq!(*regs.value(1), Value::Poison);
        }
        regs.set(2, Reg::from_value(Value::Token));
        regs.resize(2);
        regs.resize(3);
        assert_eq!((regs.slots.len(), regs.slots[2]), (3, Slot::POISON));
        assert_eq!(*regs.value(2), Value::Poison);
    }
}
