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
    /// `returned`, `exited`, `trapped`, `ub`, `bound` or `error`.
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
    /// The non-deterministic choices made, in order (`point=value`).
    pub choices: Vec<String>,
    /// A command that replays this run exactly.
    pub replay: Option<String>,
}
