//! What the fast-math flag `reassoc` licenses in one function pair
//! (decision 0035, paper-notes/refinement-rules.md "reassoc"), found from
//! the two functions' text before any input runs.
//!
//! LangRef "Fast-Math Flags": `reassoc` "allow\[s\] reassociation
//! transformations for floating-point instructions. This may dramatically
//! change results". It licenses rewrites of an expression, not a value set
//! one instruction draws from. llsem's reading: the source's *tree* is the
//! set of `reassoc` operations (`fadd`, `fsub`, `fmul`, `fdiv`, `fneg`)
//! the returned value is computed by; its leaves are the parameters,
//! constants, and operations without flags computed from those alone
//! ("rigid" leaves, which the target must compute alike). The target
//! refines the tree when it computes, from the same leaves, an expression
//! equal to the source's over the real numbers (as rational functions of
//! the leaves): its IEEE result is then one the rewrites allow, whatever
//! rounding, NaN or infinity it gives, except that without `nsz` on every
//! operation of the tree a zero result keeps the sign of the source's
//! (`X - X -> 0`-like folds need `nsz` in LLVM). When the target's
//! expression is not equal over the reals and uses no constant the
//! source does not have (no folded constants, whose rounding the reals do
//! not see), `reassoc` licenses nothing: the IEEE results are compared as
//! they are, and a difference is a counterexample.
//!
//! Equality over the reals is decided exactly: each expression is
//! evaluated, as a rational function, at [`POINTS`] points modulo the
//! prime 2^61 - 1, the leaves taking deterministic pseudo-random values;
//! two different rational functions of degree d agree at a random point
//! with probability at most d / 2^61 (Schwartz-Zippel).
//!
//! Anything outside this shape (a tree value that escapes into a store,
//! a compare or a `phi`, a call, a leaf that is neither a parameter nor a
//! constant, `arcp`/`contract`/`afn` off the tree) gives no licence: the
//! runs stay approximated, as before.

use crate::syntax::{
    BinOp, ConstKind, FastMath, FloatKind, FuncId, Function, GlobalRef, Inst, InstKind, LocalId,
    Module, Operand, Part, TypeId, TypeKind,
};
use std::collections::{HashMap, HashSet};

/// What `reassoc` licenses of the returned value of one function pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reassoc {
    /// The target computes an expression equal over the reals to the
    /// source's `reassoc` tree: every IEEE result of it is allowed, and
    /// target poison too (its poison flags are on every operation of the
    /// source's tree), except a zero of the other sign when `nsz` is not
    /// on every operation of the source's tree.
    Equal {
        /// Whether every operation of the source's tree has `nsz`.
        nsz: bool,
    },
    /// The target's expression, over the same leaves and constants, is
    /// not equal over the reals: the results compare as IEEE values, and
    /// the runs are not approximated.
    Unequal,
}

/// Points each expression is evaluated at.
pub const POINTS: usize = 3;

/// The prime the expressions are evaluated modulo (2^61 - 1).
const P: u64 = (1 << 61) - 1;

/// An expression's values at the [`POINTS`] points, modulo [`P`].
type Fp = [u64; POINTS];

