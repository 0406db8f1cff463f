//! The vector-predicated intrinsics (LangRef "Vector Predication
//! Intrinsics") that loop vectorization emits for targets with an
//! explicit vector length (RISC-V V): `llvm.vp.load`, `llvm.vp.store`,
//! `llvm.vp.merge` and `llvm.vp.select`.
//!
//! An explicit vector length `evl` enables the lanes below it: "M = %mask
//! AND %EVLmask", and "The VP intrinsic has undefined behavior if `%evl >
//! W`" (W the lane count). A poison `evl` makes every lane of the combined
//! mask poison (`and` with poison); undef bits of it are resolved, as for
//! any operand a rule needs whole.

use super::vector::{args_ty, vector_parts};
use super::{arg, lanes_of};
use crate::sem::consts::ConstEval;
use crate::sem::machine::Machine;
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::TypeId;
use crate::value::Value;

impl Machine<'_, '_> {
    /// The explicit vector length at argument `at` of an operation on `n`
    /// lanes: `None` if poison; UB past `n` when `bounded` (the VP rule;
    /// `vp.merge`'s pivot is not bounded, see [`Machine::eval_vp_merge`]).
    fn vp_length(
        &mut self,
        args: &[(Value, TypeId)],
        at: usize,
        n: usize,
        name: &str,
        bounded: bool,
    ) -> Result<Option<u64>, Stop> {
        let v = self.resolve_undef(arg(args, at, name)?);
        let Value::Int(e) = v else {
            return Ok(None);
        };
        let e = e.to_u64().unwrap_or(u64::MAX);
        if bounded && e > n as u64 {
            return Err(Stop::ub(
                UbKind::InvalidOperand,
                format!("@{name}: explicit vector length {e} is more than the {n} lanes"),
            ));
        }
        Ok(Some(e))
    }

    /// `llvm.vp.load(ptr, mask, evl)` (LangRef "'llvm.vp.load'
    /// Intrinsic"): `llvm.masked.load` with the mask `mask AND EVLmask` and
    /// a poison passthru, so lanes from `evl` on are poison and not read.
    pub(super) fn eval_vp_load(
        &mut self,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Value, Stop> {
        let name = "llvm.vp.load";
        let (n, _) = vector_parts(self, ret_ty, name)?;
        let evl = self.vp_length(args, 2, n, name, true)?;
        let mask = enabled_lanes(arg(args, 1, name)?, evl, n);
        let masked = [
            arg(args, 0, name).map(|p| (p.clone(), args[0].1))?,
            (mask, args_ty(args, 1, name)?),
            (Value::Poison, ret_ty),
        ];
        self.eval_masked_load(false, &masked, ret_ty)
    }

    /// `llvm.vp.store(val, ptr, mask, evl)` (LangRef "'llvm.vp.store'
    /// Intrinsic"): `llvm.masked.store` with the mask `mask AND EVLmask`,
    /// so lanes from `evl` on are neither written nor accessed.
    pub(super) fn eval_vp_store(&mut self, args: &[(Value, TypeId)]) -> Result<(), Stop> {
        let name = "llvm.vp.store";
        let (n, _) = vector_parts(self, args_ty(args, 0, name)?, name)?;
        let evl = self.vp_length(args, 3, n, name, true)?;
        let mask = enabled_lanes(arg(args, 2, name)?, evl, n);
        let masked = [
            (arg(args, 0, name)?.clone(), args[0].1),
            (arg(args, 1, name)?.clone(), args[1].1),
            (mask, args_ty(args, 2, name)?),
        ];
        self.eval_masked_store(false, &masked)
    }

    /// `llvm.vp.merge(cond, on_true, on_false, pivot)` (LangRef
    /// "'llvm.vp.merge.*' Intrinsics"): lane `i` is `on_true[i]` where
    /// `cond[i]` is true and `i < pivot`, else `on_false[i]`, as `select`
    /// takes it (a poison condition lane gives a poison lane). LangRef
    /// defines every lane for any pivot ("Otherwise, the lane is taken
    /// from the third argument"), so a pivot past the end is not UB here.
    pub(super) fn eval_vp_merge(&mut self, args: &[(Value, TypeId)]) -> Result<Value, Stop> {
        let name = "llvm.vp.merge";
        let (n, _) = vector_parts(self, args_ty(args, 1, name)?, name)?;
        let pivot = self.vp_length(args, 3, n, name, false)?;
        self.vp_select_lanes(args, n, name, pivot, None)
    }

    /// `llvm.vp.select(cond, on_true, on_false, evl)` (LangRef
    /// "'llvm.vp.select.*' Intrinsics"): below `evl`, `select` of the
    /// lanes; "All result lanes at positions greater or equal than %evl
    /// are undefined": undef lanes (the VP rule's "undef otherwise").
    pub(super) fn eval_vp_select(
        &mut self,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Value, Stop> {
        let name = "llvm.vp.select";
        let (n, elem) = vector_parts(self, ret_ty, name)?;
        let evl = self.vp_length(args, 3, n, name, true)?;
        let undef = ConstEval::new(self.prog)
            .undef(elem)
            .map_err(|e| Stop::unsupported(e.message))?;
        self.vp_select_lanes(args, n, name, evl, Some(undef))
    }

    /// The lanes of `select cond, on_true, on_false` below `length` (a
    /// poison condition lane gives a poison lane, as for `select`); from
    /// `length` on, `beyond` if given, else `on_false`'s lane; every lane
    /// poison for a poison length (`None`).
    fn vp_select_lanes(
        &mut self,
        args: &[(Value, TypeId)],
        n: usize,
        name: &str,
        length: Option<u64>,
        beyond: Option<Value>,
    ) -> Result<Value, Stop> {
        let Some(length) = length else {
            return Ok(Value::Vector(vec![Value::Poison; n].into()));
        };
        let cond = lanes_of(arg(args, 0, name)?, n);
        let on_true = lanes_of(arg(args, 1, name)?, n);
        let on_false = lanes_of(arg(args, 2, name)?, n);
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            out.push(if (i as u64) >= length {
                beyond.clone().unwrap_or_else(|| on_false[i].clone())
            } else {
                match self.resolve_undef(&cond[i]) {
                    Value::Int(c) if c.is_zero() => on_false[i].clone(),
                    Value::Int(_) => on_true[i].clone(),
                    _ => Value::Poison,
                }
            });
        }
        Ok(Value::Vector(out.into()))
    }
}

/// The combined mask `mask AND EVLmask` over `n` lanes: `mask`'s lane
/// below `evl`, false from it on; every lane poison for a poison `evl`.
fn enabled_lanes(mask: &Value, evl: Option<u64>, n: usize) -> Value {
    let lanes = lanes_of(mask, n);
    Value::Vector(
        lanes
            .into_iter()
            .enumerate()
            .map(|(i, l)| match evl {
                None => Value::Poison,
                Some(e) if (i as u64) < e => l,
                Some(_) => Value::bool(false),
            })
            .collect(),
    )
}
