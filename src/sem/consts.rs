//! Constants to register values (LangRef "Constants"): literals, `undef`
//! (poison in the taming model), `poison` and `zeroinitializer` expanded
//! element by element, global addresses, `blockaddress`, and constant
//! expressions, which follow the same rules as the instructions they name.

use super::ops::OpError;
use super::ops::cast::{eval_bitcast, eval_inttoptr, eval_ptrtoint, eval_trunc};
use super::ops::gep::{Offset, eval_gep_lane, field_offset};
use super::ops::int::eval_int_binary;
use super::program::{CompileError, Program};
use crate::apint::ApInt;
use crate::model::ModelKind;
use crate::syntax::{CastOp, Const, ConstExpr, ConstKind, GlobalRef, Span, TypeId, TypeKind};
use crate::value::{Float, Pointer, Provenance, UndefBits, Value};

/// Why a constant has no value llsem can compute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConstError {
    /// Unsupported (true) or invalid (false).
    pub unsupported: bool,
    /// What.
    pub message: String,
}

impl ConstError {
    fn unsupported(message: impl Into<String>) -> ConstError {
        ConstError {
            unsupported: true,
            message: message.into(),
        }
    }

    fn invalid(message: impl Into<String>) -> ConstError {
        ConstError {
            unsupported: false,
            message: message.into(),
        }
    }

    /// The error located at `span`.
    pub fn at(self, span: Span) -> CompileError {
        CompileError {
            unsupported: self.unsupported,
            message: self.message,
            span,
        }
    }
}

/// Arrays longer than this are not expanded into register values.
pub const MAX_EXPANDED_ELEMENTS: u64 = 1 << 20;

/// Evaluates constants of one program.
pub struct ConstEval<'p> {
    prog: &'p Program,
}

