//! The wide path of [`ApInt`](super::ApInt): operations on little-endian
//! 64-bit limb slices.
//!
//! The methods of `ApInt` call these functions for widths above 128 bits.
//! Each function is generic in the width, so the tests also run it at small
//! widths against the inline `u128` path. Unless a function says otherwise,
//! a `width`-bit operand is a slice of exactly `limbs_for(width)` limbs with
//! the bits above the width zero, and a result has the same shape.

use std::cmp::Ordering;

/// The number of 64-bit limbs that hold `width` bits.
#[inline]
pub(super) fn limbs_for(width: u32) -> usize {
    width.div_ceil(64) as usize
}

/// The low `n` bits set (all 64 if `n ≥ 64`).
#[inline]
fn ones(n: u64) -> u64 {
    if n >= 64 { u64::MAX } else { (1u64 << n) - 1 }
}

/// Clears the bits of the top limb that lie above `width`.
#[inline]
pub(super) fn clear_unused(width: u32, l: &mut [u64]) {
    let used = width % 64;
    if used != 0
        && let Some(top) = l.last_mut()
    {
        *top &= ones(used as u64);
    }
}

/// The 64 bits of `a` at positions `pos .. pos + 64` (bits outside `a`,
/// including negative positions, read as zero).
#[inline]
pub(super) fn window(a: &[u64], pos: i64) -> u64 {
    let limb = |i: i64| {
        usize::try_from(i)
            .ok()
            .and_then(|i| a.get(i))
            .copied()
            .unwrap_or(0)
    };
    let (k, b) = (pos.div_euclid(64), pos.rem_euclid(64) as u32);
    if b == 0 {
        limb(k)
    } else {
        limb(k) >> b | limb(k + 1) << (64 - b)
    }
}

/// Writes the low `n` (≤ 64) bits of `val` at bit position `pos`; bits that
/// fall beyond the slice are dropped.
pub(super) fn deposit(dst: &mut [u64], pos: u64, val: u64, n: u64) {
    let mask = ones(n);
    let val = val & mask;
    let (k, b) = ((pos / 64) as usize, (pos % 64) as u32);
    if let Some(limb) = dst.get_mut(k) {
        *limb = *limb & !(mask << b) | val << b;
    }
    if b != 0
        && b as u64 + n > 64
        && let Some(limb) = dst.get_mut(k + 1)
    {
        *limb = *limb & !(mask >> (64 - b)) | val >> (64 - b);
    }
}

/// Sets the bits at positions `lo .. hi`; bits beyond the slice are dropped.
pub(super) fn set_range(l: &mut [u64], lo: u64, hi: u64) {
    for (k, limb) in l.iter_mut().enumerate() {
        let base = k as u64 * 64;
        let start = lo.max(base);
        let end = hi.min(base + 64);
        if start < end {
            *limb |= ones(end - start) << (start - base);
        }
    }
}

/// Whether bit `width - 1` is set.
#[inline]
pub(super) fn is_negative(width: u32, a: &[u64]) -> bool {
    window(a, width as i64 - 1) & 1 == 1
}

/// `width` bits of `f` applied limb by limb.
fn zip_map(width: u32, a: &[u64], b: &[u64], f: impl Fn(u64, u64) -> u64) -> Vec<u64> {
    let mut r: Vec<u64> = a.iter().zip(b).map(|(&x, &y)| f(x, y)).collect();
    clear_unused(width, &mut r);
    r
}

/// Bitwise and.
pub(super) fn and(width: u32, a: &[u64], b: &[u64]) -> Vec<u64> {
    zip_map(width, a, b, |x, y| x & y)
}

/// Bitwise or.
pub(super) fn or(width: u32, a: &[u64], b: &[u64]) -> Vec<u64> {
    zip_map(width, a, b, |x, y| x | y)
}

/// Bitwise exclusive or.
pub(super) fn xor(width: u32, a: &[u64], b: &[u64]) -> Vec<u64> {
    zip_map(width, a, b, |x, y| x ^ y)
}

/// Bitwise complement.
pub(super) fn not(width: u32, a: &[u64]) -> Vec<u64> {
    let mut r: Vec<u64> = a.iter().map(|x| !x).collect();
    clear_unused(width, &mut r);
    r
}

