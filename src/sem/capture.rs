//! The capture taint of the entry function's `captures(none)` parameters
//! (rules `[nocapture-*]` in `semantics/attributes.md`).
//!
//! LangRef `captures(...)` restricts how "the callee may capture the
//! pointer", for "the particular copy of the pointer passed in this
//! argument", and "Pointer Capture" lists the ways: the address observed
//! (`ptrtoint`), "any bit of the pointer carrying information" stored
//! where the caller can read it after the call, or handed back through the
//! return value. LangRef does not say what a capture the attribute forbids
//! does; llsem follows Alive2 (`Memory::ptr2int`, `check_ret_attributes`,
//! `Memory::checkNocapture`, `encodePtrAttrs`): `ptrtoint` of such a
//! pointer is UB, returning it gives poison, one left stored in memory the
//! caller can read when the function returns is UB, and passing it to a
//! call's parameter that may capture it passes poison.
//!
//! Which values carry the taint: the copy of the argument and what is
//! computed from it, whatever its value (null, undef or poison too, as
//! Alive2's nocapture bit rides on the pointer value whatever it is). Each
//! register of each frame has a lane mask ([`Lanes`]), set by a hook
//! around every step while the run has a `captures(none)` parameter whose
//! argument is not a pointer into an input block only it designates
//! ([`Machine::capture_before`], [`Machine::capture_after`]; the fast
//! loop does not run then; for such a pointer the block rule below is
//! enough): `getelementptr`, pointer casts, `freeze`,
//! `select` and `phi` (the input taken), the vector and aggregate
//! operations, calls of defined functions (arguments to parameters, the
//! returned value back) and pointer-valued intrinsics pass it on. A store
//! of a tainted value makes its bytes a *captured slot* until a later
//! `store`, `memset` or `memcpy` overwrites them (or, for other writes,
//! until the bytes differ); a load of pointers from a slot is tainted, and
//! `memcpy` moves slots. Besides, every pointer into an input block that
//! only that argument designates is tainted (such a pointer is based on
//! the argument, LangRef "Pointer Aliasing Rules"), wherever it goes.

use crate::mem::{AllocKind, ByteBits, Repr};
use crate::sem::code::{CInst, Callee, Op, Opnd};
use crate::sem::machine::{Flow, Machine};
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::{FuncId, TypeId};
use crate::value::{AllocId, Pointer, Provenance, Reg, Scalar, Value};

/// The taint of one register: bit `i` set when lane `i` of a vector holds
/// a pointer based on a `captures(none)` argument; [`ALL`] for a whole
/// scalar or aggregate (and for every lane from 64 on).
pub(crate) type Lanes = u64;

/// The whole value is tainted.
const ALL: Lanes = u64::MAX;

/// The capture taint of a run whose entry function has a `captures(none)`
/// parameter.
#[derive(Clone, Debug, Default)]
pub struct CaptureTaint {
    /// Per frame of the call stack (the entry's first), the taint of each
    /// register (absent: none).
    frames: Vec<Vec<Lanes>>,
    /// The places where a store left a tainted value.
    slots: Vec<Slot>,
    /// Whether the registers' taint is kept, step by step: only when some
    /// `captures(none)` argument is not a pointer into an input block that
    /// only it designates (null, undef, poison, a shared block, ...). For
    /// such a pointer the block rule alone taints every pointer based on
    /// it, and the fast loop may run.
    per_step: bool,
}

/// Bytes a store of a tainted value wrote, as it left them.
#[derive(Clone, Debug, PartialEq)]
struct Slot {
    /// The allocation.
    alloc: AllocId,
    /// The offset of the first byte.
    offset: u64,
    /// Each byte's bits and whether it was a pointer fragment.
    bytes: Vec<(ByteBits, bool)>,
}

impl Slot {
    /// Whether `[offset, offset + len)` of `alloc` overlaps the slot.
    fn overlaps(&self, alloc: AllocId, offset: u64, len: u64) -> bool {
        self.alloc == alloc
            && offset < self.offset + self.bytes.len() as u64
            && self.offset < offset.saturating_add(len)
    }
}