/// The licence of `reassoc` for the returned value of `@sf` of `src`
/// against `@tf` of `tgt`; `None` when the shape is not one this reading
/// decides (the runs then stay approximated).
pub fn licence(src: &Module, sf: FuncId, tgt: &Module, tf: FuncId) -> Option<Reassoc> {
    let s = Side::new(src, src.func(sf))?;
    let t = Side::new(tgt, tgt.func(tf))?;
    if s.f.ret_attrs != t.f.ret_attrs
        || s.f.params.len() != t.f.params.len()
        || s.f
            .params
            .iter()
            .zip(&t.f.params)
            .any(|(a, b)| a.attrs != b.attrs)
    {
        return None;
    }
    let mut se = Eval::new(&s, None);
    let src_fp = se.returned()?;
    if se.tree.is_empty() || !s.closed(&se.tree) {
        return None;
    }
    let mut te = Eval::new(&t, Some(&se.rigid));
    let tgt_fp = te.returned()?;
    let evaluated: HashSet<LocalId> = te.tree.union(&te.plain).copied().collect();
    if !t.closed(&evaluated) {
        return None;
    }
    // The source tree's flags (on every operation) and the target's (on
    // some operation of its expression).
    let all = |side: &Side, ls: &HashSet<LocalId>, f: fn(&FastMath) -> bool| {
        ls.iter().all(|l| side.fmf(*l).is_some_and(|m| f(&m)))
    };
    let any = |side: &Side, ls: &[&HashSet<LocalId>], f: fn(&FastMath) -> bool| {
        ls.iter()
            .any(|s| s.iter().any(|l| side.fmf(*l).is_some_and(|m| f(&m))))
    };
    let tgt_ops = [&te.tree, &te.plain];
    let covered = |f: fn(&FastMath) -> bool| !any(&t, &tgt_ops, f) || all(&s, &se.tree, f);
    if !covered(|m| m.nnan) || !covered(|m| m.ninf) || !covered(|m| m.nsz) {
        return None;
    }
    if src_fp == tgt_fp {
        return Some(Reassoc::Equal {
            nsz: all(&s, &se.tree, |m| m.nsz),
        });
    }
    let known = |c: &u128| *c == 0 || *c == 1 || se.constants.contains(c);
    te.constants.iter().all(known).then_some(Reassoc::Unequal)
}

/// Whether flags allow rewrites (rather than only making values poison
/// or zero signs free).
fn rewrites(m: FastMath) -> bool {
    m.reassoc || m.arcp || m.contract || m.afn
}

/// One function, indexed for the evaluation.
struct Side<'m> {
    module: &'m Module,
    f: &'m Function,
    /// The instruction defining each local.
    defs: HashMap<LocalId, &'m Inst>,
    /// Each parameter's position.
    params: HashMap<LocalId, usize>,
    /// The instructions using each local.
    uses: HashMap<LocalId, Vec<&'m Inst>>,
    /// The returned operands with their types.
    rets: Vec<(&'m Operand, TypeId)>,
}

impl<'m> Side<'m> {
    /// `None` when the function has no body, calls a defined function, or
    /// returns nothing.
    fn new(module: &'m Module, f: &'m Function) -> Option<Side<'m>> {
        let body = f.body.as_ref()?;
        let mut side = Side {
            module,
            f,
            defs: HashMap::new(),
            params: f
                .params
                .iter()
                .enumerate()
                .filter_map(|(i, p)| Some((p.local?, i)))
                .collect(),
            uses: HashMap::new(),
            rets: Vec::new(),
        };
        for inst in body.blocks.iter().flat_map(|b| &b.insts) {
            if let Some(r) = inst.result {
                side.defs.insert(r, inst);
            }
            let mut calls_defined = false;
            inst.kind.for_each_part(&mut |p| match p {
                Part::Operand(Operand::Local(l, _)) => side.uses.entry(*l).or_default().push(inst),
                Part::Callee(Operand::Const(c)) => {
                    if let ConstKind::Global(GlobalRef::Func(g)) = c.kind {
                        calls_defined |= module.func(g).body.is_some();
                    }
                }
                Part::Callee(_) => calls_defined = true,
                _ => {}
            });
            if calls_defined {
                return None;
            }
            match &inst.kind {
                InstKind::Ret { val: Some(v) } => side.rets.push((&v.val, v.ty)),
                InstKind::Ret { val: None } => return None,
                _ => {}
            }
        }
        (!side.rets.is_empty()).then_some(side)
    }

    /// The fast-math flags of the instruction defining `l`, if it has any.
    fn fmf(&self, l: LocalId) -> Option<FastMath> {
        inst_fmf(self.defs.get(&l)?)
    }

    /// Whether the operations of `tree` are used only by each other, by
    /// `ret` and by dead operations, and no other live instruction has
    /// flags that allow rewrites.
    fn closed(&self, tree: &HashSet<LocalId>) -> bool {
        let dead = self.dead();
        let ignored = |i: &Inst| {
            i.result
                .is_some_and(|r| tree.contains(&r) || dead.contains(&r))
        };
        let uses_ok = tree.iter().all(|l| {
            self.uses.get(l).is_none_or(|us| {
                us.iter()
                    .all(|u| ignored(u) || matches!(u.kind, InstKind::Ret { .. }))
            })
        });
        uses_ok
            && self
                .f
                .body
                .iter()
                .flat_map(|b| &b.blocks)
                .flat_map(|b| &b.insts)
                .all(|i| ignored(i) || !inst_fmf(i).is_some_and(rewrites))
    }

    /// The arithmetic operations whose results reach nothing but other
    /// such operations (dead code a pass left or made): their flags do
    /// not matter.
    fn dead(&self) -> HashSet<LocalId> {
        let mut dead: HashSet<LocalId> = HashSet::new();
        loop {
            let before = dead.len();
            for (l, i) in &self.defs {
                if !dead.contains(l)
                    && Eval::arith(i).is_some()
                    && self.uses.get(l).is_none_or(|us| {
                        us.iter()
                            .all(|u| u.result.is_some_and(|r| dead.contains(&r)))
                    })
                {
                    dead.insert(*l);
                }
            }
            if dead.len() == before {
                return dead;
            }
        }
    }

    /// The lanes of a floating-point type (`None` if not one, or
    /// scalable).
    fn lanes(&self, ty: TypeId) -> Option<(usize, FloatKind)> {
        match self.module.types.resolved(ty) {
            TypeKind::Float(k) => Some((1, *k)),
            TypeKind::Vector {
                len,
                scalable: false,
                elem,
            } => match self.module.types.resolved(*elem) {
                TypeKind::Float(k) => Some((*len as usize, *k)),
                _ => None,
            },
            _ => None,
        }
    }
}

