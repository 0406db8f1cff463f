//! The command-line contract of `../shared/CONTRACT.md`, checked on the
//! built binary: exit statuses, the JSON documents' fields, standard input,
//! program arguments and the `facts` output directory.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde_json::Value as Json;

/// A scratch directory for one test, emptied first.
pub(crate) fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("cli")
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

/// Writes `text` to `dir/name` and returns the path as a string.
pub(crate) fn file(dir: &Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).expect("write fixture");
    p.display().to_string()
}

pub(crate) fn llsem(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_llsem"))
        .args(args)
        .output()
        .expect("llsem runs")
}

pub(crate) fn llsem_stdin(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_llsem"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("llsem runs");
    // llsem may end without reading it all (an input error found first).
    let _ = child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(input.as_bytes());
    child.wait_with_output().expect("llsem finishes")
}

pub(crate) fn status(o: &Output) -> i32 {
    o.status.code().expect("exited with a status")
}

pub(crate) fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

pub(crate) fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The single JSON document on stdout.
/// The JSON of `llsem run` on counterexample `cx`'s replay command `key`
/// (`replay` or `source_replay`), which must carry `flag`.
fn replayed(cx: &Json, key: &str, flag: &str) -> Json {
    let replay = cx[key].as_str().expect("a replay command").to_string();
    assert!(replay.contains(flag), "{replay}");
    let words = crate::determinism::command_args(&replay);
    let mut args: Vec<&str> = words.iter().map(String::as_str).collect();
    args.push("--json");
    json(&llsem(&args))
}

pub(crate) fn json(o: &Output) -> Json {
    serde_json::from_slice(&o.stdout)
        .unwrap_or_else(|e| panic!("stdout is not one JSON document ({e}): {}", stdout(o)))
}

const RUN_FIELDS: [&str; 9] = [
    "outcome",
    "value",
    "exit_code",
    "stdout",
    "ub",
    "bound",
    "error",
    "steps",
    "seed",
];

fn assert_run_shape(doc: &Json) {
    for f in RUN_FIELDS {
        assert!(doc.get(f).is_some(), "run document lacks `{f}`: {doc}");
    }
}

const MAIN_PRINTS: &str = r#"
@.s = private constant [4 x i8] c"hi\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %r = call i32 (ptr, ...) @printf(ptr @.s)
  ret i32 300
}
"#;

const DIVIDE: &str = "define i32 @f(i32 %a, i32 %b) {
  %q = sdiv i32 %a, %b
  ret i32 %q
}
";

const BAD: &str = "define i32 @f(i32 %x) {
  %y = add i32 %x, %q
  ret i32 %y
}
";

#[test]
fn check_accepts_valid_and_locates_errors() {
    let d = scratch("check");
    assert_eq!(status(&llsem(&["check", &file(&d, "ok.ll", DIVIDE)])), 0);
    let bad = file(&d, "bad.ll", BAD);
    let o = llsem(&["check", &bad]);
    assert_eq!(status(&o), 2);
    assert!(
        stderr(&o).starts_with(&format!("{bad}:2:20: error: use of undefined value '%q'")),
        "{}",
        stderr(&o)
    );
    let o = llsem(&["check", &bad, "--json"]);
    assert_eq!(status(&o), 2);
    let doc = json(&o);
    assert_eq!(doc["outcome"], "error");
    assert_eq!(doc["error"]["line"], 2);
    assert_eq!(doc["error"]["column"], 20);
    assert_eq!(doc["error"]["file"], bad.as_str());
}

#[test]
fn standard_input_is_a_file_argument() {
    assert_eq!(status(&llsem_stdin(&["check", "-"], DIVIDE)), 0);
    let o = llsem_stdin(&["check", "-"], BAD);
    assert_eq!(status(&o), 2);
    assert!(stderr(&o).contains(":2:20: error:"), "{}", stderr(&o));
    let o = llsem_stdin(
        &["run", "-", "--entry", "f", "--arg", "7", "--arg", "2"],
        DIVIDE,
    );
    assert_eq!(status(&o), 0, "{}", stderr(&o));
}

#[test]
fn unreadable_file_is_an_input_error() {
    let o = llsem(&["run", "/nonexistent/x.ll", "--json"]);
    assert_eq!(status(&o), 2);
    let doc = json(&o);
    assert_run_shape(&doc);
    assert_eq!(doc["outcome"], "error");
    assert!(
        doc["error"]["message"]
            .as_str()
            .unwrap_or("")
            .contains("cannot read")
    );
}

#[test]
fn non_utf8_input_is_located_at_its_first_invalid_byte() {
    let dir = scratch("non_utf8");
    let path = dir.join("latin1.ll");
    std::fs::write(
        &path,
        b"; ok\n; caf\xe9 au lait\ndefine void @main() {\n  ret void\n}\n",
    )
    .expect("write fixture");
    let path = path.display().to_string();
    let o = llsem(&["check", &path]);
    assert_eq!(status(&o), 2);
    let err = stderr(&o);
    assert!(
        err.contains("latin1.ll:2:6: error: invalid UTF-8: byte 0xe9"),
        "{err}"
    );
    let doc = json(&llsem(&["run", &path, "--json"]));
    assert_eq!(doc["error"]["line"], 2);
    assert_eq!(doc["error"]["column"], 6);
}

#[test]
fn run_main_exit_status_and_output() {
    let d = scratch("run-main");
    let f = file(&d, "main.ll", MAIN_PRINTS);
    let o = llsem(&["run", &f]);
    // 300 modulo 256.
    assert_eq!(status(&o), 44);
    assert_eq!(stdout(&o), "hi\n");
    let o = llsem(&["run", &f, "--json", "--seed", "5"]);
    assert_eq!(status(&o), 44);
    let doc = json(&o);
    assert_run_shape(&doc);
    assert_eq!(doc["outcome"], "returned");
    assert_eq!(doc["value"], "i32 300");
    assert_eq!(doc["exit_code"], 44);
    assert_eq!(doc["stdout"], "hi\n");
    assert_eq!(doc["seed"], 5);
    assert_eq!(doc["ub"], Json::Null);
    assert_eq!(doc["error"], Json::Null);
}

#[test]
fn run_entry_arguments_in_every_spelling() {
    let d = scratch("run-args");
    let f = file(
        &d,
        "args.ll",
        "define i8 @pick(i1 %c, i8 %a, i8 %b) {
  %r = select i1 %c, i8 %a, i8 %b
  ret i8 %r
}
",
    );
    let run = |args: &[&str]| {
        let mut all = vec!["run", f.as_str(), "--entry", "pick", "--json"];
        for a in args {
            all.push("--arg");
            all.push(a);
        }
        let o = llsem(&all);
        assert_eq!(status(&o), 0, "{}", stderr(&o));
        json(&o)["value"].as_str().unwrap_or_default().to_string()
    };
    assert_eq!(run(&["true", "0xff", "1"]), "i8 -1");
    assert_eq!(run(&["false", "0", "-128"]), "i8 -128");
    assert_eq!(run(&["true", "poison", "1"]), "i8 poison");
    assert_eq!(run(&["false", "1", "undef"]), "i8 undef");
    // A value that does not fit is an input error, not a wrap.
    let o = llsem(&[
        "run", &f, "--entry", "pick", "--arg", "true", "--arg", "256", "--arg", "0",
    ]);
    assert_eq!(status(&o), 2, "{}", stderr(&o));
    // Too few arguments.
    let o = llsem(&["run", &f, "--entry", "pick", "--arg", "true"]);
    assert_eq!(status(&o), 2, "{}", stderr(&o));
}

