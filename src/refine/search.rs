//! The search for one input: the target's non-determinism is explored as
//! "for all" (every leaf of its choice tree within bounds), the source's as
//! "exists" (exhaustively when small, else guided by the values the target
//! produced), and each target behaviour must be allowed by some source
//! behaviour.

use std::sync::Arc;

use super::RefineConfig;
use super::behaviour::{Behaviour, End, Lens, Obs, ObsEvent, observe};
use super::compare::{Cover, Mismatch, allowed, allows, closeness, cover, may_allow_unfinished};
use super::inputs::Input;
use crate::apint::ApInt;
use crate::mem::PlannedBlock;
use crate::oracle::{Choice, ChoicePoint, Domain, ExploreBounds, Explorer, Oracle};
use crate::sem::environment::{CallRecord, Environment};
use crate::sem::program::Program;
use crate::sem::run::{Arg, RunOptions, RunResult, run_function};
use crate::sem::stop::{Bound, Stop};
use crate::syntax::FuncId;
use crate::value::Value;

/// A behaviour with the choices of the first run that showed it.
pub type Shown = (Behaviour, Vec<ApInt>);

/// One side's explored behaviours.
#[derive(Clone, Debug)]
pub struct Explored {
    /// Distinct behaviours with the choices of the first run that showed
    /// each.
    pub behaviours: Vec<Shown>,
    /// Whether every leaf of the choice tree was visited.
    pub exhaustive: bool,
    /// The calls of the environment its runs made (distinct), which the
    /// source's calls with less defined inputs may take their outcomes
    /// from.
    pub calls: Vec<CallRecord>,
    /// The stack objects of its first run, whose addresses the source may
    /// take (see [`crate::mem::Memory::set_plan`]).
    pub layout: Vec<PlannedBlock>,
    /// Why the exploration stopped before its end, if it did.
    pub halt: Option<Halt>,
}

/// Why one input's check stopped before it was done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Halt {
    /// The wall-clock deadline (the safety net) passed.
    Time,
    /// The input's share of the function's work budget was spent.
    Work,
}

impl Halt {
    /// The input's outcome when its check stopped for this reason.
    pub fn outcome(self) -> InputOutcome {
        match self {
            Halt::Time => InputOutcome::OutOfTime,
            Halt::Work => InputOutcome::OverBudget,
        }
    }
}

/// The work a run costs beyond its steps (setting up memory and the
/// environment, observing the behaviour), in steps: on short runs it is
/// most of the time a check takes. With [`CALL_COST`], fitted to the times
/// of the Transforms corpus's slowest checks (paper-notes/refinement-rules.md).
pub const RUN_COST: u64 = 200;

/// The work a call of the environment costs beyond its step, in steps
/// (its answer is derived from its inputs, and recorded).
pub const CALL_COST: u64 = 100;

/// The work a non-deterministic choice costs beyond its step, in steps:
/// the oracle's bookkeeping (the explorer's candidates, the choice log).
/// Measured on LoopInstSimplify/pr55072.ll `@test_01` (an undef use per
/// iteration of an endless loop): uncharged, its check spent 4.8 s of CPU
/// on 2e7 work where a check without choices spends about 0.1 µs per
/// unit; a choice per two steps cost about 0.48 µs, so about 4 units per
/// choice (paper-notes/refinement-rules.md).
pub const CHOICE_COST: u64 = 4;

/// What one input's check may spend and has spent: work (each run's
/// interpreter steps, those of a divergence probe that gave up included,
/// plus [`RUN_COST`], plus [`CALL_COST`] per call of the environment and
/// [`CHOICE_COST`] per choice), which makes the check stop the same way
/// whatever the machine's load, and the wall-clock deadline, a safety net
/// only.
#[derive(Clone, Debug)]
pub struct Meter {
    /// The work spent so far.
    pub used: u64,
    cap: u64,
    /// How the runs it counts are observed (its deadline is the check's).
    lens: Lens,
    /// The configured steps bound, when this pass's is below it (a pass
    /// of `check_all`'s ladder): an input that hits this pass's bound is
    /// then checked again with more steps.
    configured_steps: Option<u64>,
}

impl Meter {
    /// A meter allowing `cap` work before the configuration's deadline,
    /// for a check whose modules define their constant globals alike (or
    /// not: [`super::alike::constants_alike`]).
    pub fn new(cap: u64, cfg: &RefineConfig, constants_alike: bool) -> Meter {
        Meter {
            used: 0,
            cap,
            lens: Lens {
                deadline: cfg.limits.deadline,
                skip_constants: constants_alike,
            },
            configured_steps: None,
        }
    }

    /// How the runs this meter counts are observed.
    pub fn lens(&self) -> Lens {
        self.lens
    }

    /// This meter for a pass of `check_all`'s ladder whose steps bound is
    /// below the configured one, `configured`.
    pub fn below(self, configured: u64) -> Meter {
        Meter {
            configured_steps: Some(configured),
            ..self
        }
    }

    /// Why no further run may start, if none may.
    pub fn halted(&self) -> Option<Halt> {
        if self
            .lens
            .deadline
            .is_some_and(|d| std::time::Instant::now() >= d)
        {
            Some(Halt::Time)
        } else if self.used >= self.cap {
            Some(Halt::Work)
        } else {
            None
        }
    }

    /// Charges a finished run.
    pub fn charge(&mut self, r: &RunResult) {
        let calls = r.env_state.log.len() as u64;
        let choices = r.choices.len() as u64;
        self.used = self.used.saturating_add(
            r.steps + r.probe_steps + RUN_COST + CALL_COST * calls + CHOICE_COST * choices,
        );
    }
}

/// What checking one input found.
#[derive(Clone, Debug)]
pub enum InputOutcome {
    /// Every target behaviour is allowed.
    Refines {
        /// Whether every leaf of the target's choice tree was visited (if
        /// not, some of its choices were sampled).
        target_exhaustive: bool,
    },
    /// A target behaviour no source behaviour allows.
    NotRefines {
        /// The target behaviour.
        target: Box<Behaviour>,
        /// The choices that reproduce it.
        target_choices: Vec<String>,
        /// What the source can do.
        source: Vec<Behaviour>,
        /// The choices of a source run showing the closest source
        /// behaviour (the one whose first failed check comes last).
        source_choices: Vec<String>,
        /// The first failed check against the closest source behaviour.
        mismatch: Mismatch,
        /// The environment it was found in: the input's, or one made to
        /// diverge on a call only the target makes.
        env: Environment,
    },
    /// A run hit this bound, so this input tells nothing (why, in words).
    Skipped(Bound, String),
    /// The function's wall-clock bound ran out before or while this input
    /// was checked.
    OutOfTime,
    /// The function's work budget ran out before or while this input was
    /// checked.
    OverBudget,
    /// Not checked: an earlier input (in input order) already gave a
    /// counterexample.
    Cancelled,
    /// A target behaviour matched no explored source behaviour, but the
    /// source was not explored completely: a likely, unproven counterexample
    /// (why, and whether some source run hit the steps bound).
    Unproven(String, bool),
    /// Something was not supported, named.
    Unsupported(String),
}

impl InputOutcome {
    /// Appends `more` to the reason of a skipped or unproven input.
    pub fn note(&mut self, more: &str) {
        if let InputOutcome::Skipped(_, why) | InputOutcome::Unproven(why, _) = self {
            why.push_str(more);
        }
    }

    /// Whether a run hit the steps bound and the input stayed undecided:
    /// a larger step budget might decide it.
    pub fn hit_steps(&self) -> bool {
        matches!(
            self,
            InputOutcome::Skipped(Bound::Steps, _) | InputOutcome::Unproven(_, true)
        )
    }
}

/// How a side runs on `input`.
pub(super) fn run_options(cfg: &RefineConfig, input: &Input) -> RunOptions {
    RunOptions {
        limits: cfg.limits,
        trace: false,
        program_args: Vec::new(),
        env: input.env,
        matching: None,
        addresses: None,
        stdin: None,
        probe_divergence: true,
    }
}

