//! llsem: an executable, small-step operational semantics of LLVM IR's
//! undefined behaviour.
//!
//! The pipeline, one module per arrow:
//!
//! ```text
//! .ll text ──parse::lexer──▶ tokens ──parse::parser──▶ syntax::Module (names resolved to ids)
//!          ──parse::verify──▶ a well-formed module
//! ```
//!
//! Glossary:
//! - *poison*: a deferred-UB value; most operations on it give poison.
//! - *undef*: a value each use of which may observe a different bit pattern.
//! - *immediate UB*: an execution step with no defined meaning; the run stops.

pub mod apint;
pub mod casefile;
pub mod facts;
pub mod mem;
pub mod model;
pub mod oracle;
pub mod parse;
pub mod refine;
pub mod report;
pub mod sem;
pub mod syntax;