/// The fast-math flags an instruction carries.
fn inst_fmf(i: &Inst) -> Option<FastMath> {
    match &i.kind {
        InstKind::FNeg { fmf, .. }
        | InstKind::Binary { fmf, .. }
        | InstKind::Cast { fmf, .. }
        | InstKind::FCmp { fmf, .. }
        | InstKind::Phi { fmf, .. }
        | InstKind::Select { fmf, .. } => Some(*fmf),
        InstKind::Call(c) => Some(c.fmf),
        _ => None,
    }
}

/// An arithmetic operation the expressions follow.
#[derive(Clone, Copy, Hash)]
enum Arith {
    Add,
    Sub,
    Mul,
    Div,
    Neg,
}

/// The evaluation of one side's returned expression.
struct Eval<'s, 'm> {
    side: &'s Side<'m>,
    /// For the target: the rigid leaves of the source (structural hashes);
    /// `None` for the source itself.
    src_rigid: Option<&'s HashSet<u64>>,
    /// The `reassoc` operations of the expression (for the target: every
    /// operation evaluated over the reals that has `reassoc`).
    tree: HashSet<LocalId>,
    /// The target's operations evaluated over the reals without
    /// `reassoc`.
    plain: HashSet<LocalId>,
    /// The rigid leaves met (structural hashes, one per lane).
    rigid: HashSet<u64>,
    /// The bits of the constants met (sign cleared).
    constants: HashSet<u128>,
    memo: HashMap<LocalId, Option<Vec<Fp>>>,
}

impl<'s, 'm> Eval<'s, 'm> {
    fn new(side: &'s Side<'m>, src_rigid: Option<&'s HashSet<u64>>) -> Eval<'s, 'm> {
        Eval {
            side,
            src_rigid,
            tree: HashSet::new(),
            plain: HashSet::new(),
            rigid: HashSet::new(),
            constants: HashSet::new(),
            memo: HashMap::new(),
        }
    }

    /// The returned expression: every `ret` must return the same one.
    fn returned(&mut self) -> Option<Vec<Fp>> {
        let mut out: Option<Vec<Fp>> = None;
        for &(op, ty) in &self.side.rets {
            let (lanes, kind) = self.side.lanes(ty)?;
            let v = self.real(op, lanes, kind)?;
            if out.as_ref().is_some_and(|o| *o != v) {
                return None;
            }
            out = Some(v);
        }
        out
    }

