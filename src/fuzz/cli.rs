//! The `llsem fuzz` command: its options and what it prints; the CLI
//! (`src/main.rs`) only dispatches here.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use super::{FindingKind, FuzzConfig, header, run_batches, write_finding};
use crate::refine::RefineConfig;
use crate::report::json::OriginJson;
use crate::report::origin_text;
use crate::validate::cli::{default_jobs, input_error};
use crate::validate::opt::Optimizer;
use crate::validate::signature::Signature;

/// The options of `llsem fuzz` (beyond the global ones: `--seed`,
/// `--model`, `--timeout`, `--json`, ...).
#[derive(clap::Args, Clone, Debug)]
pub struct FuzzArgs {
    /// The pass pipeline (`opt -passes=`); needed unless --opt-cmd is given.
    #[arg(long)]
    pub passes: Option<String>,
    /// The `opt` binary [default: opt on PATH, else opt-22 down to opt-19].
    #[arg(long)]
    pub opt: Option<String>,
    /// Any command that reads IR on standard input and writes IR on
    /// standard output (with `-S -passes=P` appended if --passes is given).
    #[arg(long = "opt-cmd")]
    pub opt_cmd: Option<String>,
    /// Functions to try [default: 1000 unless --time is given].
    #[arg(long, conflicts_with = "time")]
    pub count: Option<u64>,
    /// Keep going for this many seconds.
    #[arg(long)]
    pub time: Option<f64>,
    /// Write each shrunk finding here: `finding-K.srctgt.ll` for a
    /// miscompilation, `finding-K.ll` (the input) for an optimizer failure.
    #[arg(short = 'o', long = "output")]
    pub dir: Option<PathBuf>,
    /// Functions per module (per optimizer call).
    #[arg(long, default_value_t = 50)]
    pub batch: usize,
    /// Threads [default: all cores].
    #[arg(long)]
    pub jobs: Option<usize>,
    /// Most inputs per function.
    #[arg(long, default_value_t = 256)]
    pub inputs: usize,
    /// Bound of one optimizer run, in seconds; an optimizer that runs
    /// longer on a module hangs on it (a finding).
    #[arg(long = "opt-timeout", default_value_t = 20.0, value_parser = crate::validate::cli::parse_seconds)]
    pub opt_timeout: f64,
}

/// One finding as a JSON Lines record (CONTRACT.md, `llsem fuzz`).
#[derive(Serialize)]
struct FindingJson<'a> {
    file: Option<String>,
    pipeline: &'a str,
    seed: u64,
    verdict: &'static str,
    reason: &'a str,
    instructions: usize,
    batch: u64,
    function: usize,
    signature: &'a Signature,
    exploration: Option<serde_json::Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reproducer: Option<&'a str>,
    target_origins: &'a [OriginJson],
}

/// The summary record, the contract's fields first and in its order.
#[derive(Serialize, Default)]
struct Summary {
    tried: u64,
    changed: u64,
    findings: u64,
    seconds: f64,
    functions_per_second: f64,
    duplicates: u64,
    errors: u64,
    jobs: usize,
    /// Of the findings, the optimizer failures (crashes, assertions,
    /// fatal errors) on a generated function.
    optimizer_failures: u64,
    /// For each finding in order, the generated functions that hit it
    /// (itself and its duplicates).
    finding_hits: Vec<u64>,
}

/// The summary as its JSON Lines record: `{"summary": {...}}`.
#[derive(Serialize)]
struct SummaryRecord<'a> {
    summary: &'a Summary,
}

