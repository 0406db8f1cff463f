//! `llsem fuzz`: random functions through an optimizer pipeline, each
//! checked with the refinement engine; every `not-refines` shrunk to a
//! small reproducer.
//!
//! ```text
//! seed, batch b ──generate──▶ N functions in one module (one optimizer call for all)
//!     ──validate::opt──▶ the optimized module
//!     ──validate::pairs──▶ one verdict per function (refine::refine_function)
//!     ──shrink──▶ for each not-refines: the smallest variant that still fails
//!                 the same check ──▶ DIR/finding-K.srctgt.ll
//!     ──optimizer fails on one function──▶ the smallest variant it still
//!                 fails on the same way ──▶ DIR/finding-K.ll
//! ```
//!
//! Batch `b`'s functions depend only on the seed and `b`, and batches are
//! run in rounds of `jobs` in parallel and reported in order, so a seed
//! gives the same findings on any thread count (with `--time`, the same
//! ones up to where the time ran out).

pub mod cli;
pub mod generate;
pub mod shrink;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rayon::prelude::*;

use crate::refine::compare::Check;
use crate::refine::{Exploration, RefineConfig, Verdict, refine_pair};
use crate::report::json::OriginJson;
use crate::report::origin_json;
use crate::syntax::{Name, SourceFile};
use crate::validate::Outcome;
use crate::validate::delta::{Probe, minimize};
use crate::validate::opt::{Failure, Optimizer, RunError, step_args};
use crate::validate::pairs::{FunctionResult, Side, check_pair};
use crate::validate::signature::Signature;
use generate::{Draw, Func, module_text, named_module_text};

/// How to fuzz.
#[derive(Clone, Debug)]
pub struct FuzzConfig {
    /// How each function is checked.
    pub refine: RefineConfig,
    /// The optimizer.
    pub optimizer: Optimizer,
    /// The pipeline (`-passes=`), if the optimizer takes one.
    pub passes: Option<String>,
    /// The seed of the generated functions.
    pub seed: u64,
    /// Functions per module (per optimizer call).
    pub batch: usize,
    /// Bound of one optimizer run.
    pub opt_timeout: Duration,
}

impl FuzzConfig {
    /// The optimizer's arguments: `-S -passes=P`, or none for a command
    /// without `--passes`.
    fn args(&self) -> Vec<String> {
        match &self.passes {
            Some(p) => step_args(p, &[]),
            None => Vec::new(),
        }
    }

    /// The pipeline's name in reports.
    pub fn pipeline(&self) -> String {
        match (&self.passes, &self.optimizer) {
            (Some(p), _) => p.clone(),
            (None, o) => o.shell_prefix(),
        }
    }
}

/// A shrunk miscompilation.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    /// The batch it came from.
    pub batch: u64,
    /// The function's index in the batch.
    pub index: usize,
    /// The check that failed and why (the refinement report's reason), or
    /// the optimizer's error.
    pub reason: String,
    /// A miscompilation or an optimizer failure.
    pub kind: FindingKind,
    /// Instructions of the shrunk source function.
    pub instructions: usize,
    /// The reproducer's text without its header: a `.srctgt.ll` pair for a
    /// miscompilation, the input module for an optimizer failure.
    pub body: String,
    /// What the finding is, as triaged: findings with one signature are
    /// one bug.
    pub signature: Signature,
    /// How completely the replayed check explored the reproducer (a
    /// miscompilation).
    pub exploration: Option<Exploration>,
    /// Where the replayed counterexample's poison or undef came from in
    /// `@tgt`, lines counted from the start of `body`.
    pub origins: Vec<OriginJson>,
}

/// What a finding is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum FindingKind {
    /// The optimized function does not refine the generated one; the
    /// verdict of the `.srctgt.ll` replayed with `llsem refine`
    /// (`not-refines` unless the reproducer lost the failure).
    Miscompilation(Verdict),
    /// The optimizer exited unsuccessfully on the function (a crash, an
    /// assertion, a fatal error such as InstCombine's fixpoint check), or
    /// ran past its time bound.
    OptimizerFailure,
}

