//! `malloc`, `calloc`, `realloc`, `free`, `aligned_alloc` (C17 7.22.3),
//! POSIX's `posix_memalign` and `valloc`, and glibc's `memalign`,
//! `pvalloc` and `reallocarray`: heap blocks are allocations of their own;
//! freeing twice, freeing a pointer that is not the start of a live heap
//! block, and using a freed block are UB.

use crate::mem::{AllocKind, Fill, Liveness};
use crate::oracle::ChoicePoint;
use crate::sem::library::Resolved;
use crate::sem::machine::Machine;
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::TypeId;
use crate::value::{Pointer, Value};

/// The functions of this file resolved when a program is built
/// ([`crate::sem::library::Library::resolve`]), by model number: those
/// that reach no memory of the program (they make or free a block, and
/// read nothing else: no `errno` either), so a call of one pushes no
/// access-guard scope. Only `stdlib`'s functions name them, so the library
/// runs the same model by name (`call_stdlib`) or resolved.
const RESOLVED: [(&str, u16); 3] = [("malloc", MALLOC), ("calloc", CALLOC), ("free", FREE)];

/// `malloc`'s model number.
const MALLOC: u16 = 0;
/// `calloc`'s model number.
const CALLOC: u16 = 1;
/// `free`'s model number.
const FREE: u16 = 2;

/// The model of the declared function `name`, if this file resolves it.
pub(super) fn resolve(name: &str) -> Option<Resolved> {
    let &(_, model) = RESOLVED.iter().find(|(n, _)| *n == name)?;
    Some(Resolved {
        model,
        reaches_no_memory: true,
        reaches_no_memory_as_declared: true,
    })
}

/// Alignment of every heap block (glibc's `malloc` on x86-64).
const HEAP_ALIGN: u64 = 16;

/// The page size (`valloc`, `pvalloc`).
const PAGE: u64 = 4096;

