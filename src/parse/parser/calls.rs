//! `call`, `invoke` and `callbr` (LangRef "'call' Instruction" and the
//! terminators): the shared call site with its calling convention, return
//! attributes, function type, callee (including inline `asm`), arguments
//! (including `metadata` arguments of intrinsics), function attributes and
//! operand bundles.

use super::insts::{InstResult, is_statement_word};
use super::{PResult, Parser};
use crate::parse::error::Diagnostic;
use crate::parse::intrinsics;
use crate::parse::lexer::TokenKind;
use crate::syntax::{
    Arg, AttrSet, Bundle, CallSite, FastMath, FuncId, Function, GlobalRef, InlineAsm, InstKind,
    Name, Operand, Param, Span, TailKind, TypeId, TypeKind,
};

impl Parser<'_> {
    /// `[tail|musttail|notail] call [fmf] ...`.
    pub(super) fn parse_call(&mut self) -> InstResult {
        let tail = match self.word() {
            Some("tail") => TailKind::Tail,
            Some("musttail") => TailKind::MustTail,
            Some("notail") => TailKind::NoTail,
            _ => TailKind::None,
        };
        if tail != TailKind::None {
            self.bump();
        }
        self.expect_word("call")?;
        let fmf = self.parse_fmf();
        let ty_span = self.span();
        let site = self.parse_call_site(tail, fmf)?;
        let ret = self.call_result(&site);
        let void = self.types.void();
        self.check_fmf_type(fmf, "call", ret.unwrap_or(void), ty_span)?;
        Ok((InstKind::Call(site), ret))
    }

    /// `invoke ... to label %normal unwind label %unwind`.
    pub(super) fn parse_invoke(&mut self) -> InstResult {
        self.bump();
        let call = self.parse_call_site(TailKind::None, FastMath::default())?;
        self.expect_word("to")?;
        let normal = self.parse_label_ref()?;
        self.expect_word("unwind")?;
        let unwind = self.parse_label_ref()?;
        let ret = self.call_result(&call);
        Ok((
            InstKind::Invoke {
                call,
                normal,
                unwind,
            },
            ret,
        ))
    }

    /// `callbr ... to label %fallthrough [label %a, ...]`.
    pub(super) fn parse_callbr(&mut self) -> InstResult {
        self.bump();
        let call = self.parse_call_site(TailKind::None, FastMath::default())?;
        self.expect_word("to")?;
        let fallthrough = self.parse_label_ref()?;
        let indirect = self.parse_label_list()?;
        let ret = self.call_result(&call);
        Ok((
            InstKind::CallBr {
                call,
                fallthrough,
                indirect,
            },
            ret,
        ))
    }

    /// The result type of a call: its function type's return type, unless
    /// `void`.
    fn call_result(&mut self, site: &CallSite) -> Option<TypeId> {
        let ret = self.types.function_parts(site.fn_ty).map(|(r, _, _)| r)?;
        (self.types.kind(ret) != &TypeKind::Void).then_some(ret)
    }

    /// Everything of a call after `call` and its fast-math flags, up to and
    /// including the operand bundles.
    fn parse_call_site(&mut self, tail: TailKind, fmf: FastMath) -> PResult<CallSite> {
        let cc = self.parse_calling_convention()?;
        let ret_attrs = self.parse_ret_attrs(&["addrspace"])?;
        let addrspace = if self.is_word("addrspace") {
            Some(self.parse_addrspace()?)
        } else {
            None
        };
        let ty_span = self.span();
        let ty = self.parse_type()?;
        let explicit_fn_ty = matches!(self.types.kind(ty), TypeKind::Function { .. });
        if !explicit_fn_ty && !self.is_valid_return_type(ty) {
            return Err(Diagnostic::error(
                ty_span,
                format!(
                    "invalid return type '{}' for a call",
                    self.types.display(ty)
                ),
            ));
        }
        let intrinsic_callee = match self.peek() {
            TokenKind::GlobalName(n) if n.starts_with("llvm.") => {
                Some((Name::Named(n.clone()), self.span()))
            }
            _ => None,
        };
        let implicit = self.implicit_intrinsic();
        let callee = if self.is_word("asm") {
            Operand::InlineAsm(Box::new(self.parse_inline_asm()?))
        } else {
            let ptr = self.types.intern(TypeKind::Ptr {
                addrspace: addrspace.unwrap_or(self.layout.program_addrspace),
            });
            self.parse_value(ptr)?
        };
        let args_span = self.span();
        let args = self.parse_call_args()?;
        let fn_ty = if explicit_fn_ty {
            self.check_call_args(ty, &args, args_span)?;
            ty
        } else {
            let params = args.iter().map(|a| a.ty).collect();
            self.types.intern(TypeKind::Function {
                ret: ty,
                params,
                varargs: false,
            })
        };
        if let Some((name, span)) = implicit {
            self.declare_implicit(name, span, fn_ty);
        }
        if let Some((name, span)) = intrinsic_callee {
            self.intrinsic_calls.push((name, fn_ty, span));
        }
        let fn_attrs = self.parse_fn_attrs_until(|w| is_statement_word(w) || w == "to")?;
        let bundles = if self.peek() == &TokenKind::LBracket {
            self.parse_bundles()?
        } else {
            Vec::new()
        };
        Ok(CallSite {
            tail,
            fmf,
            cc,
            ret_attrs,
            addrspace,
            fn_ty,
            explicit_fn_ty,
            callee,
            args,
            fn_attrs,
            bundles,
        })
    }

    /// A callee `@llvm.*` that the module never declares (LLVM's parser
    /// declares an intrinsic from the call that uses it): gives the name the
    /// id of a declaration that [`Parser::declare_implicit`] adds once the
    /// call's function type is known.
    fn implicit_intrinsic(&mut self) -> Option<(Name, Span)> {
        let TokenKind::GlobalName(n) = self.peek() else {
            return None;
        };
        let name = Name::Named(n.clone());
        if !n.starts_with("llvm.") || self.global_names.contains_key(&name) {
            return None;
        }
        let id = FuncId((self.func_blocks.len() + self.implicit_decls.len()) as u32);
        self.global_names.insert(name.clone(), GlobalRef::Func(id));
        Some((name, self.span()))
    }

    /// The declaration of an intrinsic first called at `span` with type
    /// `fn_ty` (see [`Parser::implicit_intrinsic`]).
    fn declare_implicit(&mut self, name: Name, span: Span, fn_ty: TypeId) {
        let params = match self.types.kind(fn_ty) {
            TypeKind::Function { params, .. } => params
                .iter()
                .map(|ty| Param {
                    ty: *ty,
                    attrs: AttrSet::default(),
                    local: None,
                })
                .collect(),
            _ => Vec::new(),
        };
        self.implicit_decls
            .push(Function::declaration(name, fn_ty, params, span));
    }

    /// The first call of an `@llvm.*` name that LLVM 22 rejects (see
    /// [`crate::parse::intrinsics`]): where, and LLVM's reason.
    pub(super) fn intrinsic_call_error(&self) -> Option<(Span, String)> {
        self.intrinsic_calls
            .iter()
            .find_map(|(name, call_ty, span)| {
                let (Name::Named(text), Some(GlobalRef::Func(id))) =
                    (name, self.global_names.get(name))
                else {
                    return None;
                };
                let index = id.0 as usize;
                let declared = self
                    .functions
                    .get(index)
                    .filter(|_| index < self.func_blocks.len());
                let result = match declared {
                    Some(f) => intrinsics::check_declared(text, &self.types, f.ty, *call_ty),
                    None => intrinsics::check_undeclared(text, &self.types, *call_ty),
                };
                result.err().map(|msg| (*span, msg))
            })
    }

    /// Checks the arguments of a call written with its full function type.
    fn check_call_args(&self, fn_ty: TypeId, args: &[Arg], span: Span) -> PResult<()> {
        let Some((_, params, varargs)) = self.types.function_parts(fn_ty) else {
            return Ok(());
        };
        let count_ok = if varargs {
            args.len() >= params.len()
        } else {
            args.len() == params.len()
        };
        if !count_ok {
            return Err(Diagnostic::error(
                span,
                format!(
                    "call has {} but its function type '{}' takes {}{}",
                    super::counted(args.len() as u64, "argument"),
                    self.types.display(fn_ty),
                    params.len(),
                    if varargs { " or more" } else { "" }
                ),
            ));
        }
        for (i, (a, p)) in args.iter().zip(params).enumerate() {
            if a.ty != *p {
                return Err(Diagnostic::error(
                    span,
                    format!(
                        "argument {} has type '{}' but the function type expects '{}'",
                        i + 1,
                        self.types.display(a.ty),
                        self.types.display(*p)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// `asm [sideeffect] [alignstack] [inteldialect] [unwind] "code", "constraints"`.
    fn parse_inline_asm(&mut self) -> PResult<InlineAsm> {
        self.expect_word("asm")?;
        let mut asm = InlineAsm {
            side_effect: false,
            align_stack: false,
            intel_dialect: false,
            unwind: false,
            code: String::new(),
            constraints: String::new(),
        };
        loop {
            match self.word() {
                Some("sideeffect") => asm.side_effect = true,
                Some("alignstack") => asm.align_stack = true,
                Some("inteldialect") => asm.intel_dialect = true,
                Some("unwind") => asm.unwind = true,
                _ => break,
            }
            self.bump();
        }
        asm.code = self.parse_string("an assembly string")?;
        self.expect(&TokenKind::Comma)?;
        asm.constraints = self.parse_string("a constraint string")?;
        Ok(asm)
    }

    /// `( arg, ... )`. A final `...` (which LLVM writes on a `musttail`
    /// call inside a variadic function, to forward the variadic arguments)
    /// adds no argument: the printer writes it back from the call's kind.
    fn parse_call_args(&mut self) -> PResult<Vec<Arg>> {
        self.expect(&TokenKind::LParen)?;
        let mut args = Vec::new();
        if self.eat(&TokenKind::RParen) {
            return Ok(args);
        }
        loop {
            if self.eat(&TokenKind::Ellipsis) {
                self.expect(&TokenKind::RParen)?;
                return Ok(args);
            }
            args.push(self.parse_call_arg()?);
            if self.eat(&TokenKind::RParen) {
                return Ok(args);
            }
            if !self.eat(&TokenKind::Comma) {
                return Err(self.expected("',' or ')' in the argument list"));
            }
        }
    }

    /// `T attrs v` or `metadata <md>`.
    fn parse_call_arg(&mut self) -> PResult<Arg> {
        let span = self.span();
        let ty = self.parse_type()?;
        if self.types.kind(ty) == &TypeKind::Metadata {
            let md = self.parse_md_value()?;
            return Ok(Arg {
                ty,
                attrs: AttrSet::default(),
                val: Operand::Metadata(Box::new(md)),
            });
        }
        if !self.is_valid_param_type(ty) {
            return Err(Diagnostic::error(
                span,
                format!("invalid argument type '{}'", self.types.display(ty)),
            ));
        }
        let attrs = self.parse_arg_attrs()?;
        let val = self.parse_value(ty)?;
        Ok(Arg { ty, attrs, val })
    }

    /// `[ "tag"(T v, ...), ... ]`.
    fn parse_bundles(&mut self) -> PResult<Vec<Bundle>> {
        self.expect(&TokenKind::LBracket)?;
        let mut bundles = Vec::new();
        loop {
            let tag = self.parse_string("an operand bundle tag string")?;
            self.expect(&TokenKind::LParen)?;
            let mut inputs = Vec::new();
            if !self.eat(&TokenKind::RParen) {
                loop {
                    inputs.push(self.parse_typed_value()?);
                    if self.eat(&TokenKind::RParen) {
                        break;
                    }
                    if !self.eat(&TokenKind::Comma) {
                        return Err(self.expected("',' or ')' in the operand bundle"));
                    }
                }
            }
            bundles.push(Bundle { tag, inputs });
            if self.eat(&TokenKind::RBracket) {
                return Ok(bundles);
            }
            if !self.eat(&TokenKind::Comma) {
                return Err(self.expected("',' or ']' after the operand bundle"));
            }
        }
    }
}
