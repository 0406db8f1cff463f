//! `llsem validate` on lit-style test files, with a stand-in optimizer
//! (`tests/validate/standin-opt.sh`: sed rewrites named like passes, some
//! correct, some wrong) so that no LLVM is needed: wrong rewrites are found
//! and blamed on their pass, correct ones refine, deleted and added
//! functions are reported, skipped RUN lines say why, and the output is
//! the same on any number of threads and shards.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value as Json;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn standin() -> String {
    format!(
        "sh {}",
        root().join("tests/validate/standin-opt.sh").display()
    )
}

fn fixture(name: &str) -> String {
    root()
        .join("tests/validate/standin")
        .join(name)
        .display()
        .to_string()
}

fn llsem(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_llsem"))
        .args(args)
        .output()
        .expect("llsem runs")
}

/// `llsem validate --json` with the stand-in: the records and the summary.
fn validate(args: &[&str]) -> (Vec<Json>, Json, i32) {
    let cmd = standin();
    let mut all = vec!["validate", "--json", "--opt-cmd", &cmd];
    all.extend_from_slice(args);
    let out = llsem(&all);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut lines: Vec<Json> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    let summary = lines.pop().expect("a summary record");
    assert!(summary.get("summary").is_some(), "{summary}");
    (
        lines,
        summary["summary"].clone(),
        out.status.code().unwrap_or(-1),
    )
}

/// The record of `function` whose pass is `pass`.
fn record<'a>(records: &'a [Json], function: &str, pass: &str) -> &'a Json {
    records
        .iter()
        .find(|r| r["function"] == function && r["pass"] == pass)
        .unwrap_or_else(|| panic!("no record for @{function} after {pass}: {records:#?}"))
}

#[test]
fn wrong_rewrites_are_found_and_correct_ones_refine() {
    let (records, summary, code) = validate(&[&fixture("arith.ll"), &fixture("select.ll")]);
    assert_eq!(code, 1, "{records:#?}");
    // RUN line 3: mul2-to-shl is correct.
    let double = record(&records, "double", "mul2-to-shl");
    assert_eq!(double["verdict"], "refines");
    assert_eq!(double["run_line"], 3);
    assert!(
        double["reason"]
            .as_str()
            .unwrap()
            .contains("no counterexample")
    );
    // RUN line 4: add-nsw adds poison.
    let inc = record(&records, "inc", "add-nsw");
    assert_eq!(inc["verdict"], "not-refines");
    assert_eq!(inc["run_line"], 4);
    let cx = &inc["counterexample"];
    assert_eq!(cx["target"], "returns poison");
    // Where the target's poison came from, as `refine` says it.
    let origin = &cx["target_origins"][0];
    assert_eq!(origin["value"], "poison", "{inc}");
    assert_eq!(origin["function"], "inc", "{inc}");
    let replay = cx["replay"].as_str().unwrap();
    assert!(
        replay.contains("-passes=add-nsw") && replay.contains("llsem run - --entry inc"),
        "{replay}"
    );
    // The select rewritten into `and`.
    let land = record(&records, "land", "select-to-and");
    assert_eq!(land["verdict"], "not-refines");
    assert_eq!(land["counterexample"]["args"][0], "i1 false");
    assert_eq!(land["counterexample"]["args"][1], "i1 poison");
    // The llc RUN line is skipped with its reason.
    let skipped: Vec<&Json> = records
        .iter()
        .filter(|r| r["verdict"] == "skipped")
        .collect();
    assert_eq!(skipped.len(), 1);
    assert_eq!(skipped[0]["run_line"], 7);
    assert_eq!(skipped[0]["reason"], "does not run opt");
    assert_eq!(summary["files"], 2);
    assert_eq!(summary["run_lines"], 5);
    assert_eq!(summary["not_refines"], 3);
    assert_eq!(summary["skipped"], 1);
    assert_eq!(summary["errors"], 0);
}

