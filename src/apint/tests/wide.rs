//! Property tests (quickcheck) at wide widths: 65, 127, 128, 129, 192, 256
//! and 1000 bits, each with three independent references:
//!
//! - the `awint` crate, computing the same operation;
//! - `i128` arithmetic, on values that fit in 64 bits once sign- or
//!   zero-extended to the width;
//! - algebraic laws (commutativity, inverses, division identities, round
//!   trips) that tie the operations to each other.
//!
//! Between 65 and 128 bits the methods take the inline path, so a fourth
//! property runs the wide path (`limbs`) on the same two-limb operands and
//! requires it to agree with the inline result.

use std::num::NonZeroUsize;

use awint::{Awi, Bits};
use quickcheck::{Arbitrary, Gen, QuickCheck};

use super::super::{ApInt, limbs};

const WIDE_WIDTHS: [u32; 7] = [65, 127, 128, 129, 192, 256, 1000];
const TWO_LIMB_WIDTHS: [u32; 5] = [65, 96, 100, 127, 128];
const CASES: u64 = 300;

/// Runs a property on a fixed seed so that a failure replays.
fn check<A: quickcheck::Testable>(seed: u64, prop: A) {
    QuickCheck::new()
        .rng(Gen::from_size_and_seed(100, seed))
        .tests(CASES)
        .quickcheck(prop);
}

/// Raw material for an operand: a shape, 16 limbs (enough for 1000 bits)
/// and a shift amount. [`Val::at`] turns it into a value of any width.
#[derive(Clone, Debug)]
struct Val {
    shape: u8,
    limbs: Vec<u64>,
    amount: u32,
}

impl Arbitrary for Val {
    fn arbitrary(g: &mut Gen) -> Val {
        let limbs = (0..16)
            .map(|_| match u8::arbitrary(g) % 8 {
                0 => 0,
                1 => u64::MAX,
                2 => 1,
                3 => 1 << 63,
                4 => u64::MAX - 1,
                _ => u64::arbitrary(g),
            })
            .collect();
        Val {
            shape: u8::arbitrary(g) % 8,
            limbs,
            amount: u32::arbitrary(g),
        }
    }
}

impl Val {
    /// The operand at width `w`: random limbs, a random value cut to a
    /// random number of bits (so that divisors and dividends differ in
    /// length), a small positive or negative value, or an extreme one.
    fn at(&self, w: u32) -> ApInt {
        let raw = ApInt::from_limbs(w, &self.limbs);
        match self.shape {
            0..=2 => raw,
            3 => raw.lshr(self.amount % w),
            4 => ApInt::from_u64(w, self.limbs[0] & 0xffff),
            5 => ApInt::from_i64(w, -((self.limbs[0] & 0xffff) as i64) - 1),
            6 => {
                let mut neg = raw;
                neg.set_bit(w - 1, true);
                neg.ashr(self.amount % w)
            }
            _ => special(w, self.limbs[0]),
        }
    }
}

/// One of the values at which wide arithmetic tends to break.
fn special(w: u32, pick: u64) -> ApInt {
    let one = ApInt::one(w);
    match pick % 10 {
        0 => ApInt::zero(w),
        1 => one,
        2 => ApInt::all_ones(w),
        3 => ApInt::signed_min(w),
        4 => ApInt::signed_max(w),
        5 => ApInt::signed_min(w).add(&one),
        6 => ApInt::signed_max(w).sub(&one),
        7 => one.shl(64),
        8 => one.shl(64).sub(&one),
        _ => one.shl(w / 2),
    }
}

fn nz(n: usize) -> NonZeroUsize {
    NonZeroUsize::new(n).expect("widths are positive")
}

fn to_awi(a: &ApInt) -> Awi {
    let mut x = Awi::zero(nz(a.width() as usize));
    x.u8_slice_(&a.to_le_bytes(a.width().div_ceil(8) as usize));
    x
}

