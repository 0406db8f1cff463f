//! Variadic arguments: where `llvm.va_start` puts a variadic function's
//! extra arguments, and how `va_arg` (the instruction, and the `v*printf`
//! functions) reads them back.
//!
//! On x86-64 System V targets clang lowers `va_arg` inline: it reads the
//! `__va_list_tag { i32 gp_offset; i32 fp_offset; ptr overflow_arg_area;
//! ptr reg_save_area }` itself. So `va_start` builds exactly what the ABI
//! says a callee sees (System V psABI §3.5.7): a register save area of
//! 6 general-purpose slots of 8 bytes then 8 vector slots of 16 bytes, with
//! each variadic argument in the registers the caller would have used
//! after the named arguments, and the others in the overflow area in
//! 8-byte slots (16-byte aligned for 16-byte aligned types such as
//! `long double`). Slots no argument fills are poison: reading past the
//! last argument gives poison, or UB where llsem reads it itself.
//!
//! Other targets (and modules without a target triple) get a pointer
//! `va_list`: the arguments in one area, each in slots of the pointer size,
//! aligned to the slot or to its own alignment if larger (32-bit x86: 4
//! bytes at most), as clang's inline lowering for such targets reads them.
//! Targets whose `va_list` is another structure (AArch64, 32-bit PowerPC,
//! SystemZ, Hexagon) stop as unsupported at `va_start`. A variadic `byval`
//! argument (a large struct passed through `...`) is unsupported too.

use crate::mem::repr::{load_value, store_value};
use crate::mem::{AllocKind, Bytes, Fill, Repr};
use crate::sem::machine::Machine;
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::{FloatKind, TypeId, TypeKind};
use crate::value::{AllocId, Pointer, Provenance, Value};

/// Bytes of general-purpose register slots in the register save area.
const GP_AREA: u32 = 48;
/// Size of the register save area.
const REG_SAVE_SIZE: u32 = 176;
/// Size of a System V `va_list`.
const SYSV_VA_LIST_SIZE: u64 = 24;

/// The areas holding one frame's variadic arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VaAreas {
    /// The register save area (System V only).
    pub reg_save: Option<Pointer>,
    /// The overflow area (System V) or the argument area (pointer
    /// `va_list`).
    pub overflow: Pointer,
    /// Its size in bytes.
    pub overflow_size: u64,
    /// `gp_offset` and `fp_offset` after the named arguments.
    pub start: (u32, u32),
    /// The first `gp_offset` and `fp_offset` with no argument behind them.
    pub end: (u32, u32),
    /// The allocations, freed when the frame returns.
    pub allocs: Vec<AllocId>,
}

/// How the ABI passes a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    /// In this many general-purpose registers (or memory if they do not
    /// all fit).
    Gp(u32),
    /// In one vector register (or memory).
    Sse,
    /// In memory.
    Memory,
}

/// A scalar read from a `va_list` by the C library (`vprintf`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VaScalar {
    /// An integer of this many bits (32 or 64).
    Int(u32),
    /// A `double`.
    Double,
    /// A `long double` (x86_fp80).
    LongDouble,
    /// A pointer.
    Ptr,
}

/// What one `va_arg` reads: its class, size, alignment and layout.
struct ArgShape {
    class: Class,
    size: u64,
    align: u64,
    repr: Repr,
}

impl VaScalar {
    fn shape(self) -> ArgShape {
        match self {
            VaScalar::Int(bits) => ArgShape {
                class: Class::Gp(1),
                size: bits as u64 / 8,
                align: bits as u64 / 8,
                repr: Repr::Int(bits),
            },
            VaScalar::Double => ArgShape {
                class: Class::Sse,
                size: 8,
                align: 8,
                repr: Repr::Float(FloatKind::Double),
            },
            VaScalar::LongDouble => ArgShape {
                class: Class::Memory,
                size: 16,
                align: 16,
                repr: Repr::Float(FloatKind::X86Fp80),
            },
            VaScalar::Ptr => ArgShape {
                class: Class::Gp(1),
                size: 8,
                align: 8,
                repr: Repr::Ptr(64),
            },
        }
    }
}

/// `x` rounded up to a multiple of `a` (a power of two), saturating.
fn align_to(x: u64, a: u64) -> u64 {
    x.checked_next_multiple_of(a.max(1)).unwrap_or(u64::MAX)
}

