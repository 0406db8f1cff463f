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
use std::sync::Arc;
use std::time::Duration;

use rayon::prelude::*;

use crate::refine::{RefineConfig, Verdict, refine_pair};
use crate::syntax::{Name, SourceFile};
use crate::validate::Outcome;
use crate::validate::opt::{Optimizer, RunError, step_args};
use crate::validate::pairs::{FunctionResult, Side, check_pair};
use generate::{Draw, Func, module_text};

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
}

/// What a finding is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum FindingKind {
    /// The optimized function does not refine the generated one; the
    /// verdict of the `.srctgt.ll` replayed with `llsem refine`
    /// (`not-refines` unless the reproducer lost the failure).
    Miscompilation(Verdict),
    /// The optimizer exited unsuccessfully on the function (a crash, an
    /// assertion, a fatal error such as InstCombine's fixpoint check).
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

    /// What two findings share when they are the same: the reproducer of a
    /// miscompilation, the way the optimizer fails for a failure.
    pub fn identity(&self) -> String {
        match self.kind {
            FindingKind::Miscompilation(_) => self.body.clone(),
            FindingKind::OptimizerFailure => failure_signature(&self.reason),
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
    /// Functions the optimizer failed on the way an earlier function of
    /// the batch did (not shrunk again).
    pub same_failures: usize,
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
fn check_funcs(
    funcs: &[&Func],
    prefix: &str,
    cfg: &FuzzConfig,
) -> Result<Vec<FunctionResult>, CheckFailure> {
    let text: Arc<str> = module_text(funcs, prefix).into();
    let out = cfg
        .optimizer
        .run(&text, &cfg.args(), cfg.opt_timeout)
        .map_err(CheckFailure::Optimizer)?;
    let load = |name: &str, text: Arc<str>| {
        Side::load(name, text, &cfg.refine).map_err(|e| CheckFailure::Llsem(e.message))
    };
    let src = load("<generated>", text)?;
    let tgt = load("<optimized>", out.into())?;
    Ok(check_pair(&src, &tgt, &cfg.refine))
}

/// The first part of a reason: which check failed.
fn check_kind(reason: &str) -> &str {
    reason.split(':').next().unwrap_or(reason)
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

/// Generates, optimizes and checks batch `b`, shrinking what fails.
pub fn run_batch(cfg: &FuzzConfig, b: u64) -> BatchResult {
    let funcs = batch_functions(cfg, b);
    let refs: Vec<&Func> = funcs.iter().collect();
    let mut out = BatchResult::default();
    let mut failed = Vec::new();
    let results = check_split(&refs, 0, cfg, &mut failed);
    let mut failure_signatures = BTreeSet::new();
    for (index, e) in failed {
        out.tried += 1;
        match e {
            CheckFailure::Optimizer(e) if e.failed => {
                // One reproducer per way of failing in a batch: shrinking
                // costs an optimizer run per candidate.
                if failure_signatures.insert(failure_signature(&e.message)) {
                    out.findings
                        .push(optimizer_failure(&funcs[index], b, index, &e, cfg));
                } else {
                    out.same_failures += 1;
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
        match r.outcome {
            Outcome::NotRefines => {
                let f = shrink_function(&funcs[index], check_kind(&r.reason), cfg);
                match reproducer(&f, cfg) {
                    Ok((reason, replayed, body)) => out.findings.push(Finding {
                        batch: b,
                        index,
                        reason,
                        kind: FindingKind::Miscompilation(replayed),
                        instructions: instructions(&f),
                        body,
                    }),
                    Err(e) => out.errors.push(format!("batch {b} @f{index}: {e}")),
                }
            }
            Outcome::Error | Outcome::DeletedExternal => {
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
/// still fails check `kind`.
pub fn shrink_function(f: &Func, kind: &str, cfg: &FuzzConfig) -> Func {
    let cfg = &FuzzConfig {
        refine: cfg
            .refine
            .clone()
            .with_inputs(cfg.refine.inputs.min(SHRINK_INPUTS)),
        ..cfg.clone()
    };
    let mut cur = f.clone();
    for _ in 0..SHRINK_STEPS {
        let cands: Vec<Func> = shrink::candidates(&cur)
            .into_iter()
            .filter(is_valid)
            .collect();
        let mut next = None;
        for chunk in cands.chunks(SHRINK_CHUNK) {
            let refs: Vec<&Func> = chunk.iter().collect();
            let Ok(results) = check_funcs(&refs, "c", cfg) else {
                continue;
            };
            // The first candidate, in order, that still fails the same way.
            let hit = results
                .iter()
                .filter(|r| r.outcome == Outcome::NotRefines && check_kind(&r.reason) == kind)
                .filter_map(|r| r.function.strip_prefix('c')?.parse::<usize>().ok())
                .min();
            if let Some(i) = hit {
                next = chunk.get(i).cloned();
                break;
            }
        }
        match next {
            Some(n) => cur = n,
            None => break,
        }
    }
    cur
}

/// The `.srctgt.ll` body of a shrunk function: `@src` as generated, then
/// the optimizer's output with the function renamed `@tgt` (written by
/// llsem's printer), with the declarations `@src` needs; replayed with
/// `llsem refine` for its verdict and reason.
fn reproducer(f: &Func, cfg: &FuzzConfig) -> Result<(String, Verdict, String), String> {
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
    Ok((f.reason.clone(), f.verdict, body))
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
            "; EXPECT: {}\n; Found by {found}\n; Reason: {}\n; Replay: llsem refine {file}\n\n",
            v.name(),
            finding.reason
        ),
        FindingKind::OptimizerFailure => format!(
            "; The optimizer fails on this module. Found by {found}\n; Failure: {}\n; Replay: {} < {file}\n\n",
            finding.reason,
            cfg.optimizer.command_line(&cfg.args()),
        ),
    }
}

/// What stays of an optimizer's error when the names and numbers that
/// change while shrinking are taken out (the function names the fuzzer
/// gives become `F`, every digit `#`): two failures with the same
/// signature are taken to be the same failure.
fn failure_signature(message: &str) -> String {
    let mut out = String::new();
    for token in message.split_inclusive(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
        let (word, sep) = token.split_at(
            token
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(token.len()),
        );
        // `src`, `srcN`, `fN`, `cN`: the names the fuzzer gives.
        let ours = ["src", "f", "c"].iter().any(|p| {
            word.strip_prefix(p).is_some_and(|n| {
                n.bytes().all(|b| b.is_ascii_digit()) && (*p == "src" || !n.is_empty())
            })
        });
        if ours {
            out.push('F');
        } else {
            out.extend(
                word.chars()
                    .map(|c| if c.is_ascii_digit() { '#' } else { c }),
            );
        }
        out.push_str(sep);
    }
    out
}

/// Most optimizer runs spent shrinking one optimizer failure.
const FAILURE_SHRINK_RUNS: usize = 300;

/// Whether the optimizer fails on `f` (alone in a module) with the
/// signature `signature`.
fn fails_the_same(f: &Func, signature: &str, cfg: &FuzzConfig) -> bool {
    let text = module_text(&[f], "c");
    match cfg.optimizer.run(&text, &cfg.args(), cfg.opt_timeout) {
        Err(e) => e.failed && failure_signature(&e.message) == signature,
        Ok(_) => false,
    }
}

/// The finding for function `index` of batch `b`, which the optimizer
/// failed on with `error`: the smallest variant it still fails on the same
/// way (one optimizer run per candidate, at most `FAILURE_SHRINK_RUNS`),
/// as a module with `@src0`.
fn optimizer_failure(
    f: &Func,
    b: u64,
    index: usize,
    error: &RunError,
    cfg: &FuzzConfig,
) -> Finding {
    let signature = failure_signature(&error.message);
    let mut cur = f.clone();
    let mut runs = 0;
    'shrink: for _ in 0..SHRINK_STEPS {
        for cand in shrink::candidates(&cur).into_iter().filter(is_valid) {
            if runs == FAILURE_SHRINK_RUNS {
                break 'shrink;
            }
            runs += 1;
            if fails_the_same(&cand, &signature, cfg) {
                cur = cand;
                continue 'shrink;
            }
        }
        break;
    }
    // The reproducer as written, checked once more; the original function
    // if shrinking lost the failure under its final name.
    let reason = match cfg
        .optimizer
        .run(&module_text(&[&cur], "src"), &cfg.args(), cfg.opt_timeout)
    {
        Err(e) if e.failed && failure_signature(&e.message) == signature => e.message,
        _ => {
            cur = f.clone();
            error.message.clone()
        }
    };
    Finding {
        batch: b,
        index,
        reason,
        kind: FindingKind::OptimizerFailure,
        instructions: instructions(&cur),
        body: module_text(&[&cur], "src"),
    }
}

/// Runs batches `first..first + n` on the current thread pool, in order.
pub fn run_batches(cfg: &FuzzConfig, first: u64, n: u64) -> Vec<BatchResult> {
    (first..first + n)
        .into_par_iter()
        .map(|b| run_batch(cfg, b))
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
    use super::failure_signature;

    #[test]
    fn failure_signatures_ignore_the_fuzzers_names_and_numbers_only() {
        let at = |f: &str, n: u32| {
            failure_signature(&format!(
                "opt failed (exit status: 1): LLVM ERROR: Instruction Combining on {f} did not reach a fixpoint after {n} iterations"
            ))
        };
        assert_eq!(at("f12", 1), at("src0", 1));
        assert_eq!(at("c3", 1), at("src", 2));
        assert_ne!(at("main", 1), at("f1", 1));
        assert_ne!(
            at("c3", 1),
            failure_signature("opt failed: Assertion `x' failed.")
        );
        assert_eq!(failure_signature("function fc src_x"), "function fc src_x");
    }
}
