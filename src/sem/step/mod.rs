//! Executing one instruction: one exhaustive `match` over the compiled
//! forms, dispatching to one `eval_<instr>` per instruction, grouped in
//! files by LangRef chapter.

mod aggregate;
mod binary;
mod call;
mod conversion;
mod derived;
mod external;
mod fast;
mod float;
mod memory;
mod other;
mod terminator;
mod vector;

use super::code::{CInst, Op};
use std::rc::Rc;

use super::consts::ConstEval;
use super::deferred::{OpFn, Pending, Recipe};
use super::machine::{Flow, Machine};
use super::ops::OpError;
use super::stop::Stop;
use crate::apint::ApInt;
use crate::syntax::TypeId;
use crate::value::{Reg, Value};

impl<'p> Machine<'p, '_> {
    /// Executes `inst` in the running frame.
    pub(crate) fn exec(&mut self, inst: &'p CInst) -> Result<Flow, Stop> {
        if self.frames.last().is_some_and(|f| !f.resolved.is_empty())
            && let Some(flow) = self.exec_on_derived(inst)
        {
            return flow;
        }
        let dst = inst.dst;
        match &inst.op {
            Op::Ret(v) => self.eval_ret(*v),
            Op::Br(dest) => Ok(Flow::Jump(dest.block)),
            Op::CondBr {
                cond,
                then_dest,
                else_dest,
            } => self.eval_cond_br(*cond, then_dest.block, else_dest.block),
            Op::Switch {
                cond,
                default,
                cases,
            } => self.eval_switch(*cond, *default, cases),
            Op::IndirectBr { addr, dests } => self.eval_indirectbr(*addr, dests),
            Op::Unreachable => Err(Stop::ub(
                super::stop::UbKind::Unreachable,
                "executed an `unreachable` instruction",
            )),
            Op::FNeg { fmf, val } => self.done(dst, |m| m.eval_fneg(*fmf, *val, inst.ty)),
            Op::Binary {
                op,
                flags,
                fmf,
                lhs,
                rhs,
            } => self.done_reg(dst, |m| {
                m.eval_binary(*op, *flags, *fmf, *lhs, *rhs, inst.ty)
            }),
            Op::ExtractElement { vec, idx } => {
                self.done(dst, |m| m.eval_extractelement(*vec, *idx))
            }
            Op::InsertElement { vec, elem, idx } => {
                self.done(dst, |m| m.eval_insertelement(*vec, *elem, *idx, inst.ty))
            }
            Op::ShuffleVector { v1, v2, mask } => {
                self.done(dst, |m| m.eval_shufflevector(*v1, *v2, mask))
            }
            Op::ExtractValue { agg, indices } => {
                self.done(dst, |m| m.eval_extractvalue(*agg, indices))
            }
            Op::InsertValue { agg, val, indices } => {
                self.done(dst, |m| m.eval_insertvalue(*agg, *val, indices, inst.ty))
            }
            Op::Alloca {
                ty,
                elem_size,
                count,
                align,
                starts_dead,
                name,
            } => self.done(dst, |m| {
                m.eval_alloca(*ty, *elem_size, *count, *align, *starts_dead, name)
                    .map(Value::Ptr)
            }),
            Op::Load {
                ty,
                ptr,
                align,
                volatile,
                checks,
                ..
            } => self.done_reg(dst, |m| m.eval_load(*ty, *ptr, *align, *volatile, checks)),
            Op::Store {
                ty,
                val,
                ptr,
                align,
                volatile,
                ..
            } => {
                self.eval_store(*ty, *val, *ptr, *align, *volatile)?;
                Ok(Flow::Next)
            }
            Op::Fence(_) => Ok(Flow::Next),
            Op::CmpXchg {
                ty,
                ptr,
                cmp,
                new,
                align,
            } => self.done(dst, |m| m.eval_cmpxchg(*ty, *ptr, *cmp, *new, *align)),
            Op::AtomicRmw {
                op,
                ty,
                ptr,
                val,
                align,
            } => self.done(dst, |m| m.eval_atomicrmw(*op, *ty, *ptr, *val, *align)),
            Op::Gep {
                flags,
                base,
                steps,
                lanes,
                index_bits,
            } => self.done(dst, |m| {
                m.eval_gep(*flags, *base, steps, *lanes, *index_bits)
            }),
            Op::Cast {
                op,
                flags,
                fmf,
                val,
                from,
                to,
                width,
            } => self.done_reg(dst, |m| {
                m.eval_cast(*op, *flags, *fmf, *val, (*from, *to), *width)
            }),
            Op::ICmp {
                pred,
                samesign,
                lhs,
                rhs,
                then_else: _,
            } => self.done_reg(dst, |m| m.eval_icmp(*pred, *samesign, *lhs, *rhs)),
            Op::FCmp {
                pred,
                fmf,
                lhs,
                rhs,
                ty,
            } => self.done(dst, |m| m.eval_fcmp(*pred, *fmf, *lhs, *rhs, *ty)),
            Op::Select {
                fmf,
                cond,
                then_val,
                else_val,
            } => self.done_reg(dst, |m| {
                m.eval_select(*fmf, *cond, *then_val, *else_val, inst.ty)
            }),
            Op::Freeze(v) => self.done(dst, |m| m.eval_freeze(*v, inst.ty)),
            Op::Call(call) => self.eval_call(call, dst),
            Op::VaArg { list, ty } => self.done(dst, |m| m.eval_va_arg(*list, *ty)),
            Op::Unsupported(what) => Err(Stop::unsupported(what.clone())),
        }
    }

    /// Runs an instruction that computes a value, then stores it.
    fn done(
        &mut self,
        dst: Option<u32>,
        f: impl FnOnce(&mut Self) -> Result<Value, Stop>,
    ) -> Result<Flow, Stop> {
        let v = f(self)?;
        self.write(dst, v);
        Ok(Flow::Next)
    }

    /// [`Machine::done`] for an instruction whose result is in register
    /// form.
    #[inline(always)]
    fn done_reg(
        &mut self,
        dst: Option<u32>,
        f: impl FnOnce(&mut Self) -> Result<Reg, Stop>,
    ) -> Result<Flow, Stop> {
        let v = f(self)?;
        self.write_reg(dst, v);
        Ok(Flow::Next)
    }

    /// The poison value of `ty` spelled out element by element. A register
    /// may hold a poison vector or aggregate either as one `Value::Poison`
    /// or element-wise (see [`Value::Poison`]); operations that take such a
    /// value apart use this to see its elements.
    pub(crate) fn poison_of(&self, ty: TypeId) -> Result<Value, Stop> {
        ConstEval::new(self.prog)
            .poison(ty)
            .map_err(|e| Stop::unsupported(e.message))
    }

    /// Applies a scalar operation lane by lane (vectors element-wise),
    /// resolving undef operands when the exact result is not expressible.
    pub(crate) fn lanes2<F>(&mut self, a: &Value, b: &Value, f: F) -> Result<Value, Stop>
    where
        F: Fn(&Value, &Value) -> Result<Value, OpError> + Clone + 'static,
    {
        match (a, b) {
            (Value::Vector(xs), Value::Vector(ys)) => {
                let mut out = Vec::with_capacity(xs.len());
                for (x, y) in xs.iter().zip(ys.iter()) {
                    out.push(self.scalar2(x, y, &f)?);
                }
                Ok(Value::Vector(out.into()))
            }
            _ => self.scalar2(a, b, &f),
        }
    }

    fn scalar2<F>(&mut self, a: &Value, b: &Value, f: &F) -> Result<Value, Stop>
    where
        F: Fn(&Value, &Value) -> Result<Value, OpError> + Clone + 'static,
    {
        match f(a, b) {
            Err(OpError::Inexact) => {
                let f = f.clone();
                let f: OpFn = Rc::new(move |v: &[Value]| f(&v[0], &v[1]));
                self.resolve_in_stages(&[a.clone(), b.clone()], &f)
            }
            r => r.map_err(op_stop),
        }
    }

    /// Applies a scalar operation lane by lane to one operand.
    pub(crate) fn lanes1<F>(&mut self, a: &Value, f: F) -> Result<Value, Stop>
    where
        F: Fn(&Value) -> Result<Value, OpError> + Clone + 'static,
    {
        match a {
            Value::Vector(xs) => {
                let mut out = Vec::with_capacity(xs.len());
                for x in xs.iter() {
                    out.push(self.scalar1(x, &f)?);
                }
                Ok(Value::Vector(out.into()))
            }
            _ => self.scalar1(a, &f),
        }
    }

    fn scalar1<F>(&mut self, a: &Value, f: &F) -> Result<Value, Stop>
    where
        F: Fn(&Value) -> Result<Value, OpError> + Clone + 'static,
    {
        match f(a) {
            Err(OpError::Inexact) => {
                let f = f.clone();
                let f: OpFn = Rc::new(move |v: &[Value]| f(&v[0]));
                self.resolve_in_stages(std::slice::from_ref(a), &f)
            }
            r => r.map_err(op_stop),
        }
    }

    /// Applies `f`, whose exact result on `ops` is not a cube, after
    /// resolving as few of their undef bits as it takes (decision 0001):
    /// first the undef bits below each operand's highest defined bit
    /// (which leaves undef bits running to the top, the shape sums keep),
    /// then every operand but the first, then the first's sign bit (which
    /// `sext` and `ashr` need), then all of it, trying `f` after each stage
    /// that resolved something. Each stage is one choice per operand over
    /// just the bits it resolves, and the results of all the choices
    /// together are exactly `f`'s result set. One run shows one of them:
    /// the register keeps `f` and `ops` (a [`Recipe`]) so that integer
    /// arithmetic, comparisons and casts reading it compute on the whole
    /// set (see [`super::deferred`] and `derived.rs`); the run is marked
    /// approximated once the result is used otherwise, except by the entry
    /// function's `ret` (where LangRef lets each use of it pick again, and
    /// where undef would be UB, as a branch on it), and when it goes
    /// elsewhere than a register.
    pub(crate) fn resolve_in_stages(&mut self, ops: &[Value], f: &OpFn) -> Result<Value, Stop> {
        let (total, kept) = self.creator();
        self.resolve_keeping(ops, f, total, kept)
    }

    /// [`Machine::resolve_in_stages`], keeping the recipe (`f` of `ops`,
    /// [`Recipe::total`] as given) for the register the result goes to if
    /// `kept` and nothing else of the instruction is resolved.
    pub(crate) fn resolve_keeping(
        &mut self,
        ops: &[Value],
        f: &OpFn,
        total: bool,
        kept: bool,
    ) -> Result<Value, Stop> {
        let recipe = kept.then(|| Recipe::new(ops.to_vec(), f.clone(), total));
        self.resolve_recipe(ops, f, recipe)
    }

    /// `f` of `ops` with only `ops[0]` (a `select`'s undef condition)
    /// resolved, at `undef-use`, the other operands (the arms) kept as
    /// they are, cubes included; the register the result goes to keeps
    /// the recipe (`f` of `ops`, total) when nothing else of the
    /// instruction is resolved, so that each read of it takes the whole
    /// set of both arms (rule `[undef-derived]`). The member it holds is
    /// the chosen arm, which may keep undef bits: a subset of the set.
    pub(crate) fn resolve_condition_keeping(
        &mut self,
        ops: &[Value],
        f: &OpFn,
    ) -> Result<Value, Stop> {
        self.start_resolving();
        let mut vals = ops.to_vec();
        vals[0] = self.resolve_undef(&vals[0]);
        let v = f(&vals).map_err(op_stop)?;
        self.pending = match std::mem::take(&mut self.pending) {
            Pending::None if matches!(v, Value::Int(_) | Value::Undef(_)) => {
                Pending::One(Recipe::new(ops.to_vec(), f.clone(), true), v.clone())
            }
            _ => Pending::Many,
        };
        Ok(v)
    }

    /// [`Machine::resolve_in_stages`] for an operation whose result is an
    /// aggregate (`f` of `ops`) with each field `fields[i]` of the same
    /// operands: one resolution gives one member for the aggregate as a
    /// whole (a `ret`, a `store` or a `phi` of it sees both fields of the
    /// same operands), and the register keeps the recipe with its fields,
    /// so that an `extractvalue` of it, a use of its own, takes that
    /// field's whole set (see `derived.rs`).
    pub(crate) fn resolve_with_fields(
        &mut self,
        ops: &[Value],
        f: &OpFn,
        fields: Rc<[OpFn]>,
    ) -> Result<Value, Stop> {
        let (total, kept) = self.creator();
        let recipe = kept.then(|| Recipe {
            fields: Some(fields),
            ..Recipe::new(ops.to_vec(), f.clone(), total)
        });
        self.resolve_recipe(ops, f, recipe)
    }

    /// Resolves `f` of `ops` in stages, keeping `recipe` (if any) for the
    /// register the result goes to when nothing else of the instruction is
    /// resolved.
    fn resolve_recipe(
        &mut self,
        ops: &[Value],
        f: &OpFn,
        recipe: Option<Recipe>,
    ) -> Result<Value, Stop> {
        let v = self.resolve_stages(ops, &**f)?;
        self.pending = match (std::mem::take(&mut self.pending), recipe) {
            // Only defined integer members (or aggregates of integers,
            // with per-field recipes, which `extractvalue` alone reads):
            // then the recipe gives defined integers (or poison) on
            // defined operands, which the rules reading it take.
            (Pending::None, Some(recipe)) if keeps_recipe(&v, recipe.fields.is_some()) => {
                Pending::One(recipe, v.clone())
            }
            _ => Pending::Many,
        };
        Ok(v)
    }

    fn resolve_stages(
        &mut self,
        ops: &[Value],
        f: &dyn Fn(&[Value]) -> Result<Value, OpError>,
    ) -> Result<Value, Stop> {
        self.start_resolving();
        let mut vals = ops.to_vec();
        for stage in 0..4 {
            let mut changed = false;
            for (i, v) in vals.iter_mut().enumerate() {
                let Value::Undef(u) = &*v else {
                    continue;
                };
                let mask = match stage {
                    0 => super::ops::undef::holes(&u.undef),
                    1 if i > 0 => u.undef.clone(),
                    2 if i == 0 => ApInt::signed_min(u.undef.width()),
                    3 if i == 0 => u.undef.clone(),
                    _ => continue,
                };
                if mask.and(&u.undef).is_zero() {
                    continue;
                }
                *v = self.resolve_undef_in(v, &mask);
                changed = true;
            }
            if !changed {
                continue;
            }
            match f(&vals) {
                Err(OpError::Inexact) => {}
                r => return r.map_err(op_stop),
            }
        }
        // Every operand is resolved by now (stage 1 resolves all but the
        // first, stage 3 the first), unless an operand was not a plain
        // scalar with undef bits: then resolve whatever is left whole.
        let vals: Vec<Value> = vals.iter().map(|v| self.resolve_undef(v)).collect();
        f(&vals).map_err(op_stop)
    }
}

