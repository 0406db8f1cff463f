//! Other operations (LangRef "Other Operations"): `icmp`, `select`,
//! `freeze` (`phi` is evaluated on block entry, `call` in `call.rs`,
//! `fcmp` with the floating-point operations).

use crate::apint::{ApInt, Word};
use crate::mem::Repr;
use crate::model::SelectSemantics;
use crate::oracle::{ChoicePoint, Domain};
use crate::sem::code::Opnd;
use crate::sem::machine::Machine;
use crate::sem::ops::int::{eval_icmp_int, eval_icmp_word};
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::{FastMath, IntPred, TypeId};
use crate::value::{Float, Pointer, Provenance, Reg, Scalar, Value};

impl Machine<'_, '_> {
    /// `icmp`: integer comparison lane by lane; pointers compare their
    /// addresses (LangRef: as `ptrtoaddr` would give them), and when one
    /// points inside a byte (a field of an Explicitly Packed Structure),
    /// their bit positions.
    pub(super) fn eval_icmp(
        &mut self,
        pred: IntPred,
        samesign: bool,
        lhs: Opnd,
        rhs: Opnd,
    ) -> Result<Reg, Stop> {
        if let (Some(Scalar::Int(a)), Some(Scalar::Int(b))) =
            (self.operand_scalar(lhs), self.operand_scalar(rhs))
        {
            // The common case: defined integers of at most 64 bits, in
            // registers and back.
            return Ok(Reg::Scalar(eval_icmp_word(pred, samesign, a, b)));
        }
        if let (Some(Scalar::Ptr(a)), Some(Scalar::Ptr(b))) =
            (self.operand_scalar(lhs), self.operand_scalar(rhs))
            && let Some(r) = self.icmp_pointers(pred, samesign, a, b)
        {
            return Ok(Reg::Scalar(r));
        }
        let a = self.read(lhs).into_owned();
        let b = self.read(rhs).into_owned();
        if let (Value::Int(_), Value::Int(_)) = (&a, &b) {
            return eval_icmp_int(pred, samesign, &a, &b)
                .map(Reg::from_value)
                .map_err(super::op_stop);
        }
        let pw = self.prog.module.layout.pointer(0).size_bits;
        let r = if points_inside_byte(&a) || points_inside_byte(&b) {
            self.lanes2(&a, &b, move |x: &Value, y: &Value| {
                eval_icmp_int(pred, samesign, &bit_position(x, pw), &bit_position(y, pw))
            })
        } else {
            self.lanes2(&a, &b, move |x: &Value, y: &Value| {
                eval_icmp_int(pred, samesign, &address_bits(x, pw), &address_bits(y, pw))
            })
        };
        r.map(Reg::from_value)
    }

    /// [`Machine::eval_icmp`] of two defined scalar pointers at whole
    /// bytes, when their addresses fit a [`Word`]: the addresses compared
    /// as integers of the pointer width, without building [`Value`]s.
    /// `None` otherwise (a pointer inside a byte, a pointer wider than 64
    /// bits).
    #[inline(always)]
    pub(super) fn icmp_pointers(
        &self,
        pred: IntPred,
        samesign: bool,
        a: Pointer,
        b: Pointer,
    ) -> Option<Scalar> {
        let pw = self.prog.module.layout.pointer(0).size_bits;
        if a.bit_offset() != 0 || b.bit_offset() != 0 || !(1..=64).contains(&pw) {
            return None;
        }
        let (x, y) = (Word::new(pw, a.addr), Word::new(pw, b.addr));
        Some(eval_icmp_word(pred, samesign, x, y))
    }

    /// `select`: the arm the condition chooses, lane by lane for a vector
    /// condition. What a poison condition (or arm) does depends on
    /// `--select` (Table 2.1 of the thesis); an undef condition goes either
    /// way (LangRef "Undefined Values"). `ty` is the result's type.
    pub(super) fn eval_select(
        &mut self,
        fmf: FastMath,
        cond: Opnd,
        then_val: Opnd,
        else_val: Opnd,
        ty: TypeId,
    ) -> Result<Reg, Stop> {
        if fmf.is_empty() && !self.strict_select() {
            // The common case, a defined condition: the chosen arm as it
            // is (what `select_one` gives), copied once.
            if let Some(Scalar::Int(c)) = self.operand_scalar(cond) {
                return Ok(self.operand_reg(if c.bits() == 0 { else_val } else { then_val }));
            }
            if let Value::Int(i) = &*self.read(cond) {
                return Ok(self.operand_reg(if i.is_zero() { else_val } else { then_val }));
            }
        }
        let c = self.read(cond).into_owned();
        let a = self.read(then_val).into_owned();
        let b = self.read(else_val).into_owned();
        let int = match &self.prog.ty(ty).repr {
            Repr::Int(_) => true,
            Repr::Vector { elem, .. } => matches!(**elem, Repr::Int(_)),
            _ => false,
        };
        let v = match (&c, &a, &b) {
            (Value::Vector(cs), Value::Vector(xs), Value::Vector(ys)) => {
                let mut out = Vec::with_capacity(cs.len());
                for ((c, x), y) in cs.iter().zip(xs.iter()).zip(ys.iter()) {
                    out.push(self.select_one(c, x, y, int)?);
                }
                Value::Vector(out.into())
            }
            _ => self.select_one(&c, &a, &b, int)?,
        };
        self.apply_fmf_result(fmf, v).map(Reg::from_value)
    }

