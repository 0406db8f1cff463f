//! Vector intrinsics: LangRef "Vector Reduction Intrinsics"
//! (`llvm.vector.reduce.*`) and "Masked Vector Load and Store Intrinsics",
//! "Masked Vector Gather and Scatter Intrinsics" (`llvm.masked.load`,
//! `llvm.masked.store`, `llvm.masked.gather`, `llvm.masked.scatter`).

use crate::apint::ApInt;
use crate::sem::machine::Machine;
use crate::sem::ops::float::{self as fp, UnsupportedFloat};
use crate::sem::stop::Stop;
use crate::syntax::{FastMath, FloatKind, TypeId, TypeKind};
use crate::value::{Pointer, Value};

fn unsupported(e: UnsupportedFloat) -> Stop {
    Stop::unsupported(e.to_string())
}

/// An integer reduction's combining operation.
fn int_reduction(op: &str) -> Option<fn(&ApInt, &ApInt) -> ApInt> {
    Some(match op {
        "add" => ApInt::add,
        "mul" => ApInt::mul,
        "and" => ApInt::and,
        "or" => ApInt::or,
        "xor" => ApInt::xor,
        "smax" => ApInt::smax,
        "smin" => ApInt::smin,
        "umax" => ApInt::umax,
        "umin" => ApInt::umin,
        _ => return None,
    })
}

/// `llvm.vector.reduce.{add,mul,and,or,xor,smax,smin,umax,umin}(v)`: the
/// elements combined with the operation (wrapping for `add`/`mul`); poison
/// if any element is poison. Undef elements are resolved first (each is a
/// use).
pub fn eval_reduce_int(
    combine: fn(&ApInt, &ApInt) -> ApInt,
    elems: &[Value],
) -> Result<Value, Stop> {
    let mut acc: Option<ApInt> = None;
    for e in elems {
        let Value::Int(i) = e else {
            return Ok(Value::Poison);
        };
        acc = Some(match acc {
            None => i.clone(),
            Some(a) => combine(&a, i),
        });
    }
    acc.map(Value::Int)
        .ok_or_else(|| Stop::unsupported("a reduction of an empty vector"))
}

impl Machine<'_, '_> {
    /// Runs `llvm.vector.reduce.<op>` on `args`.
    pub(super) fn eval_vector_reduce(
        &mut self,
        op: &str,
        args: &[(Value, TypeId)],
    ) -> Result<Value, Stop> {
        let name = format!("llvm.vector.reduce.{op}");
        if let Some(combine) = int_reduction(op) {
            let v = super::arg(args, 0, &name)?;
            let elems: Vec<Value> = super::lanes_of(v, vector_len(self, args, 0)?)
                .iter()
                .map(|e| self.resolve_undef(e))
                .collect();
            if elems.iter().any(|e| matches!(e, Value::Undef(_))) {
                return Err(Stop::unsupported("undef elements in a reduction"));
            }
            return eval_reduce_int(combine, &elems);
        }
        let fmf = self.current_call.map(|c| c.fmf).unwrap_or_default();
        match op {
            "fadd" | "fmul" => self.eval_reduce_ordered(op == "fadd", fmf, args, &name),
            "fmax" | "fmin" | "fmaximum" | "fminimum" => {
                self.eval_reduce_minmax(op, fmf, args, &name)
            }
            _ => Err(Stop::unsupported(format!("intrinsic @{name}"))),
        }
    }

    /// `llvm.vector.reduce.fadd/fmul(start, v)`: `((start op v0) op v1) ...`
    /// in element order; with `reassoc` any association is allowed, which
    /// llsem does not enumerate (it evaluates in order and marks the run
    /// approximated). A poison start or element gives poison.
    fn eval_reduce_ordered(
        &mut self,
        add: bool,
        fmf: FastMath,
        args: &[(Value, TypeId)],
        name: &str,
    ) -> Result<Value, Stop> {
        let kind = self.float_kind_of(args_ty(args, 0, name)?)?;
        let start = super::arg(args, 0, name)?.clone();
        let elems = super::lanes_of(super::arg(args, 1, name)?, vector_len(self, args, 1)?);
        let mut acc = start;
        for e in &elems {
            acc = self.float_map(fmf, kind, &[&acc, e], &mut |m, x| {
                let r = if add {
                    fp::fadd(kind, x[0], x[1])
                } else {
                    fp::fmul(kind, x[0], x[1])
                }
                .map_err(unsupported)?;
                m.pick_bits(kind, r, x).map(Some)
            })?;
        }
        Ok(acc)
    }

    /// `llvm.vector.reduce.fmax/fmin(v)`: the elements folded with
    /// `llvm.maxnum`/`llvm.minnum`; `fmaximum/fminimum` with
    /// `llvm.maximum`/`llvm.minimum` (NaN-propagating). A poison element
    /// gives poison.
    fn eval_reduce_minmax(
        &mut self,
        op: &str,
        fmf: FastMath,
        args: &[(Value, TypeId)],
        name: &str,
    ) -> Result<Value, Stop> {
        let vty = args_ty(args, 0, name)?;
        let kind = self.float_kind_of(vty)?;
        let f: fn(FloatKind, u128, u128) -> Result<fp::FloatResult, UnsupportedFloat> = match op {
            "fmax" => fp::maxnum,
            "fmin" => fp::minnum,
            "fmaximum" => fp::maximum,
            _ => fp::minimum,
        };
        let elems = super::lanes_of(super::arg(args, 0, name)?, vector_len(self, args, 0)?);
        let Some((first, rest)) = elems.split_first() else {
            return Err(Stop::unsupported("a reduction of an empty vector"));
        };
        // The first element passes through the fast-math flags too.
        let mut acc = self.float_map(fmf, kind, &[first], &mut |_, x| Ok(Some(x[0])))?;
        for e in rest {
            acc = self.float_map(fmf, kind, &[&acc, e], &mut |m, x| {
                let r = f(kind, x[0], x[1]).map_err(unsupported)?;
                m.pick_bits(kind, r, x).map(Some)
            })?;
        }
        Ok(acc)
    }

