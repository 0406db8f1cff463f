//! Integer operations on values with undef bits, exactly.
//!
//! A scalar with undef bits stands for the set of bit patterns that agree
//! with its defined bits (a *cube*); every use may pick any member
//! (LangRef "Undefined Values"). Two operands of one instruction are two
//! uses, so they pick independently: the exact result of `f(a, b)` is the
//! set `{ f(x, y) | x ∈ a, y ∈ b }`.
//!
//! When that set is again a cube, the functions here return it; that keeps
//! undef precise where LangRef's examples need it: `add %a, %a` with `%a`
//! undef may be odd, `mul %v, 2` is always even, `and undef, 1` is 0 or 1,
//! `or undef, -1` is -1. When it is not a cube, they return `None`, and the
//! machine resolves the undef operand bits to concrete values through the
//! oracle (one legal choice of each use), marking the run as approximated.

use crate::apint::ApInt;
use crate::syntax::{BinOp, IntPred};

/// A set of bit patterns: `bits` where `undef` is clear, anything where it
/// is set (`bits` is zero at undef positions).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cube {
    /// Defined bits.
    pub bits: ApInt,
    /// Undef positions.
    pub undef: ApInt,
}

impl Cube {
    /// The set holding only `v`.
    pub fn exact(v: &ApInt) -> Cube {
        Cube {
            bits: v.clone(),
            undef: ApInt::zero(v.width()),
        }
    }

    /// Whether the set has one member.
    pub fn is_defined(&self) -> bool {
        self.undef.is_zero()
    }

    /// The smallest member, read as unsigned.
    pub fn umin(&self) -> ApInt {
        self.bits.clone()
    }

    /// The largest member, read as unsigned.
    pub fn umax(&self) -> ApInt {
        self.bits.or(&self.undef)
    }

    fn sign_mask(&self) -> ApInt {
        ApInt::signed_min(self.bits.width())
    }

    /// The smallest member, read as signed.
    pub fn smin(&self) -> ApInt {
        let sign = self.sign_mask();
        if self.undef.and(&sign).is_zero() {
            self.bits.clone()
        } else {
            self.bits.or(&sign)
        }
    }

    /// The largest member, read as signed.
    pub fn smax(&self) -> ApInt {
        let sign = self.sign_mask();
        let top = self.bits.or(&self.undef);
        if self.undef.and(&sign).is_zero() {
            top
        } else {
            top.and(&sign.not())
        }
    }

    /// Whether the undef positions are exactly the bits from some position
    /// up to the top (or none): the shape for which sums stay cubes.
    fn undef_is_top_range(&self) -> bool {
        let u = &self.undef;
        u.is_zero()
            || u.not()
                .add(&ApInt::from_u64(u.width(), 1))
                .and(&u.not())
                .is_zero()
    }

    /// Lowest undef position (the width if none).
    fn lowest_undef(&self) -> u32 {
        self.undef.cttz()
    }
}

/// The undef positions of `undef` below its highest defined bit: once
/// they are resolved, the undef bits run from some position to the top
/// (the shape for which sums and products by constants stay cubes).
pub fn holes(undef: &ApInt) -> ApInt {
    let w = undef.width();
    let defined = undef.not();
    if defined.is_zero() {
        return ApInt::zero(w);
    }
    let top = w - 1 - defined.ctlz();
    undef.and(&ApInt::all_ones(w).lshr(w - top))
}

/// `and`: a bit is a defined 0 if either side is a defined 0.
pub fn and(a: &Cube, b: &Cube) -> Cube {
    let zero_a = a.bits.or(&a.undef).not();
    let zero_b = b.bits.or(&b.undef).not();
    let known_zero = zero_a.or(&zero_b);
    let undef = a.undef.or(&b.undef).and(&known_zero.not());
    Cube {
        bits: a.bits.and(&b.bits).and(&undef.not()),
        undef,
    }
}