    /// The operation and operands of a floating-point arithmetic
    /// instruction.
    fn arith(inst: &'m Inst) -> Option<(Arith, FastMath, [&'m Operand; 2])> {
        match &inst.kind {
            InstKind::FNeg { fmf, val, .. } => Some((Arith::Neg, *fmf, [val, val])),
            InstKind::Binary {
                op, fmf, lhs, rhs, ..
            } => {
                let a = match op {
                    BinOp::FAdd => Arith::Add,
                    BinOp::FSub => Arith::Sub,
                    BinOp::FMul => Arith::Mul,
                    BinOp::FDiv => Arith::Div,
                    _ => return None,
                };
                Some((a, *fmf, [lhs, rhs]))
            }
            _ => None,
        }
    }

    /// The value of `op` over the reals, lane by lane.
    fn real(&mut self, op: &'m Operand, lanes: usize, kind: FloatKind) -> Option<Vec<Fp>> {
        match op {
            Operand::Const(c) => {
                let bits = const_lanes(&c.kind, lanes)?;
                bits.iter()
                    .map(|&b| {
                        self.constants.insert(abs_bits(kind, b));
                        exact(kind, b)
                    })
                    .collect()
            }
            Operand::Local(l, _) => {
                if let Some(&i) = self.side.params.get(l) {
                    return Some((0..lanes).map(|k| atom(leaf_id(i, k))).collect());
                }
                if let Some(v) = self.memo.get(l) {
                    return v.clone();
                }
                let v = self.real_inst(*l, lanes, kind);
                self.memo.insert(*l, v.clone());
                v
            }
            _ => None,
        }
    }

    /// [`Eval::real`] of an instruction's result.
    fn real_inst(&mut self, l: LocalId, lanes: usize, kind: FloatKind) -> Option<Vec<Fp>> {
        let inst = *self.side.defs.get(&l)?;
        let (a, fmf, ops) = Self::arith(inst)?;
        match self.src_rigid {
            None if !fmf.reassoc => {
                // A source leaf computed without flags: the target must
                // compute it alike.
                let h = self.rigid_hash(l, lanes)?;
                self.rigid.extend(h.iter().copied());
                return Some(h.into_iter().map(atom).collect());
            }
            Some(src) if !fmf.reassoc => {
                if let Some(h) = self.rigid_hash(l, lanes)
                    && h.iter().all(|x| src.contains(x))
                {
                    return Some(h.into_iter().map(atom).collect());
                }
                self.plain.insert(l);
            }
            _ => {
                self.tree.insert(l);
            }
        }
        let x = self.real(ops[0], lanes, kind)?;
        let y = self.real(ops[1], lanes, kind)?;
        x.iter().zip(&y).map(|(x, y)| combine(a, x, y)).collect()
    }

    /// The structural hash of a flag-free operation computed from
    /// parameters, constants and such operations alone, lane by lane.
    fn rigid_hash(&self, l: LocalId, lanes: usize) -> Option<Vec<u64>> {
        let inst = *self.side.defs.get(&l)?;
        let (a, fmf, ops) = Self::arith(inst)?;
        if rewrites(fmf) {
            return None;
        }
        let flags = u64::from(fmf.nnan) | u64::from(fmf.ninf) << 1 | u64::from(fmf.nsz) << 2;
        let mut parts = Vec::with_capacity(2);
        for op in ops {
            parts.push(match op {
                Operand::Const(c) => const_lanes(&c.kind, lanes)?
                    .into_iter()
                    .map(|b| mix(0xC0 ^ b as u64 ^ mix((b >> 64) as u64)))
                    .collect(),
                Operand::Local(x, _) => match self.side.params.get(x) {
                    Some(&i) => (0..lanes).map(|k| leaf_id(i, k)).collect(),
                    None => self.rigid_hash(*x, lanes)?,
                },
                _ => return None,
            });
        }
        Some(
            (0..lanes)
                .map(|k| mix(mix(a as u64 ^ flags << 8) ^ mix(parts[0][k] ^ mix(parts[1][k]))))
                .collect(),
        )
    }
}