/// `x + y + carry` and the carry out.
#[inline]
fn add_carry(x: u64, y: u64, carry: bool) -> (u64, bool) {
    let (s, c1) = x.overflowing_add(y);
    let (s, c2) = s.overflowing_add(carry as u64);
    (s, c1 | c2)
}

/// `x - y - borrow` and the borrow out.
#[inline]
fn sub_borrow(x: u64, y: u64, borrow: bool) -> (u64, bool) {
    let (d, b1) = x.overflowing_sub(y);
    let (d, b2) = d.overflowing_sub(borrow as u64);
    (d, b1 | b2)
}

/// Wrapping sum.
pub(super) fn add(width: u32, a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut carry = false;
    let mut r: Vec<u64> = a
        .iter()
        .zip(b)
        .map(|(&x, &y)| {
            let (s, c) = add_carry(x, y, carry);
            carry = c;
            s
        })
        .collect();
    clear_unused(width, &mut r);
    r
}

/// Wrapping difference.
pub(super) fn sub(width: u32, a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut borrow = false;
    let mut r: Vec<u64> = a
        .iter()
        .zip(b)
        .map(|(&x, &y)| {
            let (d, c) = sub_borrow(x, y, borrow);
            borrow = c;
            d
        })
        .collect();
    clear_unused(width, &mut r);
    r
}

/// Two's complement negation (wrapping).
pub(super) fn neg(width: u32, a: &[u64]) -> Vec<u64> {
    let mut borrow = false;
    let mut r: Vec<u64> = a
        .iter()
        .map(|&x| {
            let (d, c) = sub_borrow(0, x, borrow);
            borrow = c;
            d
        })
        .collect();
    clear_unused(width, &mut r);
    r
}

/// The low `n` limbs of `a * b` (`n ≤ a.len() + b.len()`), schoolbook.
fn mul_low(a: &[u64], b: &[u64], n: usize) -> Vec<u64> {
    let mut r = vec![0u64; n];
    for (i, &x) in a.iter().enumerate().take(n) {
        if x == 0 {
            continue;
        }
        let mut carry = 0u64;
        for (j, &y) in b.iter().enumerate().take(n - i) {
            // (2^64-1)^2 + 2 (2^64-1) = 2^128 - 1: never overflows.
            let t = x as u128 * y as u128 + r[i + j] as u128 + carry as u128;
            r[i + j] = t as u64;
            carry = (t >> 64) as u64;
        }
        if let Some(slot) = r.get_mut(i + b.len()) {
            *slot = carry;
        }
    }
    r
}

/// Wrapping product.
pub(super) fn mul(width: u32, a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut r = mul_low(a, b, a.len());
    clear_unused(width, &mut r);
    r
}

/// The full product, `a.len() + b.len()` limbs.
pub(super) fn mul_full(a: &[u64], b: &[u64]) -> Vec<u64> {
    mul_low(a, b, a.len() + b.len())
}

/// The number of limbs up to the most significant nonzero one.
fn significant_len(a: &[u64]) -> usize {
    a.iter().rposition(|&x| x != 0).map_or(0, |i| i + 1)
}

/// Divides `v` in place by `m` (≠ 0) and returns the remainder.
pub(super) fn div_rem_u64_in_place(v: &mut [u64], m: u64) -> u64 {
    let mut rem: u128 = 0;
    for limb in v.iter_mut().rev() {
        let cur = rem << 64 | *limb as u128;
        *limb = (cur / m as u128) as u64;
        rem = cur % m as u128;
    }
    rem as u64
}

/// `a` shifted left by `s` < 64 bits into `a.len() + 1` limbs.
fn shl_extend(a: &[u64], s: u32) -> Vec<u64> {
    let mut r = Vec::with_capacity(a.len() + 1);
    let mut carry = 0u64;
    for &x in a {
        r.push(if s == 0 { x } else { x << s | carry });
        carry = if s == 0 { 0 } else { x >> (64 - s) };
    }
    r.push(carry);
    r
}

