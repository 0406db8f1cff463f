//! Constants (interned: structurally equal constants share one id),
//! metadata attachments with undefined-behaviour meaning, and debug records.

use super::emit::{Emitter, row};
use super::ids::{const_id, global_value_id, type_id, var_id};
use crate::syntax::print::{print_metadata, print_typed_const};
use crate::syntax::{
    Const, ConstExpr, ConstKind, DebugRecord, FuncId, Function, GlobalRef, Metadata, Operand,
    TypeKind,
};

/// How many `!N` references to follow before giving up (a reference chain
/// is at most one long in valid text; this only bounds a malformed one).
const MAX_REF_DEPTH: usize = 8;

impl<'m> Emitter<'m> {
    /// The id of a constant, describing it (and its parts) the first time.
    pub(super) fn constant(&mut self, c: &'m Const) -> String {
        if let Some(&n) = self.consts.get(c) {
            return const_id(n);
        }
        let n = self.consts.len();
        self.consts.insert(c, n);
        let id = const_id(n);
        self.add("constant", row![id, print_typed_const(self.m, c)]);
        self.add("constant_type", row![id, type_id(c.ty)]);
        self.constant_kind(&id, c);
        id
    }

    fn constant_kind(&mut self, id: &str, c: &'m Const) {
        match &c.kind {
            ConstKind::Int(v) => {
                self.add(
                    "integer_constant",
                    row![id, v.to_unsigned_decimal(), v.to_signed_decimal()],
                );
                if let Some(x) = v.to_i64() {
                    self.add("constant_to_int", row![id, x]);
                }
            }
            ConstKind::Float(bits) => {
                let width = match self.m.types.kind(self.m.types.scalar(c.ty)) {
                    TypeKind::Float(k) => k.bits() as usize,
                    _ => 128,
                };
                let digits = width.div_ceil(4);
                self.add("fp_constant", row![id, format!("0x{bits:0digits$X}")]);
            }
            ConstKind::Null => self.add("null_constant", row![id]),
            ConstKind::NoneToken => self.add("none_constant", row![id]),
            ConstKind::Undef => self.add("undef_constant", row![id]),
            ConstKind::Poison => self.add("poison_constant", row![id]),
            ConstKind::Zero => self.add("zeroinitializer_constant", row![id]),
            ConstKind::Array(elems) => self.elements(id, "array_constant", elems),
            ConstKind::Vector(elems) => self.elements(id, "vector_constant", elems),
            ConstKind::Struct(elems) => self.elements(id, "struct_constant", elems),
            ConstKind::CString(bytes) => {
                self.add("array_constant", row![id]);
                self.add("constant_nelements", row![id, bytes.len()]);
                self.add("string_constant", row![id, string_text(bytes)]);
            }
            ConstKind::Splat(e) => {
                let e = self.constant(e);
                self.add("splat_constant", row![id, e]);
            }
            ConstKind::Global(r) => {
                self.add("global_address_constant", row![id, global_value_id(*r)]);
            }
            ConstKind::BlockAddress { func, block } => {
                let f = global_value_id(*func);
                let b = format!("{f}:b{}", block.0);
                self.add("blockaddress_constant", row![id, f, b]);
            }
            ConstKind::DsoLocalEquivalent(r) => {
                self.add(
                    "dso_local_equivalent_constant",
                    row![id, global_value_id(*r)],
                );
            }
            ConstKind::NoCfi(r) => self.add("no_cfi_constant", row![id, global_value_id(*r)]),
            ConstKind::Expr(e) => self.constant_expression(id, e),
        }
    }

    fn elements(&mut self, id: &str, rel: &str, elems: &'m [Const]) {
        self.add(rel, row![id]);
        for (k, e) in elems.iter().enumerate() {
            let e = self.constant(e);
            self.add("constant_element", row![id, k, e]);
        }
        self.add("constant_nelements", row![id, elems.len()]);
    }