/// Runs `llsem fuzz`; the exit status: 1 if anything was found, 2 on an
/// input error or when nothing could be checked, else 0.
pub fn main(args: &FuzzArgs, refine: RefineConfig, json: bool) -> u8 {
    if args.passes.is_none() && args.opt_cmd.is_none() {
        return input_error(
            "give the pipeline with --passes (or a command with --opt-cmd)",
            json,
        );
    }
    if args.batch == 0 {
        return input_error("--batch must be at least 1", json);
    }
    let optimizer = match Optimizer::find(args.opt.as_deref(), args.opt_cmd.as_deref()) {
        Ok(o) => o,
        Err(e) => return input_error(&e, json),
    };
    let jobs = args.jobs.unwrap_or_else(default_jobs).max(1);
    let cfg = FuzzConfig {
        seed: refine.seed,
        refine: refine.with_inputs(args.inputs),
        optimizer,
        passes: args.passes.clone(),
        batch: args.batch,
        opt_timeout: Duration::from_secs_f64(args.opt_timeout),
    };
    let pool = match rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .stack_size(crate::parse::NESTING_STACK_BYTES)
        .build()
    {
        Ok(p) => p,
        Err(e) => return input_error(&format!("cannot start {jobs} threads: {e}"), json),
    };
    let limit_time = args.time.map(Duration::from_secs_f64);
    let count = match (args.count, limit_time) {
        (Some(c), _) => Some(c),
        (None, None) => Some(1000),
        (None, Some(_)) => None,
    };
    let batch = args.batch as u64;
    let batches = count.map(|c| c.div_ceil(batch));
    let bar = progress(count);
    let start = Instant::now();
    let pipeline = cfg.pipeline();
    let mut summary = Summary {
        jobs,
        ..Summary::default()
    };
    // Each finding's signature, with its number (from 1).
    let mut seen = std::collections::BTreeMap::new();
    let mut known = std::collections::BTreeSet::new();
    let mut first_error = None;
    let mut next = 0u64;
    loop {
        let n = match batches {
            Some(total) if next >= total => break,
            Some(total) => (jobs as u64).min(total - next),
            None if limit_time.is_some_and(|t| start.elapsed() >= t) => break,
            None => jobs as u64,
        };
        let results = pool.install(|| run_batches(&cfg, next, n, &known));
        next += n;
        for r in results {
            summary.tried += r.tried as u64;
            summary.changed += r.changed as u64;
            summary.errors += r.errors.len() as u64;
            if first_error.is_none() {
                first_error = r.errors.first().cloned();
            }
            // A batch's same failures are those of a finding seen by now:
            // one of an earlier round, or one of its own findings.
            let same = r.same_failures;
            for f in r.findings {
                if let Some(&k) = seen.get(&f.signature) {
                    summary.duplicates += 1;
                    summary.finding_hits[k - 1] += 1;
                    continue;
                }
                summary.findings += 1;
                summary.finding_hits.push(1);
                if f.kind == FindingKind::OptimizerFailure {
                    summary.optimizer_failures += 1;
                    known.insert(f.signature.clone());
                }
                let k = summary.findings as usize;
                seen.insert(f.signature.clone(), k);
                let name = f.file_name(k);
                let shown = match &args.dir {
                    Some(dir) => dir.join(&name).display().to_string(),
                    None => name.clone(),
                };
                let head = header(&f, &cfg, &shown);
                // The origins' lines, in the reproducer with its header.
                let below = head.lines().count() as u32;
                let origins: Vec<OriginJson> = f
                    .origins
                    .iter()
                    .map(|o| OriginJson {
                        line: o.line + below,
                        ..o.clone()
                    })
                    .collect();
                let (file, text) = match &args.dir {
                    Some(dir) => {
                        let text = format!("{head}{}", f.body);
                        match write_finding(dir, &name, &text) {
                            Ok(p) => (Some(p.display().to_string()), text),
                            Err(e) => {
                                return input_error(
                                    &format!("cannot write into {}: {e}", dir.display()),
                                    json,
                                );
                            }
                        }
                    }
                    None => (None, format!("{head}{}", f.body)),
                };
                let out = if json {
                    let doc = FindingJson {
                        file: file.clone(),
                        pipeline: &pipeline,
                        seed: cfg.seed,
                        verdict: f.verdict(),
                        reason: &f.reason,
                        instructions: f.instructions,
                        batch: f.batch,
                        function: f.index,
                        signature: &f.signature,
                        exploration: f.exploration.as_ref().map(|e| e.json()),
                        reproducer: file.is_none().then_some(text.as_str()),
                        target_origins: &origins,
                    };
                    format!("{}\n", serde_json::to_string(&doc).unwrap_or_default())
                } else {
                    let what = match f.kind {
                        FindingKind::OptimizerFailure => " (the optimizer fails)",
                        FindingKind::Miscompilation(_) => "",
                    };
                    let mut s = format!(
                        "finding {k}{what}: {} ({} instructions): {}\n  signature: {}\n",
                        file.as_deref().unwrap_or("(not written: give -o DIR)"),
                        f.instructions,
                        f.reason,
                        f.signature.line()
                    );
                    if let Some(e) = &f.exploration {
                        s.push_str(&format!("  explored:  {}\n", e.text()));
                    }
                    for o in &origins {
                        s.push_str(&origin_text(o, &shown));
                    }
                    if file.is_none() {
                        s.push_str(&text);
                        s.push('\n');
                    }
                    s
                };
                bar.suspend(|| {
                    let _ = std::io::stdout().lock().write_all(out.as_bytes());
                });
            }
            for sig in same {
                summary.duplicates += 1;
                if let Some(&k) = seen.get(&sig) {
                    summary.finding_hits[k - 1] += 1;
                }
            }
        }
        let secs = start.elapsed().as_secs_f64();
        bar.set_position(summary.tried);
        bar.set_message(format!(
            "{} changed, {} findings, {:.1} functions/s",
            summary.changed,
            summary.findings,
            summary.tried as f64 / secs.max(1e-9)
        ));
    }
    bar.finish_and_clear();
    summary.seconds = (start.elapsed().as_secs_f64() * 1000.0).round() / 1000.0;
    summary.functions_per_second =
        ((summary.tried as f64 / summary.seconds.max(1e-9)) * 10.0).round() / 10.0;
    if let Some(e) = &first_error {
        eprintln!(
            "llsem: {} functions or batches could not be checked; the first: {e}",
            summary.errors
        );
    }
    let mut out = std::io::stdout().lock();
    if json {
        let _ = writeln!(
            out,
            "{}",
            serde_json::to_string(&SummaryRecord { summary: &summary }).unwrap_or_default()
        );
    } else {
        let _ = writeln!(
            out,
            "summary\n  tried               {}\n  changed             {}\n  findings            {} ({} optimizer failures, {} duplicates)\n  errors              {}\n  seconds             {:.1}\n  functions/second    {:.1} ({:.1} per thread, {} threads, opt included)",
            summary.tried,
            summary.changed,
            summary.findings,
            summary.optimizer_failures,
            summary.duplicates,
            summary.errors,
            summary.seconds,
            summary.functions_per_second,
            summary.functions_per_second / jobs as f64,
            jobs
        );
        for (k, n) in summary.finding_hits.iter().enumerate() {
            let _ = writeln!(
                out,
                "  finding {}           hit by {n} function{}",
                k + 1,
                if *n == 1 { "" } else { "s" }
            );
        }
    }
    if summary.findings > 0 {
        1
    } else if summary.errors > 0 && summary.changed == 0 {
        // Nothing could be checked: the optimizer or llsem failed on
        // everything.
        2
    } else {
        0
    }
}

/// The progress bar: functions tried (of the count, if one was given),
/// findings, rate; hidden when standard error is not a terminal.
fn progress(count: Option<u64>) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = match count {
        Some(c) => ProgressBar::new(c),
        None => ProgressBar::no_length(),
    };
    let template = match count {
        Some(_) => "{bar:30} {pos}/{len} functions, {msg} [{elapsed_precise}, ETA {eta}]",
        None => "{pos} functions, {msg} [{elapsed_precise}]",
    };
    if let Ok(style) = ProgressStyle::with_template(template) {
        bar.set_style(style);
    }
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}