#[test]
fn a_correct_pipeline_exits_0() {
    let (records, summary, code) = validate(&["--passes", "mul2-to-shl,nop", &fixture("arith.ll")]);
    assert_eq!(code, 0, "{records:#?}");
    assert_eq!(summary["not_refines"], 0);
    assert_eq!(summary["functions"], 3);
    assert_eq!(summary["unchanged"], 2);
    assert_eq!(summary["distinct_findings"], 0);
    assert!(records.iter().all(|r| r["run_line"].is_null()));
    // The checked function says how completely it was explored (no
    // choices on either side); the unchanged ones were not run.
    let double = record(&records, "double", "mul2-to-shl,nop");
    let e = &double["exploration"];
    assert!(e["inputs"]["exhaustive"].is_boolean(), "{double}");
    assert_eq!(e["target"]["exhaustive"], true, "{double}");
    assert_eq!(e["target"]["sampled_inputs"], 0, "{double}");
    assert_eq!(e["source"]["exhaustive"], true, "{double}");
    assert!(double["signature"].is_null());
    assert!(record(&records, "same", "mul2-to-shl,nop")["exploration"].is_null());
}

#[test]
fn one_bug_is_one_signature_and_two_bugs_with_one_message_are_two() {
    let (records, summary, code) = validate(&[&fixture("twice.ll")]);
    assert_eq!(code, 1, "{records:#?}");
    let pass = "add-nsw,drop-freeze";
    let (inc, step, frozen) = (
        record(&records, "inc", pass),
        record(&records, "step7", pass),
        record(&records, "frozen", pass),
    );
    for r in [inc, step, frozen] {
        assert_eq!(r["verdict"], "not-refines", "{r}");
    }
    // The same words for two different bugs ...
    assert_eq!(inc["reason"], frozen["reason"]);
    // ... but not the same signature; one bug in two functions (other
    // names, widths, constants, neighbours) is one.
    assert_eq!(inc["signature"], step["signature"]);
    assert_ne!(inc["signature"], frozen["signature"]);
    let sig = &inc["signature"];
    assert_eq!(sig["pass"], pass);
    assert_eq!(sig["kind"], "poison");
    assert_eq!(sig["removed"], serde_json::json!(["add"]));
    assert_eq!(sig["added"], serde_json::json!(["add nsw"]));
    assert_eq!(
        frozen["signature"]["removed"],
        serde_json::json!(["freeze"])
    );
    assert_eq!(frozen["signature"]["added"], serde_json::json!(["or"]));
    assert_eq!(summary["not_refines"], 3);
    assert_eq!(summary["distinct_findings"], 2);
    // The text output names the signature in each finding's block.
    let cmd = standin();
    let out = llsem(&["validate", "--opt-cmd", &cmd, &fixture("twice.ll")]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("signature: add-nsw,drop-freeze: poison; -add +add nsw"),
        "{text}"
    );
    assert!(text.contains("explored: inputs"), "{text}");
}

#[test]
fn the_signature_names_the_wrong_rewrite_not_the_correct_ones_beside_it() {
    let (records, summary, code) = validate(&[&fixture("mixed.ll")]);
    assert_eq!(code, 1, "{records:#?}");
    let pass = "mul2-to-shl,add-nsw";
    let (alone, among) = (
        record(&records, "alone", pass),
        record(&records, "among", pass),
    );
    for r in [alone, among] {
        assert_eq!(r["verdict"], "not-refines", "{r}");
    }
    // @among's whole change also turns two `mul`s into `shl`s (correct):
    // the signature is that of the `add nsw` alone.
    assert_eq!(alone["signature"]["removed"], serde_json::json!(["add"]));
    assert_eq!(alone["signature"]["added"], serde_json::json!(["add nsw"]));
    assert_eq!(alone["signature"], among["signature"], "{among}");
    assert_eq!(summary["distinct_findings"], 1);
}