#[test]
fn run_reports_immediate_ub() {
    let d = scratch("run-ub");
    let f = file(&d, "div.ll", DIVIDE);
    let o = llsem(&["run", &f, "--entry", "f", "--arg", "1", "--arg", "0"]);
    assert_eq!(status(&o), 70);
    assert!(
        stderr(&o).contains(&format!("{f}:2:3: immediate UB: division-by-zero")),
        "{}",
        stderr(&o)
    );
    let o = llsem(&[
        "run",
        &f,
        "--entry",
        "f",
        "--arg",
        "-2147483648",
        "--arg",
        "-1",
        "--json",
    ]);
    assert_eq!(status(&o), 70);
    let doc = json(&o);
    assert_run_shape(&doc);
    assert_eq!(doc["outcome"], "ub");
    assert_eq!(doc["ub"]["kind"], "division-overflow");
    assert_eq!(doc["ub"]["function"], "f");
    assert_eq!(doc["ub"]["line"], 2);
    assert_eq!(doc["ub"]["column"], 3);
    assert_eq!(doc["exit_code"], Json::Null);
    // An entry that is not main exits 0 when it returns.
    let o = llsem(&[
        "run", &f, "--entry", "f", "--arg", "9", "--arg", "2", "--json",
    ]);
    assert_eq!(status(&o), 0);
    assert_eq!(json(&o)["value"], "i32 4");
}

#[test]
fn run_bounds_are_an_outcome() {
    let d = scratch("run-bound");
    let f = file(
        &d,
        "loop.ll",
        "define i32 @main() {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %i.next, %l ]
  %i.next = add i64 %i, 1
  br label %l
}
",
    );
    let o = llsem(&["run", &f, "--max-steps", "1000", "--json"]);
    assert_eq!(status(&o), 71);
    let doc = json(&o);
    assert_eq!(doc["outcome"], "bound");
    assert_eq!(doc["bound"], "steps");
    // The bound is looked at before each instruction: the phi entering
    // the loop is a step of its own, so the run stops at 1001.
    assert_eq!(doc["steps"], 1001);
    let big = file(
        &d,
        "alloca.ll",
        "define i32 @main() {
entry:
  br label %l
l:
  %p = alloca [1048576 x i8]
  br label %l
}
",
    );
    let o = llsem(&["run", &big, "--json", "--max-memory", "16777216"]);
    assert_eq!(status(&o), 71);
    assert_eq!(json(&o)["bound"], "memory");
    // Each call allocates, so the divergence probe proves nothing.
    let r = file(
        &d,
        "rec.ll",
        "define i32 @main() {
  %p = alloca i8
  %r = call i32 @main()
  ret i32 %r
}
",
    );
    let o = llsem(&["run", &r, "--json"]);
    assert_eq!(status(&o), 71);
    assert_eq!(json(&o)["bound"], "depth");
    // Without the allocation the call recurs one frame deeper in the same
    // state: recursion that never ends (decision 0038).
    let r = file(
        &d,
        "rec-same.ll",
        "define i32 @main() {
  %r = call i32 @main()
  ret i32 %r
}
",
    );
    let o = llsem(&["run", &r, "--json"]);
    assert_eq!(status(&o), 73);
    assert_eq!(json(&o)["outcome"], "diverges");
}

/// `--timeout` bounds wall-clock time: a run that would take far longer
/// than the bound (its step bound is never reached) stops with the `time`
/// bound, and a refinement check of such a function is inconclusive,
/// naming the bound, instead of running on.
#[test]
fn timeout_bounds_run_and_refine() {
    let d = scratch("timeout");
    let f = file(
        &d,
        "spin.ll",
        "define i32 @main() {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %i.next, %l ]
  %i.next = add i64 %i, 1
  br label %l
}

define i32 @f(i32 %x) {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %i.next, %l ]
  %i.next = add i64 %i, 1
  br label %l
}
",
    );
    let started = std::time::Instant::now();
    let o = llsem(&[
        "run",
        &f,
        "--max-steps",
        "100000000000",
        "--timeout",
        "0.3",
        "--json",
    ]);
    assert_eq!(status(&o), 71, "{}", stderr(&o));
    let doc = json(&o);
    assert_eq!(doc["outcome"], "bound");
    assert_eq!(doc["bound"], "time");
    let o = llsem(&["run", &f, "--max-steps", "100000000000", "--timeout", "0.3"]);
    assert!(
        stderr(&o).contains("raise it with --timeout"),
        "{}",
        stderr(&o)
    );
    let o = llsem(&[
        "refine",
        &f,
        &f,
        "--fn",
        "f",
        "--max-steps",
        "100000000000",
        "--timeout",
        "0.3",
        "--json",
    ]);
    assert_eq!(status(&o), 3, "{}", stdout(&o));
    let doc = json(&o);
    assert_eq!(doc["verdict"], "inconclusive");
    let reason = doc["functions"][0]["reason"].as_str().unwrap_or_default();
    assert!(reason.contains("time bound"), "{reason}");
    // Three bounded commands, not one that ran on.
    assert!(started.elapsed().as_secs() < 30, "{:?}", started.elapsed());
    let o = llsem(&["run", &f, "--timeout", "0"]);
    assert_eq!(status(&o), 2, "a zero timeout is refused");
}

#[test]
fn program_arguments_become_argc_and_argv() {
    let d = scratch("run-argv");
    let f = file(
        &d,
        "argv.ll",
        r#"
@.fmt = private constant [7 x i8] c"%d %s\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main(i32 %argc, ptr %argv) {
  %p = getelementptr ptr, ptr %argv, i64 2
  %s = load ptr, ptr %p
  %r = call i32 (ptr, ...) @printf(ptr @.fmt, i32 %argc, ptr %s)
  ret i32 0
}
"#,
    );
    let o = llsem(&["run", &f, "--", "one", "two"]);
    assert_eq!(status(&o), 0, "{}", stderr(&o));
    assert_eq!(stdout(&o), "3 two\n");
}

const SRCTGT_WRONG: &str = "define i32 @src(i32 %x) {
  %r = add nsw i32 %x, 1
  ret i32 %r
}
define i32 @tgt(i32 %x) {
  %r = add i32 %x, 2
  ret i32 %r
}
";

