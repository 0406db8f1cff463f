//! Random functions for `llsem fuzz`: small (5-30 instructions), built of
//! what optimizers get wrong: integer arithmetic at widths 1, 8, 16, 32, 64
//! and odd widths with every poison-generating flag (`nsw`, `nuw`, `exact`,
//! `disjoint`, `nneg`, `samesign`, `trunc nuw/nsw`), `icmp`, `select`
//! (including the `i1` selects InstCombine turns into `and`/`or`),
//! `freeze`, `poison` and `undef` constants, shifts, min/max and other
//! integer intrinsics, a diamond with `phi`s, short counted loops, loads
//! and stores through `alloca`s and pointer arguments, and calls to
//! declared functions with attributes.
//!
//! A function is kept as a small structured program ([`Func`]: segments of
//! straight-line code, diamonds and single-block loops) so that the
//! shrinker can remove and simplify parts of it and always get valid IR
//! back; [`Func::text`] writes it as `.ll`. Generation draws raw `u64`s
//! from a seeded ChaCha8 generator (`rand`), so a seed gives the same
//! functions on every machine and thread count; [`Func`] is also a
//! `quickcheck::Arbitrary`, for property tests of a user's own pass.

use std::collections::BTreeSet;
use std::fmt::Write;

use chacha20::ChaCha8Rng;
use quickcheck::{Arbitrary, Gen};
use rand::{Rng, SeedableRng};

use crate::syntax::BinOp;

/// A value's type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ty {
    /// `iN`.
    Int(u32),
    /// `ptr`.
    Ptr,
}

impl Ty {
    fn text(self) -> String {
        match self {
            Ty::Int(w) => format!("i{w}"),
            Ty::Ptr => "ptr".into(),
        }
    }
}

/// An operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opnd {
    /// `%aN`: a parameter.
    Param(u32),
    /// `%vN`: an instruction's (or a phi's) result.
    Val(u32),
    /// An integer constant (its bits, the low `w` of the value).
    Const(u128),
    /// `poison`.
    Poison,
    /// `undef`.
    Undef,
    /// `null` (of `ptr`).
    Null,
}

/// Poison-generating flags of an instruction (each used only where LangRef
/// allows it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Flags {
    /// `nuw` (binary, `trunc`).
    pub nuw: bool,
    /// `nsw` (binary, `trunc`).
    pub nsw: bool,
    /// `exact`.
    pub exact: bool,
    /// `disjoint` (`or`).
    pub disjoint: bool,
    /// `nneg` (`zext`).
    pub nneg: bool,
    /// `samesign` (`icmp`).
    pub samesign: bool,
}

/// Integer intrinsics (`llvm.NAME.iN`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Intrinsic {
    /// `umin`.
    UMin,
    /// `umax`.
    UMax,
    /// `smin`.
    SMin,
    /// `smax`.
    SMax,
    /// `abs(x, i1 is_int_min_poison)`.
    Abs(bool),
    /// `ctpop`.
    CtPop,
    /// `ctlz(x, i1 is_zero_poison)`.
    CtLz(bool),
    /// `cttz(x, i1 is_zero_poison)`.
    CtTz(bool),
    /// `uadd.sat`.
    UAddSat,
    /// `usub.sat`.
    USubSat,
    /// `sadd.sat`.
    SAddSat,
    /// `ssub.sat`.
    SSubSat,
    /// `fshl`.
    FShl,
    /// `fshr`.
    FShr,
    /// `bitreverse`.
    BitReverse,
    /// `bswap` (widths that are multiples of 16).
    BSwap,
}