/// The identity of lane `k` of parameter `i`.
fn leaf_id(i: usize, k: usize) -> u64 {
    mix(0xA70_0000 ^ ((i as u64) << 32) ^ k as u64)
}

/// A leaf's values at the points.
fn atom(id: u64) -> Fp {
    std::array::from_fn(|p| mix(id ^ mix(p as u64 + 1)) % P)
}

/// SplitMix64's finalizer: a fixed, well-mixing function.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn add(a: u64, b: u64) -> u64 {
    (a + b) % P
}

fn mul(a: u64, b: u64) -> u64 {
    ((a as u128 * b as u128) % P as u128) as u64
}

fn pow(mut a: u64, mut e: u64) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = mul(r, a);
        }
        a = mul(a, a);
        e >>= 1;
    }
    r
}

/// The inverse modulo [`P`]; `None` for zero (a pole at this point).
fn inv(a: u64) -> Option<u64> {
    (a != 0).then(|| pow(a, P - 2))
}

/// One operation at every point.
fn combine(a: Arith, x: &Fp, y: &Fp) -> Option<Fp> {
    let mut out = [0; POINTS];
    for p in 0..POINTS {
        out[p] = match a {
            Arith::Add => add(x[p], y[p]),
            Arith::Sub => add(x[p], P - y[p]),
            Arith::Mul => mul(x[p], y[p]),
            Arith::Div => mul(x[p], inv(y[p])?),
            Arith::Neg => (P - x[p]) % P,
        };
    }
    Some(out)
}

/// The bits of each lane of a constant (`None` for undef, poison and
/// other kinds).
fn const_lanes(c: &ConstKind, lanes: usize) -> Option<Vec<u128>> {
    match c {
        ConstKind::Float(b) => (lanes == 1).then(|| vec![*b]),
        ConstKind::Zero => Some(vec![0; lanes]),
        ConstKind::Splat(e) => Some(vec![const_lanes(&e.kind, 1)?[0]; lanes]),
        ConstKind::Vector(es) if es.len() == lanes => es
            .iter()
            .map(|e| const_lanes(&e.kind, 1).map(|v| v[0]))
            .collect(),
        _ => None,
    }
}

/// The exponent and fraction widths of an IEEE interchange format.
fn format(kind: FloatKind) -> Option<(u32, u32)> {
    match kind {
        FloatKind::Half => Some((5, 10)),
        FloatKind::BFloat => Some((8, 7)),
        FloatKind::Float => Some((8, 23)),
        FloatKind::Double => Some((11, 52)),
        FloatKind::Fp128 => Some((15, 112)),
        FloatKind::X86Fp80 | FloatKind::PpcFp128 => None,
    }
}

/// The bits with the sign cleared.
fn abs_bits(kind: FloatKind, b: u128) -> u128 {
    match format(kind) {
        Some((e, f)) => b & ((1u128 << (e + f)) - 1),
        None => b,
    }
}

/// A finite constant's exact value (a dyadic rational) at every point;
/// `None` for NaN, infinities and formats not handled.
fn exact(kind: FloatKind, b: u128) -> Option<Fp> {
    let (e, f) = format(kind)?;
    let exp = ((b >> f) & ((1 << e) - 1)) as i64;
    let frac = b & ((1u128 << f) - 1);
    let neg = (b >> (e + f)) & 1 == 1;
    if exp == (1 << e) - 1 {
        return None;
    }
    let bias = (1i64 << (e - 1)) - 1;
    let (mant, scale) = if exp == 0 {
        (frac, 1 - bias - f as i64)
    } else {
        (frac | 1u128 << f, exp - bias - f as i64)
    };
    let m = (mant % P as u128) as u64;
    let two = if scale >= 0 {
        pow(2, scale as u64)
    } else {
        inv(pow(2, scale.unsigned_abs()))?
    };
    let v = mul(m, two);
    let v = if neg { (P - v) % P } else { v };
    Some([v; POINTS])
}

#[cfg(test)]
mod tests;
