//! How a run ends, kept apart (ARCHITECTURE.md rule 4): the program
//! returned or exited; it hit immediate UB; it hit a bound of llsem; or it
//! used something llsem does not support. A panic is an llsem bug, never an
//! ending.

use std::fmt;

use crate::syntax::{BlockId, FuncId, Span};
use crate::value::{AllocId, Value};

/// The kinds of immediate undefined behaviour, named after the LangRef rule
/// they break. `name()` is the stable kebab-case id of CONTRACT.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UbKind {
    /// `udiv`/`sdiv`/`urem`/`srem` by zero (or by undef, which may be zero).
    DivisionByZero,
    /// `sdiv`/`srem` of the minimum value by -1.
    DivisionOverflow,
    /// Divisor is poison.
    PoisonDivisor,
    /// `br`/`switch`/`indirectbr` on poison.
    BranchOnPoison,
    /// `br`/`switch`/`indirectbr` on undef.
    BranchOnUndef,
    /// `select` on a poison condition, in the `ub-cond` models of `select`.
    SelectOnPoison,
    /// An access outside the bounds of the allocation.
    OutOfBounds,
    /// An access through a null pointer.
    NullDereference,
    /// An access to a freed allocation, or one whose frame returned.
    UseAfterFree,
    /// A store to a stack object outside its lifetime.
    OutOfLifetime,
    /// An access through a pointer not aligned as the access requires.
    MisalignedAccess,
    /// An access through a poison pointer.
    PoisonPointerAccess,
    /// An access through an undef pointer.
    UndefPointerAccess,
    /// An access through a pointer with no provenance.
    NoProvenance,
    /// A store to a constant global.
    WriteToConstant,
    /// `unreachable` was executed.
    Unreachable,
    /// Poison or undef passed to a `noundef` parameter or returned from a
    /// `noundef` return.
    NoundefViolation,
    /// `llvm.assume` of false or poison.
    AssumeViolation,
    /// `free` of a pointer that is not the start of a live heap block.
    InvalidFree,
    /// `free` of an already freed block.
    DoubleFree,
    /// `llvm.memcpy` with overlapping source and destination.
    OverlappingMemcpy,
    /// A call through a pointer that is not a function, or with the wrong
    /// signature.
    InvalidCall,
    /// A call argument that breaks a parameter attribute that makes
    /// violations UB (`dereferenceable`, `align` with `noundef`, ...).
    AttributeViolation,
    /// An intrinsic or library function used against its contract (a
    /// poison operand where UB results, a bad format string, ...).
    InvalidOperand,
    /// Reading a `va_arg` past the arguments given.
    VarargOutOfRange,
    /// An `alloca` whose element count is poison or undef, or whose size
    /// overflows.
    InvalidAlloca,
    /// A location read by `!invariant.load` loads changed while it was
    /// dereferenceable.
    InvariantViolation,
    /// A function of the environment (not `speculatable`) has UB for the
    /// input it was called with, in an environment that allows it
    /// (`--env-pure-ub`).
    EnvironmentUb,
    /// A constrained floating-point intrinsic names a rounding mode other
    /// than the dynamic one in effect (LangRef "Constrained Floating-Point
    /// Intrinsics").
    RoundingModeMismatch,
    /// A function that promised progress (`mustprogress`, or `willreturn`,
    /// which implies it) loops forever without side effects (LangRef
    /// "Function Attributes").
    NoForwardProgress,
}

impl UbKind {
    /// The stable kebab-case identifier.
    pub fn name(self) -> &'static str {
        match self {
            UbKind::DivisionByZero => "division-by-zero",
            UbKind::DivisionOverflow => "division-overflow",
            UbKind::PoisonDivisor => "poison-divisor",
            UbKind::BranchOnPoison => "branch-on-poison",
            UbKind::BranchOnUndef => "branch-on-undef",
            UbKind::SelectOnPoison => "select-on-poison",
            UbKind::OutOfBounds => "out-of-bounds",
            UbKind::NullDereference => "null-dereference",
            UbKind::UseAfterFree => "use-after-free",
            UbKind::OutOfLifetime => "out-of-lifetime",
            UbKind::MisalignedAccess => "misaligned-access",
            UbKind::PoisonPointerAccess => "poison-pointer-access",
            UbKind::UndefPointerAccess => "undef-pointer-access",
            UbKind::NoProvenance => "no-provenance",
            UbKind::WriteToConstant => "write-to-constant",
            UbKind::Unreachable => "unreachable",
            UbKind::NoundefViolation => "noundef-violation",
            UbKind::AssumeViolation => "assume-violation",
            UbKind::InvalidFree => "invalid-free",
            UbKind::DoubleFree => "double-free",
            UbKind::OverlappingMemcpy => "overlapping-memcpy",
            UbKind::InvalidCall => "invalid-call",
            UbKind::AttributeViolation => "attribute-violation",
            UbKind::InvalidOperand => "invalid-operand",
            UbKind::VarargOutOfRange => "vararg-out-of-range",
            UbKind::InvalidAlloca => "invalid-alloca",
            UbKind::InvariantViolation => "invariant-violation",
            UbKind::EnvironmentUb => "environment-ub",
            UbKind::RoundingModeMismatch => "rounding-mode-mismatch",
            UbKind::NoForwardProgress => "no-forward-progress",
        }
    }

    /// Every kind, for documentation and tests.
    pub const ALL: [UbKind; 30] = [
        UbKind::DivisionByZero,
        UbKind::DivisionOverflow,
        UbKind::PoisonDivisor,
        UbKind::BranchOnPoison,
        UbKind::BranchOnUndef,
        UbKind::SelectOnPoison,
        UbKind::OutOfBounds,
        UbKind::NullDereference,
        UbKind::UseAfterFree,
        UbKind::OutOfLifetime,
        UbKind::MisalignedAccess,
        UbKind::PoisonPointerAccess,
        UbKind::UndefPointerAccess,
        UbKind::NoProvenance,
        UbKind::WriteToConstant,
        UbKind::Unreachable,
        UbKind::NoundefViolation,
        UbKind::AssumeViolation,
        UbKind::InvalidFree,
        UbKind::DoubleFree,
        UbKind::OverlappingMemcpy,
        UbKind::InvalidCall,
        UbKind::AttributeViolation,
        UbKind::InvalidOperand,
        UbKind::VarargOutOfRange,
        UbKind::InvalidAlloca,
        UbKind::InvariantViolation,
        UbKind::EnvironmentUb,
        UbKind::RoundingModeMismatch,
        UbKind::NoForwardProgress,
    ];
}