    fn constant_expression(&mut self, id: &str, e: &'m ConstExpr) {
        let (opcode, operands): (&str, Vec<&'m Const>) = match e {
            ConstExpr::Cast { op, val } => (op.name(), vec![val]),
            ConstExpr::Binary {
                op,
                flags,
                lhs,
                rhs,
            } => {
                for (set, flag) in [
                    (flags.nuw, "nuw"),
                    (flags.nsw, "nsw"),
                    (flags.exact, "exact"),
                    (flags.disjoint, "disjoint"),
                ] {
                    if set {
                        self.add("constant_expression_flag", row![id, flag]);
                    }
                }
                (op.name(), vec![lhs, rhs])
            }
            ConstExpr::Gep {
                flags,
                inrange,
                source_ty,
                base,
                indices,
            } => {
                for (set, flag) in [
                    (flags.inbounds, "inbounds"),
                    (flags.nusw, "nusw"),
                    (flags.nuw, "nuw"),
                ] {
                    if set {
                        self.add("constant_expression_flag", row![id, flag]);
                    }
                }
                if let Some((lo, hi)) = inrange {
                    self.add("constant_expression_inrange", row![id, lo, hi]);
                }
                self.add(
                    "constant_expression_source_type",
                    row![id, type_id(*source_ty)],
                );
                (
                    "getelementptr",
                    std::iter::once(base).chain(indices.iter()).collect(),
                )
            }
            ConstExpr::ExtractElement { vec, idx } => ("extractelement", vec![vec, idx]),
            ConstExpr::InsertElement { vec, elem, idx } => ("insertelement", vec![vec, elem, idx]),
            ConstExpr::ShuffleVector { v1, v2, mask } => ("shufflevector", vec![v1, v2, mask]),
        };
        self.add("constant_expression", row![id, opcode]);
        for (k, op) in operands.into_iter().enumerate() {
            let op = self.constant(op);
            self.add("constant_expression_operand", row![id, k, op]);
        }
    }

    // ----- metadata -----

    /// A metadata value with `!N` references followed to their node.
    fn resolve(&self, md: &'m Metadata) -> &'m Metadata {
        let mut md = md;
        for _ in 0..MAX_REF_DEPTH {
            match md {
                Metadata::Ref(id) => match self.m.md_node(*id) {
                    Some(node) => md = node,
                    None => return md,
                },
                _ => return md,
            }
        }
        md
    }

    /// The constants of a tuple node (`!{i64 8}`, `!{i32 0, i32 10}`).
    fn tuple_values(&self, md: &'m Metadata) -> Vec<&'m Const> {
        match self.resolve(md) {
            Metadata::Tuple { elems, .. } => elems
                .iter()
                .filter_map(|e| match e.as_ref().map(|e| self.resolve(e)) {
                    Some(Metadata::Value(c)) => Some(c),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Every attachment of an instruction, and the structured rows of the
    /// kinds with undefined-behaviour meaning.
    pub(super) fn attachments(&mut self, f: &'m Function, iid: &str, md: &'m [(String, Metadata)]) {
        for (kind, node) in md {
            let text = print_metadata(self.m, Some(f), node);
            self.add("instruction_metadata", row![iid, kind, text]);
            let values = self.tuple_values(node);
            let first_int = values.first().and_then(|c| match &c.kind {
                ConstKind::Int(v) => v.to_u64(),
                _ => None,
            });
            match kind.as_str() {
                "range" => {
                    for (k, pair) in values.chunks_exact(2).enumerate() {
                        if let (ConstKind::Int(lo), ConstKind::Int(hi)) =
                            (&pair[0].kind, &pair[1].kind)
                        {
                            self.add("range_metadata", row![iid, k, lo, hi]);
                        }
                    }
                }
                "nonnull" => self.add("nonnull_metadata", row![iid]),
                "noundef" => self.add("noundef_metadata", row![iid]),
                "invariant.load" => self.add("invariant_load_metadata", row![iid]),
                "align" | "dereferenceable" | "dereferenceable_or_null" => {
                    if let Some(n) = first_int {
                        self.add(&format!("{kind}_metadata"), row![iid, n]);
                    }
                }
                "callees" => {
                    for c in values {
                        if let ConstKind::Global(r @ GlobalRef::Func(_)) = c.kind {
                            self.add("callees_metadata", row![iid, global_value_id(r)]);
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// A debug record before instruction (or after the terminator of block)
    /// `owner`, and the value it describes when that is a local or a
    /// constant.
    pub(super) fn debug_record(
        &mut self,
        fid: FuncId,
        owner: &str,
        k: usize,
        rec: &'m DebugRecord,
    ) {
        self.add("debug_record", row![owner, k, rec.kind]);
        let value = match rec.args.first().map(|a| self.resolve(a)) {
            Some(Metadata::Local(_, Operand::Local(l, _))) => Some(var_id(fid, *l)),
            Some(Metadata::Local(_, Operand::Const(c))) | Some(Metadata::Value(c)) => {
                Some(self.constant(c))
            }
            _ => None,
        };
        if let Some(v) = value {
            self.add("debug_record_value", row![owner, k, v]);
        }
    }
}

/// The bytes of a `c"..."` string as LLVM writes them: printable ASCII but
/// `"` and `\` as is, every other byte as `\XX`.
fn string_text(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    for &b in bytes {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            out.push(b as char);
        } else {
            out.push_str(&format!("\\{b:02X}"));
        }
    }
    out
}
