//! The JSON documents of CONTRACT.md (`run --json`, `refine --json`,
//! errors). Fields may be added; none may be renamed or removed.

use serde::Serialize;

/// An input error: where and what.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct ErrorJson {
    /// What is wrong.
    pub message: String,
    /// The file.
    pub file: String,
    /// 1-based line (0 if the error has no location).
    pub line: u32,
    /// 1-based column (0 if the error has no location).
    pub column: u32,
}

/// An immediate UB, located.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct UbJson {
    /// The stable kebab-case kind.
    pub kind: String,
    /// What happened.
    pub message: String,
    /// The function.
    pub function: String,
    /// The block.
    pub block: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub column: u32,
    /// Values of the instruction's register operands.
    pub operands: Vec<String>,
    /// The allocation involved, if any.
    pub allocation: Option<String>,
    /// Where the instruction came from in the program's source, when the
    /// module has debug info (`clang -g`).
    pub source: Option<SourceJson>,
    /// Where each operand that is poison or undef came from.
    pub origins: Vec<OriginJson>,
}

/// Where a poison or undef operand came from.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct OriginJson {
    /// The operand (`%6`).
    pub operand: String,
    /// `poison` or `undef`.
    pub value: String,
    /// The function of the instruction that made it.
    pub function: String,
    /// Its block.
    pub block: String,
    /// 1-based line of the instruction.
    pub line: u32,
    /// 1-based column.
    pub column: u32,
    /// The instruction, as the printer writes it (`null` for an argument of
    /// the run's entry).
    pub instruction: Option<String>,
    /// Why it made poison or undef.
    pub reason: String,
    /// Its position in the program's source, from debug info.
    pub source: Option<SourceJson>,
}

/// A position in the program's source (C, ...), from debug info.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct SourceJson {
    /// The file as the debug info names it.
    pub file: String,
    /// 1-based line (0 if the compiler gave none).
    pub line: u32,
    /// 1-based column (0 if the compiler gave none).
    pub column: u32,
    /// The source function, if known.
    pub function: Option<String>,
    /// The text of the line, if the file could be read.
    pub text: Option<String>,
    /// The calls the code was inlined into, innermost first.
    pub inlined_at: Vec<SourceJson>,
}

/// A trap or abort: the signal a native run dies of, and what trapped.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct TrapJson {
    /// The signal number (4 `SIGILL`, 5 `SIGTRAP`, 6 `SIGABRT`).
    pub signal: i32,
    /// What trapped.
    pub message: String,
}

/// The document `llsem run --json` prints.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct RunJson {
    /// `returned`, `exited`, `trapped`, `ub`, `bound`, `error`, `noreturn`
    /// or `diverges`.
    pub outcome: &'static str,
    /// The returned value in LLVM syntax; `null` if void or none.
    pub value: Option<String>,
    /// For `returned` (from `main`) and `exited`.
    pub exit_code: Option<i32>,
    /// What the program wrote to standard output.
    pub stdout: String,
    /// Set when the outcome is `ub`.
    pub ub: Option<UbJson>,
    /// `steps`, `memory` or `depth` when the outcome is `bound`.
    pub bound: Option<&'static str>,
    /// Set when the outcome is `error`.
    pub error: Option<ErrorJson>,
    /// Set when the outcome is `trapped`.
    pub trap: Option<TrapJson>,
    /// Instructions executed.
    pub steps: u64,
    /// The seed.
    pub seed: u64,
    /// What the program wrote to standard error.
    pub stderr: String,
    /// The bytes of `stdout` exactly, in base64 (RFC 4648), for output
    /// that is not UTF-8 text.
    pub stdout_base64: String,
    /// The bytes of `stderr` exactly, in base64.
    pub stderr_base64: String,
    /// Bytes the program wrote to standard output in all.
    pub stdout_size: u64,
    /// Bytes the program wrote to standard error in all.
    pub stderr_size: u64,
    /// Whether `stdout` holds only the first [`KEPT_OUTPUT`] bytes of it.
    pub stdout_truncated: bool,
    /// Whether `stderr` holds only the first [`KEPT_OUTPUT`] bytes of it.
    pub stderr_truncated: bool,
    /// The non-deterministic choices made, in order (`point=value`).
    pub choices: Vec<String>,
    /// A command that replays this run exactly.
    pub replay: Option<String>,
    /// For `returned`: where the returned value's poison or undef came
    /// from. Left out when the value is defined or its origin is unknown.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub return_origins: Vec<OriginJson>,
    /// For `diverges`: how the run was found to loop forever. Left out
    /// otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub diverges: Option<DivergesJson>,
}

/// How `llsem run` found a run to loop forever (outcome `diverges`).
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct DivergesJson {
    /// The function whose loop never exits.
    pub function: String,
    /// The step at which the recurring machine state was first seen.
    pub first_step: u64,
    /// The steps between two occurrences of that state.
    pub period: u64,
}

/// Most bytes of each output stream a JSON document holds.
pub const KEPT_OUTPUT: usize = 1 << 20;

/// `bytes` in base64 (RFC 4648, with padding).
pub fn base64(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for group in bytes.chunks(3) {
        let n = group.len();
        let word = group
            .iter()
            .enumerate()
            .fold(0u32, |w, (i, &b)| w | (b as u32) << (16 - 8 * i));
        for i in 0..4 {
            if i <= n {
                out.push(DIGITS[(word >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::base64;

    #[test]
    fn base64_matches_rfc_4648() {
        // The test vectors of RFC 4648, section 10, and bytes no text holds.
        let cases = [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ];
        for (text, want) in cases {
            assert_eq!(base64(text.as_bytes()), want, "{text:?}");
        }
        assert_eq!(base64(&[0xff, 0xfe, 0x00, 0x80]), "//4AgA==");
    }
}