/// The divergence probe's copy of a [`CaptureTaint`] (decision 0051): the
/// taint of the top frames' registers and the captured slots, which later
/// steps read as they read registers and memory.
#[derive(Clone, Debug)]
pub(crate) struct TaintSnapshot {
    /// The taint of frames `from..` (each without its untainted tail).
    frames: Vec<Vec<Lanes>>,
    /// The index of the first frame copied.
    from: usize,
    slots: Vec<Slot>,
    per_step: bool,
}

impl CaptureTaint {
    /// The taint of frame `i`'s registers without the untainted ones at
    /// the end (absent entries are untainted, so this is what steps read).
    fn frame(&self, i: usize) -> &[Lanes] {
        let regs = self.frames.get(i).map_or(&[][..], |f| &f[..]);
        let len = regs.iter().rposition(|&l| l != 0).map_or(0, |p| p + 1);
        &regs[..len]
    }

    /// A copy of the taint of frames `from..depth` and of the slots, and
    /// the bytes it takes (for the probe's size cap).
    pub(crate) fn snapshot(&self, from: usize, depth: usize) -> (TaintSnapshot, u64) {
        let frames: Vec<Vec<Lanes>> = (from..depth).map(|i| self.frame(i).to_vec()).collect();
        let size = 8 * frames.iter().map(|f| f.len() as u64).sum::<u64>()
            + self
                .slots
                .iter()
                .map(|s| 16 + 16 * s.bytes.len() as u64)
                .sum::<u64>();
        let snap = TaintSnapshot {
            frames,
            from,
            slots: self.slots.clone(),
            per_step: self.per_step,
        };
        (snap, size)
    }

    /// Whether this taint is `saved`'s: the same slots, and for each `j <
    /// count` the taint of frame `mine + j` equal to that of `saved`'s frame
    /// `theirs + j` (`false` where `saved` did not copy that frame).
    pub(crate) fn matches(
        &self,
        saved: &TaintSnapshot,
        mine: usize,
        theirs: usize,
        count: usize,
    ) -> bool {
        self.per_step == saved.per_step
            && self.slots == saved.slots
            && (0..count).all(|j| {
                theirs + j >= saved.from
                    && saved
                        .frames
                        .get(theirs + j - saved.from)
                        .is_some_and(|f| f[..] == *self.frame(mine + j))
            })
    }
}

/// What an instruction's taint step needs from before the instruction runs.
pub(crate) enum Before {
    /// The result register gets this taint.
    Value(Lanes),
    /// A store of a value with this taint.
    Store(Lanes),
    /// A load.
    Load,
    /// A `cmpxchg` or `atomicrmw`: the taint of the value it may store,
    /// and whether the value it reads is a live captured slot.
    Atomic(Lanes, bool),
    /// A call: each argument's taint, and the depth of the stack.
    Call(Vec<Lanes>, usize),
    /// A `ret` of a value with this taint from the frame at this depth.
    Ret(Lanes, usize, Option<u32>),
    /// Nothing else.
    Other,
}

impl Machine<'_, '_> {
    /// Notes, when the run starts with `func` called with `args`, the
    /// registers of its `captures(none)` parameters and the input blocks
    /// only such an argument designates.
    pub(crate) fn note_no_capture_args(&mut self, func: FuncId, args: &[Value]) {
        let f = self.prog.module.func(func);
        let attrs = &self.prog.funcs[func.0 as usize].param_attrs;
        let mut regs = Vec::new();
        let mut blocks = Vec::new();
        let mut per_step = false;
        for (i, p) in f.params.iter().enumerate() {
            if !attrs.get(i).is_some_and(|a| a.nocapture) {
                continue;
            }
            regs.extend(p.local.map(|l| l.0));
            match self.own_input_block(args, i) {
                Some(id) => blocks.push(id),
                None => per_step = true,
            }
        }
        self.envs.no_capture = blocks;
        self.envs.capture = (!regs.is_empty()).then(|| {
            let mut entry = Vec::new();
            if per_step {
                for r in regs {
                    set_lanes(&mut entry, r, ALL);
                }
            }
            Box::new(CaptureTaint {
                frames: vec![entry],
                slots: Vec::new(),
                per_step,
            })
        });
    }

