//! Unary, binary and bitwise binary operations (LangRef "Unary
//! Operations", "Binary Operations", "Bitwise Binary Operations"). The
//! rules themselves are the pure functions of [`crate::sem::ops`]; here
//! they are applied lane by lane to the frame's operands.

use crate::sem::code::Opnd;
use crate::sem::machine::Machine;
use crate::sem::ops::int::eval_int_binary;
use crate::sem::stop::Stop;
use crate::syntax::{BinOp, FastMath, IntFlags, TypeId};
use crate::value::Value;

impl Machine<'_, '_> {
    /// `add`, `sub`, `mul`, `udiv`, `sdiv`, `urem`, `srem`, `shl`, `lshr`,
    /// `ashr`, `and`, `or`, `xor` and the floating-point operators.
    pub(super) fn eval_binary(
        &mut self,
        op: BinOp,
        flags: IntFlags,
        fmf: FastMath,
        lhs: Opnd,
        rhs: Opnd,
        ty: TypeId,
    ) -> Result<Value, Stop> {
        if !op.is_float()
            && let (a @ Value::Int(_), b @ Value::Int(_)) = (self.read(lhs), self.read(rhs))
        {
            // The common case needs no copies of the operands.
            return eval_int_binary(op, flags, a, b).map_err(super::op_stop);
        }
        let a = self.read(lhs).clone();
        let b = self.read(rhs).clone();
        if op.is_float() {
            return self.eval_float_binary(op, fmf, &a, &b, ty);
        }
        self.lanes2(&a, &b, &|x, y| eval_int_binary(op, flags, x, y))
    }
}
