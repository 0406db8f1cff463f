//! Results of operations on undef whose set of values is not a cube, kept
//! with how they were computed so that every use can choose again.
//!
//! LangRef ("Undefined Values") lets each use of undef see a different
//! value, and so each use of a value computed from undef: `%s = smax %x,
//! undef` read twice may give two different members of `{ smax(x, u) }`
//! (alive-tv 22 agrees: see `refinement-tests/undef/resolved-result-used-twice`).
//! The machine fixes one member when the result is written (one run shows
//! one behaviour), and keeps a [`Recipe`] beside the register: the
//! operation and its operands. An instruction that reads such a register
//! computes on the whole set instead (see `semantics/undef.md`, rule
//! `[undef-derived]`):
//! - when the exact set of its results is a cube (`icmp` of `smax(x, undef)`
//!   that can be both true and false: `i1 undef`), it writes that cube;
//! - when it is not a cube but every member is known (at most 16) and the
//!   register it reads is read elsewhere too, it writes one member, chosen
//!   as a use of undef;
//! - otherwise it reads the member the register holds (the run is then
//!   approximated, as before).
//!
//! Deciding the first case is exact: every member of the set is computed
//! when the operands have at most [`ENUMERATE_BITS`] undef bits; beyond
//! that, the operands with the fewest undef bits are filled in every way
//! and the others kept as cubes (see `partial_members`); failing that,
//! members for chosen fillings of the undef bits are computed, and the
//! set is taken as a cube only when those members already cover every
//! value of the result type and the operation never gives poison or UB on
//! defined operands ([`Recipe::total`]).

use std::rc::Rc;

use super::ops::OpError;
use super::ops::int::{cube_of, value_of};
use super::ops::undef::Cube;
use crate::apint::ApInt;
use crate::value::Value;

/// A scalar operation on scalar operands, as the machine applies it lane
/// by lane ([`OpError::Inexact`] when undef bits make its result set not a
/// cube).
pub type OpFn = Rc<dyn Fn(&[Value]) -> Result<Value, OpError>>;

/// How a value computed from undef is computed: `f` of `ops`, whose undef
/// bits each use of the value resolves afresh.
#[derive(Clone)]
pub struct Recipe {
    /// The operands as the computing instruction read them.
    pub ops: Vec<Value>,
    /// The operation.
    pub f: OpFn,
    /// Whether `f` gives neither poison nor UB on defined operands (then
    /// members for some fillings of the undef bits can prove the set full).
    pub total: bool,
    /// For an aggregate result (`{ iN, i1 }` of `llvm.*.with.overflow`):
    /// each field as a function of the same operands, computing on cubes
    /// where the field's own set is one, so that an `extractvalue`, a use
    /// of its own, takes the field's whole set ([`Recipe::field`]).
    pub fields: Option<Rc<[OpFn]>>,
}

impl Recipe {
    /// The recipe of a scalar result: `f` of `ops`.
    pub fn new(ops: Vec<Value>, f: OpFn, total: bool) -> Recipe {
        Recipe {
            ops,
            f,
            total,
            fields: None,
        }
    }

    /// The recipe of field `i` of an aggregate result with per-field
    /// functions: the field's function of the same operands, whose undef
    /// bits the field's use resolves afresh (`None` for a result without
    /// them, or past its fields).
    pub fn field(&self, i: usize) -> Option<Recipe> {
        let f = self.fields.as_ref()?.get(i)?.clone();
        Some(Recipe::new(self.ops.clone(), f, self.total))
    }
}

/// How the running instruction's resolved result was computed, kept until
/// the result is written.
#[derive(Default)]
pub enum Pending {
    /// Nothing resolved yet.
    #[default]
    None,
    /// One resolution: its recipe and the member it chose.
    One(Recipe, Value),
    /// Several (the lanes of a vector), or one whose result may be changed
    /// before it is written: no recipe.
    Many,
}

/// What a phi takes from its input about resolved results: nothing (the
/// input holds none), a member (`Some(None)`: resolved without a recipe, or
/// computed from a resolved member), or a recipe.
pub(crate) type Carried = Option<Option<Rc<Recipe>>>;