impl Machine<'_, '_> {
    /// Whether the module's target passes variadic arguments the x86-64
    /// System V way (`target triple` on x86-64, not Windows).
    fn sysv_varargs(&self) -> bool {
        let t = self.prog.module.triple.as_deref().unwrap_or("");
        (t.starts_with("x86_64") || t.starts_with("amd64"))
            && !["windows", "win32", "mingw", "cygwin", "uefi"]
                .iter()
                .any(|w| t.contains(w))
    }

    /// Whether the target's `va_list` is a structure other than System V
    /// x86-64's (AArch64, 32-bit PowerPC, SystemZ, Hexagon): clang reads
    /// it inline and llsem does not lay it out.
    fn unsupported_va_list(&self) -> Option<&str> {
        let t = self.prog.module.triple.as_deref().unwrap_or("");
        let apple_or_windows = ["apple", "darwin", "windows", "win32"]
            .iter()
            .any(|w| t.contains(w));
        let aarch64 = (t.starts_with("aarch64") || t.starts_with("arm64")) && !apple_or_windows;
        let other = ["powerpc-", "powerpcle-", "ppc-", "s390x", "hexagon"]
            .iter()
            .any(|p| t.starts_with(p));
        (aarch64 || other).then_some(t)
    }

    /// The largest alignment of an argument in a pointer `va_list`'s area:
    /// 32-bit x86 keeps every argument 4-byte aligned, the others align
    /// to the type.
    fn pointer_area_max_align(&self) -> u64 {
        let t = self.prog.module.triple.as_deref().unwrap_or("");
        if ["i386", "i486", "i586", "i686"]
            .iter()
            .any(|p| t.starts_with(p))
        {
            4
        } else {
            u64::MAX
        }
    }

    /// Bytes of a `va_list` on this target.
    pub(crate) fn va_list_size(&self) -> u64 {
        if self.sysv_varargs() {
            SYSV_VA_LIST_SIZE
        } else {
            self.prog.module.layout.pointer(0).size_bits as u64 / 8
        }
    }

    /// The System V class of a value of type `ty`.
    fn classify(&self, ty: TypeId) -> Result<Class, Stop> {
        let types = &self.prog.module.types;
        let info = self.prog.ty(ty);
        Ok(match types.resolved(ty) {
            TypeKind::Int(w) if *w <= 64 => Class::Gp(1),
            TypeKind::Int(w) if *w <= 128 => Class::Gp(2),
            TypeKind::Ptr { .. } => Class::Gp(1),
            TypeKind::Float(FloatKind::X86Fp80 | FloatKind::PpcFp128) => Class::Memory,
            TypeKind::Float(_) => Class::Sse,
            TypeKind::Vector { .. } if info.store_size <= 16 => Class::Sse,
            TypeKind::Int(_) | TypeKind::Vector { .. } => Class::Memory,
            _ => {
                return Err(Stop::unsupported(format!(
                    "a variadic argument of type {}",
                    types.display(ty)
                )));
            }
        })
    }

    /// The registers the named parameters of the running function use:
    /// `(general-purpose, vector)`. Aggregates count their scalar fields;
    /// `byval`/`inalloca`/`preallocated` parameters live in memory.
    fn named_registers(&self) -> Result<(u32, u32), Stop> {
        let Some(frame) = self.frames.last() else {
            return Ok((0, 0));
        };
        let f = self.prog.module.func(frame.func);
        let (mut gp, mut fp) = (0u32, 0u32);
        let mut leaves = Vec::new();
        for p in &f.params {
            let in_memory = ["byval", "inalloca", "preallocated"]
                .iter()
                .any(|k| p.attrs.ty(k).is_some());
            if !in_memory {
                self.scalar_leaves(p.ty, &mut leaves);
            }
        }
        for ty in leaves {
            match self.classify(ty)? {
                Class::Gp(n) if gp + n <= 6 => gp += n,
                Class::Sse if fp < 8 => fp += 1,
                _ => {}
            }
        }
        Ok((gp, fp))
    }

    /// The scalar fields of a type, in order.
    fn scalar_leaves(&self, ty: TypeId, out: &mut Vec<TypeId>) {
        let types = &self.prog.module.types;
        match types.resolved(ty) {
            TypeKind::Struct { fields, .. } => {
                for f in fields.clone() {
                    self.scalar_leaves(f, out);
                }
            }
            TypeKind::Array { len, elem } => {
                for _ in 0..*len {
                    self.scalar_leaves(*elem, out);
                }
            }
            _ => out.push(ty),
        }
    }

