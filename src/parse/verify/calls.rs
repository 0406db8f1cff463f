//! Call sites of `call`, `invoke` and `callbr` (LangRef "'call'
//! Instruction"): the callee is a pointer (or inline assembly), the
//! arguments match the call's function type, attributes fit their types.
//!
//! A direct call whose function type differs from the callee's own type is
//! accepted: LLVM allows it, and calling a function through the wrong type
//! is undefined behaviour at run time, which the machine reports.
//! `musttail` constraints (matching prototypes, `ret` right after) are not
//! checked.

use super::body::InstCx;
use super::types::Yield;
use crate::parse::error::Diagnostic;
use crate::syntax::{CallSite, ConstKind, GlobalRef, InstKind, Name, Operand, TypeKind};

/// The intrinsics LLVM 22's verifier lets an `invoke` call (by name
/// without `llvm.`, up to the type suffixes): every other intrinsic cannot
/// unwind, and invoking it is rejected.
const INVOKABLE_INTRINSICS: [&str; 12] = [
    "donothing",
    "coro.resume",
    "coro.destroy",
    "coro.await.suspend",
    "experimental.patchpoint",
    "experimental.gc.statepoint",
    "wasm.throw",
    "wasm.rethrow",
    "objc.clang.arc.noop.use",
    "seh.try.",
    "seh.scope.",
    "clang.arc.attachedcall",
];