/// A frame notes at most this many registers as holding resolved results
/// before it stops noting those computed from a resolved member (each read
/// in such a frame looks through the list).
pub(crate) const MAX_MEMBER_DERIVED: usize = 64;

/// The operands of undef bits up to this many are filled in every way.
pub const ENUMERATE_BITS: u32 = 8;

/// At most this many members are computed for one decision.
const MAX_MEMBERS: usize = 4096;

/// One operand of an instruction that reads a value with a recipe.
#[derive(Clone)]
pub enum Part {
    /// A register holding a value computed from undef.
    Derived(Rc<Recipe>),
    /// Any other operand, as read.
    Plain(Value),
}

/// The recipe of `g` applied to `parts`: its operands are the parts'
/// operands one after the other (a plain part is one operand itself), so
/// that two reads of one register are two independent uses.
pub fn compose(parts: &[Part], g: OpFn, g_total: bool) -> Recipe {
    let mut ops = Vec::new();
    let mut total = g_total;
    let parts: Vec<Part> = parts.iter().map(Part::clone).collect();
    for p in &parts {
        match p {
            Part::Derived(r) => {
                ops.extend(r.ops.iter().cloned());
                total &= r.total;
            }
            Part::Plain(v) => {
                total &= !v.contains_poison();
                ops.push(v.clone());
            }
        }
    }
    let f: OpFn = Rc::new(move |vals: &[Value]| {
        let mut args = Vec::with_capacity(parts.len());
        let mut at = 0;
        for p in &parts {
            match p {
                Part::Derived(r) => {
                    let n = r.ops.len();
                    args.push((r.f)(&vals[at..at + n])?);
                    at += n;
                }
                Part::Plain(_) => {
                    args.push(vals[at].clone());
                    at += 1;
                }
            }
        }
        g(&args)
    });
    Recipe::new(ops, f, total)
}

/// The union of the cubes `cs` when it is a cube.
pub fn union(cs: &[Cube]) -> Option<Cube> {
    let hull = hull(cs)?;
    covers(cs, &hull).then_some(hull)
}

/// The exact set of values of `r` as one value, when it is a cube (or
/// poison); `None` when it is not, or when that could not be decided.
#[cfg(test)]
pub fn exact_value(r: &Recipe) -> Option<Value> {
    match derive(r)? {
        Derived::Exact(v) => Some(v),
        Derived::Members(_) => None,
    }
}

/// The set of values of `r`, as far as it is known exactly.
#[derive(Debug, PartialEq)]
pub enum Derived {
    /// The whole set as one value: a cube, or poison.
    Exact(Value),
    /// The whole set, which is not a cube, as its distinct members (each a
    /// value, poison, or a cube of values): a use of it is one of them.
    Members(Vec<Value>),
}

/// The set of values of `r` ([`Derived`]); `None` when it could not be
/// decided (too many undef bits to enumerate, and the candidate fillings
/// did not prove it a cube).
pub fn derive(r: &Recipe) -> Option<Derived> {
    let (members, complete) = members(r)?;
    if members.iter().all(Value::is_poison) {
        return complete.then_some(Derived::Exact(Value::Poison));
    }
    let cubes: Option<Vec<Cube>> = members.iter().map(cube_of).collect();
    if let Some(cubes) = &cubes
        && let Some(hull) = hull(cubes)
        && (complete || (r.total && hull.bits.is_zero() && is_all_ones(&hull.undef)))
        && covers(cubes, &hull)
    {
        return Some(Derived::Exact(value_of(hull)));
    }
    if !complete {
        return None;
    }
    let mut distinct: Vec<Value> = Vec::new();
    for m in members {
        if !distinct.contains(&m) {
            distinct.push(m);
        }
    }
    Some(Derived::Members(distinct))
}

