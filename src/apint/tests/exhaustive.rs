//! Every operation on every input (and every pair of inputs) at widths 1,
//! 2, 3, 4 and 8 (unary operations also at 16), against a brute-force
//! reference computed on `i128` from the zero- and sign-extended values.
//!
//! The same loops run the wide path (`limbs`, and the flag logic the methods
//! use above 128 bits) on one-limb operands and require it to agree.

use std::cmp::Ordering;

use super::super::{ApInt, limbs};

const WIDTHS: [u32; 5] = [1, 2, 3, 4, 8];
const UNARY_WIDTHS: [u32; 6] = [1, 2, 3, 4, 8, 16];

fn mask(w: u32) -> i128 {
    (1i128 << w) - 1
}

/// `x` reduced modulo `2^w`.
fn wrap(w: u32, x: i128) -> u128 {
    (x & mask(w)) as u128
}

fn fits_u(w: u32, x: i128) -> bool {
    (0..=mask(w)).contains(&x)
}

fn fits_s(w: u32, x: i128) -> bool {
    (-(1i128 << (w - 1))..1i128 << (w - 1)).contains(&x)
}

/// The `w`-bit pattern `u` read as signed.
fn sx(w: u32, u: u128) -> i128 {
    if u >> (w - 1) & 1 == 1 {
        u as i128 - (1i128 << w)
    } else {
        u as i128
    }
}

fn clamp_u(w: u32, x: i128) -> i128 {
    x.clamp(0, mask(w))
}

