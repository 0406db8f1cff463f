//! `llsem run --trace`: one line per executed instruction, in LLVM syntax,
//! with its effect after `;` (see `src/sem/trace.rs`). Each test runs a
//! small module and compares the whole trace, line by line.

use std::io::Write;
use std::process::Command;
use std::sync::Arc;

use llsem::model::{Model, ModelKind};
use llsem::oracle::RandomOracle;
use llsem::sem::program::Program;
use llsem::sem::run::{RunOptions, run_function, run_function_traced};
use llsem::syntax::SourceFile;

/// The trace of `@main` in `src` with seed 0 under `model`.
fn trace_in(model: Model, src: &str) -> Vec<String> {
    let module = llsem::parse::load(SourceFile::new("t.ll", src.to_string()))
        .unwrap_or_else(|d| panic!("test module does not load: {}", d.message));
    let prog = Program::new(Arc::new(module), model)
        .unwrap_or_else(|e| panic!("test module does not compile: {}", e.message));
    let main = prog.module.function_by_name("main").expect("@main exists");
    let opts = RunOptions {
        trace: true,
        ..RunOptions::default()
    };
    let r = run_function(&prog, main, Vec::new(), &mut RandomOracle::new(0), &opts);
    r.trace.expect("the trace is kept")
}

/// The trace of `@main` in `src` in the default model.
fn trace(src: &str) -> Vec<String> {
    trace_in(Model::default(), src)
}

#[test]
fn poison_results_and_the_final_return() {
    let t = trace(
        "define i32 @main() {
  %x = add nsw i32 2147483647, 1
  %y = shl i8 1, 9
  %z = xor i32 %x, 1
  ret i32 %z
}",
    );
    assert_eq!(
        t,
        [
            "2:3  @main %0  %x = add nsw i32 2147483647, 1  ; => i32 poison",
            "3:3  @main %0  %y = shl i8 1, 9  ; => i8 poison",
            "4:3  @main %0  %z = xor i32 %x, 1  ; => i32 poison",
            "5:3  @main %0  ret i32 %z  ; returns i32 poison",
        ]
    );
}

#[test]
fn undef_whole_and_bit_by_bit() {
    let src = "define i8 @main() {
entry:
  %u = add i8 undef, 0
  %o = or i8 undef, 1
  %a = and i8 undef, 240
  ret i8 %a
}";
    assert_eq!(
        trace(src),
        [
            "3:3  @main %entry  %u = add i8 undef, 0  ; => i8 undef",
            "4:3  @main %entry  %o = or i8 undef, 1  ; => i8 0b???????1",
            // The printer writes i8 240 as LLVM does, signed.
            "5:3  @main %entry  %a = and i8 undef, -16  ; => i8 0b????0000",
            "6:3  @main %entry  ret i8 %a  ; returns i8 0b????0000",
        ]
    );
    // The taming model has no undef: the same constant is poison.
    let taming = Model {
        kind: ModelKind::Taming,
        ..Model::default()
    };
    assert_eq!(
        trace_in(taming, src)[1],
        "4:3  @main %entry  %o = or i8 undef, 1  ; => i8 poison"
    );
}

#[test]
fn vectors_element_by_element() {
    let t = trace(
        "define <4 x i8> @main() {
  %v = add nuw <4 x i8> <i8 255, i8 1, i8 undef, i8 poison>, <i8 1, i8 1, i8 0, i8 0>
  %s = shufflevector <4 x i8> %v, <4 x i8> poison, <4 x i32> <i32 1, i32 poison, i32 2, i32 0>
  %b = icmp eq <4 x i8> %s, <i8 2, i8 2, i8 2, i8 2>
  ret <4 x i8> %s
}",
    );
    assert_eq!(
        t,
        [
            "2:3  @main %0  %v = add nuw <4 x i8> <i8 -1, i8 1, i8 undef, i8 poison>, <i8 1, i8 1, i8 0, i8 0>  ; => <4 x i8> <i8 poison, i8 2, i8 undef, i8 poison>",
            "3:3  @main %0  %s = shufflevector <4 x i8> %v, <4 x i8> poison, <4 x i32> <i32 1, i32 poison, i32 2, i32 0>  ; => <4 x i8> <i8 2, i8 poison, i8 undef, i8 poison>",
            "4:3  @main %0  %b = icmp eq <4 x i8> %s, <i8 2, i8 2, i8 2, i8 2>  ; => <4 x i1> <i1 true, i1 poison, i1 undef, i1 poison>",
            "5:3  @main %0  ret <4 x i8> %s  ; returns <4 x i8> <i8 2, i8 poison, i8 undef, i8 poison>",
        ]
    );
}

