//! The fast form of the common integer: [`Word`], an integer of at most 64
//! bits held in one machine word, and [`Bits`], the operations the integer
//! rules of `sem::ops` are written against.
//!
//! A rule (say, `add` with its `nuw`/`nsw` poison conditions) is one
//! generic function over [`Bits`]. It runs on [`Word`]s when both operands
//! fit one (plain `u64` arithmetic: no width dispatch, no 128-bit masks)
//! and on [`ApInt`]s otherwise, so the fast path is the same rule, not a
//! second copy of it. The tests run every operation on both forms and
//! require equal results (`super::tests::exhaustive` and
//! `sem::ops::int`'s differential test).

use super::{ApInt, Repr};

/// An integer of width 1..=64 held inline; the bits above the width are
/// zero (as in [`ApInt`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Word {
    bits: u64,
    width: u32,
}

/// The low `width` bits set (1 ≤ `width` ≤ 64).
#[inline(always)]
fn mask(width: u32) -> u64 {
    u64::MAX >> (64 - width)
}

impl Word {
    /// `bits` truncated to `width` (1 ≤ `width` ≤ 64) bits.
    #[inline(always)]
    pub fn new(width: u32, bits: u64) -> Word {
        debug_assert!((1..=64).contains(&width));
        Word {
            bits: bits & mask(width),
            width,
        }
    }

    /// The bits (zero above the width).
    #[inline(always)]
    pub fn bits(self) -> u64 {
        self.bits
    }

    /// The bits read as a signed number.
    #[inline(always)]
    fn signed(self) -> i64 {
        let shift = 64 - self.width;
        ((self.bits << shift) as i64) >> shift
    }

    #[inline(always)]
    fn with(self, bits: u64) -> Word {
        Word::new(self.width, bits)
    }
}

impl ApInt {
    /// The value as a [`Word`], if its width is at most 64.
    #[inline(always)]
    pub fn word(&self) -> Option<Word> {
        match &self.repr {
            Repr::Small(s) if self.width <= 64 => Some(Word {
                bits: s.0[0],
                width: self.width,
            }),
            _ => None,
        }
    }
}

impl From<Word> for ApInt {
    #[inline(always)]
    fn from(w: Word) -> ApInt {
        ApInt::small(w.width, w.bits as u128)
    }
}

/// The operations the integer rules need, on [`ApInt`] (any width) and on
/// [`Word`] (at most 64 bits). Binary operations take operands of one
/// width; results keep it unless a width is given.
pub trait Bits: Sized + PartialEq {
    /// The width in bits.
    fn width(&self) -> u32;
    /// Whether every bit is zero.
    fn is_zero(&self) -> bool;
    /// Whether the sign bit is set.
    fn is_negative(&self) -> bool;
    /// The value as an unsigned number, if it fits in 64 bits.
    fn to_u64(&self) -> Option<u64>;
    /// The number of trailing zero bits (the width for zero).
    fn cttz(&self) -> u32;
    /// Wrapping sum and unsigned overflow.
    fn uadd_ov(&self, rhs: &Self) -> (Self, bool);
    /// Wrapping sum and signed overflow.
    fn sadd_ov(&self, rhs: &Self) -> (Self, bool);
    /// Wrapping difference and unsigned overflow.
    fn usub_ov(&self, rhs: &Self) -> (Self, bool);
    /// Wrapping difference and signed overflow.
    fn ssub_ov(&self, rhs: &Self) -> (Self, bool);
    /// Wrapping product and unsigned overflow.
    fn umul_ov(&self, rhs: &Self) -> (Self, bool);
    /// Wrapping product and signed overflow.
    fn smul_ov(&self, rhs: &Self) -> (Self, bool);
    /// Unsigned quotient and remainder (a zero divisor gives all ones and
    /// the dividend, as [`ApInt::udivrem`]).
    fn udivrem(&self, rhs: &Self) -> (Self, Self);
    /// Signed quotient and remainder, truncated toward zero; `MIN / -1`
    /// wraps (a zero divisor as for [`Bits::udivrem`], as
    /// [`ApInt::sdivrem`]).
    fn sdivrem(&self, rhs: &Self) -> (Self, Self);
    /// Bitwise and.
    fn and(&self, rhs: &Self) -> Self;
    /// Bitwise or.
    fn or(&self, rhs: &Self) -> Self;
    /// Bitwise exclusive or.
    fn xor(&self, rhs: &Self) -> Self;
    /// Shift left by `amt` < width.
    fn shl(&self, amt: u32) -> Self;
    /// Logical shift right by `amt` < width.
    fn lshr(&self, amt: u32) -> Self;
    /// Arithmetic shift right by `amt` < width.
    fn ashr(&self, amt: u32) -> Self;
    /// Unsigned less than.
    fn ult(&self, rhs: &Self) -> bool;
    /// Unsigned less than or equal.
    fn ule(&self, rhs: &Self) -> bool;
    /// Signed less than.
    fn slt(&self, rhs: &Self) -> bool;
    /// Signed less than or equal.
    fn sle(&self, rhs: &Self) -> bool;
    /// The low `width` bits (`width` ≤ the width).
    fn trunc(&self, width: u32) -> Self;
    /// Zero extension to `width` ≥ the width.
    fn zext(&self, width: u32) -> Self;
    /// Sign extension to `width` ≥ the width.
    fn sext(&self, width: u32) -> Self;
    /// The value as an [`ApInt`].
    fn into_apint(self) -> ApInt;
}

