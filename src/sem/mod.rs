//! The machine: an executable small-step semantics of LLVM IR.

pub mod ops;
pub mod runtime;