fn from_awi(x: &Bits) -> ApInt {
    let mut buf = vec![0u8; x.bw().div_ceil(8)];
    x.to_u8_slice(&mut buf);
    ApInt::from_le_bytes(x.bw() as u32, &buf)
}

/// `x` zero- or sign-extended (or truncated) to `w` bits.
fn resized(x: &Bits, w: usize, signed: bool) -> Awi {
    let mut r = Awi::zero(nz(w));
    if signed {
        let _ = r.sign_resize_(x);
    } else {
        let _ = r.zero_resize_(x);
    }
    r
}

/// `awint`'s `a op b` as an `ApInt`.
fn awi_op(a: &ApInt, b: &ApInt, op: impl Fn(&mut Bits, &Bits) -> Option<()>) -> ApInt {
    let mut x = to_awi(a);
    let y = to_awi(b);
    assert!(op(&mut x, &y).is_some(), "awint rejected the operands");
    from_awi(&x)
}

/// Whether `a + b` (or `-`), computed exactly in one more bit, overflows.
fn awi_sum_overflows(a: &ApInt, b: &ApInt, signed: bool, subtract: bool) -> bool {
    let w = a.width() as usize;
    let mut x = resized(&to_awi(a), w + 1, signed);
    let y = resized(&to_awi(b), w + 1, signed);
    let _ = if subtract { x.sub_(&y) } else { x.add_(&y) };
    let top = x.get(w) == Some(true);
    if signed {
        top != (x.get(w - 1) == Some(true))
    } else {
        top
    }
}

/// Whether `a · b`, computed exactly in twice the bits, overflows.
fn awi_mul_overflows(a: &ApInt, b: &ApInt, signed: bool) -> bool {
    let w = a.width() as usize;
    let x = resized(&to_awi(a), 2 * w, signed);
    let y = resized(&to_awi(b), 2 * w, signed);
    let mut p = Awi::zero(nz(2 * w));
    let _ = p.mul_add_(&x, &y);
    let back = resized(&resized(&p, w, false), 2 * w, signed);
    back != p
}