#[test]
fn refine_exit_statuses_and_document() {
    let d = scratch("refine");
    let src = file(
        &d,
        "a.ll",
        "define i32 @g(i32 %x) {\n  %r = mul i32 %x, 2\n  ret i32 %r\n}\n",
    );
    let tgt = file(
        &d,
        "b.ll",
        "define i32 @g(i32 %x) {\n  %r = shl i32 %x, 1\n  ret i32 %r\n}\n",
    );
    let o = llsem(&["refine", &src, &tgt, "--json"]);
    assert_eq!(status(&o), 0, "{}", stdout(&o));
    let doc = json(&o);
    assert_eq!(doc["verdict"], "refines");
    assert_eq!(doc["functions"][0]["name"], "g");
    assert!(doc["functions"][0]["inputs"].as_u64().unwrap_or(0) > 0);

    let one = file(&d, "w.srctgt.ll", SRCTGT_WRONG);
    let o = llsem(&["refine", &one, "--json"]);
    assert_eq!(status(&o), 1);
    let doc = json(&o);
    assert_eq!(doc["verdict"], "not-refines");
    let cex = &doc["functions"][0]["counterexample"];
    assert!(cex["args"].is_array(), "{doc}");
    let replay = cex["replay"].as_str().expect("a replay command");
    assert!(replay.starts_with("llsem run "), "{replay}");
    assert!(replay.contains("--entry tgt"), "{replay}");

    // A signature mismatch is an input error.
    let other = file(&d, "c.ll", "define i64 @g(i64 %x) {\n  ret i64 %x\n}\n");
    let o = llsem(&["refine", &src, &other, "--json"]);
    assert_eq!(status(&o), 2, "{}", stdout(&o));
    assert_eq!(json(&o)["verdict"], "error");

    // A local function whose unused parameter the target dropped (as
    // DeadArgElim does) is not comparable, but its callers are.
    let local_src = "define internal i32 @h(i32 %x, i32 %unused) {
  ret i32 %x
}
define i32 @g(i32 %x) {
  %r = call i32 @h(i32 %x, i32 7)
  ret i32 %r
}
";
    let local_tgt = "define internal i32 @h(i32 %x) {
  ret i32 %x
}
define i32 @g(i32 %x) {
  %r = call i32 @h(i32 %x)
  ret i32 %r
}
";
    let o = llsem(&[
        "refine",
        &file(&d, "ls.ll", local_src),
        &file(&d, "lt.ll", local_tgt),
        "--json",
    ]);
    let doc = json(&o);
    let by_name = |n: &str| {
        doc["functions"]
            .as_array()
            .and_then(|fs| fs.iter().find(|f| f["name"] == n).cloned())
            .unwrap_or_default()
    };
    assert_eq!(by_name("h")["verdict"], "unsupported", "{doc}");
    let why = by_name("h")["reason"].as_str().unwrap_or("").to_string();
    assert!(why.contains("i32 (i32, i32) to i32 (i32)"), "{why}");
    assert_eq!(by_name("g")["verdict"], "refines", "{doc}");
    // The same change with a wrong caller is still found.
    let wrong_tgt = local_tgt.replace("call i32 @h(i32 %x)", "call i32 @h(i32 7)");
    let o = llsem(&[
        "refine",
        &file(&d, "ls.ll", local_src),
        &file(&d, "lw.ll", &wrong_tgt),
        "--json",
    ]);
    assert_eq!(status(&o), 1, "{}", stdout(&o));

    // A loop that counts forever in both sides (its state never recurs,
    // so it is not found to loop forever): fuel runs out, so no verdict.
    let spin = "define i32 @src(i32 %x) {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %i.next, %l ]
  %i.next = add i64 %i, 1
  br label %l
}
define i32 @tgt(i32 %x) {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %i.next, %l ]
  %i.next = add i64 %i, 1
  br label %l
}
";
    let o = llsem(&[
        "refine",
        &file(&d, "spin.srctgt.ll", spin),
        "--max-steps",
        "100",
    ]);
    assert_eq!(status(&o), 3, "{}", stdout(&o));
}

/// An input that hit a bound was not checked, so the inputs of an `i1`
/// function (all four tried) are not called exhaustive when one of them
/// loops forever.
#[test]
fn refine_inputs_are_not_exhaustive_when_one_hit_a_bound() {
    let d = scratch("refine-inputs-bound");
    let f = "define i32 @src(i1 noundef %c) {
entry:
  br i1 %c, label %spin, label %out
spin:
  %i = phi i64 [ 0, %entry ], [ %i.next, %spin ]
  %i.next = add i64 %i, 1
  br label %spin
out:
  ret i32 0
}
define i32 @tgt(i1 noundef %c) {
entry:
  br i1 %c, label %spin, label %out
spin:
  %i = phi i64 [ 0, %entry ], [ %i.next, %spin ]
  %i.next = add i64 %i, 1
  br label %spin
out:
  ret i32 0
}
";
    let o = llsem(&["refine", &file(&d, "spin.srctgt.ll", f), "--json"]);
    let doc = json(&o);
    let f = &doc["functions"][0];
    assert_eq!(f["verdict"], "refines", "{doc}");
    assert!(
        f["reason"]
            .as_str()
            .is_some_and(|r| r.contains("hit a bound")),
        "{doc}"
    );
    assert_eq!(f["exploration"]["inputs"]["exhaustive"], false, "{doc}");
}

/// The null page's contents at entry (`null_pointer_is_valid`) are drawn
/// by the environment, as an unknown global's are: a function without
/// parameters that reads it is not checked on every input.
#[test]
fn refine_inputs_are_not_exhaustive_over_the_null_page() {
    let d = scratch("refine-null-page");
    let f = "define i8 @src() null_pointer_is_valid {
  %v = load i8, ptr null
  %c = icmp eq i8 %v, 77
  %r = select i1 %c, i8 1, i8 0
  ret i8 %r
}
define i8 @tgt() null_pointer_is_valid {
  ret i8 0
}
";
    let o = llsem(&["refine", &file(&d, "null.srctgt.ll", f), "--json"]);
    let doc = json(&o);
    let f = &doc["functions"][0];
    assert_ne!(f["verdict"], "not-refines", "{doc}");
    assert_eq!(f["exploration"]["inputs"]["exhaustive"], false, "{doc}");
    // Without the attribute the load is UB and the one input is all there is.
    let plain = "define i8 @src() {
  %v = load i8, ptr null
  ret i8 %v
}
define i8 @tgt() {
  ret i8 0
}
";
    let o = llsem(&["refine", &file(&d, "plain.srctgt.ll", plain), "--json"]);
    let doc = json(&o);
    assert_eq!(
        doc["functions"][0]["exploration"]["inputs"]["exhaustive"], true,
        "{doc}"
    );
}

/// A `refines` verdict says whether the target's choices were enumerated
/// (`exploration.target.exhaustive`) or sampled, in JSON and in text.
#[test]
fn refine_says_which_side_was_explored_exhaustively() {
    let d = scratch("refine-exhaustive");
    // A frozen i32: 2^32 choices, sampled; the comparison agrees on all.
    let wide = "define i1 @src(i1 %b) {
  ret i1 true
}
define i1 @tgt(i1 %b) {
  %f = freeze i32 poison
  %c = icmp ule i32 %f, -1
  ret i1 %c
}
";
    let o = llsem(&["refine", &file(&d, "wide.srctgt.ll", wide), "--json"]);
    assert_eq!(status(&o), 0, "{}", stdout(&o));
    let doc = json(&o);
    let f = &doc["functions"][0];
    assert_eq!(f["verdict"], "refines", "{doc}");
    assert_eq!(f["exploration"]["target"]["exhaustive"], false, "{doc}");
    assert_eq!(f["exploration"]["target"]["sampled_inputs"], 4, "{doc}");
    assert_eq!(f["exploration"]["source"]["exhaustive"], true, "{doc}");
    assert_eq!(f["exploration"]["inputs"]["exhaustive"], true, "{doc}");
    let o = llsem(&["refine", &file(&d, "wide2.srctgt.ll", wide)]);
    assert!(
        stdout(&o).contains("the target's choices were sampled, not enumerated, on 4 of them"),
        "{}",
        stdout(&o)
    );
    // A frozen i4: every choice is tried.
    let narrow = wide.replace("i32", "i4");
    let o = llsem(&["refine", &file(&d, "narrow.srctgt.ll", &narrow), "--json"]);
    let doc = json(&o);
    assert_eq!(
        doc["functions"][0]["exploration"]["target"]["exhaustive"], true,
        "{doc}"
    );
}