impl Intrinsic {
    fn name(self) -> &'static str {
        match self {
            Intrinsic::UMin => "umin",
            Intrinsic::UMax => "umax",
            Intrinsic::SMin => "smin",
            Intrinsic::SMax => "smax",
            Intrinsic::Abs(_) => "abs",
            Intrinsic::CtPop => "ctpop",
            Intrinsic::CtLz(_) => "ctlz",
            Intrinsic::CtTz(_) => "cttz",
            Intrinsic::UAddSat => "uadd.sat",
            Intrinsic::USubSat => "usub.sat",
            Intrinsic::SAddSat => "sadd.sat",
            Intrinsic::SSubSat => "ssub.sat",
            Intrinsic::FShl => "fshl",
            Intrinsic::FShr => "fshr",
            Intrinsic::BitReverse => "bitreverse",
            Intrinsic::BSwap => "bswap",
        }
    }

    /// How many integer operands of the result's type it takes.
    fn arity(self) -> usize {
        match self {
            Intrinsic::Abs(_)
            | Intrinsic::CtPop
            | Intrinsic::CtLz(_)
            | Intrinsic::CtTz(_)
            | Intrinsic::BitReverse
            | Intrinsic::BSwap => 1,
            Intrinsic::FShl | Intrinsic::FShr => 3,
            _ => 2,
        }
    }

    /// The trailing `i1` immediate, if it takes one.
    fn flag(self) -> Option<bool> {
        match self {
            Intrinsic::Abs(b) | Intrinsic::CtLz(b) | Intrinsic::CtTz(b) => Some(b),
            _ => None,
        }
    }
}

/// An external function the generated code calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Callee {
    /// `iN @fz.pure.iN(iN)`: `memory(none) nounwind willreturn`, its
    /// result a function of its argument.
    Pure(u32),
    /// `void @fz.use.iN(iN noundef)`: an observable event.
    Use(u32),
}

/// The `icmp` predicates.
pub const PREDS: [&str; 10] = [
    "eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle",
];

/// What an instruction computes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    /// `op flags T a, b`.
    Bin(BinOp, Flags, Opnd, Opnd),
    /// `icmp [samesign] PRED T a, b` (the operands' type is `ty`).
    Icmp(u8, Flags, Ty, Opnd, Opnd),
    /// `select i1 c, T a, T b`.
    Select(Opnd, Opnd, Opnd),
    /// `freeze T a`.
    Freeze(Opnd),
    /// `zext [nneg]`/`sext`/`trunc [nuw] [nsw]` from the given type.
    Cast(&'static str, Flags, Ty, Opnd),
    /// `call T @llvm.NAME.T(...)`.
    Intrinsic(Intrinsic, Vec<Opnd>),
    /// `alloca T` (the result is a `ptr`; `T` is the allocated type).
    Alloca(Ty),
    /// `load T` from `ptr + offset`.
    Load(Opnd, u8),
    /// `store T v` to `ptr + offset` (no result).
    Store(Ty, Opnd, Opnd, u8),
    /// A call to a declared function.
    Call(Callee, Opnd),
}

/// An instruction: `%vID = op` of type `ty` (`ty` is the stored type for
/// a `store`, the callee's argument type for a `void` call).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Inst {
    /// The result's number.
    pub id: u32,
    /// The result's type.
    pub ty: Ty,
    /// What it computes.
    pub op: Op,
}

impl Inst {
    /// Whether it defines a value others may use.
    pub fn has_value(&self) -> bool {
        !matches!(self.op, Op::Store(..) | Op::Call(Callee::Use(_), _))
    }
}

/// A phi at the join of a diamond.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Phi {
    /// The result's number.
    pub id: u32,
    /// Its type.
    pub ty: Ty,
    /// The value coming from the `then` arm.
    pub then: Opnd,
    /// The value coming from the `else` arm.
    pub els: Opnd,
}

/// A part of a function body.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Seg {
    /// Straight-line code.
    Insts(Vec<Inst>),
    /// `br i1 cond, then, else`, both arms joining, with phis at the join.
    Diamond {
        /// The condition (`i1`).
        cond: Opnd,
        /// The `then` arm.
        then: Vec<Inst>,
        /// The `else` arm.
        els: Vec<Inst>,
        /// The phis at the join.
        phis: Vec<Phi>,
    },
    /// A single-block loop run `trip` times (at least once): an `i8`
    /// counter from 0, an accumulator of type `ty` from `init` fed back
    /// `next` each iteration, and the body.
    Loop {
        /// Iterations.
        trip: u8,
        /// The counter's number (an `i8` phi).
        ind: u32,
        /// The accumulator's number (a phi).
        acc: u32,
        /// The accumulator's type.
        ty: Ty,
        /// Its first value.
        init: Opnd,
        /// The body.
        body: Vec<Inst>,
        /// The accumulator's next value (a body value, or the accumulator).
        next: Opnd,
    },
}

