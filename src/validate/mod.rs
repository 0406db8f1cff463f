//! `llsem validate`: what an optimizer pipeline does to lit-style test
//! files, checked function by function with the refinement engine.
//!
//! ```text
//! files ──runline──▶ checks (one per RUN line that runs opt, or --passes)
//!       ──opt──▶ the optimizer's output, step by step (one top-level pass
//!                at a time with --per-pass, so a failure names its pass)
//!       ──pairs──▶ one record per function (refine::refine_function)
//!       ──output / html──▶ progress, findings, summary, JSON Lines, a page
//! ```
//!
//! Checks run on `jobs` threads; records come out in the order of the
//! work list (files sorted, RUN lines in file order) whatever the thread
//! count, and `--shard K/N` keeps every N-th file from the K-th (lit's
//! `--run-shard`/`--num-shards`).

pub mod cli;
pub mod culprit;
pub mod delta;
pub mod html;
pub mod opt;
pub mod output;
pub mod pairs;
pub mod reduce;
pub mod runline;
pub mod signature;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rayon::prelude::*;

use crate::refine::{Counterexample, Exploration, RefineConfig, Verdict};
use crate::report::json::OriginJson;
use opt::{Optimizer, RunError, module_flags, shell_word, split_pipeline, step_args};
use pairs::{FunctionResult, Side};
use runline::{OptStep, PassNames, RunLine, run_lines};
use signature::Signature;

/// What a record says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Outcome {
    /// No counterexample in the inputs tried (or the function is
    /// unchanged).
    Refines,
    /// A counterexample.
    NotRefines,
    /// A bound was hit, or a counterexample that does not count on its own.
    Inconclusive,
    /// Something llsem does not support.
    Unsupported,
    /// The optimizer failed, a file could not be read, or llsem failed.
    Error,
    /// A RUN line, or a file, with nothing to check.
    Skipped,
    /// A function the optimizer removed (reported, not failed).
    Deleted,
    /// A function the optimizer added (reported, not failed).
    Added,
    /// A function visible to other modules that the optimizer removed or
    /// retyped: a finding of its own kind.
    DeletedExternal,
    /// The optimizer crashed (a signal, a failed assertion, a fatal error)
    /// or ran past its time bound on the check's input: a finding of its
    /// own kind.
    OptimizerFailure,
}

impl Outcome {
    /// The name in records and JSON.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Refines => "refines",
            Outcome::NotRefines => "not-refines",
            Outcome::Inconclusive => "inconclusive",
            Outcome::Unsupported => "unsupported",
            Outcome::Error => "error",
            Outcome::Skipped => "skipped",
            Outcome::Deleted => "deleted",
            Outcome::Added => "added",
            Outcome::DeletedExternal => "deleted-external",
            Outcome::OptimizerFailure => "optimizer-failure",
        }
    }

    /// The outcome of a refinement verdict.
    pub fn from_verdict(v: Verdict) -> Outcome {
        match v {
            Verdict::Refines => Outcome::Refines,
            Verdict::NotRefines => Outcome::NotRefines,
            Verdict::Inconclusive => Outcome::Inconclusive,
            Verdict::Unsupported => Outcome::Unsupported,
        }
    }

    /// Whether a reviewer must look at it (a block is printed for it).
    pub fn is_finding(self) -> bool {
        matches!(
            self,
            Outcome::NotRefines | Outcome::DeletedExternal | Outcome::OptimizerFailure
        )
    }
}

/// One line of the results: a function of a check, or a RUN line or file
/// with nothing checked.
#[derive(Clone, Debug)]
pub struct Record {
    /// The test file, as given or found.
    pub file: String,
    /// The RUN line's line number (`None` with `--passes`, or for a file).
    pub run_line: Option<u32>,
    /// The whole pipeline of the check (steps joined with ` | `).
    pub pipeline: Option<String>,
    /// The step (or, with `--per-pass`, the pass) the record is about.
    pub pass: Option<String>,
    /// The function, if the record is about one.
    pub function: Option<String>,
    /// What was found.
    pub outcome: Outcome,
    /// Why, in one line.
    pub reason: String,
    /// The counterexample of a `not-refines`.
    pub counterexample: Option<Counterexample>,
    /// The command line that replays the counterexample, or the
    /// optimizer's failure.
    pub replay: Option<String>,
    /// Whether the function was left exactly as it was.
    pub unchanged: bool,
    /// Time spent checking the function.
    pub seconds: f64,
    /// How completely the refinement check explored the function (`None`
    /// when the engine did not check it).
    pub exploration: Option<Exploration>,
    /// The signature of a finding (see [`signature`]).
    pub signature: Option<Signature>,
    /// The texts before and after the step, kept for findings (the HTML
    /// page shows them).
    pub texts: Option<(Arc<str>, Arc<str>)>,
    /// What the optimizer failed on, for its reproducer file
    /// (`optimizer-failure`).
    pub failed_input: Option<FailedInput>,
    /// Where the reproducer was written (`-o DIR`).
    pub reproducer: Option<String>,
    /// Whether the function's result is that of an identical check made
    /// earlier in the run ([`pairs::Cache`]).
    pub cached: bool,
    /// Where the counterexample's poison or undef came from in the target
    /// (the optimizer's output of the step).
    pub origins: Vec<OriginJson>,
    /// The module of a `not-refines`, shrunk (with `-o DIR`).
    pub shrunk: Option<Shrunk>,
    /// Where the unshrunk module was written (`-o DIR`).
    pub original: Option<String>,
}

