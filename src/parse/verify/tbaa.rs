//! `!tbaa` access tags (LangRef "'tbaa' Metadata"; the rules are LLVM 22's
//! `TBAAVerifier`, since LangRef describes the format but not what is
//! rejected). An access tag is `!{base, access, offset [, immutable]}` in
//! the old struct-path format and `!{base, access, offset, size
//! [, immutable]}` in the new one, which a tag uses when its access type is
//! a node of at least three operands whose first is a node. A tag that is
//! not struct-path (`!{!"int", !root}`, a scalar type used as a tag) is
//! first rewritten as LLVM's parser does (`!{S, S, i64 0 [, flag]}`).
//!
//! From the base type the access path walks down to the field holding the
//! offset, then to its parent types, until a root (a node of fewer than two
//! operands): the access type must be seen on the way, the offset must be
//! zero when a scalar type (or the access type) is reached, and the offset's
//! bit width must be that of the base type's field offsets. A base node's
//! own shape is checked once and its result kept (`Cx::tbaa_bases`), by
//! node contents (LLVM's nodes are uniqued), whichever format the tag that
//! first reached it had, as LLVM does.
//!
//! A specialized node is a node whose operands are not the fields written:
//! `!DILocation(scope: S [, inlinedAt: I])` has the operands `S [, I]`
//! (LLVM's `DILocation::getImpl`), `!DIExpression(...)` and
//! `!DIAssignID()` none, `!DIFile(...)` its filename, directory, checksum
//! and source, and they take part in the check as such. Other
//! specialized nodes met anywhere end the check with no error: llsem does
//! not know their operands as LLVM lays them out (the direction that can
//! only accept).
//!
//! Apart from the TBAA rules, LLVM's verifier rejects a `DILocation` that
//! is an operand of any node reachable from a `!tbaa` attachment ("DILocation
//! not allowed within this metadata node": only `!dbg` and `!llvm.loop`
//! attachments may hold one), after the TBAA errors.
//!
//! The tags of `!llvm.errno.tbaa` (the access tag of `errno`) are checked
//! as tags of no instruction, and without the parser's upgrade.

use super::Cx;
use crate::apint::ApInt;
use crate::parse::error::Diagnostic;
use crate::syntax::{InstKind, MdField, MdId, Metadata};

/// A base node's check: `(invalid, bit width of its field offsets)`;
/// `u32::MAX` for a node without fields, `0` for a scalar type.
pub(super) type BaseSummary = (bool, u32);

/// Bit width marking "no field seen".
const NO_FIELDS: u32 = u32::MAX;

/// A TBAA problem: the message and, for one in a type node, that node.
pub(super) type TbaaError = (String, Option<MdId>);

/// A metadata node as the TBAA rules see it.
#[derive(Clone, Copy)]
enum Node<'a> {
    /// A tuple written in the module: the operand that names it (`!N` or
    /// the tuple itself) and its elements.
    Tuple {
        at: &'a Metadata,
        elems: &'a [Option<Metadata>],
    },
    /// The scalar type `!{a, b}` LLVM builds from a three-operand tag that
    /// is not struct-path.
    Pair(&'a Option<Metadata>, &'a Option<Metadata>),
    /// A specialized node whose operands llsem knows: the operand that
    /// names it, and its first `len` operands.
    Special {
        at: &'a Metadata,
        ops: [SpecialOp<'a>; 4],
        len: usize,
    },
}

/// An operand of a specialized node.
#[derive(Clone, Copy)]
enum SpecialOp<'a> {
    /// Null (a field not written, or an empty string).
    Null,
    /// An `MDString` (a string field).
    Str,
    /// A metadata field.
    Md(&'a Metadata),
}