/// Runs every leaf of a function's choice tree for one input (the
/// target's "for all"), with the stack objects at the addresses of `plan`
/// if any (see [`crate::mem::Memory::set_plan`]); choices too wide to
/// enumerate try `guides` (see [`Explorer::new`]). Stops at the first run
/// that hits a bound: the input then tells nothing.
#[allow(clippy::too_many_arguments)]
pub fn explore(
    prog: &Program,
    func: FuncId,
    input: &Input,
    cfg: &RefineConfig,
    bounds: ExploreBounds,
    guides: Vec<ApInt>,
    plan: Option<Arc<Vec<PlannedBlock>>>,
    meter: &mut Meter,
) -> Explored {
    let mut opts = run_options(cfg, input);
    opts.addresses = plan;
    let mut explorer = Explorer::new(bounds, guides);
    let mut behaviours: Vec<Shown> = Vec::new();
    let mut distinct = Distinct::default();
    let mut calls: Vec<CallRecord> = Vec::new();
    let mut layout: Option<Vec<PlannedBlock>> = None;
    let mut halt = None;
    while let Some(mut oracle) = explorer.next_run() {
        if let Some(h) = meter.halted() {
            halt = Some(h);
            break;
        }
        let r = run_function(prog, func, input.args.clone(), &mut oracle, &opts);
        meter.charge(&r);
        if layout.is_none() {
            layout = Some(r.memory.stack_layout());
        }
        let b = observe(&r, meter.lens());
        let bound = matches!(b.end, End::Bound(_));
        if distinct.is_new(&b, &behaviours, |(x, _)| x) {
            behaviours.push((b, choice_values(&r)));
        }
        if bound {
            break;
        }
        for c in r.env_state.log {
            if !calls.contains(&c) {
                calls.push(c);
            }
        }
    }
    Explored {
        behaviours,
        exhaustive: explorer.exhaustive,
        calls,
        layout: layout.unwrap_or_default(),
        halt,
    }
}

/// The distinct behaviours of a list by fingerprint (a hash of the
/// whole behaviour), so that telling a new behaviour from those listed
/// costs a look-up and a comparison with the few of equal fingerprint,
/// not a comparison with each (whose memory may be large).
#[derive(Default)]
struct Distinct(std::collections::HashMap<u64, Vec<usize>>);

impl Distinct {
    /// Whether `b` is none of the behaviours of `known` (`get` of each),
    /// every one of which this has noted; if so, notes it as the one the
    /// caller appends next.
    fn is_new<T>(&mut self, b: &Behaviour, known: &[T], get: impl Fn(&T) -> &Behaviour) -> bool {
        use std::hash::{Hash, Hasher};
        // FxHash, not SipHash: a behaviour's memory is hashed a few fields
        // per byte, and SipHash spent a third of the host time of
        // IndVarSimplify/ashr-tripcount.ll `@foo` (4 KiB unknown globals per
        // run) there. Collisions only cost a comparison.
        let mut h = rustc_hash::FxHasher::default();
        b.hash(&mut h);
        let same = self.0.entry(h.finish()).or_default();
        if same.iter().any(|&i| get(&known[i]) == b) {
            return false;
        }
        same.push(known.len());
        true
    }
}

/// An oracle that makes the same choice every time: index `k` (clamped),
/// or for bits 0, all ones, then `k` itself. Repeated choices (a branch on
/// poison in every iteration of a loop) then all go the same way, which is
/// what transformations like unswitching produce.
struct Sticky(u64);

impl Oracle for Sticky {
    fn choose(&mut self, _point: ChoicePoint, domain: Domain) -> ApInt {
        match domain {
            Domain::Index(n) => ApInt::from_u64(64, self.0.min(n.saturating_sub(1))),
            Domain::Bits(w) => match self.0 {
                0 => ApInt::zero(w),
                1 => ApInt::all_ones(w),
                k => ApInt::from_u64(w, k),
            },
            Domain::Range {
                width,
                lo,
                hi,
                first,
            } => ApInt::from_u64(
                width,
                match self.0 {
                    0 => first,
                    1 => hi,
                    k => k.clamp(lo, hi),
                },
            ),
        }
    }

    fn memoryless(&self) -> bool {
        true
    }
}

/// An oracle that makes the choices another run made: each choice takes
/// the next unused recorded value of the same width; once every value of
/// that width was taken, they are taken again in the same order (0 when
/// there is none). A source whose choices correspond to the target's (the
/// same `freeze` or use of undef, kept by the transformation) then makes
/// the target's choices, whatever their values; one that repeats in every
/// iteration of a loop a resolution the target made once before the loop
/// (an undef operand of a hoisted instruction) repeats the target's value.
///
/// It notes the choices no recorded value fits (by their place in the
/// run, with their domains): the source resolving other bits than the
/// target did (a wider part of an operand), which
/// [`enumerate_unmirrored`] then tries value by value.
struct Mirror<'a> {
    recorded: &'a [ApInt],
    used: Vec<bool>,
    /// Choices made so far.
    made: usize,
    /// The choices no recorded value fitted, and their domains.
    missed: Vec<(usize, Domain)>,
}

impl<'a> Mirror<'a> {
    fn new(recorded: &'a [ApInt]) -> Mirror<'a> {
        Mirror {
            recorded,
            used: vec![false; recorded.len()],
            made: 0,
            missed: Vec::new(),
        }
    }
}

impl Oracle for Mirror<'_> {
    fn choose(&mut self, _point: ChoicePoint, domain: Domain) -> ApInt {
        let fits = |v: &ApInt| domain.contains(v);
        let unused = |used: &[bool]| {
            self.recorded
                .iter()
                .enumerate()
                .position(|(i, v)| !used[i] && fits(v))
        };
        let next = unused(&self.used).or_else(|| {
            // Every fitting value was taken: take them again.
            for (i, v) in self.recorded.iter().enumerate() {
                if fits(v) {
                    self.used[i] = false;
                }
            }
            unused(&self.used)
        });
        self.made += 1;
        match next {
            Some(i) => {
                self.used[i] = true;
                self.recorded[i].clone()
            }
            None => {
                self.missed.push((self.made - 1, domain));
                domain.fallback()
            }
        }
    }
}

