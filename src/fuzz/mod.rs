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
use crate::validate::opt::{Optimizer, step_args};
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
    /// The check that failed and why (the refinement report's reason).
    pub reason: String,
    /// The verdict of the `.srctgt.ll` replayed with `llsem refine`
    /// (`not-refines` unless the reproducer lost the failure).
    pub replayed: Verdict,
    /// Instructions of the shrunk source function.
    pub instructions: usize,
    /// The `.srctgt.ll` text without its header.
    pub body: String,
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

/// The verdicts of `funcs` (named `{prefix}N`) after the optimizer, in
/// order; `Err` if the optimizer or llsem could not handle the module.
fn check_funcs(
    funcs: &[&Func],
    prefix: &str,
    cfg: &FuzzConfig,
) -> Result<Vec<FunctionResult>, String> {
    let text: Arc<str> = module_text(funcs, prefix).into();
    let out = cfg.optimizer.run(&text, &cfg.args(), cfg.opt_timeout)?;
    let src = Side::load("<generated>", text, &cfg.refine).map_err(|e| e.message)?;
    let tgt = Side::load("<optimized>", out.into(), &cfg.refine).map_err(|e| e.message)?;
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
/// go to `errors` with the reason.
fn check_split(
    funcs: &[&Func],
    first: usize,
    cfg: &FuzzConfig,
    errors: &mut Vec<(usize, String)>,
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
            errors.push((first, e));
            Vec::new()
        }
        Err(_) => {
            let (a, b) = funcs.split_at(funcs.len() / 2);
            let mut out = check_split(a, first, cfg, errors);
            out.extend(check_split(b, first + a.len(), cfg, errors));
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
    for (index, e) in failed {
        out.tried += 1;
        out.errors.push(format!("batch {b} @f{index}: {e}"));
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
                        replayed,
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
    let out = cfg.optimizer.run(&src, &cfg.args(), cfg.opt_timeout)?;
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
    let expect = finding.replayed.name();
    format!(
        "; EXPECT: {expect}\n; Found by llsem {} fuzz: pipeline '{}', seed {}, batch {}, function {} (shrunk)\n; Reason: {}\n; Replay: llsem refine {file}\n\n",
        env!("CARGO_PKG_VERSION"),
        cfg.pipeline(),
        cfg.seed,
        finding.batch,
        finding.index,
        finding.reason
    )
}

/// Runs batches `first..first + n` on the current thread pool, in order.
pub fn run_batches(cfg: &FuzzConfig, first: u64, n: u64) -> Vec<BatchResult> {
    (first..first + n)
        .into_par_iter()
        .map(|b| run_batch(cfg, b))
        .collect()
}

/// Writes `text` to `dir/finding-K.srctgt.ll`; the path.
pub fn write_finding(dir: &Path, k: usize, text: &str) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    let p = dir.join(format!("finding-{k}.srctgt.ll"));
    std::fs::write(&p, text)?;
    Ok(p)
}
