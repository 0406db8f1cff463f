//! Front-end throughput: how fast `llsem::parse::load` (lexer, parser,
//! verifier) reads `.ll` text, in MB/s, and how that compares with LLVM's
//! own reader (`llvm-as-22 -o /dev/null`, which also verifies) on the same
//! files in the same run.
//!
//! Three measurements:
//! - every fixture under `tests/fixtures/` that both tools accept, read as
//!   one batch (llsem in-process; `llvm-as-22` as one process per file, with
//!   the cost of starting a process, measured on an empty module, taken off:
//!   start-up is over 90% of that time, so this net figure is the difference
//!   of two large numbers and moves between runs; the generated module below
//!   gives the steadier ratio);
//! - the largest fixtures one by one (llsem only);
//! - a generated module of several MB, where process start-up is negligible:
//!   llsem in-process, `llsem check` as a process, and `llvm-as-22`.
//!
//! Times are user CPU time (medians of `REPS` runs), so that other load on
//! the machine disturbs the comparison less. Run with
//! `cargo bench --bench parse`. Without `llvm-as-22` on the PATH only llsem's
//! numbers are printed.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use llsem::syntax::SourceFile;

const REPS: usize = 5;

/// In-process timings repeat the work until it takes at least this long.
const MIN_BATCH: Duration = Duration::from_millis(300);

/// How many of the largest fixtures get a line of their own.
const LARGEST: usize = 6;

/// Functions in the generated module.
const GENERATED_FUNCTIONS: usize = 6000;

/// User CPU time of this process so far.
fn user_time() -> Duration {
    let mut usage = std::mem::MaybeUninit::<libc_rusage>::zeroed();
    // SAFETY: getrusage writes a `struct rusage` into the buffer we pass.
    unsafe { getrusage(0, usage.as_mut_ptr()) };
    // SAFETY: initialized by getrusage (or zeroed if it failed).
    let u = unsafe { usage.assume_init() };
    Duration::from_secs(u.utime_sec as u64) + Duration::from_micros(u.utime_usec as u64)
}

/// The leading fields of `struct rusage` on Linux, padded to its full size.
#[repr(C)]
struct libc_rusage {
    utime_sec: i64,
    utime_usec: i64,
    stime_sec: i64,
    stime_usec: i64,
    rest: [i64; 14],
}

unsafe extern "C" {
    fn getrusage(who: i32, usage: *mut libc_rusage) -> i32;
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// Whether llsem loads `text` (parse and verify).
fn llsem_loads(name: &str, text: &str) -> bool {
    llsem::parse::load(SourceFile::new(name, text)).is_ok()
}

/// Median user time of one `load` of every text in `texts`, each median
/// taken over batches that repeat the whole set until they last `MIN_BATCH`.
fn llsem_time(texts: &[(String, String)]) -> Duration {
    let mut times = Vec::new();
    for _ in 0..REPS {
        let start = user_time();
        let mut rounds = 0u32;
        loop {
            for (name, text) in texts {
                let module = llsem::parse::load(SourceFile::new(name.as_str(), text.as_str()));
                std::hint::black_box(module.is_ok());
            }
            rounds += 1;
            if user_time() - start >= MIN_BATCH {
                break;
            }
        }
        times.push((user_time() - start) / rounds);
    }
    median(times)
}

/// Median user time of a bash command line run `REPS` times, if it runs and
/// succeeds.
fn process_time(script: &str, args: &[&Path]) -> Option<Duration> {
    let mut times = Vec::new();
    for _ in 0..REPS {
        let out = Command::new("bash")
            .arg("-c")
            .arg(format!(
                "TIMEFORMAT=%U; {{ time {{ {script} ; }} > /dev/null 2>&1; }} 2>&1"
            ))
            .arg("bench")
            .args(args)
            .output()
            .ok()?;
        let text = String::from_utf8_lossy(&out.stdout);
        let secs: f64 = text.trim().lines().last()?.trim().parse().ok()?;
        times.push(Duration::from_secs_f64(secs));
    }
    Some(median(times))
}

/// Whether `llvm-as-22` reads `path` without error.
fn llvm_as_accepts(path: &Path) -> bool {
    Command::new("llvm-as-22")
        .args(["-o", "/dev/null"])
        .arg(path)
        .output()
        .is_ok_and(|o| o.status.success())
}

/// User time of `llvm-as-22 -o /dev/null` on each of `paths` in turn, one
/// process per file.
fn llvm_as_time(paths: &[&Path]) -> Option<Duration> {
    process_time(
        r#"for f in "$@"; do llvm-as-22 -o /dev/null "$f" || exit 1; done"#,
        paths,
    )
}

/// Every `.ll` file below `dir`, recursively.
fn ll_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            ll_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "ll") {
            out.push(p);
        }
    }
}

