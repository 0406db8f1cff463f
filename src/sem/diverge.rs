//! Deciding that a run loops forever without doing anything observable
//! (semantics/divergence.md, decision 0030).
//!
//! A run that hits the step bound may be one that never ends. LangRef
//! ("Function Attributes", `mustprogress`; "'llvm.sideeffect' Intrinsic")
//! makes non-termination a behaviour of its own: a function without
//! `mustprogress` may loop forever without side effects, and a correct
//! transformation keeps it looping. With `mustprogress` (or `willreturn`,
//! which implies it) such a loop is undefined behaviour.
//!
//! When a run reaches the step bound, [`Machine::probe_divergence`] runs it
//! on for a bounded number of steps and looks for a machine state that
//! recurs exactly (Brent's cycle detection: the state at checkpoints
//! `2^k` steps apart is kept and every later state at the same place in
//! the code is compared with it in full, never by a hash alone). The state
//! is the call stack from the lowest frame that ran in between up (the
//! frames below it are untouched; for each: function, block, instruction,
//! every register, the frame's stack objects and variadic arguments, its
//! promises), the
//! contents and records of every allocation (per-bit poison and undef,
//! pointer provenance, liveness), the rounding mode and the undef budget.
//! The probe gives up (the run stays bounded) at the first event, choice
//! or allocation, when any state it cannot copy is present (a C library
//! callback in progress, library state such as `rand`'s, an access guard,
//! `!invariant.load` watching),
//! when a snapshot exceeds its size cap, and when its steps run out. A
//! recurring state reached with no event, no choice, no call of the
//! environment and no allocation in between is a run that does the same
//! thing again forever: the run diverges after the events it made. Choices
//! are allowed where the run's oracle is memoryless (its answer a function
//! of the domain alone, as the refinement checker's sticky source runs):
//! the recurring state then makes the same choices again, and the run the
//! probe found is one of the program's runs (a `guard` that may fail
//! spuriously in every iteration of an endless loop, and never does).
//!
//! Recursion that never ends (a run that reaches the depth bound is probed
//! too, with the depth bound raised as the step bound is) recurs one or
//! more frames deeper: the running frame is the same as at the checkpoint
//! (function, place, registers, return register, promises), so are the
//! memory and the other state, and no frame at or below the checkpoint's
//! running frame returned or unwound in between. The steps in between read
//! nothing of the frames below the checkpoint's running frame (a frame is
//! read by its own steps and by a return into it), so the steps from the
//! deeper state repeat them one recursion level further, forever: the
//! calls never return (LangRef has no bound on the depth of calls).
//!
//! Registers holding a resolved undef result (a member of a set of values
//! an undef use chose, see [`super::deferred`]) are part of a frame's
//! state: their list is compared entry by entry (the register, whether it
//! holds an address with undef bits, the same recipe object or none, and
//! whether the member was read yet). The step at which it was read is not
//! compared: a later step only asks whether it was read, and at a step
//! other than its own (decision 0045).
//!
//! While the run tracks the capture taint of the entry function's
//! `captures(none)` parameters (see `super::capture`), that taint is
//! state too: the taint of each compared frame's registers and the list of
//! captured slots are compared as the registers and the memory are (the
//! taint decides whether a later `ptrtoint`, `ret` or store of a pointer is
//! UB or poison, so an equal taint repeats the same steps; decision 0051).

use super::code::CallPromises;
use super::events::Event;
use super::machine::Machine;
use super::ops::float::modes::RoundingMode;
use super::stop::{Stop, Ub, UbKind};
use crate::mem::bytes::ProvFragment;
use crate::mem::{AllocInfo, ByteBits, Span};
use crate::syntax::{BlockId, FuncId, Metadata, TypeId};
use crate::value::{AllocId, Reg, Value};

/// At most this many steps past the step bound are probed (and never more
/// than the step bound itself, so a probe at most doubles a run's steps).
pub const MAX_PROBE_STEPS: u64 = 1 << 20;

/// A snapshot holding more than this many bytes of state gives up the
/// probe.
pub const MAX_SNAPSHOT_BYTES: u64 = 1 << 20;

