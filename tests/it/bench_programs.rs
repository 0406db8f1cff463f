//! The programs of `cargo bench --bench interp` (`benches/programs/`,
//! made by `scripts/gen-bench-programs.sh`) at their small test size: llsem
//! prints exactly what the native build printed, at -O0 and -O2, and
//! exits with 0.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use llsem::model::Model;
use llsem::oracle::RandomOracle;
use llsem::sem::program::Program;
use llsem::sem::run::{RunOptions, RunResult, run_function};
use llsem::sem::stop::{Bound, Stop};
use llsem::syntax::{FuncId, SourceFile};
use llsem::value::Value;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/programs")
}

fn read(file: String) -> Result<String, String> {
    std::fs::read_to_string(dir().join(&file)).map_err(|e| format!("{file}: {e}"))
}

/// `NAME.LEVEL.ll` compiled, its `@main`, and the options of a run with
/// `NAME.test.args`.
fn load(name: &str, level: &str) -> Result<(Program, FuncId, RunOptions), String> {
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
    Ok((prog, main, opts))
}

/// Runs `NAME.LEVEL.ll` with `NAME.test.args`; `Err` says how it differs
/// from `NAME.test.stdout`.
fn check(name: &str, level: &str) -> Result<(), String> {
    let (prog, main, opts) = load(name, level)?;
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
    main: FuncId,
    opts: &RunOptions,
    fast: &RunResult,
) -> Result<(), String> {
    agree(fast, &run(prog, main, &traced(opts)))?;
    let mut limits = opts.limits;
    limits.max_steps = fast.steps / 3;
    same_as_stepping(
        prog,
        main,
        &RunOptions {
            limits,
            ..opts.clone()
        },
    )
}

fn run(prog: &Program, main: FuncId, opts: &RunOptions) -> RunResult {
    run_function(prog, main, Vec::new(), &mut RandomOracle::new(0), opts)
}

/// `opts` with tracing, which keeps the run off the fast path.
fn traced(opts: &RunOptions) -> RunOptions {
    RunOptions {
        trace: true,
        ..opts.clone()
    }
}

/// The same end, output, step count and location.
fn agree(a: &RunResult, b: &RunResult) -> Result<(), String> {
    (a.stop == b.stop && a.stdout == b.stdout && a.steps == b.steps && a.location == b.location)
        .then_some(())
        .ok_or(format!(
            "fast path and stepwise runs differ: {:?} at {:?} after {} steps, {:?} at {:?} after {} steps",
            a.stop, a.location, a.steps, b.stop, b.location, b.steps
        ))
}

/// The run with `opts` on the fast path against the same run made one
/// step at a time.
fn same_as_stepping(prog: &Program, main: FuncId, opts: &RunOptions) -> Result<(), String> {
    agree(&run(prog, main, opts), &run(prog, main, &traced(opts)))
}

/// Calls and returns run inside the fast loop: runs of the recursive and
/// the allocating programs cut by every step bound from 1 to 300 (through
/// `main`'s calls of the C library, `fib`'s calls and returns, the calls
/// of `malloc`), and by a call depth bound (where the program calls a
/// function it defines: list -O2 has them all inlined), stop where the
/// same runs made one step at a time stop, after as many steps.
#[test]
fn calls_on_the_fast_path_stop_where_stepping_stops() {
    let mut failures = Vec::new();
    for (name, level, depth) in [
        ("fib", "O0", Some(4)),
        ("fib", "O2", Some(4)),
        ("list", "O0", Some(1)),
        ("list", "O2", None),
    ] {
        let (prog, main, opts) = load(name, level).expect("the program loads");
        let mut cases = Vec::new();
        if let Some(depth) = depth {
            let mut limits = opts.limits;
            limits.max_depth = depth;
            let deep = run(
                &prog,
                main,
                &RunOptions {
                    limits,
                    ..opts.clone()
                },
            );
            assert!(
                matches!(deep.stop, Stop::Bound(Bound::Depth)),
                "{name}.{level} reaches depth {depth}: {:?}",
                deep.stop
            );
            cases.push(limits);
        }
        for max_steps in 1..=300 {
            let mut limits = opts.limits;
            limits.max_steps = max_steps;
            cases.push(limits);
        }
        for limits in cases {
            let opts = RunOptions {
                limits,
                ..opts.clone()
            };
            if let Err(e) = same_as_stepping(&prog, main, &opts) {
                failures.push(format!("{name}.{level} under {limits:?}: {e}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
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
