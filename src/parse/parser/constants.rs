//! Constants (LangRef "Constants"): simple constants checked against their
//! type, aggregates, global addresses, `blockaddress`, and the constant
//! expressions of LangRef 22.

use std::collections::HashMap;

use super::{PResult, Parser};
use crate::apint::{ApInt, MAX_WIDTH};
use crate::parse::error::Diagnostic;
use crate::parse::lexer::TokenKind;
use crate::syntax::{
    BinOp, BlockId, CastOp, Const, ConstExpr, ConstKind, FuncId, GepFlags, GlobalRef, IntFlags,
    Name, Span, TypeId, TypeKind,
};

/// The keywords that start a constant.
const CONST_KEYWORDS: [&str; 22] = [
    "true",
    "false",
    "null",
    "none",
    "undef",
    "poison",
    "zeroinitializer",
    "splat",
    "blockaddress",
    "dso_local_equivalent",
    "no_cfi",
    "trunc",
    "ptrtoint",
    "ptrtoaddr",
    "inttoptr",
    "bitcast",
    "addrspacecast",
    "getelementptr",
    "extractelement",
    "insertelement",
    "shufflevector",
    "ptrauth",
];

/// Opcodes that were constant expressions in older LLVM and are not in 22.
const REMOVED_CONST_EXPRS: [&str; 22] = [
    "mul", "shl", "lshr", "ashr", "and", "or", "udiv", "sdiv", "urem", "srem", "fadd", "fsub",
    "fmul", "fdiv", "frem", "fneg", "icmp", "fcmp", "select", "zext", "sext", "fptrunc",
];

/// Whether `w` starts a constant (so it ends a list of argument attributes).
pub(super) fn is_const_keyword(w: &str) -> bool {
    CONST_KEYWORDS.contains(&w) || matches!(w, "add" | "sub" | "xor")
}

/// The cast opcode named `w`, if any.
pub(super) fn cast_op(w: &str) -> Option<CastOp> {
    CastOp::ALL.into_iter().find(|op| op.name() == w)
}

/// `v` sign-extended to `width` bits.
fn sext(v: &ApInt, width: u32) -> ApInt {
    if !v.is_negative() {
        return v.zext(width);
    }
    let mut limbs = v.limbs();
    limbs.resize(width.div_ceil(64) as usize, u64::MAX);
    let from = v.width();
    if !from.is_multiple_of(64)
        && let Some(limb) = limbs.get_mut((from / 64) as usize)
    {
        *limb |= u64::MAX << (from % 64);
    }
    ApInt::from_limbs(width, &limbs)
}

/// A decimal literal as a `width`-bit integer; `None` if it does not fit in
/// [-2^(width-1), 2^width).
fn decimal_int(width: u32, text: &str) -> Option<ApInt> {
    let digits = text.trim_start_matches('-').trim_start_matches('0');
    if digits.len() > 1_000_000 {
        return None;
    }
    // More bits than the magnitude needs, plus a sign bit.
    let bound = 4 * digits.len() as u32 + 2;
    if bound < width {
        return ApInt::from_decimal(bound, text).map(|v| sext(&v, width));
    }
    ApInt::from_decimal(width, text)
}

/// A decimal literal truncated to its low `width` bits, as LLVM's parser
/// reads the constant of an integer type (`i5 42` is `i5 10`, `i8 -129` is
/// `i8 127`); `None` only for an absurdly long literal.
fn decimal_int_wrapping(width: u32, text: &str) -> Option<ApInt> {
    let digits = text.trim_start_matches('-').trim_start_matches('0');
    let bound = (4 * digits.len() as u32 + 2).max(width);
    if digits.len() > 1_000_000 || bound > MAX_WIDTH {
        return None;
    }
    ApInt::from_decimal(bound, text).map(|v| v.trunc(width))
}

/// A `u0x`/`s0x` literal truncated to its low `width` bits (see
/// [`decimal_int_wrapping`]).
fn hex_int_wrapping(width: u32, signed: bool, digits: &str) -> Option<ApInt> {
    let n = u32::try_from(digits.len()).ok()?.checked_mul(4)?;
    if n > MAX_WIDTH {
        return None;
    }
    let v = ApInt::from_hex(n, digits)?;
    let v = if signed {
        sext(&v, n.max(width))
    } else if n < width {
        v.zext(width)
    } else {
        v
    };
    Some(v.trunc(width))
}

