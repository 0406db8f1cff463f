//! Silent non-termination (decision 0030, semantics/divergence.md): `llsem
//! run` reports a run whose state recurs with no event, choice or
//! allocation between as looping forever (outcome `diverges`, exit 73), a
//! `mustprogress` or `willreturn` function doing so as immediate UB, and
//! leaves every other run that hits the step bound bounded; `llsem
//! refine`'s counterexamples about such runs replay.

use serde_json::Value as Json;

use crate::cli::{file, llsem, scratch, status, stderr, stdout};

/// `llsem run FILE --entry F --max-steps 10000 ARGS... --json`: the
/// document and the exit status.
fn run(path: &str, entry: &str, args: &[&str]) -> (Json, i32) {
    let mut all = vec!["run", path, "--entry", entry, "--max-steps", "10000"];
    for a in args {
        all.extend(["--arg", a]);
    }
    all.push("--json");
    let o = llsem(&all);
    let doc = serde_json::from_str(&stdout(&o)).expect("a JSON document");
    (doc, status(&o))
}

const SILENT: &str = r#"
define i32 @spin(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %then, label %latch
then:
  br label %latch
latch:
  %i.next = phi i32 [ 1, %then ], [ 0, %loop ]
  br label %loop
}

define i32 @spin_select(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %s, %loop ]
  %u = phi i32 [ undef, %entry ], [ %u, %loop ]
  %c = icmp slt i32 %i, %n
  %s = select i1 %c, i32 1, i32 0
  br label %loop
}

declare void @tick()

define void @calls() {
entry:
  br label %loop
loop:
  call void @tick()
  br label %loop
}

@g = global i32 0

define void @volatile() {
entry:
  br label %loop
loop:
  store volatile i32 1, ptr @g
  br label %loop
}

define void @freezes() {
entry:
  br label %loop
loop:
  %x = freeze i32 undef
  store i32 %x, ptr @g
  br label %loop
}

define void @counts() {
entry:
  br label %loop
loop:
  %v = load i32, ptr @g
  %v.next = add i32 %v, 1
  store i32 %v.next, ptr @g
  br label %loop
}

define void @progress() mustprogress {
entry:
  br label %loop
loop:
  br label %loop
}

define void @inner() {
entry:
  br label %loop
loop:
  br label %loop
}

define void @outer() mustprogress {
entry:
  call void @inner()
  ret void
}

define void @outer_willreturn() {
entry:
  call void @inner() willreturn
  ret void
}

