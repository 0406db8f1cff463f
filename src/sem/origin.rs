//! Where a poison or undef value came from, for the UB reports of
//! `llsem run`: the instruction that made it, with the reason
//! (`` `add nsw` overflowed on 2147483647 + 1``), followed through
//! registers, phis, selects, calls and returns, and stores and loads.
//!
//! Tracking is off in ordinary runs (a step pays one `Option` test, as for
//! tracing): when a run ends in UB, `llsem run` replays it with its choices
//! and tracking on, and the UB then carries the origin of each operand
//! that is poison or undef ([`crate::sem::stop::Ub::origins`]).
//!
//! A value's origin is the instruction that first made poison or undef
//! where its operands had none: an operation whose flags or operands give
//! poison, a load of bytes never written, a call of a declared function
//! whose result is not defined, a `poison` or `undef` constant, or an
//! argument of the run's entry. An operation on a poison operand passes
//! the operand's origin on. Bytes stored keep the origin of the stored
//! value; every copy of memory (`memcpy`/`memmove`, intrinsic or C, and
//! the C library's `realloc`, string copies, `va_copy` and `qsort`) carries
//! it to its destination, and `llvm.memset` gives its destination the
//! origin of its fill value. A load of poison or undef bytes that nothing
//! tracked wrote names what they are: the initializer of a global, the
//! run's input memory, or fresh memory never written (uninitialized).
//! At most [`MAX_TRACKED_BYTES`] bytes of memory carry an origin at once,
//! so that the replay's host memory stays bounded; past that, a load of
//! untracked bytes says their origin was not kept.

use std::collections::HashMap;

use super::code::{CInst, Callee, Op, Opnd};
use super::display::{bare_value, pointer_text};
use super::machine::Machine;
use super::stop::Location;
use crate::apint::ApInt;
use crate::mem::AllocKind;
use crate::syntax::{BinOp, TypeId};
use crate::value::{Pointer, Provenance, Value};

/// How many bytes of memory carry an origin at most; stores beyond it
/// leave their bytes untracked.
pub const MAX_TRACKED_BYTES: usize = 1 << 20;

/// Where a poison or undef value was made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    /// The instruction that made it.
    pub at: Location,
    /// Why its result is poison or undef.
    pub reason: String,
}

/// The origin of an operand that is poison or undef, at an instruction
/// with UB.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OperandOrigin {
    /// The operand as the instruction names it (`%6`).
    pub operand: String,
    /// `poison`, or `undef` for a value with undef bits and no poison.
    pub what: &'static str,
    /// Where the value was made.
    pub origin: Origin,
}

/// The origins of the values of a run so far.
#[derive(Debug, Default)]
pub struct Origins {
    records: Vec<Origin>,
    /// For each frame, innermost last, the origin of each register that
    /// holds poison or undef (by register number).
    frames: Vec<HashMap<u32, u32>>,
    /// The origin of each byte of memory holding poison or undef bits, by
    /// address.
    bytes: HashMap<u64, u32>,
    /// Whether some byte's origin was dropped because [`MAX_TRACKED_BYTES`]
    /// were tracked already.
    dropped: bool,
    /// The origin of the poison or undef value the run's entry returned.
    returned: Option<u32>,
}

impl Origins {
    fn record(&mut self, at: Location, reason: String) -> u32 {
        self.records.push(Origin { at, reason });
        (self.records.len() - 1) as u32
    }

    /// Where the poison or undef value the run's entry returned was made.
    pub fn returned(&self) -> Option<&Origin> {
        self.records.get(self.returned? as usize)
    }

    fn reg(&self, r: u32) -> Option<u32> {
        self.frames.last()?.get(&r).copied()
    }

    fn set_reg(&mut self, r: u32, origin: Option<u32>) {
        let Some(frame) = self.frames.last_mut() else {
            return;
        };
        match origin {
            Some(o) => frame.insert(r, o),
            None => frame.remove(&r),
        };
    }

