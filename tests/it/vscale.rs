//! Scalable vectors outside the machine: which functions a check runs under
//! several values of `vscale` (`syntax::vscale_use`), and types printed as
//! written (`<vscale x 4 x i32>`) in results, traces and counterexamples
//! whatever value the run fixed.

use llsem::parse::parse_module;
use llsem::syntax::SourceFile;
use llsem::syntax::vscale_use::vscale_dependent;

use crate::cli::{file, json, llsem, scratch, stderr, stdout};

/// The functions of `text` that depend on `vscale`, by name.
fn dependent(text: &str) -> Vec<String> {
    let m = parse_module(SourceFile::new("t.ll", text)).expect("a valid module");
    let deps = vscale_dependent(&m);
    m.functions
        .iter()
        .zip(deps)
        .filter(|(_, d)| *d)
        .map(|(f, _)| f.name.to_string())
        .collect()
}

#[test]
fn a_function_depends_on_vscale_through_its_types_constants_and_llvm_vscale() {
    let deps = dependent(
        "define void @local(ptr %p) {
  %v = load <vscale x 2 x i8>, ptr %p
  ret void
}
define i64 @sizeof() {
  ret i64 ptrtoint (ptr getelementptr (<vscale x 1 x i64>, ptr null, i64 1) to i64)
}
define ptr @gep(ptr %p) {
  %q = getelementptr <vscale x 4 x i32>, ptr %p, i64 1
  ret ptr %q
}
define void @alloca() {
  %a = alloca { <vscale x 2 x i64>, <vscale x 2 x i64> }
  ret void
}
define i64 @asks() {
  %v = call i64 @llvm.vscale.i64()
  ret i64 %v
}
define void @param(<vscale x 1 x i1> %m) {
  ret void
}
define i32 @plain(i32 %x) {
  %v = insertelement <4 x i32> poison, i32 %x, i64 0
  %e = extractelement <4 x i32> %v, i64 0
  ret i32 %e
}
declare i64 @llvm.vscale.i64()
",
    );
    assert_eq!(
        deps,
        [
            "local",
            "sizeof",
            "gep",
            "alloca",
            "asks",
            "param",
            "llvm.vscale.i64"
        ]
    );
}

#[test]
fn a_function_depends_on_vscale_through_what_it_can_call() {
    // @calls reaches @uses by a direct call, @via_global through a global
    // holding its address, @indirect by an indirect call while @uses's
    // address is taken, @env by a call of the environment (which may call
    // back a function whose address it is given); @other and @pure reach
    // nothing that uses vscale.
    let deps = dependent(
        "@table = global ptr @uses
define i64 @uses() {
  %v = call i64 @llvm.vscale.i64()
  ret i64 %v
}
define i64 @calls() {
  %v = call i64 @uses()
  ret i64 %v
}
define ptr @via_global() {
  %p = load ptr, ptr @table
  ret ptr %p
}
define i64 @indirect(ptr %f) {
  %v = call i64 %f()
  ret i64 %v
}
define void @env(ptr %p) {
  call void @qsort(ptr %p, i64 1, i64 1, ptr @cmp)
  ret void
}
define i32 @cmp(ptr %a, ptr %b) {
  ret i32 0
}
define i64 @other() {
  %v = call i64 @pure(i64 1)
  ret i64 %v
}
define i64 @pure(i64 %x) {
  ret i64 %x
}
declare i64 @llvm.vscale.i64()
declare void @qsort(ptr, i64, i64, ptr)
",
    );
    assert_eq!(
        deps,
        [
            "uses",
            "calls",
            "via_global",
            "indirect",
            "env",
            "llvm.vscale.i64"
        ]
    );
    // Without a taken function that uses vscale, unknown callees add
    // nothing.
    let deps = dependent(
        "define i64 @uses() {
  %v = call i64 @llvm.vscale.i64()
  ret i64 %v
}
define i64 @indirect(ptr %f) {
  %v = call i64 %f()
  ret i64 %v
}
define void @env(ptr %p) {
  call void @free(ptr %p)
  ret void
}
declare i64 @llvm.vscale.i64()
declare void @free(ptr)
",
    );
    assert_eq!(deps, ["uses", "llvm.vscale.i64"]);
}

