//! Translation of a function body from the syntax tree to its executable
//! form ([`super::code`]): operands to register slots and constant-pool
//! entries, types to layout facts, metadata and attributes with UB meaning
//! to checks.

use super::code::{
    CBlock, CInst, CPhi, CallOp, CallPromises, Callee, Code, Dest, DirectCall, FastCall, GepStep,
    LoadChecks, Op, Opnd, PhiEdge, ValueAttrs,
};
use super::consts::ConstEval;
use super::intrinsics::{MinMax, intrinsic_key};
use super::ops::float::Unary;
use super::program::{CompileError, FuncInfo, FuncKind, Program};
use crate::apint::ApInt;
use crate::mem::WordAccess;
use crate::mem::guard::Access;
use crate::syntax::{
    Attr, AttrSet, CallSite, CastOp, ConstKind, FuncId, GlobalRef, Inst, InstKind, Metadata,
    Module, Operand, Span, TailKind, TypeId, TypeKind, TypeTable, Typed,
};
use crate::value::Value;

/// Compiles the body of `func`.
pub fn compile_function(prog: &Program, func: FuncId) -> Result<Code, CompileError> {
    let f = prog.module.func(func);
    let Some(body) = &f.body else {
        return Ok(Code::default());
    };
    let mut c = Compiler {
        prog,
        func,
        consts: Vec::new(),
        lifetime_allocas: lifetime_started_locals(prog, body),
    };
    let mut blocks = Vec::with_capacity(body.blocks.len());
    for b in &body.blocks {
        let mut cb = CBlock::default();
        for inst in &b.insts {
            if let InstKind::Phi { incoming, fmf, .. } = &inst.kind {
                if !cb.insts.is_empty() {
                    return Err(CompileError::invalid(
                        inst.span,
                        "phi after a non-phi instruction",
                    ));
                }
                let dst = inst
                    .result
                    .ok_or_else(|| CompileError::invalid(inst.span, "phi without a result"))?;
                let incoming = incoming
                    .iter()
                    .map(|(v, bb)| Ok((*bb, c.operand(v, inst.span)?)))
                    .collect::<Result<_, CompileError>>()?;
                cb.phis.push(CPhi {
                    dst: dst.0,
                    incoming,
                    fmf: *fmf,
                    span: inst.span,
                });
                continue;
            }
            let ty = inst
                .result
                .map_or(TypeId(u32::MAX), |r| body.locals[r.0 as usize].ty);
            // No call unwinds (semantics/terminator.md, "`invoke`"): an
            // invoke is its call, then a branch to the normal destination.
            let (op, then) = match &inst.kind {
                InstKind::Invoke { call, normal, .. } => (
                    c.call(inst, call, inst.span)?,
                    Some(Op::Br(Dest::unresolved(*normal))),
                ),
                _ => (c.op(inst)?, None),
            };
            cb.insts.push(CInst {
                op,
                dst: inst.result.map(|r| r.0),
                ty,
                span: inst.span,
            });
            if let Some(op) = then {
                cb.insts.push(CInst {
                    op,
                    dst: None,
                    ty: TypeId(u32::MAX),
                    span: inst.span,
                });
            }
        }
        cb.edges = PhiEdge::of(&cb.phis);
        blocks.push(cb);
    }
    let mut code = Code::new(blocks, body.locals.len() as u32, c.consts);
    code.resolve_edges();
    Ok(code)
}

/// What a declared intrinsic can be as an operation of the fast loop
/// ([`CallOp::fast`]), by its name and its declaration's attributes.
#[derive(Clone, Copy, Debug)]
pub enum FastIntrinsic {
    /// A pure float intrinsic of one operand.
    FloatUnary(Unary),
    /// `llvm.smax`/`smin`/`umax`/`umin`.
    MinMax(MinMax),
    /// `llvm.abs`.
    Abs,
    /// `llvm.assume`.
    Assume,
}