    /// Bytes `at..at + len` carry `origin` (or none), within the bound.
    fn set_bytes(&mut self, at: u64, len: u64, origin: Option<u32>) {
        match origin {
            Some(o) => {
                for a in at..at.saturating_add(len) {
                    if self.bytes.len() >= MAX_TRACKED_BYTES && !self.bytes.contains_key(&a) {
                        self.dropped = true;
                        return;
                    }
                    self.bytes.insert(a, o);
                }
            }
            None => self.clear_bytes(at, len),
        }
    }

    /// Bytes `at..at + len` carry no origin, visiting the fewer of the
    /// range's bytes and the tracked ones.
    fn clear_bytes(&mut self, at: u64, len: u64) {
        let end = at.saturating_add(len);
        if len <= self.bytes.len() as u64 {
            for a in at..end {
                self.bytes.remove(&a);
            }
        } else {
            self.bytes.retain(|a, _| !(at..end).contains(a));
        }
    }

    /// Bytes `d..d + len` take the origins of `s..s + len` (the source
    /// read before the destination is written, as `memmove` copies).
    pub(crate) fn copy_bytes(&mut self, d: u64, s: u64, len: u64) {
        self.gather(d, &[(s, len)]);
    }

    /// The bytes from `d` on take, piece after piece, the origins of the
    /// `(source, length)` pieces (all sources read before any destination
    /// byte is written, as a merge step of `qsort` moves its elements).
    pub(crate) fn gather(&mut self, d: u64, pieces: &[(u64, u64)]) {
        let mut moved = Vec::new();
        let mut total = 0u64;
        for &(s, len) in pieces {
            let end = s.saturating_add(len);
            if len <= self.bytes.len() as u64 {
                moved.extend(
                    (0..len)
                        .filter_map(|i| Some((total + i, *self.bytes.get(&s.checked_add(i)?)?))),
                );
            } else {
                moved.extend(
                    self.bytes
                        .iter()
                        .filter(|(a, _)| (s..end).contains(*a))
                        .map(|(a, o)| (total + (a - s), *o)),
                );
            }
            total = total.saturating_add(len);
        }
        self.clear_bytes(d, total);
        for (i, o) in moved {
            self.set_bytes(d.saturating_add(i), 1, Some(o));
        }
    }

    /// One map per frame of the machine.
    fn sync(&mut self, depth: usize) {
        self.frames.resize_with(depth, HashMap::new);
    }
}

/// What the origin of an instruction's result needs from before it runs.
pub(crate) struct OriginStart {
    /// Frames before the step.
    depth: usize,
    /// C library calls in progress before the step.
    natives: usize,
    /// The origins of a call's arguments.
    args: Vec<Option<u32>>,
    /// For a `ret`: the origin of the value returned and the caller's
    /// register receiving it.
    ret: Option<(Option<u32>, Option<u32>)>,
}

/// The attributes among `attrs` that turn a value breaking them into
/// poison (`nonnull`, `align`, `range`, `nofpclass`), by name.
fn poison_making_attrs(
    prog: &super::program::Program,
    attrs: &crate::syntax::AttrSet,
) -> Vec<&'static str> {
    let a = super::compile::value_attrs(prog, attrs);
    [
        (a.nonnull, "nonnull"),
        (a.align.is_some(), "align"),
        (a.range.is_some(), "range"),
        (a.nofpclass != 0, "nofpclass"),
    ]
    .into_iter()
    .filter_map(|(on, name)| on.then_some(name))
    .collect()
}

