//! Lane-moving vector intrinsics (LangRef "'llvm.vector.reverse'
//! Intrinsic", "'llvm.vector.interleave2/3/4/5/6/7/8'" and
//! "'llvm.vector.deinterleave2/3/4/5/6/7/8'" Intrinsics). They move whole
//! lanes and create nothing, so each lane keeps its value exactly: a poison
//! or undef lane stays one, and so does every poison bit of a lane. For a
//! scalable vector they run on the `N·vscale` lanes fixed for the run.

use super::lanes_of;
use crate::sem::machine::Machine;
use crate::sem::stop::Stop;
use crate::syntax::TypeId;
use crate::value::Value;

impl Machine<'_, '_> {
    /// The lanes of argument `i`, a vector.
    fn shuffle_lanes(
        &self,
        name: &str,
        args: &[(Value, TypeId)],
        i: usize,
    ) -> Result<Vec<Value>, Stop> {
        let (v, ty) = args
            .get(i)
            .ok_or_else(|| Stop::unsupported(format!("@{name} called with too few arguments")))?;
        let n = self
            .prog
            .module
            .types
            .vector_len(*ty)
            .ok_or_else(|| Stop::unsupported(format!("@{name} on a non-vector type")))?;
        Ok(lanes_of(v, n as usize))
    }

    /// `llvm.vector.reverse(v)`: lane `i` of the result is lane `n-1-i` of
    /// `v`.
    pub(super) fn eval_vector_reverse(
        &self,
        name: &str,
        args: &[(Value, TypeId)],
    ) -> Result<Value, Stop> {
        let mut lanes = self.shuffle_lanes(name, args, 0)?;
        lanes.reverse();
        Ok(Value::Vector(lanes.into()))
    }

    /// `llvm.vector.interleaveF(v0, .., vF-1)`: lane `i·F + k` of the result
    /// is lane `i` of `vk`.
    pub(super) fn eval_vector_interleave(
        &self,
        name: &str,
        factor: usize,
        args: &[(Value, TypeId)],
    ) -> Result<Value, Stop> {
        let parts = (0..factor)
            .map(|k| self.shuffle_lanes(name, args, k))
            .collect::<Result<Vec<_>, _>>()?;
        let n = parts.first().map_or(0, Vec::len);
        let out = (0..n)
            .flat_map(|i| {
                parts
                    .iter()
                    .map(move |p| p.get(i).cloned().unwrap_or(Value::Poison))
            })
            .collect::<Vec<_>>();
        Ok(Value::Vector(out.into()))
    }

    /// `llvm.vector.deinterleaveF(v)`: field `k` of the result is the vector
    /// of lanes `k, k+F, k+2F, ..` of `v`.
    pub(super) fn eval_vector_deinterleave(
        &self,
        name: &str,
        factor: usize,
        args: &[(Value, TypeId)],
    ) -> Result<Value, Stop> {
        let lanes = self.shuffle_lanes(name, args, 0)?;
        let fields = (0..factor)
            .map(|k| Value::Vector(lanes.iter().skip(k).step_by(factor).cloned().collect()))
            .collect::<Vec<_>>();
        Ok(Value::Aggregate(fields.into()))
    }
}