/// A generated function: parameters, segments, and the returned operand.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Func {
    /// Parameter types.
    pub params: Vec<Ty>,
    /// The return type.
    pub ret_ty: Ty,
    /// The body.
    pub segs: Vec<Seg>,
    /// What `ret` returns.
    pub ret: Opnd,
}

/// The widths drawn from: the usual ones, and odd ones.
const WIDTHS: [u32; 11] = [1, 8, 8, 16, 32, 32, 64, 3, 5, 7, 13];

/// A seeded source of raw draws.
pub struct Draw {
    rng: ChaCha8Rng,
}

impl Draw {
    /// The draws of `seed`.
    pub fn new(seed: u64) -> Draw {
        Draw {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// A number below `n` (n ≥ 1).
    pub fn below(&mut self, n: u64) -> u64 {
        self.rng.next_u64() % n.max(1)
    }

    /// True with probability `num`/`den`.
    fn chance(&mut self, num: u64, den: u64) -> bool {
        self.below(den) < num
    }

    fn pick<T: Copy>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len() as u64) as usize]
    }

    fn bits(&mut self) -> u128 {
        (u128::from(self.rng.next_u64()) << 64) | u128::from(self.rng.next_u64())
    }
}

/// The low `w` bits of `v`.
pub fn mask(w: u32, v: u128) -> u128 {
    if w >= 128 { v } else { v & ((1u128 << w) - 1) }
}

/// What is visible at a point of the function: values by type.
#[derive(Clone, Default)]
struct Scope {
    vals: Vec<(Opnd, Ty)>,
}

/// The generator's state for one function.
struct Builder<'d> {
    d: &'d mut Draw,
    next_id: u32,
    main: u32,
    other: u32,
}

