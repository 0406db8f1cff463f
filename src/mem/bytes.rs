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
//!
//! # Representation
//!
//! A byte all of whose bits are 0 or 1 and that is no pointer fragment is
//! *plain*. Plain bytes are the common case, so a [`Bytes`] holds the bit
//! values as one `u8` per byte and keeps the undef and poison masks and the
//! pointer fragments only while some byte needs them (`meta`, dropped again
//! when every byte is plain, which a count of the other bytes tells). A run
//! of plain bytes costs one host byte per byte and is read and written as
//! plain bytes; the masks cost two more, and pointer fragments twelve more,
//! only in buffers that hold them. The value bits of undef and poison bits
//! are always 0, so equal contents have equal representations.

use crate::apint::ApInt;
use crate::value::{AllocId, Provenance};

/// Which pointer a byte came from: its provenance and the byte's index
/// inside the stored pointer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ProvFragment {
    /// The stored pointer's provenance.
    pub prov: Provenance,
    /// Index of this byte in the pointer's in-memory representation.
    pub index: u8,
}

/// The store that wrote a byte, when the stored type's size is not a whole
/// number of bytes (an `i17`, a `<2 x i17>`, which stores an `i34`): LangRef
/// `load` makes a load of such a type undefined unless "the value was
/// originally written using a store of the same type", so such bytes
/// remember the stored width and their index in the store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SubByteStore {
    /// The width in bits of the stored integer (`N·M` for `<N x iM>`).
    pub bits: u32,
    /// This byte's index among the bytes of that store.
    pub index: u32,
}

/// The bits of one byte: values, and the masks of undef and poison bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByteBits {
    /// Bit values (0 where undef or poison).
    pub value: u8,
    /// Undef bits.
    pub undef: u8,
    /// Poison bits.
    pub poison: u8,
}

impl ByteBits {
    /// Whether every bit is defined (no undef, no poison bit).
    pub const fn is_defined(self) -> bool {
        self.undef == 0 && self.poison == 0
    }

    /// A plain byte.
    pub const fn plain(value: u8) -> ByteBits {
        ByteBits {
            value,
            undef: 0,
            poison: 0,
        }
    }

    /// The byte a fresh allocation filled with `fill` holds.
    pub const fn of_fill(fill: Fill) -> ByteBits {
        match fill {
            Fill::Zero => ByteBits::plain(0),
            Fill::Undef => ByteBits {
                value: 0,
                undef: 0xff,
                poison: 0,
            },
            Fill::Poison => ByteBits {
                value: 0,
                undef: 0,
                poison: 0xff,
            },
        }
    }

    /// The same bits with the value bits under a mask cleared (the
    /// representation's invariant).
    pub fn normalized(self) -> ByteBits {
        ByteBits {
            value: self.value & !(self.undef | self.poison),
            undef: self.undef & !self.poison,
            poison: self.poison,
        }
    }
}

/// A byte's pointer fragment packed in one number: 0 for none, else the
/// provenance's code (1 none, 2 wildcard, 3 + the allocation's id) above
/// the fragment's index in the low 8 bits. The fragments of one pointer
/// stored whole are then consecutive numbers, so that a load of a whole
/// pointer and a load of bytes that hold none are each told by a few
/// comparisons of numbers.
type Frag = u64;

/// [`Frag`] of a fragment.
#[inline]
fn pack(f: Option<ProvFragment>) -> Frag {
    f.map_or(0, |f| prov_code(f.prov) << 8 | u64::from(f.index))
}

/// The fragment of a [`Frag`].
#[inline]
fn unpack(f: Frag) -> Option<ProvFragment> {
    let prov = match f >> 8 {
        0 => return None,
        1 => Provenance::None,
        2 => Provenance::Wildcard,
        c => Provenance::Alloc(AllocId((c - 3) as u32)),
    };
    Some(ProvFragment {
        prov,
        index: f as u8,
    })
}

/// The code of a provenance in a [`Frag`].
#[inline]
fn prov_code(p: Provenance) -> u64 {
    match p {
        Provenance::None => 1,
        Provenance::Wildcard => 2,
        Provenance::Alloc(id) => 3 + u64::from(id.0),
    }
}

/// The masks and fragments of a buffer that has bytes that are not plain.
/// Each kind of record is kept only while some byte needs it: a buffer
/// whose only records are pointer fragments (a block holding pointers)
/// has no masks, so a load of a pointer from it reads the values and the
/// fragments and nothing else.
#[derive(Clone, Debug)]
struct Meta {
    /// Undef bit masks, one per byte; empty (and so is `poison`) while no
    /// byte has an undef or poison bit.
    undef: Vec<u8>,
    /// Poison bit masks, one per byte; empty exactly when `undef` is.
    poison: Vec<u8>,
    /// Pointer fragments, one per byte, packed (see [`Frag`]); empty
    /// while there are none.
    prov: Vec<Frag>,
    /// The sub-byte stores that wrote each byte; empty while there are none.
    stored: Vec<Option<SubByteStore>>,
    /// How many bytes are not plain (a mask bit set, a fragment, or a
    /// sub-byte store).
    impure: usize,
    /// How many bytes have an undef or poison bit (the masks are dropped
    /// when none has).
    masked: usize,
}

impl Meta {
    /// No records yet (every byte plain).
    fn empty() -> Meta {
        Meta {
            undef: Vec::new(),
            poison: Vec::new(),
            prov: Vec::new(),
            stored: Vec::new(),
            impure: 0,
            masked: 0,
        }
    }

    /// Masks of `len` bytes all holding `bits`, without fragments.
    fn uniform(len: usize, bits: ByteBits) -> Meta {
        if bits.is_defined() {
            return Meta::empty();
        }
        Meta {
            undef: vec![bits.undef; len],
            poison: vec![bits.poison; len],
            impure: len,
            masked: len,
            ..Meta::empty()
        }
    }

    /// The undef and poison masks of byte `i`.
    #[inline]
    fn masks(&self, i: usize) -> (u8, u8) {
        match (self.undef.get(i), self.poison.get(i)) {
            (Some(u), Some(p)) => (*u, *p),
            _ => (0, 0),
        }
    }

    /// Makes the masks of a buffer of `len` bytes (all clear) if there are
    /// none.
    fn make_masks(&mut self, len: usize) {
        if self.undef.is_empty() {
            self.undef = vec![0; len];
            self.poison = vec![0; len];
        }
    }

    /// Drops the masks if no byte has a mask bit.
    fn drop_clear_masks(&mut self) {
        if self.masked == 0 && !self.undef.is_empty() {
            self.undef = Vec::new();
            self.poison = Vec::new();
        }
    }

