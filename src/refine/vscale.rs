//! The values of `vscale` a check covers (semantics/vector.md "Scalable
//! vectors"): the source and the target share one `vscale` per run, and a
//! function whose module has scalable vectors (or asks for `llvm.vscale`)
//! is checked under each value of a short list, the verdict saying which.

use crate::model::Model;
use crate::sem::program::Program;
use crate::syntax::vscale_use::vscale_dependent;
use crate::syntax::{FuncId, Name};

use super::{Exploration, FunctionReport, Verdict, VscaleReport};

/// Most values of `vscale` one check covers.
pub const MAX_CHECKED: usize = 5;

/// The values of `vscale` a check runs under.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// Each value in order (`None`: `vscale` does not matter, one check).
    pub values: Vec<Option<u32>>,
    /// Whether they are every value the function allows.
    pub complete: bool,
    /// Whether the function pair can behave differently under different
    /// values ([`vscale_dependent`]); when not, `values` is the one value
    /// the programs were built with and one check covers every value.
    pub depends: bool,
}

/// The plan for source function `sf` and target function `tf`: one check
/// if the model fixes `vscale` or neither side's module uses it (has a
/// scalable vector type or declares an intrinsic that reads it, such as
/// `llvm.vscale`), or if neither function
/// can depend on it ([`vscale_dependent`]: one check under the value the
/// programs were built with); else the powers of two of
/// the source's `vscale_range(min, max)` from `min` up (LangRef "Function
/// Attributes": `vscale` is a power of two in the range), or without the
/// attribute ("no assumptions about the value of vscale") 1, 2, 3, 4; at
/// most [`MAX_CHECKED`] values.
pub fn plan(src: &Program, sf: FuncId, tgt: &Program, tf: FuncId, model: &Model) -> Plan {
    let uses = |p: &Program| p.module.types.vscale().is_some();
    if model.vscale.is_some() || (!uses(src) && !uses(tgt)) {
        return Plan {
            values: vec![None],
            complete: true,
            depends: true,
        };
    }
    let depends = |p: &Program, f: FuncId| uses(p) && vscale_dependent(&p.module)[f.0 as usize];
    if !depends(src, sf) && !depends(tgt, tf) {
        let built = src.module.types.vscale().or(tgt.module.types.vscale());
        return Plan {
            values: vec![Some(built.unwrap_or(1))],
            complete: true,
            depends: false,
        };
    }
    match src.module.vscale_range(sf) {
        Some((min, max)) => {
            let mut values = Vec::new();
            let mut v = min.max(1).checked_next_power_of_two();
            while let Some(p) = v {
                if max.is_some_and(|m| p > m) || values.len() == MAX_CHECKED {
                    break;
                }
                values.push(Some(p));
                v = p.checked_mul(2);
            }
            let last = values.last().copied().flatten().unwrap_or(0);
            let complete = max.is_some_and(|m| last.checked_mul(2).is_none_or(|n| n > m));
            Plan {
                values,
                complete,
                depends: true,
            }
        }
        None => Plan {
            values: (1..=4).map(Some).collect(),
            complete: false,
            depends: true,
        },
    }
}

/// One report from the reports of each value of `plan` (in its order): the
/// first `not-refines` (its counterexample replays with `--vscale`), else
/// the first `unsupported`, else the first `inconclusive`, else `refines`
/// with the inputs and work of all; the reason names the values checked.
/// A plan whose functions do not depend on `vscale` keeps its one report's
/// reason and replay, and a `refines` says that one value covers all.
pub fn combine(plan: &Plan, reports: Vec<FunctionReport>) -> FunctionReport {
    let checked: Vec<String> = plan
        .values
        .iter()
        .flatten()
        .map(|v| v.to_string())
        .collect();
    let mut reports: Vec<(Option<u32>, FunctionReport)> =
        plan.values.iter().copied().zip(reports).collect();
    let inputs = reports.iter().map(|(_, r)| r.inputs).sum();
    let work = reports.iter().map(|(_, r)| r.work).sum();
    let worst = [
        Verdict::NotRefines,
        Verdict::Unsupported,
        Verdict::Inconclusive,
    ]
    .into_iter()
    .find_map(|v| reports.iter().position(|(_, r)| r.verdict == v));
    let (vscale, mut report) = reports.swap_remove(worst.unwrap_or(0));
    if checked.is_empty() {
        return report;
    }
    report.vscale = Some(VscaleReport {
        checked: plan.values.iter().flatten().copied().collect(),
        every_allowed: plan.complete,
        at: worst.and(vscale),
        depends: plan.depends,
    });
    if !plan.depends {
        if worst.is_none() {
            report.reason = format!(
                "{}; the functions do not depend on vscale: checked once, at {}",
                report.reason,
                checked.join(", ")
            );
        }
        return report;
    }
    if worst.is_some() {
        let v = vscale.unwrap_or(1);
        report.reason = format!("at vscale {v}: {}", report.reason);
        if let Some(cx) = &mut report.counterexample {
            cx.vscale = vscale;
        }
    } else {
        report.inputs = inputs;
        report.work = work;
        for (_, r) in &reports {
            report.exploration.target_sampled += r.exploration.target_sampled;
            report.exploration.source_sampled += r.exploration.source_sampled;
            report.exploration.inputs_exhaustive &= r.exploration.inputs_exhaustive;
        }
        let extent = if plan.complete {
            "every value the function allows"
        } else {
            "not every value the function allows"
        };
        report.reason = format!(
            "{} under vscale {} ({extent})",
            report.reason,
            checked.join(", ")
        );
    }
    report.exploration.inputs_exhaustive &= plan.complete;
    report
}

/// The report of a check that could not run under `vscale` (its programs
/// could not be rebuilt: `why`).
pub fn unsupported(name: &str, vscale: u32, why: &str) -> FunctionReport {
    FunctionReport {
        name: name.to_string(),
        target_name: name.to_string(),
        verdict: Verdict::Unsupported,
        inputs: 0,
        reason: format!("cannot run under vscale {vscale}: {why}"),
        counterexample: None,
        exploration: Exploration::default(),
        work: 0,
        vscale: None,
    }
}

/// `report`, where either module declares
/// `llvm.experimental.get.vector.length`, with a `refines` that says the
/// length took one hardware policy and does not claim its inputs
/// exhaustive: llsem takes the value from one policy of the many LangRef
/// allows (semantics/vector.md "Vector predication"), whether or not the
/// check covers several values of `vscale` (`%scalable` false, or `vscale`
/// fixed by the configuration).
pub fn note_length_policy(
    src: &Program,
    tgt: &Program,
    mut report: FunctionReport,
) -> FunctionReport {
    let declares_length = |p: &Program| {
        p.module.functions.iter().any(|f| {
            matches!(&f.name, Name::Named(n) if n.starts_with("llvm.experimental.get.vector.length"))
        })
    };
    if report.verdict == Verdict::Refines && (declares_length(src) || declares_length(tgt)) {
        report.reason.push_str(
            "; get.vector.length took one hardware policy (as many lanes as the count allows), \
             not every one LangRef allows",
        );
        report.exploration.inputs_exhaustive = false;
    }
    report
}
