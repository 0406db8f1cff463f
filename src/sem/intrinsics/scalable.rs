//! The intrinsics of scalable vectors (LangRef "Vector Type" and the
//! intrinsics named below): `llvm.vscale`, `llvm.stepvector`,
//! `llvm.get.active.lane.mask`,
//! `llvm.vector.insert` and `llvm.vector.extract`. By the time they run,
//! `vscale` is fixed for the run ([`crate::syntax::TypeTable::fix_vscale`])
//! and every scalable vector is a fixed one of `N·vscale` lanes.

use std::ops::Range;

use super::{arg, imm_bool, imm_u64, lanes_of};
use crate::apint::ApInt;
use crate::sem::machine::Machine;
use crate::sem::ops::OpError;
use crate::sem::stop::Stop;
use crate::syntax::{TypeId, TypeKind};
use crate::value::Value;

impl Machine<'_, '_> {
    /// `llvm.vscale.iN()` (LangRef "'llvm.vscale' Intrinsic"): `vscale`,
    /// or poison if it does not fit in `iN`.
    pub(super) fn eval_vscale(&self, ret_ty: TypeId) -> Result<Value, Stop> {
        let types = &self.prog.module.types;
        let vscale = types.vscale().unwrap_or(1) as u64;
        let width = types
            .int_width(ret_ty)
            .ok_or_else(|| Stop::unsupported("@llvm.vscale with a non-integer result"))?;
        Ok(if width < 64 && vscale >> width != 0 {
            Value::Poison
        } else {
            Value::int(width, vscale)
        })
    }