impl Finding {
    /// The verdict in reports: the replayed verdict of a miscompilation,
    /// `optimizer-failure` for a failure.
    pub fn verdict(&self) -> &'static str {
        match self.kind {
            FindingKind::Miscompilation(v) => v.name(),
            FindingKind::OptimizerFailure => "optimizer-failure",
        }
    }

    /// The reproducer's file name for the K-th finding.
    pub fn file_name(&self, k: usize) -> String {
        match self.kind {
            FindingKind::Miscompilation(_) => format!("finding-{k}.srctgt.ll"),
            FindingKind::OptimizerFailure => format!("finding-{k}.ll"),
        }
    }
}

/// What one batch gave.
#[derive(Clone, Debug, Default)]
pub struct BatchResult {
    /// Functions generated and checked.
    pub tried: usize,
    /// Of those, the ones the pipeline changed.
    pub changed: usize,
    /// Shrunk findings, in function order.
    pub findings: Vec<Finding>,
    /// Functions (or the whole batch) that could not be checked, and why.
    pub errors: Vec<String>,
    /// The signatures of the functions the optimizer failed on the way a
    /// finding already made (in this batch or an earlier round) says: the
    /// same bug, not shrunk again, each one more hit of that finding.
    pub same_failures: Vec<Signature>,
}

/// The seed of batch `b`: splitmix64 of the run's seed and `b`.
fn batch_seed(seed: u64, b: u64) -> u64 {
    let mut z = seed ^ b.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The functions of batch `b`.
pub fn batch_functions(cfg: &FuzzConfig, b: u64) -> Vec<Func> {
    let mut d = Draw::new(batch_seed(cfg.seed, b));
    (0..cfg.batch).map(|_| Func::generate(&mut d)).collect()
}

/// Why a module could not be checked.
enum CheckFailure {
    /// The optimizer failed, ran too long or did not start.
    Optimizer(RunError),
    /// llsem could not load the input or the output.
    Llsem(String),
}

impl CheckFailure {
    fn message(self) -> String {
        match self {
            CheckFailure::Optimizer(e) => e.message,
            CheckFailure::Llsem(m) => m,
        }
    }
}

/// The verdicts of `funcs` (named `{prefix}N`) after the optimizer, in
/// order; `Err` if the optimizer or llsem could not handle the module.
/// The optimizer runs once on all of them; each is then checked in a
/// module of its own on both sides ([`one_definition_each`]): the engine's
/// per-run setup (memory, names of allocations) grows with the module, so
/// checking each in the whole batch's module would cost the square of the
/// batch size, and the verdict would depend on which functions shared the
/// batch.
fn check_funcs(
    funcs: &[&Func],
    prefix: &str,
    cfg: &FuzzConfig,
) -> Result<Vec<FunctionResult>, CheckFailure> {
    let names: Vec<String> = (0..funcs.len()).map(|i| format!("{prefix}{i}")).collect();
    let text = named_module_text(funcs.iter().copied().zip(names.iter().cloned()));
    let out = cfg
        .optimizer
        .run(&text, &cfg.args(), cfg.opt_timeout)
        .map_err(CheckFailure::Optimizer)?;
    let load = |name: &str, text: String| {
        Side::load(name, text.into(), &cfg.refine).map_err(|e| CheckFailure::Llsem(e.message))
    };
    let mut results = Vec::new();
    for ((f, name), tgt) in funcs
        .iter()
        .zip(&names)
        .zip(one_definition_each(&out, &names))
    {
        let src = load("<generated>", named_module_text([(*f, name.clone())]))?;
        let tgt = load("<optimized>", tgt)?;
        results.extend(check_pair(&src, &tgt, &cfg.pipeline(), &cfg.refine, None));
    }
    Ok(results)
}

/// For each of `names`, the module `text` with the definitions of the
/// other names left out (everything else kept: declarations, attribute
/// groups, metadata, functions the optimizer added). Generated functions
/// never name one another, so each part is all its function sees.
fn one_definition_each(text: &str, names: &[String]) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    // The generated function each line's definition belongs to.
    let mut owner: Vec<Option<usize>> = vec![None; lines.len()];
    let mut i = 0;
    while i < lines.len() {
        let l = lines[i];
        if l.starts_with("define") && l.ends_with('{') {
            let end = (i..lines.len()).find(|&j| lines[j] == "}").unwrap_or(i);
            let name = l
                .split_once(" @")
                .and_then(|(_, r)| r.split_once('('))
                .map(|(n, _)| n);
            if let Some(k) = name.and_then(|n| names.iter().position(|x| x == n)) {
                owner[i..=end].fill(Some(k));
            }
            i = end + 1;
        } else {
            i += 1;
        }
    }
    (0..names.len())
        .map(|k| {
            let mut s = String::with_capacity(text.len() / names.len().max(1));
            for (l, o) in lines.iter().zip(&owner) {
                if o.is_none_or(|o| o == k) {
                    s.push_str(l);
                    s.push('\n');
                }
            }
            s
        })
        .collect()
}

