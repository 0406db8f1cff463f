//! Metadata (LangRef "Metadata"): strings, tuples, specialized `DI*` records
//! (parsed generically, field by field), value wrappers, and the debug records
//! (`#dbg_value(...)`) that replaced debug intrinsics.

use super::constant::Const;
use super::inst::Operand;
use super::types::TypeId;

/// A metadata node reference number: `!N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MdId(pub u32);

/// A metadata value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Metadata {
    /// `!N`: a numbered node defined at module level.
    Ref(MdId),
    /// `!"text"` (bytes, escapes decoded).
    String(Vec<u8>),
    /// `[distinct] !{ e, ... }`; `None` elements are written `null`.
    Tuple {
        /// Whether written `distinct`.
        distinct: bool,
        /// The elements.
        elems: Vec<Option<Metadata>>,
    },
    /// `[distinct] !DIName(field: value, ...)` and other specialized nodes,
    /// including `!DIExpression(DW_OP_..., 8)` whose fields have no names.
    Specialized {
        /// Whether written `distinct`.
        distinct: bool,
        /// The record name without `!` (`DILocation`, `DIExpression`, ...).
        name: String,
        /// The fields in order: optional label and value.
        fields: Vec<(Option<String>, MdField)>,
    },
    /// A constant wrapped as metadata: `i32 1`, `ptr @g`.
    Value(Const),
    /// A local value wrapped as metadata (`ptr %x`), in function bodies.
    Local(TypeId, Operand),
    /// `!DIArgList(T v, ...)`.
    ArgList(Vec<Metadata>),
}

/// The value of a field of a specialized metadata node.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MdField {
    /// Nested metadata: `!5`, `!"name"`, `!{...}`, `!DIExpression()`.
    Md(Metadata),
    /// `null`.
    Null,
    /// A decimal integer, possibly negative, kept as written.
    Int(String),
    /// A quoted string `"text"` (bytes, escapes decoded).
    Str(Vec<u8>),
    /// One or more keywords joined by `|`: `DW_TAG_member`, `true`,
    /// `DIFlagPrototyped | DIFlagAllCallsDescribed`, `FullDebug`.
    Words(Vec<String>),
}

/// A debug record line `#dbg_<kind>(args...)` inside a basic block.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DebugRecord {
    /// `value`, `declare`, `assign`, `label`, `declare_value`.
    pub kind: String,
    /// The arguments, each a metadata value.
    pub args: Vec<Metadata>,
}

/// A named metadata node: `!name = !{!0, !1}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedMetadata {
    /// The name without `!`.
    pub name: String,
    /// The referenced nodes.
    pub nodes: Vec<MdId>,
}