/// Unsigned quotient and remainder. A zero divisor gives an all-ones
/// quotient and the dividend as remainder.
pub(super) fn divrem(width: u32, a: &[u64], b: &[u64]) -> (Vec<u64>, Vec<u64>) {
    let n = a.len();
    let bl = significant_len(b);
    if bl == 0 {
        let mut q = vec![u64::MAX; n];
        clear_unused(width, &mut q);
        return (q, a.to_vec());
    }
    if ucmp(a, b) == Ordering::Less {
        return (vec![0; n], a.to_vec());
    }
    if bl == 1 {
        let mut q = a.to_vec();
        let mut r = vec![0; n];
        r[0] = div_rem_u64_in_place(&mut q, b[0]);
        return (q, r);
    }
    knuth_divrem(a, &b[..bl])
}

/// Knuth's algorithm D (TAOCP vol. 2, 4.3.1) for a divisor `v` of at least
/// two limbs whose top limb is nonzero, and a dividend `a` ≥ `v`.
fn knuth_divrem(a: &[u64], v: &[u64]) -> (Vec<u64>, Vec<u64>) {
    let n = a.len();
    let vl = v.len();
    let al = significant_len(a);
    // Normalize so that the divisor's top bit is set; the dividend gains a
    // limb so that the first quotient digit estimate has room.
    let s = v[vl - 1].leading_zeros();
    let v = shl_extend(v, s);
    let mut u = shl_extend(&a[..al], s);
    let (v_top, v_next) = (v[vl - 1] as u128, v[vl - 2] as u128);
    let mut q = vec![0u64; n];
    for j in (0..=al - vl).rev() {
        let num = (u[j + vl] as u128) << 64 | u[j + vl - 1] as u128;
        let mut q_hat = num / v_top;
        let mut r_hat = num % v_top;
        while q_hat > u64::MAX as u128 || q_hat * v_next > (r_hat << 64 | u[j + vl - 2] as u128) {
            q_hat -= 1;
            r_hat += v_top;
            if r_hat > u64::MAX as u128 {
                break;
            }
        }
        if sub_mul(&mut u[j..=j + vl], &v[..vl], q_hat as u64) {
            // The estimate was one too large: add the divisor back.
            q_hat -= 1;
            add_back(&mut u[j..=j + vl], &v[..vl]);
        }
        q[j] = q_hat as u64;
    }
    // The remainder is in the low limbs of `u`, still normalized.
    let mut r = vec![0u64; n];
    for (i, slot) in r.iter_mut().enumerate().take(vl) {
        *slot = window(&u[..vl], i as i64 * 64 + s as i64);
    }
    (q, r)
}

/// `u -= q * v` where `u` has one limb more than `v`; whether it went
/// below zero.
fn sub_mul(u: &mut [u64], v: &[u64], q: u64) -> bool {
    let mut carry = 0u64;
    let mut borrow = false;
    for (ui, &vi) in u.iter_mut().zip(v) {
        let p = q as u128 * vi as u128 + carry as u128;
        carry = (p >> 64) as u64;
        let (d, b) = sub_borrow(*ui, p as u64, borrow);
        *ui = d;
        borrow = b;
    }
    let top = v.len();
    let (d, b) = sub_borrow(u[top], carry, borrow);
    u[top] = d;
    b
}

/// `u += v` where `u` has one limb more than `v` (the carry out of the top
/// limb cancels the earlier borrow).
fn add_back(u: &mut [u64], v: &[u64]) {
    let mut carry = false;
    for (ui, &vi) in u.iter_mut().zip(v) {
        let (s, c) = add_carry(*ui, vi, carry);
        *ui = s;
        carry = c;
    }
    let top = v.len();
    u[top] = u[top].wrapping_add(carry as u64);
}

/// Signed quotient (truncating toward zero, `MIN / -1` wrapping to `MIN`)
/// and remainder (with the dividend's sign). A zero divisor gives an
/// all-ones quotient and the dividend as remainder.
pub(super) fn sdivrem(width: u32, a: &[u64], b: &[u64]) -> (Vec<u64>, Vec<u64>) {
    if significant_len(b) == 0 {
        return divrem(width, a, b);
    }
    let (sa, sb) = (is_negative(width, a), is_negative(width, b));
    let abs = |x: &[u64], s: bool| if s { neg(width, x) } else { x.to_vec() };
    let (q, r) = divrem(width, &abs(a, sa), &abs(b, sb));
    let q = if sa != sb { neg(width, &q) } else { q };
    let r = if sa { neg(width, &r) } else { r };
    (q, r)
}

