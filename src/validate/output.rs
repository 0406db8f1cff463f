//! What `llsem validate` prints: a progress bar on a terminal, one block
//! per finding, a summary table; or JSON Lines (CONTRACT.md): one record
//! per function check (and per skipped RUN line or failed check), then a
//! summary record.

use std::io::{IsTerminal, Write};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use super::signature::Signature;
use super::{Outcome, Record};
use crate::report::json::OriginJson;
use crate::report::origin_text;

/// The counts of a run (serialized as the summary record's fields).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Summary {
    /// Files in the work list (after sharding).
    pub files: usize,
    /// Checks: RUN lines that run opt, skipped ones, or files with
    /// `--passes`.
    pub run_lines: usize,
    /// Function checks (records naming a function and carrying a verdict).
    pub functions: usize,
    /// Of those, `refines`.
    pub refines: usize,
    /// `not-refines`.
    pub not_refines: usize,
    /// `inconclusive`.
    pub inconclusive: usize,
    /// `unsupported` (functions, or whole checks llsem could not read).
    pub unsupported: usize,
    /// Errors (the optimizer failed, a file could not be read).
    pub errors: usize,
    /// Skipped RUN lines and files without any.
    pub skipped: usize,
    /// Of the refining ones, those the optimizer left as they were.
    pub unchanged: usize,
    /// Functions the optimizer removed.
    pub deleted: usize,
    /// Functions the optimizer added.
    pub added: usize,
    /// Externally visible functions removed or retyped.
    pub deleted_external: usize,
    /// Wall time in seconds.
    #[serde(serialize_with = "ser_round3")]
    pub seconds: f64,
    /// Function checks per second of wall time (set by [`Summary::finish`]).
    #[serde(serialize_with = "ser_round3")]
    pub functions_per_second: f64,
    /// Checks on which the optimizer crashed or ran past its bound.
    pub optimizer_failures: usize,
    /// Findings with distinct signatures (bugs, as triaged).
    pub distinct_findings: usize,
    /// Function checks answered with the result of an identical check made
    /// earlier in the run (another RUN line or pass turned the function
    /// into the same target).
    pub cached: usize,
    /// The signatures seen so far.
    #[serde(skip)]
    pub signatures: std::collections::BTreeSet<Signature>,
}

fn ser_round3<S: serde::Serializer>(x: &f64, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64(round3(*x))
}

impl Summary {
    /// Counts one record.
    pub fn add(&mut self, r: &Record) {
        let function = r.function.is_some();
        match r.outcome {
            Outcome::Refines => self.refines += 1,
            Outcome::NotRefines => self.not_refines += 1,
            Outcome::Inconclusive => self.inconclusive += 1,
            Outcome::Unsupported => self.unsupported += 1,
            Outcome::Error => self.errors += 1,
            Outcome::Skipped => self.skipped += 1,
            Outcome::Deleted => self.deleted += 1,
            Outcome::Added => self.added += 1,
            Outcome::DeletedExternal => self.deleted_external += 1,
            Outcome::OptimizerFailure => self.optimizer_failures += 1,
        }
        if let Some(s) = &r.signature
            && r.outcome.is_finding()
            && self.signatures.insert(s.clone())
        {
            self.distinct_findings += 1;
        }
        if r.unchanged {
            self.unchanged += 1;
        }
        if r.cached {
            self.cached += 1;
        }
        if function
            && matches!(
                r.outcome,
                Outcome::Refines
                    | Outcome::NotRefines
                    | Outcome::Inconclusive
                    | Outcome::Unsupported
                    | Outcome::Error
            )
        {
            self.functions += 1;
        }
    }

    /// Function checks per second of wall time.
    pub fn rate(&self) -> f64 {
        if self.seconds > 0.0 {
            self.functions as f64 / self.seconds
        } else {
            0.0
        }
    }

    /// Sets the wall time and the rate.
    pub fn finish(&mut self, seconds: f64) {
        self.seconds = seconds;
        self.functions_per_second = self.rate();
    }

