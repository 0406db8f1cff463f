//! The optimizer under test: `opt` found on the machine, or any command
//! that reads IR on standard input and writes IR on standard output; run
//! with a time bound, and the pass pipelines it is given, split into their
//! top-level passes for `--per-pass`.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

pub use crate::refine::shell_word;

use super::runline::PassNames;

/// Why a run of the optimizer gave no output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunError {
    /// How it went wrong.
    pub kind: Failure,
    /// What happened, with the first lines of its standard error.
    pub message: String,
    /// Its whole standard error (at most [`STDERR_KEPT`] bytes), where a
    /// crash's assertion, fatal error or stack dump is found.
    pub stderr: String,
}

/// How a run of the optimizer went wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// It could not be started or waited for.
    NotRun,
    /// It rejected its input or its arguments: LLVM's reader reports
    /// `<stdin>:LINE:COLUMN: error: ...`, its option parser `Unknown
    /// command line argument`, its pipeline parser `unknown pass name`.
    Rejected,
    /// It exited unsuccessfully without a sign of a crash.
    Exited,
    /// It crashed: killed by a signal (for a shell command, an exit status
    /// of 128 + the signal), or it wrote LLVM's signs of one (a failed
    /// assertion, `LLVM ERROR:`, a stack dump, a broken module).
    Crashed,
    /// It ran past its time bound and was killed.
    Hung,
}

impl RunError {
    fn new(kind: Failure, message: String) -> RunError {
        RunError {
            kind,
            message,
            stderr: String::new(),
        }
    }

    /// Whether the optimizer itself went wrong on this input (a crash or a
    /// hang), as opposed to not starting, rejecting the input as IR it does
    /// not read, or exiting with an error of its own.
    pub fn is_crash_or_hang(&self) -> bool {
        matches!(self.kind, Failure::Crashed | Failure::Hung)
    }

    /// Whether the optimizer ran and failed on this input: a crash, a hang,
    /// or an unsuccessful exit that is not a rejection of the input.
    pub fn is_failure_on_input(&self) -> bool {
        matches!(
            self.kind,
            Failure::Crashed | Failure::Hung | Failure::Exited
        )
    }
}

/// Most bytes of an optimizer's standard error kept in a [`RunError`].
pub const STDERR_KEPT: usize = 64 * 1024;

