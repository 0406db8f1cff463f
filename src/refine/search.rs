//! The search for one input: the target's non-determinism is explored as
//! "for all" (every leaf of its choice tree within bounds), the source's as
//! "exists" (exhaustively when small, else guided by the values the target
//! produced), and each target behaviour must be allowed by some source
//! behaviour.

use std::sync::Arc;

use super::RefineConfig;
use super::behaviour::{Behaviour, End, ObsEvent, observe};
use super::compare::{Mismatch, allowed};
use super::inputs::Input;
use crate::apint::ApInt;
use crate::oracle::{ChoicePoint, Domain, ExploreBounds, Explorer, Oracle};
use crate::sem::environment::CallRecord;
use crate::sem::program::Program;
use crate::sem::run::{RunOptions, run_function};
use crate::sem::stop::Bound;
use crate::syntax::FuncId;

/// A behaviour with the choices (decimal values, for `--choices`) of the
/// first run that showed it.
pub type Shown = (Behaviour, Vec<String>);

/// One side's explored behaviours.
#[derive(Clone, Debug)]
pub struct Explored {
    /// Distinct behaviours with the choices of the first run that showed
    /// each (as decimal values, for `--choices`).
    pub behaviours: Vec<(Behaviour, Vec<String>)>,
    /// Whether every leaf of the choice tree was visited.
    pub exhaustive: bool,
    /// The calls of the environment its runs made (distinct), which the
    /// source's calls with less defined inputs may take their outcomes
    /// from.
    pub calls: Vec<CallRecord>,
}

/// What checking one input found.
#[derive(Clone, Debug)]
pub enum InputOutcome {
    /// Every target behaviour is allowed.
    Refines,
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
    },
    /// A run hit a bound, so this input tells nothing.
    Skipped(String),
    /// The function's wall-clock bound ran out before or while this input
    /// was checked.
    OutOfTime,
    /// A target behaviour matched no explored source behaviour, but the
    /// source was not explored completely: a likely, unproven counterexample.
    Unproven(String),
    /// Something was not supported, named.
    Unsupported(String),
}

fn run_options(cfg: &RefineConfig, input: &Input) -> RunOptions {
    RunOptions {
        limits: cfg.limits,
        trace: false,
        program_args: Vec::new(),
        env: input.env,
        matching: None,
    }
}

/// Runs every leaf of a function's choice tree for one input (the
/// target's "for all").
pub fn explore(
    prog: &Program,
    func: FuncId,
    input: &Input,
    cfg: &RefineConfig,
    bounds: ExploreBounds,
) -> Explored {
    let opts = run_options(cfg, input);
    let mut explorer = Explorer::new(bounds, Vec::new());
    let mut behaviours: Vec<(Behaviour, Vec<String>)> = Vec::new();
    let mut calls: Vec<CallRecord> = Vec::new();
    while let Some(mut oracle) = explorer.next_run() {
        if out_of_time(cfg) {
            behaviours.push((bound_behaviour(Bound::Time), Vec::new()));
            break;
        }
        let r = run_function(prog, func, input.args.clone(), &mut oracle, &opts);
        let b = observe(&r);
        if !behaviours.iter().any(|(x, _)| *x == b) {
            behaviours.push((b, decimal_choices(&r)));
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
        }
    }
}

/// The source's "exists": runs the source until every target behaviour is
/// allowed by some source behaviour (or the search ends), first with a few
/// sticky strategies, then depth-first over the choice tree with the
/// target's values as hints. Returns the distinct source behaviours seen,
/// whether the tree was covered, and which target behaviours stay unmatched.
fn search_source(
    prog: &Program,
    func: FuncId,
    input: &Input,
    cfg: &RefineConfig,
    hints: Vec<ApInt>,
    target: &Explored,
) -> (Vec<Shown>, bool, Vec<usize>) {
    let targets = &target.behaviours;
    let mut opts = run_options(cfg, input);
    if !target.calls.is_empty() {
        opts.matching = Some(Arc::new(target.calls.clone()));
    }
    let mut seen: Vec<Shown> = Vec::new();
    let mut unmatched: Vec<usize> = (0..targets.len()).collect();
    let mut record = |r: &crate::sem::run::RunResult, unmatched: &mut Vec<usize>| {
        let b = observe(r);
        if !matches!(b.end, End::Bound(_) | End::Unsupported(_)) {
            unmatched.retain(|&t| allowed(&b, &targets[t].0).is_err());
        }
        if !seen.iter().any(|(x, _)| *x == b) {
            seen.push((b, decimal_choices(r)));
        }
    };
    let mut chose = false;
    for k in 0..STICKY_STRATEGIES {
        let mut oracle = Sticky(k);
        let mut rec = crate::oracle::Recorder::new(&mut oracle);
        let r = run_function(prog, func, input.args.clone(), &mut rec, &opts);
        chose |= !r.choices.is_empty();
        record(&r, &mut unmatched);
        if unmatched.is_empty() || !chose {
            // Done, or the source makes no choice at all: one run is all.
            return (seen, !chose, unmatched);
        }
    }
    let mut explorer = Explorer::new(cfg.source_bounds, hints);
    while let Some(mut oracle) = explorer.next_run() {
        if out_of_time(cfg) {
            seen.push((bound_behaviour(Bound::Time), Vec::new()));
            return (seen, false, unmatched);
        }
        let r = run_function(prog, func, input.args.clone(), &mut oracle, &opts);
        record(&r, &mut unmatched);
        if unmatched.is_empty() {
            break;
        }
    }
    let exhaustive = explorer.exhaustive && explorer.next_run().is_none();
    (seen, exhaustive, unmatched)
}

