//! Types (LangRef "Type System"), interned into the module's type table.
//! Old typed-pointer syntax (`i32*`, `i8 addrspace(1)*`, `void (i32)*`) reads
//! as the opaque `ptr` of the same address space.

use super::{PResult, Parser};
use crate::apint::MAX_WIDTH;
use crate::parse::error::Diagnostic;
use crate::parse::lexer::TokenKind;
use crate::syntax::{FloatKind, Span, TypeId, TypeKind};

/// The keywords that start a type (besides `iN`).
const TYPE_KEYWORDS: [&str; 14] = [
    "void",
    "half",
    "bfloat",
    "float",
    "double",
    "x86_fp80",
    "fp128",
    "ppc_fp128",
    "label",
    "metadata",
    "token",
    "x86_amx",
    "ptr",
    "target",
];

/// Whether `w` is a keyword that starts a type.
pub(super) fn is_type_keyword(w: &str) -> bool {
    TYPE_KEYWORDS.contains(&w)
}

impl Parser<'_> {
    /// Whether the current token can start a type.
    pub(super) fn at_type_start(&self) -> bool {
        match self.peek() {
            TokenKind::Word(w) => is_type_keyword(w),
            TokenKind::IntType(_)
            | TokenKind::LocalName(_)
            | TokenKind::LocalNum(_)
            | TokenKind::Less
            | TokenKind::LBracket
            | TokenKind::LBrace
            | TokenKind::BitStructOpen => true,
            _ => false,
        }
    }

    /// A type, with typed-pointer and function-type suffixes.
    pub(super) fn parse_type(&mut self) -> PResult<TypeId> {
        self.nested(|p| {
            let start = p.span();
            let opaque_ptr = p.is_word("ptr");
            let mut ty = p.parse_base_type()?;
            if opaque_ptr && p.peek() == &TokenKind::Star {
                return Err(Diagnostic::error(
                    p.span(),
                    "'ptr*' is invalid: write 'ptr'",
                ));
            }
            loop {
                match p.peek() {
                    TokenKind::Star => {
                        p.bump();
                        ty = p.types.ptr();
                    }
                    TokenKind::Word(w) if w == "addrspace" && p.peek_at(4) == &TokenKind::Star => {
                        let addrspace = p.parse_addrspace()?;
                        p.expect(&TokenKind::Star)?;
                        ty = p.types.intern(TypeKind::Ptr { addrspace });
                    }
                    TokenKind::LParen => ty = p.parse_function_type(ty, start)?,
                    _ => return Ok(ty),
                }
            }
        })
    }

    /// The parameter list of a function type returning `ret`.
    fn parse_function_type(&mut self, ret: TypeId, ret_span: Span) -> PResult<TypeId> {
        if !self.is_valid_return_type(ret) {
            return Err(Diagnostic::error(
                ret_span,
                format!("invalid function return type '{}'", self.types.display(ret)),
            ));
        }
        self.expect(&TokenKind::LParen)?;
        let mut params = Vec::new();
        let mut varargs = false;
        if !self.eat(&TokenKind::RParen) {
            loop {
                if self.eat(&TokenKind::Ellipsis) {
                    varargs = true;
                    self.expect(&TokenKind::RParen)?;
                    break;
                }
                let span = self.span();
                let p = self.parse_type()?;
                if !self.is_valid_param_type(p) {
                    return Err(Diagnostic::error(
                        span,
                        format!("invalid parameter type '{}'", self.types.display(p)),
                    ));
                }
                params.push(p);
                if self.eat(&TokenKind::RParen) {
                    break;
                }
                if !self.eat(&TokenKind::Comma) {
                    return Err(self.expected("',' or ')' in the function type"));
                }
            }
        }
        Ok(self.types.intern(TypeKind::Function {
            ret,
            params,
            varargs,
        }))
    }

    /// A type without suffixes.
    fn parse_base_type(&mut self) -> PResult<TypeId> {
        let span = self.span();
        let kind = match self.peek().clone() {
            TokenKind::IntType(w) => {
                if w == 0 || w > MAX_WIDTH {
                    return Err(Diagnostic::error(
                        span,
                        format!("integer type width must be between 1 and {MAX_WIDTH}"),
                    ));
                }
                self.bump();
                TypeKind::Int(w)
            }
            TokenKind::Word(w) => {
                let float = |k| Some(TypeKind::Float(k));
                let kind = match w.as_str() {
                    "void" => Some(TypeKind::Void),
                    "half" => float(FloatKind::Half),
                    "bfloat" => float(FloatKind::BFloat),
                    "float" => float(FloatKind::Float),
                    "double" => float(FloatKind::Double),
                    "x86_fp80" => float(FloatKind::X86Fp80),
                    "fp128" => float(FloatKind::Fp128),
                    "ppc_fp128" => float(FloatKind::PpcFp128),
                    "label" => Some(TypeKind::Label),
                    "metadata" => Some(TypeKind::Metadata),
                    "token" => Some(TypeKind::Token),
                    "x86_amx" => Some(TypeKind::X86Amx),
                    _ => None,
                };
                match (kind, w.as_str()) {
                    (Some(k), _) => {
                        self.bump();
                        k
                    }
                    (None, "ptr") => {
                        self.bump();
                        let addrspace = if self.is_word("addrspace") {
                            self.parse_addrspace()?
                        } else {
                            0
                        };
                        TypeKind::Ptr { addrspace }
                    }
                    (None, "target") => self.parse_target_ext_type()?,
                    _ => return Err(self.expected("a type")),
                }
            }
            TokenKind::LocalName(name) => {
                self.bump();
                return Ok(self.named_type(&name));
            }
            TokenKind::LocalNum(n) => {
                self.bump();
                return Ok(self.named_type(&n.to_string()));
            }
            TokenKind::LBracket => self.parse_array_type()?,
            TokenKind::Less if self.peek_at(1) == &TokenKind::LBrace => {
                self.bump();
                let fields = self.parse_struct_fields(&TokenKind::RBrace)?;
                self.expect(&TokenKind::Greater)?;
                TypeKind::Struct {
                    fields,
                    packed: true,
                }
            }
            TokenKind::Less => self.parse_vector_type()?,
            TokenKind::LBrace => TypeKind::Struct {
                fields: self.parse_struct_fields(&TokenKind::RBrace)?,
                packed: false,
            },
            TokenKind::BitStructOpen => TypeKind::BitStruct {
                fields: self.parse_struct_fields(&TokenKind::BitStructClose)?,
            },
            _ => return Err(self.expected("a type")),
        };
        Ok(self.types.intern(kind))
    }

    /// `%name` in a type position (just read): an alias or an identified
    /// struct, whose first use is kept to check that it is defined.
    fn named_type(&mut self, name: &str) -> TypeId {
        if let Some(&ty) = self.type_aliases.get(name) {
            return ty;
        }
        let ty = self.types.named(name);
        if let TypeKind::Named(index) = *self.types.kind(ty) {
            let span = self.prev_span();
            self.named_type_uses
                .entry(index)
                .or_insert_with(|| (name.to_string(), span));
        }
        ty
    }

    /// `[N x T]` (the `[` is current).
    fn parse_array_type(&mut self) -> PResult<TypeKind> {
        self.bump();
        let len = self.parse_u64("an array length")?;
        self.expect_word("x")?;
        let span = self.span();
        let elem = self.parse_type()?;
        if !self.is_valid_element_type(elem) {
            return Err(Diagnostic::error(
                span,
                format!("invalid array element type '{}'", self.types.display(elem)),
            ));
        }
        self.expect(&TokenKind::RBracket)?;
        Ok(TypeKind::Array { len, elem })
    }

    /// `<N x T>` or `<vscale x N x T>` (the `<` is current).
    fn parse_vector_type(&mut self) -> PResult<TypeKind> {
        self.bump();
        let scalable = if self.eat_word("vscale") {
            self.expect_word("x")?;
            true
        } else {
            false
        };
        let len_span = self.span();
        let len = self.parse_u32("a vector length")?;
        if len == 0 {
            return Err(Diagnostic::error(
                len_span,
                "a vector must have at least one element",
            ));
        }
        self.expect_word("x")?;
        let span = self.span();
        let elem = self.parse_type()?;
        if !matches!(
            self.types.kind(elem),
            TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Ptr { .. }
        ) {
            return Err(Diagnostic::error(
                span,
                format!("invalid vector element type '{}'", self.types.display(elem)),
            ));
        }
        self.expect(&TokenKind::Greater)?;
        Ok(TypeKind::Vector {
            len,
            scalable,
            elem,
        })
    }

    /// The fields of `{ ... }`, `<{ ... }>` or `\{ ... }/`, from the opening
    /// brace (current) to `close`.
    fn parse_struct_fields(&mut self, close: &TokenKind) -> PResult<Vec<TypeId>> {
        self.bump();
        let mut fields = Vec::new();
        if self.eat(close) {
            return Ok(fields);
        }
        loop {
            let span = self.span();
            let f = self.parse_type()?;
            if !self.is_valid_element_type(f) {
                return Err(Diagnostic::error(
                    span,
                    format!("invalid struct field type '{}'", self.types.display(f)),
                ));
            }
            fields.push(f);
            if self.eat(close) {
                return Ok(fields);
            }
            if !self.eat(&TokenKind::Comma) {
                let what = format!("',' or '{}' in the struct type", super::punct(close));
                return Err(self.expected(&what));
            }
        }
    }

    /// Whether `ty` may be an element of an array or struct.
    fn is_valid_element_type(&self, ty: TypeId) -> bool {
        !matches!(
            self.types.kind(ty),
            TypeKind::Void
                | TypeKind::Label
                | TypeKind::Metadata
                | TypeKind::Token
                | TypeKind::Function { .. }
        )
    }

    /// `target("name", T..., N...)` (the keyword is current).
    fn parse_target_ext_type(&mut self) -> PResult<TypeKind> {
        self.bump();
        self.expect(&TokenKind::LParen)?;
        let name = self.parse_string("a target type name string")?;
        let mut types = Vec::new();
        let mut ints = Vec::new();
        while self.eat(&TokenKind::Comma) {
            if matches!(self.peek(), TokenKind::Int(_)) {
                ints.push(self.parse_u32("an integer parameter")?);
            } else if ints.is_empty() {
                types.push(self.parse_type()?);
            } else {
                return Err(self.expected("an integer parameter"));
            }
        }
        self.expect(&TokenKind::RParen)?;
        Ok(TypeKind::TargetExt { name, types, ints })
    }
}
