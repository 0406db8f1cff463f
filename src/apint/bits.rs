//! Bit-level operations on [`ApInt`]: bitwise logic, shifts and rotations,
//! bit counts, byte swaps, width changes, bit fields and byte images.
//!
//! These back LLVM's `and`/`or`/`xor`, `shl`/`lshr`/`ashr` (with the
//! `nuw`/`nsw`/`exact` checks), `trunc` (with `nuw`/`nsw`)/`zext`/`sext`,
//! the intrinsics `llvm.fshl`/`fshr`/`ctpop`/`ctlz`/`cttz`/`bswap`/
//! `bitreverse`/`ushl.sat`/`sshl.sat`, and the conversion of integers to and
//! from the bytes of memory.

use super::{ApInt, View, limbs, mask128, sext128};

impl ApInt {
    /// Bitwise and.
    #[inline]
    pub fn and(&self, rhs: &ApInt) -> ApInt {
        self.check_width(rhs);
        match (self.view(), rhs.view()) {
            (View::Small(a), View::Small(b)) => ApInt::small(self.width, a & b),
            _ => self.wide_binary(rhs, limbs::and),
        }
    }

    /// Bitwise or.
    #[inline]
    pub fn or(&self, rhs: &ApInt) -> ApInt {
        self.check_width(rhs);
        match (self.view(), rhs.view()) {
            (View::Small(a), View::Small(b)) => self.masked(a | b),
            _ => self.wide_binary(rhs, limbs::or),
        }
    }

    /// Bitwise exclusive or.
    #[inline]
    pub fn xor(&self, rhs: &ApInt) -> ApInt {
        self.check_width(rhs);
        match (self.view(), rhs.view()) {
            (View::Small(a), View::Small(b)) => self.masked(a ^ b),
            _ => self.wide_binary(rhs, limbs::xor),
        }
    }

    /// Bitwise complement.
    #[inline]
    pub fn not(&self) -> ApInt {
        match self.view() {
            View::Small(a) => self.masked(!a),
            View::Large(l) => ApInt::from_limb_vec(self.width, limbs::not(self.width, l)),
        }
    }

    /// Shift left (`shl`); an amount ≥ width gives zero.
    #[inline]
    pub fn shl(&self, amt: u32) -> ApInt {
        match self.view() {
            View::Small(a) if amt < self.width => self.masked(a << amt),
            View::Small(_) => ApInt::small(self.width, 0),
            View::Large(l) => ApInt::from_limb_vec(self.width, limbs::shl(self.width, l, amt)),
        }
    }

    /// Logical shift right (`lshr`); an amount ≥ width gives zero.
    #[inline]
    pub fn lshr(&self, amt: u32) -> ApInt {
        match self.view() {
            View::Small(a) if amt < self.width => ApInt::small(self.width, a >> amt),
            View::Small(_) => ApInt::small(self.width, 0),
            View::Large(l) => ApInt::from_limb_vec(self.width, limbs::lshr(self.width, l, amt)),
        }
    }

    /// Arithmetic shift right (`ashr`); an amount ≥ width gives all sign
    /// bits.
    #[inline]
    pub fn ashr(&self, amt: u32) -> ApInt {
        match self.view() {
            View::Small(a) if self.width <= 64 => {
                self.masked((sext128(a, self.width) as i64 >> amt.min(63)) as u64 as u128)
            }
            View::Small(a) => self.masked((sext128(a, self.width) >> amt.min(127)) as u128),
            View::Large(l) => ApInt::from_limb_vec(self.width, limbs::ashr(self.width, l, amt)),
        }
    }

    /// `shl` and whether it loses unsigned value (`shl nuw`): whether
    /// `self · 2^amt` does not fit in the width. Zero never overflows, even
    /// for an amount ≥ width (which LLVM makes poison on its own).
    #[inline]
    pub fn ushl_ov(&self, amt: u32) -> (ApInt, bool) {
        let ov = if amt >= self.width {
            !self.is_zero()
        } else {
            self.ctlz() < amt
        };
        (self.shl(amt), ov)
    }

    /// `shl` and whether it loses signed value (`shl nsw`: a shifted-out
    /// bit differs from the result's sign bit), i.e. whether `self · 2^amt`
    /// read as signed does not fit in the width.
    #[inline]
    pub fn sshl_ov(&self, amt: u32) -> (ApInt, bool) {
        let ov = if amt >= self.width {
            !self.is_zero()
        } else {
            self.num_sign_bits() <= amt
        };
        (self.shl(amt), ov)
    }

