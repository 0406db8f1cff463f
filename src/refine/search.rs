//! The search for one input: the target's non-determinism is explored as
//! "for all" (every leaf of its choice tree within bounds), the source's as
//! "exists" (exhaustively when small, else guided by the values the target
//! produced), and each target behaviour must be allowed by some source
//! behaviour.

use super::RefineConfig;
use super::behaviour::{Behaviour, End, ObsEvent, observe};
use super::compare::{Mismatch, allowed};
use super::inputs::Input;
use crate::apint::ApInt;
use crate::oracle::{ExploreBounds, Explorer};
use crate::sem::environment::Environment;
use crate::sem::program::Program;
use crate::sem::run::{RunOptions, run_function};
use crate::syntax::FuncId;

/// One side's explored behaviours.
#[derive(Clone, Debug)]
pub struct Explored {
    /// Distinct behaviours with the choices of the first run that showed
    /// each (as decimal values, for `--choices`).
    pub behaviours: Vec<(Behaviour, Vec<String>)>,
    /// Whether every leaf of the choice tree was visited.
    pub exhaustive: bool,
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
        /// The first failed check against the closest source behaviour.
        mismatch: Mismatch,
    },
    /// No verdict for this input, and why.
    Inconclusive(String),
    /// Something was not supported, named.
    Unsupported(String),
}

/// Runs every leaf of a function's choice tree for one input.
pub fn explore(
    prog: &Program,
    func: FuncId,
    input: &Input,
    cfg: &RefineConfig,
    bounds: ExploreBounds,
    hints: Vec<ApInt>,
) -> Explored {
    let opts = RunOptions {
        limits: cfg.limits,
        trace: false,
        program_args: Vec::new(),
        env: Environment {
            seed: input.env_seed,
        },
    };
    let mut explorer = Explorer::new(bounds, hints);
    let mut behaviours: Vec<(Behaviour, Vec<String>)> = Vec::new();
    while let Some(mut oracle) = explorer.next_run() {
        let r = run_function(prog, func, input.args.clone(), &mut oracle, &opts);
        let b = observe(&r);
        if !behaviours.iter().any(|(x, _)| *x == b) {
            let choices = r
                .choices
                .iter()
                .map(|c| c.value.to_unsigned_decimal())
                .collect();
            behaviours.push((b, choices));
        }
    }
    Explored {
        behaviours,
        exhaustive: explorer.exhaustive,
    }
}

/// Checks one input.
pub fn check_input(
    src: &Program,
    sf: FuncId,
    tgt: &Program,
    tf: FuncId,
    input: &Input,
    cfg: &RefineConfig,
) -> InputOutcome {
    let target = explore(tgt, tf, input, cfg, cfg.target_bounds, Vec::new());
    for (b, _) in &target.behaviours {
        match &b.end {
            End::Bound(bound) => {
                return InputOutcome::Inconclusive(format!(
                    "the target hit the {} bound",
                    bound.name()
                ));
            }
            End::Unsupported(s) => return InputOutcome::Unsupported(format!("target: {s}")),
            _ => {}
        }
    }
    let hints = target_hints(&target);
    let source = explore(src, sf, input, cfg, cfg.source_bounds, hints);
    let mut source_bound = None;
    let mut usable = Vec::new();
    for (b, _) in &source.behaviours {
        match &b.end {
            End::Bound(bound) => source_bound = Some(bound.name()),
            End::Unsupported(s) => return InputOutcome::Unsupported(format!("source: {s}")),
            _ => usable.push(b),
        }
    }
    for (t, choices) in &target.behaviours {
        let mut best: Option<Mismatch> = None;
        let mut ok = false;
        for s in &usable {
            match allowed(s, t) {
                Ok(()) => {
                    ok = true;
                    break;
                }
                Err(m) => {
                    if best.as_ref().is_none_or(|b| m.check > b.check) {
                        best = Some(m);
                    }
                }
            }
        }
        if ok {
            continue;
        }
        let Some(mismatch) = best else {
            return InputOutcome::Inconclusive(format!(
                "no source run finished (the {} bound)",
                source_bound.unwrap_or("steps")
            ));
        };
        let approximated = usable.iter().any(|s| s.approximated);
        if !source.exhaustive || approximated || source_bound.is_some() {
            let why = if approximated {
                "the source resolved undef early, so only some of its behaviours were explored"
            } else if source_bound.is_some() {
                "some source runs hit a bound"
            } else {
                "the source's choices were sampled, not enumerated"
            };
            return InputOutcome::Inconclusive(format!(
                "a target behaviour matched no explored source behaviour ({}), but {why}",
                mismatch.detail
            ));
        }
        return InputOutcome::NotRefines {
            target: Box::new(t.clone()),
            target_choices: choices.clone(),
            source: usable.into_iter().cloned().collect(),
            mismatch,
        };
    }
    InputOutcome::Refines
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