/// The probe gives up once the snapshots and comparisons it made copied
/// this many bytes of state in total (16 copies of the largest
/// snapshot).
pub const MAX_PROBE_WORK: u64 = 1 << 24;

/// At most this many of the top frames are saved in a snapshot: the
/// frames below the lowest one that runs between two states are not
/// touched in between, so only those from it up are compared (a loop
/// that many calls down, or deeper, is not recognized).
pub const MAX_SAVED_FRAMES: usize = 64;

/// How a run that loops forever silently was recognized (the payload of
/// [`Stop::Diverged`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diverged {
    /// The step at which the recurring state was first seen.
    pub first: u64,
    /// The steps between two occurrences of it.
    pub period: u64,
    /// The function the looping frame runs.
    pub func: FuncId,
    /// The frames each recurrence adds: 0 for a loop, more for recursion
    /// that never ends.
    pub deeper: usize,
}

/// One frame as the probe compares it.
#[derive(Clone, Debug)]
struct FrameState {
    func: FuncId,
    block: BlockId,
    pc: usize,
    regs: Vec<Reg>,
    allocas_from: u32,
    varargs: Option<Vec<(Value, TypeId)>>,
    ret_dst: Option<u32>,
    ret_ty: TypeId,
    promises: CallPromises,
    first_alloc: u32,
    scoped: bool,
    resolved: Vec<ResolvedState>,
}

/// One entry of a frame's resolved results as the probe compares it (see
/// the module doc).
#[derive(Clone, Debug)]
struct ResolvedState {
    reg: u32,
    undef_address: bool,
    recipe: Option<std::rc::Rc<super::deferred::Recipe>>,
    read: bool,
}

impl ResolvedState {
    /// The probe's copy of `e`.
    fn of(e: &super::machine::Resolved) -> ResolvedState {
        ResolvedState {
            reg: e.reg,
            undef_address: e.undef_address,
            recipe: e.recipe.clone(),
            read: e.read_at.get().is_some(),
        }
    }

    /// Whether `e` is this entry (the recipe compared by identity).
    fn matches(&self, e: &super::machine::Resolved) -> bool {
        let same_recipe = match (&self.recipe, &e.recipe) {
            (None, None) => true,
            (Some(a), Some(b)) => std::rc::Rc::ptr_eq(a, b),
            _ => false,
        };
        self.reg == e.reg
            && self.undef_address == e.undef_address
            && same_recipe
            && self.read == e.read_at.get().is_some()
    }
}

impl FrameState {
    /// Whether frame `f` is this one: the same place, the same other
    /// fields, then register by register (stopping at the first that
    /// differs).
    fn matches(&self, f: &super::machine::Frame) -> bool {
        f.func == self.func
            && f.block == self.block
            && f.pc == self.pc
            && f.ret_dst.get() == self.ret_dst
            && f.ret_ty == self.ret_ty
            && f.promises == self.promises
            && f.first_alloc == self.first_alloc
            && f.scoped == self.scoped
            && f.allocas_from == self.allocas_from
            && f.varargs() == self.varargs.as_ref()
            && f.code.regs as usize == self.regs.len()
            && f.resolved.len() == self.resolved.len()
            && self
                .resolved
                .iter()
                .zip(&f.resolved)
                .all(|(s, e)| s.matches(e))
            && self
                .regs
                .iter()
                .enumerate()
                .all(|(r, saved)| f.regs.reg(r as u32) == *saved)
    }
}

/// A stretch of an allocation's contents.
#[derive(Clone, Debug, PartialEq)]
enum Stretch {
    /// This many bytes holding these bits.
    Uniform(u64, ByteBits),
    /// Bytes one by one, with their pointer fragments.
    Bytes(Vec<(ByteBits, Option<ProvFragment>)>),
}

/// One allocation as the probe compares it.
#[derive(Clone, Debug, PartialEq)]
struct AllocState {
    id: AllocId,
    info: AllocInfo,
    /// Its contents by offset (empty for an allocation that cannot be
    /// written: a constant global or a function).
    contents: Vec<(u64, Stretch)>,
}

