//! Memory access and addressing (LangRef "Memory Access and Addressing
//! Operations"): `alloca`, `load`, `store`, `cmpxchg`, `atomicrmw`,
//! `getelementptr`. llsem runs one thread, so atomic operations are plain
//! accesses and `fence` does nothing.

use crate::apint::{ApInt, Word};
use crate::mem::repr::{load_value, store_value};
use crate::mem::{AllocKind, Bytes, Fill, Repr, WordAccess};
use crate::sem::code::{GepStep, LoadChecks, Opnd};
use crate::sem::events::Event;
use crate::sem::machine::Machine;
use crate::sem::ops::OpError;
use crate::sem::ops::gep::{Offset, eval_gep_lane, eval_gep_pointer};
use crate::sem::ops::gep_undef::undef_index_address;
use crate::sem::ops::int::{compare, eval_int_binary};
use crate::sem::ops::ranges::in_range;
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::{BinOp, FastMath, GepFlags, IntFlags, IntPred, RmwOp, TypeId};
use crate::value::{Float, Pointer, Provenance, Reg, Scalar, Value};

impl Machine<'_, '_> {
    /// The pointer an access goes through: immediate UB if it is poison or
    /// undef (LangRef `load`/`store`: "If <pointer> is not a well-defined
    /// value, the behavior is undefined").
    pub(crate) fn access_pointer(&self, v: &Value, what: &str) -> Result<Pointer, Stop> {
        match v {
            Value::Ptr(p) => Ok(*p),
            Value::Poison => Err(Stop::ub(
                UbKind::PoisonPointerAccess,
                format!("{what} through a poison pointer"),
            )),
            _ => Err(Stop::ub(
                UbKind::UndefPointerAccess,
                format!("{what} through an undef pointer"),
            )),
        }
    }

    /// [`Machine::access_pointer`] of an operand; also UB for a pointer
    /// whose address has undef bits ([`Machine::access_pointer_reg`]).
    #[inline(always)]
    pub(crate) fn operand_pointer(&self, o: Opnd, what: &str) -> Result<Pointer, Stop> {
        match self.operand_scalar(o) {
            Some(Scalar::Ptr(p)) => {
                if let Opnd::Reg(r) = o {
                    self.access_pointer_reg(r, what)?;
                }
                Ok(p)
            }
            _ => self.access_pointer(&self.read(o), what),
        }
    }

    /// UB if register `r` holds a pointer chosen among several addresses
    /// (a `getelementptr` whose undef index bits move the address, or a
    /// pointer computed from one: [`Resolved::undef_address`]). Such a
    /// pointer is not a well-defined value, and LangRef `load`/`store`:
    /// "If <pointer> is not a well-defined value, the behavior is
    /// undefined" (rule [gep-undef-address], semantics/memory.md).
    ///
    /// [`Resolved::undef_address`]: crate::sem::machine::Resolved::undef_address
    #[inline(always)]
    pub(crate) fn access_pointer_reg(&self, r: u32, what: &str) -> Result<(), Stop> {
        let frame = self.frames.last().expect("an instruction runs in a frame");
        if !frame.resolved.is_empty() && frame.holds_undef_address(r) {
            return Err(Stop::ub(
                UbKind::UndefPointerAccess,
                format!("{what} through a pointer whose address has undef bits"),
            ));
        }
        Ok(())
    }

    /// A load or store of a type of size 0 (`{}`, `[0 x i32]`) through `p`:
    /// it touches no memory, so bounds, liveness and alignment do not
    /// matter; only the null pointer is UB, as LLVM's InstCombine reads a
    /// store to null whatever its type (langref-deltas D14a).
    fn zero_size_access(&self, p: Pointer, what: &str) -> Result<(), Stop> {
        if p.addr == 0 && p.prov() == Provenance::None {
            return Err(self.access_stop(crate::mem::AccessError::Null, what));
        }
        Ok(())
    }

    /// `alloca`: a fresh stack object of `count × elem_size` bytes,
    /// uninitialized (undef, or poison in the taming model), freed when the
    /// function returns; dead until `llvm.lifetime.start` if the function
    /// starts its lifetime explicitly.
    #[inline]
    pub(super) fn eval_alloca(
        &mut self,
        _ty: TypeId,
        elem_size: u64,
        count: Option<Opnd>,
        align: u64,
        starts_dead: bool,
        name: &std::sync::Arc<str>,
    ) -> Result<Pointer, Stop> {
        let size = match count {
            None => elem_size,
            Some(c) => self.alloca_size(c, elem_size)?,
        };
        let fill = self.model.uninit_fill();
        let p = match self
            .mem
            .allocate_with_name(AllocKind::Stack, size, align, fill, name)
        {
            Ok(p) => p,
            Err(e) => return Err(self.alloca_stop(e)),
        };
        let Provenance::Alloc(id) = p.prov() else {
            unreachable!("allocate returns a pointer to its allocation")
        };
        if starts_dead {
            self.mem.set_lifetime(id, false, fill);
        }
        if !self.frames.is_empty() {
            self.stack_allocs.push(id);
        }
        Ok(p)
    }