    /// How many of bytes `at..at+len` have an undef or poison bit.
    fn masked_in(&self, at: usize, len: usize) -> usize {
        match (self.undef.get(at..at + len), self.poison.get(at..at + len)) {
            (Some(u), Some(p)) => u.iter().zip(p).filter(|(u, p)| *u | *p != 0).count(),
            _ => 0,
        }
    }

    /// How many of bytes `at..at+len` are not plain.
    fn impure_in(&self, at: usize, len: usize) -> usize {
        let masks = self
            .undef
            .get(at..at + len)
            .zip(self.poison.get(at..at + len));
        let masked = |k: usize| masks.is_some_and(|(u, p)| u[k] | p[k] != 0);
        // One loop per combination of the records present, so that the
        // common ones test no record that is absent.
        match (self.prov.get(at..at + len), self.stored.get(at..at + len)) {
            (None, None) => self.masked_in(at, len),
            (Some(f), None) if masks.is_none() => f.iter().filter(|f| **f != 0).count(),
            (Some(f), None) => (0..len).filter(|&k| masked(k) || f[k] != 0).count(),
            (f, s) => (0..len)
                .filter(|&k| {
                    masked(k) || f.is_some_and(|f| f[k] != 0) || s.is_some_and(|s| s[k].is_some())
                })
                .count(),
        }
    }

    fn is_plain(&self, i: usize) -> bool {
        self.masks(i) == (0, 0)
            && self.prov.get(i).is_none_or(|f| *f == 0)
            && self.stored.get(i).is_none_or(Option::is_none)
    }

    /// Clears the masks, fragments and sub-byte stores of bytes
    /// `at..at+n`, then makes them the fragments of a pointer of `prov`
    /// if given (whose fragment records exist); returns how many of them
    /// were not plain before.
    fn make_plain_any(&mut self, at: usize, n: usize, prov: Option<Provenance>) -> usize {
        let was_impure = self.impure_in(at, n);
        if !self.undef.is_empty() {
            self.masked -= self.masked_in(at, n);
            self.undef[at..at + n].fill(0);
            self.poison[at..at + n].fill(0);
            self.drop_clear_masks();
        }
        if !self.prov.is_empty() {
            let first = prov.map_or(0, |p| prov_code(p) << 8);
            let step = u64::from(prov.is_some());
            for (k, slot) in self.prov[at..at + n].iter_mut().enumerate() {
                *slot = first + step * k as u64;
            }
        }
        if !self.stored.is_empty() {
            self.stored[at..at + n].fill(None);
        }
        was_impure
    }

    /// [`Meta::make_plain_any`] of `N` bytes of a buffer without sub-byte
    /// stores, as fixed-size arrays: a scalar's bytes in a few operations.
    #[inline(always)]
    fn make_plain<const N: usize>(&mut self, at: usize, prov: Option<Provenance>) -> usize {
        // One flag per byte, in the low bit of each byte of `impure`.
        let mut impure = 0;
        if !self.undef.is_empty() {
            let undef: &mut [u8; N] = (&mut self.undef[at..at + N]).try_into().expect("N bytes");
            let poison: &mut [u8; N] = (&mut self.poison[at..at + N]).try_into().expect("N bytes");
            impure = nonzero_bytes(le_u64(undef) | le_u64(poison));
            *undef = [0; N];
            *poison = [0; N];
            self.masked -= impure.count_ones() as usize;
            self.drop_clear_masks();
        }
        if !self.prov.is_empty() {
            let frags: &mut [Frag; N] = (&mut self.prov[at..at + N]).try_into().expect("N bytes");
            for (k, f) in frags.iter().enumerate() {
                impure |= u64::from(*f != 0) << (8 * k);
            }
            let first = prov.map_or(0, |p| prov_code(p) << 8);
            let step = u64::from(prov.is_some());
            *frags = std::array::from_fn(|k| first + step * k as u64);
        }
        impure.count_ones() as usize
    }
}

/// A run of abstract bytes: a load's result, a store's payload, or a piece
/// of an allocation's contents.
#[derive(Clone, Debug, Default)]
pub struct Bytes {
    /// Bit values; 0 where a bit is undef or poison.
    value: Vec<u8>,
    /// Masks and fragments, while some byte is not plain.
    meta: Option<Box<Meta>>,
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fill {
    /// All bits zero.
    Zero,
    /// All bits undef (uninitialized memory in the `llvm` model).
    Undef,
    /// All bits poison (uninitialized memory in the `taming` model).
    Poison,
}

impl PartialEq for Bytes {
    /// Equal contents, however they are represented.
    fn eq(&self, other: &Bytes) -> bool {
        self.len() == other.len()
            && self.value == other.value
            && (0..self.len())
                .all(|i| self.bits(i) == other.bits(i) && self.prov(i) == other.prov(i))
    }
}

impl Eq for Bytes {}

impl Bytes {
    /// `len` bytes filled as `fill` says.
    pub fn new(len: usize, fill: Fill) -> Bytes {
        Bytes::uniform(len, ByteBits::of_fill(fill))
    }

    /// `len` bytes, each holding `bits`.
    pub fn uniform(len: usize, bits: ByteBits) -> Bytes {
        let bits = bits.normalized();
        Bytes {
            value: vec![bits.value; len],
            meta: (!bits.is_defined() && len > 0).then(|| Box::new(Meta::uniform(len, bits))),
        }
    }

    /// Plain bytes with these values.
    pub fn plain(data: &[u8]) -> Bytes {
        Bytes {
            value: data.to_vec(),
            meta: None,
        }
    }

    /// Plain bytes with these values, in `buf` (emptied first; its
    /// capacity is what [`Bytes::host_bytes`] counts, so reusing a buffer
    /// of exactly `data.len()` bytes costs what [`Bytes::plain`] does).
    pub fn plain_in(mut buf: Vec<u8>, data: &[u8]) -> Bytes {
        buf.clear();
        buf.extend_from_slice(data);
        Bytes {
            value: buf,
            meta: None,
        }
    }

    /// The bytes `data` as the fragments, in order, of one pointer with
    /// provenance `prov`: what [`Bytes::write_plain`] of all of them with
    /// `prov` makes of any buffer of their length without sub-byte stores
    /// (the same records, of the same capacities), made at once.
    pub fn pointer(data: &[u8], prov: Provenance) -> Bytes {
        if data.is_empty() {
            return Bytes::default();
        }
        let first = prov_code(prov) << 8;
        let mut frags = Vec::with_capacity(data.len());
        frags.extend((0..data.len() as u64).map(|k| first + k));
        Bytes {
            value: data.to_vec(),
            meta: Some(Box::new(Meta {
                prov: frags,
                impure: data.len(),
                ..Meta::empty()
            })),
        }
    }