impl FastIntrinsic {
    /// What `f` can be, if it is a declared intrinsic without return
    /// attributes and, but for `noundef` on `llvm.assume`'s condition,
    /// without parameter attributes.
    pub fn of(f: &FuncInfo) -> Option<FastIntrinsic> {
        let rest = f.name.strip_prefix("llvm.")?;
        if !matches!(f.kind, FuncKind::Declared) || !f.ret_attrs.is_empty() {
            return None;
        }
        let fast = match intrinsic_key(rest).as_str() {
            "assume" => {
                let plain = f.param_attrs.iter().all(at_most_noundef);
                return plain.then_some(FastIntrinsic::Assume);
            }
            "smax" => FastIntrinsic::MinMax(MinMax::SMax),
            "smin" => FastIntrinsic::MinMax(MinMax::SMin),
            "umax" => FastIntrinsic::MinMax(MinMax::UMax),
            "umin" => FastIntrinsic::MinMax(MinMax::UMin),
            "abs" => FastIntrinsic::Abs,
            key => FastIntrinsic::FloatUnary(Unary::of_key(key)?),
        };
        f.param_attrs
            .iter()
            .all(ValueAttrs::is_empty)
            .then_some(fast)
    }
}

/// Whether `a` is empty or only `noundef` (which a defined value passes).
fn at_most_noundef(a: &ValueAttrs) -> bool {
    a.is_empty()
        || *a
            == ValueAttrs {
                noundef: true,
                ..ValueAttrs::default()
            }
}

/// The form of a direct call of an intrinsic `kind` (declared with type
/// `callee_ty`) as an operation of the fast loop, if it has one: the call
/// and its plan carry nothing the general call path would check or do
/// besides computing the result (no return or bundle attributes, no
/// `!callees`, the callee's own type, no argument attributes but
/// `noundef` on `llvm.assume`'s condition), and its operands have the
/// types the fast loop's case takes. `consts` is the calling function's
/// constant pool (`llvm.abs`'s flag is a constant).
pub fn fast_call(
    kind: FastIntrinsic,
    call: &CallOp,
    plan: &DirectCall,
    callee_ty: TypeId,
    types: &TypeTable,
    consts: &[Value],
) -> Option<FastCall> {
    let plain = call.fn_ty == callee_ty
        && call.ret_attrs.is_empty()
        && call.bundles.is_empty()
        && call.callees.is_none()
        && !call.byval_vararg;
    if !plain {
        return None;
    }
    let no_attrs = plan.args.iter().all(|(a, _)| a.is_empty());
    let int = |ty: TypeId| matches!(types.kind(ty), TypeKind::Int(w) if *w <= 64);
    let ret = call.ret_ty;
    match (kind, call.args.as_slice()) {
        (FastIntrinsic::FloatUnary(op), [(_, ty)]) if no_attrs && ret == *ty => {
            match types.kind(*ty) {
                TypeKind::Float(k) => Some(FastCall::FloatUnary(*k, op)),
                _ => None,
            }
        }
        (FastIntrinsic::MinMax(op), [(_, a), (_, b)])
            if no_attrs && a == b && ret == *a && int(*a) =>
        {
            Some(FastCall::MinMax(op))
        }
        (FastIntrinsic::Abs, [(_, a), (Opnd::Const(c), _)]) if no_attrs && ret == *a && int(*a) => {
            match consts.get(*c as usize) {
                Some(Value::Int(flag)) => Some(FastCall::Abs(!flag.is_zero())),
                _ => None,
            }
        }
        (FastIntrinsic::Assume, [(_, ty)])
            if matches!(types.kind(*ty), TypeKind::Int(1))
                && plan.args.iter().all(|(a, _)| at_most_noundef(a)) =>
        {
            Some(FastCall::Assume)
        }
        _ => None,
    }
}

/// The locals that are arguments of a call to `llvm.lifetime.start`
/// somewhere in the body: their allocas start dead (LangRef
/// `llvm.lifetime.start`).
fn lifetime_started_locals(prog: &Program, body: &crate::syntax::Body) -> Vec<u32> {
    let mut out = Vec::new();
    for b in &body.blocks {
        for inst in &b.insts {
            if let InstKind::Call(cs) = &inst.kind
                && callee_name(prog, cs).is_some_and(|n| n.starts_with("llvm.lifetime.start"))
            {
                for a in &cs.args {
                    if let Operand::Local(l, _) = a.val {
                        out.push(l.0);
                    }
                }
            }
        }
    }
    out
}

fn callee_name<'a>(prog: &'a Program, cs: &CallSite) -> Option<&'a str> {
    match &cs.callee {
        Operand::Const(c) => match c.kind {
            ConstKind::Global(GlobalRef::Func(f)) => Some(prog.funcs[f.0 as usize].name.as_str()),
            _ => None,
        },
        _ => None,
    }
}

