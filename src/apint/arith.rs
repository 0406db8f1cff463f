//! Arithmetic on [`ApInt`]: wrapping and overflow-reporting add, sub, mul,
//! division and remainder, absolute value and saturating arithmetic.
//!
//! These are the value computations behind LLVM's `add`/`sub`/`mul`/
//! `udiv`/`sdiv`/`urem`/`srem` (with the flags `nuw`/`nsw`/`exact` read off
//! the overflow results), `llvm.*.with.overflow`, `llvm.abs` and
//! `llvm.*.sat`. Each method matches the inline case first; the wide case
//! goes to [`super::limbs`].

use super::{ApInt, View, limbs, mask128, sext128};

/// `s` fits in `width` (≤ 128) bits as a signed number.
#[inline]
fn fits_signed(s: i128, width: u32) -> bool {
    sext128(s as u128 & mask128(width), width) == s
}

/// Whether bit `width - 1` (the sign) of an inline value is set.
#[inline(always)]
fn sign_bit(v: u128, width: u32) -> bool {
    v >> (width - 1) & 1 == 1
}

/// Unsigned quotient and remainder of inline values, `b ≠ 0`; in one
/// 64-bit division when both fit (a `u128` division is a library call).
#[inline(always)]
fn udivrem128(a: u128, b: u128) -> (u128, u128) {
    if (a | b) >> 64 == 0 {
        let (a, b) = (a as u64, b as u64);
        ((a / b) as u128, (a % b) as u128)
    } else {
        let q = a / b;
        (q, a - q * b)
    }
}

/// Signed quotient (wrapping) and remainder of sign-extended inline values
/// of `width` bits, `b ≠ 0`; in 64-bit arithmetic up to 64 bits.
#[inline(always)]
fn sdivrem128(a: i128, b: i128, width: u32) -> (i128, i128) {
    if width <= 64 {
        // Sign-extended values of ≤ 64 bits fit in an i64; at 64 bits
        // `MIN / -1` wraps to `MIN` there just as LLVM's `sdiv` result does.
        let (a, b) = (a as i64, b as i64);
        (a.wrapping_div(b) as i128, a.wrapping_rem(b) as i128)
    } else {
        let q = a.wrapping_div(b);
        (q, a.wrapping_sub(q.wrapping_mul(b)))
    }
}

impl ApInt {
    /// Wrapping sum (`add`).
    #[inline]
    pub fn add(&self, rhs: &ApInt) -> ApInt {
        self.check_width(rhs);
        match (self.view(), rhs.view()) {
            (View::Small(a), View::Small(b)) => self.masked(a.wrapping_add(b)),
            _ => self.wide_binary(rhs, limbs::add),
        }
    }

    /// Wrapping difference (`sub`).
    #[inline]
    pub fn sub(&self, rhs: &ApInt) -> ApInt {
        self.check_width(rhs);
        match (self.view(), rhs.view()) {
            (View::Small(a), View::Small(b)) => self.masked(a.wrapping_sub(b)),
            _ => self.wide_binary(rhs, limbs::sub),
        }
    }

    /// Wrapping product (`mul`).
    #[inline]
    pub fn mul(&self, rhs: &ApInt) -> ApInt {
        self.check_width(rhs);
        match (self.view(), rhs.view()) {
            (View::Small(a), View::Small(b)) => self.masked(a.wrapping_mul(b)),
            _ => self.wide_binary(rhs, limbs::mul),
        }
    }

    /// Two's complement negation (wrapping: `neg(MIN) == MIN`).
    #[inline]
    pub fn neg(&self) -> ApInt {
        match self.view() {
            View::Small(a) => self.masked(a.wrapping_neg()),
            View::Large(l) => ApInt::from_limb_vec(self.width, limbs::neg(self.width, l)),
        }
    }

    /// Wrapping sum and whether the unsigned sum overflows (`add nuw`).
    #[inline]
    pub fn uadd_ov(&self, rhs: &ApInt) -> (ApInt, bool) {
        self.check_width(rhs);
        if let (View::Small(a), View::Small(b)) = (self.view(), rhs.view()) {
            let (s, carry) = a.overflowing_add(b);
            return (self.masked(s), carry || s > mask128(self.width));
        }
        self.uadd_ov_wide(rhs)
    }

