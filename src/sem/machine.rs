//! The machine: all state of a run in one place, and `step`, which executes
//! exactly one instruction. Calls push a frame; the host never recurses.
//!
//! State is the register files of the call stack (`frames`), the memory,
//! the observable events so far, and the oracle through which every
//! non-deterministic choice is made and logged.

use std::borrow::Cow;
use std::num::NonZeroU32;
use std::rc::Rc;
use std::sync::Arc;
use std::time::Instant;

use super::code::{AttrNeeds, CInst, CallOp, CallPromises, Code, DirectCall, Op, Opnd, ValueAttrs};
use super::deferred::{Pending, Recipe};
use super::display::typed_value;
use super::events::Event;
use super::ops::float::modes::RoundingMode;
use super::program::{FuncKind, Program};
use super::regfile::Regs;
use super::stdin::InputSource;
use super::stop::{Bound, Location, Stop, Ub, UbKind};
use super::thin_list::ThinList;
use crate::apint::ApInt;
use crate::mem::guard::{Access, GuardArg, GuardScope};
use crate::mem::{AccessError, AllocKind, Memory};
use crate::model::Model;
use crate::oracle::{Choice, ChoicePoint, Domain, Oracle};
use crate::syntax::{BlockId, FuncId, Span, TypeId};
use crate::value::{AllocId, Pointer, Reg, Scalar, UndefBits, Value};

/// The bounds every run respects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Instructions executed (phis included).
    pub max_steps: u64,
    /// Call depth.
    pub max_depth: usize,
    /// Bytes allocated in total (globals included).
    pub max_memory: u64,
    /// The wall-clock instant at which the run stops with the `time`
    /// bound (checked every [`DEADLINE_EVERY`] steps), if any.
    pub deadline: Option<Instant>,
}

/// How many steps run between two looks at the clock (a power of two).
pub const DEADLINE_EVERY: u64 = 1 << 12;

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_steps: 50_000_000,
            max_depth: 10_000,
            max_memory: 1 << 30,
            deadline: None,
        }
    }
}

impl Limits {
    /// The `llsem run` flags that set these bounds where they differ from
    /// its defaults (` --max-steps 100000 --max-depth 1000`), so that a
    /// replay command runs under the bounds of the run it replays (the
    /// deadline is not among them: a command gives it as `--timeout`).
    pub fn replay_flags(&self) -> String {
        let d = Limits::default();
        let mut out = String::new();
        if self.max_steps != d.max_steps {
            out.push_str(&format!(" --max-steps {}", self.max_steps));
        }
        if self.max_depth != d.max_depth {
            out.push_str(&format!(" --max-depth {}", self.max_depth));
        }
        if self.max_memory != d.max_memory {
            out.push_str(&format!(" --max-memory {}", self.max_memory));
        }
        out
    }
}

/// Adds to `out` the allocations of the `byval` copies among a new
/// frame's parameters.
fn regs_byval_copies(
    regs: &Regs,
    attrs: &[ValueAttrs],
    f: &crate::syntax::Function,
    out: &mut Vec<AllocId>,
) {
    out.extend(
        f.params
            .iter()
            .zip(attrs)
            .filter(|(_, a)| a.byval.is_some())
            .filter_map(|(p, _)| match regs.scalar(p.local?.0) {
                Some(Scalar::Ptr(p)) => match p.prov() {
                    crate::value::Provenance::Alloc(id) => Some(id),
                    _ => None,
                },
                _ => None,
            }),
    )
}

/// Drops the list of resolved registers of a frame leaving the stack (see
/// `Machine::pop_frame`).
#[cold]
#[inline(never)]
fn release_resolved(resolved: &mut ThinList<Resolved>) {
    drop(std::mem::take(resolved));
}

/// Which value an attribute check is about, for messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Position {
    /// The argument at this index.
    Argument(usize),
    /// The return value.
    Return,
}

impl std::fmt::Display for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Position::Argument(i) => write!(f, "argument {i}"),
            Position::Return => f.write_str("the return value"),
        }
    }
}

/// One activation of a function.
#[derive(Debug)]
pub struct Frame<'p> {
    /// The function.
    pub func: FuncId,
    /// Its code.
    pub code: &'p Code,
    /// Register file, by local id.
    pub regs: Regs,
    /// Current block.
    pub block: BlockId,
    /// Index of the current instruction in the block.
    pub pc: usize,
    /// Where this activation's stack objects (its `alloca`s and the
    /// hidden copies of its `byval` arguments, freed on return) begin in
    /// `Machine::stack_allocs`: they are the entries from this index
    /// to the next frame's.
    pub allocas_from: u32,
    /// The parts few frames have (`None` when it has none of them): in one
    /// box, so that the frame stays within 128 bytes (decision 0054).
    pub rare: Option<Box<RareParts>>,
    /// Whether the result goes to the C library function that called this
    /// function back (`qsort`'s comparator) rather than to the caller's
    /// register.
    pub returns_to_native: bool,
    /// Where the caller wants the result.
    pub ret_dst: RetDst,
    /// Return attributes to check (the callee's or the call site's), when
    /// the program holds them; empty when they are merged, in
    /// [`RareParts::merged_ret_attrs`] (see [`Frame::ret_attrs`]).
    pub program_ret_attrs: &'p ValueAttrs,
    /// What checking the result against `ret_attrs` needs.
    pub ret_needs: AttrNeeds,
    /// The return type.
    pub ret_ty: TypeId,
    /// What the function attributes of the callee and the call site
    /// promise about this call.
    pub promises: CallPromises,
    /// How many allocations existed when the call started: those with a
    /// larger id are its own.
    pub first_alloc: u32,
    /// Whether the call pushed a scope onto the memory's access guard.
    pub scoped: bool,
    /// Registers holding a result computed after resolving undef bits
    /// (see `Machine::resolve_in_stages`), until overwritten, each with
    /// how it was computed when an instruction reading it can compute on
    /// its whole set of values instead (see [`super::deferred`]).
    pub resolved: ThinList<Resolved>,
}

/// The register a call's result goes to, if any, in four bytes (an
/// `Option<u32>` takes eight; decision 0054): the register's id plus one,
/// which does not overflow, as a function's register ids are below its
/// count of registers, a `u32`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RetDst(Option<NonZeroU32>);

impl RetDst {
    /// Register `r`, or none.
    #[inline(always)]
    pub fn new(r: Option<u32>) -> RetDst {
        RetDst(r.and_then(|r| NonZeroU32::new(r.wrapping_add(1))))
    }

    /// The register, or `None`.
    #[inline(always)]
    pub fn get(self) -> Option<u32> {
        self.0.map(|n| n.get() - 1)
    }
}

/// What few frames have: variadic arguments, and return attributes of
/// both the callee and the call site.
#[derive(Debug, Default)]
pub struct RareParts {
    /// The extra arguments of a variadic call, with their types.
    pub varargs: Vec<(Value, TypeId)>,
    /// The areas holding them as the target's ABI lays them out, built by
    /// the first `llvm.va_start` (freed on return, as they are the
    /// frame's).
    pub va_areas: Option<super::varargs::VaAreas>,
    /// The callee's return attributes merged with the call site's, when
    /// both have some.
    pub merged_ret_attrs: Option<ValueAttrs>,
}

impl Frame<'_> {
    /// The extra arguments of the call, if it passed any.
    pub fn varargs(&self) -> Option<&Vec<(Value, TypeId)>> {
        self.rare
            .as_ref()
            .map(|r| &r.varargs)
            .filter(|a| !a.is_empty())
    }

    /// The variadic-argument areas, once `llvm.va_start` built them.
    pub fn va_areas(&self) -> Option<&super::varargs::VaAreas> {
        self.rare.as_ref().and_then(|r| r.va_areas.as_ref())
    }

    /// The return attributes to check (the callee's and the call site's).
    pub fn ret_attrs(&self) -> &ValueAttrs {
        match self.rare.as_ref().and_then(|r| r.merged_ret_attrs.as_ref()) {
            Some(merged) => merged,
            None => self.program_ret_attrs,
        }
    }
}

/// A register holding a resolved result (see [`Frame::resolved`]).
#[derive(Clone, Debug)]
pub struct Resolved {
    /// The register.
    pub reg: u32,
    /// How its value was computed, when an instruction reading it can
    /// compute on its whole set of values instead.
    pub recipe: Option<Rc<Recipe>>,
    /// The step of the one use that read the member it holds so far
    /// (see `Machine::note_read_of_resolved`).
    pub read_at: std::cell::Cell<Option<u64>>,
    /// Whether it holds a pointer chosen among several addresses: one whose
    /// address has undef bits (a `getelementptr` of undef index bits), or
    /// computed from one. Such a pointer is not well defined, and an
    /// access through it is UB (see `Machine::access_pointer_reg`).
    pub undef_address: bool,
}

impl Resolved {
    /// Register `reg`, not read yet.
    pub fn new(reg: u32, recipe: Option<Rc<Recipe>>) -> Resolved {
        Resolved {
            reg,
            recipe,
            read_at: std::cell::Cell::new(None),
            undef_address: false,
        }
    }
}

impl Frame<'_> {
    /// Notes register `r` as holding a member of a resolved set without
    /// its recipe (resolved so, or computed from such a member), while the
    /// list is below [`super::deferred::MAX_MEMBER_DERIVED`]; false when
    /// there was no room (its uses then go uncounted).
    pub(crate) fn note_member(&mut self, r: u32, undef_address: bool) -> bool {
        let room = self.resolved.len() < super::deferred::MAX_MEMBER_DERIVED;
        let entry = Resolved {
            undef_address,
            ..Resolved::new(r, None)
        };
        match self.resolved.iter_mut().find(|e| e.reg == r) {
            Some(e) => *e = entry,
            None if room => self.resolved.push(entry),
            None => return false,
        }
        true
    }

    /// Whether register `r` holds a pointer whose address has undef bits
    /// ([`Resolved::undef_address`]).
    pub(crate) fn holds_undef_address(&self, r: u32) -> bool {
        self.resolved.iter().any(|e| e.reg == r && e.undef_address)
    }

    /// The value register `r` holds (`None` past the register file).
    pub fn reg(&self, r: u32) -> Option<Cow<'_, Value>> {
        self.regs.get(r)
    }
}

/// The return attributes of a call in progress: the program's own when
/// only the callee or only the call site has some (no copy on the frame),
/// both merged, off the frame, when both have.
#[derive(Debug)]
pub enum RetAttrs<'p> {
    /// The callee's or the call site's.
    Program(&'p ValueAttrs),
    /// The callee's merged with the call site's.
    Merged(Box<ValueAttrs>),
}

impl<'p> RetAttrs<'p> {
    /// The attributes a call of a callee with return attributes `callee`
    /// checks its result against, at a call site with `site`.
    pub fn of(callee: &'p ValueAttrs, site: &'p ValueAttrs) -> RetAttrs<'p> {
        if site.is_empty() {
            RetAttrs::Program(callee)
        } else if callee.is_empty() {
            RetAttrs::Program(site)
        } else {
            let mut both = callee.clone();
            both.merge(site);
            RetAttrs::Merged(Box::new(both))
        }
    }
}