/// `readonly`: reads only.
const READ_ONLY: Access = Access {
    read: true,
    write: false,
};

/// The attributes of a value position that carry UB meaning.
pub fn value_attrs(prog: &Program, set: &AttrSet) -> ValueAttrs {
    let mut out = ValueAttrs::default();
    let m = &prog.module;
    for a in &set.0 {
        match a {
            Attr::Word(w) => match w.as_str() {
                "noundef" => out.noundef = true,
                "nonnull" => out.nonnull = true,
                "zeroext" => out.ext = Some(false),
                "signext" => out.ext = Some(true),
                "readonly" => out.access = Some(READ_ONLY),
                "readnone" => out.access = Some(Access::NONE),
                "nocapture" => out.nocapture = true,
                "returned" => out.returned = true,
                "noalias" => out.noalias = true,
                _ => {}
            },
            // Only `captures(none)` keeps the provenance from escaping;
            // `captures(address)` and the like still let the callee keep
            // a pointer it cannot access through, which llsem does not
            // distinguish.
            Attr::Args { name, args } if name == "captures" => {
                out.nocapture = args.trim() == "none";
            }
            Attr::Args { name, args } if name == "nofpclass" => {
                // The verifier has checked the mask.
                out.nofpclass |= crate::syntax::attr::fpclass_mask(args).unwrap_or(0);
            }
            Attr::Int { name, value, .. } => match name.as_str() {
                "align" => out.align = Some(*value),
                // Both together: the pointer is not null, so it is
                // dereferenceable for the larger count (LangRef
                // `dereferenceable_or_null`: "either null or ...").
                "dereferenceable" => {
                    let n = out.dereferenceable.map_or(0, |(m, _)| m);
                    out.dereferenceable = Some(((*value).max(n), false));
                }
                "dereferenceable_or_null" => {
                    out.dereferenceable = Some(match out.dereferenceable {
                        Some((m, or_null)) => ((*value).max(m), or_null),
                        None => (*value, true),
                    });
                }
                _ => {}
            },
            Attr::Range { lo, hi, .. } => out.range = Some((lo.clone(), hi.clone())),
            Attr::Type { name, ty } if name == "byval" => {
                let align = set
                    .int("align")
                    .unwrap_or_else(|| m.layout.abi_align(&m.types, *ty));
                out.byval = Some((prog.ty(*ty).alloc_size, align));
            }
            _ => {}
        }
    }
    out
}

impl ValueAttrs {
    /// The attributes argument `i` of a call must satisfy: the call site's
    /// `site` together with the callee's parameter attributes `params`
    /// (LangRef "Parameter Attributes"), so that e.g. `noundef` at the
    /// call site makes a violation of the callee's `align` or `range`
    /// immediate UB. The callee's own attributes are applied again on
    /// entry, which changes nothing for a value that passed these.
    pub fn for_argument<'a>(
        params: &[ValueAttrs],
        i: usize,
        site: &'a ValueAttrs,
    ) -> std::borrow::Cow<'a, ValueAttrs> {
        let mut attrs = match params.get(i) {
            Some(p) if !site.is_empty() => p.clone(),
            _ => return std::borrow::Cow::Borrowed(site),
        };
        attrs.merge(site);
        std::borrow::Cow::Owned(attrs)
    }

    /// Adds the attributes of `other` (call-site attributes on top of the
    /// callee's).
    pub fn merge(&mut self, other: &ValueAttrs) {
        self.noundef |= other.noundef;
        self.nonnull |= other.nonnull;
        self.align = self.align.max(other.align);
        if other.range.is_some() {
            self.range = other.range.clone();
        }
        if other.dereferenceable.is_some() {
            self.dereferenceable = other.dereferenceable;
        }
        self.ext = self.ext.or(other.ext);
        self.byval = self.byval.or(other.byval);
        self.access = match (self.access, other.access) {
            (Some(a), Some(b)) => Some(a.and(b)),
            (a, b) => a.or(b),
        };
        self.nocapture |= other.nocapture;
        self.returned |= other.returned;
        self.noalias |= other.noalias;
        self.nofpclass |= other.nofpclass;
        self.range_md.extend(other.range_md.iter().cloned());
    }
}

