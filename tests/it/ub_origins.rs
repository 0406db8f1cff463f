//! UB reports that explain: the C file, line, column and line text from
//! the instruction's `!dbg` location when the module has debug info
//! (`tests/fixtures/ub/origins.c`, compiled by `scripts/gen-ub-fixtures.sh`),
//! and where a poison or undef operand came from (`src/sem/origin.rs`).

use crate::cli::{json, llsem, status, stderr};

fn fixture() -> String {
    format!(
        "{}/tests/fixtures/ub/origins.O0g.ll",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// The report of a branch on poison names the C line of the branch and
/// quotes it; the JSON document has the same in `ub.source`.
#[test]
fn a_report_shows_the_c_line_of_the_instruction() {
    let f = fixture();
    let o = llsem(&["run", &f, "--entry", "overflow"]);
    assert_eq!(status(&o), 70, "{}", stderr(&o));
    let report = stderr(&o);
    assert!(
        report.contains("  source origins.c:11:9 (in overflow)\n    11 |   if (y > 0)\n"),
        "{report}"
    );
    let doc = json(&llsem(&["run", &f, "--entry", "overflow", "--json"]));
    let source = &doc["ub"]["source"];
    assert_eq!(source["file"], "origins.c", "{doc}");
    assert_eq!(source["line"], 11);
    assert_eq!(source["column"], 9);
    assert_eq!(source["function"], "overflow");
    assert_eq!(source["text"], "  if (y > 0)");
}

/// A module without debug info has no source part (`null` in JSON).
#[test]
fn without_debug_info_there_is_no_source_part() {
    let d = crate::cli::scratch("no-dbg");
    let f = crate::cli::file(
        &d,
        "plain.ll",
        "define i32 @f(i32 %x) {\n  %q = sdiv i32 1, %x\n  ret i32 %q\n}\n",
    );
    let o = llsem(&["run", &f, "--entry", "f", "--arg", "0", "--json"]);
    let doc = json(&o);
    assert_eq!(doc["outcome"], "ub");
    assert!(doc["ub"]["source"].is_null(), "{doc}");
    let o = llsem(&["run", &f, "--entry", "f", "--arg", "0"]);
    assert!(!stderr(&o).contains("  source "), "{}", stderr(&o));
}

/// The origins `llsem run --json` reports for `entry` of `file`.
fn origins(file: &str, entry: &str, args: &[&str]) -> Vec<serde_json::Value> {
    let mut cmd = vec!["run", file, "--entry", entry, "--json"];
    for a in args {
        cmd.extend(["--arg", a]);
    }
    let doc = json(&llsem(&cmd));
    assert_eq!(doc["outcome"], "ub", "{doc}");
    doc["ub"]["origins"].as_array().cloned().unwrap_or_default()
}

/// The one origin of the UB of `entry` (asserting there is exactly one).
fn only_origin(file: &str, entry: &str, args: &[&str]) -> serde_json::Value {
    let o = origins(file, entry, args);
    assert_eq!(o.len(), 1, "{o:?}");
    o[0].clone()
}

/// A signed overflow in C is reported at the `br` that used the poison,
/// with the `add nsw` that made it (in the callee, through its return, a
/// store and a load of the local `y`), its values, and its C line.
#[test]
fn signed_overflow_names_the_add_that_made_the_poison() {
    let f = fixture();
    let o = llsem(&["run", &f, "--entry", "overflow"]);
    let report = stderr(&o);
    assert!(
        report.contains("  origin %6 is poison from `%4 = add nsw i32 %3, 1` ("),
        "{report}"
    );
    assert!(
        report.contains("origins.O0g.ll:37:3, in @bump): `add nsw` overflowed on 2147483647 + 1\n"),
        "{report}"
    );
    assert!(
        report.contains("      6 | static int bump(int x) { return x + 1; }\n"),
        "{report}"
    );
    let o = only_origin(&f, "overflow", &[]);
    assert_eq!(o["operand"], "%6");
    assert_eq!(o["value"], "poison");
    assert_eq!(o["function"], "bump");
    assert_eq!(o["line"], 37);
    assert_eq!(o["instruction"], "%4 = add nsw i32 %3, 1");
    assert_eq!(o["reason"], "`add nsw` overflowed on 2147483647 + 1");
    assert_eq!(o["source"]["line"], 6);
    assert_eq!(o["source"]["column"], 35);
}

/// A branch on a read of an uninitialized local names the load.
#[test]
fn uninitialized_read_names_the_load() {
    let o = only_origin(&fixture(), "uninit", &[]);
    assert_eq!(o["value"], "undef");
    assert_eq!(o["instruction"], "%3 = load i32, ptr %2, align 4");
    assert!(
        o["reason"]
            .as_str()
            .is_some_and(|r| r.contains("uninitialized memory")),
        "{o:?}"
    );
    assert_eq!(o["source"]["line"], 18);
}

/// An over-wide shift names the `shl` and its width.
#[test]
fn over_wide_shift_names_the_shift() {
    let o = only_origin(&fixture(), "shift", &["3"]);
    assert_eq!(o["instruction"], "%7 = shl i32 %6, 40");
    assert_eq!(
        o["reason"],
        "`shl` shifts 3 by 40, not less than the width 32"
    );
    assert_eq!(o["source"]["line"], 24);
}

/// The origin follows bytes through `llvm.memcpy`.
#[test]
fn origins_follow_memcpy() {
    let o = only_origin(&fixture(), "copied", &[]);
    assert_eq!(o["instruction"], "%6 = add nsw i32 %5, 1");
    assert_eq!(o["source"]["line"], 34);
}

/// Through phis and a select: the poison made in the third iteration of a
/// loop is reported there, with the values of that iteration, not at a
/// later `add` that only passed it on.
#[test]
fn origins_follow_phis_and_selects() {
    let d = crate::cli::scratch("origins-phi");
    let f = crate::cli::file(
        &d,
        "loop.ll",
        "define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %acc = phi i32 [ 2147483640, %entry ], [ %sum, %loop ]
  %sum = add nsw i32 %acc, 3
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  %pick = select i1 true, i32 %sum, i32 0
  %c = icmp sgt i32 %pick, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}
",
    );
    let o = only_origin(&f, "f", &["5"]);
    assert_eq!(o["operand"], "%c");
    assert_eq!(o["instruction"], "%sum = add nsw i32 %acc, 3");
    assert_eq!(o["reason"], "`add nsw` overflowed on 2147483646 + 3");
    assert_eq!(o["line"], 7);
    assert!(o["source"].is_null());
}

/// A UB whose operands are all defined has no origins.
#[test]
fn defined_operands_have_no_origin() {
    let d = crate::cli::scratch("origins-none");
    let f = crate::cli::file(
        &d,
        "div.ll",
        "define i32 @f(i32 %x) {\n  %q = sdiv i32 1, %x\n  ret i32 %q\n}\n",
    );
    assert!(origins(&f, "f", &["0"]).is_empty());
}

/// Entries whose UB operand's poison or undef went through memory by
/// paths other than a plain store and load.
const THROUGH_MEMORY: &str = r#"
@g = global i32 undef
%pair = type { i32, i32 }

declare ptr @malloc(i64)
declare ptr @realloc(ptr, i64)
declare void @qsort(ptr, i64, i64, ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define i32 @branch_on(i32 %v) {
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 0
}

define i32 @reallocated(i32 %x) {
  %p = call ptr @malloc(i64 4)
  %bad = add nsw i32 %x, 1
  store i32 %bad, ptr %p
  %q = call ptr @realloc(ptr %p, i64 64)
  %v = load i32, ptr %q
  %r = call i32 @branch_on(i32 %v)
  ret i32 %r
}

define i32 @by_key(ptr %l, ptr %r) {
  %a = load i32, ptr %l
  %b = load i32, ptr %r
  %d = sub i32 %a, %b
  ret i32 %d
}

define i32 @sorted(i32 %x) {
  %arr = alloca [3 x %pair]
  %e1 = getelementptr %pair, ptr %arr, i64 1
  %e2 = getelementptr %pair, ptr %arr, i64 2
  store i32 3, ptr %arr
  store i32 0, ptr %e1
  store i32 1, ptr %e2
  %p0 = getelementptr %pair, ptr %arr, i64 0, i32 1
  %p1 = getelementptr %pair, ptr %arr, i64 1, i32 1
  %p2 = getelementptr %pair, ptr %arr, i64 2, i32 1
  %bad = add nsw i32 %x, 1
  store i32 7, ptr %p0
  store i32 %bad, ptr %p1
  store i32 9, ptr %p2
  call void @qsort(ptr %arr, i64 3, i64 8, ptr @by_key)
  %first = load i32, ptr %p0
  %r = call i32 @branch_on(i32 %first)
  ret i32 %r
}

define i32 @filled(i8 %x) {
  %p = alloca i32
  %bad = add nuw i8 %x, 1
  call void @llvm.memset.p0.i64(ptr %p, i8 %bad, i64 4, i1 false)
  %v = load i32, ptr %p
  %r = call i32 @branch_on(i32 %v)
  ret i32 %r
}

define i32 @filled_constant() {
  %p = alloca i32
  call void @llvm.memset.p0.i64(ptr %p, i8 poison, i64 4, i1 false)
  %v = load i32, ptr %p
  %r = call i32 @branch_on(i32 %v)
  ret i32 %r
}

define i32 @global_undef() {
  %v = load i32, ptr @g
  %r = call i32 @branch_on(i32 %v)
  ret i32 %r
}

define i32 @read_byval(ptr byval(%pair) %s) {
  %f = getelementptr %pair, ptr %s, i64 0, i32 1
  %v = load i32, ptr %f
  %r = call i32 @branch_on(i32 %v)
  ret i32 %r
}

define i32 @passed_byval(i32 %x) {
  %s = alloca %pair
  %f = getelementptr %pair, ptr %s, i64 0, i32 1
  %bad = add nsw i32 %x, 1
  store i32 0, ptr %s
  store i32 %bad, ptr %f
  %r = call i32 @read_byval(ptr byval(%pair) %s)
  ret i32 %r
}
"#;

/// The one origin of the UB of `entry` of [`THROUGH_MEMORY`].
fn through_memory(entry: &str, args: &[&str]) -> serde_json::Value {
    let d = crate::cli::scratch(&format!("origins-memory-{entry}"));
    let f = crate::cli::file(&d, "memory.ll", THROUGH_MEMORY);
    only_origin(&f, entry, args)
}

/// `realloc` moves the bytes' origins into the new block.
#[test]
fn origins_follow_realloc() {
    let o = through_memory("reallocated", &["2147483647"]);
    assert_eq!(o["instruction"], "%bad = add nsw i32 %x, 1");
    assert_eq!(o["reason"], "`add nsw` overflowed on 2147483647 + 1");
}

/// `qsort` moves each element's origins with it: the poison payload of
/// the element with the smallest key ends first.
#[test]
fn origins_follow_qsort() {
    let o = through_memory("sorted", &["2147483647"]);
    assert_eq!(o["function"], "sorted");
    assert_eq!(o["instruction"], "%bad = add nsw i32 %x, 1");
}

/// `llvm.memset` gives its destination the fill value's origin, or names
/// itself when the fill is a poison constant.
#[test]
fn origins_follow_memset() {
    let o = through_memory("filled", &["255"]);
    assert_eq!(o["instruction"], "%bad = add nuw i8 %x, 1");
    assert_eq!(
        o["reason"],
        "`add nuw` wrapped around as unsigned on 255 + 1"
    );
    let o = through_memory("filled_constant", &[]);
    assert_eq!(
        o["instruction"],
        "call void @llvm.memset.p0.i64(ptr %p, i8 poison, i64 4, i1 false)"
    );
    assert_eq!(o["reason"], "fills memory with the constant poison");
}

/// A `byval` argument's hidden copy carries the origins of the caller's
/// bytes.
#[test]
fn origins_follow_byval_copies() {
    let o = through_memory("passed_byval", &["2147483647"]);
    assert_eq!(o["function"], "passed_byval");
    assert_eq!(o["instruction"], "%bad = add nsw i32 %x, 1");
}

/// Undef bytes of a global's initializer are called that, not
/// uninitialized memory.
#[test]
fn a_global_initializer_is_named_as_the_origin() {
    let o = through_memory("global_undef", &[]);
    assert_eq!(o["value"], "undef");
    assert_eq!(o["instruction"], "%v = load i32, ptr @g");
    assert_eq!(
        o["reason"],
        "loads bytes of @g that its initializer leaves poison or undef"
    );
}

/// `refine --json` of a `src`/`tgt` pair in one file.
fn refine_json(name: &str, text: &str) -> serde_json::Value {
    let d = crate::cli::scratch(name);
    let f = crate::cli::file(&d, "pair.srctgt.ll", text);
    json(&llsem(&["refine", &f, "--json"]))
}

/// A counterexample names where the target's poison came from: the `add
/// nsw` that the target added, with the values of the counterexample
/// (`noundef` keeps poison and undef out of the inputs, so that the
/// counterexample is the overflow).
#[test]
fn a_refine_counterexample_names_the_origin_of_the_targets_poison() {
    let doc = refine_json(
        "origins-refine-poison",
        "define i32 @src(i32 noundef %x) {\n  %a = add i32 %x, 1\n  ret i32 %a\n}\n\
         define i32 @tgt(i32 noundef %x) {\n  %a = add nsw i32 %x, 1\n  ret i32 %a\n}\n",
    );
    let cx = &doc["functions"][0]["counterexample"];
    assert_eq!(doc["verdict"], "not-refines", "{doc}");
    let o = &cx["target_origins"][0];
    assert_eq!(o["operand"], "the returned value", "{cx}");
    assert_eq!(o["value"], "poison");
    assert_eq!(o["function"], "tgt");
    assert_eq!(o["instruction"], "%a = add nsw i32 %x, 1");
    assert_eq!(o["reason"], "`add nsw` overflowed on 2147483647 + 1");
}

/// For a target UB, the origins of its poison operands; for the other
/// checks (here a different value), none.
#[test]
fn a_refine_counterexample_names_the_origins_of_the_targets_ub() {
    let doc = refine_json(
        "origins-refine-ub",
        "define i32 @src(i32 noundef %x) {\n  ret i32 0\n}\n\
         define i32 @tgt(i32 noundef %x) {\n  %a = add nsw i32 %x, 1\n  %c = icmp slt i32 %a, %x\n  \
         br i1 %c, label %y, label %n\ny:\n  ret i32 0\nn:\n  ret i32 0\n}\n\
         define i32 @src2(i32 noundef %x) {\n  ret i32 0\n}\n\
         define i32 @tgt2(i32 noundef %x) {\n  ret i32 1\n}\n",
    );
    let ub = &doc["functions"][0]["counterexample"];
    assert_eq!(ub["target_origins"][0]["operand"], "%c", "{ub}");
    assert_eq!(ub["target_origins"][0]["function"], "tgt");
    assert_eq!(
        ub["target_origins"][0]["instruction"],
        "%a = add nsw i32 %x, 1"
    );
    assert_eq!(ub["target_origins"].as_array().map(Vec::len), Some(1));
    let value = &doc["functions"][1]["counterexample"];
    assert_eq!(value["target_origins"], serde_json::json!([]), "{value}");
}

/// A run that returns poison says where it came from (text and JSON); a
/// run that returns a defined value has no `return_origins`.
#[test]
fn a_returned_poison_names_its_origin() {
    let d = crate::cli::scratch("return-origin");
    let f = crate::cli::file(
        &d,
        "ret.ll",
        "define i32 @f(i32 %x) {\n  %a = add nsw i32 %x, 1\n  ret i32 %a\n}\n",
    );
    let o = llsem(&["run", &f, "--entry", "f", "--arg", "2147483647"]);
    assert!(
        stderr(&o).contains("origin the returned value is poison from `%a = add nsw i32 %x, 1` (",),
        "{}",
        stderr(&o)
    );
    let doc = json(&llsem(&[
        "run",
        &f,
        "--entry",
        "f",
        "--arg",
        "2147483647",
        "--json",
    ]));
    let origins = doc["return_origins"].as_array().expect("return_origins");
    assert_eq!(origins.len(), 1, "{doc}");
    assert_eq!(origins[0]["value"], "poison");
    assert_eq!(origins[0]["line"], 2);
    assert_eq!(origins[0]["instruction"], "%a = add nsw i32 %x, 1");
    let doc = json(&llsem(&["run", &f, "--entry", "f", "--arg", "5", "--json"]));
    assert_eq!(doc["value"], "i32 6");
    assert!(doc.get("return_origins").is_none(), "{doc}");
}