/// The module a `not-refines` was found on, and the smallest one reached
/// from it on which the step still makes the function fail the same
/// check.
#[derive(Clone, Debug)]
pub struct Shrunk {
    /// The failing step's input.
    pub original: Arc<str>,
    /// The shrunk module.
    pub text: String,
    /// The check's reason on the shrunk module.
    pub reason: String,
    /// The failing step's optimizer arguments.
    pub args: Vec<String>,
}

/// The module an optimizer failed on and how it was run on it: a
/// reproducer that needs neither the test file nor the earlier steps.
#[derive(Clone, Debug)]
pub struct FailedInput {
    /// The failing step's input, as the optimizer read it.
    pub module: Arc<str>,
    /// The command line of the failing step (its input on stdin).
    pub command: String,
}

impl Record {
    /// Who found a reproducer and where, for its header: llsem's version,
    /// the test file and its RUN line.
    fn found_by(&self) -> String {
        let mut found = format!(
            "llsem {} validate: {}",
            env!("CARGO_PKG_VERSION"),
            self.file
        );
        if let Some(l) = self.run_line {
            found.push_str(&format!(", RUN line {l}"));
        }
        found
    }

    /// The reproducer file of an optimizer failure, written as `path`:
    /// a header (what failed, where it was found, the signature, the
    /// command that replays it), then the module the optimizer failed on.
    pub fn reproducer_text(&self, path: &str) -> Option<String> {
        let input = self.failed_input.as_ref()?;
        let hung = self.signature.as_ref().is_some_and(|s| s.kind == "hang");
        let mut found = self.found_by();
        if let Some(p) = &self.pass {
            found.push_str(&format!(", pass {p}"));
        }
        if let Some(f) = &self.function {
            found.push_str(&format!(", in @{f}"));
        }
        let mut text = format!(
            "; The optimizer {} on this module. Found by {found}\n; Failure: {}\n",
            if hung { "hangs" } else { "fails" },
            self.reason.replace('\n', " ")
        );
        if let Some(sig) = &self.signature {
            text.push_str(&format!("; Signature: {}\n", sig.line()));
        }
        text.push_str(&format!(
            "; Replay: {} < {}\n\n",
            input.command,
            shell_word(path)
        ));
        text.push_str(&input.module);
        if !input.module.ends_with('\n') {
            text.push('\n');
        }
        Some(text)
    }
}

impl Record {
    /// The files of a shrunk `not-refines`, written as `path` (shrunk) and
    /// `original` (the failing step's input): each a header (what fails,
    /// where it was found, the signature, a RUN line running the step, the
    /// command that checks it again), then the module.
    pub fn shrunk_texts(
        &self,
        path: &str,
        original: &str,
        cfg: &ValidateConfig,
    ) -> Option<(String, String)> {
        let s = self.shrunk.as_ref()?;
        let found = self.found_by();
        let what = format!(
            "; {}: @{} after {}",
            self.outcome.name(),
            self.function.as_deref().unwrap_or_default(),
            self.pass.as_deref().unwrap_or_default()
        );
        let run = format!(
            "; RUN: opt {} < %s\n",
            s.args
                .iter()
                .map(|a| shell_word(a))
                .collect::<Vec<_>>()
                .join(" ")
        );
        let tail = |file: &str, reason: &str| {
            let mut t = format!("; Reason: {}\n", reason.replace('\n', " "));
            if let Some(sig) = &self.signature {
                t.push_str(&format!("; Signature: {}\n", sig.line()));
            }
            t.push_str(&run);
            t.push_str(&format!(
                "; Replay: llsem validate {}{} {}\n\n",
                cfg.optimizer.llsem_flag(),
                cfg.refine.model.flags(),
                shell_word(file)
            ));
            t
        };
        // The module, its own RUN lines (a test file's) kept but not run.
        let body = |m: &str| {
            let mut t = String::new();
            for l in m.trim_start_matches('\n').lines() {
                if l.starts_with(';') {
                    t.push_str(&l.replacen("RUN:", "RUN-as-found:", 1));
                } else {
                    t.push_str(l);
                }
                t.push('\n');
            }
            t
        };
        let shrunk = format!(
            "{what}, shrunk. Found by {found}; the module as found: {original}\n{}{}",
            tail(path, &s.reason),
            body(&s.text)
        );
        let whole = format!(
            "{what}: the module the step read. Found by {found}; shrunk: {path}\n{}{}",
            tail(original, &self.reason),
            body(&s.original)
        );
        Some((shrunk, whole))
    }
}

