//! The interpreter loop's fast path: the running frame's instructions run
//! one after another on its register file, held in a local, as long as
//! each is a common case of its rule (defined scalar operands, no
//! attributes or metadata to check, no call). Any other instruction leaves
//! the loop for [`Machine::step`], which runs it in full.
//!
//! The rules are not written again here: each case calls the same
//! functions the general step does (`eval_word_binary`, `gep_words`,
//! `read_reg`, ...). What the loop saves is the work around them: looking
//! up the frame for every operand, the checks for tracing, origins, C
//! library callbacks and resolved undef results (none of which can change
//! while only these instructions run), and recording the location of each
//! instruction (it is recorded when the loop stops).
//!
//! `call` and `ret` stay in the loop: the running frame's state goes back
//! to its frame, the general step's `exec` runs them (counted and located
//! first, as a step does), and the loop goes on in whichever frame runs
//! next, if nothing there observes single steps.

use crate::apint::Word;
use crate::mem::WordAccess;
use crate::sem::code::{CInst, CallOp, Code, FastCall, Jump, LoadChecks, Op, Opnd, PhiEdge};
use crate::sem::fast_form::{FastOp, Natural};
use crate::sem::intrinsics::{assume_condition, eval_abs, eval_minmax};
use crate::sem::machine::Machine;
use crate::sem::ops::cast::{eval_scalar_cast, eval_word_cast};
use crate::sem::ops::float::Unary;
use crate::sem::ops::gep::{eval_gep_index_word, eval_gep_offset};
use crate::sem::ops::int::{eval_icmp_word, eval_word_binary};
use crate::sem::regfile::Regs;
use crate::sem::step::memory::Loaded;
use crate::sem::step::op_stop;
use crate::sem::stop::{Location, Stop};
use crate::syntax::{
    BinOp, BlockId, CastFlags, CastOp, FastMath, FloatKind, FloatPred, FuncId, IntFlags, IntPred,
    TypeId,
};
use crate::value::{Float, Pointer, Reg, Scalar, Value};

/// What an instruction did on the fast path.
enum Fast {
    /// Go to the next instruction.
    Next,
    /// Take this jump ([`crate::sem::code::Dest::jump`]).
    Jump(u32),
    /// An `icmp` whose result the next instruction, a `br`, branches on,
    /// taking this jump: both run, as two steps, when the bound allows two.
    Fused(u32),
    /// A `call` or `ret`: the loop runs it on the frames, with
    /// [`Machine::exec`].
    Frame,
    /// Not a case of the fast path: [`Machine::step`] runs it.
    Slow,
    /// The run stops, for the reason the instruction left in the loop's
    /// stop slot (kept out of `Fast`, so that a `Fast` is one word that
    /// the loop's dispatch can branch on in a register).
    Stop,
}

/// Why the fast loop ended.
enum Exit<'p> {
    /// The next instruction needs [`Machine::step`] (or the bounds are due).
    Slow,
    /// The branch just run enters this block along an edge whose phis
    /// [`Machine::enter_block`] assigns.
    Enter(BlockId),
    /// The instruction stopped the run.
    Stop(&'p CInst, Stop),
}

/// The location of `inst` in block `block` of `func`.
#[inline(always)]
fn at(func: FuncId, block: BlockId, inst: &CInst) -> Location {
    Location {
        func,
        block,
        span: inst.span,
    }
}

/// The scalar form of an operand, if it has one.
#[inline(always)]
fn scalar(code: &Code, regs: &Regs, o: Opnd) -> Option<Scalar> {
    match o {
        Opnd::Reg(r) => regs.scalar(r),
        Opnd::Const(c) => code.scalar_consts[c as usize],
    }
}

/// The defined floating-point value an operand holds, if it holds one.
#[inline(always)]
fn float(code: &Code, regs: &Regs, o: Opnd) -> Option<Float> {
    match o {
        Opnd::Reg(r) => regs.float(r),
        Opnd::Const(c) => match &code.consts[c as usize] {
            Value::Float(f) => Some(*f),
            _ => None,
        },
    }
}

/// [`eval_scalar_cast`] of a pointer (`ptrtoaddr`), out of the loop's way.
#[inline(never)]
fn pointer_cast(op: CastOp, flags: CastFlags, s: Scalar, width: u32) -> Option<Scalar> {
    eval_scalar_cast(op, flags, s, width)
}

/// An operand in register form (as [`Machine::operand_reg`]).
#[inline(always)]
fn reg(code: &Code, regs: &Regs, o: Opnd) -> Reg {
    match o {
        Opnd::Reg(r) => regs.reg(r),
        Opnd::Const(c) => match code.scalar_consts[c as usize] {
            Some(s) => Reg::Scalar(s),
            None => Reg::General(code.consts[c as usize].clone()),
        },
    }
}

/// Sets the result register `dst`.
#[inline(always)]
fn put(regs: &mut Regs, dst: Option<u32>, v: Reg) {
    if let Some(r) = dst {
        regs.set(r, v);
    }
}

/// Sets the result register `dst` to a scalar: one store.
#[inline(always)]
fn put_scalar(regs: &mut Regs, dst: Option<u32>, v: Scalar) {
    if let Some(r) = dst {
        regs.set_scalar(r, v);
    }
}

/// Sets the result register `dst` to a defined float.
#[inline(always)]
fn put_float(regs: &mut Regs, dst: Option<u32>, f: Float) {
    if let Some(r) = dst {
        regs.set_float(r, f);
    }
}

/// Writes the result of a rule the loop called into `dst` and goes on, or
/// stops where the rule did. A pointer (`alloca`) and a float (the float
/// rules) are written in place; any other value goes through
/// [`put_value`].
#[inline(always)]
fn put_result(
    regs: &mut Regs,
    dst: Option<u32>,
    r: Result<Value, Stop>,
    stopped: &mut Option<Stop>,
) -> Fast {
    match (r, dst) {
        (Ok(Value::Ptr(p)), Some(d)) => regs.set_scalar(d, Scalar::Ptr(p)),
        (Ok(Value::Float(f)), Some(d)) => regs.set_float(d, f),
        (Ok(v), Some(d)) => put_value(regs, d, v),
        (Ok(_), None) => {}
        (Err(stop), _) => return halt(stopped, stop),
    }
    Fast::Next
}

