//! `llsem fuzz` with the stand-in optimizer (`tests/validate/standin-opt.sh`):
//! a wrong rewrite is found, shrunk to a few instructions and written as a
//! `.srctgt.ll` that `llsem refine` replays as `not-refines`; a correct
//! rewrite yields no finding; a seed gives the same findings on any thread
//! count.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value as Json;

fn standin(passes: &str) -> String {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/validate/standin-opt.sh");
    format!("sh {} -passes={passes}", script.display())
}

fn llsem(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_llsem"))
        .args(args)
        .output()
        .expect("llsem runs")
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("fuzz")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// `llsem fuzz --json` with the stand-in running `passes`: the finding
/// records, the summary, the exit status.
fn fuzz(passes: &str, extra: &[&str]) -> (Vec<Json>, Json, i32) {
    let cmd = standin(passes);
    let mut args = vec!["fuzz", "--json", "--opt-cmd", &cmd, "--inputs", "64"];
    args.extend_from_slice(extra);
    let out = llsem(&args);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut lines: Vec<Json> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    let summary = lines.pop().expect("a summary record")["summary"].clone();
    assert!(summary.is_object(), "{stdout}");
    (lines, summary, out.status.code().unwrap_or(-1))
}

#[test]
fn a_wrong_rewrite_is_found_shrunk_and_replays() {
    let dir = scratch("add-nsw");
    let d = dir.display().to_string();
    let (findings, summary, code) = fuzz(
        "add-nsw",
        &["--count", "40", "--batch", "20", "--seed", "1", "-o", &d],
    );
    assert_eq!(code, 1, "{summary}");
    assert!(!findings.is_empty());
    assert_eq!(summary["tried"], 40);
    assert_eq!(
        summary["findings"].as_u64().unwrap() as usize,
        findings.len()
    );
    for f in &findings {
        assert_eq!(f["verdict"], "not-refines", "{f}");
        assert_eq!(f["seed"], 1);
        assert!(f["instructions"].as_u64().unwrap() <= 8, "not shrunk: {f}");
        // One bug, one signature: what the pass did, not where.
        let sig = &f["signature"];
        assert_eq!(sig["kind"], "poison", "{f}");
        assert!(
            sig["added"]
                .as_array()
                .unwrap()
                .iter()
                .any(|s| s.as_str().unwrap().starts_with("add nsw")),
            "{f}"
        );
        assert!(f["exploration"]["target"]["exhaustive"].is_boolean(), "{f}");
        let file = f["file"].as_str().unwrap();
        let text = std::fs::read_to_string(file).expect("the reproducer");
        assert!(text.starts_with("; EXPECT: not-refines\n"), "{text}");
        assert!(text.contains("add nsw"), "{text}");
        // LLVM reads it too: no module-level line after the functions.
        let first_define = text.find("define").expect("a definition");
        assert!(!text[first_define..].contains("source_filename"), "{text}");
        // The returned poison's origin, at its line of the file.
        for o in f["target_origins"].as_array().unwrap() {
            let line = text.lines().nth(o["line"].as_u64().unwrap() as usize - 1);
            // The instruction, or the definition for an argument.
            let inst = o["instruction"].as_str().unwrap_or("define");
            assert!(line.is_some_and(|l| l.contains(inst)), "{o}\n{text}");
        }
        if sig["kind"] == "poison" {
            assert!(!f["target_origins"].as_array().unwrap().is_empty(), "{f}");
        }
        let replay = llsem(&["refine", file]);
        assert_eq!(replay.status.code(), Some(1), "{text}");
    }
}

#[test]
fn select_into_and_is_found() {
    let (findings, _, code) = fuzz(
        "select-to-and",
        &["--count", "60", "--batch", "30", "--seed", "2"],
    );
    assert_eq!(code, 1);
    // Without -o the reproducer comes in the record.
    let text = findings[0]["reproducer"].as_str().expect("the reproducer");
    assert!(
        text.contains("select i1") && text.contains(" and i1 "),
        "{text}"
    );
}

#[test]
fn a_correct_rewrite_gives_no_finding() {
    let (findings, summary, code) = fuzz(
        "commute,mul2-to-shl",
        &["--count", "60", "--batch", "30", "--seed", "3"],
    );
    assert_eq!(code, 0, "{findings:#?}");
    assert!(summary["changed"].as_u64().unwrap() >= 20, "{summary}");
    assert_eq!(summary["findings"], 0);
    assert_eq!(summary["errors"], 0);
    assert_eq!(summary["tried"], 60);
}

#[test]
fn a_seed_gives_the_same_findings_on_any_thread_count() {
    let run = |jobs: &str| {
        let (findings, _, _) = fuzz(
            "drop-freeze",
            &[
                "--count", "40", "--batch", "10", "--seed", "4", "--jobs", jobs,
            ],
        );
        findings
            .iter()
            .map(|f| f["reproducer"].as_str().unwrap_or_default().to_string())
            .collect::<Vec<_>>()
    };
    let one = run("1");
    assert!(!one.is_empty(), "drop-freeze is found");
    assert_eq!(one, run("2"));
}

#[test]
fn a_function_the_optimizer_crashes_on_costs_only_itself_and_is_a_shrunk_finding() {
    let dir = scratch("crash-on-freeze");
    let d = dir.display().to_string();
    let (findings, summary, code) = fuzz(
        "crash-on-freeze,commute",
        &["--count", "60", "--batch", "30", "--seed", "4", "-o", &d],
    );
    assert_eq!(code, 1, "{summary}");
    assert!(summary["changed"].as_u64().unwrap() > 0, "{summary}");
    assert_eq!(summary["tried"], 60);
    // The batches are split until the functions with a `freeze` are alone;
    // the others are checked, and no function is an error.
    assert_eq!(summary["errors"], 0, "{summary}");
    // One way of failing: one finding, the other crashing functions its
    // duplicates.
    assert_eq!(findings.len(), 1, "{findings:#?}");
    assert_eq!(summary["optimizer_failures"], 1, "{summary}");
    assert!(summary["duplicates"].as_u64().unwrap() > 0, "{summary}");
    let f = &findings[0];
    assert_eq!(f["verdict"], "optimizer-failure");
    assert!(
        f["reason"]
            .as_str()
            .unwrap()
            .contains("crashed on a freeze"),
        "{f}"
    );
    // Shrunk to the freeze and what it needs.
    assert!(f["instructions"].as_u64().unwrap() <= 3, "{f}");
    let file = PathBuf::from(f["file"].as_str().expect("written"));
    assert!(file.to_string_lossy().ends_with("finding-1.ll"), "{f}");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        text.contains("; Replay: ") && text.contains("freeze"),
        "{text}"
    );
    // The reproducer is valid input and still makes the optimizer fail.
    let replay = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "{} < {}",
            standin("crash-on-freeze"),
            file.display()
        ))
        .output()
        .unwrap();
    assert!(!replay.status.success());
    assert!(String::from_utf8_lossy(&replay.stderr).contains("crashed on a freeze"));
    let run = llsem(&["run", file.to_str().unwrap(), "--entry", "src0"]);
    assert_ne!(run.status.code(), Some(2), "{run:?}");
}