/// `refine --json`: in a module with scalable vectors, the pair that uses
/// them is checked under each value of its plan, the pair that does not
/// once (`"depends": false`, its one value standing for all), with the
/// same verdicts as before.
#[test]
fn refine_checks_only_the_functions_that_depend_on_vscale_under_several_values() {
    let dir = scratch("vscale-depends");
    let f = file(
        &dir,
        "m.srctgt.ll",
        "define <vscale x 2 x i8> @src(<vscale x 2 x i8> %v) {
  %r = add <vscale x 2 x i8> %v, splat (i8 1)
  ret <vscale x 2 x i8> %r
}
define <vscale x 2 x i8> @tgt(<vscale x 2 x i8> %v) {
  %r = add nuw <vscale x 2 x i8> %v, splat (i8 1)
  ret <vscale x 2 x i8> %r
}
define i32 @src2(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}
define i32 @tgt2(i32 %x) {
  %r = sub i32 %x, -1
  ret i32 %r
}
define i32 @src3(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}
define i32 @tgt3(i32 %x) {
  %r = add nuw i32 %x, 1
  ret i32 %r
}
",
    );
    let doc = json(&llsem(&["refine", &f, "--json"]));
    let fs = &doc["functions"];
    assert_eq!(fs[0]["verdict"], "not-refines", "{doc}");
    assert_eq!(fs[0]["vscale"]["checked"], serde_json::json!([1, 2, 3, 4]));
    assert_eq!(fs[0]["vscale"]["depends"], true, "{doc}");
    assert_eq!(fs[0]["vscale"]["every_allowed"], false, "{doc}");
    let args = &fs[0]["counterexample"]["args"][0];
    assert!(
        args.as_str()
            .unwrap_or("")
            .starts_with("<vscale x 2 x i8> <i8 "),
        "{doc}"
    );
    // Refines: once, every value covered.
    assert_eq!(fs[1]["verdict"], "refines", "{doc}");
    assert_eq!(fs[1]["vscale"]["checked"], serde_json::json!([1]), "{doc}");
    assert_eq!(fs[1]["vscale"]["depends"], false, "{doc}");
    assert_eq!(fs[1]["vscale"]["every_allowed"], true, "{doc}");
    assert_eq!(fs[1]["vscale"]["at"], serde_json::Value::Null, "{doc}");
    let reason = fs[1]["reason"].as_str().unwrap_or("");
    assert!(reason.contains("do not depend on vscale"), "{doc}");
    // Does not refine: found at the one value, replayed without --vscale.
    assert_eq!(fs[2]["verdict"], "not-refines", "{doc}");
    assert_eq!(fs[2]["vscale"]["checked"], serde_json::json!([1]), "{doc}");
    assert_eq!(fs[2]["vscale"]["at"], 1, "{doc}");
    assert_eq!(fs[2]["vscale"]["depends"], false, "{doc}");
    let replay = fs[2]["counterexample"]["replay"].as_str().unwrap_or("");
    assert!(!replay.contains("--vscale"), "{doc}");
}

/// A run under `--vscale 2` prints `<vscale x 4 x i32>` with its eight
/// lanes, in the result, the trace and `--json`, and a fixed vector of the
/// same length beside it still prints fixed.
#[test]
fn scalable_types_print_as_written_under_a_fixed_vscale() {
    let dir = scratch("vscale-print");
    let f = file(
        &dir,
        "p.ll",
        "define <vscale x 4 x i32> @f(<vscale x 4 x i32> %v, <8 x i32> %w) {
  %r = add nsw <vscale x 4 x i32> %v, splat (i32 2147483647)
  %s = add <8 x i32> %w, splat (i32 1)
  ret <vscale x 4 x i32> %r
}
",
    );
    let lanes = "<i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 -1>";
    let args = [
        "run", &f, "--entry", "f", "--vscale", "2", "--trace", "--arg", lanes, "--arg", lanes,
    ];
    let o = llsem(&args);
    let result = "<vscale x 4 x i32> <i32 poison, i32 2147483647, i32 2147483647, \
                  i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, \
                  i32 2147483646>";
    let (out, err) = (stdout(&o), stderr(&o));
    assert!(err.contains(&format!("returned {result}")), "{out}{err}");
    assert!(err.contains(&format!("; => {result}")), "{err}");
    assert!(
        err.contains("%s = add <8 x i32> %w, splat (i32 1)  ; => <8 x i32> <i32 2,"),
        "{err}"
    );
    assert!(!err.contains("<vscale x 8"), "{err}");
    let mut json_args = args.to_vec();
    json_args.retain(|a| *a != "--trace");
    json_args.push("--json");
    let doc = json(&llsem(&json_args));
    let text = doc.to_string();
    assert!(text.contains("<vscale x 4 x i32> <i32 poison, "), "{doc}");
}

/// A function that calls `get.vector.length` depends on `vscale` (its
/// scalable form counts lanes in it), and its `refines` says the length
/// came from one hardware policy and does not claim its inputs exhaustive.
#[test]
fn get_vector_length_makes_a_function_depend_on_vscale_and_its_refines_say_one_policy() {
    let d = scratch("vscale-evl");
    let f = file(
        &d,
        "evl.srctgt.ll",
        "declare i32 @llvm.experimental.get.vector.length.i32(i32, i32 immarg, i1 immarg)
define i32 @src(i1 %b) {
  %n = zext i1 %b to i32
  %r = call i32 @llvm.experimental.get.vector.length.i32(i32 %n, i32 4, i1 true)
  ret i32 %r
}
define i32 @tgt(i1 %b) {
  %r = zext i1 %b to i32
  ret i32 %r
}
",
    );
    let doc = json(&llsem(&["refine", &f, "--json"]));
    assert_eq!(doc["functions"][0]["vscale"]["depends"], true, "{doc}");
    // With `vscale` fixed, one check covers the function, and its length
    // still took one policy.
    for fixed in [&[][..], &["--vscale", "2"][..]] {
        let doc = json(&llsem(&[&["refine", &f, "--json"][..], fixed].concat()));
        let f0 = &doc["functions"][0];
        assert_eq!(f0["verdict"], "refines", "{doc}");
        assert!(
            f0["reason"]
                .as_str()
                .unwrap_or("")
                .contains("get.vector.length took one hardware policy"),
            "{doc}"
        );
        assert_eq!(f0["exploration"]["inputs"]["exhaustive"], false, "{doc}");
    }
}