/// Writes `v` into register `d`, in its scalar form if it has one.
#[inline(never)]
fn put_value(regs: &mut Regs, d: u32, v: Value) {
    match Scalar::of(&v) {
        Some(s) => regs.set_scalar(d, s),
        None => regs.set_value(d, v),
    }
}

/// Leaves `stop` in the loop's stop slot and says so.
#[cold]
fn halt(stopped: &mut Option<Stop>, stop: Stop) -> Fast {
    *stopped = Some(stop);
    Fast::Stop
}

/// A call of an integer intrinsic ([`FastCall::MinMax`], [`FastCall::Abs`],
/// [`FastCall::Assume`]) on defined scalars, through the rule the general
/// call path's intrinsic runs (`eval_minmax`, `eval_abs`,
/// `assume_condition`); any other operand, and an assumption that fails,
/// go to the frames' path (which reports the failure as it does).
#[inline(never)]
fn fast_int_call(
    f: FastCall,
    call: &CallOp,
    dst: Option<u32>,
    code: &Code,
    regs: &mut Regs,
    stopped: &mut Option<Stop>,
) -> Fast {
    let arg = |i: usize| match call.args.get(i).and_then(|(o, _)| scalar(code, regs, *o)) {
        Some(s @ Scalar::Int(_)) => Some(s.to_value()),
        _ => None,
    };
    let r = match f {
        FastCall::MinMax(op) => match (arg(0), arg(1)) {
            (Some(a), Some(b)) => eval_minmax(op, &a, &b),
            _ => return Fast::Frame,
        },
        FastCall::Abs(int_min_poison) => match arg(0) {
            Some(x) => eval_abs(&x, int_min_poison),
            None => return Fast::Frame,
        },
        FastCall::Assume => {
            return match arg(0).map(|c| assume_condition(Some(&c))) {
                Some(Ok(())) => Fast::Next,
                _ => Fast::Frame,
            };
        }
        FastCall::FloatUnary(..) => return Fast::Frame,
    };
    match r {
        Ok(v) => put_result(regs, dst, Ok(v), stopped),
        Err(_) => Fast::Frame,
    }
}

/// An integer binary operator of the fast forms ([`FastOp::BinaryRR`],
/// [`FastOp::BinaryRC`]) on operands `a` and `b`, as the loop runs
/// [`Op::Binary`]: defined integers only, through `eval_word_binary`
/// (called with the operator as a constant in each arm, so that each is
/// compiled for its operator alone).
///
/// # Safety
///
/// `dst` is below `regs.len()` (a register a form of the running code
/// names: see [`Machine::fast_exec`]).
#[inline(always)]
unsafe fn int_binary(
    op: BinOp,
    flags: IntFlags,
    dst: u32,
    a: Option<Word>,
    b: Option<Word>,
    regs: &mut Regs,
) -> Fast {
    // SAFETY (the `unsafe` block): `dst` is below `regs.len()` by this
    // function's precondition.
    let (Some(a), Some(b)) = (a, b) else {
        return Fast::Slow;
    };
    let eval = |op| eval_word_binary(op, flags, a, b);
    let r = match op {
        BinOp::Add => eval(BinOp::Add),
        BinOp::Sub => eval(BinOp::Sub),
        BinOp::Mul => eval(BinOp::Mul),
        BinOp::Shl => eval(BinOp::Shl),
        BinOp::LShr => eval(BinOp::LShr),
        BinOp::AShr => eval(BinOp::AShr),
        BinOp::And => eval(BinOp::And),
        BinOp::Or => eval(BinOp::Or),
        BinOp::Xor => eval(BinOp::Xor),
        op => eval(op),
    };
    match r {
        Some(r) => {
            unsafe { regs.set_scalar_unchecked(dst, r) };
            Fast::Next
        }
        None => Fast::Slow,
    }
}

/// An `icmp` of the fast forms ([`FastOp::ICmpRR`], [`FastOp::ICmpRC`])
/// on defined integers, as the loop runs [`Op::ICmp`]: the result written,
/// then the fused `br`'s jump ([`FastOp::fused`]) taken on it.
///
/// # Safety
///
/// `dst` is below `regs.len()` (a register a form of the running code
/// names: see [`Machine::fast_exec`]).
#[inline(always)]
unsafe fn int_compare(
    pred: IntPred,
    samesign: bool,
    dst: u32,
    a: Word,
    b: Word,
    (then_jump, else_jump): (u32, u32),
    regs: &mut Regs,
) -> Fast {
    // SAFETY (the `unsafe` block): `dst` is below `regs.len()` by this
    // function's precondition.
    let r = eval_icmp_word(pred, samesign, a, b);
    unsafe { regs.set_scalar_unchecked(dst, r) };
    match r {
        Scalar::Int(c) if (then_jump, else_jump) != FastOp::NOT_FUSED => {
            Fast::Fused(if c.bits() == 0 { else_jump } else { then_jump })
        }
        _ => Fast::Next,
    }
}

/// The forms of a block, from the start, that may run from instruction
/// `pc` on while the step count, `steps` at `pc`, is below `bound`.
#[inline(always)]
fn within_bound(forms: &[FastOp], pc: usize, steps: u64, bound: u64) -> &[FastOp] {
    let room = usize::try_from(bound.saturating_sub(steps)).unwrap_or(usize::MAX);
    &forms[..pc.saturating_add(room).min(forms.len())]
}

/// Assigns the phis of `edge` (complete, without fast-math flags) as
/// [`Machine::enter_block`] does: all inputs read first when one reads an
/// earlier phi's register.
#[inline(always)]
fn assign_phis(edge: &PhiEdge, code: &Code, regs: &mut Regs, inputs: &mut Vec<Reg>) {
    if edge.overlapping {
        inputs.clear();
        inputs.extend(edge.moves.iter().map(|(_, op)| reg(code, regs, *op)));
        for ((dst, _), v) in edge.moves.iter().zip(inputs.drain(..)) {
            regs.set(*dst, v);
        }
    } else {
        for (dst, op) in &edge.moves {
            match scalar(code, regs, *op) {
                Some(s) => regs.set_scalar(*dst, s),
                None => {
                    let v = reg(code, regs, *op);
                    regs.set(*dst, v);
                }
            }
        }
    }
}

