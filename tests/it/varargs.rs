//! A variadic function reading more arguments than its caller passed
//! (C's `va_arg` with no next argument; `src/sem/runtime/varargs.rs`).
//!
//! Where llsem reads the argument itself (the `va_arg` instruction, on
//! either `va_list` ABI) it is immediate UB `vararg-out-of-range`, reported
//! at the `va_arg`. Where clang lowered `va_arg` inline (x86-64), the
//! program reads the `va_list`'s areas with ordinary loads: a register
//! slot no argument filled holds poison, and reading past the end of the
//! overflow area is out of bounds.

use std::path::Path;
use std::sync::Arc;

use llsem::model::Model;
use llsem::oracle::RandomOracle;
use llsem::report::place;
use llsem::sem::program::Program;
use llsem::sem::run::{RunOptions, RunResult, run_function};
use llsem::sem::stop::Stop;
use llsem::syntax::SourceFile;
use llsem::value::Value;

/// Runs `@main` of `src` with seed 0, tracing if asked.
fn run(src: &str, trace: bool) -> (Program, RunResult) {
    let module = llsem::parse::load(SourceFile::new("va.ll", src.to_string()))
        .unwrap_or_else(|d| panic!("test module does not load: {}", d.message));
    let prog = Program::new(Arc::new(module), Model::default())
        .unwrap_or_else(|e| panic!("test module does not compile: {}", e.message));
    let main = prog.module.function_by_name("main").expect("@main exists");
    let opts = RunOptions {
        trace,
        ..RunOptions::default()
    };
    let r = run_function(&prog, main, Vec::new(), &mut RandomOracle::new(0), &opts);
    (prog, r)
}

/// `kind: message at @function %block line:column` of a UB stop, or a
/// panic saying how the run ended.
fn ub_at(prog: &Program, r: &RunResult) -> String {
    let Stop::Ub(ub) = &r.stop else {
        panic!("expected immediate UB, got {:?}", r.stop);
    };
    let loc = r.location.as_ref().expect("UB has a location");
    let p = place(&prog.module, loc);
    format!(
        "{}: {} at @{} %{} {}:{}",
        ub.kind.name(),
        ub.message,
        p.function,
        p.block,
        p.line,
        p.column
    )
}

/// A variadic `@f` that reads `reads` (one `va_arg` of type `ty` each),
/// called by `@main` with `call`; `triple` is the target triple line.
fn module(triple: &str, ty: &str, reads: usize, call: &str) -> String {
    let mut body = String::new();
    for i in 0..reads {
        body.push_str(&format!("  %a{i} = va_arg ptr %ap, {ty}\n"));
    }
    format!(
        "{triple}
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)
define void @f(i32 %n, ...) {{
entry:
  %ap = alloca [32 x i8], align 16
  call void @llvm.va_start.p0(ptr %ap)
{body}  ret void
}}
define void @main() {{
entry:
  {call}
  ret void
}}"
    )
}

const X86_64: &str = "target triple = \"x86_64-pc-linux-gnu\"";

#[test]
fn va_arg_past_the_register_arguments_is_ub() {
    // One i32 in a general-purpose register slot, then none.
    let src = module(X86_64, "i32", 2, "call void (i32, ...) @f(i32 1, i32 7)");
    let (prog, r) = run(&src, false);
    assert_eq!(
        ub_at(&prog, &r),
        "vararg-out-of-range: va_arg reads past the last variadic argument at @f %entry 9:3"
    );
    // One double in a vector register slot, then none.
    let src = module(
        X86_64,
        "double",
        2,
        "call void (i32, ...) @f(i32 1, double 2.0)",
    );
    let (prog, r) = run(&src, false);
    assert_eq!(
        ub_at(&prog, &r),
        "vararg-out-of-range: va_arg reads past the last variadic argument at @f %entry 9:3"
    );
    // No variadic argument at all: the first read is already past them.
    let src = module(X86_64, "i64", 1, "call void (i32, ...) @f(i32 0)");
    let (prog, r) = run(&src, false);
    assert_eq!(
        ub_at(&prog, &r),
        "vararg-out-of-range: va_arg reads past the last variadic argument at @f %entry 8:3"
    );
}