    /// The input block that argument `i` points into when no other
    /// argument designates it (every pointer into it is then based on
    /// that argument).
    /// Notes, when the run starts with `func` called with `args`, the
    /// input blocks a `dead_on_return` argument designates
    /// ([`super::environment::EnvState::dead_on_return`]), also where
    /// another argument points into the same block: what is written
    /// through either is not told apart.
    pub(crate) fn note_dead_on_return_args(&mut self, func: FuncId, args: &[Value]) {
        let f = self.prog.module.func(func);
        let blocks = (0..f.params.len())
            .filter(|&i| f.params[i].attrs.has("dead_on_return"))
            .filter_map(|i| match args.get(i) {
                Some(Value::Ptr(p)) => match p.prov() {
                    Provenance::Alloc(id) if self.mem.info(id).kind == AllocKind::Input => Some(id),
                    _ => None,
                },
                _ => None,
            })
            .collect();
        self.envs.dead_on_return = blocks;
    }

    /// Makes private to the environment ([`EnvState::private`]), when the
    /// run starts with `func` called with `args`, the input block each
    /// `noalias` argument points into that no other argument designates.
    /// While the function runs, memory accessed through a pointer based on
    /// a `noalias` argument is not accessed through one not based on it
    /// where the memory is modified (LangRef "Parameter Attributes",
    /// `noalias`; "Pointer Aliasing Rules" for "based on"): an unknown
    /// call reaches the block only through a pointer based on the
    /// argument that escaped to it (passed to a call, or stored where the
    /// environment reaches it: `env_escape` then ends the privacy). The
    /// executions left out are those in which an unknown call accesses
    /// the block through a pointer not based on the argument: where the
    /// function also accesses it and either side modifies it, the source
    /// is UB in them anyway (semantics/other.md [call-env-noalias]).
    ///
    /// [`EnvState::private`]: super::environment::EnvState::private
    pub(crate) fn note_noalias_args(&mut self, func: FuncId, args: &[Value]) {
        let f = self.prog.module.func(func);
        for i in 0..f.params.len() {
            if f.params[i].attrs.has("noalias")
                && let Some(id) = self.own_input_block(args, i)
                && !self.envs.private.contains(&id)
            {
                self.envs.private.push(id);
            }
        }
    }

    fn own_input_block(&self, args: &[Value], i: usize) -> Option<AllocId> {
        let Some(Value::Ptr(ptr)) = args.get(i) else {
            return None;
        };
        let Provenance::Alloc(id) = ptr.prov() else {
            return None;
        };
        let shared = args
            .iter()
            .enumerate()
            .any(|(j, v)| j != i && designates(v, id));
        (!shared && self.mem.info(id).kind == AllocKind::Input).then_some(id)
    }

    /// Whether the registers' capture taint is kept step by step (see
    /// [`CaptureTaint`]): the fast loop does not run then.
    #[inline(always)]
    pub(crate) fn capture_per_step(&self) -> bool {
        self.envs.capture.as_ref().is_some_and(|c| c.per_step)
    }

    /// The taint of operand `opnd` in the running frame.
    fn lanes_of(&self, opnd: Opnd) -> Lanes {
        match (opnd, &self.envs.capture) {
            (Opnd::Reg(r), Some(c)) => c
                .frames
                .get(self.frames.len().wrapping_sub(1))
                .and_then(|f| f.get(r as usize))
                .copied()
                .unwrap_or(0),
            _ => 0,
        }
    }

    /// Whether `v`, read from operand `opnd` of the running instruction,
    /// is (or, lane by lane, holds) a pointer the entry function must not
    /// capture.
    fn no_capture_taint(&self, opnd: Option<Opnd>, v: &Value) -> bool {
        if self.envs.capture.is_none() {
            return false;
        }
        opnd.is_some_and(|o| self.lanes_of(o) != 0)
            || self.envs.no_capture.iter().any(|id| designates(v, *id))
    }

