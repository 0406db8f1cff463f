//! Conversion operations (LangRef "Conversion Operations"), lane by lane.

use crate::sem::code::Opnd;
use crate::sem::machine::Machine;
use crate::sem::ops::cast::{
    eval_bitcast, eval_inttoptr, eval_ptrtoint, eval_scalar_cast, eval_sext, eval_trunc, eval_zext,
};
use crate::sem::stop::Stop;
use crate::syntax::{CastFlags, CastOp, FastMath, TypeId};
use crate::value::{Reg, Value};

impl Machine<'_, '_> {
    /// Every conversion: integer resizing with its flags, pointer/integer
    /// conversions, `bitcast` (`to↑(from↓(v))`), `addrspacecast`, and the
    /// floating-point conversions.
    pub(super) fn eval_cast(
        &mut self,
        op: CastOp,
        flags: CastFlags,
        fmf: FastMath,
        val: Opnd,
        (from, to): (TypeId, TypeId),
        width: u32,
    ) -> Result<Reg, Stop> {
        if let Some(s) = self.operand_scalar(val)
            && let Some(r) = eval_scalar_cast(op, flags, s, width)
        {
            // The common case: a defined integer or pointer of at most 64
            // bits, in registers and back.
            return Ok(Reg::Scalar(r));
        }
        self.eval_cast_general(op, flags, fmf, val, (from, to), width)
            .map(Reg::from_value)
    }

    /// [`Machine::eval_cast`] on values.
    fn eval_cast_general(
        &mut self,
        op: CastOp,
        flags: CastFlags,
        fmf: FastMath,
        val: Opnd,
        (from, to): (TypeId, TypeId),
        width: u32,
    ) -> Result<Value, Stop> {
        if let x @ (Value::Int(_) | Value::Poison) = &*self.read(val) {
            // The common case: a defined or poison scalar, whose rules never
            // ask for undef bits to be resolved; no copy, no lanes.
            let r = match op {
                CastOp::Trunc => Some(eval_trunc(flags, x, width)),
                CastOp::ZExt => Some(eval_zext(flags, x, width)),
                CastOp::SExt => Some(eval_sext(x, width)),
                _ => None,
            };
            if let Some(r) = r {
                return r.map_err(super::op_stop);
            }
        }
        let v = self.read(val).into_owned();
        match op {
            CastOp::Trunc => self.lanes1(&v, move |x: &Value| eval_trunc(flags, x, width)),
            CastOp::ZExt => self.lanes1(&v, move |x: &Value| eval_zext(flags, x, width)),
            CastOp::SExt => self.lanes1(&v, move |x: &Value| eval_sext(x, width)),
            CastOp::PtrToInt | CastOp::PtrToAddr => {
                if op == CastOp::PtrToInt {
                    self.check_no_capture_ptrtoint(val, &v)?;
                }
                self.lanes1(&v, move |x: &Value| eval_ptrtoint(x, width))
            }
            CastOp::IntToPtr => self.lanes1(&v, move |x: &Value| eval_inttoptr(x, width)),
            CastOp::AddrSpaceCast => Ok(v),
            CastOp::BitCast => {
                let (f, t) = (&self.prog.ty(from).repr, &self.prog.ty(to).repr);
                eval_bitcast(&v, f, t, self.prog.module.layout.big_endian).map_err(super::op_stop)
            }
            CastOp::FPTrunc
            | CastOp::FPExt
            | CastOp::FPToUI
            | CastOp::FPToSI
            | CastOp::UIToFP
            | CastOp::SIToFP => {
                let to_scalar = self.prog.module.types.scalar(to);
                self.eval_float_cast(op, flags, fmf, &v, from, to_scalar)
            }
        }
    }
}