impl Builder<'_> {
    fn fresh(&mut self) -> u32 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    fn int_ty(&mut self) -> Ty {
        Ty::Int(if self.d.chance(3, 4) {
            self.main
        } else {
            self.other
        })
    }

    /// A constant of width `w`: boundary values mostly, sometimes poison or
    /// undef.
    fn constant(&mut self, w: u32) -> Opnd {
        let v: u128 = match self.d.below(14) {
            0 | 1 => 0,
            2 | 3 => 1,
            4 => u128::MAX,
            5 => 2,
            6 => 1 << (w - 1),
            7 => (1 << (w - 1)) - 1,
            8 | 9 => self.d.below(u64::from(w.min(16)) + 1).into(),
            10 => 1 << self.d.below(u64::from(w)),
            11 => u128::MAX - self.d.below(4) as u128,
            12 => self.d.bits(),
            _ => {
                return match self.d.below(3) {
                    0 => Opnd::Undef,
                    _ => Opnd::Poison,
                };
            }
        };
        Opnd::Const(mask(w, v))
    }

    /// An operand of type `ty`: a visible value (recent ones more often),
    /// or a constant.
    fn operand(&mut self, scope: &Scope, ty: Ty) -> Opnd {
        let of_ty: Vec<Opnd> = scope
            .vals
            .iter()
            .filter(|(_, t)| *t == ty)
            .map(|(o, _)| *o)
            .collect();
        match ty {
            Ty::Ptr => {
                if of_ty.is_empty() || self.d.chance(1, 12) {
                    Opnd::Null
                } else {
                    of_ty[of_ty.len() - 1 - self.d.below(of_ty.len() as u64) as usize]
                }
            }
            Ty::Int(w) => {
                if of_ty.is_empty() || self.d.chance(1, 5) {
                    self.constant(w)
                } else {
                    // Prefer the latest values, so that the function is a
                    // chain rather than a fan.
                    let n = of_ty.len() as u64;
                    let back = self.d.below(n.min(4)).min(self.d.below(n));
                    of_ty[(n - 1 - back) as usize]
                }
            }
        }
    }

    /// A visible value of type `ty` if there is one (any of them), else
    /// an operand.
    fn value(&mut self, scope: &Scope, ty: Ty) -> Opnd {
        let of_ty: Vec<Opnd> = scope
            .vals
            .iter()
            .filter(|(_, t)| *t == ty)
            .map(|(o, _)| *o)
            .collect();
        if of_ty.is_empty() {
            self.operand(scope, ty)
        } else {
            of_ty[self.d.below(of_ty.len() as u64) as usize]
        }
    }

    fn flags_for(&mut self, op: BinOp) -> Flags {
        Flags {
            nuw: op.allows_wrap_flags() && self.d.chance(1, 3),
            nsw: op.allows_wrap_flags() && self.d.chance(1, 3),
            exact: op.allows_exact() && self.d.chance(1, 3),
            disjoint: op == BinOp::Or && self.d.chance(1, 3),
            ..Flags::default()
        }
    }

    /// One instruction; its value (if any) joins the scope.
    fn inst(&mut self, scope: &mut Scope) -> Inst {
        let id = self.fresh();
        let ty = self.int_ty();
        let Ty::Int(w) = ty else { unreachable!() };
        let ptrs = scope.vals.iter().any(|(_, t)| *t == Ty::Ptr);
        let op = match self.d.below(100) {
            0..=34 => {
                let int_ops: Vec<BinOp> =
                    BinOp::ALL.into_iter().filter(|o| !o.is_float()).collect();
                let mut op = self.d.pick(&int_ops);
                if matches!(op, BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem)
                    && self.d.chance(1, 2)
                {
                    op = BinOp::Add;
                }
                let a = self.operand(scope, ty);
                let b = if self.d.chance(1, 8) {
                    a
                } else {
                    self.operand(scope, ty)
                };
                let f = self.flags_for(op);
                Op::Bin(op, f, a, b)
            }
            35..=46 => {
                let t = self.int_ty();
                let a = self.operand(scope, t);
                let b = self.operand(scope, t);
                let pred = self.d.below(10) as u8;
                let f = Flags {
                    samesign: pred >= 2 && self.d.chance(1, 3),
                    ..Flags::default()
                };
                scope.vals.push((Opnd::Val(id), Ty::Int(1)));
                return Inst {
                    id,
                    ty: Ty::Int(1),
                    op: Op::Icmp(pred, f, t, a, b),
                };
            }
            47..=58 => {
                // `i1` selects often: the and/or idioms.
                let t = if self.d.chance(1, 2) { Ty::Int(1) } else { ty };
                let idiom = t == Ty::Int(1) && self.d.chance(3, 4);
                let c = if idiom {
                    self.value(scope, Ty::Int(1))
                } else {
                    self.operand(scope, Ty::Int(1))
                };
                let (a, b) = if idiom {
                    let x = self.value(scope, t);
                    if self.d.chance(1, 2) {
                        (x, Opnd::Const(0))
                    } else {
                        (Opnd::Const(1), x)
                    }
                } else {
                    (self.operand(scope, t), self.operand(scope, t))
                };
                scope.vals.push((Opnd::Val(id), t));
                return Inst {
                    id,
                    ty: t,
                    op: Op::Select(c, a, b),
                };
            }
            59..=64 => Op::Freeze(self.operand(scope, ty)),
            65..=74 => {
                let from = self.int_ty();
                let Ty::Int(fw) = from else { unreachable!() };
                let a = self.operand(scope, from);
                if fw == w {
                    Op::Freeze(self.operand(scope, ty))
                } else if fw > w {
                    let f = Flags {
                        nuw: self.d.chance(1, 3),
                        nsw: self.d.chance(1, 3),
                        ..Flags::default()
                    };
                    Op::Cast("trunc", f, from, a)
                } else if self.d.chance(1, 2) {
                    let f = Flags {
                        nneg: self.d.chance(1, 3),
                        ..Flags::default()
                    };
                    Op::Cast("zext", f, from, a)
                } else {
                    Op::Cast("sext", Flags::default(), from, a)
                }
            }
            75..=86 => {
                let mut choices = vec![
                    Intrinsic::UMin,
                    Intrinsic::UMax,
                    Intrinsic::SMin,
                    Intrinsic::SMax,
                    Intrinsic::Abs(self.d.chance(1, 2)),
                    Intrinsic::CtPop,
                    Intrinsic::CtLz(self.d.chance(1, 2)),
                    Intrinsic::CtTz(self.d.chance(1, 2)),
                    Intrinsic::UAddSat,
                    Intrinsic::USubSat,
                    Intrinsic::SAddSat,
                    Intrinsic::SSubSat,
                    Intrinsic::FShl,
                    Intrinsic::FShr,
                    Intrinsic::BitReverse,
                ];
                if w % 16 == 0 {
                    choices.push(Intrinsic::BSwap);
                }
                let k = self.d.pick(&choices);
                let args = (0..k.arity()).map(|_| self.operand(scope, ty)).collect();
                Op::Intrinsic(k, args)
            }
            87..=95 if ptrs || self.d.chance(1, 2) => {
                // Memory: a load, a store, or a fresh alloca.
                if !ptrs || self.d.chance(1, 4) {
                    scope.vals.push((Opnd::Val(id), Ty::Ptr));
                    return Inst {
                        id,
                        ty: Ty::Ptr,
                        op: Op::Alloca(ty),
                    };
                }
                let p = self.operand(scope, Ty::Ptr);
                let off = self.d.below(4) as u8;
                if self.d.chance(1, 2) {
                    let v = self.operand(scope, ty);
                    return Inst {
                        id,
                        ty,
                        op: Op::Store(ty, v, p, off),
                    };
                }
                Op::Load(p, off)
            }
            _ => {
                let w = if self.d.chance(1, 2) { 8 } else { w };
                let t = Ty::Int(w);
                let a = self.operand(scope, t);
                if self.d.chance(1, 2) {
                    return Inst {
                        id,
                        ty: t,
                        op: Op::Call(Callee::Use(w), a),
                    };
                }
                scope.vals.push((Opnd::Val(id), t));
                return Inst {
                    id,
                    ty: t,
                    op: Op::Call(Callee::Pure(w), a),
                };
            }
        };
        scope.vals.push((Opnd::Val(id), ty));
        Inst { id, ty, op }
    }

    fn insts(&mut self, n: usize, scope: &mut Scope) -> Vec<Inst> {
        (0..n).map(|_| self.inst(scope)).collect()
    }
}