    /// What a `ret` of operand `opnd` read as `v` returns: in the entry
    /// function, its tainted lanes made poison (a pointer into a block
    /// only a `captures(none)` argument designates is made poison when the
    /// run ends, see [`Machine::no_capture_at_return`]).
    pub(crate) fn no_capture_returned(&self, opnd: Option<Opnd>, v: Reg) -> Reg {
        let lanes = match opnd {
            Some(o) if self.frames.len() == 1 => self.lanes_of(o),
            _ => 0,
        };
        if lanes == 0 {
            return v;
        }
        Reg::from_value(poison_lanes(&v.into_value(), lanes))
    }

    /// `ptrtoint` of operand `opnd` read as `v`: UB when it observes the
    /// address of a pointer the entry function must not capture.
    pub(crate) fn check_no_capture_ptrtoint(&self, opnd: Opnd, v: &Value) -> Result<(), Stop> {
        if self.no_capture_taint(Some(opnd), v) {
            return Err(Stop::ub(
                UbKind::AttributeViolation,
                "ptrtoint observes the address of a captures(none) argument",
            ));
        }
        Ok(())
    }

    /// An argument of a call of the environment whose parameter may capture
    /// it (not `captures(none)`, not `byval`): poison where it is a pointer
    /// the entry function must not capture.
    pub(crate) fn no_capture_arg(&self, opnd: Option<Opnd>, v: &Value) -> Option<Value> {
        if !self.no_capture_taint(opnd, v) {
            return None;
        }
        let lanes = opnd.map_or(0, |o| self.lanes_of(o));
        Some(self.poison_tainted(&poison_lanes(v, lanes)))
    }

    /// What the entry function returns and leaves in memory, checked when
    /// it returns `result`: a pointer the function must not capture is
    /// poison in the result; one stored in a live global, input or
    /// environment block (which the caller can read) is UB.
    pub(crate) fn no_capture_at_return(
        &self,
        result: Option<Value>,
    ) -> Result<Option<Value>, Stop> {
        let Some(c) = &self.envs.capture else {
            return Ok(result);
        };
        for (id, a) in self.mem.allocations() {
            let visible = match a.kind {
                AllocKind::Global => a.mutable,
                AllocKind::Input | AllocKind::External => true,
                _ => false,
            };
            if !visible {
                continue;
            }
            let kept = self.mem.fragments(id).into_iter().any(
                |f| matches!(f.prov, Provenance::Alloc(t) if self.envs.no_capture.contains(&t)),
            ) || c.slots.iter().any(|s| s.alloc == id && self.slot_holds(s));
            if kept {
                return Err(Stop::ub(
                    UbKind::AttributeViolation,
                    format!(
                        "a captures(none) argument is stored in {} when the function returns",
                        a.name
                    ),
                ));
            }
        }
        Ok(result.map(|v| self.poison_tainted(&v)))
    }

    /// `v` with every pointer lane into a block only a `captures(none)`
    /// argument designates made poison.
    fn poison_tainted(&self, v: &Value) -> Value {
        if self.envs.no_capture.is_empty() {
            return v.clone();
        }
        match v {
            Value::Ptr(p) if matches!(p.prov(), Provenance::Alloc(id) if self.envs.no_capture.contains(&id)) => {
                Value::Poison
            }
            Value::Vector(es) => Value::Vector(es.iter().map(|e| self.poison_tainted(e)).collect()),
            Value::Aggregate(es) => {
                Value::Aggregate(es.iter().map(|e| self.poison_tainted(e)).collect())
            }
            _ => v.clone(),
        }
    }

    /// Whether the bytes of slot `s` are still as the store left them.
    fn slot_holds(&self, s: &Slot) -> bool {
        s.bytes
            .iter()
            .enumerate()
            .all(|(i, b)| self.mem.byte_at(s.alloc, s.offset + i as u64) == *b)
    }