    /// Bytes without fragments given whole: byte `i` holds `bits[i]`
    /// (normalized). The same buffer [`Bytes::set`] of each byte in turn
    /// makes of a plain one, with the same records, in one pass instead of
    /// one bookkeeping step per byte.
    pub fn from_bits(bits: &[ByteBits]) -> Bytes {
        let len = bits.len();
        let masked = bits.iter().filter(|b| !b.is_defined()).count();
        let value = bits.iter().map(|b| b.normalized().value).collect();
        let meta = (masked > 0).then(|| {
            let mut undef = vec![0; len];
            let mut poison = vec![0; len];
            for (i, b) in bits.iter().enumerate() {
                let b = b.normalized();
                undef[i] = b.undef;
                poison[i] = b.poison;
            }
            Box::new(Meta {
                undef,
                poison,
                impure: masked,
                masked,
                ..Meta::empty()
            })
        });
        Bytes { value, meta }
    }

    /// The buffer of plain bytes, for reuse by [`Bytes::plain_in`]
    /// (`None` if some byte is not plain).
    #[inline]
    pub fn into_plain_buffer(self) -> Option<Vec<u8>> {
        self.meta.is_none().then_some(self.value)
    }

    /// Number of bytes.
    pub fn len(&self) -> usize {
        self.value.len()
    }

    /// Whether there are no bytes.
    pub fn is_empty(&self) -> bool {
        self.value.is_empty()
    }

    /// The host bytes this buffer occupies (its heap storage).
    pub fn host_bytes(&self) -> u64 {
        let meta = self.meta.as_ref().map_or(0, |m| {
            std::mem::size_of::<Meta>()
                + m.undef.capacity()
                + m.poison.capacity()
                + m.prov.capacity() * std::mem::size_of::<Frag>()
                + m.stored.capacity() * std::mem::size_of::<Option<SubByteStore>>()
        });
        (self.value.capacity() + meta) as u64
    }

    /// The host bytes a buffer of `len` bytes may need: values and masks,
    /// and pointer fragments when `fragments`.
    pub fn host_bytes_for(len: u64, fragments: bool) -> u64 {
        let per_byte = if fragments {
            3 + std::mem::size_of::<Frag>() as u64
        } else {
            3
        };
        len.saturating_mul(per_byte)
    }

    /// The most host bytes ([`Bytes::host_bytes`]) a buffer of `len` bytes
    /// without sub-byte stores takes: values, masks and their record, and
    /// pointer fragments when `fragments`.
    pub fn host_bytes_at_most(len: usize, fragments: bool) -> u64 {
        Bytes::host_bytes_for(len as u64, fragments)
            .saturating_add(std::mem::size_of::<Meta>() as u64)
    }

    /// The bit values of every byte (0 where a bit is undef or poison).
    pub fn values(&self) -> &[u8] {
        &self.value
    }

    /// Whether some byte may be not plain (false: all bytes are plain).
    pub fn has_meta(&self) -> bool {
        self.meta.is_some()
    }

    /// Whether some byte is a pointer fragment.
    pub fn has_fragments(&self) -> bool {
        self.meta.as_ref().is_some_and(|m| !m.prov.is_empty())
    }

    /// The bits of byte `i`.
    pub fn bits(&self, i: usize) -> ByteBits {
        match &self.meta {
            None => ByteBits::plain(self.value[i]),
            Some(m) => {
                let (undef, poison) = m.masks(i);
                ByteBits {
                    value: self.value[i],
                    undef,
                    poison,
                }
            }
        }
    }

    /// The pointer fragment byte `i` holds, if any.
    pub fn prov(&self, i: usize) -> Option<ProvFragment> {
        unpack(*self.meta.as_ref()?.prov.get(i)?)
    }

    /// The sub-byte store that wrote byte `i`, if any.
    pub fn stored(&self, i: usize) -> Option<SubByteStore> {
        self.meta.as_ref()?.stored.get(i).copied().flatten()
    }

    /// Whether some byte of `at..at+len` was written by a sub-byte store.
    pub fn has_stored(&self, at: usize, len: usize) -> bool {
        self.meta
            .as_ref()
            .and_then(|m| m.stored.get(at..at + len))
            .is_some_and(|s| s.iter().any(Option::is_some))
    }

    /// Records that a sub-byte store wrote byte `i` (`None`: it did not),
    /// keeping its bits and fragment.
    pub fn set_stored(&mut self, i: usize, stored: Option<SubByteStore>) {
        if stored.is_none() && self.stored(i).is_none() {
            return;
        }
        let len = self.len();
        let m = self.meta.get_or_insert_with(|| Box::new(Meta::empty()));
        let was_plain = m.is_plain(i);
        if m.stored.is_empty() {
            m.stored = vec![None; len];
        }
        m.stored[i] = stored;
        match (was_plain, m.is_plain(i)) {
            (true, false) => m.impure += 1,
            (false, true) => m.impure -= 1,
            _ => {}
        }
        if m.impure == 0 {
            self.meta = None;
        }
    }

    /// Byte `i`'s value bits.
    pub fn value(&self, i: usize) -> u8 {
        self.value[i]
    }

    /// Sets the bits of byte `i` (value bits under a mask read as 0) and
    /// removes any pointer fragment from it.
    pub fn set(&mut self, i: usize, bits: ByteBits) {
        self.set_with(i, bits, None);
    }

    /// Sets byte `i` to a plain byte.
    pub fn set_plain(&mut self, i: usize, value: u8) {
        self.set_with(i, ByteBits::plain(value), None);
    }

    /// Sets the bits of byte `i` and its pointer fragment (a new byte: no
    /// sub-byte store wrote it).
    pub fn set_with(&mut self, i: usize, bits: ByteBits, prov: Option<ProvFragment>) {
        let bits = bits.normalized();
        self.value[i] = bits.value;
        let pure = bits.undef == 0 && bits.poison == 0 && prov.is_none();
        let len = self.len();
        let m = match &mut self.meta {
            None if pure => return,
            None => self.meta.insert(Box::new(Meta::empty())),
            Some(m) => m,
        };
        let was_pure = m.is_plain(i);
        let was_masked = m.masks(i) != (0, 0);
        let masked = !bits.is_defined();
        if masked {
            m.make_masks(len);
        }
        if !m.undef.is_empty() {
            m.undef[i] = bits.undef;
            m.poison[i] = bits.poison;
        }
        m.masked = m.masked + usize::from(masked) - usize::from(was_masked);
        m.drop_clear_masks();
        if prov.is_some() && m.prov.is_empty() {
            m.prov = vec![0; len];
        }
        if let Some(slot) = m.prov.get_mut(i) {
            *slot = pack(prov);
        }
        if let Some(slot) = m.stored.get_mut(i) {
            *slot = None;
        }
        match (was_pure, pure) {
            (true, false) => m.impure += 1,
            (false, true) => m.impure -= 1,
            _ => {}
        }
        if m.impure == 0 {
            self.meta = None;
        }
    }