impl Machine<'_, '_> {
    /// Runs the model [`resolve`] gave.
    pub(super) fn call_heap(
        &mut self,
        model: Resolved,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Option<Value>, Stop> {
        match model.model {
            MALLOC => self.eval_malloc(args, ret_ty),
            CALLOC => self.eval_calloc(args, ret_ty),
            FREE => self.eval_free(args).map(|()| None),
            _ => Err(Stop::unsupported(format!(
                "a C library model numbered {} that llsem does not have",
                model.model
            ))),
        }
    }

    /// A fresh heap block of `size` bytes (a null pointer if the memory
    /// bound refuses it).
    pub(super) fn heap_block(&mut self, size: u64, fill: Fill) -> Result<Value, Stop> {
        self.heap_block_aligned(size, HEAP_ALIGN, fill)
    }

    /// A fresh heap block of `size` bytes aligned to `align` (a power of
    /// two), or a null pointer if the memory bound refuses it.
    fn heap_block_aligned(&mut self, size: u64, align: u64, fill: Fill) -> Result<Value, Stop> {
        // A block larger than the whole memory bound fails, as one larger
        // than the machine's memory does under Linux's default overcommit
        // heuristic; smaller ones cost what is written into them.
        if size > self.mem.limit() {
            return Ok(Value::Ptr(Pointer::NULL));
        }
        // In an environment whose allocations may fail, each one is a
        // choice (0: it succeeds), see `Environment::heap_fail`.
        if self.env.heap_fail && self.choose_index(ChoicePoint::Library, 2) == 1 {
            return Ok(Value::Ptr(Pointer::NULL));
        }
        match self.mem.allocate_heap(size, align.max(HEAP_ALIGN), fill) {
            Ok(p) => Ok(Value::Ptr(p)),
            // An allocation the memory bound refuses is a null result, as
            // C allows, unless the bound is what ran out.
            Err(_) => Ok(Value::Ptr(Pointer::NULL)),
        }
    }

    /// `malloc(size)`: a fresh uninitialized block.
    pub(super) fn eval_malloc(
        &mut self,
        args: &[(Value, TypeId)],
        _ret: TypeId,
    ) -> Result<Option<Value>, Stop> {
        let size = self.arg_u64(args, 0, "malloc")?;
        let fill = self.model.uninit_fill();
        self.heap_block(size, fill).map(Some)
    }

    /// `calloc(n, size)`: a fresh zeroed block; null if `n * size` overflows.
    pub(super) fn eval_calloc(
        &mut self,
        args: &[(Value, TypeId)],
        _ret: TypeId,
    ) -> Result<Option<Value>, Stop> {
        let n = self.arg_u64(args, 0, "calloc")?;
        let size = self.arg_u64(args, 1, "calloc")?;
        match n.checked_mul(size) {
            Some(total) => self.heap_block(total, Fill::Zero).map(Some),
            None => Ok(Some(Value::Ptr(Pointer::NULL))),
        }
    }

    /// `realloc(p, size)`: a new block holding the old contents (up to the
    /// smaller size); the old block is freed. `realloc(NULL, n)` is `malloc`.
    pub(super) fn eval_realloc(
        &mut self,
        args: &[(Value, TypeId)],
        ret: TypeId,
    ) -> Result<Option<Value>, Stop> {
        let old = self.arg_ptr(args, 0, "realloc")?;
        let size = self.arg_u64(args, 1, "realloc")?;
        if old.addr == 0 {
            return self.eval_malloc(&args[1..], ret);
        }
        let id = self.check_freeable(old, "realloc")?;
        let old_size = self.mem.info(id).size;
        let fill = self.model.uninit_fill();
        let new = self.heap_block(size, fill)?;
        if let Value::Ptr(np) = &new
            && np.addr != 0
        {
            self.copy_bytes(*np, old, old_size.min(size), "realloc")?;
            self.mem.kill(id);
        }
        Ok(Some(new))
    }

    /// `aligned_alloc(align, size)`, `memalign(align, size)`, `valloc(size)`,
    /// `pvalloc(size)`: an uninitialized block aligned to `align` (a page
    /// for the last two). glibc 2.36 rounds an alignment that is not a
    /// power of two up to one, and gives at least malloc's 16; an
    /// alignment too large to exist gives null with `errno = ENOMEM`.
    pub(super) fn eval_aligned_alloc(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
    ) -> Result<Option<Value>, Stop> {
        let (align, size) = match name {
            "valloc" | "pvalloc" => (PAGE, self.arg_u64(args, 0, name)?),
            _ => (self.arg_u64(args, 0, name)?, self.arg_u64(args, 1, name)?),
        };
        let size = if name == "pvalloc" {
            size.div_ceil(PAGE).max(1) * PAGE
        } else {
            size
        };
        let Some(align) = align.checked_next_power_of_two().filter(|a| *a <= 1 << 62) else {
            self.set_errno(super::ENOMEM)?;
            return Ok(Some(Value::Ptr(Pointer::NULL)));
        };
        let fill = self.model.uninit_fill();
        self.heap_block_aligned(size, align, fill).map(Some)
    }

    /// `posix_memalign(&p, align, size)`: `EINVAL` (22) unless `align` is
    /// a power of two multiple of `sizeof(void *)`; otherwise stores a
    /// fresh block at `p` and returns 0 (`ENOMEM` if the memory bound
    /// refuses it, leaving `p` alone).
    pub(super) fn eval_posix_memalign(
        &mut self,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Option<Value>, Stop> {
        let name = "posix_memalign";
        let out = self.arg_nonnull(args, 0, name)?;
        let align = self.arg_u64(args, 1, name)?;
        let size = self.arg_u64(args, 2, name)?;
        let ptr_bits = self.prog.module.layout.pointer(0).size_bits;
        if !align.is_power_of_two() || !align.is_multiple_of(u64::from(ptr_bits / 8)) {
            return Ok(Some(self.int_result(ret_ty, super::EINVAL as i128)));
        }
        let fill = self.model.uninit_fill();
        let block = self.heap_block_aligned(size, align, fill)?;
        if matches!(&block, Value::Ptr(p) if p.addr == 0) {
            return Ok(Some(self.int_result(ret_ty, super::ENOMEM as i128)));
        }
        self.write_scalar(out, &crate::mem::Repr::Ptr(ptr_bits), &block, name)?;
        Ok(Some(self.int_result(ret_ty, 0)))
    }

    /// `reallocarray(p, n, size)`: `realloc(p, n * size)`, or null with
    /// `errno = ENOMEM` (and `p` untouched) if the product overflows.
    pub(super) fn eval_reallocarray(
        &mut self,
        args: &[(Value, TypeId)],
        ret: TypeId,
    ) -> Result<Option<Value>, Stop> {
        let name = "reallocarray";
        let n = self.arg_u64(args, 1, name)?;
        let size = self.arg_u64(args, 2, name)?;
        let Some(total) = n.checked_mul(size) else {
            self.set_errno(super::ENOMEM)?;
            return Ok(Some(Value::Ptr(Pointer::NULL)));
        };
        let ty = args.get(1).map_or(ret, |a| a.1);
        let total = Value::Int(crate::apint::ApInt::from_u64(
            self.prog.module.types.int_width(ty).unwrap_or(64),
            total,
        ));
        let old = args
            .first()
            .cloned()
            .ok_or_else(|| Stop::ub(UbKind::InvalidCall, "reallocarray: missing argument 0"))?;
        let args = [old, (total, ty)];
        self.eval_realloc(&args, ret)
    }

    /// `free(p)`: UB unless `p` is null or the start of a live heap block.
    pub(super) fn eval_free(&mut self, args: &[(Value, TypeId)]) -> Result<(), Stop> {
        let p = self.arg_ptr(args, 0, "free")?;
        if p.addr == 0 {
            return Ok(());
        }
        let id = self.check_freeable(p, "free")?;
        self.mem.kill(id);
        Ok(())
    }

    fn check_freeable(&self, p: Pointer, what: &str) -> Result<crate::value::AllocId, Stop> {
        let Some(id) = self.mem.designated(p) else {
            return Err(Stop::ub(
                UbKind::InvalidFree,
                format!("{what} of {:#x}, which is not a heap block", p.addr),
            ));
        };
        // The kind and liveness only (no name is made on the way).
        let (kind, live) = self.mem.kind_and_liveness(id);
        let base = self.mem.base(id);
        let mut ub = if kind != AllocKind::Heap {
            Some((
                UbKind::InvalidFree,
                format!("{what} of memory that was not allocated by malloc"),
            ))
        } else if live == Liveness::Dead {
            Some((
                UbKind::DoubleFree,
                format!("{what} of a block that was already freed"),
            ))
        } else if p.addr != base {
            Some((
                UbKind::InvalidFree,
                format!(
                    "{what} of a pointer {} bytes into a heap block",
                    p.addr as i128 - base as i128
                ),
            ))
        } else {
            None
        };
        match ub.take() {
            Some((kind, msg)) => {
                let mut u = crate::sem::stop::Ub::new(kind, msg);
                u.allocation = Some(self.describe_alloc(id));
                Err(Stop::Ub(Box::new(u)))
            }
            None => self.check_nofree(id).map(|()| id),
        }
    }
}
