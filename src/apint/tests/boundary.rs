//! Hand-written cases at the limb boundaries (64/65, 128/129 bits and a few
//! wider widths): carries and borrows across limbs, `MIN` and `-1`, shifts
//! by whole limbs, and divisions that exercise every branch of the wide
//! division (one-limb divisor, quotient digit correction, add-back).

use super::super::ApInt;

const EDGE_WIDTHS: [u32; 8] = [63, 64, 65, 127, 128, 129, 192, 256];

fn hex(w: u32, s: &str) -> ApInt {
    ApInt::from_hex(w, s).unwrap_or_else(|| panic!("bad test constant i{w} {s}"))
}

fn pow2(w: u32, k: u32) -> ApInt {
    let mut x = ApInt::zero(w);
    x.set_bit(k, true);
    x
}

#[test]
fn carries_and_borrows_cross_limbs() {
    for w in [65, 128, 129, 192, 256] {
        let low_ones = ApInt::from_u64(w, u64::MAX);
        assert_eq!(low_ones.add(&ApInt::one(w)), pow2(w, 64), "i{w}");
        assert_eq!(pow2(w, 64).sub(&ApInt::one(w)), low_ones, "i{w}");
        assert_eq!(
            ApInt::zero(w).sub(&ApInt::one(w)),
            ApInt::all_ones(w),
            "i{w}"
        );
        assert_eq!(
            ApInt::all_ones(w).uadd_ov(&ApInt::one(w)),
            (ApInt::zero(w), true),
            "i{w}"
        );
        assert_eq!(
            ApInt::zero(w).usub_ov(&ApInt::one(w)),
            (ApInt::all_ones(w), true),
            "i{w}"
        );
        assert_eq!(
            low_ones.uadd_ov(&low_ones),
            (ApInt::from_u128(w, 2 * u64::MAX as u128), false),
            "i{w}"
        );
    }
    let w = 129;
    let u128_max = ApInt::from_u128(w, u128::MAX);
    assert_eq!(u128_max.add(&ApInt::one(w)), pow2(w, 128));
    assert_eq!(
        u128_max.add(&ApInt::one(w)).uadd_ov(&pow2(w, 128)),
        (ApInt::zero(w), true)
    );
    assert_eq!(
        ApInt::from_u128(128, u128::MAX).uadd_ov(&ApInt::one(128)),
        (ApInt::zero(128), true)
    );
}