fn clamp_s(w: u32, x: i128) -> i128 {
    x.clamp(-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
}

/// Asserts that `got` is the `w`-bit pattern of `want`.
#[track_caller]
fn same(op: &str, w: u32, x: u128, y: u128, got: &ApInt, want: i128) {
    assert_eq!(got.width(), w, "{op} width at i{w} {x} {y}");
    assert_eq!(got.low_u128(), wrap(w, want), "{op} at i{w} x={x} y={y}");
}

/// Asserts a result with an overflow flag.
#[track_caller]
fn same_ov(op: &str, w: u32, x: u128, y: u128, got: (ApInt, bool), want: i128, want_ov: bool) {
    same(op, w, x, y, &got.0, want);
    assert_eq!(got.1, want_ov, "{op} overflow at i{w} x={x} y={y}");
}

/// A binary limb function applied to one-limb operands.
fn via_limbs(f: fn(u32, &[u64], &[u64]) -> Vec<u64>, a: &ApInt, b: &ApInt) -> ApInt {
    ApInt::from_limbs(a.width(), &f(a.width(), &a.limbs(), &b.limbs()))
}

/// A unary limb function applied to one-limb operands.
fn via_limbs1(f: fn(u32, &[u64]) -> Vec<u64>, a: &ApInt) -> ApInt {
    ApInt::from_limbs(a.width(), &f(a.width(), &a.limbs()))
}

fn all_pairs(mut check: impl FnMut(u32, u128, u128, ApInt, ApInt)) {
    for w in WIDTHS {
        for x in 0..1u128 << w {
            for y in 0..1u128 << w {
                check(w, x, y, ApInt::from_u128(w, x), ApInt::from_u128(w, y));
            }
        }
    }
}

fn all_values(widths: &[u32], mut check: impl FnMut(u32, u128, ApInt)) {
    for &w in widths {
        for x in 0..1u128 << w {
            check(w, x, ApInt::from_u128(w, x));
        }
    }
}

#[test]
fn add_sub_mul_and_overflow_flags() {
    all_pairs(|w, x, y, a, b| {
        let (ua, ub, sa, sb) = (x as i128, y as i128, sx(w, x), sx(w, y));
        same("add", w, x, y, &a.add(&b), ua + ub);
        same("sub", w, x, y, &a.sub(&b), ua - ub);
        same("mul", w, x, y, &a.mul(&b), ua * ub);
        same_ov(
            "uadd_ov",
            w,
            x,
            y,
            a.uadd_ov(&b),
            ua + ub,
            !fits_u(w, ua + ub),
        );
        same_ov(
            "sadd_ov",
            w,
            x,
            y,
            a.sadd_ov(&b),
            ua + ub,
            !fits_s(w, sa + sb),
        );
        same_ov(
            "usub_ov",
            w,
            x,
            y,
            a.usub_ov(&b),
            ua - ub,
            !fits_u(w, ua - ub),
        );
        same_ov(
            "ssub_ov",
            w,
            x,
            y,
            a.ssub_ov(&b),
            ua - ub,
            !fits_s(w, sa - sb),
        );
        same_ov(
            "umul_ov",
            w,
            x,
            y,
            a.umul_ov(&b),
            ua * ub,
            !fits_u(w, ua * ub),
        );
        same_ov(
            "smul_ov",
            w,
            x,
            y,
            a.smul_ov(&b),
            ua * ub,
            !fits_s(w, sa * sb),
        );
        // The wide path.
        assert_eq!(via_limbs(limbs::add, &a, &b), a.add(&b));
        assert_eq!(via_limbs(limbs::sub, &a, &b), a.sub(&b));
        assert_eq!(via_limbs(limbs::mul, &a, &b), a.mul(&b));
        assert_eq!(a.uadd_ov_wide(&b), a.uadd_ov(&b), "i{w} {x} {y}");
        assert_eq!(a.sadd_ov_wide(&b), a.sadd_ov(&b), "i{w} {x} {y}");
        assert_eq!(a.ssub_ov_wide(&b), a.ssub_ov(&b), "i{w} {x} {y}");
        assert_eq!(a.umul_ov_wide(&b), a.umul_ov(&b), "i{w} {x} {y}");
        assert_eq!(a.smul_ov_wide(&b), a.smul_ov(&b), "i{w} {x} {y}");
        let full = limbs::mul_full(&a.limbs(), &b.limbs());
        assert_eq!(full[0] as u128 | (full[1] as u128) << 64, x * y);
    });
}

#[test]
fn saturating_arithmetic() {
    all_pairs(|w, x, y, a, b| {
        let (ua, ub, sa, sb) = (x as i128, y as i128, sx(w, x), sx(w, y));
        same("uadd_sat", w, x, y, &a.uadd_sat(&b), clamp_u(w, ua + ub));
        same("sadd_sat", w, x, y, &a.sadd_sat(&b), clamp_s(w, sa + sb));
        same("usub_sat", w, x, y, &a.usub_sat(&b), clamp_u(w, ua - ub));
        same("ssub_sat", w, x, y, &a.ssub_sat(&b), clamp_s(w, sa - sb));
    });
}

#[test]
fn division_and_remainder() {
    all_pairs(|w, x, y, a, b| {
        let (ua, ub, sa, sb) = (x as i128, y as i128, sx(w, x), sx(w, y));
        if y == 0 {
            // Not reachable from a UB-free program; defined so nothing panics.
            same("udiv0", w, x, y, &a.udiv(&b), -1);
            same("urem0", w, x, y, &a.urem(&b), ua);
            same("sdiv0", w, x, y, &a.sdiv(&b), -1);
            same("srem0", w, x, y, &a.srem(&b), ua);
        } else {
            same("udiv", w, x, y, &a.udiv(&b), ua / ub);
            same("urem", w, x, y, &a.urem(&b), ua % ub);
            // i128 division truncates toward zero; MIN / -1 is 2^(w-1),
            // which wraps to MIN.
            same("sdiv", w, x, y, &a.sdiv(&b), sa / sb);
            same("srem", w, x, y, &a.srem(&b), sa % sb);
            assert_eq!(a.udiv_is_exact(&b), ua % ub == 0, "udiv exact i{w} {x} {y}");
            assert_eq!(a.sdiv_is_exact(&b), sa % sb == 0, "sdiv exact i{w} {x} {y}");
        }
        assert_eq!(a.udivrem(&b), (a.udiv(&b), a.urem(&b)));
        assert_eq!(a.sdivrem(&b), (a.sdiv(&b), a.srem(&b)));
        let (q, r) = limbs::divrem(w, &a.limbs(), &b.limbs());
        assert_eq!(
            (ApInt::from_limbs(w, &q), ApInt::from_limbs(w, &r)),
            a.udivrem(&b),
            "i{w} {x} {y}"
        );
        let (q, r) = limbs::sdivrem(w, &a.limbs(), &b.limbs());
        assert_eq!(
            (ApInt::from_limbs(w, &q), ApInt::from_limbs(w, &r)),
            a.sdivrem(&b),
            "i{w} {x} {y}"
        );
    });
}

#[test]
fn bitwise_logic() {
    all_pairs(|w, x, y, a, b| {
        same("and", w, x, y, &a.and(&b), (x & y) as i128);
        same("or", w, x, y, &a.or(&b), (x | y) as i128);
        same("xor", w, x, y, &a.xor(&b), (x ^ y) as i128);
        assert_eq!(via_limbs(limbs::and, &a, &b), a.and(&b));
        assert_eq!(via_limbs(limbs::or, &a, &b), a.or(&b));
        assert_eq!(via_limbs(limbs::xor, &a, &b), a.xor(&b));
    });
}

#[test]
fn comparisons_and_min_max() {
    all_pairs(|w, x, y, a, b| {
        let (ua, ub, sa, sb) = (x as i128, y as i128, sx(w, x), sx(w, y));
        assert_eq!(a.ucmp(&b), ua.cmp(&ub), "ucmp i{w} {x} {y}");
        assert_eq!(a.scmp(&b), sa.cmp(&sb), "scmp i{w} {x} {y}");
        assert_eq!(limbs::ucmp(&a.limbs(), &b.limbs()), ua.cmp(&ub));
        assert_eq!(limbs::scmp(w, &a.limbs(), &b.limbs()), sa.cmp(&sb));
        assert_eq!(
            [a.ult(&b), a.ule(&b), a.ugt(&b), a.uge(&b)],
            [ua < ub, ua <= ub, ua > ub, ua >= ub],
            "unsigned predicates i{w} {x} {y}"
        );
        assert_eq!(
            [a.slt(&b), a.sle(&b), a.sgt(&b), a.sge(&b)],
            [sa < sb, sa <= sb, sa > sb, sa >= sb],
            "signed predicates i{w} {x} {y}"
        );
        same("umin", w, x, y, &a.umin(&b), ua.min(ub));
        same("umax", w, x, y, &a.umax(&b), ua.max(ub));
        same("smin", w, x, y, &a.smin(&b), sa.min(sb));
        same("smax", w, x, y, &a.smax(&b), sa.max(sb));
        assert_eq!(a == b, x == y);
    });
}

#[test]
fn concat_of_every_pair() {
    all_pairs(|w, x, y, a, b| {
        same("concat", 2 * w, x, y, &a.concat(&b), (x << w | y) as i128);
    });
}

#[test]
fn funnel_shifts_by_every_amount() {
    for w in WIDTHS {
        let amounts: Vec<u128> = if w <= 4 {
            (0..1 << w).collect()
        } else {
            (0..=2 * w as u128 + 1).chain([255]).collect()
        };
        for x in 0..1u128 << w {
            for y in 0..1u128 << w {
                let (a, b) = (ApInt::from_u128(w, x), ApInt::from_u128(w, y));
                let joined = x << w | y;
                for &c in &amounts {
                    let s = (c % w as u128) as u32;
                    let amt = ApInt::from_u128(w, c);
                    same(
                        "fshl",
                        w,
                        x,
                        y,
                        &a.fshl(&b, &amt),
                        ((joined << s) >> w) as i128,
                    );
                    same("fshr", w, x, y, &a.fshr(&b, &amt), (joined >> s) as i128);
                }
            }
        }
    }
}

#[test]
fn unary_arithmetic_and_counts() {
    all_values(&UNARY_WIDTHS, |w, x, a| {
        let (ua, sa) = (x as i128, sx(w, x));
        same("neg", w, x, 0, &a.neg(), -ua);
        same("negate", w, x, 0, &a.negate(), -ua);
        same("not", w, x, 0, &a.not(), !ua);
        same("abs", w, x, 0, &a.abs(), sa.abs());
        assert_eq!(via_limbs1(limbs::neg, &a), a.neg());
        assert_eq!(via_limbs1(limbs::not, &a), a.not());
        let ones = x.count_ones();
        let lz = (0..w).rev().take_while(|&i| x >> i & 1 == 0).count() as u32;
        let tz = (0..w).take_while(|&i| x >> i & 1 == 0).count() as u32;
        let sign = x >> (w - 1) & 1;
        let sign_bits = (0..w).rev().take_while(|&i| x >> i & 1 == sign).count() as u32;
        assert_eq!(
            [a.ctpop(), a.ctlz(), a.cttz(), a.num_sign_bits()],
            [ones, lz, tz, sign_bits],
            "counts i{w} {x}"
        );
        assert_eq!(a.active_bits(), w - lz);
        let l = a.limbs();
        assert_eq!(
            [
                limbs::ctpop(&l),
                limbs::ctlz(w, &l),
                limbs::cttz(w, &l),
                limbs::num_sign_bits(w, &l)
            ],
            [ones, lz, tz, sign_bits],
            "limb counts i{w} {x}"
        );
        let reversed = (0..w).fold(0u128, |r, i| r | (x >> i & 1) << (w - 1 - i));
        same("bitreverse", w, x, 0, &a.bitreverse(), reversed as i128);
        assert_eq!(via_limbs1(limbs::bitreverse, &a), a.bitreverse());
    });
}

#[test]
fn bswap_at_16_bits() {
    all_values(&[16], |w, x, a| {
        same(
            "bswap",
            w,
            x,
            0,
            &a.bswap(),
            ((x & 0xff) << 8 | x >> 8) as i128,
        );
    });
}

#[test]
fn value_predicates_and_conversions() {
    all_values(&UNARY_WIDTHS, |w, x, a| {
        let sa = sx(w, x);
        assert_eq!(a.is_zero(), x == 0);
        assert_eq!(a.is_one(), x == 1);
        assert_eq!(a.is_all_ones(), x as i128 == mask(w));
        assert_eq!(a.is_negative(), sa < 0);
        assert_eq!(
            a.is_min_signed(),
            sa == -(1i128 << (w - 1)),
            "is_min_signed i{w} {x}"
        );
        assert_eq!(
            a.is_max_signed(),
            sa == (1i128 << (w - 1)) - 1,
            "is_max_signed i{w} {x}"
        );
        assert_eq!(a.is_power_of_two(), x.is_power_of_two());
        assert_eq!(a.to_u64(), Some(x as u64));
        assert_eq!(a.low_u64(), x as u64);
        assert_eq!(a.to_i64(), Some(sa as i64));
        assert_eq!(a.to_i128(), Some(sa));
        assert_eq!(ApInt::from_i64(w, sa as i64), a);
        assert_eq!(ApInt::from_i128(w, sa), a);
        assert_eq!(ApInt::from_u64(w, x as u64), a);
        assert_eq!(a.to_signed_decimal(), sa.to_string());
        if a.is_min_signed() {
            assert_eq!(ApInt::signed_min(w), a);
        }
        if a.is_max_signed() {
            assert_eq!(ApInt::signed_max(w), a);
        }
    });
}

#[test]
fn shifts_by_every_amount() {
    all_values(&WIDTHS, |w, x, a| {
        let (ua, sa) = (x as i128, sx(w, x));
        for amt in (0..=w + 2).chain([u32::MAX]) {
            // The exact result of `a · 2^amt`, when it fits in an i128.
            let big = amt >= 64;
            let (uprod, sprod) = if big { (0, 0) } else { (ua << amt, sa << amt) };
            let y = amt as u128;
            same(
                "shl",
                w,
                x,
                y,
                &a.shl(amt),
                if amt >= w { 0 } else { uprod },
            );
            same(
                "lshr",
                w,
                x,
                y,
                &a.lshr(amt),
                if amt >= w { 0 } else { ua >> amt },
            );
            same("ashr", w, x, y, &a.ashr(amt), sa >> amt.min(127));
            let u_lost = if big { x != 0 } else { !fits_u(w, uprod) };
            let s_lost = if big { x != 0 } else { !fits_s(w, sprod) };
            assert_eq!(
                a.ushl_ov(amt),
                (a.shl(amt), u_lost),
                "ushl_ov i{w} {x} {amt}"
            );
            assert_eq!(
                a.sshl_ov(amt),
                (a.shl(amt), s_lost),
                "sshl_ov i{w} {x} {amt}"
            );
            let exact = (ua & ((1i128 << amt.min(w)) - 1)) == 0;
            assert_eq!(a.shr_is_exact(amt), exact, "shr_is_exact i{w} {x} {amt}");
            let ushl_sat = if u_lost { mask(w) } else { uprod };
            same("ushl_sat", w, x, y, &a.ushl_sat(amt), ushl_sat);
            let sshl_sat = if !s_lost {
                sprod
            } else if sa < 0 {
                -(1i128 << (w - 1))
            } else {
                (1i128 << (w - 1)) - 1
            };
            same("sshl_sat", w, x, y, &a.sshl_sat(amt), sshl_sat);
            let l = a.limbs();
            assert_eq!(ApInt::from_limbs(w, &limbs::shl(w, &l, amt)), a.shl(amt));
            assert_eq!(ApInt::from_limbs(w, &limbs::lshr(w, &l, amt)), a.lshr(amt));
            assert_eq!(
                ApInt::from_limbs(w, &limbs::ashr(w, &l, amt)),
                a.ashr(amt),
                "limbs ashr i{w} {x} {amt}"
            );
        }
    });
}

#[test]
fn rotations_by_every_amount() {
    all_values(&WIDTHS, |w, x, a| {
        for amt in (0..=2 * w + 1).chain([u32::MAX]) {
            let s = amt % w;
            let rotl = (x << s | x >> (w - s)) & mask(w) as u128;
            let rotr = (x >> s | x << (w - s)) & mask(w) as u128;
            same("rotl", w, x, amt as u128, &a.rotl(amt), rotl as i128);
            same("rotr", w, x, amt as u128, &a.rotr(amt), rotr as i128);
        }
    });
}

#[test]
fn width_changes() {
    all_values(&UNARY_WIDTHS, |w, x, a| {
        let (ua, sa) = (x as i128, sx(w, x));
        for to in [w, w + 1, w + 7, 64, 65, 128, 129, 300] {
            if to < w {
                continue;
            }
            let z = a.zext(to);
            let s = a.sext(to);
            assert_eq!(
                (z.width(), z.to_u64()),
                (to, Some(x as u64)),
                "zext i{w} {x} to {to}"
            );
            assert_eq!(
                (s.width(), s.to_i128()),
                (to, Some(sa)),
                "sext i{w} {x} to {to}"
            );
        }
        for to in 1..=w {
            same("trunc", to, x, to as u128, &a.trunc(to), ua);
            assert_eq!(
                a.trunc_fits_unsigned(to),
                fits_u(to, ua),
                "trunc nuw i{w} {x} to {to}"
            );
            assert_eq!(
                a.trunc_fits_signed(to),
                fits_s(to, sa),
                "trunc nsw i{w} {x} to {to}"
            );
        }
    });
}

#[test]
fn bit_fields() {
    all_values(&WIDTHS, |w, x, a| {
        for lo in 0..=w + 1 {
            for len in 1..=w + 1 {
                same(
                    "extract",
                    len,
                    x,
                    lo as u128,
                    &a.extract(lo, len),
                    (x >> lo) as i128,
                );
                assert_eq!(
                    ApInt::from_limbs(len, &limbs::extract(&a.limbs(), lo as i64, len)),
                    a.extract(lo, len)
                );
            }
            for fw in 1..=4 {
                for f in 0..1u128 << fw {
                    let mut r = a.clone();
                    r.insert(lo, &ApInt::from_u128(fw, f));
                    let field_mask = mask(fw) << lo;
                    let want = (x as i128 & !field_mask) | ((f as i128) << lo);
                    same("insert", w, x, f, &r, want);
                }
            }
        }
        for i in 0..=w {
            for v in [false, true] {
                let mut r = a.clone();
                r.set_bit(i, v);
                let want = if i >= w {
                    x
                } else if v {
                    x | 1 << i
                } else {
                    x & !(1 << i)
                };
                same("set_bit", w, x, i as u128, &r, want as i128);
                assert_eq!(r.bit(i), i < w && v);
            }
            assert_eq!(a.bit(i), x >> i & 1 == 1);
        }
    });
}

#[test]
fn byte_images() {
    all_values(&[1, 4, 8, 16], |w, x, a| {
        for n in 0..4usize {
            let le: Vec<u8> = (0..n).map(|i| (x >> (8 * i)) as u8).collect();
            assert_eq!(a.to_le_bytes(n), le, "to_le_bytes i{w} {x} {n}");
            let mut image = vec![0xaa; n];
            limbs::write_le_bytes(&a.limbs(), &mut image);
            assert_eq!(image, le);
            let mut be = le.clone();
            be.reverse();
            assert_eq!(a.to_be_bytes(n), be);
            let back = x & ((1u128 << (8 * n)) - 1);
            same(
                "from_le_bytes",
                w,
                x,
                n as u128,
                &ApInt::from_le_bytes(w, &le),
                back as i128,
            );
            same(
                "from_be_bytes",
                w,
                x,
                n as u128,
                &ApInt::from_be_bytes(w, &be),
                back as i128,
            );
            assert_eq!(
                ApInt::from_limbs(w, &limbs::from_le_bytes(w, &le)),
                ApInt::from_le_bytes(w, &le)
            );
        }
    });
}

#[test]
fn ordering_is_total_and_consistent() {
    // ucmp/scmp must be antisymmetric; checked on all i4 triples for
    // transitivity too.
    let w = 4;
    let vals: Vec<ApInt> = (0..16).map(|x| ApInt::from_u128(w, x)).collect();
    for a in &vals {
        for b in &vals {
            assert_eq!(a.ucmp(b), b.ucmp(a).reverse());
            assert_eq!(a.scmp(b), b.scmp(a).reverse());
            for c in &vals {
                if a.slt(b) && b.slt(c) {
                    assert_eq!(a.scmp(c), Ordering::Less);
                }
            }
        }
    }
}
