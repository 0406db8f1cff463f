//! Instructions that read a value computed from undef (a register with a
//! [`Recipe`], see [`crate::sem::deferred`]): integer arithmetic,
//! comparisons and integer casts compute on the value's whole set, each
//! read an independent use (LangRef "Undefined Values"; rule
//! `[undef-derived]` in `semantics/undef.md`).

use std::rc::Rc;

use super::super::code::{CInst, Callee, Code, Op, Opnd, PhiEdge};
use super::super::deferred::{Carried, Derived, OpFn, Part, Recipe, compose, derive, union};
use super::super::machine::{Flow, Machine, Resolved};
use super::super::ops::cast::{eval_sext, eval_trunc, eval_zext};
use super::super::ops::int::{cube_of, eval_icmp_int, eval_int_binary, value_of};
use super::super::stop::Stop;
use crate::oracle::ChoicePoint;
use crate::syntax::{BinOp, CastOp, IntFlags, Name};
use crate::value::Value;

/// Recipes with more operands than this are not kept (nor decided).
const MAX_RECIPE_OPS: usize = 8;

/// A set that is no cube is chosen from, one member per use, when it has
/// at most this many members (`mul (select undef, 2, 4), 1`: two).
const MAX_CHOSEN: usize = 16;

/// Intrinsics (after `llvm.`) that give neither poison nor UB on defined
/// operands.
const TOTAL_INTRINSICS: &[&str] = &[
    "smax",
    "smin",
    "umax",
    "umin",
    "uadd.sat",
    "sadd.sat",
    "usub.sat",
    "ssub.sat",
    "bswap",
    "bitreverse",
    "ctpop",
    "fshl",
    "fshr",
    "uadd.with.overflow",
    "sadd.with.overflow",
    "usub.with.overflow",
    "ssub.with.overflow",
    "umul.with.overflow",
    "smul.with.overflow",
];

