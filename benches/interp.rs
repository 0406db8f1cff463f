//! Interpretation speed on loop-heavy programs, against LLVM's own
//! interpreter (`lli-22 -force-interpreter`) on the same `.ll` files, in the
//! same run. Both tools run as processes from start to end (parsing
//! included), `REPS` times each; the median user CPU time is reported (user
//! time, not wall time, so that other load on the machine disturbs the
//! comparison less). llsem's dynamic instructions per second come from an
//! in-process run of the interpreter alone.
//!
//! Run with `cargo bench --bench interp`. Without `lli-22` on the PATH only
//! llsem's numbers are printed.

use std::path::Path;
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

/// Programs that execute fewer instructions than this are skipped (at -O2
/// some loops are computed at compile time).
const MIN_STEPS: u64 = 100_000;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/programs");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the fixture directory")
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            let n = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            n.starts_with("bench_") && (n.ends_with(".O0.ll") || n.ends_with(".O2.ll"))
        })
        .collect();
    files.sort();
    let has_lli = Command::new("lli-22").arg("--version").output().is_ok();
    let llsem_bin = env!("CARGO_BIN_EXE_llsem");
    println!(
        "{:<24} {:>12} {:>10} {:>10} {:>10} {:>8}",
        "program", "steps", "Minstr/s", "llsem s", "lli s", "lli/llsem"
    );
    let (mut total_llsem, mut total_lli) = (Duration::ZERO, Duration::ZERO);
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable fixture");
        let module = llsem::parse::load(SourceFile::new(f.display().to_string(), text))
            .expect("a valid fixture");
        let prog = Program::new(Arc::new(module), Model::default()).expect("a runnable fixture");
        let main = prog.module.function_by_name("main").expect("main");
        let mut times = Vec::new();
        let mut steps = 0;
        for _ in 0..REPS {
            let mut oracle = RandomOracle::new(0);
            let start = user_time();
            let r = run_function(&prog, main, Vec::new(), &mut oracle, &RunOptions::default());
            times.push(user_time() - start);
            steps = r.steps;
        }
        let interp = median(times);
        if steps < MIN_STEPS {
            // Folded away by the optimizer: nothing to interpret.
            continue;
        }
        let t = process_time(&format!("{llsem_bin} run {}", f.display()), &[]).unwrap_or(interp);
        total_llsem += t;
        let name = f.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        let lli = if has_lli {
            process_time(&format!("lli-22 -force-interpreter {}", f.display()), &[])
        } else {
            None
        };
        if let Some(l) = lli {
            total_lli += l;
        }
        println!(
            "{:<24} {:>12} {:>10.1} {:>10.3} {:>10} {:>8}",
            name,
            steps,
            steps as f64 / interp.as_secs_f64().max(1e-9) / 1e6,
            t.as_secs_f64(),
            lli.map_or("-".into(), |l| format!("{:.3}", l.as_secs_f64())),
            lli.map_or("-".into(), |l| format!(
                "{:.2}",
                l.as_secs_f64() / t.as_secs_f64().max(1e-9)
            )),
        );
    }
    if has_lli {
        println!(
            "total: llsem {:.3} s, lli {:.3} s, lli/llsem {:.2}",
            total_llsem.as_secs_f64(),
            total_lli.as_secs_f64(),
            total_lli.as_secs_f64() / total_llsem.as_secs_f64().max(1e-9)
        );
    }
}
