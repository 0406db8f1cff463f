//! llsem's x86 intrinsics against the CPU: `tests/x86/native.ll` holds, per
//! intrinsic and input, a function calling the `llvm.x86.*` intrinsic on
//! constants and a RUN line with the lanes clang-22-compiled native code
//! computed for the same inputs (regenerate with
//! `scripts/gen-x86-expect.sh`). Every RUN line must hold in llsem.

use std::collections::BTreeMap;
use std::path::Path;

/// The file's declarations and its cases (a RUN line and its function).
fn split_cases(text: &str) -> (String, Vec<String>) {
    let mut declares = String::new();
    let mut cases = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        if line.starts_with("declare ") {
            declares.push_str(line);
            declares.push('\n');
            continue;
        }
        if line.starts_with("; RUN:") && !current.is_empty() {
            cases.push(std::mem::take(&mut current));
        }
        if line.starts_with("; RUN:") || !current.is_empty() {
            current.push_str(line);
            current.push('\n');
        }
    }
    if !current.is_empty() {
        cases.push(current);
    }
    (declares, cases)
}

/// The intrinsic a case calls.
fn intrinsic_of(case: &str) -> &str {
    case.split("@llvm.x86.")
        .nth(1)
        .and_then(|r| r.split('(').next())
        .unwrap_or("?")
}

#[test]
fn x86_intrinsics_compute_what_the_cpu_computes() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/x86/native.ll");
    let text = std::fs::read_to_string(&path).expect("tests/x86/native.ll is readable");
    let (declares, cases) = split_cases(&text);
    assert!(cases.len() > 1000, "only {} cases", cases.len());
    let mut failures: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    let mut intrinsics = BTreeMap::new();
    for case in &cases {
        let name = intrinsic_of(case);
        *intrinsics.entry(name).or_insert(0) += 1;
        let module = format!("{declares}{case}");
        let errors = llsem::casefile::check_case_file(name, &module);
        if !errors.is_empty() {
            failures.entry(name).or_default().extend(errors);
        }
    }
    assert!(
        intrinsics.len() > 100,
        "only {} intrinsics",
        intrinsics.len()
    );
    let report: Vec<String> = failures
        .iter()
        .map(|(name, errs)| format!("{name}: {} failing, first: {}", errs.len(), errs[0]))
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} intrinsics differ from the CPU:\n{}",
        failures.len(),
        intrinsics.len(),
        report.join("\n")
    );
}

#[test]
fn cases_split_with_their_run_lines() {
    let text = "; header\ndeclare i32 @llvm.x86.a(i32)\n; RUN: @f0() => i32 1\ndefine i32 @f0() {\n  %r = call i32 @llvm.x86.a(i32 0)\n  ret i32 %r\n}\n; RUN: @f1() => i32 2\ndefine i32 @f1() {\n  ret i32 2\n}\n";
    let (declares, cases) = split_cases(text);
    assert_eq!(declares, "declare i32 @llvm.x86.a(i32)\n");
    assert_eq!(cases.len(), 2);
    assert!(cases[0].starts_with("; RUN: @f0()") && cases[0].ends_with("}\n"));
    assert_eq!(intrinsic_of(&cases[0]), "a");
}