    /// The taint step before `inst` runs: what it needs of the operands
    /// (`None` unless the registers' taint is kept step by step, see
    /// [`Machine::capture_per_step`]).
    pub(crate) fn capture_before(&mut self, inst: &CInst) -> Option<Before> {
        let depth = self.frames.len();
        let c = self.envs.capture.as_mut().filter(|c| c.per_step)?;
        c.frames.resize_with(depth, Vec::new);
        Some(match &inst.op {
            Op::Gep { base, .. } => Before::Value(self.lanes_of(*base)),
            Op::Cast { val, .. } if self.holds_ptr(inst.ty) => Before::Value(self.lanes_of(*val)),
            Op::Freeze(v) => Before::Value(self.lanes_of(*v)),
            Op::Select {
                cond,
                then_val,
                else_val,
                ..
            } => Before::Value(self.select_lanes(*cond, *then_val, *else_val)),
            Op::ExtractElement { vec, idx } => {
                let l = self.lanes_of(*vec);
                Before::Value(match self.taint_lane_index(*idx) {
                    Some(i) if l & bit(i) == 0 => 0,
                    _ if l == 0 => 0,
                    _ => ALL,
                })
            }
            Op::InsertElement { vec, elem, idx } => {
                let (v, e) = (self.lanes_of(*vec), self.lanes_of(*elem) != 0);
                Before::Value(match self.taint_lane_index(*idx) {
                    Some(i) if i < 64 => (v & !bit(i)) | if e { bit(i) } else { 0 },
                    _ => v | if e { ALL } else { 0 },
                })
            }
            Op::ShuffleVector { v1, v2, mask } => {
                let (a, b) = (self.lanes_of(*v1), self.lanes_of(*v2));
                let n = match &*self.read(*v1) {
                    Value::Vector(es) => es.len() as u32,
                    _ => 0,
                };
                let mut out = 0;
                if a | b != 0 {
                    for (j, m) in mask.iter().enumerate() {
                        let from = match m {
                            Some(m) if *m < n => a & bit(*m as u64) != 0,
                            Some(m) => b & bit(u64::from(m - n)) != 0,
                            None => false,
                        };
                        if from {
                            out |= bit(j as u64);
                        }
                    }
                    if n == 0 {
                        out = ALL;
                    }
                }
                Before::Value(out)
            }
            Op::ExtractValue { agg, .. } => Before::Value(whole(self.lanes_of(*agg))),
            Op::InsertValue { agg, val, .. } => {
                Before::Value(whole(self.lanes_of(*agg) | self.lanes_of(*val)))
            }
            Op::Store { val, .. } => Before::Store(self.lanes_of(*val)),
            Op::Load { .. } => Before::Load,
            Op::CmpXchg { ty, ptr, new, .. }
            | Op::AtomicRmw {
                ty, ptr, val: new, ..
            } => Before::Atomic(self.lanes_of(*new), self.reads_live_slot(*ty, *ptr)),
            Op::Call(call) => Before::Call(
                call.args.iter().map(|(o, _)| self.lanes_of(*o)).collect(),
                depth,
            ),
            Op::Ret(v) if depth > 1 => Before::Ret(
                v.map_or(0, |o| self.lanes_of(o)),
                depth,
                self.frames.last().and_then(|f| f.ret_dst.get()),
            ),
            _ if inst.dst.is_some() => Before::Value(0),
            _ => Before::Other,
        })
    }