impl<'p> Machine<'p, '_> {
    /// Whether the fast loop may run now: nothing observes single steps
    /// (tracing, origin tracking, a C library function waiting for a
    /// callback, the capture taint of `sem::capture`, the watch of
    /// `!invariant.load` locations), no instruction's
    /// undef resolution waits to be settled, and the running frame holds
    /// no resolved result (see [`Machine::resolve_in_stages`]), whose
    /// reads and overwrites the general step notes.
    #[inline(always)]
    pub(crate) fn fast_ok(&self) -> bool {
        self.natives.is_empty()
            && self.trace.is_none()
            && self.origins.is_none()
            && !self.resolving
            && !self.capture_per_step()
            && self.invariant.is_none()
            && self.frames.last().is_some_and(|f| f.resolved.is_empty())
    }

    /// Runs instructions of the running frame on the fast path until one
    /// is not a case of it, then that one with [`Machine::step`]. The
    /// steps counted, the register file and the location of the last
    /// instruction are what stepping one at a time leaves.
    pub(crate) fn run_fast(&mut self) -> Result<(), Stop> {
        let Some(frame) = self.frames.last_mut() else {
            return self.step();
        };
        // The forms read and write their registers without a bounds test:
        // only in a file at least as long as their code's bound.
        if frame.regs.len() < frame.code.form_regs() as usize {
            return self.step();
        }
        let mut code: &'p Code = frame.code;
        let mut func = frame.func;
        let mut regs = std::mem::take(&mut frame.regs);
        let mut block = frame.block;
        let mut pc = frame.pc;
        let mut prev_block = block;
        let mut insts: &'p [CInst] = &code.blocks[block.0 as usize].insts;
        // The step count is not kept while the loop runs in a block: it is
        // `base + pc`, the steps counted when the block was entered (or the
        // loop resumed in it) plus the instructions run since, and goes
        // back to `self.steps` before anything else runs and when the loop
        // ends (nothing the fast cases call reads it). The bound is due at
        // the end of `forms`, the block's forms cut where `base + pc`
        // reaches it, so that one test per instruction covers both.
        let steps = self.steps;
        let bound = self.next_bound_check;
        let mut base = steps.wrapping_sub(pc as u64);
        let mut forms: &'p [FastOp] =
            within_bound(code.blocks[block.0 as usize].fast(), pc, steps, bound);
        let mut first_step = steps;
        let mut stopped = None;
        // The form at `pc`, fetched where `pc` changes (not at the loop's
        // head), so that an instruction that goes on to the next one
        // jumps back to the dispatch with nothing to decide on the way.
        let mut next = forms.get(pc);
        let exit = loop {
            let Some(form) = next else {
                break Exit::Slow;
            };
            // SAFETY: `form` is one of `code`'s forms, whose registers are
            // below `code.form_regs()` (`Code::resolve_edges` makes them
            // so, `FastOp::within`), and `regs` holds at least that many:
            // tested when the loop took up this frame (below and on
            // entry); the loop never changes the file's length.
            let done = unsafe { self.fast_exec(form, insts, pc, code, &mut regs, &mut stopped) };
            let dest = match done {
                Fast::Next => {
                    pc += 1;
                    next = forms.get(pc);
                    continue;
                }
                Fast::Jump(dest) => dest,
                Fast::Fused(dest) => {
                    // The `br` after the `icmp` is a step of its own, due
                    // only if the bound allows it.
                    pc += 1;
                    if pc >= forms.len() {
                        next = None;
                        continue;
                    }
                    dest
                }
                Fast::Frame => {
                    // As `step` runs it: counted, located, then run on
                    // the frames, from which the operands are read.
                    self.steps = base.wrapping_add(pc as u64 + 1);
                    let inst: &'p CInst = &insts[pc];
                    // Swapped, not assigned: the registers left behind are
                    // the empty file, with nothing to drop.
                    let frame = self.frames.last_mut().expect("the loop runs in it");
                    std::mem::swap(&mut frame.regs, &mut regs);
                    frame.block = block;
                    frame.pc = pc;
                    self.current = Some(at(func, block, inst));
                    // A plain call or return runs without the general
                    // step's checks, which would find nothing to do.
                    let plain = match &inst.op {
                        Op::Call(call) => self.call_plain(call, inst.dst),
                        Op::Ret(v) => self.ret_plain(*v),
                        _ => false,
                    };
                    if !plain {
                        match self.exec(inst) {
                            Ok(flow) => self.follow(flow)?,
                            Err(stop) => return Err(self.stopped(inst, stop)),
                        }
                    }
                    if !self.fast_ok() {
                        return Ok(());
                    }
                    let steps = self.steps;
                    // Go on in the frame that runs now, its location
                    // already recorded (as on entry, only if its register
                    // file is as long as its forms need).
                    let frame = self.frames.last_mut().expect("fast_ok: a frame runs");
                    if frame.regs.len() < frame.code.form_regs() as usize {
                        return Ok(());
                    }
                    code = frame.code;
                    func = frame.func;
                    std::mem::swap(&mut regs, &mut frame.regs);
                    block = frame.block;
                    pc = frame.pc;
                    prev_block = block;
                    insts = &code.blocks[block.0 as usize].insts;
                    base = steps.wrapping_sub(pc as u64);
                    forms = within_bound(code.blocks[block.0 as usize].fast(), pc, steps, bound);
                    next = forms.get(pc);
                    first_step = steps;
                    continue;
                }
                Fast::Slow => break Exit::Slow,
                Fast::Stop => {
                    let stop = stopped
                        .take()
                        .expect("a fast case that stops leaves its reason");
                    break Exit::Stop(&insts[pc], stop);
                }
            };
            // The branch, at `pc`, is a step.
            let mut steps = base.wrapping_add(pc as u64 + 1);
            let jump = code.jumps[dest as usize];
            let cblock = &code.blocks[jump.block.0 as usize];
            match jump.edge {
                Jump::NO_PHIS => {}
                Jump::GENERAL => break Exit::Enter(jump.block),
                e => {
                    let edge = &cblock.edges[e as usize];
                    steps += edge.moves.len() as u64;
                    assign_phis(edge, code, &mut regs, &mut self.phi_inputs);
                }
            }
            prev_block = block;
            block = jump.block;
            insts = &cblock.insts;
            pc = 0;
            base = steps;
            forms = within_bound(cblock.fast(), 0, steps, bound);
            next = forms.first();
        };
        // The branch that ends the loop to enter a block is counted; the
        // instruction at `pc` of any other ending is not (yet).
        let ran = match exit {
            Exit::Enter(_) => pc as u64 + 1,
            _ => pc as u64,
        };
        let steps = base.wrapping_add(ran);
        self.steps = steps;
        let frame = self.frames.last_mut().expect("the loop ran in it");
        frame.regs = regs;
        frame.block = block;
        frame.pc = pc;
        match exit {
            Exit::Slow => {
                if steps != first_step {
                    // The last instruction run: the one before, or the
                    // terminator of the block just left.
                    let last = match pc.checked_sub(1) {
                        Some(i) => &code.blocks[block.0 as usize].insts[i],
                        None => code.blocks[prev_block.0 as usize]
                            .insts
                            .last()
                            .expect("a block ends with its terminator"),
                    };
                    let last_block = if pc == 0 { prev_block } else { block };
                    self.current = Some(at(func, last_block, last));
                }
                self.step()
            }
            Exit::Enter(target) => {
                self.current = Some(at(func, block, &code.blocks[block.0 as usize].insts[pc]));
                self.enter_block(target)
            }
            Exit::Stop(inst, stop) => {
                self.steps += 1;
                self.current = Some(at(func, block, inst));
                Err(self.stopped(inst, stop))
            }
        }
    }

    /// One instruction on the fast path: `insts[pc]`, whose fast form is
    /// `form`.
    ///
    /// # Safety
    ///
    /// Every register `form` names ([`FastOp::registers`]) is below
    /// `regs.len()`: `form` is a form of `code`, whose registers are below
    /// [`Code::form_regs`], and `regs` holds at least that many.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    unsafe fn fast_exec(
        &mut self,
        form: &FastOp,
        insts: &'p [CInst],
        pc: usize,
        code: &'p Code,
        regs: &mut Regs,
        stopped: &mut Option<Stop>,
    ) -> Fast {
        // SAFETY (each `unsafe` block below): the registers read and
        // written are `form`'s own fields, below `regs.len()` by this
        // function's precondition.
        match *form {
            FastOp::BinaryRR {
                op,
                flags,
                dst,
                lhs,
                rhs,
            } => unsafe {
                int_binary(
                    op,
                    flags,
                    dst,
                    regs.int_unchecked(lhs),
                    regs.int_unchecked(rhs),
                    regs,
                )
            },
            FastOp::BinaryRC {
                op,
                flags,
                dst,
                lhs,
                rhs,
            } => unsafe { int_binary(op, flags, dst, regs.int_unchecked(lhs), Some(rhs), regs) },
            FastOp::ICmpRR {
                pred,
                samesign,
                dst,
                lhs,
                rhs,
                fused,
            } => match unsafe { (regs.int_unchecked(lhs), regs.int_unchecked(rhs)) } {
                (Some(a), Some(b)) => unsafe {
                    int_compare(pred, samesign, dst, a, b, fused, regs)
                },
                _ => {
                    let (lhs, rhs) = (Opnd::Reg(lhs), Opnd::Reg(rhs));
                    self.fast_icmp_pointers(pred, samesign, lhs, rhs, Some(dst), code, regs)
                }
            },
            FastOp::ICmpRC {
                pred,
                samesign,
                dst,
                lhs,
                rhs,
                fused,
            } => match unsafe { regs.int_unchecked(lhs) } {
                Some(a) => unsafe { int_compare(pred, samesign, dst, a, rhs, fused, regs) },
                // Not two pointers either (as `fast_icmp_pointers` finds).
                _ => Fast::Slow,
            },
            FastOp::CondBr {
                cond,
                then_jump,
                else_jump,
            } => match unsafe { regs.int_unchecked(cond) } {
                Some(c) => Fast::Jump(if c.bits() == 0 { else_jump } else { then_jump }),
                _ => Fast::Slow,
            },
            FastOp::Br(jump) => Fast::Jump(jump),
            FastOp::Select {
                dst,
                cond,
                then_val,
                else_val,
            } => {
                // As the `Op::Select` case: not under the strict models.
                if self.strict_select() {
                    return Fast::Slow;
                }
                let Some(c) = (unsafe { regs.int_unchecked(cond) }) else {
                    return Fast::Slow;
                };
                let o = if c.bits() == 0 { else_val } else { then_val };
                match scalar(code, regs, o) {
                    Some(s) => unsafe { regs.set_scalar_unchecked(dst, s) },
                    None => {
                        let v = reg(code, regs, o);
                        regs.set(dst, v);
                    }
                }
                Fast::Next
            }
            FastOp::Cast {
                op,
                flags,
                dst,
                val,
                width,
            } => {
                let r = match unsafe { regs.scalar_unchecked(val) } {
                    Some(Scalar::Int(x)) => eval_word_cast(op, flags, x, width),
                    Some(s @ Scalar::Ptr(_)) => pointer_cast(op, flags, s, width),
                    _ => return Fast::Slow,
                };
                match r {
                    Some(r) => {
                        unsafe { regs.set_scalar_unchecked(dst, r) };
                        Fast::Next
                    }
                    None => Fast::Slow,
                }
            }
            FastOp::Load {
                dst,
                ptr,
                ty,
                word,
                align,
            } => unsafe { self.load_form((word, align), dst, ptr, ty, regs, stopped) },
            FastOp::LoadI8(dst, ptr, ty) => unsafe {
                self.load_form(Natural::I8.access(), dst, ptr, ty, regs, stopped)
            },
            FastOp::LoadI32(dst, ptr, ty) => unsafe {
                self.load_form(Natural::I32.access(), dst, ptr, ty, regs, stopped)
            },
            FastOp::LoadI64(dst, ptr, ty) => unsafe {
                self.load_form(Natural::I64.access(), dst, ptr, ty, regs, stopped)
            },
            FastOp::LoadPtr(dst, ptr, ty) => unsafe {
                self.load_form(Natural::Ptr.access(), dst, ptr, ty, regs, stopped)
            },
            FastOp::LoadF64(dst, ptr, ty) => unsafe {
                self.load_form(Natural::F64.access(), dst, ptr, ty, regs, stopped)
            },
            FastOp::StoreR {
                val,
                ptr,
                ty,
                word,
                align,
            } => unsafe { self.store_form((word, align), val, ptr, ty, code, regs, stopped) },
            FastOp::StoreI8(val, ptr, ty) => {
                let access = Natural::I8.access();
                unsafe { self.store_form(access, val, ptr, ty, code, regs, stopped) }
            }
            FastOp::StoreI32(val, ptr, ty) => {
                let access = Natural::I32.access();
                unsafe { self.store_form(access, val, ptr, ty, code, regs, stopped) }
            }
            FastOp::StoreI64(val, ptr, ty) => {
                let access = Natural::I64.access();
                unsafe { self.store_form(access, val, ptr, ty, code, regs, stopped) }
            }
            FastOp::StorePtr(val, ptr, ty) => {
                let access = Natural::Ptr.access();
                unsafe { self.store_form(access, val, ptr, ty, code, regs, stopped) }
            }
            FastOp::StoreF64(val, ptr, ty) => {
                let access = Natural::F64.access();
                unsafe { self.store_form(access, val, ptr, ty, code, regs, stopped) }
            }
            FastOp::StoreC {
                val,
                ptr,
                word,
                align,
            } => {
                let Some(p) = (unsafe { regs.ptr_unchecked(ptr) }) else {
                    return Fast::Slow;
                };
                if self.store_word(word, Scalar::Int(val), p, align) {
                    return Fast::Next;
                }
                self.store_declined(&insts[pc], p, code, regs, stopped)
            }
            FastOp::Gep {
                flags,
                dst,
                base,
                step,
                index_bits,
            } => {
                let Some(b) = (unsafe { regs.scalar_unchecked(base) }) else {
                    return Fast::Slow;
                };
                let index = |o: Opnd| scalar(code, regs, o);
                let steps = std::slice::from_ref(&step);
                match self.gep_words(flags, b, steps, index_bits, index) {
                    Some(Ok(r)) => {
                        unsafe { regs.set_scalar_unchecked(dst, r) };
                        Fast::Next
                    }
                    Some(Err(stop)) => halt(stopped, stop),
                    None => Fast::Slow,
                }
            }
            FastOp::GepIndex {
                flags,
                dst,
                base,
                index,
                stride,
                index_bits,
            } => {
                // As `gep_words` runs the one step on a pointer and a
                // defined index; anything else goes its way.
                let (Some(b), Some(i)) =
                    (unsafe { (regs.ptr_unchecked(base), regs.int_unchecked(index)) })
                else {
                    return self.gep_declined(&insts[pc], code, regs, stopped);
                };
                match eval_gep_index_word(flags, b, i, stride, index_bits, &self.mem) {
                    Ok(r) => unsafe {
                        regs.set_scalar_unchecked(dst, r.map_or(Scalar::Poison, Scalar::Ptr))
                    },
                    Err(e) => return halt(stopped, op_stop(e)),
                }
                Fast::Next
            }
            FastOp::GepConst {
                flags,
                dst,
                base,
                offset,
            } => {
                // As `gep_words` runs the constant steps on a pointer (their
                // rules on the folded offset); any other base goes its way.
                let Some(b) = (unsafe { regs.ptr_unchecked(base) }) else {
                    return self.gep_declined(&insts[pc], code, regs, stopped);
                };
                let r = eval_gep_offset(flags, b, offset, &self.mem);
                unsafe { regs.set_scalar_unchecked(dst, r.map_or(Scalar::Poison, Scalar::Ptr)) };
                Fast::Next
            }
            FastOp::FloatRR {
                op,
                fmf,
                dst,
                lhs,
                rhs,
            } => match unsafe { (regs.float_unchecked(lhs), regs.float_unchecked(rhs)) } {
                (Some(a), Some(b)) => unsafe {
                    self.float_binary(op, fmf, dst, a, b, regs, stopped)
                },
                _ => Fast::Slow,
            },
            FastOp::FloatRC {
                op,
                fmf,
                dst,
                lhs,
                rhs: (kind, bits),
            } => match unsafe { regs.float_unchecked(lhs) } {
                Some(a) => {
                    let b = Float {
                        kind,
                        bits: bits.into(),
                    };
                    unsafe { self.float_binary(op, fmf, dst, a, b, regs, stopped) }
                }
                None => Fast::Slow,
            },
            FastOp::General => self.fast_general(&insts[pc], code, regs, stopped),
        }
    }

    /// A float binary operator of the fast forms ([`FastOp::FloatRR`],
    /// [`FastOp::FloatRC`]) on defined operands of one format, as
    /// [`Machine::fast_float_binary`] runs [`Op::Binary`]: without
    /// fast-math flags through [`Machine::float_binary_bits`] (the rule of
    /// `float_binary_lane`, called with the operator as a constant in each
    /// arm; `apply_fmf_result` does nothing then), the result written in
    /// place; with flags through `float_binary_lane` and
    /// `apply_fmf_result`.
    ///
    /// # Safety
    ///
    /// `dst` is below `regs.len()` (a register a form of the running code
    /// names: see [`Machine::fast_exec`]).
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    unsafe fn float_binary(
        &mut self,
        op: BinOp,
        fmf: FastMath,
        dst: u32,
        a: Float,
        b: Float,
        regs: &mut Regs,
        stopped: &mut Option<Stop>,
    ) -> Fast {
        // SAFETY (each `unsafe` block): the registers are below
        // `regs.len()` by this function's precondition.
        let kind = a.kind;
        if kind != b.kind {
            return Fast::Slow;
        }
        if !fmf.is_empty() {
            let r = self
                .float_binary_lane(op, fmf, kind, a, b)
                .and_then(|v| self.apply_fmf_result(fmf, v));
            return put_result(regs, Some(dst), r, stopped);
        }
        let mut eval = |op| self.float_binary_bits(op, fmf, kind, a.bits, b.bits);
        let r = match op {
            BinOp::FAdd => eval(BinOp::FAdd),
            BinOp::FSub => eval(BinOp::FSub),
            BinOp::FMul => eval(BinOp::FMul),
            BinOp::FDiv => eval(BinOp::FDiv),
            op => eval(op),
        };
        match r {
            Ok(Some(bits)) => unsafe { regs.set_float_unchecked(dst, Float { kind, bits }) },
            Ok(None) => unsafe { regs.set_scalar_unchecked(dst, Scalar::Poison) },
            Err(stop) => return halt(stopped, stop),
        }
        Fast::Next
    }

    /// An instruction without a fast form of its own, on the fast path.
    #[inline(always)]
    fn fast_general(
        &mut self,
        inst: &'p CInst,
        code: &'p Code,
        regs: &mut Regs,
        stopped: &mut Option<Stop>,
    ) -> Fast {
        let dst = inst.dst;
        match &inst.op {
            Op::Call(call) => match call.fast {
                Some(FastCall::FloatUnary(kind, op)) => {
                    self.fast_float_call(kind, op, call, dst, code, regs, stopped)
                }
                Some(f) => fast_int_call(f, call, dst, code, regs, stopped),
                None => Fast::Frame,
            },
            Op::Ret(_) => Fast::Frame,
            Op::Br(dest) => Fast::Jump(dest.jump),
            Op::CondBr {
                cond,
                then_dest,
                else_dest,
            } => match scalar(code, regs, *cond) {
                Some(Scalar::Int(c)) => Fast::Jump(if c.bits() == 0 {
                    else_dest.jump
                } else {
                    then_dest.jump
                }),
                _ => Fast::Slow,
            },
            Op::Binary {
                op,
                flags,
                lhs,
                rhs,
                ..
            } if !op.is_float() => {
                let (Some(Scalar::Int(a)), Some(Scalar::Int(b))) =
                    (scalar(code, regs, *lhs), scalar(code, regs, *rhs))
                else {
                    return Fast::Slow;
                };
                match eval_word_binary(*op, *flags, a, b) {
                    Some(r) => {
                        put_scalar(regs, dst, r);
                        Fast::Next
                    }
                    None => Fast::Slow,
                }
            }
            Op::ICmp {
                pred,
                samesign,
                lhs,
                rhs,
                then_else,
            } => {
                let (Some(Scalar::Int(a)), Some(Scalar::Int(b))) =
                    (scalar(code, regs, *lhs), scalar(code, regs, *rhs))
                else {
                    return self.fast_icmp_pointers(*pred, *samesign, *lhs, *rhs, dst, code, regs);
                };
                let r = eval_icmp_word(*pred, *samesign, a, b);
                put_scalar(regs, dst, r);
                // The `br` that follows takes the branch the general step
                // takes on this defined condition.
                match (then_else, r) {
                    (Some((t, e)), Scalar::Int(c)) => {
                        Fast::Fused(if c.bits() == 0 { e.jump } else { t.jump })
                    }
                    _ => Fast::Next,
                }
            }
            Op::Binary {
                op, fmf, lhs, rhs, ..
            } => self.fast_float_binary(*op, *fmf, *lhs, *rhs, dst, code, regs, stopped),
            Op::FNeg { fmf, val } => self.fast_fneg(*fmf, *val, dst, code, regs, stopped),
            Op::FCmp {
                pred,
                fmf,
                lhs,
                rhs,
                ..
            } => self.fast_fcmp(*pred, *fmf, *lhs, *rhs, dst, code, regs, stopped),
            Op::Cast {
                op:
                    op @ (CastOp::FPTrunc
                    | CastOp::FPExt
                    | CastOp::FPToUI
                    | CastOp::FPToSI
                    | CastOp::UIToFP
                    | CastOp::SIToFP),
                flags,
                fmf,
                val,
                from,
                to,
                ..
            } => self.fast_float_cast(
                *op,
                *flags,
                *fmf,
                *val,
                (*from, *to),
                dst,
                code,
                regs,
                stopped,
            ),
            Op::Cast {
                op,
                flags,
                val,
                width,
                ..
            } => {
                let r = match scalar(code, regs, *val) {
                    Some(Scalar::Int(x)) => eval_word_cast(*op, *flags, x, *width),
                    Some(s @ Scalar::Ptr(_)) => pointer_cast(*op, *flags, s, *width),
                    _ => return Fast::Slow,
                };
                match r {
                    Some(r) => {
                        put_scalar(regs, dst, r);
                        Fast::Next
                    }
                    None => Fast::Slow,
                }
            }
            Op::Select {
                fmf,
                cond,
                then_val,
                else_val,
            } if fmf.is_empty() && !self.strict_select() => {
                let Some(Scalar::Int(c)) = scalar(code, regs, *cond) else {
                    return Fast::Slow;
                };
                let v = reg(
                    code,
                    regs,
                    if c.bits() == 0 { *else_val } else { *then_val },
                );
                put(regs, dst, v);
                Fast::Next
            }
            Op::Gep {
                flags,
                base,
                steps,
                lanes: None,
                index_bits,
            } => {
                let Some(b) = scalar(code, regs, *base) else {
                    return Fast::Slow;
                };
                let index = |o: Opnd| scalar(code, regs, o);
                match self.gep_words(*flags, b, steps, *index_bits, index) {
                    Some(Ok(r)) => {
                        put_scalar(regs, dst, r);
                        Fast::Next
                    }
                    Some(Err(stop)) => halt(stopped, stop),
                    None => Fast::Slow,
                }
            }
            Op::Alloca {
                ty,
                elem_size,
                count: None,
                align,
                starts_dead,
                name,
            } => self.fast_alloca(
                *ty,
                *elem_size,
                *align,
                *starts_dead,
                name,
                dst,
                regs,
                stopped,
            ),
            Op::Load {
                ty,
                ptr,
                align,
                volatile,
                checks,
                word,
            } => {
                let Some(Scalar::Ptr(p)) = scalar(code, regs, *ptr) else {
                    return Fast::Slow;
                };
                // As `read_reg` reads it, the one-lookup result written
                // in place.
                match self.load_word(*word, p, *align) {
                    Some(Loaded::Scalar(s)) => put_scalar(regs, dst, s),
                    Some(Loaded::Float(f)) => put_float(regs, dst, f),
                    None => {
                        return self
                            .fast_load(*ty, p, *align, *volatile, checks, dst, regs, stopped);
                    }
                }
                Fast::Next
            }
            Op::Store {
                ty,
                val,
                ptr,
                align,
                volatile,
                word,
            } => {
                let Some(Scalar::Ptr(p)) = scalar(code, regs, *ptr) else {
                    return Fast::Slow;
                };
                // As `store_scalar` writes it first.
                if let Some(s) = scalar(code, regs, *val)
                    && self.store_word(*word, s, p, *align)
                {
                    return Fast::Next;
                }
                self.fast_store(*ty, *val, p, *align, *volatile, code, regs, stopped)
            }
            _ => Fast::Slow,
        }
    }

    /// A `load` of the fast forms [`FastOp::Load`], [`FastOp::LoadI8`]..
    /// [`FastOp::LoadF64`] through register `ptr` with the word access and
    /// alignment `word`, as the loop runs [`Op::Load`]: the one-lookup read
    /// ([`Machine::load_word`]) written in place, and what it declines
    /// through [`Machine::fast_load`].
    ///
    /// # Safety
    ///
    /// `dst` and `ptr` are below `regs.len()` (registers a form of the
    /// running code names: see [`Machine::fast_exec`]).
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    unsafe fn load_form(
        &mut self,
        (word, align): (WordAccess, u64),
        dst: u32,
        ptr: u32,
        ty: TypeId,
        regs: &mut Regs,
        stopped: &mut Option<Stop>,
    ) -> Fast {
        // SAFETY (each `unsafe` block): the registers are below
        // `regs.len()` by this function's precondition.
        let Some(p) = (unsafe { regs.ptr_unchecked(ptr) }) else {
            return Fast::Slow;
        };
        match self.load_word(word, p, align) {
            Some(Loaded::Scalar(s)) => unsafe { regs.set_scalar_unchecked(dst, s) },
            Some(Loaded::Float(f)) => unsafe { regs.set_float_unchecked(dst, f) },
            None => return self.load_declined(ty, p, align, dst, regs, stopped),
        }
        Fast::Next
    }

    /// A `store` of the fast forms [`FastOp::StoreR`], [`FastOp::StoreI8`]..
    /// [`FastOp::StoreF64`] of register `val` through register `ptr` with
    /// the word access and alignment `word`, as the loop runs
    /// [`Op::Store`]: the one-lookup write of a scalar
    /// ([`Machine::store_word`]) or of a float (the first case of
    /// [`Machine::store_float`]), and what they decline through
    /// [`Machine::fast_store`].
    ///
    /// # Safety
    ///
    /// `val` and `ptr` are below `regs.len()` (registers a form of the
    /// running code names: see [`Machine::fast_exec`]).
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    unsafe fn store_form(
        &mut self,
        (word, align): (WordAccess, u64),
        val: u32,
        ptr: u32,
        ty: TypeId,
        code: &'p Code,
        regs: &mut Regs,
        stopped: &mut Option<Stop>,
    ) -> Fast {
        // SAFETY (each `unsafe` block): the registers are below
        // `regs.len()` by this function's precondition.
        let Some(p) = (unsafe { regs.ptr_unchecked(ptr) }) else {
            return Fast::Slow;
        };
        let done = match word {
            WordAccess::Float { .. } => match unsafe { regs.float_unchecked(val) } {
                Some(f) => self.store_float_word(word, f, p, align),
                None => false,
            },
            _ => match unsafe { regs.scalar_unchecked(val) } {
                Some(s) => self.store_word(word, s, p, align),
                None => false,
            },
        };
        if done {
            return Fast::Next;
        }
        // As the store's `Op` goes on: plain (the form exists only for a
        // store that is not volatile).
        self.fast_store(ty, Opnd::Reg(val), p, align, false, code, regs, stopped)
    }

    /// A `getelementptr` of the fast forms [`FastOp::GepIndex`] and
    /// [`FastOp::GepConst`] whose base is not a pointer or whose index is
    /// not a defined integer: the
    /// [`Op::Gep`] case of the loop.
    #[inline(never)]
    fn gep_declined(
        &mut self,
        inst: &'p CInst,
        code: &'p Code,
        regs: &mut Regs,
        stopped: &mut Option<Stop>,
    ) -> Fast {
        self.fast_general(inst, code, regs, stopped)
    }

    /// A load of the fast forms [`FastOp::Load`], [`FastOp::LoadI8`]..
    /// [`FastOp::LoadF64`] of type `ty` into register `dst` that the
    /// one-lookup word read declined: [`Machine::fast_load`] of its
    /// [`Op::Load`], which is plain (the forms exist only for a load that
    /// is not volatile and has no metadata checks).
    #[inline(never)]
    fn load_declined(
        &mut self,
        ty: TypeId,
        p: Pointer,
        align: u64,
        dst: u32,
        regs: &mut Regs,
        stopped: &mut Option<Stop>,
    ) -> Fast {
        let plain = LoadChecks::default();
        self.fast_load(ty, p, align, false, &plain, Some(dst), regs, stopped)
    }

    /// A store of the fast form [`FastOp::StoreC`] that the one-lookup
    /// word write declined: [`Machine::fast_store`] of
    /// its [`Op::Store`].
    #[inline(never)]
    fn store_declined(
        &mut self,
        inst: &CInst,
        p: Pointer,
        code: &'p Code,
        regs: &mut Regs,
        stopped: &mut Option<Stop>,
    ) -> Fast {
        match &inst.op {
            Op::Store {
                ty,
                val,
                align,
                volatile,
                ..
            } => self.fast_store(*ty, *val, p, *align, *volatile, code, regs, stopped),
            _ => Fast::Slow,
        }
    }

    /// A load the one-lookup word read declined, as [`Machine::read_reg`]
    /// goes on ([`Machine::read_reg_declined`]), out of the loop's way; a
    /// volatile load, one with checks and one of a type of size 0 leave
    /// the loop.
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn fast_load(
        &mut self,
        ty: TypeId,
        p: Pointer,
        align: u64,
        volatile: bool,
        checks: &LoadChecks,
        dst: Option<u32>,
        regs: &mut Regs,
        stopped: &mut Option<Stop>,
    ) -> Fast {
        if volatile || *checks != LoadChecks::default() || self.prog.ty(ty).store_size == 0 {
            return Fast::Slow;
        }
        match self.read_reg_declined(ty, p, align, "load") {
            Ok(r) => {
                put(regs, dst, r);
                Fast::Next
            }
            Err(stop) => halt(stopped, stop),
        }
    }

    /// A store the one-lookup word write declined, as
    /// [`Machine::store_scalar`] goes on (or, for a float,
    /// [`Machine::store_float`]), out of the loop's way; a volatile store,
    /// one of a type of size 0 and one of a value with neither form leave
    /// the loop.
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn fast_store(
        &mut self,
        ty: TypeId,
        val: Opnd,
        p: Pointer,
        align: u64,
        volatile: bool,
        code: &'p Code,
        regs: &mut Regs,
        stopped: &mut Option<Stop>,
    ) -> Fast {
        if volatile || self.prog.ty(ty).store_size == 0 {
            return Fast::Slow;
        }
        let stored = match scalar(code, regs, val) {
            Some(s) => self.store_scalar_general(ty, s, p, align, "store"),
            None => match float(code, regs, val) {
                // As `eval_store` writes a value without a scalar form.
                Some(f) => self.store_float(ty, f, p, align, "store"),
                None => return Fast::Slow,
            },
        };
        match stored {
            Ok(()) => Fast::Next,
            Err(stop) => halt(stopped, stop),
        }
    }

    /// `alloca` of one element, through [`Machine::eval_alloca`] as the
    /// general step runs it (it reads no register, and records the
    /// allocation in the running frame, which stays on the stack while the
    /// loop runs), out of the loop's way.
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn fast_alloca(
        &mut self,
        ty: TypeId,
        elem_size: u64,
        align: u64,
        starts_dead: bool,
        name: &std::sync::Arc<str>,
        dst: Option<u32>,
        regs: &mut Regs,
        stopped: &mut Option<Stop>,
    ) -> Fast {
        match self.eval_alloca(ty, elem_size, None, align, starts_dead, name) {
            Ok(p) => {
                put_scalar(regs, dst, Scalar::Ptr(p));
                Fast::Next
            }
            Err(stop) => halt(stopped, stop),
        }
    }

    /// A call of a pure unary float intrinsic ([`FastCall::FloatUnary`]) on
    /// a defined scalar, through [`Machine::eval_unary_float`] as the
    /// general call path runs it; any other operand goes to the frames'
    /// path.
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn fast_float_call(
        &mut self,
        kind: FloatKind,
        op: Unary,
        call: &CallOp,
        dst: Option<u32>,
        code: &'p Code,
        regs: &mut Regs,
        stopped: &mut Option<Stop>,
    ) -> Fast {
        let Some(x) = call.args.first().and_then(|(o, _)| float(code, regs, *o)) else {
            return Fast::Frame;
        };
        if x.kind != kind {
            return Fast::Frame;
        }
        let r = self.eval_unary_float(call.fmf, kind, op, &Value::Float(x));
        put_result(regs, dst, r, stopped)
    }

    /// `fadd`..`frem` on defined scalar operands of one format, as
    /// [`Machine::eval_float_binary`] computes one lane.
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn fast_float_binary(
        &mut self,
        op: BinOp,
        fmf: FastMath,
        lhs: Opnd,
        rhs: Opnd,
        dst: Option<u32>,
        code: &'p Code,
        regs: &mut Regs,
        stopped: &mut Option<Stop>,
    ) -> Fast {
        let (Some(a), Some(b)) = (float(code, regs, lhs), float(code, regs, rhs)) else {
            return Fast::Slow;
        };
        if a.kind != b.kind {
            return Fast::Slow;
        }
        let r = self
            .float_binary_lane(op, fmf, a.kind, a, b)
            .and_then(|v| self.apply_fmf_result(fmf, v));
        put_result(regs, dst, r, stopped)
    }

    /// `fneg` of a defined scalar, as [`Machine::eval_fneg`] computes one
    /// lane.
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn fast_fneg(
        &mut self,
        fmf: FastMath,
        val: Opnd,
        dst: Option<u32>,
        code: &'p Code,
        regs: &mut Regs,
        stopped: &mut Option<Stop>,
    ) -> Fast {
        let Some(a) = float(code, regs, val) else {
            return Fast::Slow;
        };
        let r = self
            .fneg_lane(fmf, a.kind, a)
            .and_then(|v| self.apply_fmf_result(fmf, v));
        put_result(regs, dst, r, stopped)
    }

    /// `fcmp` of defined scalars of one format, as [`Machine::eval_fcmp`]
    /// computes one lane.
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn fast_fcmp(
        &mut self,
        pred: FloatPred,
        fmf: FastMath,
        lhs: Opnd,
        rhs: Opnd,
        dst: Option<u32>,
        code: &'p Code,
        regs: &mut Regs,
        stopped: &mut Option<Stop>,
    ) -> Fast {
        let (Some(a), Some(b)) = (float(code, regs, lhs), float(code, regs, rhs)) else {
            return Fast::Slow;
        };
        if a.kind != b.kind {
            return Fast::Slow;
        }
        match self.fcmp_lane(pred, fmf, a.kind, a, b) {
            Ok(r) => {
                let r = match r {
                    Some(t) => Reg::Scalar(Scalar::Int(Word::new(1, t as u64))),
                    None => Reg::POISON,
                };
                put(regs, dst, r);
                Fast::Next
            }
            Err(stop) => halt(stopped, stop),
        }
    }

    /// A floating-point conversion of a defined scalar (a float, or an
    /// integer of at most 64 bits for `uitofp`/`sitofp`), through
    /// [`Machine::eval_float_cast`] as the general step does.
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn fast_float_cast(
        &mut self,
        op: CastOp,
        flags: CastFlags,
        fmf: FastMath,
        val: Opnd,
        (from, to): (TypeId, TypeId),
        dst: Option<u32>,
        code: &'p Code,
        regs: &mut Regs,
        stopped: &mut Option<Stop>,
    ) -> Fast {
        let x = match op {
            CastOp::UIToFP | CastOp::SIToFP => match scalar(code, regs, val) {
                Some(s @ Scalar::Int(_)) => s.to_value(),
                _ => return Fast::Slow,
            },
            _ => match float(code, regs, val) {
                Some(f) => Value::Float(f),
                None => return Fast::Slow,
            },
        };
        let to_scalar = self.prog.module.types.scalar(to);
        let r = self.eval_float_cast(op, flags, fmf, &x, from, to_scalar);
        put_result(regs, dst, r, stopped)
    }

    /// `icmp` of two defined pointers ([`Machine::icmp_pointers`]), out of
    /// the loop's way; any other operands that are not two integers leave
    /// the loop.
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn fast_icmp_pointers(
        &self,
        pred: IntPred,
        samesign: bool,
        lhs: Opnd,
        rhs: Opnd,
        dst: Option<u32>,
        code: &'p Code,
        regs: &mut Regs,
    ) -> Fast {
        let (Some(Scalar::Ptr(a)), Some(Scalar::Ptr(b))) =
            (scalar(code, regs, lhs), scalar(code, regs, rhs))
        else {
            return Fast::Slow;
        };
        match self.icmp_pointers(pred, samesign, a, b) {
            Some(r) => {
                put_scalar(regs, dst, r);
                Fast::Next
            }
            None => Fast::Slow,
        }
    }
}