/// `or`: a bit is a defined 1 if either side is a defined 1.
pub fn or(a: &Cube, b: &Cube) -> Cube {
    let known_one = a.bits.or(&b.bits);
    let undef = a.undef.or(&b.undef).and(&known_one.not());
    Cube {
        bits: known_one,
        undef,
    }
}

/// `xor`: a bit is undef if either side's is.
pub fn xor(a: &Cube, b: &Cube) -> Cube {
    let undef = a.undef.or(&b.undef);
    Cube {
        bits: a.bits.xor(&b.bits).and(&undef.not()),
        undef,
    }
}

/// Wrapping `add`, exact in two cases: no bit may be one on both sides
/// (no member pair carries, so the sum is the `or`, as when clang combines
/// two bit fields of a word); or each side's undef bits run from some
/// position to the top (the low bits are then fixed and the high bits take
/// every value).
pub fn add(a: &Cube, b: &Cube) -> Option<Cube> {
    if a.umax().and(&b.umax()).is_zero() {
        return Some(or(a, b));
    }
    sum(a, b, |x, y| x.add(y))
}

/// Wrapping `sub`, exact under the same condition as [`add`].
pub fn sub(a: &Cube, b: &Cube) -> Option<Cube> {
    sum(a, b, |x, y| x.sub(y))
}

fn sum(a: &Cube, b: &Cube, f: impl Fn(&ApInt, &ApInt) -> ApInt) -> Option<Cube> {
    if !a.undef_is_top_range() || !b.undef_is_top_range() {
        return None;
    }
    let k = a.lowest_undef().min(b.lowest_undef());
    Some(top_undef_from(f(&a.bits, &b.bits), k))
}

/// `v` with every bit from position `k` up undef.
fn top_undef_from(v: ApInt, k: u32) -> Cube {
    let w = v.width();
    if k >= w {
        return Cube::exact(&v);
    }
    let undef = ApInt::all_ones(w).shl(k);
    Cube {
        bits: v.and(&undef.not()),
        undef,
    }
}

/// Whether some members `x ∈ a`, `y ∈ b` make `x + y` overflow (unsigned
/// when `nuw`, signed when `nsw`): the extreme members decide it.
pub fn may_overflow_add(a: &Cube, b: &Cube, nuw: bool, nsw: bool) -> bool {
    (nuw && a.umax().uadd_ov(&b.umax()).1)
        || (nsw && (a.smax().sadd_ov(&b.smax()).1 || a.smin().sadd_ov(&b.smin()).1))
}

/// Whether some members make `x - y` overflow (see [`may_overflow_add`]).
pub fn may_overflow_sub(a: &Cube, b: &Cube, nuw: bool, nsw: bool) -> bool {
    (nuw && a.umin().ult(&b.umax()))
        || (nsw && (a.smin().ssub_ov(&b.smax()).1 || a.smax().ssub_ov(&b.smin()).1))
}

/// Saturating `add`/`sub` (`llvm.[us]{add,sub}.sat`, unsigned or signed),
/// exact where no member pair saturates: the clamp then never applies and
/// the result set is the wrapping sum's (or difference's), when that is a
/// cube (`sadd.sat(undef, 0)` is undef). `None` otherwise.
pub fn sat(subtract: bool, signed: bool, a: &Cube, b: &Cube) -> Option<Cube> {
    let (nuw, nsw) = (!signed, signed);
    if subtract {
        (!may_overflow_sub(a, b, nuw, nsw)).then(|| sub(a, b))?
    } else {
        (!may_overflow_add(a, b, nuw, nsw)).then(|| add(a, b))?
    }
}