/// How to validate.
#[derive(Clone, Debug)]
pub struct ValidateConfig {
    /// How each function is checked (model, inputs, per-function timeout).
    pub refine: RefineConfig,
    /// The optimizer.
    pub optimizer: Optimizer,
    /// Check every file with this pipeline instead of its RUN lines.
    pub passes: Option<String>,
    /// Run the pipeline one top-level pass at a time.
    pub per_pass: bool,
    /// Threads.
    pub jobs: usize,
    /// Only the K-th (1-based) of N slices: `(K, N)`.
    pub shard: Option<(usize, usize)>,
    /// Bound of one optimizer run.
    pub opt_timeout: Duration,
    /// Shrink the module of each `not-refines` ([`reduce`]).
    pub shrink: bool,
}

/// One unit of work: a RUN line of a file (or the file, with `--passes`).
#[derive(Clone, Debug)]
pub struct Check {
    /// The file.
    pub file: String,
    /// The file's text (or why it could not be read).
    pub text: Result<Arc<str>, String>,
    /// The RUN line, or `None` for `--passes` and for a file without any.
    pub run: Option<RunLine>,
    /// The steps with `--passes`.
    pub steps: Option<Vec<OptStep>>,
}

/// The work list: every `.ll` file under the paths, sorted per path,
/// sharded, each expanded into its checks.
pub fn plan(paths: &[PathBuf], cfg: &ValidateConfig) -> Result<(usize, Vec<Check>), String> {
    let mut files = Vec::new();
    for p in paths {
        if p.is_dir() {
            let mut found = Vec::new();
            walk(p, &mut found).map_err(|e| format!("{}: cannot read: {e}", p.display()))?;
            found.sort();
            files.extend(found);
        } else if p.is_file() {
            files.push(p.clone());
        } else {
            return Err(format!("{}: no such file or directory", p.display()));
        }
    }
    if let Some((k, n)) = cfg.shard {
        files = files
            .into_iter()
            .enumerate()
            .filter(|(i, _)| i % n == k - 1)
            .map(|(_, f)| f)
            .collect();
    }
    let nfiles = files.len();
    // Read from the optimizer once, only where RUN lines are read.
    let registry = match cfg.passes {
        None => cfg.optimizer.pass_names(),
        Some(_) => PassNames::default(),
    };
    let mut checks = Vec::new();
    for f in files {
        let file = f.display().to_string();
        let text = std::fs::read(&f)
            .map_err(|e| format!("cannot read: {e}"))
            .and_then(|b| String::from_utf8(b).map_err(|_| "the file is not UTF-8 text".into()))
            .map(Arc::<str>::from);
        let lines = match (&text, &cfg.passes) {
            (Ok(t), None) => run_lines(t, &registry),
            _ => Vec::new(),
        };
        let steps = cfg.passes.as_ref().map(|p| {
            vec![OptStep {
                pipeline: p.clone(),
                flags: Vec::new(),
            }]
        });
        if lines.is_empty() {
            checks.push(Check {
                file,
                text,
                run: None,
                steps,
            });
        } else {
            for l in lines {
                checks.push(Check {
                    file: file.clone(),
                    text: text.clone(),
                    run: Some(l),
                    steps: None,
                });
            }
        }
    }
    Ok((nfiles, checks))
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for e in std::fs::read_dir(dir)? {
        let p = e?.path();
        if p.is_dir() {
            walk(&p, out)?;
        } else if p.extension().is_some_and(|x| x == "ll") {
            out.push(p);
        }
    }
    Ok(())
}