/// The check a `not-refines` result failed.
fn failed_check(r: &FunctionResult) -> Option<Check> {
    r.counterexample.as_ref().map(|cx| cx.check)
}

/// The verdicts of `funcs` (the batch's functions from index `first` on),
/// with their indices in the batch. When the optimizer or llsem fails on
/// the module, its halves are checked apart, down to single functions, so
/// that one function the optimizer crashes on costs only itself; those
/// go to `failed` with the reason.
fn check_split(
    funcs: &[&Func],
    first: usize,
    cfg: &FuzzConfig,
    failed: &mut Vec<(usize, CheckFailure)>,
) -> Vec<(usize, FunctionResult)> {
    match check_funcs(funcs, "f", cfg) {
        Ok(results) => results
            .into_iter()
            .filter_map(|r| {
                let i = r.function.strip_prefix('f')?.parse::<usize>().ok()?;
                (i < funcs.len()).then_some((first + i, r))
            })
            .collect(),
        Err(e) if funcs.len() == 1 => {
            failed.push((first, e));
            Vec::new()
        }
        Err(_) => {
            let (a, b) = funcs.split_at(funcs.len() / 2);
            let mut out = check_split(a, first, cfg, failed);
            out.extend(check_split(b, first + a.len(), cfg, failed));
            out
        }
    }
}

/// Generates, optimizes and checks batch `b`, shrinking what fails but
/// the optimizer failures whose signature is in `known`.
pub fn run_batch(cfg: &FuzzConfig, b: u64, known: &BTreeSet<Signature>) -> BatchResult {
    let funcs = batch_functions(cfg, b);
    let refs: Vec<&Func> = funcs.iter().collect();
    let mut out = BatchResult::default();
    let mut failed = Vec::new();
    let results = check_split(&refs, 0, cfg, &mut failed);
    // The ways of failing shrunk so far in this batch.
    let mut shrunk = BTreeSet::new();
    for (index, e) in failed {
        out.tried += 1;
        match e {
            CheckFailure::Optimizer(e) if e.is_failure_on_input() => {
                // Shrinking costs optimizer runs: a function that fails the
                // way a finding already does is only counted.
                let site = failure_site(&e, cfg);
                if known.contains(&site) || shrunk.contains(&site) {
                    out.same_failures.push(site);
                } else {
                    let f = optimizer_failure(&funcs[index], b, index, &e, site, cfg);
                    shrunk.insert(f.signature.clone());
                    out.findings.push(f);
                }
            }
            e => out
                .errors
                .push(format!("batch {b} @f{index}: {}", e.message())),
        }
    }
    for (index, r) in results {
        out.tried += 1;
        if !r.unchanged {
            out.changed += 1;
        }
        match (r.outcome, failed_check(&r)) {
            (Outcome::NotRefines, Some(check)) => {
                let f = shrink_function(&funcs[index], check, cfg);
                match reproducer(&f, check, cfg) {
                    Ok(rep) => out.findings.push(Finding {
                        batch: b,
                        index,
                        reason: rep.reason,
                        kind: FindingKind::Miscompilation(rep.verdict),
                        instructions: instructions(&f),
                        body: rep.body,
                        signature: rep.signature,
                        exploration: Some(rep.exploration),
                        origins: rep.origins,
                    }),
                    Err(e) => out.errors.push(format!("batch {b} @f{index}: {e}")),
                }
            }
            (Outcome::NotRefines | Outcome::Error | Outcome::DeletedExternal, _) => {
                out.errors
                    .push(format!("batch {b} @f{index}: {}", r.reason));
            }
            _ => {}
        }
    }
    out
}

/// Instructions of the function's text (labels and braces aside).
fn instructions(f: &Func) -> usize {
    f.text("src")
        .lines()
        .filter(|l| l.starts_with("  "))
        .count()
}