    /// `llvm.experimental.get.vector.length(cnt, vf, scalable)` (LangRef
    /// "'llvm.experimental.get.vector.length' Intrinsic"): how many of
    /// `cnt` elements one iteration processes, at most `max_lanes` = `vf`
    /// (times `vscale` when `scalable`). LangRef leaves the value to the
    /// hardware within bounds (0 for a zero count, at most `max_lanes`, at
    /// least `ceil(cnt / ceil(cnt / max_lanes))`, non-increasing over a
    /// loop's iterations); llsem's hardware takes as many lanes as it can,
    /// `min(cnt, max_lanes)`, which meets every bound, and is one fixed
    /// function of the count, shared by source and target like `vscale`.
    /// Poison if the value does not fit in the result (a non-negative
    /// `i32`); a poison count gives poison, undef bits of it are resolved.
    pub(super) fn eval_get_vector_length(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Value, Stop> {
        let types = &self.prog.module.types;
        let vf = imm_u64(args, 1, name)?;
        let scale = if imm_bool(args, 2, name)? {
            u64::from(types.vscale().unwrap_or(1))
        } else {
            1
        };
        let width = types
            .int_width(ret_ty)
            .ok_or_else(|| Stop::unsupported(format!("@{name} with a non-integer result")))?;
        // The factor is an `i32` LLVM's verifier requires to be positive
        // ("VF must be positive"): 1 to 2^31 - 1.
        if vf == 0 || vf > i32::MAX as u64 {
            return Err(Stop::unsupported(format!(
                "@{name} with a vectorization factor that is not positive ({})",
                vf as u32 as i32
            )));
        }
        let max_lanes = u128::from(vf) * u128::from(scale);
        let cnt = arg(args, 0, name)?.clone();
        self.lanewise(&[&cnt], move |v: &[Value]| match &v[0] {
            Value::Poison => Ok(Value::Poison),
            Value::Int(c) => {
                let c = u128::from(c.to_u64().unwrap_or(u64::MAX));
                let evl = c.min(max_lanes);
                // "a non-negative i32 value": the result's sign bit clear.
                Ok(if width < 128 && evl >> (width - 1) != 0 {
                    Value::Poison
                } else {
                    Value::int(width, evl as u64)
                })
            }
            _ => Err(OpError::Inexact),
        })
    }

    /// `llvm.get.active.lane.mask(base, n)` (LangRef
    /// "'llvm.get.active.lane.mask.*' Intrinsics"): lane `i` is `icmp ult
    /// (base + i), n`, the sum and the comparison "performed in integer
    /// numbers and not in machine numbers" (no wrap). Each lane is that
    /// `icmp` of its own, so each reads the operands apart: a poison
    /// operand makes every lane poison, and undef bits of them are
    /// resolved lane by lane ([`Machine::lanewise`]).
    pub(super) fn eval_active_lane_mask(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Value, Stop> {
        let len = vector_len(&self.prog.module.types, ret_ty, name)?;
        let base = arg(args, 0, name)?.clone();
        let n = arg(args, 1, name)?.clone();
        let mut lanes = Vec::with_capacity(len);
        for i in 0..len as u64 {
            lanes.push(self.lanewise(&[&base, &n], move |v: &[Value]| match v {
                [Value::Poison, _] | [_, Value::Poison] => Ok(Value::Poison),
                [Value::Int(b), Value::Int(n)] => {
                    // Wide enough that `base + i` cannot wrap: `i` is a
                    // lane index, below 2^32.
                    let w = b.width() + 33;
                    let sum = b.zext(w).add(&ApInt::from_u64(w, i));
                    Ok(Value::bool(sum.ult(&n.zext(w))))
                }
                _ => Err(OpError::Inexact),
            })?);
        }
        Ok(Value::Vector(lanes.into()))
    }

    /// `llvm.stepvector()` (LangRef "'llvm.stepvector' Intrinsic"): lane
    /// `i` is `i`, truncated to the element type.
    pub(super) fn eval_stepvector(&self, ret_ty: TypeId) -> Result<Value, Stop> {
        let types = &self.prog.module.types;
        let (len, width) = match types.kind(ret_ty) {
            TypeKind::Vector { len, elem, .. } => (*len, types.int_width(*elem)),
            _ => (0, None),
        };
        let width =
            width.ok_or_else(|| Stop::unsupported("@llvm.stepvector of a non-integer vector"))?;
        Ok(Value::Vector(
            (0..len as u64).map(|i| Value::int(width, i)).collect(),
        ))
    }

    /// `llvm.vector.insert(vec, subvec, idx)` (LangRef
    /// "'llvm.vector.insert' Intrinsic"): `vec` with lanes `idx'` to
    /// `idx' + len(subvec) - 1` replaced by `subvec`, where `idx'` is `idx`
    /// scaled by `vscale` when `subvec` is scalable; poison if those lanes
    /// are not all lanes of `vec`.
    pub(super) fn eval_vector_insert(
        &self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Value, Stop> {
        let types = &self.prog.module.types;
        let len = vector_len(types, ret_ty, name)?;
        let sub_ty = args.get(1).map(|a| a.1).ok_or_else(|| too_few(name))?;
        let sub_len = vector_len(types, sub_ty, name)?;
        let start = imm_u64(args, 2, name)?.saturating_mul(types.scale_of(sub_ty) as u64);
        let Some(range) = lane_range(start, sub_len, len) else {
            return Ok(Value::Poison);
        };
        let mut lanes = lanes_of(arg(args, 0, name)?, len);
        let sub = lanes_of(arg(args, 1, name)?, sub_len);
        lanes.splice(range, sub);
        Ok(Value::Vector(lanes.into()))
    }

    /// `llvm.vector.extract(vec, idx)` (LangRef "'llvm.vector.extract'
    /// Intrinsic"): lanes `idx'` to `idx' + len(result) - 1` of `vec`, where
    /// `idx'` is `idx` scaled by `vscale` when the result is scalable;
    /// poison if those lanes are not all lanes of `vec`.
    pub(super) fn eval_vector_extract(
        &self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Value, Stop> {
        let types = &self.prog.module.types;
        let len = vector_len(types, ret_ty, name)?;
        let vec_ty = args.first().map(|a| a.1).ok_or_else(|| too_few(name))?;
        let vec_len = vector_len(types, vec_ty, name)?;
        let start = imm_u64(args, 1, name)?.saturating_mul(types.scale_of(ret_ty) as u64);
        let Some(range) = lane_range(start, len, vec_len) else {
            return Ok(Value::Poison);
        };
        let lanes = lanes_of(arg(args, 0, name)?, vec_len);
        Ok(Value::Vector(lanes[range].to_vec().into()))
    }
}

/// Lanes `start` to `start + count - 1`, if they all lie in a vector of
/// `len` lanes (otherwise insert and extract give poison).
fn lane_range(start: u64, count: usize, len: usize) -> Option<Range<usize>> {
    let end = start
        .checked_add(count as u64)
        .filter(|e| *e <= len as u64)?;
    Some(start as usize..end as usize)
}

/// The lane count of a vector type.
fn vector_len(types: &crate::syntax::TypeTable, ty: TypeId, name: &str) -> Result<usize, Stop> {
    types
        .vector_len(ty)
        .map(|n| n as usize)
        .ok_or_else(|| Stop::unsupported(format!("@{name} on a non-vector type")))
}

fn too_few(name: &str) -> Stop {
    Stop::unsupported(format!("@{name} called with too few arguments"))
}