/// The members of `r` for fillings of its operands' undef bits: all of
/// them (`true`) when there are at most [`ENUMERATE_BITS`] such bits,
/// else those of candidate fillings. `None` when an operand is not a
/// scalar, or `f` reports UB or cannot compute on defined operands.
fn members(r: &Recipe) -> Option<(Vec<Value>, bool)> {
    let mut free = 0u32;
    for v in &r.ops {
        match v {
            Value::Undef(u) => free += u.undef.ctpop(),
            Value::Int(_) | Value::Poison | Value::Ptr(_) | Value::Float(_) => {}
            _ => return None,
        }
    }
    // `f` computes on cubes exactly or says it cannot: when it can on the
    // operands as they are, that is the whole set (a field of an
    // aggregate result, see `Recipe::fields`, whose resolution the whole
    // aggregate needed).
    if free > 0
        && let Ok(v) = (r.f)(&r.ops)
    {
        return Some((vec![v], true));
    }
    let complete = free <= ENUMERATE_BITS;
    if !complete && let Some(out) = partial_members(r) {
        return Some((out, true));
    }
    let fillings = if complete {
        (0..1u64 << free)
            .map(|i| ApInt::from_u64(free.max(1), i))
            .collect()
    } else {
        candidates(r, free)
    };
    let keep = vec![false; r.ops.len()];
    let mut out = Vec::with_capacity(fillings.len());
    for fill in fillings {
        let vals = filled(&r.ops, &fill, &keep);
        out.push((r.f)(&vals).ok()?);
    }
    Some((out, complete))
}

/// The whole set of `r` as the results of filling, in every way, only the
/// operands with the fewest undef bits (at most [`ENUMERATE_BITS`] in all,
/// smallest first: a `select`'s undef condition, a `sext` of `i1 undef`),
/// the others kept as cubes. `f` computes on a cube exactly or reports
/// that it cannot ([`OpError::Inexact`]), and each operand is one use, so
/// every result is the exact set for its filling and together they are
/// the set of `r` (`mul (select undef, 2, 4), undef` is the union of
/// `mul 2, undef` and `mul 4, undef`). The smallest operand alone is
/// filled first, then the two smallest, and so on while they fit, until
/// every result is exact: filling more gives the same set in more pieces
/// (a sum in a loop of `select undef, %x, %y` needs only the condition
/// filled, two results, where filling the arms' undef bits too took up to
/// 256). `None` when no such filling gives only exact results (or one
/// gives UB), or when nothing would be kept as a cube.
fn partial_members(r: &Recipe) -> Option<Vec<Value>> {
    let mut sizes: Vec<(u32, usize)> = r
        .ops
        .iter()
        .enumerate()
        .filter_map(|(i, v)| match v {
            Value::Undef(u) => Some((u.undef.ctpop(), i)),
            _ => None,
        })
        .collect();
    sizes.sort_unstable();
    let mut keep: Vec<bool> = r.ops.iter().map(|v| matches!(v, Value::Undef(_))).collect();
    let mut bits = 0;
    for &(k, i) in &sizes[..sizes.len().saturating_sub(1)] {
        if bits + k > ENUMERATE_BITS {
            break;
        }
        bits += k;
        keep[i] = false;
        if let Some(out) = fill_all(r, bits, &keep) {
            return Some(out);
        }
    }
    None
}

/// The results of `r` for every filling of the `bits` undef bits of the
/// operands `keep` does not mark; `None` if one is not exact (or is UB).
fn fill_all(r: &Recipe, bits: u32, keep: &[bool]) -> Option<Vec<Value>> {
    let mut out = Vec::with_capacity(1 << bits);
    for i in 0..1u64 << bits {
        let vals = filled(&r.ops, &ApInt::from_u64(bits.max(1), i), keep);
        out.push((r.f)(&vals).ok()?);
    }
    Some(out)
}

/// `ops` with their undef bits, lowest first across the operands, taken
/// from `fill`'s bits in order; the operands `keep` marks stay as they are.
fn filled(ops: &[Value], fill: &ApInt, keep: &[bool]) -> Vec<Value> {
    let mut at = 0u32;
    ops.iter()
        .zip(keep)
        .map(|(v, keep)| match v {
            Value::Undef(u) if !keep => {
                let k = u.undef.ctpop();
                let mut pick = ApInt::zero(k.max(1));
                for i in 0..k {
                    if at + i < fill.width() && fill.bit(at + i) {
                        pick.set_bit(i, true);
                    }
                }
                at += k;
                let pick = if k == 0 {
                    ApInt::zero(u.bits.width())
                } else {
                    pick.deposit(&u.undef)
                };
                Value::Int(u.bits.or(&pick))
            }
            v => v.clone(),
        })
        .collect()
}