    /// The size of an `alloca` of `count` elements of `elem_size` bytes:
    /// UB if the count is poison or undef, or the size overflows (LangRef
    /// `alloca`).
    #[inline(never)]
    fn alloca_size(&self, count: Opnd, elem_size: u64) -> Result<u64, Stop> {
        let n = match self.read(count).into_owned() {
            Value::Int(i) => i.to_u64().ok_or_else(|| {
                Stop::ub(
                    UbKind::InvalidAlloca,
                    "alloca with an element count that does not fit in 64 bits",
                )
            })?,
            _ => {
                return Err(Stop::ub(
                    UbKind::InvalidAlloca,
                    "alloca with a poison or undef element count",
                ));
            }
        };
        n.checked_mul(elem_size)
            .ok_or_else(|| Stop::ub(UbKind::InvalidAlloca, "alloca size overflows"))
    }

    /// The stop for an `alloca` the memory refused.
    #[cold]
    #[inline(never)]
    fn alloca_stop(&self, e: crate::mem::AccessError) -> Stop {
        self.access_stop(e, "alloca")
    }

    /// Reads the value of `ty` at `p` (`ty↑`). Through a pointer to a field
    /// of an Explicitly Packed Structure it reads the type's bits from the
    /// pointer's bit on, and needs only the bytes they touch; the alignment
    /// is that of the byte address.
    pub(crate) fn read_value(
        &mut self,
        ty: TypeId,
        p: Pointer,
        align: u64,
        what: &str,
    ) -> Result<Value, Stop> {
        self.read_reg(ty, p, align, what).map(Reg::into_value)
    }

    /// [`Machine::read_value`] in register form.
    #[inline(always)]
    pub(super) fn read_reg(
        &mut self,
        ty: TypeId,
        p: Pointer,
        align: u64,
        what: &str,
    ) -> Result<Reg, Stop> {
        match self.load_word(self.prog.ty(ty).word, p, align) {
            Some(Loaded::Scalar(s)) => Ok(Reg::Scalar(s)),
            Some(Loaded::Float(f)) => Ok(Reg::General(Value::Float(f))),
            None => self.read_reg_declined(ty, p, align, what),
        }
    }

    /// [`Machine::read_reg`] of what [`Machine::load_word`] declined: a
    /// defined scalar read without abstract bytes where it can be, else
    /// through them.
    #[inline(never)]
    pub(super) fn read_reg_declined(
        &mut self,
        ty: TypeId,
        p: Pointer,
        align: u64,
        what: &str,
    ) -> Result<Reg, Stop> {
        let info = self.prog.ty(ty);
        if let Some(r) = self.read_scalar_fast(&info.repr, info.store_size, p, align, what)? {
            return Ok(r);
        }
        self.read_value_general(ty, p, align, what)
            .map(Reg::from_value)
    }

    /// The commonest load, in one lookup: a defined integer of at most 64
    /// bits, a pointer, or a defined float of at most 64 bits
    /// ([`WordAccess`], fixed per type), read as
    /// [`Machine::read_scalar_fast`] reads it; `None` for anything else
    /// (failing accesses, and bytes with poison or undef bits, included),
    /// which the paths after it decide.
    #[inline(always)]
    pub(super) fn load_word(&self, kind: WordAccess, p: Pointer, align: u64) -> Option<Loaded> {
        let (size, want_ptr) = match kind {
            WordAccess::Int { size, .. } | WordAccess::Float { size, .. } => (size, false),
            WordAccess::Ptr => (8, true),
            WordAccess::None => return None,
        };
        let (v, prov) = self.mem.read_word(p, size, align, want_ptr)?;
        word_value(kind, v, prov)
    }

    /// [`Machine::read_value`] through abstract bytes.
    fn read_value_general(
        &mut self,
        ty: TypeId,
        p: Pointer,
        align: u64,
        what: &str,
    ) -> Result<Value, Stop> {
        let info = self.prog.ty(ty);
        let n = if p.is_field() {
            field_bytes(p, &info.repr)
        } else {
            info.store_size
        };
        let bytes = self
            .mem
            .read(p.containing_byte(), n, align)
            .map_err(|e| self.access_stop(e, what))?;
        load_value(
            &bytes,
            p.bit_offset() as u64,
            &info.repr,
            self.prog.module.layout.big_endian,
        )
        .map_err(|e| Stop::unsupported(format!("{what} of this type: {e}")))
    }

    /// The common case of a load, without building abstract bytes: a
    /// little-endian scalar whose bits are all defined.
    fn read_scalar_fast(
        &self,
        repr: &Repr,
        size: u64,
        p: Pointer,
        align: u64,
        what: &str,
    ) -> Result<Option<Reg>, Stop> {
        if p.bit != 0 || self.prog.module.layout.big_endian {
            return Ok(None);
        }
        let want_ptr = matches!(repr, Repr::Ptr(64));
        if !matches!(repr, Repr::Int(1..=128) | Repr::Float(_) | Repr::Ptr(64)) {
            return Ok(None);
        }
        let read = self
            .mem
            .read_defined(p, size, align, want_ptr)
            .map_err(|e| self.access_stop(e, what))?;
        Ok(read.map(|(v, prov)| match repr {
            Repr::Int(w @ 1..=64) => Reg::Scalar(Scalar::Int(Word::new(*w, v as u64))),
            Repr::Int(w) => Reg::General(Value::Int(ApInt::from_u128(*w, v))),
            Repr::Float(k) => Reg::General(Value::Float(Float {
                kind: *k,
                bits: v & mask_bits(k.bits()),
            })),
            _ => Reg::Scalar(Scalar::Ptr(Pointer::from_parts(
                loaded_provenance(prov, v as u64),
                v as u64,
                0,
            ))),
        }))
    }