#[test]
fn a_check_repeated_by_another_run_line_is_answered_once() {
    // On two threads the two checks may start at once: the second waits
    // for the first.
    let (records, summary, code) = validate(&["--jobs", "2", &fixture("repeat.ll")]);
    assert_eq!(code, 1, "{records:#?}");
    let by_line = |l: u64| -> Vec<Json> {
        records
            .iter()
            .filter(|r| r["run_line"] == l)
            .cloned()
            .collect()
    };
    let (first, second) = (untimed(&by_line(4)), untimed(&by_line(5)));
    assert_eq!(first.len(), 3, "{records:#?}");
    // The same verdicts, reasons and counterexamples (the replay command
    // names its own RUN line's flags).
    for (a, b) in first.iter().zip(&second) {
        for k in ["function", "verdict", "reason", "signature", "exploration"] {
            assert_eq!(a[k], b[k], "{k}: {a} {b}");
        }
        assert_eq!(a["counterexample"]["args"], b["counterexample"]["args"]);
    }
    assert_eq!(first[0]["verdict"], "refines");
    assert_eq!(first[2]["verdict"], "not-refines");
    // @dbl stands alone (keyed by its module without bodies), @twice calls
    // @dbl (keyed by the whole modules): both repeated checks are
    // answered; @inc's not-refines is checked again, so that its
    // counterexample's origins point into its own target.
    assert_eq!(summary["cached"], 2, "{summary}");
    assert_eq!(summary["functions"], 6, "{summary}");
}

#[test]
fn an_optimizer_crash_is_a_finding_blamed_on_its_pass_with_a_replay() {
    let (records, summary, code) =
        validate(&["--per-pass", "--passes", "nop,abort", &fixture("arith.ll")]);
    assert_eq!(code, 1, "{records:#?}");
    assert_eq!(records.len(), 1, "{records:#?}");
    let r = &records[0];
    assert_eq!(r["verdict"], "optimizer-failure");
    assert_eq!(r["pass"], "abort");
    assert!(r["reason"].as_str().unwrap().contains("Assertion"), "{r}");
    assert_eq!(r["signature"]["kind"], "crash");
    assert_eq!(
        r["signature"]["site"],
        "Standin.cpp: Assertion `pass != abort' failed."
    );
    assert_eq!(summary["optimizer_failures"], 1);
    assert_eq!(summary["errors"], 0);
    // The replay runs the steps up to the failing one on the test file
    // and crashes the same way.
    let replay = r["replay"].as_str().expect("a replay command");
    assert_eq!(replay.matches("standin-opt.sh").count(), 2, "{replay}");
    let out = Command::new("sh").arg("-c").arg(replay).output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("Assertion"));
}

#[test]
fn an_optimizer_crash_is_written_to_a_reproducer_file_that_replays_it() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("validate-reproducers");
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.display().to_string();
    let (records, _, code) = validate(&[
        "-o",
        &d,
        "--per-pass",
        "--passes",
        "add-nsw,abort",
        &fixture("arith.ll"),
    ]);
    assert_eq!(code, 1, "{records:#?}");
    let r = records
        .iter()
        .find(|r| r["verdict"] == "optimizer-failure")
        .expect("a failure record");
    let file = dir.join("failure-1.ll");
    assert_eq!(r["reproducer"], file.display().to_string());
    // The failure's file, and the not-refines of add-nsw shrunk and as
    // found.
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 3);
    let text = std::fs::read_to_string(&file).expect("the reproducer");
    assert!(
        text.starts_with("; The optimizer fails on this module. Found by llsem "),
        "{text}"
    );
    assert!(text.contains("arith.ll, pass abort\n"), "{text}");
    assert!(
        text.contains("; Signature: abort: crash at Standin.cpp: Assertion"),
        "{text}"
    );
    // The module is the failing pass's input: add-nsw already ran.
    assert!(text.contains("= add nsw i8"), "{text}");
    let replay = text
        .lines()
        .find_map(|l| l.strip_prefix("; Replay: "))
        .expect("a replay line");
    assert_eq!(replay.matches("standin-opt.sh").count(), 1, "{replay}");
    let out = Command::new("sh").arg("-c").arg(replay).output().unwrap();
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("Assertion"),
        "{out:?}"
    );
    // The text output names the file too.
    let cmd = standin();
    let out = llsem(&[
        "validate",
        "--opt-cmd",
        &cmd,
        "-o",
        &d,
        "--passes",
        "abort",
        &fixture("arith.ll"),
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains(&format!("reproducer: {}", file.display())),
        "{stdout}"
    );
}

