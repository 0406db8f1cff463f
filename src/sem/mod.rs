//! The machine: an executable small-step semantics of LLVM IR.
//!
//! `program` prepares a module to run (layouts, global memory, compiled
//! bodies: `code`, `compile`, `consts`); `machine` holds the state of a run
//! and steps it one instruction at a time, with the instruction rules in
//! `step`, the pure value operations in `ops`, intrinsics in `intrinsics`
//! and the C library in `runtime`; `trace` writes what each step did; `value`, `events` and `stop` are what a
//! run computes, observes and ends with.

pub mod code;
pub mod compile;
pub mod consts;
pub mod display;
pub mod effects;
pub mod environment;
pub mod events;
pub mod intrinsics;
pub mod machine;
pub mod ops;
pub mod program;
pub mod run;
pub mod runtime;
mod step;
pub mod stop;
pub mod trace;
pub mod value;
