//! The programs of `cargo bench --bench interp` (`benches/programs/`,
//! made by `scripts/gen-bench-programs.sh`) at their small test size: llsem
//! prints exactly what the native build printed, at -O0 and -O2, and
//! exits with 0.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use llsem::model::Model;
use llsem::oracle::RandomOracle;
use llsem::sem::program::Program;
use llsem::sem::run::{RunOptions, run_function};
use llsem::sem::stop::Stop;
use llsem::syntax::SourceFile;
use llsem::value::Value;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/programs")
}

/// Runs `NAME.LEVEL.ll` with `NAME.test.args`; `Err` says how it differs
/// from `NAME.test.stdout`.
fn check(name: &str, level: &str) -> Result<(), String> {
    let read = |file: String| {
        std::fs::read_to_string(dir().join(&file)).map_err(|e| format!("{file}: {e}"))
    };
    let path = dir().join(format!("{name}.{level}.ll"));
    let module = llsem::parse::load(SourceFile::new(
        path.display().to_string(),
        read(format!("{name}.{level}.ll"))?,
    ))
    .map_err(|d| format!("does not load: {}", d.message))?;
    let prog = Program::new(Arc::new(module), Model::default())
        .map_err(|e| format!("does not compile: {}", e.message))?;
    let main = prog.module.function_by_name("main").ok_or("no @main")?;
    let opts = RunOptions {
        program_args: vec![read(format!("{name}.test.args"))?.trim().to_string()],
        ..RunOptions::default()
    };
    let r = run_function(&prog, main, Vec::new(), &mut RandomOracle::new(0), &opts);
    match &r.stop {
        Stop::Returned(Some(Value::Int(i))) if i.is_zero() => {}
        other => return Err(format!("ended with {other:?}")),
    }
    same_stepwise(&prog, main, &opts, &r)?;
    let want = read(format!("{name}.test.stdout"))?;
    if r.stdout != want.as_bytes() {
        return Err(format!(
            "stdout differs:\n--- llsem\n{}--- native\n{want}",
            String::from_utf8_lossy(&r.stdout)
        ));
    }
    Ok(())
}

/// The run `fast` (on the interpreter's fast path) against the same run
/// made one step at a time (tracing keeps it off the fast path): the same
/// end, output, step count and location; and again with the step bound
/// cut to a third of the steps, where the runs stop at the same
/// instruction.
fn same_stepwise(
    prog: &Program,
    main: llsem::syntax::FuncId,
    opts: &RunOptions,
    fast: &llsem::sem::run::RunResult,
) -> Result<(), String> {
    let run =
        |opts: &RunOptions| run_function(prog, main, Vec::new(), &mut RandomOracle::new(0), opts);
    let traced = RunOptions {
        trace: true,
        ..opts.clone()
    };
    let agree = |a: &llsem::sem::run::RunResult, b: &llsem::sem::run::RunResult| {
        (a.stop == b.stop && a.stdout == b.stdout && a.steps == b.steps && a.location == b.location)
            .then_some(())
            .ok_or(format!(
                "fast path and stepwise runs differ: {:?} at {:?} after {} steps, {:?} at {:?} after {} steps",
                a.stop, a.location, a.steps, b.stop, b.location, b.steps
            ))
    };
    agree(fast, &run(&traced))?;
    let mut limits = opts.limits;
    limits.max_steps = fast.steps / 3;
    let cut = RunOptions {
        limits,
        ..opts.clone()
    };
    let cut_traced = RunOptions { limits, ..traced };
    agree(&run(&cut), &run(&cut_traced))
}

#[test]
fn bench_programs_print_what_the_native_build_prints() {
    let mut names: Vec<String> = std::fs::read_dir(dir())
        .expect("benches/programs exists")
        .flatten()
        .filter_map(|e| {
            let n = e.file_name().to_string_lossy().into_owned();
            n.strip_suffix(".c").map(str::to_string)
        })
        .collect();
    names.sort();
    assert!(names.len() >= 8, "the benchmark's programs: {names:?}");
    let failures: Vec<String> = names
        .iter()
        .flat_map(|n| ["O0", "O2"].map(|l| (n.clone(), l)))
        .filter_map(|(n, l)| check(&n, l).err().map(|e| format!("{n}.{l}: {e}")))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