    /// Whether `lshr exact`/`ashr exact` by `amt` keeps its result: every
    /// shifted-out bit is zero.
    #[inline]
    pub fn shr_is_exact(&self, amt: u32) -> bool {
        self.cttz() >= amt.min(self.width)
    }

    /// Unsigned saturating shift left (`llvm.ushl.sat`): all ones when
    /// `self · 2^amt` does not fit.
    #[inline]
    pub fn ushl_sat(&self, amt: u32) -> ApInt {
        match self.ushl_ov(amt) {
            (_, true) => ApInt::all_ones(self.width),
            (r, false) => r,
        }
    }

    /// Signed saturating shift left (`llvm.sshl.sat`): `MIN` or `MAX` when
    /// `self · 2^amt` does not fit as signed.
    #[inline]
    pub fn sshl_sat(&self, amt: u32) -> ApInt {
        match self.sshl_ov(amt) {
            (_, true) => self.signed_bound(),
            (r, false) => r,
        }
    }

    /// Rotation left by `amt` modulo the width.
    #[inline]
    pub fn rotl(&self, amt: u32) -> ApInt {
        let s = amt % self.width;
        if s == 0 {
            return self.clone();
        }
        match self.view() {
            View::Small(a) => self.masked(a << s | a >> (self.width - s)),
            View::Large(_) => self.shl(s).or(&self.lshr(self.width - s)),
        }
    }

    /// Rotation right by `amt` modulo the width.
    #[inline]
    pub fn rotr(&self, amt: u32) -> ApInt {
        self.rotl(self.width - amt % self.width)
    }

    /// Funnel shift left (`llvm.fshl(self, lo, amt)`): the high half of
    /// `self:lo` shifted left by `amt` modulo the width.
    #[inline]
    pub fn fshl(&self, lo: &ApInt, amt: &ApInt) -> ApInt {
        self.check_width(lo);
        let s = amt.urem_u32(self.width);
        if s == 0 {
            return self.clone();
        }
        self.shl(s).or(&lo.lshr(self.width - s))
    }

    /// Funnel shift right (`llvm.fshr(self, lo, amt)`): the low half of
    /// `self:lo` shifted right by `amt` modulo the width.
    #[inline]
    pub fn fshr(&self, lo: &ApInt, amt: &ApInt) -> ApInt {
        self.check_width(lo);
        let s = amt.urem_u32(self.width);
        if s == 0 {
            return lo.clone();
        }
        self.shl(self.width - s).or(&lo.lshr(s))
    }

    /// The unsigned remainder of `self` by a nonzero `m`.
    fn urem_u32(&self, m: u32) -> u32 {
        match self.view() {
            View::Small(a) => (a % m as u128) as u32,
            View::Large(l) => limbs::div_rem_u64_in_place(&mut l.to_vec(), m as u64) as u32,
        }
    }

    /// Scatters the low bits of `self` into the set positions of `mask`,
    /// lowest first (a parallel bit deposit): bit `i` of `self` lands at
    /// the `i`-th set bit of `mask`; the result has `mask`'s width.
    pub fn deposit(&self, mask: &ApInt) -> ApInt {
        if let (View::Small(v), View::Small(mut m)) = (self.view(), mask.view()) {
            let mut out = 0u128;
            let mut next = 0;
            while m != 0 {
                let low = m & m.wrapping_neg();
                if next < 128 && (v >> next) & 1 != 0 {
                    out |= low;
                }
                next += 1;
                m &= m - 1;
            }
            return ApInt::small(mask.width, out);
        }
        let mut out = ApInt::zero(mask.width);
        let mut next = 0;
        for pos in 0..mask.width {
            if mask.bit(pos) {
                out.set_bit(pos, self.bit(next));
                next += 1;
            }
        }
        out
    }