impl Machine<'_, '_> {
    /// Starts tracking origins, for a run whose entry frame was just
    /// pushed: arguments that are poison or undef come from the command
    /// line (or the caller of the run).
    pub fn track_origins(&mut self) {
        let mut origins = Origins::default();
        origins.sync(self.frames.len());
        if let Some(frame) = self.frames.last() {
            let f = self.prog.module.func(frame.func);
            for p in &f.params {
                let Some(local) = p.local else { continue };
                let r = local.0;
                if frame.reg(r).is_some_and(|v| !v.is_well_defined()) {
                    let at = Location {
                        func: frame.func,
                        block: crate::syntax::BlockId(0),
                        span: f.span,
                    };
                    let name = self.reg_name(frame.func, r);
                    let what = frame.reg(r).map_or("poison", |v| defect(&v));
                    let made = poison_making_attrs(self.prog, &p.attrs);
                    let text = if what == "poison" && !made.is_empty() {
                        format!(
                            "argument {name} of the run's entry is poison: given so, or made so \
                             by its {} attribute (LangRef \"Parameter Attributes\")",
                            made.join("/")
                        )
                    } else {
                        format!("argument {name} of the run's entry is given as {what}")
                    };
                    let id = origins.record(at, text);
                    origins.set_reg(r, Some(id));
                }
            }
        }
        self.origins = Some(Box::new(origins));
    }

    /// Notes what the origin of `inst`'s result needs before it runs.
    pub(crate) fn origin_start(&self, inst: &CInst) -> OriginStart {
        let frame = self.frames.last();
        let origins = self.origins.as_deref();
        let origin_of = |o: Opnd| match o {
            Opnd::Reg(r) => origins.and_then(|s| s.reg(r)),
            Opnd::Const(_) => None,
        };
        let args = match &inst.op {
            Op::Call(call) => call.args.iter().map(|(o, _)| origin_of(*o)).collect(),
            _ => Vec::new(),
        };
        let ret = match inst.op {
            Op::Ret(v) => Some((v.and_then(origin_of), frame.and_then(|f| f.ret_dst.get()))),
            _ => None,
        };
        OriginStart {
            depth: self.frames.len(),
            natives: self.natives.len(),
            args,
            ret,
        }
    }

    /// Records the origin of what `inst` computed, after it ran normally.
    pub(crate) fn origin_step(&mut self, start: OriginStart, inst: &CInst) {
        let depth = self.frames.len();
        let Some(mut origins) = self.origins.take() else {
            return;
        };
        if depth > start.depth {
            // A call entered a defined function: its parameters carry the
            // origins of the arguments.
            origins.sync(depth);
            if let (Op::Call(_), Some(frame)) = (&inst.op, self.frames.last())
                && self.natives.len() == start.natives
            {
                let f = self.prog.module.func(frame.func);
                for (p, o) in f.params.iter().zip(&start.args) {
                    if let Some(local) = p.local {
                        origins.set_reg(local.0, *o);
                    }
                }
            }
        } else if depth < start.depth {
            // A `ret`: the caller's register receives the value's origin.
            origins.sync(depth);
            if let Some((o, Some(dst))) = start.ret {
                origins.set_reg(dst, o);
            }
        } else if let Op::Store { ty, val, ptr, .. } = &inst.op {
            self.origin_store(&mut origins, *ty, *val, *ptr);
        } else {
            self.origin_fill(&mut origins, inst, &start.args);
        }
        if depth == start.depth
            && !matches!(inst.op, Op::Store { .. })
            && let Some(dst) = inst.dst
        {
            let defined = self
                .frames
                .last()
                .and_then(|f| f.reg(dst))
                .is_none_or(|v| v.is_well_defined());
            let origin = (!defined).then(|| self.result_origin(&mut origins, inst));
            origins.set_reg(dst, origin);
        }
        self.origins = Some(origins);
    }

    /// Records the origin of the value `v` that `inst`, the `ret` that
    /// ended the run, returned (when it is poison or undef).
    pub(crate) fn origin_returned(&mut self, start: OriginStart, inst: &CInst, v: &Value) {
        let Op::Ret(Some(val)) = inst.op else { return };
        let Some(mut origins) = self.origins.take() else {
            return;
        };
        origins.returned = if v.is_well_defined() {
            None
        } else {
            match val {
                Opnd::Reg(_) => start.ret.and_then(|(o, _)| o),
                Opnd::Const(_) => self
                    .current
                    .clone()
                    .map(|at| origins.record(at, format!("returns the constant {}", defect(v)))),
            }
        };
        self.origins = Some(origins);
    }