struct Compiler<'p> {
    prog: &'p Program,
    func: FuncId,
    consts: Vec<Value>,
    lifetime_allocas: Vec<u32>,
}

impl Compiler<'_> {
    /// `%buf in @main`: how reports name the object an `alloca` makes.
    fn alloca_name(&self, inst: &Inst) -> std::sync::Arc<str> {
        let f = self.prog.module.func(self.func);
        let local = inst
            .result
            .and_then(|r| f.body.as_ref()?.locals.get(r.0 as usize)?.name.clone());
        match local {
            Some(n) => format!("%{n} in @{}", f.name).into(),
            None => format!("alloca in @{}", f.name).into(),
        }
    }

    fn operand(&mut self, o: &Operand, span: Span) -> Result<Opnd, CompileError> {
        match o {
            Operand::Local(l, _) => Ok(Opnd::Reg(l.0)),
            Operand::Const(c) => {
                let v = ConstEval::new(self.prog).eval(c).map_err(|e| e.at(span))?;
                self.consts.push(v);
                Ok(Opnd::Const(self.consts.len() as u32 - 1))
            }
            Operand::Metadata(_) => {
                self.consts.push(Value::Token);
                Ok(Opnd::Const(self.consts.len() as u32 - 1))
            }
            Operand::InlineAsm(_) => Err(CompileError::unsupported(
                span,
                "inline assembly as a value",
            )),
        }
    }

    fn typed(&mut self, t: &Typed, span: Span) -> Result<Opnd, CompileError> {
        self.operand(&t.val, span)
    }

    fn align_or_abi(&self, align: Option<u64>, ty: TypeId) -> u64 {
        align.unwrap_or_else(|| self.prog.ty(ty).abi_align).max(1)
    }

    fn op(&mut self, inst: &Inst) -> Result<Op, CompileError> {
        let span = inst.span;
        let types = &self.prog.module.types;
        Ok(match &inst.kind {
            InstKind::Ret { val } => Op::Ret(match val {
                Some(t) => Some(self.typed(t, span)?),
                None => None,
            }),
            InstKind::Br { dest } => Op::Br(Dest::unresolved(*dest)),
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => Op::CondBr {
                cond: self.operand(cond, span)?,
                then_dest: Dest::unresolved(*then_dest),
                else_dest: Dest::unresolved(*else_dest),
            },
            InstKind::Switch {
                cond,
                default,
                cases,
                ..
            } => {
                let mut cs = Vec::with_capacity(cases.len());
                for (c, b) in cases {
                    let ConstKind::Int(v) = &c.kind else {
                        return Err(CompileError::invalid(
                            span,
                            "switch case is not an integer constant",
                        ));
                    };
                    cs.push((v.clone(), *b));
                }
                Op::Switch {
                    cond: self.operand(cond, span)?,
                    default: *default,
                    cases: cs,
                }
            }
            InstKind::IndirectBr { addr, dests } => Op::IndirectBr {
                addr: self.typed(addr, span)?,
                dests: dests.clone(),
            },
            InstKind::Unreachable => Op::Unreachable,
            InstKind::Invoke { .. } => {
                return Err(CompileError::invalid(
                    span,
                    "invoke compiled as an instruction",
                ));
            }
            InstKind::CallBr { .. } => Op::Unsupported("callbr (asm goto)".into()),
            InstKind::Resume { .. } => Op::Unsupported("resume (exception handling)".into()),
            InstKind::CatchSwitch { .. } => {
                Op::Unsupported("catchswitch (exception handling)".into())
            }
            InstKind::CatchRet { .. } => Op::Unsupported("catchret (exception handling)".into()),
            InstKind::CleanupRet { .. } => {
                Op::Unsupported("cleanupret (exception handling)".into())
            }
            InstKind::LandingPad { .. } => {
                Op::Unsupported("landingpad (exception handling)".into())
            }
            InstKind::CatchPad { .. } => Op::Unsupported("catchpad (exception handling)".into()),
            InstKind::CleanupPad { .. } => {
                Op::Unsupported("cleanuppad (exception handling)".into())
            }
            InstKind::FNeg { fmf, val, .. } => Op::FNeg {
                fmf: *fmf,
                val: self.operand(val, span)?,
            },
            InstKind::Binary {
                op,
                flags,
                fmf,
                lhs,
                rhs,
                ..
            } => Op::Binary {
                op: *op,
                flags: *flags,
                fmf: *fmf,
                lhs: self.operand(lhs, span)?,
                rhs: self.operand(rhs, span)?,
            },
            InstKind::ExtractElement { vec, idx } => Op::ExtractElement {
                vec: self.typed(vec, span)?,
                idx: self.typed(idx, span)?,
            },
            InstKind::InsertElement { vec, elem, idx } => Op::InsertElement {
                vec: self.typed(vec, span)?,
                elem: self.typed(elem, span)?,
                idx: self.typed(idx, span)?,
            },
            InstKind::ShuffleVector { v1, v2, mask } => Op::ShuffleVector {
                v1: self.typed(v1, span)?,
                v2: self.typed(v2, span)?,
                mask: self.shuffle_mask(mask, span)?,
            },
            InstKind::ExtractValue { agg, indices } => Op::ExtractValue {
                agg: self.typed(agg, span)?,
                indices: indices.clone(),
            },
            InstKind::InsertValue { agg, val, indices } => Op::InsertValue {
                agg: self.typed(agg, span)?,
                val: self.typed(val, span)?,
                indices: indices.clone(),
            },
            InstKind::Alloca {
                ty, count, align, ..
            } => {
                if matches!(types.kind(*ty), TypeKind::Vector { scalable: true, .. }) {
                    return Ok(Op::Unsupported("alloca of a scalable vector".into()));
                }
                let info = self.prog.ty(*ty);
                Op::Alloca {
                    ty: *ty,
                    elem_size: info.alloc_size,
                    count: match count {
                        Some(t) => Some(self.typed(t, span)?),
                        None => None,
                    },
                    align: align.unwrap_or(info.pref_align).max(1),
                    starts_dead: inst
                        .result
                        .is_some_and(|r| self.lifetime_allocas.contains(&r.0)),
                    name: self.alloca_name(inst),
                }
            }
            InstKind::Load {
                volatile,
                ty,
                ptr,
                align,
                ..
            } => {
                let checks = self.load_checks(inst);
                let plain = !*volatile && checks == LoadChecks::default();
                Op::Load {
                    ty: *ty,
                    ptr: self.typed(ptr, span)?,
                    align: self.align_or_abi(*align, *ty),
                    volatile: *volatile,
                    checks: Box::new(checks),
                    word: self.word_access(*ty, plain),
                }
            }
            InstKind::Store {
                volatile,
                val,
                ptr,
                align,
                ..
            } => Op::Store {
                ty: val.ty,
                val: self.typed(val, span)?,
                ptr: self.typed(ptr, span)?,
                align: self.align_or_abi(*align, val.ty),
                volatile: *volatile,
                word: self.word_access(val.ty, !*volatile),
            },
            InstKind::Fence { ordering, .. } => Op::Fence(*ordering),
            InstKind::CmpXchg {
                ptr,
                cmp,
                new,
                align,
                ..
            } => Op::CmpXchg {
                ty: cmp.ty,
                ptr: self.typed(ptr, span)?,
                cmp: self.typed(cmp, span)?,
                new: self.typed(new, span)?,
                align: self.align_or_abi(*align, cmp.ty),
            },
            InstKind::AtomicRmw {
                op,
                ptr,
                val,
                align,
                ..
            } => Op::AtomicRmw {
                op: *op,
                ty: val.ty,
                ptr: self.typed(ptr, span)?,
                val: self.typed(val, span)?,
                align: self.align_or_abi(*align, val.ty),
            },
            InstKind::Gep {
                flags,
                source_ty,
                base,
                indices,
            } => self.gep(*flags, *source_ty, base, indices, span)?,
            InstKind::Cast {
                op,
                flags,
                fmf,
                val,
                to,
            } => Op::Cast {
                op: *op,
                flags: *flags,
                fmf: *fmf,
                from: val.ty,
                val: self.typed(val, span)?,
                to: *to,
                width: cast_width(self.prog, *op, *to),
            },
            InstKind::ICmp {
                samesign,
                pred,
                lhs,
                rhs,
                ..
            } => Op::ICmp {
                pred: *pred,
                samesign: *samesign,
                lhs: self.operand(lhs, span)?,
                rhs: self.operand(rhs, span)?,
                then_else: None,
            },
            InstKind::FCmp {
                fmf,
                pred,
                ty,
                lhs,
                rhs,
            } => Op::FCmp {
                pred: *pred,
                fmf: *fmf,
                lhs: self.operand(lhs, span)?,
                rhs: self.operand(rhs, span)?,
                ty: *ty,
            },
            InstKind::Phi { .. } => {
                return Err(CompileError::invalid(
                    span,
                    "phi after a non-phi instruction",
                ));
            }
            InstKind::Select {
                fmf,
                cond,
                then_val,
                else_val,
            } => Op::Select {
                fmf: *fmf,
                cond: self.typed(cond, span)?,
                then_val: self.typed(then_val, span)?,
                else_val: self.typed(else_val, span)?,
            },
            InstKind::Freeze { val } => Op::Freeze(self.typed(val, span)?),
            InstKind::Call(cs) => self.call(inst, cs, span)?,
            InstKind::VaArg { list, ty } => Op::VaArg {
                list: self.typed(list, span)?,
                ty: *ty,
            },
        })
    }

    fn shuffle_mask(
        &mut self,
        mask: &crate::syntax::Const,
        span: Span,
    ) -> Result<Vec<Option<u32>>, CompileError> {
        let v = ConstEval::new(self.prog)
            .eval(mask)
            .map_err(|e| e.at(span))?;
        let Value::Vector(es) = v else {
            return Err(CompileError::invalid(
                span,
                "shufflevector mask is not a vector",
            ));
        };
        Ok(es
            .iter()
            .map(|e| match e {
                Value::Int(i) => i.to_u64().map(|x| x as u32),
                _ => None,
            })
            .collect())
    }

    fn gep(
        &mut self,
        flags: crate::syntax::GepFlags,
        source_ty: TypeId,
        base: &Typed,
        indices: &[Typed],
        span: Span,
    ) -> Result<Op, CompileError> {
        let m = &self.prog.module;
        let types = &m.types;
        let addrspace = match types.kind(types.scalar(base.ty)) {
            TypeKind::Ptr { addrspace } => *addrspace,
            _ => 0,
        };
        let index_bits = m.layout.pointer(addrspace).index_bits;
        let mut lanes = types.vector_len(base.ty);
        let mut steps = Vec::with_capacity(indices.len());
        let mut cur = source_ty;
        for (i, idx) in indices.iter().enumerate() {
            if let Some(n) = types.vector_len(idx.ty) {
                lanes = Some(n);
            }
            if i == 0 {
                steps.push(GepStep::Index {
                    index: self.typed(idx, span)?,
                    stride: self.prog.ty(cur).alloc_size,
                });
                continue;
            }
            match types.resolved(cur).clone() {
                TypeKind::Struct { fields, .. } | TypeKind::BitStruct { fields } => {
                    let field = struct_index(idx).ok_or_else(|| {
                        CompileError::invalid(
                            span,
                            "struct index in getelementptr is not a constant",
                        )
                    })?;
                    let (offset, bit) =
                        crate::sem::ops::gep::field_offset(types, &m.layout, cur, field)
                            .ok_or_else(|| {
                                CompileError::invalid(
                                    span,
                                    "struct index out of range in getelementptr",
                                )
                            })?;
                    steps.push(GepStep::Field { offset, bit });
                    cur = fields[field];
                }
                TypeKind::Array { elem, .. } => {
                    steps.push(GepStep::Index {
                        index: self.typed(idx, span)?,
                        stride: self.prog.ty(elem).alloc_size,
                    });
                    cur = elem;
                }
                // LLVM strides vector elements by their store size (they
                // are packed), not by their alloc size: decision in
                // paper-notes/langref-deltas.md.
                TypeKind::Vector { elem, .. } => {
                    steps.push(GepStep::Index {
                        index: self.typed(idx, span)?,
                        stride: self.prog.ty(elem).store_size,
                    });
                    cur = elem;
                }
                _ => {
                    return Err(CompileError::invalid(
                        span,
                        "getelementptr indexes into a type that is not an aggregate",
                    ));
                }
            }
        }
        Ok(Op::Gep {
            flags,
            base: self.typed(base, span)?,
            steps,
            lanes,
            index_bits,
        })
    }

    /// The word access of `ty` when `plain` (the access has nothing but
    /// its bits to read or write), else [`WordAccess::None`].
    fn word_access(&self, ty: TypeId, plain: bool) -> WordAccess {
        if plain {
            self.prog.ty(ty).word
        } else {
            WordAccess::None
        }
    }

    fn load_checks(&self, inst: &Inst) -> LoadChecks {
        let mut c = LoadChecks::default();
        let m = &self.prog.module;
        for (kind, md) in &inst.md {
            let node = match md {
                Metadata::Ref(id) => m.md_node(*id),
                other => Some(other),
            };
            let ints = node.map(md_ints).unwrap_or_default();
            match kind.as_str() {
                "range" => {
                    c.range = ints
                        .chunks(2)
                        .filter(|p| p.len() == 2)
                        .map(|p| (p[0].clone(), p[1].clone()))
                        .collect();
                }
                "nonnull" => c.nonnull = true,
                "noundef" => c.noundef = true,
                "align" => c.align = ints.first().and_then(ApInt::to_u64),
                "dereferenceable" => {
                    c.dereferenceable = ints.first().and_then(ApInt::to_u64).map(|n| (n, false))
                }
                "dereferenceable_or_null" => {
                    c.dereferenceable = ints.first().and_then(ApInt::to_u64).map(|n| (n, true));
                }
                "invariant.load" => c.invariant = true,
                // Every other kind has no UB meaning (see the README).
                _ => {}
            }
        }
        c
    }

    /// The `!range` pairs and the `!callees` list attached to a call.
    fn call_metadata(&self, inst: &Inst) -> (Vec<(ApInt, ApInt)>, Option<Vec<FuncId>>) {
        let m = &self.prog.module;
        let range = match attached(m, inst, "range") {
            Some(node) => md_ints(node)
                .chunks(2)
                .filter(|p| p.len() == 2)
                .map(|p| (p[0].clone(), p[1].clone()))
                .collect(),
            None => Vec::new(),
        };
        (range, listed_callees(m, inst))
    }

    fn call(&mut self, inst: &Inst, cs: &CallSite, span: Span) -> Result<Op, CompileError> {
        let m = self.prog.module.clone();
        let callee = match &cs.callee {
            Operand::Const(c) => match &c.kind {
                ConstKind::Global(GlobalRef::Func(f)) => Callee::Direct(*f),
                _ => Callee::Indirect(self.operand(&cs.callee, span)?),
            },
            Operand::InlineAsm(_) => Callee::InlineAsm,
            o => Callee::Indirect(self.operand(o, span)?),
        };
        let mut args = Vec::with_capacity(cs.args.len());
        let mut arg_attrs = Vec::with_capacity(cs.args.len());
        let mut md_strings = Vec::new();
        for a in &cs.args {
            args.push((self.operand(&a.val, span)?, a.ty));
            arg_attrs.push(value_attrs(self.prog, &a.attrs));
            if let Operand::Metadata(md) = &a.val
                && let Metadata::String(bytes) = md.as_ref()
            {
                md_strings.push(String::from_utf8_lossy(bytes).into_owned());
            }
        }
        let ret_ty = m
            .types
            .function_parts(cs.fn_ty)
            .map_or(cs.fn_ty, |(r, _, _)| r);
        let site_attrs = m.expand_attrs(&cs.fn_attrs);
        let callee_willreturn = match callee {
            Callee::Direct(f) => m.expand_attrs(&m.func(f).fn_attrs).has("willreturn"),
            _ => false,
        };
        let mut bundles = Vec::new();
        for b in &cs.bundles {
            let mut ins = Vec::new();
            for t in &b.inputs {
                ins.push((self.operand(&t.val, span)?, t.ty));
            }
            bundles.push((b.tag.clone(), ins));
        }
        let fixed = m
            .types
            .function_parts(cs.fn_ty)
            .map_or(0, |(_, ps, _)| ps.len());
        let byval_vararg = arg_attrs.iter().skip(fixed).any(|a| a.byval.is_some());
        let (range_md, callees) = self.call_metadata(inst);
        let mut ret_attrs = value_attrs(self.prog, &cs.ret_attrs);
        ret_attrs.range_md = range_md;
        Ok(Op::Call(Box::new(CallOp {
            callee,
            args,
            arg_attrs,
            // Filled once every function's attributes are known
            // (`Program::plan_direct_calls`).
            direct: None,
            ret_attrs,
            fn_ty: cs.fn_ty,
            byval_vararg,
            ret_ty,
            willreturn: site_attrs.has("willreturn") || callee_willreturn,
            // LangRef: `speculatable` "is only valid on functions and
            // declarations, not on individual call sites".
            site: CallPromises {
                speculatable: false,
                ..CallPromises::of(&site_attrs)
            },
            bundles,
            fmf: cs.fmf,
            callees,
            md_strings,
            tail: matches!(cs.tail, TailKind::Tail | TailKind::MustTail),
            // Set with `direct`.
            fast: None,
            via_interposable_alias: match &cs.callee {
                Operand::Const(c) => through_interposable_alias(&m, &c.kind),
                _ => false,
            },
        })))
    }
}

