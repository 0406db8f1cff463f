//! Pure value operations with their poison conditions; no machine access.

pub mod float;