#[test]
fn a_not_refines_is_shrunk_beside_its_original_and_replays() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("validate-shrunk");
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.display().to_string();
    let (records, _, code) = validate(&["-o", &d, "--passes", "add-nsw", &fixture("arith.ll")]);
    assert_eq!(code, 1, "{records:#?}");
    let inc = record(&records, "inc", "add-nsw");
    let (shrunk, orig) = (dir.join("finding-1.ll"), dir.join("finding-1.orig.ll"));
    assert_eq!(inc["reproducer"], shrunk.display().to_string(), "{inc}");
    assert_eq!(inc["original"], orig.display().to_string(), "{inc}");
    let text = std::fs::read_to_string(&shrunk).expect("the shrunk module");
    let whole = std::fs::read_to_string(&orig).expect("the module as found");
    // The other functions are gone from the shrunk module only.
    assert!(
        !text.contains("@double") && !text.contains("@same"),
        "{text}"
    );
    assert!(
        whole.contains("@double") && whole.contains("@same"),
        "{whole}"
    );
    assert!(
        text.starts_with("; not-refines: @inc after add-nsw, shrunk."),
        "{text}"
    );
    assert!(
        text.contains("\n; RUN: opt -S -passes=add-nsw < %s\n"),
        "{text}"
    );
    // Its RUN line, run by `validate`, still fails the same way.
    let (again, _, code) = validate(&[shrunk.to_str().unwrap()]);
    assert_eq!(code, 1, "{again:#?}");
    let r = record(&again, "inc", "add-nsw");
    assert_eq!(r["verdict"], "not-refines");
    assert_eq!(r["signature"]["kind"], inc["signature"]["kind"]);
}

#[test]
fn an_optimizer_that_hangs_past_its_bound_is_a_finding() {
    let start = std::time::Instant::now();
    let (records, summary, code) = validate(&[
        "--opt-timeout",
        "0.5",
        "--passes",
        "hang",
        &fixture("arith.ll"),
    ]);
    assert!(start.elapsed().as_secs() < 30, "{:?}", start.elapsed());
    assert_eq!(code, 1, "{records:#?}");
    let r = &records[0];
    assert_eq!(r["verdict"], "optimizer-failure", "{r}");
    assert_eq!(r["signature"]["kind"], "hang");
    assert!(
        r["reason"]
            .as_str()
            .unwrap()
            .contains("did not finish within 0.5 s"),
        "{r}"
    );
    assert_eq!(summary["optimizer_failures"], 1);
}

/// The processes of process group `pgid` that are still running (not
/// zombies), from `/proc`.
#[cfg(target_os = "linux")]
fn live_in_group(pgid: u32) -> Vec<String> {
    let mut out = Vec::new();
    for e in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(stat) = std::fs::read_to_string(e.path().join("stat")) else {
            continue;
        };
        // `pid (comm) state ppid pgrp ...`; comm may hold spaces.
        let Some((_, rest)) = stat.rsplit_once(')') else {
            continue;
        };
        let f: Vec<&str> = rest.split_whitespace().collect();
        if f.len() > 2 && f[2] == pgid.to_string() && f[0] != "Z" {
            out.push(stat);
        }
    }
    out
}