    /// Sets byte `i`'s pointer fragment, keeping its bits.
    pub fn set_prov(&mut self, i: usize, prov: Option<ProvFragment>) {
        let bits = self.bits(i);
        self.set_with(i, bits, prov);
    }

    /// Whether bytes `at..at+len` are all plain: defined bits, no pointer
    /// fragment, no sub-byte store.
    pub fn is_plain(&self, at: usize, len: usize) -> bool {
        match &self.meta {
            None => true,
            Some(m) => (at..at + len).all(|i| m.is_plain(i)),
        }
    }

    /// Whether every bit of `at..at+len` is defined (no undef, no poison).
    pub fn is_defined(&self, at: usize, len: usize) -> bool {
        match &self.meta {
            None => true,
            Some(m) => m.masked_in(at, len) == 0,
        }
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
            let start = (at / 8) as usize;
            let n = (width / 8) as usize;
            if poison {
                self.fill(start, n, ByteBits::of_fill(Fill::Poison));
            } else {
                for (i, v) in value.to_le_bytes(n).into_iter().enumerate() {
                    self.set_plain(start + i, v);
                }
            }
            return;
        }
        for i in 0..width {
            let bit = at + i as u64;
            let (byte, mask) = ((bit / 8) as usize, 1u8 << (bit % 8));
            let (v, u) = (value.bit(i), undef.is_some_and(|u| u.bit(i)));
            let mut b = self.bits(byte);
            set_bit(&mut b.value, mask, v && !u && !poison);
            set_bit(&mut b.undef, mask, u && !poison);
            set_bit(&mut b.poison, mask, poison);
            self.set(byte, b);
        }
    }

