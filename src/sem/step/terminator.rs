//! Terminator instructions (LangRef "Terminator Instructions"): `ret`,
//! `br`, `switch`, `indirectbr`; `unreachable` is in the dispatcher.

use crate::apint::ApInt;
use crate::model::BranchOnPoison;
use crate::oracle::ChoicePoint;
use crate::sem::code::Opnd;
use crate::sem::machine::{Flow, Machine};
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::BlockId;
use crate::value::{Reg, Scalar, Value};

impl Machine<'_, '_> {
    /// `ret`: pops the frame; the caller receives the value (checked
    /// against `noundef`/`nonnull`/... return attributes).
    pub(super) fn eval_ret(&mut self, v: Option<Opnd>) -> Result<Flow, Stop> {
        let result = v.map(|o| self.read_returned(o));
        let result = result.map(|r| self.against_returned_param(r));
        let result = result.map(|r| self.no_capture_returned(v, r));
        self.return_reg_from_frame(result)?;
        Ok(Flow::Moved)
    }

    /// The value a function with a `returned` parameter returns: poison
    /// where it is not that argument. LangRef `returned` lets callers use
    /// the argument for the result and says the attribute "is not checked
    /// or enforced when generating the callee"; Alive2 reads a different
    /// value as poison (`ir/instr.cpp`, `check_ret_attributes`: the
    /// result is non-poison only if equal to the returned input).
    fn against_returned_param(&self, result: Reg) -> Reg {
        let Some(frame) = self.frames.last() else {
            return result;
        };
        let Some(i) = self.prog.funcs[frame.func.0 as usize].returned_param else {
            return result;
        };
        let param = &self.prog.module.func(frame.func).params[i];
        match param.local {
            Some(local) => Reg::from_value(unequal_to_poison(
                result.into_value(),
                &frame.regs.value(local.0),
            )),
            None => result,
        }
    }

    /// `br i1 %c`: the successor the condition selects. A poison or undef
    /// condition is immediate UB (LangRef `br`, "Undefined Values"), or a
    /// non-deterministic choice under `--branch-on-poison nondet`.
    pub(super) fn eval_cond_br(
        &mut self,
        cond: Opnd,
        then_dest: BlockId,
        else_dest: BlockId,
    ) -> Result<Flow, Stop> {
        if let Some(Scalar::Int(c)) = self.operand_scalar(cond) {
            return Ok(Flow::Jump(if c.bits() == 0 {
                else_dest
            } else {
                then_dest
            }));
        }
        let c = self.read(cond).into_owned();
        match c {
            Value::Int(i) => Ok(Flow::Jump(if i.is_zero() { else_dest } else { then_dest })),
            other => {
                let n = self.branch_on_poison(&other, "br", 2)?;
                Ok(Flow::Jump(if n == 0 { then_dest } else { else_dest }))
            }
        }
    }

    /// `switch`: the case equal to the condition, else the default. Poison
    /// or undef condition as for `br`.
    pub(super) fn eval_switch(
        &mut self,
        cond: Opnd,
        default: BlockId,
        cases: &[(ApInt, BlockId)],
    ) -> Result<Flow, Stop> {
        let c = self.read(cond).into_owned();
        match c {
            Value::Int(i) => Ok(Flow::Jump(
                cases
                    .iter()
                    .find(|(v, _)| *v == i)
                    .map_or(default, |(_, b)| *b),
            )),
            other => {
                // Under `--branch-on-poison nondet` the condition acts as any
                // value of its type: the default is a choice only if some value
                // has no case (cases are distinct, LangRef `switch`).
                let skip_default = usize::from(cases_cover_every_value(cases));
                let n = cases.len() as u64 + 1 - skip_default as u64;
                let k = self.branch_on_poison(&other, "switch", n)? as usize + skip_default;
                Ok(Flow::Jump(match k {
                    0 => default,
                    k => cases[k - 1].1,
                }))
            }
        }
    }

    /// `indirectbr`: jumps to the block whose address is the operand; it
    /// must be one of the listed destinations.
    pub(super) fn eval_indirectbr(&mut self, addr: Opnd, dests: &[BlockId]) -> Result<Flow, Stop> {
        let a = self.read(addr).into_owned();
        let p = match a {
            Value::Ptr(p) => p,
            other => {
                let n = self.branch_on_poison(&other, "indirectbr", dests.len() as u64)?;
                return Ok(Flow::Jump(dests[n as usize]));
            }
        };
        let frame = self.frames.last().expect("runs in a frame");
        let func_alloc = self.prog.funcs[frame.func.0 as usize].alloc;
        let base = self.mem.base(func_alloc);
        let target = p
            .addr
            .checked_sub(base + 1)
            .map(|b| BlockId(b as u32))
            .filter(|b| dests.contains(b));
        match target {
            Some(b) => Ok(Flow::Jump(b)),
            None => Err(Stop::ub(
                UbKind::InvalidOperand,
                format!(
                    "indirectbr to address {:#x}, which is not one of its destinations",
                    p.addr
                ),
            )),
        }
    }

    /// A branch on a poison or undef condition: UB, or (knob) the index of
    /// a non-deterministically chosen successor among `n`.
    fn branch_on_poison(&mut self, c: &Value, what: &str, n: u64) -> Result<u64, Stop> {
        if self.model.branch_on_poison == BranchOnPoison::Nondet && n > 0 {
            return Ok(self.choose_index(ChoicePoint::BranchOnPoison, n));
        }
        let (kind, which) = match c {
            Value::Poison => (UbKind::BranchOnPoison, "a poison"),
            _ => (UbKind::BranchOnUndef, "an undef"),
        };
        Err(Stop::ub(kind, format!("{what} on {which} condition")))
    }
}

/// Whether a switch's (distinct) case values are every value of their
/// width, so that its default destination is unreachable.
fn cases_cover_every_value(cases: &[(ApInt, BlockId)]) -> bool {
    match cases.first() {
        Some((v, _)) if v.width() < 64 => cases.len() as u64 == 1u64 << v.width(),
        _ => false,
    }
}

/// `result` with every defined scalar (or lane, or field) that differs
/// from the same one of `arg` made poison; poison and undef stay as they
/// are (see `Machine::against_returned_param`).
fn unequal_to_poison(result: Value, arg: &Value) -> Value {
    match (result, arg) {
        (Value::Vector(rs), Value::Vector(args)) if rs.len() == args.len() => Value::Vector(
            rs.iter()
                .zip(args.iter())
                .map(|(r, a)| unequal_to_poison(r.clone(), a))
                .collect::<Vec<_>>()
                .into(),
        ),
        (Value::Aggregate(rs), Value::Aggregate(args)) if rs.len() == args.len() => {
            Value::Aggregate(
                rs.iter()
                    .zip(args.iter())
                    .map(|(r, a)| unequal_to_poison(r.clone(), a))
                    .collect::<Vec<_>>()
                    .into(),
            )
        }
        (r @ (Value::Int(_) | Value::Float(_) | Value::Ptr(_)), a)
            if matches!(a, Value::Int(_) | Value::Float(_) | Value::Ptr(_)) =>
        {
            if r == *a {
                r
            } else {
                Value::Poison
            }
        }
        (r, _) => r,
    }
}