/// The source's "exists": runs the source until every target behaviour is
/// allowed by some source behaviour (or the search ends), first with a few
/// sticky strategies (the first of which is `probe`, already run), then
/// with the choices of each target run (see [`Mirror`]), then depth-first
/// over the choice tree guided by `guides`, then (if that sampled) toward
/// each target behaviour still unmatched: every value of the last small
/// choices for one with undef bits (see [`members`]), choices corrected by
/// the differences of the values shown (see [`corrected`]), the choices
/// no target choice fitted (see [`enumerate_unmirrored`]), and one choice
/// at a time (see [`coordinate`]). With `addresses`, the source's stack
/// objects take the target's addresses where they can.
#[allow(clippy::too_many_arguments)]
fn search_source(
    prog: &Program,
    func: FuncId,
    input: &Input,
    cfg: &RefineConfig,
    probe: Option<&RunResult>,
    guides: Vec<ApInt>,
    target: &Explored,
    addresses: Option<Arc<Vec<PlannedBlock>>>,
    meter: &mut Meter,
) -> Searched {
    let mut opts = run_options(cfg, input);
    if !target.calls.is_empty() {
        opts.matching = Some(Arc::new(target.calls.clone()));
    }
    // The probe ran with the default layout (`None`: the search is of
    // another program, the source with merged constants).
    let probe = probe.filter(|_| target.calls.is_empty() && addresses.is_none());
    opts.addresses = addresses;
    let mut s = SourceSeen::new(&target.behaviours, meter.lens(), input.reassoc);
    let mut chose = false;
    for k in 0..STICKY_STRATEGIES {
        let fresh;
        // The probe ran before the target, without the target's calls to
        // take outcomes from: it stands for the source only when the
        // target called no function of the environment.
        let r = if let (0, Some(probe)) = (k, probe) {
            probe
        } else {
            if let Some(h) = meter.halted() {
                return s.finish(false, Some(h));
            }
            fresh = sticky_run(prog, func, input, &opts, k);
            meter.charge(&fresh);
            &fresh
        };
        chose |= !r.choices.is_empty();
        s.record(r);
        if s.unmatched.is_empty() || !chose {
            // Done, or the source makes no choice at all: one run is all.
            return s.finish(!chose, None);
        }
    }
    // Per target behaviour whose mirroring run left choices unfitted:
    // that run's choices and the unfitted ones.
    let mut unfit = Vec::new();
    // Per target behaviour with undef bits still unmatched: the choices of
    // the run that repeated its own.
    let mut undef_mirrored = Vec::new();
    for (t, (tb, choices)) in target.behaviours.iter().enumerate() {
        if !s.unmatched.contains(&t) || choices.is_empty() {
            continue;
        }
        if let Some(h) = meter.halted() {
            return s.finish(false, Some(h));
        }
        let opts = toward(&opts, target, tb);
        let mut oracle = Mirror::new(choices);
        let r = {
            let mut rec = crate::oracle::Recorder::new(&mut oracle);
            run_function(prog, func, input.args.clone(), &mut rec, &opts)
        };
        meter.charge(&r);
        s.record(&r);
        if s.unmatched.is_empty() {
            return s.finish(false, None);
        }
        if !oracle.missed.is_empty() {
            unfit.push((t, choice_values(&r), oracle.missed));
        }
        if s.unmatched.contains(&t) && tb.has_undef() {
            undef_mirrored.push((t, choice_values(&r)));
        }
    }
    let mut explorer = Explorer::new(cfg.source_bounds, guides.clone());
    while let Some(mut oracle) = explorer.next_run() {
        if let Some(h) = meter.halted() {
            return s.finish(false, Some(h));
        }
        let r = run_function(prog, func, input.args.clone(), &mut oracle, &opts);
        meter.charge(&r);
        s.record(&r);
        if s.unmatched.is_empty() {
            break;
        }
    }
    let exhaustive = explorer.exhaustive && explorer.next_run().is_none();
    if !exhaustive && !s.unmatched.is_empty() {
        let mut runs = 0;
        for (t, base) in &undef_mirrored {
            let opts = toward(&opts, target, &target.behaviours[*t].0);
            let k = Seek::new(prog, func, input, &opts, *t);
            let walked = members(k, base, &mut s, meter, &mut runs);
            if let Err(h) = walked {
                return s.finish(false, Some(h));
            }
        }
    }
    if !exhaustive && !s.unmatched.is_empty() {
        let mut runs = 0;
        for t in s.unmatched.clone() {
            let opts = toward(&opts, target, &target.behaviours[t].0);
            let k = Seek::new(prog, func, input, &opts, t);
            let walked = corrected(k, &mut s, meter, &mut runs);
            if let Err(h) = walked {
                return s.finish(false, Some(h));
            }
        }
    }
    if !exhaustive && !s.unmatched.is_empty() {
        let mut runs = 0;
        for (t, base, missed) in &unfit {
            let opts = toward(&opts, target, &target.behaviours[*t].0);
            let k = Seek::new(prog, func, input, &opts, *t);
            let walked = enumerate_unmirrored(k, base, missed, &guides, &mut s, meter, &mut runs);
            if let Err(h) = walked {
                return s.finish(false, Some(h));
            }
        }
    }
    if !exhaustive && !s.unmatched.is_empty() {
        let mut runs = 0;
        for t in s.unmatched.clone() {
            let opts = toward(&opts, target, &target.behaviours[t].0);
            let k = Seek::new(prog, func, input, &opts, t);
            let walked = coordinate(k, &guides, &mut s, meter, &mut runs);
            if let Err(h) = walked {
                return s.finish(false, Some(h));
            }
        }
    }
    s.finish(exhaustive, None)
}

/// Most runs [`members`] makes for one input (over all its target
/// behaviours).
const MEMBER_RUNS: usize = 512;

/// How many of a run's last choices [`members`] enumerates, each alone.
const MEMBER_CHOICES: usize = 2;

/// A search for the members of target behaviour `t`, which has undef
/// bits: the source allows it only where the runs of one execution
/// together show every member ([`cover`]). From the run that repeated
/// `t`'s choices (`base`), each of its last [`MEMBER_CHOICES`] choices of
/// at most 8 bits takes every value, the others kept, latest first, until
/// `t` is allowed or `runs` reaches [`MEMBER_RUNS`]. Where the target
/// kept whole the set of an operation the source resolved (a sum of a
/// partly undef load and the value accumulated so far, which the
/// target's `add 0, %acc` reads as a set where the source returns the
/// member), the source's last resolution takes each member in turn.
/// Every run is a source run, recorded in `s` (whose executions group
/// them for the cover).
fn members(
    k: Seek<'_>,
    base: &[ApInt],
    s: &mut SourceSeen<'_>,
    meter: &mut Meter,
    runs: &mut usize,
) -> Result<(), Halt> {
    for (at, chosen) in base.iter().enumerate().rev().take(MEMBER_CHOICES) {
        let w = chosen.width();
        if w > 8 {
            continue;
        }
        for v in (0..1u64 << w).map(|v| ApInt::from_u64(w, v)) {
            if v == *chosen {
                continue;
            }
            if let Some(h) = meter.halted() {
                return Err(h);
            }
            if *runs >= MEMBER_RUNS || !s.unmatched.contains(&k.t) {
                return Ok(());
            }
            *runs += 1;
            let set = [(at, v)];
            let (r, _) = k.run(base, &set, usize::MAX);
            meter.charge(&r);
            s.record(&r);
        }
    }
    Ok(())
}

/// Most runs [`corrected`] makes for one input (over all its target
/// behaviours).
const CORRECTED_RUNS: usize = 512;

/// Most corrections [`corrected`] makes in a row for one target
/// behaviour (one per differing integer it brings to the target's value).
const CORRECTION_ROUNDS: usize = 8;

/// A search for a source run showing target behaviour `t` by correcting
/// choices from the integers a source run shows otherwise (see
/// [`super::correct`]): from the source run seen closest to `t` (fewest
/// differing places, [`super::correct::distance`]), each correction of
/// one choice (or a sign bit and the bits after it, chosen in stages) by
/// the difference of a differing integer is run, and the first run that
/// comes closer becomes the base, until `t` is allowed, no correction
/// helps, [`CORRECTION_ROUNDS`] were kept, or `runs` reached
/// [`CORRECTED_RUNS`]. Every run is a source run, recorded in `s`.
fn corrected(
    k: Seek<'_>,
    s: &mut SourceSeen<'_>,
    meter: &mut Meter,
    runs: &mut usize,
) -> Result<(), Halt> {
    use super::correct::{corrections, differences, distance};
    let targets = s.targets;
    let target = &targets[k.t].0;
    let big_endian = k.prog.module.layout.big_endian;
    let Some((mut best, mut base_b, mut base)) = s
        .seen
        .iter()
        .filter(|(b, c)| usable(b) && !c.is_empty())
        .map(|(b, c)| (distance(b, target), b, c))
        .min_by_key(|(d, ..)| *d)
        .map(|(d, b, c)| (d, b.clone(), c.clone()))
    else {
        return Ok(());
    };
    for _ in 0..CORRECTION_ROUNDS {
        let mut improved = false;
        for set in corrections(&base, &differences(&base_b, target, big_endian)) {
            if let Some(h) = meter.halted() {
                return Err(h);
            }
            if *runs >= CORRECTED_RUNS {
                return Ok(());
            }
            *runs += 1;
            let (r, _) = k.run(&base, &set, usize::MAX);
            meter.charge(&r);
            s.record(&r);
            if !s.unmatched.contains(&k.t) {
                return Ok(());
            }
            let b = Behaviour {
                reassoc: k.input.reassoc,
                ..observe(&r, meter.lens())
            };
            let d = distance(&b, target);
            if usable(&b) && d < best {
                (best, base_b, base) = (d, b, choice_values(&r));
                improved = true;
                break;
            }
        }
        if !improved {
            return Ok(());
        }
    }
    Ok(())
}