/// Whether a resolved result `v` keeps its recipe: a defined integer, or
/// (with per-field recipes) an aggregate of integers, defined or cubes (a
/// pair whose other field is defined: `umul.with.overflow(undef, 1)`
/// after resolving the `1`).
fn keeps_recipe(v: &Value, fields: bool) -> bool {
    match v {
        Value::Int(_) => true,
        Value::Aggregate(fs) => {
            fields
                && fs
                    .iter()
                    .all(|f| matches!(f, Value::Int(_) | Value::Undef(_)))
        }
        _ => false,
    }
}

/// The stop for a failed pure operation.
pub(crate) fn op_stop(e: OpError) -> Stop {
    match e {
        OpError::Ub { kind, message } => Stop::ub(kind, message),
        OpError::Inexact => {
            Stop::unsupported("an operation on undef bits that could not be resolved")
        }
        OpError::Shape => Stop::unsupported("operands of an unexpected shape (ill-typed module?)"),
        OpError::Unsupported(s) => Stop::unsupported(s),
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use crate::model::Model;
    use crate::oracle::RandomOracle;
    use crate::sem::program::Program;
    use crate::sem::run::{Arg, RunOptions, run_function};
    use crate::sem::stop::Stop;
    use crate::syntax::SourceFile;
    use crate::value::Value;

    /// Runs `@f` of `src` with one whole-value poison argument (the form the
    /// refinement checker's inputs take for vectors and aggregates).
    fn run_with_poison(src: &str) -> Stop {
        let module = crate::parse::load(SourceFile::new("t.ll", src)).expect("valid module");
        let prog = Program::new(Arc::new(module), Model::default()).expect("compiles");
        let f = prog.module.function_by_name("f").expect("has @f");
        let mut oracle = RandomOracle::new(0);
        let opts = RunOptions::default();
        run_function(
            &prog,
            f,
            vec![Arg::Value(Value::Poison)],
            &mut oracle,
            &opts,
        )
        .stop
    }

    /// Whether the run of `@f` of `src` (no arguments) was approximated,
    /// and the value it returned.
    fn approximated(src: &str) -> (bool, Option<Value>) {
        let module = crate::parse::load(SourceFile::new("t.ll", src)).expect("valid module");
        let prog = Program::new(Arc::new(module), Model::default()).expect("compiles");
        let f = prog.module.function_by_name("f").expect("has @f");
        let mut oracle = RandomOracle::new(0);
        let r = run_function(&prog, f, vec![], &mut oracle, &RunOptions::default());
        match r.stop {
            Stop::Returned(v) => (r.approximated, v),
            other => panic!("{other:?}"),
        }
    }

    /// A result computed by resolving undef bits (`add nsw` of undef may
    /// overflow) keeps its recipe: an integer operation reading it (also
    /// through a phi) computes on its whole set when that gives a cube, so
    /// the run stays exact; so does a single use that reads the member it
    /// holds; a second such use, or a use that carries the member on (a
    /// callee's `ret`, a store) makes the run approximated; overwriting its
    /// register ends that.
    #[test]
    fn uses_of_resolved_results_mark_the_run_approximated() {
        let returned = "define i8 @f() {\n  %r = add nsw i8 undef, 1\n  ret i8 %r\n}\n";
        assert!(!approximated(returned).0);
        // {0, poison}: not a cube, the member is read, by its one use:
        // choosing at the write is choosing at that use, the run is exact.
        let used =
            "define i8 @f() {\n  %r = add nsw i8 undef, 1\n  %s = and i8 %r, 0\n  ret i8 %s\n}\n";
        assert!(!approximated(used).0);
        // Two uses that read the member (two instructions, or one
        // instruction reading it twice) may see two members; a use that
        // computes on the whole set (the recipe) does not count.
        let twice = "define i8 @f() {\n  %r = add nsw i8 undef, 1\n  %s = select i1 true, i8 %r, i8 0\n  %t = select i1 false, i8 0, i8 %r\n  %u = xor i8 %s, %t\n  ret i8 %u\n}\n";
        assert!(approximated(twice).0);
        let both = "define i8 @f() {\n  %r = add nsw i8 undef, 1\n  %s = select i1 true, i8 %r, i8 %r\n  ret i8 %s\n}\n";
        assert!(approximated(both).0);
        // A result computed from the member counts its own uses.
        let derived = "define i8 @f() {\n  %r = add nsw i8 undef, 1\n  %s = select i1 true, i8 %r, i8 0\n  %t = add i8 %s, %s\n  ret i8 %t\n}\n";
        assert!(approximated(derived).0);
        // Each execution of a use in a loop is a use.
        let looped = "define i8 @f() {\nentry:\n  %r = add nsw i8 undef, 1\n  br label %loop\nloop:\n  %i = phi i8 [ 0, %entry ], [ %n, %loop ]\n  %s = select i1 true, i8 %r, i8 0\n  %n = add i8 %i, 1\n  %c = icmp eq i8 %n, 2\n  br i1 %c, label %exit, label %loop\nexit:\n  ret i8 %s\n}\n";
        assert!(approximated(looped).0);
        // A `getelementptr` over an undef index is one member of its
        // addresses (not well defined: no access may go through it);
        // compared once, exact; compared twice, not.
        let table = "@t = constant [4 x i8] c\"\\01\\02\\03\\04\"\n";
        let gep_once = format!(
            "{table}define i8 @f() {{\n  %i = and i8 undef, 3\n  %p = getelementptr [4 x i8], ptr @t, i64 0, i8 %i\n  %c = icmp eq ptr %p, @t\n  %a = zext i1 %c to i8\n  ret i8 %a\n}}\n"
        );
        assert!(!approximated(&gep_once).0);
        let gep_twice = format!(
            "{table}define i8 @f() {{\n  %i = and i8 undef, 3\n  %p = getelementptr [4 x i8], ptr @t, i64 0, i8 %i\n  %c = icmp eq ptr %p, @t\n  %e = icmp ne ptr %p, @t\n  %a = zext i1 %c to i8\n  %b = zext i1 %e to i8\n  %d = sub i8 %a, %b\n  ret i8 %d\n}}\n"
        );
        assert!(approximated(&gep_twice).0);
        // The entry's `ret` and a `freeze` are uses too.
        let returned_and_read = "define i8 @f() {\n  %r = add nsw i8 undef, 1\n  %s = select i1 true, i8 %r, i8 0\n  %t = icmp eq i8 %s, 3\n  ret i8 %r\n}\n";
        assert!(approximated(returned_and_read).0);
        let frozen_and_read = "define i8 @f() {\n  %r = add nsw i8 undef, 1\n  %s = select i1 true, i8 %r, i8 0\n  %t = freeze i8 %r\n  %u = xor i8 %s, %t\n  ret i8 %u\n}\n";
        assert!(approximated(frozen_and_read).0);
        // {0, 1}: a cube, no choice left.
        let cube =
            "define i8 @f() {\n  %e = sext i1 undef to i8\n  %s = sub i8 0, %e\n  ret i8 %s\n}\n";
        let (approx, v) = approximated(cube);
        assert!(!approx);
        assert!(
            matches!(&v, Some(Value::Undef(u)) if u.undef.to_u64() == Some(1)),
            "{v:?}"
        );
        let phi = "define i8 @f() {\nentry:\n  %e = sext i1 undef to i8\n  br label %next\nnext:\n  %p = phi i8 [ %e, %entry ]\n  %s = sub i8 0, %p\n  ret i8 %s\n}\n";
        assert!(!approximated(phi).0);
        let stored = "define i8 @f() {\n  %a = alloca i8\n  %r = add nsw i8 undef, 1\n  store i8 %r, ptr %a\n  ret i8 0\n}\n";
        assert!(approximated(stored).0);
        let callee = "define i8 @g() {\n  %r = add nsw i8 undef, 1\n  ret i8 %r\n}\ndefine i8 @f() {\n  %r = call i8 @g()\n  ret i8 %r\n}\n";
        assert!(approximated(callee).0);
        // `%r` is resolved in the first iteration and overwritten with a
        // defined value in the second, before the exit block reads it.
        let overwritten = "define i8 @f() {\nentry:\n  br label %loop\nloop:\n  %i = phi i8 [ 0, %entry ], [ 1, %loop ]\n  %v = phi i8 [ undef, %entry ], [ 1, %loop ]\n  %r = add nsw i8 %v, 1\n  %c = icmp eq i8 %i, 0\n  br i1 %c, label %loop, label %exit\nexit:\n  %s = add i8 %r, 1\n  ret i8 %s\n}\n";
        assert_eq!(approximated(overwritten), (false, Some(Value::int(8, 3))));
        let unresolved =
            "define i8 @f() {\n  %r = add i8 undef, 1\n  %s = and i8 %r, 0\n  ret i8 %s\n}\n";
        assert!(!approximated(unresolved).0);
    }

    #[test]
    fn whole_value_poison_vectors_and_aggregates_are_taken_apart() {
        let returned = |src: &str| match run_with_poison(src) {
            Stop::Returned(Some(v)) => v,
            other => panic!("{other:?}"),
        };
        let ext = "define i8 @f(<2 x i8> %v) {\n  %e = extractelement <2 x i8> %v, i32 1\n  ret i8 %e\n}\n";
        assert_eq!(returned(ext), Value::Poison);
        let ins = "define <2 x i8> @f(<2 x i8> %v) {\n  %r = insertelement <2 x i8> %v, i8 1, i32 1\n  ret <2 x i8> %r\n}\n";
        let Value::Vector(es) = returned(ins) else {
            panic!("not a vector")
        };
        assert!(es[0].is_poison() && !es[1].is_poison());
        let shuf = "define <2 x i8> @f(<2 x i8> %v) {\n  %r = shufflevector <2 x i8> %v, <2 x i8> <i8 1, i8 2>, <2 x i32> <i32 0, i32 3>\n  ret <2 x i8> %r\n}\n";
        let Value::Vector(es) = returned(shuf) else {
            panic!("not a vector")
        };
        assert!(es[0].is_poison() && !es[1].is_poison());
        let ev = "define i8 @f({ i8, { i8, i8 } } %s) {\n  %e = extractvalue { i8, { i8, i8 } } %s, 1, 0\n  ret i8 %e\n}\n";
        assert_eq!(returned(ev), Value::Poison);
        let iv = "define i8 @f({ i8, { i8, i8 } } %s) {\n  %t = insertvalue { i8, { i8, i8 } } %s, i8 7, 1, 1\n  %e = extractvalue { i8, { i8, i8 } } %t, 1, 1\n  ret i8 %e\n}\n";
        assert!(matches!(returned(iv), Value::Int(i) if i.to_u64() == Some(7)));
        let frz = "define i1 @f(<2 x i1> %v) {\n  %g = freeze <2 x i1> %v\n  %e = extractelement <2 x i1> %g, i32 0\n  %d = freeze i1 %e\n  %r = icmp eq i1 %e, %d\n  ret i1 %r\n}\n";
        assert_eq!(returned(frz), Value::bool(true));
    }
}