    /// The taint step after `inst` ran with `result`: the taint of the
    /// registers it wrote, the slots it wrote, and of the phis of the
    /// block it jumps to.
    pub(crate) fn capture_after(
        &mut self,
        inst: &CInst,
        before: Option<Before>,
        result: &Result<Flow, Stop>,
    ) {
        let (Some(before), Ok(flow)) = (before, result) else {
            return;
        };
        match before {
            Before::Value(l) => self.set_dst(inst.dst, l),
            Before::Store(l) => {
                if let Op::Store { ty, ptr, .. } = &inst.op {
                    let len = self.prog.ty(*ty).store_size;
                    if let Some((alloc, offset)) = self.place_of(*ptr) {
                        self.overwrite_slots(alloc, offset, len);
                        if l != 0 {
                            self.add_slot(alloc, offset, len);
                        }
                    }
                }
            }
            Before::Load => {
                let tainted = match &inst.op {
                    Op::Load { ty, ptr, .. } => self.reads_live_slot(*ty, *ptr),
                    _ => false,
                };
                self.set_dst(inst.dst, if tainted { ALL } else { 0 });
            }
            Before::Atomic(l, read) => self.atomic_taint(inst, l, read),
            Before::Call(args, depth) => {
                if let Op::Call(call) = &inst.op {
                    self.call_taint(call, &args, depth, inst);
                }
            }
            Before::Ret(l, depth, dst) => {
                if self.frames.len() + 1 == depth {
                    if let Some(c) = self.envs.capture.as_mut() {
                        c.frames.truncate(self.frames.len());
                    }
                    self.set_dst(dst, l);
                }
            }
            Before::Other => {}
        }
        if let Flow::Jump(target) = flow {
            self.phi_taint(*target);
        }
    }

    /// Whether a load of a `ty` through `ptr` reads a pointer from a live
    /// captured slot.
    fn reads_live_slot(&self, ty: TypeId, ptr: Opnd) -> bool {
        self.holds_ptr(ty)
            && self.place_of(ptr).is_some_and(|(alloc, offset)| {
                self.live_slot_overlaps(alloc, offset, self.prog.ty(ty).store_size)
            })
    }

    /// The taint step of a `cmpxchg` or `atomicrmw` that may store a value
    /// with taint `l` and that read a live slot or not (`read`): its
    /// result is tainted as a load's; where it wrote (an `atomicrmw`
    /// always, a `cmpxchg` when its success flag is true) the slots it
    /// overlaps are overwritten, and a tainted value leaves a new one, as
    /// a `store` does (LangRef "Pointer Capture").
    fn atomic_taint(&mut self, inst: &CInst, l: Lanes, read: bool) {
        let (ty, ptr, wrote) = match &inst.op {
            Op::CmpXchg { ty, ptr, .. } => {
                let ok = inst.dst.is_some_and(|d| match &*self.read(Opnd::Reg(d)) {
                    Value::Aggregate(es) => {
                        matches!(es.get(1), Some(Value::Int(b)) if !b.is_zero())
                    }
                    _ => false,
                });
                (*ty, *ptr, ok)
            }
            Op::AtomicRmw { ty, ptr, .. } => (*ty, *ptr, true),
            _ => return,
        };
        self.set_dst(inst.dst, if read { ALL } else { 0 });
        if wrote && let Some((alloc, offset)) = self.place_of(ptr) {
            let len = self.prog.ty(ty).store_size;
            self.overwrite_slots(alloc, offset, len);
            if l != 0 {
                self.add_slot(alloc, offset, len);
            }
        }
    }

    /// The taint step of a call: a defined callee's parameters get the
    /// arguments' taint; a pointer-valued intrinsic's result gets theirs
    /// together; `memset`, `memcpy` and `memmove` overwrite and move slots.
    fn call_taint(
        &mut self,
        call: &crate::sem::code::CallOp,
        args: &[Lanes],
        depth: usize,
        inst: &CInst,
    ) {
        if self.frames.len() == depth + 1 {
            // A defined function was entered.
            let f = self.frames.last().map(|f| f.func);
            let mut regs = Vec::new();
            if let Some(f) = f {
                let params = &self.prog.module.func(f).params;
                for (i, p) in params.iter().enumerate() {
                    let byval = call.arg_attrs.get(i).is_some_and(|a| a.byval.is_some());
                    if let (Some(local), Some(l)) = (p.local, args.get(i))
                        && !byval
                    {
                        set_lanes(&mut regs, local.0, *l);
                    }
                }
            }
            if let Some(c) = self.envs.capture.as_mut() {
                c.frames.truncate(depth);
                c.frames.push(regs);
            }
            return;
        }
        if self.frames.len() != depth {
            return;
        }
        let name = match call.callee {
            Callee::Direct(f) => self.prog.funcs[f.0 as usize].name.as_str(),
            _ => "",
        };
        let intrinsic = name.starts_with("llvm.");
        let moved = ["llvm.memcpy", "llvm.memmove", "llvm.memset"]
            .iter()
            .any(|p| name.starts_with(p));
        if moved && let [(d, _), (s, _), (n, _), ..] = call.args.as_slice() {
            let len = match self.operand_scalar(*n) {
                Some(Scalar::Int(x)) => Some(x.bits()),
                _ => None,
            };
            if let Some(to) = self.place_of(*d) {
                let from = if name.starts_with("llvm.memset") {
                    None
                } else {
                    self.place_of(*s)
                };
                self.copy_slots(to, from, len);
            }
        }
        let l = if intrinsic && inst.dst.is_some() && self.holds_ptr(inst.ty) {
            whole(args.iter().fold(0, |a, b| a | b))
        } else {
            0
        };
        self.set_dst(inst.dst, l);
    }