impl std::ops::Deref for RetAttrs<'_> {
    type Target = ValueAttrs;
    fn deref(&self) -> &ValueAttrs {
        match self {
            RetAttrs::Program(a) => a,
            RetAttrs::Merged(a) => a,
        }
    }
}

/// What delivering the result of a frame taken off the stack needs
/// (see [`Machine::pop_frame`]).
struct Popped<'p> {
    /// The return attributes to check.
    ret_attrs: RetAttrs<'p>,
    /// Where the caller wants the result.
    ret_dst: Option<u32>,
    /// What checking the result against `ret_attrs` needs.
    ret_needs: AttrNeeds,
    /// Whether the result goes to a C library function.
    returns_to_native: bool,
}

/// No attribute (the entry call's, a callback's from the C library).
pub static NO_ATTRS: ValueAttrs = ValueAttrs {
    noundef: false,
    nonnull: false,
    align: None,
    range: None,
    range_md: Vec::new(),
    dereferenceable: None,
    ext: None,
    byval: None,
    access: None,
    nocapture: false,
    returned: false,
    noalias: false,
    nofpclass: 0,
};

/// What executing one instruction did to control flow.
#[derive(Debug)]
pub enum Flow {
    /// Go to the next instruction.
    Next,
    /// Enter a block (phis are evaluated on entry).
    Jump(BlockId),
    /// A frame was pushed or popped; the program counter is already set.
    Moved,
}

/// The state of a run.
pub struct Machine<'p, 'o> {
    /// The program being run.
    pub prog: &'p Program,
    /// The model and knobs.
    pub model: Model,
    /// Every non-deterministic choice goes here.
    oracle: &'o mut dyn Oracle,
    /// The memory.
    pub mem: Memory,
    /// The call stack; the last frame is running.
    pub frames: Vec<Frame<'p>>,
    /// Instructions executed so far.
    pub steps: u64,
    /// The step count at which the step and time bounds are next looked
    /// at (so that an unbounded step costs one comparison), or an earlier
    /// one when a resolution of undef bits is to be settled.
    pub(crate) next_bound_check: u64,
    /// The step count at which the step and time bounds are next due.
    bounds_due: u64,
    /// The bounds.
    pub limits: Limits,
    /// Observable events so far.
    pub events: Vec<Event>,
    /// Bytes the program wrote to standard output (when recorded, not
    /// streamed to [`Self::sink`]).
    pub stdout: Vec<u8>,
    /// Bytes the program wrote to standard error (likewise).
    pub stderr: Vec<u8>,
    /// Where the program's output goes as it is written. With a sink the
    /// run keeps neither the output nor any event (`llsem run`); without
    /// one both are recorded (the refinement checker, tests).
    pub sink: Option<&'o mut dyn super::output::OutputSink>,
    /// Every choice made, in order.
    pub choices: Vec<Choice>,
    /// Whether an undef operand had to be resolved to a concrete value
    /// where its exact set of results was not expressible (the run then
    /// explored only some of its behaviours).
    pub approximated: bool,
    /// Whether fast-math flags (`reassoc`, `arcp`, `contract`, `afn`)
    /// allowed results llsem does not enumerate (it computes the unflagged
    /// IEEE result). Kept apart from [`Self::approximated`]: the
    /// refinement checker decides some of these runs (decision 0035).
    pub fast_math_approximated: bool,
    /// How many of [`Self::choices`] were made before the last `freeze`
    /// ran: the frozen value may depend on any of them, so two runs that
    /// differ there, even only in uses of undef, are two executions (one
    /// `freeze` per execution), not two resolutions of one.
    pub fixed_choices: usize,
    /// Where the choices of a `freeze` begin whose result the entry
    /// function returns at once (see [`Machine::frozen_is_returned`]):
    /// they are the run's last choices, and every value of theirs gives
    /// the same behaviour but for the returned value, defined whatever
    /// they are.
    pub returned_freeze: Option<usize>,
    /// Set while the running instruction has resolved undef bits for its
    /// result, until the result is written (its register is then noted
    /// in the frame's `resolved`) or the resolution is settled (see
    /// `Machine::settle_resolving`).
    pub resolving: bool,
    /// Whether a register holding a resolved result was read by anything
    /// but the entry function's `ret`: then the run is approximated too
    /// (see `Machine::resolve_in_stages`).
    pub resolved_read: std::cell::Cell<bool>,
    /// Whether the running instruction read a register holding a resolved
    /// result as the member it holds: its own result is then computed from
    /// that member, and is noted as a resolved result without a recipe, so
    /// that no later cube is formed from it (see `step/derived.rs`).
    pub(crate) member_read: std::cell::Cell<bool>,
    /// The step that last read, as [`Machine::member_read`] says, a pointer
    /// whose address has undef bits ([`Resolved::undef_address`]): a
    /// pointer that instruction computes from it has them too. (A step
    /// number rather than a flag, so that an instruction that writes
    /// nothing, or a call whose result is written steps later, passes
    /// nothing on.)
    pub(crate) address_member_read: std::cell::Cell<Option<u64>>,
    /// Set with [`Machine::resolving`] when the value resolved is an
    /// address chosen among several ([`Resolved::undef_address`]).
    pub(crate) resolving_address: bool,
    /// How the running instruction's resolved result was computed, until
    /// it is written (see [`Machine::note_write_of_resolved`]).
    pub(crate) pending: Pending,
    /// How many more reads of a value with a recipe may be decided on its
    /// whole set in this run (see `step/derived.rs`).
    pub(crate) derived_budget: u32,
    /// One line per executed instruction goes here, when tracing.
    pub trace: Option<super::trace::Tracer<'o>>,
    /// Where each poison or undef value came from, when tracking it (see
    /// [`super::origin`]).
    pub origins: Option<Box<super::origin::Origins>>,
    /// The location of the instruction being executed.
    pub current: Option<Location>,
    /// What external functions return.
    pub env: super::environment::Environment,
    /// Register files of returned frames, for reuse.
    reg_pool: Vec<Regs>,
    /// The stack objects of every frame on the call stack, the running
    /// frame's last (see [`Frame::allocas_from`]): one list for the whole
    /// stack, so that a call and its return only note where the frame's
    /// part begins.
    pub(crate) stack_allocs: Vec<AllocId>,
    /// The variadic-argument areas of `va_list` arguments of the entry
    /// function (see [`Machine::caller_va_list`]).
    pub(crate) caller_va_areas: Vec<super::varargs::VaAreas>,
    /// An emptied argument list, for the next call to reuse.
    pub(crate) spare_args: Vec<(Reg, TypeId)>,
    /// An emptied list of a declared function's arguments, for the next
    /// such call to reuse.
    spare_values: Vec<(Value, TypeId)>,
    /// What the environment remembers during the run (decision 0013).
    pub envs: super::environment::EnvState,
    /// The owner of a guard scope not yet named (an empty name, made once).
    pub(crate) unnamed: Arc<str>,
    /// The inputs of the phis being assigned on entering a block (kept
    /// for its allocation).
    pub(crate) phi_inputs: Vec<Reg>,
    /// The call being executed, while a declared function runs (its
    /// operand bundles are read by `llvm.assume`, its fast-math flags by
    /// the float intrinsics, its `willreturn` by the environment).
    pub current_call: Option<&'p CallOp>,
    /// Library functions in progress that call back into the program
    /// (`qsort`, `bsearch`), innermost last.
    pub natives: Vec<super::native::NativeCall>,
    /// The library's own state during the run (the C library's random
    /// generator and `errno`), opaque to the machine.
    pub library_state: super::library::Slot,
    /// What the run's accesses found, for the `!invariant.load` rule; only
    /// when the program has such loads (the fast loop does not run then).
    pub invariant: Option<Box<super::invariant::InvariantWatch>>,
    /// Set by a failing `llvm.experimental.guard`: the running frame
    /// returns this (the deoptimization continuation's result) instead of
    /// going on after the call.
    pub deoptimized: Option<Option<Value>>,
    /// The run's standard input.
    pub stdin: InputSource,
    /// The dynamic floating-point rounding mode, once `llvm.set.rounding`
    /// or the C library's `fesetround` changed it (before, the
    /// environment's [`super::environment::Environment::rounding`]).
    rounding: Option<RoundingMode>,
    /// The name each defined function's guard scope is reported by when
    /// the call site adds no promise (see [`Machine::scope_owner`]), and
    /// each declared function's (see [`Machine::declared_owner`]), by
    /// function id, made on its first call that needs one.
    owners: Vec<Option<Arc<str>>>,
    /// Set while [`Machine::probe_divergence`] runs the program past the
    /// step bound: a choice then does not consult the oracle (whose
    /// exploration must not see it) but takes the domain's first member,
    /// and the probe gives up; unless the oracle is memoryless, whose
    /// answers the continued run takes as the run would have.
    pub(crate) probing: bool,
}

impl Machine<'_, '_> {
    /// The dynamic floating-point rounding mode now (LangRef
    /// "Floating-Point Environment"; only the constrained intrinsics and
    /// `llvm.get.rounding` read it).
    pub fn rounding_mode(&self) -> RoundingMode {
        self.rounding.unwrap_or(self.env.rounding)
    }

    /// Sets the dynamic rounding mode.
    pub fn set_rounding_mode(&mut self, mode: RoundingMode) {
        self.rounding = Some(mode);
    }
}

impl<'p, 'o> Machine<'p, 'o> {
    /// A machine for `prog` whose memory starts from the program's image.
    pub fn new(prog: &'p Program, oracle: &'o mut dyn Oracle, limits: Limits) -> Machine<'p, 'o> {
        let mut mem = prog.image.clone();
        mem.set_limit(limits.max_memory);
        Machine {
            prog,
            model: prog.model,
            oracle,
            mem,
            frames: Vec::new(),
            steps: 0,
            next_bound_check: 0,
            bounds_due: 0,
            limits,
            events: Vec::new(),
            stdout: Vec::new(),
            stderr: Vec::new(),
            sink: None,
            choices: Vec::new(),
            approximated: false,
            fast_math_approximated: false,
            fixed_choices: 0,
            returned_freeze: None,
            resolving: false,
            resolved_read: std::cell::Cell::new(false),
            member_read: std::cell::Cell::new(false),
            address_member_read: std::cell::Cell::new(None),
            resolving_address: false,
            pending: Pending::None,
            derived_budget: 256,
            trace: None,
            origins: None,
            current: None,
            env: Default::default(),
            reg_pool: Vec::new(),
            stack_allocs: Vec::new(),
            caller_va_areas: Vec::new(),
            spare_args: Vec::new(),
            spare_values: Vec::new(),
            envs: Default::default(),
            phi_inputs: Vec::new(),
            unnamed: Arc::from(""),
            current_call: None,
            natives: Vec::new(),
            library_state: Default::default(),
            invariant: prog.invariant_loads.then(Default::default),
            deoptimized: None,
            stdin: InputSource::default(),
            rounding: None,
            owners: Vec::new(),
            probing: false,
        }
    }

