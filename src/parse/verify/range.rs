//! `!range` attachments (LangRef "'range' Metadata"): only on `load`,
//! `call` and `invoke`; pairs of integer constants of the result's scalar
//! type, each pair a non-empty, non-full half-open range `[lo, hi)` (which
//! may wrap), the ranges in signed order of their lower bounds, neither
//! overlapping nor adjacent (the last also against the first when there are
//! more than two). The messages are LLVM 22's verifier's, in its order.
//!
//! `!noalias.addrspace` (LangRef "'noalias.addrspace' Metadata") is read
//! the same way (LLVM 22 verifies both as range-like metadata), with two
//! differences: it goes on `load`, `store`, `atomicrmw`, `cmpxchg` and
//! `call` (not `invoke`), and its bounds are `i32` address spaces whatever
//! the instruction's type.

use super::Cx;
use crate::apint::ApInt;
use crate::syntax::{InstKind, Metadata, TypeId, TypeKind};

/// The attachments read as ranges.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum RangeKind {
    /// `!range`: bounds of the result's scalar type.
    Range,
    /// `!noalias.addrspace`: `i32` bounds.
    NoaliasAddrspace,
}

impl Cx<'_> {
    /// Checks the `!range` (or `!noalias.addrspace`, by `kind`) attachment
    /// `md` of `inst`, whose result has type `ty` (if it has one).
    pub(super) fn check_range_md(
        &self,
        kind: RangeKind,
        inst: &InstKind,
        ty: Option<TypeId>,
        md: &Metadata,
    ) -> Result<(), String> {
        match kind {
            RangeKind::Range
                if !matches!(
                    inst,
                    InstKind::Load { .. } | InstKind::Call(_) | InstKind::Invoke { .. }
                ) =>
            {
                return Err("Ranges are only for loads, calls and invokes!".into());
            }
            RangeKind::NoaliasAddrspace
                if !matches!(
                    inst,
                    InstKind::Load { .. }
                        | InstKind::Store { .. }
                        | InstKind::AtomicRmw { .. }
                        | InstKind::CmpXchg { .. }
                        | InstKind::Call(_)
                ) =>
            {
                return Err("noalias.addrspace are only for memory operations!".into());
            }
            _ => {}
        }
        let Metadata::Tuple { elems, .. } = self.resolve(md) else {
            return Ok(());
        };
        if !elems.len().is_multiple_of(2) {
            return Err("Unfinished range!".into());
        }
        if elems.is_empty() {
            return Err("It should have at least one range!".into());
        }
        let scalar = ty.map(|t| match self.types.kind(t) {
            TypeKind::Vector { elem, .. } => *elem,
            _ => t,
        });
        let want = scalar.and_then(|t| match self.types.kind(t) {
            TypeKind::Int(w) => Some(*w),
            _ => None,
        });
        let mut ranges: Vec<(ApInt, ApInt)> = Vec::new();
        for pair in elems.chunks(2) {
            let int = |e: &Option<Metadata>| e.as_ref().and_then(|m| self.md_apint(m)).cloned();
            let lo = int(&pair[0]).ok_or("The lower limit must be an integer!")?;
            let hi = int(&pair[1]).ok_or("The upper limit must be an integer!")?;
            if lo.width() != hi.width() {
                return Err("Range pair types must match!".into());
            }
            match kind {
                RangeKind::NoaliasAddrspace if hi.width() != 32 => {
                    return Err("noalias.addrspace type must be i32!".into());
                }
                RangeKind::Range if want != Some(hi.width()) => {
                    return Err("Range types must match instruction type!".into());
                }
                _ => {}
            }
            let w = lo.width();
            if lo == hi && lo != ApInt::all_ones(w) && !lo.is_zero() {
                return Err("The upper and lower limits cannot be the same value".into());
            }
            if lo == hi {
                // [0, 0) is empty and [max, max) full: both rejected.
                return Err("Range must not be empty!".into());
            }
            if let Some(last) = ranges.last() {
                if overlap(&(lo.clone(), hi.clone()), last) {
                    return Err("Intervals are overlapping".into());
                }
                if !lo.sgt(&last.0) {
                    return Err("Intervals are not in order".into());
                }
                if contiguous(&(lo.clone(), hi.clone()), last) {
                    return Err("Intervals are contiguous".into());
                }
            }
            ranges.push((lo, hi));
        }
        if ranges.len() > 2 {
            let (first, last) = (&ranges[0], &ranges[ranges.len() - 1]);
            if overlap(first, last) {
                return Err("Intervals are overlapping".into());
            }
            if contiguous(first, last) {
                return Err("Intervals are contiguous".into());
            }
        }
        Ok(())
    }
}

/// Whether one range ends where the other starts.
fn contiguous(a: &(ApInt, ApInt), b: &(ApInt, ApInt)) -> bool {
    a.1 == b.0 || a.0 == b.1
}

/// Whether two non-empty, non-full ranges `[lo, hi)` (wrapping when
/// `hi <= lo` unsigned) share a value.
fn overlap(a: &(ApInt, ApInt), b: &(ApInt, ApInt)) -> bool {
    let xs = pieces(a);
    let ys = pieces(b);
    xs.iter()
        .any(|x| ys.iter().any(|y| x.0.ult(&y.1) && y.0.ult(&x.1)))
}

/// A range as one or two intervals that do not wrap, over one more bit
/// (so that the end `2^w` can be written).
fn pieces((lo, hi): &(ApInt, ApInt)) -> Vec<(ApInt, ApInt)> {
    let w = lo.width() + 1;
    let (lo, hi) = (lo.zext(w), hi.zext(w));
    if lo.ult(&hi) {
        return vec![(lo, hi)];
    }
    let top = ApInt::one(w).shl(w - 1);
    vec![(lo, top), (ApInt::zero(w), hi)]
}