    /// `uadd_ov` without the inline case: the sum wrapped below `self`.
    #[inline(never)]
    pub(super) fn uadd_ov_wide(&self, rhs: &ApInt) -> (ApInt, bool) {
        let r = self.add(rhs);
        let ov = r.ult(self);
        (r, ov)
    }

    /// Wrapping sum and whether the signed sum overflows (`add nsw`).
    #[inline]
    pub fn sadd_ov(&self, rhs: &ApInt) -> (ApInt, bool) {
        self.check_width(rhs);
        if let (View::Small(a), View::Small(b)) = (self.view(), rhs.view()) {
            // Overflow: both operands have one sign and the result the other.
            let r = a.wrapping_add(b) & mask128(self.width);
            return (
                ApInt::small(self.width, r),
                sign_bit((a ^ r) & (b ^ r), self.width),
            );
        }
        self.sadd_ov_wide(rhs)
    }

    /// `sadd_ov` without the inline case: operands of one sign, a result of
    /// the other.
    #[inline(never)]
    pub(super) fn sadd_ov_wide(&self, rhs: &ApInt) -> (ApInt, bool) {
        let r = self.add(rhs);
        let ov = self.is_negative() == rhs.is_negative() && r.is_negative() != self.is_negative();
        (r, ov)
    }

    /// Wrapping difference and whether the unsigned difference overflows
    /// (`sub nuw`: `rhs > self`).
    #[inline]
    pub fn usub_ov(&self, rhs: &ApInt) -> (ApInt, bool) {
        self.check_width(rhs);
        (self.sub(rhs), self.ult(rhs))
    }

    /// Wrapping difference and whether the signed difference overflows
    /// (`sub nsw`).
    #[inline]
    pub fn ssub_ov(&self, rhs: &ApInt) -> (ApInt, bool) {
        self.check_width(rhs);
        if let (View::Small(a), View::Small(b)) = (self.view(), rhs.view()) {
            // Overflow: the operands' signs differ and the result has the
            // sign of `rhs`.
            let r = a.wrapping_sub(b) & mask128(self.width);
            return (
                ApInt::small(self.width, r),
                sign_bit((a ^ b) & (a ^ r), self.width),
            );
        }
        self.ssub_ov_wide(rhs)
    }

    /// `ssub_ov` without the inline case: operands of different signs, a
    /// result with the sign of `rhs`.
    #[inline(never)]
    pub(super) fn ssub_ov_wide(&self, rhs: &ApInt) -> (ApInt, bool) {
        let r = self.sub(rhs);
        let ov = self.is_negative() != rhs.is_negative() && r.is_negative() != self.is_negative();
        (r, ov)
    }

    /// Wrapping product and whether the unsigned product overflows
    /// (`mul nuw`).
    #[inline]
    pub fn umul_ov(&self, rhs: &ApInt) -> (ApInt, bool) {
        self.check_width(rhs);
        if let (View::Small(a), View::Small(b)) = (self.view(), rhs.view()) {
            let (p, ov) = if self.width <= 64 {
                // Exact: a 64×64-bit product fits in 128 bits.
                (a * b, false)
            } else {
                a.overflowing_mul(b)
            };
            return (self.masked(p), ov || p > mask128(self.width));
        }
        self.umul_ov_wide(rhs)
    }

    /// `umul_ov` without the inline case: the full product has bits above
    /// the width.
    #[inline(never)]
    pub(super) fn umul_ov_wide(&self, rhs: &ApInt) -> (ApInt, bool) {
        let full = limbs::mul_full(&self.as_limbs(), &self.operand_limbs(rhs));
        let n = limbs::limbs_for(self.width);
        let ov = limbs::ctlz(2 * n as u32 * 64, &full) < 2 * n as u32 * 64 - self.width;
        (ApInt::from_limbs(self.width, &full[..n]), ov)
    }

    /// Wrapping product and whether the signed product overflows
    /// (`mul nsw`).
    #[inline]
    pub fn smul_ov(&self, rhs: &ApInt) -> (ApInt, bool) {
        self.check_width(rhs);
        if let (View::Small(a), View::Small(b)) = (self.view(), rhs.view()) {
            let (sa, sb) = (sext128(a, self.width), sext128(b, self.width));
            let (p, ov) = if self.width <= 64 {
                // Exact: a product of two i64 fits in an i128.
                (sa * sb, false)
            } else {
                sa.overflowing_mul(sb)
            };
            return (self.masked(p as u128), ov || !fits_signed(p, self.width));
        }
        self.smul_ov_wide(rhs)
    }