#[test]
fn signed_extremes_at_every_edge_width() {
    for w in EDGE_WIDTHS {
        let (min, max, m1, one) = (
            ApInt::signed_min(w),
            ApInt::signed_max(w),
            ApInt::all_ones(w),
            ApInt::one(w),
        );
        assert!(
            min.is_min_signed() && max.is_max_signed() && m1.is_all_ones() && one.is_one(),
            "i{w}"
        );
        assert_eq!(max.add(&one), min, "i{w}");
        assert_eq!(max.sadd_ov(&one), (min.clone(), true), "i{w}");
        assert_eq!(min.ssub_ov(&one), (max.clone(), true), "i{w}");
        assert_eq!(min.sadd_ov(&min), (ApInt::zero(w), true), "i{w}");
        assert_eq!(min.sadd_ov(&max), (m1.clone(), false), "i{w}");
        assert_eq!(min.sdiv(&m1), min, "sdiv MIN -1 at i{w}");
        assert_eq!(min.srem(&m1), ApInt::zero(w), "srem MIN -1 at i{w}");
        assert_eq!(min.sdivrem(&m1), (min.clone(), ApInt::zero(w)), "i{w}");
        assert!(min.sdiv_is_exact(&m1));
        assert_eq!(min.smul_ov(&m1), (min.clone(), true), "i{w}");
        assert_eq!(max.smul_ov(&m1), (max.neg(), false), "i{w}");
        assert_eq!(min.smul_ov(&one), (min.clone(), false), "i{w}");
        assert_eq!(m1.smul_ov(&m1), (one.clone(), false), "i{w}");
        assert_eq!(m1.umul_ov(&m1), (one.clone(), true), "i{w}");
        assert_eq!(min.neg(), min, "i{w}");
        assert_eq!(min.abs(), min, "i{w}");
        assert_eq!(m1.abs(), one, "i{w}");
        assert_eq!(min.sadd_sat(&m1), min, "i{w}");
        assert_eq!(max.sadd_sat(&one), max, "i{w}");
        assert_eq!(min.ssub_sat(&one), min, "i{w}");
        assert_eq!(m1.uadd_sat(&one), m1, "i{w}");
        assert_eq!(one.usub_sat(&m1), ApInt::zero(w), "i{w}");
        assert!(
            min.slt(&max) && max.ult(&min) && m1.slt(&ApInt::zero(w)) && min.slt(&m1),
            "i{w}"
        );
        assert_eq!(min.smin(&max), min, "i{w}");
        assert_eq!(min.umin(&max), max, "i{w}");
        assert_eq!(min.num_sign_bits(), 1, "i{w}");
        assert_eq!(m1.num_sign_bits(), w, "i{w}");
        assert_eq!(max.ashr(w - 1), ApInt::zero(w), "i{w}");
        assert_eq!(min.ashr(w - 1), m1, "i{w}");
        assert_eq!(min.ashr(w), m1, "i{w}");
        assert_eq!(min.ashr(u32::MAX), m1, "i{w}");
        assert_eq!(min.lshr(w - 1), one, "i{w}");
        assert_eq!(one.shl(w - 1), min, "i{w}");
        assert_eq!(one.sshl_ov(w - 1), (min.clone(), true), "i{w}");
        assert_eq!(one.ushl_ov(w - 1), (min.clone(), false), "i{w}");
        assert_eq!(m1.sshl_ov(w - 1), (min.clone(), false), "i{w}");
        assert_eq!(one.sshl_sat(w - 1), max, "i{w}");
        assert_eq!(m1.sshl_sat(w), min, "i{w}");
        assert_eq!(one.ushl_sat(w), m1, "i{w}");
        assert_eq!(min.bitreverse(), one, "i{w}");
        assert_eq!(
            [min.ctlz(), min.cttz(), max.ctlz(), max.ctpop()],
            [0, w - 1, 1, w - 1],
            "i{w}"
        );
        assert_eq!(
            [
                ApInt::zero(w).ctlz(),
                ApInt::zero(w).cttz(),
                ApInt::zero(w).ctpop()
            ],
            [w, w, 0],
            "i{w}"
        );
        assert_eq!(
            min.to_signed_decimal(),
            format!("-{}", max.add(&one).to_unsigned_decimal())
        );
    }
}

#[test]
fn shifts_by_whole_limbs() {
    let w = 192;
    let a = hex(w, "111111111111111122222222222222223333333333333333");
    assert_eq!(
        a.shl(64),
        hex(w, "222222222222222233333333333333330000000000000000")
    );
    assert_eq!(a.lshr(64), hex(w, "11111111111111112222222222222222"));
    assert_eq!(
        a.shl(4),
        hex(w, "111111111111111222222222222222233333333333333330")
    );
    assert_eq!(a.lshr(68), hex(w, "1111111111111111222222222222222"));
    assert_eq!(
        a.rotl(64),
        hex(w, "222222222222222233333333333333331111111111111111")
    );
    assert_eq!(
        a.rotr(8),
        hex(w, "331111111111111111222222222222222233333333333333")
    );
    let neg = hex(w, "800000000000000000000000000000000000000000000001");
    assert_eq!(
        neg.ashr(128),
        hex(w, "ffffffffffffffffffffffffffffffff8000000000000000")
    );
    assert_eq!(neg.ashr(191), ApInt::all_ones(w));
    assert!(neg.shr_is_exact(0) && !neg.shr_is_exact(1));
    assert!(pow2(w, 130).shr_is_exact(130) && !pow2(w, 130).shr_is_exact(131));
    assert_eq!(pow2(w, 130).ushl_ov(61), (pow2(w, 191), false));
    assert_eq!(pow2(w, 130).ushl_ov(62), (ApInt::zero(w), true));
    assert_eq!(pow2(w, 130).sshl_ov(61), (pow2(w, 191), true));
    assert_eq!(pow2(w, 130).sshl_ov(60), (pow2(w, 190), false));
    // 65 bits: the second limb holds one bit.
    let w = 65;
    assert_eq!(ApInt::one(w).shl(64), pow2(w, 64));
    assert_eq!(pow2(w, 64).lshr(64), ApInt::one(w));
    assert_eq!(pow2(w, 64).ashr(64), ApInt::all_ones(w));
    assert_eq!(ApInt::one(w).ctlz(), 64);
    assert_eq!(pow2(w, 64).cttz(), 64);
}