    /// Gathers the bits of `self` at the set positions of `mask`, lowest
    /// first, into the low bits of the result (a parallel bit extract, the
    /// inverse of [`ApInt::deposit`]); the result is `mask.ctpop()` bits
    /// wide (at least 1).
    pub fn gather(&self, mask: &ApInt) -> ApInt {
        let k = mask.ctpop().max(1);
        if let (View::Small(v), View::Small(mut m)) = (self.view(), mask.view()) {
            let mut out = 0u128;
            let mut next = 0;
            while m != 0 {
                if v & m & m.wrapping_neg() != 0 {
                    out |= 1 << next;
                }
                next += 1;
                m &= m - 1;
            }
            return ApInt::small(k, out);
        }
        let mut out = ApInt::zero(k);
        let mut next = 0;
        for pos in 0..mask.width {
            if mask.bit(pos) {
                out.set_bit(next, self.bit(pos));
                next += 1;
            }
        }
        out
    }

    /// The number of set bits (`llvm.ctpop`).
    #[inline]
    pub fn ctpop(&self) -> u32 {
        match self.view() {
            View::Small(a) => a.count_ones(),
            View::Large(l) => limbs::ctpop(l),
        }
    }

    /// Leading zero bits within the width (`llvm.ctlz`); the width for zero.
    #[inline]
    pub fn ctlz(&self) -> u32 {
        match self.view() {
            View::Small(a) => a.leading_zeros() - (128 - self.width),
            View::Large(l) => limbs::ctlz(self.width, l),
        }
    }

    /// Trailing zero bits (`llvm.cttz`); the width for zero.
    #[inline]
    pub fn cttz(&self) -> u32 {
        match self.view() {
            View::Small(a) => a.trailing_zeros().min(self.width),
            View::Large(l) => limbs::cttz(self.width, l),
        }
    }

    /// How many of the top bits equal the sign bit (at least 1): the value
    /// fits in `width - num_sign_bits + 1` bits as signed.
    #[inline]
    pub fn num_sign_bits(&self) -> u32 {
        match self.view() {
            View::Small(a) => {
                let s = sext128(a, self.width);
                let lz = if s < 0 {
                    (!s).leading_zeros()
                } else {
                    s.leading_zeros()
                };
                lz - (128 - self.width)
            }
            View::Large(l) => limbs::num_sign_bits(self.width, l),
        }
    }

    /// The bytes in reverse order (`llvm.bswap`); the width must be a
    /// multiple of 16.
    #[inline]
    pub fn bswap(&self) -> ApInt {
        debug_assert!(self.width.is_multiple_of(16), "bswap of i{}", self.width);
        match self.view() {
            View::Small(a) => ApInt::small(self.width, a.swap_bytes() >> (128 - self.width)),
            View::Large(_) => {
                let mut bytes = self.to_le_bytes(self.width as usize / 8);
                bytes.reverse();
                ApInt::from_le_bytes(self.width, &bytes)
            }
        }
    }

    /// The bits in reverse order (`llvm.bitreverse`).
    #[inline]
    pub fn bitreverse(&self) -> ApInt {
        match self.view() {
            View::Small(a) => ApInt::small(self.width, a.reverse_bits() >> (128 - self.width)),
            View::Large(l) => ApInt::from_limb_vec(self.width, limbs::bitreverse(self.width, l)),
        }
    }

    /// Truncation to a smaller or equal width (`trunc`).
    #[inline]
    pub fn trunc(&self, width: u32) -> ApInt {
        debug_assert!(width <= self.width);
        self.extract(0, width)
    }

    /// Whether `trunc nuw` to `width` keeps its result: the value read as
    /// unsigned fits in `width` bits.
    #[inline]
    pub fn trunc_fits_unsigned(&self, width: u32) -> bool {
        self.active_bits() <= width
    }

    /// Whether `trunc nsw` to `width` keeps its result: the value read as
    /// signed fits in `width` bits.
    #[inline]
    pub fn trunc_fits_signed(&self, width: u32) -> bool {
        width >= self.width || self.num_sign_bits() > self.width - width
    }

    /// Zero extension to a larger or equal width (`zext`).
    #[inline]
    pub fn zext(&self, width: u32) -> ApInt {
        debug_assert!(width >= self.width);
        self.extract(0, width)
    }

    /// Sign extension to a larger or equal width (`sext`).
    #[inline]
    pub fn sext(&self, width: u32) -> ApInt {
        debug_assert!(width >= self.width);
        match self.view() {
            View::Small(a) if width <= 128 => {
                ApInt::small(width, sext128(a, self.width) as u128 & mask128(width))
            }
            _ if self.is_negative() => self.zext(width).set_bits_from(self.width),
            _ => self.zext(width),
        }
    }