/// Whether the front end accepts the function.
fn is_valid(f: &Func) -> bool {
    let text = module_text(&[f], "c");
    crate::parse::load(SourceFile::new("<candidate>", text)).is_ok()
}

/// Candidates tried per optimizer call while shrinking: candidates come
/// largest first and the first one that fails is kept, so a small chunk
/// wastes few checks after a hit and still shares the optimizer's start-up.
const SHRINK_CHUNK: usize = 16;
/// Most shrinking steps.
const SHRINK_STEPS: usize = 200;
/// Most inputs per candidate while shrinking. A candidate that fails on
/// fewer inputs fails (a counterexample is one input), so the result is
/// sound; the reproducer is then checked again with all of them.
const SHRINK_INPUTS: usize = 64;

/// The smallest variant of `f` reached by one-step simplifications that
/// still fails `check`.
pub fn shrink_function(f: &Func, check: Check, cfg: &FuzzConfig) -> Func {
    let cfg = &FuzzConfig {
        refine: cfg
            .refine
            .clone()
            .with_inputs(cfg.refine.inputs.min(SHRINK_INPUTS)),
        ..cfg.clone()
    };
    minimize(
        f.clone(),
        SHRINK_STEPS,
        SHRINK_CHUNK,
        valid_candidates,
        |chunk| {
            let refs: Vec<&Func> = chunk.iter().collect();
            let Ok(results) = check_funcs(&refs, "c", cfg) else {
                return Probe::Miss;
            };
            // The first candidate, in order, that still fails the same way.
            results
                .iter()
                .filter(|r| r.outcome == Outcome::NotRefines && failed_check(r) == Some(check))
                .filter_map(|r| r.function.strip_prefix('c')?.parse::<usize>().ok())
                .min()
                .map_or(Probe::Miss, Probe::Hit)
        },
    )
}

/// The one-step simplifications of `f` the front end accepts.
fn valid_candidates(f: &Func) -> Vec<Func> {
    shrink::candidates(f).into_iter().filter(is_valid).collect()
}

/// A shrunk miscompilation written out and replayed.
struct Reproducer {
    /// The replayed check's reason.
    reason: String,
    /// The replayed check's verdict.
    verdict: Verdict,
    /// The `.srctgt.ll` text.
    body: String,
    /// How completely the replayed check explored it.
    exploration: Exploration,
    /// The finding's signature, from the two functions of the reproducer.
    signature: Signature,
    /// The replayed counterexample's target origins.
    origins: Vec<OriginJson>,
}

/// The `.srctgt.ll` body of a shrunk function: `@src` as generated, then
/// the optimizer's output with the function renamed `@tgt` (written by
/// llsem's printer), with the declarations `@src` needs; replayed with
/// `llsem refine` for its verdict and reason. `check` is the check the
/// shrunk function failed, named by the signature if the replay does not
/// fail it.
fn reproducer(f: &Func, check: Check, cfg: &FuzzConfig) -> Result<Reproducer, String> {
    let src = module_text(&[f], "src");
    let src = src.replacen("@src0(", "@src(", 1);
    let out = cfg
        .optimizer
        .run(&src, &cfg.args(), cfg.opt_timeout)
        .map_err(|e| e.message)?;
    let file = SourceFile::new("<optimized>", out);
    let mut tgt = crate::parse::load(file.clone()).map_err(|d| d.render(&file))?;
    // LLVM takes `source_filename` only before the functions.
    tgt.source_filename = None;
    for func in &mut tgt.functions {
        if func.name == Name::Named("src".into()) && func.body.is_some() {
            func.name = Name::Named("tgt".into());
        }
    }
    let tgt_text = crate::syntax::print::print_module(&tgt);
    let mut body = f.text("src");
    body.push('\n');
    body.push_str(&tgt_text);
    let mut decls = BTreeSet::new();
    f.declarations(&mut decls);
    for d in decls {
        let name = d.split('@').nth(1).and_then(|r| r.split('(').next());
        if name.is_some_and(|n| !tgt_text.contains(&format!("@{n}("))) {
            body.push_str(&d);
            body.push('\n');
        }
    }
    let file = SourceFile::new("<reproducer>", body.as_str());
    let module = crate::parse::load(file.clone()).map_err(|d| d.render(&file))?;
    let report = refine_pair(&module, "src", "tgt", &cfg.refine).map_err(|e| e.to_string())?;
    let f = report
        .functions
        .first()
        .ok_or("the reproducer has no @src/@tgt pair")?;
    let named = |n: &str| {
        module
            .functions
            .iter()
            .find(|g| g.body.is_some() && g.name == Name::Named(n.into()))
            .ok_or("the reproducer has no @src/@tgt pair")
    };
    let signature = Signature::miscompilation(
        &cfg.pipeline(),
        f.counterexample.as_ref().map_or(check, |cx| cx.check),
        (&module, named("src")?),
        (&module, named("tgt")?),
    );
    let origins = f.counterexample.as_ref().map_or_else(Vec::new, |cx| {
        cx.target_origins
            .iter()
            .map(|o| origin_json(&module, o))
            .collect()
    });
    Ok(Reproducer {
        origins,
        reason: f.reason.clone(),
        verdict: f.verdict,
        body,
        exploration: f.exploration,
        signature,
    })
}

