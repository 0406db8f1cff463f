//! The `llsem validate` command: its options and what it prints; the CLI
//! (`src/main.rs`) only dispatches here.

use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use super::output::{Progress, Summary, finding_block, record_json};
use super::{Record, ValidateConfig, html, opt::Optimizer, plan, run};
use crate::refine::RefineConfig;

/// The options of `llsem validate` (beyond the global ones: `--model`,
/// `--seed`, `--timeout`, `--json`, ...).
#[derive(clap::Args, Clone, Debug)]
pub struct ValidateArgs {
    /// `.ll` test files, or directories searched recursively for `*.ll`.
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
    /// The `opt` binary [default: opt on PATH, else opt-22 down to opt-19].
    #[arg(long)]
    pub opt: Option<String>,
    /// Any command that reads IR on standard input and writes IR on
    /// standard output, run with opt's arguments (`-S -passes=...`)
    /// appended, e.g. 'opt-22 -load-pass-plugin=./MyPass.so'.
    #[arg(long = "opt-cmd")]
    pub opt_cmd: Option<String>,
    /// Check every file with this pipeline instead of its RUN lines.
    #[arg(long)]
    pub passes: Option<String>,
    /// Run the pipeline one top-level pass at a time, so that a failure
    /// names the pass that introduced it.
    #[arg(long = "per-pass")]
    pub per_pass: bool,
    /// Threads [default: all cores].
    #[arg(long)]
    pub jobs: Option<usize>,
    /// Check only the K-th of N deterministic slices of the files (K from
    /// 1, as lit's --run-shard/--num-shards).
    #[arg(long, value_parser = parse_shard)]
    pub shard: Option<Shard>,
    /// Write a static HTML page of the run into this directory.
    #[arg(long)]
    pub html: Option<PathBuf>,
    /// Write a reproducer of each optimizer failure here,
    /// `failure-K.ll`: the module the optimizer crashed or hung on, with
    /// a header saying how, where it was found and how to replay it.
    #[arg(short = 'o', long = "output")]
    pub dir: Option<PathBuf>,
    /// Most inputs per function.
    #[arg(long, default_value_t = 1024)]
    pub inputs: usize,
    /// Bound of one optimizer run, in seconds; an optimizer that runs
    /// longer on a check's input hangs on it (a finding).
    #[arg(long = "opt-timeout", default_value_t = 60.0, value_parser = parse_seconds)]
    pub opt_timeout: f64,
}

/// `--shard K/N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// Which slice, from 1.
    pub k: usize,
    /// How many slices.
    pub n: usize,
}

/// Reads `K/N` with 1 ≤ K ≤ N.
pub fn parse_shard(text: &str) -> Result<Shard, String> {
    let (k, n) = text
        .split_once('/')
        .ok_or_else(|| format!("'{text}' is not K/N"))?;
    let k: usize = k
        .trim()
        .parse()
        .map_err(|_| format!("'{k}' is not a number"))?;
    let n: usize = n
        .trim()
        .parse()
        .map_err(|_| format!("'{n}' is not a number"))?;
    if k == 0 || n == 0 || k > n {
        return Err(format!("shard {k}/{n}: K must be between 1 and N"));
    }
    Ok(Shard { k, n })
}

/// Reads a positive number of seconds.
pub fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(s) if s > 0.0 && s.is_finite() && s < 1e9 => Ok(s),
        _ => Err(format!("'{text}' is not a positive number of seconds")),
    }
}

