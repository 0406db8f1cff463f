//! Unary, binary and bitwise binary operations (LangRef "Unary
//! Operations", "Binary Operations", "Bitwise Binary Operations"). The
//! rules themselves are the pure functions of [`crate::sem::ops`]; here
//! they are applied lane by lane to the frame's operands.

use crate::sem::code::Opnd;
use crate::sem::machine::Machine;
use crate::sem::ops::int::{eval_int_binary, eval_word_binary};
use crate::sem::stop::Stop;
use crate::syntax::{BinOp, FastMath, IntFlags, TypeId};
use crate::value::{Reg, Scalar, Value};

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
    ) -> Result<Reg, Stop> {
        if !op.is_float()
            && let (Some(Scalar::Int(a)), Some(Scalar::Int(b))) =
                (self.operand_scalar(lhs), self.operand_scalar(rhs))
            && let Some(r) = eval_word_binary(op, flags, a, b)
        {
            // The common case: defined integers of at most 64 bits, in
            // registers and back.
            return Ok(Reg::Scalar(r));
        }
        let a = self.read(lhs).into_owned();
        let b = self.read(rhs).into_owned();
        let r = if op.is_float() {
            self.eval_float_binary(op, fmf, &a, &b, ty)
        } else if let (Value::Int(_), Value::Int(_)) = (&a, &b) {
            eval_int_binary(op, flags, &a, &b).map_err(super::op_stop)
        } else {
            self.lanes2(&a, &b, move |x: &Value, y: &Value| {
                eval_int_binary(op, flags, x, y)
            })
        };
        r.map(Reg::from_value)
    }
}
