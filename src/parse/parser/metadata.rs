//! Metadata (LangRef "Metadata"): node references, strings, tuples,
//! specialized nodes parsed generically field by field (`!DILocation(...)`,
//! `!DIExpression(...)`), `!DIArgList(...)`, values wrapped as metadata, and
//! the module-level `!name = !{...}` and `!N = ...` definitions.

use super::{PResult, Parser};
use crate::parse::error::Diagnostic;
use crate::parse::lexer::TokenKind;
use crate::syntax::{MdField, MdId, Metadata, NamedMetadata, Operand};

impl Parser<'_> {
    /// `!N` with its use recorded for the end-of-module check.
    fn parse_md_ref(&mut self) -> PResult<Metadata> {
        let TokenKind::MetadataNum(n) = *self.peek() else {
            return Err(self.expected("a metadata reference '!N'"));
        };
        self.md_uses.push((MdId(n), self.span()));
        self.bump();
        Ok(Metadata::Ref(MdId(n)))
    }

    /// A metadata node: `!N`, `[distinct] !{...}` or `[distinct] !Name(...)`
    /// (what attachments and definitions accept).
    pub(super) fn parse_md_node(&mut self) -> PResult<Metadata> {
        self.nested(|p| {
            if matches!(p.peek(), TokenKind::MetadataNum(_)) {
                return p.parse_md_ref();
            }
            let distinct = p.eat_word("distinct");
            match p.peek() {
                TokenKind::Exclaim if p.peek_at(1) == &TokenKind::LBrace => {
                    p.parse_md_tuple(distinct)
                }
                TokenKind::MetadataName(_) if p.peek_at(1) == &TokenKind::LParen => {
                    p.parse_specialized(distinct)
                }
                _ => Err(p.expected("a metadata node")),
            }
        })
    }

    /// Any metadata operand: a node, `!"string"`, or a typed value `T v`
    /// (a local value inside a function).
    pub(super) fn parse_md_value(&mut self) -> PResult<Metadata> {
        match self.peek() {
            TokenKind::MetadataString(bytes) => {
                let bytes = bytes.clone();
                self.bump();
                Ok(Metadata::String(bytes))
            }
            TokenKind::MetadataNum(_) | TokenKind::Exclaim | TokenKind::MetadataName(_) => {
                self.parse_md_node()
            }
            TokenKind::Word(w) if w == "distinct" => self.parse_md_node(),
            _ if self.at_type_start() => self.nested(|p| p.parse_md_typed_value()),
            _ => Err(self.expected("a metadata value")),
        }
    }

    /// `T v` as metadata.
    fn parse_md_typed_value(&mut self) -> PResult<Metadata> {
        let ty = self.parse_type()?;
        match self.parse_value(ty)? {
            Operand::Const(c) => Ok(Metadata::Value(c)),
            other => Ok(Metadata::Local(ty, other)),
        }
    }

    /// `!{ e, ... }` (the `!` is current).
    fn parse_md_tuple(&mut self, distinct: bool) -> PResult<Metadata> {
        self.expect(&TokenKind::Exclaim)?;
        self.expect(&TokenKind::LBrace)?;
        let mut elems = Vec::new();
        if !self.eat(&TokenKind::RBrace) {
            loop {
                if self.eat_word("null") {
                    elems.push(None);
                } else {
                    elems.push(Some(self.parse_md_value()?));
                }
                if self.eat(&TokenKind::RBrace) {
                    break;
                }
                if !self.eat(&TokenKind::Comma) {
                    return Err(self.expected("',' or '}' in the metadata tuple"));
                }
            }
        }
        Ok(Metadata::Tuple { distinct, elems })
    }

    /// `!Name(field: value, ...)` or `!DIArgList(T v, ...)` (the name is
    /// current).
    fn parse_specialized(&mut self, distinct: bool) -> PResult<Metadata> {
        let TokenKind::MetadataName(name) = self.peek().clone() else {
            return Err(self.expected("a specialized metadata node"));
        };
        self.bump();
        self.expect(&TokenKind::LParen)?;
        if name == "DIArgList" {
            return self.parse_arg_list();
        }
        let mut fields = Vec::new();
        if !self.eat(&TokenKind::RParen) {
            loop {
                let label = match self.peek() {
                    TokenKind::LabelName(l) => {
                        let l = l.clone();
                        self.bump();
                        Some(l)
                    }
                    _ => None,
                };
                fields.push((label, self.parse_md_field()?));
                if self.eat(&TokenKind::RParen) {
                    break;
                }
                if !self.eat(&TokenKind::Comma) {
                    return Err(self.expected(&format!("',' or ')' in '!{name}'")));
                }
            }
        }
        Ok(Metadata::Specialized {
            distinct,
            name,
            fields,
        })
    }

    /// The elements of `!DIArgList(...)` after the `(`.
    fn parse_arg_list(&mut self) -> PResult<Metadata> {
        let mut args = Vec::new();
        if !self.eat(&TokenKind::RParen) {
            loop {
                args.push(self.nested(|p| p.parse_md_typed_value())?);
                if self.eat(&TokenKind::RParen) {
                    break;
                }
                if !self.eat(&TokenKind::Comma) {
                    return Err(self.expected("',' or ')' in '!DIArgList'"));
                }
            }
        }
        Ok(Metadata::ArgList(args))
    }

    /// The value of one field of a specialized node.
    fn parse_md_field(&mut self) -> PResult<MdField> {
        match self.peek().clone() {
            TokenKind::Word(w) if w == "null" => {
                self.bump();
                Ok(MdField::Null)
            }
            TokenKind::Int(text) => {
                self.bump();
                Ok(MdField::Int(text))
            }
            TokenKind::Str(bytes) => {
                self.bump();
                Ok(MdField::Str(bytes))
            }
            TokenKind::Word(w) if w != "distinct" && !self.at_type_start() => {
                self.bump();
                let mut words = vec![w];
                while self.eat(&TokenKind::Pipe) {
                    match self.peek().clone() {
                        TokenKind::Word(w) => {
                            self.bump();
                            words.push(w);
                        }
                        _ => return Err(self.expected("a flag name after '|'")),
                    }
                }
                Ok(MdField::Words(words))
            }
            TokenKind::MetadataNum(_)
            | TokenKind::MetadataString(_)
            | TokenKind::Exclaim
            | TokenKind::MetadataName(_)
            | TokenKind::Word(_) => Ok(MdField::Md(self.parse_md_value()?)),
            _ if self.at_type_start() => Ok(MdField::Md(self.parse_md_value()?)),
            _ => Err(self.expected("a metadata field value")),
        }
    }

    /// `!name = !{!0, !1, ...}`.
    pub(super) fn parse_named_metadata(&mut self) -> PResult<()> {
        let TokenKind::MetadataName(name) = self.take() else {
            unreachable!("called on a metadata name token")
        };
        self.expect(&TokenKind::Equal)?;
        self.expect(&TokenKind::Exclaim)?;
        self.expect(&TokenKind::LBrace)?;
        let mut nodes = Vec::new();
        if !self.eat(&TokenKind::RBrace) {
            loop {
                let Metadata::Ref(id) = self.parse_md_ref()? else {
                    unreachable!("parse_md_ref gives a reference")
                };
                nodes.push(id);
                if self.eat(&TokenKind::RBrace) {
                    break;
                }
                if !self.eat(&TokenKind::Comma) {
                    return Err(self.expected("',' or '}' in the named metadata"));
                }
            }
        }
        self.named_metadata.push(NamedMetadata { name, nodes });
        Ok(())
    }

    /// `!N = [distinct] !{...}` or `!N = [distinct] !Name(...)`.
    pub(super) fn parse_numbered_metadata(&mut self) -> PResult<()> {
        let span = self.span();
        let TokenKind::MetadataNum(n) = self.take() else {
            unreachable!("called on a metadata number token")
        };
        self.expect(&TokenKind::Equal)?;
        if matches!(self.peek(), TokenKind::MetadataNum(_)) {
            return Err(self.expected("a metadata node definition"));
        }
        let node = self.parse_md_node()?;
        if matches!(node, Metadata::ArgList(_)) {
            return Err(Diagnostic::error(
                span,
                "'!DIArgList' cannot be defined at module level",
            ));
        }
        if self.metadata.insert(MdId(n), node).is_some() {
            return Err(Diagnostic::error(span, format!("redefinition of '!{n}'")));
        }
        self.metadata_spans.insert(MdId(n), span);
        Ok(())
    }
}