/// `opts` for runs of the source that seek target behaviour `t`: the
/// target's calls whose outcomes the source's calls may take
/// (`RunOptions::matching`) with those `t` made first, in `t`'s order.
/// A source call given poison or undef takes the outcome of the candidate
/// its `environment-match` choice names, and a choice a run makes past the
/// choices it repeats (a use of undef now resolved out of a `getelementptr
/// inbounds`'s bounds, whose poison then reaches the call) takes the first
/// candidate: `t`'s own call, the one whose outcome `t` shows. Only the
/// order changes, so every run is still one of the source's runs
/// (decision 0046).
fn toward(opts: &RunOptions, target: &Explored, t: &Behaviour) -> RunOptions {
    if opts.matching.is_none() {
        return opts.clone();
    }
    let keys: Vec<u64> = t
        .events
        .iter()
        .filter_map(|e| match e {
            ObsEvent::Call { key, .. } => Some(*key),
            _ => None,
        })
        .collect();
    let rank = |r: &CallRecord| keys.iter().position(|k| *k == r.key).unwrap_or(keys.len());
    let mut ordered = target.calls.clone();
    ordered.sort_by_key(rank);
    RunOptions {
        matching: Some(Arc::new(ordered)),
        ..opts.clone()
    }
}

/// Most runs [`enumerate_unmirrored`] makes for one input (over all its
/// target behaviours).
const UNMIRRORED_RUNS: usize = 2048;

/// Most runs [`enumerate_unmirrored`] makes for one target behaviour: the
/// product of its unfitted choices' values up to this is enumerated.
const UNMIRRORED_PER_TARGET: usize = 256;

/// A search for a source run showing target behaviour `t` around the run
/// that repeated `t`'s choices ([`Mirror`], whose choices are `base`):
/// the choices it made as `t` did are kept, and those no choice of `t`
/// fitted (`missed`: the source resolved a part of other width than the
/// target's, as where it keeps more bits of an operand undef) take every
/// combination of their values ([`choice_candidates`]: every value of a
/// choice up to 8 bits wide or an index, else the boundary values and the
/// guides), up to [`UNMIRRORED_PER_TARGET`] runs, until `t` is allowed.
/// The greedy [`coordinate`] search misses such a run when no single
/// change from the closest run brings it closer (the kept choices and
/// the unfitted one must change together). Every run is a source run,
/// recorded in `s`.
fn enumerate_unmirrored(
    k: Seek<'_>,
    base: &[ApInt],
    missed: &[(usize, Domain)],
    guides: &[ApInt],
    s: &mut SourceSeen<'_>,
    meter: &mut Meter,
    runs: &mut usize,
) -> Result<(), Halt> {
    let values: Vec<Vec<ApInt>> = missed
        .iter()
        .map(|(_, d)| choice_candidates(*d, guides))
        .collect();
    let combos = values
        .iter()
        .try_fold(1usize, |n, v| n.checked_mul(v.len()))
        .unwrap_or(usize::MAX);
    let mut digits = vec![0usize; values.len()];
    for _ in 0..combos.min(UNMIRRORED_PER_TARGET) {
        if !s.unmatched.contains(&k.t) || *runs >= UNMIRRORED_RUNS {
            return Ok(());
        }
        if let Some(h) = meter.halted() {
            return Err(h);
        }
        *runs += 1;
        let set: Vec<(usize, ApInt)> = missed
            .iter()
            .zip(&values)
            .zip(&digits)
            .map(|(((at, _), vs), &k)| (*at, vs[k].clone()))
            .collect();
        let (r, _) = k.run(base, &set, usize::MAX);
        meter.charge(&r);
        s.record(&r);
        // The next combination, the last choice fastest.
        for (d, vs) in digits.iter_mut().zip(&values).rev() {
            *d += 1;
            if *d < vs.len() {
                break;
            }
            *d = 0;
        }
    }
    Ok(())
}

/// Most runs [`coordinate`] makes for one input (over all its target
/// behaviours).
const COORDINATE_RUNS: usize = 2048;

/// A choice with at most this many values (a sign bit, a branch) is tried
/// with every value of the choice after it: changing it alone seldom
/// brings the source closer (a sign bit flipped under unchanged low bits).
const PAIRED: usize = 4;

/// A local search for a source run showing target behaviour `t`, after
/// the depth-first search sampled the source's choices: starting from the
/// closest source run seen (see [`closeness`]), it changes one choice at a
/// time (a choice with few values together with the next one, see
/// [`PAIRED`]), the others kept, trying every value of a choice up to 8
/// bits wide (else the boundary values and the guides), and keeps a change
/// that brings the source closer, until `t` is allowed, no change helps,
/// or `runs` reached [`COORDINATE_RUNS`]. Where the choices act on
/// separate parts of the behaviour (the lanes of a vector whose undef
/// elements are resolved one by one), this costs their sum, where the
/// depth-first search costs their product. Every run it makes is a real
/// source run, recorded in `s`: the search never claims more than the
/// runs show.
fn coordinate(
    k: Seek<'_>,
    guides: &[ApInt],
    s: &mut SourceSeen<'_>,
    meter: &mut Meter,
    runs: &mut usize,
) -> Result<(), Halt> {
    let target = &s.targets[k.t].0;
    let Some((base, best)) = s
        .seen
        .iter()
        .filter(|(b, _)| usable(b))
        .map(|(b, c)| (c.clone(), closeness(b, target)))
        .max_by_key(|(_, score)| *score)
    else {
        return Ok(());
    };
    let mut w = Walk {
        k,
        s,
        meter,
        runs,
        best,
        base,
        improved: false,
    };
    loop {
        w.improved = false;
        let mut at = 0;
        while at < w.base.len() {
            let Some(d) = w.run(&[], at)? else {
                return Ok(());
            };
            let values = d.map(|d| choice_candidates(d, guides)).unwrap_or_default();
            let paired = values.len() <= PAIRED;
            for v in values {
                let set = [(at, v)];
                let Some(next) = w.run(&set, at + 1)? else {
                    return Ok(());
                };
                let Some(next) = next.filter(|_| paired) else {
                    continue;
                };
                for v2 in choice_candidates(next, guides) {
                    let set = [set[0].clone(), (at + 1, v2)];
                    if w.run(&set, at + 2)?.is_none() {
                        return Ok(());
                    }
                }
            }
            at += 1;
        }
        if !w.improved {
            return Ok(());
        }
    }
}

/// Whether a behaviour is one (not a bound or something unsupported).
fn usable(b: &Behaviour) -> bool {
    !matches!(b.end, End::Bound(_) | End::Unsupported(_))
}

/// The state of one [`coordinate`] search.
struct Walk<'a, 't> {
    /// The runs and the target behaviour sought.
    k: Seek<'a>,
    s: &'a mut SourceSeen<'t>,
    meter: &'a mut Meter,
    /// The runs made for the input so far.
    runs: &'a mut usize,
    /// The closeness of the base run.
    best: (bool, u64),
    /// The choices of the closest run so far.
    base: Vec<ApInt>,
    /// Whether the base changed in this pass.
    improved: bool,
}

impl Walk<'_, '_> {
    /// Runs the base's choices with `set` changed; `None` when the search
    /// is over (the target behaviour is allowed, or the run budget is
    /// spent), else the domain of choice `probe` if the run made it. A run
    /// closer to the target becomes the base.
    fn run(
        &mut self,
        set: &[(usize, ApInt)],
        probe: usize,
    ) -> Result<Option<Option<Domain>>, Halt> {
        if let Some(h) = self.meter.halted() {
            return Err(h);
        }
        if *self.runs >= COORDINATE_RUNS {
            return Ok(None);
        }
        *self.runs += 1;
        let (r, domain) = self.k.run(&self.base, set, probe);
        self.meter.charge(&r);
        self.s.record(&r);
        if !self.s.unmatched.contains(&self.k.t) {
            return Ok(None);
        }
        let b = Behaviour {
            reassoc: self.k.input.reassoc,
            ..observe(&r, self.meter.lens())
        };
        let score = closeness(&b, &self.s.targets[self.k.t].0);
        if usable(&b) && score > self.best {
            self.best = score;
            self.base = choice_values(&r);
            self.improved = true;
        }
        Ok(Some(domain))
    }
}

