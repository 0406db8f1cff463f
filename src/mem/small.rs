//! A small allocation's contents in one fixed-size record, inline in the
//! allocation's own (decision 0052): the common contents of a scalar or
//! small-struct `alloca` and of a list node — plain bytes, whole pointers
//! at aligned 8-byte slots, and bytes still holding the allocation's fill
//! — without the per-byte records of [`Bytes`].
//!
//! It is a compact form of [`Bytes`] and nothing more: every byte it
//! holds reads as the byte [`SmallPiece::to_bytes`] makes of it, which is
//! what the general path sees (a fresh byte holds the fill's bits, LangRef
//! "alloca": "the memory is uninitialized"; a slot's eight bytes are the
//! fragments 0..7 of the pointer stored there, LangRef "Pointer Aliasing
//! Rules": a pointer stored and loaded back keeps its provenance). A
//! write it cannot represent (a pointer at an offset that is not a slot,
//! part of a slot overwritten) is declined, and the piece is made byte by
//! byte first.

use super::bytes::{ByteBits, Bytes, le_word, put_le_number};
use crate::value::{ProvCode, Provenance};

/// The largest allocation whose contents a [`SmallPiece`] holds.
pub const SMALL_BYTES: usize = 16;

/// Pointer slots: aligned 8-byte stretches of a [`SmallPiece`].
const SLOTS: usize = SMALL_BYTES / 8;

/// The contents of an allocation of at most [`SMALL_BYTES`] bytes.
#[derive(Clone, Copy, Debug)]
pub struct SmallPiece {
    /// Each byte's value bits (0 for a fresh byte and past the end).
    value: [u8; SMALL_BYTES],
    /// The bytes (bit `k`: byte `k`) that still hold `fill`.
    fresh: u16,
    /// The bits every fresh byte holds (normalized).
    fill: ByteBits,
    /// The slots (bit `k`: bytes `8k..8k+8`) that hold a whole pointer.
    ptrs: u8,
    /// The provenance of the pointer in each slot that holds one (packed
    /// as a pointer holds it, so that the record stays small).
    code: [ProvCode; SLOTS],
}

/// The bits of bytes `at..at+n` in a byte mask (`at + n` ≤ 16).
#[inline(always)]
fn mask(at: usize, n: usize) -> u16 {
    (((1u32 << n) - 1) << at) as u16
}

/// The bits of the slots bytes `at..at+n` touch (`n` ≥ 1, `at + n` ≤ 16).
#[inline(always)]
fn slots(at: usize, n: usize) -> u8 {
    let (first, last) = (at / 8, (at + n - 1) / 8);
    ((2u8 << last) - (1u8 << first)) & ((1 << SLOTS) - 1)
}

impl SmallPiece {
    /// A fresh piece of `len` ≤ [`SMALL_BYTES`] bytes each holding `fill`.
    #[inline]
    pub fn new(len: usize, fill: ByteBits) -> SmallPiece {
        let fill = fill.normalized();
        let (value, fresh) = if fill.is_defined() {
            // Defined bytes are plain: no fresh byte to remember.
            let mut value = [0; SMALL_BYTES];
            value[..len].fill(fill.value);
            (value, 0)
        } else {
            ([0; SMALL_BYTES], mask(0, len))
        };
        SmallPiece {
            value,
            fresh,
            fill,
            ptrs: 0,
            code: [ProvCode::of(Provenance::None); SLOTS],
        }
    }

    /// Whether some slot holds a pointer.
    #[inline]
    pub fn has_pointer(&self) -> bool {
        self.ptrs != 0
    }

    /// The provenance of the pointer in slot `k`, if it holds one.
    #[inline(always)]
    fn ptr(&self, k: usize) -> Option<Provenance> {
        (self.ptrs >> k & 1 == 1).then(|| self.code[k].get())
    }

    /// Whether some byte is not plain (fresh with undefined bits, or a
    /// pointer's).
    #[inline]
    pub fn has_records(&self) -> bool {
        self.fresh != 0 || self.has_pointer()
    }