/// The machine's other state that later steps read.
#[derive(Clone, Debug, PartialEq)]
struct Misc {
    rounding: RoundingMode,
    derived_budget: u32,
    allocations: usize,
}

/// The probe's copy of a machine state.
#[derive(Clone, Debug)]
struct State {
    /// The top [`MAX_SAVED_FRAMES`] frames (at most), the running one
    /// last.
    frames: Vec<FrameState>,
    /// How many frames there were.
    depth: usize,
    /// Every frame's stack objects, in one list (see
    /// `Machine::stack_allocs`).
    stack_allocs: Vec<AllocId>,
    misc: Misc,
    memory: Vec<AllocState>,
    /// The capture taint of the saved frames and the captured slots, while
    /// the run tracks it (decision 0051).
    capture: Option<super::capture::TaintSnapshot>,
}

/// What the probe found.
enum Found {
    /// The state recurred: the run diverges.
    Cycle(Diverged, usize),
    /// Not decided.
    GaveUp,
}

/// The lengths of what a run records, to tell whether a probe step did
/// anything observable or non-deterministic, and to undo it.
struct Marks {
    events: usize,
    /// The length and `willreturn` of the last event if it is output
    /// (later output to the same stream is appended to it).
    last_output: Option<(usize, bool)>,
    stdout: usize,
    stderr: usize,
    choices: usize,
    allocations: usize,
    env_calls: usize,
    steps: u64,
    env: super::environment::EnvState,
    current: Option<super::stop::Location>,
    approximated: bool,
    fast_math_approximated: bool,
    fixed_choices: usize,
    returned_freeze: Option<usize>,
}

impl Marks {
    fn of(m: &Machine) -> Marks {
        Marks {
            events: m.events.len(),
            last_output: match m.events.last() {
                Some(Event::Output {
                    bytes, willreturn, ..
                }) => Some((bytes.len(), *willreturn)),
                _ => None,
            },
            stdout: m.stdout.len(),
            stderr: m.stderr.len(),
            choices: m.choices.len(),
            allocations: m.mem.len(),
            env_calls: m.envs.log.len(),
            steps: m.steps,
            env: m.envs.clone(),
            current: m.current.clone(),
            approximated: m.approximated,
            fast_math_approximated: m.fast_math_approximated,
            fixed_choices: m.fixed_choices,
            returned_freeze: m.returned_freeze,
        }
    }

    /// Whether `m` did something since: an event (output included, which
    /// may grow the last event, and grows `stdout` or `stderr` with it), a
    /// choice (unless the oracle is memoryless: its answers are a
    /// function of the state, so a recurring state makes them again), an
    /// allocation, a call of the environment.
    fn moved(&self, m: &Machine) -> bool {
        m.events.len() != self.events
            || m.stdout.len() != self.stdout
            || m.stderr.len() != self.stderr
            || (m.choices.len() != self.choices && !m.oracle_is_memoryless())
            || m.mem.len() != self.allocations
            || m.envs.log.len() != self.env_calls
    }

    /// Undoes what a probe that gave up recorded: the run ends at the
    /// step bound as it was when the probe began (but for the memory,
    /// which no one reads after a bound).
    fn restore(self, m: &mut Machine) {
        m.events.truncate(self.events);
        if let (
            Some((len, returns)),
            Some(Event::Output {
                bytes, willreturn, ..
            }),
        ) = (self.last_output, m.events.last_mut())
        {
            bytes.truncate(len);
            *willreturn = returns;
        }
        m.stdout.truncate(self.stdout);
        m.stderr.truncate(self.stderr);
        m.choices.truncate(self.choices);
        m.steps = self.steps;
        m.envs = self.env;
        m.current = self.current;
        m.approximated = self.approximated;
        m.fast_math_approximated = self.fast_math_approximated;
        m.fixed_choices = self.fixed_choices;
        m.returned_freeze = self.returned_freeze;
    }
}

