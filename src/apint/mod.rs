//! Arbitrary-width integers: the bit vectors of LLVM's `iN` (1 ≤ N ≤ 2^23).
//!
//! This module sits under everything that computes: the parser stores integer
//! constants as [`ApInt`]s, and the interpreter's pure value operations
//! (`sem::ops`) evaluate every integer instruction and intrinsic with the
//! methods defined here.
//!
//! An [`ApInt`] is a plain bit pattern of a fixed width; it has no sign, and
//! each operation says whether it reads its operands as signed or unsigned
//! (as LLVM's APInt does). For that reason `ApInt` deliberately does not
//! implement `Ord`: use [`ApInt::ucmp`] or [`ApInt::scmp`].
//!
//! # Representation
//!
//! Widths up to 128 bits are stored inline as a `u128` (kept as two `u64`
//! words so that an `ApInt` is 32 bytes); no operation on them allocates,
//! except those that return a `Vec` (`limbs`, `to_le_bytes`; use
//! `write_le_bytes` instead). Wider values keep little-endian 64-bit limbs
//! on the heap, `ceil(width / 64)` of them. Bits above the width are always
//! zero, so the derived `PartialEq` and `Hash` compare bit patterns. The
//! width alone decides the representation (inline exactly when width ≤ 128).
//!
//! Every operation is an `#[inline]` method that first matches on the inline
//! case and does plain `u128` arithmetic there, masking the result to the
//! width once (operations that cannot set high bits, such as `and`, `lshr`
//! or `udiv`, skip the mask). Otherwise it calls the wide path.
//!
//! # The wide path: hand-written limbs, not `awint`
//!
//! The wide path (`limbs.rs`) is written by hand over `&[u64]` slices:
//! carry-propagating add/sub, schoolbook multiplication (only the low limbs
//! for the wrapping product), Knuth's algorithm D for division, and
//! limb-shifting for shifts and bit-field access. We chose this over the
//! `awint` crate because:
//!
//! - `awint`'s `Bits` is an unsized type with its own digit type (`usize`)
//!   and trailing metadata. Using it per operation would copy both operands
//!   into freshly allocated `Awi`s and the result back; storing `Awi` as the
//!   heap representation would tie `ApInt`'s layout, hashing and limb access
//!   to that crate. Our limbs are used directly, with one allocation (the
//!   result) per wide operation.
//! - The operations are short loops; with the limb functions generic in the
//!   width, the tests run the very same wide code at widths ≤ 128 against
//!   the independent `u128` fast path, exhaustively at tiny widths.
//! - `awint` then serves the tests as an independent reference at widths
//!   above 128.
//!
//! # Conventions
//!
//! Operands of binary operations have equal widths (checked by
//! `debug_assert`; in release builds a narrower or wider right operand is
//! read zero-extended or truncated, never a panic). Shift amounts are `u32`;
//! division by zero is immediate UB in LLVM and the interpreter reports it
//! before calling here, but the methods still define a result (quotient all
//! ones, remainder the dividend, as RISC-V does) so that no input can panic.

mod arith;
mod bits;
mod cmp;
mod limbs;
#[cfg(test)]
mod tests;
mod word;

pub use word::{Bits, Word};

use std::borrow::Cow;
use std::fmt;

use limbs::limbs_for;

/// The widest integer type LLVM accepts (`iN` with N ≤ 2^23).
pub const MAX_WIDTH: u32 = 1 << 23;

/// A bit vector of a fixed width.
#[derive(PartialEq, Eq, Hash)]
pub struct ApInt {
    width: u32,
    repr: Repr,
}

#[derive(PartialEq, Eq, Hash)]
enum Repr {
    /// Width ≤ 128: the bits, zero above the width.
    Small(Inline),
    /// Width > 128: little-endian limbs, `ceil(width / 64)` of them, zero
    /// above the width.
    Large(Box<[u64]>),
}

impl Clone for ApInt {
    /// A copy of the inline bits in place; only a wide value allocates
    /// (out of line, so that copying a register stays small).
    #[inline(always)]
    fn clone(&self) -> ApInt {
        ApInt {
            width: self.width,
            repr: match &self.repr {
                Repr::Small(s) => Repr::Small(*s),
                Repr::Large(l) => Repr::Large(clone_limbs(l)),
            },
        }
    }
}

#[inline(never)]
fn clone_limbs(l: &[u64]) -> Box<[u64]> {
    l.into()
}

impl ApInt {
    /// Whether the value owns heap memory (width above 128).
    #[inline(always)]
    pub fn is_wide(&self) -> bool {
        matches!(self.repr, Repr::Large(_))
    }
}