/// Megabytes (10^6 bytes) per second.
fn mb_per_s(bytes: usize, t: Duration) -> f64 {
    bytes as f64 / t.as_secs_f64().max(1e-9) / 1e6
}

/// A well-formed module of `n` functions: integer arithmetic chains,
/// branches, phis, memory accesses through `getelementptr`, calls, `switch`
/// and `select`, in the shapes that clang's output has.
fn generated_module(n: usize) -> String {
    let mut s = String::from(
        "; generated by benches/parse.rs\n@table = global [16 x i32] zeroinitializer, align 16\n\n",
    );
    for i in 0..n {
        generated_function(&mut s, i);
    }
    s
}

/// Appends function `@f{i}` of [`generated_module`] to `s`; it calls
/// `@f{i-1}` when there is one.
fn generated_function(s: &mut String, i: usize) {
    // Writing to a String cannot fail.
    let _ = writeln!(s, "define i32 @f{i}(i32 %a, i32 %b, ptr %p) {{\nentry:");
    let _ = writeln!(s, "  %x0 = add nsw i32 %a, {i}");
    for k in 1..24 {
        let op = [
            "add nsw",
            "mul",
            "xor",
            "sub nuw",
            "and",
            "or disjoint",
            "shl",
            "lshr exact",
        ][k % 8];
        let rhs = if k % 3 == 0 {
            "%b".to_string()
        } else {
            (k % 7 + 1).to_string()
        };
        let _ = writeln!(s, "  %x{k} = {op} i32 %x{}, {rhs}", k - 1);
    }
    let _ = writeln!(
        s,
        "  %c = icmp slt i32 %x23, %a\n  br i1 %c, label %then, label %else\n\
         then:\n  %i = sext i32 %x5 to i64\n  %j = and i64 %i, 15\n  \
         %g = getelementptr inbounds [16 x i32], ptr @table, i64 0, i64 %j\n  \
         %v = load i32, ptr %g, align 4\n  %sel = select i1 %c, i32 %v, i32 %x7\n  \
         br label %join\nelse:\n  store i32 %x23, ptr %p, align 4"
    );
    if i == 0 {
        let _ = writeln!(s, "  %r = add i32 %x23, 1");
    } else {
        let _ = writeln!(s, "  %r = call i32 @f{}(i32 %x23, i32 %b, ptr %p)", i - 1);
    }
    let _ = writeln!(
        s,
        "  br label %join\njoin:\n  %m = phi i32 [ %sel, %then ], [ %r, %else ]\n  \
         switch i32 %m, label %out [\n    i32 0, label %zero\n    i32 1, label %one\n  ]\n\
         zero:\n  br label %out\none:\n  %w = zext i32 %m to i64\n  %t = trunc i64 %w to i16\n  \
         %u = sext i16 %t to i32\n  br label %out\n\
         out:\n  %res = phi i32 [ %m, %join ], [ 0, %zero ], [ %u, %one ]\n  ret i32 %res\n}}\n"
    );
}

