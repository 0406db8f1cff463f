//! Memory: abstract bytes with per-bit poison and undef (`bytes`),
//! allocations and access checks (`memory`), a small allocation's contents
//! in one record (`small`), what the calls in progress allow (`guard`),
//! and the conversion between register values and bits (`repr`).

pub mod bytes;
pub mod guard;
pub mod memory;
pub mod repr;
pub mod small;

pub use bytes::{ByteBits, Bytes, Fill};
pub use memory::{
    AccessError, AllocInfo, AllocKind, CopyError, Liveness, Memory, PAGE, Place, PlannedBlock, Span,
};
pub use repr::{Repr, WordAccess};