/// How many sticky strategies the source search tries first.
const STICKY_STRATEGIES: u64 = 3;

/// Checks one input.
pub fn check_input(
    src: &Program,
    sf: FuncId,
    tgt: &Program,
    tf: FuncId,
    input: &Input,
    cfg: &RefineConfig,
) -> InputOutcome {
    if out_of_time(cfg) {
        return InputOutcome::OutOfTime;
    }
    let target = explore(tgt, tf, input, cfg, cfg.target_bounds);
    for (b, _) in &target.behaviours {
        match &b.end {
            End::Bound(Bound::Time) => return InputOutcome::OutOfTime,
            End::Bound(bound) => {
                return InputOutcome::Skipped(format!("the target hit the {} bound", bound.name()));
            }
            End::Unsupported(s) => return InputOutcome::Unsupported(format!("target: {s}")),
            _ => {}
        }
    }
    let hints = target_hints(&target);
    let (seen, exhaustive, unmatched) = search_source(src, sf, input, cfg, hints, &target);
    if let Some(s) = seen.iter().find_map(|(b, _)| match &b.end {
        End::Unsupported(s) => Some(s.clone()),
        _ => None,
    }) {
        return InputOutcome::Unsupported(format!("source: {s}"));
    }
    let Some(&first) = unmatched.first() else {
        return InputOutcome::Refines;
    };
    let (t, choices) = &target.behaviours[first];
    if seen.iter().any(|(b, _)| b.end == End::Bound(Bound::Time)) {
        return InputOutcome::OutOfTime;
    }
    let source_bound = seen.iter().find_map(|(b, _)| match &b.end {
        End::Bound(bound) => Some(bound.name()),
        _ => None,
    });
    let usable: Vec<&(Behaviour, Vec<String>)> = seen
        .iter()
        .filter(|(b, _)| !matches!(b.end, End::Bound(_) | End::Unsupported(_)))
        .collect();
    let Some((mismatch, source_choices)) = usable
        .iter()
        .filter_map(|(s, c)| allowed(s, t).err().map(|m| (m, c)))
        .max_by_key(|(m, _)| m.check)
    else {
        return InputOutcome::Skipped(format!(
            "no source run finished (the {} bound)",
            source_bound.unwrap_or("steps")
        ));
    };
    let approximated = usable.iter().any(|(s, _)| s.approximated);
    if !exhaustive || approximated || source_bound.is_some() {
        let why = if approximated {
            "the source resolved undef early, so only some of its behaviours were explored"
        } else if source_bound.is_some() {
            "some source runs hit a bound"
        } else {
            "the source's choices were sampled, not enumerated"
        };
        return InputOutcome::Unproven(format!(
            "a target behaviour matched no explored source behaviour ({}), but {why}",
            mismatch.detail
        ));
    }
    InputOutcome::NotRefines {
        target: Box::new(t.clone()),
        target_choices: choices.clone(),
        source: usable.iter().map(|(b, _)| b.clone()).collect(),
        source_choices: source_choices.clone(),
        mismatch,
    }
}

/// The behaviour of a run that was not started because `bound` ran out.
fn bound_behaviour(bound: Bound) -> Behaviour {
    Behaviour {
        events: Vec::new(),
        end: End::Bound(bound),
        memory: Vec::new(),
        hidden: Vec::new(),
        approximated: false,
    }
}

/// A run's choices as decimal values, for `--choices`.
fn decimal_choices(r: &crate::sem::run::RunResult) -> Vec<String> {
    r.choices
        .iter()
        .map(|c| c.value.to_unsigned_decimal())
        .collect()
}

/// Whether the configuration's deadline has passed.
fn out_of_time(cfg: &RefineConfig) -> bool {
    cfg.limits
        .deadline
        .is_some_and(|d| std::time::Instant::now() >= d)
}

/// Integers the target produced, offered to the source's search.
fn target_hints(target: &Explored) -> Vec<ApInt> {
    let mut out = Vec::new();
    for (b, _) in &target.behaviours {
        if let End::Returned(Some(v)) = &b.end {
            v.integers(&mut out);
        }
        for e in &b.events {
            match e {
                ObsEvent::Call { args, .. } => args.iter().for_each(|a| a.integers(&mut out)),
                ObsEvent::Volatile { value, .. } => value.integers(&mut out),
                ObsEvent::Output { .. } => {}
            }
        }
    }
    out.sort_by_key(|a| (a.width(), a.limbs()));
    out.dedup();
    out
}