#[test]
fn refine_says_when_fast_math_flags_left_a_counterexample_unproven() {
    let d = scratch("refine-fast-math");
    // `arcp` alone allows a reciprocal llsem does not enumerate (decision
    // 0035 decides `reassoc` trees only): the target's product matches no
    // explored source result, and the reason names the flags, not undef.
    let pair = "define float @src(float %a, float %b) {
  %y = fdiv arcp float %a, %b
  ret float %y
}
define float @tgt(float %a, float %b) {
  %r = fdiv arcp float 1.0, %b
  %y = fmul arcp float %a, %r
  ret float %y
}
";
    let o = llsem(&["refine", &file(&d, "arcp.srctgt.ll", pair)]);
    assert_eq!(status(&o), 3, "{}", stdout(&o));
    assert!(
        stdout(&o).contains("the source's fast-math flags (reassoc, arcp, contract or afn)"),
        "{}",
        stdout(&o)
    );
    assert!(
        !stdout(&o).contains("resolved undef early"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn refine_decides_a_reassociated_sum_and_says_why_a_wrong_one_fails() {
    let d = scratch("refine-reassoc");
    // The reassociated sum is equal over the reals: refines (decision
    // 0035), where it was inconclusive before.
    let right = "define float @src(float %a, float %b, float %c) {
  %x = fadd reassoc float %a, %b
  %y = fadd reassoc float %x, %c
  ret float %y
}
define float @tgt(float %a, float %b, float %c) {
  %x = fadd float %b, %c
  %y = fadd float %a, %x
  ret float %y
}
";
    let o = llsem(&["refine", &file(&d, "right.srctgt.ll", right)]);
    assert_eq!(status(&o), 0, "{}", stdout(&o));
    // Dropping %c is not: the reason names the rule.
    let wrong = right.replace("%y = fadd float %a, %x", "%y = fadd float %a, %b");
    let o = llsem(&["refine", &file(&d, "wrong.srctgt.ll", &wrong)]);
    assert_eq!(status(&o), 1, "{}", stdout(&o));
    assert!(
        stdout(&o).contains("not equal over the reals to the source's `reassoc` tree"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn refine_replay_reproduces_the_target_run() {
    let d = scratch("refine-replay");
    let one = file(&d, "w.srctgt.ll", SRCTGT_WRONG);
    let o = llsem(&["refine", &one, "--json"]);
    let doc = json(&o);
    let replay = doc["functions"][0]["counterexample"]["replay"]
        .as_str()
        .expect("a replay command")
        .to_string();
    let words = crate::determinism::command_args(&replay);
    let mut args: Vec<&str> = words.iter().map(String::as_str).collect();
    args.push("--json");
    let o = llsem(&args);
    let run = json(&o);
    assert_eq!(run["outcome"], "returned", "{run}");
    let target = doc["functions"][0]["counterexample"]["target"]
        .as_str()
        .unwrap_or_default();
    let value = run["value"].as_str().unwrap_or_default();
    assert_eq!(target, format!("returns {value}"));
}

/// A mutable global's contents at entry are an input: the counterexample
/// shows them and both replays (with `--env-globals`) reproduce the runs.
#[test]
fn refine_global_contents_at_entry_replay() {
    let d = scratch("refine-globals");
    let text = "@x = global i32 3\n\
                define i32 @src() {\n  %v = load i32, ptr @x\n  ret i32 %v\n}\n\
                define i32 @tgt() {\n  ret i32 3\n}\n";
    let one = file(&d, "g.srctgt.ll", text);
    let o = llsem(&["refine", &one, "--json"]);
    let doc = json(&o);
    let cx = &doc["functions"][0]["counterexample"];
    let globals = cx["globals_at_entry"].as_array().expect("globals_at_entry");
    assert_eq!(globals.len(), 1, "{doc}");
    assert!(
        globals[0].as_str().unwrap_or_default().starts_with("@x: "),
        "{doc}"
    );
    let run = |key: &str| replayed(cx, key, "--env-globals");
    let (tgt, src) = (run("replay"), run("source_replay"));
    assert_eq!(tgt["value"], "i32 3", "{tgt}");
    let source = cx["source"].as_str().unwrap_or_default();
    let value = src["value"].as_str().unwrap_or("poison");
    assert!(
        source.starts_with(&format!("returns {value}")),
        "{source} / {src}"
    );
    assert_ne!(src["value"], "i32 3", "{src}");
    // Without the flag the run starts from the initializer.
    let plain = json(&llsem(&["run", &one, "--entry", "src", "--json"]));
    assert_eq!(plain["value"], "i32 3", "{plain}");
    let o = llsem(&["refine", &one]);
    assert!(
        stdout(&o).contains("globals at entry: @x: "),
        "{}",
        stdout(&o)
    );
}

/// A global array's contents drawn in words of boundary values (decision
/// 0060): the counterexample of a reassociated `add nsw` sum carries
/// `--env-words 4`, and its replays give the target's poison and the
/// source's defined sum.
#[test]
fn refine_global_words_counterexample_replays() {
    let root = env!("CARGO_MANIFEST_DIR");
    let f =
        format!("{root}/refinement-tests/inputs/global-array-nsw-sum-reassociated-wrong.srctgt.ll");
    let doc = json(&llsem(&["refine", &f, "--json"]));
    assert_eq!(doc["verdict"], "not-refines", "{doc}");
    let cx = &doc["functions"][0]["counterexample"];
    let run = |key: &str| replayed(cx, key, "--env-globals --env-words 4");
    let (tgt, src) = (run("replay"), run("source_replay"));
    assert_eq!(tgt["value"], "i32 poison", "{tgt}");
    let value = src["value"].as_str().unwrap_or_default();
    assert!(value.starts_with("i32 ") && value != "i32 poison", "{src}");
}

/// A function pointer as an input (decision 0053): a parameter holding a
/// function the module does not name (`--arg @llsem.foreign`), and an
/// external global holding a function's address (`--env-functions`); both
/// sides' replays reproduce the runs the counterexample shows.
#[test]
fn refine_function_pointer_counterexamples_replay() {
    let d = scratch("refine-function-pointers");
    let param = file(
        &d,
        "param.srctgt.ll",
        "declare i1 @g(ptr)\n\
         define i1 @src(ptr %cmp, ptr %a) {\n  %r = call i1 %cmp(ptr %a)\n  ret i1 %r\n}\n\
         define i1 @tgt(ptr %cmp, ptr %a) {\n  %r = call i1 %cmp(ptr %a), !callees !0\n  ret i1 %r\n}\n\
         !0 = !{ptr @g}\n",
    );
    let doc = json(&llsem(&["refine", &param, "--json"]));
    assert_eq!(doc["verdict"], "not-refines", "{doc}");
    let cx = &doc["functions"][0]["counterexample"];
    let tgt_cmd = cx["replay"].as_str().expect("a replay command");
    assert!(tgt_cmd.contains("--arg @llsem.foreign"), "{tgt_cmd}");
    let tgt = replay(tgt_cmd);
    assert_eq!(tgt["ub"]["kind"], "invalid-call", "{tgt}");
    let src = replay(cx["source_replay"].as_str().expect("a source replay"));
    assert_eq!(src["outcome"], "returned", "{src}");
    // A module without an indirect call has no foreign function (so
    // that no other program's block numbers move), unless the run is
    // given `--foreign-function`.
    let plain = file(&d, "plain.ll", "define void @f(ptr %p) {\n  ret void\n}\n");
    let o = llsem(&["run", &plain, "--entry", "f", "--arg", "@llsem.foreign"]);
    assert_eq!(status(&o), 2, "{}", stderr(&o));
    assert!(stderr(&o).contains("@llsem.foreign"), "{}", stderr(&o));
    let o = llsem(&[
        "run",
        &plain,
        "--entry",
        "f",
        "--arg",
        "@llsem.foreign",
        "--foreign-function",
    ]);
    assert_eq!(status(&o), 0, "{}", stderr(&o));

    // Two modules, only the source's calling a pointer: the target is
    // given the foreign function too, and its replay says so.
    let before = file(
        &d,
        "before.ll",
        "declare i32 @g(i32)\n\
         define i32 @f(ptr %fp, i32 %x) {\n  %r = call i32 %fp(i32 %x)\n  ret i32 %r\n}\n",
    );
    let after = file(
        &d,
        "after.ll",
        "declare i32 @g(i32)\n\
         define i32 @f(ptr %fp, i32 %x) {\n  %r = call i32 @g(i32 %x)\n  ret i32 %r\n}\n",
    );
    let doc = json(&llsem(&["refine", &before, &after, "--json"]));
    assert_eq!(doc["verdict"], "not-refines", "{doc}");
    let cx = &doc["functions"][0]["counterexample"];
    let tgt_cmd = cx["replay"].as_str().expect("a replay command");
    assert!(tgt_cmd.contains("--foreign-function"), "{tgt_cmd}");
    let tgt = replay(tgt_cmd);
    assert_eq!(tgt["outcome"], "returned", "{tgt}");
    let src = replay(cx["source_replay"].as_str().expect("a source replay"));
    assert_eq!(src["outcome"], "returned", "{src}");
    assert_ne!(src["value"], tgt["value"], "{src} {tgt}");

    let global = file(
        &d,
        "global.srctgt.ll",
        "declare i8 @test()\ndeclare i8 @test2()\n@fptr = external global ptr\n\
         define i8 @src() {\n  %p = load ptr, ptr @fptr, align 8\n  \
         %ret = call i8 %p(), !callees !0\n  ret i8 %ret\n}\n\
         define i8 @tgt() {\n  %ret = call i8 @test()\n  ret i8 %ret\n}\n\
         !0 = !{ptr @test, ptr @test2}\n",
    );
    let doc = json(&llsem(&["refine", &global, "--json"]));
    assert_eq!(doc["verdict"], "not-refines", "{doc}");
    let cx = &doc["functions"][0]["counterexample"];
    let src_cmd = cx["source_replay"].as_str().expect("a source replay");
    assert!(
        src_cmd.contains("--env-functions llsem.foreign,test,test2"),
        "{src_cmd}"
    );
    let src = replay(src_cmd);
    assert!(src.to_string().contains("@test2"), "{src}");
    let tgt = replay(cx["replay"].as_str().expect("a replay command"));
    assert_eq!(tgt["outcome"], "returned", "{tgt}");
    // The source run without the list is not the counterexample's.
    let words = shell_words(src_cmd);
    let kept: Vec<&str> = words[1..]
        .iter()
        .map(String::as_str)
        .filter(|w| !w.starts_with("--env-functions") && !w.contains("test2"))
        .chain(["--env-functions", "test", "--json"])
        .collect();
    let other = json(&llsem(&kept));
    assert!(!other.to_string().contains("@test2"), "{other}");
}

/// A call of a `weak` function is a call of an unknown function in a
/// refinement check: the counterexample's replays carry `--env-interpose`
/// and reproduce both runs; without the flag `run` executes the body.
#[test]
fn refine_interposable_callee_replays() {
    let d = scratch("refine-interpose");
    let text = "define weak i32 @callee(i32 %x) {\n  ret i32 7\n}\n\
                define i32 @src(i32 %x) {\n  %r = call i32 @callee(i32 %x)\n  ret i32 %r\n}\n\
                define i32 @tgt(i32 %x) {\n  %r = call i32 @callee(i32 %x)\n  ret i32 7\n}\n";
    let one = file(&d, "w.srctgt.ll", text);
    let doc = json(&llsem(&["refine", &one, "--json"]));
    assert_eq!(doc["verdict"], "not-refines", "{doc}");
    let reason = doc["functions"][0]["reason"].as_str().unwrap_or_default();
    assert!(
        reason.ends_with(
            "; @callee may be replaced at link time: its calls are calls of an unknown \
             function (decision 0028)"
        ),
        "{reason}"
    );
    let cx = &doc["functions"][0]["counterexample"];
    let run = |key: &str| replayed(cx, key, "--env-interpose");
    let (tgt, src) = (run("replay"), run("source_replay"));
    assert_eq!(tgt["value"], "i32 7", "{tgt}");
    let source = cx["source"].as_str().unwrap_or_default();
    let value = src["value"].as_str().unwrap_or("none");
    assert!(
        source.contains(&format!("returns {value}")),
        "{source} / {src}"
    );
    assert_ne!(src["value"], "i32 7", "{src}");
    // Without the flag the module is the linked program: the body runs.
    let plain = json(&llsem(&[
        "run", &one, "--entry", "src", "--arg", "0", "--json",
    ]));
    assert_eq!(plain["value"], "i32 7", "{plain}");
    // The entry runs its own body even when it is weak and the flag is on.
    let own = json(&llsem(&[
        "run",
        &one,
        "--entry",
        "callee",
        "--arg",
        "0",
        "--env-interpose",
        "--json",
    ]));
    assert_eq!(own["value"], "i32 7", "{own}");
}

/// A `weak` function the C library calls back (`qsort`'s comparator) is
/// answered by the environment under `--env-interpose`: its body runs no
/// step, the run still ends normally, and its replay keeps the flag.
#[test]
fn a_weak_callback_is_unknown_under_env_interpose() {
    let d = scratch("interpose-callback");
    let text = "declare void @qsort(ptr, i64, i64, ptr)\n\
                define weak i32 @cmp(ptr %a, ptr %b) {\n  %x = load i32, ptr %a\n  \
                %y = load i32, ptr %b\n  %s = sub i32 %x, %y\n  ret i32 %s\n}\n\
                define i32 @main() {\n  %buf = alloca [2 x i32]\n  store i32 3, ptr %buf\n  \
                %p = getelementptr i32, ptr %buf, i64 1\n  store i32 1, ptr %p\n  \
                call void @qsort(ptr %buf, i64 2, i64 4, ptr @cmp)\n  \
                %r = load i32, ptr %buf\n  ret i32 %r\n}\n";
    let f = file(&d, "q.ll", text);
    let plain = json(&llsem(&["run", &f, "--json"]));
    assert_eq!(plain["value"], "i32 1", "{plain}");
    let unknown = json(&llsem(&["run", &f, "--env-interpose", "--json"]));
    assert_eq!(unknown["outcome"], "returned", "{unknown}");
    assert!(
        unknown["steps"].as_u64() < plain["steps"].as_u64(),
        "{unknown} / {plain}"
    );
    let replay = unknown["replay"].as_str().unwrap_or_default();
    assert!(replay.contains("--env-interpose"), "{replay}");
}

#[test]
fn facts_writes_one_file_per_relation() {
    let d = scratch("facts");
    let f = file(&d, "m.ll", DIVIDE);
    let out = d.join("out");
    let o = llsem(&["facts", &f, "-o", &out.display().to_string()]);
    assert_eq!(status(&o), 0, "{}", stderr(&o));
    let read = |name: &str| std::fs::read_to_string(out.join(name)).unwrap_or_default();
    assert_eq!(read("instruction.facts").lines().count(), 2);
    assert_eq!(read("sdiv_instruction.facts").lines().count(), 1);
    assert!(read("instruction.facts").lines().all(|l| !l.is_empty()));
    let o = llsem(&[
        "facts",
        &file(&d, "bad.ll", BAD),
        "-o",
        &out.display().to_string(),
    ]);
    assert_eq!(status(&o), 2);
}

/// Refinement with nothing to check is an input error, never a vacuous
/// `refines`: no function defined in both modules, or both modules read
/// from the one standard input.
#[test]
fn refine_with_nothing_in_common_is_an_input_error() {
    let d = scratch("refine-nothing");
    let a = file(&d, "a.ll", "define i32 @f() {\n  ret i32 0\n}\n");
    let b = file(&d, "b.ll", "define i32 @g() {\n  ret i32 0\n}\n");
    let o = llsem(&["refine", &a, &b]);
    assert_eq!(status(&o), 2, "{}", stdout(&o));
    assert!(
        stderr(&o).contains("no function is defined in both modules"),
        "{}",
        stderr(&o)
    );
    let o = llsem(&["refine", &a, &b, "--json"]);
    assert_eq!(status(&o), 2);
    assert_eq!(json(&o)["verdict"], "error");
    let o = llsem_stdin(&["refine", "-", "-"], "define i32 @f() {\n  ret i32 0\n}\n");
    assert_eq!(status(&o), 2, "{}", stdout(&o));
    assert!(stderr(&o).contains("standard input"), "{}", stderr(&o));
}

/// A module that parses but cannot be made ready to run (here the target
/// takes the address of an ifunc) is located at its line and column, in
/// the target's own file, as `run` locates it.
#[test]
fn refine_compile_errors_name_their_line_and_column() {
    let d = scratch("refine-compile-error");
    let a = file(&d, "a.ll", "define i64 @f() {\n  ret i64 0\n}\n");
    let b = file(
        &d,
        "b.ll",
        "@ifn = ifunc void (), ptr @r\ndefine ptr @r() {\n  ret ptr null\n}\ndefine i64 @f() {\n  ret i64 ptrtoint (ptr @ifn to i64)\n}\n",
    );
    let o = llsem(&["refine", &a, &b]);
    assert_eq!(status(&o), 2, "{}", stdout(&o));
    assert!(
        stderr(&o).contains("b.ll:6:3: error: target: ifunc"),
        "{}",
        stderr(&o)
    );
    let o = llsem(&["refine", &a, &b, "--json"]);
    let j = json(&o);
    assert_eq!(j["verdict"], "error");
    assert_eq!(j["error"]["line"], 6);
    assert_eq!(j["error"]["column"], 3);
    assert!(j["error"]["file"].as_str().unwrap().ends_with("b.ll"));
}

/// A replay command carries every flag that changes the run: the bounds,
/// the model, the environment and the program arguments (a UB found with a
/// raised depth bound replays as that UB, not as the depth bound).
#[test]
fn replay_commands_carry_every_flag_that_changes_the_run() {
    let d = scratch("replay-flags");
    // UB only 12,000 calls deep, beyond the default depth bound (10,000).
    let deep = file(
        &d,
        "deep.ll",
        "define i32 @down(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %bottom, label %rec
bottom:
  %q = sdiv i32 1, %n
  ret i32 %q
rec:
  %m = sub i32 %n, 1
  %r = call i32 @down(i32 %m)
  ret i32 %r
}
define i32 @main(i32 %argc, ptr %argv) {
  %r = call i32 @down(i32 12000)
  ret i32 %r
}
",
    );
    let o = llsem(&[
        "run",
        &deep,
        "--max-depth",
        "20000",
        "--max-steps",
        "900000",
        "--max-memory",
        "12345678",
        "--model",
        "taming",
        "--env-seed",
        "5",
        "--json",
        "--",
        "one arg",
        "it's",
    ]);
    let doc = json(&o);
    assert_eq!(doc["outcome"], "ub", "{doc}");
    let replay = doc["replay"]
        .as_str()
        .expect("a replay command")
        .to_string();
    for flag in [
        "--max-depth 20000",
        "--max-steps 900000",
        "--max-memory 12345678",
        "--model taming",
        "--env-seed 5",
        "-- 'one arg' 'it'\\''s'",
    ] {
        assert!(replay.contains(flag), "`{flag}` missing from: {replay}");
    }
    let words = crate::determinism::command_args(&replay);
    assert_eq!(words[words.len() - 2..], ["one arg", "it's"]);
    let mut args: Vec<&str> = words.iter().map(String::as_str).collect();
    args.insert(1, "--json");
    let again = json(&llsem(&args));
    assert_eq!(again["outcome"], "ub", "{replay}: {again}");
    assert_eq!(again["ub"], doc["ub"]);

    // A refinement counterexample's replay runs under the bounds of the
    // check, which are not `run`'s defaults.
    let one = file(&d, "w.srctgt.ll", SRCTGT_WRONG);
    let doc = json(&llsem(&["refine", &one, "--json", "--max-depth", "77"]));
    let replay = doc["functions"][0]["counterexample"]["replay"]
        .as_str()
        .expect("a replay command");
    assert!(replay.contains("--max-depth 77"), "{replay}");
    assert!(replay.contains("--max-steps 1000000"), "{replay}");
}

/// `--choices` must fit the run it replays: a value outside its choice
/// point's domain, a value recorded at another choice point, and values
/// the run never uses are input errors naming the choice.
#[test]
fn choices_that_do_not_fit_the_run_are_rejected() {
    let d = scratch("choices");
    let f = file(
        &d,
        "freeze.ll",
        "define i8 @f() {\n  %x = freeze i8 poison\n  ret i8 %x\n}\n",
    );
    let run = |choices: &str| llsem(&["run", &f, "--entry", "f", "--choices", choices]);
    assert_eq!(status(&run("7")), 0);
    assert_eq!(status(&run("freeze=7")), 0);
    for (choices, says) in [
        ("300", "choice #1 (freeze) is 300, which is not an i8"),
        (
            "undef-use=7",
            "given for undef-use but the run chooses for freeze",
        ),
        ("7,8", "2 choices are given but the run made only 1"),
        ("bogus=1", "'bogus=1' (choice #1) is not a recorded choice"),
    ] {
        let o = run(choices);
        assert_eq!(status(&o), 2, "--choices {choices}: {}", stderr(&o));
        assert!(
            stderr(&o).contains(says),
            "--choices {choices}: {}",
            stderr(&o)
        );
    }
}

/// An unnamed block is reported by its number, as the trace and the
/// printer write it (the entry block after unnamed parameters is `%2`).
#[test]
fn an_unnamed_block_is_reported_by_its_number() {
    let d = scratch("unnamed-block");
    let f = file(
        &d,
        "u.ll",
        "define i32 @f(i32, i32) {\n  %3 = udiv i32 %0, %1\n  ret i32 %3\n}\n",
    );
    let o = llsem(&["run", &f, "--entry", "f", "--arg", "1", "--arg", "0"]);
    assert_eq!(status(&o), 70);
    assert!(stderr(&o).contains("in @f, block %2\n"), "{}", stderr(&o));
    let o = llsem(&[
        "run", &f, "--entry", "f", "--arg", "1", "--arg", "0", "--json",
    ]);
    assert_eq!(json(&o)["ub"]["block"], "2");
}

/// A `bytes:HEX` buffer without `@ALIGN` is aligned to 16, so a callee
/// may load any scalar from it.
#[test]
fn a_buffer_argument_is_aligned_to_16_by_default() {
    let d = scratch("buffer-align");
    let f = file(
        &d,
        "a.ll",
        "define i64 @f(ptr %p) {\n  %v = load i64, ptr %p, align 8\n  ret i64 %v\n}\n\
         define i64 @g(ptr %p) {\n  %i = ptrtoint ptr %p to i64\n  %r = urem i64 %i, 16\n  ret i64 %r\n}\n",
    );
    let o = llsem(&["run", &f, "--entry", "f", "--arg", "bytes:0100000000000000"]);
    assert_eq!(status(&o), 0, "{}", stderr(&o));
    for arg in ["bytes:00", "bytes:", "bytes:0000000000"] {
        let doc = json(&llsem(&["run", &f, "--entry", "g", "--arg", arg, "--json"]));
        assert_eq!(doc["value"], "i64 0", "{arg}: {doc}");
    }
    // An explicit alignment is kept.
    let doc = json(&llsem(&[
        "run",
        &f,
        "--entry",
        "g",
        "--arg",
        "bytes@1:00",
        "--json",
    ]));
    assert!(doc["value"].is_string(), "{doc}");
}

/// Each command's help shows its default bounds and its exit statuses,
/// and does not offer options that change nothing for it.
#[test]
fn help_shows_defaults_and_exit_statuses() {
    let help = |cmd: &str| stdout(&llsem(&[cmd, "--help"]));
    let run = help("run");
    for says in [
        "--max-steps 50000000",
        "--max-depth 10000",
        "70 on immediate UB",
        "141",
    ] {
        assert!(run.contains(says), "run --help lacks `{says}`:\n{run}");
    }
    let refine = help("refine");
    for says in [
        "--max-steps 1000000",
        "--timeout 10 per function",
        "3 if none fails",
    ] {
        assert!(
            refine.contains(says),
            "refine --help lacks `{says}`:\n{refine}"
        );
    }
    for cmd in ["check", "facts"] {
        let h = help(cmd);
        assert!(h.contains("Exit status"), "{cmd} --help:\n{h}");
        for absent in ["--seed", "--max-steps", "--model"] {
            assert!(!h.contains(absent), "{cmd} --help offers {absent}:\n{h}");
        }
    }
    // Still accepted, as CONTRACT.md lists them for every command.
    let d = scratch("help");
    let f = file(&d, "ok.ll", DIVIDE);
    assert_eq!(
        status(&llsem(&["check", &f, "--seed", "3", "--max-steps", "9"])),
        0
    );
}

/// Splits a replay command as a POSIX shell would (words, single quotes).
fn shell_words(cmd: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut cur = String::new();
    let (mut quoted, mut any) = (false, false);
    for c in cmd.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                any = true;
            }
            ' ' if !quoted => {
                if any || !cur.is_empty() {
                    words.push(std::mem::take(&mut cur));
                }
                any = false;
            }
            c => cur.push(c),
        }
    }
    if any || !cur.is_empty() {
        words.push(cur);
    }
    words
}