#[test]
fn va_arg_past_the_overflow_area_is_ub() {
    // %n takes one register: five i64 go to registers, the sixth to the
    // overflow area; the seventh read is past it.
    let call = "call void (i32, ...) @f(i32 6, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6)";
    let (_, r) = run(&module(X86_64, "i64", 6, call), false);
    assert!(matches!(r.stop, Stop::Returned(None)), "{:?}", r.stop);
    let (prog, r) = run(&module(X86_64, "i64", 7, call), false);
    assert_eq!(
        ub_at(&prog, &r),
        "vararg-out-of-range: va_arg reads past the last variadic argument at @f %entry 14:3"
    );
}

#[test]
fn va_arg_past_a_pointer_va_list_is_ub() {
    // Without a triple, the va_list is a pointer into one argument area.
    let call = "call void (i32, ...) @f(i32 2, i32 1, i32 2)";
    let (_, r) = run(&module("", "i32", 2, call), false);
    assert!(matches!(r.stop, Stop::Returned(None)), "{:?}", r.stop);
    let (prog, r) = run(&module("", "i32", 3, call), false);
    assert_eq!(
        ub_at(&prog, &r),
        "vararg-out-of-range: va_arg reads past the last variadic argument at @f %entry 10:3"
    );
}

#[test]
fn a_copied_va_list_ends_where_the_original_does() {
    let src = format!(
        "{X86_64}
declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_copy.p0(ptr, ptr)
define i32 @f(i32 %n, ...) {{
entry:
  %ap = alloca [24 x i8], align 16
  %cp = alloca [24 x i8], align 16
  call void @llvm.va_start.p0(ptr %ap)
  %a = va_arg ptr %ap, i32
  call void @llvm.va_copy.p0(ptr %cp, ptr %ap)
  %b = va_arg ptr %cp, i32
  ret i32 %b
}}
define i32 @main() {{
entry:
  %r = call i32 (i32, ...) @f(i32 1, i32 7)
  ret i32 %r
}}"
    );
    let (prog, r) = run(&src, false);
    assert_eq!(
        ub_at(&prog, &r),
        "vararg-out-of-range: va_arg reads past the last variadic argument at @f %entry 11:3"
    );
}

/// A fixture of `tests/varargs/` (clang's output, see its README).
fn fixture(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/varargs")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn clang_lowering_reads_poison_from_an_unfilled_register_slot() {
    let (prog, r) = run(&fixture("va_missing_register.O0.ll"), true);
    // The third int is read from the register save area at offset 24,
    // which no argument filled: poison, then UB where printf's noundef
    // parameter receives the poison sum.
    let trace = r.trace.as_ref().expect("traced");
    let reads: Vec<&str> = trace
        .iter()
        .filter(|l| l.starts_with("66:3  @sum %vaarg.end  %5 = load i32, ptr %vaarg.addr"))
        .filter_map(|l| l.split_once("; ").map(|(_, note)| note))
        .collect();
    assert_eq!(reads, ["=> i32 1", "=> i32 2", "=> i32 poison"]);
    assert!(trace.iter().any(|l| l.ends_with(
        "%vaarg.addr = phi ptr [ %3, %vaarg.in_reg ], [ %overflow_arg_area, %vaarg.in_mem ]  ; => ptr register save area of @sum+24"
    )));
    assert_eq!(
        ub_at(&prog, &r),
        "noundef-violation: argument 1 is poison but is marked noundef at @main %entry 16:3"
    );
    // Optimized, the same: sum's result is poison at the printf call.
    let (prog, r) = run(&fixture("va_missing_register.O2.ll"), false);
    assert_eq!(
        ub_at(&prog, &r),
        "noundef-violation: argument 1 is poison but is marked noundef at @main %0 13:3"
    );
}

#[test]
fn clang_lowering_reading_past_the_overflow_area_is_out_of_bounds() {
    for (file, at) in [
        ("va_missing_stack.O0.ll", "@sum %vaarg.end 66:3"),
        ("va_missing_stack.O2.ll", "@sum %78 158:3"),
    ] {
        let (prog, r) = run(&fixture(file), false);
        assert_eq!(
            ub_at(&prog, &r),
            format!("out-of-bounds: load of 4 bytes at offset 16 is out of bounds at {at}"),
            "{file}"
        );
        let Stop::Ub(ub) = &r.stop else {
            unreachable!("checked above")
        };
        assert_eq!(
            ub.allocation.as_deref(),
            Some("variadic arguments of @sum (16 bytes, stack, at 0x11f0)"),
            "{file}"
        );
    }
}