impl Func {
    /// A random function from `d`.
    pub fn generate(d: &mut Draw) -> Func {
        let main = d.pick(&WIDTHS);
        let other = d.pick(&WIDTHS);
        let mut b = Builder {
            d,
            next_id: 0,
            main,
            other,
        };
        let nparams = 1 + b.d.below(3) as usize;
        let mut params: Vec<Ty> = (0..nparams).map(|_| b.int_ty()).collect();
        if b.d.chance(1, 4) {
            params.push(Ty::Ptr);
        }
        let mut scope = Scope::default();
        for (i, t) in params.iter().enumerate() {
            scope.vals.push((Opnd::Param(i as u32), *t));
        }
        let budget = 5 + b.d.below(8) as usize + b.d.below(3) as usize * b.d.below(7) as usize;
        let mut used = 0;
        let mut segs = Vec::new();
        while used < budget {
            let left = budget - used;
            let kind = b.d.below(10);
            if kind < 2 && left >= 4 {
                let cond = b.operand(&scope, Ty::Int(1));
                let nt = 1 + b.d.below(3) as usize;
                let ne = b.d.below(3) as usize;
                let mut ts = scope.clone();
                let then = b.insts(nt, &mut ts);
                let mut es = scope.clone();
                let els = b.insts(ne, &mut es);
                let mut phis = Vec::new();
                for _ in 0..1 + b.d.below(2) {
                    let ty = b.int_ty();
                    let t = b.operand(&ts, ty);
                    let e = b.operand(&es, ty);
                    let id = b.fresh();
                    phis.push(Phi {
                        id,
                        ty,
                        then: t,
                        els: e,
                    });
                }
                for p in &phis {
                    scope.vals.push((Opnd::Val(p.id), p.ty));
                }
                used += nt + ne + phis.len();
                segs.push(Seg::Diamond {
                    cond,
                    then,
                    els,
                    phis,
                });
            } else if kind < 4 && left >= 4 {
                let trip = 1 + b.d.below(4) as u8;
                let ind = b.fresh();
                let acc = b.fresh();
                let ty = b.int_ty();
                let init = b.operand(&scope, ty);
                let mut ls = scope.clone();
                ls.vals.push((Opnd::Val(ind), Ty::Int(8)));
                ls.vals.push((Opnd::Val(acc), ty));
                let n = 1 + b.d.below(4) as usize;
                let body = b.insts(n, &mut ls);
                let next = b.operand(&ls, ty);
                // The header block dominates the exit: every value of the
                // body stays visible after the loop.
                scope = ls;
                used += n + 2;
                segs.push(Seg::Loop {
                    trip,
                    ind,
                    acc,
                    ty,
                    init,
                    body,
                    next,
                });
            } else {
                let n = (1 + b.d.below(4) as usize).min(left);
                let insts = b.insts(n, &mut scope);
                used += n;
                segs.push(Seg::Insts(insts));
            }
        }
        let ret_ty = Ty::Int(main);
        let ret = scope
            .vals
            .iter()
            .rev()
            .find(|(o, t)| *t == ret_ty && matches!(o, Opnd::Val(_)))
            .map(|(o, _)| *o)
            .unwrap_or_else(|| b.operand(&scope, ret_ty));
        Func {
            params,
            ret_ty,
            segs,
            ret,
        }
    }