/// Unsigned comparison.
#[inline]
pub(super) fn ucmp(a: &[u64], b: &[u64]) -> Ordering {
    a.iter().rev().cmp(b.iter().rev())
}

/// Signed comparison.
pub(super) fn scmp(width: u32, a: &[u64], b: &[u64]) -> Ordering {
    match (is_negative(width, a), is_negative(width, b)) {
        (true, false) => Ordering::Less,
        (false, true) => Ordering::Greater,
        // Same sign: two's complement order is the unsigned order.
        _ => ucmp(a, b),
    }
}

/// The `width` bits of `a` starting at bit `lo` (bits beyond `a` are zero).
pub(super) fn extract(a: &[u64], lo: i64, width: u32) -> Vec<u64> {
    let mut r: Vec<u64> = (0..limbs_for(width) as i64)
        .map(|i| window(a, lo + 64 * i))
        .collect();
    clear_unused(width, &mut r);
    r
}

/// Logical shift left; an amount ≥ width gives zero.
pub(super) fn shl(width: u32, a: &[u64], amt: u32) -> Vec<u64> {
    extract(a, -(amt.min(width) as i64), width)
}

/// Logical shift right; an amount ≥ width gives zero.
pub(super) fn lshr(width: u32, a: &[u64], amt: u32) -> Vec<u64> {
    extract(a, amt.min(width) as i64, width)
}

/// Arithmetic shift right; an amount ≥ width gives all sign bits.
pub(super) fn ashr(width: u32, a: &[u64], amt: u32) -> Vec<u64> {
    let mut r = lshr(width, a, amt);
    if is_negative(width, a) {
        set_range(&mut r, width.saturating_sub(amt) as u64, width as u64);
    }
    r
}

/// Leading zeros within the width (the width for zero).
pub(super) fn ctlz(width: u32, a: &[u64]) -> u32 {
    let pad = a.len() as u32 * 64 - width;
    match a.iter().rposition(|&x| x != 0) {
        Some(i) => (a.len() - 1 - i) as u32 * 64 + a[i].leading_zeros() - pad,
        None => width,
    }
}

/// Trailing zeros (the width for zero).
pub(super) fn cttz(width: u32, a: &[u64]) -> u32 {
    match a.iter().position(|&x| x != 0) {
        Some(i) => i as u32 * 64 + a[i].trailing_zeros(),
        None => width,
    }
}

/// The number of set bits.
pub(super) fn ctpop(a: &[u64]) -> u32 {
    a.iter().map(|x| x.count_ones()).sum()
}

/// How many of the top bits equal the sign bit (at least 1).
pub(super) fn num_sign_bits(width: u32, a: &[u64]) -> u32 {
    if is_negative(width, a) {
        ctlz(width, &not(width, a))
    } else {
        ctlz(width, a)
    }
}

/// The bits in reverse order.
pub(super) fn bitreverse(width: u32, a: &[u64]) -> Vec<u64> {
    let reversed: Vec<u64> = a.iter().rev().map(|x| x.reverse_bits()).collect();
    // `reversed` holds all 64·n bits reversed; the width's bits start above
    // the padding.
    let pad = reversed.len() as i64 * 64 - width as i64;
    extract(&reversed, pad, width)
}

/// Writes the little-endian byte image into `dst` (truncated or
/// zero-padded).
pub(super) fn write_le_bytes(a: &[u64], dst: &mut [u8]) {
    for (i, d) in dst.iter_mut().enumerate() {
        *d = a.get(i / 8).map_or(0, |l| (l >> (8 * (i % 8))) as u8);
    }
}

/// The `width`-bit value of a little-endian byte image (missing bytes zero,
/// extra bytes and bits dropped).
pub(super) fn from_le_bytes(width: u32, bytes: &[u8]) -> Vec<u64> {
    let mut r = vec![0u64; limbs_for(width)];
    for (i, &b) in bytes.iter().enumerate().take(r.len() * 8) {
        r[i / 8] |= (b as u64) << (8 * (i % 8));
    }
    clear_unused(width, &mut r);
    r
}