fn awint_agrees(a: Val, b: Val, amt: u32) {
    for w in WIDE_WIDTHS {
        let (x, y) = (a.at(w), b.at(w));
        let s = amt % (w + 2);
        let ctx = format!("i{w} {x:?} {y:?} s={s}");
        assert_eq!(x.add(&y), awi_op(&x, &y, |p, q| p.add_(q)), "add {ctx}");
        assert_eq!(x.sub(&y), awi_op(&x, &y, |p, q| p.sub_(q)), "sub {ctx}");
        assert_eq!(x.and(&y), awi_op(&x, &y, |p, q| p.and_(q)), "and {ctx}");
        assert_eq!(x.or(&y), awi_op(&x, &y, |p, q| p.or_(q)), "or {ctx}");
        assert_eq!(x.xor(&y), awi_op(&x, &y, |p, q| p.xor_(q)), "xor {ctx}");
        let product = {
            let mut p = Awi::zero(nz(w as usize));
            let _ = p.mul_add_(&to_awi(&x), &to_awi(&y));
            from_awi(&p)
        };
        assert_eq!(x.mul(&y), product, "mul {ctx}");
        let mut n = to_awi(&x);
        n.neg_(true);
        assert_eq!(x.neg(), from_awi(&n), "neg {ctx}");
        assert_eq!(
            x.uadd_ov(&y).1,
            awi_sum_overflows(&x, &y, false, false),
            "uadd_ov {ctx}"
        );
        assert_eq!(
            x.sadd_ov(&y).1,
            awi_sum_overflows(&x, &y, true, false),
            "sadd_ov {ctx}"
        );
        assert_eq!(
            x.usub_ov(&y).1,
            awi_sum_overflows(&x, &y, false, true),
            "usub_ov {ctx}"
        );
        assert_eq!(
            x.ssub_ov(&y).1,
            awi_sum_overflows(&x, &y, true, true),
            "ssub_ov {ctx}"
        );
        assert_eq!(
            x.umul_ov(&y),
            (product.clone(), awi_mul_overflows(&x, &y, false)),
            "umul_ov {ctx}"
        );
        assert_eq!(
            x.smul_ov(&y),
            (product, awi_mul_overflows(&x, &y, true)),
            "smul_ov {ctx}"
        );
        if !y.is_zero() {
            let (mut q, mut r) = (to_awi(&x), to_awi(&x));
            Bits::udivide(&mut q, &mut r, &to_awi(&x), &to_awi(&y))
                .unwrap_or_else(|| panic!("udivide {ctx}"));
            assert_eq!(x.udivrem(&y), (from_awi(&q), from_awi(&r)), "udivrem {ctx}");
            let (mut xs, mut ys) = (to_awi(&x), to_awi(&y));
            Bits::idivide(&mut q, &mut r, &mut xs, &mut ys)
                .unwrap_or_else(|| panic!("idivide {ctx}"));
            assert_eq!(x.sdivrem(&y), (from_awi(&q), from_awi(&r)), "sdivrem {ctx}");
        }
        assert_eq!(
            x.ult(&y),
            to_awi(&x).ult(&to_awi(&y)).unwrap_or(false),
            "ult {ctx}"
        );
        assert_eq!(
            x.slt(&y),
            to_awi(&x).ilt(&to_awi(&y)).unwrap_or(false),
            "slt {ctx}"
        );
        let shifted = |f: fn(&mut Bits, usize) -> Option<()>| {
            let mut p = to_awi(&x);
            // awint rejects amounts ≥ width; those are checked by the laws.
            (s < w).then(|| {
                let _ = f(&mut p, s as usize);
                from_awi(&p)
            })
        };
        if let Some(r) = shifted(Bits::shl_) {
            assert_eq!(x.shl(s), r, "shl {ctx}");
        }
        if let Some(r) = shifted(Bits::lshr_) {
            assert_eq!(x.lshr(s), r, "lshr {ctx}");
        }
        if let Some(r) = shifted(Bits::ashr_) {
            assert_eq!(x.ashr(s), r, "ashr {ctx}");
        }
        if let Some(r) = shifted(Bits::rotl_) {
            assert_eq!(x.rotl(s), r, "rotl {ctx}");
        }
        if let Some(r) = shifted(Bits::rotr_) {
            assert_eq!(x.rotr(s), r, "rotr {ctx}");
        }
        let ax = to_awi(&x);
        assert_eq!(
            [x.ctlz(), x.cttz(), x.ctpop()],
            [ax.lz() as u32, ax.tz() as u32, ax.count_ones() as u32],
            "counts {ctx}"
        );
        let mut rev = to_awi(&x);
        rev.rev_();
        assert_eq!(x.bitreverse(), from_awi(&rev), "bitreverse {ctx}");
        let wider = w as usize + 1 + s as usize;
        assert_eq!(
            x.sext(wider as u32),
            from_awi(&resized(&ax, wider, true)),
            "sext {ctx}"
        );
        assert_eq!(
            x.zext(wider as u32),
            from_awi(&resized(&ax, wider, false)),
            "zext {ctx}"
        );
        let narrower = (w - s.min(w - 1)) as usize;
        assert_eq!(
            x.trunc(narrower as u32),
            from_awi(&resized(&ax, narrower, false)),
            "trunc {ctx}"
        );
    }
}

#[test]
fn wide_operations_agree_with_awint() {
    check(1, awint_agrees as fn(Val, Val, u32));
}