/// Whether a callee constant names its function through an alias that
/// another module may replace at link time: an alias of interposable
/// linkage, or a chain of aliases with one (LangRef "Linkage Types": "For
/// aliases and ifuncs, apply the rule for the underlying function or
/// variable").
fn through_interposable_alias<'a>(m: &'a crate::syntax::Module, mut kind: &'a ConstKind) -> bool {
    // At most one step per alias: a cycle ends too.
    for _ in 0..=m.aliases.len() {
        let ConstKind::Global(GlobalRef::Alias(a)) = kind else {
            return false;
        };
        let Some(alias) = m.aliases.get(a.0 as usize) else {
            return false;
        };
        if m.may_be_replaced(&alias.props) {
            return true;
        }
        kind = &alias.aliasee.kind;
    }
    false
}

/// The constant index of a struct field in a `getelementptr`.
/// The width a conversion's rule takes (see [`Op::Cast`]): the result's
/// scalar integer width, for `inttoptr` its pointer size, otherwise 0.
fn cast_width(prog: &Program, op: CastOp, to: TypeId) -> u32 {
    let scalar = prog.module.types.scalar(to);
    match op {
        CastOp::IntToPtr => prog.ty(scalar).repr.bits() as u32,
        _ => prog.module.types.int_width(scalar).unwrap_or(0),
    }
}