    /// Makes a choice through the oracle and logs it.
    pub fn choose(&mut self, point: ChoicePoint, domain: Domain) -> ApInt {
        let value = if self.probing && !self.oracle.memoryless() {
            match domain {
                Domain::Index(_) => ApInt::from_u64(64, 0),
                Domain::Bits(w) => ApInt::from_u64(w, 0),
                Domain::Range { width, first, .. } => ApInt::from_u64(width, first),
            }
        } else {
            self.oracle.choose(point, domain)
        };
        self.choices.push(Choice {
            point,
            value: value.clone(),
        });
        value
    }

    /// Whether the oracle's answers are a function of the domain alone
    /// ([`Oracle::memoryless`]).
    pub(crate) fn oracle_is_memoryless(&self) -> bool {
        self.oracle.memoryless()
    }

    /// Chooses an index in `0..n`.
    pub fn choose_index(&mut self, point: ChoicePoint, n: u64) -> u64 {
        self.choose(point, Domain::Index(n)).to_u64().unwrap_or(0)
    }

    /// Starts a call of `func` with `args` as the entry of the run; the
    /// arguments beyond its parameters (of a variadic `func`) have the
    /// types `vararg_tys`.
    pub fn start(
        &mut self,
        func: FuncId,
        args: Vec<Value>,
        vararg_tys: Vec<TypeId>,
    ) -> Result<(), Stop> {
        let f = self.prog.module.func(func);
        let ret_ty = self
            .prog
            .module
            .types
            .function_parts(f.ty)
            .map_or(f.ty, |(r, _, _)| r);
        let arg_tys: Vec<TypeId> = f.params.iter().map(|p| p.ty).chain(vararg_tys).collect();
        self.note_no_capture_args(func, &args);
        self.note_dead_on_return_args(func, &args);
        self.note_noalias_args(func, &args);
        let typed: Vec<(Reg, TypeId)> =
            args.into_iter().map(Reg::from_value).zip(arg_tys).collect();
        self.call_function(func, typed, None, &NO_ATTRS, ret_ty)
    }

    /// Runs until the entry function returns or the run stops: on the
    /// fast path while nothing observes single steps (see
    /// `Machine::run_fast`), one [`Machine::step`] at a time otherwise.
    pub fn run(&mut self) -> Stop {
        loop {
            let r = if self.fast_ok() {
                self.run_fast()
            } else {
                self.step()
            };
            if let Err(stop) = r {
                self.settle_resolving();
                return stop;
            }
        }
    }

    /// Marks the running instruction as resolving undef bits for its
    /// result (see [`Machine::resolve_in_stages`]), to be settled before
    /// the next step.
    pub(crate) fn start_resolving(&mut self) {
        self.resolving = true;
        self.next_bound_check = 0;
    }

    /// Called after an instruction that resolved undef bits for its result
    /// (see [`Machine::resolve_in_stages`]), before the next step or when
    /// the run stops: if the result went elsewhere than a register (which
    /// `write` notes), the run is approximated. It runs from the bounds
    /// check, which `resolve_in_stages` makes due, so that a step that
    /// resolved nothing pays nothing for it.
    fn settle_resolving(&mut self) {
        self.pending = Pending::None;
        self.resolving_address = false;
        if std::mem::take(&mut self.resolving) {
            self.approximated = true;
        }
    }

    /// Executes one instruction (or stops).
    ///
    /// The common step (no tracing, no origin tracking, no C library code
    /// waiting for a callback) runs here; the others, and every stop, take
    /// out-of-line paths so that this one stays small.
    pub fn step(&mut self) -> Result<(), Stop> {
        if self.steps >= self.next_bound_check {
            self.check_bounds()?;
        }
        self.steps += 1;
        let Some(frame) = self.frames.last() else {
            return Err(Stop::unsupported("nothing to run"));
        };
        let code: &'p Code = frame.code;
        let block = frame.block;
        let inst: &'p CInst = &code.blocks[block.0 as usize].insts[frame.pc];
        self.current = Some(Location {
            func: frame.func,
            block,
            span: inst.span,
        });
        if !self.natives.is_empty()
            || self.trace.is_some()
            || self.origins.is_some()
            || self.capture_per_step()
            || self.invariant.is_some()
        {
            return self.step_observed(inst);
        }
        match self.exec(inst) {
            Ok(flow) => self.follow(flow),
            Err(stop) => Err(self.stopped(inst, stop)),
        }
    }

    /// A step while a C library function waits for a callback, while
    /// tracing or tracking origins, while the capture taint is kept, or in
    /// a program with `!invariant.load` (see [`Machine::check_invariants`]).
    #[inline(never)]
    fn step_observed(&mut self, inst: &'p CInst) -> Result<(), Stop> {
        if self
            .natives
            .last()
            .is_some_and(|n| n.depth == self.frames.len())
        {
            // The running frame waits in a call of `qsort`-like C code
            // whose callback just returned: that code takes the step.
            return self.resume_native();
        }
        let traced = match self.trace {
            Some(_) => self.trace_start(inst),
            None => None,
        };
        let origin = self.origins.is_some().then(|| self.origin_start(inst));
        let taint = self.capture_before(inst);
        let mut result = self.exec(inst);
        if result.is_ok() {
            result = self.check_invariants().and(result);
        }
        self.capture_after(inst, taint, &result);
        if let Some(start) = traced {
            self.trace_step(start, inst, &result);
        }
        match (origin, &result) {
            (Some(start), Ok(_)) => self.origin_step(start, inst),
            (Some(start), Err(Stop::Returned(Some(v)))) => self.origin_returned(start, inst, v),
            _ => {}
        }
        match result {
            Ok(flow) => self.follow(flow),
            Err(stop) => Err(self.stopped(inst, stop)),
        }
    }

    /// After a step of a program with `!invariant.load`: UB if a location
    /// an invariant load read changed ([`crate::sem::invariant`]).
    fn check_invariants(&mut self) -> Result<(), Stop> {
        match &mut self.invariant {
            Some(w) if w.any_pinned() => w
                .check_pinned(&self.mem)
                .map_err(|m| Stop::ub(crate::sem::stop::UbKind::InvariantViolation, m)),
            _ => Ok(()),
        }
    }

    /// Moves the program counter as an executed instruction says.
    #[inline(always)]
    pub(crate) fn follow(&mut self, flow: Flow) -> Result<(), Stop> {
        match flow {
            Flow::Next => {
                if let Some(f) = self.frames.last_mut() {
                    f.pc += 1;
                }
                Ok(())
            }
            Flow::Jump(target) => self.enter_block(target),
            Flow::Moved => Ok(()),
        }
    }

    /// The stop of a step that ended the run: immediate UB gets the
    /// instruction's operands (and their origins, when tracked).
    #[cold]
    #[inline(never)]
    pub(crate) fn stopped(&mut self, inst: &'p CInst, stop: Stop) -> Stop {
        match stop {
            Stop::Ub(mut ub) => {
                if ub.operands.is_empty() {
                    ub.operands = self.operand_report(inst);
                }
                if self.origins.is_some() {
                    ub.origins = self.operand_origins(inst);
                }
                Stop::Ub(ub)
            }
            stop => stop,
        }
    }

    /// The step and time bounds, looked at when `steps` reaches
    /// `next_bound_check`: the step bound is checked then, and the clock
    /// every [`DEADLINE_EVERY`] steps when there is a deadline. An
    /// instruction that resolved undef bits makes this due at once (see
    /// [`Machine::settle_resolving`]); the bounds are still looked at only
    /// when they are due.
    #[cold]
    fn check_bounds(&mut self) -> Result<(), Stop> {
        self.settle_resolving();
        if self.steps < self.bounds_due {
            self.next_bound_check = self.bounds_due;
            return Ok(());
        }
        if self.steps >= self.limits.max_steps {
            return Err(Stop::Bound(Bound::Steps));
        }
        self.bounds_due = self.limits.max_steps;
        if let Some(d) = self.limits.deadline {
            if Instant::now() >= d {
                return Err(Stop::Bound(Bound::Time));
            }
            let next_look = (self.steps | (DEADLINE_EVERY - 1)) + 1;
            self.bounds_due = self.bounds_due.min(next_look);
        }
        self.next_bound_check = self.bounds_due;
        Ok(())
    }

    /// Enters `target` from the current block: evaluates all of its phis at
    /// once (each reads its input for the edge taken), then assigns them.
    pub fn enter_block(&mut self, target: BlockId) -> Result<(), Stop> {
        let Some(frame) = self.frames.last() else {
            return Ok(());
        };
        let code: &'p Code = frame.code;
        let from = frame.block;
        let cblock = &code.blocks[target.0 as usize];
        if !cblock.phis.is_empty() {
            let edge = cblock.edges.iter().find(|e| e.from == from);
            let Some(edge) = edge.filter(|e| e.complete) else {
                // Each phi before the first without an input for this
                // edge counted as a step, and so does that one.
                self.steps += edge.map_or(0, |e| e.moves.len() as u64) + 1;
                return Err(Stop::unsupported(format!(
                    "phi has no incoming value for block {}",
                    from.0
                )));
            };
            self.steps += edge.moves.len() as u64;
            // Phis copy the recipes of resolved results (see `read`).
            let carried = self.phi_recipes(edge);
            let frame = self.frames.last_mut().expect("checked above");
            let input = |regs: &Regs, op: Opnd| match op {
                Opnd::Reg(r) => regs.reg(r),
                Opnd::Const(c) => Reg::from_value(code.consts[c as usize].clone()),
            };
            if edge.flagged {
                // Fast-math flags apply to the value each phi takes
                // (LangRef "Fast-Math Flags"); all inputs are read first.
                let mut vals: Vec<Value> = edge
                    .moves
                    .iter()
                    .map(|(_, op)| input(&frame.regs, *op).value().into_owned())
                    .collect();
                for (v, phi) in vals.iter_mut().zip(&cblock.phis) {
                    *v = self.apply_fmf_result(phi.fmf, std::mem::replace(v, Value::Poison))?;
                }
                let frame = self.frames.last_mut().expect("checked above");
                for ((dst, _), v) in edge.moves.iter().zip(vals) {
                    frame.regs.set(*dst, Reg::from_value(v));
                }
            } else if edge.overlapping {
                // All inputs are read before any phi is assigned.
                let vals = &mut self.phi_inputs;
                vals.clear();
                vals.extend(edge.moves.iter().map(|(_, op)| input(&frame.regs, *op)));
                for ((dst, _), v) in edge.moves.iter().zip(vals.drain(..)) {
                    frame.regs.set(*dst, v);
                }
            } else {
                for (dst, op) in &edge.moves {
                    let v = input(&frame.regs, *op);
                    frame.regs.set(*dst, v);
                }
            }
            if let Some(carried) = carried {
                self.note_phis(edge, carried);
            }
        }
        let frame = self.frames.last_mut().expect("checked above");
        frame.block = target;
        frame.pc = 0;
        if self.origins.is_some() {
            self.origin_phis(from);
        }
        if self.trace.is_some() {
            self.trace_phis();
        }
        Ok(())
    }

