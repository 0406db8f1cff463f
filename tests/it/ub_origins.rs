//! UB reports that explain: the C file, line, column and line text from
//! the instruction's `!dbg` location when the module has debug info
//! (`tests/fixtures/ub/origins.c`, compiled by `scripts/gen-ub-fixtures.sh`).

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