fn laws_hold(a: Val, b: Val, amt: u32) {
    for w in WIDE_WIDTHS {
        let (x, y) = (a.at(w), b.at(w));
        let s = amt % w;
        let ctx = format!("i{w} {x:?} {y:?} s={s}");
        let (zero, ones) = (ApInt::zero(w), ApInt::all_ones(w));
        assert_eq!(x.mul(&y), y.mul(&x), "mul commutes {ctx}");
        assert_eq!(x.add(&y), y.add(&x), "add commutes {ctx}");
        assert_eq!(x.add(&y).sub(&y), x, "(a+b)-b {ctx}");
        assert_eq!(x.neg().add(&x), zero, "-a+a {ctx}");
        assert_eq!(x.xor(&y).xor(&y), x, "xor {ctx}");
        assert_eq!(x.and(&y).or(&x.and(&y.not())), x, "and/or/not {ctx}");
        if !y.is_zero() {
            let (q, r) = x.udivrem(&y);
            assert_eq!(q.mul(&y).add(&r), x, "udiv reconstructs {ctx}");
            assert!(r.ult(&y), "urem < divisor {ctx}");
            assert_eq!((x.udiv(&y), x.urem(&y)), (q, r.clone()), "udivrem {ctx}");
            assert_eq!(x.udiv_is_exact(&y), r.is_zero());
            let (q, r) = x.sdivrem(&y);
            assert_eq!(q.mul(&y).add(&r), x, "sdiv reconstructs {ctx}");
            assert!(r.abs().ult(&y.abs()), "|srem| < |divisor| {ctx}");
            assert!(
                r.is_zero() || r.is_negative() == x.is_negative(),
                "srem sign {ctx}"
            );
            assert_eq!((x.sdiv(&y), x.srem(&y)), (q, r.clone()), "sdivrem {ctx}");
            assert_eq!(x.sdiv_is_exact(&y), r.is_zero());
        }
        assert_eq!(
            x.shl(s).lshr(s),
            x.and(&ones.lshr(s)),
            "shl then lshr {ctx}"
        );
        assert_eq!(x.lshr(s).shl(s), x.and(&ones.shl(s)), "lshr then shl {ctx}");
        assert_eq!(x.ashr(s).shl(s), x.and(&ones.shl(s)), "ashr then shl {ctx}");
        assert_eq!(
            x.ashr(s).lshr(w - 1),
            ApInt::from_u64(w, x.is_negative() as u64),
            "ashr keeps sign {ctx}"
        );
        assert_eq!(x.shr_is_exact(s), x.lshr(s).shl(s) == x, "shr exact {ctx}");
        assert_eq!(x.ushl_ov(s).1, x.shl(s).lshr(s) != x, "shl nuw {ctx}");
        assert_eq!(x.sshl_ov(s).1, x.shl(s).ashr(s) != x, "shl nsw {ctx}");
        assert_eq!(x.shl(w), zero, "shl by width {ctx}");
        assert_eq!(x.lshr(w + s), zero, "lshr past width {ctx}");
        assert_eq!(
            x.ashr(w + s),
            if x.is_negative() {
                ones.clone()
            } else {
                zero.clone()
            },
            "ashr past width {ctx}"
        );
        assert_eq!(x.rotl(s).rotr(s), x, "rotl∘rotr {ctx}");
        assert_eq!(
            x.rotl(s),
            x.fshl(&x, &ApInt::from_u64(w, amt as u64)),
            "rotl = fshl {ctx}"
        );
        assert_eq!(
            x.rotr(s),
            x.fshr(&x, &ApInt::from_u64(w, amt as u64)),
            "rotr = fshr {ctx}"
        );
        let joined = x.concat(&y);
        let amt_w = ApInt::from_u64(w, s as u64);
        assert_eq!(
            x.fshl(&y, &amt_w),
            joined.shl(s).extract(w, w),
            "fshl {ctx}"
        );
        assert_eq!(x.fshr(&y, &amt_w), joined.lshr(s).trunc(w), "fshr {ctx}");
        assert_eq!(
            (joined.extract(0, w), joined.extract(w, w)),
            (y.clone(), x.clone()),
            "concat {ctx}"
        );
        let mut c = ApInt::zero(2 * w);
        c.insert(w, &x);
        c.insert(0, &y);
        assert_eq!(c, joined, "insert {ctx}");
        assert_eq!(x.extract(s, w - s), x.lshr(s).trunc(w - s), "extract {ctx}");
        if w.is_multiple_of(16) {
            assert_eq!(x.bswap().bswap(), x, "bswap∘bswap {ctx}");
            assert_eq!(
                x.bswap().to_le_bytes(w as usize / 8),
                x.to_be_bytes(w as usize / 8),
                "bswap bytes {ctx}"
            );
        }
        assert_eq!(
            x.bitreverse().bitreverse(),
            x,
            "bitreverse∘bitreverse {ctx}"
        );
        assert_eq!(x.ctpop() + x.not().ctpop(), w, "ctpop {ctx}");
        assert_eq!(x.cttz(), x.bitreverse().ctlz(), "cttz/ctlz {ctx}");
        assert_eq!(x.ctlz() + x.active_bits(), w, "ctlz {ctx}");
        for k in [1, 63, 64, 65, 200] {
            assert_eq!(x.sext(w + k).trunc(w), x, "sext then trunc {ctx}");
            assert_eq!(x.zext(w + k).trunc(w), x, "zext then trunc {ctx}");
            assert_eq!(
                x.sext(w + k).num_sign_bits(),
                x.num_sign_bits() + k,
                "sext sign bits {ctx}"
            );
        }
        let to = w - s.min(w - 1);
        assert_eq!(
            x.trunc_fits_unsigned(to),
            x.trunc(to).zext(w) == x,
            "trunc nuw {ctx}"
        );
        assert_eq!(
            x.trunc_fits_signed(to),
            x.trunc(to).sext(w) == x,
            "trunc nsw {ctx}"
        );
        let n = (w as usize).div_ceil(8);
        assert_eq!(
            ApInt::from_le_bytes(w, &x.to_le_bytes(n)),
            x,
            "le bytes {ctx}"
        );
        assert_eq!(
            ApInt::from_be_bytes(w, &x.to_be_bytes(n)),
            x,
            "be bytes {ctx}"
        );
        assert_eq!(ApInt::from_limbs(w, &x.limbs()), x, "limbs {ctx}");
        assert_eq!(
            ApInt::from_decimal(w, &x.to_signed_decimal()).as_ref(),
            Some(&x),
            "decimal {ctx}"
        );
        assert_eq!(
            ApInt::from_decimal(w, &x.to_unsigned_decimal()).as_ref(),
            Some(&x),
            "decimal {ctx}"
        );
        // Overflow flags against exact arithmetic one or two widths up.
        let (xs, ys, xz, yz) = (x.sext(w + 1), y.sext(w + 1), x.zext(w + 1), y.zext(w + 1));
        assert_eq!(
            x.sadd_ov(&y).1,
            !xs.add(&ys).trunc_fits_signed(w),
            "sadd_ov {ctx}"
        );
        assert_eq!(
            x.ssub_ov(&y).1,
            !xs.sub(&ys).trunc_fits_signed(w),
            "ssub_ov {ctx}"
        );
        assert_eq!(
            x.uadd_ov(&y).1,
            !xz.add(&yz).trunc_fits_unsigned(w),
            "uadd_ov {ctx}"
        );
        assert_eq!(x.usub_ov(&y).1, x.ult(&y), "usub_ov {ctx}");
        let (xs, ys, xz, yz) = (x.sext(2 * w), y.sext(2 * w), x.zext(2 * w), y.zext(2 * w));
        assert_eq!(
            x.smul_ov(&y).1,
            !xs.mul(&ys).trunc_fits_signed(w),
            "smul_ov {ctx}"
        );
        assert_eq!(
            x.umul_ov(&y).1,
            !xz.mul(&yz).trunc_fits_unsigned(w),
            "umul_ov {ctx}"
        );
        assert_eq!(
            x.uadd_sat(&y),
            if x.uadd_ov(&y).1 {
                ones.clone()
            } else {
                x.add(&y)
            },
            "uadd_sat {ctx}"
        );
        assert_eq!(
            x.usub_sat(&y),
            if x.ult(&y) { zero.clone() } else { x.sub(&y) },
            "usub_sat {ctx}"
        );
        let bound = if x.is_negative() {
            ApInt::signed_min(w)
        } else {
            ApInt::signed_max(w)
        };
        assert_eq!(
            x.sadd_sat(&y),
            if x.sadd_ov(&y).1 {
                bound.clone()
            } else {
                x.add(&y)
            },
            "sadd_sat {ctx}"
        );
        assert_eq!(
            x.ssub_sat(&y),
            if x.ssub_ov(&y).1 {
                bound.clone()
            } else {
                x.sub(&y)
            },
            "ssub_sat {ctx}"
        );
        assert_eq!(
            x.sshl_sat(s),
            if x.sshl_ov(s).1 { bound } else { x.shl(s) },
            "sshl_sat {ctx}"
        );
        assert_eq!(
            x.ushl_sat(s),
            if x.ushl_ov(s).1 {
                ones.clone()
            } else {
                x.shl(s)
            },
            "ushl_sat {ctx}"
        );
        // Orders and min/max.
        assert_eq!(x.ucmp(&y), y.ucmp(&x).reverse(), "ucmp {ctx}");
        assert_eq!(x.scmp(&y), y.scmp(&x).reverse(), "scmp {ctx}");
        assert_eq!(
            x.slt(&y),
            x.xor(&ApInt::signed_min(w))
                .ult(&y.xor(&ApInt::signed_min(w))),
            "slt via ult {ctx}"
        );
        assert!(
            x.umin(&y).ule(&x) && x.umin(&y).ule(&y) && x.umax(&y).uge(&x) && x.umax(&y).uge(&y),
            "umin/umax {ctx}"
        );
        assert!(
            x.smin(&y).sle(&x) && x.smin(&y).sle(&y) && x.smax(&y).sge(&x) && x.smax(&y).sge(&y),
            "smin/smax {ctx}"
        );
        assert_eq!(
            x.abs(),
            if x.is_negative() { x.neg() } else { x.clone() },
            "abs {ctx}"
        );
        assert_eq!(x.is_power_of_two(), x.ctpop() == 1, "power of two {ctx}");
        assert_eq!(x.is_all_ones(), x == ones, "all ones {ctx}");
        assert_eq!(x.is_one(), x == ApInt::one(w), "one {ctx}");
        assert_eq!(x.is_min_signed(), x == ApInt::signed_min(w), "min {ctx}");
        assert_eq!(x.is_max_signed(), x == ApInt::signed_max(w), "max {ctx}");
    }
}