/// The possible values of the overflow bit of `x op y` (`add`, `sub` or
/// `mul`; unsigned, or signed if `signed`) over members `x ∈ a`, `y ∈ b`,
/// as `llvm.{u,s}{add,sub,mul}.with.overflow` computes it (LangRef
/// "Arithmetic with Overflow Intrinsics": the bit is set when the exact
/// result does not fit): `(can be true, can be false)`. `None` only for
/// a signed product of operands not both defined whose smallest magnitude
/// is exactly `2^(N-1)` (then its sign decides, which this does not work
/// out).
///
/// The exact results over the members lie in `[lo, hi]`, whose ends are
/// results of member pairs (the extreme members of a cube are members;
/// sums and differences are monotone in each operand, products take their
/// extremes at the corners). So the bit can be true iff `lo` or `hi` is
/// out of range. It can be false: unsigned, iff the least result (`lo`
/// for sums and products, `hi` for differences, both member pairs) fits;
/// signed sums and differences, iff `[lo, hi]` meets the range, because
/// the members of a cube, sorted, are at most `2^(N-1)` apart, so the
/// results of a staircase of member pairs from `lo` to `hi` move by at
/// most that and cannot step over the `2^N` values of the range; signed
/// products, iff the product of the members of least magnitude fits
/// (every other product is at least as large in magnitude).
pub fn overflow_outcomes(op: BinOp, signed: bool, a: &Cube, b: &Cube) -> Option<(bool, bool)> {
    let w = a.bits.width();
    let wide = 2 * w + 2;
    let ext = |x: &ApInt| if signed { x.sext(wide) } else { x.zext(wide) };
    let (min, max) = if signed {
        (ext(&ApInt::signed_min(w)), ext(&ApInt::signed_max(w)))
    } else {
        (ApInt::zero(wide), ext(&ApInt::all_ones(w)))
    };
    let fits = |v: &ApInt| min.sle(v) && v.sle(&max);
    let (alo, ahi, blo, bhi) = if signed {
        (a.smin(), a.smax(), b.smin(), b.smax())
    } else {
        (a.umin(), a.umax(), b.umin(), b.umax())
    };
    let (alo, ahi, blo, bhi) = (ext(&alo), ext(&ahi), ext(&blo), ext(&bhi));
    let (lo, hi) = match op {
        BinOp::Add => (alo.add(&blo), ahi.add(&bhi)),
        BinOp::Sub => (alo.sub(&bhi), ahi.sub(&blo)),
        BinOp::Mul => {
            let corners = [alo.mul(&blo), alo.mul(&bhi), ahi.mul(&blo), ahi.mul(&bhi)];
            let lo = corners.iter().fold(corners[0].clone(), |m, c| m.smin(c));
            let hi = corners.iter().fold(corners[0].clone(), |m, c| m.smax(c));
            (lo, hi)
        }
        _ => return None,
    };
    let can_true = !fits(&lo) || !fits(&hi);
    let can_false = match (op, signed) {
        (BinOp::Mul, true) => {
            let p = ext(&least_magnitude(a)).mul(&ext(&least_magnitude(b)));
            if fits(&p) {
                true
            } else if a.is_defined() && b.is_defined()
                || p.abs().ugt(&ext(&ApInt::signed_min(w)).abs())
            {
                false
            } else {
                return None;
            }
        }
        (BinOp::Sub, false) => fits(&hi),
        (_, false) => fits(&lo),
        (_, true) => lo.sle(&max) && min.sle(&hi),
    };
    Some((can_true, can_false))
}

/// A member of `a` of least magnitude read as signed: the least
/// non-negative one (the defined bits) or the greatest negative one (every
/// undef bit set), whichever the sign bit allows and is nearer 0.
fn least_magnitude(a: &Cube) -> ApInt {
    let sign = a.sign_mask();
    let neg = a.bits.or(&a.undef).or(&sign);
    if !a.bits.and(&sign).is_zero() {
        return neg;
    }
    if a.undef.and(&sign).is_zero() {
        return a.bits.clone();
    }
    let wide = a.bits.width() + 1;
    if a.bits.zext(wide).ule(&neg.sext(wide).neg()) {
        a.bits.clone()
    } else {
        neg
    }
}

