//! Floating-point operations: `fneg`, the floating-point binary operators,
//! `fcmp`, the floating-point conversions, and fast-math flags on results.

use crate::sem::code::Opnd;
use crate::sem::machine::Machine;
use crate::sem::stop::Stop;
use crate::sem::value::Value;
use crate::syntax::{BinOp, CastFlags, CastOp, FastMath, FloatPred, TypeId};

impl Machine<'_, '_> {
    /// `fneg`.
    pub(super) fn eval_fneg(&mut self, _fmf: FastMath, _val: Opnd) -> Result<Value, Stop> {
        Err(Stop::unsupported("floating-point arithmetic (fneg)"))
    }

    /// `fadd`, `fsub`, `fmul`, `fdiv`, `frem`.
    pub(super) fn eval_float_binary(
        &mut self,
        op: BinOp,
        _fmf: FastMath,
        _a: &Value,
        _b: &Value,
    ) -> Result<Value, Stop> {
        Err(Stop::unsupported(format!(
            "floating-point arithmetic ({})",
            op.name()
        )))
    }

    /// `fcmp`.
    pub(super) fn eval_fcmp(
        &mut self,
        _pred: FloatPred,
        _fmf: FastMath,
        _lhs: Opnd,
        _rhs: Opnd,
    ) -> Result<Value, Stop> {
        Err(Stop::unsupported("floating-point comparison (fcmp)"))
    }

    /// The floating-point conversions.
    pub(super) fn eval_float_cast(
        &mut self,
        op: CastOp,
        _flags: CastFlags,
        _fmf: FastMath,
        _v: &Value,
        _to: TypeId,
    ) -> Result<Value, Stop> {
        Err(Stop::unsupported(format!(
            "floating-point conversion ({})",
            op.name()
        )))
    }

    /// Fast-math flags on a result: `nnan`/`ninf` turn NaN/infinite results
    /// into poison.
    pub(super) fn apply_fmf_result(&mut self, _fmf: FastMath, v: Value) -> Result<Value, Stop> {
        Ok(v)
    }
}