    /// The running frame's variadic-argument areas, built on first use.
    fn frame_va_areas(&mut self) -> Result<VaAreas, Stop> {
        let Some(frame) = self.frames.last() else {
            return Err(Stop::unsupported("llvm.va_start outside a function"));
        };
        if let Some(a) = frame.va_areas() {
            return Ok(VaAreas::clone(a));
        }
        let f = self.prog.module.func(frame.func);
        let variadic = self
            .prog
            .module
            .types
            .function_parts(f.ty)
            .is_some_and(|(_, _, v)| v);
        if !variadic {
            return Err(Stop::ub(
                UbKind::InvalidOperand,
                format!("llvm.va_start in @{}, which is not variadic", f.name),
            ));
        }
        let name = format!("@{}", f.name);
        if let Some(triple) = self.unsupported_va_list() {
            return Err(Stop::unsupported(format!(
                "variadic arguments on {triple}, whose va_list is a structure llsem does not lay out"
            )));
        }
        let varargs = frame.varargs().cloned().unwrap_or_default();
        let areas = if self.sysv_varargs() {
            let named = self.named_registers()?;
            self.build_sysv_areas(&name, &varargs, named)?
        } else {
            self.build_pointer_area(&name, &varargs)?
        };
        if let Some(frame) = self.frames.last_mut() {
            frame.rare.get_or_insert_default().va_areas = Some(areas.clone());
        }
        Ok(areas)
    }

    /// A `va_list` the entry function's caller set up with `llvm.va_start`
    /// over `varargs` (an [`Arg::VaList`](super::args::Arg::VaList)
    /// argument): its areas as a variadic call with no named arguments lays
    /// them out, and the list pointing at the first argument. Both live
    /// for the whole run, as the caller's frame outlives the entry's.
    pub(crate) fn caller_va_list(&mut self, varargs: &[(Value, TypeId)]) -> Result<Pointer, Stop> {
        if let Some(triple) = self.unsupported_va_list() {
            return Err(Stop::unsupported(format!(
                "a va_list argument on {triple}, whose va_list is a structure llsem does not lay out"
            )));
        }
        let name = "the caller";
        let areas = if self.sysv_varargs() {
            self.build_sysv_areas(name, varargs, (0, 0))?
        } else {
            self.build_pointer_area(name, varargs)?
        };
        let list = self.va_alloc(
            &Bytes::new(self.va_list_size() as usize, Fill::Poison),
            "va_list of the caller".to_string(),
        )?;
        self.init_va_list(list, &areas, "a va_list argument")?;
        self.caller_va_areas.push(areas);
        Ok(list)
    }

    /// Lays out variadic arguments as the System V caller passes them,
    /// after named arguments that took `named` (general-purpose, vector)
    /// registers.
    fn build_sysv_areas(
        &mut self,
        fname: &str,
        varargs: &[(Value, TypeId)],
        (gp0, fp0): (u32, u32),
    ) -> Result<VaAreas, Stop> {
        let big_endian = self.prog.module.layout.big_endian;
        let mut regs = Bytes::new(REG_SAVE_SIZE as usize, Fill::Poison);
        let (mut gp, mut fp) = (gp0, fp0);
        let mut spilled = Vec::new();
        let mut overflow_size = 0u64;
        for (v, ty) in varargs {
            let repr = self.prog.ty(*ty).repr.clone();
            let at = match self.classify(*ty)? {
                Class::Gp(n) if gp + n <= 6 => {
                    gp += n;
                    Some((gp - n) * 8)
                }
                Class::Sse if fp < 8 => {
                    fp += 1;
                    Some(GP_AREA + (fp - 1) * 16)
                }
                _ => None,
            };
            match at {
                Some(off) => store_value(&mut regs, off as u64 * 8, &repr, v, big_endian)
                    .map_err(|e| Stop::unsupported(format!("a variadic argument: {e:?}")))?,
                None => {
                    let info = self.prog.ty(*ty);
                    let align = if info.abi_align > 8 { 16 } else { 8 };
                    let off = align_to(overflow_size, align);
                    overflow_size = off + align_to(info.store_size, 8);
                    spilled.push((off, repr, v.clone()));
                }
            }
        }
        let mut stack = Bytes::new(overflow_size as usize, Fill::Poison);
        for (off, repr, v) in &spilled {
            store_value(&mut stack, off * 8, repr, v, big_endian)
                .map_err(|e| Stop::unsupported(format!("a variadic argument: {e:?}")))?;
        }
        let reg_save = self.va_alloc(&regs, format!("register save area of {fname}"))?;
        let overflow = self.va_alloc(&stack, format!("variadic arguments of {fname}"))?;
        Ok(VaAreas {
            reg_save: Some(reg_save),
            overflow,
            overflow_size,
            start: (gp0 * 8, GP_AREA + fp0 * 16),
            end: (gp * 8, GP_AREA + fp * 16),
            allocs: [reg_save, overflow].iter().filter_map(alloc_id).collect(),
        })
    }