    /// The value of an operand in the running frame.
    ///
    /// A frame that holds no resolved result (every frame of a run that
    /// never resolved undef bits) costs one test of an empty list here.
    #[inline(always)]
    pub fn read(&self, o: Opnd) -> Cow<'_, Value> {
        let frame = self.frames.last().expect("an instruction runs in a frame");
        match o {
            Opnd::Reg(r) => self.register(frame, r).value(r),
            Opnd::Const(c) => Cow::Borrowed(&frame.code.consts[c as usize]),
        }
    }

    /// The value of an operand in register form (as [`Machine::read`]).
    #[inline(always)]
    pub fn operand_reg(&self, o: Opnd) -> Reg {
        let frame = self.frames.last().expect("an instruction runs in a frame");
        match o {
            Opnd::Reg(r) => self.register(frame, r).reg(r),
            Opnd::Const(c) => match frame.code.scalar_consts[c as usize] {
                Some(s) => Reg::Scalar(s),
                None => Reg::General(frame.code.consts[c as usize].clone()),
            },
        }
    }

    /// The value of an operand in its scalar form, if it has one (as
    /// [`Machine::read`]).
    #[inline(always)]
    pub fn operand_scalar(&self, o: Opnd) -> Option<Scalar> {
        let frame = self.frames.last().expect("an instruction runs in a frame");
        match o {
            Opnd::Reg(r) => self.register(frame, r).scalar(r),
            Opnd::Const(c) => frame.code.scalar_consts[c as usize],
        }
    }

    /// The registers of `frame`, as an operand reads its register `r`:
    /// noting the read when the frame holds resolved results.
    #[inline(always)]
    fn register<'f>(&self, frame: &'f Frame<'_>, r: u32) -> &'f Regs {
        if !frame.resolved.is_empty() {
            self.note_read_of_resolved(frame, r);
        }
        &frame.regs
    }

    /// Notes a read of `r` by the running instruction if `r` holds a
    /// resolved result of `frame` (see [`Machine::resolve_in_stages`]),
    /// and marks the run approximated unless the read is the member's one
    /// use in the run.
    ///
    /// The member was chosen when the register was written, as a use of
    /// undef would choose it (LangRef "Undefined Values": each use may see
    /// a different value). When a single use reads it, in place (an
    /// operand of an instruction of this frame that consumes it or
    /// computes its own result from it, not a call, a `ret` or the value
    /// of a `store`, which carry the one member further), choosing at the
    /// write is choosing at that use, and the run's behaviours over the
    /// choices are exactly the function's. A second use (another
    /// instruction, another execution of the same one, or the same
    /// register twice among one instruction's operands) could see another
    /// member, which this run does not show: approximated.
    #[cold]
    #[inline(never)]
    fn note_read_of_resolved(&self, frame: &Frame<'_>, r: u32) {
        if let Some(e) = frame.resolved.iter().find(|e| e.reg == r) {
            self.member_read.set(true);
            if e.undef_address {
                self.address_member_read.set(Some(self.steps));
            }
            self.count_use_of_resolved(frame, r, None);
        }
    }

    /// Counts a use of the member `r` holds (if `r` holds a resolved
    /// result of `frame`) by the running instruction, and marks the run
    /// approximated unless it is the member's one use, in place (see
    /// [`Machine::note_read_of_resolved`]); `in_place` says so for the
    /// reads whose instruction reads `r` once by construction (a `freeze`,
    /// the entry function's `ret`), `None` asks the instruction.
    fn count_use_of_resolved(&self, frame: &Frame<'_>, r: u32, in_place: Option<bool>) {
        let Some(e) = frame.resolved.iter().find(|e| e.reg == r) else {
            return;
        };
        let first = match e.read_at.get() {
            // This instruction's operands are counted at its first read.
            Some(step) if step == self.steps => return,
            Some(_) => false,
            None => true,
        };
        e.read_at.set(Some(self.steps));
        let inst = frame.code.blocks[frame.block.0 as usize]
            .insts
            .get(frame.pc);
        let one_use = first
            && in_place.unwrap_or_else(|| {
                inst.is_some_and(|inst| {
                    let uses = inst
                        .operands()
                        .iter()
                        .filter(|o| **o == Opnd::Reg(r))
                        .count();
                    uses == 1 && consumes_in_place(&inst.op, r)
                })
            });
        if !one_use {
            self.resolved_read.set(true);
        }
    }

    /// Reads the operand of a `freeze`, its one use of the value: a
    /// resolved result read so is one member of its set, and the runs that
    /// resolve it otherwise show the others, so the run still shows exactly
    /// the freeze's outcomes (each run then a different execution: see
    /// [`Machine::fixed_choices`]).
    pub fn read_frozen(&self, o: Opnd) -> Cow<'_, Value> {
        let frame = self.frames.last().expect("an instruction runs in a frame");
        match o {
            Opnd::Reg(r) => {
                // A use like any other: a second one makes the run
                // approximated.
                if !frame.resolved.is_empty() {
                    self.count_use_of_resolved(frame, r, Some(true));
                }
                frame.regs.value(r)
            }
            Opnd::Const(c) => Cow::Borrowed(&frame.code.consts[c as usize]),
        }
    }

    /// Whether the running `freeze` is in the entry function (without
    /// return attributes, which a frozen value could violate) and the next
    /// instruction returns its result: nothing but the checker then reads
    /// the frozen value.
    pub fn frozen_is_returned(&self) -> bool {
        let [frame] = self.frames.as_slice() else {
            return false;
        };
        let insts = &frame.code.blocks[frame.block.0 as usize].insts;
        let next = insts.get(frame.pc + 1).map(|i| &i.op);
        match (insts[frame.pc].dst, next) {
            (Some(d), Some(Op::Ret(Some(Opnd::Reg(r))))) => d == *r && frame.ret_attrs().is_empty(),
            _ => false,
        }
    }

    /// Reads the operand of a `ret`: returning a resolved result from the
    /// entry function, whose caller is the checker, is its only use, so
    /// the run still shows exactly one member of its set; unless the
    /// return has attributes, which an undef value could violate.
    pub fn read_returned(&self, o: Opnd) -> Reg {
        let frame = self.frames.last().expect("an instruction runs in a frame");
        match o {
            Opnd::Reg(r) if self.frames.len() == 1 && frame.ret_attrs().is_empty() => {
                if !frame.resolved.is_empty() {
                    self.count_use_of_resolved(frame, r, Some(true));
                }
                frame.regs.reg(r)
            }
            o => self.operand_reg(o),
        }
    }

    /// Sets the result register of the running instruction.
    ///
    /// The bookkeeping of resolved results costs one test here unless the
    /// instruction resolved undef bits or the frame holds a resolved result.
    #[inline(always)]
    pub fn write(&mut self, dst: Option<u32>, v: Value) {
        self.write_reg(dst, Reg::from_value(v));
    }

    /// [`Machine::write`] of a value in register form.
    #[inline(always)]
    pub fn write_reg(&mut self, dst: Option<u32>, v: Reg) {
        if let (Some(r), Some(frame)) = (dst, self.frames.last_mut()) {
            frame.regs.set(r, v);
            if self.resolving || !frame.resolved.is_empty() {
                self.note_write_of_resolved(r);
            }
        }
    }

    /// Notes register `r` of the running frame as holding a resolved result
    /// if the running instruction resolved undef bits for it (with its
    /// recipe when the value written is the one the recipe's resolution
    /// gave), and forgets it otherwise (it was overwritten).
    #[cold]
    #[inline(never)]
    fn note_write_of_resolved(&mut self, r: u32) {
        let Some(frame) = self.frames.last_mut() else {
            return;
        };
        if std::mem::take(&mut self.resolving) {
            self.member_read.set(false);
            self.address_member_read.set(None);
            let recipe = match std::mem::take(&mut self.pending) {
                Pending::One(recipe, v) if *frame.regs.value(r) == v => Some(Rc::new(recipe)),
                _ => None,
            };
            let entry = Resolved {
                undef_address: std::mem::take(&mut self.resolving_address),
                ..Resolved::new(r, recipe)
            };
            match frame.resolved.iter_mut().find(|e| e.reg == r) {
                Some(e) => *e = entry,
                None => frame.resolved.push(entry),
            }
        } else if self.member_read.take() {
            // Computed from a resolved member (see `member_read`); one
            // whose uses go uncounted may be read twice. A pointer
            // computed from an address with undef bits has them too.
            let undef_address = self.address_member_read.take() == Some(self.steps)
                && matches!(*frame.regs.value(r), Value::Ptr(_));
            if !frame.note_member(r, undef_address) {
                self.resolved_read.set(true);
            }
        } else {
            frame.resolved.retain(|e| e.reg != r);
        }
    }

    /// The body a call of `func` runs: its code if it is defined, unless
    /// the environment answers its calls instead: with
    /// [`super::environment::Environment::interpose`], a call of an
    /// interposable definition (LangRef "Linkage Types": another module's
    /// definition may replace it) other than the run's entry, whose own
    /// body is what a check compares.
    pub(crate) fn body_to_run(&self, func: FuncId) -> Option<&'p Code> {
        let prog: &'p Program = self.prog;
        let info = &prog.funcs[func.0 as usize];
        match &info.kind {
            FuncKind::Defined(_)
                if info.interposable && self.env.interpose && !self.frames.is_empty() =>
            {
                None
            }
            FuncKind::Defined(code) => Some(&**code),
            FuncKind::Declared => None,
        }
    }

    /// Pushes a frame for a defined function, or runs a declared one.
    pub fn call_function(
        &mut self,
        func: FuncId,
        args: Vec<(Reg, TypeId)>,
        ret_dst: Option<u32>,
        site_ret_attrs: &'p ValueAttrs,
        ret_ty: TypeId,
    ) -> Result<(), Stop> {
        self.call_planned(func, args, ret_dst, site_ret_attrs, ret_ty, None)
    }

    /// [`Machine::call_function`] of a call with a plan (the call of a
    /// function named at the call site; `plan` and `site_ret_attrs` are
    /// the running `call`'s): what the plan decided ahead is not decided
    /// again.
    pub(crate) fn call_planned(
        &mut self,
        func: FuncId,
        args: Vec<(Reg, TypeId)>,
        ret_dst: Option<u32>,
        site_ret_attrs: &'p ValueAttrs,
        ret_ty: TypeId,
        plan: Option<&'p DirectCall>,
    ) -> Result<(), Stop> {
        let prog: &'p Program = self.prog;
        let info = &prog.funcs[func.0 as usize];
        let Some(code) = self.body_to_run(func) else {
            return self.call_declared_function(func, args, ret_dst, site_ret_attrs, ret_ty, plan);
        };
        if self.frames.len() >= self.limits.max_depth {
            return Err(Stop::Bound(Bound::Depth));
        }
        let f = prog.module.func(func);
        let n_params = f.params.len();
        let site = self.current_call;
        let (promises, ret_attrs, ret_needs, implied, may_restrict) = match plan {
            Some(p) => (
                p.promises,
                RetAttrs::Program(&p.ret),
                p.ret_needs,
                p.callee_implied.as_slice(),
                p.may_restrict,
            ),
            None => {
                let promises = site.map_or(info.promises, |c| c.site.union(info.promises));
                let ret_attrs = RetAttrs::of(&info.ret_attrs, site_ret_attrs);
                let needs = AttrNeeds::of(&ret_attrs);
                (promises, ret_attrs, needs, &[][..], true)
            }
        };
        let forbidden = self.tail_forbidden();
        // Whether the call's guard scope can restrict anything: if not, its
        // pointer arguments need not be listed.
        let guarded = may_restrict || !forbidden.is_empty();
        // A reused register file keeps the values of an earlier call: no
        // instruction reads them, since the verifier makes every use of a
        // register dominated by its definition (LangRef "Well-Formedness";
        // `parse::verify::body`), and a parameter without an argument
        // starts poison below. Their old values are dropped when
        // overwritten or when the file shrinks (`Regs::resize`).
        let mut regs = self.reg_pool.pop().unwrap_or_default();
        regs.resize(code.regs as usize);
        let mut varargs = Vec::new();
        let mut guard_args = Vec::new();
        let mut args = args;
        let n_args = args.len();
        for (i, (r, ty)) in args.drain(..).enumerate() {
            if i < n_params {
                // Left out when the call's own check covered the callee's
                // attributes (see `DirectCall::callee_implied`).
                let r = if implied.get(i) == Some(&true) {
                    r
                } else {
                    self.check_param_reg(&info.param_attrs[i], r, ty, i)?
                };
                if guarded {
                    let access = site
                        .and_then(|c| c.arg_attrs.get(i))
                        .and_then(|a| a.access)
                        .map_or(info.param_attrs[i].access, |a| {
                            Some(info.param_attrs[i].access.map_or(a, |b| a.and(b)))
                        });
                    let access = access.unwrap_or(Access::READ_WRITE);
                    self.guard_reg_args(&r, i, access, &mut guard_args);
                }
                if let Some(local) = f.params[i].local {
                    regs.set(local.0, r);
                }
            } else {
                if guarded {
                    self.guard_reg_args(&r, i, Access::READ_WRITE, &mut guard_args);
                }
                varargs.push((r.into_value(), ty));
            }
        }
        for p in f.params.iter().skip(n_args) {
            if let Some(local) = p.local {
                regs.set_scalar(local.0, Scalar::Poison);
            }
        }
        self.spare_args = args;
        // The hidden copies of `byval` arguments die with the frame, but
        // belong to the caller (LangRef `byval`: "readonly functions should
        // not write to byval parameters"): they count as the call's
        // argument memory, not as its own allocations.
        let first_alloc = self.mem.len() as u32;
        let allocas_from = self.stack_allocs.len() as u32;
        regs_byval_copies(&regs, &info.param_attrs, f, &mut self.stack_allocs);
        let scoped = guarded
            && self.push_call_scope(first_alloc, promises, guard_args, forbidden, |m| {
                m.scope_owner(func, promises)
            });
        let (program_ret_attrs, merged_ret_attrs) = match ret_attrs {
            RetAttrs::Program(a) => (a, None),
            RetAttrs::Merged(merged) => (&NO_ATTRS, Some(*merged)),
        };
        self.frames.push(Frame {
            func,
            code,
            regs,
            block: BlockId(0),
            pc: 0,
            allocas_from,
            rare: (!varargs.is_empty() || merged_ret_attrs.is_some()).then(|| {
                Box::new(RareParts {
                    varargs,
                    va_areas: None,
                    merged_ret_attrs,
                })
            }),
            returns_to_native: false,
            ret_dst: RetDst::new(ret_dst),
            program_ret_attrs,
            ret_needs,
            ret_ty,
            promises,
            first_alloc,
            scoped,
            resolved: ThinList::new(),
        });
        self.sync_null_valid();
        Ok(())
    }

    /// [`Machine::call_planned`] of a declared function: runs it and
    /// delivers its result (unless it calls back into the program first).
    fn call_declared_function(
        &mut self,
        func: FuncId,
        mut args: Vec<(Reg, TypeId)>,
        ret_dst: Option<u32>,
        site_ret_attrs: &'p ValueAttrs,
        ret_ty: TypeId,
        plan: Option<&'p DirectCall>,
    ) -> Result<(), Stop> {
        let natives = self.natives.len();
        let mut values = std::mem::take(&mut self.spare_values);
        values.extend(args.drain(..).map(|(r, ty)| (r.into_value(), ty)));
        self.spare_args = args;
        let result = self.call_declared_planned(func, &values, ret_ty, plan);
        values.clear();
        self.spare_values = values;
        let result = result?;
        // The declaration's return attributes are the callee's
        // promises as much as the call site's (LangRef "Parameter
        // Attributes": a result that breaks `align`, `nonnull`, ... is
        // poison, or UB with `noundef`).
        let (site_ret_attrs, needs) = match plan {
            Some(p) => (Cow::Borrowed(&p.ret), p.ret_needs),
            None => {
                let declared = &self.prog.funcs[func.0 as usize].ret_attrs;
                let attrs = if declared.is_empty() {
                    Cow::Borrowed(site_ret_attrs)
                } else {
                    let mut a = declared.clone();
                    a.merge(site_ret_attrs);
                    Cow::Owned(a)
                };
                let needs = AttrNeeds::of(&attrs);
                (attrs, needs)
            }
        };
        self.deliver_declared(
            result,
            natives,
            ret_dst,
            site_ret_attrs.as_ref(),
            ret_ty,
            needs,
        )
    }

    /// Delivers the result of a declared function that ran while the
    /// stack of C library functions calling back held `natives` entries:
    /// to that function when the callee called back into the program (it
    /// delivers it when it finishes), else, after the call's attached
    /// runtime call if any, into `ret_dst` after checking it against the
    /// call's return attributes `site_ret_attrs` (what checking them
    /// `needs`).
    fn deliver_declared(
        &mut self,
        result: Option<Value>,
        natives: usize,
        ret_dst: Option<u32>,
        site_ret_attrs: &ValueAttrs,
        ret_ty: TypeId,
        needs: AttrNeeds,
    ) -> Result<(), Stop> {
        if self.natives.len() > natives {
            // The function calls back into the program: it delivers
            // its result when it finishes (see `resume_native`).
            if let Some(n) = self.natives.last_mut() {
                n.ret = Some((ret_dst, site_ret_attrs.clone(), ret_ty));
            }
            return Ok(());
        }
        if let Some(v) = self.deoptimized.take() {
            return self.return_from_frame(v);
        }
        let result = self.attached_call(result, site_ret_attrs)?;
        self.finish_call_reg(ret_dst, result.map(Reg::from_value), site_ret_attrs, needs)
    }

    /// The guard entries of the allocations an argument designates (a
    /// pointer, or pointers in a vector or an aggregate).
    pub(crate) fn guard_args(
        &self,
        v: &Value,
        index: usize,
        access: Access,
        out: &mut Vec<GuardArg>,
    ) {
        match v {
            Value::Ptr(p) => {
                // A null argument reaches the null page where the callee
                // allows accesses through null (`null_pointer_is_valid`).
                if let Some(alloc) = self
                    .mem
                    .designated(*p)
                    .or_else(|| self.mem.null_page_of(*p))
                {
                    out.push(GuardArg {
                        alloc,
                        index,
                        access,
                    });
                }
            }
            Value::Vector(es) | Value::Aggregate(es) => es
                .iter()
                .for_each(|e| self.guard_args(e, index, access, out)),
            _ => {}
        }
    }

    /// [`Machine::guard_args`] of an argument in register form.
    #[inline]
    fn guard_reg_args(&self, r: &Reg, index: usize, access: Access, out: &mut Vec<GuardArg>) {
        match r {
            Reg::Scalar(Scalar::Ptr(p)) => self.guard_args(&Value::Ptr(*p), index, access, out),
            Reg::Scalar(_) => {}
            Reg::General(v) => self.guard_args(v, index, access, out),
        }
    }

    /// For a `tail` or `musttail` call being made: the caller's `alloca`s
    /// (and the areas of its variadic arguments), which the callee may not
    /// access.
    pub(crate) fn tail_forbidden(&self) -> Vec<AllocId> {
        match (self.current_call, self.frames.last()) {
            (Some(c), Some(_)) if c.tail && !self.frame_allocas().is_empty() => {
                self.frame_allocas().to_vec()
            }
            _ => Vec::new(),
        }
    }

    /// The running frame's stack objects, in the order they were made
    /// (empty outside a frame).
    pub(crate) fn frame_allocas(&self) -> &[AllocId] {
        let from = self
            .frames
            .last()
            .map_or(self.stack_allocs.len(), |f| f.allocas_from as usize);
        &self.stack_allocs[from..]
    }

    /// `@f (memory(read))`: how the guard scope of a call of `func` with
    /// `promises` is named in messages. Made once per function for the
    /// promises of the function alone (a call site that adds none).
    fn scope_owner(&mut self, func: FuncId, promises: CallPromises) -> Arc<str> {
        let info = &self.prog.funcs[func.0 as usize];
        let name = || Arc::from(format!("@{}{}", info.name, effects_suffix(&promises)));
        if promises != info.promises {
            return name();
        }
        let i = func.0 as usize;
        if self.owners.len() <= i {
            self.owners.resize(i + 1, None);
        }
        self.owners[i].get_or_insert_with(name).clone()
    }

    /// `@f`: how the guard scope of a call of the declared function `func`
    /// is named in messages, made once per function.
    pub(crate) fn declared_owner(&mut self, func: FuncId) -> Arc<str> {
        let i = func.0 as usize;
        if self.owners.len() <= i {
            self.owners.resize(i + 1, None);
        }
        let name = &self.prog.funcs[i].name;
        self.owners[i]
            .get_or_insert_with(|| Arc::from(format!("@{name}")))
            .clone()
    }

    /// Pushes the access-guard scope of a call with `promises`, whose own
    /// allocations start at `first_local`, when it can deny an access, and
    /// only then names it with `owner` (for messages). Returns whether it
    /// was pushed (and must be popped when the call ends).
    pub(crate) fn push_call_scope(
        &mut self,
        first_local: u32,
        promises: CallPromises,
        args: Vec<GuardArg>,
        forbidden: Vec<AllocId>,
        owner: impl FnOnce(&mut Self) -> Arc<str>,
    ) -> bool {
        let mut scope = GuardScope {
            first_local,
            arg: promises.memory.arg,
            other: promises.memory.other,
            inaccessible: promises.memory.inaccessible,
            args,
            forbidden,
            owner: self.unnamed.clone(),
        };
        let scoped = scope.restricts();
        if scoped {
            scope.owner = owner(self);
            self.push_scope(scope);
        }
        scoped
    }

    /// Pushes an access-guard scope onto the memory's guard (see
    /// [`crate::mem::Memory::push_scope`]).
    pub(crate) fn push_scope(&mut self, scope: GuardScope) {
        self.mem.push_scope(scope);
    }

    /// Pops the innermost access-guard scope.
    pub(crate) fn pop_scope(&mut self) {
        self.mem.pop_scope();
    }

    /// Applies a parameter's attributes to an incoming argument: UB for
    /// `noundef` violations, poison for `nonnull`/`align`/`range`
    /// violations, a fresh copy for `byval`.
    pub(crate) fn check_param(
        &mut self,
        attrs: &ValueAttrs,
        v: Value,
        _ty: TypeId,
        index: usize,
    ) -> Result<Value, Stop> {
        let v = self.apply_value_attrs(attrs, v, Position::Argument(index))?;
        if attrs.byval.is_some() {
            // The hidden copy reads through the pointer: a poison or undef
            // one is UB like any other access.
            self.access_pointer(&v, "byval copy")?;
        }
        match (attrs.byval, &v) {
            (Some((size, align)), Value::Ptr(p)) => {
                let copy = self.mem.allocate(
                    AllocKind::Stack,
                    size,
                    align,
                    self.model.uninit_fill(),
                    format!("byval copy of argument {index}"),
                );
                let copy = copy.map_err(|e| self.access_stop(e, "byval copy"))?;
                let bytes = self
                    .mem
                    .read(*p, size, 1)
                    .map_err(|e| self.access_stop(e, "reading a byval argument"))?;
                self.mem
                    .write(copy, &bytes, 1)
                    .map_err(|e| self.access_stop(e, "writing a byval copy"))?;
                if let Some(origins) = self.origins.as_deref_mut() {
                    origins.copy_bytes(copy.addr, p.addr, size);
                }
                Ok(Value::Ptr(copy))
            }
            _ => Ok(v),
        }
    }

    /// [`Machine::check_param`] of an argument in register form: the
    /// register passes as it is when no attribute can apply to it.
    #[inline]
    pub(crate) fn check_param_reg(
        &mut self,
        attrs: &ValueAttrs,
        r: Reg,
        ty: TypeId,
        index: usize,
    ) -> Result<Reg, Stop> {
        if attrs.byval.is_none() {
            return self.apply_reg_attrs(attrs, r, Position::Argument(index));
        }
        Ok(Reg::from_value(self.check_param(
            attrs,
            r.into_value(),
            ty,
            index,
        )?))
    }

    /// [`Machine::apply_value_attrs`] of a value in register form.
    #[inline]
    pub fn apply_reg_attrs(
        &mut self,
        attrs: &ValueAttrs,
        r: Reg,
        what: Position,
    ) -> Result<Reg, Stop> {
        self.check_reg(attrs, AttrNeeds::of(attrs), r, what)
    }

    /// [`Machine::apply_reg_attrs`] with what the check needs known
    /// (`needs` is `AttrNeeds::of(attrs)`): a register that passes
    /// unchanged costs one test.
    #[inline(always)]
    pub(crate) fn check_reg(
        &mut self,
        attrs: &ValueAttrs,
        needs: AttrNeeds,
        r: Reg,
        what: Position,
    ) -> Result<Reg, Stop> {
        if needs.passes(&r) {
            return Ok(r);
        }
        self.check_reg_in_full(attrs, r, what)
    }

    /// [`Machine::check_reg`] when some attribute may apply.
    #[inline(never)]
    fn check_reg_in_full(
        &mut self,
        attrs: &ValueAttrs,
        r: Reg,
        what: Position,
    ) -> Result<Reg, Stop> {
        Ok(Reg::from_value(self.apply_value_attrs_in_full(
            attrs,
            r.into_value(),
            what,
        )?))
    }

    /// The poison and UB meaning of value attributes (LangRef "Parameter
    /// Attributes"): `noundef` makes poison or undef UB; `nonnull`, `align`,
    /// `range` make violating values poison (then UB with `noundef`);
    /// `dereferenceable` makes a poison, undef or undereferenceable pointer
    /// UB.
    #[inline]
    pub fn apply_value_attrs(
        &mut self,
        attrs: &ValueAttrs,
        v: Value,
        what: Position,
    ) -> Result<Value, Stop> {
        if AttrNeeds::of(attrs).passes_value(&v) {
            return Ok(v);
        }
        self.apply_value_attrs_in_full(attrs, v, what)
    }

    /// [`Machine::apply_value_attrs`] when some attribute may apply.
    #[inline(never)]
    fn apply_value_attrs_in_full(
        &mut self,
        attrs: &ValueAttrs,
        v: Value,
        what: Position,
    ) -> Result<Value, Stop> {
        // A `range` turns each value outside it into poison; an undef
        // value is first resolved to one of its values (Alive2 reads a
        // range attribute as an `AssumeVal` of the argument, evaluated
        // once: `llvm_util/llvm2alive.cpp`, `handleRangeAttr`).
        // A value with undef bits some member of which breaks `nonnull`,
        // `align` or `nofpclass` becomes poison (`undef_may_violate`).
        let mut v = if (attrs.range.is_some() || !attrs.range_md.is_empty()) && v.contains_undef() {
            self.resolve_undef(&v)
        } else {
            v
        };
        // Vectors lane by lane; aggregates (of floating-point values, the
        // only ones an attribute that makes poison applies to: `nofpclass`)
        // element by element.
        let violates = match &v {
            Value::Vector(es) | Value::Aggregate(es)
                if es.iter().any(|e| violates_value_attrs(attrs, e)) =>
            {
                let es: std::sync::Arc<[Value]> = es
                    .iter()
                    .map(|e| {
                        if violates_value_attrs(attrs, e) {
                            Value::Poison
                        } else {
                            e.clone()
                        }
                    })
                    .collect::<Vec<_>>()
                    .into();
                v = match v {
                    Value::Vector(_) => Value::Vector(es),
                    _ => Value::Aggregate(es),
                };
                true
            }
            scalar => violates_value_attrs(attrs, scalar),
        };
        if violates && !matches!(v, Value::Vector(_) | Value::Aggregate(_)) {
            v = Value::Poison;
        }
        if attrs.noundef && !v.is_well_defined() {
            let reason = if violates {
                "violates its nonnull/align/range/nofpclass attribute"
            } else if v.contains_poison() {
                "is poison"
            } else {
                "is undef"
            };
            return Err(Stop::ub(
                UbKind::NoundefViolation,
                format!("{what} {reason} but is marked noundef"),
            ));
        }
        // `dereferenceable(n)` implies `noundef` (LangRef). So does the
        // `_or_null` form: a poison pointer may be any pointer, neither null
        // nor dereferenceable (Alive2, `ParamAttrs::poisonImpliesUB`).
        if let Some((n, or_null)) = attrs.dereferenceable
            && !v.is_well_defined()
        {
            let name = if or_null {
                "dereferenceable_or_null"
            } else {
                "dereferenceable"
            };
            return Err(Stop::ub(
                UbKind::AttributeViolation,
                format!("{what} is poison or undef but is marked {name}({n})"),
            ));
        }
        if let (Some((n, or_null)), Value::Ptr(p)) = (attrs.dereferenceable, &v)
            && !(or_null && p.addr == 0)
            && n > 0
            && self.mem.check(*p, n, 1, false).is_err()
        {
            return Err(Stop::ub(
                UbKind::AttributeViolation,
                format!("{what} is not dereferenceable for {n} bytes"),
            ));
        }
        Ok(v)
    }

    /// Delivers the result of a call to the caller (or ends the run if the
    /// entry function returned).
    pub fn finish_call(
        &mut self,
        ret_dst: Option<u32>,
        result: Option<Value>,
        ret_attrs: &ValueAttrs,
        _ret_ty: TypeId,
    ) -> Result<(), Stop> {
        let needs = AttrNeeds::of(ret_attrs);
        self.finish_call_reg(ret_dst, result.map(Reg::from_value), ret_attrs, needs)
    }

    /// [`Machine::finish_call`] of a result in register form.
    #[inline]
    fn finish_call_reg(
        &mut self,
        ret_dst: Option<u32>,
        result: Option<Reg>,
        ret_attrs: &ValueAttrs,
        ret_needs: AttrNeeds,
    ) -> Result<(), Stop> {
        let result = match result {
            Some(r) => Some(self.check_reg(ret_attrs, ret_needs, r, Position::Return)?),
            None => None,
        };
        if self.frames.is_empty() {
            return Err(Stop::Returned(
                self.no_capture_at_return(result.map(Reg::into_value))?,
            ));
        }
        if let Some(r) = result {
            self.write_reg(ret_dst, r);
        }
        if let Some(f) = self.frames.last_mut() {
            f.pc += 1;
        }
        Ok(())
    }

    /// Returns from the running frame with `result`.
    pub fn return_from_frame(&mut self, result: Option<Value>) -> Result<(), Stop> {
        self.return_reg_from_frame(result.map(Reg::from_value))
    }

    /// [`Machine::return_from_frame`] with a result in register form.
    pub fn return_reg_from_frame(&mut self, result: Option<Reg>) -> Result<(), Stop> {
        let frame = self.frames.last().expect("ret runs in a frame");
        if frame.promises.noreturn {
            let name = self.prog.funcs[frame.func.0 as usize].name.as_str();
            return Err(Stop::ub(
                UbKind::AttributeViolation,
                format!("@{name} returned, but the call is marked noreturn"),
            ));
        }
        let popped = self.pop_frame();
        if popped.returns_to_native {
            let result = match result {
                Some(r) => Some(self.check_reg(
                    &popped.ret_attrs,
                    popped.ret_needs,
                    r,
                    Position::Return,
                )?),
                None => None,
            };
            if let Some(n) = self.natives.last_mut() {
                n.result = result.map(Reg::into_value);
            }
            return Ok(());
        }
        self.finish_call_reg(popped.ret_dst, result, &popped.ret_attrs, popped.ret_needs)
    }

    /// Takes the running frame off the stack as its return does: its
    /// guard scope popped, its stack objects and variadic-argument areas
    /// dead, its register file kept for a later call. Returns what
    /// delivering its result needs.
    #[inline(always)]
    fn pop_frame(&mut self) -> Popped<'p> {
        // Taken apart where it lies: every part that owns host memory is
        // moved out (the register file to the pool, the rest dropped
        // below), the others are copied, and the emptied frame, which then
        // owns nothing, is forgotten rather than dropped: neither copied
        // off the stack whole (`pop` into a local moved every byte) nor
        // passed to its drop glue (an out-of-line drop of its empty parts,
        // about 60 host instructions a return). The pattern names every
        // field, so a field added to `Frame` must be placed here, as
        // owning memory (taken) or not (ignored).
        let Frame {
            func: _,
            code: _,
            regs,
            block: _,
            pc: _,
            allocas_from,
            rare,
            returns_to_native,
            ret_dst,
            program_ret_attrs,
            ret_needs,
            ret_ty: _,
            promises: _,
            first_alloc: _,
            scoped,
            resolved,
        } = self.frames.last_mut().expect("ret runs in a frame");
        let regs = std::mem::take(regs);
        let rare = rare.take();
        let mut ret_attrs = RetAttrs::Program(program_ret_attrs);
        // Most frames have no resolved registers (an empty list owns no
        // host memory): the drop glue of the list, out of line, runs only
        // for the others.
        if resolved.owns_memory() {
            release_resolved(resolved);
        }
        let (allocas_from, ret_dst, ret_needs, scoped, returns_to_native) = (
            *allocas_from,
            ret_dst.get(),
            *ret_needs,
            *scoped,
            *returns_to_native,
        );
        std::mem::forget(self.frames.pop());
        if scoped {
            self.pop_scope();
        }
        for a in &self.stack_allocs[allocas_from as usize..] {
            self.mem.kill(*a);
        }
        if let Some(rare) = rare
            && let Some(merged) = self.release_rare(*rare)
        {
            ret_attrs = RetAttrs::Merged(Box::new(merged));
        }
        self.stack_allocs.truncate(allocas_from as usize);
        self.reg_pool.push(regs);
        self.sync_null_valid();
        Popped {
            ret_attrs,
            ret_dst,
            ret_needs,
            returns_to_native,
        }
    }

    /// Kills the variadic-argument areas of a frame that left the stack
    /// and drops its extra arguments; returns its merged return
    /// attributes, if it has them (out of line: few frames have any).
    #[cold]
    #[inline(never)]
    fn release_rare(&mut self, rare: RareParts) -> Option<ValueAttrs> {
        for a in rare.va_areas.iter().flat_map(|areas| &areas.allocs) {
            self.mem.kill(*a);
        }
        rare.merged_ret_attrs
    }

    /// [`Machine::eval_call`] of a call whose plan is
    /// [`DirectCall::plain`]: each argument goes straight into the callee's
    /// register, the call's guard scope is pushed when it restricts
    /// anything and the callee may access memory (a scope nothing
    /// consults is left out, see `sem::no_access`), and the callee's
    /// frame is pushed, as `call_planned` does for such a call. Returns `false`, having changed nothing, when the
    /// call is not one, an argument may not pass its attributes unchanged
    /// (`AttrNeeds::passes`), or the depth bound is reached: `eval_call`
    /// then runs it (and reports). Out of line: inlined, it made every
    /// step of the fast loop dearer.
    #[inline(never)]
    pub(crate) fn call_plain(&mut self, call: &'p CallOp, ret_dst: Option<u32>) -> bool {
        let (Some(plan), super::code::Callee::Direct(func)) = (call.direct.as_deref(), call.callee)
        else {
            return false;
        };
        if !plan.plain || self.frames.len() >= self.limits.max_depth {
            return false;
        }
        let prog: &'p Program = self.prog;
        let info = &prog.funcs[func.0 as usize];
        let FuncKind::Defined(code) = &info.kind else {
            return false;
        };
        let mut regs = self.reg_pool.pop().unwrap_or_default();
        regs.resize(code.regs as usize);
        let params = &prog.module.func(func).params;
        for (((o, _), (_, needs)), p) in call.args.iter().zip(&plan.args).zip(params) {
            let r = self.operand_reg(*o);
            if !needs.passes(&r) {
                self.reg_pool.push(regs);
                return false;
            }
            if let Some(local) = p.local {
                regs.set(local.0, r);
            }
        }
        // As `call_planned` builds the guard scope (`tail_forbidden`, the
        // arguments' access).
        let forbidden = match call.tail && !self.frame_allocas().is_empty() {
            true => self.frame_allocas().to_vec(),
            false => Vec::new(),
        };
        let first_alloc = self.mem.len() as u32;
        // A scope nothing consults is left out (see `sem::no_access`).
        let scoped = (plan.may_restrict || !forbidden.is_empty()) && !info.accesses_no_memory && {
            let mut guard_args = Vec::new();
            for (i, (o, _)) in call.args.iter().enumerate() {
                let r = self.operand_reg(*o);
                // What `guard_reg_args` lists nothing for.
                if matches!(r, Reg::Scalar(s) if !matches!(s, Scalar::Ptr(_))) {
                    continue;
                }
                let access = super::call_plan::param_access(call, &info.param_attrs, i)
                    .unwrap_or(Access::READ_WRITE);
                self.guard_reg_args(&r, i, access, &mut guard_args);
            }
            let promises = plan.promises;
            self.push_call_scope(first_alloc, promises, guard_args, forbidden, |m| {
                m.scope_owner(func, promises)
            })
        };
        let allocas_from = self.stack_allocs.len() as u32;
        self.frames.push(Frame {
            func,
            code,
            regs,
            block: BlockId(0),
            pc: 0,
            allocas_from,
            rare: None,
            returns_to_native: false,
            ret_dst: RetDst::new(ret_dst),
            program_ret_attrs: &plan.ret,
            ret_needs: plan.ret_needs,
            ret_ty: call.ret_ty,
            promises: plan.promises,
            first_alloc,
            scoped,
            resolved: ThinList::new(),
        });
        self.sync_null_valid();
        true
    }

    /// [`Machine::eval_call`] of a call whose plan is
    /// [`DirectCall::plain_library`] (a declared function that a library
    /// model reaching no memory runs: `malloc`, `calloc`, `free`, `sqrt`): each
    /// argument is read once; if all pass their attributes unchanged
    /// (`AttrNeeds::passes`, as `check_reg` finds them), the model runs
    /// through `call_declared_in_scope` and its result is delivered by
    /// `deliver_declared`, which is all that `eval_call`,
    /// `call_declared_function` and `call_declared_planned` do for such a
    /// call (no guard scope: the model reaches no memory; no `byval` copy
    /// and no check of the callee's own attributes: the plan found them
    /// implied). Returns `Ok(false)`, having changed nothing, if an
    /// argument may not pass: `eval_call` then runs the call its general
    /// way (and reports).
    pub(crate) fn call_library_plain(
        &mut self,
        call: &'p CallOp,
        func: FuncId,
        plan: &'p DirectCall,
        ret_dst: Option<u32>,
    ) -> Result<bool, Stop> {
        let mut values = std::mem::take(&mut self.spare_values);
        values.clear();
        for ((o, ty), (_, needs)) in call.args.iter().zip(&plan.args) {
            let r = self.operand_reg(*o);
            if !needs.passes(&r) {
                values.clear();
                self.spare_values = values;
                return Ok(false);
            }
            values.push((r.into_value(), *ty));
        }
        let prog: &'p Program = self.prog;
        let name = prog.funcs[func.0 as usize].name.as_str();
        let natives = self.natives.len();
        // As `eval_call` marks the running call while the callee runs and
        // its result is delivered.
        self.current_call = Some(call);
        let result = self.call_declared_in_scope(func, name, &values, call.ret_ty, plan.promises);
        values.clear();
        self.spare_values = values;
        let delivered = result.and_then(|result| {
            self.deliver_declared(
                result,
                natives,
                ret_dst,
                &plan.ret,
                call.ret_ty,
                plan.ret_needs,
            )
        });
        self.current_call = None;
        delivered.map(|()| true)
    }

    /// Makes accesses through null valid or UB as the running function is
    /// marked `null_pointer_is_valid` or not (rule [acc-null-valid] in
    /// semantics/memory.md), after a frame is pushed or popped; one test
    /// for a program without a null page.
    #[inline(always)]
    fn sync_null_valid(&mut self) {
        if self.mem.has_null_page() {
            let prog: &'p Program = self.prog;
            let valid = self
                .frames
                .last()
                .is_some_and(|f| prog.funcs[f.func.0 as usize].null_pointer_is_valid);
            self.mem.set_null_valid(valid);
        }
    }

    /// [`Machine::eval_ret`] of a return to a caller in the program from a
    /// function without a `returned` parameter, whose result passes its
    /// return attributes unchanged (`AttrNeeds::passes`), to a caller
    /// holding no resolved result, when the call was not `noreturn` and
    /// no C library function waits for the result: the frame comes off
    /// the stack as [`Machine::return_reg_from_frame`] takes it off, and
    /// the result goes into the caller's register, which is all that
    /// `eval_ret`, `return_reg_from_frame` and `finish_call_reg` do in
    /// that case. Returns `false`, having changed nothing, otherwise:
    /// `eval_ret` then runs it. Out of line, as [`Machine::call_plain`].
    #[inline(never)]
    pub(crate) fn ret_plain(&mut self, v: Option<Opnd>) -> bool {
        let [.., caller, frame] = self.frames.as_slice() else {
            return false;
        };
        if frame.promises.noreturn
            || frame.returns_to_native
            || !frame.resolved.is_empty()
            || !caller.resolved.is_empty()
            || self.resolving
        {
            return false;
        }
        let info = &self.prog.funcs[frame.func.0 as usize];
        if info.returned_param.is_some() {
            return false;
        }
        let result = match v {
            Some(o) => {
                let r = match o {
                    Opnd::Reg(r) => frame.regs.reg(r),
                    Opnd::Const(_) => self.operand_reg(o),
                };
                if !frame.ret_needs.passes(&r) {
                    return false;
                }
                Some(r)
            }
            None => None,
        };
        let Popped {
            ret_dst, ret_attrs, ..
        } = self.pop_frame();
        // Dropped in place: only merged attributes own memory (the drop
        // glue of the whole, out of line, cost a call per return).
        if let RetAttrs::Merged(attrs) = ret_attrs {
            drop(attrs);
        }
        // The slice pattern above saw a caller below the frame.
        if let Some(caller) = self.frames.last_mut() {
            if let (Some(d), Some(r)) = (ret_dst, result) {
                caller.regs.set(d, r);
            }
            caller.pc += 1;
        }
        true
    }

    /// The current location (the instruction being executed).
    pub fn location(&self) -> Option<Location> {
        self.current.clone()
    }

    /// The stop for a failed memory access, with its allocation described.
    pub fn access_stop(&self, e: AccessError, what: &str) -> Stop {
        let (kind, message, alloc) = match e {
            AccessError::Null => (
                UbKind::NullDereference,
                format!("{what} through a null pointer"),
                None,
            ),
            AccessError::NoProvenance { addr } => (
                UbKind::NoProvenance,
                format!("{what} at address {addr:#x}, which no pointer provenance allows"),
                None,
            ),
            AccessError::OutOfBounds {
                alloc,
                offset,
                size,
            } => (
                UbKind::OutOfBounds,
                format!("{what} of {size} bytes at offset {offset} is out of bounds"),
                Some(alloc),
            ),
            AccessError::Dead { alloc } => (
                UbKind::UseAfterFree,
                format!("{what} of an allocation that is no longer live"),
                Some(alloc),
            ),
            AccessError::OutOfLifetime { alloc } => (
                UbKind::OutOfLifetime,
                format!("{what}: store to a stack object outside its lifetime"),
                Some(alloc),
            ),
            AccessError::Misaligned { addr, align } => (
                UbKind::MisalignedAccess,
                format!("{what} at address {addr:#x}, which is not aligned to {align} bytes"),
                None,
            ),
            AccessError::ReadOnly { alloc } => (
                UbKind::WriteToConstant,
                format!("{what}: store to constant memory"),
                Some(alloc),
            ),
            AccessError::Exhausted => return Stop::Bound(Bound::Memory),
            AccessError::Denied(d) => (
                UbKind::AttributeViolation,
                format!("{what}: {}", d.reason),
                Some(d.alloc),
            ),
            AccessError::InsideByte { addr, bit } => {
                return Stop::unsupported(format!(
                    "{what} through a pointer to bit {bit} of the byte at {addr:#x} (a field \
                     of an Explicitly Packed Structure): only load and store access memory \
                     inside a byte"
                ));
            }
        };
        let mut ub = Ub::new(kind, message);
        ub.allocation = alloc.map(|a| self.describe_alloc(a));
        Stop::Ub(Box::new(ub))
    }

    /// `@g (16 bytes, global)`-style description of an allocation.
    pub fn describe_alloc(&self, id: AllocId) -> String {
        let a = self.mem.info(id);
        let kind = match a.kind {
            AllocKind::Global => "global",
            AllocKind::Function => "function",
            AllocKind::Stack => "stack",
            AllocKind::Heap => "heap",
            AllocKind::Input => "input",
            AllocKind::External => "environment",
        };
        let state = match a.live {
            crate::mem::Liveness::Live => "",
            crate::mem::Liveness::OutOfLifetime => ", outside its lifetime",
            crate::mem::Liveness::Dead => ", dead",
        };
        format!(
            "{} ({} bytes, {kind}{state}, at {:#x})",
            a.name, a.size, a.base
        )
    }

    /// Resolves the undef bits of a scalar to concrete values (one use's
    /// legal choice); other values are returned unchanged.
    pub fn resolve_undef(&mut self, v: &Value) -> Value {
        match v {
            Value::Undef(u) => Value::Int(self.pick_member(ChoicePoint::UndefUse, u, &u.undef)),
            Value::Vector(es) => Value::Vector(
                es.iter()
                    .map(|e| self.resolve_undef(e))
                    .collect::<Vec<_>>()
                    .into(),
            ),
            Value::Aggregate(es) => Value::Aggregate(
                es.iter()
                    .map(|e| self.resolve_undef(e))
                    .collect::<Vec<_>>()
                    .into(),
            ),
            v => v.clone(),
        }
    }

    /// Builds a freshly chosen defined value for `freeze` of undef bits.
    pub fn freeze_bits(&mut self, u: &UndefBits) -> ApInt {
        self.pick_member(ChoicePoint::Freeze, u, &u.undef)
    }

    /// Resolves only the undef bits of a scalar that lie in `mask` (one
    /// use's legal choice for them), keeping the others undef; other
    /// values are returned unchanged.
    pub fn resolve_undef_in(&mut self, v: &Value, mask: &ApInt) -> Value {
        match v {
            Value::Undef(u) => {
                let bits = self.pick_member(ChoicePoint::UndefUse, u, mask);
                let undef = u.undef.and(&mask.not());
                if undef.is_zero() {
                    Value::Int(bits)
                } else {
                    Value::Undef(Box::new(UndefBits {
                        bits: bits.and(&undef.not()),
                        undef,
                    }))
                }
            }
            v => v.clone(),
        }
    }

    /// `u`'s bits with its undef bits inside `mask` chosen at `point` (the
    /// others zero): the choice is as wide as the number of those bits,
    /// its bits deposited into their positions lowest first, so that a
    /// few undef bits are a small choice the exploration enumerates.
    fn pick_member(&mut self, point: ChoicePoint, u: &UndefBits, mask: &ApInt) -> ApInt {
        let free = u.undef.and(mask);
        let k = free.ctpop();
        if k == 0 {
            return u.bits.clone();
        }
        let pick = self.choose(point, Domain::Bits(k));
        u.bits.or(&pick.deposit(&free))
    }

    /// UB if a call in progress promised `nofree` and `id` existed before it
    /// started (LangRef `nofree`: the function does not "call a
    /// memory-deallocation function ... on a memory allocation which
    /// existed before the call").
    pub fn check_nofree(&self, id: AllocId) -> Result<(), Stop> {
        match self
            .frames
            .iter()
            .find(|f| f.promises.nofree && id.0 < f.first_alloc)
        {
            Some(f) => Err(Stop::ub(
                UbKind::AttributeViolation,
                format!(
                    "@{} is nofree but frees an allocation that existed before its call",
                    self.prog.funcs[f.func.0 as usize].name
                ),
            )),
            None => Ok(()),
        }
    }

    /// A pointer to `alloc`'s first byte.
    pub fn alloc_ptr(&self, id: AllocId) -> Pointer {
        Pointer::new(id, self.mem.base(id))
    }

    /// The source span of the running instruction.
    pub fn span(&self) -> Span {
        self.current.as_ref().map(|l| l.span).unwrap_or_default()
    }

    /// Records an observable event (unless the output is streamed: then
    /// nobody compares events, and a long run must not keep them all).
    pub fn event(&mut self, e: Event) {
        if self.sink.is_none() {
            self.events.push(e);
        }
    }

    /// `%a = i32 7` for each register the instruction reads, from the frame
    /// it ran in.
    fn operand_report(&self, inst: &CInst) -> Vec<String> {
        let (Some(frame), Some(loc)) = (self.frames.last(), &self.current) else {
            return Vec::new();
        };
        if frame.func != loc.func {
            return Vec::new();
        }
        let m = &self.prog.module;
        let Some(body) = &m.func(frame.func).body else {
            return Vec::new();
        };
        inst.register_operands()
            .into_iter()
            .filter_map(|r| {
                let local = body.locals.get(r as usize)?;
                let name = local
                    .name
                    .as_ref()
                    .map_or_else(|| r.to_string(), |n| n.to_string());
                let v = &*frame.regs.value(r);
                Some(format!(
                    "%{name} = {}",
                    typed_value(&m.types, Some(&self.mem), local.ty, v)
                ))
            })
            .collect()
    }

    /// The program, for step functions.
    pub fn program(&self) -> &'p Program {
        self.prog
    }

    /// The module, shared.
    pub fn module(&self) -> &Arc<crate::syntax::Module> {
        &self.prog.module
    }
}

