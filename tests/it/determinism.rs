//! Determinism and replay, through the command line (CONTRACT.md): the same
//! file and seed give byte-identical JSON whatever the number of rayon
//! threads, for `llsem run` and `llsem refine`; different seeds can give
//! different runs; a run's recorded choices (`--choices`) replay it
//! exactly; and the `replay` command of every refinement counterexample in
//! `refinement-tests/` reproduces the target behaviour it reports.

use std::path::Path;
use std::process::Command;

use serde_json::Value;

/// The module whose runs depend on the seed: freezes of undef, poison and
/// uninitialized memory, and a select on undef, printed and combined.
const NONDET: &str = "tests/determinism/nondet.ll";

/// Runs `llsem ARGS` from the package root, with `RAYON_NUM_THREADS` set if
/// given; returns standard output.
fn llsem(args: &[&str], threads: Option<usize>) -> Vec<u8> {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_llsem"));
    cmd.current_dir(env!("CARGO_MANIFEST_DIR")).args(args);
    match threads {
        Some(n) => cmd.env("RAYON_NUM_THREADS", n.to_string()),
        None => cmd.env_remove("RAYON_NUM_THREADS"),
    };
    let out = cmd.output().expect("llsem runs");
    assert!(
        !out.stdout.is_empty(),
        "llsem {args:?} wrote nothing; stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// The JSON document of `llsem ARGS --json`.
fn json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    let out = llsem(&all, None);
    serde_json::from_slice(&out).expect("stdout is one JSON document")
}

/// Asserts that `llsem ARGS --json` prints the same bytes twice with the
/// default thread count and once each with 1, 2 and 4 threads.
fn assert_same_bytes(args: &[&str]) {
    let mut all = args.to_vec();
    all.push("--json");
    let first = llsem(&all, None);
    let again = [None, Some(1), Some(2), Some(4)];
    for threads in again {
        assert!(
            llsem(&all, threads) == first,
            "llsem {all:?} with RAYON_NUM_THREADS={threads:?} differs"
        );
    }
}

#[test]
fn run_json_is_identical_across_repeats_and_thread_counts() {
    for seed in ["0", "7"] {
        assert_same_bytes(&["run", NONDET, "--seed", seed]);
    }
    assert_same_bytes(&["run", "tests/ub_reports/use-after-free.ll"]);
}

#[test]
fn refine_json_is_identical_across_repeats_and_thread_counts() {
    for file in [
        "refinement-tests/freeze/sink-freeze-into-loop.srctgt.ll",
        "refinement-tests/loops/unswitch-freeze.srctgt.ll",
        "refinement-tests/undef/mul-to-add.srctgt.ll",
        // Bounds: recursion proven endless by the divergence probe, and
        // recursion that stays at the depth bound (the modular check).
        "refinement-tests/diverge/recursion-target-returns.srctgt.ll",
        "refinement-tests/calls/recursive-result-changed.srctgt.ll",
    ] {
        assert_same_bytes(&["refine", file]);
        assert_same_bytes(&["refine", file, "--seed", "5"]);
    }
    assert_same_bytes(&[
        "refine",
        "refinement-tests/passes/mutants/loop-load-pre.bound.src.ll",
        "refinement-tests/passes/mutants/loop-load-pre.bound.tgt.ll",
    ]);
    // A work budget that runs out part way through the inputs stops the
    // check at the same input, with the same work, on every thread count.
    let budget = [
        "refine",
        "refinement-tests/loops/unswitch-freeze.srctgt.ll",
        "--max-work",
        "100000",
    ];
    assert_same_bytes(&budget);
    let doc = json(&budget);
    let f = &doc["functions"][0];
    assert_eq!(f["verdict"], "inconclusive", "{doc}");
    assert!(
        f["reason"]
            .as_str()
            .is_some_and(|r| r.starts_with("the work budget (100000 steps) was spent")),
        "{doc}"
    );
    let (inputs, work) = (f["inputs"].as_u64(), f["work"].as_u64());
    assert!(
        inputs.is_some_and(|n| n > 0) && work.is_some_and(|w| w >= 100_000),
        "{doc}"
    );
}

/// The work field of the one function `llsem refine ARGS --json` checked.
fn work(args: &[&str]) -> (Value, u64) {
    let doc = json(args);
    let work = doc["functions"][0]["work"].as_u64();
    (doc.clone(), work.unwrap_or(0))
}

#[test]
fn work_the_host_does_is_charged_to_the_work_budget() {
    // An undef use per iteration of an endless loop: every use is a
    // choice, whose bookkeeping the budget charges (search::CHOICE_COST),
    // so the check stops on the work budget, the same way on every thread
    // count, not on the wall-clock bound.
    let choices = [
        "refine",
        "tests/determinism/undef-use-per-iteration.srctgt.ll",
        "--max-work",
        "200000",
    ];
    assert_same_bytes(&choices);
    let (doc, spent) = work(&choices);
    assert!(
        doc["functions"][0]["reason"]
            .as_str()
            .is_some_and(|r| r.starts_with("the work budget (200000 steps) was spent")),
        "{doc}"
    );
    assert!(spent >= 200_000, "{doc}");
    // A loop that runs 2^32 times: the divergence probe runs 1024 steps
    // past the run's 1000 and gives up; those steps are charged too.
    let probe = [
        "refine",
        "tests/determinism/count-past-the-probe.srctgt.ll",
        "--max-steps",
        "1000",
    ];
    assert_same_bytes(&probe);
    let (doc, spent) = work(&probe);
    assert_eq!(doc["functions"][0]["verdict"], "inconclusive", "{doc}");
    assert!(spent >= 1000 + 1024, "{doc}");
}

#[test]
fn different_seeds_give_different_runs() {
    let docs: Vec<Value> = (0..6)
        .map(|s| json(&["run", NONDET, "--seed", &s.to_string()]))
        .collect();
    for d in &docs {
        assert_eq!(d["outcome"], "returned", "{d}");
    }
    let mut outputs: Vec<&str> = docs.iter().filter_map(|d| d["stdout"].as_str()).collect();
    outputs.sort_unstable();
    outputs.dedup();
    assert!(outputs.len() > 1, "every seed printed {outputs:?}");
    let mut values: Vec<&str> = docs.iter().filter_map(|d| d["value"].as_str()).collect();
    values.sort_unstable();
    values.dedup();
    assert!(values.len() > 1, "every seed returned {values:?}");
}

/// The choices of a run document, as strings (`freeze=123`).
fn choices(doc: &Value) -> Vec<String> {
    doc["choices"]
        .as_array()
        .expect("a choices list")
        .iter()
        .filter_map(|c| c.as_str().map(str::to_string))
        .collect()
}

/// The document fields that say what a run did.
fn behaviour(doc: &Value) -> [&Value; 6] {
    [
        &doc["outcome"],
        &doc["value"],
        &doc["stdout"],
        &doc["ub"],
        &doc["steps"],
        &doc["choices"],
    ]
}

#[test]
fn recorded_choices_replay_the_run() {
    let seeded = json(&["run", NONDET, "--seed", "11"]);
    let recorded = choices(&seeded);
    assert_eq!(
        recorded.len(),
        4,
        "three freezes and a select: {recorded:?}"
    );
    // As printed (`point=value`) and as bare values.
    let named = recorded.join(",");
    let bare = recorded
        .iter()
        .map(|c| c.rsplit('=').next().unwrap_or(c))
        .collect::<Vec<_>>()
        .join(",");
    for list in [&named, &bare] {
        let replayed = json(&["run", NONDET, "--choices", list]);
        assert_eq!(behaviour(&replayed), behaviour(&seeded), "--choices {list}");
        // The replay command of a replayed run replays it again.
        let cmd = replayed["replay"].as_str().expect("a replay command");
        assert!(cmd.contains("--choices"), "{cmd}");
        let words = command_args(cmd);
        let again = json(&words.iter().map(String::as_str).collect::<Vec<_>>());
        assert_eq!(behaviour(&again), behaviour(&seeded), "{cmd}");
    }
    // The choices are what decides: a different first freeze prints it.
    let mut changed: Vec<&str> = bare.split(',').collect();
    changed[0] = "0";
    let other = json(&["run", NONDET, "--choices", &changed.join(",")]);
    let out = other["stdout"].as_str().unwrap_or_default();
    assert!(out.starts_with("0 "), "{out:?}");
    assert_ne!(other["stdout"], seeded["stdout"]);
}

/// The arguments of an `llsem ...` command line, split as a POSIX shell
/// splits the words llsem generates (plain, or in single quotes with `'\''`
/// for a quote).
pub(crate) fn command_args(cmd: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let (mut quoted, mut escaped) = (false, false);
    for c in cmd.chars() {
        match c {
            c if escaped => {
                word.get_or_insert_with(String::new).push(c);
                escaped = false;
            }
            '\'' => {
                quoted = !quoted;
                word.get_or_insert_with(String::new);
            }
            '\\' if !quoted => escaped = true,
            ' ' if !quoted => words.extend(word.take()),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    assert!(!quoted, "unbalanced quotes in {cmd}");
    assert_eq!(words.first().map(String::as_str), Some("llsem"), "{cmd}");
    words.remove(0);
    words
}

/// Whether `llsem run --json`'s document shows the behaviour a
/// counterexample describes as `target` (`returns i8 1`, `returns poison`,
/// `immediate UB: KIND (MESSAGE)`, `loops forever without further events`,
/// after `after N events, ` if any).
fn shows(doc: &Value, target: &str) -> bool {
    let end = target
        .strip_prefix("after ")
        .and_then(|t| t.split_once(" events, "))
        .map_or(target, |(_, e)| e);
    if let Some(ub) = end.strip_prefix("immediate UB: ") {
        let Some((kind, message)) = ub.split_once(" (") else {
            return false;
        };
        let message = message.strip_suffix(')').unwrap_or(message);
        return doc["outcome"] == "ub"
            && doc["ub"]["kind"] == kind
            && doc["ub"]["message"] == message;
    }
    if end == "does not return from a call of the environment" {
        return doc["outcome"] == "noreturn";
    }
    if end == "hits the steps bound" {
        return doc["outcome"] == "bound" && doc["bound"] == "steps";
    }
    if end == "loops forever without further events" {
        return doc["outcome"] == "diverges";
    }
    if let Some(signal) = end
        .strip_prefix("traps (signal ")
        .and_then(|s| s.strip_suffix(')'))
    {
        return doc["outcome"] == "trapped"
            && doc["trap"]["signal"]
                .as_i64()
                .map(|s| s.to_string())
                .as_deref()
                == Some(signal);
    }
    // `run` writes an address no block holds as `inttoptr(ADDR)` when it
    // came from an integer or from memory without provenance; the
    // counterexample writes the observed address (`refine::behaviour`
    // does not tell where such an address came from).
    let value = doc["value"].as_str().map(|v| {
        match v
            .split_once("inttoptr(")
            .and_then(|(head, rest)| Some((head, rest.split_once(')')?)))
        {
            Some((head, (addr, tail))) => format!("{head}{addr}{tail}"),
            None => v.to_string(),
        }
    });
    let value = value.as_deref();
    doc["outcome"] == "returned"
        && match end.strip_prefix("returns") {
            Some("") => value.is_none(),
            Some(" poison") => value.is_some_and(|v| v.ends_with(" poison")),
            Some(v) => value.is_some_and(|r| {
                r == v.trim_start() || untyped(r).ends_with(&untyped(v.trim_start()))
            }),
            None => false,
        }
}

/// The value atoms of a value's text, without types and brackets: the
/// counterexample writes aggregates and vectors untyped (`{ poison, 1 }`,
/// `<ptr undef, poison>`), `run` writes them typed (`{ i8, i8 } { i8
/// poison, i8 1 }`, `<2 x ptr> <ptr undef, ptr poison>`).
fn untyped(text: &str) -> Vec<String> {
    let cleaned: String = text
        .chars()
        .map(|c| if "<>{},".contains(c) { ' ' } else { c })
        .collect();
    let tokens: Vec<&str> = cleaned.split_whitespace().collect();
    let is_type = |t: &str| {
        (t.len() > 1 && t.starts_with('i') && t[1..].bytes().all(|b| b.is_ascii_digit()))
            || [
                "ptr",
                "half",
                "bfloat",
                "float",
                "double",
                "x86_fp80",
                "fp128",
                "ppc_fp128",
            ]
            .contains(&t)
    };
    tokens
        .iter()
        .enumerate()
        .filter(|(k, t)| !is_type(t) && **t != "x" && tokens.get(k + 1) != Some(&"x"))
        .map(|(_, t)| t.to_string())
        .collect()
}

#[test]
fn refine_counterexamples_replay_their_target_behaviour() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let tests = llsem::casefile::refinement_tests(&root.join("refinement-tests"));
    let mut replayed = 0;
    for path in tests {
        let text = std::fs::read_to_string(&path).expect("test file reads");
        if !text.contains("; EXPECT: not-refines") {
            continue;
        }
        let rel = path
            .strip_prefix(root)
            .expect("under the root")
            .to_string_lossy()
            .into_owned();
        let mut args = vec!["refine".to_string(), rel.clone()];
        if let Some(tgt) = rel.strip_suffix(".src.ll") {
            args.push(format!("{tgt}.tgt.ll"));
        }
        if let Some(a) = text.lines().find_map(|l| l.strip_prefix("; ARGS:")) {
            args.extend(a.split_whitespace().map(str::to_string));
        }
        let doc = json(&args.iter().map(String::as_str).collect::<Vec<_>>());
        assert_eq!(doc["verdict"], "not-refines", "{rel}");
        for f in doc["functions"].as_array().into_iter().flatten() {
            let cx = &f["counterexample"];
            let (Some(cmd), Some(target)) = (cx["replay"].as_str(), cx["target"].as_str()) else {
                continue;
            };
            let words = command_args(cmd);
            let run = json(&words.iter().map(String::as_str).collect::<Vec<_>>());
            assert!(
                shows(&run, target),
                "{rel}: `{cmd}` gave {run} where the counterexample says the target {target}"
            );
            replayed += 1;
        }
    }
    assert!(replayed >= 40, "only {replayed} counterexamples replayed");
}