    /// `load`: the bits at the address read as the type (`ty↑`), then the
    /// `!range`/`!nonnull`/`!align` (poison) and `!noundef`/
    /// `!dereferenceable` (UB) metadata applied.
    pub(super) fn eval_load(
        &mut self,
        ty: TypeId,
        ptr: Opnd,
        align: u64,
        volatile: bool,
        checks: &LoadChecks,
    ) -> Result<Reg, Stop> {
        let p = self.operand_pointer(ptr, "load")?;
        let info = self.prog.ty(ty);
        if info.store_size == 0 {
            self.zero_size_access(p, "load")?;
            let none = Bytes::new(0, self.model.uninit_fill());
            return load_value(&none, 0, &info.repr, false)
                .map(Reg::from_value)
                .map_err(|e| Stop::unsupported(format!("load of this type: {e}")));
        }
        let r = self.read_reg(ty, p, align, "load")?;
        if self.invariant.is_some() {
            self.watch_access(p, info.store_size, true);
        }
        if !volatile && *checks == LoadChecks::default() {
            // `checks.invariant` is false here too.
            return Ok(r);
        }
        let mut v = r.into_value();
        if volatile {
            self.event(Event::Volatile {
                store: false,
                addr: p.addr,
                value: v.clone(),
            });
        }
        if checks.invariant {
            self.check_invariant_load(p, info.store_size)?;
        }
        if *checks != LoadChecks::default() {
            v = self.apply_load_checks(v, checks)?;
        }
        Ok(Reg::from_value(v))
    }

    /// `!invariant.load` (see [`crate::sem::invariant`]): UB if the
    /// location held other defined contents earlier in the run; later
    /// changes are caught after each step ([`Machine::check_invariants`]).
    fn check_invariant_load(&mut self, p: Pointer, size: u64) -> Result<(), Stop> {
        let (Some(watch), Some(loc)) = (
            self.invariant.as_deref_mut(),
            crate::sem::invariant::location(&self.mem, p, size),
        ) else {
            return Ok(());
        };
        watch
            .invariant_load(&self.mem, loc)
            .map_err(|m| Stop::ub(UbKind::InvariantViolation, m))
    }

    /// Records what the `size` bytes at `p` hold, for the `!invariant.load`
    /// rule: a load read them (`loaded`), or a store overwrites them.
    fn watch_access(&mut self, p: Pointer, size: u64, loaded: bool) {
        if let (Some(watch), Some(loc)) = (
            self.invariant.as_deref_mut(),
            crate::sem::invariant::location(&self.mem, p, size),
        ) {
            watch.note(&self.mem, loc, loaded);
        }
    }

    fn apply_load_checks(&mut self, v: Value, c: &LoadChecks) -> Result<Value, Stop> {
        // `!range` makes each value outside it poison; undef bits are first
        // resolved to one value, as for the `range` attribute (Alive2 reads
        // both as an assumption about one value).
        let v = if !c.range.is_empty() && v.contains_undef() {
            self.resolve_undef(&v)
        } else {
            v
        };
        let v = poison_violations(v, c);
        if c.noundef && !v.is_well_defined() {
            return Err(Stop::ub(
                UbKind::NoundefViolation,
                "load marked !noundef produced a poison or undef value",
            ));
        }
        // The metadata makes anything but a dereferenceable pointer (or
        // null, for `!dereferenceable_or_null`) UB, poison and undef included.
        if let Some((n, _)) = c.dereferenceable
            && !v.is_well_defined()
        {
            return Err(Stop::ub(
                UbKind::AttributeViolation,
                format!(
                    "loaded pointer is poison or undef but its metadata says dereferenceable({n})"
                ),
            ));
        }
        if let (Some((n, or_null)), Value::Ptr(p)) = (c.dereferenceable, &v)
            && !(or_null && p.addr == 0)
            && self.mem.check(*p, n, 1, false).is_err()
        {
            return Err(Stop::ub(
                UbKind::AttributeViolation,
                format!("loaded pointer is not dereferenceable for {n} bytes as its metadata says"),
            ));
        }
        Ok(v)
    }

    /// `store`: the value's bits (`ty↓`) written at the address; padding of
    /// aggregates and the extra bits of odd-sized integers become
    /// uninitialized.
    pub(super) fn eval_store(
        &mut self,
        ty: TypeId,
        val: Opnd,
        ptr: Opnd,
        align: u64,
        volatile: bool,
    ) -> Result<(), Stop> {
        let p = self.operand_pointer(ptr, "store")?;
        let size = self.prog.ty(ty).store_size;
        if size == 0 {
            return self.zero_size_access(p, "store");
        }
        if self.invariant.is_some() {
            self.watch_access(p, size, false);
            let written = self.eval_store_general(ty, val, p, align, volatile);
            self.watch_access(p, size, false);
            return written;
        }
        self.eval_store_general(ty, val, p, align, volatile)
    }

    /// The write of [`Machine::eval_store`] at a checked pointer.
    #[inline(always)]
    fn eval_store_general(
        &mut self,
        ty: TypeId,
        val: Opnd,
        p: Pointer,
        align: u64,
        volatile: bool,
    ) -> Result<(), Stop> {
        if !volatile && let Some(s) = self.operand_scalar(val) {
            return self.store_scalar(ty, s, p, align, "store");
        }
        let v = self.read(val).into_owned();
        let written = self.write_value(ty, &v, p, align, "store");
        if volatile && written.is_ok() {
            self.event(Event::Volatile {
                store: true,
                addr: p.addr,
                value: v,
            });
        } else {
            v.discard();
        }
        written
    }

