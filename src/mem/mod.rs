//! Memory: abstract bytes with per-bit poison and undef (`bytes`),
//! allocations and access checks (`memory`), what the calls in progress
//! allow (`guard`), and the conversion between
//! register values and bits (`repr`).

pub mod bytes;
pub mod guard;
pub mod memory;
pub mod repr;

pub use bytes::{Bytes, Fill};
pub use memory::{AccessError, AllocKind, Allocation, Liveness, Memory, Place};
pub use repr::Repr;