/// A `u0x`/`s0x` literal as a `width`-bit integer; `s0x` digits are a
/// two's complement number of 4 bits per digit.
fn hex_int(width: u32, signed: bool, digits: &str) -> Option<ApInt> {
    if !signed {
        let significant = digits.trim_start_matches('0');
        if significant.len() as u64 * 4 > width as u64 + 3 {
            return None;
        }
        return ApInt::from_hex(
            width,
            if significant.is_empty() {
                "0"
            } else {
                significant
            },
        );
    }
    let n = u32::try_from(digits.len()).ok()?.checked_mul(4)?;
    if n > MAX_WIDTH {
        return None;
    }
    let v = sext(&ApInt::from_hex(n, digits)?, n.max(width));
    // It fits if every bit from the new sign bit up is a copy of it.
    let sign = v.bit(width - 1);
    if (width..v.width()).any(|i| v.bit(i) != sign) {
        return None;
    }
    Some(v.trunc(width))
}

impl Parser<'_> {
    /// `'<token>' is not a constant of type '<ty>'` at `span`.
    fn not_of_type(&self, span: Span, ty: TypeId) -> Diagnostic {
        let text = self
            .text
            .get(span.start as usize..span.end as usize)
            .unwrap_or("");
        let shown: String = text.chars().take(40).collect();
        Diagnostic::error(
            span,
            format!(
                "'{shown}' is not a constant of type '{}'",
                self.types.display(ty)
            ),
        )
    }

    /// Fails unless `actual` is `expected`.
    pub(super) fn check_type(
        &self,
        actual: TypeId,
        expected: TypeId,
        span: Span,
        what: &str,
    ) -> PResult<()> {
        if actual == expected {
            return Ok(());
        }
        Err(Diagnostic::error(
            span,
            format!(
                "{what} has type '{}' but '{}' is expected",
                self.types.display(actual),
                self.types.display(expected)
            ),
        ))
    }

    /// An integer literal (decimal or `u0x`/`s0x`) of `width` bits. With
    /// `wrap` (a constant of an integer type) a literal wider than the type
    /// keeps its low bits, as LLVM's parser does; without (the bounds of a
    /// `range` attribute) it is an error, as in LLVM.
    pub(super) fn parse_int_literal(&mut self, width: u32, wrap: bool) -> PResult<ApInt> {
        let span = self.span();
        let (value, text) = match self.peek() {
            TokenKind::Int(text) if wrap => (decimal_int_wrapping(width, text), text.clone()),
            TokenKind::Int(text) => (decimal_int(width, text), text.clone()),
            TokenKind::HexInt { signed, digits } => {
                let sign = if *signed { 's' } else { 'u' };
                let v = if wrap {
                    hex_int_wrapping(width, *signed, digits)
                } else {
                    hex_int(width, *signed, digits)
                };
                (v, format!("{sign}0x{digits}"))
            }
            _ => return Err(self.expected(&format!("an integer constant of type 'i{width}'"))),
        };
        let shown: String = text.chars().take(40).collect();
        let v = value.ok_or_else(|| {
            Diagnostic::error(
                span,
                format!("integer constant {shown} does not fit in i{width}"),
            )
        })?;
        self.bump();
        Ok(v)
    }

    /// `T c`: a type and a constant of it.
    pub(super) fn parse_typed_const(&mut self) -> PResult<Const> {
        let ty = self.parse_type()?;
        self.parse_const(ty)
    }

    /// A constant of type `ty`.
    pub(super) fn parse_const(&mut self, ty: TypeId) -> PResult<Const> {
        self.nested(|p| p.parse_const_inner(ty))
    }

    fn parse_const_inner(&mut self, ty: TypeId) -> PResult<Const> {
        let span = self.span();
        let kind = match self.peek().clone() {
            TokenKind::Int(_) | TokenKind::HexInt { .. } => match *self.types.kind(ty) {
                TypeKind::Int(w) => ConstKind::Int(self.parse_int_literal(w, true)?),
                _ => return Err(self.not_of_type(span, ty)),
            },
            TokenKind::Float(lit) => {
                let TypeKind::Float(k) = *self.types.kind(ty) else {
                    return Err(self.not_of_type(span, ty));
                };
                let text = self
                    .text
                    .get(span.start as usize..span.end as usize)
                    .unwrap_or("");
                let bits = super::floats::float_bits(k, &lit, text)
                    .map_err(|msg| Diagnostic::error(span, msg))?;
                self.bump();
                ConstKind::Float(bits)
            }
            TokenKind::CStr(bytes) => {
                let ok = match self.types.kind(ty) {
                    TypeKind::Array { len, elem } => {
                        *len == bytes.len() as u64 && self.types.int_width(*elem) == Some(8)
                    }
                    _ => false,
                };
                if !ok {
                    return Err(Diagnostic::error(
                        span,
                        format!(
                            "string constant of {} bytes is not of type '{}'",
                            bytes.len(),
                            self.types.display(ty)
                        ),
                    ));
                }
                self.bump();
                ConstKind::CString(bytes)
            }
            TokenKind::LBracket => self.parse_array_const(ty)?,
            TokenKind::Less if self.peek_at(1) == &TokenKind::LBrace => {
                self.parse_struct_const(ty, StructSyntax::Packed)?
            }
            TokenKind::Less => self.parse_vector_const(ty)?,
            TokenKind::LBrace => self.parse_struct_const(ty, StructSyntax::Plain)?,
            TokenKind::BitStructOpen => self.parse_struct_const(ty, StructSyntax::Bits)?,
            TokenKind::GlobalName(_) | TokenKind::GlobalNum(_) => {
                if !matches!(self.types.kind(ty), TypeKind::Ptr { .. }) {
                    return Err(self.not_of_type(span, ty));
                }
                ConstKind::Global(self.parse_global_ref()?)
            }
            TokenKind::Word(w) => return self.parse_keyword_const(&w, ty, span),
            _ => {
                return Err(
                    self.expected(&format!("a constant of type '{}'", self.types.display(ty)))
                );
            }
        };
        Ok(Const { ty, kind })
    }

    /// `@name` resolved to what it names.
    pub(super) fn parse_global_ref(&mut self) -> PResult<GlobalRef> {
        let span = self.span();
        let Some(name) = Parser::name_of(self.peek()).filter(|_| {
            matches!(
                self.peek(),
                TokenKind::GlobalName(_) | TokenKind::GlobalNum(_)
            )
        }) else {
            return Err(self.expected("a global name"));
        };
        match self.global_names.get(&name) {
            Some(r) => {
                let r = *r;
                self.bump();
                Ok(r)
            }
            None => Err(Diagnostic::error(
                span,
                format!("use of undefined value '@{name}'"),
            )),
        }
    }

    /// A constant starting with a keyword.
    fn parse_keyword_const(&mut self, w: &str, ty: TypeId, span: Span) -> PResult<Const> {
        let kind = self.types.kind(ty).clone();
        let simple = match w {
            "true" | "false" if kind == TypeKind::Int(1) => {
                Some(ConstKind::Int(ApInt::from_u64(1, (w == "true") as u64)))
            }
            "null" if matches!(kind, TypeKind::Ptr { .. }) => Some(ConstKind::Null),
            "none" if kind == TypeKind::Token => Some(ConstKind::NoneToken),
            "undef" | "poison" | "zeroinitializer" if self.can_be_undef(ty) => Some(match w {
                "undef" => ConstKind::Undef,
                "poison" => ConstKind::Poison,
                _ => ConstKind::Zero,
            }),
            "true" | "false" | "null" | "none" | "undef" | "poison" | "zeroinitializer" => {
                return Err(self.not_of_type(span, ty));
            }
            _ => None,
        };
        if let Some(kind) = simple {
            self.bump();
            return Ok(Const { ty, kind });
        }
        let c = match w {
            "splat" => self.parse_splat(ty, span)?,
            "blockaddress" => self.parse_blockaddress(ty, span)?,
            "dso_local_equivalent" | "no_cfi" => {
                if !matches!(kind, TypeKind::Ptr { .. }) {
                    return Err(self.not_of_type(span, ty));
                }
                self.bump();
                let r = self.parse_global_ref()?;
                let kind = if w == "no_cfi" {
                    ConstKind::NoCfi(r)
                } else {
                    ConstKind::DsoLocalEquivalent(r)
                };
                Const { ty, kind }
            }
            "getelementptr" => self.parse_gep_expr()?,
            "extractelement" | "insertelement" | "shufflevector" => self.parse_vector_expr(w)?,
            "add" | "sub" | "xor" => self.parse_binary_expr(w)?,
            _ if cast_op(w).is_some() => self.parse_cast_expr(w)?,
            _ if REMOVED_CONST_EXPRS.contains(&w) => {
                return Err(Diagnostic::error(
                    span,
                    format!("'{w}' constant expressions are not part of LLVM 22 IR"),
                ));
            }
            "ptrauth" => {
                return Err(Diagnostic::error(
                    span,
                    "'ptrauth' constants are not supported",
                ));
            }
            _ => {
                return Err(
                    self.expected(&format!("a constant of type '{}'", self.types.display(ty)))
                );
            }
        };
        self.check_type(c.ty, ty, span, "constant expression")?;
        Ok(c)
    }

    /// Whether `undef`, `poison` and `zeroinitializer` exist for `ty`.
    fn can_be_undef(&self, ty: TypeId) -> bool {
        !matches!(
            self.types.kind(ty),
            TypeKind::Void | TypeKind::Label | TypeKind::Metadata | TypeKind::Function { .. }
        )
    }

    /// `[ T v, ... ]` of array type `ty`.
    fn parse_array_const(&mut self, ty: TypeId) -> PResult<ConstKind> {
        let span = self.span();
        let TypeKind::Array { len, elem } = *self.types.resolved(ty) else {
            return Err(self.not_of_type(span, ty));
        };
        self.bump();
        let elems = self.parse_const_list(&TokenKind::RBracket, |_| Some(elem), "array element")?;
        if elems.len() as u64 != len {
            return Err(Diagnostic::error(
                span,
                format!(
                    "array constant has {} but its type '{}' has {len}",
                    super::counted(elems.len() as u64, "element"),
                    self.types.display(ty)
                ),
            ));
        }
        Ok(ConstKind::Array(elems))
    }

    /// `< T v, ... >` of vector type `ty`.
    fn parse_vector_const(&mut self, ty: TypeId) -> PResult<ConstKind> {
        let span = self.span();
        let TypeKind::Vector {
            len,
            scalable: false,
            elem,
        } = *self.types.kind(ty)
        else {
            return Err(self.not_of_type(span, ty));
        };
        self.bump();
        let elems = self.parse_const_list(&TokenKind::Greater, |_| Some(elem), "vector element")?;
        if elems.len() as u64 != len as u64 {
            return Err(Diagnostic::error(
                span,
                format!(
                    "vector constant has {} but its type '{}' has {len}",
                    super::counted(elems.len() as u64, "element"),
                    self.types.display(ty)
                ),
            ));
        }
        Ok(ConstKind::Vector(elems))
    }

    /// `{ ... }`, `<{ ... }>` or `\{ ... }/` of struct type `ty`.
    fn parse_struct_const(&mut self, ty: TypeId, syntax: StructSyntax) -> PResult<ConstKind> {
        let span = self.span();
        let fields = match (self.types.resolved(ty), syntax) {
            (
                TypeKind::Struct {
                    fields,
                    packed: false,
                },
                StructSyntax::Plain,
            )
            | (
                TypeKind::Struct {
                    fields,
                    packed: true,
                },
                StructSyntax::Packed,
            )
            | (TypeKind::BitStruct { fields }, StructSyntax::Bits | StructSyntax::Plain) => {
                fields.clone()
            }
            _ => return Err(self.not_of_type(span, ty)),
        };
        if syntax == StructSyntax::Packed {
            self.bump();
        }
        self.bump();
        let close = match syntax {
            StructSyntax::Bits => TokenKind::BitStructClose,
            _ => TokenKind::RBrace,
        };
        let elems = self.parse_const_list(&close, |i| fields.get(i).copied(), "struct field")?;
        if syntax == StructSyntax::Packed {
            self.expect(&TokenKind::Greater)?;
        }
        if elems.len() != fields.len() {
            return Err(Diagnostic::error(
                span,
                format!(
                    "struct constant has {} but its type '{}' has {}",
                    super::counted(elems.len() as u64, "field"),
                    self.types.display(ty),
                    fields.len()
                ),
            ));
        }
        Ok(ConstKind::Struct(elems))
    }

    /// `T v, T v, ... close` (the opening token is consumed), checking each
    /// element's type against `expected(i)`.
    fn parse_const_list(
        &mut self,
        close: &TokenKind,
        expected: impl Fn(usize) -> Option<TypeId>,
        what: &str,
    ) -> PResult<Vec<Const>> {
        let mut elems = Vec::new();
        if self.eat(close) {
            return Ok(elems);
        }
        loop {
            let span = self.span();
            let c = self.parse_typed_const()?;
            match expected(elems.len()) {
                Some(t) => self.check_type(c.ty, t, span, what)?,
                None => {
                    return Err(Diagnostic::error(
                        span,
                        format!("too many elements: no {what} here"),
                    ));
                }
            }
            elems.push(c);
            if self.eat(close) {
                return Ok(elems);
            }
            if !self.eat(&TokenKind::Comma) {
                return Err(self.expected(&format!("',' or '{}'", super::punct(close))));
            }
        }
    }

    /// `splat (T v)` for vector type `ty`.
    fn parse_splat(&mut self, ty: TypeId, span: Span) -> PResult<Const> {
        let TypeKind::Vector { elem, .. } = *self.types.kind(ty) else {
            return Err(self.not_of_type(span, ty));
        };
        self.bump();
        self.expect(&TokenKind::LParen)?;
        let vspan = self.span();
        let v = self.parse_typed_const()?;
        self.check_type(v.ty, elem, vspan, "splat element")?;
        self.expect(&TokenKind::RParen)?;
        Ok(Const {
            ty,
            kind: ConstKind::Splat(Box::new(v)),
        })
    }

    /// `blockaddress(@f, %bb)`.
    fn parse_blockaddress(&mut self, ty: TypeId, span: Span) -> PResult<Const> {
        if !matches!(self.types.kind(ty), TypeKind::Ptr { .. }) {
            return Err(self.not_of_type(span, ty));
        }
        self.bump();
        self.expect(&TokenKind::LParen)?;
        let fspan = self.span();
        let func = self.parse_global_ref()?;
        let GlobalRef::Func(fid) = func else {
            return Err(Diagnostic::error(
                fspan,
                "expected a function in 'blockaddress'",
            ));
        };
        self.expect(&TokenKind::Comma)?;
        let bspan = self.span();
        let Some(name) = Parser::name_of(self.peek()).filter(|_| {
            matches!(
                self.peek(),
                TokenKind::LocalName(_) | TokenKind::LocalNum(_)
            )
        }) else {
            return Err(self.expected("a block name"));
        };
        let block: Option<BlockId> = self
            .func_blocks
            .get(fid.0 as usize)
            .and_then(|m| m.get(&name))
            .copied();
        let Some(block) = block else {
            let fname = self
                .text
                .get(fspan.start as usize..fspan.end as usize)
                .unwrap_or("");
            return Err(Diagnostic::error(
                bspan,
                format!("'%{name}' is not a basic block of '{fname}'"),
            ));
        };
        if fid.0 as usize >= self.functions.len() {
            // The function's body is not read yet: the id is the pre-scan's,
            // checked once the body is read.
            self.pending_block_addresses.push((fid, name, block, bspan));
        }
        self.bump();
        self.expect(&TokenKind::RParen)?;
        Ok(Const {
            ty,
            kind: ConstKind::BlockAddress { func, block },
        })
    }

    /// Records the blocks of function `id`, whose body has just been read,
    /// and checks the `blockaddress` constants read before it against them.
    pub(super) fn finish_block_addresses(
        &mut self,
        id: FuncId,
        blocks: HashMap<Name, BlockId>,
    ) -> PResult<()> {
        let pending = std::mem::take(&mut self.pending_block_addresses);
        let (this, rest): (Vec<_>, Vec<_>) = pending.into_iter().partition(|p| p.0 == id);
        self.pending_block_addresses = rest;
        for (_, name, predicted, span) in this {
            if blocks.get(&name) != Some(&predicted) {
                return Err(Diagnostic::error(
                    span,
                    format!(
                        "cannot resolve 'blockaddress' of '%{name}' before the function's \
                         body is read (its blocks are not where a scan of the text puts them)"
                    ),
                ));
            }
        }
        if let Some(slot) = self.func_blocks.get_mut(id.0 as usize) {
            *slot = blocks;
        }
        Ok(())
    }

    /// `<cast> (T v to T2)`.
    fn parse_cast_expr(&mut self, w: &str) -> PResult<Const> {
        let op = cast_op(w).unwrap_or(CastOp::BitCast);
        if !matches!(
            op,
            CastOp::Trunc
                | CastOp::PtrToInt
                | CastOp::PtrToAddr
                | CastOp::IntToPtr
                | CastOp::BitCast
                | CastOp::AddrSpaceCast
        ) {
            return Err(Diagnostic::error(
                self.span(),
                format!("'{w}' constant expressions are not part of LLVM 22 IR"),
            ));
        }
        self.bump();
        self.expect(&TokenKind::LParen)?;
        let val = self.parse_typed_const()?;
        self.expect_word("to")?;
        let to = self.parse_type()?;
        self.expect(&TokenKind::RParen)?;
        Ok(Const {
            ty: to,
            kind: ConstKind::Expr(Box::new(ConstExpr::Cast { op, val })),
        })
    }

    /// `add|sub|xor [nuw] [nsw] (T a, T b)`.
    fn parse_binary_expr(&mut self, w: &str) -> PResult<Const> {
        let op = match w {
            "add" => BinOp::Add,
            "sub" => BinOp::Sub,
            _ => BinOp::Xor,
        };
        self.bump();
        let mut flags = IntFlags::default();
        if op != BinOp::Xor {
            loop {
                if self.eat_word("nuw") {
                    flags.nuw = true;
                } else if self.eat_word("nsw") {
                    flags.nsw = true;
                } else {
                    break;
                }
            }
        }
        self.expect(&TokenKind::LParen)?;
        let lspan = self.span();
        let lhs = self.parse_typed_const()?;
        if !self.types.is_int_or_int_vector(lhs.ty) {
            return Err(Diagnostic::error(
                lspan,
                format!(
                    "'{w}' needs integer operands, not '{}'",
                    self.types.display(lhs.ty)
                ),
            ));
        }
        self.expect(&TokenKind::Comma)?;
        let rspan = self.span();
        let rhs = self.parse_typed_const()?;
        self.check_type(rhs.ty, lhs.ty, rspan, "second operand")?;
        self.expect(&TokenKind::RParen)?;
        Ok(Const {
            ty: lhs.ty,
            kind: ConstKind::Expr(Box::new(ConstExpr::Binary {
                op,
                flags,
                lhs,
                rhs,
            })),
        })
    }

    /// `extractelement (V, I)`, `insertelement (V, E, I)`,
    /// `shufflevector (V1, V2, M)`.
    fn parse_vector_expr(&mut self, w: &str) -> PResult<Const> {
        self.bump();
        self.expect(&TokenKind::LParen)?;
        let vspan = self.span();
        let first = self.parse_typed_const()?;
        let TypeKind::Vector { elem, scalable, .. } = *self.types.kind(first.ty) else {
            return Err(Diagnostic::error(
                vspan,
                format!(
                    "'{w}' needs a vector operand, not '{}'",
                    self.types.display(first.ty)
                ),
            ));
        };
        self.expect(&TokenKind::Comma)?;
        let (ty, expr) = match w {
            "extractelement" => {
                let idx = self.parse_typed_const()?;
                (elem, ConstExpr::ExtractElement { vec: first, idx })
            }
            "insertelement" => {
                let espan = self.span();
                let e = self.parse_typed_const()?;
                self.check_type(e.ty, elem, espan, "inserted element")?;
                self.expect(&TokenKind::Comma)?;
                let idx = self.parse_typed_const()?;
                (
                    first.ty,
                    ConstExpr::InsertElement {
                        vec: first,
                        elem: e,
                        idx,
                    },
                )
            }
            _ => {
                let v2span = self.span();
                let v2 = self.parse_typed_const()?;
                self.check_type(v2.ty, first.ty, v2span, "second vector")?;
                self.expect(&TokenKind::Comma)?;
                let mspan = self.span();
                let mask = self.parse_typed_const()?;
                let ty = self.shuffle_result(elem, scalable, mask.ty, mspan)?;
                (
                    ty,
                    ConstExpr::ShuffleVector {
                        v1: first,
                        v2,
                        mask,
                    },
                )
            }
        };
        self.expect(&TokenKind::RParen)?;
        Ok(Const {
            ty,
            kind: ConstKind::Expr(Box::new(expr)),
        })
    }

    /// The type of a shuffle of vectors of `elem` by a mask of type
    /// `mask_ty` (which must be a vector of `i32`).
    pub(super) fn shuffle_result(
        &mut self,
        elem: TypeId,
        scalable: bool,
        mask_ty: TypeId,
        span: Span,
    ) -> PResult<TypeId> {
        match *self.types.kind(mask_ty) {
            TypeKind::Vector {
                len,
                scalable: s,
                elem: m,
            } if self.types.int_width(m) == Some(32) && s == scalable => {
                Ok(self.types.intern(TypeKind::Vector {
                    len,
                    scalable,
                    elem,
                }))
            }
            _ => Err(Diagnostic::error(
                span,
                format!(
                    "shuffle mask must be a vector of i32 of the inputs' kind, not '{}'",
                    self.types.display(mask_ty)
                ),
            )),
        }
    }

    /// `getelementptr [flags] [inrange(a, b)] (T, ptr p, idx...)`.
    fn parse_gep_expr(&mut self) -> PResult<Const> {
        self.bump();
        let mut flags = GepFlags::default();
        let mut inrange = None;
        loop {
            if self.eat_word("inbounds") {
                flags.inbounds = true;
            } else if self.eat_word("nusw") {
                flags.nusw = true;
            } else if self.eat_word("nuw") {
                flags.nuw = true;
            } else if self.eat_word("inrange") {
                self.expect(&TokenKind::LParen)?;
                let a = self.parse_int_literal(64, false)?;
                self.expect(&TokenKind::Comma)?;
                let b = self.parse_int_literal(64, false)?;
                self.expect(&TokenKind::RParen)?;
                inrange = Some((a, b));
            } else {
                break;
            }
        }
        self.expect(&TokenKind::LParen)?;
        let source_ty = self.parse_type()?;
        self.expect(&TokenKind::Comma)?;
        let bspan = self.span();
        let base = self.parse_typed_const()?;
        let mut indices = Vec::new();
        let mut index_tys = Vec::new();
        while self.eat(&TokenKind::Comma) {
            let ispan = self.span();
            let c = self.parse_typed_const()?;
            index_tys.push((c.ty, ispan));
            indices.push(c);
        }
        self.expect(&TokenKind::RParen)?;
        let ty = self.gep_result(base.ty, bspan, &index_tys)?;
        Ok(Const {
            ty,
            kind: ConstKind::Expr(Box::new(ConstExpr::Gep {
                flags,
                inrange,
                source_ty,
                base,
                indices,
            })),
        })
    }

    /// The result type of a `getelementptr` with base type `base` and the
    /// given index types: the base pointer type, or a vector of it if the
    /// base or any index is a vector.
    pub(super) fn gep_result(
        &mut self,
        base: TypeId,
        base_span: Span,
        indices: &[(TypeId, Span)],
    ) -> PResult<TypeId> {
        let (ptr, mut shape) = match *self.types.kind(base) {
            TypeKind::Ptr { .. } => (base, None),
            TypeKind::Vector {
                len,
                scalable,
                elem,
            } if matches!(self.types.kind(elem), TypeKind::Ptr { .. }) => {
                (elem, Some((len, scalable)))
            }
            _ => {
                return Err(Diagnostic::error(
                    base_span,
                    format!(
                        "the base of 'getelementptr' must be a pointer or a vector of pointers, not '{}'",
                        self.types.display(base)
                    ),
                ));
            }
        };
        for &(t, span) in indices {
            match *self.types.kind(t) {
                TypeKind::Int(_) => {}
                TypeKind::Vector {
                    len,
                    scalable,
                    elem,
                } if self.types.int_width(elem).is_some() => match shape {
                    None => shape = Some((len, scalable)),
                    Some(s) if s == (len, scalable) => {}
                    Some(_) => {
                        return Err(Diagnostic::error(
                            span,
                            "vector indices of 'getelementptr' must have the base's length",
                        ));
                    }
                },
                _ => {
                    return Err(Diagnostic::error(
                        span,
                        format!(
                            "'getelementptr' indices must be integers or vectors of integers, not '{}'",
                            self.types.display(t)
                        ),
                    ));
                }
            }
        }
        Ok(match shape {
            None => ptr,
            Some((len, scalable)) => self.types.intern(TypeKind::Vector {
                len,
                scalable,
                elem: ptr,
            }),
        })
    }
}