/// ` (memory(read))`-style text of what restricts a call, for messages.
fn effects_suffix(p: &CallPromises) -> String {
    let t = p.memory.text();
    if t.is_empty() { t } else { format!(" ({t})") }
}

/// Whether a scalar breaks a poison-making attribute: `nonnull`, `align`,
/// `range`, the ranges of a call's `!range` metadata, or `nofpclass` (a
/// format whose classes are not known counts as not breaking it).
fn violates_value_attrs(attrs: &ValueAttrs, v: &Value) -> bool {
    match v {
        Value::Float(f) => {
            attrs.nofpclass != 0
                && super::ops::float::bits::is_fpclass(f.kind, f.bits, attrs.nofpclass)
                    .unwrap_or(false)
        }
        Value::Ptr(p) => {
            (attrs.nonnull && p.addr == 0) || attrs.align.is_some_and(|a| a > 1 && p.addr % a != 0)
        }
        Value::Int(i) => {
            attrs
                .range
                .as_ref()
                .is_some_and(|(lo, hi)| !super::ops::ranges::in_range(i, lo, hi))
                || (!attrs.range_md.is_empty()
                    && !attrs
                        .range_md
                        .iter()
                        .any(|(lo, hi)| super::ops::ranges::in_range(i, lo, hi)))
        }
        Value::Undef(u) => undef_may_violate(attrs, u),
        _ => false,
    }
}