    /// Whether the select semantics make the result poison where either
    /// arm is.
    pub(super) fn strict_select(&self) -> bool {
        matches!(
            self.model.select,
            SelectSemantics::UbCondStrict | SelectSemantics::PoisonAny
        )
    }

    /// One lane of `select`: `c` chooses between `a` and `b`, integers
    /// when `int`.
    fn select_one(&mut self, c: &Value, a: &Value, b: &Value, int: bool) -> Result<Value, Stop> {
        let strict = self.strict_select();
        let chosen = match c {
            Value::Int(i) => {
                if i.is_zero() {
                    b
                } else {
                    a
                }
            }
            Value::Poison => match self.model.select {
                SelectSemantics::PoisonCond | SelectSemantics::PoisonAny => {
                    return Ok(poison_like(a));
                }
                SelectSemantics::UbCond | SelectSemantics::UbCondStrict => {
                    return Err(Stop::ub(
                        UbKind::SelectOnPoison,
                        "select on a poison condition",
                    ));
                }
                SelectSemantics::NondetCond => {
                    if self.choose_index(ChoicePoint::SelectCondition, 2) == 0 {
                        a
                    } else {
                        b
                    }
                }
            },
            _ => {
                // An undef condition: either arm (LangRef "Undefined
                // Values"), exactly their union when that is a cube.
                if !strict && let Some(v) = super::derived::select_union(a, b) {
                    return Ok(v);
                }
                // Two integer arms, defined or with undef bits: the choice
                // keeps its recipe, so that what reads the result computes
                // on both arms, each with its whole set (an `icmp` of it
                // may then be `i1 undef`, `and` of it a cube of both arms'
                // bits; rule `[undef-derived]`).
                let arm = |v: &Value| matches!(v, Value::Int(_) | Value::Undef(_));
                if !strict && int && arm(a) && arm(b) {
                    let pick: crate::sem::deferred::OpFn =
                        std::rc::Rc::new(|v: &[Value]| match &v[0] {
                            Value::Int(c) if c.is_zero() => Ok(v[2].clone()),
                            Value::Int(_) => Ok(v[1].clone()),
                            _ => Err(crate::sem::ops::OpError::Inexact),
                        });
                    let ops = [c.clone(), a.clone(), b.clone()];
                    return self.resolve_condition_keeping(&ops, &pick);
                }
                // An undef condition: either arm, a use of undef (choice
                // point `undef-use`, index 0 the true arm). Picking one
                // here is a resolved result when the arms differ, whose
                // uses are counted (see `Machine::note_read_of_resolved`).
                if a != b {
                    self.start_resolving();
                }
                if self.choose_index(ChoicePoint::UndefUse, 2) == 0 {
                    a
                } else {
                    b
                }
            }
        };
        Ok(if strict {
            poison_where_either(chosen, a, b)
        } else {
            chosen.clone()
        })
    }

    /// `freeze`: the operand with every poison value and undef bit replaced
    /// by a value the oracle picks once; all uses see the same result.
    pub(super) fn eval_freeze(&mut self, val: Opnd, ty: TypeId) -> Result<Value, Stop> {
        let v = self.read_frozen(val).into_owned();
        let repr = self.prog.ty(ty).repr.clone();
        let start = self.choices.len();
        self.fixed_choices = start;
        let frozen = self.freeze_value(&v, &repr);
        if self.choices.len() > start && self.frozen_is_returned() {
            self.returned_freeze = Some(start);
        }
        Ok(frozen)
    }