/// Fillings for operands with too many undef bits to enumerate: each
/// undef operand takes, in its undef positions, the bits of 0, -1, 1, the
/// signed extremes, and of every defined integer operand and its
/// neighbours (a comparison's other side); the fillings are the
/// combinations, at most [`MAX_MEMBERS`] of them.
fn candidates(r: &Recipe, free: u32) -> Vec<ApInt> {
    let hints: Vec<&ApInt> = r.ops.iter().filter_map(Value::as_int).collect();
    let mut per_op: Vec<Vec<ApInt>> = Vec::new();
    for v in &r.ops {
        let Value::Undef(u) = v else { continue };
        let w = u.bits.width();
        let one = ApInt::from_u64(w, 1);
        let mut vals = vec![
            ApInt::zero(w),
            ApInt::all_ones(w),
            one.clone(),
            ApInt::signed_min(w),
            ApInt::signed_max(w),
        ];
        for h in &hints {
            let h = match h.width().cmp(&w) {
                std::cmp::Ordering::Less => h.sext(w),
                std::cmp::Ordering::Greater => h.trunc(w),
                std::cmp::Ordering::Equal => (*h).clone(),
            };
            vals.push(h.sub(&one));
            vals.push(h.add(&one));
            vals.push(h);
        }
        let mut picks: Vec<ApInt> = Vec::new();
        for c in &vals {
            let p = c.gather(&u.undef);
            if !picks.contains(&p) {
                picks.push(p);
            }
        }
        per_op.push(picks);
    }
    let mut out: Vec<Vec<ApInt>> = vec![Vec::new()];
    for picks in &per_op {
        let mut next = Vec::new();
        'outer: for prefix in &out {
            for p in picks {
                if next.len() >= MAX_MEMBERS {
                    break 'outer;
                }
                let mut v = prefix.clone();
                v.push(p.clone());
                next.push(v);
            }
        }
        out = next;
    }
    out.into_iter()
        .map(|parts| concat_fill(&parts, free))
        .collect()
}

/// Per-operand packed fillings joined into one, the first operand lowest.
fn concat_fill(parts: &[ApInt], free: u32) -> ApInt {
    let mut out = ApInt::zero(free.max(1));
    let mut at = 0;
    for p in parts {
        for i in 0..p.width() {
            if p.bit(i) {
                out.set_bit(at + i, true);
            }
        }
        at += p.width();
    }
    out
}

/// The smallest cube holding every cube of `cs` (`None` if empty or of
/// mixed widths).
fn hull(cs: &[Cube]) -> Option<Cube> {
    let first = cs.first()?;
    let mut undef = first.undef.clone();
    for c in &cs[1..] {
        if c.bits.width() != first.bits.width() {
            return None;
        }
        undef = undef.or(&c.undef).or(&c.bits.xor(&first.bits));
    }
    Some(Cube {
        bits: first.bits.and(&undef.not()),
        undef,
    })
}

/// Whether the cubes `cs` (all inside `hull`) together cover all of it.
fn covers(cs: &[Cube], hull: &Cube) -> bool {
    if cs.iter().any(|c| c.undef == hull.undef) {
        return true;
    }
    let k = hull.undef.ctpop();
    if k > ENUMERATE_BITS + 2 {
        return false;
    }
    let mut seen = vec![false; 1usize << k];
    for c in cs {
        let (Some(inner), Some(fixed)) = (
            c.undef.gather(&hull.undef).to_u64(),
            c.bits.gather(&hull.undef).to_u64(),
        ) else {
            return false;
        };
        // Every member of `c`: `fixed` with any subset of `inner`.
        let mut s = inner;
        loop {
            seen[(fixed | s) as usize] = true;
            if s == 0 {
                break;
            }
            s = (s - 1) & inner;
        }
    }
    seen.iter().all(|&s| s)
}