#[test]
fn funnel_shifts_across_limbs() {
    let w = 129;
    let hi = ApInt::all_ones(w);
    let lo = ApInt::zero(w);
    // The amount is taken modulo the width, also when it is wider than u32.
    let amt = ApInt::from_u64(w, 129 + 5);
    assert_eq!(hi.fshl(&lo, &amt), ApInt::all_ones(w).shl(5));
    assert_eq!(hi.fshr(&lo, &amt), ApInt::all_ones(w).shl(124));
    // 2^128 mod 129 = 4.
    let huge = pow2(w, 128);
    let s = 4;
    assert_eq!(hi.fshl(&lo, &huge), ApInt::all_ones(w).shl(s));
    assert_eq!(hi.fshl(&lo, &ApInt::zero(w)), hi);
    assert_eq!(hi.fshr(&lo, &ApInt::zero(w)), lo);
    assert_eq!(hi.fshl(&hi, &amt), hi.rotl(5));
}

#[test]
fn multiplication_across_limbs() {
    let w = 128;
    assert_eq!(pow2(w, 64).umul_ov(&pow2(w, 64)), (ApInt::zero(w), true));
    assert_eq!(pow2(w, 63).umul_ov(&pow2(w, 64)), (pow2(w, 127), false));
    assert_eq!(pow2(w, 63).smul_ov(&pow2(w, 64)), (pow2(w, 127), true));
    let w = 129;
    assert_eq!(pow2(w, 64).umul_ov(&pow2(w, 64)), (pow2(w, 128), false));
    assert_eq!(pow2(w, 64).smul_ov(&pow2(w, 64)), (pow2(w, 128), true));
    assert_eq!(
        pow2(w, 64).neg().smul_ov(&pow2(w, 64)),
        (pow2(w, 128), false)
    );
    assert_eq!(pow2(w, 64).umul_ov(&pow2(w, 65)), (ApInt::zero(w), true));
    let m = ApInt::from_u64(w, u64::MAX);
    // (2^64 - 1)^2 = 2^128 - 2^65 + 1.
    assert_eq!(m.mul(&m), hex(w, "fffffffffffffffe0000000000000001"));
    assert_eq!(m.mul(&m).mul(&m).to_unsigned_decimal(), {
        // (2^64-1)^3 mod 2^129.
        let v = hex(300, "fffffffffffffffe0000000000000001").mul(&ApInt::from_u64(300, u64::MAX));
        v.trunc(129).to_unsigned_decimal()
    });
    let w = 256;
    let a = ApInt::all_ones(w);
    assert_eq!(a.mul(&a), ApInt::one(w));
    assert_eq!(a.umul_ov(&ApInt::from_u64(w, 2)), (a.shl(1), true));
    assert_eq!(
        ApInt::from_i64(w, -3).smul_ov(&ApInt::from_i64(w, 7)),
        (ApInt::from_i64(w, -21), false)
    );
}

/// Checks `q·b + r == a` and `r < b` and the expected quotient.
#[track_caller]
fn check_udiv(a: &ApInt, b: &ApInt, q: &ApInt) {
    let (got_q, r) = a.udivrem(b);
    assert_eq!(&got_q, q, "{a:?} / {b:?}");
    assert_eq!(q.mul(b).add(&r), *a, "{a:?} / {b:?}");
    assert!(r.ult(b), "{a:?} / {b:?}");
    assert_eq!(a.udiv(b), got_q);
    assert_eq!(a.urem(b), r);
}