    /// The exit status, as `refine`'s: 1 if anything does not refine (or an
    /// exported function is gone, or the optimizer crashed or hung), else 2
    /// if a check failed with an error,
    /// else 3 if anything is inconclusive or unsupported, else 0.
    pub fn exit_code(&self) -> u8 {
        if self.not_refines + self.deleted_external + self.optimizer_failures > 0 {
            1
        } else if self.errors > 0 {
            2
        } else if self.inconclusive + self.unsupported > 0 {
            3
        } else {
            0
        }
    }

    /// The summary record of the JSON Lines, its fields in the contract's
    /// order.
    pub fn json(&self) -> String {
        #[derive(Serialize)]
        struct Doc<'a> {
            summary: &'a Summary,
        }
        serde_json::to_string(&Doc { summary: self }).unwrap_or_default()
    }

    /// The summary table.
    pub fn table(&self) -> String {
        let mut s = String::new();
        let row = |s: &mut String, k: &str, v: String| s.push_str(&format!("  {k:<18}{v}\n"));
        s.push_str("summary\n");
        row(&mut s, "files", self.files.to_string());
        row(&mut s, "RUN lines", self.run_lines.to_string());
        row(
            &mut s,
            "functions checked",
            format!(
                "{} in {:.1} s ({:.1} per second)",
                self.functions,
                self.seconds,
                self.rate()
            ),
        );
        row(
            &mut s,
            "refines",
            format!("{} ({} unchanged)", self.refines, self.unchanged),
        );
        row(
            &mut s,
            "repeated checks",
            format!("{} (answered from an identical earlier check)", self.cached),
        );
        row(&mut s, "not-refines", self.not_refines.to_string());
        row(&mut s, "inconclusive", self.inconclusive.to_string());
        row(&mut s, "unsupported", self.unsupported.to_string());
        row(&mut s, "errors", self.errors.to_string());
        row(&mut s, "skipped", self.skipped.to_string());
        row(
            &mut s,
            "deleted / added",
            format!("{} / {}", self.deleted, self.added),
        );
        row(
            &mut s,
            "deleted external",
            self.deleted_external.to_string(),
        );
        row(
            &mut s,
            "optimizer failed",
            format!("{} (crashes and hangs)", self.optimizer_failures),
        );
        row(
            &mut s,
            "distinct findings",
            format!("{} (by signature)", self.distinct_findings),
        );
        s
    }
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

/// One JSON Lines record (CONTRACT.md, `llsem validate`), its fields in
/// the contract's order.
#[derive(Serialize)]
struct RecordJson<'a> {
    file: &'a str,
    run_line: Option<u32>,
    pipeline: Option<&'a str>,
    pass: Option<&'a str>,
    function: Option<&'a str>,
    verdict: &'static str,
    reason: &'a str,
    counterexample: Option<CounterexampleJson<'a>>,
    seconds: f64,
    exploration: Option<serde_json::Value>,
    signature: Option<&'a Signature>,
    #[serde(skip_serializing_if = "Option::is_none")]
    replay: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reproducer: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    original: Option<&'a str>,
}

/// A counterexample as `llsem refine --json` writes it.
#[derive(Serialize)]
struct CounterexampleJson<'a> {
    args: &'a [String],
    source: &'a str,
    target: &'a str,
    source_exhaustive: bool,
    replay: Option<&'a str>,
    target_origins: &'a [OriginJson],
}

/// One JSON Lines record (CONTRACT.md, `llsem validate`) as one line.
pub fn record_json(r: &Record) -> String {
    let doc = RecordJson {
        file: &r.file,
        run_line: r.run_line,
        pipeline: r.pipeline.as_deref(),
        pass: r.pass.as_deref(),
        function: r.function.as_deref(),
        verdict: r.outcome.name(),
        reason: &r.reason,
        counterexample: r.counterexample.as_ref().map(|cx| CounterexampleJson {
            args: &cx.args,
            source: &cx.source,
            target: &cx.target,
            source_exhaustive: cx.source_exhaustive,
            replay: r.replay.as_deref(),
            target_origins: &r.origins,
        }),
        seconds: round3(r.seconds),
        exploration: r.exploration.as_ref().map(|e| e.json()),
        signature: r.signature.as_ref(),
        replay: r
            .counterexample
            .is_none()
            .then_some(r.replay.as_deref())
            .flatten(),
        reproducer: r.reproducer.as_deref(),
        original: r.original.as_deref(),
    };
    serde_json::to_string(&doc).unwrap_or_default()
}

