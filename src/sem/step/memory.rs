//! Memory access and addressing (LangRef "Memory Access and Addressing
//! Operations"): `alloca`, `load`, `store`, `cmpxchg`, `atomicrmw`,
//! `getelementptr`. llsem runs one thread, so atomic operations are plain
//! accesses and `fence` does nothing.

use crate::apint::ApInt;
use crate::mem::repr::{load_value, store_value};
use crate::mem::{AllocKind, Bytes, Liveness};
use crate::sem::code::{GepStep, LoadChecks, Opnd};
use crate::sem::events::Event;
use crate::sem::machine::Machine;
use crate::sem::ops::gep::{Offset, eval_gep_lane};
use crate::sem::ops::int::{compare, eval_int_binary};
use crate::sem::ops::ranges::in_range;
use crate::sem::stop::{Stop, UbKind};
use crate::sem::value::{Pointer, Value};
use crate::syntax::{BinOp, GepFlags, IntFlags, IntPred, RmwOp, TypeId};

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

    /// `alloca`: a fresh stack object of `count × elem_size` bytes,
    /// uninitialized (undef, or poison in the taming model), freed when the
    /// function returns; dead until `llvm.lifetime.start` if the function
    /// starts its lifetime explicitly.
    pub(super) fn eval_alloca(
        &mut self,
        _ty: TypeId,
        elem_size: u64,
        count: Option<Opnd>,
        align: u64,
        starts_dead: bool,
    ) -> Result<Value, Stop> {
        let n = match count.map(|c| self.read(c).clone()) {
            None => 1,
            Some(Value::Int(i)) => i.to_u64().ok_or_else(|| {
                Stop::ub(
                    UbKind::InvalidAlloca,
                    "alloca with an element count that does not fit in 64 bits",
                )
            })?,
            Some(_) => {
                return Err(Stop::ub(
                    UbKind::InvalidAlloca,
                    "alloca with a poison or undef element count",
                ));
            }
        };
        let size = n
            .checked_mul(elem_size)
            .ok_or_else(|| Stop::ub(UbKind::InvalidAlloca, "alloca size overflows"))?;
        let name = self.alloca_name();
        let p = self
            .mem
            .allocate(
                AllocKind::Stack,
                size,
                align,
                self.model.uninit_fill(),
                name,
            )
            .map_err(|e| self.access_stop(e, "alloca"))?;
        let id = match p.prov {
            crate::sem::value::Provenance::Alloc(id) => id,
            _ => unreachable!("allocate returns a pointer to its allocation"),
        };
        if starts_dead {
            self.mem.get_mut(id).live = Liveness::OutOfLifetime;
        }
        if let Some(f) = self.frames.last_mut() {
            f.allocas.push(id);
        }
        Ok(Value::Ptr(p))
    }

    fn alloca_name(&self) -> String {
        let Some(frame) = self.frames.last() else {
            return "alloca".into();
        };
        let f = self.prog.module.func(frame.func);
        let inst = &frame.code.blocks[frame.block.0 as usize].insts[frame.pc];
        let local = inst
            .dst
            .and_then(|d| f.body.as_ref()?.locals.get(d as usize)?.name.clone());
        match local {
            Some(n) => format!("%{n} in @{}", f.name),
            None => format!("alloca in @{}", f.name),
        }
    }

    /// Reads the bytes a value of `ty` occupies at `p` (a pointer inside a
    /// byte reads from its bit on).
    pub(crate) fn read_value(
        &mut self,
        ty: TypeId,
        p: Pointer,
        align: u64,
        what: &str,
    ) -> Result<Value, Stop> {
        let info = self.prog.ty(ty);
        let bits = info.repr.bits();
        let n = if p.bit == 0 {
            info.store_size
        } else {
            (p.bit as u64 + bits).div_ceil(8)
        };
        let bytes = self
            .mem
            .read(p, n, align)
            .map_err(|e| self.access_stop(e, what))?;
        load_value(
            &bytes,
            p.bit as u64,
            &info.repr,
            self.prog.module.layout.big_endian,
        )
        .map_err(|e| Stop::unsupported(format!("{what} of this type: {e:?}")))
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
    ) -> Result<Value, Stop> {
        let p = self.access_pointer(&self.read(ptr).clone(), "load")?;
        let mut v = self.read_value(ty, p, align, "load")?;
        if volatile {
            self.event(Event::Volatile {
                store: false,
                addr: p.addr,
                value: v.clone(),
            });
        }
        if checks.invariant {
            self.check_invariant_load(p, ty, &v)?;
        }
        if *checks != LoadChecks::default() {
            v = self.apply_load_checks(v, checks)?;
        }
        Ok(v)
    }

    /// `!invariant.load`: the location must hold the same value at every
    /// point where it is dereferenceable. llsem remembers what each
    /// invariant load of a location saw and reports UB when a later one
    /// sees something else (a cheap, sound-for-reports approximation: it
    /// catches changes between invariant loads of the same run).
    fn check_invariant_load(&mut self, p: Pointer, ty: TypeId, v: &Value) -> Result<(), Stop> {
        let Some(id) = self.mem.designated(p) else {
            return Ok(());
        };
        let key = (id, p.addr.wrapping_sub(self.mem.get(id).base), ty);
        match self.invariant_loads.get(&key) {
            Some(seen) if seen != v => Err(Stop::ub(
                UbKind::InvariantViolation,
                format!(
                    "load marked !invariant.load read a different value at {:#x} than an earlier invariant load of that location",
                    p.addr
                ),
            )),
            Some(_) => Ok(()),
            None => {
                self.invariant_loads.insert(key, v.clone());
                Ok(())
            }
        }
    }

    /// `!range` (element-wise for vectors), `!nonnull`, `!align`: a
    /// violating value is poison; `!noundef`: a value that is not well
    /// defined (including one made poison by the former) is UB;
    /// `!dereferenceable(_or_null)`: an undereferenceable pointer is UB.
    fn apply_load_checks(&mut self, v: Value, c: &LoadChecks) -> Result<Value, Stop> {
        let v = match v {
            Value::Vector(es) => Value::Vector(
                es.iter()
                    .map(|e| poison_if_violates(e.clone(), c))
                    .collect::<Vec<_>>()
                    .into(),
            ),
            scalar => poison_if_violates(scalar, c),
        };
        if c.noundef && !v.is_well_defined() {
            return Err(Stop::ub(
                UbKind::NoundefViolation,
                "load marked !noundef produced a poison or undef value",
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
        let p = self.access_pointer(&self.read(ptr).clone(), "store")?;
        let v = self.read(val).clone();
        self.write_value(ty, &v, p, align, "store")?;
        if volatile {
            self.event(Event::Volatile {
                store: true,
                addr: p.addr,
                value: v,
            });
        }
        Ok(())
    }

    /// Writes `v` of type `ty` at `p`.
    pub(crate) fn write_value(
        &mut self,
        ty: TypeId,
        v: &Value,
        p: Pointer,
        align: u64,
        what: &str,
    ) -> Result<(), Stop> {
        let info = self.prog.ty(ty);
        let big_endian = self.prog.module.layout.big_endian;
        let bits = info.repr.bits();
        let mut bytes = if p.bit == 0 {
            // Check the access before building the bytes, so errors name the store.
            self.mem
                .check(p, info.store_size, align, true)
                .map_err(|e| self.access_stop(e, what))?;
            Bytes::new(info.store_size as usize, self.model.uninit_fill())
        } else {
            // A field inside a byte: read-modify-write the bytes it touches.
            let n = (p.bit as u64 + bits).div_ceil(8);
            self.mem
                .read(p, n, align)
                .map_err(|e| self.access_stop(e, what))?
        };
        store_value(&mut bytes, p.bit as u64, &info.repr, v, big_endian)
            .map_err(|e| Stop::unsupported(format!("{what} of this type: {e:?}")))?;
        self.mem
            .write(p, &bytes, align)
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
        let p = self.access_pointer(&self.read(ptr).clone(), "cmpxchg")?;
        let old = self.read_value(ty, p, align, "cmpxchg")?;
        let expected = self.read(cmp).clone();
        let new = self.read(new).clone();
        let success = match (comparable(&old), comparable(&expected)) {
            (Some(a), Some(b)) if a.width() == b.width() => compare(IntPred::Eq, &a, &b),
            _ => {
                return Err(Stop::unsupported(
                    "cmpxchg comparing poison or undef values",
                ));
            }
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
        let p = self.access_pointer(&self.read(ptr).clone(), "atomicrmw")?;
        let old = self.read_value(ty, p, align, "atomicrmw")?;
        let v = self.read(val).clone();
        let int = |b: BinOp, x: &Value, y: &Value| eval_int_binary(b, IntFlags::default(), x, y);
        let new = match op {
            RmwOp::Xchg => v.clone(),
            RmwOp::Add => self.lanes2(&old, &v, &|x, y| int(BinOp::Add, x, y))?,
            RmwOp::Sub => self.lanes2(&old, &v, &|x, y| int(BinOp::Sub, x, y))?,
            RmwOp::And => self.lanes2(&old, &v, &|x, y| int(BinOp::And, x, y))?,
            RmwOp::Or => self.lanes2(&old, &v, &|x, y| int(BinOp::Or, x, y))?,
            RmwOp::Xor => self.lanes2(&old, &v, &|x, y| int(BinOp::Xor, x, y))?,
            RmwOp::Nand => {
                let a = self.lanes2(&old, &v, &|x, y| int(BinOp::And, x, y))?;
                self.lanes1(&a, &|x| match x {
                    Value::Int(i) => Ok(Value::Int(i.not())),
                    other => int(BinOp::Xor, other, &Value::Int(ApInt::all_ones(64))),
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
            other => {
                return Err(Stop::unsupported(format!("atomicrmw {}", other.name())));
            }
        };
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
        let base_v = self.read(base).clone();
        let idx_vals: Vec<Value> = steps
            .iter()
            .map(|s| match s {
                GepStep::Index { index, .. } => self.read(*index).clone(),
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
            if matches!(b, Value::Undef(_)) || idxs.iter().any(|i| matches!(i, Value::Undef(_))) {
                self.approximated = true;
                b = self.resolve_undef(&b);
                idxs = idxs.iter().map(|i| self.resolve_undef(i)).collect();
            }
            let offsets: Vec<Offset<'_>> = steps
                .iter()
                .zip(&idxs)
                .map(|(s, v)| match s {
                    GepStep::Field { offset, bit } => Offset::Field(*offset, *bit),
                    GepStep::Index { stride, .. } => Offset::Index(v, *stride),
                })
                .collect();
            let mem = &self.mem;
            let bounds = |p: Pointer| {
                mem.designated(p).map(|id| {
                    let a = mem.get(id);
                    (a.base, a.size)
                })
            };
            let r =
                eval_gep_lane(flags, &b, &offsets, index_bits, &bounds).map_err(super::op_stop)?;
            out.push(r);
        }
        Ok(match lanes {
            Some(_) => Value::Vector(out.into()),
            None => out.pop().unwrap_or(Value::Poison),
        })
    }
}

/// The bits of a defined integer or pointer, for comparisons.
fn comparable(v: &Value) -> Option<ApInt> {
    match v {
        Value::Int(i) => Some(i.clone()),
        Value::Ptr(p) => Some(ApInt::from_u64(64, p.addr)),
        _ => None,
    }
}

/// A loaded scalar, or poison if it breaks `!range`, `!nonnull` or `!align`.
fn poison_if_violates(v: Value, c: &LoadChecks) -> Value {
    let violates = match &v {
        Value::Int(i) => !c.range.is_empty() && !c.range.iter().any(|(lo, hi)| in_range(i, lo, hi)),
        Value::Ptr(p) => {
            (c.nonnull && p.addr == 0) || c.align.is_some_and(|a| a > 1 && p.addr % a != 0)
        }
        _ => false,
    };
    if violates { Value::Poison } else { v }
}