    /// Lays out variadic arguments for a pointer `va_list`: slots of the
    /// pointer size, each argument aligned to the slot or to its own
    /// alignment if larger.
    fn build_pointer_area(
        &mut self,
        fname: &str,
        varargs: &[(Value, TypeId)],
    ) -> Result<VaAreas, Stop> {
        let slot = self.prog.module.layout.pointer(0).size_bits as u64 / 8;
        let max_align = self.pointer_area_max_align();
        let big_endian = self.prog.module.layout.big_endian;
        let mut placed = Vec::new();
        let mut size = 0u64;
        for (v, ty) in varargs {
            let info = self.prog.ty(*ty);
            let off = align_to(size, info.abi_align.min(max_align).max(slot));
            size = off + align_to(info.store_size, slot);
            placed.push((off, info.repr.clone(), v.clone()));
        }
        let mut bytes = Bytes::new(size as usize, Fill::Poison);
        for (off, repr, v) in &placed {
            store_value(&mut bytes, off * 8, repr, v, big_endian)
                .map_err(|e| Stop::unsupported(format!("a variadic argument: {e:?}")))?;
        }
        let area = self.va_alloc(&bytes, format!("variadic arguments of {fname}"))?;
        Ok(VaAreas {
            reg_save: None,
            overflow: area,
            overflow_size: size,
            start: (0, 0),
            end: (0, 0),
            allocs: alloc_id(&area).into_iter().collect(),
        })
    }

    /// A stack allocation holding `bytes`.
    fn va_alloc(&mut self, bytes: &Bytes, name: String) -> Result<Pointer, Stop> {
        let p = self
            .mem
            .allocate(AllocKind::Stack, bytes.len() as u64, 16, Fill::Poison, name)
            .map_err(|e| self.access_stop(e, "allocating variadic arguments"))?;
        if !bytes.is_empty() {
            self.mem
                .write(p, bytes, 1)
                .map_err(|e| self.access_stop(e, "writing variadic arguments"))?;
        }
        Ok(p)
    }

    /// `llvm.va_start(ptr %list)`: initializes the `va_list` at `%list` to
    /// the first variadic argument of the running function. UB in a
    /// function that is not variadic, or if `%list` is not writable.
    pub(crate) fn va_start(&mut self, list: Pointer) -> Result<(), Stop> {
        let areas = self.frame_va_areas()?;
        self.init_va_list(list, &areas, "llvm.va_start")
    }

    /// Writes the `va_list` at `list` so that it reads `areas` from their
    /// first argument.
    fn init_va_list(&mut self, list: Pointer, areas: &VaAreas, what: &str) -> Result<(), Stop> {
        match areas.reg_save {
            Some(reg_save) => {
                self.write_scalar(list, &Repr::Int(32), &int32(areas.start.0), what)?;
                let fp = offset_pointer(list, 4);
                self.write_scalar(fp, &Repr::Int(32), &int32(areas.start.1), what)?;
                self.set_sysv_pointers(list, areas.overflow, reg_save, what)
            }
            None => {
                let bits = self.prog.module.layout.pointer(0).size_bits;
                self.write_scalar(list, &Repr::Ptr(bits), &Value::Ptr(areas.overflow), what)
            }
        }
    }

    /// `llvm.va_copy(ptr %dst, ptr %src)`: `%dst` continues from where
    /// `%src` is (a copy of the `va_list`'s bytes).
    pub(crate) fn va_copy(&mut self, dst: Pointer, src: Pointer) -> Result<(), Stop> {
        let n = self.va_list_size();
        self.copy_bytes(dst, src, n, "llvm.va_copy")
    }