/// The values [`coordinate`] tries for one choice: every one of an index
/// or of up to 8 bits, else the boundary values and the guides with their
/// neighbours.
fn choice_candidates(domain: Domain, guides: &[ApInt]) -> Vec<ApInt> {
    match domain {
        Domain::Index(n) => (0..n.min(256)).map(|i| ApInt::from_u64(64, i)).collect(),
        Domain::Bits(w) if w <= 8 => (0..1u64 << w).map(|v| ApInt::from_u64(w, v)).collect(),
        Domain::Bits(w) => crate::oracle::wide_candidates(w, guides),
        Domain::Range { .. } => crate::oracle::range_candidates(domain, guides, 256),
    }
}

/// An oracle that repeats a run's choices but for those `set` changes
/// (when the value fits), and notes the domain of choice `probe`; choices
/// past the base's end, or whose recorded value no longer fits (the run
/// went another way), take 0.
struct Tweak<'a> {
    base: &'a [ApInt],
    set: &'a [(usize, ApInt)],
    probe: usize,
    domain: Option<Domain>,
    /// Choices made so far.
    made: usize,
}

impl Oracle for Tweak<'_> {
    fn choose(&mut self, _point: ChoicePoint, domain: Domain) -> ApInt {
        let i = self.made;
        self.made += 1;
        if i == self.probe {
            self.domain = Some(domain);
        }
        let fits = |v: &ApInt| domain.contains(v);
        let set = self.set.iter().find(|(k, _)| *k == i).map(|(_, v)| v);
        match set.or(self.base.get(i)) {
            Some(v) if fits(v) => v.clone(),
            _ => domain.fallback(),
        }
    }
}

/// A search's runs toward one target behaviour: the source function, its
/// input, how it runs there (with the target's calls ordered by
/// [`toward`]), and which target behaviour `t` is sought.
#[derive(Clone, Copy)]
struct Seek<'a> {
    prog: &'a Program,
    func: FuncId,
    input: &'a Input,
    opts: &'a RunOptions,
    t: usize,
}

impl<'a> Seek<'a> {
    fn new(
        prog: &'a Program,
        func: FuncId,
        input: &'a Input,
        opts: &'a RunOptions,
        t: usize,
    ) -> Seek<'a> {
        Seek {
            prog,
            func,
            input,
            opts,
            t,
        }
    }

    /// A run with `base`'s choices but for those `set` changes (see
    /// [`Tweak`]), its choices recorded, and the domain of choice `probe`
    /// if the run made it.
    fn run(
        &self,
        base: &[ApInt],
        set: &[(usize, ApInt)],
        probe: usize,
    ) -> (RunResult, Option<Domain>) {
        let mut oracle = Tweak {
            base,
            set,
            probe,
            domain: None,
            made: 0,
        };
        let r = {
            let mut rec = crate::oracle::Recorder::new(&mut oracle);
            run_function(
                self.prog,
                self.func,
                self.input.args.clone(),
                &mut rec,
                self.opts,
            )
        };
        (r, oracle.domain)
    }
}

/// What the source's search found: the distinct source behaviours seen,
/// whether its choice tree was covered, the target behaviours no source
/// behaviour allows, which of those have undef bits too many to check
/// member by member (see [`cover`]), and why the search stopped early, if
/// it did.
struct Searched {
    seen: Vec<Shown>,
    exhaustive: bool,
    unmatched: Vec<usize>,
    too_many_members: Vec<usize>,
    halt: Option<Halt>,
}

/// Most parts of a target behaviour with undef bits that [`cover`] visits
/// against one source execution: every member of one with up to 8 undef
/// bits (the source enumerates at most 256 runs, so concrete source
/// behaviours can never cover more members than that); more when the
/// source's own behaviours keep undef bits and cover many members each.
const COVER_BUDGET: usize = 512;

/// The source runs seen so far, and which target behaviours they allow.
struct SourceSeen<'t> {
    targets: &'t [Shown],
    /// Distinct behaviours, with the choices of the first run showing each.
    seen: Vec<Shown>,
    /// Per execution (a run's choices other than `undef-use`), the
    /// distinct behaviours of its runs: they differ only in how uses of
    /// undef were resolved, so together they show that execution's result
    /// set, which a target behaviour with undef bits must lie within
    /// (with their fingerprints).
    executions: Vec<(Vec<Choice>, Vec<Behaviour>, Distinct)>,
    /// The fingerprints of `seen`.
    distinct: Distinct,
    /// Target behaviours not yet allowed.
    unmatched: Vec<usize>,
    /// How a run is observed.
    lens: Lens,
    /// What `reassoc` licenses (see [`Behaviour::reassoc`]).
    reassoc: Option<super::reassoc::Reassoc>,
}

impl<'t> SourceSeen<'t> {
    fn new(
        targets: &'t [Shown],
        lens: Lens,
        reassoc: Option<super::reassoc::Reassoc>,
    ) -> SourceSeen<'t> {
        SourceSeen {
            targets,
            lens,
            reassoc,
            seen: Vec::new(),
            distinct: Distinct::default(),
            executions: Vec::new(),
            unmatched: (0..targets.len()).collect(),
        }
    }

    fn record(&mut self, r: &RunResult) {
        let b = Behaviour {
            reassoc: self.reassoc,
            ..observe(r, self.lens)
        };
        let usable = !matches!(b.end, End::Bound(_) | End::Unsupported(_));
        if usable {
            let targets = self.targets;
            self.unmatched.retain(|&t| !allows(&b, &targets[t].0));
        }
        if self.distinct.is_new(&b, &self.seen, |(x, _)| x) {
            self.seen.push((b.clone(), choice_values(r)));
        }
        let resolved = r.choices.iter().any(|c| c.point == ChoicePoint::UndefUse);
        if !usable || !resolved || self.unmatched.is_empty() {
            return;
        }
        // A use of undef resolved before a `freeze` may have decided the
        // frozen value, which is then one per execution (`freeze undef`
        // to `undef` does not refine): such resolutions belong to the key.
        let key: Vec<Choice> = r
            .choices
            .iter()
            .enumerate()
            .filter(|(i, c)| *i < r.fixed_choices || c.point != ChoicePoint::UndefUse)
            .map(|(_, c)| c.clone())
            .collect();
        let e = match self.executions.iter().position(|(k, ..)| *k == key) {
            Some(e) => e,
            None => {
                self.executions.push((key, Vec::new(), Distinct::default()));
                self.executions.len() - 1
            }
        };
        let (_, group, distinct) = &mut self.executions[e];
        if !distinct.is_new(&b, group, |x| x) {
            return;
        }
        group.push(b);
        // Checked as the execution's behaviours double, and at the end.
        if group.len().is_power_of_two() {
            self.check(e, &mut Vec::new());
        }
    }

    /// Drops the unmatched target behaviours execution `e` covers; notes
    /// in `unknown` those it could not decide.
    fn check(&mut self, e: usize, unknown: &mut Vec<usize>) {
        let group = &self.executions[e].1;
        if group.len() < 2 {
            return;
        }
        let targets = self.targets;
        self.unmatched.retain(|&t| {
            let tb = &targets[t].0;
            if !tb.has_undef() {
                return true;
            }
            match cover(group, tb, &mut COVER_BUDGET.clone(), self.lens.deadline) {
                Cover::All => false,
                Cover::Missing => true,
                Cover::Unknown => {
                    if !unknown.contains(&t) {
                        unknown.push(t);
                    }
                    true
                }
            }
        });
    }

    fn finish(mut self, exhaustive: bool, halt: Option<Halt>) -> Searched {
        let mut unknown = Vec::new();
        for e in 0..self.executions.len() {
            if !self.unmatched.is_empty() {
                self.check(e, &mut unknown);
            }
        }
        unknown.retain(|t| self.unmatched.contains(t));
        Searched {
            seen: self.seen,
            exhaustive,
            unmatched: self.unmatched,
            too_many_members: unknown,
            halt,
        }
    }
}

/// How many sticky strategies the source search tries first.
const STICKY_STRATEGIES: u64 = 3;

/// One run of `func` with the sticky strategy `k`, its choices recorded.
fn sticky_run(prog: &Program, func: FuncId, input: &Input, opts: &RunOptions, k: u64) -> RunResult {
    let mut oracle = Sticky(k);
    let mut rec = crate::oracle::Recorder::new(&mut oracle);
    run_function(prog, func, input.args.clone(), &mut rec, opts)
}