    /// Reads `width` bits at bit offset `at`.
    pub fn get_bits(&self, at: u64, width: u32) -> BitField {
        if at.is_multiple_of(8) && width.is_multiple_of(8) {
            let start = (at / 8) as usize;
            let end = start + (width / 8) as usize;
            let value = ApInt::from_le_bytes(width, &self.value[start..end]);
            let (undef, any_poison) = match &self.meta {
                None => (ApInt::zero(width), false),
                Some(m) => match (m.undef.get(start..end), m.poison.get(start..end)) {
                    (Some(u), Some(p)) => {
                        let undef = if u.iter().all(|&u| u == 0) {
                            ApInt::zero(width)
                        } else {
                            ApInt::from_le_bytes(width, u)
                        };
                        (undef, p.iter().any(|&p| p != 0))
                    }
                    _ => (ApInt::zero(width), false),
                },
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
            let b = self.bits(byte);
            if b.value >> shift & 1 == 1 {
                value.set_bit(i, true);
            }
            if b.undef >> shift & 1 == 1 {
                undef.set_bit(i, true);
            }
            any_poison |= b.poison >> shift & 1 == 1;
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
            let mut b = self.bits(byte);
            set_bit(&mut b.value, mask, false);
            set_bit(&mut b.undef, mask, !poison);
            set_bit(&mut b.poison, mask, poison);
            let (prov, stored) = (self.prov(byte), self.stored(byte));
            self.set_with(byte, b, prov);
            self.set_stored(byte, stored);
        }
    }

    /// Copies `src` into these bytes at byte offset `at` (all bits,
    /// fragments and sub-byte stores), a whole range at a time.
    pub fn splice(&mut self, at: usize, src: &Bytes) {
        let n = src.len();
        let end = at + n;
        self.value[at..end].copy_from_slice(&src.value);
        if self.meta.is_none() && src.meta.is_none() {
            return;
        }
        let len = self.len();
        let m = self.meta.get_or_insert_with(|| Box::new(Meta::empty()));
        let before = m.impure_in(at, n);
        let masked_before = m.masked_in(at, n);
        match &src.meta {
            None => {
                if !m.undef.is_empty() {
                    m.undef[at..end].fill(0);
                    m.poison[at..end].fill(0);
                }
                m.masked -= masked_before;
                if !m.prov.is_empty() {
                    m.prov[at..end].fill(0);
                }
                if !m.stored.is_empty() {
                    m.stored[at..end].fill(None);
                }
                m.impure -= before;
            }
            Some(sm) => {
                copy_or_clear(&mut m.undef, &sm.undef, at, n, len, 0);
                copy_or_clear(&mut m.poison, &sm.poison, at, n, len, 0);
                m.masked = m.masked - masked_before + sm.masked;
                copy_or_clear(&mut m.prov, &sm.prov, at, n, len, 0);
                copy_or_clear(&mut m.stored, &sm.stored, at, n, len, None);
                m.impure = m.impure - before + sm.impure;
            }
        }
        m.drop_clear_masks();
        if m.impure == 0 {
            self.meta = None;
        }
    }

    /// Bytes `at..at+len` as a new buffer.
    pub fn slice(&self, at: usize, len: usize) -> Bytes {
        let value = self.value[at..at + len].to_vec();
        let meta = self.meta.as_ref().and_then(|m| {
            let impure = m.impure_in(at, len);
            let masked = m.masked_in(at, len);
            let masks = |v: &[u8]| match masked {
                0 => Vec::new(),
                _ => v[at..at + len].to_vec(),
            };
            (impure > 0).then(|| {
                Box::new(Meta {
                    undef: masks(&m.undef),
                    poison: masks(&m.poison),
                    prov: sub_slice(&m.prov, at, len, 0),
                    stored: sub_slice(&m.stored, at, len, None),
                    impure,
                    masked,
                })
            })
        });
        Bytes { value, meta }
    }

    /// Appends `more`.
    pub fn append(&mut self, more: &Bytes) {
        let at = self.len();
        self.value.resize(at + more.len(), 0);
        if let Some(m) = &mut self.meta {
            if !m.undef.is_empty() {
                m.undef.resize(at + more.len(), 0);
                m.poison.resize(at + more.len(), 0);
            }
            if !m.prov.is_empty() {
                m.prov.resize(at + more.len(), 0);
            }
            if !m.stored.is_empty() {
                m.stored.resize(at + more.len(), None);
            }
        }
        self.splice(at, more);
    }

    /// Sets bytes `at..at+len` to `bits`, without fragments or sub-byte
    /// stores, a whole range at a time.
    pub fn fill(&mut self, at: usize, len: usize, bits: ByteBits) {
        let bits = bits.normalized();
        self.value[at..at + len].fill(bits.value);
        if self.meta.is_none() && bits.is_defined() {
            return;
        }
        let size = self.len();
        let m = self.meta.get_or_insert_with(|| Box::new(Meta::empty()));
        let before = m.impure_in(at, len);
        m.masked -= m.masked_in(at, len);
        if !bits.is_defined() {
            m.make_masks(size);
            m.masked += len;
        }
        if !m.undef.is_empty() {
            m.undef[at..at + len].fill(bits.undef);
            m.poison[at..at + len].fill(bits.poison);
        }
        m.drop_clear_masks();
        if !m.prov.is_empty() {
            m.prov[at..at + len].fill(0);
        }
        if !m.stored.is_empty() {
            m.stored[at..at + len].fill(None);
        }
        m.impure = m.impure - before + if bits.is_defined() { 0 } else { len };
        if m.impure == 0 {
            self.meta = None;
        }
    }

    /// Reverses the byte order (big-endian targets store the most
    /// significant byte first).
    pub fn reverse(&mut self) {
        self.value.reverse();
        if let Some(m) = &mut self.meta {
            m.undef.reverse();
            m.poison.reverse();
            m.prov.reverse();
            m.stored.reverse();
        }
    }

    /// The little-endian number in plain bytes `at..at+n` (`n` ≤ 16), with
    /// the provenance of one whole stored pointer if they are exactly its
    /// fragments in order and `want_ptr`; `None` if a byte is not plain
    /// (and is not such a fragment).
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
                .map(|(v, prov)| (u128::from(v), prov));
        }
        match self.meta {
            None => Some((le_number(&self.value[at..at + n]), None)),
            Some(_) => self.read_plain_meta(at, n, want_ptr),
        }
    }

    /// [`Bytes::read_plain`] of `n` ≤ 8 bytes, as a 64-bit number: the
    /// same answer, without a 128-bit number on the common path (no
    /// records, or a whole pointer among fragments only).
    #[inline(always)]
    pub fn read_word(
        &self,
        at: usize,
        n: usize,
        want_ptr: bool,
    ) -> Option<(u64, Option<Provenance>)> {
        let Some(m) = self.meta.as_deref() else {
            return Some((le_word(&self.value[at..at + n]), None));
        };
        // A whole pointer from bytes whose only records are fragments (a
        // block that holds pointers): the fragments and the values only.
        if want_ptr
            && n == 8
            && m.undef.is_empty()
            && m.stored.is_empty()
            && let Some(frags) = m.prov.get(at..at + 8)
            && whole_pointer(frags)
        {
            let value: &[u8; 8] = self.value[at..at + 8].try_into().ok()?;
            let prov = unpack(frags[0]).map(|f| f.prov);
            return Some((u64::from_le_bytes(*value), prov));
        }
        self.read_plain_meta(at, n, want_ptr)
            .map(|(v, prov)| (v as u64, prov))
    }

    /// [`Bytes::read_plain`] of a buffer with per-byte records.
    #[inline(never)]
    fn read_plain_meta(
        &self,
        at: usize,
        n: usize,
        want_ptr: bool,
    ) -> Option<(u128, Option<Provenance>)> {
        let m = self.meta.as_deref()?;
        if !m.stored.is_empty() {
            return self.read_plain_any(m, at, n, want_ptr);
        }
        match n {
            1 => self.read_plain_n::<1>(m, at, want_ptr),
            2 => self.read_plain_n::<2>(m, at, want_ptr),
            4 => self.read_plain_n::<4>(m, at, want_ptr),
            8 => self.read_plain_n::<8>(m, at, want_ptr),
            _ => self.read_plain_any(m, at, n, want_ptr),
        }
    }

    /// [`Bytes::read_plain_meta`] of `N` bytes of a buffer without
    /// sub-byte stores, as fixed-size arrays.
    #[inline(always)]
    fn read_plain_n<const N: usize>(
        &self,
        m: &Meta,
        at: usize,
        want_ptr: bool,
    ) -> Option<(u128, Option<Provenance>)> {
        if !m.undef.is_empty() {
            let undef: &[u8; N] = m.undef[at..at + N].try_into().ok()?;
            let poison: &[u8; N] = m.poison[at..at + N].try_into().ok()?;
            if le_u64(undef) | le_u64(poison) != 0 {
                return None;
            }
        }
        let prov = match m.prov.get(at..at + N) {
            None => None,
            Some(frags) => {
                let frags: &[Frag; N] = frags.try_into().ok()?;
                // A whole pointer first (a load of a pointer from where
                // one was stored).
                if want_ptr && whole_pointer(frags) {
                    unpack(frags[0]).map(|f| f.prov)
                } else if frags.iter().fold(0, |a, f| a | f) == 0 {
                    None
                } else {
                    return None;
                }
            }
        };
        let value: &[u8; N] = self.value[at..at + N].try_into().ok()?;
        Some((u128::from(le_u64(value)), prov))
    }

    /// [`Bytes::read_plain_meta`] of any `n` ≤ 16 bytes.
    fn read_plain_any(
        &self,
        m: &Meta,
        at: usize,
        n: usize,
        want_ptr: bool,
    ) -> Option<(u128, Option<Provenance>)> {
        // At most 16 bytes: each mask read as one number.
        if m.masked_in(at, n) != 0
            || m.stored
                .get(at..at + n)
                .is_some_and(|s| s.iter().any(Option::is_some))
        {
            return None;
        }
        let prov = match m.prov.get(at..at + n) {
            None => None,
            Some(frags) if no_fragments(frags) => None,
            Some(frags) if want_ptr && whole_pointer(frags) => unpack(frags[0]).map(|f| f.prov),
            Some(_) => return None,
        };
        Some((le_number(&self.value[at..at + n]), prov))
    }

    /// Writes the low `n` ≤ 16 bytes of `v`, little-endian, as plain bytes,
    /// or as the fragments of a pointer with provenance `prov`.
    #[inline(always)]
    pub fn write_plain(&mut self, at: usize, n: usize, v: u128, prov: Option<Provenance>) {
        put_le_number(&mut self.value[at..at + n], v);
        if self.meta.is_none() && prov.is_none() {
            return;
        }
        self.write_plain_meta(at, n, prov);
    }

    /// [`Bytes::write_plain`] of a whole 64-bit pointer with provenance
    /// `prov` into bytes whose only records are pointer fragments (a block
    /// that holds pointers), which makes no record: the values and the
    /// fragments written, the count of bytes that are not plain kept.
    /// Returns whether it wrote; `false` (other records, or none) leaves
    /// everything as it was.
    #[inline(always)]
    pub fn write_pointer(&mut self, at: usize, v: u64, prov: Provenance) -> bool {
        let Some(m) = self.meta.as_deref_mut() else {
            return false;
        };
        if !m.undef.is_empty() || !m.stored.is_empty() {
            return false;
        }
        let (Some(frags), Some(value)) =
            (m.prov.get_mut(at..at + 8), self.value.get_mut(at..at + 8))
        else {
            return false;
        };
        // Without masks and sub-byte stores, a byte is not plain exactly
        // when it is a fragment.
        let was_impure = frags.iter().filter(|f| **f != 0).count();
        let first = prov_code(prov) << 8;
        for (k, f) in frags.iter_mut().enumerate() {
            *f = first + k as u64;
        }
        value.copy_from_slice(&v.to_le_bytes());
        m.impure += 8 - was_impure;
        true
    }

    /// The per-byte records of [`Bytes::write_plain`] (the bytes are
    /// written).
    #[inline(never)]
    fn write_plain_meta(&mut self, at: usize, n: usize, prov: Option<Provenance>) {
        // As `set_with` on each byte, with the masks cleared in one pass.
        let len = self.len();
        let m = self.meta.get_or_insert_with(|| Box::new(Meta::empty()));
        if prov.is_some() && m.prov.is_empty() {
            m.prov = vec![0; len];
        }
        let was_impure = if m.stored.is_empty() {
            match n {
                1 => m.make_plain::<1>(at, prov),
                2 => m.make_plain::<2>(at, prov),
                4 => m.make_plain::<4>(at, prov),
                8 => m.make_plain::<8>(at, prov),
                _ => m.make_plain_any(at, n, prov),
            }
        } else {
            m.make_plain_any(at, n, prov)
        };
        // Every written byte is now plain, or a fragment when `prov` is given.
        m.impure = m.impure - was_impure + if prov.is_some() { n } else { 0 };
        if m.impure == 0 {
            self.meta = None;
        }
    }
}