    fn set_sysv_pointers(
        &mut self,
        list: Pointer,
        overflow: Pointer,
        reg_save: Pointer,
        what: &str,
    ) -> Result<(), Stop> {
        let at = |off: u64| offset_pointer(list, off);
        self.write_scalar(at(8), &Repr::Ptr(64), &Value::Ptr(overflow), what)?;
        self.write_scalar(at(16), &Repr::Ptr(64), &Value::Ptr(reg_save), what)
    }

    /// Writes one scalar with layout `repr` at `p` (no alignment needed).
    pub(crate) fn write_scalar(
        &mut self,
        p: Pointer,
        repr: &Repr,
        v: &Value,
        what: &str,
    ) -> Result<(), Stop> {
        let mut bytes = Bytes::new(repr.bits().div_ceil(8) as usize, Fill::Zero);
        store_value(&mut bytes, 0, repr, v, self.prog.module.layout.big_endian)
            .map_err(|e| Stop::unsupported(format!("{what}: {e:?}")))?;
        self.mem
            .write(p, &bytes, 1)
            .map_err(|e| self.access_stop(e, what))
    }

    /// Reads one scalar with layout `repr` at `p`.
    pub(crate) fn read_scalar(&self, p: Pointer, repr: &Repr, what: &str) -> Result<Value, Stop> {
        let bytes = self
            .mem
            .read(p, repr.bits().div_ceil(8), 1)
            .map_err(|e| self.access_stop(e, what))?;
        load_value(&bytes, 0, repr, self.prog.module.layout.big_endian)
            .map_err(|e| Stop::unsupported(format!("{what}: {e:?}")))
    }

    /// `va_arg` (the instruction): the next variadic argument of type `ty`
    /// from the `va_list` at `list`, which moves past it.
    pub(crate) fn next_vararg(&mut self, list: Pointer, ty: TypeId) -> Result<Value, Stop> {
        let info = self.prog.ty(ty);
        let shape = ArgShape {
            class: if self.sysv_varargs() {
                self.classify(ty)?
            } else {
                Class::Memory
            },
            size: info.store_size,
            align: info.abi_align,
            repr: info.repr.clone(),
        };
        self.va_arg_shape(list, &shape, "va_arg")
    }

    /// The next variadic argument of a C type from the `va_list` at `list`
    /// (for the `v*printf` family).
    pub(crate) fn va_arg_scalar(
        &mut self,
        list: Pointer,
        scalar: VaScalar,
        what: &str,
    ) -> Result<Value, Stop> {
        let mut shape = scalar.shape();
        if !self.sysv_varargs() {
            shape.class = Class::Memory;
        }
        self.va_arg_shape(list, &shape, what)
    }

    fn va_arg_shape(&mut self, list: Pointer, shape: &ArgShape, what: &str) -> Result<Value, Stop> {
        let at = if self.sysv_varargs() {
            self.sysv_next(list, shape, what)?
        } else {
            self.pointer_next(list, shape, what)?
        };
        self.read_scalar(at, &shape.repr, what)
    }

    /// The System V `va_arg` algorithm (psABI §3.5.7): from the register
    /// save area while the registers the argument needs remain, else from
    /// the overflow area; returns where the argument is and advances the
    /// `va_list`.
    fn sysv_next(&mut self, list: Pointer, shape: &ArgShape, what: &str) -> Result<Pointer, Stop> {
        let at = |off: u64| offset_pointer(list, off);
        let reg_save = self.va_list_field(at(16), &Repr::Ptr(64), what)?;
        let (offset_at, regs, limit) = match shape.class {
            Class::Gp(n) => (0, n * 8, GP_AREA),
            Class::Sse => (4, 16, REG_SAVE_SIZE),
            Class::Memory => (0, 0, 0),
        };
        if regs > 0 {
            let offset = self.va_list_int(at(offset_at), what)?;
            let next = offset.saturating_add(regs);
            if next <= limit {
                let areas = self.areas_of(reg_save);
                if let Some(a) = areas {
                    let end = if offset_at == 0 { a.end.0 } else { a.end.1 };
                    if next > end {
                        return Err(past_last(what));
                    }
                }
                self.write_scalar(at(offset_at), &Repr::Int(32), &int32(next), what)?;
                return Ok(offset_pointer(reg_save, offset as u64));
            }
        }
        let area = self.va_list_field(at(8), &Repr::Ptr(64), what)?;
        let align = if shape.align > 8 { 16 } else { 8 };
        let arg_at = offset_pointer(area, align_to(area.addr, align) - area.addr);
        let next = offset_pointer(arg_at, align_to(shape.size, 8));
        self.check_overflow_end(arg_at, shape.size, what)?;
        self.write_scalar(at(8), &Repr::Ptr(64), &Value::Ptr(next), what)?;
        Ok(arg_at)
    }