fn struct_index(t: &Typed) -> Option<usize> {
    match &t.val {
        Operand::Const(c) => match &c.kind {
            ConstKind::Int(i) => i.to_u64().map(|v| v as usize),
            ConstKind::Zero => Some(0),
            ConstKind::Splat(inner) => match &inner.kind {
                ConstKind::Int(i) => i.to_u64().map(|v| v as usize),
                _ => None,
            },
            ConstKind::Vector(es) => match es.first().map(|e| &e.kind) {
                Some(ConstKind::Int(i)) => i.to_u64().map(|v| v as usize),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    }
}

/// The integer constants of a metadata tuple (`!{i32 0, i32 10}`).
fn md_ints(md: &Metadata) -> Vec<ApInt> {
    match md {
        Metadata::Tuple { elems, .. } => elems
            .iter()
            .filter_map(|e| match e {
                Some(Metadata::Value(c)) => match &c.kind {
                    ConstKind::Int(i) => Some(i.clone()),
                    _ => None,
                },
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The metadata node of kind `kind` attached to `inst`, resolved.
fn attached<'m>(m: &'m Module, inst: &'m Inst, kind: &str) -> Option<&'m Metadata> {
    inst.md
        .iter()
        .find(|(k, _)| k == kind)
        .and_then(|(_, md)| match md {
            Metadata::Ref(id) => m.md_node(*id),
            other => Some(other),
        })
}

/// The functions the `!callees` metadata of `inst` lists (LangRef
/// "'callees' Metadata"); `None` without it.
pub fn listed_callees(m: &Module, inst: &Inst) -> Option<Vec<FuncId>> {
    attached(m, inst, "callees").map(md_functions)
}

/// The functions named in a metadata tuple (`!{ptr @add, ptr @sub}`).
fn md_functions(md: &Metadata) -> Vec<FuncId> {
    match md {
        Metadata::Tuple { elems, .. } => elems
            .iter()
            .filter_map(|e| match e {
                Some(Metadata::Value(c)) => match &c.kind {
                    ConstKind::Global(GlobalRef::Func(f)) => Some(*f),
                    _ => None,
                },
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}