/// The two functions of a check (the source `src`'s `sf`, the target
/// `tgt`'s `tf`), and the source laid out with the constants the target
/// merged at one address ([`super::merge`]), if there are any.
#[derive(Clone, Copy)]
pub struct Pair<'a> {
    /// The source program.
    pub src: &'a Program,
    /// The source program with merged constants.
    pub merged: Option<&'a Program>,
    /// The source function.
    pub sf: FuncId,
    /// The target program.
    pub tgt: &'a Program,
    /// The target function.
    pub tf: FuncId,
    /// Whether the two modules define their constant globals alike
    /// ([`super::alike::constants_alike`]).
    pub constants_alike: bool,
}

/// Checks one input; `constants` are those of both functions (see
/// `inputs::constants`), which guide the choices too wide to enumerate,
/// with the input's integers and the values the other side produced;
/// `meter` bounds and counts its work.
///
/// When the target refines the source in the input's environment but
/// makes a call of the environment with an input no call of the source's
/// first run has (nor one it refines), the check is made again in an
/// environment where that call does not return
/// ([`crate::sem::environment::Environment::diverge`]): what differs in
/// what the call may read (memory, arguments) then shows in the state the
/// target stops in, which a coin of the seed would show only sometimes.
/// Any environment is one the functions may meet, so this finds only
/// real counterexamples.
pub fn check_input(
    pair: Pair,
    input: &Input,
    cfg: &RefineConfig,
    constants: &[ApInt],
    meter: &mut Meter,
) -> InputOutcome {
    let mut only_target = None;
    let outcome = check_in(pair, input, cfg, constants, meter, &mut only_target);
    let (InputOutcome::Refines { .. }, Some(key), 0) = (&outcome, only_target, input.env.diverge)
    else {
        return outcome;
    };
    let mut diverged = input.clone();
    diverged.env.diverge = key;
    let mut ignored = None;
    match check_in(pair, &diverged, cfg, constants, meter, &mut ignored) {
        found @ InputOutcome::NotRefines { .. } => found,
        _ => outcome,
    }
}

/// [`check_input`] in the input's own environment; sets `only_target` to
/// the key of a call only the target makes, if there is one, once the
/// target has run.
fn check_in(
    pair: Pair,
    input: &Input,
    cfg: &RefineConfig,
    constants: &[ApInt],
    meter: &mut Meter,
    only_target: &mut Option<u64>,
) -> InputOutcome {
    let Pair {
        src,
        merged,
        sf,
        tgt,
        tf,
        constants_alike: _,
    } = pair;
    if let Some(h) = meter.halted() {
        return h.outcome();
    }
    // The source's first sticky run comes first: the values it produces
    // guide the target's choices.
    let probe = sticky_run(src, sf, input, &run_options(cfg, input), 0);
    meter.charge(&probe);
    if let Stop::Bound(bound) = probe.stop
        && (probe.choices.is_empty() || (bound == Bound::Steps && meter.configured_steps.is_some()))
    {
        // The source chose nothing on its way to the bound: every run of
        // it on this input does the same. Or a pass with more steps
        // follows: the search would spend its runs at a budget the
        // source's first run does not finish within (a loop whose every
        // iteration resolves undef), where the next pass decides.
        return match bound {
            Bound::Time => InputOutcome::OutOfTime,
            _ => InputOutcome::Skipped(bound, format!("the source hit the {} bound", bound.name())),
        };
    }
    let mut guides = Vec::new();
    behaviour_integers(&observe(&probe, meter.lens()), &mut guides);
    input_integers(input, &mut guides);
    guides.extend_from_slice(constants);
    let target = explore(
        tgt,
        tf,
        input,
        cfg,
        cfg.target_bounds,
        dedup(guides),
        None,
        meter,
    );
    if let Some(h) = target.halt {
        return h.outcome();
    }
    for shown @ (b, _) in &target.behaviours {
        match &b.end {
            End::Bound(Bound::Time) => return InputOutcome::OutOfTime,
            End::Bound(bound) => {
                if *bound == Bound::Steps
                    && !b.events.is_empty()
                    && let Some(found) =
                        refuted_unfinished(pair, input, cfg, &target, shown, constants, meter)
                {
                    return found;
                }
                return InputOutcome::Skipped(
                    *bound,
                    format!("the target hit the {} bound", bound.name()),
                );
            }
            End::Unsupported(s) => return InputOutcome::Unsupported(format!("target: {s}")),
            _ => {}
        }
    }
    *only_target = target
        .calls
        .iter()
        .find(|t| {
            !probe
                .env_state
                .log
                .iter()
                .any(|s| s.key == t.key || t.input.refines(&s.input))
        })
        .map(|t| t.key);
    let mut guides = target_integers(&target);
    input_integers(input, &mut guides);
    guides.extend_from_slice(constants);
    let guides = dedup(guides);
    // The source's search, in the default stack layout or in `plan`.
    let search = |plan, meter: &mut Meter| {
        search_source(
            src,
            sf,
            input,
            cfg,
            Some(&probe),
            guides.clone(),
            &target,
            plan,
            meter,
        )
    };
    let Searched {
        seen,
        exhaustive,
        mut unmatched,
        too_many_members,
        mut halt,
    } = search(None, meter);
    if !unmatched.is_empty() && !target.layout.is_empty() && halt.is_none() {
        // Addresses are not specified (LangRef "Pointer Aliasing Rules"):
        // the source may lay out its stack as the target did, which
        // matters where the program observes addresses (a removed
        // `alloca` moves the others in the default layout). What the
        // source shows that way allows the target behaviours it matches;
        // counterexamples keep the default layout, which `llsem run`
        // replays.
        let still = search(Some(target_layout(pair, &target)), meter);
        unmatched.retain(|t| still.unmatched.contains(t));
        halt = still.halt;
    }
    if let Some(m) = merged
        && !unmatched.is_empty()
        && halt.is_none()
    {
        // The source may lay out the constants the target merged at one
        // address (LangRef "Global Variables", `unnamed_addr`; see
        // `super::merge`): what it shows so allows the target behaviours
        // it matches, as the stack layout above; counterexamples keep the
        // default layout.
        let still = search_source(
            m,
            sf,
            input,
            cfg,
            None,
            guides.clone(),
            &target,
            None,
            meter,
        );
        unmatched.retain(|t| still.unmatched.contains(t));
        halt = still.halt;
    }
    if let Some(s) = seen.iter().find_map(|(b, _)| match &b.end {
        End::Unsupported(s) => Some(s.clone()),
        _ => None,
    }) {
        return InputOutcome::Unsupported(format!("source: {s}"));
    }
    // Where the source's runs covered its choice tree without resolving
    // undef early or hitting a bound, they showed every behaviour it has
    // on this input, which includes those on any concretized input: only
    // otherwise can concretizing allow more.
    let source_complete = exhaustive
        && !seen
            .iter()
            .any(|(b, _)| matches!(b.end, End::Bound(_)) || (usable(b) && b.partial()));
    if !unmatched.is_empty() && halt.is_none() && !source_complete {
        unmatched = concretized_search(src, sf, input, cfg, &target, &unmatched, &guides, meter);
    }
    let Some(&first) = unmatched.first() else {
        return InputOutcome::Refines {
            target_exhaustive: target.exhaustive,
        };
    };
    let (t, choices) = &target.behaviours[first];
    if let Some(h) = halt {
        return h.outcome();
    }
    if seen.iter().any(|(b, _)| b.end == End::Bound(Bound::Time)) {
        return InputOutcome::OutOfTime;
    }
    let source_bound = seen.iter().find_map(|(b, _)| match &b.end {
        End::Bound(bound) => Some(*bound),
        _ => None,
    });
    let usable: Vec<&Shown> = seen
        .iter()
        .filter(|(b, _)| !matches!(b.end, End::Bound(_) | End::Unsupported(_)))
        .collect();
    let Some((mismatch, source_choices)) = usable
        .iter()
        .filter_map(|(s, c)| allowed(s, t).err().map(|m| (m, c)))
        .max_by_key(|(m, _)| m.check)
    else {
        let bound = source_bound.unwrap_or(Bound::Steps);
        return InputOutcome::Skipped(
            bound,
            format!("no source run finished (the {} bound)", bound.name()),
        );
    };
    let approximated = usable.iter().any(|(s, _)| s.partial());
    let refuted = !exhaustive
        && !approximated
        && source_bound.is_none()
        && refuted_whatever_frozen(src, sf, input, cfg, &target, t, guides, meter);
    if refuted {
        // Proven below; falls through to the counterexample.
    } else if too_many_members.contains(&first) {
        return InputOutcome::Unproven(
            format!(
                "a target behaviour with undef bits matched no explored source behaviour ({}), and it has too many members to check one by one against the source's runs (more than {COVER_BUDGET} parts)",
                mismatch.detail
            ),
            false,
        );
    } else if !exhaustive || approximated || source_bound.is_some() {
        let why = if usable
            .iter()
            .any(|(s, _)| s.fast_math_approximated && s.reassoc.is_none())
        {
            "the source's fast-math flags (reassoc, arcp, contract or afn) allow results llsem does not enumerate, so only some of its behaviours were explored"
        } else if approximated {
            "the source resolved undef early, so only some of its behaviours were explored"
        } else if source_bound.is_some() {
            "some source runs hit a bound"
        } else {
            "the source's choices were sampled, not enumerated"
        };
        return InputOutcome::Unproven(
            format!(
                "a target behaviour matched no explored source behaviour ({}), but {why}",
                mismatch.detail
            ),
            source_bound == Some(Bound::Steps),
        );
    }
    InputOutcome::NotRefines {
        target: Box::new(t.clone()),
        target_choices: decimal(choices),
        source: usable.iter().map(|(b, _)| b.clone()).collect(),
        source_choices: decimal(source_choices),
        mismatch,
        env: input.env,
    }
}

