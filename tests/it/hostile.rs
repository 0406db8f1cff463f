//! Hostile lengths and sizes: a length that comes from the program or from
//! the refinement checker's generated inputs (up to 2^64 - 1) never sizes
//! a buffer of llsem's own. Every finding of the mutation fuzz
//! (`scripts/mutate-fuzz.py`) of the fixtures had this cause: `llvm.memset`
//! with a length from a parameter made `run` panic ("capacity overflow",
//! exit 101) and `refine` abort (exit 134) or exhaust the host's memory.
//! The `semantics/` cases pin the outcome of each such call (`set_len(-1)`,
//! `mcmp(.., -1)`, `ncpy(.., -1)`, ...); these tests run the commands that
//! crashed.

use crate::cli::{file, json, llsem, scratch, status, stderr};

/// `llsem refine F F` on files whose functions take a length from a
/// parameter: a module refines itself (or the check is inconclusive), and
/// the checker never crashes, whatever lengths its inputs hold.
#[test]
fn refining_a_module_with_itself_survives_any_length() {
    let root = env!("CARGO_MANIFEST_DIR");
    for (path, only) in [
        // The first report: `llsem refine X X --fn zero_fill` aborted.
        (
            "tests/fixtures/programs/loop_idioms.O2.ll",
            Some("zero_fill"),
        ),
        ("semantics/intrinsics/memory.ll", None),
        ("semantics/intrinsics/memory-taming.ll", None),
        ("semantics/libc/string.ll", None),
    ] {
        let f = format!("{root}/{path}");
        let mut args = vec!["refine", &f, &f, "--inputs", "48", "--json"];
        if let Some(name) = only {
            args.extend(["--fn", name]);
        }
        let o = llsem(&args);
        assert!(
            [0, 3].contains(&status(&o)),
            "{path}: exit {}\n{}",
            status(&o),
            stderr(&o)
        );
        let doc = json(&o);
        for f in doc["functions"].as_array().expect("functions") {
            assert_ne!(f["verdict"], "not-refines", "{path}: {f}");
        }
    }
}

/// The first report's `run`: `zero_fill(p, n)` lowered to `llvm.memset`
/// with a length of two billion into a one-byte buffer is out-of-bounds
/// UB, found before a byte is written.
#[test]
fn a_huge_memset_length_is_out_of_bounds_not_a_crash() {
    let path = format!(
        "{}/tests/fixtures/programs/loop_idioms.O2.ll",
        env!("CARGO_MANIFEST_DIR")
    );
    let o = llsem(&[
        "run",
        &path,
        "--entry",
        "zero_fill",
        "--arg",
        "bytes:00",
        "--arg",
        "2000000000",
        "--json",
    ]);
    assert_eq!(status(&o), 70, "{}", stderr(&o));
    let doc = json(&o);
    assert_eq!(doc["ub"]["kind"], "out-of-bounds", "{doc}");
    let message = doc["ub"]["message"].as_str().unwrap_or_default();
    assert!(message.contains("2000000000 bytes"), "{message}");
}