    /// The signed product through the magnitudes: `|a|·|b|` exactly, then
    /// the bound `2^(W-1) - 1` (positive) or `2^(W-1)` (negative).
    #[inline(never)]
    pub(super) fn smul_ov_wide(&self, rhs: &ApInt) -> (ApInt, bool) {
        let negative = self.is_negative() != rhs.is_negative();
        let (mag, ov) = self.abs().umul_ov(&rhs.abs());
        // `abs(MIN)` is `2^(W-1)` read as unsigned, so `mag` is exact.
        let ov = ov
            || match (negative, mag.is_negative()) {
                (_, false) => false,
                (false, true) => true,
                (true, true) => !mag.is_min_signed(),
            };
        (if negative { mag.neg() } else { mag }, ov)
    }

    /// Unsigned quotient (`udiv`). The divisor must not be zero (see the
    /// module documentation for the result if it is).
    #[inline]
    pub fn udiv(&self, rhs: &ApInt) -> ApInt {
        self.check_width(rhs);
        match (self.view(), rhs.view()) {
            (View::Small(_), View::Small(0)) => ApInt::all_ones(self.width),
            (View::Small(a), View::Small(b)) => ApInt::small(self.width, udivrem128(a, b).0),
            _ => self.udivrem_wide(rhs).0,
        }
    }

    /// Unsigned remainder (`urem`). The divisor must not be zero.
    #[inline]
    pub fn urem(&self, rhs: &ApInt) -> ApInt {
        self.check_width(rhs);
        match (self.view(), rhs.view()) {
            (View::Small(_), View::Small(0)) => self.clone(),
            (View::Small(a), View::Small(b)) => ApInt::small(self.width, udivrem128(a, b).1),
            _ => self.udivrem_wide(rhs).1,
        }
    }

    /// Unsigned quotient and remainder in one division. The divisor must
    /// not be zero.
    #[inline]
    pub fn udivrem(&self, rhs: &ApInt) -> (ApInt, ApInt) {
        self.check_width(rhs);
        match (self.view(), rhs.view()) {
            (View::Small(_), View::Small(0)) => (ApInt::all_ones(self.width), self.clone()),
            (View::Small(a), View::Small(b)) => {
                let (q, r) = udivrem128(a, b);
                (ApInt::small(self.width, q), ApInt::small(self.width, r))
            }
            _ => self.udivrem_wide(rhs),
        }
    }

    #[inline(never)]
    fn udivrem_wide(&self, rhs: &ApInt) -> (ApInt, ApInt) {
        let (q, r) = limbs::divrem(self.width, &self.as_limbs(), &self.operand_limbs(rhs));
        (
            ApInt::from_limb_vec(self.width, q),
            ApInt::from_limb_vec(self.width, r),
        )
    }

    /// Signed quotient, truncated toward zero (`sdiv`); `MIN / -1` wraps to
    /// `MIN`. The divisor must not be zero.
    #[inline]
    pub fn sdiv(&self, rhs: &ApInt) -> ApInt {
        self.check_width(rhs);
        match (self.view(), rhs.view()) {
            (View::Small(a), View::Small(b)) => {
                let (sa, sb) = (sext128(a, self.width), sext128(b, self.width));
                if sb == 0 {
                    return ApInt::all_ones(self.width);
                }
                self.masked(sdivrem128(sa, sb, self.width).0 as u128)
            }
            _ => self.sdivrem_wide(rhs).0,
        }
    }

    /// Signed remainder, with the sign of the dividend (`srem`); `MIN % -1`
    /// is 0. The divisor must not be zero.
    #[inline]
    pub fn srem(&self, rhs: &ApInt) -> ApInt {
        self.check_width(rhs);
        match (self.view(), rhs.view()) {
            (View::Small(a), View::Small(b)) => {
                let (sa, sb) = (sext128(a, self.width), sext128(b, self.width));
                if sb == 0 {
                    return self.clone();
                }
                self.masked(sdivrem128(sa, sb, self.width).1 as u128)
            }
            _ => self.sdivrem_wide(rhs).1,
        }
    }