#[test]
fn phis_follow_the_branch_that_entered_their_block() {
    let t = trace(
        "define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %acc = phi i32 [ 10, %entry ], [ %i, %loop ]
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, 2
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc
}",
    );
    assert_eq!(
        t,
        [
            "3:3  @main %entry  br label %loop",
            "5:3  @main %loop  %i = phi i32 [ 0, %entry ], [ %next, %loop ]  ; => i32 0",
            "6:3  @main %loop  %acc = phi i32 [ 10, %entry ], [ %i, %loop ]  ; => i32 10",
            "7:3  @main %loop  %next = add i32 %i, 1  ; => i32 1",
            "8:3  @main %loop  %done = icmp eq i32 %next, 2  ; => i1 false",
            "9:3  @main %loop  br i1 %done, label %exit, label %loop  ; to %loop",
            // Both phis read their inputs at once: %acc sees the old %i.
            "5:3  @main %loop  %i = phi i32 [ 0, %entry ], [ %next, %loop ]  ; => i32 1",
            "6:3  @main %loop  %acc = phi i32 [ 10, %entry ], [ %i, %loop ]  ; => i32 0",
            "7:3  @main %loop  %next = add i32 %i, 1  ; => i32 2",
            "8:3  @main %loop  %done = icmp eq i32 %next, 2  ; => i1 true",
            "9:3  @main %loop  br i1 %done, label %exit, label %loop  ; to %exit",
            "11:3  @main %exit  ret i32 %acc  ; returns i32 0",
        ]
    );
}

#[test]
fn stores_show_what_was_written_and_where() {
    let t = trace(
        "@g = global i16 0
define i16 @main() {
  %p = alloca [2 x i32], align 4
  %q = getelementptr inbounds [2 x i32], ptr %p, i64 0, i64 1
  store i32 5, ptr %q
  store i16 poison, ptr @g
  %l = load i32, ptr %p
  %h = load i16, ptr @g
  ret i16 %h
}",
    );
    assert_eq!(
        t,
        [
            "3:3  @main %0  %p = alloca [2 x i32], align 4  ; => ptr %p in @main",
            "4:3  @main %0  %q = getelementptr inbounds [2 x i32], ptr %p, i64 0, i64 1  ; => ptr %p in @main+4",
            "5:3  @main %0  store i32 5, ptr %q  ; stored i32 5 to %p in @main+4",
            "6:3  @main %0  store i16 poison, ptr @g  ; stored i16 poison to @g",
            // Uninitialized stack memory is undef in the llvm model.
            "7:3  @main %0  %l = load i32, ptr %p  ; => i32 undef",
            "8:3  @main %0  %h = load i16, ptr @g  ; => i16 poison",
            "9:3  @main %0  ret i16 %h  ; returns i16 poison",
        ]
    );
}

#[test]
fn calls_enter_return_and_call_out() {
    let t = trace(
        "declare i32 @abs(i32)
declare void @llvm.assume(i1)
define i32 @twice(i32 %a) {
  %r = shl nsw i32 %a, 1
  ret i32 %r
}
define i32 @main() {
  %x = call i32 @twice(i32 1073741824)
  %y = call i32 @abs(i32 -3)
  call void @llvm.assume(i1 true)
  %f = freeze i32 %x
  ret i32 %y
}",
    );
    assert_eq!(
        t,
        [
            "8:3  @main %0  %x = call i32 @twice(i32 1073741824)  ; enters @twice(i32 1073741824)",
            "4:3  @twice %0  %r = shl nsw i32 %a, 1  ; => i32 poison",
            "5:3  @twice %0  ret i32 %r  ; returns i32 poison",
            "9:3  @main %0  %y = call i32 @abs(i32 -3)  ; => i32 3",
            "10:3  @main %0  call void @llvm.assume(i1 true)  ; called @llvm.assume(i1 true)",
            // The value seed 0 draws for the frozen poison.
            "11:3  @main %0  %f = freeze i32 %x  ; => i32 -1483064468",
            "12:3  @main %0  ret i32 %y  ; returns i32 3",
        ]
    );
}