/// Wrapping `mul`, exact when one side is defined and the other's undef
/// bits run to the top: multiplying by `c = c' · 2^t` (c' odd) permutes the
/// free high part, leaving the low `k + t` bits fixed. Also exact when one
/// side is wholly undef: `x · undef` is every multiple of `2^ctz(x)`, so
/// over the other side's members it is every multiple of `2^m`, `m` the
/// lowest position where some member has a 1 (a member with its first 1
/// there reaches them all): the low `m` bits 0, the others undef.
pub fn mul(a: &Cube, b: &Cube) -> Option<Cube> {
    let (x, c) = match (a.is_defined(), b.is_defined()) {
        (true, true) => return Some(Cube::exact(&a.bits.mul(&b.bits))),
        (false, true) => (a, &b.bits),
        (true, false) => (b, &a.bits),
        (false, false) => {
            let whole = |c: &Cube| c.undef == ApInt::all_ones(c.undef.width());
            let other = if whole(b) {
                a
            } else if whole(a) {
                b
            } else {
                return None;
            };
            let m = other.bits.or(&other.undef).cttz();
            return Some(top_undef_from(ApInt::zero(a.bits.width()), m));
        }
    };
    if c.is_zero() {
        return Some(Cube::exact(c));
    }
    if !x.undef_is_top_range() {
        return None;
    }
    let k = x.lowest_undef().saturating_add(c.cttz());
    Some(top_undef_from(x.bits.mul(c), k))
}

/// `shl` by a defined amount below the width: the undef bits move along.
pub fn shl(a: &Cube, amt: u32) -> Cube {
    Cube {
        bits: a.bits.shl(amt),
        undef: a.undef.shl(amt),
    }
}

/// `lshr` by a defined amount below the width.
pub fn lshr(a: &Cube, amt: u32) -> Cube {
    Cube {
        bits: a.bits.lshr(amt),
        undef: a.undef.lshr(amt),
    }
}

/// `ashr` by a defined amount below the width; exact only when the sign
/// bit is defined (copies of an undef sign bit would be correlated).
pub fn ashr(a: &Cube, amt: u32) -> Option<Cube> {
    let w = a.bits.width();
    if a.undef.bit(w - 1) {
        return None;
    }
    Some(Cube {
        bits: a.bits.ashr(amt),
        undef: a.undef.lshr(amt),
    })
}

/// Whether a poison flag fires over the members of a cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fires {
    /// For no member: the flag cannot make the result poison.
    Never,
    /// For every member: the result is poison.
    Always,
    /// For some members only.
    Sometimes,
}

impl Fires {
    /// Whether either of two flags fires.
    pub fn or(self, o: Fires) -> Fires {
        match (self, o) {
            (Fires::Always, _) | (_, Fires::Always) => Fires::Always,
            (Fires::Never, Fires::Never) => Fires::Never,
            _ => Fires::Sometimes,
        }
    }
}

/// Whether a flag that fires when some bit under `mask` is one fires.
fn fires_if_one(a: &Cube, mask: &ApInt) -> Fires {
    if !a.bits.and(mask).is_zero() {
        Fires::Always
    } else if a.undef.and(mask).is_zero() {
        Fires::Never
    } else {
        Fires::Sometimes
    }
}

/// `exact` on `lshr`/`ashr` by `amt` (below the width): fires when a set
/// bit is shifted out.
pub fn shr_exact_fires(a: &Cube, amt: u32) -> Fires {
    let w = a.bits.width();
    fires_if_one(a, &ApInt::all_ones(w).lshr(w - amt))
}

/// `nuw` on `shl` by `amt` (below the width): fires when a set bit is
/// shifted out.
pub fn shl_nuw_fires(a: &Cube, amt: u32) -> Fires {
    let w = a.bits.width();
    fires_if_one(a, &ApInt::all_ones(w).shl(w - amt))
}

/// `nsw` on `shl` by `amt` (below the width): fires unless the top
/// `amt + 1` bits are all equal (the bits shifted out agree with the new
/// sign bit).
pub fn shl_nsw_fires(a: &Cube, amt: u32) -> Fires {
    let w = a.bits.width();
    let mask = ApInt::all_ones(w).shl(w - amt - 1);
    let defined = mask.and(&a.undef.not());
    let ones = a.bits.and(&defined);
    if !ones.is_zero() && ones != defined {
        Fires::Always
    } else if a.undef.and(&mask).is_zero() {
        Fires::Never
    } else {
        Fires::Sometimes
    }
}