#[test]
fn algebraic_laws_hold_at_wide_widths() {
    check(2, laws_hold as fn(Val, Val, u32));
}

/// Whether `v` fits in `w` bits as signed (always, from 128 bits up, for
/// the products of two `i64`s checked here).
fn fits_s(w: u32, v: i128) -> bool {
    w >= 128 || (-(1i128 << (w - 1))..1i128 << (w - 1)).contains(&v)
}

fn fits_u(w: u32, v: u128) -> bool {
    w >= 128 || v >> w == 0
}

fn i64_embedding_agrees(x: i64, y: i64, amt: u32) {
    let (ux, uy) = (x as u64, y as u64);
    let s = amt % 64;
    for w in WIDE_WIDTHS {
        let (a, b) = (ApInt::from_i64(w, x), ApInt::from_i64(w, y));
        let (au, bu) = (ApInt::from_u64(w, ux), ApInt::from_u64(w, uy));
        let (wx, wy) = (x as i128, y as i128);
        let ctx = format!("i{w} {x} {y} s={s}");
        let wrap = |v: i128| ApInt::from_i128(w, v);
        assert_eq!(a.add(&b), wrap(wx + wy), "add {ctx}");
        assert_eq!(a.sub(&b), wrap(wx - wy), "sub {ctx}");
        assert_eq!(
            a.smul_ov(&b),
            (wrap(wx * wy), !fits_s(w, wx * wy)),
            "smul_ov {ctx}"
        );
        assert_eq!(a.sadd_ov(&b).1, !fits_s(w, wx + wy), "sadd_ov {ctx}");
        let up = ux as u128 * uy as u128;
        assert_eq!(
            au.umul_ov(&bu),
            (ApInt::from_u128(w, up), !fits_u(w, up)),
            "umul_ov {ctx}"
        );
        assert_eq!(
            au.uadd_ov(&bu),
            (ApInt::from_u128(w, ux as u128 + uy as u128), false),
            "uadd_ov {ctx}"
        );
        if y != 0 {
            assert_eq!(
                a.sdivrem(&b),
                (wrap(wx / wy), wrap(wx % wy)),
                "sdivrem {ctx}"
            );
            assert_eq!(
                au.udivrem(&bu),
                (ApInt::from_u64(w, ux / uy), ApInt::from_u64(w, ux % uy)),
                "udivrem {ctx}"
            );
        }
        assert_eq!(a.shl(s), wrap(wx << s), "shl {ctx}");
        assert_eq!(a.ashr(s), wrap(wx >> s), "ashr {ctx}");
        assert_eq!(au.lshr(s), ApInt::from_u64(w, ux >> s), "lshr {ctx}");
        assert_eq!(a.scmp(&b), x.cmp(&y), "scmp {ctx}");
        assert_eq!(au.ucmp(&bu), ux.cmp(&uy), "ucmp {ctx}");
        assert_eq!(a.smax(&b), wrap(wx.max(wy)), "smax {ctx}");
        assert_eq!(a.and(&b), wrap(wx & wy), "and {ctx}");
        assert_eq!(a.or(&b), wrap(wx | wy), "or {ctx}");
        assert_eq!(a.xor(&b), wrap(wx ^ wy), "xor {ctx}");
        assert_eq!(a.not(), wrap(!wx), "not {ctx}");
        assert_eq!(a.abs(), wrap(wx.abs()), "abs {ctx}");
        let high_ones = if x < 0 { w - 64 } else { 0 };
        assert_eq!(a.ctpop(), ux.count_ones() + high_ones, "ctpop {ctx}");
        assert_eq!(au.ctlz(), w - 64 + ux.leading_zeros(), "ctlz {ctx}");
        assert_eq!(
            a.cttz(),
            if x == 0 { w } else { ux.trailing_zeros() },
            "cttz {ctx}"
        );
        assert_eq!(
            (a.to_i64(), au.to_u64(), a.low_u64()),
            (Some(x), Some(ux), ux),
            "conversions {ctx}"
        );
        assert_eq!(ApInt::from_i64(64, x).sext(w), a, "sext {ctx}");
        assert_eq!(ApInt::from_u64(64, ux).zext(w), au, "zext {ctx}");
        assert_eq!(a.to_signed_decimal(), x.to_string(), "decimal {ctx}");
    }
}

