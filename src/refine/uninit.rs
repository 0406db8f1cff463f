//! The second reading of uninitialized memory (decision 0022): a
//! `not-refines` found with uninitialized memory undef (LangRef) is checked
//! again with it poison (Alive2's reading, which some of LLVM's passes rely
//! on), and the verdict's reason says when that reading makes the pair
//! refine. The verdict itself stays LangRef's.

use std::time::Instant;

use crate::mem::Fill;
use crate::model::{Model, UninitMemory};
use crate::sem::program::Program;
use crate::syntax::FuncId;

use super::{FunctionReport, RefineConfig, SecondReading, Verdict};

/// What the reason of a verdict that the second reading reverses ends with,
/// before the second check's own reason in parentheses (what its `refines`
/// rests on: inputs, sampled target choices).
pub const REFINES_WITH_POISON: &str =
    "; with --uninit poison (Alive2's reading, decision 0022) it refines";

/// `report` with [`REFINES_WITH_POISON`] and the second check's reason added
/// to its reason, and that check's basis in its exploration
/// ([`SecondReading`]), when it is a
/// `not-refines` under undef uninitialized memory and the same check with
/// poison uninitialized memory, within what is left of `cfg`'s time and
/// work bounds since `start`, gives `refines`. `check` is the check itself.
pub(super) fn note_second_reading(
    mut report: FunctionReport,
    progs: (&Program, &Program),
    funcs: (FuncId, FuncId),
    cfg: &RefineConfig,
    start: Instant,
    check: impl Fn(&Program, FuncId, &Program, FuncId, &RefineConfig) -> FunctionReport,
) -> FunctionReport {
    if report.verdict != Verdict::NotRefines
        || cfg.model.uninit_fill() != Fill::Undef
        || !(makes_uninitialized_memory(progs.0) || makes_uninitialized_memory(progs.1))
    {
        return report;
    }
    let timeout = cfg.timeout.map(|t| t.saturating_sub(start.elapsed()));
    let max_work = cfg.max_work.saturating_sub(report.work);
    if timeout.is_some_and(|t| t.is_zero()) || max_work == 0 {
        return report;
    }
    let model = Model {
        uninit: UninitMemory::Poison,
        ..cfg.model
    };
    let (sp, tp) = progs;
    let Ok(s) = sp.with_model(model) else {
        return report;
    };
    // One module holding both sides is rebuilt once.
    let t = if std::ptr::eq(sp, tp) {
        None
    } else {
        match tp.with_model(model) {
            Ok(t) => Some(t),
            Err(_) => return report,
        }
    };
    let alt = cfg
        .clone()
        .with_model(model)
        .with_timeout(timeout)
        .with_max_work(max_work);
    let second = check(&s, funcs.0, t.as_ref().unwrap_or(&s), funcs.1, &alt);
    if second.verdict == Verdict::Refines {
        // On what basis, as a plain `refines` says it: its own reason
        // (how many inputs, whether the target's choices were sampled).
        report.reason.push_str(REFINES_WITH_POISON);
        report.reason.push_str(&format!(" ({})", second.reason));
        report.exploration.poison_reading = Some(SecondReading {
            inputs: second.inputs,
            inputs_exhaustive: second.exploration.inputs_exhaustive,
            target_sampled: second.exploration.target_sampled,
        });
    }
    report
}

/// Whether a run of `prog` may hold uninitialized memory, the only thing
/// the two readings differ on: it has an `alloca`, a store that leaves bits
/// unspecified (padding, the rest of an `i1`'s byte), a declared global, or
/// a declared function other than an intrinsic (an allocation function, a
/// C library model such as `malloc`), or `llvm.lifetime.start`. A program
/// with none of these runs the same under both, so its check is not made
/// twice.
fn makes_uninitialized_memory(prog: &Program) -> bool {
    use crate::syntax::InstKind;
    let m = &prog.module;
    let declares = |f: &crate::syntax::Function| {
        let name = crate::sem::program::name_text(&f.name);
        f.body.is_none() && (!name.starts_with("llvm.") || name.starts_with("llvm.lifetime.start"))
    };
    if m.globals.iter().any(|g| g.init.is_none()) || m.functions.iter().any(declares) {
        return true;
    }
    let insts = m
        .functions
        .iter()
        .filter_map(|f| f.body.as_ref())
        .flat_map(|b| b.blocks.iter())
        .flat_map(|b| b.insts.iter());
    for inst in insts {
        match &inst.kind {
            InstKind::Alloca { .. } => return true,
            InstKind::Store { val, .. } => {
                let info = prog.ty(val.ty);
                if info.store_size * 8 > info.repr.bits() {
                    return true;
                }
            }
            _ => {}
        }
    }
    false
}
