//! The front end: `.ll` text to a verified [`crate::syntax::Module`].
//!
//! `lexer` turns text into tokens with byte spans, `parser` builds the module
//! and resolves every name to a dense id, `verify` checks well-formedness.

pub mod error;
mod intrinsics;
pub mod lexer;
pub mod parser;
pub mod verify;

pub use error::{Diagnostic, Severity};
pub use intrinsics::names_no_intrinsic;
pub use parser::MAX_NESTING;

/// The stack a thread needs to parse, verify, run and print a module nested
/// [`MAX_NESTING`] levels deep (types, constants, metadata, the values they
/// make), with room to spare: the command line runs on threads of this size.
/// A library user on a smaller stack (Rust's default is 2 MiB for spawned
/// threads) can overflow it on input nested a few thousand levels deep.
pub const NESTING_STACK_BYTES: usize = 256 << 20;

use crate::syntax::{Module, SourceFile};

/// Parses and name-resolves a module (no well-formedness checks beyond what
/// parsing needs). The module's `source` is `file`; the error, if any, is the
/// first one in the text, with a span on the offending token.
pub fn parse_module(file: SourceFile) -> Result<Module, Diagnostic> {
    parser::parse(file)
}

/// Parses a module and checks that it is well formed: what every command
/// reads its input with. The error is the first problem found, located.
pub fn load(file: SourceFile) -> Result<Module, Diagnostic> {
    let module = parse_module(file)?;
    verify::verify_module(&module)?;
    Ok(module)
}