/// `trunc`: the low bits.
pub fn trunc(a: &Cube, width: u32) -> Cube {
    Cube {
        bits: a.bits.trunc(width),
        undef: a.undef.trunc(width),
    }
}

/// `zext`: defined zeros above.
pub fn zext(a: &Cube, width: u32) -> Cube {
    Cube {
        bits: a.bits.zext(width),
        undef: a.undef.zext(width),
    }
}

/// `sext`: exact only when the sign bit is defined.
pub fn sext(a: &Cube, width: u32) -> Option<Cube> {
    let w = a.bits.width();
    if a.undef.bit(w - 1) {
        return None;
    }
    Some(Cube {
        bits: a.bits.sext(width),
        undef: a.undef.zext(width),
    })
}

/// The possible outcomes of `icmp pred a, b`: `(can be true, can be false)`.
/// Exact for every predicate: the extreme members of a cube are in it.
pub fn icmp(pred: IntPred, a: &Cube, b: &Cube) -> (bool, bool) {
    match pred {
        IntPred::Eq | IntPred::Ne => {
            let both_defined = a.undef.or(&b.undef).not();
            let can_eq = a.bits.xor(&b.bits).and(&both_defined).is_zero();
            let can_ne = !a.undef.or(&b.undef).is_zero() || a.bits != b.bits;
            if pred == IntPred::Eq {
                (can_eq, can_ne)
            } else {
                (can_ne, can_eq)
            }
        }
        IntPred::Ult => (a.umin().ult(&b.umax()), !a.umax().ult(&b.umin())),
        IntPred::Ule => (a.umin().ule(&b.umax()), !a.umax().ule(&b.umin())),
        IntPred::Ugt => (b.umin().ult(&a.umax()), !b.umax().ult(&a.umin())),
        IntPred::Uge => (b.umin().ule(&a.umax()), !b.umax().ule(&a.umin())),
        IntPred::Slt => (a.smin().slt(&b.smax()), !a.smax().slt(&b.smin())),
        IntPred::Sle => (a.smin().sle(&b.smax()), !a.smax().sle(&b.smin())),
        IntPred::Sgt => (b.smin().slt(&a.smax()), !b.smax().slt(&a.smin())),
        IntPred::Sge => (b.smin().sle(&a.smax()), !b.smax().sle(&a.smin())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every member of a cube.
    fn members(c: &Cube) -> Vec<u64> {
        let w = c.bits.width();
        (0..1u64 << w)
            .filter(|v| {
                let v = ApInt::from_u64(w, *v);
                v.and(&c.undef.not()) == c.bits
            })
            .collect()
    }

    /// Every cube of width `w` (all pairs of mask and defined bits).
    fn cubes(w: u32) -> Vec<Cube> {
        let mut out = Vec::new();
        for u in 0..1u64 << w {
            for v in 0..1u64 << w {
                if v & u == 0 {
                    out.push(Cube {
                        bits: ApInt::from_u64(w, v),
                        undef: ApInt::from_u64(w, u),
                    });
                }
            }
        }
        out
    }

    /// The exact result set of a binary operation, by brute force.
    fn exact_set(a: &Cube, b: &Cube, w: u32, f: &dyn Fn(u64, u64) -> u64) -> Vec<u64> {
        let mut s: Vec<u64> = members(a)
            .iter()
            .flat_map(|x| {
                members(b)
                    .into_iter()
                    .map(move |y| f(*x, y) & ((1 << w) - 1))
            })
            .collect();
        s.sort();
        s.dedup();
        s
    }

    fn check_binary(
        w: u32,
        op: &dyn Fn(&Cube, &Cube) -> Option<Cube>,
        f: &dyn Fn(u64, u64) -> u64,
    ) -> usize {
        let mut exact = 0;
        for a in cubes(w) {
            for b in cubes(w) {
                if let Some(r) = op(&a, &b) {
                    assert_eq!(members(&r), exact_set(&a, &b, w, f), "a={a:?} b={b:?}");
                    exact += 1;
                }
            }
        }
        exact
    }

    #[test]
    fn bitwise_ops_are_exact_for_all_i3_cubes() {
        for w in [1, 3] {
            check_binary(w, &|a, b| Some(and(a, b)), &|x, y| x & y);
            check_binary(w, &|a, b| Some(or(a, b)), &|x, y| x | y);
            check_binary(w, &|a, b| Some(xor(a, b)), &|x, y| x ^ y);
        }
    }

    #[test]
    fn sums_and_products_are_exact_whenever_claimed() {
        for w in [1, 3, 4] {
            let n_add = check_binary(w, &add, &|x, y| x.wrapping_add(y));
            check_binary(w, &sub, &|x, y| x.wrapping_sub(y));
            let n_mul = check_binary(w, &mul, &|x, y| x.wrapping_mul(y));
            assert!(n_add > 0 && n_mul > 0);
        }
    }

    #[test]
    fn a_product_with_a_wholly_undef_operand_is_every_multiple_of_the_lowest_possible_one() {
        let undef = |w: u32| Cube {
            bits: ApInt::zero(w),
            undef: ApInt::all_ones(w),
        };
        for w in [1u32, 8, 64, 65, 128] {
            // (undef << 1) * undef: every even value (at i1, 0 only).
            let even = Cube {
                bits: ApInt::zero(w),
                undef: ApInt::all_ones(w).shl(1),
            };
            let r = mul(&even, &undef(w)).expect("exact");
            assert_eq!(r.undef, ApInt::all_ones(w).shl(1), "width {w}");
            assert!(r.bits.is_zero());
            // ((undef << 1) | 1) * undef: every value; the other order too.
            let odd = Cube {
                bits: ApInt::from_u64(w, 1),
                undef: ApInt::all_ones(w).shl(1),
            };
            assert_eq!(mul(&undef(w), &odd), Some(undef(w)), "width {w}");
            // 0 * undef is 0; a partly undef operand on both sides is no rule.
            let zero = Cube::exact(&ApInt::zero(w));
            assert_eq!(mul(&zero, &undef(w)), Some(zero.clone()));
            if w > 1 {
                assert_eq!(mul(&even, &odd), None);
            }
        }
    }

    #[test]
    fn saturating_sums_are_exact_whenever_claimed() {
        let w = 3;
        let sx = |v: u64| ((v << 61) as i64) >> 61;
        let clamp_s = |v: i64| (v.clamp(-4, 3) as u64) & 7;
        let n = check_binary(w, &|a, b| sat(false, false, a, b), &|x, y| (x + y).min(7));
        check_binary(w, &|a, b| sat(true, false, a, b), &|x, y| {
            x.saturating_sub(y)
        });
        check_binary(w, &|a, b| sat(false, true, a, b), &|x, y| {
            clamp_s(sx(x) + sx(y))
        });
        check_binary(w, &|a, b| sat(true, true, a, b), &|x, y| {
            clamp_s(sx(x) - sx(y))
        });
        assert!(n > 0);
        // By 0, a wholly undef operand stays undef.
        let all = Cube {
            bits: ApInt::zero(w),
            undef: ApInt::all_ones(w),
        };
        let zero = Cube::exact(&ApInt::zero(w));
        for (subtract, signed) in [(false, false), (false, true), (true, false), (true, true)] {
            assert_eq!(sat(subtract, signed, &all, &zero), Some(all.clone()));
        }
    }

    #[test]
    fn overflow_possibility_matches_brute_force() {
        let w = 3;
        let sx = |v: u64| ((v << 61) as i64) >> 61;
        for a in cubes(w) {
            for b in cubes(w) {
                let pairs: Vec<(u64, u64)> = members(&a)
                    .iter()
                    .flat_map(|x| members(&b).into_iter().map(move |y| (*x, y)))
                    .collect();
                let in_s = |v: i64| (-4..4).contains(&v);
                let add_u = pairs.iter().any(|(x, y)| x + y > 7);
                let add_s = pairs.iter().any(|(x, y)| !in_s(sx(*x) + sx(*y)));
                let sub_u = pairs.iter().any(|(x, y)| x < y);
                let sub_s = pairs.iter().any(|(x, y)| !in_s(sx(*x) - sx(*y)));
                assert_eq!(may_overflow_add(&a, &b, true, false), add_u);
                assert_eq!(may_overflow_add(&a, &b, false, true), add_s);
                assert_eq!(may_overflow_sub(&a, &b, true, false), sub_u);
                assert_eq!(may_overflow_sub(&a, &b, false, true), sub_s);
            }
        }
    }

    /// The overflow bit's outcomes of every `add`/`sub`/`mul`, unsigned and
    /// signed, on every pair of cubes of widths 1 to 4, against the member
    /// pairs; undecided only for signed products (counted).
    #[test]
    fn overflow_outcomes_match_brute_force() {
        for w in 1..=4u32 {
            let sx = |v: u64| ((v << (64 - w)) as i64) >> (64 - w);
            let (smin, smax) = (-(1i64 << (w - 1)), (1i64 << (w - 1)) - 1);
            let umax = (1i64 << w) - 1;
            let mut undecided = 0;
            for a in cubes(w) {
                for b in cubes(w) {
                    let pairs: Vec<(u64, u64)> = members(&a)
                        .iter()
                        .flat_map(|x| members(&b).into_iter().map(move |y| (*x, y)))
                        .collect();
                    for op in [BinOp::Add, BinOp::Sub, BinOp::Mul] {
                        for signed in [false, true] {
                            let exact = |x: u64, y: u64| {
                                let (x, y) = if signed {
                                    (sx(x), sx(y))
                                } else {
                                    (x as i64, y as i64)
                                };
                                match op {
                                    BinOp::Add => x + y,
                                    BinOp::Sub => x - y,
                                    _ => x * y,
                                }
                            };
                            let (lo, hi) = if signed { (smin, smax) } else { (0, umax) };
                            let ov: Vec<bool> = pairs
                                .iter()
                                .map(|(x, y)| !(lo..=hi).contains(&exact(*x, *y)))
                                .collect();
                            let want = (ov.iter().any(|o| *o), ov.iter().any(|o| !o));
                            match overflow_outcomes(op, signed, &a, &b) {
                                Some(got) => {
                                    assert_eq!(got, want, "{op:?} signed={signed} a={a:?} b={b:?}")
                                }
                                None => {
                                    assert!(op == BinOp::Mul && signed);
                                    undecided += 1;
                                }
                            }
                        }
                    }
                }
            }
            // Ties are rare: at i4, under 2% of the signed products.
            if w == 4 {
                assert!(undecided * 50 < cubes(w).len().pow(2), "{undecided}");
            }
        }
    }

    #[test]
    fn ub_manual_examples() {
        let undef = Cube {
            bits: ApInt::zero(32),
            undef: ApInt::all_ones(32),
        };
        let zero = Cube::exact(&ApInt::zero(32));
        let two = Cube::exact(&ApInt::from_u64(32, 2));
        // %a = add i32 undef, 0: still all of i32.
        let a = add(&undef, &zero).unwrap();
        assert!(a.undef.is_all_ones());
        // add %a, %a: the two uses pick independently, so it may be odd.
        let sum = add(&a, &a).unwrap();
        assert!(sum.undef.bit(0));
        // mul %v, 2 with %v undef: always even.
        let m = mul(&undef, &two).unwrap();
        assert!(!m.undef.bit(0) && !m.bits.bit(0));
        assert!(m.undef.bit(1));
    }

    #[test]
    fn sum_of_operands_without_common_bits_is_their_or() {
        // (x << 8) + (y & 255) with x, y undef: every i16, and exact.
        let hi = Cube {
            bits: ApInt::zero(16),
            undef: ApInt::from_u64(16, 0xff00),
        };
        let lo = Cube {
            bits: ApInt::zero(16),
            undef: ApInt::from_u64(16, 0x00ff),
        };
        let r = add(&hi, &lo).unwrap();
        assert!(r.undef.is_all_ones());
        // A defined bit 0 on both sides may carry: not this case.
        let one = Cube::exact(&ApInt::from_u64(16, 1));
        let odd = Cube {
            bits: ApInt::from_u64(16, 1),
            undef: ApInt::from_u64(16, 0x0f00),
        };
        assert_eq!(add(&odd, &one), None);
    }

    #[test]
    fn shifts_and_extensions_are_exact_whenever_claimed() {
        let w = 4;
        for a in cubes(w) {
            for amt in 0..w {
                let f = |x: u64| (x << amt) & 0xf;
                let mut want: Vec<u64> = members(&a).iter().map(|x| f(*x)).collect();
                want.sort();
                want.dedup();
                assert_eq!(members(&shl(&a, amt)), want);
                let mut want: Vec<u64> = members(&a).iter().map(|x| x >> amt).collect();
                want.sort();
                want.dedup();
                assert_eq!(members(&lshr(&a, amt)), want);
            }
            if let Some(s) = sext(&a, 6) {
                let mut want: Vec<u64> = members(&a)
                    .iter()
                    .map(|x| if x & 8 != 0 { x | 0x30 } else { *x })
                    .collect();
                want.sort();
                assert_eq!(members(&s), want);
            }
        }
    }

    #[test]
    fn icmp_outcomes_match_brute_force() {
        let w = 3;
        let sx = |v: u64| ((v << 61) as i64) >> 61;
        for a in cubes(w) {
            for b in cubes(w) {
                for pred in IntPred::ALL {
                    let outcomes: Vec<bool> = members(&a)
                        .iter()
                        .flat_map(|x| members(&b).into_iter().map(move |y| (*x, y)))
                        .map(|(x, y)| match pred {
                            IntPred::Eq => x == y,
                            IntPred::Ne => x != y,
                            IntPred::Ult => x < y,
                            IntPred::Ule => x <= y,
                            IntPred::Ugt => x > y,
                            IntPred::Uge => x >= y,
                            IntPred::Slt => sx(x) < sx(y),
                            IntPred::Sle => sx(x) <= sx(y),
                            IntPred::Sgt => sx(x) > sx(y),
                            IntPred::Sge => sx(x) >= sx(y),
                        })
                        .collect();
                    let want = (outcomes.contains(&true), outcomes.contains(&false));
                    assert_eq!(icmp(pred, &a, &b), want, "{pred:?} {a:?} {b:?}");
                }
            }
        }
    }
    /// The flag predicates against brute force: for every cube of widths
    /// 1 to 4 and amount below the width, whether the flag fires for no,
    /// every or some members.
    #[test]
    fn flag_fires_matches_the_members() {
        for w in 1..=4u32 {
            for a in cubes(w) {
                for amt in 1..w {
                    let mask = (1u64 << w) - 1;
                    let shifted_out_low = |x: u64| x & ((1 << amt) - 1) != 0;
                    let shifted_out_high = |x: u64| ((x << amt) & mask) >> amt != x;
                    let nsw = |x: u64| {
                        let r = (x << amt) & mask;
                        let sx = |v: u64| ((v << (64 - w)) as i64) >> (64 - w);
                        sx(r) >> amt != sx(x)
                    };
                    let expect = |f: &dyn Fn(u64) -> bool| {
                        let m = members(&a);
                        if m.iter().all(|x| f(*x)) {
                            Fires::Always
                        } else if m.iter().any(|x| f(*x)) {
                            Fires::Sometimes
                        } else {
                            Fires::Never
                        }
                    };
                    assert_eq!(
                        shr_exact_fires(&a, amt),
                        expect(&shifted_out_low),
                        "{a:?} {amt}"
                    );
                    assert_eq!(
                        shl_nuw_fires(&a, amt),
                        expect(&shifted_out_high),
                        "{a:?} {amt}"
                    );
                    assert_eq!(shl_nsw_fires(&a, amt), expect(&nsw), "{a:?} {amt}");
                }
            }
        }
    }
}