/// Whether an optimizer's standard error says it rejected its input or its
/// arguments.
fn rejects_input(stderr: &str) -> bool {
    stderr.contains("Unknown command line argument")
        || stderr.contains("unknown pass name")
        || stderr.contains("invalid pass pipeline")
        || stderr.lines().any(|l| {
            l.split_once("<stdin>:").is_some_and(|(_, rest)| {
                let mut parts = rest.splitn(3, ':');
                let numeric = |p: Option<&str>| {
                    p.is_some_and(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
                };
                numeric(parts.next())
                    && numeric(parts.next())
                    && parts
                        .next()
                        .is_some_and(|r| r.trim_start().starts_with("error:"))
            })
        })
}

/// Whether an optimizer's standard error shows LLVM's signs of a crash.
fn shows_a_crash(stderr: &str) -> bool {
    stderr.contains("LLVM ERROR:")
        || stderr.contains("Stack dump:")
        || stderr.contains("PLEASE submit a bug report")
        || stderr.contains("Broken module found")
        || stderr
            .lines()
            .any(|l| l.contains("Assertion `") && l.contains("' failed"))
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// How to run the optimizer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Optimizer {
    /// An `opt` binary: run as `opt -S -passes=P FLAGS`.
    Opt(PathBuf),
    /// A shell command: run as `sh -c 'CMD "$@"' sh ARGS`, so that the
    /// arguments an `opt` would get are appended to it.
    Command(String),
}

/// The bound on each run of `opt` that lists its passes or options.
const LISTING_TIMEOUT: Duration = Duration::from_secs(30);

/// The names tried, in order, when no `--opt` is given.
const OPT_NAMES: [&str; 5] = ["opt", "opt-22", "opt-21", "opt-20", "opt-19"];

impl Optimizer {
    /// The optimizer asked for: `--opt-cmd`, else `--opt`, else `opt` on
    /// `PATH`, else `opt-22` down to `opt-19`.
    pub fn find(opt: Option<&str>, cmd: Option<&str>) -> Result<Optimizer, String> {
        if let Some(c) = cmd {
            return Ok(Optimizer::Command(c.to_string()));
        }
        if let Some(p) = opt {
            let path = Path::new(p);
            if path.components().count() > 1 {
                return if path.is_file() {
                    Ok(Optimizer::Opt(path.to_path_buf()))
                } else {
                    Err(format!("--opt {p}: no such file"))
                };
            }
            return on_path(p)
                .map(Optimizer::Opt)
                .ok_or_else(|| format!("--opt {p}: not found on PATH"));
        }
        OPT_NAMES
            .iter()
            .find_map(|n| on_path(n))
            .map(Optimizer::Opt)
            .ok_or_else(|| {
                "no opt found (tried opt, opt-22 down to opt-19 on PATH): install LLVM \
                 (Debian/Ubuntu: apt-get install llvm-22; macOS: brew install llvm), \
                 or name it with --opt PATH, or give any IR-to-IR command with --opt-cmd"
                    .to_string()
            })
    }

    /// How a shell command line starts that runs this optimizer.
    pub fn shell_prefix(&self) -> String {
        match self {
            Optimizer::Opt(p) => shell_word(&p.display().to_string()),
            Optimizer::Command(c) => c.clone(),
        }
    }

    /// The option that gives llsem this optimizer: `--opt PATH` or
    /// `--opt-cmd 'CMD'`.
    pub fn llsem_flag(&self) -> String {
        match self {
            Optimizer::Opt(p) => format!("--opt {}", shell_word(&p.display().to_string())),
            Optimizer::Command(c) => format!("--opt-cmd {}", shell_word(c)),
        }
    }

    /// The shell command line that runs this optimizer with `args`.
    pub fn command_line(&self, args: &[String]) -> String {
        let mut cmd = self.shell_prefix();
        for a in args {
            cmd.push(' ');
            cmd.push_str(&shell_word(a));
        }
        cmd
    }

    /// The passes this optimizer runs when a flag of their own names them
    /// ([`PassNames`]), read from an `opt` binary's listings; none for a
    /// shell command, or an `opt` that does not list them.
    pub fn pass_names(&self) -> PassNames {
        if let Optimizer::Command(_) = self {
            return PassNames::default();
        }
        let listing = |flag: &str| self.run("", &[flag.to_string()], LISTING_TIMEOUT).ok();
        match (listing("--print-passes"), listing("--help-list-hidden")) {
            (Some(passes), Some(help)) => PassNames::from_listings(&passes, &help),
            _ => PassNames::default(),
        }
    }

    /// Runs the optimizer on `input` with `args`, within `timeout`: its
    /// standard output, or why it failed.
    pub fn run(&self, input: &str, args: &[String], timeout: Duration) -> Result<String, RunError> {
        let mut cmd = match self {
            Optimizer::Opt(p) => {
                let mut c = Command::new(p);
                c.args(args);
                c
            }
            Optimizer::Command(text) => {
                let mut c = Command::new("sh");
                c.arg("-c")
                    .arg(format!("{text} \"$@\""))
                    .arg("sh")
                    .args(args);
                c
            }
        };
        // Its own process group, so that a hang is ended with everything it
        // started (a shell command's children hold the pipes too).
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut cmd, 0);
        // From the start of the process to its registration, an interrupt
        // handler waits (the process group would outlive llsem otherwise).
        let spawning = interrupt::Spawning::start();
        let mut child = cmd
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| {
                RunError::new(
                    Failure::NotRun,
                    format!("cannot start {}: {e}", self.shell_prefix()),
                )
            })?;
        // Outside llsem's process group, the optimizer does not get the
        // terminal's Ctrl-C: llsem kills its group when interrupted.
        let _live = interrupt::Live::new(child.id());
        drop(spawning);
        let mut stdin = child.stdin.take();
        let text = input.to_string();
        let writer = std::thread::spawn(move || {
            if let Some(s) = stdin.as_mut() {
                // A command that exits without reading all of its input is
                // judged by its status, not by the broken pipe.
                let _ = s.write_all(text.as_bytes());
            }
        });
        let mut out = child.stdout.take();
        let reader = std::thread::spawn(move || {
            let mut v = Vec::new();
            if let Some(o) = out.as_mut() {
                let _ = o.read_to_end(&mut v);
            }
            v
        });
        let mut err = child.stderr.take();
        let err_reader = std::thread::spawn(move || {
            let mut v = Vec::new();
            if let Some(e) = err.as_mut() {
                let _ = e.read_to_end(&mut v);
            }
            v
        });
        let start = Instant::now();
        let mut pause = Duration::from_micros(50);
        let status = loop {
            match child.try_wait() {
                Ok(Some(s)) => {
                    // An interrupt's handler may have killed it: llsem
                    // ends by that signal, not with a report of the kill.
                    interrupt::end_if_interrupted();
                    break s;
                }
                Ok(None) if start.elapsed() > timeout => {
                    kill_group(&mut child);
                    let _ = child.wait();
                    let _ = (writer.join(), reader.join(), err_reader.join());
                    return Err(RunError::new(
                        Failure::Hung,
                        format!(
                            "{} did not finish within {} s",
                            self.shell_prefix(),
                            timeout.as_secs_f64()
                        ),
                    ));
                }
                Ok(None) => {
                    std::thread::sleep(pause);
                    pause = (pause * 2).min(Duration::from_millis(10));
                }
                Err(e) => {
                    kill_group(&mut child);
                    return Err(RunError::new(
                        Failure::NotRun,
                        format!("waiting for {}: {e}", self.shell_prefix()),
                    ));
                }
            }
        };
        let _ = writer.join();
        let stdout = reader.join().unwrap_or_default();
        let stderr = err_reader.join().unwrap_or_default();
        if !status.success() {
            let mut stderr = String::from_utf8_lossy(&stderr).into_owned();
            if stderr.len() > STDERR_KEPT {
                let mut end = STDERR_KEPT;
                while !stderr.is_char_boundary(end) {
                    end -= 1;
                }
                stderr.truncate(end);
            }
            let first: Vec<&str> = stderr
                .lines()
                .filter(|l| !l.trim().is_empty())
                .take(3)
                .collect();
            let signal = self.signal(&status);
            let kind = if signal.is_some() || shows_a_crash(&stderr) {
                Failure::Crashed
            } else if rejects_input(&stderr) {
                Failure::Rejected
            } else {
                Failure::Exited
            };
            let how = match signal {
                Some(s) => format!("killed by signal {s}"),
                None => status.to_string(),
            };
            return Err(RunError {
                kind,
                message: format!(
                    "{} failed ({how}){}{}",
                    self.shell_prefix(),
                    if first.is_empty() { "" } else { ": " },
                    first.join(" / ")
                ),
                stderr,
            });
        }
        String::from_utf8(stdout).map_err(|_| {
            RunError::new(
                Failure::Exited,
                format!(
                    "{} wrote output that is not UTF-8 text",
                    self.shell_prefix()
                ),
            )
        })
    }

    /// The signal that ended the optimizer: the process's own, or for a
    /// shell command an exit status of 128 + N (the shell's report of a
    /// command it ran being killed by signal N).
    fn signal(&self, status: &std::process::ExitStatus) -> Option<i32> {
        #[cfg(unix)]
        if let Some(s) = std::os::unix::process::ExitStatusExt::signal(status) {
            return Some(s);
        }
        match (self, status.code()) {
            (Optimizer::Command(_), Some(c)) if (129..=159).contains(&c) => Some(c - 128),
            _ => None,
        }
    }
}

