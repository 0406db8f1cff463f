//! The machine: an executable small-step semantics of LLVM IR.
//!
//! The core: `program` prepares a module to run (layouts, global memory,
//! compiled bodies: `code`, `compile`, `consts`); `machine` holds the state
//! of a run and steps it one instruction at a time, with the instruction
//! rules in `step`, the pure value operations in `ops`, the intrinsics in
//! `intrinsics` and the variadic-argument ABI in `varargs`; `trace` writes
//! what each step did, `origin` where poison came from, `output` takes
//! what the program writes; `events`
//! and `stop` are what a run observes and
//! ends with (the values it computes are [`crate::value`]); `diverge`
//! tells, past the step bound, a run that loops forever silently.
//!
//! Above the core, the C library (`runtime`) reaches the machine through
//! one interface, [`library::Library`], and calls back into the program
//! through [`native`]; the core never names a `runtime` type. This file
//! wires the two: [`program::Program::new`] runs programs with the C
//! library.

pub mod args;
mod call_plan;
mod capture;
pub mod code;
pub mod compile;
pub mod consts;
pub mod deferred;
pub mod display;
pub mod diverge;
pub mod effects;
pub mod entry_words;
pub mod environment;
pub mod events;
pub mod fast_form;
pub mod foreign;
pub mod global_writes;
pub mod intrinsics;
pub mod invariant;
pub mod library;
pub mod machine;
pub mod native;
mod no_access;
pub mod ops;
pub mod origin;
pub mod output;
pub mod program;
pub mod regfile;
pub mod run;
pub mod runtime;
pub mod stdin;
mod step;
pub mod stop;
pub mod thin_list;
pub mod trace;
pub mod varargs;
/// The register values now live in [`crate::value`]; this re-export keeps old paths
/// working for branches that predate the move (to be removed).
pub use crate::value;

impl program::Program {
    /// Prepares `module` to run under `model`, with llsem's C library
    /// ([`runtime::C_LIBRARY`]) running the functions it declares.
    pub fn new(
        module: std::sync::Arc<crate::syntax::Module>,
        model: crate::model::Model,
    ) -> Result<program::Program, program::CompileError> {
        program::Program::with_library(module, model, &runtime::C_LIBRARY)
    }
}