#[test]
#[cfg(target_os = "linux")]
fn an_interrupted_run_kills_the_hanging_optimizer() {
    use std::time::{Duration, Instant};
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("validate-interrupt");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let pid_file = dir.join("pid");
    // An optimizer that says who it is (the leader of its own process
    // group), then hangs in a child process.
    let cmd = format!("echo $$ > '{}'; sleep 600; true", pid_file.display());
    let mut llsem = Command::new(env!("CARGO_BIN_EXE_llsem"));
    llsem
        .args(["validate", "--opt-cmd", &cmd, "--passes", "x"])
        .arg(fixture("arith.ll"))
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null());
    // llsem keeps an ignored SIGINT ignored, as a program started in the
    // background by a shell without job control inherits it: the test
    // gives it the default action, as a terminal's foreground job has.
    // SAFETY: between fork and exec, `signal` is async-signal-safe.
    unsafe {
        std::os::unix::process::CommandExt::pre_exec(&mut llsem, || {
            libc::signal(libc::SIGINT, libc::SIG_DFL);
            Ok(())
        });
    }
    let mut child = llsem.spawn().expect("llsem runs");
    let start = Instant::now();
    let pgid = loop {
        if let Some(p) = std::fs::read_to_string(&pid_file)
            .ok()
            .and_then(|t| t.trim().parse::<u32>().ok())
        {
            break p;
        }
        assert!(start.elapsed() < Duration::from_secs(20), "no optimizer");
        std::thread::sleep(Duration::from_millis(20));
    };
    // The hanging `sleep` has started.
    while live_in_group(pgid).len() < 2 && start.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(20));
    }
    let kill = |sig: &str, target: String| {
        let _ = Command::new("kill")
            .args(["-s", sig, "--", &target])
            .status();
    };
    kill("INT", child.id().to_string());
    let status = child.wait().unwrap();
    let gone = Instant::now();
    let mut left = live_in_group(pgid);
    while !left.is_empty() && gone.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(20));
        left = live_in_group(pgid);
    }
    if !left.is_empty() {
        kill("KILL", format!("-{pgid}"));
    }
    assert!(left.is_empty(), "still running: {left:?}");
    // llsem itself ended by the interrupt, as without the handler.
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(status.signal(), Some(2), "{status:?}");
}

#[test]
fn per_pass_blames_the_pass_that_introduced_the_bug() {
    let (records, _, code) = validate(&[
        "--per-pass",
        "--passes",
        "nop,mul2-to-shl,add-nsw",
        &fixture("arith.ll"),
    ]);
    assert_eq!(code, 1);
    assert_eq!(
        record(&records, "double", "mul2-to-shl")["verdict"],
        "refines"
    );
    let inc = record(&records, "inc", "add-nsw");
    assert_eq!(inc["verdict"], "not-refines");
    assert_eq!(inc["pipeline"], "nop,mul2-to-shl,add-nsw");
    // The replay runs the passes up to the failing one, one at a time.
    let replay = inc["counterexample"]["replay"].as_str().unwrap();
    assert_eq!(replay.matches("standin-opt.sh").count(), 3, "{replay}");
}

/// A replay command run by `sh`, with this build's `llsem` first on PATH.
fn run_replay(replay: &str) -> Output {
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_llsem"));
    let path = format!(
        "{}:{}",
        bin.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    Command::new("sh")
        .arg("-c")
        .arg(replay)
        .env("PATH", path)
        .output()
        .expect("sh runs")
}

#[test]
fn the_replay_command_replays_the_target_run() {
    let (records, _, _) = validate(&[&fixture("freeze.ll")]);
    let fr = record(&records, "fr", "drop-freeze");
    assert_eq!(fr["verdict"], "not-refines");
    let replay = fr["counterexample"]["replay"].as_str().unwrap();
    let out = run_replay(replay);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("@fr returned i8 poison"), "{stderr}");
}