/// An immediate UB as the machine found it (the location is filled in by
/// the machine from the instruction being executed).
#[derive(Clone, Debug, PartialEq)]
pub struct Ub {
    /// Which rule.
    pub kind: UbKind,
    /// One line saying what happened, with the values involved.
    pub message: String,
    /// The allocation involved, described (`@g (4 bytes, global)`), if any.
    pub allocation: Option<String>,
    /// The values of the instruction's register operands (`%a = i32 7`).
    pub operands: Vec<String>,
    /// Where its poison or undef operands came from, when the run tracked
    /// origins ([`super::origin`]).
    pub origins: Vec<super::origin::OperandOrigin>,
}

impl Ub {
    /// A UB of `kind` with a message.
    pub fn new(kind: UbKind, message: impl Into<String>) -> Ub {
        Ub {
            kind,
            message: message.into(),
            allocation: None,
            operands: Vec::new(),
            origins: Vec::new(),
        }
    }
}

/// Where in the module something happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// The function.
    pub func: FuncId,
    /// The block.
    pub block: BlockId,
    /// The instruction's span in the source.
    pub span: Span,
}

/// Which bound of llsem a run hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bound {
    /// `--max-steps`.
    Steps,
    /// The memory limit.
    Memory,
    /// The call-depth limit.
    Depth,
    /// The wall-clock limit (`--timeout`).
    Time,
}

impl Bound {
    /// The contract's name for it.
    pub fn name(self) -> &'static str {
        match self {
            Bound::Steps => "steps",
            Bound::Memory => "memory",
            Bound::Depth => "depth",
            Bound::Time => "time",
        }
    }
}

/// An abnormal end of the program by a signal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trap {
    /// The signal a native run dies of on x86-64 Linux: 4 (`SIGILL`) for
    /// `llvm.trap` and `llvm.ubsantrap` (`ud2`), 5 (`SIGTRAP`) for
    /// `llvm.debugtrap` (`int3`), 6 (`SIGABRT`) for `abort`, 13
    /// (`SIGPIPE`) for output written to a pipe whose reader has gone.
    pub signal: i32,
    /// What trapped, for the report.
    pub message: String,
}

impl Trap {
    /// `SIGILL`.
    pub const SIGILL: i32 = 4;
    /// `SIGTRAP`.
    pub const SIGTRAP: i32 = 5;
    /// `SIGABRT`.
    pub const SIGABRT: i32 = 6;
    /// `SIGPIPE`: a write to a pipe whose reader has gone.
    pub const SIGPIPE: i32 = 13;
}

/// Why a step could not proceed normally.
#[derive(Clone, Debug, PartialEq)]
pub enum Stop {
    /// The entry function returned this value (`None` for `void`).
    Returned(Option<Value>),
    /// `exit(code)` was called.
    Exited(i32),
    /// The program trapped (`llvm.trap`, `llvm.ubsantrap`,
    /// `llvm.debugtrap`) or aborted (`abort`, a failed `assert`): a defined,
    /// observable, abnormal end, not UB (LangRef "'llvm.trap' Intrinsic").
    Trapped(Trap),
    /// Immediate UB.
    Ub(Box<Ub>),
    /// A call of the environment did not return (it looped forever,
    /// exited, or jumped elsewhere): the run ends there, with what it did
    /// so far observable (decision 0013).
    NoReturn(Box<NoReturn>),
    /// The run provably loops forever without doing anything observable
    /// after its events so far (a defined behaviour: LangRef "Function
    /// Attributes", `mustprogress`; see [`super::diverge`]).
    Diverged(Box<super::diverge::Diverged>),
    /// A bound was hit.
    Bound(Bound),
    /// llsem does not support something the program used.
    Unsupported(String),
}

/// The end of a run at a call of the environment that kept control.
#[derive(Clone, Debug, PartialEq)]
pub struct NoReturn {
    /// The call, in words (`@exit did not return`).
    pub call: String,
    /// The allocations whose contents the callee may still read, as its
    /// memory attributes allow; `None` when it may read any memory it
    /// reaches. Nothing runs after it but the callee itself, so memory it
    /// cannot read is no longer observable.
    pub readable: Option<Vec<AllocId>>,
}

impl Stop {
    /// An immediate UB stop.
    pub fn ub(kind: UbKind, message: impl Into<String>) -> Stop {
        Stop::Ub(Box::new(Ub::new(kind, message)))
    }

    /// A trap by `signal`.
    pub fn trapped(signal: i32, message: impl Into<String>) -> Stop {
        Stop::Trapped(Trap {
            signal,
            message: message.into(),
        })
    }

    /// An unsupported-construct stop.
    pub fn unsupported(what: impl Into<String>) -> Stop {
        Stop::Unsupported(what.into())
    }
}

impl fmt::Display for UbKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