    /// [`Machine::write_value`] of a scalar: a defined integer of a whole
    /// number of bytes, or a defined pointer, goes to memory as plain
    /// bytes without becoming a [`Value`] (the same case as
    /// `write_value`'s first); anything else through `write_value`.
    #[inline(always)]
    pub(super) fn store_scalar(
        &mut self,
        ty: TypeId,
        s: Scalar,
        p: Pointer,
        align: u64,
        what: &str,
    ) -> Result<(), Stop> {
        if self.store_word(self.prog.ty(ty).word, s, p, align) {
            return Ok(());
        }
        self.store_scalar_general(ty, s, p, align, what)
    }

    /// [`Machine::store_scalar`] past the one-lookup word store: plain
    /// bits of up to 16 bytes, else `write_value`.
    #[inline(never)]
    pub(super) fn store_scalar_general(
        &mut self,
        ty: TypeId,
        s: Scalar,
        p: Pointer,
        align: u64,
        what: &str,
    ) -> Result<(), Stop> {
        let info = self.prog.ty(ty);
        let plain = match (&info.repr, s) {
            (Repr::Int(w), Scalar::Int(i)) if w % 8 == 0 => Some((i.bits() as u128, None)),
            (Repr::Ptr(64), Scalar::Ptr(q)) => plain_pointer(q),
            _ => None,
        };
        if let Some(done) = self.write_plain_bits(ty, plain, p, align, what) {
            return done;
        }
        self.write_value(ty, &s.to_value(), p, align, what)
    }

    /// The commonest store, in one lookup: a defined integer of a whole
    /// number of bytes, at most 8, or a defined pointer ([`WordAccess`],
    /// fixed per type), written as [`Machine::store_scalar`] writes it.
    /// Returns whether it wrote; `false` (failing accesses included) has
    /// changed nothing, and the general path decides.
    #[inline(always)]
    pub(super) fn store_word(
        &mut self,
        kind: WordAccess,
        s: Scalar,
        p: Pointer,
        align: u64,
    ) -> bool {
        match (kind, s) {
            (WordAccess::Int { width, size }, Scalar::Int(i)) if width == 8 * u32::from(size) => {
                self.mem.write_word(p, size, align, i.bits(), None)
            }
            (WordAccess::Ptr, Scalar::Ptr(q)) => match plain_pointer(q) {
                Some((bits, prov)) => self.mem.write_word(p, 8, align, bits as u64, prov),
                None => false,
            },
            _ => false,
        }
    }

    /// [`Machine::write_value`] of a defined float: a format of at most
    /// 64 bits goes to memory in one lookup ([`WordAccess::Float`], the
    /// bits as `write_value`'s first case writes them), anything else
    /// (and a declined access) through `write_value`.
    #[inline]
    pub(super) fn store_float(
        &mut self,
        ty: TypeId,
        f: Float,
        p: Pointer,
        align: u64,
        what: &str,
    ) -> Result<(), Stop> {
        if self.store_float_word(self.prog.ty(ty).word, f, p, align) {
            return Ok(());
        }
        self.write_value(ty, &Value::Float(f), p, align, what)
    }

    /// The first case of [`Machine::store_float`], for a type whose word
    /// access is `kind`: the float's bits in one lookup. Returns whether it
    /// wrote; `false` has changed nothing.
    #[inline(always)]
    pub(super) fn store_float_word(
        &mut self,
        kind: WordAccess,
        f: Float,
        p: Pointer,
        align: u64,
    ) -> bool {
        match float_word(kind, f) {
            Some((size, bits)) => self.mem.write_word(p, size, align, bits, None),
            None => false,
        }
    }

    /// Writes `plain` (a value's bits and provenance, when it has that
    /// form) at `p` as defined bytes, if the type's store size is at most
    /// 16 bytes, `p` is at a byte and the layout little-endian: the first
    /// case of [`Machine::write_value`]. `None` if it does not apply.
    #[inline]
    fn write_plain_bits(
        &mut self,
        ty: TypeId,
        plain: Option<(u128, Option<Provenance>)>,
        p: Pointer,
        align: u64,
        what: &str,
    ) -> Option<Result<(), Stop>> {
        let (bits, prov) = plain?;
        let info = self.prog.ty(ty);
        (p.bit == 0 && !self.prog.module.layout.big_endian && info.store_size <= 16).then(|| {
            self.mem
                .write_defined(p, info.store_size, align, bits, prov)
                .map_err(|e| self.access_stop(e, what))
        })
    }