/// Which brackets a struct constant is written with.
#[derive(Clone, Copy, PartialEq, Eq)]
enum StructSyntax {
    /// `{ ... }`.
    Plain,
    /// `<{ ... }>`.
    Packed,
    /// `\{ ... }/`.
    Bits,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_integers_at_width_boundaries() {
        assert_eq!(decimal_int(8, "255").unwrap().to_signed_decimal(), "-1");
        assert_eq!(decimal_int(8, "-128").unwrap().to_signed_decimal(), "-128");
        assert!(decimal_int(8, "256").is_none());
        assert!(decimal_int(8, "-129").is_none());
        assert_eq!(decimal_int(1, "1").unwrap().to_signed_decimal(), "-1");
        assert_eq!(decimal_int(1, "-1").unwrap().to_signed_decimal(), "-1");
        assert!(decimal_int(1, "2").is_none());
        assert_eq!(decimal_int(64, "-1").unwrap().to_signed_decimal(), "-1");
        assert_eq!(decimal_int(65, "-5").unwrap().to_signed_decimal(), "-5");
        assert_eq!(decimal_int(256, "-5").unwrap().to_signed_decimal(), "-5");
        assert_eq!(
            decimal_int(MAX_WIDTH, "-7").unwrap().to_signed_decimal(),
            "-7"
        );
        assert_eq!(decimal_int(MAX_WIDTH, "7").unwrap().to_u64(), Some(7));
        assert_eq!(
            decimal_int(33, "0004294967296").unwrap().to_u64(),
            Some(1 << 32)
        );
        assert!(decimal_int(33, "8589934592").is_none());
    }