/// An inline `u128` kept as two `u64` words: 8-byte alignment makes an
/// `ApInt` 32 bytes instead of 48 (a `u128` field is 16-byte aligned).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Inline([u64; 2]);

impl Inline {
    #[inline(always)]
    fn new(v: u128) -> Inline {
        Inline([v as u64, (v >> 64) as u64])
    }

    #[inline(always)]
    fn get(self) -> u128 {
        self.0[0] as u128 | (self.0[1] as u128) << 64
    }
}

/// What the methods match on: the inline bits by value, or the limbs.
enum View<'a> {
    Small(u128),
    Large(&'a [u64]),
}

/// The low `width` bits set (all 128 if `width ≥ 128`).
#[inline]
fn mask128(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// `v` (zero above `width` ≤ 128) read as a signed `width`-bit number.
/// Widths up to 64 (the common case) take single-word shifts.
#[inline(always)]
fn sext128(v: u128, width: u32) -> i128 {
    if width <= 64 {
        let shift = 64 - width;
        (((v as u64) << shift) as i64 >> shift) as i128
    } else {
        let shift = 128 - width;
        ((v << shift) as i128) >> shift
    }
}

impl ApInt {
    /// Zero of the given width.
    pub fn zero(width: u32) -> ApInt {
        debug_assert!((1..=MAX_WIDTH).contains(&width));
        let repr = if width <= 128 {
            Repr::Small(Inline::new(0))
        } else {
            Repr::Large(vec![0; limbs_for(width)].into_boxed_slice())
        };
        ApInt { width, repr }
    }

    /// One of the given width.
    pub fn one(width: u32) -> ApInt {
        ApInt::from_u128(width, 1)
    }

    /// The value `v` truncated to `width` bits.
    #[inline]
    pub fn from_u128(width: u32, v: u128) -> ApInt {
        if width <= 128 {
            return ApInt::small(width, v & mask128(width));
        }
        ApInt::from_u128_wide(width, v)
    }

    /// `from_u128` without the inline case.
    #[inline(never)]
    fn from_u128_wide(width: u32, v: u128) -> ApInt {
        let mut x = ApInt::zero(width);
        if let Repr::Large(l) = &mut x.repr {
            // A width above 128 has at least three limbs.
            l[0] = v as u64;
            l[1] = (v >> 64) as u64;
        }
        x
    }

    /// The value `v` truncated to `width` bits.
    #[inline]
    pub fn from_u64(width: u32, v: u64) -> ApInt {
        ApInt::from_u128(width, v as u128)
    }

    /// The two's complement pattern of `v`, sign-extended or truncated to
    /// `width` bits.
    pub fn from_i128(width: u32, v: i128) -> ApInt {
        let x = ApInt::from_u128(width, v as u128);
        if width > 128 && v < 0 {
            x.set_bits_from(128)
        } else {
            x
        }
    }

    /// The two's complement pattern of `v`, sign-extended or truncated to
    /// `width` bits.
    pub fn from_i64(width: u32, v: i64) -> ApInt {
        ApInt::from_i128(width, v as i128)
    }

    /// The pattern with every bit set (−1, or the unsigned maximum).
    pub fn all_ones(width: u32) -> ApInt {
        ApInt::from_i128(width, -1)
    }

    /// The smallest signed value, `-2^(width-1)` (only the sign bit set).
    pub fn signed_min(width: u32) -> ApInt {
        let mut x = ApInt::zero(width);
        x.set_bit(width - 1, true);
        x
    }

    /// The largest signed value, `2^(width-1) - 1` (all bits but the sign).
    pub fn signed_max(width: u32) -> ApInt {
        let mut x = ApInt::all_ones(width);
        x.set_bit(width - 1, false);
        x
    }

    /// Parses a decimal literal with an optional leading `-`, as written in
    /// `.ll` text, into `width` bits. `None` if the text is not a decimal
    /// number or the value needs more than `width` bits (read as signed if
    /// negative, else as signed or unsigned).
    pub fn from_decimal(width: u32, text: &str) -> Option<ApInt> {
        let (neg, digits) = match text.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, text),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let acc = ApInt::accumulate_digits(width, digits.bytes().map(|b| (b - b'0') as u64), 10)?;
        let fits = if neg {
            // -acc must be ≥ -2^(width-1): acc ≤ 2^(width-1).
            acc.active_bits() < width || (acc.active_bits() == width && acc.is_power_of_two())
        } else {
            acc.active_bits() <= width
        };
        let v = acc.trunc(width);
        fits.then(|| if neg { v.neg() } else { v })
    }

    /// Parses a hexadecimal literal (digits only, no prefix) into `width`
    /// bits; `None` if it needs more than `width` bits.
    pub fn from_hex(width: u32, digits: &str) -> Option<ApInt> {
        if digits.is_empty() {
            return None;
        }
        let ds: Option<Vec<u64>> = digits
            .chars()
            .map(|c| c.to_digit(16).map(u64::from))
            .collect();
        let acc = ApInt::accumulate_digits(width, ds?.into_iter(), 16)?;
        (acc.active_bits() <= width).then(|| acc.trunc(width))
    }

    /// The number with the given digits (most significant first) in `radix`
    /// (≤ 16), in `max(width, 5)` bits so that the radix and every digit
    /// fit; `None` if it overflows that width.
    fn accumulate_digits(
        width: u32,
        digits: impl Iterator<Item = u64>,
        radix: u64,
    ) -> Option<ApInt> {
        let acc_width = width.max(5);
        let radix = ApInt::from_u64(acc_width, radix);
        let mut acc = ApInt::zero(acc_width);
        for d in digits {
            let (scaled, ov_mul) = acc.umul_ov(&radix);
            let (sum, ov_add) = scaled.uadd_ov(&ApInt::from_u64(acc_width, d));
            if ov_mul || ov_add {
                return None;
            }
            acc = sum;
        }
        Some(acc)
    }

    /// The width in bits.
    #[inline]
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The bits as little-endian 64-bit limbs, `ceil(width / 64)` of them.
    pub fn limbs(&self) -> Vec<u64> {
        self.as_limbs().into_owned()
    }

    /// The value from little-endian limbs (extra limbs and bits dropped,
    /// missing limbs zero).
    pub fn from_limbs(width: u32, limbs: &[u64]) -> ApInt {
        if width <= 128 {
            let lo = limbs.first().copied().unwrap_or(0) as u128;
            let hi = limbs.get(1).copied().unwrap_or(0) as u128;
            return ApInt::small(width, (lo | hi << 64) & mask128(width));
        }
        let mut v = vec![0; limbs_for(width)];
        for (d, s) in v.iter_mut().zip(limbs) {
            *d = *s;
        }
        limbs::clear_unused(width, &mut v);
        ApInt::from_limb_vec(width, v)
    }

    /// The low 128 bits, zero-extended.
    #[inline]
    pub fn low_u128(&self) -> u128 {
        match self.view() {
            View::Small(s) => s,
            View::Large(l) => limbs::window(l, 0) as u128 | (limbs::window(l, 64) as u128) << 64,
        }
    }

    /// The low 64 bits, zero-extended.
    #[inline]
    pub fn low_u64(&self) -> u64 {
        match self.view() {
            View::Small(s) => s as u64,
            View::Large(l) => limbs::window(l, 0),
        }
    }

    /// The value read as unsigned, if it fits in a `u64`.
    pub fn to_u64(&self) -> Option<u64> {
        (self.active_bits() <= 64).then(|| self.low_u64())
    }

    /// The value read as signed, if it fits in an `i64`.
    pub fn to_i64(&self) -> Option<i64> {
        self.to_i128().and_then(|v| i64::try_from(v).ok())
    }

    /// The value read as signed, if it fits in an `i128`.
    pub fn to_i128(&self) -> Option<i128> {
        match self.view() {
            View::Small(s) => Some(sext128(s, self.width)),
            View::Large(_) => {
                (self.num_sign_bits() > self.width - 128).then(|| self.low_u128() as i128)
            }
        }
    }

    /// Bit `i` (0 is the least significant); `false` at or above the width.
    #[inline]
    pub fn bit(&self, i: u32) -> bool {
        if i >= self.width {
            return false;
        }
        match self.view() {
            View::Small(s) => s >> i & 1 == 1,
            View::Large(l) => limbs::window(l, i as i64) & 1 == 1,
        }
    }

    /// Sets bit `i` to `value`; an index at or above the width is ignored.
    #[inline]
    pub fn set_bit(&mut self, i: u32, value: bool) {
        if i >= self.width {
            return;
        }
        match &mut self.repr {
            Repr::Small(s) => *s = Inline::new(s.get() & !(1 << i) | (value as u128) << i),
            Repr::Large(l) => limbs::deposit(l, i as u64, value as u64, 1),
        }
    }

    /// Whether every bit is zero.
    #[inline]
    pub fn is_zero(&self) -> bool {
        match self.view() {
            View::Small(s) => s == 0,
            View::Large(l) => l.iter().all(|&x| x == 0),
        }
    }

    /// The number of bits up to and including the most significant set bit
    /// (the minimal unsigned width of the value; 0 for zero).
    #[inline]
    pub fn active_bits(&self) -> u32 {
        self.width - self.ctlz()
    }

    /// Whether the sign bit (the most significant bit) is set.
    #[inline]
    pub fn is_negative(&self) -> bool {
        self.bit(self.width - 1)
    }

    /// The value read as unsigned, in decimal.
    pub fn to_unsigned_decimal(&self) -> String {
        if let View::Small(s) = self.view() {
            return s.to_string();
        }
        const CHUNK: u64 = 10_000_000_000_000_000_000;
        let mut digits = Vec::new();
        let mut v = self.limbs();
        while v.iter().any(|&x| x != 0) {
            digits.push(limbs::div_rem_u64_in_place(&mut v, CHUNK));
        }
        match digits.split_last() {
            None => "0".to_string(),
            Some((top, rest)) => {
                let mut s = top.to_string();
                for d in rest.iter().rev() {
                    s.push_str(&format!("{d:019}"));
                }
                s
            }
        }
    }

    /// The value read as signed, in decimal (how `.ll` text writes integers).
    pub fn to_signed_decimal(&self) -> String {
        if let View::Small(s) = self.view() {
            return sext128(s, self.width).to_string();
        }
        if self.is_negative() {
            format!("-{}", self.neg().to_unsigned_decimal())
        } else {
            self.to_unsigned_decimal()
        }
    }

    /// Two's complement negation (wrapping); the same as [`ApInt::neg`].
    pub fn negate(&self) -> ApInt {
        self.neg()
    }

    /// The representation, with inline bits read out.
    #[inline(always)]
    fn view(&self) -> View<'_> {
        match &self.repr {
            Repr::Small(s) => View::Small(s.get()),
            Repr::Large(l) => View::Large(l),
        }
    }

    /// An inline value; `v` must be zero above `width` ≤ 128.
    #[inline]
    fn small(width: u32, v: u128) -> ApInt {
        debug_assert!(width <= 128 && v & !mask128(width) == 0);
        ApInt {
            width,
            repr: Repr::Small(Inline::new(v)),
        }
    }

    /// A value of this width from `v`, masked to the width (≤ 128).
    #[inline]
    fn masked(&self, v: u128) -> ApInt {
        ApInt::small(self.width, v & mask128(self.width))
    }

    /// A value from exactly `limbs_for(width)` limbs, zero above the width.
    fn from_limb_vec(width: u32, v: Vec<u64>) -> ApInt {
        debug_assert_eq!(v.len(), limbs_for(width));
        if width <= 128 {
            return ApInt::from_limbs(width, &v);
        }
        ApInt {
            width,
            repr: Repr::Large(v.into_boxed_slice()),
        }
    }

    /// The limbs, borrowed when stored on the heap.
    fn as_limbs(&self) -> Cow<'_, [u64]> {
        match self.view() {
            View::Small(s) => {
                let lo = s as u64;
                if self.width > 64 {
                    Cow::Owned(vec![lo, (s >> 64) as u64])
                } else {
                    Cow::Owned(vec![lo])
                }
            }
            View::Large(l) => Cow::Borrowed(l),
        }
    }

    /// `other`'s limbs as a same-width operand of `self` (zero-extended or
    /// truncated if the widths differ, which is a caller bug).
    fn operand_limbs<'a>(&self, other: &'a ApInt) -> Cow<'a, [u64]> {
        debug_assert_eq!(self.width, other.width, "operands of different widths");
        let l = other.as_limbs();
        if other.width == self.width {
            return l;
        }
        let mut v = vec![0; limbs_for(self.width)];
        for (d, s) in v.iter_mut().zip(l.iter()) {
            *d = *s;
        }
        limbs::clear_unused(self.width, &mut v);
        Cow::Owned(v)
    }

    /// A copy with every bit from `lo` up to the width set.
    fn set_bits_from(&self, lo: u32) -> ApInt {
        match self.view() {
            View::Small(s) => self.masked(s | !mask128(lo)),
            View::Large(l) => {
                let mut v = l.to_vec();
                limbs::set_range(&mut v, lo as u64, self.width as u64);
                ApInt::from_limb_vec(self.width, v)
            }
        }
    }
}

impl fmt::Debug for ApInt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "i{} {}", self.width, self.to_signed_decimal())
    }
}

impl fmt::Display for ApInt {
    /// Signed decimal, as `.ll` text writes integer constants.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_signed_decimal())
    }
}