/// Runs a replay command (`llsem run ...`) with `--json`.
fn replay(cmd: &str) -> Json {
    let words = shell_words(cmd);
    assert_eq!(words[..2], ["llsem", "run"], "{cmd}");
    let mut args: Vec<&str> = words[1..].iter().map(String::as_str).collect();
    args.push("--json");
    json(&llsem(&args))
}

#[test]
fn refine_one_file_checks_every_pair_as_alive_tv_pairs_them() {
    let d = scratch("refine-pairs");
    let f = file(
        &d,
        "pairs.srctgt.ll",
        "define i8 @src(i8 %x) {\n  %r = mul i8 %x, 2\n  ret i8 %r\n}
define i8 @tgt(i8 %x) {\n  %r = shl i8 %x, 1\n  ret i8 %r\n}
define i8 @src2(i8 %x) {\n  %r = add nsw i8 %x, 1\n  ret i8 %r\n}
define i8 @tgt2(i8 %x) {\n  %r = add i8 %x, 2\n  ret i8 %r\n}
define i8 @src_foo(i8 %x) {\n  ret i8 %x\n}
define i8 @tgt_foo(i8 %x) {\n  %r = or i8 %x, 0\n  ret i8 %r\n}
define i8 @src_bar(i8 %x) {\n  ret i8 0\n}
define i8 @tgt5(i8 %x) {\n  ret i8 1\n}
define i8 @srcx(i8 %x) {\n  ret i8 0\n}
define i8 @tgtx(i8 %x) {\n  ret i8 1\n}
",
    );
    let o = llsem(&["refine", &f, "--json"]);
    assert_eq!(status(&o), 1, "{}", stdout(&o));
    let doc = json(&o);
    let names: Vec<&str> = doc["functions"]
        .as_array()
        .expect("functions")
        .iter()
        .map(|f| f["name"].as_str().unwrap_or_default())
        .collect();
    assert_eq!(names, ["src", "src2", "src_foo"], "{doc}");
    let verdicts: Vec<&str> = doc["functions"]
        .as_array()
        .expect("functions")
        .iter()
        .map(|f| f["verdict"].as_str().unwrap_or_default())
        .collect();
    assert_eq!(verdicts, ["refines", "not-refines", "refines"]);
    let cex = &doc["functions"][1]["counterexample"];
    let tgt_replay = cex["replay"].as_str().expect("a replay");
    let src_replay = cex["source_replay"].as_str().expect("a source replay");
    assert!(tgt_replay.contains("--entry tgt2"), "{tgt_replay}");
    assert!(src_replay.contains("--entry src2"), "{src_replay}");
    // Both replays run to what the counterexample says.
    let t = replay(tgt_replay);
    assert_eq!(
        cex["target"].as_str().unwrap_or_default(),
        format!("returns {}", t["value"].as_str().unwrap_or_default())
    );
    let s = replay(src_replay);
    assert!(
        cex["source"]
            .as_str()
            .unwrap_or_default()
            .contains(s["value"].as_str().unwrap_or("?")),
        "{cex} vs {s}"
    );
    // `--fn` picks pairs by the source's name.
    let o = llsem(&["refine", &f, "--fn", "src_foo", "--json"]);
    assert_eq!(status(&o), 0, "{}", stdout(&o));
    // A file with no pair is an input error.
    let none = file(&d, "none.ll", "define i8 @f(i8 %x) {\n  ret i8 %x\n}\n");
    let o = llsem(&["refine", &none, "--json"]);
    assert_eq!(status(&o), 2, "{}", stdout(&o));
}