    /// Writes `v` of type `ty` at `p` (`ty↓`). Through an ordinary pointer
    /// it writes the type's store size: the extra bits of an `iN` that is
    /// not a whole number of bytes, and the padding of aggregates, become
    /// uninitialized (LangRef leaves the extra bits unspecified). Through a
    /// pointer to a field of an Explicitly Packed Structure it writes
    /// exactly the value's bits and leaves every other bit alone (a
    /// read-modify-write of the bytes they touch).
    pub(crate) fn write_value(
        &mut self,
        ty: TypeId,
        v: &Value,
        p: Pointer,
        align: u64,
        what: &str,
    ) -> Result<(), Stop> {
        let info = self.prog.ty(ty);
        let plain = match (&info.repr, v) {
            (Repr::Int(w), Value::Int(i)) if w % 8 == 0 => Some((i.low_u128(), None)),
            (Repr::Float(k), Value::Float(f)) if k.bits() % 8 == 0 => Some((f.bits, None)),
            (Repr::Ptr(64), Value::Ptr(q)) => plain_pointer(*q),
            _ => None,
        };
        if let Some(done) = self.write_plain_bits(ty, plain, p, align, what) {
            return done;
        }
        let big_endian = self.prog.module.layout.big_endian;
        let at = p.containing_byte();
        let mut bytes = if p.is_field() {
            let n = field_bytes(p, &info.repr);
            self.mem
                .check(at, n, align, true)
                .map_err(|e| self.access_stop(e, what))?;
            self.mem
                .read(at, n, align)
                .map_err(|e| self.access_stop(e, what))?
        } else {
            // Check the access before building the bytes, so errors name the store.
            let place = self
                .mem
                .check(at, info.store_size, align, true)
                .map_err(|e| self.access_stop(e, what))?;
            let extra_bits = info.store_size * 8 > info.repr.bits();
            match info.repr {
                // The extra bits of a scalar or vector are unspecified
                // (kept or overwritten); an aggregate's padding is undef.
                Repr::Int(_) | Repr::Float(_) | Repr::Ptr(_) | Repr::Vector { .. }
                    if extra_bits && self.model.uninit_fill() == Fill::Undef =>
                {
                    self.mem.unspecified_bits(place, info.store_size)
                }
                _ => Bytes::new(info.store_size as usize, self.model.uninit_fill()),
            }
        };
        store_value(&mut bytes, p.bit_offset() as u64, &info.repr, v, big_endian)
            .map_err(|e| Stop::unsupported(format!("{what} of this type: {e}")))?;
        self.mem
            .write(at, &bytes, align)
            .map_err(|e| self.access_stop(e, what))
    }

    /// `cmpxchg`: loads the old value; if it equals the expected one, stores
    /// the new one; returns `{ old, success }`.
    pub(super) fn eval_cmpxchg(
        &mut self,
        ty: TypeId,
        ptr: Opnd,
        cmp: Opnd,
        new: Opnd,
        align: u64,
    ) -> Result<Value, Stop> {
        let p = self.operand_pointer(ptr, "cmpxchg")?;
        let old = self.read_value(ty, p, align, "cmpxchg")?;
        let expected = self.read(cmp).into_owned();
        let new = self.read(new).into_owned();
        let success = match (comparable(&old), comparable(&expected)) {
            (Some(a), Some(b)) if a.width() == b.width() => compare(IntPred::Eq, &a, &b),
            // A poison or undef bit on either side: whether they are equal
            // is unspecified (semantics/memory.md, [cmpxchg-unspecified]);
            // the flag says which way it went.
            _ => self.choose_index(crate::oracle::ChoicePoint::Unspecified, 2) == 1,
        };
        if success {
            self.write_value(ty, &new, p, align, "cmpxchg")?;
        }
        Ok(Value::Aggregate(vec![old, Value::bool(success)].into()))
    }

    /// `atomicrmw`: loads the old value, stores `op(old, val)`, returns the
    /// old value.
    pub(super) fn eval_atomicrmw(
        &mut self,
        op: RmwOp,
        ty: TypeId,
        ptr: Opnd,
        val: Opnd,
        align: u64,
    ) -> Result<Value, Stop> {
        let p = self.operand_pointer(ptr, "atomicrmw")?;
        let old = self.read_value(ty, p, align, "atomicrmw")?;
        let v = self.read(val).into_owned();
        let int = |b: BinOp, x: &Value, y: &Value| eval_int_binary(b, IntFlags::default(), x, y);
        let new = match op {
            RmwOp::Xchg => v.clone(),
            RmwOp::Add => {
                self.lanes2(&old, &v, move |x: &Value, y: &Value| int(BinOp::Add, x, y))?
            }
            RmwOp::Sub => {
                self.lanes2(&old, &v, move |x: &Value, y: &Value| int(BinOp::Sub, x, y))?
            }
            RmwOp::And => {
                self.lanes2(&old, &v, move |x: &Value, y: &Value| int(BinOp::And, x, y))?
            }
            RmwOp::Or => self.lanes2(&old, &v, move |x: &Value, y: &Value| int(BinOp::Or, x, y))?,
            RmwOp::Xor => {
                self.lanes2(&old, &v, move |x: &Value, y: &Value| int(BinOp::Xor, x, y))?
            }
            RmwOp::Nand => {
                let a = self.lanes2(&old, &v, move |x: &Value, y: &Value| int(BinOp::And, x, y))?;
                // `~x` of a lane with undef bits is `x ^ -1` at the lane's
                // width (the operand's integer type).
                let types = &self.prog.module.types;
                let Some(w) = types.int_width(types.scalar(ty)) else {
                    return Err(Stop::unsupported("atomicrmw nand on a non-integer type"));
                };
                self.lanes1(&a, move |x: &Value| match x {
                    Value::Int(i) => Ok(Value::Int(i.not())),
                    other => int(BinOp::Xor, other, &Value::Int(ApInt::all_ones(w))),
                })?
            }
            RmwOp::Max | RmwOp::Min | RmwOp::UMax | RmwOp::UMin => {
                let pred = match op {
                    RmwOp::Max => IntPred::Sgt,
                    RmwOp::Min => IntPred::Slt,
                    RmwOp::UMax => IntPred::Ugt,
                    _ => IntPred::Ult,
                };
                match (&old, &v) {
                    (Value::Int(a), Value::Int(b)) => {
                        if compare(pred, a, b) {
                            old.clone()
                        } else {
                            v.clone()
                        }
                    }
                    (Value::Poison, _) | (_, Value::Poison) => Value::Poison,
                    _ => return Err(Stop::unsupported("atomicrmw min/max on undef values")),
                }
            }
            // "using floating point arithmetic": the `fadd`/`fsub`
            // instructions without fast-math flags (NaN results as theirs).
            RmwOp::FAdd => {
                self.eval_float_binary(BinOp::FAdd, FastMath::default(), &old, &v, ty)?
            }
            RmwOp::FSub => {
                self.eval_float_binary(BinOp::FSub, FastMath::default(), &old, &v, ty)?
            }
            RmwOp::FMax | RmwOp::FMin | RmwOp::FMaximum | RmwOp::FMinimum => {
                let key = match op {
                    RmwOp::FMax => "maxnum",
                    RmwOp::FMin => "minnum",
                    RmwOp::FMaximum => "maximum",
                    _ => "minimum",
                };
                let kind = self.float_kind_of(ty)?;
                self.eval_float_binary_intrinsic(key, kind, &old, &v)?
            }
            RmwOp::UIncWrap | RmwOp::UDecWrap | RmwOp::USubCond | RmwOp::USubSat => {
                match (&old, &v) {
                    (Value::Int(a), Value::Int(b)) => Value::Int(wrapping_rmw(op, a, b)),
                    // The selects LangRef writes them as are poison when a
                    // comparison's operand is.
                    (Value::Poison, _) | (_, Value::Poison) => Value::Poison,
                    _ => {
                        return Err(Stop::unsupported(format!(
                            "atomicrmw {} on undef values",
                            op.name()
                        )));
                    }
                }
            }
        };
        if std::mem::take(&mut self.resolving) {
            // A resolved result goes to memory, where every later load
            // sees the same member.
            self.approximated = true;
        }
        self.write_value(ty, &new, p, align, "atomicrmw")?;
        Ok(old)
    }