/// The block printed for a finding.
pub fn finding_block(r: &Record) -> String {
    let mut s = format!("{}: {}", r.outcome.name(), r.file);
    if let Some(l) = r.run_line {
        s.push_str(&format!(":{l} (RUN line)"));
    }
    s.push('\n');
    if let Some(p) = &r.pass {
        s.push_str(&format!("  pass:     {p}\n"));
    }
    if let Some(f) = &r.function {
        s.push_str(&format!("  function: @{f}\n"));
    }
    s.push_str(&format!("  reason:   {}\n", r.reason));
    if let Some(cx) = &r.counterexample {
        let inputs = if cx.args.is_empty() {
            "(none)".to_string()
        } else {
            cx.args.join(", ")
        };
        s.push_str(&format!("  inputs:   {inputs}\n"));
        s.push_str(&format!("  source:   {}\n", cx.source));
        s.push_str(&format!("  target:   {}\n", cx.target));
        // Located in the step's output, which the replay command prints.
        let target = match &r.pass {
            Some(p) => format!("{} after {p}", r.file),
            None => r.file.clone(),
        };
        for o in &r.origins {
            s.push_str(&origin_text(o, &target));
        }
    }
    if let Some(e) = &r.exploration {
        s.push_str(&format!("  explored: {}\n", e.text()));
    }
    if let Some(sig) = &r.signature {
        s.push_str(&format!("  signature: {}\n", sig.line()));
    }
    if let Some(replay) = &r.replay {
        s.push_str(&format!("  replay:   {replay}\n"));
    }
    if let Some(file) = &r.reproducer {
        s.push_str(&format!("  reproducer: {file}\n"));
    }
    if let Some(file) = &r.original {
        s.push_str(&format!("  unshrunk:   {file}\n"));
    }
    s
}

/// The progress bar: checks done of all, with functions and verdicts so
/// far, rate and ETA; hidden when standard error is not a terminal.
pub struct Progress {
    bar: ProgressBar,
    counts: Summary,
}

impl Progress {
    /// A bar over `checks` checks.
    pub fn new(checks: usize) -> Progress {
        let bar = if std::io::stderr().is_terminal() {
            let bar = ProgressBar::new(checks as u64);
            if let Ok(style) = ProgressStyle::with_template(
                "{bar:30} {pos}/{len} RUN lines, {msg} [{elapsed_precise}, ETA {eta}]",
            ) {
                bar.set_style(style);
            }
            bar.enable_steady_tick(Duration::from_millis(200));
            bar
        } else {
            ProgressBar::hidden()
        };
        Progress {
            bar,
            counts: Summary::default(),
        }
    }

    /// One check done, with its records.
    pub fn done(&mut self, records: &[Record]) {
        for r in records {
            self.counts.add(r);
        }
        self.counts.seconds = self.bar.elapsed().as_secs_f64();
        let c = &self.counts;
        self.bar.set_message(format!(
            "{} functions ({:.1}/s): {} refine, {} not, {} inconclusive, {} unsupported, {} errors",
            c.functions,
            c.rate(),
            c.refines,
            c.not_refines,
            c.inconclusive,
            c.unsupported,
            c.errors
        ));
        self.bar.inc(1);
    }

    /// Prints `text` to standard output above the bar.
    pub fn print(&self, text: &str) {
        self.bar.suspend(|| {
            let mut out = std::io::stdout().lock();
            let _ = out.write_all(text.as_bytes());
            let _ = out.flush();
        });
    }

    /// Removes the bar.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}
