//! Where the program's output goes while it runs.
//!
//! A run either records what the program writes (the bytes in
//! [`RunResult::stdout`](super::run::RunResult) and, for the refinement
//! checker, [`Event::Output`](super::events::Event) events in order), or
//! streams it to an [`OutputSink`] as it is written and keeps nothing, so
//! that `llsem run` needs no memory for a program that prints forever and
//! stops when the reader of its output has gone.

use std::io::{self, Write};

/// Takes the program's output as it is written.
pub trait OutputSink {
    /// The program wrote `bytes` to file descriptor `fd` (1 or 2). An error
    /// ends the run as the failed write would end a native process (see
    /// `super::machine::Machine::output`).
    fn write(&mut self, fd: i32, bytes: &[u8]) -> io::Result<()>;

    /// The program flushed its streams (`fflush`, or its end).
    fn flush(&mut self) -> io::Result<()>;
}

/// Writes the program's output to llsem's own standard output and error,
/// as a native run would: standard output buffered (flushed at each line
/// when it is a terminal, as C's `stdout` is), standard error unbuffered.
/// A closed pipe is an error of the write (it ends the run, as `SIGPIPE`
/// ends a native one); any other failure to write is kept in
/// [`ProcessOutput::failure`] and the output after it dropped, so that the
/// command can say so after the run.
pub struct ProcessOutput {
    stdout: io::BufWriter<io::Stdout>,
    stderr: io::Stderr,
    line_buffered: bool,
    failure: Option<io::Error>,
}

impl ProcessOutput {
    /// The sink for this process's standard streams.
    pub fn new() -> ProcessOutput {
        use std::io::IsTerminal;
        let stdout = io::stdout();
        ProcessOutput {
            line_buffered: stdout.is_terminal(),
            stdout: io::BufWriter::with_capacity(1 << 16, stdout),
            stderr: io::stderr(),
            failure: None,
        }
    }

    /// The first error other than a closed pipe met writing the output.
    pub fn failure(&self) -> Option<&io::Error> {
        self.failure.as_ref()
    }

    /// Passes a closed pipe on, keeps any other error and drops the output
    /// from then on.
    fn outcome(&mut self, r: io::Result<()>) -> io::Result<()> {
        match r {
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Err(e),
            Err(e) => {
                self.failure.get_or_insert(e);
                Ok(())
            }
            Ok(()) => Ok(()),
        }
    }

    fn write_now(&mut self, fd: i32, bytes: &[u8]) -> io::Result<()> {
        if fd == 2 {
            // Standard error is unbuffered in C: what the program wrote to
            // a terminal's standard output before stays before it.
            if self.line_buffered {
                self.stdout.flush()?;
            }
            return self.stderr.write_all(bytes);
        }
        self.stdout.write_all(bytes)?;
        if self.line_buffered && bytes.contains(&b'\n') {
            self.stdout.flush()?;
        }
        Ok(())
    }
}

impl Default for ProcessOutput {
    fn default() -> Self {
        Self::new()
    }
}

impl OutputSink for ProcessOutput {
    fn write(&mut self, fd: i32, bytes: &[u8]) -> io::Result<()> {
        if self.failure.is_some() {
            return Ok(());
        }
        let r = self.write_now(fd, bytes);
        self.outcome(r)
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.failure.is_some() {
            return Ok(());
        }
        let r = self.stdout.flush();
        self.outcome(r)
    }
}

/// Keeps the first `limit` bytes of each stream and counts the rest (the
/// `stdout` and `stderr` fields of `llsem run --json`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CappedCapture {
    /// Most bytes kept per stream.
    pub limit: usize,
    /// The first bytes written to standard output.
    pub stdout: Vec<u8>,
    /// The first bytes written to standard error.
    pub stderr: Vec<u8>,
    /// Bytes written to standard output in all.
    pub stdout_total: u64,
    /// Bytes written to standard error in all.
    pub stderr_total: u64,
}

impl CappedCapture {
    /// A capture keeping at most `limit` bytes per stream.
    pub fn new(limit: usize) -> CappedCapture {
        CappedCapture {
            limit,
            ..CappedCapture::default()
        }
    }
}

impl OutputSink for CappedCapture {
    fn write(&mut self, fd: i32, bytes: &[u8]) -> io::Result<()> {
        let (kept, total) = if fd == 2 {
            (&mut self.stderr, &mut self.stderr_total)
        } else {
            (&mut self.stdout, &mut self.stdout_total)
        };
        *total += bytes.len() as u64;
        let room = self.limit.saturating_sub(kept.len());
        kept.extend_from_slice(&bytes[..room.min(bytes.len())]);
        Ok(())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_capture_keeps_the_first_bytes_and_counts_all() {
        let mut c = CappedCapture::new(4);
        c.write(1, b"abc").unwrap();
        c.write(2, b"x").unwrap();
        c.write(1, b"defg").unwrap();
        assert_eq!(c.stdout, b"abcd");
        assert_eq!(c.stdout_total, 7);
        assert_eq!(c.stderr, b"x");
        assert_eq!(c.stderr_total, 1);
    }
}