/// The target's stack layout for the source ([`Explored::layout`]): a
/// stack object is named by its register and function, so the target
/// function's objects stand for the source function's.
fn target_layout(pair: Pair, target: &Explored) -> Arc<Vec<PlannedBlock>> {
    let (from, to) = (
        format!(" in @{}", pair.tgt.module.func(pair.tf).name),
        format!(" in @{}", pair.src.module.func(pair.sf).name),
    );
    let layout = target
        .layout
        .iter()
        .map(|b| match b.name.strip_suffix(from.as_str()) {
            Some(reg) => PlannedBlock {
                name: format!("{reg}{to}").into(),
                ..b.clone()
            },
            None => b.clone(),
        })
        .collect();
    Arc::new(layout)
}

/// A counterexample from a target run that the steps bound stopped after
/// it made events (a loop that never ends and calls the environment in
/// every iteration, say), if the events it made already rule out every
/// source behaviour ([`may_allow_unfinished`]), whatever it would do
/// next. The source's choice tree must be explored whole on the input, in
/// the default stack layout, in the target's, and with the constants the
/// target merged (each a layout the source may have, as `check_in`
/// searches them), every run finishing within this pass's bound (no
/// bound, nothing unsupported, approximated or resolved early), and every
/// call of the environment it makes must have a well-defined input, so
/// that none may take the outcome of a target call instead
/// (semantics/other.md [call-env-match]). The counterexample is the
/// target's run at the configured steps bound, which its replay uses.
fn refuted_unfinished(
    pair: Pair,
    input: &Input,
    cfg: &RefineConfig,
    target: &Explored,
    (t, t_choices): &Shown,
    constants: &[ApInt],
    meter: &mut Meter,
) -> Option<InputOutcome> {
    let mut guides = target_integers(target);
    input_integers(input, &mut guides);
    guides.extend_from_slice(constants);
    let guides = dedup(guides);
    // The source first, at this pass's bound: a run that does not finish
    // within it ends the attempt cheaply.
    let layout = (!target.layout.is_empty()).then(|| target_layout(pair, target));
    let mut readings = vec![(pair.src, None)];
    if layout.is_some() {
        readings.push((pair.src, layout));
    }
    if let Some(m) = pair.merged {
        readings.push((m, None));
    }
    let mut source: Vec<Shown> = Vec::new();
    for (prog, plan) in readings {
        let s = explore(
            prog,
            pair.sf,
            input,
            cfg,
            cfg.source_bounds,
            guides.clone(),
            plan,
            meter,
        );
        let complete = s.halt.is_none()
            && s.exhaustive
            && s.calls
                .iter()
                .all(|c| c.input.is_well_defined() && !c.dangling)
            && s.behaviours
                .iter()
                .all(|(b, _)| usable(b) && !b.approximated && !b.fast_math_approximated);
        if !complete || s.behaviours.iter().any(|(b, _)| may_allow_unfinished(b, t)) {
            return None;
        }
        source.extend(s.behaviours);
    }
    // The counterexample at the configured steps bound, which the replay
    // uses: found on a pass below it, the target runs again to that
    // bound. Its events there begin with those it made here, so every
    // source behaviour they ruled out stays ruled out (the source's runs
    // all finished, the same at any bound).
    let rerun;
    let (t, t_choices) = if let Some(configured) = meter.configured_steps {
        let mut full = cfg.clone();
        full.limits.max_steps = configured;
        rerun = explore(
            pair.tgt,
            pair.tf,
            input,
            &full,
            full.target_bounds,
            guides,
            None,
            meter,
        );
        let (b, c) = rerun
            .behaviours
            .iter()
            .find(|(b, _)| b.end == End::Bound(Bound::Steps))?;
        if source.iter().any(|(s, _)| may_allow_unfinished(s, b)) {
            return None;
        }
        (b, c)
    } else {
        (t, t_choices)
    };
    let source_choices = decimal(&source.first()?.1);
    Some(InputOutcome::NotRefines {
        target: Box::new(t.clone()),
        target_choices: decimal(t_choices),
        source: source.into_iter().map(|(b, _)| b).collect(),
        source_choices,
        mismatch: Mismatch {
            check: super::compare::Check::Events,
            detail: format!(
                "the target was still running at the steps bound after {} events, which no source behaviour can begin with",
                t.events.len()
            ),
        },
        env: input.env,
    })
}

/// The target behaviours of `unmatched` that no source run on a
/// concretized input allows (see [`super::concretize`], decision 0036):
/// the input's undef integer parts take the values a target run chose
/// (per unmatched behaviour), then boundary values and `guides`; on each
/// such input the source runs with the sticky strategies and the choices
/// of each unmatched target run. The source's behaviours on a
/// concretized input are its behaviours on the input (LangRef "Undefined
/// Values": every use of the undef bits taking the same value is one of
/// its executions), so a target behaviour one of them allows is allowed.
/// Each concretized input is its own execution (its runs are grouped
/// apart): the input's undef bits are not a fresh value per run. What
/// these runs show never makes a counterexample (it replays on the input
/// itself).
#[allow(clippy::too_many_arguments)]
fn concretized_search(
    prog: &Program,
    func: FuncId,
    input: &Input,
    cfg: &RefineConfig,
    target: &Explored,
    unmatched: &[usize],
    guides: &[ApInt],
    meter: &mut Meter,
) -> Vec<usize> {
    let mut left = unmatched.to_vec();
    let widths = super::concretize::undef_widths(prog, func, input);
    if widths.is_empty() {
        return left;
    }
    let mirrored: Vec<Vec<ApInt>> = unmatched
        .iter()
        .map(|&t| target.behaviours[t].1.clone())
        .collect();
    for values in super::concretize::value_lists(&widths, &mirrored, guides) {
        let concrete = super::concretize::concretized(prog, func, input, &values);
        let mut opts = run_options(cfg, &concrete);
        if !target.calls.is_empty() {
            opts.matching = Some(Arc::new(target.calls.clone()));
        }
        let mut s = SourceSeen::new(&target.behaviours, meter.lens(), input.reassoc);
        s.unmatched = left.clone();
        let mut chose = false;
        for k in 0..STICKY_STRATEGIES {
            if meter.halted().is_some() {
                return left;
            }
            let r = sticky_run(prog, func, &concrete, &opts, k);
            meter.charge(&r);
            chose |= !r.choices.is_empty();
            s.record(&r);
            if s.unmatched.is_empty() || !chose {
                break;
            }
        }
        if chose {
            for t in s.unmatched.clone() {
                if meter.halted().is_some() {
                    return left;
                }
                let choices = &target.behaviours[t].1;
                let mut oracle = Mirror::new(choices);
                let mut rec = crate::oracle::Recorder::new(&mut oracle);
                let r = run_function(prog, func, concrete.args.clone(), &mut rec, &opts);
                meter.charge(&r);
                s.record(&r);
            }
        }
        let found = s.finish(false, None).unmatched;
        left.retain(|t| found.contains(t));
        if left.is_empty() {
            break;
        }
    }
    left
}

