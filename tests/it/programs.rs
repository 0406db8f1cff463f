//! Runs every program fixture (real clang and opt output, see
//! `tests/fixtures/README.md`) and checks that llsem prints exactly what the
//! native build printed and ends with its exit status.
//!
//! Each fixture runs `main` with seed 0 (`RandomOracle::new(0)`), the
//! default limits and the `llvm` model, with the program arguments of
//! `tests/programs/NAME.args` if it exists. The `opt/NAME.*.ll` files are
//! whole programs too; they are checked against `programs/NAME.stdout`.
//! The fixtures are split into groups so that the test harness runs the
//! groups in parallel.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use llsem::model::Model;
use llsem::oracle::RandomOracle;
use llsem::sem::program::Program;
use llsem::sem::run::{RunOptions, run_function};
use llsem::sem::stop::Stop;
use llsem::syntax::SourceFile;
use llsem::value::Value;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

/// The `.ll` files of a fixture directory whose names end with `suffix`.
fn files(dir: &str, suffix: &str) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(fixtures().join(dir))
        .expect("fixture directory exists")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(suffix))
        .collect();
    out.sort();
    out
}

/// The program name of a fixture file (`bench_fib.O0.ll` → `bench_fib`).
fn program_name(path: &Path) -> String {
    let file = path.file_name().unwrap_or_default().to_string_lossy();
    file.split('.').next().unwrap_or_default().to_string()
}

/// Runs one fixture; `Err` says how it differs from the native run.
fn check(path: &Path, expected_dir: &Path) -> Result<(), String> {
    let name = program_name(path);
    let want_out = std::fs::read(expected_dir.join(format!("{name}.stdout")))
        .map_err(|e| format!("no expected stdout: {e}"))?;
    let want_exit: i32 = std::fs::read_to_string(expected_dir.join(format!("{name}.exit")))
        .map_err(|e| format!("no expected exit status: {e}"))?
        .trim()
        .parse()
        .map_err(|e| format!("bad exit file: {e}"))?;
    let args_file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/programs")
        .join(format!("{name}.args"));
    let program_args: Vec<String> = std::fs::read_to_string(args_file)
        .map(|t| t.lines().map(str::to_string).collect())
        .unwrap_or_default();
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let module = llsem::parse::load(SourceFile::new(path.display().to_string(), text))
        .map_err(|d| format!("does not load: {}", d.message))?;
    let prog = Program::new(Arc::new(module), Model::default())
        .map_err(|e| format!("does not compile: {}", e.message))?;
    let main = prog.module.function_by_name("main").ok_or("no @main")?;
    let opts = RunOptions {
        program_args,
        ..RunOptions::default()
    };
    let r = run_function(&prog, main, Vec::new(), &mut RandomOracle::new(0), &opts);
    let exit = match &r.stop {
        Stop::Returned(Some(Value::Int(i))) => (i.low_u64() & 0xff) as i32,
        Stop::Returned(_) => 0,
        Stop::Exited(c) => c & 0xff,
        other => return Err(format!("ended with {other:?}")),
    };
    if r.stdout != want_out {
        return Err(format!(
            "stdout differs:\n--- llsem\n{}\n--- native\n{}",
            String::from_utf8_lossy(&r.stdout),
            String::from_utf8_lossy(&want_out)
        ));
    }
    if exit != want_exit {
        return Err(format!("exit status {exit}, native {want_exit}"));
    }
    Ok(())
}

/// Checks every file of a group; panics listing the failures.
fn check_all(paths: &[PathBuf], expected_dir: &Path) {
    assert!(!paths.is_empty(), "no fixtures found");
    let failures: Vec<String> = paths
        .iter()
        .filter_map(|p| {
            check(p, expected_dir)
                .err()
                .map(|e| format!("{}: {e}", p.display()))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} fixtures fail:\n{}",
        failures.len(),
        paths.len(),
        failures.join("\n")
    );
}

#[test]
fn programs_o0() {
    check_all(&files("programs", ".O0.ll"), &fixtures().join("programs"));
}

#[test]
fn programs_o2() {
    check_all(&files("programs", ".O2.ll"), &fixtures().join("programs"));
}

#[test]
fn programs_o0_debug_info() {
    check_all(&files("programs", ".O0g.ll"), &fixtures().join("programs"));
}

#[test]
fn csmith_o0() {
    check_all(
        &files("programs/csmith", ".O0.ll"),
        &fixtures().join("programs/csmith"),
    );
}

#[test]
fn csmith_o2() {
    check_all(
        &files("programs/csmith", ".O2.ll"),
        &fixtures().join("programs/csmith"),
    );
}

#[test]
fn opt_pipelines() {
    check_all(&files("opt", ".ll"), &fixtures().join("programs"));
}

#[test]
fn every_fixture_is_in_a_group() {
    let counted = files("programs", ".O0.ll").len()
        + files("programs", ".O2.ll").len()
        + files("programs", ".O0g.ll").len()
        + files("programs/csmith", ".O0.ll").len()
        + files("programs/csmith", ".O2.ll").len()
        + files("opt", ".ll").len();
    let all = files("programs", ".ll").len()
        + files("programs/csmith", ".ll").len()
        + files("opt", ".ll").len();
    assert_eq!(counted, all);
    assert_eq!(all, 303, "the fixture README counts 303 .ll files");
}

/// `examples/frontend_style.ll` (a module shaped like a small language's
/// IRBuilder output) prints what its header comment says.
#[test]
fn frontend_style_example() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/frontend_style.ll");
    let text = std::fs::read_to_string(&path).expect("the example exists");
    let module = llsem::parse::load(SourceFile::new("frontend_style.ll", text))
        .unwrap_or_else(|d| panic!("the example does not load: {}", d.message));
    let prog = Program::new(Arc::new(module), Model::default())
        .unwrap_or_else(|e| panic!("the example does not compile: {}", e.message));
    let main = prog.module.function_by_name("main").expect("@main");
    let r = run_function(
        &prog,
        main,
        Vec::new(),
        &mut RandomOracle::new(0),
        &RunOptions::default(),
    );
    assert_eq!(
        String::from_utf8_lossy(&r.stdout),
        "2.33333333333333\n111\n0.3\n"
    );
    assert!(matches!(r.stop, Stop::Returned(Some(Value::Int(ref i))) if i.is_zero()));
}