#[test]
fn a_function_the_optimizer_hangs_on_is_a_shrunk_finding() {
    let dir = scratch("hang-on-freeze");
    let d = dir.display().to_string();
    let start = std::time::Instant::now();
    let (findings, summary, code) = fuzz(
        "hang-on-freeze",
        &[
            "--count",
            "4",
            "--batch",
            "4",
            "--seed",
            "4",
            "--opt-timeout",
            "0.5",
            "-o",
            &d,
        ],
    );
    assert!(start.elapsed().as_secs() < 60, "{:?}", start.elapsed());
    assert_eq!(code, 1, "{summary}");
    assert_eq!(summary["errors"], 0, "{summary}");
    assert_eq!(findings.len(), 1, "{findings:#?}");
    let f = &findings[0];
    assert_eq!(f["verdict"], "optimizer-failure");
    assert_eq!(f["signature"]["kind"], "hang", "{f}");
    let text = std::fs::read_to_string(f["file"].as_str().expect("written")).unwrap();
    assert!(
        text.starts_with("; The optimizer hangs on this module."),
        "{text}"
    );
    assert!(text.contains("freeze"), "{text}");
}

#[test]
fn one_crash_message_is_one_finding_whatever_the_input_and_its_hits_are_counted() {
    // Two ways to the same message (a freeze or a ctpop), in two batches
    // run in one round or two: one finding, hit by every crashing function.
    let run = |jobs: &str| {
        let (findings, summary, code) = fuzz(
            "crash-on-freeze-or-ctpop",
            &[
                "--count", "50", "--batch", "25", "--seed", "3", "--jobs", jobs,
            ],
        );
        assert_eq!(code, 1, "{summary}");
        assert_eq!(findings.len(), 1, "{findings:#?}");
        assert_eq!(findings[0]["verdict"], "optimizer-failure");
        assert_eq!(findings[0]["signature"]["input"], serde_json::json!([]));
        assert_eq!(summary["optimizer_failures"], 1, "{summary}");
        let hits = summary["finding_hits"].clone();
        assert_eq!(
            hits[0].as_u64().unwrap(),
            summary["duplicates"].as_u64().unwrap() + 1,
            "{summary}"
        );
        (findings[0].clone(), hits)
    };
    let (one, hits) = run("1");
    assert!(hits[0].as_u64().unwrap() > 2, "{hits}");
    let (two, hits2) = run("2");
    assert_eq!(hits, hits2);
    assert_eq!(one["file"], two["file"]);
    assert_eq!(one["reproducer"], two["reproducer"]);
}