/// Every length-taking C function and intrinsic with the largest length,
/// in one program each, ends with UB (never a crash, never a bound).
#[test]
fn every_length_taking_function_checks_the_length_first() {
    let d = scratch("hostile-lengths");
    let calls = [
        "call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 %n, i1 false)",
        "call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %b, i64 %n, i1 false)",
        "call void @llvm.memmove.p0.p0.i64(ptr %a, ptr %b, i64 %n, i1 false)",
        "call ptr @memset(ptr %a, i32 0, i64 %n)",
        "call ptr @memmove(ptr %a, ptr %b, i64 %n)",
        "call i32 @memcmp(ptr %a, ptr %b, i64 %n)",
        "call ptr @memchr(ptr %a, i32 1, i64 %n)",
        "call ptr @strncpy(ptr %a, ptr %b, i64 %n)",
        "call ptr @strncat(ptr %a, ptr %b, i64 %n)",
        "call i64 @strnlen(ptr %a, i64 %n)",
        "call i32 @strncmp(ptr %a, ptr %b, i64 %n)",
        "call ptr @strndup(ptr %a, i64 %n)",
        "call i64 @fwrite(ptr %a, i64 1, i64 %n, ptr %out)",
        "call i32 (ptr, i64, ptr, ...) @snprintf(ptr %a, i64 %n, ptr %b)",
        "call void @qsort(ptr %a, i64 %n, i64 1, ptr @cmp)",
    ];
    for (i, call) in calls.iter().enumerate() {
        let result = if call.starts_with("call void") {
            ""
        } else {
            "%r = "
        };
        let text = format!(
            "@stdout = external global ptr
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare ptr @memset(ptr, i32, i64)
declare ptr @memmove(ptr, ptr, i64)
declare i32 @memcmp(ptr, ptr, i64)
declare ptr @memchr(ptr, i32, i64)
declare ptr @strncpy(ptr, ptr, i64)
declare ptr @strncat(ptr, ptr, i64)
declare i64 @strnlen(ptr, i64)
declare i32 @strncmp(ptr, ptr, i64)
declare ptr @strndup(ptr, i64)
declare i64 @fwrite(ptr, i64, i64, ptr)
declare i32 @snprintf(ptr, i64, ptr, ...)
declare void @qsort(ptr, i64, i64, ptr)
define i32 @cmp(ptr %x, ptr %y) {{
  ret i32 0
}}
define void @f(i64 %n) {{
  %a = alloca [8 x i8]
  %b = alloca [8 x i8]
  store i64 0, ptr %a
  store i64 0, ptr %b
  %out = load ptr, ptr @stdout
  {result}{call}
  ret void
}}
"
        );
        let f = file(&d, &format!("call{i}.ll"), &text);
        let o = llsem(&["run", &f, "--entry", "f", "--arg", "-1", "--json"]);
        let doc = json(&o);
        assert!(
            doc["outcome"] == "ub" || doc["outcome"] == "returned",
            "`{call}` with length 2^64 - 1: {doc}"
        );
    }
}

/// A module nested nearly as deeply as the parser accepts: a constant
/// expression 4990 `getelementptr`s deep, metadata 4990 levels deep, and a
/// struct value 600 levels deep that is loaded, frozen and returned (its
/// text is quadratic in the depth, as LLVM's is). `run` and `refine` work
/// on threads large enough for them (`parse::NESTING_STACK_BYTES`), so none
/// overflows a stack; refine's inputs run on rayon's threads.
#[test]
fn deeply_nested_modules_run_and_refine_without_overflowing_a_stack() {
    let depth = 4990;
    let mut gep = String::from("ptr @g");
    for _ in 0..depth {
        gep = format!("ptr getelementptr (i8, {gep}, i64 1)");
    }
    let md = format!("{}{}", "!{".repeat(depth), "}".repeat(depth));
    let (mut ty, mut val) = (String::from("i32"), String::from("i32 7"));
    for _ in 0..600 {
        ty = format!("{{ {ty} }}");
        val = format!("{ty} {{ {val} }}");
    }
    let init = &val[ty.len() + 1..];
    let text = format!(
        "@g = global [8 x i8] zeroinitializer\n@p = global {gep}\n@s = global {ty} {init}\n\
         define i64 @offset() {{\n  %v = load ptr, ptr @p\n  %i = ptrtoint ptr %v to i64\n  \
         %j = ptrtoint ptr @g to i64\n  %k = sub i64 %i, %j\n  ret i64 %k, !deep !0\n}}\n\
         define {ty} @nest() {{\n  %v = load {ty}, ptr @s\n  %w = freeze {ty} %v\n  ret {ty} %w\n}}\n\
         !0 = {md}\n"
    );
    let dir = scratch("deep-nesting");
    let path = file(&dir, "deep.ll", &text);
    let o = llsem(&["run", &path, "--entry", "offset", "--json"]);
    assert_eq!(json(&o)["value"], format!("i64 {depth}"), "{}", stderr(&o));
    let o = llsem(&["run", &path, "--entry", "nest", "--json"]);
    let value = json(&o)["value"].as_str().expect("a value").to_string();
    assert_eq!(value, format!("{ty} {init}"));
    let o = llsem(&["refine", &path, &path, "--json"]);
    assert_eq!(status(&o), 0, "{}", stderr(&o));
    for f in json(&o)["functions"].as_array().expect("functions") {
        assert_eq!(f["verdict"], "refines", "{f}");
    }
}