    /// The origins of the phis of the block just entered from `from`
    /// (computed before any is assigned, as the phis are).
    pub(crate) fn origin_phis(&mut self, from: crate::syntax::BlockId) {
        let (Some(frame), Some(origins)) = (self.frames.last(), self.origins.as_deref_mut()) else {
            return;
        };
        let Some(block) = frame.code.blocks.get(frame.block.0 as usize) else {
            return;
        };
        let incoming: Vec<(u32, Option<u32>)> = block
            .phis
            .iter()
            .map(|phi| {
                let o = phi
                    .incoming
                    .iter()
                    .find(|(b, _)| *b == from)
                    .and_then(|(_, o)| match o {
                        Opnd::Reg(r) => origins.reg(*r),
                        Opnd::Const(_) => None,
                    });
                (phi.dst, o)
            })
            .collect();
        for (dst, o) in incoming {
            let defined = frame.reg(dst).is_none_or(|v| v.is_well_defined());
            origins.set_reg(dst, if defined { None } else { o });
        }
    }

    /// Bytes stored take the stored value's origin (or lose theirs).
    fn origin_store(&self, origins: &mut Origins, ty: TypeId, val: Opnd, ptr: Opnd) {
        let Some(p) = self.read(ptr).as_ptr() else {
            return;
        };
        let size = self.prog.ty(ty).store_size;
        let v = self.read(val);
        let origin = if v.is_well_defined() {
            None
        } else {
            match val {
                Opnd::Reg(r) => origins.reg(r),
                Opnd::Const(_) => self
                    .current
                    .clone()
                    .map(|at| origins.record(at, format!("stores the constant {}", defect(&v)))),
            }
        };
        origins.set_bytes(p.addr, size, origin);
    }

    /// After an `llvm.memset` `inst` whose fill value is poison or undef:
    /// its destination's bytes take the fill value's origin (copies carry
    /// origins as they copy: [`Machine::copy_bytes`]).
    fn origin_fill(&self, origins: &mut Origins, inst: &CInst, args: &[Option<u32>]) {
        let Op::Call(call) = &inst.op else { return };
        let Callee::Direct(f) = call.callee else {
            return;
        };
        let name = crate::sem::program::name_text(&self.prog.module.func(f).name);
        if !name.starts_with("llvm.memset.") {
            return;
        }
        let arg = |i: usize| call.args.get(i).map(|(o, _)| self.read(*o));
        let (a0, a1, a2) = (arg(0), arg(1), arg(2));
        let (Some(Value::Ptr(d)), Some(fill), Some(n)) =
            (a0.as_deref(), a1.as_deref(), a2.as_deref())
        else {
            return;
        };
        let Some(len) = n.as_int().and_then(|n| n.to_u64()) else {
            return;
        };
        let origin = if fill.is_well_defined() {
            None
        } else {
            match call.args.get(1).map(|(o, _)| *o) {
                Some(Opnd::Reg(_)) => args.get(1).copied().flatten(),
                _ => self.current.clone().map(|at| {
                    origins.record(
                        at,
                        format!("fills memory with the constant {}", defect(fill)),
                    )
                }),
            }
        };
        origins.set_bytes(d.addr, len, origin);
    }

    /// The origin of the poison or undef result of `inst`: an operand's,
    /// the loaded bytes', or a new one made here.
    fn result_origin(&self, origins: &mut Origins, inst: &CInst) -> u32 {
        let at = self.current.clone().unwrap_or(Location {
            func: self
                .frames
                .last()
                .map_or(crate::syntax::FuncId(0), |f| f.func),
            block: crate::syntax::BlockId(0),
            span: inst.span,
        });
        let operands = inst.operands();
        let mut untracked = None;
        for o in &operands {
            if let Opnd::Reg(r) = o
                && !self.read(*o).is_well_defined()
            {
                match origins.reg(*r) {
                    Some(id) => return id,
                    None => untracked = untracked.or(Some(*r)),
                }
            }
        }
        if let Op::Load { ty, ptr, .. } = &inst.op
            && let Some(p) = self.read(*ptr).as_ptr()
        {
            let size = self.prog.ty(*ty).store_size;
            if let Some(id) =
                (p.addr..p.addr.saturating_add(size)).find_map(|a| origins.bytes.get(&a).copied())
            {
                return id;
            }
            let reason = self.untracked_load(&p, origins.dropped);
            return origins.record(at, reason);
        }
        if let Some(r) = untracked {
            let name = self.reg_name(at.func, r);
            return origins.record(
                at,
                format!("its operand {name} is {}", defect(&self.read(Opnd::Reg(r)))),
            );
        }
        for o in &operands {
            if let Opnd::Const(_) = o {
                let v = self.read(*o);
                if !v.is_well_defined() {
                    return origins
                        .record(at, format!("its operand is the constant {}", defect(&v)));
                }
            }
        }
        let reason = self.made_here(inst);
        origins.record(at, reason)
    }