/// Runs every check on `cfg.jobs` threads, handing each check's records
/// to `sink` in work-list order as soon as every earlier check is done.
pub fn run(checks: &[Check], cfg: &ValidateConfig, sink: &mut (dyn FnMut(Vec<Record>) + Send)) {
    let ordered = Mutex::new(Ordered {
        next: 0,
        pending: BTreeMap::new(),
        sink,
    });
    let cache = pairs::Cache::default();
    let work = || {
        checks.iter().enumerate().par_bridge().for_each(|(i, c)| {
            let records = check(c, cfg, &cache);
            if let Ok(mut o) = ordered.lock() {
                o.push(i, records);
            }
        });
    };
    match rayon::ThreadPoolBuilder::new()
        .num_threads(cfg.jobs.max(1))
        .stack_size(crate::parse::NESTING_STACK_BYTES)
        .build()
    {
        Ok(pool) => pool.install(work),
        Err(_) => work(),
    }
}

/// Results held back until every earlier one has been handed on.
struct Ordered<'s> {
    next: usize,
    pending: BTreeMap<usize, Vec<Record>>,
    sink: &'s mut (dyn FnMut(Vec<Record>) + Send),
}

impl Ordered<'_> {
    fn push(&mut self, i: usize, records: Vec<Record>) {
        self.pending.insert(i, records);
        while let Some(r) = self.pending.remove(&self.next) {
            (self.sink)(r);
            self.next += 1;
        }
    }
}

/// A record about the check as a whole (no function).
fn whole(c: &Check, pipeline: Option<String>, outcome: Outcome, reason: String) -> Record {
    Record {
        file: c.file.clone(),
        run_line: c.run.as_ref().map(RunLine::line),
        pipeline,
        pass: None,
        function: None,
        outcome,
        reason,
        counterexample: None,
        replay: None,
        unchanged: false,
        seconds: 0.0,
        exploration: None,
        signature: None,
        texts: None,
        failed_input: None,
        reproducer: None,
        cached: false,
        origins: Vec::new(),
        shrunk: None,
        original: None,
    }
}

/// The pipeline of a check as one text: the steps joined with ` | `.
fn pipeline_text(steps: &[OptStep]) -> String {
    steps
        .iter()
        .map(|s| s.pipeline.as_str())
        .collect::<Vec<_>>()
        .join(" | ")
}

