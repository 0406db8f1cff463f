//! llsem: an executable, small-step operational semantics of LLVM IR's
//! undefined behaviour.
//!
//! The pipeline, one module per arrow:
//!
//! ```text
//! .ll text ──parse::lexer──▶ tokens ──parse::parser──▶ syntax::Module (names resolved to ids)
//!          ──parse::verify──▶ a well-formed module
//!          ──sem::program──▶ compiled bodies, memory image ──sem::machine──▶ step … step ──▶ Stop
//! refine: for each input, run tgt (∀ choices) and src (∃ a match) ──▶ compare ──▶ Verdict
//! ```
//!
//! Layers, each importing only from those below it:
//!
//! ```text
//! refine, report, facts                    checking and presenting runs
//! sem::runtime                             the C library models, through sem::library only
//! sem (machine, step, intrinsics, ...)     the machine core
//! mem                                      allocations, abstract bytes, value <-> bits
//! value                                    register values: poison, undef bits, pointers
//! syntax, apint, model, oracle             the IR as data, integers, knobs, choices
//! ```
//!
//! `llsem::refine(src, tgt, &Config::default())` checks that the functions
//! of one `.ll` text refine those of another, for property tests (see
//! [`refine::refine_text`] and `examples/refine_property.rs`).
//!
//! Glossary:
//! - *poison*: a deferred-UB value; most operations on it give poison.
//! - *undef*: a value each use of which may observe a different bit pattern.
//! - *immediate UB*: an execution step with no defined meaning; the run stops.

pub mod apint;
pub mod casefile;
pub mod facts;
pub mod fuzz;
pub mod mem;
pub mod model;
pub mod oracle;
pub mod parse;
pub mod refine;
pub mod report;
pub mod sem;
pub mod syntax;
pub mod validate;
pub mod value;
#[cfg(test)]
mod xorshift;

pub use refine::{RefineConfig as Config, Report, Verdict, refine_text as refine};