    /// `getelementptr`: the base address plus the offsets of the indices
    /// (scaled by the indexed types' alloc sizes), lane by lane for vector
    /// forms, with the poison rules of `inbounds`/`nusw`/`nuw`.
    pub(super) fn eval_gep(
        &mut self,
        flags: GepFlags,
        base: Opnd,
        steps: &[GepStep],
        lanes: Option<u32>,
        index_bits: u32,
    ) -> Result<Value, Stop> {
        if lanes.is_none()
            && steps.len() <= FAST_GEP_STEPS
            && let Some(v) = self.gep_scalar_fast(flags, base, steps, index_bits)
        {
            return v;
        }
        let base_v = self.read(base).into_owned();
        let idx_vals: Vec<Value> = steps
            .iter()
            .map(|s| match s {
                GepStep::Index { index, .. } => self.read(*index).into_owned(),
                GepStep::Field { .. } => Value::Token,
            })
            .collect();
        let lane_count = lanes.map_or(1, |n| n as usize);
        let mut out = Vec::with_capacity(lane_count);
        for lane in 0..lane_count {
            let pick = |v: &Value| -> Value {
                match (lanes, v) {
                    (Some(_), Value::Vector(es)) => es.get(lane).cloned().unwrap_or(Value::Poison),
                    _ => v.clone(),
                }
            };
            let mut b = pick(&base_v);
            let mut idxs: Vec<Value> = idx_vals.iter().map(pick).collect();
            if let Value::Undef(u) = &b
                && u.is_all_undef()
                && (flags == GepFlags::default()
                    && steps
                        .iter()
                        .all(|s| !matches!(s, GepStep::Field { bit, .. } if *bit != 0))
                    && idxs
                        .iter()
                        .all(|i| matches!(i, Value::Int(_) | Value::Undef(_) | Value::Token))
                    || steps.iter().zip(&idxs).all(|(s, i)| {
                        matches!(s, GepStep::Index { .. })
                            && matches!(i, Value::Int(z) if z.is_zero())
                    }))
            {
                // Every address plus the offset is every address, and all
                // zero indices leave the base as it is whatever the flags
                // (LangRef: all-zero indices are always `inbounds`): undef
                // exactly (semantics/undef.md, [undef-exact]). In a vector
                // form each lane is its own use of a splatted scalar base
                // (Alive2's reading; paper-notes/langref-deltas.md).
                out.push(b);
                continue;
            }
            let any_undef =
                matches!(b, Value::Undef(_)) || idxs.iter().any(|i| matches!(i, Value::Undef(_)));
            if any_undef
                && flags == GepFlags::default()
                && self.addresses_are_index_wide(index_bits)
            {
                let address = |vals: &[Value]| {
                    undef_index_address(&vals[0], &lane_offsets(steps, &vals[1..]), index_bits)
                };
                let ops: Vec<Value> = std::iter::once(b.clone())
                    .chain(idxs.iter().cloned())
                    .collect();
                match address(&ops) {
                    // The set of addresses, exactly ([gep-undef-index]).
                    Some(Ok(v)) => {
                        out.push(v);
                        continue;
                    }
                    // Not a cube: resolve in stages, as `add` does, until
                    // the rest is one (the rule applies to every member).
                    Some(Err(_)) => {
                        if lanes.is_none() && undef_bits_move_address(&b, steps, &idxs, index_bits)
                        {
                            self.resolving_address = true;
                        }
                        let f = |vals: &[Value]| address(vals).unwrap_or(Err(OpError::Shape));
                        out.push(self.resolve_stages(&ops, &f)?);
                        continue;
                    }
                    None => {}
                }
            }
            if any_undef {
                // One member of the set of addresses, chosen here: a
                // resolved result, whose uses are counted (see
                // `Machine::note_read_of_resolved`). When the set has
                // more than one address, the pointer is not well defined
                // and no access may go through it (rule
                // [gep-undef-address], semantics/memory.md).
                self.start_resolving();
                if lanes.is_none() && undef_bits_move_address(&b, steps, &idxs, index_bits) {
                    self.resolving_address = true;
                }
                b = undef_pointer_address(self.resolve_undef(&b));
                idxs = idxs.iter().map(|i| self.resolve_undef(i)).collect();
            }
            let offsets = lane_offsets(steps, &idxs);
            let mem = &self.mem;
            let bounds = |p: Pointer| mem.designated(p).map(|id| mem.bounds(id));
            let r =
                eval_gep_lane(flags, &b, &offsets, index_bits, &bounds).map_err(super::op_stop)?;
            out.push(r);
        }
        Ok(match lanes {
            Some(_) => Value::Vector(out.into()),
            None => out.pop().unwrap_or(Value::Poison),
        })
    }