impl<'p> Machine<'p, '_> {
    /// Runs `inst` if it is an integer `add`..`xor`, `icmp` or
    /// `trunc`/`zext`/`sext` reading at least one register with a recipe
    /// and otherwise only scalar integers (`None` for anything else, which
    /// runs as usual). The result is the exact set of results when it is a
    /// cube (or poison); otherwise `None` too: the instruction reads the
    /// member the register holds, and the run is approximated.
    pub(super) fn exec_on_derived(&mut self, inst: &'p CInst) -> Option<Result<Flow, Stop>> {
        // Each instruction of a frame with resolved results starts here:
        // whether it reads a resolved member is its own (see
        // `Machine::member_read`).
        self.member_read.set(false);
        if let Op::ExtractValue {
            agg: Opnd::Reg(r),
            indices,
        } = &inst.op
        {
            return self.extract_field(inst, *r, indices);
        }
        let (g, g_total) = pure_op(&inst.op)?;
        // Deciding costs up to 256 evaluations: a run (a loop reading such
        // a value) gets a bounded number of decisions.
        self.derived_budget = self.derived_budget.checked_sub(1)?;
        let frame = self.frames.last()?;
        let mut parts = Vec::new();
        let mut derived = Vec::new();
        for o in inst.operands() {
            let v = match o {
                Opnd::Reg(r) => match frame
                    .resolved
                    .iter()
                    .find(|e| e.reg == r)
                    .map(|e| &e.recipe)
                {
                    Some(Some(recipe)) => {
                        parts.push(Part::Derived(recipe.clone()));
                        derived.push(r);
                        continue;
                    }
                    // Resolved without a recipe, or computed from a
                    // resolved member: read as before (the run is
                    // approximated). A cube formed from such a member
                    // would hide the other members behind choices that
                    // no later resolution mirrors (a sum in a loop).
                    Some(None) => return None,
                    None => frame.regs.value(r).into_owned(),
                },
                Opnd::Const(c) => frame.code.consts[c as usize].clone(),
            };
            if !matches!(v, Value::Int(_) | Value::Undef(_) | Value::Poison) {
                return None;
            }
            parts.push(Part::Plain(v));
        }
        if derived.is_empty() {
            return None;
        }
        let recipe = compose(&parts, g, g_total);
        if recipe.ops.len() > MAX_RECIPE_OPS {
            return None;
        }
        self.write_derived(inst, &recipe, &derived)
    }

    /// An `extractvalue` of field `indices` (one index) of register `r`,
    /// which holds an aggregate resolved with per-field recipes
    /// ([`crate::sem::deferred::Recipe::fields`]): the field's own set,
    /// as [`Machine::exec_on_derived`] takes it (`None` for anything else,
    /// which reads the member as usual). The `extractvalue` is one use of
    /// the aggregate, so its field's set is over every member of the
    /// operands, whatever the register's member and other uses see (LangRef
    /// "Undefined Values"; alive-tv 22 reads two `extractvalue`s of one
    /// `uadd.with.overflow` of undef as two uses).
    fn extract_field(
        &mut self,
        inst: &'p CInst,
        r: u32,
        indices: &[u32],
    ) -> Option<Result<Flow, Stop>> {
        let [i] = indices else { return None };
        let frame = self.frames.last()?;
        let recipe = frame
            .resolved
            .iter()
            .find(|e| e.reg == r)?
            .recipe
            .as_ref()?
            .field(*i as usize)?;
        self.derived_budget = self.derived_budget.checked_sub(1)?;
        self.write_derived(inst, &recipe, &[r])
    }

    /// Writes the result of `inst`, which reads the registers `derived`
    /// through their recipes and computes `recipe`: its whole set when
    /// that is a cube (or poison), else one member chosen as this use's
    /// when every member is known and the registers are read elsewhere
    /// too; `None` otherwise (the instruction then reads the members the
    /// registers hold).
    fn write_derived(
        &mut self,
        inst: &'p CInst,
        recipe: &Recipe,
        derived: &[u32],
    ) -> Option<Result<Flow, Stop>> {
        let code: &'p Code = self.frames.last()?.code;
        match derive(recipe)? {
            Derived::Exact(v) => self.write(inst.dst, v),
            Derived::Members(members)
                if members.len() <= MAX_CHOSEN && read_elsewhere(code, inst, derived) =>
            {
                // Not a cube: this use is one member, chosen here. The
                // register is noted as resolved without a recipe: a cube
                // formed from it later (a sum in a loop) would hide the
                // members other choices give (see `Frame::note_member`).
                let i = self.choose_index(ChoicePoint::UndefUse, members.len() as u64);
                let v = members.into_iter().nth(i as usize)?;
                self.start_resolving();
                self.write(inst.dst, v);
            }
            // Too many to choose among in every run that reads it (each
            // choice multiplies the runs and behaviours to compare), or
            // read here only: read as before, the member the register
            // holds (its own resolution's choices vary it, and the
            // searches that mirror the target's choices keep in step).
            Derived::Members(_) => return None,
        }
        Some(Ok(Flow::Next))
    }

    /// The recipes the phis of `edge` copy from their inputs, read before
    /// they are assigned (`None` when the frame holds no resolved result):
    /// per phi, `None` for an input that holds no resolved result,
    /// `Some(None)` for one resolved without a recipe (or computed from a
    /// resolved member), `Some(Some(recipe))` otherwise. A phi is a use
    /// that passes the whole set on; an input resolved without a recipe, or
    /// one whose phi has fast-math flags, makes the run approximated as any
    /// other use, and the phi holds a member.
    pub(crate) fn phi_recipes(&self, edge: &PhiEdge) -> Option<Vec<Carried>> {
        let frame = self.frames.last()?;
        if frame.resolved.is_empty() {
            return None;
        }
        let recipes = edge
            .moves
            .iter()
            .map(|(_, op)| {
                let Opnd::Reg(r) = op else { return None };
                let recipe = &frame.resolved.iter().find(|e| e.reg == *r)?.recipe;
                if recipe.is_none() || edge.flagged {
                    self.resolved_read.set(true);
                    return Some(None);
                }
                Some(recipe.clone())
            })
            .collect();
        Some(recipes)
    }

    /// Notes the phis of `edge`, just assigned, as holding the `carried`
    /// recipes ([`Machine::phi_recipes`]), a member, or no resolved result.
    pub(crate) fn note_phis(&mut self, edge: &PhiEdge, carried: Vec<Carried>) {
        let Some(frame) = self.frames.last_mut() else {
            return;
        };
        // A phi of a pointer whose address has undef bits holds one too;
        // the inputs are looked up before any phi's entry changes.
        let undef_address: Vec<bool> = edge
            .moves
            .iter()
            .map(|(_, op)| matches!(op, Opnd::Reg(r) if frame.holds_undef_address(*r)))
            .collect();
        for (((dst, _), carried), undef_address) in
            edge.moves.iter().zip(carried).zip(undef_address)
        {
            frame.resolved.retain(|e| e.reg != *dst);
            match carried {
                Some(Some(recipe)) => frame.resolved.push(Resolved::new(*dst, Some(recipe))),
                // The phi's read already made the run approximated.
                Some(None) => {
                    frame.note_member(*dst, undef_address);
                }
                None => {}
            }
        }
    }

    /// Whether the running instruction, which is resolving undef bits for
    /// its result, gives neither poison nor UB on defined operands
    /// ([`crate::sem::deferred::Recipe::total`]), and whether its register
    /// may keep the recipe (its result is the resolved value as it is).
    pub(super) fn creator(&self) -> (bool, bool) {
        let Some(frame) = self.frames.last() else {
            return (false, false);
        };
        let Some(inst) = frame.code.blocks[frame.block.0 as usize]
            .insts
            .get(frame.pc)
        else {
            return (false, false);
        };
        match &inst.op {
            Op::Binary { op, flags, .. } if !op.is_float() => (total_binary(*op, *flags), true),
            Op::ICmp { samesign, .. } => (!samesign, true),
            Op::Cast { op, flags, .. } => match op {
                CastOp::Trunc => (!flags.nuw && !flags.nsw, true),
                CastOp::ZExt => (!flags.nneg, true),
                CastOp::SExt => (true, true),
                _ => (false, false),
            },
            Op::Call(call) if call.ret_attrs.is_empty() => {
                let Callee::Direct(f) = call.callee else {
                    return (false, false);
                };
                let Name::Named(name) = &self.prog.module.func(f).name else {
                    return (false, false);
                };
                let Some(rest) = name.strip_prefix("llvm.") else {
                    return (false, false);
                };
                let total = TOTAL_INTRINSICS
                    .iter()
                    .any(|t| rest.strip_prefix(t).is_some_and(|r| r.starts_with('.')));
                (total, true)
            }
            _ => (false, false),
        }
    }
}

