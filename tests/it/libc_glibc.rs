//! Runs the C library fixtures (`tests/fixtures/libc/`, written by
//! `scripts/gen-libc-fixtures.sh` from `tests/libc/*.c`): each program,
//! at -O0 and at -O2, must print exactly what its native build printed
//! with glibc, on standard output and standard error, and end with the
//! same status, reading `tests/libc/NAME.stdin` as standard input.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use llsem::model::Model;
use llsem::oracle::RandomOracle;
use llsem::sem::program::Program;
use llsem::sem::run::{RunOptions, run_function};
use llsem::sem::stdin::InputSource;
use llsem::sem::stop::Stop;
use llsem::syntax::SourceFile;
use llsem::value::Value;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// The expectation file: standard output, standard error, exit status.
fn expected(path: &Path) -> (Vec<u8>, Vec<u8>, i32) {
    let text = std::fs::read(path).expect("expectation exists");
    let find = |needle: &[u8], from: usize| {
        text[from..]
            .windows(needle.len())
            .rposition(|w| w == needle)
            .map(|i| i + from)
            .expect("expectation has its markers")
    };
    let exit_at = find(b"--- exit ", 0);
    let err_at = find(b"--- stderr\n", 0);
    let status = std::str::from_utf8(&text[exit_at + 9..])
        .expect("utf-8 status")
        .trim()
        .parse()
        .expect("numeric status");
    (
        text[..err_at].to_vec(),
        text[err_at + 11..exit_at].to_vec(),
        status,
    )
}

/// Runs one fixture; `Err` says how it differs from the native run.
fn check(name: &str, opt: &str) -> Result<(), String> {
    let dir = root().join("tests/fixtures/libc");
    let ll = dir.join(format!("{name}.{opt}.ll"));
    let (want_out, want_err, want_exit) = expected(&dir.join(format!("{name}.{opt}.out")));
    let text = std::fs::read_to_string(&ll).map_err(|e| e.to_string())?;
    let module = llsem::parse::load(SourceFile::new(ll.display().to_string(), text))
        .map_err(|d| format!("does not load: {}", d.message))?;
    let prog = Program::new(Arc::new(module), Model::default())
        .map_err(|e| format!("does not compile: {}", e.message))?;
    let main = prog.module.function_by_name("main").ok_or("no @main")?;
    let stdin = std::fs::read(root().join(format!("tests/libc/{name}.stdin"))).unwrap_or_default();
    let opts = RunOptions {
        stdin: Some(InputSource::bytes(stdin)),
        ..RunOptions::default()
    };
    let r = run_function(&prog, main, Vec::new(), &mut RandomOracle::new(0), &opts);
    let exit = match &r.stop {
        Stop::Returned(Some(Value::Int(i))) => (i.low_u64() & 0xff) as i32,
        Stop::Returned(_) => 0,
        Stop::Exited(c) => c & 0xff,
        Stop::Trapped(t) => 128 + t.signal,
        other => return Err(format!("ended with {other:?}")),
    };
    let show = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    if r.stdout != want_out {
        let line = r
            .stdout
            .split(|c| *c == b'\n')
            .zip(want_out.split(|c| *c == b'\n'))
            .position(|(a, b)| a != b);
        return Err(format!(
            "stdout differs (first at line {:?}):\n--- llsem\n{}\n--- glibc\n{}",
            line.map(|l| l + 1),
            show(&r.stdout),
            show(&want_out)
        ));
    }
    if r.stderr != want_err {
        return Err(format!(
            "stderr differs:\n--- llsem\n{}\n--- glibc\n{}",
            show(&r.stderr),
            show(&want_err)
        ));
    }
    if exit != want_exit {
        return Err(format!("exit status {exit}, native {want_exit}"));
    }
    Ok(())
}

/// Checks every program of the list at both levels (the fortified ones
/// at -O2 only: glibc's headers fortify only optimized code).
fn check_all(names: &[&str]) {
    let failures: Vec<String> = names
        .iter()
        .flat_map(|n| ["O0", "O2"].map(|o| (*n, o)))
        .filter(|(n, o)| !(n.starts_with("fortify") && *o == "O0"))
        .filter_map(|(n, o)| check(n, o).err().map(|e| format!("{n}.{o}: {e}")))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn every_program_has_its_expectations() {
    let mut c_files: Vec<String> = std::fs::read_dir(root().join("tests/libc"))
        .expect("tests/libc exists")
        .flatten()
        .filter_map(|e| {
            e.file_name()
                .to_str()?
                .strip_suffix(".c")
                .map(str::to_string)
        })
        .collect();
    c_files.sort();
    let listed = [STRINGS, STDLIB, MATH, STDIO, STDIN].concat();
    let mut listed: Vec<String> = listed.iter().map(|s| s.to_string()).collect();
    listed.sort();
    assert_eq!(
        c_files, listed,
        "every program in tests/libc is run by one test"
    );
}

const STRINGS: &[&str] = &["strings"];
const STDLIB: &[&str] = &["stdlib", "fenv"];
const MATH: &[&str] = &["math"];
const STDIO: &[&str] = &["stdio_out", "fortify"];
const STDIN: &[&str] = &["stdin_ctype", "stdin_lines", "stdin_scanf"];

#[test]
fn strings_match_glibc() {
    check_all(STRINGS);
}

#[test]
fn stdlib_and_fenv_match_glibc() {
    check_all(STDLIB);
}

#[test]
fn math_matches_glibc() {
    check_all(MATH);
}

#[test]
fn stdio_output_and_fortify_match_glibc() {
    check_all(STDIO);
}

/// Unfortified (-O0), the last copy of `fortify.c` overflows its buffer:
/// UB that the native build does not notice.
#[test]
fn unfortified_overflow_is_ub() {
    match check("fortify", "O0") {
        Err(e) => assert!(e.contains("OutOfBounds"), "{e}"),
        Ok(()) => panic!("the -O0 build of fortify.c overflows its buffer"),
    }
}

#[test]
fn stdin_readers_match_glibc() {
    check_all(STDIN);
}