    /// Every instruction, in order.
    pub fn insts(&self) -> impl Iterator<Item = &Inst> {
        self.segs
            .iter()
            .flat_map(|s| -> Box<dyn Iterator<Item = &Inst>> {
                match s {
                    Seg::Insts(v) => Box::new(v.iter()),
                    Seg::Diamond { then, els, .. } => Box::new(then.iter().chain(els.iter())),
                    Seg::Loop { body, .. } => Box::new(body.iter()),
                }
            })
    }

    /// The declarations the function needs (intrinsics and callees).
    pub fn declarations(&self, out: &mut BTreeSet<String>) {
        for i in self.insts() {
            match &i.op {
                Op::Intrinsic(k, _) => {
                    let t = i.ty.text();
                    let mut params = vec![t.clone(); k.arity()];
                    if k.flag().is_some() {
                        params.push("i1".into());
                    }
                    out.insert(format!(
                        "declare {t} @llvm.{}.{t}({})",
                        k.name(),
                        params.join(", ")
                    ));
                }
                Op::Call(Callee::Pure(w), _) => {
                    out.insert(format!(
                        "declare i{w} @fz.pure.i{w}(i{w}) memory(none) nounwind willreturn"
                    ));
                }
                Op::Call(Callee::Use(w), _) => {
                    out.insert(format!("declare void @fz.use.i{w}(i{w} noundef) nounwind"));
                }
                _ => {}
            }
        }
    }

    /// The function as `.ll` text, named `@name`.
    pub fn text(&self, name: &str) -> String {
        let mut s = String::new();
        let params: Vec<String> = self
            .params
            .iter()
            .enumerate()
            .map(|(i, t)| format!("{} %a{i}", t.text()))
            .collect();
        let _ = writeln!(
            s,
            "define {} @{name}({}) {{\nentry:",
            self.ret_ty.text(),
            params.join(", ")
        );
        let mut block = "entry".to_string();
        for (k, seg) in self.segs.iter().enumerate() {
            match seg {
                Seg::Insts(v) => {
                    for i in v {
                        inst_text(&mut s, i);
                    }
                }
                Seg::Diamond {
                    cond,
                    then,
                    els,
                    phis,
                } => {
                    let _ = writeln!(
                        s,
                        "  br i1 {}, label %t{k}, label %e{k}\nt{k}:",
                        int_text(1, *cond)
                    );
                    for i in then {
                        inst_text(&mut s, i);
                    }
                    let _ = writeln!(s, "  br label %j{k}\ne{k}:");
                    for i in els {
                        inst_text(&mut s, i);
                    }
                    let _ = writeln!(s, "  br label %j{k}\nj{k}:");
                    for p in phis {
                        let _ = writeln!(
                            s,
                            "  %v{} = phi {} [ {}, %t{k} ], [ {}, %e{k} ]",
                            p.id,
                            p.ty.text(),
                            opnd(p.then),
                            opnd(p.els)
                        );
                    }
                    block = format!("j{k}");
                }
                Seg::Loop {
                    trip,
                    ind,
                    acc,
                    ty,
                    init,
                    body,
                    next,
                } => {
                    let t = ty.text();
                    let _ = writeln!(s, "  br label %l{k}\nl{k}:");
                    let _ = writeln!(
                        s,
                        "  %v{ind} = phi i8 [ 0, %{block} ], [ %v{ind}.n, %l{k} ]"
                    );
                    let _ = writeln!(
                        s,
                        "  %v{acc} = phi {t} [ {}, %{block} ], [ {}, %l{k} ]",
                        opnd(*init),
                        opnd(*next)
                    );
                    for i in body {
                        inst_text(&mut s, i);
                    }
                    let _ = writeln!(
                        s,
                        "  %v{ind}.n = add nuw i8 %v{ind}, 1\n  %v{ind}.c = icmp ult i8 %v{ind}.n, {trip}\n  br i1 %v{ind}.c, label %l{k}, label %x{k}\nx{k}:"
                    );
                    block = format!("x{k}");
                }
            }
        }
        let _ = writeln!(s, "  ret {}\n}}", typed(self.ret_ty, self.ret));
        s
    }
}