/// Kills the optimizer and every process of its group (see
/// [`Optimizer::run`]); std has no call for a group, so `kill` does it.
fn kill_group(child: &mut std::process::Child) {
    #[cfg(unix)]
    {
        let _ = Command::new("kill")
            .args(["-s", "KILL", "--", &format!("-{}", child.id())])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
    let _ = child.kill();
}

/// The optimizers running, killed with llsem when it is interrupted.
///
/// Each optimizer runs in a process group of its own (so that a hang is
/// ended with everything it started), which the terminal's Ctrl-C does
/// not reach. On the first run, handlers for `SIGINT`, `SIGTERM` and
/// `SIGHUP` are installed (unless the signal is ignored, as in a
/// background job): they kill every registered group, then end llsem with
/// the signal's default action, as without them.
mod interrupt {
    /// Most optimizers registered at once (one per thread is running).
    #[cfg(unix)]
    const SLOTS: usize = 256;

    #[cfg(unix)]
    static GROUPS: [std::sync::atomic::AtomicI32; SLOTS] =
        [const { std::sync::atomic::AtomicI32::new(0) }; SLOTS];

    #[cfg(unix)]
    static INSTALL: std::sync::Once = std::sync::Once::new();

    /// Threads between starting an optimizer and registering its group.
    #[cfg(unix)]
    static SPAWNING: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

    /// Most spins of a handler waiting for [`SPAWNING`] to reach 0 (well
    /// over a second): registering takes microseconds, but a thread the
    /// signal interrupted may hold a lock the spawning thread waits for.
    #[cfg(unix)]
    const MOST_SPINS: u64 = 200_000_000;

    /// A thread starting an optimizer: the interrupt signals are blocked
    /// on it (a handler never runs there) and counted in [`SPAWNING`], so a
    /// handler running on another thread meanwhile waits until the group
    /// is registered before it kills the registered groups. Without it an
    /// interrupt between the start and the registration left the
    /// optimizer's group running after llsem ended.
    pub struct Spawning {
        #[cfg(unix)]
        old: Option<libc::sigset_t>,
    }

    impl Spawning {
        /// Installs the handlers (once), blocks the signals on this thread.
        pub fn start() -> Spawning {
            #[cfg(unix)]
            {
                use std::sync::atomic::Ordering;
                INSTALL.call_once(install);
                SPAWNING.fetch_add(1, Ordering::SeqCst);
                // SAFETY: the sets are initialized by `sigemptyset` before
                // use; `pthread_sigmask` only changes this thread's mask.
                let old = unsafe {
                    let mut set: libc::sigset_t = std::mem::zeroed();
                    let mut old: libc::sigset_t = std::mem::zeroed();
                    libc::sigemptyset(&mut set);
                    for sig in SIGNALS {
                        libc::sigaddset(&mut set, sig);
                    }
                    (libc::pthread_sigmask(libc::SIG_BLOCK, &set, &mut old) == 0).then_some(old)
                };
                Spawning { old }
            }
            #[cfg(not(unix))]
            Spawning {}
        }
    }

    impl Drop for Spawning {
        fn drop(&mut self) {
            #[cfg(unix)]
            {
                SPAWNING.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
                if let Some(old) = &self.old {
                    // SAFETY: restores the mask `start` saved; a signal
                    // that came meanwhile is handled now, on this thread.
                    unsafe {
                        libc::pthread_sigmask(libc::SIG_SETMASK, old, std::ptr::null_mut());
                    }
                }
            }
        }
    }

    /// The signal a handler took (0: none yet), set before it kills the
    /// optimizers' groups.
    #[cfg(unix)]
    static TAKEN: std::sync::atomic::AtomicI32 = std::sync::atomic::AtomicI32::new(0);

    /// Ends llsem by the signal a handler took, if one did: a thread that
    /// sees its optimizer end may be running between the handler's kill of
    /// the groups and its `raise` (on another thread), and must not report
    /// the kill as the optimizer's failure and exit with a status.
    pub fn end_if_interrupted() {
        #[cfg(unix)]
        {
            let sig = TAKEN.load(std::sync::atomic::Ordering::SeqCst);
            if sig == 0 {
                return;
            }
            // SAFETY: `kill` of this process with the signal whose action
            // the handler set back to the default; the process ends, so
            // this thread only waits for that.
            unsafe {
                libc::kill(libc::getpid(), sig);
            }
            loop {
                std::thread::park();
            }
        }
    }

    /// The signals that end llsem and its optimizers.
    #[cfg(unix)]
    const SIGNALS: [libc::c_int; 3] = [libc::SIGINT, libc::SIGTERM, libc::SIGHUP];

    /// A running optimizer's process group, registered while it lives.
    pub struct Live {
        #[cfg(unix)]
        slot: Option<usize>,
    }

    impl Live {
        /// Registers the group whose leader is `pid`.
        pub fn new(pid: u32) -> Live {
            #[cfg(unix)]
            {
                use std::sync::atomic::Ordering;
                let pid = i32::try_from(pid).unwrap_or(0);
                let slot = (pid > 0)
                    .then(|| {
                        GROUPS.iter().position(|g| {
                            g.compare_exchange(0, pid, Ordering::SeqCst, Ordering::SeqCst)
                                .is_ok()
                        })
                    })
                    .flatten();
                Live { slot }
            }
            #[cfg(not(unix))]
            {
                let _ = pid;
                Live {}
            }
        }
    }

    impl Drop for Live {
        fn drop(&mut self) {
            #[cfg(unix)]
            if let Some(k) = self.slot {
                GROUPS[k].store(0, std::sync::atomic::Ordering::SeqCst);
            }
        }
    }

    #[cfg(unix)]
    fn install() {
        for sig in SIGNALS {
            // SAFETY: `sigaction` is given a zeroed (valid, empty) action
            // and mask, and a handler that only makes async-signal-safe
            // calls (`kill`, `signal`, `raise`) and atomic loads.
            unsafe {
                let mut old: libc::sigaction = std::mem::zeroed();
                if libc::sigaction(sig, std::ptr::null(), &mut old) != 0
                    || old.sa_sigaction == libc::SIG_IGN
                {
                    continue;
                }
                let mut new: libc::sigaction = std::mem::zeroed();
                new.sa_sigaction = on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
                libc::sigemptyset(&mut new.sa_mask);
                libc::sigaction(sig, &new, std::ptr::null_mut());
            }
        }
    }

    #[cfg(unix)]
    extern "C" fn on_signal(sig: libc::c_int) {
        // SAFETY: `signal` is async-signal-safe; the default action is set
        // before any thread can see an optimizer killed (see
        // `end_if_interrupted`).
        unsafe {
            libc::signal(sig, libc::SIG_DFL);
        }
        TAKEN.store(sig, std::sync::atomic::Ordering::SeqCst);
        let mut spins = 0;
        while SPAWNING.load(std::sync::atomic::Ordering::SeqCst) > 0 && spins < MOST_SPINS {
            std::hint::spin_loop();
            spins += 1;
        }
        for g in &GROUPS {
            let pid = g.load(std::sync::atomic::Ordering::SeqCst);
            if pid > 0 {
                // SAFETY: `kill` is async-signal-safe; a negative pid names
                // the process group the optimizer leads.
                unsafe {
                    libc::kill(-pid, libc::SIGKILL);
                }
            }
        }
        // SAFETY: async-signal-safe; the default action (set above) ends
        // llsem as the signal would have without the handler.
        unsafe {
            libc::raise(sig);
        }
    }
}

/// The arguments of one `opt` step: `-S`, `-passes=PIPELINE` (if any), the
/// flags.
pub fn step_args(pipeline: &str, flags: &[String]) -> Vec<String> {
    let mut args = vec!["-S".to_string()];
    if !pipeline.is_empty() {
        args.push(format!("-passes={pipeline}"));
    }
    args.extend(flags.iter().cloned());
    args
}

/// The flags among `flags` that change how opt reads the module itself
/// (`-data-layout=E`, `-mtriple x86_64`, `-mcpu`, `-mattr`), with their
/// values: the source of a check is the test file as opt reads it with
/// them, or a big-endian target would be compared with a little-endian
/// source.
pub fn module_flags(flags: &[String]) -> Vec<String> {
    const NAMES: [&str; 4] = ["data-layout", "mtriple", "mcpu", "mattr"];
    let mut out = Vec::new();
    let mut it = flags.iter();
    while let Some(f) = it.next() {
        let name = f.trim_start_matches('-');
        let (name, has_value) = match name.split_once('=') {
            Some((n, _)) => (n, true),
            None => (name, false),
        };
        if f.starts_with('-') && NAMES.contains(&name) {
            out.push(f.clone());
            if !has_value {
                out.extend(it.next().cloned());
            }
        }
    }
    out
}

/// An executable called `name` in a directory of `PATH`.
fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| is_executable(p))
}

