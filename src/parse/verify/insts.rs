//! The operand and result types of each instruction, from the "Arguments"
//! section of its LangRef 22 entry (and LLVM's verifier where LangRef is
//! silent). One `check_<instr>` per family; `check_kind` dispatches with an
//! exhaustive match.

use std::collections::HashSet;

use super::body::InstCx;
use super::types::Yield;
use crate::parse::error::Diagnostic;
use crate::syntax::{
    BinOp, CastFlags, CastOp, Const, ConstKind, FastMath, InstKind, IntFlags, Operand, TypeId,
    TypeKind, Typed,
};

impl InstCx<'_> {
    /// The checks of every instruction but `phi`; what it yields.
    pub(super) fn check_kind(&self) -> Result<Yield, Diagnostic> {
        match &self.inst.kind {
            InstKind::Ret { val } => self.check_ret(val.as_ref()),
            InstKind::Br { .. } | InstKind::Unreachable => Ok(Yield::Void),
            InstKind::CondBr { cond, .. } => self.check_condbr(cond),
            InstKind::Switch {
                ty, cond, cases, ..
            } => self.check_switch(*ty, cond, cases),
            InstKind::IndirectBr { addr, .. } => self.check_indirectbr(addr),
            InstKind::Invoke { call, unwind, .. } => {
                self.check_unwind_dest(unwind.0)?;
                self.check_invoked_intrinsic(call)?;
                self.check_call_site(call)
            }
            InstKind::CallBr { call, .. } | InstKind::Call(call) => self.check_call_site(call),
            InstKind::Resume { val } => {
                self.typed(val, "value")?;
                Ok(Yield::Void)
            }
            InstKind::CatchSwitch { parent, .. } => {
                self.token_operand(parent, "parent pad")?;
                self.token_yield()
            }
            InstKind::CatchRet { pad, .. } | InstKind::CleanupRet { pad, .. } => {
                self.token_operand(pad, "pad")?;
                Ok(Yield::Void)
            }
            InstKind::FNeg { fmf: _, ty, val } => self.check_fneg(*ty, val),
            InstKind::Binary {
                op,
                flags,
                fmf,
                ty,
                lhs,
                rhs,
            } => self.check_binary(*op, *flags, *fmf, *ty, lhs, rhs),
            InstKind::ExtractElement { vec, idx } => self.check_extractelement(vec, idx),
            InstKind::InsertElement { vec, elem, idx } => self.check_insertelement(vec, elem, idx),
            InstKind::ShuffleVector { v1, v2, mask } => self.check_shufflevector(v1, v2, mask),
            InstKind::ExtractValue { agg, indices } => self.check_extractvalue(agg, indices),
            InstKind::InsertValue { agg, val, indices } => {
                self.check_insertvalue(agg, val, indices)
            }
            InstKind::Alloca {
                ty,
                count,
                align,
                addrspace,
                ..
            } => self.check_alloca(*ty, count.as_ref(), *align, *addrspace),
            InstKind::Load {
                atomic,
                ty,
                ptr,
                align,
                ..
            } => self.check_load(atomic.as_ref(), *ty, ptr, *align),
            InstKind::Store {
                atomic,
                val,
                ptr,
                align,
                ..
            } => self.check_store(atomic.as_ref(), val, ptr, *align),
            InstKind::Fence { ordering, .. } => self.check_fence(*ordering),
            InstKind::CmpXchg {
                ptr,
                cmp,
                new,
                success,
                failure,
                align,
                ..
            } => self.check_cmpxchg(ptr, cmp, new, (*success, *failure), *align),
            InstKind::AtomicRmw {
                op,
                ptr,
                val,
                ordering,
                align,
                ..
            } => self.check_atomicrmw(*op, ptr, val, *ordering, *align),
            InstKind::Gep {
                source_ty,
                base,
                indices,
                ..
            } => self.check_gep(*source_ty, base, indices),
            InstKind::Cast {
                op,
                flags,
                fmf,
                val,
                to,
            } => self.check_cast(*op, *flags, *fmf, val, *to),
            InstKind::ICmp { ty, lhs, rhs, .. } => self.check_icmp(*ty, lhs, rhs),
            InstKind::FCmp { ty, lhs, rhs, .. } => self.check_fcmp(*ty, lhs, rhs),
            InstKind::Phi { ty, .. } => Ok(Yield::Ty(*ty)),
            InstKind::Select {
                fmf,
                cond,
                then_val,
                else_val,
            } => self.check_select(*fmf, cond, then_val, else_val),
            InstKind::Freeze { val } => self.check_freeze(val),
            InstKind::VaArg { list, ty } => self.check_va_arg(list, *ty),
            InstKind::LandingPad {
                ty,
                cleanup,
                clauses,
            } => self.check_landingpad(*ty, *cleanup, clauses.len()),
            InstKind::CatchPad { within, args } | InstKind::CleanupPad { within, args } => {
                self.token_operand(within, "parent")?;
                for a in args {
                    self.typed(a, "argument")?;
                }
                self.token_yield()
            }
        }
    }

    // ----- terminators -----

    /// `ret`: a value of the function's return type, none for `void`.
    fn check_ret(&self, val: Option<&Typed>) -> Result<Yield, Diagnostic> {
        let cx = self.cx();
        let ret = cx
            .types
            .function_parts(self.fx.f.ty)
            .map_or(self.fx.f.ty, |(r, _, _)| r);
        let is_void = matches!(cx.types.kind(ret), TypeKind::Void);
        match (val, is_void) {
            (None, true) => Ok(Yield::Void),
            (None, false) => {
                Err(self.err(format!("'ret void' in function returning {}", self.ty(ret))))
            }
            (Some(v), true) => Err(self.err(format!(
                "'ret' of type {} in function returning void",
                self.ty(v.ty)
            ))),
            (Some(v), false) if v.ty != ret => Err(self.err(format!(
                "'ret' of type {} in function returning {}",
                self.ty(v.ty),
                self.ty(ret)
            ))),
            (Some(v), false) => {
                self.typed(v, "value")?;
                Ok(Yield::Void)
            }
        }
    }

    /// `br i1 %c, ...`: the condition is `i1`.
    fn check_condbr(&self, cond: &Operand) -> Result<Yield, Diagnostic> {
        let i1 = self.cx().lookup(&TypeKind::Int(1));
        self.operand(cond, i1, &|v, actual| {
            format!("'br' condition must be i1, but {v} has type {actual}")
        })?;
        Ok(Yield::Void)
    }

    /// `switch`: an integer condition and distinct integer constant cases of
    /// its type.
    fn check_switch(
        &self,
        ty: TypeId,
        cond: &Operand,
        cases: &[(Const, crate::syntax::BlockId)],
    ) -> Result<Yield, Diagnostic> {
        let t = || self.ty(ty);
        if !self.cx().is_int(ty) {
            return Err(self.err(format!(
                "'switch' condition must be an integer, but has type {}",
                t()
            )));
        }
        self.operand(cond, Some(ty), &|v, actual| {
            format!(
                "'switch' condition is written as {} {v}, but {v} has type {actual}",
                t()
            )
        })?;
        let mut seen = HashSet::new();
        for (c, _) in cases {
            if c.ty != ty {
                return Err(self.err(format!(
                    "'switch' case value has type {}, but the condition has type {}",
                    self.ty(c.ty),
                    t()
                )));
            }
            let ConstKind::Int(v) = &c.kind else {
                return Err(self.err("'switch' case values must be integer constants"));
            };
            if !seen.insert(v) {
                return Err(self.err(format!(
                    "duplicate case value {} in 'switch'",
                    v.to_signed_decimal()
                )));
            }
        }
        Ok(Yield::Void)
    }

    /// `indirectbr`: the address is a pointer.
    fn check_indirectbr(&self, addr: &Typed) -> Result<Yield, Diagnostic> {
        if !self.cx().is_ptr(addr.ty) {
            return Err(self.err(format!(
                "'indirectbr' address must be a pointer, but has type {}",
                self.ty(addr.ty)
            )));
        }
        self.typed(addr, "address")?;
        Ok(Yield::Void)
    }

    /// The unwind destination of an `invoke` starts (after its phis) with an
    /// exception-handling pad.
    fn check_unwind_dest(&self, unwind: u32) -> Result<(), Diagnostic> {
        let block = &self.fx.body.blocks[unwind as usize];
        let first = block
            .insts
            .iter()
            .find(|i| !matches!(i.kind, InstKind::Phi { .. }));
        match first.map(|i| &i.kind) {
            Some(
                InstKind::LandingPad { .. }
                | InstKind::CatchSwitch { .. }
                | InstKind::CleanupPad { .. },
            ) => Ok(()),
            _ => Err(self.err(format!(
                "the unwind destination {} of 'invoke' does not start with 'landingpad', 'catchswitch' or 'cleanuppad'",
                self.fx.block(unwind)
            ))),
        }
    }

    /// The pad operands of the funclet instructions have type `token`.
    fn token_operand(&self, op: &Operand, role: &str) -> Result<(), Diagnostic> {
        let token = self.cx().lookup(&TypeKind::Token);
        let opc = self.op();
        self.operand(op, token, &|v, actual| {
            format!("'{opc}' {role} must be a token, but {v} has type {actual}")
        })
    }

    /// Funclet pads and `catchswitch` yield a `token`.
    fn token_yield(&self) -> Result<Yield, Diagnostic> {
        Ok(self
            .cx()
            .lookup(&TypeKind::Token)
            .map_or(Yield::Missing("token".to_string()), Yield::Ty))
    }

    // ----- unary and binary -----

    /// `fneg`: a floating-point value or vector of them.
    fn check_fneg(&self, ty: TypeId, val: &Operand) -> Result<Yield, Diagnostic> {
        let t = || self.ty(ty);
        if !self.cx().types.is_float_or_float_vector(ty) {
            return Err(self.err(format!(
                "'fneg' operand must be floating-point or a vector of floating-point values, but has type {}",
                t()
            )));
        }
        self.operand(val, Some(ty), &|v, actual| {
            format!(
                "'fneg' operand is written as {} {v}, but {v} has type {actual}",
                t()
            )
        })?;
        Ok(Yield::Ty(ty))
    }

    /// Binary operators: both operands of the instruction's type, integer
    /// (or vector) for the integer operators, floating-point for `f*`;
    /// `nuw`/`nsw` only on `add`/`sub`/`mul`/`shl`, `exact` only on the
    /// divisions and right shifts, `disjoint` only on `or`, fast-math flags
    /// only on the floating-point operators.
    fn check_binary(
        &self,
        op: BinOp,
        flags: IntFlags,
        fmf: FastMath,
        ty: TypeId,
        lhs: &Operand,
        rhs: &Operand,
    ) -> Result<Yield, Diagnostic> {
        let (name, t) = (op.name(), || self.ty(ty));
        let types = &self.cx().types;
        if op.is_float() && !types.is_float_or_float_vector(ty) {
            return Err(self.err(format!(
                "'{name}' operands must be floating-point or vectors of floating-point values, but the instruction has type {}",
                t()
            )));
        }
        if !op.is_float() && !types.is_int_or_int_vector(ty) {
            return Err(self.err(format!(
                "'{name}' operands must be integers or vectors of integers, but the instruction has type {}",
                t()
            )));
        }
        let flag = [
            ("nuw", flags.nuw, op.allows_wrap_flags()),
            ("nsw", flags.nsw, op.allows_wrap_flags()),
            ("exact", flags.exact, op.allows_exact()),
            ("disjoint", flags.disjoint, op == BinOp::Or),
        ]
        .into_iter()
        .find(|(_, set, allowed)| *set && !*allowed);
        if let Some((f, _, _)) = flag {
            return Err(self.err(format!("'{name}' does not take the '{f}' flag")));
        }
        if !fmf.is_empty() && !op.is_float() {
            return Err(self.err(format!("'{name}' does not take fast-math flags")));
        }
        let mismatch = |v: &str, actual: &str| {
            format!(
                "'{name}' operands must have the same type as the instruction, but {v} has type {actual} and the instruction has type {}",
                t()
            )
        };
        self.operand(lhs, Some(ty), &mismatch)?;
        self.operand(rhs, Some(ty), &mismatch)?;
        Ok(Yield::Ty(ty))
    }

    // ----- vector and aggregate -----

    fn check_extractelement(&self, vec: &Typed, idx: &Typed) -> Result<Yield, Diagnostic> {
        let elem = self
            .cx()
            .extractelement_type(vec.ty, idx.ty)
            .map_err(|m| self.err(m))?;
        self.typed(vec, "vector")?;
        self.typed(idx, "index")?;
        Ok(Yield::Ty(elem))
    }

    fn check_insertelement(
        &self,
        vec: &Typed,
        elem: &Typed,
        idx: &Typed,
    ) -> Result<Yield, Diagnostic> {
        self.cx()
            .insertelement_problem(vec.ty, elem.ty, idx.ty)
            .map_err(|m| self.err(m))?;
        self.typed(vec, "vector")?;
        self.typed(elem, "element")?;
        self.typed(idx, "index")?;
        Ok(Yield::Ty(vec.ty))
    }

    fn check_shufflevector(
        &self,
        v1: &Typed,
        v2: &Typed,
        mask: &Const,
    ) -> Result<Yield, Diagnostic> {
        let y = self
            .cx()
            .shufflevector_type(v1.ty, v2.ty, mask)
            .map_err(|m| self.err(m))?;
        self.typed(v1, "first operand")?;
        self.typed(v2, "second operand")?;
        self.cx()
            .check_const(mask)
            .map_err(|m| self.err(format!("in 'shufflevector' mask: {m}")))?;
        Ok(y)
    }

    fn check_extractvalue(&self, agg: &Typed, indices: &[u32]) -> Result<Yield, Diagnostic> {
        let field = self
            .cx()
            .aggregate_field(agg.ty, indices, "extractvalue")
            .map_err(|m| self.err(m))?;
        self.typed(agg, "aggregate")?;
        Ok(Yield::Ty(field))
    }

    fn check_insertvalue(
        &self,
        agg: &Typed,
        val: &Typed,
        indices: &[u32],
    ) -> Result<Yield, Diagnostic> {
        let field = self
            .cx()
            .aggregate_field(agg.ty, indices, "insertvalue")
            .map_err(|m| self.err(m))?;
        if field != val.ty {
            return Err(self.err(format!(
                "'insertvalue' inserts a value of type {}, but the indexed field of {} has type {}",
                self.ty(val.ty),
                self.ty(agg.ty),
                self.ty(field)
            )));
        }
        self.typed(agg, "aggregate")?;
        self.typed(val, "value")?;
        Ok(Yield::Ty(agg.ty))
    }

    // ----- conversions -----

    /// Conversions: the type rule of each (see [`super::Cx::cast_problem`]);
    /// `nuw`/`nsw` only on `trunc`, `nneg` only on `zext`/`uitofp`,
    /// fast-math flags only on `fptrunc`/`fpext`.
    fn check_cast(
        &self,
        op: CastOp,
        flags: CastFlags,
        fmf: FastMath,
        val: &Typed,
        to: TypeId,
    ) -> Result<Yield, Diagnostic> {
        let name = op.name();
        let flag = [
            ("nuw", flags.nuw, op == CastOp::Trunc),
            ("nsw", flags.nsw, op == CastOp::Trunc),
            (
                "nneg",
                flags.nneg,
                matches!(op, CastOp::ZExt | CastOp::UIToFP),
            ),
        ]
        .into_iter()
        .find(|(_, set, allowed)| *set && !*allowed);
        if let Some((f, _, _)) = flag {
            return Err(self.err(format!("'{name}' does not take the '{f}' flag")));
        }
        if !fmf.is_empty() && !matches!(op, CastOp::FPTrunc | CastOp::FPExt) {
            return Err(self.err(format!("'{name}' does not take fast-math flags")));
        }
        if let Some(problem) = self.cx().cast_problem(op, val.ty, to) {
            return Err(self.err(problem));
        }
        self.typed(val, "operand")?;
        Ok(Yield::Ty(to))
    }

    // ----- other -----

    /// `icmp`: integers, pointers or vectors of them; yields `i1` of the
    /// operands' shape.
    fn check_icmp(&self, ty: TypeId, lhs: &Operand, rhs: &Operand) -> Result<Yield, Diagnostic> {
        let cx = self.cx();
        if !cx.types.is_int_or_int_vector(ty) && !cx.types.is_ptr_or_ptr_vector(ty) {
            return Err(self.err(format!(
                "'icmp' operands must be integers, pointers or vectors of them, but have type {}",
                self.ty(ty)
            )));
        }
        self.compared(ty, lhs, rhs)?;
        Ok(cx.bool_like(ty))
    }

    /// `fcmp`: floating-point values or vectors of them.
    fn check_fcmp(&self, ty: TypeId, lhs: &Operand, rhs: &Operand) -> Result<Yield, Diagnostic> {
        let cx = self.cx();
        if !cx.types.is_float_or_float_vector(ty) {
            return Err(self.err(format!(
                "'fcmp' operands must be floating-point or vectors of floating-point values, but have type {}",
                self.ty(ty)
            )));
        }
        self.compared(ty, lhs, rhs)?;
        Ok(cx.bool_like(ty))
    }

    /// Both compared operands have the written type.
    fn compared(&self, ty: TypeId, lhs: &Operand, rhs: &Operand) -> Result<(), Diagnostic> {
        let op = self.op();
        let mismatch = |v: &str, actual: &str| {
            let t = self.ty(ty);
            format!("'{op}' compares values of type {t}, but {v} has type {actual}")
        };
        self.operand(lhs, Some(ty), &mismatch)?;
        self.operand(rhs, Some(ty), &mismatch)
    }

    /// `select`: an `i1` condition (or a vector of `i1` as long as the
    /// values), two values of one non-token type.
    fn check_select(
        &self,
        fmf: FastMath,
        cond: &Typed,
        then_val: &Typed,
        else_val: &Typed,
    ) -> Result<Yield, Diagnostic> {
        let cx = self.cx();
        let ty = then_val.ty;
        let cond_elem = cx.types.scalar(cond.ty);
        if cx.types.int_width(cond_elem) != Some(1) {
            return Err(self.err(format!(
                "'select' condition must be i1 or a vector of i1, but has type {}",
                self.ty(cond.ty)
            )));
        }
        if let Some(shape) = cx.vec_shape(cond.ty)
            && cx.vec_shape(ty) != Some(shape)
        {
            return Err(self.err(format!(
                "'select' with condition {} needs vector values with the same number of elements, but the values have type {}",
                self.ty(cond.ty),
                self.ty(ty)
            )));
        }
        if else_val.ty != ty {
            return Err(self.err(format!(
                "'select' values must have the same type, but they have types {} and {}",
                self.ty(ty),
                self.ty(else_val.ty)
            )));
        }
        if !cx.types.is_first_class(ty) || cx.is_token(ty) {
            return Err(self.err(format!("'select' values cannot have type {}", self.ty(ty))));
        }
        if !fmf.is_empty() && !cx.allows_fast_math(ty) {
            return Err(self.err(format!(
                "fast-math flags on a 'select' of type {}, which is not floating-point",
                self.ty(ty)
            )));
        }
        self.typed(cond, "condition")?;
        self.typed(then_val, "true value")?;
        self.typed(else_val, "false value")?;
        Ok(Yield::Ty(ty))
    }

    /// `freeze`: any first-class value (LLVM accepts even `token`).
    fn check_freeze(&self, val: &Typed) -> Result<Yield, Diagnostic> {
        let cx = self.cx();
        if !cx.types.is_first_class(val.ty) {
            return Err(self.err(format!(
                "'freeze' operand cannot have type {}",
                self.ty(val.ty)
            )));
        }
        self.typed(val, "operand")?;
        Ok(Yield::Ty(val.ty))
    }

    /// `va_arg`: a first-class argument type. The list operand may have any
    /// type: LLVM accepts it (LangRef describes a pointer to a `va_list`).
    fn check_va_arg(&self, list: &Typed, ty: TypeId) -> Result<Yield, Diagnostic> {
        let cx = self.cx();
        if !cx.types.is_first_class(ty) || cx.is_token(ty) {
            return Err(self.err(format!("'va_arg' cannot yield type {}", self.ty(ty))));
        }
        self.typed(list, "list")?;
        Ok(Yield::Ty(ty))
    }

    /// `landingpad`: in a function with a personality, first after the phis
    /// of its block, with a clause or `cleanup`, in a block entered only by
    /// unwind edges of `invoke`s.
    fn check_landingpad(
        &self,
        ty: TypeId,
        cleanup: bool,
        clauses: usize,
    ) -> Result<Yield, Diagnostic> {
        if self.fx.f.personality.is_none() {
            return Err(self.err(format!(
                "'landingpad' in @{}, which has no personality function",
                self.fx.f.name
            )));
        }
        let block = &self.fx.body.blocks[self.block as usize];
        let first_non_phi = block
            .insts
            .iter()
            .position(|i| !matches!(i.kind, InstKind::Phi { .. }));
        if first_non_phi != Some(self.index as usize) {
            return Err(self.err(format!(
                "'landingpad' must be the first instruction of block {} after its phis",
                self.fx.block(self.block)
            )));
        }
        if !cleanup && clauses == 0 {
            return Err(self.err("'landingpad' needs a clause or 'cleanup'"));
        }
        for &p in self.fx.preds(self.block) {
            let term = self.fx.body.blocks[p as usize]
                .insts
                .last()
                .map(|t| &t.kind);
            let by_unwind = matches!(term, Some(InstKind::Invoke { normal, unwind, .. })
                if unwind.0 == self.block && normal.0 != self.block);
            if !by_unwind {
                return Err(self.err(format!(
                    "block {} holds a 'landingpad', so it can only be entered by the unwind edge of an 'invoke', but {} branches to it",
                    self.fx.block(self.block),
                    self.fx.block(p)
                )));
            }
        }
        Ok(Yield::Ty(ty))
    }
}
