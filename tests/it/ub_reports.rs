//! One report test per immediate UB kind: every [`UbKind`] has a module
//! `tests/ub_reports/KIND.ll` that triggers it (its `; ARGS:` comment line
//! gives the `llsem run` options), and these tests pin, with insta snapshots
//! in `tests/it/snapshots/`, the human report `llsem run` writes to stderr and
//! the `ub` object of `llsem run --json`. The README's list of kinds must
//! be exactly `UbKind::ALL`.

use std::path::Path;
use std::process::{Command, Output};

use llsem::sem::stop::UbKind;

/// The exit status of a run that hit immediate UB (CONTRACT.md).
const EXIT_UB: i32 = 70;

/// The `llsem run` options in the module's leading `; ARGS:` comment line.
fn args_of(text: &str) -> Vec<String> {
    text.lines()
        .take_while(|l| l.starts_with(';'))
        .find_map(|l| l.strip_prefix("; ARGS:"))
        .map(|a| a.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default()
}

/// Runs `llsem run tests/ub_reports/KIND.ll` from the package root (so the
/// report names the file by that relative path), with `--json` if asked.
fn run(kind: &str, json: bool) -> Output {
    let root = env!("CARGO_MANIFEST_DIR");
    let file = format!("tests/ub_reports/{kind}.ll");
    let text = std::fs::read_to_string(Path::new(root).join(&file))
        .unwrap_or_else(|e| panic!("{file}: {e}"));
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_llsem"));
    cmd.current_dir(root)
        .arg("run")
        .arg(&file)
        .args(args_of(&text));
    if json {
        cmd.arg("--json");
    }
    cmd.output().expect("llsem runs")
}

/// Pins the human report and the JSON `ub` object of `kind`.
fn check(kind: UbKind) {
    let name = kind.name();
    let human = run(name, false);
    assert_eq!(human.status.code(), Some(EXIT_UB), "{name}: exit status");
    assert!(
        human.stdout.is_empty(),
        "{name}: the program prints nothing"
    );
    let stderr = String::from_utf8_lossy(&human.stderr).into_owned();
    insta::assert_snapshot!(format!("{name}.stderr"), stderr);

    let json = run(name, true);
    assert_eq!(json.status.code(), Some(EXIT_UB), "{name}: exit status");
    let doc: serde_json::Value =
        serde_json::from_slice(&json.stdout).expect("stdout is one JSON document");
    assert_eq!(doc["outcome"], "ub", "{name}");
    assert_eq!(doc["ub"]["kind"], name);
    let ub = serde_json::to_string_pretty(&doc["ub"]).expect("JSON prints");
    insta::assert_snapshot!(format!("{name}.json"), ub);
}

macro_rules! ub_report_tests {
    ($($test:ident => $kind:ident,)*) => {
        $(
            #[test]
            fn $test() {
                check(UbKind::$kind);
            }
        )*

        /// The kinds that have a report test above.
        const TESTED: &[UbKind] = &[$(UbKind::$kind),*];
    };
}

ub_report_tests! {
    division_by_zero => DivisionByZero,
    division_overflow => DivisionOverflow,
    poison_divisor => PoisonDivisor,
    branch_on_poison => BranchOnPoison,
    branch_on_undef => BranchOnUndef,
    select_on_poison => SelectOnPoison,
    out_of_bounds => OutOfBounds,
    null_dereference => NullDereference,
    use_after_free => UseAfterFree,
    out_of_lifetime => OutOfLifetime,
    misaligned_access => MisalignedAccess,
    poison_pointer_access => PoisonPointerAccess,
    undef_pointer_access => UndefPointerAccess,
    no_provenance => NoProvenance,
    write_to_constant => WriteToConstant,
    unreachable => Unreachable,
    noundef_violation => NoundefViolation,
    assume_violation => AssumeViolation,
    invalid_free => InvalidFree,
    double_free => DoubleFree,
    overlapping_memcpy => OverlappingMemcpy,
    invalid_call => InvalidCall,
    attribute_violation => AttributeViolation,
    invalid_operand => InvalidOperand,
    vararg_out_of_range => VarargOutOfRange,
    invalid_alloca => InvalidAlloca,
    invariant_violation => InvariantViolation,
    environment_ub => EnvironmentUb,
    rounding_mode_mismatch => RoundingModeMismatch,
    no_forward_progress => NoForwardProgress,
}

/// A kind added to `UbKind` without a module and a test here fails this.
#[test]
fn every_kind_has_a_module_and_a_test() {
    let names: Vec<&str> = UbKind::ALL.iter().map(|k| k.name()).collect();
    let tested: Vec<&str> = TESTED.iter().map(|k| k.name()).collect();
    assert_eq!(tested, names);
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ub_reports");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/ub_reports exists")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    let mut wanted: Vec<String> = names.iter().map(|n| format!("{n}.ll")).collect();
    wanted.sort();
    assert_eq!(files, wanted);
}

/// The README lists exactly the kinds of `UbKind::ALL`, in that order.
#[test]
fn the_readme_lists_every_kind() {
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .expect("README.md exists");
    let section = readme
        .split("## Immediate UB kinds")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .expect("the README has an 'Immediate UB kinds' section");
    let is_kind = |w: &&str| {
        !w.is_empty()
            && !w.starts_with('-')
            && w.bytes().all(|b| b.is_ascii_lowercase() || b == b'-')
    };
    let listed: Vec<&str> = section
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(is_kind)
        .collect();
    let names: Vec<&str> = UbKind::ALL.iter().map(|k| k.name()).collect();
    assert_eq!(listed, names);
}
