//! Pure value operations with their poison conditions; no machine access.
//! Each is tested on its own, exhaustively at small widths.

pub mod cast;
pub mod float;
pub mod gep;
pub mod gep_undef;
pub mod int;
pub mod ranges;
pub mod undef;

use crate::sem::stop::UbKind;

/// Why a pure operation produced no value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpError {
    /// Immediate UB.
    Ub {
        /// Which rule.
        kind: UbKind,
        /// What happened.
        message: String,
    },
    /// An operand has undef bits and the exact result is not expressible
    /// bit by bit: the caller must resolve the undef bits (a legal choice
    /// for each use) and try again.
    Inexact,
    /// The operands do not have the shape the operation needs (an llsem bug
    /// or a module the verifier should have rejected).
    Shape,
    /// A case llsem does not implement, named.
    Unsupported(String),
}

impl OpError {
    /// Immediate UB of `kind`.
    pub fn ub(kind: UbKind, message: impl Into<String>) -> OpError {
        OpError::Ub {
            kind,
            message: message.into(),
        }
    }
}