/// Whether some instruction or phi of `code` other than `inst` reads one
/// of the registers `regs`: then the member a register holds is not the
/// only use of its set, and `inst`'s own use must choose independently.
fn read_elsewhere(code: &Code, inst: &CInst, regs: &[u32]) -> bool {
    let reads = |o: &Opnd| matches!(o, Opnd::Reg(r) if regs.contains(r));
    code.blocks.iter().any(|b| {
        b.phis
            .iter()
            .any(|p| p.incoming.iter().any(|(_, o)| reads(o)))
            || b.insts
                .iter()
                .any(|i| !std::ptr::eq(i, inst) && i.operands().iter().any(reads))
    })
}

/// `select` on an undef condition is either arm, so the union of the two
/// when it is a cube (`select undef, true, false` is `i1 undef`); `None`
/// otherwise (one arm is then chosen, approximated).
pub(super) fn select_union(a: &Value, b: &Value) -> Option<Value> {
    if a == b {
        return Some(a.clone());
    }
    let u = union(&[cube_of(a)?, cube_of(b)?])?;
    Some(value_of(u))
}

/// The scalar rule of an instruction [`Machine::exec_on_derived`] handles,
/// and whether it is total.
fn pure_op(op: &Op) -> Option<(OpFn, bool)> {
    Some(match *op {
        Op::Binary {
            op, flags, lhs: _, ..
        } if !op.is_float() => (
            Rc::new(move |v: &[Value]| eval_int_binary(op, flags, &v[0], &v[1])),
            total_binary(op, flags),
        ),
        Op::ICmp { pred, samesign, .. } => (
            Rc::new(move |v: &[Value]| eval_icmp_int(pred, samesign, &v[0], &v[1])),
            !samesign,
        ),
        Op::Cast {
            op, flags, width, ..
        } => match op {
            CastOp::Trunc => (
                Rc::new(move |v: &[Value]| eval_trunc(flags, &v[0], width)),
                !flags.nuw && !flags.nsw,
            ),
            CastOp::ZExt => (
                Rc::new(move |v: &[Value]| eval_zext(flags, &v[0], width)),
                !flags.nneg,
            ),
            CastOp::SExt => (Rc::new(move |v: &[Value]| eval_sext(&v[0], width)), true),
            _ => return None,
        },
        _ => return None,
    })
}

/// Whether an integer binary operator never gives poison or UB on defined
/// operands: wrapping arithmetic and bitwise operators without flags.
fn total_binary(op: BinOp, flags: IntFlags) -> bool {
    matches!(
        op,
        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor
    ) && flags == IntFlags::default()
}