    /// `va_arg` on a pointer `va_list`: the argument at the pointer
    /// (aligned to the slot or to its own alignment), which moves past it.
    fn pointer_next(
        &mut self,
        list: Pointer,
        shape: &ArgShape,
        what: &str,
    ) -> Result<Pointer, Stop> {
        let bits = self.prog.module.layout.pointer(0).size_bits;
        let slot = bits as u64 / 8;
        let p = self.va_list_field(list, &Repr::Ptr(bits), what)?;
        let align = shape.align.min(self.pointer_area_max_align()).max(slot);
        let arg_at = offset_pointer(p, align_to(p.addr, align) - p.addr);
        let next = offset_pointer(arg_at, align_to(shape.size, slot));
        self.check_overflow_end(arg_at, shape.size, what)?;
        self.write_scalar(list, &Repr::Ptr(bits), &Value::Ptr(next), what)?;
        Ok(arg_at)
    }

    /// UB if an argument read from an overflow area runs past its end.
    fn check_overflow_end(&self, at: Pointer, size: u64, what: &str) -> Result<(), Stop> {
        let Some(id) = self.mem.designated(at) else {
            return Ok(());
        };
        let owner = self
            .all_va_areas()
            .find(|a| alloc_id(&a.overflow) == Some(id));
        match owner {
            Some(a) if at.addr.saturating_add(size) > a.overflow.addr + a.overflow_size => {
                Err(past_last(what))
            }
            _ => Ok(()),
        }
    }

    /// The areas whose register save area `reg_save` points to.
    fn areas_of(&self, reg_save: Pointer) -> Option<&VaAreas> {
        let id = alloc_id(&reg_save)?;
        self.all_va_areas()
            .find(|a| a.reg_save.as_ref().and_then(alloc_id) == Some(id))
    }

    /// The variadic-argument areas of every frame and of the entry's
    /// caller (see [`Machine::caller_va_list`]).
    fn all_va_areas(&self) -> impl Iterator<Item = &VaAreas> {
        self.frames
            .iter()
            .filter_map(|f| f.va_areas())
            .chain(&self.caller_va_areas)
    }

    /// A pointer field of a `va_list`: UB if it is not a defined pointer.
    fn va_list_field(&self, p: Pointer, repr: &Repr, what: &str) -> Result<Pointer, Stop> {
        match self.read_scalar(p, repr, what)? {
            Value::Ptr(q) => Ok(q),
            _ => Err(uninitialized(what)),
        }
    }

    /// An `i32` field of a `va_list`: UB if it is not defined.
    fn va_list_int(&self, p: Pointer, what: &str) -> Result<u32, Stop> {
        match self.read_scalar(p, &Repr::Int(32), what)? {
            Value::Int(i) => Ok(i.low_u64() as u32),
            _ => Err(uninitialized(what)),
        }
    }
}

/// `p` moved by `n` bytes.
fn offset_pointer(p: Pointer, n: u64) -> Pointer {
    Pointer {
        addr: p.addr.wrapping_add(n),
        ..p
    }
}

/// The allocation a pointer was derived from.
fn alloc_id(p: &Pointer) -> Option<AllocId> {
    match p.prov() {
        Provenance::Alloc(id) => Some(id),
        _ => None,
    }
}

/// A defined `i32`.
fn int32(v: u32) -> Value {
    Value::int(32, v as u64)
}

fn past_last(what: &str) -> Stop {
    Stop::ub(
        UbKind::VarargOutOfRange,
        format!("{what} reads past the last variadic argument"),
    )
}

fn uninitialized(what: &str) -> Stop {
    Stop::ub(
        UbKind::InvalidOperand,
        format!("{what} of a va_list that llvm.va_start did not initialize"),
    )
}