#[test]
fn values_from_64_bits_agree_with_i128() {
    check(3, i64_embedding_agrees as fn(i64, i64, u32));
}

/// A two-limb operand made from a `Val` at a width between 65 and 128.
fn two_limb(v: &Val, w: u32) -> (ApInt, Vec<u64>) {
    let x = v.at(w);
    let l = x.limbs();
    (x, l)
}

fn limbs_agree_with_inline(a: Val, b: Val, amt: u32) {
    for w in TWO_LIMB_WIDTHS {
        let ((x, lx), (y, ly)) = (two_limb(&a, w), two_limb(&b, w));
        let s = amt % (w + 2);
        let ctx = format!("i{w} {x:?} {y:?} s={s}");
        let back = |l: Vec<u64>| ApInt::from_limbs(w, &l);
        assert_eq!(back(limbs::add(w, &lx, &ly)), x.add(&y), "add {ctx}");
        assert_eq!(back(limbs::sub(w, &lx, &ly)), x.sub(&y), "sub {ctx}");
        assert_eq!(back(limbs::mul(w, &lx, &ly)), x.mul(&y), "mul {ctx}");
        assert_eq!(back(limbs::neg(w, &lx)), x.neg(), "neg {ctx}");
        assert_eq!(back(limbs::not(w, &lx)), x.not(), "not {ctx}");
        assert_eq!(back(limbs::and(w, &lx, &ly)), x.and(&y), "and {ctx}");
        assert_eq!(back(limbs::or(w, &lx, &ly)), x.or(&y), "or {ctx}");
        assert_eq!(back(limbs::xor(w, &lx, &ly)), x.xor(&y), "xor {ctx}");
        let (q, r) = limbs::divrem(w, &lx, &ly);
        assert_eq!((back(q), back(r)), x.udivrem(&y), "divrem {ctx}");
        let (q, r) = limbs::sdivrem(w, &lx, &ly);
        assert_eq!((back(q), back(r)), x.sdivrem(&y), "sdivrem {ctx}");
        assert_eq!(limbs::ucmp(&lx, &ly), x.ucmp(&y), "ucmp {ctx}");
        assert_eq!(limbs::scmp(w, &lx, &ly), x.scmp(&y), "scmp {ctx}");
        assert_eq!(back(limbs::shl(w, &lx, s)), x.shl(s), "shl {ctx}");
        assert_eq!(back(limbs::lshr(w, &lx, s)), x.lshr(s), "lshr {ctx}");
        assert_eq!(back(limbs::ashr(w, &lx, s)), x.ashr(s), "ashr {ctx}");
        assert_eq!(
            [
                limbs::ctlz(w, &lx),
                limbs::cttz(w, &lx),
                limbs::ctpop(&lx),
                limbs::num_sign_bits(w, &lx)
            ],
            [x.ctlz(), x.cttz(), x.ctpop(), x.num_sign_bits()],
            "counts {ctx}"
        );
        assert_eq!(
            back(limbs::bitreverse(w, &lx)),
            x.bitreverse(),
            "bitreverse {ctx}"
        );
        let len = 1 + amt % 130;
        assert_eq!(
            ApInt::from_limbs(len, &limbs::extract(&lx, s as i64, len)),
            x.extract(s, len),
            "extract {ctx}"
        );
        let n = (amt % 20) as usize;
        let mut image = vec![0xaa; n];
        limbs::write_le_bytes(&lx, &mut image);
        assert_eq!(image, x.to_le_bytes(n), "write_le_bytes {ctx}");
        let bytes = y.to_le_bytes(16);
        assert_eq!(
            back(limbs::from_le_bytes(w, &bytes[..n.min(16)])),
            ApInt::from_le_bytes(w, &bytes[..n.min(16)])
        );
        assert_eq!(x.uadd_ov_wide(&y), x.uadd_ov(&y), "uadd_ov {ctx}");
        assert_eq!(x.sadd_ov_wide(&y), x.sadd_ov(&y), "sadd_ov {ctx}");
        assert_eq!(x.ssub_ov_wide(&y), x.ssub_ov(&y), "ssub_ov {ctx}");
        assert_eq!(x.umul_ov_wide(&y), x.umul_ov(&y), "umul_ov {ctx}");
        assert_eq!(x.smul_ov_wide(&y), x.smul_ov(&y), "smul_ov {ctx}");
    }
}

#[test]
fn wide_path_agrees_with_inline_path_on_two_limbs() {
    check(4, limbs_agree_with_inline as fn(Val, Val, u32));
}