impl<'p> Machine<'p, '_> {
    /// Called when the run stopped at the step bound: whether it provably
    /// loops forever (module doc). Returns the run's new stop if so:
    /// [`Stop::Diverged`], or immediate UB ([`UbKind::NoForwardProgress`])
    /// when a function on the stack promised progress; `None` otherwise,
    /// with the run's record (events, output, choices, steps) as it was
    /// at the bound. The program's output is kept during the probe (it
    /// gives up at the first), and its steps are not traced. Also returns
    /// the steps a probe that gave up ran (and took back from the run's
    /// count), so that callers with a work budget can charge them.
    pub fn probe_divergence(&mut self) -> (Option<Stop>, u64) {
        let budget = self.limits.max_steps.clamp(1 << 10, MAX_PROBE_STEPS);
        let marks = Marks::of(self);
        let bound = self.limits.max_steps;
        let depth = self.limits.max_depth;
        let sink = self.sink.take();
        let trace = self.trace.take();
        self.limits.max_steps = self.steps.saturating_add(budget);
        self.limits.max_depth = depth.saturating_mul(2);
        self.probing = true;
        let found = self.find_cycle(&marks, budget);
        self.probing = false;
        self.limits.max_steps = bound;
        self.limits.max_depth = depth;
        self.sink = sink;
        self.trace = trace;
        let stop = match found {
            Found::Cycle(d, looping) => self.diverged(d, looping),
            Found::GaveUp => None,
        };
        let mut given_back = 0;
        if stop.is_none() {
            given_back = self.steps.saturating_sub(marks.steps);
            marks.restore(self);
        }
        (stop, given_back)
    }

    /// Brent's cycle detection over at most `budget` steps.
    fn find_cycle(&mut self, marks: &Marks, budget: u64) -> Found {
        let mut work = 0u64;
        let Some(mut saved) = self.state(&mut work) else {
            return Found::GaveUp;
        };
        let mut saved_at = self.steps;
        let mut min_depth = self.frames.len();
        let mut power = 1u64;
        let mut taken = 0u64;
        while self.steps - marks.steps < budget && work <= MAX_PROBE_WORK {
            if self.step().is_err() || marks.moved(self) {
                return Found::GaveUp;
            }
            min_depth = min_depth.min(self.frames.len());
            taken += 1;
            if self.at_same_place(&saved) && self.same_state(&saved, min_depth, &mut work) {
                let looping = min_depth.saturating_sub(1);
                let func = self.frames.get(looping).map_or(FuncId(0), |f| f.func);
                return Found::Cycle(
                    Diverged {
                        first: saved_at,
                        period: self.steps - saved_at,
                        func,
                        deeper: self.frames.len() - saved.depth,
                    },
                    looping,
                );
            }
            if taken == power {
                let Some(now) = self.state(&mut work) else {
                    return Found::GaveUp;
                };
                saved = now;
                saved_at = self.steps;
                min_depth = self.frames.len();
                power = power.saturating_mul(2);
                taken = 0;
            }
        }
        Found::GaveUp
    }

    /// Whether the running instruction is where it was in `saved` (the
    /// cheap test before the full comparison).
    fn at_same_place(&self, saved: &State) -> bool {
        match (self.frames.last(), saved.frames.last()) {
            (Some(f), Some(s)) => {
                self.frames.len() >= saved.depth
                    && f.func == s.func
                    && f.block == s.block
                    && f.pc == s.pc
            }
            _ => false,
        }
    }

    /// Whether the machine's state is `saved`'s, `min_depth` being the
    /// fewest frames there were since: the frames from the lowest that ran
    /// since up (in place, stopping at the first difference; with more
    /// frames than `saved`, which needs that no frame of `saved` returned,
    /// the running frame against `saved`'s, see the module doc) and the
    /// other state first, the memory only if they are equal.
    fn same_state(&self, saved: &State, min_depth: usize, work: &mut u64) -> bool {
        let deeper = self.frames.len().saturating_sub(saved.depth);
        let lowest = min_depth.saturating_sub(1);
        let kept = saved.depth - saved.frames.len();
        if (deeper > 0 && min_depth < saved.depth)
            || lowest < kept
            || !self.copyable()
            || self.misc() != saved.misc
            || self.stack_allocs != saved.stack_allocs
        {
            return false;
        }
        let mine = &self.frames[lowest + deeper..];
        for (f, s) in mine.iter().zip(&saved.frames[lowest - kept..]) {
            *work += 16 * s.regs.len() as u64;
            if !s.matches(f) {
                return false;
            }
        }
        let same_taint = match (&self.envs.capture, &saved.capture) {
            (None, None) => true,
            (Some(c), Some(s)) => c.matches(s, lowest + deeper, lowest, mine.len()),
            _ => false,
        };
        if !same_taint {
            return false;
        }
        self.memory_state(work)
            .is_some_and(|memory| memory == saved.memory)
    }

    /// Whether the machine holds nothing the probe cannot copy (module
    /// doc).
    fn copyable(&self) -> bool {
        self.natives.is_empty()
            && self.invariant.is_none()
            && self.deoptimized.is_none()
            && !self.resolving
            && matches!(self.pending, super::deferred::Pending::None)
            && self.current_call.is_none()
            && !self.library_state.is_set()
            && self.mem.guard().is_none()
            && self
                .frames
                .iter()
                .all(|f| f.va_areas().is_none() && !f.returns_to_native)
    }

    /// The machine's other state that later steps read.
    fn misc(&self) -> Misc {
        Misc {
            rounding: self.rounding_mode(),
            derived_budget: self.derived_budget,
            allocations: self.mem.len(),
        }
    }

    /// A copy of the state, or `None` when it holds something the probe
    /// cannot copy or it is too large; adds the bytes copied to `work`.
    fn state(&self, work: &mut u64) -> Option<State> {
        if !self.copyable() {
            return None;
        }
        let mut size = 0u64;
        let kept = self.frames.len().saturating_sub(MAX_SAVED_FRAMES);
        let mut frames = Vec::with_capacity(self.frames.len() - kept);
        for f in &self.frames[kept..] {
            let regs: Vec<Reg> = (0..f.code.regs).map(|r| f.regs.reg(r)).collect();
            let varargs = f.varargs().map_or(0, |v| v.len());
            size += 16 * (regs.len() + varargs + f.resolved.len()) as u64 + 64;
            frames.push(FrameState {
                func: f.func,
                block: f.block,
                pc: f.pc,
                regs,
                allocas_from: f.allocas_from,
                varargs: f.varargs().cloned(),
                ret_dst: f.ret_dst.get(),
                ret_ty: f.ret_ty,
                promises: f.promises,
                first_alloc: f.first_alloc,
                scoped: f.scoped,
                resolved: f.resolved.iter().map(ResolvedState::of).collect(),
            });
        }
        size += 8 * self.stack_allocs.len() as u64;
        let capture = self.envs.capture.as_ref().map(|c| {
            let (snap, bytes) = c.snapshot(kept, self.frames.len());
            size += bytes;
            snap
        });
        *work += size;
        if size > MAX_SNAPSHOT_BYTES {
            return None;
        }
        Some(State {
            frames,
            depth: self.frames.len(),
            stack_allocs: self.stack_allocs.clone(),
            misc: self.misc(),
            memory: self.memory_state(work)?,
            capture,
        })
    }

    /// A copy of every allocation's record and of the contents of those
    /// that can be written, or `None` above [`MAX_SNAPSHOT_BYTES`].
    fn memory_state(&self, work: &mut u64) -> Option<Vec<AllocState>> {
        let mut size = 0u64;
        let mut out = Vec::new();
        for (id, info) in self.mem.allocations() {
            let mut contents = Vec::new();
            if info.mutable {
                self.mem.visit_contents(id, &mut |at, span| {
                    let stretch = match span {
                        Span::Uniform(n, bits) => Stretch::Uniform(n, bits),
                        Span::Bytes(b) => {
                            Stretch::Bytes((0..b.len()).map(|i| (b.bits(i), b.prov(i))).collect())
                        }
                    };
                    size += match &stretch {
                        Stretch::Uniform(..) => 16,
                        Stretch::Bytes(v) => 16 * v.len() as u64,
                    };
                    contents.push((at, stretch));
                });
            }
            size += 64;
            if size > MAX_SNAPSHOT_BYTES {
                *work += size;
                return None;
            }
            out.push(AllocState { id, info, contents });
        }
        *work += size;
        Some(out)
    }

    /// The stop of a run found to loop forever, `looping` being the index
    /// of the frame the loop runs in (the frames below it wait for calls
    /// that never return); `None` when a rule the probe does not decide
    /// may make it UB (see [`progress_undecided`]). LangRef "Function
    /// Attributes": a `willreturn` function that does not return has
    /// undefined behaviour; so has a `mustprogress` function that neither
    /// returns nor interacts with the environment, but one that calls a
    /// function without `mustprogress` that never returns is well defined.
    ///
    /// In recursion that never ends every frame on the stack waits
    /// forever, and every function of the frames above `looping` runs in
    /// the cycle: a `mustprogress` one other than the looping frame's, or
    /// `llvm.loop.mustprogress` in any of them, leaves it undecided.
    fn diverged(&self, d: Diverged, looping: usize) -> Option<Stop> {
        let module = &self.prog.module;
        let looping = looping.min(self.frames.len().saturating_sub(1));
        let waiting = match d.deeper {
            0 => &self.frames[..=looping],
            _ => &self.frames[..],
        };
        let name = |f: FuncId| &self.prog.funcs[f.0 as usize].name;
        let willreturn = waiting.iter().find(|f| {
            f.promises.willreturn
                || module
                    .expand_attrs(&module.func(f.func).fn_attrs)
                    .has("willreturn")
        });
        let has_mustprogress = |func: FuncId| {
            module
                .expand_attrs(&module.func(func).fn_attrs)
                .has("mustprogress")
        };
        let mustprogress = has_mustprogress(d.func);
        let (sideeffect, mut loop_md) = progress_undecided(self, d.func);
        if d.deeper > 0 {
            for f in &self.frames[looping..] {
                if f.func != d.func && has_mustprogress(f.func) {
                    return None;
                }
                loop_md |= progress_undecided(self, f.func).1;
            }
        }
        let promise = match willreturn {
            Some(f) => format!("@{} is willreturn", name(f.func)),
            // `llvm.sideeffect` counts as progress: whether the loop
            // calls it is not tracked.
            None if mustprogress && sideeffect => return None,
            None if mustprogress => format!("@{} is mustprogress", name(d.func)),
            // Which loop of the function the state cycles in is not
            // tracked.
            None if loop_md => return None,
            None => return Some(Stop::Diverged(Box::new(d))),
        };
        Some(Stop::Ub(Box::new(Ub::new(
            UbKind::NoForwardProgress,
            format!(
                "{promise} but loops forever without side effects (the state at step {} recurs every {} steps)",
                d.first, d.period
            ),
        ))))
    }
}