/// An operand as written.
fn opnd(o: Opnd) -> String {
    match o {
        Opnd::Param(i) => format!("%a{i}"),
        Opnd::Val(i) => format!("%v{i}"),
        Opnd::Const(v) => v.to_string(),
        Opnd::Poison => "poison".into(),
        Opnd::Undef => "undef".into(),
        Opnd::Null => "null".into(),
    }
}

/// A constant written as a signed number (LLVM reads `255` as `i8 -1`
/// either way; small negatives read better).
fn int_text(w: u32, o: Opnd) -> String {
    match o {
        Opnd::Const(v) if w > 1 && w < 128 && v >> (w - 1) & 1 == 1 => {
            format!("-{}", mask(w, v.wrapping_neg()))
        }
        Opnd::Const(v) if w == 1 => if v & 1 == 1 { "true" } else { "false" }.into(),
        o => opnd(o),
    }
}

fn typed(t: Ty, o: Opnd) -> String {
    match t {
        Ty::Int(w) => format!("i{w} {}", int_text(w, o)),
        Ty::Ptr => format!("ptr {}", opnd(o)),
    }
}

fn flag_text(f: Flags) -> String {
    let mut s = String::new();
    for (on, name) in [
        (f.nneg, " nneg"),
        (f.disjoint, " disjoint"),
        (f.samesign, " samesign"),
        (f.nuw, " nuw"),
        (f.nsw, " nsw"),
        (f.exact, " exact"),
    ] {
        if on {
            s.push_str(name);
        }
    }
    s
}

fn inst_text(s: &mut String, i: &Inst) {
    let id = i.id;
    let t = i.ty.text();
    let w = match i.ty {
        Ty::Int(w) => w,
        Ty::Ptr => 64,
    };
    let v = |o: Opnd| int_text(w, o);
    let _ = match &i.op {
        Op::Bin(op, f, a, b) => writeln!(
            s,
            "  %v{id} = {}{} {t} {}, {}",
            op.name(),
            flag_text(*f),
            v(*a),
            v(*b)
        ),
        Op::Icmp(p, f, ty, a, b) => writeln!(
            s,
            "  %v{id} = icmp{} {} {}, {}",
            flag_text(*f),
            PREDS[*p as usize % PREDS.len()],
            typed(*ty, *a),
            match ty {
                Ty::Int(w) => int_text(*w, *b),
                Ty::Ptr => opnd(*b),
            }
        ),
        Op::Select(c, a, b) => writeln!(
            s,
            "  %v{id} = select {}, {}, {}",
            typed(Ty::Int(1), *c),
            typed(i.ty, *a),
            typed(i.ty, *b)
        ),
        Op::Freeze(a) => writeln!(s, "  %v{id} = freeze {}", typed(i.ty, *a)),
        Op::Cast(name, f, from, a) => writeln!(
            s,
            "  %v{id} = {name}{} {} to {t}",
            flag_text(*f),
            typed(*from, *a)
        ),
        Op::Intrinsic(k, args) => {
            let mut a: Vec<String> = args.iter().map(|o| typed(i.ty, *o)).collect();
            if let Some(b) = k.flag() {
                a.push(format!("i1 {b}"));
            }
            writeln!(
                s,
                "  %v{id} = call {t} @llvm.{}.{t}({})",
                k.name(),
                a.join(", ")
            )
        }
        Op::Alloca(ty) => writeln!(s, "  %v{id} = alloca {}, align 8", ty.text()),
        Op::Load(p, off) => writeln!(
            s,
            "  %v{id}.p = getelementptr inbounds i8, {}, i64 {off}\n  %v{id} = load {t}, ptr %v{id}.p, align 1",
            typed(Ty::Ptr, *p)
        ),
        Op::Store(ty, val, p, off) => writeln!(
            s,
            "  %v{id}.p = getelementptr inbounds i8, {}, i64 {off}\n  store {}, ptr %v{id}.p, align 1",
            typed(Ty::Ptr, *p),
            typed(*ty, *val)
        ),
        Op::Call(Callee::Pure(w), a) => writeln!(
            s,
            "  %v{id} = call i{w} @fz.pure.i{w}({})",
            typed(Ty::Int(*w), *a)
        ),
        Op::Call(Callee::Use(w), a) => {
            writeln!(s, "  call void @fz.use.i{w}({})", typed(Ty::Int(*w), *a))
        }
    };
}

