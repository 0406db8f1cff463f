//! Memory instructions (LangRef "Memory Access and Addressing
//! Operations"): `alloca`, `load`, `store`, `fence`, `cmpxchg`,
//! `atomicrmw` and `getelementptr`, with the alignment and atomicity rules
//! they share.

use super::body::InstCx;
use super::types::Yield;
use crate::parse::error::Diagnostic;
use crate::syntax::{Atomic, Operand, Ordering, RmwOp, TypeId, TypeKind, Typed};

/// The largest alignment LLVM supports: 2^32 bytes.
const MAX_ALIGN: u64 = 1 << 32;

impl InstCx<'_> {
    /// `align A`: a power of two no larger than 2^32.
    fn check_align(&self, align: Option<u64>) -> Result<(), Diagnostic> {
        match align {
            Some(a) if !a.is_power_of_two() => Err(self.err(format!(
                "'{}' alignment {a} is not a power of two",
                self.op()
            ))),
            Some(a) if a > MAX_ALIGN => Err(self.err(format!(
                "'{}' alignment {a} is larger than the largest supported, 2^32",
                self.op()
            ))),
            _ => Ok(()),
        }
    }

    /// The address operand of a memory access is a pointer.
    fn check_address(&self, ptr: &Typed) -> Result<(), Diagnostic> {
        if !self.cx().is_ptr(ptr.ty) {
            return Err(self.err(format!(
                "'{}' address must be a pointer, but has type {}",
                self.op(),
                self.ty(ptr.ty)
            )));
        }
        self.typed(ptr, "address")
    }

    /// `alloca`: a sized type, an integer element count.
    pub(super) fn check_alloca(
        &self,
        ty: TypeId,
        count: Option<&Typed>,
        align: Option<u64>,
        addrspace: Option<u32>,
    ) -> Result<Yield, Diagnostic> {
        let cx = self.cx();
        if !cx.is_sized(ty) {
            return Err(self.err(format!(
                "'alloca' of type {}, which is unsized",
                self.ty(ty)
            )));
        }
        if let Some(n) = count {
            if !cx.is_int(n.ty) {
                return Err(self.err(format!(
                    "'alloca' element count must be an integer, but has type {}",
                    self.ty(n.ty)
                )));
            }
            self.typed(n, "element count")?;
        }
        self.check_align(align)?;
        let addrspace = addrspace.unwrap_or(cx.m.layout.alloca_addrspace);
        Ok(cx.ptr_like(addrspace, None))
    }

    /// A loaded or stored type: first class and sized.
    fn check_access_type(&self, ty: TypeId) -> Result<(), Diagnostic> {
        let cx = self.cx();
        if !cx.types.is_first_class(ty) || !cx.is_sized(ty) {
            return Err(self.err(format!(
                "'{}' of type {}, which is not a sized first-class type",
                self.op(),
                self.ty(ty)
            )));
        }
        Ok(())
    }

    /// The extra rules of atomic accesses: an explicit alignment, a type
    /// that is an integer, floating-point, pointer or vector of them, and a
    /// size of a power-of-two number of bytes.
    fn check_atomic_access(&self, ty: TypeId, align: Option<u64>) -> Result<(), Diagnostic> {
        let cx = self.cx();
        let op = self.op();
        if align.is_none() {
            return Err(self.err(format!("atomic '{op}' must have an explicit alignment")));
        }
        let scalar = cx.types.scalar(ty);
        if !(cx.is_int(scalar) || cx.is_fp(scalar) || cx.is_ptr(scalar)) {
            return Err(self.err(format!(
                "atomic '{op}' must access an integer, floating-point, pointer or vector type, but accesses {}",
                self.ty(ty)
            )));
        }
        self.check_atomic_size(ty)
    }

    /// Atomic accesses are at least a byte and a power of two in size.
    fn check_atomic_size(&self, ty: TypeId) -> Result<(), Diagnostic> {
        let cx = self.cx();
        let bits = cx.m.layout.bit_size(cx.types, ty);
        if bits < 8 || !bits.is_power_of_two() {
            return Err(self.err(format!(
                "atomic '{}' of type {} ({bits} bits): the size must be a power of two and at least one byte",
                self.op(),
                self.ty(ty)
            )));
        }
        Ok(())
    }

    pub(super) fn check_load(
        &self,
        atomic: Option<&Atomic>,
        ty: TypeId,
        ptr: &Typed,
        align: Option<u64>,
    ) -> Result<Yield, Diagnostic> {
        self.check_access_type(ty)?;
        self.check_address(ptr)?;
        self.check_align(align)?;
        if let Some(a) = atomic {
            if matches!(a.ordering, Ordering::Release | Ordering::AcqRel) {
                return Err(self.err(format!(
                    "atomic 'load' cannot have ordering {}",
                    a.ordering.name()
                )));
            }
            self.check_atomic_access(ty, align)?;
        }
        Ok(Yield::Ty(ty))
    }

    pub(super) fn check_store(
        &self,
        atomic: Option<&Atomic>,
        val: &Typed,
        ptr: &Typed,
        align: Option<u64>,
    ) -> Result<Yield, Diagnostic> {
        self.check_access_type(val.ty)?;
        self.typed(val, "value")?;
        self.check_address(ptr)?;
        self.check_align(align)?;
        if let Some(a) = atomic {
            if matches!(a.ordering, Ordering::Acquire | Ordering::AcqRel) {
                return Err(self.err(format!(
                    "atomic 'store' cannot have ordering {}",
                    a.ordering.name()
                )));
            }
            self.check_atomic_access(val.ty, align)?;
        }
        Ok(Yield::Void)
    }

    /// `fence`: acquire, release, acq_rel or seq_cst.
    pub(super) fn check_fence(&self, ordering: Ordering) -> Result<Yield, Diagnostic> {
        if matches!(ordering, Ordering::Unordered | Ordering::Monotonic) {
            return Err(self.err(format!("'fence' cannot have ordering {}", ordering.name())));
        }
        Ok(Yield::Void)
    }

    /// `cmpxchg`: integer or pointer operands of one type; both orderings
    /// at least monotonic, the failure one neither release nor acq_rel;
    /// yields `{ T, i1 }`.
    pub(super) fn check_cmpxchg(
        &self,
        ptr: &Typed,
        cmp: &Typed,
        new: &Typed,
        (success, failure): (Ordering, Ordering),
        align: Option<u64>,
    ) -> Result<Yield, Diagnostic> {
        let cx = self.cx();
        self.check_address(ptr)?;
        if !(cx.is_int(cmp.ty) || cx.is_ptr(cmp.ty)) {
            return Err(self.err(format!(
                "'cmpxchg' operands must be integers or pointers, but have type {}",
                self.ty(cmp.ty)
            )));
        }
        if new.ty != cmp.ty {
            return Err(self.err(format!(
                "'cmpxchg' new value has type {}, but the compared value has type {}",
                self.ty(new.ty),
                self.ty(cmp.ty)
            )));
        }
        self.typed(cmp, "compared value")?;
        self.typed(new, "new value")?;
        self.check_align(align)?;
        self.check_atomic_size(cmp.ty)?;
        if success == Ordering::Unordered || failure == Ordering::Unordered {
            return Err(self.err("'cmpxchg' orderings must be at least monotonic"));
        }
        if matches!(failure, Ordering::Release | Ordering::AcqRel) {
            return Err(self.err(format!(
                "'cmpxchg' failure ordering cannot be {}",
                failure.name()
            )));
        }
        let i1 = cx.lookup(&TypeKind::Int(1));
        let pair = i1.and_then(|i1| {
            cx.lookup(&TypeKind::Struct {
                fields: vec![cmp.ty, i1],
                packed: false,
            })
        });
        Ok(pair.map_or_else(
            || Yield::Missing(format!("{{ {}, i1 }}", self.ty(cmp.ty))),
            Yield::Ty,
        ))
    }

    /// `atomicrmw`: `xchg` on integers, floating-point values or pointers;
    /// the `f*` operations on floating-point values (or vectors of them);
    /// the others on integers. Never unordered.
    pub(super) fn check_atomicrmw(
        &self,
        op: RmwOp,
        ptr: &Typed,
        val: &Typed,
        ordering: Ordering,
        align: Option<u64>,
    ) -> Result<Yield, Diagnostic> {
        let cx = self.cx();
        self.check_address(ptr)?;
        let ty = val.ty;
        let (ok, what) = match op {
            RmwOp::Xchg => (
                cx.is_int(ty) || cx.is_fp(ty) || cx.is_ptr(ty),
                "an integer, floating-point value or pointer",
            ),
            RmwOp::FAdd
            | RmwOp::FSub
            | RmwOp::FMax
            | RmwOp::FMin
            | RmwOp::FMaximum
            | RmwOp::FMinimum => (
                cx.types.is_float_or_float_vector(ty),
                "floating-point or a vector of floating-point values",
            ),
            _ => (cx.is_int(ty), "an integer"),
        };
        if !ok {
            return Err(self.err(format!(
                "'atomicrmw {}' operand must be {what}, but has type {}",
                op.name(),
                self.ty(ty)
            )));
        }
        self.typed(val, "operand")?;
        self.check_align(align)?;
        self.check_atomic_size(ty)?;
        if ordering == Ordering::Unordered {
            return Err(self.err("'atomicrmw' cannot be unordered"));
        }
        Ok(Yield::Ty(ty))
    }

    /// `getelementptr`: see [`super::Cx::gep_shape`]; yields a pointer in the
    /// base's address space (a vector of them if any operand is a vector).
    pub(super) fn check_gep(
        &self,
        source_ty: TypeId,
        base: &Typed,
        indices: &[Typed],
    ) -> Result<Yield, Diagnostic> {
        let cx = self.cx();
        let idx: Vec<_> = indices
            .iter()
            .map(|t| match &t.val {
                Operand::Const(c) => (t.ty, Some(c)),
                _ => (t.ty, None),
            })
            .collect();
        let shape = cx
            .gep_shape(source_ty, base.ty, &idx)
            .map_err(|m| self.err(m))?;
        self.typed(base, "base")?;
        for i in indices {
            self.typed(i, "index")?;
        }
        Ok(cx.ptr_like(cx.addrspace(base.ty).unwrap_or(0), shape))
    }
}