impl Bits for Word {
    #[inline(always)]
    fn width(&self) -> u32 {
        self.width
    }
    #[inline(always)]
    fn is_zero(&self) -> bool {
        self.bits == 0
    }
    #[inline(always)]
    fn is_negative(&self) -> bool {
        self.bits >> (self.width - 1) & 1 == 1
    }
    #[inline(always)]
    fn to_u64(&self) -> Option<u64> {
        Some(self.bits)
    }
    #[inline(always)]
    fn cttz(&self) -> u32 {
        self.bits.trailing_zeros().min(self.width)
    }
    #[inline(always)]
    fn uadd_ov(&self, rhs: &Word) -> (Word, bool) {
        let (s, carry) = self.bits.overflowing_add(rhs.bits);
        (self.with(s), carry || s > mask(self.width))
    }
    #[inline(always)]
    fn sadd_ov(&self, rhs: &Word) -> (Word, bool) {
        let r = self.with(self.bits.wrapping_add(rhs.bits));
        // Both operands have one sign and the result the other.
        let ov = (self.bits ^ r.bits) & (rhs.bits ^ r.bits);
        (r, ov >> (self.width - 1) & 1 == 1)
    }
    #[inline(always)]
    fn usub_ov(&self, rhs: &Word) -> (Word, bool) {
        (
            self.with(self.bits.wrapping_sub(rhs.bits)),
            self.bits < rhs.bits,
        )
    }
    #[inline(always)]
    fn ssub_ov(&self, rhs: &Word) -> (Word, bool) {
        let r = self.with(self.bits.wrapping_sub(rhs.bits));
        // The operands have different signs and the result that of `rhs`.
        let ov = (self.bits ^ rhs.bits) & (self.bits ^ r.bits);
        (r, ov >> (self.width - 1) & 1 == 1)
    }
    #[inline(always)]
    fn umul_ov(&self, rhs: &Word) -> (Word, bool) {
        let p = self.bits as u128 * rhs.bits as u128;
        (self.with(p as u64), p > mask(self.width) as u128)
    }
    #[inline(always)]
    fn smul_ov(&self, rhs: &Word) -> (Word, bool) {
        let p = self.signed() as i128 * rhs.signed() as i128;
        let r = self.with(p as u64);
        (r, p != r.signed() as i128)
    }
    #[inline(always)]
    fn udivrem(&self, rhs: &Word) -> (Word, Word) {
        match rhs.bits {
            0 => (self.with(u64::MAX), *self),
            d => (self.with(self.bits / d), self.with(self.bits % d)),
        }
    }
    #[inline(always)]
    fn sdivrem(&self, rhs: &Word) -> (Word, Word) {
        match rhs.signed() {
            0 => (self.with(u64::MAX), *self),
            d => {
                let a = self.signed();
                (
                    self.with(a.wrapping_div(d) as u64),
                    self.with(a.wrapping_rem(d) as u64),
                )
            }
        }
    }
    #[inline(always)]
    fn and(&self, rhs: &Word) -> Word {
        self.with(self.bits & rhs.bits)
    }
    #[inline(always)]
    fn or(&self, rhs: &Word) -> Word {
        self.with(self.bits | rhs.bits)
    }
    #[inline(always)]
    fn xor(&self, rhs: &Word) -> Word {
        self.with(self.bits ^ rhs.bits)
    }
    #[inline(always)]
    fn shl(&self, amt: u32) -> Word {
        self.with(self.bits.checked_shl(amt).unwrap_or(0))
    }
    #[inline(always)]
    fn lshr(&self, amt: u32) -> Word {
        self.with(self.bits.checked_shr(amt).unwrap_or(0))
    }
    #[inline(always)]
    fn ashr(&self, amt: u32) -> Word {
        self.with((self.signed() >> amt.min(63)) as u64)
    }
    #[inline(always)]
    fn ult(&self, rhs: &Word) -> bool {
        self.bits < rhs.bits
    }
    #[inline(always)]
    fn ule(&self, rhs: &Word) -> bool {
        self.bits <= rhs.bits
    }
    #[inline(always)]
    fn slt(&self, rhs: &Word) -> bool {
        self.signed() < rhs.signed()
    }
    #[inline(always)]
    fn sle(&self, rhs: &Word) -> bool {
        self.signed() <= rhs.signed()
    }
    #[inline(always)]
    fn trunc(&self, width: u32) -> Word {
        Word::new(width, self.bits)
    }
    #[inline(always)]
    fn zext(&self, width: u32) -> Word {
        Word::new(width, self.bits)
    }
    #[inline(always)]
    fn sext(&self, width: u32) -> Word {
        Word::new(width, self.signed() as u64)
    }
    #[inline(always)]
    fn into_apint(self) -> ApInt {
        self.into()
    }
}