#[test]
fn run_pointer_arguments_in_every_form() {
    let d = scratch("run-pointer-args");
    let f = file(
        &d,
        "ptrs.ll",
        "@g = global [4 x i8] c\"\\01\\02\\03\\04\"
define i8 @load(ptr %p) {\n  %v = load i8, ptr %p\n  ret i8 %v\n}
define i16 @load16(ptr %p) {\n  %v = load i16, ptr %p, align 2\n  ret i16 %v\n}
define <8 x i1> @lanes(ptr %p) {\n  %v = load <8 x i1>, ptr %p\n  ret <8 x i1> %v\n}
define i8 @alias(ptr %p, ptr %q) {\n  store i8 7, ptr %p\n  %v = load i8, ptr %q\n  ret i8 %v\n}
define i1 @same(ptr %p, ptr %q) {\n  %c = icmp eq ptr %p, %q\n  ret i1 %c\n}
",
    );
    let run = |entry: &str, args: &[&str]| {
        let mut all = vec!["run", f.as_str(), "--entry", entry, "--json"];
        for a in args {
            all.push("--arg");
            all.push(a);
        }
        json(&llsem(&all))
    };
    let value = |doc: &Json| doc["value"].as_str().unwrap_or_default().to_string();
    // Per-bit bytes: one poison bit makes an i8 poison, one lane of <8 x i1>.
    assert_eq!(value(&run("load", &["bytes:[0000000p]"])), "i8 poison");
    assert_eq!(
        value(&run("lanes", &["bytes:[1000000p]"])),
        "<8 x i1> <i1 poison, i1 false, i1 false, i1 false, i1 false, i1 false, i1 false, i1 true>"
    );
    assert_eq!(value(&run("load", &["bytes:[0101?101]"])), "i8 0b0101?101");
    // An offset into the buffer; one past the end is out of bounds.
    assert_eq!(value(&run("load", &["bytes:0a0b0c+2"])), "i8 12");
    let past = run("load", &["bytes:0a0b0c+3"]);
    assert_eq!(past["ub"]["kind"], "out-of-bounds", "{past}");
    // Misaligned by one.
    let mis = run("load16", &["bytes@2:00112233+1"]);
    assert_eq!(mis["ub"]["kind"], "misaligned-access", "{mis}");
    // Freed before the call.
    let freed = run("load", &["freed@8:16"]);
    assert_eq!(freed["ub"]["kind"], "use-after-free", "{freed}");
    // Two arguments into one buffer.
    assert_eq!(value(&run("alias", &["bytes:0000", "arg:0"])), "i8 7");
    assert_eq!(value(&run("alias", &["bytes:0000", "arg:0+1"])), "i8 0");
    assert_eq!(value(&run("same", &["bytes:0000+1", "arg:0+1"])), "i1 true");
    // Into a global.
    assert_eq!(value(&run("load", &["@g+3"])), "i8 4");
    // Bad forms are input errors.
    for bad in ["bytes:0", "bytes:[0101]", "arg:1", "@nope", "bytes:00+2"] {
        let o = llsem(&["run", &f, "--entry", "load", "--arg", bad]);
        assert_eq!(status(&o), 2, "{bad}: {}", stderr(&o));
    }
}