impl InstCx<'_> {
    /// Checks a call site; yields the return type of its function type.
    pub(super) fn check_call_site(&self, call: &CallSite) -> Result<Yield, Diagnostic> {
        let cx = self.cx();
        let op = self.op();
        let Some((ret, params, varargs)) = cx.types.function_parts(call.fn_ty) else {
            return Err(self.err(format!(
                "'{op}' type {} is not a function type",
                self.ty(call.fn_ty)
            )));
        };
        self.check_callee(&call.callee)?;
        self.check_lifetime_operand(call)?;
        let (n, p) = (call.args.len(), params.len());
        if (!varargs && n != p) || n < p {
            let at_least = if varargs { "at least " } else { "" };
            return Err(self.err(format!(
                "'{op}' passes {n} argument{} to a function of type {}, which takes {at_least}{p}",
                if n == 1 { "" } else { "s" },
                self.ty(call.fn_ty)
            )));
        }
        for (i, arg) in call.args.iter().enumerate() {
            let k = i + 1;
            if let Some(&param) = params.get(i)
                && arg.ty != param
            {
                return Err(self.err(format!(
                    "'{op}' argument {k} has type {}, but parameter {k} of {} has type {}",
                    self.ty(arg.ty),
                    self.ty(call.fn_ty),
                    self.ty(param)
                )));
            }
            self.operand(&arg.val, Some(arg.ty), &|v, actual| {
                let written = self.ty(arg.ty);
                format!(
                    "'{op}' argument {k} is written as {written} {v}, but {v} has type {actual}"
                )
            })?;
            cx.check_attrs(&arg.attrs, arg.ty, &|| format!("argument {k} of '{op}'"))
                .map_err(|m| self.err(m))?;
        }
        cx.check_attrs(&call.ret_attrs, ret, &|| format!("the result of '{op}'"))
            .map_err(|m| self.err(m))?;
        if !call.fmf.is_empty() && !cx.allows_fast_math(ret) {
            return Err(self.err(format!(
                "fast-math flags on a '{op}' returning {}, which is not floating-point",
                self.ty(ret)
            )));
        }
        for bundle in &call.bundles {
            for input in &bundle.inputs {
                self.typed(input, &format!("operand bundle \"{}\" input", bundle.tag))?;
            }
        }
        Ok(match cx.types.kind(ret) {
            TypeKind::Void => Yield::Void,
            _ => Yield::Ty(ret),
        })
    }

    /// LLVM 22's verifier: the one-operand `llvm.lifetime.start`/`end`
    /// (LangRef "'llvm.lifetime.start' Intrinsic": "the argument is
    /// either a pointer to an alloca instruction or a poison value") takes
    /// the result of an `alloca` or `poison`. (The older two-operand form
    /// is upgraded, and dropped, by LLVM whatever its pointer.)
    fn check_lifetime_operand(&self, call: &CallSite) -> Result<(), Diagnostic> {
        let Some(name) = self.direct_callee_name(call) else {
            return Ok(());
        };
        let lifetime = ["llvm.lifetime.start", "llvm.lifetime.end"]
            .iter()
            .any(|b| name == *b || name.strip_prefix(b).is_some_and(|r| r.starts_with('.')));
        let [arg] = call.args.as_slice() else {
            return Ok(());
        };
        if !lifetime {
            return Ok(());
        }
        let ok = match &arg.val {
            Operand::Const(c) => matches!(c.kind, ConstKind::Poison),
            Operand::Local(id, _) => self
                .fx
                .defining_inst(*id)
                .is_some_and(|i| matches!(i.kind, InstKind::Alloca { .. })),
            _ => false,
        };
        if ok {
            return Ok(());
        }
        Err(Diagnostic::error(
            self.operand_span(&arg.val),
            format!(
                "@{name} takes the result of an 'alloca' or poison, but {} is neither \
                 (llvm.lifetime.start/end can only be used on alloca or poison)",
                self.operand_text(&arg.val)
            ),
        ))
    }

    /// The name of a directly called function.
    fn direct_callee_name(&self, call: &CallSite) -> Option<&str> {
        let Operand::Const(c) = &call.callee else {
            return None;
        };
        let ConstKind::Global(GlobalRef::Func(id)) = c.kind else {
            return None;
        };
        match &self.cx().m.functions.get(id.0 as usize)?.name {
            Name::Named(name) => Some(name),
            Name::Numbered(_) => None,
        }
    }

    /// LLVM's verifier: `invoke` may only call the intrinsics that can
    /// unwind ([`INVOKABLE_INTRINSICS`]).
    pub(super) fn check_invoked_intrinsic(&self, call: &CallSite) -> Result<(), Diagnostic> {
        let Operand::Const(c) = &call.callee else {
            return Ok(());
        };
        let ConstKind::Global(GlobalRef::Func(id)) = c.kind else {
            return Ok(());
        };
        let Some(Name::Named(name)) = self.cx().m.functions.get(id.0 as usize).map(|f| &f.name)
        else {
            return Ok(());
        };
        let Some(rest) = name.strip_prefix("llvm.") else {
            return Ok(());
        };
        if INVOKABLE_INTRINSICS.iter().any(|p| rest.starts_with(p)) {
            return Ok(());
        }
        Err(self.err(format!(
            "cannot invoke the intrinsic '@{name}': LLVM 22 allows 'invoke' only of \
             donothing, patchpoint, statepoint, coro_resume, coro_destroy, \
             clang.arc.attachedcall or wasm.(re)throw"
        )))
    }

    /// The callee is inline assembly or a pointer (a function's address, or
    /// any pointer value: calling a non-function is undefined behaviour at
    /// run time, not ill-formed).
    fn check_callee(&self, callee: &Operand) -> Result<(), Diagnostic> {
        let op = self.op();
        match callee {
            Operand::InlineAsm(_) => Ok(()),
            Operand::Metadata(_) => Err(self.err(format!("'{op}' callee cannot be metadata"))),
            Operand::Local(..) | Operand::Const(_) => {
                let Some(ty) = self.operand_type(callee) else {
                    return Err(self.err("use of an unknown local value"));
                };
                if !self.cx().is_ptr(ty) {
                    return Err(Diagnostic::error(
                        self.operand_span(callee),
                        format!(
                            "'{op}' callee must be a pointer, but {} has type {}",
                            self.operand_text(callee),
                            self.ty(ty)
                        ),
                    ));
                }
                self.available(callee)
            }
        }
    }
}
