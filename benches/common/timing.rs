//! User-CPU-time measurement shared by the benchmarks (`interp`, `parse`, `refine`):
//! medians of repeated runs, in this process or in a child.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// How many times each measurement is repeated (the median is reported).
pub const REPS: usize = 5;

/// User CPU time of this process so far.
pub fn user_time() -> Duration {
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

/// The median of some timings (the upper one of an even count).
pub fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// Median user time of a bash command line (`$1`, ... are `args`) run
/// `reps` times, if it runs.
pub fn process_time(script: &str, args: &[&Path], reps: usize) -> Option<Duration> {
    let mut times = Vec::new();
    for _ in 0..reps {
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
