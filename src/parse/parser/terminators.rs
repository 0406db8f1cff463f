//! Terminator instructions (LangRef "Terminator Instructions") and the
//! exception-handling pads that pair with them (`landingpad`, `catchpad`,
//! `cleanuppad`); `invoke` and `callbr` are in `calls`.

use super::insts::InstResult;
use super::{PResult, Parser};
use crate::parse::error::Diagnostic;
use crate::parse::lexer::TokenKind;
use crate::syntax::{BlockId, Clause, ConstKind, InstKind, Operand, TypeKind};

impl Parser<'_> {
    /// `ret void` or `ret T v`, checked against the function's return type.
    pub(super) fn parse_ret(&mut self) -> InstResult {
        self.bump();
        let ret = self.func.as_ref().map(|f| f.ret);
        let span = self.span();
        let val = if self.eat_word("void") {
            None
        } else if self.at_type_start() {
            Some(self.parse_typed_value()?)
        } else {
            return Err(self.expected("'void' or a type"));
        };
        let void = self.types.void();
        let written = val.as_ref().map_or(void, |v| v.ty);
        if let Some(ret) = ret
            && written != ret
        {
            return Err(Diagnostic::error(
                span,
                format!(
                    "'ret' of type '{}' in a function returning '{}'",
                    self.types.display(written),
                    self.types.display(ret)
                ),
            ));
        }
        Ok((InstKind::Ret { val }, None))
    }

    /// `br label %d` or `br i1 %c, label %t, label %f`.
    pub(super) fn parse_br(&mut self) -> InstResult {
        self.bump();
        if self.is_word("label") {
            let dest = self.parse_label_ref()?;
            return Ok((InstKind::Br { dest }, None));
        }
        let i1 = self.types.int(1);
        let span = self.span();
        let ty = self.parse_type()?;
        if ty != i1 {
            return Err(self.type_error(span, "br", "an 'i1' condition or 'label'", ty));
        }
        let cond = self.parse_value(ty)?;
        self.expect(&TokenKind::Comma)?;
        let then_dest = self.parse_label_ref()?;
        self.expect(&TokenKind::Comma)?;
        let else_dest = self.parse_label_ref()?;
        Ok((
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            },
            None,
        ))
    }

    /// `switch T v, label %default [ T c, label %d ... ]`.
    pub(super) fn parse_switch(&mut self) -> InstResult {
        self.bump();
        let ty = self.parse_type_where("switch", "an integer condition", Self::is_int)?;
        let cond = self.parse_value(ty)?;
        self.expect(&TokenKind::Comma)?;
        let default = self.parse_label_ref()?;
        self.expect(&TokenKind::LBracket)?;
        let mut cases = Vec::new();
        while !self.eat(&TokenKind::RBracket) {
            let span = self.span();
            let c = self.parse_typed_const()?;
            self.check_type(c.ty, ty, span, "case value")?;
            if !matches!(c.kind, ConstKind::Int(_)) {
                return Err(Diagnostic::error(
                    span,
                    "case value is not an integer constant",
                ));
            }
            self.expect(&TokenKind::Comma)?;
            let dest = self.parse_label_ref()?;
            cases.push((c, dest));
        }
        Ok((
            InstKind::Switch {
                ty,
                cond,
                default,
                cases,
            },
            None,
        ))
    }

    /// `indirectbr ptr %a, [ label %d, ... ]`.
    pub(super) fn parse_indirectbr(&mut self) -> InstResult {
        self.bump();
        let addr = self.parse_typed_where("indirectbr", "a pointer address", Self::is_ptr)?;
        self.expect(&TokenKind::Comma)?;
        let dests = self.parse_label_list()?;
        Ok((InstKind::IndirectBr { addr, dests }, None))
    }

    /// `[ label %a, label %b, ... ]`.
    pub(super) fn parse_label_list(&mut self) -> PResult<Vec<BlockId>> {
        self.expect(&TokenKind::LBracket)?;
        let mut dests = Vec::new();
        if self.eat(&TokenKind::RBracket) {
            return Ok(dests);
        }
        loop {
            dests.push(self.parse_label_ref()?);
            if self.eat(&TokenKind::RBracket) {
                return Ok(dests);
            }
            if !self.eat(&TokenKind::Comma) {
                return Err(self.expected("',' or ']' in the label list"));
            }
        }
    }

    /// The pad operand of `catchswitch`/`catchpad`/... : a token value or
    /// `none`.
    fn parse_pad_operand(&mut self) -> PResult<Operand> {
        let token = self.types.intern(TypeKind::Token);
        self.parse_value(token)
    }

    /// `unwind to caller` (gives `None`) or `unwind label %bb`.
    fn parse_unwind_dest(&mut self) -> PResult<Option<BlockId>> {
        self.expect_word("unwind")?;
        if self.eat_word("to") {
            self.expect_word("caller")?;
            return Ok(None);
        }
        Ok(Some(self.parse_label_ref()?))
    }

    /// `catchswitch within %p [ label %h, ... ] unwind ...`.
    pub(super) fn parse_catchswitch(&mut self) -> InstResult {
        self.bump();
        self.expect_word("within")?;
        let parent = self.parse_pad_operand()?;
        let handlers = self.parse_label_list()?;
        let unwind = self.parse_unwind_dest()?;
        let token = self.types.intern(TypeKind::Token);
        Ok((
            InstKind::CatchSwitch {
                parent,
                handlers,
                unwind,
            },
            Some(token),
        ))
    }

    /// `catchret from %pad to label %d`.
    pub(super) fn parse_catchret(&mut self) -> InstResult {
        self.bump();
        self.expect_word("from")?;
        let pad = self.parse_pad_operand()?;
        self.expect_word("to")?;
        let dest = self.parse_label_ref()?;
        Ok((InstKind::CatchRet { pad, dest }, None))
    }

    /// `cleanupret from %pad unwind ...`.
    pub(super) fn parse_cleanupret(&mut self) -> InstResult {
        self.bump();
        self.expect_word("from")?;
        let pad = self.parse_pad_operand()?;
        let unwind = self.parse_unwind_dest()?;
        Ok((InstKind::CleanupRet { pad, unwind }, None))
    }

    /// `catchpad within %cs [args]` or `cleanuppad within %p [args]`.
    pub(super) fn parse_pad(&mut self, catch: bool) -> InstResult {
        self.bump();
        self.expect_word("within")?;
        let within = self.parse_pad_operand()?;
        self.expect(&TokenKind::LBracket)?;
        let mut args = Vec::new();
        if !self.eat(&TokenKind::RBracket) {
            loop {
                args.push(self.parse_typed_value()?);
                if self.eat(&TokenKind::RBracket) {
                    break;
                }
                if !self.eat(&TokenKind::Comma) {
                    return Err(self.expected("',' or ']' in the pad arguments"));
                }
            }
        }
        let token = self.types.intern(TypeKind::Token);
        let kind = if catch {
            InstKind::CatchPad { within, args }
        } else {
            InstKind::CleanupPad { within, args }
        };
        Ok((kind, Some(token)))
    }

    /// `landingpad T [cleanup] (catch T c | filter T c)*`.
    pub(super) fn parse_landingpad(&mut self) -> InstResult {
        self.bump();
        let ty = self.parse_type()?;
        let cleanup = self.eat_word("cleanup");
        let mut clauses = Vec::new();
        loop {
            if self.eat_word("catch") {
                clauses.push(Clause::Catch(self.parse_typed_const()?));
            } else if self.eat_word("filter") {
                clauses.push(Clause::Filter(self.parse_typed_const()?));
            } else {
                break;
            }
        }
        Ok((
            InstKind::LandingPad {
                ty,
                cleanup,
                clauses,
            },
            Some(ty),
        ))
    }
}