/// Only the source calls through a pointer: the target's side is given
/// the function of another module too (decision 0053), once, and the
/// replay of the target run says `--foreign-function` and runs.
#[test]
fn a_devirtualized_call_is_checked_against_the_foreign_function_and_replays() {
    let (records, _, code) = validate(&[&fixture("devirt.ll")]);
    assert_eq!(code, 1, "{records:#?}");
    let f = record(&records, "f", "devirt");
    assert_eq!(f["verdict"], "not-refines", "{f}");
    let replay = f["counterexample"]["replay"].as_str().unwrap();
    assert!(replay.contains("--foreign-function"), "{replay}");
    let out = run_replay(replay);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("@f returned i32"), "{stderr}");
}

/// The devirtualization its `!callees` list justifies refines: both
/// sides find the same contents in the unknown global the pointer comes
/// from, though only the source lists @g for it (main before session 26:
/// not-refines, "return value differs", where `llsem refine` said
/// refines).
#[test]
fn a_devirtualization_its_callees_list_justifies_refines() {
    let (records, _, code) = validate(&[&fixture("devirt-listed.ll")]);
    assert_eq!(code, 0, "{records:#?}");
    let f = record(&records, "f", "devirt");
    assert_eq!(f["verdict"], "refines", "{f}");
}

#[test]
fn deleted_and_added_functions_are_reported_and_errors_counted() {
    let (records, summary, code) = validate(&[&fixture("renamed.ll")]);
    assert_eq!(code, 1, "an exported definition is gone: {records:#?}");
    assert_eq!(
        record(&records, "exported", "rename-defs")["verdict"],
        "deleted-external"
    );
    assert_eq!(
        record(&records, "local", "rename-defs")["verdict"],
        "deleted"
    );
    assert_eq!(
        record(&records, "local.moved", "rename-defs")["verdict"],
        "added"
    );
    assert_eq!(summary["deleted_external"], 1);
    assert_eq!(summary["added"], 2);

    let (records, summary, code) = validate(&[&fixture("broken.ll"), &fixture("norun.ll")]);
    assert_eq!(code, 2, "{records:#?}");
    assert_eq!(records[0]["verdict"], "error");
    assert!(
        records[0]["reason"]
            .as_str()
            .unwrap()
            .contains("pass 'fail' failed")
    );
    assert_eq!(records[1]["verdict"], "skipped");
    assert_eq!(records[1]["reason"], "no RUN line");
    assert_eq!(summary["errors"], 1);
}

/// The records without their timings.
fn untimed(records: &[Json]) -> Vec<Json> {
    records
        .iter()
        .map(|r| {
            let mut r = r.clone();
            r["seconds"] = Json::Null;
            r
        })
        .collect()
}

#[test]
fn output_is_the_same_on_any_thread_count_and_shards_partition_the_files() {
    let dir = fixture("");
    let (one, s1, _) = validate(&["--jobs", "1", &dir]);
    let (two, s2, _) = validate(&["--jobs", "2", &dir]);
    assert_eq!(untimed(&one), untimed(&two));
    // The counts too (`cached` among them), times aside.
    let counts = |s: &Json| {
        let mut s = s.clone();
        s["seconds"] = Json::Null;
        s["functions_per_second"] = Json::Null;
        s
    };
    assert_eq!(counts(&s1), counts(&s2));
    let (a, sa, _) = validate(&["--shard", "1/2", &dir]);
    let (b, sb, _) = validate(&["--shard", "2/2", &dir]);
    let files = |rs: &[Json]| {
        let mut f: Vec<String> = rs.iter().map(|r| r["file"].to_string()).collect();
        f.dedup();
        f
    };
    let (fa, fb) = (files(&a), files(&b));
    assert!(fa.iter().all(|f| !fb.contains(f)), "{fa:?} {fb:?}");
    let all_files = std::fs::read_dir(&dir)
        .unwrap()
        .filter(|e| e.as_ref().unwrap().path().extension() == Some("ll".as_ref()))
        .count() as u64;
    assert_eq!(
        sa["files"].as_u64().unwrap() + sb["files"].as_u64().unwrap(),
        all_files
    );
    assert_eq!(a.len() + b.len(), one.len());
}