/// Whether some member of a scalar with undef bits breaks `nonnull`,
/// `align` or `nofpclass` (rule [attr-undef] in `semantics/other.md`):
/// the null address is a member when every defined bit is 0; a
/// misaligned address when a low bit is undef or set; a value of an
/// excluded class when every bit is undef (a float with some defined bits
/// is left as it is). Such a value becomes poison: LangRef makes each
/// violating member poison, and among the members, poison is the one a
/// source may choose to be refined by anything and the one a target run
/// must account for, so deciding on it gives the verdict of every member.
/// `range` first takes one member instead ([attr-range-undef]).
fn undef_may_violate(attrs: &ValueAttrs, u: &UndefBits) -> bool {
    let low_bits = |a: u64| {
        let w = u.bits.width();
        ApInt::from_u64(w, a - 1)
    };
    (attrs.nonnull && u.bits.is_zero())
        || attrs.align.is_some_and(|a| {
            a > 1 && {
                let m = low_bits(a);
                !u.bits.and(&m).is_zero() || !u.undef.and(&m).is_zero()
            }
        })
        || (attrs.nofpclass != 0 && u.is_all_undef())
}

/// Whether an instruction doing `op`, reading register `r` once, uses the
/// member `r` holds in place: it consumes it (a branch condition, an
/// address) or computes its own result from it (which is then noted as a
/// member too, see [`Machine::member_read`]). A call, a `ret`, the value
/// of a `store`, an atomic operation and a `va_arg` carry the member
/// where its further uses go uncounted.
fn consumes_in_place(op: &Op, r: u32) -> bool {
    match op {
        Op::CondBr { .. }
        | Op::Switch { .. }
        | Op::IndirectBr { .. }
        | Op::FNeg { .. }
        | Op::Binary { .. }
        | Op::ExtractElement { .. }
        | Op::InsertElement { .. }
        | Op::ShuffleVector { .. }
        | Op::ExtractValue { .. }
        | Op::InsertValue { .. }
        | Op::Alloca { .. }
        | Op::Load { .. }
        | Op::Gep { .. }
        | Op::Cast { .. }
        | Op::ICmp { .. }
        | Op::FCmp { .. }
        | Op::Select { .. } => true,
        Op::Store { val, .. } => *val != Opnd::Reg(r),
        Op::Ret(_)
        | Op::Br(_)
        | Op::Unreachable
        | Op::Fence(_)
        | Op::CmpXchg { .. }
        | Op::AtomicRmw { .. }
        | Op::Freeze(_)
        | Op::Call(_)
        | Op::VaArg { .. }
        | Op::Unsupported(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A frame of at most 128 bytes is written in place when pushed
    /// (larger, the compiler copies it with a call to `memcpy`; decision
    /// 0054).
    #[test]
    fn a_frame_fits_in_128_bytes() {
        assert!(
            std::mem::size_of::<Frame<'_>>() <= 128,
            "{}",
            std::mem::size_of::<Frame<'_>>()
        );
    }

    #[test]
    fn a_result_register_round_trips_in_four_bytes() {
        assert_eq!(std::mem::size_of::<RetDst>(), 4);
        for r in [None, Some(0), Some(1), Some(7), Some(u32::MAX - 1)] {
            assert_eq!(RetDst::new(r).get(), r);
        }
    }
}