/// The header of a reproducer file.
pub fn header(finding: &Finding, cfg: &FuzzConfig, file: &str) -> String {
    let found = format!(
        "llsem {} fuzz: pipeline '{}', seed {}, batch {}, function {} (shrunk)",
        env!("CARGO_PKG_VERSION"),
        cfg.pipeline(),
        cfg.seed,
        finding.batch,
        finding.index,
    );
    match finding.kind {
        FindingKind::Miscompilation(v) => format!(
            "; EXPECT: {}\n; Found by {found}\n; Reason: {}\n; Signature: {}\n; Replay: llsem refine {file}\n\n",
            v.name(),
            finding.reason,
            finding.signature.line()
        ),
        FindingKind::OptimizerFailure => format!(
            "; The optimizer {} on this module. Found by {found}\n; Failure: {}\n; Signature: {}\n; Replay: {} < {file}\n\n",
            if finding.signature.kind == "hang" {
                "hangs"
            } else {
                "fails"
            },
            finding.reason,
            finding.signature.line(),
            cfg.optimizer.command_line(&cfg.args()),
        ),
    }
}

/// The way the optimizer fails: hang or crash, and where it crashed (see
/// [`Signature`]), the signature of the finding. Shrinking keeps a
/// candidate that fails this way.
fn failure_site(e: &RunError, cfg: &FuzzConfig) -> Signature {
    Signature::optimizer_failure(
        &cfg.pipeline(),
        e.kind == Failure::Hung,
        if e.stderr.is_empty() {
            &e.message
        } else {
            &e.stderr
        },
        &fuzzer_name,
    )
}

/// Whether `word` is a name the fuzzer gives a function (`src`, `srcN`,
/// `fN`, `cN`): an optimizer's message naming one is the same message
/// whatever the name.
fn fuzzer_name(word: &str) -> bool {
    ["src", "f", "c"].iter().any(|p| {
        word.strip_prefix(p).is_some_and(|n| {
            n.bytes().all(|b| b.is_ascii_digit()) && (*p == "src" || !n.is_empty())
        })
    })
}

/// Most optimizer runs spent shrinking one optimizer failure.
const FAILURE_SHRINK_RUNS: usize = 300;
/// Most shrinking steps of a hang (each costs the whole time bound).
const HANG_SHRINK_RUNS: usize = 8;

/// The first of `cands`, in order, that the optimizer fails on the way
/// `site` says. They run together in one module (one optimizer run, most
/// often a success that clears them all); a module it fails on is split in
/// halves, the first half first, down to one candidate run alone, which
/// confirms it fails on its own. `runs` counts the optimizer runs, and no
/// run starts past `FAILURE_SHRINK_RUNS`.
fn first_failing(
    cands: &[Func],
    site: &Signature,
    cfg: &FuzzConfig,
    runs: &mut usize,
) -> Option<usize> {
    if cands.is_empty() || *runs >= FAILURE_SHRINK_RUNS {
        return None;
    }
    *runs += 1;
    let refs: Vec<&Func> = cands.iter().collect();
    match cfg
        .optimizer
        .run(&module_text(&refs, "c"), &cfg.args(), cfg.opt_timeout)
    {
        Ok(_) => None,
        Err(e) if cands.len() == 1 => {
            (e.is_failure_on_input() && failure_site(&e, cfg) == *site).then_some(0)
        }
        Err(_) => {
            let (a, b) = cands.split_at(cands.len() / 2);
            first_failing(a, site, cfg, runs)
                .or_else(|| first_failing(b, site, cfg, runs).map(|i| i + a.len()))
        }
    }
}