/// The fixture set, one batch: llsem in-process against `llvm-as-22` per
/// file with process start-up taken off.
fn bench_fixtures(root: &Path, has_llvm_as: bool, empty: &Path) -> Vec<(String, String)> {
    let mut paths = Vec::new();
    ll_files(&root.join("tests/fixtures"), &mut paths);
    paths.sort();
    let mut texts = Vec::new();
    let mut accepted = Vec::new();
    for p in &paths {
        let Ok(text) = std::fs::read_to_string(p) else {
            continue;
        };
        let name = p.display().to_string();
        if llsem_loads(&name, &text) && (!has_llvm_as || llvm_as_accepts(p)) {
            texts.push((name, text));
            accepted.push(p.as_path());
        }
    }
    let bytes: usize = texts.iter().map(|(_, t)| t.len()).sum();
    let t = llsem_time(&texts);
    println!(
        "fixtures: {} files, {:.2} MB; llsem load {:.1} ms, {:.1} MB/s",
        texts.len(),
        bytes as f64 / 1e6,
        t.as_secs_f64() * 1e3,
        mb_per_s(bytes, t)
    );
    if has_llvm_as {
        let all = llvm_as_time(&accepted);
        let startup = llvm_as_time(&vec![empty; accepted.len()]);
        if let (Some(all), Some(startup)) = (all, startup) {
            let net = all.saturating_sub(startup);
            println!(
                "fixtures: llvm-as-22 {:.1} ms in {} processes, {:.1} ms of it start-up; \
                 net {:.1} ms, {:.1} MB/s; llvm-as/llsem {:.2}",
                all.as_secs_f64() * 1e3,
                accepted.len(),
                startup.as_secs_f64() * 1e3,
                net.as_secs_f64() * 1e3,
                mb_per_s(bytes, net),
                net.as_secs_f64() / t.as_secs_f64().max(1e-9)
            );
        }
    }
    texts
}

/// The largest fixtures, one line each.
fn bench_largest(mut texts: Vec<(String, String)>) {
    texts.sort_by_key(|(_, t)| std::cmp::Reverse(t.len()));
    println!("{:<48} {:>10} {:>10}", "largest fixtures", "KB", "MB/s");
    for (name, text) in texts.into_iter().take(LARGEST) {
        let bytes = text.len();
        let short = name.rsplit('/').next().unwrap_or(&name).to_string();
        let t = llsem_time(&[(name, text)]);
        println!(
            "{:<48} {:>10.1} {:>10.1}",
            short,
            bytes as f64 / 1e3,
            mb_per_s(bytes, t)
        );
    }
}

/// The generated module: llsem in-process and as a process, `llvm-as-22`.
fn bench_generated(has_llvm_as: bool) {
    let text = generated_module(GENERATED_FUNCTIONS);
    let bytes = text.len();
    let dir = std::env::temp_dir().join(format!("llsem-parse-bench-{}", std::process::id()));
    let path = dir.join("generated.ll");
    let written = std::fs::create_dir_all(&dir).and_then(|()| std::fs::write(&path, &text));
    let t = llsem_time(&[("generated.ll".to_string(), text)]);
    println!(
        "generated: {GENERATED_FUNCTIONS} functions, {:.2} MB; llsem load {:.1} ms, {:.1} MB/s",
        bytes as f64 / 1e6,
        t.as_secs_f64() * 1e3,
        mb_per_s(bytes, t)
    );
    if written.is_err() {
        println!("generated: could not write {}", path.display());
        return;
    }
    let llsem_bin = env!("CARGO_BIN_EXE_llsem");
    let check = process_time(&format!("{llsem_bin} check \"$1\""), &[&path]);
    if let Some(c) = check {
        println!(
            "generated: `llsem check` process {:.1} ms, {:.1} MB/s",
            c.as_secs_f64() * 1e3,
            mb_per_s(bytes, c)
        );
    }
    if has_llvm_as {
        if let Some(l) = llvm_as_time(&[&path]) {
            println!(
                "generated: llvm-as-22 process {:.1} ms, {:.1} MB/s; llvm-as/llsem {:.2} \
                 (in-process llsem), {} (both processes)",
                l.as_secs_f64() * 1e3,
                mb_per_s(bytes, l),
                l.as_secs_f64() / t.as_secs_f64().max(1e-9),
                check.map_or("-".into(), |c| format!(
                    "{:.2}",
                    l.as_secs_f64() / c.as_secs_f64().max(1e-9)
                ))
            );
        } else {
            println!("generated: llvm-as-22 rejected the module");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let has_llvm_as = Command::new("llvm-as-22").arg("--version").output().is_ok();
    let empty =
        std::env::temp_dir().join(format!("llsem-parse-bench-empty-{}.ll", std::process::id()));
    let _ = std::fs::write(&empty, "");
    let texts = bench_fixtures(root, has_llvm_as, &empty);
    let _ = std::fs::remove_file(&empty);
    bench_largest(texts);
    bench_generated(has_llvm_as);
}