/// Runs `@g` of `src` with the `--arg` texts `args` (seed 0).
fn run_g(src: &str, args: &[&str]) -> (Program, RunResult) {
    let module = llsem::parse::load(SourceFile::new("va.ll", src.to_string()))
        .unwrap_or_else(|d| panic!("test module does not load: {}", d.message));
    let prog = Program::new(Arc::new(module), Model::default())
        .unwrap_or_else(|e| panic!("test module does not compile: {}", e.message));
    let g = prog.module.function_by_name("g").expect("@g exists");
    let args = llsem::sem::args::parse_entry_args(&prog, g, args)
        .unwrap_or_else(|e| panic!("arguments do not parse: {e}"));
    let r = run_function(
        &prog,
        g,
        args,
        &mut RandomOracle::new(0),
        &RunOptions::default(),
    );
    (prog, r)
}

/// `@g(ptr %ap)` reading an `i32`, a `double` and an `i64` through the
/// `va_list` its caller passed, returning their sum as an `i64`.
fn reads_callers_list(triple: &str) -> String {
    format!(
        "{triple}
define i64 @g(ptr %ap) {{
  %a = va_arg ptr %ap, i32
  %b = va_arg ptr %ap, double
  %c = va_arg ptr %ap, i64
  %a64 = sext i32 %a to i64
  %b64 = fptosi double %b to i64
  %s = add i64 %a64, %b64
  %r = add i64 %s, %c
  ret i64 %r
}}"
    )
}

/// The value a run returned.
fn returned(r: &RunResult) -> &Value {
    match &r.stop {
        Stop::Returned(Some(v)) => v,
        other => panic!("expected a return, got {other:?}"),
    }
}

#[test]
fn a_va_list_argument_reads_its_callers_arguments_on_both_abis() {
    let args = "va_list(i32 -3, double 2.5, i64 40)";
    for triple in [X86_64, ""] {
        let src = reads_callers_list(triple);
        let (_, r) = run_g(&src, &[args]);
        assert_eq!(returned(&r), &Value::int(64, 39), "{triple}");
        // A poison argument reads back as poison.
        let (_, r) = run_g(&src, &["va_list(i32 1, double 2.0, i64 poison)"]);
        assert!(returned(&r).contains_poison(), "{triple}");
        // One argument fewer than read: the third read is past the list.
        let (prog, r) = run_g(&src, &["va_list(i32 1, double 2.0)"]);
        assert_eq!(
            ub_at(&prog, &r),
            "vararg-out-of-range: va_arg reads past the last variadic argument at @g %0 5:3",
            "{triple}"
        );
    }
}

#[test]
fn vprintf_reads_a_va_list_argument() {
    let src = format!(
        "{X86_64}
@fmt = private constant [10 x i8] c\"%d %.1f|\\0A\\00\"
declare i32 @vprintf(ptr, ptr)
; The arguments' types must be types of the module.
declare void @takes(double)
define i32 @g(ptr %ap) {{
  %n = call i32 @vprintf(ptr @fmt, ptr %ap)
  ret i32 %n
}}"
    );
    let (_, r) = run_g(&src, &["va_list(i32 7, double 2.5)"]);
    assert_eq!(String::from_utf8_lossy(&r.stdout), "7 2.5|\n");
}

#[test]
fn a_va_list_argument_prints_as_it_parses() {
    let src = reads_callers_list(X86_64);
    let module = llsem::parse::load(SourceFile::new("va.ll", src)).expect("loads");
    let prog = Program::new(Arc::new(module), Model::default()).expect("compiles");
    let g = prog.module.func(prog.module.function_by_name("g").unwrap());
    let ptr = g.params[0].ty;
    for text in [
        "va_list()",
        "va_list(i32 -3, double 0x4004000000000000, i64 40)",
        "va_list(i32 poison, i64 undef)",
    ] {
        let arg = llsem::sem::args::parse_arg(&prog, ptr, text).expect("parses");
        assert_eq!(llsem::sem::args::arg_text(&prog, ptr, &arg), text);
    }
    for bad in ["va_list(i32)", "va_list(float 1.0)", "va_list(ptr null)"] {
        assert!(
            llsem::sem::args::parse_arg(&prog, ptr, bad).is_err(),
            "{bad} parses"
        );
    }
}