    /// `llvm.masked.load(ptr, mask, passthru)` (older form: `ptr, i32
    /// align, mask, passthru`): lane `i` is the element at `ptr + i * size`
    /// where the mask is true, else the passthru lane; masked-off lanes are
    /// not accessed. A poison mask lane gives a poison lane (as the `select`
    /// LangRef gives as the equivalent) without accessing memory.
    pub(super) fn eval_masked_load(
        &mut self,
        gather: bool,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Value, Stop> {
        let name = if gather {
            "llvm.masked.gather"
        } else {
            "llvm.masked.load"
        };
        let (mask_at, pass_at) = if args.len() == 4 { (2, 3) } else { (1, 2) };
        let (n, elem) = vector_parts(self, ret_ty, name)?;
        let mask = super::lanes_of(super::arg(args, mask_at, name)?, n);
        let pass = super::lanes_of(super::arg(args, pass_at, name)?, n);
        let ptrs = self.lane_pointers(gather, super::arg(args, 0, name)?, n, elem)?;
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            let on = self.resolve_undef(&mask[i]);
            out.push(match on {
                Value::Int(b) if b.is_zero() => pass[i].clone(),
                Value::Int(_) => {
                    let p = self.access_pointer(&ptrs[i], name)?;
                    self.read_value(elem, p, 1, name)?
                }
                _ => Value::Poison,
            });
        }
        Ok(Value::Vector(out.into()))
    }

    /// `llvm.masked.store(value, ptr, mask)` (older form: `value, ptr, i32
    /// align, mask`): stores lane `i` at `ptr + i * size` where the mask is
    /// true; masked-off lanes are not accessed. A poison mask lane stores
    /// poison there (the load-select-store LangRef gives as the
    /// equivalent), so that lane must be accessible.
    pub(super) fn eval_masked_store(
        &mut self,
        scatter: bool,
        args: &[(Value, TypeId)],
    ) -> Result<(), Stop> {
        let name = if scatter {
            "llvm.masked.scatter"
        } else {
            "llvm.masked.store"
        };
        let mask_at = if args.len() == 4 { 3 } else { 2 };
        let vty = args_ty(args, 0, name)?;
        let (n, elem) = vector_parts(self, vty, name)?;
        let vals = super::lanes_of(super::arg(args, 0, name)?, n);
        let mask = super::lanes_of(super::arg(args, mask_at, name)?, n);
        let ptrs = self.lane_pointers(scatter, super::arg(args, 1, name)?, n, elem)?;
        for i in 0..n {
            let v = match self.resolve_undef(&mask[i]) {
                Value::Int(b) if b.is_zero() => continue,
                Value::Int(_) => vals[i].clone(),
                _ => Value::Poison,
            };
            let p = self.access_pointer(&ptrs[i], name)?;
            self.write_value(elem, &v, p, 1, name)?;
        }
        Ok(())
    }

    /// The address of each lane: the lanes of a vector of pointers (gather
    /// and scatter), or `base + i * size` for a contiguous access.
    fn lane_pointers(
        &mut self,
        per_lane: bool,
        base: &Value,
        n: usize,
        elem: TypeId,
    ) -> Result<Vec<Value>, Stop> {
        if per_lane {
            return Ok(super::lanes_of(base, n));
        }
        let info = self.prog.ty(elem);
        if !info.repr.bits().is_multiple_of(8) {
            return Err(Stop::unsupported(
                "masked load or store of elements that are not whole bytes",
            ));
        }
        let size = info.repr.bits() / 8;
        Ok((0..n as u64)
            .map(|i| match base {
                Value::Ptr(p) => Value::Ptr(Pointer {
                    addr: p.addr.wrapping_add(i * size),
                    ..*p
                }),
                other => other.clone(),
            })
            .collect())
    }
}

/// The type of argument `i`.
pub(super) fn args_ty(args: &[(Value, TypeId)], i: usize, name: &str) -> Result<TypeId, Stop> {
    args.get(i)
        .map(|a| a.1)
        .ok_or_else(|| Stop::unsupported(format!("@{name} called with {} arguments", args.len())))
}

/// The element count of argument `i`'s vector type.
fn vector_len(m: &Machine<'_, '_>, args: &[(Value, TypeId)], i: usize) -> Result<usize, Stop> {
    let ty = args_ty(args, i, "a vector intrinsic")?;
    m.prog
        .module
        .types
        .vector_len(ty)
        .map(|n| n as usize)
        .ok_or_else(|| Stop::unsupported("a vector intrinsic on a non-vector operand"))
}

/// The length and element type of a vector type.
pub(super) fn vector_parts(
    m: &Machine<'_, '_>,
    ty: TypeId,
    name: &str,
) -> Result<(usize, TypeId), Stop> {
    match m.prog.module.types.resolved(ty) {
        TypeKind::Vector {
            len,
            elem,
            scalable: false,
        } => Ok((*len as usize, *elem)),
        _ => Err(Stop::unsupported(format!("@{name} on a non-vector type"))),
    }
}