/// An operand as the TBAA rules see it.
#[derive(Clone)]
enum Op<'a> {
    /// `null`, or an operand past the end.
    Null,
    /// A `ConstantInt`.
    Int(ApInt),
    /// An `MDString`.
    Str,
    /// A node.
    Node(Node<'a>),
    /// A specialized node whose operands llsem does not know: a node that
    /// is no string or integer, but the check stops where it needs the
    /// node's operands.
    Opaque,
    /// Anything else (a non-integer constant).
    Other,
}

/// Where the check stands: go on, stop accepting, or an error.
type Flow<T> = Result<T, Option<TbaaError>>;

impl<'a> Node<'a> {
    fn len(&self) -> usize {
        match self {
            Node::Tuple { elems, .. } => elems.len(),
            Node::Pair(..) => 2,
            Node::Special { len, .. } => *len,
        }
    }

    /// The `!N` this node is, if it is one.
    fn id(&self) -> Option<MdId> {
        match self {
            Node::Tuple {
                at: Metadata::Ref(id),
                ..
            }
            | Node::Special {
                at: Metadata::Ref(id),
                ..
            } => Some(*id),
            _ => None,
        }
    }
}

impl Cx<'_> {
    /// Checks the `!tbaa` attachment `md` of `inst`.
    pub(super) fn check_tbaa(&self, inst: &InstKind, md: &Metadata) -> Result<(), TbaaError> {
        match self.tbaa_tag(Some(inst), md) {
            Ok(()) | Err(None) => self.no_location_within(md),
            Err(Some(e)) => Err(e),
        }
    }

    /// "DILocation not allowed within this metadata node": no node
    /// reachable from `md` (through tuples) has a `DILocation` operand; the
    /// error names the first such node (the instruction for an unnamed
    /// one).
    fn no_location_within(&self, md: &Metadata) -> Result<(), TbaaError> {
        if matches!(self.resolve(md), Metadata::Specialized { name, .. } if name == "DILocation") {
            // The upgraded tag `!{md, md, i64 0}` holds it.
            return Err((
                "DILocation not allowed within this metadata node".to_string(),
                None,
            ));
        }
        let mut seen: Vec<&Metadata> = Vec::new();
        let mut stack = vec![md];
        while let Some(at) = stack.pop() {
            if seen.iter().any(|s| std::ptr::eq(*s, at) || s == &at) {
                continue;
            }
            seen.push(at);
            let Metadata::Tuple { elems, .. } = self.resolve(at) else {
                continue;
            };
            for e in elems.iter().flatten() {
                if matches!(self.resolve(e), Metadata::Specialized { name, .. } if name == "DILocation")
                {
                    let node = match at {
                        Metadata::Ref(id) => Some(*id),
                        _ => None,
                    };
                    return Err((
                        "DILocation not allowed within this metadata node".to_string(),
                        node,
                    ));
                }
            }
            stack.extend(elems.iter().flatten().rev());
        }
        Ok(())
    }

    /// Checks every tag of `!llvm.errno.tbaa` ([`Self::check_errno_tbaa`]).
    pub(super) fn check_errno_tbaa_tags(&self) -> Result<(), Diagnostic> {
        let tags = self
            .m
            .named_metadata
            .iter()
            .filter(|n| n.name == "llvm.errno.tbaa")
            .flat_map(|n| &n.nodes);
        for id in tags {
            self.check_errno_tbaa(&Metadata::Ref(*id))
                .map_err(|(msg, node)| Diagnostic::error(self.md_span(node.unwrap_or(*id)), msg))?;
        }
        Ok(())
    }

    /// Checks an operand of `!llvm.errno.tbaa` (the access tag of `errno`):
    /// a tag as on an instruction, but not upgraded by the parser, so a tag
    /// that is not struct-path is "Old-style TBAA". Errors point to the tag.
    pub(super) fn check_errno_tbaa(&self, md: &Metadata) -> Result<(), TbaaError> {
        let at = match md {
            Metadata::Ref(id) => Some(*id),
            _ => None,
        };
        match self.tbaa_tag(None, md) {
            Ok(()) | Err(None) => Ok(()),
            Err(Some((msg, node))) => Err((msg, node.or(at))),
        }
    }

    /// The check of tag `md` on `inst` (`None`: `!llvm.errno.tbaa`, which
    /// no instruction carries and the parser does not upgrade).
    fn tbaa_tag(&self, inst: Option<&InstKind>, md: &Metadata) -> Flow<()> {
        let fail = |msg: &str| Err(Some((msg.to_string(), None)));
        // A specialized node as the tag: its operands as LLVM lays them
        // out, then the upgrade of a tag that is not struct-path (none of
        // those llsem knows has three operands, the first a node).
        let (elems, whole) = match self.resolve(md) {
            Metadata::Tuple { elems, .. } => (elems.as_slice(), None),
            _ => match self.op_of(md) {
                Op::Node(n) => (&[][..], Some(n)),
                _ => return Err(None),
            },
        };
        if whole.is_some_and(|n| n.len() == 0) || (whole.is_none() && elems.is_empty()) {
            return fail("TBAA metadata cannot have 0 operands");
        }
        let allowed = inst.is_none_or(|inst| {
            matches!(
                inst,
                InstKind::Load { .. }
                    | InstKind::Store { .. }
                    | InstKind::Call(_)
                    | InstKind::VaArg { .. }
                    | InstKind::AtomicRmw { .. }
                    | InstKind::CmpXchg { .. }
            )
        });
        if !allowed {
            return fail("This instruction shall not have a TBAA access tag!");
        }
        if inst.is_none() {
            let struct_path = match whole {
                Some(n) => n.len() >= 3 && matches!(self.node_op(n, 0), Op::Node(_) | Op::Opaque),
                None => {
                    elems.len() >= 3 && matches!(self.op(elems.first()), Op::Node(_) | Op::Opaque)
                }
            };
            if !struct_path {
                return fail("Old-style TBAA is no longer allowed, use struct-path TBAA instead");
            }
        }
        let tag = match whole {
            Some(n) => vec![Op::Node(n), Op::Node(n), Op::Int(ApInt::zero(64))],
            None => self.upgraded_tag(md, elems),
        };
        if tag.iter().any(|o| matches!(o, Op::Opaque)) {
            return Err(None);
        }
        let op = |i: usize| tag.get(i).cloned().unwrap_or(Op::Null);
        let base = as_node(op(0));
        let access = as_node(op(1));
        let new_format = match access {
            Some(a) => self.is_new_format_type(a)?,
            None => false,
        };
        if new_format {
            if tag.len() != 4 && tag.len() != 5 {
                return fail("Access tag metadata must have either 4 or 5 operands");
            }
            if !matches!(op(3), Op::Int(_)) {
                return fail("Access size field must be a constant");
            }
        } else if tag.len() >= 5 {
            return fail("Struct tag metadata must have either 3 or 4 operands");
        }
        let flag_at = if new_format { 4 } else { 3 };
        if tag.len() == flag_at + 1 {
            let Op::Int(flag) = op(flag_at) else {
                return fail("Immutability tag on struct tag metadata must be a constant");
            };
            if flag.active_bits() > 1 {
                return fail("Immutability part of the struct tag metadata must be either 0 or 1");
            }
        }
        let (Some(mut base), Some(access)) = (base, access) else {
            return fail(
                "Malformed struct tag metadata: base and access-type should be non-null and point to Metadata nodes",
            );
        };
        if !new_format && !self.is_scalar_type(access)? {
            return fail("Access type node must be a valid scalar type");
        }
        let Op::Int(mut offset) = op(2) else {
            return fail("Offset must be constant integer");
        };
        let mut seen_access = false;
        let mut path: Vec<Node<'_>> = Vec::new();
        while base.len() >= 2 {
            if path.iter().any(|n| self.same_node(*n, base)) {
                return fail("Cycle detected in struct path");
            }
            path.push(base);
            let (invalid, width) = self.tbaa_base(base, new_format)?;
            if invalid {
                // LLVM reports nothing more for this tag.
                return Err(None);
            }
            let is_access = self.same_node(base, access);
            seen_access |= is_access;
            if (is_access || self.is_scalar_type(base)?) && !offset.is_zero() {
                return fail("Offset not zero at the point of scalar access");
            }
            let width_ok = width == offset.width()
                || (width == 0 && offset.is_zero())
                || (new_format && width == NO_FIELDS);
            if !width_ok {
                return fail("Access bit-width not the same as description bit-width");
            }
            if new_format && seen_access {
                break;
            }
            base = self.tbaa_field(base, &mut offset, new_format)?;
        }
        if !seen_access {
            return fail("Did not see access type in access path!");
        }
        Ok(())
    }

    /// The tag's operands after LLVM's upgrade of tags that are not
    /// struct-path.
    fn upgraded_tag<'a>(&'a self, md: &'a Metadata, elems: &'a [Option<Metadata>]) -> Vec<Op<'a>> {
        let first_is_node = matches!(self.op(elems.first()), Op::Node(_) | Op::Opaque);
        if first_is_node && elems.len() >= 3 {
            return elems.iter().map(|e| self.op(Some(e))).collect();
        }
        let zero = Op::Int(ApInt::zero(64));
        if let [a, b, flag] = elems {
            let scalar = Op::Node(Node::Pair(a, b));
            return vec![scalar.clone(), scalar, zero, self.op(Some(flag))];
        }
        let whole = Op::Node(Node::Tuple { at: md, elems });
        vec![whole.clone(), whole, zero]
    }

    /// An operand (`None` past the end) as the TBAA rules see it.
    fn op<'a>(&'a self, e: Option<&'a Option<Metadata>>) -> Op<'a> {
        match e {
            Some(Some(at)) => self.op_of(at),
            _ => Op::Null,
        }
    }

    /// A metadata operand as the TBAA rules see it.
    fn op_of<'a>(&'a self, at: &'a Metadata) -> Op<'a> {
        match self.resolve(at) {
            Metadata::Tuple { elems, .. } => Op::Node(Node::Tuple { at, elems }),
            Metadata::String(_) => Op::Str,
            Metadata::Specialized { name, fields, .. } => special(at, name, fields),
            Metadata::Value(_) => match self.md_apint(at) {
                Some(v) => Op::Int(v.clone()),
                None => Op::Other,
            },
            _ => Op::Other,
        }
    }

    /// Operand `i` of a node.
    fn node_op<'a>(&'a self, n: Node<'a>, i: usize) -> Op<'a> {
        match n {
            Node::Tuple { elems, .. } => self.op(elems.get(i)),
            Node::Pair(a, b) => self.op([a, b].get(i).copied()),
            Node::Special { ops, len, .. } => match ops.get(i).filter(|_| i < len) {
                Some(SpecialOp::Md(md)) => self.op_of(md),
                Some(SpecialOp::Str) => Op::Str,
                _ => Op::Null,
            },
        }
    }

    /// Whether two nodes are the same node to LLVM.
    fn same_node(&self, a: Node<'_>, b: Node<'_>) -> bool {
        match (a, b) {
            (Node::Tuple { at: x, .. }, Node::Tuple { at: y, .. })
            | (Node::Special { at: x, .. }, Node::Special { at: y, .. }) => self.md_same(x, y),
            (Node::Special { .. }, _) | (_, Node::Special { .. }) => false,
            (Node::Pair(a0, a1), Node::Pair(b0, b1)) => {
                self.md_opt_equal(a0.as_ref(), b0.as_ref())
                    && self.md_opt_equal(a1.as_ref(), b1.as_ref())
            }
            (Node::Pair(p0, p1), Node::Tuple { at, elems })
            | (Node::Tuple { at, elems }, Node::Pair(p0, p1)) => {
                !matches!(self.resolve(at), Metadata::Tuple { distinct: true, .. })
                    && elems.len() == 2
                    && self.md_opt_equal(p0.as_ref(), elems[0].as_ref())
                    && self.md_opt_equal(p1.as_ref(), elems[1].as_ref())
            }
        }
    }

    /// A type node of the new format: at least three operands, the first
    /// a node (its parent).
    fn is_new_format_type(&self, n: Node<'_>) -> Flow<bool> {
        Ok(n.len() >= 3 && matches!(self.node_op(n, 0), Op::Node(_) | Op::Opaque))
    }

    /// A valid scalar type of the old format: `!{!"name", parent [, i64 0]}`
    /// whose parents, without repeating one, reach a root.
    fn is_scalar_type(&self, n: Node<'_>) -> Flow<bool> {
        let mut visited: Vec<Node<'_>> = Vec::new();
        let mut n = n;
        loop {
            if n.len() != 2 && n.len() != 3 {
                return Ok(false);
            }
            if !matches!(self.node_op(n, 0), Op::Str) {
                return Ok(false);
            }
            if n.len() == 3 && !matches!(self.node_op(n, 2), Op::Int(v) if v.is_zero()) {
                return Ok(false);
            }
            let parent = match self.node_op(n, 1) {
                Op::Node(parent) => parent,
                // A node whose operands llsem does not know: stop.
                Op::Opaque => return Err(None),
                _ => return Ok(false),
            };
            if visited.iter().any(|v| self.same_node(*v, parent)) {
                return Ok(false);
            }
            visited.push(parent);
            if parent.len() < 2 {
                return Ok(true);
            }
            n = parent;
        }
    }

    /// A base node's shape, checked once per node as LLVM sees nodes: two
    /// numbered nodes of equal contents (neither `distinct`) are one node
    /// to LLVM, and share the result of the first check.
    fn tbaa_base(&self, n: Node<'_>, new_format: bool) -> Flow<BaseSummary> {
        if let Some(id) = n.id() {
            let bases = self.tbaa_bases.borrow();
            let at = Metadata::Ref(id);
            let done = bases.get(&id).or_else(|| {
                bases
                    .iter()
                    .find(|(k, _)| self.md_same(&Metadata::Ref(**k), &at))
                    .map(|(_, v)| v)
            });
            if let Some(done) = done {
                return Ok(*done);
            }
        }
        let summary = self.tbaa_base_shape(n, new_format)?;
        if let Some(id) = n.id() {
            self.tbaa_bases.borrow_mut().insert(id, summary);
        }
        Ok(summary)
    }

    fn tbaa_base_shape(&self, n: Node<'_>, new_format: bool) -> Flow<BaseSummary> {
        let fail = |msg: &str| Err(Some((msg.to_string(), n.id())));
        if n.len() == 2 {
            return Ok(if self.is_scalar_type(n)? {
                (false, 0)
            } else {
                (true, NO_FIELDS)
            });
        }
        if new_format {
            if !n.len().is_multiple_of(3) {
                return fail(
                    "Access tag nodes must have the number of operands that is a multiple of 3!",
                );
            }
            if !matches!(self.node_op(n, 1), Op::Int(_)) {
                return fail("Type size nodes must be constants!");
            }
        } else {
            if n.len().is_multiple_of(2) {
                return fail("Struct tag nodes must have an odd number of operands!");
            }
            if !matches!(self.node_op(n, 0), Op::Str) {
                return fail("Struct tag nodes have a string as their first operand");
            }
        }
        let (first, step) = if new_format { (3, 3) } else { (1, 2) };
        let mut width = NO_FIELDS;
        let mut previous: Option<ApInt> = None;
        for i in (first..n.len()).step_by(step) {
            if !matches!(self.node_op(n, i), Op::Node(_) | Op::Opaque) {
                return fail("Incorrect field entry in struct type node!");
            }
            let Op::Int(offset) = self.node_op(n, i + 1) else {
                return fail("Offset entries must be constants!");
            };
            if width == NO_FIELDS {
                width = offset.width();
            }
            if offset.width() != width {
                return fail("Bitwidth between the offsets and struct type entries must match");
            }
            if previous.as_ref().is_some_and(|p| p.ugt(&offset)) {
                return fail("Offsets must be increasing!");
            }
            previous = Some(offset);
            if new_format && !matches!(self.node_op(n, i + 2), Op::Int(_)) {
                return fail("Member size entries must be constants!");
            }
        }
        Ok((false, width))
    }

    /// The next node on the access path from `base` and the offset within
    /// it: a scalar type's parent, or the last field starting at or before
    /// the offset.
    fn tbaa_field<'a>(
        &'a self,
        base: Node<'a>,
        offset: &mut ApInt,
        new_format: bool,
    ) -> Flow<Node<'a>> {
        // LLVM's verifier assumes a node where the path goes on; when it
        // is not one, llsem cannot tell what it would do and stops.
        let next = |o: Op<'a>| as_node(o).ok_or(None);
        if base.len() == 2 {
            return next(self.node_op(base, 1));
        }
        let (first, step) = if new_format { (3, 3) } else { (1, 2) };
        let mut chosen = None;
        for i in (first..base.len()).step_by(step) {
            let Op::Int(start) = self.node_op(base, i + 1) else {
                return Err(None);
            };
            if start.ugt(offset) {
                if i == first {
                    return Err(Some((
                        "Could not find TBAA parent in struct type node".to_string(),
                        None,
                    )));
                }
                break;
            }
            chosen = Some(i);
        }
        // A node without fields (new format, three operands): LLVM takes
        // operand 0 and subtracts operand 1.
        let at = chosen.unwrap_or(base.len() - step);
        let Op::Int(start) = self.node_op(base, at + 1) else {
            return Err(None);
        };
        // An offset of another width is taken modulo the access offset's.
        *offset = offset.sub(&start.extract(0, offset.width()));
        next(self.node_op(base, at))
    }
}