    /// [`Bytes::read_plain`] of `n` ≤ 8 bytes at `at` (inside the piece):
    /// the same answer, or `None` (the general path reads them).
    #[inline(always)]
    pub fn read_word(
        &self,
        at: usize,
        n: usize,
        want_ptr: bool,
    ) -> Option<(u64, Option<Provenance>)> {
        if n == 0 || n > 8 || at + n > SMALL_BYTES {
            return None;
        }
        let v = le_word(&self.value[at..at + n]);
        if self.fresh | u16::from(self.ptrs) == 0 {
            return Some((v, None));
        }
        if self.fresh & mask(at, n) != 0 {
            // Undef or poison bits.
            return None;
        }
        let hit = self.ptrs & slots(at, n);
        if hit == 0 {
            return Some((v, None));
        }
        // A pointer's bytes read as one only from its first byte on, as a
        // pointer (as [`Bytes::read_plain`] reads fragments 0, 1, ... of
        // one pointer); at a slot's start, `n` ≤ 8 bytes touch that slot
        // only.
        (want_ptr && at.is_multiple_of(8)).then(|| (v, Some(self.code[at / 8].get())))
    }

    /// [`Bytes::read_plain`] of `n` ≤ 16 bytes at `at` (inside the piece).
    #[inline]
    pub fn read_plain(
        &self,
        at: usize,
        n: usize,
        want_ptr: bool,
    ) -> Option<(u128, Option<Provenance>)> {
        if n <= 8 {
            return self
                .read_word(at, n, want_ptr)
                .map(|(v, p)| (u128::from(v), p));
        }
        if n > SMALL_BYTES || at + n > SMALL_BYTES {
            return None;
        }
        // Wider than a pointer: plain bytes only (no slot's fragments are
        // fragments 0..n of one pointer).
        if self.fresh & mask(at, n) != 0 || self.ptrs & slots(at, n) != 0 {
            return None;
        }
        let mut le = [0u8; 16];
        le[..n].copy_from_slice(&self.value[at..at + n]);
        Some((u128::from_le_bytes(le), None))
    }

    /// [`Bytes::write_plain`] of the low `n` ≤ 16 bytes of `v` at `at`
    /// (inside the piece), as the fragments of a pointer of `prov` if
    /// given, when the result has this form: a pointer only whole in a
    /// slot, and no slot left partly overwritten. Returns whether it
    /// wrote; `false` changes nothing.
    #[inline(always)]
    pub fn write(&mut self, at: usize, n: usize, v: u128, prov: Option<Provenance>) -> bool {
        if n == 0 || at + n > SMALL_BYTES {
            return false;
        }
        match prov {
            Some(p) => {
                if n != 8 || !at.is_multiple_of(8) {
                    return false;
                }
                self.ptrs |= 1 << (at / 8);
                self.code[at / 8] = ProvCode::of(p);
            }
            None if self.ptrs != 0 && self.ptrs & slots(at, n) != 0 => {
                // Each pointer written over must be written over whole.
                let hit = self.ptrs & slots(at, n);
                let whole = (0..SLOTS)
                    .filter(|k| at <= 8 * k && 8 * k + 8 <= at + n)
                    .fold(0u8, |m, k| m | 1 << k);
                if hit & !whole != 0 {
                    // Part of a pointer would stay: byte by byte.
                    return false;
                }
                self.ptrs &= !hit;
            }
            None => {}
        }
        put_le_number(&mut self.value[at..at + n], v);
        self.fresh &= !mask(at, n);
        true
    }

    /// The bits of byte `i` and whether it is a pointer's.
    pub fn byte(&self, i: usize) -> (ByteBits, bool) {
        if self.fresh >> i & 1 == 1 {
            return (self.fill, false);
        }
        (
            ByteBits::plain(self.value[i]),
            self.ptrs >> (i / 8) & 1 == 1,
        )
    }

    /// The same contents, `len` bytes, byte by byte: fresh bytes hold the
    /// fill, a slot's bytes are its pointer's fragments in order.
    pub fn to_bytes(&self, len: usize) -> Bytes {
        let bits: Vec<ByteBits> = (0..len).map(|i| self.byte(i).0).collect();
        let mut out = Bytes::from_bits(&bits);
        for k in 0..SLOTS {
            if let Some(p) = self.ptr(k) {
                let mut le = [0u8; 8];
                le.copy_from_slice(&self.value[8 * k..8 * k + 8]);
                out.write_plain(8 * k, 8, u128::from(u64::from_le_bytes(le)), Some(p));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests;
