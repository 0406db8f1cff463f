//! llsem's x86 intrinsics against the CPU: `tests/x86/native.ll` holds, per
//! intrinsic and input, a function calling the `llvm.x86.*` intrinsic on
//! constants and a RUN line with the lanes clang-22-compiled native code
//! computed for the same inputs (regenerate with
//! `scripts/gen-x86-expect.sh`). The CPU's value must be llsem's only
//! outcome, except that where it has a NaN lane (a NaN result is any NaN
//! LangRef allows, `semantics/intrinsics-x86.md`, "NaN results") it must be
//! one of llsem's outcomes, and every outcome must agree with it on the
//! other lanes and have a NaN in that lane.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use llsem::casefile::{parse_case_file, run_case};
use llsem::syntax::SourceFile;

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

/// The lanes of a printed value (`<2 x double> <double 0x…, double
/// poison>`, or a scalar `float 0x…`), each as printed (`double 0x…`).
fn lanes_of(value: &str) -> Vec<&str> {
    match value.strip_prefix('<') {
        Some(rest) => rest
            .split_once("> <")
            .and_then(|(_, l)| l.strip_suffix('>'))
            .map_or_else(Vec::new, |l| l.split(", ").collect()),
        None => vec![value],
    }
}

/// Whether a printed lane is a NaN (floats print in double's hex format).
fn is_nan_lane(lane: &str) -> bool {
    let hex = lane
        .strip_prefix("float 0x")
        .or_else(|| lane.strip_prefix("double 0x"));
    hex.and_then(|h| u64::from_str_radix(h, 16).ok())
        .is_some_and(|b| b & 0x7ff0_0000_0000_0000 == 0x7ff0_0000_0000_0000 && b << 12 != 0)
}

/// Whether `outcome` agrees with the CPU's `cpu` on its non-NaN lanes and
/// is a NaN where `cpu` is.
fn agrees_up_to_nans(cpu: &str, outcome: &str) -> bool {
    let (c, o) = (lanes_of(cpu), lanes_of(outcome));
    c.len() == o.len()
        && c.iter().zip(&o).all(|(c, o)| {
            if is_nan_lane(c) {
                is_nan_lane(o)
            } else {
                c == o
            }
        })
}

/// Checks every case of one intrinsic (its declaration, then per case a
/// RUN line and a function, parsed as one module): the errors, one per case
/// where llsem disagrees with the CPU.
fn check_intrinsic(name: &str, module: &str) -> Vec<String> {
    let (model, runs) = match parse_case_file(module) {
        Ok(x) => x,
        Err(e) => return vec![format!("{name}: {e}")],
    };
    let parsed = match llsem::parse::load(SourceFile::new(name, module)) {
        Ok(m) => Arc::new(m),
        Err(d) => return vec![d.render(&SourceFile::new(name, module))],
    };
    let mut errors = Vec::new();
    for run in &runs {
        let [cpu] = run.expected.iter().collect::<Vec<_>>()[..] else {
            errors.push(format!("{name}:{}: the CPU gives one value", run.line));
            continue;
        };
        let obs = match run_case(&parsed, model, run) {
            Ok(o) => o,
            Err(e) => {
                errors.push(format!("{name}:{}: {e}", run.line));
                continue;
            }
        };
        let ok = obs.exhaustive
            && obs.outcomes.contains(cpu)
            && (obs.outcomes.len() == 1
                || (lanes_of(cpu).iter().any(|l| is_nan_lane(l))
                    && obs.outcomes.iter().all(|o| agrees_up_to_nans(cpu, o))));
        if !ok {
            errors.push(format!(
                "{name}:{}: the CPU gives {cpu}, llsem {:?}{}",
                run.line,
                obs.outcomes,
                if obs.exhaustive { "" } else { " (sampled)" }
            ));
        }
    }
    errors
}

#[test]
fn x86_intrinsics_compute_what_the_cpu_computes() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/x86/native.ll");
    let text = std::fs::read_to_string(&path).expect("tests/x86/native.ll is readable");
    let (declares, cases) = split_cases(&text);
    assert!(cases.len() > 1000, "only {} cases", cases.len());
    let mut by_intrinsic: BTreeMap<&str, String> = BTreeMap::new();
    for case in &cases {
        by_intrinsic
            .entry(intrinsic_of(case))
            .or_default()
            .push_str(case);
    }
    assert!(
        by_intrinsic.len() > 100,
        "only {} intrinsics",
        by_intrinsic.len()
    );
    let mut failures = Vec::new();
    for (name, body) in &by_intrinsic {
        let callee = format!("@llvm.x86.{name}(");
        let declare = declares.lines().find(|l| l.contains(&callee)).unwrap_or("");
        let errors = check_intrinsic(name, &format!("{declare}\n{body}"));
        if let Some(first) = errors.first() {
            failures.push(format!("{name}: {} failing, first: {first}", errors.len()));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} intrinsics differ from the CPU:\n{}",
        failures.len(),
        by_intrinsic.len(),
        failures.join("\n")
    );
}

#[test]
fn nan_lanes_may_differ_only_where_the_cpu_has_a_nan() {
    let cpu = "<2 x double> <double 0x7FF0000000000001, double 0x3FF0000000000000>";
    let other = "<2 x double> <double 0xFFF8000000000000, double 0x3FF0000000000000>";
    assert!(agrees_up_to_nans(cpu, other));
    assert!(!agrees_up_to_nans(
        other,
        "<2 x double> <double 0x7FF0000000000000, double 0x3FF0000000000000>"
    ));
    assert!(!agrees_up_to_nans(
        cpu,
        "<2 x double> <double 0x7FF8000000000000, double 0x0000000000000000>"
    ));
    assert!(is_nan_lane("float 0x7FF8000020000000") && !is_nan_lane("float poison"));
    assert_eq!(
        lanes_of("float 0x7FF8000000000000"),
        ["float 0x7FF8000000000000"]
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