/// Most wide `freeze` choices [`refuted_whatever_frozen`] answers itself:
/// those wider than this (narrower ones the explorer enumerates).
const FROZEN_WIDTH: u32 = 8;

/// Whether no source run on `input` allows target behaviour `t`, though
/// the source search sampled: `t` returns a value with poison or undef
/// bits, and the source's choice tree is enumerated exhaustively once the
/// wide `freeze` choices are taken out, each of which was made by a
/// `freeze` whose result the entry function returns at once (see
/// [`crate::sem::machine::Machine::frozen_is_returned`]). Such a choice
/// is the run's last, and every value of it gives the same behaviour but
/// for the returned value, which is then defined (LangRef `freeze`: the
/// result is "an arbitrary, but fixed, value"): a behaviour returning a
/// defined value never allows a target that returns poison or undef bits
/// there (LangRef "Poison Values", "Undefined Values": the target may
/// only be less undefined). So one run stands for every value of the
/// choice. Every other run must itself not allow `t`, exactly (not
/// approximated, no bound).
#[allow(clippy::too_many_arguments)]
fn refuted_whatever_frozen(
    prog: &Program,
    func: FuncId,
    input: &Input,
    cfg: &RefineConfig,
    target: &Explored,
    t: &Behaviour,
    guides: Vec<ApInt>,
    meter: &mut Meter,
) -> bool {
    let End::Returned(Some(returned)) = &t.end else {
        return false;
    };
    if defined(returned) {
        return false;
    }
    let mut opts = run_options(cfg, input);
    if !target.calls.is_empty() {
        opts.matching = Some(Arc::new(target.calls.clone()));
    }
    let mut explorer = Explorer::new(cfg.source_bounds, guides);
    let mut frozen = false;
    while let Some(mut oracle) = explorer.next_run() {
        if meter.halted().is_some() {
            return false;
        }
        let mut oracle = WideFrozen {
            inner: &mut oracle,
            made: 0,
            first: None,
        };
        let r = run_function(prog, func, input.args.clone(), &mut oracle, &opts);
        meter.charge(&r);
        let b = Behaviour {
            reassoc: input.reassoc,
            ..observe(&r, meter.lens())
        };
        if b.partial() || !usable(&b) {
            return false;
        }
        let stands = match oracle.first {
            None => !allows(&b, t),
            Some(first) => {
                frozen = true;
                r.returned_freeze.is_some_and(|start| start <= first)
                    && matches!(&b.end, End::Returned(Some(v)) if defined(v))
            }
        };
        if !stands || !explorer.exhaustive {
            return false;
        }
    }
    frozen && explorer.exhaustive
}

/// Whether an observed value has no poison and no undef bit.
fn defined(v: &Obs) -> bool {
    match v {
        Obs::Poison => false,
        Obs::Undef(u) => u.undef.is_zero(),
        Obs::Vector(es) | Obs::Aggregate(es) => es.iter().all(defined),
        _ => true,
    }
}

/// An oracle that answers every `freeze` choice wider than
/// [`FROZEN_WIDTH`] with 0 itself, noting where the first was made, and
/// passes the others on.
struct WideFrozen<'a, O: Oracle> {
    inner: &'a mut O,
    /// Choices made so far.
    made: usize,
    /// The index of the first choice answered here.
    first: Option<usize>,
}

impl<O: Oracle> Oracle for WideFrozen<'_, O> {
    fn choose(&mut self, point: ChoicePoint, domain: Domain) -> ApInt {
        let i = self.made;
        self.made += 1;
        match domain {
            Domain::Bits(w) if point == ChoicePoint::Freeze && w > FROZEN_WIDTH => {
                self.first.get_or_insert(i);
                ApInt::zero(w)
            }
            _ => self.inner.choose(point, domain),
        }
    }
}

/// A run's choices, in order.
fn choice_values(r: &RunResult) -> Vec<ApInt> {
    r.choices.iter().map(|c| c.value.clone()).collect()
}

/// Choices as decimal values, for `--choices`.
fn decimal(choices: &[ApInt]) -> Vec<String> {
    choices.iter().map(ApInt::to_unsigned_decimal).collect()
}

/// Integers the target produced and the values it chose, offered to the
/// source's search.
fn target_integers(target: &Explored) -> Vec<ApInt> {
    let mut out = Vec::new();
    for (b, choices) in &target.behaviours {
        behaviour_integers(b, &mut out);
        out.extend(choices.iter().cloned());
        out.extend(joined_choices(choices));
    }
    out
}

/// Each two successive choices as one value, the first in the high bits,
/// when together they are at most 64 bits wide (so never an index, which
/// is 64 bits). A resolution in stages (`Machine::resolve_in_stages`)
/// chooses an operand's undef sign bit and then its other undef bits, where
/// the source may resolve the same bits in one choice (`udiv i16 undef, 7`
/// against `udiv i32 (zext i16 undef), 7`).
fn joined_choices(choices: &[ApInt]) -> Vec<ApInt> {
    choices
        .windows(2)
        .filter_map(|w| {
            let (hi, lo) = (&w[0], &w[1]);
            let width = hi.width() + lo.width();
            (width <= 64).then(|| hi.zext(width).shl(lo.width()).or(&lo.zext(width)))
        })
        .collect()
}

/// The integers a behaviour returned, passed to calls or accessed
/// volatilely.
fn behaviour_integers(b: &Behaviour, out: &mut Vec<ApInt>) {
    if let End::Returned(Some(v)) = &b.end {
        v.integers(out);
    }
    for e in &b.events {
        match e {
            ObsEvent::Call { args, .. } => args.iter().for_each(|a| a.integers(out)),
            ObsEvent::Volatile { value, .. } => value.integers(out),
            ObsEvent::Output { .. } => {}
        }
    }
}

/// The integer arguments of an input.
fn input_integers(input: &Input, out: &mut Vec<ApInt>) {
    for a in &input.args {
        if let Arg::Value(Value::Int(i)) = a {
            out.push(i.clone());
        }
    }
}

/// Each value once, in the order first seen.
fn dedup(v: Vec<ApInt>) -> Vec<ApInt> {
    let mut out: Vec<ApInt> = Vec::with_capacity(v.len());
    for x in v {
        if !out.contains(&x) {
            out.push(x);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sem::environment::CallInput;

    fn record(key: u64) -> CallRecord {
        CallRecord {
            input: CallInput {
                name: "foo".into(),
                args: vec![],
                memory: vec![],
                hidden: vec![key],
            },
            key,
            dangling: false,
        }
    }

    fn calling(keys: &[u64]) -> Behaviour {
        let events = keys
            .iter()
            .map(|&key| ObsEvent::Call {
                name: "foo".into(),
                willreturn: false,
                args: vec![],
                key,
            })
            .collect();
        Behaviour::of(events, End::Returned(None))
    }

    #[test]
    fn toward_puts_the_sought_behaviours_calls_first_in_its_order() {
        let target = Explored {
            behaviours: vec![],
            exhaustive: true,
            calls: (1..=5).map(record).collect(),
            layout: vec![],
            halt: None,
        };
        let opts = RunOptions {
            matching: Some(Arc::new(target.calls.clone())),
            ..RunOptions::default()
        };
        let moved = toward(&opts, &target, &calling(&[4, 2]));
        let keys: Vec<u64> = moved
            .matching
            .expect("kept")
            .iter()
            .map(|r| r.key)
            .collect();
        // The sought calls first, in the behaviour's order; the rest kept,
        // in their order: only the order changes.
        assert_eq!(keys, vec![4, 2, 1, 3, 5]);
        // Without calls to take outcomes from, nothing is added.
        let none = toward(&RunOptions::default(), &target, &calling(&[4]));
        assert!(none.matching.is_none());
    }
}
