//! Instructions of LangRef 22 ("Instruction Reference"): the dispatch on
//! the opcode, and the unary, binary, vector, aggregate, conversion and
//! other operations (terminators, memory instructions and calls have their
//! own files). Each `parse_*` reads one instruction after its optional
//! `%x =` and returns its [`InstKind`] and result type (`None` for no
//! result). Trailing `, !kind !md` attachments are left for the caller.

use super::constants::cast_op;
use super::{PResult, Parser};
use crate::parse::error::Diagnostic;
use crate::parse::lexer::TokenKind;
use crate::syntax::{
    BinOp, CastFlags, CastOp, FastMath, FloatPred, InstKind, IntFlags, IntPred, Span, TypeId,
    TypeKind, Typed,
};

/// An instruction's kind and result type.
pub(super) type InstResult = PResult<(InstKind, Option<TypeId>)>;

/// The opcodes of terminator instructions.
pub(super) const TERMINATOR_OPCODES: [&str; 11] = [
    "ret",
    "br",
    "switch",
    "indirectbr",
    "invoke",
    "callbr",
    "resume",
    "catchswitch",
    "catchret",
    "cleanupret",
    "unreachable",
];

/// The opcodes of the other instructions (and the call prefixes); with
/// [`TERMINATOR_OPCODES`], the words that end an attribute list at the
/// start of the next instruction.
const OTHER_OPCODES: [&str; 27] = [
    "fneg",
    "extractelement",
    "insertelement",
    "shufflevector",
    "extractvalue",
    "insertvalue",
    "alloca",
    "load",
    "store",
    "fence",
    "cmpxchg",
    "atomicrmw",
    "getelementptr",
    "icmp",
    "fcmp",
    "phi",
    "select",
    "freeze",
    "call",
    "tail",
    "musttail",
    "notail",
    "va_arg",
    "landingpad",
    "catchpad",
    "cleanuppad",
    "uselistorder",
];

/// Whether `w` starts an instruction (or another statement of a body).
pub(super) fn is_statement_word(w: &str) -> bool {
    TERMINATOR_OPCODES.contains(&w)
        || OTHER_OPCODES.contains(&w)
        || w == "uselistorder_bb"
        || binary_op(w).is_some()
        || cast_op(w).is_some()
}

/// The binary operator named `w`.
fn binary_op(w: &str) -> Option<BinOp> {
    BinOp::ALL.into_iter().find(|op| op.name() == w)
}