/// The little-endian number of `N` ≤ 8 bytes.
#[inline(always)]
fn le_u64<const N: usize>(bytes: &[u8; N]) -> u64 {
    let mut le = [0u8; 8];
    le[..N].copy_from_slice(bytes);
    u64::from_le_bytes(le)
}

/// The low bit of each byte of `v` set where that byte is not zero, every
/// other bit clear (each step folds bits within their byte only).
#[inline(always)]
fn nonzero_bytes(v: u64) -> u64 {
    let v = v | v >> 4;
    let v = v | v >> 2;
    let v = v | v >> 1;
    v & 0x0101_0101_0101_0101
}

/// Whether `frags` (at most 256) are fragments 0, 1, 2, ... of one
/// pointer, in order.
#[inline(always)]
fn whole_pointer(frags: &[Frag]) -> bool {
    let first = frags[0];
    // The 64-bit pointer's fragments: each against its expected number,
    // the differences (and whether the first is no fragment 0) gathered
    // without a branch.
    if let Ok(f) = <&[Frag; 8]>::try_from(frags) {
        let want: [Frag; 8] = std::array::from_fn(|k| first + k as u64);
        let diff = f.iter().zip(&want).fold(0, |d, (fk, wk)| d | (fk ^ wk));
        return (u64::from(first == 0) | (first & 0xff) | diff) == 0;
    }
    let head = first != 0 && first & 0xff == 0;
    head && frags
        .iter()
        .enumerate()
        .all(|(k, f)| *f == first + k as u64)
}

/// Whether no byte of `frags` is a pointer fragment.
#[inline]
fn no_fragments(frags: &[Frag]) -> bool {
    if let Ok(f) = <&[Frag; 8]>::try_from(frags) {
        return f.iter().fold(0, |a, f| a | f) == 0;
    }
    frags.iter().all(|f| *f == 0)
}

/// Copies the per-byte records `src` of `n` bytes (empty: none) into
/// `dst`, the records of a buffer of `len` bytes (empty: none yet), at `at`.
fn copy_or_clear<T: Copy + PartialEq>(
    dst: &mut Vec<T>,
    src: &[T],
    at: usize,
    n: usize,
    len: usize,
    none: T,
) {
    if src.is_empty() {
        if !dst.is_empty() {
            dst[at..at + n].fill(none);
        }
        return;
    }
    if dst.is_empty() {
        *dst = vec![none; len];
    }
    dst[at..at + n].copy_from_slice(src);
}

/// The per-byte records of bytes `at..at+len` (empty if there are none;
/// `none` is a byte's record of nothing).
fn sub_slice<T: Copy + PartialEq>(records: &[T], at: usize, len: usize, none: T) -> Vec<T> {
    match records.get(at..at + len) {
        Some(r) if r.iter().any(|x| *x != none) => r.to_vec(),
        _ => Vec::new(),
    }
}

/// Writes the low `bytes.len()` ≤ 16 bytes of `v` little-endian (the
/// scalar sizes as single stores).
#[inline(always)]
pub(super) fn put_le_number(bytes: &mut [u8], v: u128) {
    match bytes.len() {
        1 => bytes[0] = v as u8,
        2 => bytes.copy_from_slice(&(v as u16).to_le_bytes()),
        4 => bytes.copy_from_slice(&(v as u32).to_le_bytes()),
        8 => bytes.copy_from_slice(&(v as u64).to_le_bytes()),
        n => bytes.copy_from_slice(&v.to_le_bytes()[..n]),
    }
}

/// The little-endian number of at most 8 bytes.
#[inline(always)]
pub(super) fn le_word(bytes: &[u8]) -> u64 {
    match bytes.len() {
        1 => u64::from(bytes[0]),
        2 => u64::from(u16::from_le_bytes([bytes[0], bytes[1]])),
        4 => u64::from(u32::from_le_bytes(bytes.try_into().expect("4 bytes"))),
        8 => u64::from_le_bytes(bytes.try_into().expect("8 bytes")),
        n => {
            let mut le = [0u8; 8];
            le[..n].copy_from_slice(bytes);
            u64::from_le_bytes(le)
        }
    }
}