define void @loop_md() {
entry:
  br label %loop
loop:
  br label %loop, !llvm.loop !0
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
"#;

#[test]
fn diverge_a_silent_loop_is_reported_as_looping_forever() {
    let dir = scratch("diverge-silent");
    let f = file(&dir, "m.ll", SILENT);
    // A poison or undef argument, and a register carrying undef, repeat
    // like any other value (no use resolves them: no choice).
    for (entry, n) in [
        ("spin", "0"),
        ("spin", "5"),
        ("spin", "-7"),
        ("spin_select", "poison"),
        ("spin_select", "undef"),
        ("spin_select", "2"),
    ] {
        let (doc, code) = run(&f, entry, &[n]);
        assert_eq!(doc["outcome"], "diverges", "{entry} {n}: {doc}");
        assert_eq!(code, 73);
        assert_eq!(doc["diverges"]["function"], entry);
        assert!(doc["diverges"]["period"].as_u64().is_some_and(|p| p > 0));
        assert!(doc["bound"].is_null());
    }
    // The summary says so without --json.
    let o = llsem(&["run", &f, "--entry", "spin", "--arg", "3"]);
    assert_eq!(status(&o), 73);
    assert!(
        stderr(&o).contains("loops forever in @spin"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn diverge_loops_with_events_choices_or_changing_memory_stay_bounded() {
    let dir = scratch("diverge-bounded");
    let f = file(&dir, "m.ll", SILENT);
    for entry in ["calls", "volatile", "freezes", "counts"] {
        let (doc, code) = run(&f, entry, &[]);
        assert_eq!(doc["outcome"], "bound", "{entry}: {doc}");
        assert_eq!(doc["bound"], "steps", "{entry}");
        assert_eq!(code, 71, "{entry}");
        // The probe's steps and choices are not part of the bounded run.
        assert!(
            doc["steps"].as_u64().is_some_and(|s| s <= 10_002),
            "{entry}: {doc}"
        );
    }
    // The loop that freezes undef made one choice per iteration before
    // the bound, and none after it.
    let (doc, _) = run(&f, "freezes", &[]);
    let choices = doc["choices"].as_array().map_or(0, Vec::len);
    assert!(choices > 100 && choices < 10_000 / 3 + 2, "{choices}");
}

#[test]
fn diverge_without_progress_in_a_mustprogress_function_is_ub() {
    let dir = scratch("diverge-progress");
    let f = file(&dir, "m.ll", SILENT);
    for entry in ["progress", "outer_willreturn"] {
        let (doc, code) = run(&f, entry, &[]);
        assert_eq!(doc["outcome"], "ub", "{entry}: {doc}");
        assert_eq!(doc["ub"]["kind"], "no-forward-progress");
        assert_eq!(code, 70);
    }
    // LangRef: a mustprogress function calling one without it that never
    // returns is well defined.
    let (doc, code) = run(&f, "outer", &[]);
    assert_eq!(doc["outcome"], "diverges", "{doc}");
    assert_eq!(doc["diverges"]["function"], "inner");
    assert_eq!(code, 73);
    // Which loop carries `llvm.loop.mustprogress` is not tracked: bounded.
    let (doc, _) = run(&f, "loop_md", &[]);
    assert_eq!(doc["outcome"], "bound", "{doc}");
}

#[test]
fn diverge_output_before_the_loop_is_kept_and_output_in_it_is_not_silent() {
    let dir = scratch("diverge-output");
    let f = file(
        &dir,
        "m.ll",
        r#"
@s = constant [3 x i8] c"hi\00"
declare i32 @puts(ptr)
define i32 @main() {
entry:
  call i32 @puts(ptr @s)
  br label %loop
loop:
  br label %loop
}
define i32 @chatty() {
entry:
  br label %loop
loop:
  call i32 @puts(ptr @s)
  br label %loop
}
"#,
    );
    let o = llsem(&["run", &f, "--max-steps", "1000"]);
    assert_eq!(status(&o), 73, "{}", stderr(&o));
    assert_eq!(stdout(&o), "hi\n");
    let o = llsem(&["run", &f, "--entry", "chatty", "--max-steps", "1000"]);
    assert_eq!(status(&o), 71, "{}", stderr(&o));
    let before = stdout(&o).matches("hi").count();
    assert!(before > 10, "{before}");
    // The same run again prints exactly as much: the probe past the bound
    // wrote nothing.
    let again = llsem(&["run", &f, "--entry", "chatty", "--max-steps", "1000"]);
    assert_eq!(stdout(&again).matches("hi").count(), before);
}

#[test]
fn diverge_counterexample_replays_on_both_sides() {
    let dir = scratch("diverge-replay");
    let f = file(
        &dir,
        "t.srctgt.ll",
        r#"
define i32 @src(i32 %n) {
entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  br label %loop
exit:
  ret i32 0
}
define i32 @tgt(i32 %n) {
entry:
  ret i32 0
}
"#,
    );
    let o = llsem(&["refine", &f, "--json"]);
    assert_eq!(status(&o), 1, "{}", stdout(&o));
    let doc: Json = serde_json::from_str(&stdout(&o)).expect("JSON");
    let cx = &doc["functions"][0]["counterexample"];
    assert!(
        cx["source"]
            .as_str()
            .is_some_and(|s| s.contains("loops forever")),
        "{cx}"
    );
    let replay = cx["replay"].as_str().expect("a replay command");
    let words: Vec<&str> = replay.split_whitespace().skip(1).collect();
    let o = llsem(&words);
    assert_eq!(status(&o), 0, "{replay}: {}", stderr(&o));
    assert!(stderr(&o).contains("returned i32 0"), "{}", stderr(&o));
    // The source on the same arguments loops forever.
    let mut src: Vec<&str> = words.clone();
    let at = src.iter().position(|w| *w == "tgt").expect("--entry tgt");
    src[at] = "src";
    let o = llsem(&src);
    assert_eq!(status(&o), 73, "{}", stderr(&o));
}

#[test]
fn diverge_verdicts_are_deterministic() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("refinement-tests/diverge");
    for name in [
        "speculate-select-both-loop.srctgt.ll",
        "speculate-select-target-returns.srctgt.ll",
    ] {
        let p = root.join(name).display().to_string();
        let a = llsem(&["refine", &p, "--json"]);
        let b = llsem(&["refine", &p, "--json"]);
        assert_eq!(stdout(&a), stdout(&b), "{name}");
    }
}

/// A module whose writable global `@big` holds `n` bytes that are not all
/// alike, and `@spin` that loops forever silently.
fn big_global_module(n: usize) -> String {
    let bytes: String = (0..n)
        .map(|i| format!("\\{:02X}", (i * 7 + 1) % 251))
        .collect();
    format!(
        "@big = global [{n} x i8] c\"{bytes}\"
define void @spin() {{
entry:
  br label %loop
loop:
  br label %loop
}}
"
    )
}

#[test]
fn diverge_snapshots_over_the_size_cap_give_up() {
    let dir = scratch("diverge-cap");
    // 1 000 bytes of state: compared, and found to recur.
    let small = file(&dir, "small.ll", &big_global_module(1_000));
    let (doc, _) = run(&small, "spin", &[]);
    assert_eq!(doc["outcome"], "diverges", "{doc}");
    // 100 000 bytes: past the snapshot cap (decision 0030), so bounded.
    let big = file(&dir, "big.ll", &big_global_module(100_000));
    let (doc, code) = run(&big, "spin", &[]);
    assert_eq!(doc["outcome"], "bound", "{doc}");
    assert_eq!(code, 71);
}

#[test]
fn diverge_with_llvm_sideeffect_is_decided_only_without_mustprogress() {
    let dir = scratch("diverge-sideeffect");
    let f = file(
        &dir,
        "m.ll",
        r#"
declare void @llvm.sideeffect()
define void @plain() {
entry:
  br label %loop
loop:
  call void @llvm.sideeffect()
  br label %loop
}
define void @progress() mustprogress {
entry:
  br label %loop
loop:
  call void @llvm.sideeffect()
  br label %loop
}
"#,
    );
    // Without mustprogress the loop is a defined divergence either way.
    let (doc, code) = run(&f, "plain", &[]);
    assert_eq!(doc["outcome"], "diverges", "{doc}");
    assert_eq!(code, 73);
    // With it, whether the loop calls llvm.sideeffect (progress, so no
    // UB) is not tracked: the run stays bounded rather than claim UB.
    let (doc, code) = run(&f, "progress", &[]);
    assert_eq!(doc["outcome"], "bound", "{doc}");
    assert_eq!(code, 71);
}