impl Parser<'_> {
    /// The instruction at the current token.
    pub(super) fn parse_inst_kind(&mut self) -> InstResult {
        let span = self.span();
        let Some(op) = self.word().map(str::to_string) else {
            return Err(self.expected("an instruction"));
        };
        if let Some(bin) = binary_op(&op) {
            return self.parse_binary(bin);
        }
        if let Some(cast) = cast_op(&op) {
            return self.parse_cast(cast);
        }
        match op.as_str() {
            "ret" => self.parse_ret(),
            "br" => self.parse_br(),
            "switch" => self.parse_switch(),
            "indirectbr" => self.parse_indirectbr(),
            "invoke" => self.parse_invoke(),
            "callbr" => self.parse_callbr(),
            "resume" => {
                self.bump();
                let val = self.parse_typed_value()?;
                Ok((InstKind::Resume { val }, None))
            }
            "catchswitch" => self.parse_catchswitch(),
            "catchret" => self.parse_catchret(),
            "cleanupret" => self.parse_cleanupret(),
            "unreachable" => {
                self.bump();
                Ok((InstKind::Unreachable, None))
            }
            "fneg" => self.parse_fneg(),
            "extractelement" => self.parse_extractelement(),
            "insertelement" => self.parse_insertelement(),
            "shufflevector" => self.parse_shufflevector(),
            "extractvalue" => self.parse_extractvalue(),
            "insertvalue" => self.parse_insertvalue(),
            "alloca" => self.parse_alloca(),
            "load" => self.parse_load(),
            "store" => self.parse_store(),
            "fence" => self.parse_fence(),
            "cmpxchg" => self.parse_cmpxchg(),
            "atomicrmw" => self.parse_atomicrmw(),
            "getelementptr" => self.parse_gep(),
            "icmp" => self.parse_icmp(),
            "fcmp" => self.parse_fcmp(),
            "phi" => self.parse_phi(),
            "select" => self.parse_select(),
            "freeze" => {
                self.bump();
                let val = self.parse_typed_value()?;
                let ty = val.ty;
                Ok((InstKind::Freeze { val }, Some(ty)))
            }
            "call" | "tail" | "musttail" | "notail" => self.parse_call(),
            "va_arg" => self.parse_va_arg(),
            "landingpad" => self.parse_landingpad(),
            "catchpad" | "cleanuppad" => self.parse_pad(op == "catchpad"),
            _ => Err(Diagnostic::error(
                span,
                format!("unknown instruction '{op}'"),
            )),
        }
    }

    /// Fast-math flags, possibly none.
    pub(super) fn parse_fmf(&mut self) -> FastMath {
        let mut f = FastMath::default();
        loop {
            match self.word() {
                Some("nnan") => f.nnan = true,
                Some("ninf") => f.ninf = true,
                Some("nsz") => f.nsz = true,
                Some("arcp") => f.arcp = true,
                Some("contract") => f.contract = true,
                Some("afn") => f.afn = true,
                Some("reassoc") => f.reassoc = true,
                Some("fast") => {
                    f = FastMath {
                        nnan: true,
                        ninf: true,
                        nsz: true,
                        arcp: true,
                        contract: true,
                        afn: true,
                        reassoc: true,
                    }
                }
                _ => return f,
            }
            self.bump();
        }
    }

    /// Whether a `,` that does not start metadata attachments is next.
    pub(super) fn at_operand_comma(&self) -> bool {
        self.peek() == &TokenKind::Comma && !matches!(self.peek_at(1), TokenKind::MetadataName(_))
    }

    /// A type that must satisfy `ok`, else the error `'<op>' requires <what>`.
    pub(super) fn parse_type_where(
        &mut self,
        op: &str,
        what: &str,
        ok: impl Fn(&Self, TypeId) -> bool,
    ) -> PResult<TypeId> {
        let span = self.span();
        let ty = self.parse_type()?;
        if ok(self, ty) {
            Ok(ty)
        } else {
            Err(self.type_error(span, op, what, ty))
        }
    }

    /// `'<op>' requires <what>, not '<ty>'`.
    pub(super) fn type_error(&self, span: Span, op: &str, what: &str, ty: TypeId) -> Diagnostic {
        Diagnostic::error(
            span,
            format!("'{op}' requires {what}, not '{}'", self.types.display(ty)),
        )
    }

    /// A typed operand whose type must satisfy `ok`.
    pub(super) fn parse_typed_where(
        &mut self,
        op: &str,
        what: &str,
        ok: impl Fn(&Self, TypeId) -> bool,
    ) -> PResult<Typed> {
        let ty = self.parse_type_where(op, what, ok)?;
        let val = self.parse_value(ty)?;
        Ok(Typed { ty, val })
    }

    /// A typed operand that must have type `ty`.
    pub(super) fn parse_typed_as(&mut self, ty: TypeId, what: &str) -> PResult<Typed> {
        let span = self.span();
        let t = self.parse_type()?;
        self.check_type(t, ty, span, what)?;
        let val = self.parse_value(t)?;
        Ok(Typed { ty: t, val })
    }

    /// Whether `ty` is a pointer.
    pub(super) fn is_ptr(&self, ty: TypeId) -> bool {
        matches!(self.types.kind(ty), TypeKind::Ptr { .. })
    }

    /// Whether `ty` is an integer.
    pub(super) fn is_int(&self, ty: TypeId) -> bool {
        matches!(self.types.kind(ty), TypeKind::Int(_))
    }

    // ----- unary and binary -----

    fn parse_fneg(&mut self) -> InstResult {
        self.bump();
        let fmf = self.parse_fmf();
        let ty = self.parse_type_where("fneg", "a floating-point operand", |p, t| {
            p.types.is_float_or_float_vector(t)
        })?;
        let val = self.parse_value(ty)?;
        Ok((InstKind::FNeg { fmf, ty, val }, Some(ty)))
    }

    fn parse_binary(&mut self, op: BinOp) -> InstResult {
        self.bump();
        let mut flags = IntFlags::default();
        let fmf = if op.is_float() {
            self.parse_fmf()
        } else {
            // Each flag at most once, as LLVM reads them.
            loop {
                match self.word() {
                    Some("nuw") if op.allows_wrap_flags() && !flags.nuw => flags.nuw = true,
                    Some("nsw") if op.allows_wrap_flags() && !flags.nsw => flags.nsw = true,
                    Some("exact") if op.allows_exact() && !flags.exact => flags.exact = true,
                    Some("disjoint") if op == BinOp::Or && !flags.disjoint => flags.disjoint = true,
                    _ => break,
                }
                self.bump();
            }
            FastMath::default()
        };
        let ty = if op.is_float() {
            self.parse_type_where(op.name(), "floating-point operands", |p, t| {
                p.types.is_float_or_float_vector(t)
            })?
        } else {
            self.parse_type_where(op.name(), "integer operands", |p, t| {
                p.types.is_int_or_int_vector(t)
            })?
        };
        let lhs = self.parse_value(ty)?;
        self.expect(&TokenKind::Comma)?;
        let rhs = self.parse_value(ty)?;
        Ok((
            InstKind::Binary {
                op,
                flags,
                fmf,
                ty,
                lhs,
                rhs,
            },
            Some(ty),
        ))
    }

    // ----- vector -----

    /// Whether `ty` is a vector.
    fn is_vector(&self, ty: TypeId) -> bool {
        matches!(self.types.kind(ty), TypeKind::Vector { .. })
    }

    fn parse_extractelement(&mut self) -> InstResult {
        self.bump();
        let vec = self.parse_typed_where("extractelement", "a vector operand", Self::is_vector)?;
        self.expect(&TokenKind::Comma)?;
        let idx = self.parse_typed_where("extractelement", "an integer index", Self::is_int)?;
        let elem = self.types.scalar(vec.ty);
        Ok((InstKind::ExtractElement { vec, idx }, Some(elem)))
    }

    fn parse_insertelement(&mut self) -> InstResult {
        self.bump();
        let vec = self.parse_typed_where("insertelement", "a vector operand", Self::is_vector)?;
        self.expect(&TokenKind::Comma)?;
        let elem_ty = self.types.scalar(vec.ty);
        let elem = self.parse_typed_as(elem_ty, "inserted element")?;
        self.expect(&TokenKind::Comma)?;
        let idx = self.parse_typed_where("insertelement", "an integer index", Self::is_int)?;
        let ty = vec.ty;
        Ok((InstKind::InsertElement { vec, elem, idx }, Some(ty)))
    }

    fn parse_shufflevector(&mut self) -> InstResult {
        self.bump();
        let v1 = self.parse_typed_where("shufflevector", "vector operands", Self::is_vector)?;
        self.expect(&TokenKind::Comma)?;
        let v2 = self.parse_typed_as(v1.ty, "second vector")?;
        self.expect(&TokenKind::Comma)?;
        let mspan = self.span();
        let mask = self.parse_typed_const()?;
        let TypeKind::Vector { elem, scalable, .. } = *self.types.kind(v1.ty) else {
            unreachable!("checked to be a vector")
        };
        let ty = self.shuffle_result(elem, scalable, mask.ty, mspan)?;
        Ok((InstKind::ShuffleVector { v1, v2, mask }, Some(ty)))
    }

    // ----- aggregate -----

    /// `, idx, idx, ...` (at least one) and the type they select in `agg`.
    fn parse_agg_indices(&mut self, agg: TypeId, op: &str) -> PResult<(Vec<u32>, TypeId)> {
        let mut indices = Vec::new();
        let mut ty = agg;
        while self.peek() == &TokenKind::Comma && matches!(self.peek_at(1), TokenKind::Int(_)) {
            self.bump();
            let span = self.span();
            let idx = self.parse_u32("an index")?;
            let inner = if self.types.is_aggregate(ty) {
                self.types.element(ty, idx as u64)
            } else {
                None
            };
            let Some(inner) = inner else {
                return Err(Diagnostic::error(
                    span,
                    format!("invalid index {idx} into type '{}'", self.types.display(ty)),
                ));
            };
            indices.push(idx);
            ty = inner;
        }
        if indices.is_empty() {
            return Err(self.expected(&format!("',' and an index for '{op}'")));
        }
        Ok((indices, ty))
    }

    fn parse_extractvalue(&mut self) -> InstResult {
        self.bump();
        let agg = self.parse_typed_where("extractvalue", "an aggregate operand", |p, t| {
            p.types.is_aggregate(t)
        })?;
        let (indices, ty) = self.parse_agg_indices(agg.ty, "extractvalue")?;
        Ok((InstKind::ExtractValue { agg, indices }, Some(ty)))
    }

    fn parse_insertvalue(&mut self) -> InstResult {
        self.bump();
        let agg = self.parse_typed_where("insertvalue", "an aggregate operand", |p, t| {
            p.types.is_aggregate(t)
        })?;
        self.expect(&TokenKind::Comma)?;
        let vspan = self.span();
        let val = self.parse_typed_value()?;
        let (indices, field) = self.parse_agg_indices(agg.ty, "insertvalue")?;
        self.check_type(val.ty, field, vspan, "inserted value")?;
        let ty = agg.ty;
        Ok((InstKind::InsertValue { agg, val, indices }, Some(ty)))
    }

    // ----- conversions -----

    fn parse_cast(&mut self, op: CastOp) -> InstResult {
        self.bump();
        let mut flags = CastFlags::default();
        let mut fmf = FastMath::default();
        let allows_fmf = matches!(
            op,
            CastOp::FPTrunc | CastOp::FPExt | CastOp::UIToFP | CastOp::SIToFP
        );
        loop {
            match self.word() {
                Some("nuw") if op == CastOp::Trunc => flags.nuw = true,
                Some("nsw") if op == CastOp::Trunc => flags.nsw = true,
                Some("nneg") if matches!(op, CastOp::ZExt | CastOp::UIToFP) => flags.nneg = true,
                Some(_) if allows_fmf => {
                    let f = self.parse_fmf();
                    if f.is_empty() {
                        break;
                    }
                    fmf = merge_fmf(fmf, f);
                    continue;
                }
                _ => break,
            }
            self.bump();
        }
        let val = self.parse_typed_value()?;
        self.expect_word("to")?;
        let to = self.parse_type()?;
        Ok((
            InstKind::Cast {
                op,
                flags,
                fmf,
                val,
                to,
            },
            Some(to),
        ))
    }

    // ----- other -----

    fn parse_icmp(&mut self) -> InstResult {
        self.bump();
        let samesign = self.eat_word("samesign");
        let pred = self
            .word()
            .and_then(|w| IntPred::ALL.into_iter().find(|p| p.name() == w));
        let Some(pred) = pred else {
            return Err(self.expected("an integer comparison predicate"));
        };
        self.bump();
        let ty = self.parse_type_where("icmp", "integer or pointer operands", |p, t| {
            p.types.is_int_or_int_vector(t) || p.types.is_ptr_or_ptr_vector(t)
        })?;
        let lhs = self.parse_value(ty)?;
        self.expect(&TokenKind::Comma)?;
        let rhs = self.parse_value(ty)?;
        let i1 = self.types.int(1);
        let result = self.types.with_scalar(ty, i1);
        Ok((
            InstKind::ICmp {
                samesign,
                pred,
                ty,
                lhs,
                rhs,
            },
            Some(result),
        ))
    }

    fn parse_fcmp(&mut self) -> InstResult {
        self.bump();
        let fmf = self.parse_fmf();
        let pred = self
            .word()
            .and_then(|w| FloatPred::ALL.into_iter().find(|p| p.name() == w));
        let Some(pred) = pred else {
            return Err(self.expected("a floating-point comparison predicate"));
        };
        self.bump();
        let ty = self.parse_type_where("fcmp", "floating-point operands", |p, t| {
            p.types.is_float_or_float_vector(t)
        })?;
        let lhs = self.parse_value(ty)?;
        self.expect(&TokenKind::Comma)?;
        let rhs = self.parse_value(ty)?;
        let i1 = self.types.int(1);
        let result = self.types.with_scalar(ty, i1);
        Ok((
            InstKind::FCmp {
                fmf,
                pred,
                ty,
                lhs,
                rhs,
            },
            Some(result),
        ))
    }

    /// Whether fast-math flags may be put on an operation of type `ty`:
    /// floating-point scalars and vectors, and arrays and literal structs
    /// made of them.
    pub(super) fn is_fp_math_type(&self, ty: TypeId) -> bool {
        match self.types.kind(ty) {
            TypeKind::Float(_) => true,
            TypeKind::Vector { elem, .. } | TypeKind::Array { elem, .. } => {
                self.is_fp_math_type(*elem)
            }
            TypeKind::Struct { fields, .. } => {
                !fields.is_empty() && fields.iter().all(|f| self.is_fp_math_type(*f))
            }
            _ => false,
        }
    }

    /// Fails if fast-math flags are set on `op` of a non-floating-point type.
    pub(super) fn check_fmf_type(
        &self,
        fmf: FastMath,
        op: &str,
        ty: TypeId,
        span: Span,
    ) -> PResult<()> {
        if fmf.is_empty() || self.is_fp_math_type(ty) {
            return Ok(());
        }
        Err(Diagnostic::error(
            span,
            format!(
                "fast-math flags on '{op}' require a floating-point type, not '{}'",
                self.types.display(ty)
            ),
        ))
    }

    fn parse_phi(&mut self) -> InstResult {
        self.bump();
        let fmf = self.parse_fmf();
        let span = self.span();
        let ty = self.parse_type()?;
        if !self.types.is_first_class(ty) {
            return Err(self.type_error(span, "phi", "a first-class type", ty));
        }
        self.check_fmf_type(fmf, "phi", ty, span)?;
        let mut incoming = Vec::new();
        loop {
            self.expect(&TokenKind::LBracket)?;
            let v = self.parse_value(ty)?;
            self.expect(&TokenKind::Comma)?;
            let b = self.parse_block_ref()?;
            self.expect(&TokenKind::RBracket)?;
            incoming.push((v, b));
            if self.peek() == &TokenKind::Comma && self.peek_at(1) == &TokenKind::LBracket {
                self.bump();
            } else {
                break;
            }
        }
        Ok((InstKind::Phi { fmf, ty, incoming }, Some(ty)))
    }

    fn parse_select(&mut self) -> InstResult {
        self.bump();
        let fmf = self.parse_fmf();
        let cond =
            self.parse_typed_where("select", "an 'i1' condition or a vector of 'i1'", |p, t| {
                p.types.int_width(p.types.scalar(t)) == Some(1)
            })?;
        self.expect(&TokenKind::Comma)?;
        let span = self.span();
        let then_val = self.parse_typed_value()?;
        self.check_fmf_type(fmf, "select", then_val.ty, span)?;
        self.expect(&TokenKind::Comma)?;
        let else_val = self.parse_typed_as(then_val.ty, "second value")?;
        let ty = then_val.ty;
        Ok((
            InstKind::Select {
                fmf,
                cond,
                then_val,
                else_val,
            },
            Some(ty),
        ))
    }

    fn parse_va_arg(&mut self) -> InstResult {
        self.bump();
        let list = self.parse_typed_where("va_arg", "a pointer operand", Self::is_ptr)?;
        self.expect(&TokenKind::Comma)?;
        let ty = self.parse_type()?;
        Ok((InstKind::VaArg { list, ty }, Some(ty)))
    }
}

/// The union of two sets of fast-math flags.
fn merge_fmf(a: FastMath, b: FastMath) -> FastMath {
    FastMath {
        nnan: a.nnan || b.nnan,
        ninf: a.ninf || b.ninf,
        nsz: a.nsz || b.nsz,
        arcp: a.arcp || b.arcp,
        contract: a.contract || b.contract,
        afn: a.afn || b.afn,
        reassoc: a.reassoc || b.reassoc,
    }
}
