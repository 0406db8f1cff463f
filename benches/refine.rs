//! Timing of refinement checking over the whole `refinement-tests/` corpus:
//! for every test (a `NAME.srctgt.ll`, or a `NAME.src.ll`/`NAME.tgt.ll`
//! pair) it runs the src-versus-tgt check with the configuration the test
//! harness uses (`tests/it/refinement.rs`: 256 inputs, the header's `; ARGS:`),
//! and prints the time per test and the inputs checked per second, then the
//! median and worst time per test, the overall rate, and the totals per
//! verdict.
//!
//! Two times are printed per test: the wall time, and the user CPU time of
//! the whole process (all threads). A check runs its inputs on the rayon
//! pool, so its wall time depends on whether both cores were free; the CPU
//! time is the one to compare between runs on a machine that is not idle.
//!
//! `cargo bench --bench refine [-- FILTER]`. Environment: `LLSEM_BENCH_REPS`
//! (runs per test, the median is reported; default 3), `LLSEM_BENCH_INPUTS`
//! (inputs per function; default 256).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use llsem::refine::{RefineConfig, RefineError, Report, refine, refine_pair};
use llsem::syntax::{Module, SourceFile};

// The refine bench times in process only: the child-process helpers of the
// shared module are the other benches'.
#[allow(dead_code)]
#[path = "common/timing.rs"]
mod timing;
use timing::{median, user_time};

fn load(path: &Path) -> Result<Module, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let src = SourceFile::new(path.display().to_string(), text);
    llsem::parse::load(src.clone()).map_err(|d| d.render(&src))
}

/// The configuration of a test: its `; ARGS:` header over the harness's
/// defaults.
fn config(path: &Path, inputs: usize) -> Result<RefineConfig, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let (_, model) = llsem::casefile::refinement_header(&text)?;
    Ok(RefineConfig {
        inputs,
        model,
        ..RefineConfig::default()
    })
}

/// A loaded test, ready to be checked repeatedly: one module holding
/// `@src` and `@tgt`, or a source and a target module.
struct Case {
    /// The module of a `.srctgt.ll`, or the source module of a pair.
    src: Module,
    /// The target module of a pair.
    tgt: Option<Module>,
}

impl Case {
    fn load(path: &Path) -> Result<Case, String> {
        let name = path.to_string_lossy();
        if name.ends_with(".srctgt.ll") {
            return Ok(Case {
                src: load(path)?,
                tgt: None,
            });
        }
        let tgt = PathBuf::from(name.replace(".src.ll", ".tgt.ll"));
        Ok(Case {
            src: load(path)?,
            tgt: Some(load(&tgt)?),
        })
    }

    fn check(&self, cfg: &RefineConfig) -> Result<Report, RefineError> {
        match &self.tgt {
            None => refine_pair(&self.src, "src", "tgt", cfg),
            Some(t) => refine(&self.src, t, cfg),
        }
    }
}

/// One test's measurement.
struct Measure {
    name: String,
    verdict: &'static str,
    inputs: usize,
    /// Median wall time.
    time: Duration,
    /// Median user CPU time of the process (all threads).
    cpu: Duration,
}

/// Runs a test `reps` times; the median time and the last report's
/// verdict and input count.
fn measure(root: &Path, path: &Path, reps: usize, inputs: usize) -> Result<Measure, String> {
    let case = Case::load(path)?;
    let cfg = config(path, inputs)?;
    let mut times = Vec::with_capacity(reps);
    let mut cpus = Vec::with_capacity(reps);
    let mut last = None;
    for _ in 0..reps.max(1) {
        let start = Instant::now();
        let cpu_start = user_time();
        let report = case.check(&cfg).map_err(|e| e.to_string())?;
        times.push(start.elapsed());
        cpus.push(user_time() - cpu_start);
        last = Some(report);
    }
    let report = last.ok_or("no run")?;
    let name = path
        .strip_prefix(root)
        .unwrap_or(path)
        .display()
        .to_string();
    Ok(Measure {
        name,
        verdict: report.verdict().name(),
        inputs: report.functions.iter().map(|f| f.inputs).sum(),
        time: median(times),
        cpu: median(cpus),
    })
}

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn main() {
    // `cargo bench` passes `--bench`; any other word filters the tests.
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with("--"));
    let reps = env_usize("LLSEM_BENCH_REPS", 3);
    let inputs = env_usize("LLSEM_BENCH_INPUTS", 256);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("refinement-tests");
    let mut paths = llsem::casefile::refinement_tests(&root);
    paths.retain(|p| {
        filter
            .as_ref()
            .is_none_or(|f| p.to_string_lossy().contains(f.as_str()))
    });
    println!(
        "refinement checking: {} tests, {inputs} inputs per function, median of {reps} runs, {} threads",
        paths.len(),
        rayon::current_num_threads()
    );
    println!(
        "{:<62} {:>12} {:>7} {:>10} {:>10} {:>10}",
        "test", "verdict", "inputs", "ms", "cpu ms", "inputs/s"
    );
    let mut all = Vec::new();
    for p in &paths {
        match measure(&root, p, reps, inputs) {
            Ok(m) => {
                println!(
                    "{:<62} {:>12} {:>7} {:>10.2} {:>10.2} {:>10.0}",
                    m.name,
                    m.verdict,
                    m.inputs,
                    ms(m.time),
                    ms(m.cpu),
                    m.inputs as f64 / m.time.as_secs_f64()
                );
                all.push(m);
            }
            Err(e) => println!("{}: error: {e}", p.display()),
        }
    }
    summary(&all);
}

fn summary(all: &[Measure]) {
    if all.is_empty() {
        println!("no tests");
        return;
    }
    let mut times: Vec<Duration> = all.iter().map(|m| m.time).collect();
    times.sort();
    let total: Duration = times.iter().sum();
    let total_cpu: Duration = all.iter().map(|m| m.cpu).sum();
    let inputs: usize = all.iter().map(|m| m.inputs).sum();
    let worst = all
        .iter()
        .max_by_key(|m| m.time)
        .map_or("", |m| m.name.as_str());
    println!();
    println!("tests:              {}", all.len());
    println!("total time:         {:.1} ms", ms(total));
    println!("total cpu time:     {:.1} ms", ms(total_cpu));
    println!("median per test:    {:.2} ms", ms(times[times.len() / 2]));
    println!(
        "worst per test:     {:.2} ms ({worst})",
        ms(times[times.len() - 1])
    );
    println!(
        "inputs checked:     {inputs} ({:.0} inputs/s overall)",
        inputs as f64 / total.as_secs_f64()
    );
    for verdict in ["refines", "not-refines", "inconclusive"] {
        let of: Vec<&Measure> = all.iter().filter(|m| m.verdict == verdict).collect();
        let wall: Duration = of.iter().map(|m| m.time).sum();
        let cpu: Duration = of.iter().map(|m| m.cpu).sum();
        println!(
            "{:<19} {} tests, {:.1} ms, cpu {:.1} ms",
            format!("{verdict}:"),
            of.len(),
            ms(wall),
            ms(cpu)
        );
    }
}