    /// The `width` bits starting at bit `lo`, as a new value (bits at or
    /// above `self`'s width read as zero).
    #[inline]
    pub fn extract(&self, lo: u32, width: u32) -> ApInt {
        match self.view() {
            View::Small(a) if width <= 128 => {
                ApInt::small(width, a.checked_shr(lo).unwrap_or(0) & mask128(width))
            }
            View::Large(l) if width <= 128 => {
                let bits = limbs::window(l, lo as i64) as u128
                    | (limbs::window(l, lo as i64 + 64) as u128) << 64;
                ApInt::small(width, bits & mask128(width))
            }
            _ => ApInt::from_limb_vec(width, limbs::extract(&self.as_limbs(), lo as i64, width)),
        }
    }

    /// Overwrites the bits from `lo` with `field` (bits that would land at
    /// or above the width are dropped).
    #[inline]
    pub fn insert(&mut self, lo: u32, field: &ApInt) {
        if let (View::Small(a), View::Small(f)) = (self.view(), field.view()) {
            let mask = mask128(field.width).checked_shl(lo).unwrap_or(0);
            let bits = f.checked_shl(lo).unwrap_or(0);
            *self = self.masked(a & !mask | bits);
            return;
        }
        let mut dst = self.limbs();
        for (i, &limb) in field.as_limbs().iter().enumerate() {
            let pos = lo as u64 + 64 * i as u64;
            let n = (field.width as u64 - 64 * i as u64).min(64);
            limbs::deposit(&mut dst, pos, limb, n);
        }
        limbs::clear_unused(self.width, &mut dst);
        *self = ApInt::from_limb_vec(self.width, dst);
    }

    /// `self` as the high bits above `low` (width: the sum of both widths).
    #[inline]
    pub fn concat(&self, low: &ApInt) -> ApInt {
        let width = self.width + low.width;
        match (self.view(), low.view()) {
            (View::Small(h), View::Small(l)) if width <= 128 => {
                ApInt::small(width, h << low.width | l)
            }
            _ => {
                let mut r = low.zext(width);
                r.insert(low.width, self);
                r
            }
        }
    }

    /// The little-endian byte image in `n_bytes` bytes (the value truncated
    /// or zero-extended to `8 · n_bytes` bits).
    pub fn to_le_bytes(&self, n_bytes: usize) -> Vec<u8> {
        let mut bytes = vec![0; n_bytes];
        self.write_le_bytes(&mut bytes);
        bytes
    }

    /// Writes the little-endian byte image into `dst` (the value truncated
    /// or zero-extended to `8 · dst.len()` bits), without allocating: how
    /// a store puts an integer into memory.
    #[inline]
    pub fn write_le_bytes(&self, dst: &mut [u8]) {
        match self.view() {
            View::Small(a) => {
                let bytes = a.to_le_bytes();
                for (i, d) in dst.iter_mut().enumerate() {
                    *d = bytes.get(i).copied().unwrap_or(0);
                }
            }
            View::Large(l) => limbs::write_le_bytes(l, dst),
        }
    }

    /// The `width`-bit value of a little-endian byte image (missing bytes
    /// are zero; extra bytes and bits are dropped).
    #[inline]
    pub fn from_le_bytes(width: u32, bytes: &[u8]) -> ApInt {
        if width <= 128 {
            let mut buf = [0u8; 16];
            for (d, s) in buf.iter_mut().zip(bytes) {
                *d = *s;
            }
            return ApInt::small(width, u128::from_le_bytes(buf) & mask128(width));
        }
        ApInt::from_limb_vec(width, limbs::from_le_bytes(width, bytes))
    }

    /// The big-endian byte image in `n_bytes` bytes (the value truncated or
    /// zero-extended to `8 · n_bytes` bits; the last byte is the least
    /// significant).
    pub fn to_be_bytes(&self, n_bytes: usize) -> Vec<u8> {
        let mut bytes = self.to_le_bytes(n_bytes);
        bytes.reverse();
        bytes
    }

    /// The `width`-bit value of a big-endian byte image (the last byte is
    /// the least significant; bits above the width are dropped).
    pub fn from_be_bytes(width: u32, bytes: &[u8]) -> ApInt {
        let le: Vec<u8> = bytes.iter().rev().copied().collect();
        ApInt::from_le_bytes(width, &le)
    }
}