#[test]
fn the_trace_ends_with_the_instruction_that_stopped_the_run() {
    let t = trace(
        "define i32 @main() {
  %c = icmp eq i32 poison, 0
  br i1 %c, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}",
    );
    assert_eq!(
        t,
        [
            "2:3  @main %0  %c = icmp eq i32 poison, 0  ; => i1 poison",
            "3:3  @main %0  br i1 %c, label %a, label %b  ; immediate UB: branch-on-poison",
        ]
    );
    let t = trace(
        "declare void @exit(i32)
define i32 @main() {
  call void @exit(i32 3)
  unreachable
}",
    );
    assert_eq!(t, ["3:3  @main %0  call void @exit(i32 3)  ; exit(3)"]);
}

#[test]
fn switch_is_one_line_and_dbg_attachments_are_left_out() {
    let t = trace(
        "define i32 @main() {
entry:
  switch i32 2, label %d [
    i32 1, label %a
    i32 2, label %b
  ], !dbg !3
a:
  ret i32 1
b:
  ret i32 2, !dbg !3
d:
  ret i32 0
}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !\"Debug Info Version\", i32 3}
!1 = distinct !DISubprogram(name: \"main\", unit: !2)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !4)
!3 = !DILocation(line: 1, scope: !1)
!4 = !DIFile(filename: \"t.c\", directory: \"/\")",
    );
    assert_eq!(
        t,
        [
            "3:3  @main %entry  switch i32 2, label %d [ i32 1, label %a i32 2, label %b ]  ; to %b",
            "10:3  @main %b  ret i32 2  ; returns i32 2",
        ]
    );
}

/// `llsem run --trace` writes the trace to standard error, before the
/// summary; with `--json`, standard output holds only the JSON document.
#[test]
fn the_cli_writes_the_trace_to_stderr() {
    let dir = std::env::temp_dir().join(format!("llsem-trace-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let file = dir.join("t.ll");
    std::fs::write(
        &file,
        "declare i32 @putchar(i32)
define i32 @main() {
  %c = call i32 @putchar(i32 65)
  ret i32 7
}
",
    )
    .expect("write the module");
    let run = |json: bool| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_llsem"));
        cmd.arg("run").arg(&file).arg("--trace");
        if json {
            cmd.arg("--json");
        }
        cmd.output().expect("llsem runs")
    };
    let out = run(false);
    assert_eq!(out.status.code(), Some(7));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "A");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(
        lines,
        [
            "3:3  @main %0  %c = call i32 @putchar(i32 65)  ; => i32 65",
            "4:3  @main %0  ret i32 7  ; returns i32 7",
            "llsem: @main returned i32 7 (2 steps)",
        ]
    );
    let out = run(true);
    let doc: serde_json::Value =
        serde_json::from_slice(&out.stdout).expect("stdout is one JSON document");
    assert_eq!(doc["value"], "i32 7");
    assert_eq!(doc["stdout"], "A");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).lines().count(),
        2,
        "only the trace goes to stderr"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A trace destination that takes `lines` lines, then fails like a
/// closed pipe.
struct ClosesAfter {
    lines: usize,
    written: Vec<u8>,
}

impl Write for ClosesAfter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.written.iter().filter(|b| **b == b'\n').count() >= self.lines {
            return Err(std::io::ErrorKind::BrokenPipe.into());
        }
        self.written.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A streamed trace whose reader goes away does not change the run.
#[test]
fn a_closed_trace_stream_leaves_the_run_alone() {
    let src = "define i32 @main() {
  %a = add i32 1, 2
  %b = mul i32 %a, 3
  %c = sub i32 %b, 4
  ret i32 %c
}";
    let module = llsem::parse::load(SourceFile::new("t.ll", src.to_string())).expect("loads");
    let prog = Program::new(Arc::new(module), Model::default()).expect("compiles");
    let main = prog.module.function_by_name("main").expect("@main exists");
    let mut out = ClosesAfter {
        lines: 2,
        written: Vec::new(),
    };
    let opts = RunOptions::default();
    let r = run_function_traced(
        &prog,
        main,
        Vec::new(),
        &mut RandomOracle::new(0),
        &opts,
        &mut out,
    );
    assert_eq!(
        String::from_utf8_lossy(&out.written),
        "2:3  @main %0  %a = add i32 1, 2  ; => i32 3\n3:3  @main %0  %b = mul i32 %a, 3  ; => i32 9\n"
    );
    assert!(r.trace.is_none(), "a streamed trace is not kept");
    assert_eq!(r.steps, 4);
    let untraced = run_function(&prog, main, Vec::new(), &mut RandomOracle::new(0), &opts);
    assert_eq!(r.stop, untraced.stop);
}