#[test]
fn division_branches() {
    let w = 256;
    // One-limb divisor.
    check_udiv(
        &ApInt::all_ones(w),
        &ApInt::from_u64(w, 3),
        &hex(w, &"5".repeat(64)),
    );
    // Dividend below divisor.
    check_udiv(&pow2(w, 100), &pow2(w, 200), &ApInt::zero(w));
    // Equal.
    check_udiv(&pow2(w, 200), &pow2(w, 200), &ApInt::one(w));
    // Multi-limb divisor, power of two.
    check_udiv(
        &ApInt::all_ones(w),
        &pow2(w, 128),
        &ApInt::from_u128(w, u128::MAX),
    );
    // Cases where the first quotient digit estimate is too large and the
    // add-back step is needed (the base-2^64 analogues of the classic
    // base-2^32 test vectors).
    let top = 1u64 << 63;
    let a = ApInt::from_limbs(w, &[0, 0, top, top - 1]);
    let b = ApInt::from_limbs(w, &[1, 0, top]);
    check_udiv(&a, &b, &ApInt::from_limbs(w, &[u64::MAX - 1, 0]));
    let a = ApInt::from_limbs(w, &[3, 0, top]);
    let b = ApInt::from_limbs(w, &[1, 0, 1 << 61]);
    check_udiv(&a, &b, &ApInt::from_u64(w, 3));
    let a = ApInt::from_limbs(w, &[0, 0, 1 << 15, (1 << 15) - 1]);
    let b = ApInt::from_limbs(w, &[1, 0, 1 << 15]);
    check_udiv(&a, &b, &ApInt::from_u64(w, 0xfffe_0000_0000_0000));
    // Signed, all four sign combinations.
    let (a, b) = (ApInt::from_i64(w, -7), ApInt::from_i64(w, 2));
    assert_eq!(
        a.sdivrem(&b),
        (ApInt::from_i64(w, -3), ApInt::from_i64(w, -1))
    );
    assert_eq!(
        a.sdivrem(&b.neg()),
        (ApInt::from_i64(w, 3), ApInt::from_i64(w, -1))
    );
    assert_eq!(
        a.neg().sdivrem(&b.neg()),
        (ApInt::from_i64(w, -3), ApInt::from_i64(w, 1))
    );
    assert_eq!(
        a.neg().sdivrem(&b),
        (ApInt::from_i64(w, 3), ApInt::from_i64(w, 1))
    );
    assert!(!a.sdiv_is_exact(&b) && ApInt::from_i64(w, -8).sdiv_is_exact(&b));
    assert!(!ApInt::from_i64(w, -8).udiv_is_exact(&ApInt::from_u64(w, 3)));
    // A zero divisor is UB in LLVM; here it is defined and does not panic.
    assert_eq!(a.udivrem(&ApInt::zero(w)), (ApInt::all_ones(w), a.clone()));
    assert_eq!(a.sdivrem(&ApInt::zero(w)), (ApInt::all_ones(w), a.clone()));
}

#[test]
fn width_changes_across_limbs() {
    let m1 = ApInt::all_ones(64);
    assert_eq!(m1.sext(129), ApInt::all_ones(129));
    assert_eq!(m1.zext(129), ApInt::from_u64(129, u64::MAX));
    assert_eq!(ApInt::all_ones(129).trunc(64), m1);
    assert_eq!(ApInt::all_ones(129).trunc(128), ApInt::all_ones(128));
    assert!(pow2(129, 64).trunc_fits_signed(66) && !pow2(129, 64).trunc_fits_signed(65));
    assert!(pow2(129, 64).trunc_fits_unsigned(65) && !pow2(129, 64).trunc_fits_unsigned(64));
    assert!(pow2(129, 63).neg().trunc_fits_signed(64) && !pow2(129, 63).trunc_fits_signed(64));
    assert!(
        ApInt::all_ones(129).trunc_fits_signed(1) && !ApInt::all_ones(129).trunc_fits_unsigned(128)
    );
    assert_eq!(ApInt::from_u128(129, 1 << 127).to_i128(), None);
    assert_eq!(
        ApInt::from_u128(129, (1 << 127) - 1).to_i128(),
        Some(i128::MAX)
    );
    assert_eq!(pow2(129, 127).neg().to_i128(), Some(i128::MIN));
    assert_eq!(pow2(129, 127).neg().sub(&ApInt::one(129)).to_i128(), None);
    assert_eq!(
        ApInt::signed_min(65).sext(1000).trunc(65),
        ApInt::signed_min(65)
    );
    assert_eq!(ApInt::signed_min(65).sext(1000).num_sign_bits(), 1000 - 64);
}