#[test]
fn run_vector_and_float_arguments_as_llsem_prints_them() {
    let d = scratch("run-value-args");
    let f = file(
        &d,
        "vals.ll",
        "define <2 x i8> @v(<2 x i8> %x) {\n  ret <2 x i8> %x\n}
define float @fl(float %x) {\n  ret float %x\n}
define double @db(double %x) {\n  ret double %x\n}
define { i8, i1 } @st({ i8, i1 } %x) {\n  ret { i8, i1 } %x\n}
",
    );
    for (entry, arg) in [
        ("v", "<i8 1, i8 poison>"),
        ("fl", "0x3FF0000000000000"),
        ("db", "0x8000000000000000"),
        ("st", "{ i8 -3, i1 true }"),
    ] {
        let o = llsem(&["run", &f, "--entry", entry, "--arg", arg, "--json"]);
        assert_eq!(status(&o), 0, "{entry} {arg}: {}", stderr(&o));
        let v = json(&o)["value"].as_str().unwrap_or_default().to_string();
        assert!(v.ends_with(arg), "{entry}: {v} does not end with {arg}");
    }
}

/// Issue 16: a `memset` or `memcpy` whose length comes from a parameter
/// was given a host buffer of that length before any bounds check ("capacity
/// overflow", exit 101; `refine` aborted). The accesses are checked first and
/// performed in place.
#[test]
fn memory_intrinsics_of_any_length_are_checked_not_allocated() {
    let d = scratch("memset-variable-length");
    let f = file(
        &d,
        "memset.ll",
        "define void @f(ptr %dst1, i64 %n, ptr %dst2, i8 %c) {
  call void @llvm.memset.p0.i64(ptr %dst1, i8 %c, i64 %n, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %dst2, ptr %dst1, i64 128, i1 false)
  ret void
}
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
",
    );
    for n in ["0xffffffffffffffff", "0x7fffffffffffffff", "0x100000000"] {
        let args = [
            "run",
            &f,
            "--entry",
            "f",
            "--json",
            "--arg",
            "bytes:00112233",
            "--arg",
            n,
            "--arg",
            "bytes:00",
            "--arg",
            "7",
        ];
        let o = llsem(&args);
        let doc = json(&o);
        assert_eq!(doc["ub"]["kind"], "out-of-bounds", "{n}: {doc}");
    }
    let o = llsem(&["refine", &f, &f]);
    assert_eq!(status(&o), 0, "{}", stderr(&o));
    assert!(stdout(&o).contains("refines"), "{}", stdout(&o));
}