/// One check: the optimizer step by step, each step's functions checked.
fn check(c: &Check, cfg: &ValidateConfig, cache: &pairs::Cache) -> Vec<Record> {
    let text = match &c.text {
        Ok(t) => t.clone(),
        Err(e) => return vec![whole(c, None, Outcome::Error, e.clone())],
    };
    let steps = match (&c.steps, &c.run) {
        (Some(s), _) => s.clone(),
        (None, Some(RunLine::Check { steps, .. })) => steps.clone(),
        (None, Some(RunLine::Skipped { reason, .. })) => {
            return vec![whole(c, None, Outcome::Skipped, reason.clone())];
        }
        (None, None) => {
            return vec![whole(c, None, Outcome::Skipped, "no RUN line".into())];
        }
    };
    let pipeline = pipeline_text(&steps);
    let units: Vec<OptStep> = if cfg.per_pass {
        steps
            .iter()
            .flat_map(|s| {
                split_pipeline(&s.pipeline)
                    .into_iter()
                    .map(|p| OptStep {
                        pipeline: p,
                        flags: s.flags.clone(),
                    })
                    .collect::<Vec<_>>()
            })
            .collect()
    } else {
        steps
    };
    let requires: Vec<&str> = text
        .lines()
        .filter_map(|l| l.split_once("REQUIRES:").map(|(_, r)| r.trim()))
        .collect();
    let mut records = Vec::new();
    let mut cur: Option<Side> = None;
    let mut cur_text = text.clone();
    let reading = units
        .first()
        .map(|u| module_flags(&u.flags))
        .unwrap_or_default();
    if !reading.is_empty() {
        // The test file as opt reads it with the RUN line's layout and
        // target, which the optimized module carries.
        match cfg
            .optimizer
            .run(&text, &step_args("", &reading), cfg.opt_timeout)
        {
            Ok(o) => cur_text = o.into(),
            Err(e) => {
                let reader = OptStep {
                    pipeline: String::new(),
                    flags: reading,
                };
                records.push(if e.is_crash_or_hang() {
                    optimizer_failure(c, &pipeline, &[reader], &text, e, cfg)
                } else {
                    whole(c, Some(pipeline.clone()), Outcome::Error, e.message)
                });
                return records;
            }
        }
    }
    let mut seen: BTreeSet<String> = BTreeSet::new();
    let mut originals: Vec<String> = Vec::new();
    for (k, unit) in units.iter().enumerate() {
        let out = match cfg.optimizer.run(
            &cur_text,
            &step_args(&unit.pipeline, &unit.flags),
            cfg.opt_timeout,
        ) {
            Ok(o) => Arc::<str>::from(o),
            Err(e) if e.is_crash_or_hang() => {
                records.push(optimizer_failure(
                    c,
                    &pipeline,
                    &units[..=k],
                    &cur_text,
                    e,
                    cfg,
                ));
                return records;
            }
            Err(e) if e.message.contains("Unknown command line argument") => {
                // A flag of another LLVM version: the RUN line cannot run
                // with this opt, as lit would skip it on a REQUIRES.
                records.push(whole(
                    c,
                    Some(pipeline.clone()),
                    Outcome::Skipped,
                    format!("this opt does not know a flag of the RUN line: {e}"),
                ));
                return records;
            }
            Err(e) if !requires.is_empty() => {
                records.push(whole(
                    c,
                    Some(pipeline.clone()),
                    Outcome::Skipped,
                    format!("the test REQUIRES: {}, and {e}", requires.join(", ")),
                ));
                return records;
            }
            Err(e) => {
                records.push(whole(c, Some(pipeline.clone()), Outcome::Error, e.message));
                return records;
            }
        };
        let src = match cur.take() {
            Some(s) => s,
            None => match Side::load(&c.file, cur_text.clone(), &cfg.refine) {
                Ok(s) => {
                    originals = s
                        .program
                        .module
                        .functions
                        .iter()
                        .filter(|f| f.body.is_some())
                        .map(|f| crate::sem::program::name_text(&f.name))
                        .collect();
                    s
                }
                Err(e) => {
                    records.push(whole(c, Some(pipeline.clone()), e.outcome, e.message));
                    return records;
                }
            },
        };
        let tgt_name = format!("{} after {}", c.file, unit.pipeline);
        let tgt = match Side::load(&tgt_name, out.clone(), &cfg.refine) {
            Ok(t) => t,
            Err(e) => {
                let mut r = whole(c, Some(pipeline.clone()), e.outcome, e.message);
                r.pass = Some(unit.pipeline.clone());
                records.push(r);
                return records;
            }
        };
        for mut f in pairs::check_pair(&src, &tgt, &unit.pipeline, &cfg.refine, Some(cache)) {
            if f.unchanged {
                continue;
            }
            // The signature of the part of the change that fails, not of
            // every edit the pass made to the function.
            if let Some(check) = f.counterexample.as_ref().map(|cx| cx.check)
                && let Some(sig) =
                    culprit::signature(&src, &tgt, &f.function, &unit.pipeline, check, &cfg.refine)
            {
                f.signature = Some(sig);
            }
            seen.insert(f.function.clone());
            let replay = f
                .counterexample
                .as_ref()
                .map(|cx| replay(c, &units[..=k], &f.function, cx, cfg));
            let texts = f
                .outcome
                .is_finding()
                .then(|| (src.text.clone(), tgt.text.clone()));
            let shrunk = shrink(&src, unit, &f, cfg);
            records.push(Record {
                shrunk,
                ..function_record(c, &pipeline, &unit.pipeline, f, replay, texts)
            });
        }
        cur = Some(tgt);
        cur_text = out;
    }
    // Functions no step changed: one record each, after the others.
    for name in originals {
        if !seen.contains(&name) {
            records.push(Record {
                function: Some(name),
                pass: Some(pipeline.clone()),
                unchanged: true,
                ..whole(
                    c,
                    Some(pipeline.clone()),
                    Outcome::Refines,
                    "unchanged by the pipeline".into(),
                )
            });
        }
    }
    records
}

/// With `cfg.shrink`, the module of a `not-refines` shrunk while `unit`
/// still makes the function fail the same check ([`reduce`]).
fn shrink(src: &Side, unit: &OptStep, f: &FunctionResult, cfg: &ValidateConfig) -> Option<Shrunk> {
    if !cfg.shrink || f.outcome != Outcome::NotRefines {
        return None;
    }
    let args = step_args(&unit.pipeline, &unit.flags);
    let failing = reduce::Failing {
        optimizer: &cfg.optimizer,
        args: &args,
        pass: &unit.pipeline,
        function: &f.function,
        check: f.counterexample.as_ref()?.check,
        refine: &cfg.refine,
        opt_timeout: cfg.opt_timeout,
    };
    let r = reduce::reduce(&src.text, &failing)?;
    Some(Shrunk {
        original: src.text.clone(),
        text: r.text,
        reason: r.result.reason,
        args,
    })
}

