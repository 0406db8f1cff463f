//! Reading metadata operands the way LLVM's verifier sees them: `!N`
//! references followed, integer constants, and node identity (uniqued nodes
//! are the same node when their contents are; a `distinct` one only itself).

use super::Cx;
use crate::apint::ApInt;
use crate::syntax::{ConstKind, MdId, Metadata, Span};

/// How deep nested metadata is compared before two values count as
/// different (the nodes compared are small).
const COMPARE_DEPTH: u32 = 32;

impl Cx<'_> {
    /// Where `!id` is defined.
    pub(super) fn md_span(&self, id: MdId) -> Span {
        self.m
            .metadata_spans
            .0
            .get(&id)
            .copied()
            .unwrap_or_default()
    }

    /// `md` with `!N` references followed (at most as many steps as there
    /// are nodes, so a reference cycle ends).
    pub(super) fn resolve<'a>(&'a self, mut md: &'a Metadata) -> &'a Metadata {
        for _ in 0..=self.m.metadata.len() {
            match md {
                Metadata::Ref(id) => match self.m.md_node(*id) {
                    Some(next) => md = next,
                    None => return md,
                },
                _ => return md,
            }
        }
        md
    }

    /// An integer constant as metadata: its zero-extended value (if it
    /// fits 64 bits) and whether it is negative.
    pub(super) fn md_int(&self, md: &Metadata) -> Option<(u64, bool)> {
        let Metadata::Value(c) = self.resolve(md) else {
            return None;
        };
        let ConstKind::Int(v) = &c.kind else {
            return None;
        };
        Some((v.to_u64().unwrap_or(u64::MAX), v.is_negative()))
    }

    /// Whether two metadata operands (`None` for `null`) are the same.
    pub(super) fn md_opt_equal(&self, a: Option<&Metadata>, b: Option<&Metadata>) -> bool {
        match (a, b) {
            (Some(a), Some(b)) => self.md_equal(a, b, COMPARE_DEPTH),
            (None, None) => true,
            _ => false,
        }
    }

    /// Whether two metadata values are the same to LLVM (see `md_equal`).
    pub(super) fn md_same(&self, a: &Metadata, b: &Metadata) -> bool {
        self.md_equal(a, b, COMPARE_DEPTH)
    }

    /// An integer constant as metadata, with its width (LLVM's
    /// `ConstantInt` operand); `None` for anything else.
    pub(super) fn md_apint<'a>(&'a self, md: &'a Metadata) -> Option<&'a ApInt> {
        match self.resolve(md) {
            Metadata::Value(c) => match &c.kind {
                ConstKind::Int(v) => Some(v),
                _ => None,
            },
            _ => None,
        }
    }

    /// Whether two metadata values are the same node to LLVM: uniqued nodes
    /// are equal when their contents are; a `distinct` node only to itself.
    fn md_equal(&self, a: &Metadata, b: &Metadata, depth: u32) -> bool {
        if std::ptr::eq(a, b) {
            return true;
        }
        if let (Metadata::Ref(x), Metadata::Ref(y)) = (a, b)
            && x == y
        {
            return true;
        }
        if depth == 0 {
            return false;
        }
        match (self.resolve(a), self.resolve(b)) {
            (
                Metadata::Tuple {
                    distinct: false,
                    elems: xs,
                },
                Metadata::Tuple {
                    distinct: false,
                    elems: ys,
                },
            ) => {
                xs.len() == ys.len()
                    && xs.iter().zip(ys).all(|(x, y)| match (x, y) {
                        (Some(x), Some(y)) => self.md_equal(x, y, depth - 1),
                        (None, None) => true,
                        _ => false,
                    })
            }
            (Metadata::Tuple { distinct: true, .. }, _)
            | (_, Metadata::Tuple { distinct: true, .. }) => false,
            (x, y) => x == y,
        }
    }
}