fn is_all_ones(v: &ApInt) -> bool {
    *v == ApInt::all_ones(v.width())
}

impl std::fmt::Debug for Recipe {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Recipe")
            .field("ops", &self.ops)
            .field("total", &self.total)
            .finish_non_exhaustive()
    }
}

/// A cube value from `bits` and `undef` (for tests).
#[cfg(test)]
fn cube(width: u32, bits: u64, undef: u64) -> Value {
    value_of(Cube {
        bits: ApInt::from_u64(width, bits),
        undef: ApInt::from_u64(width, undef),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sem::ops::int::{eval_icmp_int, eval_int_binary};
    use crate::syntax::{BinOp, IntFlags, IntPred};
    use crate::value::UndefBits;

    fn smax() -> OpFn {
        Rc::new(|v: &[Value]| match (&v[0], &v[1]) {
            (Value::Int(a), Value::Int(b)) => {
                Ok(Value::Int(if a.slt(b) { b.clone() } else { a.clone() }))
            }
            _ => Err(OpError::Inexact),
        })
    }

    fn icmp(pred: IntPred) -> OpFn {
        Rc::new(move |v: &[Value]| eval_icmp_int(pred, false, &v[0], &v[1]))
    }

    fn sext(w: u32) -> OpFn {
        Rc::new(move |v: &[Value]| match &v[0] {
            Value::Int(a) => Ok(Value::Int(a.sext(w))),
            _ => Err(OpError::Inexact),
        })
    }

    fn undef(w: u32) -> Value {
        Value::Undef(Box::new(UndefBits::all(w)))
    }

    /// `icmp slt (smax x, undef), z` with `x < z` can be both: `i1 undef`,
    /// at 8 bits (every member computed) and at 32 and 65 (candidates).
    #[test]
    fn comparison_of_smax_with_undef_is_undef_when_both_outcomes_occur() {
        for w in [8, 32, 65] {
            let m = Recipe::new(
                vec![Value::Int(ApInt::from_u64(w, 1)), undef(w)],
                smax(),
                true,
            );
            for pred in [IntPred::Slt, IntPred::Eq, IntPred::Ne, IntPred::Uge] {
                let r = compose(
                    &[
                        Part::Derived(Rc::new(m.clone())),
                        Part::Plain(Value::Int(ApInt::from_u64(w, 77))),
                    ],
                    icmp(pred),
                    true,
                );
                assert_eq!(exact_value(&r), Some(cube(1, 0, 1)), "width {w} {pred:?}");
            }
            // smax(1, u) >= 0 always: true, but only enumeration proves it.
            let r = compose(
                &[
                    Part::Derived(Rc::new(m.clone())),
                    Part::Plain(Value::Int(ApInt::zero(w))),
                ],
                icmp(IntPred::Sge),
                true,
            );
            let expected = (w <= ENUMERATE_BITS).then(|| Value::bool(true));
            assert_eq!(exact_value(&r), expected, "width {w}");
        }
    }

    /// `sext i1 undef` is {0, -1}, not a cube; `sub 0, that` is {0, 1}, a
    /// cube; `sub that, that` (two uses) is {0, 1, -1}, not one.
    #[test]
    fn arithmetic_on_sext_of_undef_i1() {
        let ext = Rc::new(Recipe::new(vec![undef(1)], sext(64), true));
        assert_eq!(exact_value(&ext), None);
        let sub = || -> OpFn {
            Rc::new(|v: &[Value]| eval_int_binary(BinOp::Sub, IntFlags::default(), &v[0], &v[1]))
        };
        let neg = compose(
            &[
                Part::Plain(Value::Int(ApInt::zero(64))),
                Part::Derived(ext.clone()),
            ],
            sub(),
            true,
        );
        assert_eq!(exact_value(&neg), Some(cube(64, 0, 1)));
        let twice = compose(
            &[Part::Derived(ext.clone()), Part::Derived(ext.clone())],
            sub(),
            true,
        );
        assert_eq!(exact_value(&twice), None);
        // A poison operand makes every member poison.
        let p = compose(
            &[Part::Plain(Value::Poison), Part::Derived(ext)],
            sub(),
            true,
        );
        assert_eq!(exact_value(&p), Some(Value::Poison));
    }

    /// Members that are poison for some fillings only are not a cube: `add
    /// nsw` of `sext i1 undef` and the signed minimum.
    #[test]
    fn partly_poison_sets_are_not_decided() {
        let ext = Rc::new(Recipe::new(vec![undef(1)], sext(8), true));
        let nsw = IntFlags {
            nsw: true,
            ..IntFlags::default()
        };
        let add: OpFn = Rc::new(move |v: &[Value]| eval_int_binary(BinOp::Add, nsw, &v[0], &v[1]));
        let r = compose(
            &[
                Part::Derived(ext),
                Part::Plain(Value::Int(ApInt::signed_min(8))),
            ],
            add,
            false,
        );
        assert_eq!(exact_value(&r), None);
        // Its members are known, poison among them: a use is one of them.
        assert_eq!(
            derive(&r),
            Some(Derived::Members(vec![
                Value::Int(ApInt::signed_min(8)),
                Value::Poison
            ]))
        );
    }

    /// `sext i1 undef` twice subtracted is {0, 1, -1}: every member, for a
    /// use to choose from.
    #[test]
    fn a_set_that_is_no_cube_gives_its_members() {
        let ext = Rc::new(Recipe::new(vec![undef(1)], sext(8), true));
        let sub: OpFn =
            Rc::new(|v: &[Value]| eval_int_binary(BinOp::Sub, IntFlags::default(), &v[0], &v[1]));
        let twice = compose(&[Part::Derived(ext.clone()), Part::Derived(ext)], sub, true);
        let int = |v: i64| Value::Int(ApInt::from_u64(8, v as u64));
        assert_eq!(
            derive(&twice),
            Some(Derived::Members(vec![int(0), int(-1), int(1)]))
        );
    }

    /// `mul (select undef, 2, 4), undef` at widths 8, 32 and 65: the
    /// condition is filled both ways and the other operand kept as a cube,
    /// so the set is the union of `mul 2, undef` and `mul 4, undef`, every
    /// even value; `add` of it and 1 every odd value. With 9 or more undef
    /// bits in all, only this proves it a cube.
    #[test]
    fn few_undef_bits_filled_many_kept_as_a_cube() {
        let select: OpFn = Rc::new(|v: &[Value]| match &v[0] {
            Value::Int(c) if c.is_zero() => Ok(v[2].clone()),
            Value::Int(_) => Ok(v[1].clone()),
            _ => Err(OpError::Inexact),
        });
        let mul: OpFn =
            Rc::new(|v: &[Value]| eval_int_binary(BinOp::Mul, IntFlags::default(), &v[0], &v[1]));
        let add: OpFn =
            Rc::new(|v: &[Value]| eval_int_binary(BinOp::Add, IntFlags::default(), &v[0], &v[1]));
        for w in [8, 32, 65] {
            let s = Rc::new(Recipe::new(
                vec![
                    undef(1),
                    Value::Int(ApInt::from_u64(w, 2)),
                    Value::Int(ApInt::from_u64(w, 4)),
                ],
                select.clone(),
                true,
            ));
            let m = compose(
                &[Part::Derived(s.clone()), Part::Plain(undef(w))],
                mul.clone(),
                true,
            );
            let even = Value::Undef(Box::new(UndefBits {
                bits: ApInt::zero(w),
                undef: ApInt::all_ones(w).shl(1),
            }));
            assert_eq!(exact_value(&m), Some(even), "width {w}");
            let odd = compose(
                &[
                    Part::Derived(Rc::new(m)),
                    Part::Plain(Value::Int(ApInt::from_u64(w, 1))),
                ],
                add.clone(),
                true,
            );
            assert_eq!(
                exact_value(&odd),
                Some(value_of(Cube {
                    bits: ApInt::from_u64(w, 1),
                    undef: ApInt::all_ones(w).shl(1),
                })),
                "width {w}"
            );
        }
    }
}
