//! Interpretation speed against LLVM's own interpreter: every program of
//! `benches/programs/` (C sources, with the clang-22 -O0 and -O2 `.ll`
//! that `scripts/gen-bench-programs.sh` makes from them) runs under llsem,
//! `lli-22 -force-interpreter`, and `llubi` when one is on the PATH, in the
//! same run, on the same `.ll` files, at the programs' default size.
//!
//! Per program it prints the instructions llsem executed, llsem's million
//! instructions per second (an in-process run of the interpreter alone,
//! parsing excluded), the user CPU seconds of each tool run as a process
//! from start to end (parsing included; user time, not wall time, so that
//! other load on the machine disturbs the comparison less), and the ratio
//! llsem/lli of those times (below 1: llsem is faster). Every time is the
//! median of `LLSEM_BENCH_REPS` runs (default 5). llsem's output is
//! compared with the native build's (`NAME.stdout`): a row whose output
//! differs is marked `WRONG OUTPUT`.
//!
//! Run with `cargo bench --bench interp [-- FILTER]` (FILTER: a part of the
//! file names to keep, e.g. `fib` or `O2`).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::time::Duration;

use llsem::model::Model;
use llsem::oracle::RandomOracle;
use llsem::sem::program::Program;
use llsem::sem::run::{RunOptions, run_function};
use llsem::syntax::SourceFile;

#[path = "common/timing.rs"]
mod timing;
use timing::{REPS, median, process_time, user_time};

/// The `.ll` files of the benchmark, sorted (`NAME.O0.ll`, `NAME.O2.ll`).
fn programs(filter: Option<&str>) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/programs");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("benches/programs exists")
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let n = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            (n.ends_with(".O0.ll") || n.ends_with(".O2.ll")) && filter.is_none_or(|f| n.contains(f))
        })
        .collect();
    files.sort();
    files
}

/// Whether `tool --version` runs.
fn on_path(tool: &str) -> bool {
    Command::new(tool).arg("--version").output().is_ok()
}

/// Seconds with three decimals, or `-`.
fn secs(t: Option<Duration>) -> String {
    t.map_or("-".into(), |t| format!("{:.3}", t.as_secs_f64()))
}

fn main() {
    let filter = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let reps: usize = std::env::var("LLSEM_BENCH_REPS")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(REPS);
    let has_lli = on_path("lli-22");
    let has_llubi = on_path("llubi");
    let llsem_bin = env!("CARGO_BIN_EXE_llsem");
    println!(
        "{:<14} {:>11} {:>9} {:>9} {:>9} {:>9} {:>10}",
        "program", "instrs", "Minstr/s", "llsem s", "lli s", "llubi s", "llsem/lli"
    );
    let (mut total_llsem, mut total_lli) = (Duration::ZERO, Duration::ZERO);
    for f in programs(filter.as_deref()) {
        let name = f.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        let stem = name.split('.').next().unwrap_or(name);
        let text = std::fs::read_to_string(&f).expect("readable program");
        let module = llsem::parse::load(SourceFile::new(f.display().to_string(), text))
            .expect("a valid program");
        let prog = Program::new(Arc::new(module), Model::default()).expect("a runnable program");
        let main = prog.module.function_by_name("main").expect("main");
        let want = std::fs::read(f.with_file_name(format!("{stem}.stdout"))).unwrap_or_default();
        let mut times = Vec::new();
        let mut steps = 0;
        let mut right = true;
        for _ in 0..reps {
            let mut oracle = RandomOracle::new(0);
            let start = user_time();
            let r = run_function(&prog, main, Vec::new(), &mut oracle, &RunOptions::default());
            times.push(user_time() - start);
            steps = r.steps;
            right &= r.stdout == want;
        }
        let interp = median(times);
        let quoted = [f.as_path()];
        let llsem = process_time(&format!("{llsem_bin} run \"$1\""), &quoted, reps);
        let lli = has_lli
            .then(|| process_time("lli-22 -force-interpreter \"$1\"", &quoted, reps))
            .flatten();
        let llubi = has_llubi
            .then(|| process_time("llubi \"$1\"", &quoted, reps))
            .flatten();
        if let (Some(s), Some(l)) = (llsem, lli) {
            total_llsem += s;
            total_lli += l;
        }
        let ratio = match (llsem, lli) {
            (Some(s), Some(l)) => format!("{:.2}", s.as_secs_f64() / l.as_secs_f64().max(1e-9)),
            _ => "-".into(),
        };
        println!(
            "{:<14} {:>11} {:>9.1} {:>9} {:>9} {:>9} {:>10}{}",
            name.trim_end_matches(".ll"),
            steps,
            steps as f64 / interp.as_secs_f64().max(1e-9) / 1e6,
            secs(llsem),
            secs(lli),
            secs(llubi),
            ratio,
            if right { "" } else { "  WRONG OUTPUT" },
        );
    }
    println!(
        "Minstr/s: instructions per second of the interpreter alone (in process, \
         after parsing); llsem s, lli s, llubi s: user CPU of the whole process"
    );
    if has_lli {
        println!(
            "total: llsem {:.3} s, lli {:.3} s, llsem/lli {:.2}",
            total_llsem.as_secs_f64(),
            total_lli.as_secs_f64(),
            total_llsem.as_secs_f64() / total_lli.as_secs_f64().max(1e-9)
        );
    }
}