    /// Why a load from `p` of poison or undef bytes that no tracked write
    /// gave an origin has them: what the memory holds before any store.
    fn untracked_load(&self, p: &Pointer, dropped: bool) -> String {
        let place = pointer_text(Some(&self.mem), p);
        if dropped {
            return format!(
                "loads bytes of {place} whose origin was not kept (more than {MAX_TRACKED_BYTES} \
                 bytes of memory held poison or undef)"
            );
        }
        let kind = match p.prov() {
            Provenance::Alloc(id) if (id.0 as usize) < self.mem.len() => {
                Some(self.mem.info(id).kind)
            }
            _ => None,
        };
        match kind {
            Some(AllocKind::Global) => {
                format!("loads bytes of {place} that its initializer leaves poison or undef")
            }
            Some(AllocKind::Input) => format!(
                "loads bytes of {place} that the run's input memory gives as poison or undef"
            ),
            Some(AllocKind::External) => format!(
                "loads bytes of {place}, memory of the environment whose contents are not defined"
            ),
            _ => format!(
                "loads bytes of {place} that were never given a defined value (uninitialized memory)"
            ),
        }
    }

    /// Why `inst`, whose operands are all defined, has a poison or undef
    /// result.
    fn made_here(&self, inst: &CInst) -> String {
        let show = |ty: TypeId, o: Opnd| {
            bare_value(&self.prog.module.types, Some(&self.mem), ty, &self.read(o))
        };
        match &inst.op {
            Op::Binary {
                op,
                flags,
                lhs,
                rhs,
                ..
            } => {
                let (a, b) = (show(inst.ty, *lhs), show(inst.ty, *rhs));
                let mut kw = op.name().to_string();
                for (on, name) in [
                    (flags.nuw, "nuw"),
                    (flags.nsw, "nsw"),
                    (flags.exact, "exact"),
                    (flags.disjoint, "disjoint"),
                ] {
                    if on {
                        kw.push(' ');
                        kw.push_str(name);
                    }
                }
                let width = self.prog.module.types.int_width(inst.ty);
                let too_far = self
                    .read(*rhs)
                    .as_int()
                    .zip(width)
                    .is_some_and(|(n, w)| n.to_u64().is_none_or(|n| n >= w as u64));
                match op {
                    BinOp::Add | BinOp::Sub | BinOp::Mul => {
                        let sym = match op {
                            BinOp::Add => "+",
                            BinOp::Sub => "-",
                            _ => "*",
                        };
                        // The operands as the flag that failed reads them:
                        // unsigned for `nuw`, signed for `nsw`.
                        let (x, y) = (self.read(*lhs), self.read(*rhs));
                        match (x.as_int(), y.as_int()) {
                            (Some(x), Some(y)) if flags.nuw && unsigned_wraps(*op, x, y) => {
                                format!(
                                    "`{kw}` wrapped around as unsigned on {} {sym} {}",
                                    x.to_unsigned_decimal(),
                                    y.to_unsigned_decimal()
                                )
                            }
                            (Some(x), Some(y)) => format!(
                                "`{kw}` overflowed on {} {sym} {}",
                                x.to_signed_decimal(),
                                y.to_signed_decimal()
                            ),
                            _ => format!("`{kw}` overflowed on {a} {sym} {b}"),
                        }
                    }
                    BinOp::Shl | BinOp::LShr | BinOp::AShr if too_far => format!(
                        "`{kw}` shifts {a} by {b}, not less than the width {}",
                        width.unwrap_or(0)
                    ),
                    BinOp::Shl => format!("`{kw}` of {a} by {b} shifted out significant bits"),
                    BinOp::LShr | BinOp::AShr => {
                        format!("`{kw}` of {a} by {b} shifted out set bits")
                    }
                    BinOp::UDiv | BinOp::SDiv => format!("`{kw}` of {a} by {b} has a remainder"),
                    BinOp::Or => format!("`{kw}` of {a} and {b}, which have set bits in common"),
                    _ => format!("`{kw}` of {a} and {b} is not defined (fast-math flags)"),
                }
            }
            Op::Cast {
                op, val, from, to, ..
            } => format!(
                "`{}` of {} to {} has no defined result",
                op.name(),
                show(*from, *val),
                self.prog.module.types.display(*to)
            ),
            Op::Gep { .. } => {
                "`getelementptr` went out of its object or wrapped, against its flags".to_string()
            }
            Op::ICmp { samesign: true, .. } => {
                "`icmp samesign` of operands with different signs".to_string()
            }
            Op::Call(call) => {
                let callee = match call.callee {
                    Callee::Direct(f) => Some(f),
                    Callee::Indirect(o) => match *self.read(o) {
                        Value::Ptr(p) => self.prog.function_at(p),
                        _ => None,
                    },
                    Callee::InlineAsm => None,
                };
                let name = callee.map_or_else(
                    || "the callee".to_string(),
                    |f| {
                        format!(
                            "@{}",
                            crate::sem::program::name_text(&self.prog.module.func(f).name)
                        )
                    },
                );
                let args = call
                    .args
                    .iter()
                    .map(|(o, ty)| show(*ty, *o))
                    .collect::<Vec<_>>()
                    .join(", ");
                format!("{name}({args}) returned it")
            }
            Op::ExtractElement { .. } | Op::InsertElement { .. } => {
                "the element index is out of range".to_string()
            }
            Op::ShuffleVector { .. } => "a mask element is poison".to_string(),
            _ => "its result is not defined for these operands".to_string(),
        }
    }