    fn freeze_value(&mut self, v: &Value, repr: &Repr) -> Value {
        match (v, repr) {
            (Value::Poison, Repr::Int(w)) => {
                Value::Int(self.choose(ChoicePoint::Freeze, Domain::Bits(*w)))
            }
            (Value::Poison, Repr::Float(k)) => {
                let bits = self.choose(ChoicePoint::Freeze, Domain::Bits(k.bits()));
                Value::Float(Float {
                    kind: *k,
                    bits: bits.low_u128(),
                })
            }
            (Value::Poison, Repr::Ptr(w)) => {
                let bits = self.choose(ChoicePoint::Freeze, Domain::Bits(*w));
                frozen_pointer(bits)
            }
            (Value::Undef(u), Repr::Float(k)) => Value::Float(Float {
                kind: *k,
                bits: self.freeze_bits(u).low_u128(),
            }),
            (Value::Undef(u), Repr::Ptr(_)) => frozen_pointer(self.freeze_bits(u)),
            (Value::Undef(u), _) => Value::Int(self.freeze_bits(u)),
            // A whole-value poison vector or aggregate: element by element.
            (Value::Poison, Repr::Vector { len, elem, .. }) => Value::Vector(
                (0..*len)
                    .map(|_| self.freeze_value(&Value::Poison, elem))
                    .collect::<Vec<_>>()
                    .into(),
            ),
            (Value::Poison, Repr::Array { len, elem, .. }) => Value::Aggregate(
                (0..*len)
                    .map(|_| self.freeze_value(&Value::Poison, elem))
                    .collect::<Vec<_>>()
                    .into(),
            ),
            (Value::Poison, Repr::Struct { fields, .. }) => Value::Aggregate(
                fields
                    .iter()
                    .map(|(_, f)| self.freeze_value(&Value::Poison, f))
                    .collect::<Vec<_>>()
                    .into(),
            ),
            (Value::Vector(es), Repr::Vector { elem, .. }) => Value::Vector(
                es.iter()
                    .map(|e| self.freeze_value(e, elem))
                    .collect::<Vec<_>>()
                    .into(),
            ),
            (Value::Aggregate(es), Repr::Array { elem, .. }) => Value::Aggregate(
                es.iter()
                    .map(|e| self.freeze_value(e, elem))
                    .collect::<Vec<_>>()
                    .into(),
            ),
            (Value::Aggregate(es), Repr::Struct { fields, .. }) => Value::Aggregate(
                es.iter()
                    .zip(fields)
                    .map(|(e, (_, f))| self.freeze_value(e, f))
                    .collect::<Vec<_>>()
                    .into(),
            ),
            (v, _) => v.clone(),
        }
    }
}

/// A pointer made by `freeze` from arbitrary bits: an address with no
/// provenance (null when the bits are zero).
pub(super) fn frozen_pointer(bits: ApInt) -> Value {
    Value::Ptr(Pointer::from_parts(
        Provenance::None,
        bits.low_u128() as u64,
        0,
    ))
}

/// A pointer's address as integer bits (other values unchanged), so that
/// `icmp` compares pointers as integers.
fn address_bits(v: &Value, width: u32) -> Value {
    match v {
        Value::Ptr(p) => Value::Int(ApInt::from_u64(width, p.addr)),
        v => v.clone(),
    }
}

/// Whether a pointer (or a lane of a vector of pointers) points to a bit
/// inside a byte.
fn points_inside_byte(v: &Value) -> bool {
    match v {
        Value::Ptr(p) => p.bit_offset() != 0,
        Value::Vector(es) => es.iter().any(points_inside_byte),
        _ => false,
    }
}

/// A pointer's position in bits (address × 8 + bit offset) as a
/// `width + 3`-bit integer, undef bits shifted along; other values
/// unchanged.
fn bit_position(v: &Value, width: u32) -> Value {
    let wide = |x: &ApInt| x.extract(0, width + 3).shl(3);
    match v {
        Value::Ptr(p) => Value::Int(
            ApInt::from_u64(width, p.addr)
                .zext(width + 3)
                .shl(3)
                .or(&ApInt::from_u64(width + 3, p.bit_offset() as u64)),
        ),
        Value::Undef(u) => Value::Undef(Box::new(crate::value::UndefBits {
            bits: wide(&u.bits),
            undef: wide(&u.undef),
        })),
        v => v.clone(),
    }
}

/// A value of the same shape as `v` with every leaf poison.
pub(crate) fn poison_like(v: &Value) -> Value {
    match v {
        Value::Vector(es) => Value::Vector(es.iter().map(poison_like).collect::<Vec<_>>().into()),
        Value::Aggregate(es) => {
            Value::Aggregate(es.iter().map(poison_like).collect::<Vec<_>>().into())
        }
        _ => Value::Poison,
    }
}

/// `chosen`, with poison wherever `a` or `b` is poison (element-wise).
fn poison_where_either(chosen: &Value, a: &Value, b: &Value) -> Value {
    match (chosen, a, b) {
        (Value::Vector(cs), Value::Vector(xs), Value::Vector(ys)) => Value::Vector(
            cs.iter()
                .zip(xs.iter().zip(ys.iter()))
                .map(|(c, (x, y))| poison_where_either(c, x, y))
                .collect::<Vec<_>>()
                .into(),
        ),
        _ if a.contains_poison() || b.contains_poison() => poison_like(chosen),
        _ => chosen.clone(),
    }
}
