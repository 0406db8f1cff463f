//! The program's output under `llsem run`: streamed to standard output as
//! the program writes it (nothing kept), ended by a closed pipe as a
//! native run is (`SIGPIPE`, exit 141), and with `--json` kept up to a
//! bound, with its exact bytes in base64 beside the text.

use std::io::Read;
use std::process::{Command, Stdio};

use crate::cli::{file, json, llsem, scratch, status, stderr};

/// `puts("y")` forever.
const PUTS_FOREVER: &str = r#"
@s = private constant [2 x i8] c"y\00"
declare i32 @puts(ptr)
define i32 @main() {
entry:
  br label %loop
loop:
  %r = call i32 @puts(ptr @s)
  br label %loop
}
"#;

/// `puts` of a 15-character line `n` times (16 bytes each with its newline).
const PUTS_N: &str = r#"
@s = private constant [16 x i8] c"0123456789abcde\00"
declare i32 @puts(ptr)
define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %r = call i32 @puts(ptr @s)
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  ret i32 0
}
"#;

/// Bytes that are not UTF-8, on both streams.
const NOT_TEXT: &str = r#"
@stderr = external global ptr
declare i32 @putchar(i32)
declare i32 @fputc(i32, ptr)
define i32 @main() {
  %a = call i32 @putchar(i32 255)
  %b = call i32 @putchar(i32 65)
  %e = load ptr, ptr @stderr
  %c = call i32 @fputc(i32 128, ptr %e)
  ret i32 0
}
"#;

#[test]
fn a_closed_pipe_ends_the_run_as_sigpipe_ends_a_native_one() {
    let d = scratch("closed-pipe");
    let f = file(&d, "forever.ll", PUTS_FOREVER);
    let mut child = Command::new(env!("CARGO_BIN_EXE_llsem"))
        .args(["run", &f])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("llsem runs");
    let mut out = child.stdout.take().expect("piped stdout");
    let mut first = [0u8; 1];
    out.read_exact(&mut first)
        .expect("the program's first byte");
    assert_eq!(&first, b"y");
    // The reader goes away, as `head -c1` does.
    drop(out);
    let o = child.wait_with_output().expect("llsem finishes");
    assert_eq!(status(&o), 141, "{}", stderr(&o));
    assert!(stderr(&o).contains("SIGPIPE"), "{}", stderr(&o));
}

#[test]
fn output_is_streamed_in_order_with_the_summary_last() {
    let d = scratch("streamed");
    let f = file(&d, "n.ll", PUTS_N);
    let o = llsem(&["run", &f, "--entry", "f", "--arg", "1000"]);
    assert_eq!(status(&o), 0, "{}", stderr(&o));
    assert_eq!(o.stdout.len(), 16_000);
    assert!(o.stdout.starts_with(b"0123456789abcde\n0123"));
    assert!(
        stderr(&o).starts_with("llsem: @f returned i32 0"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn json_keeps_a_bounded_part_of_the_output_and_says_so() {
    let d = scratch("json-bounded");
    let f = file(&d, "n.ll", PUTS_N);
    // 70,000 lines of 16 bytes: 1,120,000 bytes, over the 1 MiB kept.
    let o = llsem(&["run", &f, "--entry", "f", "--arg", "70000", "--json"]);
    let doc = json(&o);
    assert_eq!(doc["outcome"], "returned", "{}", stderr(&o));
    assert_eq!(doc["stdout_size"], 1_120_000);
    assert_eq!(doc["stdout_truncated"], true);
    let kept = doc["stdout"].as_str().expect("stdout text");
    assert_eq!(kept.len(), 1 << 20);
    assert!(kept.starts_with("0123456789abcde\n"));
    assert_eq!(doc["stderr_truncated"], false);
    assert_eq!(doc["stderr_size"], 0);
    // A small output is whole.
    let o = llsem(&["run", &f, "--entry", "f", "--arg", "2", "--json"]);
    let doc = json(&o);
    assert_eq!(doc["stdout"], "0123456789abcde\n0123456789abcde\n");
    assert_eq!(doc["stdout_truncated"], false);
    assert_eq!(doc["stdout_size"], 32);
}

#[test]
fn json_gives_the_exact_bytes_of_output_that_is_not_text() {
    let d = scratch("json-bytes");
    let f = file(&d, "bytes.ll", NOT_TEXT);
    let o = llsem(&["run", &f, "--json"]);
    let doc = json(&o);
    assert_eq!(doc["outcome"], "returned", "{doc}");
    // The text field replaces the byte 0xff; base64 keeps it.
    assert_eq!(doc["stdout"], "\u{fffd}A");
    assert_eq!(doc["stdout_base64"], "/0E=");
    assert_eq!(doc["stderr_base64"], "gA==");
    // Without --json the bytes themselves are written.
    let o = llsem(&["run", &f]);
    assert_eq!(o.stdout, [0xff, b'A']);
    assert!(o.stderr.starts_with(&[0x80]), "{:?}", o.stderr);
}