/// A specialized node written at `at` as the TBAA rules see it: a node of
/// the operands LLVM gives it, or [`Op::Opaque`] when llsem does not know
/// them.
fn special<'a>(at: &'a Metadata, name: &str, fields: &'a [(Option<String>, MdField)]) -> Op<'a> {
    let field = |label: &str| {
        fields
            .iter()
            .find(|(l, _)| l.as_deref() == Some(label))
            .map_or(SpecialOp::Null, |(_, v)| match v {
                MdField::Md(md) => SpecialOp::Md(md),
                MdField::Str(s) if !s.is_empty() => SpecialOp::Str,
                _ => SpecialOp::Null,
            })
    };
    let null = SpecialOp::Null;
    let (ops, len) = match name {
        // `scope:` is required; `inlinedAt:` is an operand only when set
        // (`DILocation::getImpl`).
        "DILocation" => {
            let inlined = field("inlinedAt");
            let len = if matches!(inlined, SpecialOp::Null) {
                1
            } else {
                2
            };
            ([field("scope"), inlined, null, null], len)
        }
        "DIExpression" | "DIAssignID" => ([null; 4], 0),
        // Filename, directory, checksum value, source (`DIFile::getImpl`).
        "DIFile" => (
            [
                field("filename"),
                field("directory"),
                field("checksum"),
                field("source"),
            ],
            4,
        ),
        _ => return Op::Opaque,
    };
    Op::Node(Node::Special { at, ops, len })
}

/// The node an operand is, if it is one.
fn as_node(o: Op<'_>) -> Option<Node<'_>> {
    match o {
        Op::Node(n) => Some(n),
        _ => None,
    }
}
