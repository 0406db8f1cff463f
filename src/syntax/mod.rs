//! The IR as data: a parsed, name-resolved module, independent of how it was
//! read or how it will be run. The parser (`crate::parse`) builds it, the
//! verifier checks it, the printer (`print`) writes it back as `.ll` text, and
//! the machine (`crate::sem`) executes it.

pub mod attr;
pub mod constant;
pub mod inst;
pub mod layout;
pub mod metadata;
pub mod module;
pub mod print;
pub mod sizes;
pub mod span;
pub mod types;
pub mod vscale_use;

pub use attr::{Attr, AttrSet};
pub use constant::{Const, ConstExpr, ConstKind};
pub use inst::*;
pub use layout::DataLayout;
pub use metadata::{DebugRecord, MdField, MdId, Metadata, NamedMetadata};
pub use module::*;
pub use sizes::{LayoutCache, StructLayout, TypeSize};
pub use span::{LineCol, SourceFile, Span};
pub use types::{FloatKind, NamedType, TypeId, TypeKind, TypeTable};