/// `refine --json` gives a function's `vscale` values when its modules use
/// scalable vectors (which it was checked under, whether they are every
/// value it allows, and where the counterexample is), else null.
#[test]
fn refine_json_names_the_vscale_values_checked() {
    let root = env!("CARGO_MANIFEST_DIR");
    let path = |name: &str| format!("{root}/refinement-tests/vscale/{name}");
    let doc = json(&llsem(&[
        "refine",
        &path("store-load-forward.srctgt.ll"),
        "--json",
    ]));
    let f = &doc["functions"][0];
    assert_eq!(f["verdict"], "refines", "{doc}");
    assert_eq!(
        f["vscale"]["checked"],
        serde_json::json!([1, 2, 4, 8, 16]),
        "{doc}"
    );
    assert_eq!(f["vscale"]["every_allowed"], true, "{doc}");
    assert_eq!(f["vscale"]["at"], serde_json::Value::Null, "{doc}");
    let doc = json(&llsem(&[
        "refine",
        &path("vscale-times-4-to-4-wrong.srctgt.ll"),
        "--json",
    ]));
    let f = &doc["functions"][0];
    assert_eq!(f["verdict"], "not-refines", "{doc}");
    assert_eq!(
        f["vscale"]["checked"],
        serde_json::json!([1, 2, 3, 4]),
        "{doc}"
    );
    assert_eq!(f["vscale"]["every_allowed"], false, "{doc}");
    assert_eq!(f["vscale"]["at"], 2, "{doc}");
    let replay = f["counterexample"]["replay"].as_str().unwrap_or("");
    assert!(replay.contains("--vscale 2"), "{doc}");
    // Without scalable vectors, vscale does not matter.
    let doc = json(&llsem(&[
        "refine",
        &format!("{root}/refinement-tests/x86/vcvtps2ph-mxcsr-is-nearest.srctgt.ll"),
        "--json",
    ]));
    assert_eq!(
        doc["functions"][0]["vscale"],
        serde_json::Value::Null,
        "{doc}"
    );
}

/// A read-only call that is not `willreturn`, given memory a dropped store
/// changed: the difference shows only in an environment where the
/// target's call does not return. The checker makes one (`--env-diverge`)
/// so the counterexample is found whatever the seed, and its replay stops
/// at that call. The correct variant (the source stores undef, the target
/// 5: the target's call input refines the source's) stays `refines` on
/// every seed.
#[test]
fn a_call_only_the_target_makes_is_caught_on_every_seed() {
    let d = scratch("refine-diverge");
    let wrong = "@g = global i32 undef\ndeclare void @f(ptr)\n\
                 define void @src(ptr %p) {\n  store i32 1, ptr @g\n  call void @f(ptr %p) memory(argmem: read)\n  store i32 2, ptr @g\n  ret void\n}\n\
                 define void @tgt(ptr %p) {\n  call void @f(ptr %p) memory(argmem: read)\n  store i32 2, ptr @g\n  ret void\n}\n";
    let right = wrong
        .replace(
            "store i32 1, ptr @g\n  call",
            "store i32 undef, ptr @g\n  call",
        )
        .replace(
            "{\n  call void @f",
            "{\n  store i32 5, ptr @g\n  call void @f",
        );
    let wrong_file = file(&d, "wrong.srctgt.ll", wrong);
    let right_file = file(&d, "right.srctgt.ll", &right);
    for seed in 0..12 {
        let seed = seed.to_string();
        let doc = json(&llsem(&["refine", &wrong_file, "--json", "--seed", &seed]));
        let f = &doc["functions"][0];
        assert_eq!(f["verdict"], "not-refines", "seed {seed}: {doc}");
        let doc = json(&llsem(&["refine", &right_file, "--json", "--seed", &seed]));
        assert_eq!(
            doc["functions"][0]["verdict"], "refines",
            "seed {seed}: {doc}"
        );
    }
    let doc = json(&llsem(&["refine", &wrong_file, "--json"]));
    let cx = &doc["functions"][0]["counterexample"];
    let cmd = cx["replay"].as_str().expect("a replay command");
    let run = replay(cmd);
    assert_ne!(run["outcome"], "returned", "{cmd}: {run}");
}
