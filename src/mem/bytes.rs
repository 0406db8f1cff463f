//! Abstract bytes: the contents of memory, bit by bit.
//!
//! ```text
//!   one byte of memory
//!   bit      7 6 5 4 3 2 1 0
//!   value    1 0 1 1 0 0 1 0    the bit's 0 or 1 (meaningful where no mask is set)
//!   undef    0 0 0 0 1 1 0 0    bits 2 and 3 are undef: each load may see 0 or 1
//!   poison   1 0 0 0 0 0 0 0    bit 7 is poison
//!   prov     Some(alloc 3, fragment 2)   this byte is byte 2 of a stored pointer
//! ```
//!
//! Each bit is 0, 1, undef or poison (thesis Figure 3.1: `Mem` maps an
//! address to `<8 x i1>`, each element possibly poison); pointer bytes also
//! remember the provenance of the pointer they came from, so that a pointer
//! stored and loaded back keeps it. Bits are numbered little-endian inside a
//! [`Bytes`] buffer: bit `i` is bit `i % 8` of byte `i / 8`.

use crate::apint::ApInt;
use crate::value::Provenance;

/// Which pointer a byte came from: its provenance and the byte's index
/// inside the stored pointer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ProvFragment {
    /// The stored pointer's provenance.
    pub prov: Provenance,
    /// Index of this byte in the pointer's in-memory representation.
    pub index: u8,
}

/// A run of abstract bytes (a load's result or a store's payload).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bytes {
    /// Bit values.
    pub value: Vec<u8>,
    /// Undef bit masks.
    pub undef: Vec<u8>,
    /// Poison bit masks.
    pub poison: Vec<u8>,
    /// Pointer fragments, one per byte.
    pub prov: Vec<Option<ProvFragment>>,
}

/// A field of bits read out of [`Bytes`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BitField {
    /// Bit values (zero where undef or poison).
    pub value: ApInt,
    /// Undef bits.
    pub undef: ApInt,
    /// Whether any bit is poison.
    pub any_poison: bool,
}

/// The initial contents of fresh memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fill {
    /// All bits zero.
    Zero,
    /// All bits undef (uninitialized memory in the `llvm` model).
    Undef,
    /// All bits poison (uninitialized memory in the `taming` model).
    Poison,
}

impl Bytes {
    /// `len` bytes filled as `fill` says.
    pub fn new(len: usize, fill: Fill) -> Bytes {
        let (u, p) = match fill {
            Fill::Zero => (0, 0),
            Fill::Undef => (0xff, 0),
            Fill::Poison => (0, 0xff),
        };
        Bytes {
            value: vec![0; len],
            undef: vec![u; len],
            poison: vec![p; len],
            prov: vec![None; len],
        }
    }

    /// Refills these bytes as [`Bytes::new`] would, reusing the storage.
    pub fn reset(&mut self, len: usize, fill: Fill) {
        let (u, p) = match fill {
            Fill::Zero => (0, 0),
            Fill::Undef => (0xff, 0),
            Fill::Poison => (0, 0xff),
        };
        self.value.clear();
        self.value.resize(len, 0);
        self.undef.clear();
        self.undef.resize(len, u);
        self.poison.clear();
        self.poison.resize(len, p);
        self.prov.clear();
        self.prov.resize(len, None);
    }

    /// Number of bytes.
    pub fn len(&self) -> usize {
        self.value.len()
    }

    /// Whether there are no bytes.
    pub fn is_empty(&self) -> bool {
        self.value.is_empty()
    }

    /// Writes `width` bits at bit offset `at`: the bits of `value`, with
    /// `undef` bits marked undef, or every bit poison if `poison`. Clears
    /// pointer fragments of the bytes touched.
    pub fn put_bits(
        &mut self,
        at: u64,
        width: u32,
        value: &ApInt,
        undef: Option<&ApInt>,
        poison: bool,
    ) {
        if at.is_multiple_of(8) && width.is_multiple_of(8) && undef.is_none() {
            self.put_whole_bytes(at, width, value, poison);
            return;
        }
        for i in 0..width {
            let bit = at + i as u64;
            let (byte, mask) = ((bit / 8) as usize, 1u8 << (bit % 8));
            let (v, u) = (value.bit(i), undef.is_some_and(|u| u.bit(i)));
            set_bit(&mut self.value[byte], mask, v && !u && !poison);
            set_bit(&mut self.undef[byte], mask, u && !poison);
            set_bit(&mut self.poison[byte], mask, poison);
            self.prov[byte] = None;
        }
    }

    fn put_whole_bytes(&mut self, at: u64, width: u32, value: &ApInt, poison: bool) {
        let start = (at / 8) as usize;
        let n = (width / 8) as usize;
        let bytes = value.to_le_bytes(n);
        for (i, b) in bytes.into_iter().enumerate() {
            self.value[start + i] = if poison { 0 } else { b };
            self.undef[start + i] = 0;
            self.poison[start + i] = if poison { 0xff } else { 0 };
            self.prov[start + i] = None;
        }
    }