/// The threads to use by default: every core.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Runs `llsem validate`; the exit status.
pub fn main(args: &ValidateArgs, refine: RefineConfig, json: bool) -> u8 {
    let optimizer = match Optimizer::find(args.opt.as_deref(), args.opt_cmd.as_deref()) {
        Ok(o) => o,
        Err(e) => return input_error(&e, json),
    };
    let cfg = ValidateConfig {
        refine: refine.with_inputs(args.inputs),
        optimizer,
        passes: args.passes.clone(),
        per_pass: args.per_pass,
        jobs: args.jobs.unwrap_or_else(default_jobs),
        shard: args.shard.map(|s| (s.k, s.n)),
        opt_timeout: Duration::from_secs_f64(args.opt_timeout),
        shrink: args.dir.is_some(),
    };
    let start = Instant::now();
    let (files, checks) = match plan(&args.paths, &cfg) {
        Ok(p) => p,
        Err(e) => return input_error(&e, json),
    };
    let mut summary = Summary {
        files,
        run_lines: checks
            .iter()
            .filter(|c| c.run.is_some() || c.steps.is_some())
            .count(),
        ..Summary::default()
    };
    let mut progress = Progress::new(checks.len());
    let mut findings: Vec<Record> = Vec::new();
    let keep_all = args.html.is_some();
    let mut kept: Vec<Record> = Vec::new();
    let mut written = 0usize;
    let mut shrunk = 0usize;
    let mut sink = |records: Vec<Record>| {
        progress.done(&records);
        let mut text = String::new();
        for mut r in records {
            summary.add(&r);
            if let Some(dir) = &args.dir
                && r.failed_input.is_some()
            {
                written += 1;
                r.reproducer = write_reproducer(dir, written, &r);
            }
            if let Some(dir) = &args.dir
                && r.shrunk.is_some()
            {
                shrunk += 1;
                (r.reproducer, r.original) = write_shrunk(dir, shrunk, &r, &cfg);
                r.shrunk = None;
            }
            if json {
                text.push_str(&record_json(&r));
                text.push('\n');
            } else if r.outcome.is_finding() {
                text.push_str(&finding_block(&r));
                text.push('\n');
            }
            if r.outcome.is_finding() {
                findings.push(r);
            } else if keep_all {
                kept.push(Record { texts: None, ..r });
            }
        }
        if !text.is_empty() {
            progress.print(&text);
        }
    };
    run(&checks, &cfg, &mut sink);
    progress.finish();
    summary.finish(start.elapsed().as_secs_f64());
    if let Some(dir) = &args.html {
        match html::write(dir, &summary, &findings, &kept, &cfg) {
            Ok(page) => eprintln!("llsem: wrote {}", page.display()),
            Err(e) => eprintln!(
                "llsem: cannot write the HTML page in {}: {e}",
                dir.display()
            ),
        }
    }
    let mut out = std::io::stdout().lock();
    let _ = if json {
        writeln!(out, "{}", summary.json())
    } else {
        write!(out, "{}", summary.table())
    };
    summary.exit_code()
}

/// Writes the reproducer of an optimizer failure as `DIR/failure-K.ll`;
/// its path, or `None` (and a message) if it could not be written.
fn write_reproducer(dir: &std::path::Path, k: usize, r: &Record) -> Option<String> {
    let path = dir.join(format!("failure-{k}.ll"));
    let shown = path.display().to_string();
    let text = r.reproducer_text(&shown)?;
    match std::fs::create_dir_all(dir).and_then(|()| std::fs::write(&path, text)) {
        Ok(()) => Some(shown),
        Err(e) => {
            eprintln!("llsem: cannot write {shown}: {e}");
            None
        }
    }
}

/// Writes a shrunk `not-refines` as `DIR/finding-K.ll`, and the module it
/// was found on as `DIR/finding-K.orig.ll`; their paths (`None` and a
/// message for one that could not be written).
fn write_shrunk(
    dir: &std::path::Path,
    k: usize,
    r: &Record,
    cfg: &ValidateConfig,
) -> (Option<String>, Option<String>) {
    let path = dir.join(format!("finding-{k}.ll")).display().to_string();
    let orig = dir
        .join(format!("finding-{k}.orig.ll"))
        .display()
        .to_string();
    let Some((shrunk, whole)) = r.shrunk_texts(&path, &orig, cfg) else {
        return (None, None);
    };
    let write = |p: &str, text: String| match std::fs::create_dir_all(dir)
        .and_then(|()| std::fs::write(p, text))
    {
        Ok(()) => Some(p.to_string()),
        Err(e) => {
            eprintln!("llsem: cannot write {p}: {e}");
            None
        }
    };
    (write(&path, shrunk), write(&orig, whole))
}

/// An error before any check ran: exit status 2.
pub fn input_error(message: &str, json: bool) -> u8 {
    if json {
        let doc = serde_json::json!({ "error": { "message": message } });
        let _ = writeln!(std::io::stdout().lock(), "{doc}");
    }
    eprintln!("llsem: error: {message}");
    2
}