    #[test]
    fn literals_wider_than_the_type_wrap_as_llvm_reads_them() {
        // The values llvm-as-22 | llvm-dis-22 prints for these constants.
        let dec = |w, t| decimal_int_wrapping(w, t).unwrap().to_signed_decimal();
        assert_eq!(dec(5, "42"), "10");
        assert_eq!(dec(8, "-200"), "56");
        assert_eq!(dec(8, "300"), "44");
        assert_eq!(dec(8, "-129"), "127");
        assert_eq!(dec(1, "2"), "0");
        assert_eq!(dec(1, "-1"), "-1");
        assert_eq!(dec(128, "-5"), "-5");
        assert_eq!(dec(8, "255"), "-1");
        assert_eq!(dec(65, "36893488147419103233"), "1");
        let hex = |w, s, t| hex_int_wrapping(w, s, t).unwrap().to_signed_decimal();
        assert_eq!(hex(8, false, "100"), "0");
        assert_eq!(hex(4, true, "7F"), "-1");
        assert_eq!(hex(16, false, "FF"), "255");
        assert_eq!(hex(16, true, "F"), "-1");
    }

    #[test]
    fn hex_integers() {
        assert_eq!(hex_int(8, false, "FF").unwrap().to_u64(), Some(255));
        assert!(hex_int(8, false, "100").is_none());
        assert_eq!(hex_int(8, false, "00FF").unwrap().to_u64(), Some(255));
        assert_eq!(hex_int(16, true, "F").unwrap().to_signed_decimal(), "-1");
        assert_eq!(hex_int(16, true, "0F").unwrap().to_signed_decimal(), "15");
        assert_eq!(hex_int(4, true, "FF").unwrap().to_signed_decimal(), "-1");
        assert!(hex_int(4, true, "7F").is_none());
        assert_eq!(
            hex_int(128, true, "80").unwrap().to_signed_decimal(),
            "-128"
        );
    }

    #[test]
    fn sign_extension_across_limbs() {
        let v = ApInt::from_i128(70, -3);
        assert_eq!(sext(&v, 200).to_signed_decimal(), "-3");
        assert_eq!(
            sext(&ApInt::from_i128(64, -3), 130).to_signed_decimal(),
            "-3"
        );
        assert_eq!(sext(&ApInt::from_u64(8, 5), 130).to_signed_decimal(), "5");
    }
}