    /// Signed quotient and remainder in one division. The divisor must not
    /// be zero.
    #[inline]
    pub fn sdivrem(&self, rhs: &ApInt) -> (ApInt, ApInt) {
        self.check_width(rhs);
        match (self.view(), rhs.view()) {
            (View::Small(a), View::Small(b)) => {
                let (sa, sb) = (sext128(a, self.width), sext128(b, self.width));
                if sb == 0 {
                    return (ApInt::all_ones(self.width), self.clone());
                }
                let (q, r) = sdivrem128(sa, sb, self.width);
                (self.masked(q as u128), self.masked(r as u128))
            }
            _ => self.sdivrem_wide(rhs),
        }
    }

    #[inline(never)]
    fn sdivrem_wide(&self, rhs: &ApInt) -> (ApInt, ApInt) {
        let (q, r) = limbs::sdivrem(self.width, &self.as_limbs(), &self.operand_limbs(rhs));
        (
            ApInt::from_limb_vec(self.width, q),
            ApInt::from_limb_vec(self.width, r),
        )
    }

    /// Whether `udiv exact` keeps its result: `rhs` divides `self` (unsigned).
    pub fn udiv_is_exact(&self, rhs: &ApInt) -> bool {
        self.check_width(rhs);
        self.urem(rhs).is_zero()
    }

    /// Whether `sdiv exact` keeps its result: `rhs` divides `self` (signed).
    pub fn sdiv_is_exact(&self, rhs: &ApInt) -> bool {
        self.check_width(rhs);
        self.srem(rhs).is_zero()
    }

    /// Absolute value of the signed reading, wrapping (`abs(MIN) == MIN`,
    /// which is `2^(W-1)` read as unsigned).
    #[inline]
    pub fn abs(&self) -> ApInt {
        if self.is_negative() {
            self.neg()
        } else {
            self.clone()
        }
    }

    /// Unsigned saturating sum (`llvm.uadd.sat`).
    #[inline]
    pub fn uadd_sat(&self, rhs: &ApInt) -> ApInt {
        self.check_width(rhs);
        match self.uadd_ov(rhs) {
            (_, true) => ApInt::all_ones(self.width),
            (r, false) => r,
        }
    }

    /// Signed saturating sum (`llvm.sadd.sat`).
    #[inline]
    pub fn sadd_sat(&self, rhs: &ApInt) -> ApInt {
        self.check_width(rhs);
        match self.sadd_ov(rhs) {
            (_, true) => self.signed_bound(),
            (r, false) => r,
        }
    }

    /// Unsigned saturating difference (`llvm.usub.sat`).
    #[inline]
    pub fn usub_sat(&self, rhs: &ApInt) -> ApInt {
        self.check_width(rhs);
        match self.usub_ov(rhs) {
            (_, true) => ApInt::zero(self.width),
            (r, false) => r,
        }
    }

    /// Signed saturating difference (`llvm.ssub.sat`).
    #[inline]
    pub fn ssub_sat(&self, rhs: &ApInt) -> ApInt {
        self.check_width(rhs);
        match self.ssub_ov(rhs) {
            (_, true) => self.signed_bound(),
            (r, false) => r,
        }
    }

    /// The signed bound a signed overflow from `self` saturates to: `MIN`
    /// when `self` is negative, else `MAX`.
    pub(super) fn signed_bound(&self) -> ApInt {
        if self.is_negative() {
            ApInt::signed_min(self.width)
        } else {
            ApInt::signed_max(self.width)
        }
    }

    /// Debug check that a binary operation's operands have equal widths.
    #[inline(always)]
    pub(super) fn check_width(&self, rhs: &ApInt) {
        debug_assert_eq!(self.width, rhs.width, "operands of different widths");
    }

    /// A binary operation through the wide path.
    #[inline(never)]
    pub(super) fn wide_binary(&self, rhs: &ApInt, f: fn(u32, &[u64], &[u64]) -> Vec<u64>) -> ApInt {
        ApInt::from_limb_vec(
            self.width,
            f(self.width, &self.as_limbs(), &self.operand_limbs(rhs)),
        )
    }
}