impl Bits for ApInt {
    #[inline]
    fn width(&self) -> u32 {
        ApInt::width(self)
    }
    #[inline]
    fn is_zero(&self) -> bool {
        ApInt::is_zero(self)
    }
    #[inline]
    fn is_negative(&self) -> bool {
        ApInt::is_negative(self)
    }
    #[inline]
    fn to_u64(&self) -> Option<u64> {
        ApInt::to_u64(self)
    }
    #[inline]
    fn cttz(&self) -> u32 {
        ApInt::cttz(self)
    }
    #[inline]
    fn uadd_ov(&self, rhs: &ApInt) -> (ApInt, bool) {
        ApInt::uadd_ov(self, rhs)
    }
    #[inline]
    fn sadd_ov(&self, rhs: &ApInt) -> (ApInt, bool) {
        ApInt::sadd_ov(self, rhs)
    }
    #[inline]
    fn usub_ov(&self, rhs: &ApInt) -> (ApInt, bool) {
        ApInt::usub_ov(self, rhs)
    }
    #[inline]
    fn ssub_ov(&self, rhs: &ApInt) -> (ApInt, bool) {
        ApInt::ssub_ov(self, rhs)
    }
    #[inline]
    fn umul_ov(&self, rhs: &ApInt) -> (ApInt, bool) {
        ApInt::umul_ov(self, rhs)
    }
    #[inline]
    fn smul_ov(&self, rhs: &ApInt) -> (ApInt, bool) {
        ApInt::smul_ov(self, rhs)
    }
    #[inline]
    fn udivrem(&self, rhs: &ApInt) -> (ApInt, ApInt) {
        ApInt::udivrem(self, rhs)
    }
    #[inline]
    fn sdivrem(&self, rhs: &ApInt) -> (ApInt, ApInt) {
        ApInt::sdivrem(self, rhs)
    }
    #[inline]
    fn and(&self, rhs: &ApInt) -> ApInt {
        ApInt::and(self, rhs)
    }
    #[inline]
    fn or(&self, rhs: &ApInt) -> ApInt {
        ApInt::or(self, rhs)
    }
    #[inline]
    fn xor(&self, rhs: &ApInt) -> ApInt {
        ApInt::xor(self, rhs)
    }
    #[inline]
    fn shl(&self, amt: u32) -> ApInt {
        ApInt::shl(self, amt)
    }
    #[inline]
    fn lshr(&self, amt: u32) -> ApInt {
        ApInt::lshr(self, amt)
    }
    #[inline]
    fn ashr(&self, amt: u32) -> ApInt {
        ApInt::ashr(self, amt)
    }
    #[inline]
    fn ult(&self, rhs: &ApInt) -> bool {
        ApInt::ult(self, rhs)
    }
    #[inline]
    fn ule(&self, rhs: &ApInt) -> bool {
        ApInt::ule(self, rhs)
    }
    #[inline]
    fn slt(&self, rhs: &ApInt) -> bool {
        ApInt::slt(self, rhs)
    }
    #[inline]
    fn sle(&self, rhs: &ApInt) -> bool {
        ApInt::sle(self, rhs)
    }
    #[inline]
    fn trunc(&self, width: u32) -> ApInt {
        ApInt::trunc(self, width)
    }
    #[inline]
    fn zext(&self, width: u32) -> ApInt {
        ApInt::zext(self, width)
    }
    #[inline]
    fn sext(&self, width: u32) -> ApInt {
        ApInt::sext(self, width)
    }
    #[inline]
    fn into_apint(self) -> ApInt {
        self
    }
}