/// Whether the module uses `llvm.sideeffect` (LangRef "'llvm.sideeffect'
/// Intrinsic": its calls count as progress), and whether a loop of `func`
/// carries `llvm.loop.mustprogress` (LangRef "'llvm.loop.mustprogress'
/// Metadata": that loop must terminate or interact with the environment).
fn progress_undecided(m: &Machine, func: FuncId) -> (bool, bool) {
    let module = &m.prog.module;
    let sideeffect = m.prog.funcs.iter().any(|f| f.name == "llvm.sideeffect");
    let loop_md = module.func(func).body.as_ref().is_some_and(|body| {
        body.blocks.iter().flat_map(|b| &b.insts).any(|i| {
            i.md.iter()
                .any(|(k, md)| k == "llvm.loop" && mentions_mustprogress(module, md, 0))
        })
    });
    (sideeffect, loop_md)
}

/// Whether metadata `md` (following numbered nodes a few levels deep)
/// holds the string `llvm.loop.mustprogress`.
fn mentions_mustprogress(module: &crate::syntax::Module, md: &Metadata, depth: u32) -> bool {
    if depth > 4 {
        return false;
    }
    match md {
        Metadata::String(s) => s == b"llvm.loop.mustprogress",
        Metadata::Ref(id) => module
            .md_node(*id)
            .is_some_and(|n| mentions_mustprogress(module, n, depth + 1)),
        Metadata::Tuple { elems, .. } => elems
            .iter()
            .flatten()
            .any(|e| mentions_mustprogress(module, e, depth + 1)),
        _ => false,
    }
}
