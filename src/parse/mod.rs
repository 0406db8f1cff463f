//! The front end: `.ll` text to a verified [`crate::syntax::Module`].
//!
//! `lexer` turns text into tokens with byte spans, `parser` builds the module
//! and resolves every name to a dense id, `verify` checks well-formedness.

pub mod error;
pub mod lexer;
pub mod parser;
pub mod verify;

pub use error::{Diagnostic, Severity};