/// The little-endian number of at most 16 bytes.
#[inline(always)]
fn le_number(bytes: &[u8]) -> u128 {
    match bytes.len() {
        1 => bytes[0] as u128,
        2 => u16::from_le_bytes([bytes[0], bytes[1]]) as u128,
        4 => u32::from_le_bytes(bytes.try_into().expect("4 bytes")) as u128,
        8 => u64::from_le_bytes(bytes.try_into().expect("8 bytes")) as u128,
        n => {
            let mut le = [0u8; 16];
            le[..n].copy_from_slice(bytes);
            u128::from_le_bytes(le)
        }
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
    fn bytes_given_whole_equal_bytes_set_one_by_one() {
        let cases: [&[ByteBits]; 3] = [
            &[ByteBits::plain(3), ByteBits::plain(0xff)],
            &[
                ByteBits::plain(1),
                ByteBits {
                    value: 0xff,
                    undef: 0x0f,
                    poison: 0,
                },
                ByteBits {
                    value: 0x81,
                    undef: 0x81,
                    poison: 0x01,
                },
                ByteBits::of_fill(Fill::Poison),
            ],
            &[],
        ];
        for bits in cases {
            let whole = Bytes::from_bits(bits);
            let mut each = Bytes::new(bits.len(), Fill::Zero);
            for (i, b) in bits.iter().enumerate() {
                each.set(i, *b);
            }
            assert_eq!(whole, each);
            assert_eq!(whole.has_meta(), each.has_meta());
            assert_eq!(whole.host_bytes(), each.host_bytes());
            // Value bits under a mask read as 0; poison wins over undef.
            for (i, b) in bits.iter().enumerate() {
                assert_eq!(whole.bits(i), b.normalized());
            }
        }
    }

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

    #[test]
    fn masks_are_kept_only_while_some_byte_needs_them() {
        let mut b = Bytes::new(4, Fill::Undef);
        assert!(b.has_meta());
        b.write_plain(0, 3, 0x030201, None);
        assert!(b.has_meta() && !b.is_plain(0, 4) && b.is_plain(0, 3));
        b.set_plain(3, 4);
        assert!(!b.has_meta());
        assert_eq!(b.read_plain(0, 4, false), Some((0x04030201, None)));
        // Equality does not depend on the representation.
        let mut c = Bytes::new(4, Fill::Zero);
        c.set(1, ByteBits::of_fill(Fill::Poison));
        c.write_plain(0, 4, 0x04030201, None);
        assert_eq!(b, c);
        assert_eq!(b.host_bytes(), 4);
    }

    #[test]
    fn sub_byte_stores_move_with_copies_and_go_with_other_writes() {
        let tag = |index| Some(SubByteStore { bits: 17, index });
        let mut b = Bytes::plain(&[5, 0, 0, 9]);
        (0..3).for_each(|k| b.set_stored(k, tag(k as u32)));
        assert!(b.has_meta() && !b.is_plain(0, 1) && b.is_plain(3, 1));
        // The fast scalar read declines such bytes.
        assert_eq!(b.read_plain(0, 4, false), None);
        let mut copy = Bytes::new(4, Fill::Zero);
        copy.splice(0, &b.slice(0, 3));
        assert_eq!((copy.stored(1), copy.stored(3)), (tag(1), None));
        copy.reverse();
        assert_eq!(copy.stored(3), tag(0));
        // Writing a byte forgets the store; the last one drops the masks.
        b.set_plain(0, 1);
        b.write_plain(1, 2, 0, None);
        assert!(!b.has_stored(0, 4) && !b.has_meta());
    }

    #[test]
    fn pointer_fragments_read_back_only_whole_and_in_order() {
        let prov = Provenance::Alloc(crate::value::AllocId(3));
        let mut b = Bytes::new(16, Fill::Zero);
        b.write_plain(0, 8, 0x1040, Some(prov));
        assert_eq!(b.read_plain(0, 8, true), Some((0x1040, Some(prov))));
        assert_eq!(b.read_plain(0, 8, false), None);
        assert_eq!(b.read_plain(1, 4, true), None);
        assert_eq!(b.read_plain(8, 8, true), Some((0, None)));
        b.set_plain(3, 0);
        assert_eq!(b.read_plain(0, 8, true), None);
        assert_eq!(b.prov(2).map(|f| f.index), Some(2));
        b.write_plain(0, 8, 7, None);
        assert!(!b.has_meta());
    }

    #[test]
    fn value_bits_under_masks_read_as_zero() {
        let mut b = Bytes::new(1, Fill::Zero);
        b.set(
            0,
            ByteBits {
                value: 0xff,
                undef: 0x0f,
                poison: 0x30,
            },
        );
        assert_eq!(
            b.bits(0),
            ByteBits {
                value: 0xc0,
                undef: 0x0f,
                poison: 0x30
            }
        );
    }
    /// The same bytes set one `set_with` at a time (the reference the
    /// whole-range operations must agree with).
    fn byte_by_byte(len: usize, f: impl Fn(usize) -> Byte) -> Bytes {
        let mut b = Bytes::new(len, Fill::Zero);
        for i in 0..len {
            let (bits, prov, stored) = f(i);
            b.set_with(i, bits, prov);
            b.set_stored(i, stored);
        }
        b
    }

    /// One byte's bits, pointer fragment and sub-byte store.
    type Byte = (ByteBits, Option<ProvFragment>, Option<SubByteStore>);

    /// Whether `b`'s masks are kept exactly while some byte needs them.
    fn meta_is_minimal(b: &Bytes) -> bool {
        let masked = (0..b.len()).filter(|&i| !b.bits(i).is_defined()).count();
        b.has_meta()
            != (0..b.len())
                .all(|i| b.bits(i).is_defined() && b.prov(i).is_none() && b.stored(i).is_none())
            && b.meta.as_ref().is_none_or(|m| {
                // Masks only while some byte has a mask bit, and counted.
                m.masked == masked
                    && m.undef.len() == m.poison.len()
                    && m.undef.len() == if masked == 0 { 0 } else { b.len() }
            })
    }

    #[test]
    fn whole_range_fill_splice_and_slice_agree_with_byte_by_byte() {
        let mut rng = crate::xorshift::XorShift(0x9e37_79b9_7f4a_7c15u64);
        let mut next = move || rng.next();
        let prov = Provenance::Alloc(crate::value::AllocId(5));
        // A byte of each kind: plain, partly undef, partly poison, a
        // pointer fragment, written by a sub-byte store.
        let byte = |k: u64, i: usize| -> Byte {
            let masked = |value, undef, poison| ByteBits {
                value,
                undef,
                poison,
            };
            match k {
                0 | 1 => (ByteBits::plain((i as u8).wrapping_mul(37)), None, None),
                2 => (masked(0xff, 0x0f, 0), None, None),
                3 => (masked(0x01, 0x10, 0x80), None, None),
                4 => {
                    let index = (i % 8) as u8;
                    (
                        ByteBits::plain(i as u8),
                        Some(ProvFragment { prov, index }),
                        None,
                    )
                }
                _ => {
                    let index = (i % 3) as u32;
                    (
                        ByteBits::plain(3),
                        None,
                        Some(SubByteStore { bits: 17, index }),
                    )
                }
            }
        };
        for _ in 0..300 {
            let len = 1 + (next() % 24) as usize;
            let kinds: Vec<u64> = (0..len).map(|_| next() % 6).collect();
            let base = byte_by_byte(len, |i| byte(kinds[i], i));
            let at = (next() % len as u64) as usize;
            let n = (next() % (len - at + 1) as u64) as usize;
            let inside = |i: usize| i >= at && i < at + n;
            // fill
            let bits = byte(next() % 4, 3).0;
            let mut got = base.clone();
            got.fill(at, n, bits);
            let want = byte_by_byte(len, |i| match inside(i) {
                true => (bits, None, None),
                false => byte(kinds[i], i),
            });
            assert!(
                got == want && meta_is_minimal(&got),
                "fill {at}+{n} of {kinds:?}"
            );
            assert!((0..len).all(|i| got.stored(i) == want.stored(i)));
            // slice
            let got = base.slice(at, n);
            let want = byte_by_byte(n, |i| byte(kinds[at + i], at + i));
            assert!(
                got == want && meta_is_minimal(&got),
                "slice {at}+{n} of {kinds:?}"
            );
            assert!((0..n).all(|i| got.stored(i) == want.stored(i)));
            // splice a buffer of other bytes
            let other: Vec<u64> = (0..n).map(|_| next() % 6).collect();
            let src = byte_by_byte(n, |i| byte(other[i], i + 100));
            let mut got = base.clone();
            got.splice(at, &src);
            let want = byte_by_byte(len, |i| match inside(i) {
                true => byte(other[i - at], i - at + 100),
                false => byte(kinds[i], i),
            });
            assert!(
                got == want && meta_is_minimal(&got),
                "splice {at}+{n} into {kinds:?}"
            );
            assert!((0..len).all(|i| got.stored(i) == want.stored(i)));
        }
    }

    #[test]
    fn a_whole_pointer_made_at_once_is_the_pointer_written_over_any_fill() {
        // `Bytes::pointer` against `write_plain` of the same pointer over
        // every byte of a buffer of each fill (undef, poison, zero, partly
        // undef and poison bits): the same bytes, records and host bytes,
        // and the pointer reads back whole.
        let fills = [
            ByteBits::of_fill(Fill::Undef),
            ByteBits::of_fill(Fill::Poison),
            ByteBits::plain(0),
            ByteBits {
                value: 0x40,
                undef: 0x0f,
                poison: 0x80,
            },
        ];
        for prov in [
            Provenance::Alloc(AllocId(0)),
            Provenance::Alloc(AllocId(41)),
            Provenance::Wildcard,
            Provenance::None,
        ] {
            for len in [1, 2, 7, 8, 16] {
                let v = 0x0123_4567_89ab_cdef_fedc_ba98_7654_3210u128;
                let data = &v.to_le_bytes()[..len];
                for bits in fills {
                    let mut want = Bytes::uniform(len, bits);
                    want.write_plain(0, len, v, Some(prov));
                    let got = Bytes::pointer(data, prov);
                    assert_eq!(got, want, "{prov:?}, {len} bytes over {bits:?}");
                    assert_eq!(got.host_bytes(), want.host_bytes());
                    assert_eq!(got.has_meta(), want.has_meta());
                    assert_eq!(got.has_fragments(), want.has_fragments());
                    for k in 0..len {
                        assert_eq!(got.prov(k), want.prov(k));
                    }
                    if len == 8 {
                        let whole = Some((v as u64, Some(prov)));
                        assert_eq!(got.read_word(0, 8, true), whole);
                    }
                }
            }
        }
        assert_eq!(Bytes::pointer(&[], Provenance::Wildcard), Bytes::default());
    }

    #[test]
    fn scalar_writes_and_reads_agree_with_byte_by_byte() {
        let mut rng = crate::xorshift::XorShift(0x51_7cc1_b727_220au64);
        let mut next = move || rng.next();
        let prov = Provenance::Alloc(crate::value::AllocId(9));
        let other = Provenance::Alloc(crate::value::AllocId(2));
        // Plain, partly undef, partly poison, a fragment of `other`, a
        // sub-byte store's byte.
        let byte = |k: u64, i: usize| -> Byte {
            let bits = |value, undef, poison| ByteBits {
                value,
                undef,
                poison,
            };
            let frag = |index| Some(ProvFragment { prov: other, index });
            match k {
                0 | 1 => (ByteBits::plain(i as u8 ^ 0x5a), None, None),
                2 => (bits(0xf0, 0x0f, 0), None, None),
                3 => (bits(0x01, 0, 0x80), None, None),
                4 => (ByteBits::plain(i as u8), frag((i % 8) as u8), None),
                _ => (
                    ByteBits::plain(7),
                    None,
                    Some(SubByteStore { bits: 9, index: 0 }),
                ),
            }
        };
        for _ in 0..2000 {
            let len = 1 + (next() % 20) as usize;
            // Some buffers hold no sub-byte stores (the fixed-size case).
            let kinds_of = if next() % 2 == 0 { 5 } else { 6 };
            let kinds: Vec<u64> = (0..len).map(|_| next() % kinds_of).collect();
            let base = byte_by_byte(len, |i| byte(kinds[i], i));
            let n = [1, 2, 4, 8, 3, 16][(next() % 6) as usize];
            if n > len {
                continue;
            }
            let at = (next() % (len - n + 1) as u64) as usize;
            let v = (next() as u128) << 64 | next() as u128;
            let with = (next() % 3 == 0).then_some(prov);
            let mut got = base.clone();
            got.write_plain(at, n, v, with);
            let want = byte_by_byte(len, |i| match i.checked_sub(at).filter(|k| *k < n) {
                Some(k) => (
                    ByteBits::plain((v >> (8 * k)) as u8),
                    with.map(|prov| ProvFragment {
                        prov,
                        index: k as u8,
                    }),
                    None,
                ),
                None => byte(kinds[i], i),
            });
            assert!(
                got == want && meta_is_minimal(&got),
                "write_plain {at}+{n} of {kinds:?}"
            );
            assert!((0..len).all(|i| got.stored(i) == want.stored(i)));
            // Reading back: the number, with the provenance only when asked
            // for the bytes of one stored pointer.
            let value = v & (u128::MAX >> (128 - 8 * n));
            assert_eq!(
                got.read_plain(at, n, false),
                with.is_none().then_some((value, None))
            );
            assert_eq!(got.read_plain(at, n, true), Some((value, with)));
            // Reading the bytes before: a number only if all are plain.
            let before = base.read_plain(at, n, false);
            let plain = (at..at + n).all(|i| kinds[i] < 2);
            assert_eq!(
                before.is_some(),
                plain,
                "read_plain of {kinds:?} at {at}+{n}"
            );
        }
    }
}