fn function_record(
    c: &Check,
    pipeline: &str,
    pass: &str,
    f: FunctionResult,
    replay: Option<String>,
    texts: Option<(Arc<str>, Arc<str>)>,
) -> Record {
    Record {
        file: c.file.clone(),
        run_line: c.run.as_ref().map(RunLine::line),
        pipeline: Some(pipeline.to_string()),
        pass: Some(pass.to_string()),
        function: Some(f.function),
        outcome: f.outcome,
        reason: f.reason,
        counterexample: f.counterexample,
        replay,
        unchanged: f.unchanged,
        seconds: f.seconds,
        exploration: f.exploration,
        signature: f.signature,
        texts,
        failed_input: None,
        reproducer: None,
        cached: f.cached,
        origins: f.origins,
        shrunk: None,
        original: None,
    }
}

/// The record of the optimizer crashing or hanging on the last of `steps`
/// (whose input was `input`): blamed on that step, with the command that
/// reproduces it (the steps piped from the test file) and, if LLVM's stack
/// dump names the function it was working on, that function.
fn optimizer_failure(
    c: &Check,
    pipeline: &str,
    steps: &[OptStep],
    input: &str,
    e: RunError,
    cfg: &ValidateConfig,
) -> Record {
    let pass = match steps.last().map(|s| s.pipeline.as_str()) {
        None | Some("") => "(reading the test file)".to_string(),
        Some(p) => p.to_string(),
    };
    let function = crashed_in(&e.stderr);
    let module = crate::parse::load(crate::syntax::SourceFile::new(&c.file, input)).ok();
    let hung = e.kind == opt::Failure::Hung;
    let is_name = |w: &str| {
        module.as_ref().is_some_and(|m| {
            m.functions
                .iter()
                .any(|f| crate::sem::program::name_text(&f.name) == w)
        })
    };
    let command = steps.last().map(|s| {
        cfg.optimizer
            .command_line(&step_args(&s.pipeline, &s.flags))
    });
    Record {
        pass: Some(pass.clone()),
        function,
        replay: Some(pipe_command(c, steps, cfg)),
        failed_input: command.map(|command| FailedInput {
            module: input.into(),
            command,
        }),
        signature: Some(Signature::optimizer_failure(
            &pass, hung, &e.stderr, &is_name,
        )),
        ..whole(
            c,
            Some(pipeline.to_string()),
            Outcome::OptimizerFailure,
            e.message,
        )
    }
}

/// The function LLVM's stack dump says a pass was running on
/// (`Running pass 'X' on function '@f'`), if any.
fn crashed_in(stderr: &str) -> Option<String> {
    stderr.lines().rev().find_map(|l| {
        let rest = l.split_once("on function '@")?.1;
        let name = rest.strip_suffix('\'')?;
        Some(name.trim_matches('"').to_string())
    })
}

/// The shell pipeline of the optimizer steps, the first reading the test
/// file: `opt -S -passes=a < t.ll | opt -S -passes=b`.
fn pipe_command(c: &Check, steps: &[OptStep], cfg: &ValidateConfig) -> String {
    let mut cmd = String::new();
    for (i, s) in steps.iter().enumerate() {
        if i > 0 {
            cmd.push_str(" | ");
        }
        cmd.push_str(
            &cfg.optimizer
                .command_line(&step_args(&s.pipeline, &s.flags)),
        );
        if i == 0 {
            cmd.push_str(&format!(" < {}", shell_word(&c.file)));
        }
    }
    cmd
}

/// The shell command that replays a counterexample: the optimizer steps up
/// to the failing one, piped into `llsem run`.
fn replay(
    c: &Check,
    steps: &[OptStep],
    function: &str,
    cx: &Counterexample,
    cfg: &ValidateConfig,
) -> String {
    let mut cmd = pipe_command(c, steps, cfg);
    cmd.push_str(&format!(
        " | llsem run - --entry {}{}",
        shell_word(function),
        cx.replay_args(&cfg.refine.model, &cfg.refine.limits, &cx.target_choices)
    ));
    cmd
}