    /// The origins of the operands of `inst` that are poison or undef.
    pub(crate) fn operand_origins(&self, inst: &CInst) -> Vec<OperandOrigin> {
        let (Some(origins), Some(frame)) = (self.origins.as_deref(), self.frames.last()) else {
            return Vec::new();
        };
        inst.register_operands()
            .into_iter()
            .filter_map(|r| {
                let v = frame.reg(r)?;
                if v.is_well_defined() {
                    return None;
                }
                let id = origins.reg(r)?;
                Some(OperandOrigin {
                    operand: self.reg_name(frame.func, r),
                    what: defect(&v),
                    origin: origins.records.get(id as usize)?.clone(),
                })
            })
            .collect()
    }

    /// `%name` of register `r` of `func`.
    fn reg_name(&self, func: crate::syntax::FuncId, r: u32) -> String {
        let f = self.prog.module.func(func);
        f.body
            .as_ref()
            .and_then(|b| b.locals.get(r as usize))
            .and_then(|l| l.name.as_ref())
            .map_or_else(|| format!("%{r}"), |n| format!("%{n}"))
    }
}

/// Whether `x op y` wraps around as unsigned (`op` is `add`, `sub` or
/// `mul`).
fn unsigned_wraps(op: BinOp, x: &ApInt, y: &ApInt) -> bool {
    match op {
        BinOp::Add => x.uadd_ov(y).1,
        BinOp::Sub => x.usub_ov(y).1,
        _ => x.umul_ov(y).1,
    }
}

/// `poison`, or `undef` for a value with undef bits and no poison.
pub fn defect(v: &Value) -> &'static str {
    if v.contains_poison() {
        "poison"
    } else {
        "undef"
    }
}
