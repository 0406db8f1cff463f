//! Memory instructions (LangRef "Memory Access and Addressing
//! Operations"): `alloca`, `load`, `store`, `fence`, `cmpxchg`,
//! `atomicrmw` and `getelementptr`, with their orderings and alignments.

use super::insts::InstResult;
use super::{PResult, Parser};
use crate::parse::lexer::TokenKind;
use crate::syntax::{Atomic, GepFlags, InstKind, Ordering, RmwOp, TypeKind};

/// The ordering named `w`.
fn ordering(w: &str) -> Option<Ordering> {
    [
        Ordering::Unordered,
        Ordering::Monotonic,
        Ordering::Acquire,
        Ordering::Release,
        Ordering::AcqRel,
        Ordering::SeqCst,
    ]
    .into_iter()
    .find(|o| o.name() == w)
}

impl Parser<'_> {
    /// An ordering keyword.
    fn parse_ordering(&mut self) -> PResult<Ordering> {
        match self.word().and_then(ordering) {
            Some(o) => {
                self.bump();
                Ok(o)
            }
            None => Err(self.expected(
                "an ordering ('unordered', 'monotonic', 'acquire', 'release', 'acq_rel' or 'seq_cst')",
            )),
        }
    }

    /// `, align N` if the next comma introduces it.
    fn parse_comma_align(&mut self) -> PResult<Option<u64>> {
        if self.peek() == &TokenKind::Comma
            && matches!(self.peek_at(1), TokenKind::Word(w) if w == "align")
        {
            self.bump();
            self.bump();
            return Ok(Some(self.parse_alignment()?));
        }
        Ok(None)
    }

    /// `alloca [inalloca] T [, Ti n] [, align A] [, addrspace(N)]`.
    pub(super) fn parse_alloca(&mut self) -> InstResult {
        self.bump();
        let inalloca = self.eat_word("inalloca");
        let span = self.span();
        let ty = self.parse_type()?;
        if !self.is_valid_param_type(ty) || matches!(self.types.kind(ty), TypeKind::Metadata) {
            return Err(self.type_error(span, "alloca", "a sized type", ty));
        }
        let (mut count, mut align, mut addrspace) = (None, None, None);
        while self.at_operand_comma() {
            self.bump();
            match self.word() {
                Some("align") if align.is_none() => {
                    self.bump();
                    align = Some(self.parse_alignment()?);
                }
                Some("addrspace") if addrspace.is_none() => {
                    addrspace = Some(self.parse_addrspace()?);
                }
                _ if count.is_none() && align.is_none() && addrspace.is_none() => {
                    count =
                        Some(self.parse_typed_where("alloca", "an integer count", Self::is_int)?);
                }
                _ => return Err(self.expected("'align', 'addrspace' or a metadata attachment")),
            }
        }
        let result = self.types.intern(TypeKind::Ptr {
            addrspace: addrspace.unwrap_or(self.layout.alloca_addrspace),
        });
        Ok((
            InstKind::Alloca {
                inalloca,
                ty,
                count,
                align,
                addrspace,
            },
            Some(result),
        ))
    }

    /// `syncscope("s") <ordering>` of an atomic access.
    fn parse_atomic(&mut self) -> PResult<Atomic> {
        let syncscope = self.parse_syncscope()?;
        let ordering = self.parse_ordering()?;
        Ok(Atomic {
            syncscope,
            ordering,
        })
    }

    /// `load [atomic] [volatile] T, ptr p [syncscope] [ordering] [, align A]`.
    pub(super) fn parse_load(&mut self) -> InstResult {
        self.bump();
        let is_atomic = self.eat_word("atomic");
        let volatile = self.eat_word("volatile");
        let span = self.span();
        let ty = self.parse_type()?;
        if !self.types.is_first_class(ty) || self.types.kind(ty) == &TypeKind::Token {
            return Err(self.type_error(span, "load", "a first-class type", ty));
        }
        self.expect(&TokenKind::Comma)?;
        let ptr = self.parse_typed_where("load", "a pointer operand", Self::is_ptr)?;
        let atomic = if is_atomic {
            Some(self.parse_atomic()?)
        } else {
            None
        };
        let align = self.parse_comma_align()?;
        Ok((
            InstKind::Load {
                volatile,
                atomic,
                ty,
                ptr,
                align,
            },
            Some(ty),
        ))
    }

    /// `store [atomic] [volatile] T v, ptr p [syncscope] [ordering] [, align A]`.
    pub(super) fn parse_store(&mut self) -> InstResult {
        self.bump();
        let is_atomic = self.eat_word("atomic");
        let volatile = self.eat_word("volatile");
        let val = self.parse_typed_value()?;
        self.expect(&TokenKind::Comma)?;
        let ptr = self.parse_typed_where("store", "a pointer operand", Self::is_ptr)?;
        let atomic = if is_atomic {
            Some(self.parse_atomic()?)
        } else {
            None
        };
        let align = self.parse_comma_align()?;
        Ok((
            InstKind::Store {
                volatile,
                atomic,
                val,
                ptr,
                align,
            },
            None,
        ))
    }

    /// `fence [syncscope] ordering`.
    pub(super) fn parse_fence(&mut self) -> InstResult {
        self.bump();
        let syncscope = self.parse_syncscope()?;
        let ordering = self.parse_ordering()?;
        Ok((
            InstKind::Fence {
                syncscope,
                ordering,
            },
            None,
        ))
    }

    /// `cmpxchg [weak] [volatile] ptr p, T cmp, T new [syncscope] success failure [, align A]`.
    pub(super) fn parse_cmpxchg(&mut self) -> InstResult {
        self.bump();
        let weak = self.eat_word("weak");
        let volatile = self.eat_word("volatile");
        let ptr = self.parse_typed_where("cmpxchg", "a pointer operand", Self::is_ptr)?;
        self.expect(&TokenKind::Comma)?;
        let cmp = self.parse_typed_value()?;
        self.expect(&TokenKind::Comma)?;
        let new = self.parse_typed_as(cmp.ty, "new value")?;
        let syncscope = self.parse_syncscope()?;
        let success = self.parse_ordering()?;
        let failure = self.parse_ordering()?;
        let align = self.parse_comma_align()?;
        let i1 = self.types.int(1);
        let ty = self.types.intern(TypeKind::Struct {
            fields: vec![cmp.ty, i1],
            packed: false,
        });
        Ok((
            InstKind::CmpXchg {
                weak,
                volatile,
                ptr,
                cmp,
                new,
                syncscope,
                success,
                failure,
                align,
            },
            Some(ty),
        ))
    }

    /// `atomicrmw [volatile] op ptr p, T v [syncscope] ordering [, align A]`.
    pub(super) fn parse_atomicrmw(&mut self) -> InstResult {
        self.bump();
        let volatile = self.eat_word("volatile");
        let op = self
            .word()
            .and_then(|w| RmwOp::ALL.into_iter().find(|op| op.name() == w));
        let Some(op) = op else {
            return Err(self.expected("an atomicrmw operation"));
        };
        self.bump();
        let ptr = self.parse_typed_where("atomicrmw", "a pointer operand", Self::is_ptr)?;
        self.expect(&TokenKind::Comma)?;
        let val = self.parse_typed_value()?;
        let syncscope = self.parse_syncscope()?;
        let ordering = self.parse_ordering()?;
        let align = self.parse_comma_align()?;
        let ty = val.ty;
        Ok((
            InstKind::AtomicRmw {
                volatile,
                op,
                ptr,
                val,
                syncscope,
                ordering,
                align,
            },
            Some(ty),
        ))
    }

    /// `getelementptr [inbounds|nusw|nuw] T, ptr p, Ti idx, ...`.
    pub(super) fn parse_gep(&mut self) -> InstResult {
        self.bump();
        let mut flags = GepFlags::default();
        loop {
            if self.eat_word("inbounds") {
                flags.inbounds = true;
            } else if self.eat_word("nusw") {
                flags.nusw = true;
            } else if self.eat_word("nuw") {
                flags.nuw = true;
            } else {
                break;
            }
        }
        let source_ty = self.parse_type()?;
        self.expect(&TokenKind::Comma)?;
        let bspan = self.span();
        let base = self.parse_typed_value()?;
        let mut indices = Vec::new();
        let mut index_tys = Vec::new();
        while self.at_operand_comma() {
            self.bump();
            let span = self.span();
            let idx = self.parse_typed_value()?;
            index_tys.push((idx.ty, span));
            indices.push(idx);
        }
        let ty = self.gep_result(base.ty, bspan, &index_tys)?;
        Ok((
            InstKind::Gep {
                flags,
                source_ty,
                base,
                indices,
            },
            Some(ty),
        ))
    }
}