    /// After a copy of `len` bytes (unknown: the rest of the block) from
    /// `from` (none for `memset`) to `to`: the slots there are overwritten,
    /// and the live slots copied are slots at the destination.
    fn copy_slots(&mut self, to: (AllocId, u64), from: Option<(AllocId, u64)>, len: Option<u64>) {
        let n = len.unwrap_or(u64::MAX);
        let copied: Vec<(u64, u64)> = match (from, &self.envs.capture) {
            (Some((a, o)), Some(c)) => c
                .slots
                .iter()
                .filter(|s| s.overlaps(a, o, n) && self.slot_holds(s))
                .map(|s| {
                    let start = s.offset.max(o);
                    let end = (s.offset + s.bytes.len() as u64).min(o.saturating_add(n));
                    (start - o, end - start)
                })
                .collect(),
            _ => Vec::new(),
        };
        self.overwrite_slots(to.0, to.1, n);
        for (at, len) in copied {
            self.add_slot(to.0, to.1 + at, len);
        }
    }

    /// Sets the taint of the phis of `target` entered from the running
    /// block: each gets its input's for this edge (all read before any is
    /// set).
    fn phi_taint(&mut self, target: crate::syntax::BlockId) {
        let Some(frame) = self.frames.last() else {
            return;
        };
        let block = &frame.code.blocks[target.0 as usize];
        let Some(edge) = block.edges.iter().find(|e| e.from == frame.block) else {
            return;
        };
        let taints: Vec<(u32, Lanes)> = edge
            .moves
            .iter()
            .map(|(dst, o)| (*dst, self.lanes_of(*o)))
            .collect();
        for (dst, l) in taints {
            self.set_dst(Some(dst), l);
        }
    }

    /// Sets the taint of register `dst` of the running frame.
    fn set_dst(&mut self, dst: Option<u32>, l: Lanes) {
        let depth = self.frames.len();
        let (Some(dst), Some(c)) = (dst, self.envs.capture.as_mut()) else {
            return;
        };
        if let Some(f) = depth.checked_sub(1).and_then(|d| c.frames.get_mut(d)) {
            set_lanes(f, dst, l);
        }
    }

    /// The taint of `select`: the arm the condition takes, lane by lane
    /// for a vector condition, both where the condition is not defined.
    fn select_lanes(&self, cond: Opnd, t: Opnd, e: Opnd) -> Lanes {
        let (a, b) = (self.lanes_of(t), self.lanes_of(e));
        if a | b == 0 {
            return 0;
        }
        match &*self.read(cond) {
            Value::Int(c) => {
                if c.is_zero() {
                    b
                } else {
                    a
                }
            }
            Value::Vector(cs) => cs.iter().enumerate().fold(0, |acc, (i, c)| {
                let m = bit(i as u64);
                acc | match c {
                    Value::Int(c) if c.is_zero() => b & m,
                    Value::Int(_) => a & m,
                    _ => (a | b) & m,
                }
            }),
            _ => a | b,
        }
    }

    /// The lane an index operand names, when it is a defined integer.
    fn taint_lane_index(&self, idx: Opnd) -> Option<u64> {
        match self.operand_scalar(idx) {
            Some(Scalar::Int(x)) => Some(x.bits()),
            _ => None,
        }
    }