    /// Whether every address space with index width `index_bits` has
    /// pointers of that size, so that a pointer with undef bits formed
    /// from an address of that width has the pointer's width
    /// ([gep-undef-index]; the instruction does not say its address
    /// space).
    fn addresses_are_index_wide(&self, index_bits: u32) -> bool {
        self.prog
            .module
            .layout
            .pointers
            .iter()
            .all(|p| p.index_bits != index_bits || p.size_bits == index_bits)
    }
}

/// Most steps of a `getelementptr` the fast path handles.
pub(super) const FAST_GEP_STEPS: usize = 4;

/// A poison index, for [`Machine::gep_words`].
static POISON: Value = Value::Poison;

impl Machine<'_, '_> {
    /// A scalar `getelementptr` whose operands have no undef bits, computed
    /// on borrowed operands without copies (`None`: take the general path).
    fn gep_scalar_fast(
        &self,
        flags: GepFlags,
        base: Opnd,
        steps: &[GepStep],
        index_bits: u32,
    ) -> Option<Result<Value, Stop>> {
        let r = self.gep_words(flags, self.operand_scalar(base)?, steps, index_bits, |o| {
            self.operand_scalar(o)
        })?;
        Some(r.map(Scalar::to_value))
    }

    /// A scalar `getelementptr` of at most [`FAST_GEP_STEPS`] steps whose
    /// base and indices `index` gives in scalar form, without undef bits
    /// (`None`: take the general path). The indices go to the rules as
    /// [`Offset::Word`]s, so that nothing is converted to [`Value`]s.
    #[inline]
    pub(super) fn gep_words(
        &self,
        flags: GepFlags,
        base: Scalar,
        steps: &[GepStep],
        index_bits: u32,
        index: impl Fn(Opnd) -> Option<Scalar>,
    ) -> Option<Result<Scalar, Stop>> {
        let b = match base {
            Scalar::Ptr(p) => Some(p),
            Scalar::Poison => None,
            _ => return None,
        };
        if steps.len() > FAST_GEP_STEPS {
            return None;
        }
        let mut offsets = [Offset::Field(0, 0); FAST_GEP_STEPS];
        for (slot, s) in offsets.iter_mut().zip(steps) {
            *slot = match s {
                GepStep::Field { offset, bit } => Offset::Field(*offset, *bit),
                GepStep::Index { index: o, stride } => match index(*o)? {
                    Scalar::Int(i) => Offset::Word(i, *stride),
                    Scalar::Poison => Offset::Index(&POISON, *stride),
                    _ => return None,
                },
            };
        }
        // A poison base gives poison whatever the indices (as
        // `eval_gep_lane` does).
        let Some(b) = b else {
            return Some(Ok(Scalar::Poison));
        };
        let mem = &self.mem;
        let bounds = |p: Pointer| mem.designated(p).map(|id| mem.bounds(id));
        let r = eval_gep_pointer(flags, b, &offsets[..steps.len()], index_bits, &bounds);
        Some(match r {
            Ok(Some(p)) => Ok(Scalar::Ptr(p)),
            Ok(None) => Ok(Scalar::Poison),
            Err(e) => Err(super::op_stop(e)),
        })
    }
}

/// The offsets of one lane of a `getelementptr`: its steps with the
/// lane's indices `idxs`.
fn lane_offsets<'v>(steps: &[GepStep], idxs: &'v [Value]) -> Vec<Offset<'v>> {
    steps
        .iter()
        .zip(idxs)
        .map(|(s, v)| match s {
            GepStep::Field { offset, bit } => Offset::Field(*offset, *bit),
            GepStep::Index { stride, .. } => Offset::Index(v, *stride),
        })
        .collect()
}

/// Whether the undef bits of a `getelementptr`'s base or indices give it
/// more than one address: an undef bit of the base does; an undef bit `i`
/// of an index scaled by `stride` does when `stride << i` is not a
/// multiple of 2^`index_bits` (offsets are computed modulo the index
/// width, LangRef "getelementptr"), since two members differing in that
/// bit alone then differ in offset.
fn undef_bits_move_address(
    base: &Value,
    steps: &[GepStep],
    idxs: &[Value],
    index_bits: u32,
) -> bool {
    if matches!(base, Value::Undef(_)) {
        return true;
    }
    steps.iter().zip(idxs).any(|(s, i)| match (s, i) {
        (GepStep::Index { stride, .. }, Value::Undef(u)) if *stride != 0 => {
            let lowest = u.undef.cttz();
            lowest < index_bits.min(u.undef.width())
                && lowest + stride.trailing_zeros() < index_bits
        }
        _ => false,
    })
}