#[test]
fn html_shows_both_sides_with_their_values() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("validate-html");
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.display().to_string();
    let (_, _, code) = validate(&["--html", &d, &fixture("select.ll")]);
    assert_eq!(code, 1);
    let page = std::fs::read_to_string(dir.join("index.html")).expect("the page");
    assert!(
        page.contains("= select i1 %c, i1 %x, i1 false"),
        "the source side"
    );
    assert!(page.contains("= and i1 %c, %x"), "the target side");
    assert!(
        page.contains("signature: <code>select-to-and: poison; -select +and</code>"),
        "the signature"
    );
    assert!(
        page.contains("=&gt; i1 poison"),
        "the target's value on the failing run"
    );
    assert!(page.contains("=&gt; i1 false"), "the source's value");
}

#[test]
fn input_errors_exit_2_with_a_message() {
    let out = llsem(&[
        "validate",
        "--opt",
        "/nonexistent/opt-22",
        &fixture("arith.ll"),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no such file"));
    let cmd = standin();
    let out = llsem(&["validate", "--opt-cmd", &cmd, "/nonexistent/dir"]);
    assert_eq!(out.status.code(), Some(2));
    let out = llsem(&[
        "validate",
        "--opt-cmd",
        &cmd,
        "--shard",
        "3/2",
        &fixture(""),
    ]);
    assert_eq!(out.status.code(), Some(2));
}

/// Needs LLVM: `opt-22` on PATH. Runs `validate` on the real LLVM test
/// files under `tests/validate/llvm/` (see the README there); nothing may
/// come out `not-refines` (they are transformations LLVM ships as correct)
/// and most functions must be checked.
#[test]
#[ignore]
fn real_llvm_tests_with_opt_22() {
    let dir = root().join("tests/validate/llvm").display().to_string();
    let out = llsem(&["validate", "--json", "--opt", "opt-22", &dir]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let records: Vec<Json> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    let summary = &records.last().expect("summary")["summary"];
    let findings: Vec<&Json> = records
        .iter()
        .filter(|r| r["verdict"] == "not-refines")
        .collect();
    assert!(findings.is_empty(), "false alarms: {findings:#?}");
    assert!(summary["functions"].as_u64().unwrap() >= 20, "{summary}");
    assert!(
        summary["refines"].as_u64().unwrap() * 2 >= summary["functions"].as_u64().unwrap(),
        "{summary}"
    );
    assert_eq!(summary["errors"], 0, "{summary}");
}

/// Needs LLVM: `opt-22` on PATH. A RUN line in the legacy pass manager's
/// syntax naming a pass llsem's own table does not list
/// (`-partial-inliner`) runs as `-passes=partial-inliner`, read from
/// `opt-22`'s pass registry, instead of failing on an option `opt-22`
/// rejects.
#[test]
#[ignore]
fn a_legacy_flag_opt_registers_as_a_pass_runs_as_that_pass() {
    let dir = std::env::temp_dir().join(format!("llsem-legacy-flag-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("legacy.ll");
    std::fs::write(
        &file,
        "; RUN: opt < %s -partial-inliner -S | FileCheck %s\n\
         define i32 @f(i32 %x) {\n  %a = add i32 %x, 0\n  ret i32 %a\n}\n",
    )
    .expect("write the test file");
    let out = llsem(&[
        "validate",
        "--json",
        "--opt",
        "opt-22",
        &file.display().to_string(),
    ]);
    let _ = std::fs::remove_dir_all(&dir);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let records: Vec<Json> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    let f = records
        .iter()
        .find(|r| r["function"] == "f")
        .unwrap_or_else(|| panic!("no record for @f: {records:#?}"));
    assert_eq!(f["pipeline"], "partial-inliner", "{f}");
    assert_eq!(f["verdict"], "refines", "{f}");
}