    /// The allocation and offset the pointer operand `ptr` designates.
    fn place_of(&self, ptr: Opnd) -> Option<(AllocId, u64)> {
        let p: Pointer = match self.operand_scalar(ptr) {
            Some(Scalar::Ptr(p)) => p,
            _ => return None,
        };
        let id = self.mem.designated(p)?;
        Some((id, p.addr.wrapping_sub(self.mem.base(id))))
    }

    /// Drops the slots a write of `len` bytes at `offset` of `alloc`
    /// overlaps.
    fn overwrite_slots(&mut self, alloc: AllocId, offset: u64, len: u64) {
        if let Some(c) = self.envs.capture.as_mut() {
            c.slots.retain(|s| !s.overlaps(alloc, offset, len));
        }
    }

    /// Records the `len` bytes at `offset` of `alloc` as a slot.
    fn add_slot(&mut self, alloc: AllocId, offset: u64, len: u64) {
        let bytes = (0..len)
            .map(|i| self.mem.byte_at(alloc, offset + i))
            .collect();
        if let Some(c) = self.envs.capture.as_mut() {
            c.slots.push(Slot {
                alloc,
                offset,
                bytes,
            });
        }
    }

    /// Whether a slot still as stored overlaps `len` bytes at `offset` of
    /// `alloc`.
    fn live_slot_overlaps(&self, alloc: AllocId, offset: u64, len: u64) -> bool {
        self.envs.capture.as_ref().is_some_and(|c| {
            c.slots
                .iter()
                .any(|s| s.overlaps(alloc, offset, len) && self.slot_holds(s))
        })
    }

    /// Whether values of `ty` hold a pointer.
    fn holds_ptr(&self, ty: TypeId) -> bool {
        repr_holds_ptr(&self.prog.ty(ty).repr)
    }
}

/// Whether a layout has a pointer in it.
fn repr_holds_ptr(r: &Repr) -> bool {
    match r {
        Repr::Ptr(_) => true,
        Repr::Vector { elem, .. } | Repr::Array { elem, .. } => repr_holds_ptr(elem),
        Repr::Struct { fields, .. } => fields.iter().any(|(_, f)| repr_holds_ptr(f)),
        Repr::Int(_) | Repr::Float(_) | Repr::Unsized => false,
    }
}

/// The mask of lane `i` (lanes from 64 on share the last bit's fate: all).
fn bit(i: u64) -> Lanes {
    if i < 64 { 1 << i } else { ALL }
}

/// A taint of a value that is not split in lanes: all or nothing.
fn whole(l: Lanes) -> Lanes {
    if l == 0 { 0 } else { ALL }
}

/// Sets entry `r` of a frame's taints, growing it as needed.
fn set_lanes(regs: &mut Vec<Lanes>, r: u32, l: Lanes) {
    let r = r as usize;
    if r >= regs.len() {
        if l == 0 {
            return;
        }
        regs.resize(r + 1, 0);
    }
    regs[r] = l;
}

/// `v` with the lanes in `lanes` made poison (the whole value when it is
/// not a vector or all its lanes are).
fn poison_lanes(v: &Value, lanes: Lanes) -> Value {
    if lanes == 0 {
        return v.clone();
    }
    match v {
        Value::Vector(es) if lanes != ALL && es.len() <= 64 => Value::Vector(
            es.iter()
                .enumerate()
                .map(|(i, e)| {
                    if lanes & (1 << i) != 0 {
                        Value::Poison
                    } else {
                        e.clone()
                    }
                })
                .collect(),
        ),
        _ => Value::Poison,
    }
}

/// Whether `v` holds a pointer whose provenance is allocation `id`.
fn designates(v: &Value, id: AllocId) -> bool {
    match v {
        Value::Ptr(p) => p.prov() == Provenance::Alloc(id),
        Value::Vector(es) | Value::Aggregate(es) => es.iter().any(|e| designates(e, id)),
        _ => false,
    }
}