impl<'p> ConstEval<'p> {
    /// An evaluator for `prog`'s constants.
    pub fn new(prog: &'p Program) -> ConstEval<'p> {
        ConstEval { prog }
    }

    /// The value of a constant.
    pub fn eval(&self, c: &Const) -> Result<Value, ConstError> {
        let types = &self.prog.module.types;
        match &c.kind {
            ConstKind::Int(i) => Ok(Value::Int(i.clone())),
            ConstKind::Float(bits) => match types.kind(c.ty) {
                TypeKind::Float(kind) => Ok(Value::Float(Float {
                    kind: *kind,
                    bits: *bits,
                })),
                _ => Err(ConstError::invalid(
                    "floating-point constant of a non-float type",
                )),
            },
            ConstKind::Null => Ok(Value::Ptr(Pointer::NULL)),
            ConstKind::NoneToken => Ok(Value::Token),
            ConstKind::Undef => self.undef(c.ty),
            ConstKind::Poison => self.poison(c.ty),
            ConstKind::Zero => self.zero(c.ty),
            ConstKind::Vector(es) => Ok(Value::Vector(self.eval_all(es)?.into())),
            ConstKind::Array(es) | ConstKind::Struct(es) => {
                Ok(Value::Aggregate(self.eval_all(es)?.into()))
            }
            ConstKind::CString(bytes) => Ok(Value::Aggregate(
                bytes
                    .iter()
                    .map(|b| Value::int(8, *b as u64))
                    .collect::<Vec<_>>()
                    .into(),
            )),
            ConstKind::Splat(e) => {
                let v = self.eval(e)?;
                let n = types.vector_len(c.ty).unwrap_or(1) as usize;
                Ok(Value::Vector(vec![v; n].into()))
            }
            ConstKind::Global(r) | ConstKind::DsoLocalEquivalent(r) | ConstKind::NoCfi(r) => {
                self.global(*r)
            }
            ConstKind::BlockAddress { func, block } => {
                let GlobalRef::Func(f) = func else {
                    return Err(ConstError::invalid(
                        "blockaddress of something that is not a function",
                    ));
                };
                let alloc = self.prog.funcs[f.0 as usize].alloc;
                let base = self.prog.image.base(alloc);
                Ok(Value::Ptr(Pointer::from_parts(
                    Provenance::None,
                    base + 1 + block.0 as u64,
                    0,
                )))
            }
            ConstKind::Expr(e) => self.expr(c.ty, e),
        }
    }

    fn eval_all(&self, es: &[Const]) -> Result<Vec<Value>, ConstError> {
        es.iter().map(|e| self.eval(e)).collect()
    }

    fn global(&self, r: GlobalRef) -> Result<Value, ConstError> {
        match r {
            GlobalRef::Alias(a) => {
                let alias = &self.prog.module.aliases[a.0 as usize];
                self.eval(&alias.aliasee)
            }
            GlobalRef::IFunc(_) => Err(ConstError::unsupported("ifunc")),
            r => self
                .prog
                .global_address(r)
                .map(Value::Ptr)
                .ok_or_else(|| ConstError::unsupported("address of this global value")),
        }
    }

    /// A value of type `ty` built leaf by leaf.
    fn fill(&self, ty: TypeId, leaf: &dyn Fn(TypeId) -> Value) -> Result<Value, ConstError> {
        let types = &self.prog.module.types;
        Ok(match types.resolved(ty) {
            TypeKind::Vector { len, elem, .. } => Value::Vector(
                (0..*len)
                    .map(|_| self.fill(*elem, leaf))
                    .collect::<Result<Vec<_>, _>>()?
                    .into(),
            ),
            TypeKind::Array { len, elem } => {
                if *len > MAX_EXPANDED_ELEMENTS {
                    return Err(ConstError::unsupported(format!(
                        "a constant array of {len} elements (more than {MAX_EXPANDED_ELEMENTS}) used as a value"
                    )));
                }
                Value::Aggregate(
                    (0..*len)
                        .map(|_| self.fill(*elem, leaf))
                        .collect::<Result<Vec<_>, _>>()?
                        .into(),
                )
            }
            TypeKind::Struct { fields, .. } | TypeKind::BitStruct { fields } => Value::Aggregate(
                fields
                    .iter()
                    .map(|f| self.fill(*f, leaf))
                    .collect::<Result<Vec<_>, _>>()?
                    .into(),
            ),
            TypeKind::Token => Value::Token,
            _ => leaf(ty),
        })
    }

    /// `undef` of a type: every bit undef (poison in the taming model).
    pub fn undef(&self, ty: TypeId) -> Result<Value, ConstError> {
        if self.prog.model.kind == ModelKind::Taming {
            return self.fill(ty, &|_| Value::Poison);
        }
        self.fill(ty, &|t| {
            let bits = self.prog.ty(t).repr.bits() as u32;
            Value::Undef(Box::new(UndefBits::all(bits.max(1))))
        })
    }

    /// `zeroinitializer` of a type.
    pub fn zero(&self, ty: TypeId) -> Result<Value, ConstError> {
        let types = &self.prog.module.types;
        self.fill(ty, &|t| match types.kind(t) {
            TypeKind::Int(w) => Value::Int(ApInt::zero(*w)),
            TypeKind::Float(kind) => Value::Float(Float {
                kind: *kind,
                bits: 0,
            }),
            TypeKind::Ptr { .. } => Value::Ptr(Pointer::NULL),
            _ => Value::Poison,
        })
    }

    /// `poison` of a type.
    pub fn poison(&self, ty: TypeId) -> Result<Value, ConstError> {
        self.fill(ty, &|_| Value::Poison)
    }

    fn expr(&self, ty: TypeId, e: &ConstExpr) -> Result<Value, ConstError> {
        let op_err = |e: OpError| match e {
            OpError::Ub { message, .. } => {
                ConstError::invalid(format!("constant expression is undefined: {message}"))
            }
            OpError::Inexact => ConstError::unsupported("constant expression on undef bits"),
            OpError::Shape => ConstError::invalid("ill-typed constant expression"),
            OpError::Unsupported(s) => ConstError::unsupported(s),
        };
        let types = &self.prog.module.types;
        match e {
            ConstExpr::Cast { op, val } => {
                let v = self.eval(val)?;
                let width = |t: TypeId| types.int_width(types.scalar(t)).unwrap_or(64);
                let ptr_bits = self.prog.ty(types.scalar(ty)).repr.bits() as u32;
                let r = match op {
                    CastOp::Trunc => per_lane(&v, |x| eval_trunc(Default::default(), x, width(ty))),
                    CastOp::PtrToInt | CastOp::PtrToAddr => {
                        per_lane(&v, |x| eval_ptrtoint(x, width(ty)))
                    }
                    CastOp::IntToPtr => per_lane(&v, |x| {
                        let p = eval_inttoptr(x, ptr_bits)?;
                        // An integer constant's address is based on no
                        // pointer: it may not be in a range LLVM allocated
                        // (LangRef "Pointer Aliasing Rules": an integer
                        // constant "may be associated with address ranges
                        // allocated through mechanisms other than those
                        // provided by LLVM. Such ranges shall not overlap
                        // with any ranges of addresses allocated by
                        // mechanisms provided by LLVM"), so it designates
                        // no block (decision 0002: integer constants have
                        // no provenance).
                        Ok(match (&val.kind, p) {
                            (ConstKind::Int(_), Value::Ptr(q)) => {
                                Value::Ptr(q.with_prov(Provenance::None))
                            }
                            (_, p) => p,
                        })
                    }),
                    CastOp::BitCast => eval_bitcast(
                        &v,
                        &self.prog.ty(val.ty).repr,
                        &self.prog.ty(ty).repr,
                        self.prog.module.layout.big_endian,
                    ),
                    CastOp::AddrSpaceCast => Ok(v),
                    other => {
                        return Err(ConstError::unsupported(format!(
                            "{} constant expression",
                            other.name()
                        )));
                    }
                };
                r.map_err(op_err)
            }
            ConstExpr::Binary {
                op,
                flags,
                lhs,
                rhs,
            } => {
                let (a, b) = (self.eval(lhs)?, self.eval(rhs)?);
                eval_int_binary(*op, *flags, &a, &b).map_err(op_err)
            }
            ConstExpr::Gep {
                flags,
                source_ty,
                base,
                indices,
                ..
            } => self.gep(*flags, *source_ty, base, indices).map_err(op_err),
            ConstExpr::ExtractElement { vec, idx } => {
                let v = self.eval(vec)?;
                let i = self.eval(idx)?;
                let (Value::Vector(es), Value::Int(i)) = (&v, &i) else {
                    return Ok(Value::Poison);
                };
                Ok(i.to_u64()
                    .and_then(|i| es.get(i as usize))
                    .cloned()
                    .unwrap_or(Value::Poison))
            }
            ConstExpr::InsertElement { vec, elem, idx } => {
                let v = self.eval(vec)?;
                let e = self.eval(elem)?;
                let i = self.eval(idx)?;
                let (Value::Vector(es), Value::Int(i)) = (&v, &i) else {
                    return self.poison(ty);
                };
                let mut es = es.to_vec();
                match i.to_u64().filter(|i| (*i as usize) < es.len()) {
                    Some(i) => es[i as usize] = e,
                    None => return self.poison(ty),
                }
                Ok(Value::Vector(es.into()))
            }
            ConstExpr::ShuffleVector { v1, v2, mask } => {
                let (a, b, m) = (self.eval(v1)?, self.eval(v2)?, self.eval(mask)?);
                let (Value::Vector(a), Value::Vector(b), Value::Vector(m)) = (&a, &b, &m) else {
                    return Err(ConstError::invalid("shufflevector of non-vectors"));
                };
                let all: Vec<&Value> = a.iter().chain(b.iter()).collect();
                Ok(Value::Vector(
                    m.iter()
                        .map(|e| match e {
                            Value::Int(i) => i
                                .to_u64()
                                .and_then(|i| all.get(i as usize))
                                .map_or(Value::Poison, |v| (*v).clone()),
                            _ => Value::Poison,
                        })
                        .collect::<Vec<_>>()
                        .into(),
                ))
            }
        }
    }

    fn gep(
        &self,
        flags: crate::syntax::GepFlags,
        source_ty: TypeId,
        base: &Const,
        indices: &[Const],
    ) -> Result<Value, OpError> {
        let m = &self.prog.module;
        let types = &m.types;
        let base_v = self
            .eval(base)
            .map_err(|e| OpError::Unsupported(e.message))?;
        let addrspace = match types.kind(base.ty) {
            TypeKind::Ptr { addrspace } => *addrspace,
            _ => 0,
        };
        let index_bits = m.layout.pointer(addrspace).index_bits;
        let idx_vals: Vec<Value> = indices
            .iter()
            .map(|i| self.eval(i).map_err(|e| OpError::Unsupported(e.message)))
            .collect::<Result<_, _>>()?;
        // A vector GEP (LangRef "Vector of pointers"): the scalar rule lane
        // by lane, a scalar base or index standing for every lane.
        let lanes = std::iter::once(base.ty)
            .chain(indices.iter().map(|i| i.ty))
            .find_map(|t| types.vector_len(t));
        if let Some(n) = lanes {
            let lane = |v: &Value, i: usize| match v {
                Value::Vector(es) => es.get(i).cloned().unwrap_or(Value::Poison),
                other => other.clone(),
            };
            let out = (0..n as usize)
                .map(|i| {
                    let idx: Vec<Value> = idx_vals.iter().map(|v| lane(v, i)).collect();
                    self.gep_lane(flags, source_ty, &lane(&base_v, i), &idx, index_bits)
                })
                .collect::<Result<Vec<_>, _>>()?;
            return Ok(Value::Vector(out.into()));
        }
        self.gep_lane(flags, source_ty, &base_v, &idx_vals, index_bits)
    }

    /// One lane of a `getelementptr` constant expression: scalar `base_v`
    /// and indices.
    fn gep_lane(
        &self,
        flags: crate::syntax::GepFlags,
        source_ty: TypeId,
        base_v: &Value,
        idx_vals: &[Value],
        index_bits: u32,
    ) -> Result<Value, OpError> {
        let m = &self.prog.module;
        let types = &m.types;
        // An all-undef base: undef plus any offset can be every address, so
        // the result is undef whatever the flags (LLVM's constant folder
        // agrees: `opt-22 -passes=instsimplify` folds
        // `getelementptr inbounds (i8, ptr undef, i64 1)` to `undef`).
        if let Value::Undef(u) = base_v
            && u.is_all_undef()
        {
            if idx_vals.iter().any(|v| matches!(v, Value::Poison)) {
                return Ok(Value::Poison);
            }
            return Ok(base_v.clone());
        }
        let mut offsets = Vec::with_capacity(idx_vals.len());
        let mut cur = source_ty;
        for (i, v) in idx_vals.iter().enumerate() {
            if i == 0 {
                offsets.push(Offset::Index(v, self.prog.ty(cur).alloc_size));
                continue;
            }
            match types.resolved(cur) {
                TypeKind::Struct { fields, .. } | TypeKind::BitStruct { fields } => {
                    let field = v.as_int().and_then(ApInt::to_u64).ok_or(OpError::Shape)? as usize;
                    let (bytes, bit) =
                        field_offset(types, &m.layout, cur, field).ok_or(OpError::Shape)?;
                    offsets.push(Offset::Field(bytes, bit));
                    cur = *fields.get(field).ok_or(OpError::Shape)?;
                }
                TypeKind::Array { elem, .. } => {
                    offsets.push(Offset::Index(v, self.prog.ty(*elem).alloc_size));
                    cur = *elem;
                }
                // LLVM strides vector elements by their store size (they
                // are packed), not by their alloc size: decision in
                // paper-notes/langref-deltas.md.
                TypeKind::Vector { elem, .. } => {
                    offsets.push(Offset::Index(v, self.prog.ty(*elem).store_size));
                    cur = *elem;
                }
                _ => return Err(OpError::Shape),
            }
        }
        let image = &self.prog.image;
        let bounds = |p: Pointer| image.designated(p).map(|id| image.bounds(id));
        eval_gep_lane(flags, base_v, &offsets, index_bits, &bounds)
    }
}

/// A scalar conversion applied to each lane of a vector constant (LangRef
/// "Constant Expressions": the casts take "the same constraints as the
/// corresponding instruction", which converts lane by lane), or to a scalar.
fn per_lane(v: &Value, f: impl Fn(&Value) -> Result<Value, OpError>) -> Result<Value, OpError> {
    match v {
        Value::Vector(lanes) => Ok(Value::Vector(
            lanes.iter().map(&f).collect::<Result<Vec<_>, _>>()?.into(),
        )),
        other => f(other),
    }
}