fn is_executable(p: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        p.metadata()
            .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        p.is_file()
    }
}

/// The top-level passes of a pipeline, in order: `a,function(b,c),d` gives
/// `a`, `function(b)`, `function(c)`, `d` (the passes of a `function(...)`
/// adaptor are function passes, which run the same one at a time); other
/// adaptors (`cgscc(...)`, `loop(...)`) stay whole.
pub fn split_pipeline(pipeline: &str) -> Vec<String> {
    let mut out = Vec::new();
    for part in top_level(pipeline) {
        let inner = ["function(", "function<eager-inv>("]
            .iter()
            .find_map(|p| part.strip_prefix(p).map(|rest| (*p, rest)))
            .and_then(|(p, rest)| rest.strip_suffix(')').map(|r| (p, r)));
        match inner {
            Some((prefix, body)) if top_level(body).len() > 1 => {
                for p in top_level(body) {
                    out.push(format!("{prefix}{p})"));
                }
            }
            _ => out.push(part),
        }
    }
    out
}

/// The elements of a comma-separated pipeline at nesting depth 0.
fn top_level(pipeline: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    for c in pipeline.chars() {
        match c {
            '(' | '<' => depth += 1,
            ')' | '>' => depth -= 1,
            ',' if depth == 0 => {
                if !cur.trim().is_empty() {
                    out.push(cur.trim().to_string());
                }
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pipelines_split_at_the_top_level() {
        assert_eq!(split_pipeline("instcombine"), vec!["instcombine"]);
        assert_eq!(
            split_pipeline("sroa,instcombine<max-iterations=1>,cgscc(inline,function(sroa))"),
            vec![
                "sroa",
                "instcombine<max-iterations=1>",
                "cgscc(inline,function(sroa))"
            ]
        );
        assert_eq!(
            split_pipeline("function(sroa,gvn),globaldce"),
            vec!["function(sroa)", "function(gvn)", "globaldce"]
        );
        assert_eq!(split_pipeline("default<O2>"), vec!["default<O2>"]);
    }

    #[test]
    fn words_are_quoted_for_the_shell() {
        assert_eq!(shell_word("-passes=gvn"), "-passes=gvn");
        let flags: Vec<String> = [
            "-data-layout=E",
            "-hoist",
            "-mtriple",
            "x86_64",
            "-mattr=+avx",
        ]
        .map(String::from)
        .to_vec();
        assert_eq!(
            module_flags(&flags),
            ["-data-layout=E", "-mtriple", "x86_64", "-mattr=+avx"]
        );
        assert_eq!(shell_word("default<O2>"), "'default<O2>'");
        assert_eq!(shell_word("it's"), r"'it'\''s'");
    }

    #[test]
    fn a_command_gets_the_arguments_appended() {
        let cat = Optimizer::Command("cat; echo".into());
        let out = cat
            .run(
                "x\n",
                &["-S".into(), "-passes=a b".into()],
                Duration::from_secs(10),
            )
            .expect("sh runs");
        assert_eq!(out, "x\n-S -passes=a b\n");
        let fail = Optimizer::Command("echo oops >&2; exit 3".into());
        let e = fail.run("", &[], Duration::from_secs(10)).unwrap_err();
        assert_eq!(e.kind, Failure::Exited, "{e}");
        assert!(e.message.contains("oops") && e.message.contains('3'), "{e}");
        // A parse error of the input is a rejection, not a failure.
        let reject = Optimizer::Command(
            "echo 'opt: <stdin>:12:13: error: expected type' >&2; exit 1".into(),
        );
        let e = reject.run("", &[], Duration::from_secs(10)).unwrap_err();
        assert_eq!(e.kind, Failure::Rejected, "{e}");
        let crash = Optimizer::Command(
            "echo 'LLVM ERROR: <stdin> did not reach a fixpoint' >&2; exit 1".into(),
        );
        let e = crash.run("", &[], Duration::from_secs(10)).unwrap_err();
        assert_eq!(e.kind, Failure::Crashed, "{e}");
        assert!(e.stderr.contains("fixpoint"), "{e:?}");
        // A shell reports a command killed by SIGABRT as 128 + 6.
        let abort = Optimizer::Command("sh -c 'kill -s ABRT $$'".into());
        let e = abort.run("", &[], Duration::from_secs(10)).unwrap_err();
        assert_eq!(e.kind, Failure::Crashed, "{e}");
        assert!(e.message.contains("killed by signal 6"), "{e}");
    }

    #[test]
    fn a_hang_is_ended_with_the_processes_it_started() {
        // The inner `sleep` holds the output pipe: without the group kill
        // the run would wait for it.
        let hang = Optimizer::Command("sh -c 'sleep 30; echo late'".into());
        let start = Instant::now();
        let e = hang.run("", &[], Duration::from_millis(200)).unwrap_err();
        assert_eq!(e.kind, Failure::Hung, "{e}");
        assert!(e.is_crash_or_hang());
        assert!(start.elapsed() < Duration::from_secs(20), "{e}");
    }

    #[test]
    fn a_missing_opt_says_how_to_install_one() {
        let e = Optimizer::find(Some("/nonexistent/opt"), None).unwrap_err();
        assert!(e.contains("no such file"), "{e}");
    }
}