    /// Reads `width` bits at bit offset `at`.
    pub fn get_bits(&self, at: u64, width: u32) -> BitField {
        if at.is_multiple_of(8) && width.is_multiple_of(8) {
            let start = (at / 8) as usize;
            let end = start + (width / 8) as usize;
            let any_poison = self.poison[start..end].iter().any(|&p| p != 0);
            let value = ApInt::from_le_bytes(width, &self.value[start..end]);
            let undef = if self.undef[start..end].iter().all(|&u| u == 0) {
                ApInt::zero(width)
            } else {
                ApInt::from_le_bytes(width, &self.undef[start..end])
            };
            return BitField {
                value,
                undef,
                any_poison,
            };
        }
        let mut value = ApInt::zero(width);
        let mut undef = ApInt::zero(width);
        let mut any_poison = false;
        for i in 0..width {
            let bit = at + i as u64;
            let (byte, shift) = ((bit / 8) as usize, bit % 8);
            if self.value[byte] >> shift & 1 == 1 {
                value.set_bit(i, true);
            }
            if self.undef[byte] >> shift & 1 == 1 {
                undef.set_bit(i, true);
            }
            any_poison |= self.poison[byte] >> shift & 1 == 1;
        }
        BitField {
            value,
            undef,
            any_poison,
        }
    }

    /// Marks bits `at..at+width` undef (or poison when `poison`), leaving
    /// the others alone: the unspecified extra bits of a store of a type
    /// whose size is not a whole number of bytes.
    pub fn clobber_bits(&mut self, at: u64, width: u64, poison: bool) {
        for bit in at..at + width {
            let (byte, mask) = ((bit / 8) as usize, 1u8 << (bit % 8));
            set_bit(&mut self.value[byte], mask, false);
            set_bit(&mut self.undef[byte], mask, !poison);
            set_bit(&mut self.poison[byte], mask, poison);
        }
    }

    /// Copies `src` into these bytes at byte offset `at` (all bits and
    /// fragments).
    pub fn splice(&mut self, at: usize, src: &Bytes) {
        let end = at + src.len();
        self.value[at..end].copy_from_slice(&src.value);
        self.undef[at..end].copy_from_slice(&src.undef);
        self.poison[at..end].copy_from_slice(&src.poison);
        self.prov[at..end].copy_from_slice(&src.prov);
    }

    /// Bytes `at..at+len` as a new buffer.
    pub fn slice(&self, at: usize, len: usize) -> Bytes {
        let end = at + len;
        Bytes {
            value: self.value[at..end].to_vec(),
            undef: self.undef[at..end].to_vec(),
            poison: self.poison[at..end].to_vec(),
            prov: self.prov[at..end].to_vec(),
        }
    }

    /// Whether every bit of `at..at+len` is defined (no undef, no poison).
    pub fn is_defined(&self, at: usize, len: usize) -> bool {
        self.undef[at..at + len].iter().all(|&u| u == 0)
            && self.poison[at..at + len].iter().all(|&p| p == 0)
    }

    /// Reverses the byte order (big-endian targets store the most
    /// significant byte first).
    pub fn reverse(&mut self) {
        self.value.reverse();
        self.undef.reverse();
        self.poison.reverse();
        self.prov.reverse();
    }
}

fn set_bit(byte: &mut u8, mask: u8, on: bool) {
    if on {
        *byte |= mask;
    } else {
        *byte &= !mask;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_round_trip_at_odd_offsets() {
        let mut b = Bytes::new(4, Fill::Undef);
        let v = ApInt::from_u64(5, 0b10110);
        b.put_bits(3, 5, &v, None, false);
        let f = b.get_bits(3, 5);
        assert_eq!(f.value, v);
        assert!(f.undef.is_zero());
        assert!(!f.any_poison);
        // Neighbouring bits stay undef.
        let low = b.get_bits(0, 3);
        assert_eq!(low.undef, ApInt::from_u64(3, 0b111));
        let high = b.get_bits(8, 8);
        assert!(high.undef.is_all_ones());
    }

    #[test]
    fn poison_is_per_bit() {
        let mut b = Bytes::new(1, Fill::Zero);
        b.put_bits(2, 1, &ApInt::zero(1), None, true);
        assert!(b.get_bits(2, 1).any_poison);
        assert!(!b.get_bits(0, 2).any_poison);
        assert!(!b.get_bits(3, 5).any_poison);
        assert!(b.get_bits(0, 8).any_poison);
    }

    #[test]
    fn whole_bytes_fast_path_agrees_with_bitwise_path() {
        let mut a = Bytes::new(3, Fill::Poison);
        let mut b = Bytes::new(3, Fill::Poison);
        let v = ApInt::from_u64(16, 0xbeef);
        a.put_bits(8, 16, &v, None, false);
        let no_undef = ApInt::zero(16);
        b.put_bits(8, 16, &v, Some(&no_undef), false);
        assert_eq!(a, b);
        assert_eq!(a.get_bits(8, 16).value, v);
        assert!(a.get_bits(0, 8).any_poison);
    }
}