/// A module of several functions `@{prefix}0`, `@{prefix}1`, ... with the
/// declarations they need.
pub fn module_text(funcs: &[&Func], prefix: &str) -> String {
    named_module_text(
        funcs
            .iter()
            .enumerate()
            .map(|(i, f)| (*f, format!("{prefix}{i}"))),
    )
}

/// The functions, each under its own name, in one module with the
/// declarations they need.
pub fn named_module_text<'a>(funcs: impl IntoIterator<Item = (&'a Func, String)>) -> String {
    let mut decls = BTreeSet::new();
    let mut s = String::new();
    for (f, name) in funcs {
        f.declarations(&mut decls);
        s.push_str(&f.text(&name));
        s.push('\n');
    }
    for d in decls {
        s.push_str(&d);
        s.push('\n');
    }
    s
}

/// For property tests: `Func` from quickcheck's generator (its seed drawn
/// from it), shrinking by the fuzzer's own steps.
impl Arbitrary for Func {
    fn arbitrary(g: &mut Gen) -> Func {
        Func::generate(&mut Draw::new(u64::arbitrary(g)))
    }

    fn shrink(&self) -> Box<dyn Iterator<Item = Func>> {
        Box::new(super::shrink::candidates(self).into_iter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_functions_are_valid_ir_of_5_to_30_instructions() {
        let mut d = Draw::new(1);
        for _ in 0..300 {
            let f = Func::generate(&mut d);
            let text = module_text(&[&f], "f");
            let file = crate::syntax::SourceFile::new("gen", text.as_str());
            if let Err(e) = crate::parse::load(file.clone()) {
                panic!("{}\n{text}", e.render(&file));
            }
            // Instructions, phis and terminators, without labels.
            let n = text.lines().filter(|l| l.starts_with("  ")).count();
            assert!((5..=45).contains(&n), "{n} instructions:\n{text}");
        }
    }

    #[test]
    fn a_seed_gives_the_same_functions() {
        let a: Vec<Func> = (0..20)
            .map({
                let mut d = Draw::new(7);
                move |_| Func::generate(&mut d)
            })
            .collect();
        let b: Vec<Func> = (0..20)
            .map({
                let mut d = Draw::new(7);
                move |_| Func::generate(&mut d)
            })
            .collect();
        assert_eq!(a, b);
    }

    #[test]
    fn every_flag_and_width_comes_up() {
        let mut d = Draw::new(3);
        let mut text = String::new();
        for _ in 0..400 {
            text.push_str(&Func::generate(&mut d).text("f"));
        }
        for needle in [
            " nsw ",
            " nuw ",
            " exact ",
            " disjoint ",
            " nneg ",
            " samesign ",
            "trunc nuw",
            "select i1 ",
            "freeze ",
            "poison",
            "undef",
            "phi ",
            "alloca",
            "load ",
            "store ",
            "@fz.pure",
            "@fz.use",
            "@llvm.umin",
            "@llvm.smax",
            " i1 ",
            " i8 ",
            " i16 ",
            " i32 ",
            " i64 ",
            " i13 ",
            " i3 ",
            "shl ",
            "ashr ",
        ] {
            assert!(text.contains(needle), "{needle} never generated");
        }
    }
}