/// The finding for function `index` of batch `b`, which the optimizer
/// failed on with `error`: the smallest variant it still fails on the same
/// way, as a module with `@src0`. A crash's candidates are tried
/// `SHRINK_CHUNK` at a time ([`first_failing`]); a hang's one at a time,
/// since each run that hangs costs the whole time bound. At most
/// `FAILURE_SHRINK_RUNS` optimizer runs, and at most `HANG_SHRINK_RUNS`
/// steps of a hang.
fn optimizer_failure(
    f: &Func,
    b: u64,
    index: usize,
    error: &RunError,
    site: Signature,
    cfg: &FuzzConfig,
) -> Finding {
    let hang = error.kind == Failure::Hung;
    let chunk = if hang { 1 } else { SHRINK_CHUNK };
    let (mut runs, mut hangs) = (0, 0);
    let mut cur = minimize(f.clone(), SHRINK_STEPS, chunk, valid_candidates, |part| {
        if runs >= FAILURE_SHRINK_RUNS || hangs >= HANG_SHRINK_RUNS {
            return Probe::Stop;
        }
        match first_failing(part, &site, cfg, &mut runs) {
            Some(i) => {
                hangs += usize::from(hang);
                Probe::Hit(i)
            }
            None => Probe::Miss,
        }
    });
    // The reproducer as written, checked once more; the original function
    // if shrinking lost the failure under its final name.
    let text = module_text(&[&cur], "src");
    let reason = match cfg.optimizer.run(&text, &cfg.args(), cfg.opt_timeout) {
        Err(e) if e.is_failure_on_input() && failure_site(&e, cfg) == site => e.message,
        _ => {
            cur = f.clone();
            error.message.clone()
        }
    };
    let body = module_text(&[&cur], "src");
    Finding {
        batch: b,
        index,
        reason,
        kind: FindingKind::OptimizerFailure,
        instructions: instructions(&cur),
        body,
        signature: site,
        exploration: None,
        origins: Vec::new(),
    }
}

/// Runs batches `first..first + n` on the current thread pool, in order;
/// `known` as [`run_batch`] takes it (the findings of earlier rounds, so
/// that what is shrunk depends on the thread count, what is reported not).
pub fn run_batches(
    cfg: &FuzzConfig,
    first: u64,
    n: u64,
    known: &BTreeSet<Signature>,
) -> Vec<BatchResult> {
    (first..first + n)
        .into_par_iter()
        .map(|b| run_batch(cfg, b, known))
        .collect()
}

/// Writes `text` to `dir/NAME`; the path.
pub fn write_finding(dir: &Path, name: &str, text: &str) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    let p = dir.join(name);
    std::fs::write(&p, text)?;
    Ok(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_part_keeps_one_generated_definition_and_everything_else() {
        let text = "; ModuleID = '<stdin>'\ndefine i8 @f0(i8 %a0) {\n  ret i8 %a0\n}\n\n\
                    define i8 @helper() {\n  ret i8 0\n}\n\ndefine i8 @f1() #0 {\nentry:\n  \
                    ret i8 1\n}\n\ndeclare i8 @llvm.umin.i8(i8, i8)\nattributes #0 = { nounwind }\n";
        let names = ["f0".to_string(), "f1".to_string()];
        let parts = one_definition_each(text, &names);
        assert_eq!(parts.len(), 2);
        for (k, part) in parts.iter().enumerate() {
            assert!(part.contains(&format!("@f{k}(")), "{part}");
            assert!(!part.contains(&format!("@f{}(", 1 - k)), "{part}");
            for kept in ["@helper()", "@llvm.umin.i8", "attributes #0", "; ModuleID"] {
                assert!(part.contains(kept), "{kept} missing from\n{part}");
            }
            assert!(crate::parse::load(SourceFile::new("part", part.as_str())).is_ok());
        }
    }
}