#[test]
fn bytes_and_fields_across_limbs() {
    let w = 256;
    let bytes: Vec<u8> = (1..=32).collect();
    let v = ApInt::from_le_bytes(w, &bytes);
    assert_eq!(v.to_le_bytes(32), bytes);
    assert_eq!(v.limbs()[0], 0x0807060504030201);
    assert_eq!(
        v.bswap().to_le_bytes(32),
        (1..=32).rev().collect::<Vec<u8>>()
    );
    assert_eq!(ApInt::from_be_bytes(w, &bytes).to_be_bytes(32), bytes);
    assert_eq!(v.to_le_bytes(3), vec![1, 2, 3]);
    assert_eq!(v.to_le_bytes(34)[32..], [0, 0]);
    assert_eq!(
        ApInt::from_le_bytes(129, &[0xff; 17]),
        ApInt::from_u128(129, u128::MAX).add(&pow2(129, 128))
    );
    assert_eq!(ApInt::from_le_bytes(200, &[7]), ApInt::from_u64(200, 7));
    let x = ApInt::from_u64(48, 0x0102_0304_0506);
    assert_eq!(x.bswap(), ApInt::from_u64(48, 0x0605_0403_0201));
    // Fields straddling limbs.
    let mut f = ApInt::zero(w);
    f.insert(60, &ApInt::all_ones(8));
    assert_eq!(f.limbs(), vec![0xf << 60, 0xf, 0, 0]);
    assert_eq!(f.extract(60, 8), ApInt::all_ones(8));
    assert_eq!(f.extract(62, 70), ApInt::from_u64(70, 0x3f));
    f.insert(250, &ApInt::all_ones(100));
    assert_eq!(f.extract(250, 6), ApInt::all_ones(6));
    assert_eq!(f.ctpop(), 14);
    let c = ApInt::all_ones(100).concat(&ApInt::zero(100));
    assert_eq!((c.width(), c.ctpop(), c.cttz()), (200, 100, 100));
    let c = ApInt::one(64).concat(&ApInt::one(64));
    assert_eq!(c, ApInt::from_u128(128, 1 << 64 | 1));
    let mut s = ApInt::from_u64(8, 0);
    s.insert(4, &ApInt::all_ones(200));
    assert_eq!(s, ApInt::from_u64(8, 0xf0));
}

#[test]
fn deposit_scatters_low_bits_into_the_mask_lowest_first() {
    let mask = ApInt::from_u64(8, 0b1000_0001);
    assert_eq!(
        ApInt::from_u64(2, 0b10).deposit(&mask),
        ApInt::from_u64(8, 0x80)
    );
    assert_eq!(
        ApInt::from_u64(2, 0b01).deposit(&mask),
        ApInt::from_u64(8, 0x01)
    );
    // Across limbs: bits 63 and 64 of a 130-bit mask.
    let mut wide = ApInt::zero(130);
    wide.set_bit(63, true);
    wide.set_bit(64, true);
    let d = ApInt::from_u64(2, 0b10).deposit(&wide);
    assert!(!d.bit(63) && d.bit(64) && d.ctpop() == 1);
}

#[test]
fn gather_collects_the_mask_bits_lowest_first_and_undoes_deposit() {
    let mask = ApInt::from_u64(8, 0b1000_0001);
    assert_eq!(
        ApInt::from_u64(8, 0x80).gather(&mask),
        ApInt::from_u64(2, 0b10)
    );
    // An empty mask gives one zero bit.
    assert_eq!(ApInt::all_ones(8).gather(&ApInt::zero(8)), ApInt::zero(1));
    // Width 1, 64, 128 (the inline form's limits) and 130 (limbs): the
    // gather of a deposit is the value deposited, the fast and the wide
    // paths alike.
    for w in [1u32, 64, 128, 130] {
        let mut mask = ApInt::zero(w);
        for i in (0..w).step_by(3) {
            mask.set_bit(i, true);
        }
        mask.set_bit(w - 1, true);
        let k = mask.ctpop();
        let v = ApInt::all_ones(k).lshr(1);
        let d = v.deposit(&mask);
        assert_eq!(d.gather(&mask), v, "width {w}");
        assert_eq!(ApInt::all_ones(w).gather(&mask), ApInt::all_ones(k));
    }
}