/// An undef base pointer resolved to bits is an address with no
/// provenance (what `freeze` makes of one); other values are unchanged.
fn undef_pointer_address(v: Value) -> Value {
    match v {
        Value::Int(bits) => super::other::frozen_pointer(bits),
        v => v,
    }
}

/// The loaded value with every element that breaks `!range`, `!nonnull` or
/// `!align` replaced by poison (LangRef: `!range` applies element-wise to
/// vectors).
fn poison_violations(v: Value, c: &LoadChecks) -> Value {
    let violates = match &v {
        Value::Vector(es) => {
            return Value::Vector(
                es.iter()
                    .map(|e| poison_violations(e.clone(), c))
                    .collect::<Vec<_>>()
                    .into(),
            );
        }
        Value::Int(i) => !c.range.is_empty() && !c.range.iter().any(|(lo, hi)| in_range(i, lo, hi)),
        Value::Ptr(p) => {
            (c.nonnull && p.addr == 0) || c.align.is_some_and(|a| a > 1 && p.addr % a != 0)
        }
        _ => false,
    };
    if violates { Value::Poison } else { v }
}

/// The bits of a defined integer or pointer, for comparisons.
fn comparable(v: &Value) -> Option<ApInt> {
    match v {
        Value::Int(i) => Some(i.clone()),
        Value::Ptr(p) => Some(ApInt::from_u64(64, p.addr)),
        _ => None,
    }
}

/// The number of bytes a value of layout `repr` touches through the field
/// pointer `p`: from its bit to the end of the value's last bit.
fn field_bytes(p: Pointer, repr: &Repr) -> u64 {
    (p.bit_offset() as u64 + repr.bits()).div_ceil(8)
}

/// A pointer stored as plain bytes: its address, with its provenance
/// when it has one (`None`: a pointer into a byte, which takes the general
/// path).
fn plain_pointer(q: Pointer) -> Option<(u128, Option<Provenance>)> {
    (q.bit == 0).then(|| {
        (
            q.addr as u128,
            Some(q.prov()).filter(|p| *p != Provenance::None),
        )
    })
}

/// The provenance of a loaded pointer whose bytes carried `prov` and hold
/// the address `addr`: address bytes that were not stored as a pointer
/// read as `ty↑` reads them (see `mem::repr`).
#[inline(always)]
fn loaded_provenance(prov: Option<Provenance>, addr: u64) -> Provenance {
    match prov {
        Some(p) => p,
        None if addr == 0 => Provenance::None,
        None => Provenance::Wildcard,
    }
}

/// What a one-lookup load read ([`Machine::load_word`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Loaded {
    /// An integer of at most 64 bits or a pointer ([`Reg::Scalar`]).
    Scalar(Scalar),
    /// A defined float of a format of at most 64 bits ([`Value::Float`]).
    Float(Float),
}

/// `ty↑` of defined bytes that hold `v` (with provenance `prov`, for a
/// pointer), for a type whose word access is `kind`: what
/// [`Machine::read_scalar_fast`] makes of the same bits. `None` for
/// [`WordAccess::None`].
#[inline(always)]
fn word_value(kind: WordAccess, v: u64, prov: Option<Provenance>) -> Option<Loaded> {
    Some(match kind {
        WordAccess::Int { width, .. } => Loaded::Scalar(Scalar::Int(Word::new(width, v))),
        WordAccess::Ptr => Loaded::Scalar(Scalar::Ptr(Pointer::from_parts(
            loaded_provenance(prov, v),
            v,
            0,
        ))),
        // The store size is the format's width ([`WordAccess::of`]), so
        // `v` holds exactly the format's bits.
        WordAccess::Float { kind, .. } => Loaded::Float(Float {
            kind,
            bits: u128::from(v),
        }),
        WordAccess::None => return None,
    })
}

/// The store size and bits of `f` when a type whose word access is `kind`
/// stores it in one lookup: a float of the type's own format (`ty↓` of a
/// defined float is its bits); `None` for anything else.
#[inline(always)]
fn float_word(kind: WordAccess, f: Float) -> Option<(u8, u64)> {
    match kind {
        WordAccess::Float { kind, size } if kind == f.kind => Some((size, f.bits as u64)),
        _ => None,
    }
}

/// The low `bits` bits set.
fn mask_bits(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// The stored value of the wrapping and conditional `atomicrmw` operations
/// on defined operands (LangRef "'atomicrmw' Instruction"): `uinc_wrap`
/// `(*ptr u>= val) ? 0 : (*ptr + 1)`, `udec_wrap` `((*ptr == 0) || (*ptr u>
/// val)) ? val : (*ptr - 1)`, `usub_cond` `(*ptr u>= val) ? *ptr - val :
/// *ptr`, `usub_sat` `(*ptr u>= val) ? *ptr - val : 0`.
fn wrapping_rmw(op: RmwOp, old: &ApInt, val: &ApInt) -> ApInt {
    let w = old.width();
    match op {
        RmwOp::UIncWrap if old.uge(val) => ApInt::zero(w),
        RmwOp::UIncWrap => old.add(&ApInt::one(w)),
        RmwOp::UDecWrap if old.is_zero() || old.ugt(val) => val.clone(),
        RmwOp::UDecWrap => old.sub(&ApInt::one(w)),
        RmwOp::USubCond | RmwOp::USubSat if old.uge(val) => old.sub(val),
        RmwOp::USubCond => old.clone(),
        _ => ApInt::zero(w),
    }
}

#[cfg(test)]
mod tests;
