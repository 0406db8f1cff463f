//! The memory: allocations with an address, a size, an alignment, liveness
//! and mutability, holding abstract [`Bytes`]. Every access is checked here,
//! and a failed check says which rule it broke (LangRef "Pointer Aliasing
//! Rules", "Object Lifetime", the `load`/`store` semantics).
//!
//! Addresses are never reused (decision 0002): a freed or dead allocation
//! keeps its range, so a dangling pointer is always recognised.
//!
//! # What an allocation costs the host
//!
//! An allocation costs what it holds, not what it could hold:
//!
//! - Its contents are stored in pieces of at most [`PAGE`] bytes, each made
//!   (filled as the allocation's [`Fill`] says) only when something is
//!   written into it; a piece never written reads as the fill, one a
//!   `memset` covered whole as its byte. An allocation of more than
//!   `DENSE_PAGES` pages has no slot for a page until something is
//!   written near it (slots come a chunk of `CHUNK_PAGES` at a time), so
//!   a 900 MB `alloca` with one store holds one chunk and one page, and a
//!   huge `malloc` nothing writes costs its record.
//! - A piece keeps per-bit undef and poison masks and pointer fragments only
//!   while it holds such bytes (see [`Bytes`]).
//! - When an allocation dies (`free`, its frame returns) its contents and
//!   its record are dropped. What remains is its *shape* (kind, size,
//!   alignment, name) and address in a run-length encoded history: a
//!   program that allocates in a regular pattern (every call of a recursive
//!   function allocating the same stack slots) adds nothing to it but a
//!   count, however many calls it makes. The history answers everything
//!   that is asked about a dead allocation: that it is dead (a use after
//!   free), where it was, and what it was called.
//! - Live allocations are found by id in a two-level table whose pages are
//!   dropped once every allocation they index is dead.
//!
//! The limit given to [`Memory::new`] bounds the host bytes all of this
//! takes (contents, masks, records, history, and the buffers that reads
//! and copies make), not the allocations' nominal sizes, so that no
//! program can make llsem run out of host memory, and a large allocation
//! a program barely uses is not refused: a run that needs more stops with
//! [`AccessError::Exhausted`]. What reads a whole allocation into host
//! buffers checks [`Memory::contents_fit`] first. No host buffer is ever sized by a length
//! before that length has been checked against an allocation and the
//! limit; copies and fills work a page at a time.
//!
//! Memories are cloned when a run starts from a program's image: the
//! image's table pages and blocks are shared ([`Memory::share`]) and each
//! copied on first write, so a run that allocates and writes nothing
//! copies nothing.
//!
//! A piece never written holds the allocation's fill, and a piece that a
//! `memset` covers whole holds its one byte: such a *uniform* piece takes
//! no host bytes until something else is written into it.

use std::sync::Arc;

use super::bytes::{ByteBits, Bytes, Fill};
use super::guard::{Denied, Guard, GuardScope};
use super::small::{SMALL_BYTES, SmallPiece};
use crate::value::{AllocId, Pointer, Provenance};

/// What kind of storage an allocation is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AllocKind {
    /// A global variable.
    Global,
    /// A function (its address only; it has no bytes).
    Function,
    /// An `alloca`.
    Stack,
    /// `malloc` and friends.
    Heap,
    /// Memory given to the function under test by the refinement checker,
    /// or `argv` strings.
    Input,
    /// Memory of the environment, returned by a function outside the
    /// module (LangRef "Pointer Aliasing Rules": "a pointer value returned
    /// from a function not defined within LLVM may be associated with
    /// address ranges allocated through mechanisms other than those
    /// provided by LLVM").
    External,
}

/// Whether an allocation may be accessed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Liveness {
    /// Accessible.
    Live,
    /// A stack object outside its lifetime (before `llvm.lifetime.start` or
    /// after `llvm.lifetime.end`): loads give poison, stores are UB.
    OutOfLifetime,
    /// Freed, or its function returned.
    Dead,
}

/// What is known about one allocation, live or dead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AllocInfo {
    /// Kind of storage.
    pub kind: AllocKind,
    /// Address of the first byte.
    pub base: u64,
    /// Size in bytes.
    pub size: u64,
    /// Alignment in bytes.
    pub align: u64,
    /// Accessibility.
    pub live: Liveness,
    /// Whether stores are allowed (false for `constant` globals and
    /// functions; a dead allocation keeps what it had, as far as the
    /// history knows: `true` unless it is a function).
    pub mutable: bool,
    /// A human-readable name: `@g`, `%buf in @main`, `heap block #3`.
    pub name: Arc<str>,
}

/// A memory access that broke a rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AccessError {
    /// The pointer is null.
    Null,
    /// The pointer has no provenance (or its address is in no allocation).
    NoProvenance {
        /// The address.
        addr: u64,
    },
    /// The access is not inside the allocation.
    OutOfBounds {
        /// The allocation.
        alloc: AllocId,
        /// Offset of the access from the allocation's base (may be negative).
        offset: i128,
        /// Size of the access.
        size: u64,
    },
    /// The allocation was freed or its frame returned.
    Dead {
        /// The allocation.
        alloc: AllocId,
    },
    /// A store to a stack object outside its lifetime.
    OutOfLifetime {
        /// The allocation.
        alloc: AllocId,
    },
    /// The address is not a multiple of the access's alignment.
    Misaligned {
        /// The address.
        addr: u64,
        /// The required alignment.
        align: u64,
    },
    /// A byte-granular access (`memcpy`, `memset`, a library function)
    /// through a pointer to a bit inside a byte: only `load` and `store`
    /// access fields of an Explicitly Packed Structure bit by bit.
    InsideByte {
        /// The address of the byte.
        addr: u64,
        /// The bit offset inside it.
        bit: u8,
    },
    /// A store to read-only memory.
    ReadOnly {
        /// The allocation.
        alloc: AllocId,
    },
    /// Too much memory: the host bytes llsem needs for what the program's
    /// allocations hold would pass the limit.
    Exhausted,
    /// The memory attributes of a call in progress forbid the access
    /// (see [`super::guard`]).
    Denied(Denied),
}

/// Where an access lands: the allocation and the byte offset inside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// The allocation.
    pub alloc: AllocId,
    /// Byte offset from its base.
    pub offset: u64,
}

/// The contents of an allocation are stored in pieces of this many bytes
/// (a smaller allocation in one piece of its own size).
pub const PAGE: u64 = 4096;

/// The lowest address handed out; addresses below it (and null) are never
/// inside an allocation.
const FIRST_ADDRESS: u64 = 0x1000;

/// Bytes left free after each allocation, so that an access just past the
/// end of one object never lands in the next.
const GAP: u64 = 16;

/// Allocations indexed by one page of the live table.
const TABLE_PAGE: usize = 64;

/// Host bytes charged for each page of the live table: its slots, which
/// hold their blocks' records, and 32 bytes besides (its counts and the
/// box's bookkeeping; decisions 0058 and 0061).
const PAGE_HOST_BYTES: u64 = (TABLE_PAGE * std::mem::size_of::<Option<Slot>>()) as u64 + 32;

/// The longest repeating pattern of shapes the history recognizes.
const MAX_PATTERN: usize = 8;

/// Host bytes charged for each live allocation besides its page's slot
/// (which holds its record, decision 0061): the handle of its name (which
/// the history holds, [`Extent`]), counted as when the record held it, and
/// 16 bytes.
const BLOCK_HOST_BYTES: u64 = std::mem::size_of::<Option<Arc<str>>>() as u64 + 16;

/// What never changes about an allocation besides its name: what a live
/// block keeps. Its name is in the history ([`Shape`]), where
/// [`Memory::info`] finds it, so that making an allocation copies no name
/// (an `alloca` of a recursive function takes no reference to its name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Extent {
    kind: AllocKind,
    size: u64,
    align: u64,
}

/// What never changes about an allocation.
#[derive(Clone, Debug, Eq)]
struct Shape {
    kind: AllocKind,
    size: u64,
    align: u64,
    /// The name given, or `None` for a heap block, whose name is made from
    /// its id when asked ([`Shape::name`]): so a `malloc` makes no name,
    /// and the blocks of a loop that allocates have equal shapes, which
    /// the history keeps as one run however many there are.
    name: Option<Arc<str>>,
}

impl Shape {
    /// The shape of an allocation of `ext` named `name` (see
    /// [`Shape::name`]).
    fn new(ext: Extent, name: Option<&Arc<str>>) -> Shape {
        Shape {
            kind: ext.kind,
            size: ext.size,
            align: ext.align,
            name: name.cloned(),
        }
    }

    /// Whether this is the shape of an allocation of `ext` named `name`
    /// (as `==` on [`Shape::new`]'s result decides it, without making it).
    #[inline]
    fn is(&self, ext: Extent, name: Option<&Arc<str>>) -> bool {
        self.kind == ext.kind
            && self.size == ext.size
            && self.align == ext.align
            && match (&self.name, name) {
                (Some(a), Some(b)) => Arc::ptr_eq(a, b) || a == b,
                (a, b) => a.is_none() && b.is_none(),
            }
    }

    /// The name of allocation `id` of this shape.
    fn name(&self, id: u32) -> Arc<str> {
        match &self.name {
            Some(name) => name.clone(),
            None => heap_block_name(id),
        }
    }
}

impl PartialEq for Shape {
    /// Equal fields; the names compared by address first (the allocations
    /// of one `alloca` share its name).
    fn eq(&self, other: &Shape) -> bool {
        self.kind == other.kind
            && self.size == other.size
            && self.align == other.align
            && match (&self.name, &other.name) {
                (Some(a), Some(b)) => Arc::ptr_eq(a, b) || a == b,
                (a, b) => a.is_none() && b.is_none(),
            }
    }
}

/// `heap block #N`, the name of heap block `N` (an allocation made by
/// [`Memory::allocate_heap`]); made only when a report asks for it.
fn heap_block_name(id: u32) -> Arc<str> {
    Arc::from(format!("heap block #{id}"))
}

/// A block of another run (the target's) whose address the allocation of
/// the same kind, name, size and alignment may take (see
/// [`Memory::set_plan`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlannedBlock {
    /// Its kind.
    pub kind: AllocKind,
    /// Its name (a stack object's: the register the `alloca` defines).
    pub name: Arc<str>,
    /// Its size in bytes.
    pub size: u64,
    /// Its alignment.
    pub align: u64,
    /// Its address.
    pub base: u64,
}

/// The address plan a memory follows: which planned blocks were taken, and
/// where the blocks outside the plan go (above every planned one).
#[derive(Clone, Debug)]
struct Plan {
    blocks: Arc<Vec<PlannedBlock>>,
    used: Vec<bool>,
    above: u64,
}

/// Host bytes charged for a run's record besides its pattern: its fields
/// but the cursor [`Run::next`], which only caches what the others say
/// (so the memory bound stops a run where it stopped before the cursor).
const RUN_HOST_BYTES: u64 =
    (std::mem::size_of::<Run>() - std::mem::size_of::<(usize, u64)>()) as u64;

/// Consecutive allocations (by id) whose shapes repeat a pattern at
/// addresses that advance by a fixed period.
#[derive(Clone, Debug)]
struct Run {
    /// The id of the first allocation.
    first_id: u32,
    /// How many allocations.
    count: u32,
    /// The address of the first.
    first_base: u64,
    /// How far the addresses advance per repetition of the pattern (0
    /// while the first repetition is under way).
    period: u64,
    /// The shapes of one repetition, each with its address's offset from
    /// the repetition's start.
    pattern: Vec<(Shape, u64)>,
    /// Where in the pattern the next allocation of the run falls
    /// (`count % pattern.len()` once the period is known), and the address
    /// its repetition starts at (`first_base + count / pattern.len() *
    /// period`): kept as the run grows, so that extending it divides
    /// nothing.
    next: (usize, u64),
}

impl Run {
    /// The shape and address of allocation `id` (which the run holds).
    fn get(&self, id: u32) -> (&Shape, u64) {
        let i = (id - self.first_id) as usize;
        let k = self.pattern.len();
        let (shape, off) = &self.pattern[i % k];
        (shape, self.first_base + (i / k) as u64 * self.period + off)
    }

    /// A run of one allocation of `shape` at `base`.
    fn new(id: u32, shape: Shape, base: u64) -> Run {
        Run {
            first_id: id,
            count: 1,
            first_base: base,
            period: 0,
            pattern: vec![(shape, 0)],
            next: (0, base),
        }
    }

    /// Takes allocation `id` of `ext` named `name` at `base` into the run,
    /// if it continues it; returns the host bytes that added (a longer
    /// pattern).
    #[inline]
    fn extend(&mut self, id: u32, ext: Extent, name: Option<&Arc<str>>, base: u64) -> Option<u64> {
        if id != self.first_id + self.count {
            return None;
        }
        let k = self.pattern.len();
        if self.period == 0 {
            // Addresses rise inside a run (an address plan may place a
            // block below an earlier one: it starts a new run).
            let delta = base.checked_sub(self.first_base)?;
            if delta <= self.pattern[k - 1].1 {
                return None;
            }
            let before = self.pattern.capacity();
            if self.pattern[0].0.is(ext, name) {
                // This allocation starts the second repetition.
                self.period = delta;
                self.next = (0, base);
                self.advance();
            } else if k < MAX_PATTERN {
                self.pattern.push((Shape::new(ext, name), delta));
                self.count += 1;
            } else {
                return None;
            }
            let grown = self.pattern.capacity() - before;
            return Some((grown * std::mem::size_of::<(Shape, u64)>()) as u64);
        }
        let (phase, rep_base) = self.next;
        let (want, off) = &self.pattern[phase];
        if want.is(ext, name) && base == rep_base + off {
            self.advance();
            return Some(0);
        }
        None
    }

    /// Counts the allocation at [`Run::next`], and moves `next` past it
    /// (the period is known).
    #[inline]
    fn advance(&mut self) {
        self.count += 1;
        let (phase, rep_base) = &mut self.next;
        *phase += 1;
        if *phase == self.pattern.len() {
            *phase = 0;
            *rep_base += self.period;
        }
    }

    /// The host bytes the run takes.
    fn host_bytes(&self) -> u64 {
        (RUN_HOST_BYTES as usize + self.pattern.capacity() * std::mem::size_of::<(Shape, u64)>())
            as u64
    }
}

/// The shapes and addresses of every allocation ever made, in id order:
/// the runs of the program image (shared by every run started from it),
/// then this memory's own.
#[derive(Clone, Debug, Default)]
struct History {
    shared: Arc<Vec<Run>>,
    own: Vec<Run>,
    /// Whether some allocation lies below an earlier one (only under an
    /// address plan): the runs are then not sorted by address.
    unsorted: bool,
    /// The address of the latest allocation.
    last_base: u64,
}

impl History {
    fn runs(&self) -> impl Iterator<Item = &Run> {
        self.shared.iter().chain(self.own.iter())
    }

    fn run_of(&self, id: u32) -> Option<&Run> {
        let find = |runs: &[Run]| {
            let i = runs.partition_point(|r| r.first_id <= id).checked_sub(1)?;
            let r = &runs[i];
            (id < r.first_id + r.count).then_some(())?;
            Some(i)
        };
        if let Some(i) = find(&self.own) {
            return Some(&self.own[i]);
        }
        find(&self.shared).map(|i| &self.shared[i])
    }

    fn get(&self, id: u32) -> Option<(&Shape, u64)> {
        self.run_of(id).map(|r| r.get(id))
    }

    /// Records allocation `id` of `ext` named `name` at `base`; returns
    /// the host bytes added.
    #[inline]
    fn push(&mut self, id: u32, ext: Extent, name: Option<&Arc<str>>, base: u64) -> u64 {
        self.unsorted |= base < self.last_base;
        self.last_base = base;
        if let Some(added) = self
            .own
            .last_mut()
            .and_then(|r| r.extend(id, ext, name, base))
        {
            return added;
        }
        self.start_run(id, ext, name, base)
    }

    /// [`History::push`] of an allocation that starts a new run.
    #[inline(never)]
    fn start_run(&mut self, id: u32, ext: Extent, name: Option<&Arc<str>>, base: u64) -> u64 {
        let r = Run::new(id, Shape::new(ext, name), base);
        let host = r.host_bytes();
        self.own.push(r);
        host
    }

    /// The id of the allocation whose range `[base, base + size]`
    /// contains `addr`, if any.
    fn at(&self, addr: u64) -> Option<u32> {
        if self.unsorted {
            return self.runs().find_map(|r| {
                (r.first_id..r.first_id + r.count).find(|&id| {
                    let (shape, base) = r.get(id);
                    base <= addr && addr <= base + shape.size
                })
            });
        }
        let last = |runs: &[Run]| {
            runs.partition_point(|r| r.first_base <= addr)
                .checked_sub(1)
        };
        let run = match last(&self.own) {
            Some(i) => &self.own[i],
            None => &self.shared[last(&self.shared)?],
        };
        let k = run.pattern.len() as u64;
        let rep = match run.period {
            0 => 0,
            p => ((addr - run.first_base) / p).min((run.count as u64 - 1) / k),
        };
        // The last allocation of the run that starts at or below `addr`.
        let mut best = None;
        for (j, (shape, off)) in run.pattern.iter().enumerate() {
            let i = rep * k + j as u64;
            if i >= run.count as u64 {
                break;
            }
            let base = run.first_base + rep * run.period + off;
            if base <= addr {
                best = Some((run.first_id + i as u32, base, shape.size));
            }
        }
        let (id, base, size) = best?;
        (addr <= base + size).then_some(id)
    }

    /// Moves this memory's runs into the shared part.
    fn share(&mut self) {
        if !self.own.is_empty() {
            let shared = Arc::make_mut(&mut self.shared);
            shared.append(&mut self.own);
        }
    }
}

/// The contents of one allocation.
#[derive(Clone, Debug)]
struct Storage {
    /// The allocation's one piece, when it has one (at most [`PAGE`]
    /// bytes); for a larger allocation, the uniform piece of its fill,
    /// which a page holds until something is written into it (the pages
    /// of a sparse table's unmade chunks read it).
    first: Piece,
    /// The pieces of an allocation of more than [`PAGE`] bytes;
    /// [`Pieces::One`] exactly when it has at most [`PAGE`] (made so by
    /// [`Storage::new`], and never changed), so that the one-lookup
    /// accesses tell the one-piece case by the allocation's size.
    pieces: Pieces,
}

/// An allocation of more than this many pages keeps only the pieces
/// something was written into ([`Pieces::Sparse`]); a smaller one has a
/// slot for each (a 4 MiB allocation's table is about 40 KiB).
const DENSE_PAGES: u64 = 1024;

/// A sparse table makes the slots of this many consecutive pages at once
/// (1 MiB of the allocation), on the first write into one of them.
const CHUNK_PAGES: usize = 256;

/// Host bytes charged for each chunk of slots a sparse table holds,
/// besides what its pieces hold (its key and its share of the tree's
/// nodes are the 32).
const CHUNK_HOST_BYTES: u64 = (CHUNK_PAGES * std::mem::size_of::<Piece>()) as u64 + 32;

/// The table of a sparse allocation's chunks of pieces, by chunk index.
type Chunks = std::collections::BTreeMap<usize, Box<[Piece]>>;

/// Host bytes charged for a sparse allocation's [`Chunks`] record (boxed,
/// so that [`Pieces`] is one word besides a dense table's vector and the
/// one-piece case is told by one comparison).
const CHUNKS_HOST_BYTES: u64 = std::mem::size_of::<Chunks>() as u64;

#[derive(Clone, Debug)]
enum Pieces {
    /// The allocation in one piece (at most [`PAGE`] bytes): [`Storage`]'s
    /// `first`.
    One,
    /// A slot for every page (at most [`DENSE_PAGES`]).
    Paged(Vec<Piece>),
    /// Slots for the chunks of [`CHUNK_PAGES`] pages something was written
    /// into; every other page holds [`Storage`]'s `first` (the
    /// allocation's fill), and reading it makes nothing. So a huge
    /// allocation costs the host what is written into it, in time as well
    /// as in bytes.
    Sparse(Box<Chunks>),
}

/// One piece of an allocation's contents.
/// A stretch of an allocation's contents, as [`Memory::visit_contents`]
/// shows it.
#[derive(Debug)]
pub enum Span<'a> {
    /// This many bytes, each holding these bits (and no pointer).
    Uniform(u64, ByteBits),
    /// Bytes one by one.
    Bytes(&'a Bytes),
}

#[derive(Clone, Debug)]
enum Piece {
    /// Every byte holds these (normalized) bits: a piece never written
    /// holds the allocation's fill, one a `memset` covered holds its byte.
    Uniform(ByteBits),
    /// Byte by byte.
    Bytes(Bytes),
    /// The one piece of an allocation of at most [`SMALL_BYTES`] bytes,
    /// written only as a [`SmallPiece`] represents (decision 0052): no
    /// host object besides the allocation's record.
    Small(SmallPiece),
}

impl Piece {
    /// [`Bytes::read_plain`] of `n` ≤ 16 bytes at `at` of this piece
    /// (each form reads a word of at most 8 bytes as its `read_word` does).
    #[inline(always)]
    fn read_plain(
        &self,
        at: usize,
        n: usize,
        want_ptr: bool,
    ) -> Option<(u128, Option<Provenance>)> {
        match self {
            Piece::Bytes(p) => p.read_plain(at, n, want_ptr),
            Piece::Small(s) => s.read_plain(at, n, want_ptr),
            Piece::Uniform(bits) if bits.is_defined() => {
                let all = u128::from_ne_bytes([bits.value; 16]);
                Some((all.checked_shr(128 - 8 * n as u32).unwrap_or(0), None))
            }
            Piece::Uniform(_) => None,
        }
    }

    /// [`Piece::read_plain`] of `n` ≤ 8 bytes, as a 64-bit number.
    #[inline(always)]
    fn read_word(&self, at: usize, n: usize, want_ptr: bool) -> Option<(u64, Option<Provenance>)> {
        match self {
            Piece::Bytes(p) => p.read_word(at, n, want_ptr),
            Piece::Small(s) => s.read_word(at, n, want_ptr),
            Piece::Uniform(bits) if bits.is_defined() => {
                let all = u64::from_ne_bytes([bits.value; 8]);
                Some((all.checked_shr(64 - 8 * n as u32).unwrap_or(0), None))
            }
            Piece::Uniform(_) => None,
        }
    }

    /// The host bytes the piece takes besides its slot.
    fn host_bytes(&self) -> u64 {
        match self {
            Piece::Uniform(_) | Piece::Small(_) => 0,
            Piece::Bytes(b) => b.host_bytes(),
        }
    }

    /// The piece's `len` bytes byte by byte, borrowed if they are so
    /// already.
    fn bytes(&self, len: usize) -> std::borrow::Cow<'_, Bytes> {
        match self {
            Piece::Bytes(b) => std::borrow::Cow::Borrowed(b),
            Piece::Small(s) => std::borrow::Cow::Owned(s.to_bytes(len)),
            Piece::Uniform(bits) => std::borrow::Cow::Owned(Bytes::uniform(len, *bits)),
        }
    }

    /// The first piece a whole-piece or first write into a fresh piece of
    /// `len` bytes holding `bits` makes: a [`SmallPiece`] when the
    /// allocation is small enough (`len` is its size), else `None`.
    #[inline]
    fn fresh_small(len: usize, bits: ByteBits) -> Option<SmallPiece> {
        (len <= SMALL_BYTES).then(|| SmallPiece::new(len, bits))
    }

    /// [`Bytes::write_plain`] of the low `n` bytes of `v` at `at` into
    /// this piece of `len` bytes, when it is a [`SmallPiece`] (or fresh and
    /// short enough to become one) and the result has that form; returns
    /// whether it wrote (`false` changes nothing). A small piece takes no
    /// host bytes, so the memory's count does not change.
    #[inline(always)]
    fn write_small(
        &mut self,
        len: usize,
        at: usize,
        n: usize,
        v: u128,
        prov: Option<Provenance>,
    ) -> bool {
        match self {
            Piece::Small(s) => s.write(at, n, v, prov),
            Piece::Uniform(bits) => {
                let Some(mut s) = Piece::fresh_small(len, *bits) else {
                    return false;
                };
                let wrote = s.write(at, n, v, prov);
                if wrote {
                    // The uniform piece replaced owns no host memory:
                    // forgotten, not passed to the out-of-line drop glue.
                    std::mem::forget(std::mem::replace(self, Piece::Small(s)));
                }
                wrote
            }
            Piece::Bytes(_) => false,
        }
    }
}

impl Storage {
    #[inline]
    fn new(size: u64, fill: Fill) -> Storage {
        let first = Piece::Uniform(ByteBits::of_fill(fill));
        let pages = size.div_ceil(PAGE);
        let pieces = if size <= PAGE {
            Pieces::One
        } else if pages <= DENSE_PAGES {
            Pieces::Paged(vec![first.clone(); pages as usize])
        } else {
            Pieces::Sparse(Box::default())
        };
        Storage { first, pieces }
    }

    /// The host bytes the piece table of a new allocation of `size` bytes
    /// takes, known before it is made.
    fn table_bytes_for(size: u64) -> u64 {
        let pages = size.div_ceil(PAGE);
        if size <= PAGE {
            0
        } else if pages > DENSE_PAGES {
            CHUNKS_HOST_BYTES
        } else {
            pages * std::mem::size_of::<Piece>() as u64
        }
    }

    /// The host bytes of the piece table (pieces are counted as made).
    fn table_bytes(&self) -> u64 {
        match &self.pieces {
            Pieces::One => 0,
            Pieces::Paged(v) => (v.capacity() * std::mem::size_of::<Piece>()) as u64,
            Pieces::Sparse(chunks) => CHUNKS_HOST_BYTES + chunks.len() as u64 * CHUNK_HOST_BYTES,
        }
    }

    /// Whether the storage owns host memory besides its record: a piece
    /// table, or a piece held byte by byte.
    #[inline(always)]
    fn owns_memory(&self) -> bool {
        !matches!(
            (&self.pieces, &self.first),
            (Pieces::One, Piece::Uniform(_) | Piece::Small(_))
        )
    }

    /// The host bytes of everything stored.
    #[inline]
    fn host_bytes(&self) -> u64 {
        self.table_bytes()
            + match &self.pieces {
                Pieces::One => self.first.host_bytes(),
                Pieces::Paged(v) => v.iter().map(Piece::host_bytes).sum(),
                Pieces::Sparse(chunks) => chunks
                    .values()
                    .flat_map(|c| c.iter())
                    .map(Piece::host_bytes)
                    .sum(),
            }
    }

    /// The piece holding `offset`, the offset inside it, and the piece's
    /// length, for an allocation of `size` bytes.
    #[inline]
    fn locate(&self, size: u64, offset: u64) -> (usize, usize, usize) {
        match self.pieces {
            Pieces::One => (0, offset as usize, size as usize),
            Pieces::Paged(_) | Pieces::Sparse(_) => {
                let i = (offset / PAGE) as usize;
                let len = PAGE.min(size - i as u64 * PAGE);
                (i, (offset % PAGE) as usize, len as usize)
            }
        }
    }

    /// The piece holding the `size` bytes at `offset` of the allocation
    /// of `alloc_size` bytes (inside it: the caller checked `offset + size`
    /// against its size), with the offset inside it; `None` if they cross
    /// a piece boundary. Inside the allocation only its last piece is
    /// shorter than a page, and the allocation ends where that piece does,
    /// so an access that passes no page boundary is inside one piece. The
    /// one-piece and the dense cases without a call.
    #[inline(always)]
    fn piece_under(&self, alloc_size: u64, offset: u64, size: u64) -> Option<(&Piece, usize)> {
        // The one piece first, told by the allocation's size (see
        // `Storage::new`): no variant to decode.
        if alloc_size <= PAGE {
            return Some((&self.first, offset as usize));
        }
        let (i, at) = ((offset / PAGE) as usize, offset % PAGE);
        if at + size > PAGE {
            return None;
        }
        match &self.pieces {
            Pieces::Paged(v) => v.get(i).map(|p| (p, at as usize)),
            _ => Some((self.piece(i), at as usize)),
        }
    }

    /// [`Storage::piece_under`] for changing the piece, if its slot is
    /// made (a sparse table makes nothing here), with the piece's length
    /// (`alloc_size` is the allocation's size).
    #[inline(always)]
    fn piece_under_mut(
        &mut self,
        alloc_size: u64,
        offset: u64,
        size: u64,
    ) -> Option<(&mut Piece, usize, usize)> {
        if alloc_size <= PAGE {
            return Some((&mut self.first, offset as usize, alloc_size as usize));
        }
        let (i, at) = ((offset / PAGE) as usize, offset % PAGE);
        let len = || PAGE.min(alloc_size - i as u64 * PAGE) as usize;
        match &mut self.pieces {
            Pieces::One => Some((&mut self.first, offset as usize, alloc_size as usize)),
            _ if at + size > PAGE => None,
            Pieces::Paged(v) => v.get_mut(i).map(|p| (p, at as usize, len())),
            Pieces::Sparse(chunks) => chunks
                .get_mut(&(i / CHUNK_PAGES))
                .map(|c| (&mut c[i % CHUNK_PAGES], at as usize, len())),
        }
    }

    #[inline]
    fn piece(&self, i: usize) -> &Piece {
        match &self.pieces {
            Pieces::One => &self.first,
            Pieces::Paged(v) => &v[i],
            Pieces::Sparse(chunks) => chunks
                .get(&(i / CHUNK_PAGES))
                .map_or(&self.first, |c| &c[i % CHUNK_PAGES]),
        }
    }

    /// The slot of piece `i`, and the host bytes that making the slot took
    /// (a sparse table's new chunk).
    #[inline]
    fn slot_mut(&mut self, i: usize) -> (&mut Piece, u64) {
        let Storage { first, pieces } = self;
        match pieces {
            Pieces::One => (first, 0),
            Pieces::Paged(v) => (&mut v[i], 0),
            Pieces::Sparse(chunks) => {
                let mut made = 0;
                let chunk = chunks.entry(i / CHUNK_PAGES).or_insert_with(|| {
                    made = CHUNK_HOST_BYTES;
                    vec![first.clone(); CHUNK_PAGES].into_boxed_slice()
                });
                (&mut chunk[i % CHUNK_PAGES], made)
            }
        }
    }

    /// Piece `i` of length `len` byte by byte, made if it was uniform;
    /// with the host bytes that making it took.
    fn piece_mut(&mut self, i: usize, len: usize) -> (&mut Bytes, u64) {
        let (slot, entry) = self.slot_mut(i);
        let made = match slot {
            Piece::Bytes(_) => 0,
            Piece::Uniform(_) | Piece::Small(_) => {
                let b = slot.bytes(len).into_owned();
                let host = b.host_bytes();
                *slot = Piece::Bytes(b);
                host
            }
        };
        match slot {
            Piece::Bytes(b) => (b, entry + made),
            Piece::Uniform(_) | Piece::Small(_) => unreachable!("made above"),
        }
    }

    /// Sets piece `i`; returns the change in host bytes.
    fn put(&mut self, i: usize, piece: Piece) -> i64 {
        let (slot, entry) = self.slot_mut(i);
        let delta = entry as i64 + piece.host_bytes() as i64 - slot.host_bytes() as i64;
        *slot = piece;
        delta
    }

    /// Forgets every piece (the contents are the fill again).
    fn clear(&mut self, fill: Fill) {
        self.first = Piece::Uniform(ByteBits::of_fill(fill));
        match &mut self.pieces {
            Pieces::One => {}
            Pieces::Paged(v) => v.iter_mut().for_each(|p| *p = self.first.clone()),
            Pieces::Sparse(chunks) => chunks.clear(),
        }
    }
}

/// A live (or out-of-lifetime) allocation.
#[derive(Clone, Debug)]
struct Block {
    /// Its kind, size and alignment (its name is in the history).
    shape: Extent,
    base: u64,
    live: Liveness,
    mutable: bool,
    store: Storage,
}

impl Block {
    /// What is known about this block, named `name`.
    fn info(&self, name: Arc<str>) -> AllocInfo {
        AllocInfo {
            kind: self.shape.kind,
            base: self.base,
            size: self.shape.size,
            align: self.shape.align,
            live: self.live,
            mutable: self.mutable,
            name,
        }
    }

    /// The offset from the base of the `size` bytes at `addr` if they are
    /// all inside this block; `None` if any is not.
    #[inline(always)]
    fn offset_inside(&self, addr: u64, size: u64) -> Option<u64> {
        let offset = addr.checked_sub(self.base)?;
        (offset.checked_add(size)? <= self.shape.size).then_some(offset)
    }

    /// Reads `len` bytes at `offset`, a piece at a time.
    fn read(&self, offset: u64, len: u64) -> Bytes {
        if self.live == Liveness::OutOfLifetime {
            return Bytes::new(len as usize, Fill::Poison);
        }
        let size = self.shape.size;
        let (i, at, plen) = self.store.locate(size, offset);
        if at + len as usize <= plen {
            return match self.store.piece(i) {
                Piece::Bytes(p) => p.slice(at, len as usize),
                Piece::Uniform(bits) => Bytes::uniform(len as usize, *bits),
                p @ Piece::Small(_) => p.bytes(plen).slice(at, len as usize),
            };
        }
        let mut out = Bytes::new(0, Fill::Zero);
        let mut done = 0;
        while done < len {
            let (i, at, plen) = self.store.locate(size, offset + done);
            let n = ((plen - at) as u64).min(len - done);
            match self.store.piece(i) {
                Piece::Bytes(p) => out.append(&p.slice(at, n as usize)),
                Piece::Uniform(bits) => out.append(&Bytes::uniform(n as usize, *bits)),
                p @ Piece::Small(_) => out.append(&p.bytes(plen).slice(at, n as usize)),
            }
            done += n;
        }
        out
    }

    /// The host bytes [`Block::read`] of `len` bytes at `offset` needs at
    /// most, a piece at a time: values, plus masks where the piece has them
    /// (or the fill is not zero), plus fragments where it has them.
    fn read_cost(&self, offset: u64, len: u64) -> u64 {
        let mut cost = 0u64;
        let mut done = 0;
        while done < len {
            let (i, at, plen) = self.store.locate(self.shape.size, offset + done);
            let n = ((plen - at) as u64).min(len - done);
            let (meta, frags) = match self.store.piece(i) {
                Piece::Uniform(bits) => (!bits.is_defined(), false),
                Piece::Bytes(p) => (p.has_meta(), p.has_fragments()),
                Piece::Small(s) => (s.has_records(), s.has_pointer()),
            };
            cost = cost.saturating_add(match (meta, frags) {
                (false, _) => n,
                (true, false) => Bytes::host_bytes_for(n, false),
                (true, true) => Bytes::host_bytes_for(n, true),
            });
            done += n;
        }
        cost
    }

    /// [`Piece::write_small`] of the low `n` bytes of `v` (a pointer of
    /// `prov` if given) at `offset`, if they lie in one piece of at most
    /// [`SMALL_BYTES`] bytes: whether it wrote, and the host bytes of a
    /// sparse table's chunk made for the piece's slot (to be charged
    /// either way).
    fn write_small(
        &mut self,
        offset: u64,
        n: usize,
        v: u128,
        prov: Option<Provenance>,
    ) -> (bool, u64) {
        let (i, at, len) = self.store.locate(self.shape.size, offset);
        if len > SMALL_BYTES || at + n > len {
            return (false, 0);
        }
        let (slot, entry) = self.store.slot_mut(i);
        (slot.write_small(len, at, n, v, prov), entry)
    }

    /// Applies `f(piece, offset in piece, offset in the data, length)` to
    /// the pieces under `offset..offset+len`, making them; returns the
    /// change in host bytes.
    fn update(
        &mut self,
        offset: u64,
        len: u64,
        mut f: impl FnMut(&mut Bytes, usize, u64, usize),
    ) -> i64 {
        let size = self.shape.size;
        let mut delta = 0i64;
        let mut done = 0;
        while done < len {
            let (i, at, plen) = self.store.locate(size, offset + done);
            let n = ((plen - at) as u64).min(len - done);
            let (piece, made) = self.store.piece_mut(i, plen);
            let before = piece.host_bytes() as i64;
            f(piece, at, done, n as usize);
            delta += made as i64 + piece.host_bytes() as i64 - before;
            done += n;
        }
        delta
    }
}

/// One slot of the live table: a block of this memory, or one shared with
/// the image it was cloned from (copied on first write).
#[derive(Clone, Debug)]
enum Slot {
    Own(Block),
    Shared(Arc<Block>),
}

impl Slot {
    fn get(&self) -> &Block {
        match self {
            Slot::Own(b) => b,
            Slot::Shared(b) => b,
        }
    }

    fn get_mut(&mut self) -> &mut Block {
        if let Slot::Shared(b) = self {
            *self = Slot::Own(Block::clone(b));
        }
        match self {
            Slot::Own(b) => b,
            Slot::Shared(_) => unreachable!("just made its own"),
        }
    }
}

/// The live block `id` of a live table, for changing it (copied first if
/// shared).
#[inline]
fn table_block_mut(table: &mut [Option<Page>], id: AllocId) -> Option<&mut Block> {
    let id = id.0 as usize;
    let page = table.get_mut(id / TABLE_PAGE)?.as_mut()?.get_mut();
    page.slots
        .get_mut(id % TABLE_PAGE)?
        .as_mut()
        .map(Slot::get_mut)
}

/// The allocation index of a pointer a plain access may take with one
/// lookup: an allocation's provenance, at a whole byte, aligned to `align`,
/// into a block every scope of `guard` lets be read (or written, when
/// `write`), as its summary tells; `None` for anything else.
#[inline(always)]
fn plain_alloc(guard: Option<&Guard>, ptr: Pointer, align: u64, write: bool) -> Option<usize> {
    let Provenance::Alloc(id) = ptr.prov() else {
        return None;
    };
    if ptr.bit_offset() != 0
        || (align > 1 && !aligned(ptr.addr, align))
        || guard.is_some_and(|g| !g.open_for(id, write))
    {
        return None;
    }
    Some(id.0 as usize)
}

/// The commonest load's source, found with one lookup: a pointer with an
/// allocation's provenance, to a byte, aligned, into a live block (of the
/// memory's own or shared with an image) that no scope of `guard`
/// restricts, landing inside one piece. Returns that piece and the offset
/// in it; `None` for anything else, which [`Memory::read_defined_in_full`]
/// decides (and describes, if it fails).
#[inline(always)]
fn plain_source<'t>(
    table: &'t [Option<Page>],
    guard: Option<&Guard>,
    ptr: Pointer,
    size: u64,
    align: u64,
) -> Option<(&'t Piece, usize)> {
    let i = plain_alloc(guard, ptr, align, false)?;
    let page = table.get(i / TABLE_PAGE)?.as_ref()?.get();
    let b = page.slots.get(i % TABLE_PAGE)?.as_ref()?.get();
    let offset = b.offset_inside(ptr.addr, size)?;
    if b.live != Liveness::Live {
        return None;
    }
    b.store.piece_under(b.shape.size, offset, size)
}

/// The commonest store's target, found with one lookup: a pointer with an
/// allocation's provenance, to a byte, aligned, into a live writable block
/// of the memory's own (not shared with an image) that no scope of `guard`
/// restricts, landing inside one piece. Returns that piece, the offset in
/// it and its length; `None` for anything else, which
/// [`Memory::write_defined_in_full`] decides (and describes, if it fails).
#[inline(always)]
fn plain_target<'t>(
    table: &'t mut [Option<Page>],
    guard: Option<&Guard>,
    ptr: Pointer,
    size: u64,
    align: u64,
) -> Option<(&'t mut Piece, usize, usize)> {
    let i = plain_alloc(guard, ptr, align, true)?;
    let Some(Some(Page::Own(page))) = table.get_mut(i / TABLE_PAGE) else {
        return None;
    };
    let Some(Some(Slot::Own(b))) = page.slots.get_mut(i % TABLE_PAGE) else {
        return None;
    };
    let offset = b.offset_inside(ptr.addr, size)?;
    if b.live != Liveness::Live || !b.mutable {
        return None;
    }
    b.store.piece_under_mut(b.shape.size, offset, size)
}

/// A memory's count of host bytes and its bound, borrowed apart from its
/// table.
struct HostBytes<'m> {
    used: &'m mut u64,
    limit: u64,
}

/// The rest of [`Memory::write_defined`]'s one-lookup cases, in the piece
/// [`plain_target`] found (`len` bytes long, the store at `at`): plain
/// bytes into bytes with records (which makes none, and may drop the masks
/// or all of them),
/// a pointer into bytes that hold pointers already (whose records take its
/// fragments), and a first write that covers a whole fresh piece (a scalar
/// `alloca`), made plain from the start as
/// [`Memory::write_defined_in_full`] makes it. Any other write (a first
/// write into part of a fresh piece, as into a `malloc` block whose bytes
/// are undef; a pointer into bytes without fragments) is made as
/// `write_defined_in_full` makes it (the piece byte by byte, then the
/// bytes written), when the most host bytes that may take fit the bound.
/// Returns whether it wrote; `false` leaves everything as it was.
#[inline(never)]
fn write_in_place(
    piece: &mut Piece,
    (at, size, len): (usize, usize, usize),
    v: u128,
    prov: Option<Provenance>,
    host: HostBytes<'_>,
) -> bool {
    match piece {
        Piece::Bytes(p) if prov.is_none() || p.has_fragments() => {
            // Plain bytes over records make none (the masks, or all the
            // records, may go).
            let before = p.host_bytes();
            p.write_plain(at, size, v, prov);
            *host.used = host.used.saturating_sub(before - p.host_bytes());
            true
        }
        Piece::Uniform(_) if at == 0 && size == len && len > 0 => {
            // A pointer over a whole fresh piece that is no small piece's
            // slot (a 4-byte pointer; plain bytes into a fresh piece of at
            // most 16 bytes, and a pointer into a slot, made a
            // [`SmallPiece`] before this): its bytes made at once, as the
            // general case below makes them, under the same check of the
            // bound.
            let Some(prov) = prov else {
                return false;
            };
            if host
                .used
                .saturating_add(Bytes::host_bytes_at_most(len, true))
                > host.limit
            {
                return false;
            }
            let bytes = Bytes::pointer(&v.to_le_bytes()[..len], prov);
            *host.used += bytes.host_bytes();
            *piece = Piece::Bytes(bytes);
            true
        }
        _ => {
            // The memory bound is checked before anything changes, against
            // the most the piece may take: over it, the full write decides
            // (and reports the exhaustion).
            let frags = prov.is_some() || matches!(piece, Piece::Small(s) if s.has_pointer());
            let most = Bytes::host_bytes_at_most(len, frags);
            if host.used.saturating_add(most) > host.limit {
                return false;
            }
            // A uniform or small piece takes no host bytes.
            let before = piece.host_bytes();
            if let Piece::Uniform(_) | Piece::Small(_) = piece {
                *piece = Piece::Bytes(piece.bytes(len).into_owned());
            }
            let Piece::Bytes(p) = piece else {
                unreachable!("made above")
            };
            p.write_plain(at, size, v, prov);
            *host.used = host
                .used
                .saturating_add(p.host_bytes())
                .saturating_sub(before);
            true
        }
    }
}

/// Whether `addr` is a multiple of `align` (a mask for the powers of two
/// LLVM's alignments are, a division otherwise).
#[inline(always)]
fn aligned(addr: u64, align: u64) -> bool {
    if align.is_power_of_two() {
        addr & (align - 1) == 0
    } else {
        addr.is_multiple_of(align)
    }
}

/// The slots of [`TABLE_PAGE`] consecutive ids, how many are live, and
/// how many from the first were ever used. The slots are a fixed array
/// (decision 0058), so that a lookup indexes it without a bounds check and
/// without a pointer to follow, and each holds its block's record inline
/// (decision 0061); a copy copies the used ones only.
#[derive(Debug)]
struct TablePage {
    slots: [Option<Slot>; TABLE_PAGE],
    live: usize,
    /// Every slot from this one on is empty.
    used: usize,
}

impl TablePage {
    /// A page of empty slots.
    fn empty() -> Box<TablePage> {
        Box::new(TablePage {
            slots: [const { None }; TABLE_PAGE],
            live: 0,
            used: 0,
        })
    }

    /// A copy in a box of its own, cloning only the used slots (a copy on
    /// first write into a shared page costs what was used, and the empty
    /// rest is made in place, not copied).
    fn boxed_clone(&self) -> Box<TablePage> {
        let mut page = TablePage::empty();
        page.slots[..self.used].clone_from_slice(&self.slots[..self.used]);
        page.live = self.live;
        page.used = self.used;
        page
    }
}

/// A page of the live table: this memory's own, or one shared with the
/// memories it was cloned from or into (copied on first write).
#[derive(Debug)]
enum Page {
    Own(Box<TablePage>),
    Shared(Arc<TablePage>),
}

impl Clone for Page {
    fn clone(&self) -> Page {
        match self {
            Page::Own(p) => Page::Own(p.boxed_clone()),
            Page::Shared(p) => Page::Shared(p.clone()),
        }
    }
}

impl Page {
    #[inline]
    fn get(&self) -> &TablePage {
        match self {
            Page::Own(p) => p,
            Page::Shared(p) => p,
        }
    }

    #[inline]
    fn get_mut(&mut self) -> &mut TablePage {
        if let Page::Shared(p) = self {
            *self = Page::Own(p.boxed_clone());
        }
        match self {
            Page::Own(p) => p,
            Page::Shared(_) => unreachable!("just made its own"),
        }
    }
}

/// The whole memory of a run.
#[derive(Clone, Debug)]
pub struct Memory {
    /// Live allocations by id: `table[id / TABLE_PAGE]`, slot
    /// `id % TABLE_PAGE`; a page is dropped when all its ids are dead.
    table: Vec<Option<Page>>,
    /// Every allocation's shape and address.
    history: History,
    /// The next allocation's id.
    next_id: u32,
    /// The next free address.
    next_addr: u64,
    /// Host bytes this memory takes (contents, records, history).
    host_bytes: u64,
    /// The bound on them.
    limit: u64,
    /// What the calls in progress allow, if any restricts accesses.
    guard: Option<Arc<Guard>>,
    /// The addresses to reuse, if any.
    plan: Option<Box<Plan>>,
    /// An emptied page and guard, for reuse.
    spare: Spare,
    /// The block at address 0, if the program has a function marked
    /// `null_pointer_is_valid` (see [`Memory::allocate_null_page`]).
    null_page: Option<NullPage>,
}

/// The block at address 0 that accesses through null (and through
/// addresses near it without provenance) reach while the running function
/// is marked `null_pointer_is_valid` (LangRef "Function Attributes": "the
/// null address in address-space 0 is considered to be a valid address
/// for memory loads and stores"; rule [acc-null-valid] in
/// semantics/memory.md).
#[derive(Clone, Copy, Debug)]
struct NullPage {
    /// Its allocation.
    id: AllocId,
    /// Its size in bytes (addresses `[0, size)`).
    size: u64,
    /// Whether the running function is marked `null_pointer_is_valid`.
    valid: bool,
}

/// What the memory keeps for reuse; a copy of the memory starts without
/// it.
#[derive(Debug, Default)]
struct Spare {
    /// A page of the live table all of whose slots are empty, for the next
    /// page made.
    page: Option<Box<TablePage>>,
    /// The guard the last scope was popped from, emptied, for the next
    /// scope pushed onto no guard (so that a restricted call made where no
    /// other is in force allocates nothing).
    guard: Option<Arc<Guard>>,
}

impl Clone for Spare {
    fn clone(&self) -> Spare {
        Spare::default()
    }
}

impl Memory {
    /// An empty memory that refuses to take more than `limit` host bytes
    /// (what its allocations hold, not their nominal sizes).
    pub fn new(limit: u64) -> Memory {
        Memory {
            table: Vec::new(),
            history: History::default(),
            next_id: 0,
            next_addr: FIRST_ADDRESS,
            host_bytes: 0,
            limit,
            guard: None,
            plan: None,
            spare: Spare::default(),
            null_page: None,
        }
    }

    /// Creates the null page: a block of `size` bytes at address 0 named
    /// `null`, accessed through pointers without provenance below `size`
    /// while [`Memory::set_null_valid`] says the running function allows
    /// it. Only as the first allocation (`Exhausted` otherwise, or if
    /// `size` reaches the first ordinary address).
    pub fn allocate_null_page(&mut self, size: u64, fill: Fill) -> Result<AllocId, AccessError> {
        if self.next_id != 0 || size.saturating_add(GAP) > FIRST_ADDRESS {
            return Err(AccessError::Exhausted);
        }
        let id = AllocId(self.next_id);
        self.next_addr = 0;
        let made = self.allocate(AllocKind::Global, size, 1, fill, "null");
        self.next_addr = FIRST_ADDRESS;
        made?;
        self.null_page = Some(NullPage {
            id,
            size,
            valid: false,
        });
        Ok(id)
    }

    /// Whether this memory has a null page ([`Memory::allocate_null_page`]).
    #[inline(always)]
    pub fn has_null_page(&self) -> bool {
        self.null_page.is_some()
    }

    /// The null page's allocation, if this memory has one.
    pub fn null_page_id(&self) -> Option<AllocId> {
        self.null_page.map(|p| p.id)
    }

    /// Makes accesses through null reach the null page (`valid`) or be UB,
    /// as the running function is marked `null_pointer_is_valid` or not.
    pub fn set_null_valid(&mut self, valid: bool) {
        if let Some(page) = &mut self.null_page {
            page.valid = valid;
        }
    }

    /// The null page, for a pointer without provenance into it (one past
    /// its end included), whether or not the running function allows
    /// accesses through null: a call's argument that is null designates it
    /// as memory the callee reaches through the argument (`argmem`), which
    /// matters only if the callee may access it.
    #[cold]
    pub fn null_page_of(&self, ptr: Pointer) -> Option<AllocId> {
        let page = self.null_page?;
        (ptr.prov() == Provenance::None && ptr.addr <= page.size).then_some(page.id)
    }

    /// Whether the running function allows accesses through null.
    fn null_valid(&self) -> bool {
        self.null_page.is_some_and(|p| p.valid)
    }

    /// Makes later allocations take the addresses of `blocks` (those not
    /// below the next free address): each allocation of a stack object
    /// takes the first unused planned block of the same kind, name, size
    /// and alignment; every other allocation goes above all planned
    /// blocks. The source of a refinement check follows the target's
    /// layout this way, so that a removed `alloca` does not move the
    /// others where the program observes addresses (addresses are not
    /// specified: LangRef "Pointer Aliasing Rules"; decision 0002).
    pub fn set_plan(&mut self, blocks: &[PlannedBlock]) {
        let blocks: Vec<PlannedBlock> = blocks
            .iter()
            .filter(|b| b.base >= self.next_addr)
            .cloned()
            .collect();
        let above = blocks
            .iter()
            .map(|b| b.base.saturating_add(b.size).saturating_add(GAP))
            .max()
            .unwrap_or(self.next_addr);
        self.plan = Some(Box::new(Plan {
            used: vec![false; blocks.len()],
            blocks: Arc::new(blocks),
            above,
        }));
    }

    /// The address the next block aligned to `align` takes, when no plan
    /// places it (see [`Memory::set_plan`]).
    pub fn next_base(&self, align: u64) -> u64 {
        self.next_addr.next_multiple_of(align)
    }

    /// The stack objects allocated so far, as a plan for another run.
    pub fn stack_layout(&self) -> Vec<PlannedBlock> {
        self.history
            .runs()
            .flat_map(|r| (r.first_id..r.first_id + r.count).map(move |id| (id, r.get(id))))
            .filter(|(_, (shape, _))| shape.kind == AllocKind::Stack)
            .map(|(id, (shape, base))| PlannedBlock {
                kind: shape.kind,
                name: shape.name(id),
                size: shape.size,
                align: shape.align,
                base,
            })
            .collect()
    }

    /// The address the plan gives a new allocation, if any: a planned
    /// block's, taken, or the next free one above the planned blocks.
    fn planned_base(
        &mut self,
        kind: AllocKind,
        size: u64,
        align: u64,
        name: Option<&str>,
    ) -> Option<u64> {
        let plan = self.plan.as_mut()?;
        if kind == AllocKind::Stack {
            let found = plan.blocks.iter().enumerate().position(|(i, b)| {
                !plan.used[i]
                    && b.kind == kind
                    && b.size == size
                    && b.align == align
                    && b.base.is_multiple_of(align)
                    && Some(&*b.name) == name
            });
            if let Some(i) = found {
                plan.used[i] = true;
                return Some(plan.blocks[i].base);
            }
        }
        Some(self.next_addr.max(plan.above).next_multiple_of(align))
    }

    /// Sets the access guard every read and write is checked against
    /// (`None`: no restriction).
    pub fn set_guard(&mut self, guard: Option<Arc<Guard>>) {
        self.guard = guard;
    }

    /// The access guard in force.
    pub fn guard(&self) -> Option<&Arc<Guard>> {
        self.guard.as_ref()
    }

    /// Adds an innermost scope to the access guard (changed in place,
    /// unless a copy of the memory shares it; a guard emptied before is
    /// reused when none is in force).
    pub fn push_scope(&mut self, scope: GuardScope) {
        match &mut self.guard {
            Some(g) => Arc::make_mut(g).push(scope),
            None => {
                let mut g = self.spare.guard.take().unwrap_or_default();
                Arc::make_mut(&mut g).push(scope);
                self.guard = Some(g);
            }
        }
    }

    /// Removes the innermost scope of the access guard; a guard left with
    /// none is no guard (and is kept, emptied, for the next push).
    pub fn pop_scope(&mut self) {
        let Some(g) = &mut self.guard else {
            return;
        };
        let inner = Arc::make_mut(g);
        inner.pop();
        if inner.is_empty() {
            // `make_mut` left it unshared.
            self.spare.guard = self.guard.take();
        }
    }

    /// [`Memory::check`], then the access guard.
    #[inline]
    fn check_guarded(
        &self,
        ptr: Pointer,
        size: u64,
        align: u64,
        write: bool,
    ) -> Result<Place, AccessError> {
        self.check_block(ptr, size, align, write)
            .map(|(place, _)| place)
    }

    /// [`Memory::check_guarded`], with the live (or out-of-lifetime) block
    /// the access lands in (`None` never happens for an access that passes
    /// the checks, but is not assumed).
    #[inline]
    fn check_block(
        &self,
        ptr: Pointer,
        size: u64,
        align: u64,
        write: bool,
    ) -> Result<(Place, Option<&Block>), AccessError> {
        if let Some((place, block)) = self.passing_access(ptr, size, align, write) {
            return Ok((place, Some(block)));
        }
        self.check_block_in_full(ptr, size, align, write)
    }

    /// The common access that passes every check of
    /// [`Memory::check_block`] (a pointer with an allocation's provenance,
    /// live, in bounds, aligned, writable if written, allowed by the
    /// guard), decided inline; `None` for anything else, which the full
    /// checks then decide (and describe, if it fails).
    #[inline(always)]
    fn passing_access(
        &self,
        ptr: Pointer,
        size: u64,
        align: u64,
        write: bool,
    ) -> Option<(Place, &Block)> {
        let Provenance::Alloc(id) = ptr.prov() else {
            return None;
        };
        if ptr.bit_offset() != 0 || (align > 1 && !aligned(ptr.addr, align)) {
            return None;
        }
        let b = self.block(id)?;
        let offset = b.offset_inside(ptr.addr, size)?;
        if b.live != Liveness::Live || (write && !b.mutable) {
            return None;
        }
        if let Some(g) = &self.guard {
            g.check(id, write, b.mutable, b.shape.kind == AllocKind::Global)
                .ok()?;
        }
        Some((Place { alloc: id, offset }, b))
    }

    /// [`Memory::check_block`] in full.
    #[inline(never)]
    fn check_block_in_full(
        &self,
        ptr: Pointer,
        size: u64,
        align: u64,
        write: bool,
    ) -> Result<(Place, Option<&Block>), AccessError> {
        let (place, block) = self.check_unguarded(ptr, size, align, write)?;
        if let Some(g) = &self.guard {
            let (mutable, kind) = match block {
                Some(b) => (b.mutable, b.shape.kind),
                None => {
                    let a = self.info(place.alloc);
                    (a.mutable, a.kind)
                }
            };
            g.check(place.alloc, write, mutable, kind == AllocKind::Global)
                .map_err(AccessError::Denied)?;
        }
        Ok((place, block))
    }

    /// Changes the limit.
    pub fn set_limit(&mut self, limit: u64) {
        self.limit = limit;
    }

    /// The limit on the host bytes this memory takes.
    pub fn limit(&self) -> u64 {
        self.limit
    }

    /// Makes every allocation shared, so that clones of this memory share
    /// them until they write (done to a program's image once it is built).
    pub fn share(&mut self) {
        for page in self.table.iter_mut().flatten() {
            for slot in page.get_mut().slots.iter_mut() {
                *slot = match slot.take() {
                    Some(Slot::Own(b)) => Some(Slot::Shared(Arc::new(b))),
                    other => other,
                };
            }
            if let Page::Own(p) = page {
                *page = Page::Shared(Arc::from(std::mem::replace(p, TablePage::empty())));
            }
        }
        self.history.share();
    }

    /// Whether `extra` more host bytes fit under the limit.
    fn host_fits(&self, extra: u64) -> bool {
        self.host_bytes.saturating_add(extra) <= self.limit
    }

    /// Adds `delta` host bytes; `Exhausted` if that passes the limit.
    fn charge(&mut self, delta: i64) -> Result<(), AccessError> {
        self.host_bytes = self.host_bytes.saturating_add_signed(delta);
        if delta > 0 && self.host_bytes > self.limit {
            return Err(AccessError::Exhausted);
        }
        Ok(())
    }

    /// Creates an allocation and returns a pointer to its first byte.
    pub fn allocate(
        &mut self,
        kind: AllocKind,
        size: u64,
        align: u64,
        fill: Fill,
        name: impl Into<Arc<str>>,
    ) -> Result<Pointer, AccessError> {
        self.allocate_named(kind, size, align, fill, Some(&name.into()))
    }

    /// [`Memory::allocate`] of an allocation named `name`, which it
    /// shares: an `alloca` makes its objects this way, and a recursion's
    /// objects, whose shapes repeat, take no reference to it at all.
    #[inline]
    pub fn allocate_with_name(
        &mut self,
        kind: AllocKind,
        size: u64,
        align: u64,
        fill: Fill,
        name: &Arc<str>,
    ) -> Result<Pointer, AccessError> {
        self.allocate_named(kind, size, align, fill, Some(name))
    }

    /// Creates a heap block (`malloc` and friends) and returns a pointer to
    /// its first byte. Its name, `heap block #N` with `N` its id, is made
    /// only when something asks for it ([`Memory::info`]).
    pub fn allocate_heap(
        &mut self,
        size: u64,
        align: u64,
        fill: Fill,
    ) -> Result<Pointer, AccessError> {
        self.allocate_named(AllocKind::Heap, size, align, fill, None)
    }

    /// [`Memory::allocate`] with the name given, or `None` for one made
    /// from the id ([`Shape::name`]). Inline: it is the whole of an
    /// `alloca` (what is rare, an address plan, is out of line).
    #[inline]
    fn allocate_named(
        &mut self,
        kind: AllocKind,
        size: u64,
        align: u64,
        fill: Fill,
        name: Option<&Arc<str>>,
    ) -> Result<Pointer, AccessError> {
        let align = align.max(1);
        // An allocation costs what it holds, not what it could hold: the
        // bound counts the host bytes of its record and piece table now,
        // and of its contents as they are written (`charge`), so a large
        // block nothing fills fits, and a program that fills memory is
        // still stopped.
        let record = BLOCK_HOST_BYTES
            .saturating_add(Storage::table_bytes_for(size))
            .saturating_add(2 * RUN_HOST_BYTES);
        if !align.is_power_of_two() || !self.host_fits(record) || self.next_id > AllocId::LAST {
            return Err(AccessError::Exhausted);
        }
        let store = Storage::new(size, fill);
        let planned = match self.plan {
            Some(_) => self.planned_base(kind, size, align, name.map(|n| &**n)),
            None => None,
        };
        let base = planned.unwrap_or_else(|| self.next_addr.next_multiple_of(align));
        let end = base
            .checked_add(size)
            .and_then(|e| e.checked_add(GAP))
            .filter(|e| *e < 1 << 62)
            .ok_or(AccessError::Exhausted)?;
        self.next_addr = self.next_addr.max(end);
        let id = self.next_id;
        self.next_id += 1;
        let shape = Extent { kind, size, align };
        let history = self.history.push(id, shape, name, base);
        let table = store.table_bytes();
        let host = BLOCK_HOST_BYTES + table + history + self.insert(id, shape, base, store);
        self.host_bytes += host;
        Ok(Pointer::new(AllocId(id), base))
    }

    /// Puts a live, mutable block of `shape` at `base` holding `store` in
    /// the live table; returns the host bytes of any new table page.
    fn insert(&mut self, id: u32, shape: Extent, base: u64, store: Storage) -> u64 {
        let (p, s) = (id as usize / TABLE_PAGE, id as usize % TABLE_PAGE);
        if self.table.len() <= p {
            self.table.resize_with(p + 1, || None);
        }
        let mut added = 0;
        let spare = &mut self.spare.page;
        let page = self.table[p].get_or_insert_with(|| {
            added = PAGE_HOST_BYTES;
            Page::Own(spare.take().unwrap_or_else(TablePage::empty))
        });
        let page = page.get_mut();
        let slot = Some(Slot::Own(Block {
            shape,
            base,
            live: Liveness::Live,
            mutable: true,
            store,
        }));
        page.slots[s] = slot;
        page.used = page.used.max(s + 1);
        page.live += 1;
        added
    }

    /// The live (or out-of-lifetime) block `id`.
    #[inline(always)]
    fn block(&self, id: AllocId) -> Option<&Block> {
        let id = id.0 as usize;
        let page = self.table.get(id / TABLE_PAGE)?.as_ref()?.get();
        page.slots.get(id % TABLE_PAGE)?.as_ref().map(Slot::get)
    }

    /// The live block `id`, for changing it (copied first if shared).
    #[inline]
    fn block_mut(&mut self, id: AllocId) -> Option<&mut Block> {
        table_block_mut(&mut self.table, id)
    }

    /// What is known about allocation `id`, live or dead.
    ///
    /// # Panics
    ///
    /// If `id` was never allocated in this memory.
    pub fn info(&self, id: AllocId) -> AllocInfo {
        if let Some(b) = self.block(id) {
            return b.info(self.name(id));
        }
        let (shape, base) = self
            .history
            .get(id.0)
            .expect("an allocation id of this memory");
        AllocInfo {
            kind: shape.kind,
            base,
            size: shape.size,
            align: shape.align,
            live: Liveness::Dead,
            mutable: shape.kind != AllocKind::Function,
            name: shape.name(id.0),
        }
    }

    /// The name of allocation `id`, from the history.
    ///
    /// # Panics
    ///
    /// If `id` was never allocated in this memory.
    fn name(&self, id: AllocId) -> Arc<str> {
        let (shape, _) = self
            .history
            .get(id.0)
            .expect("an allocation id of this memory");
        shape.name(id.0)
    }

    /// The kind and liveness of allocation `id` (what [`Memory::info`]
    /// tells of them, without making its name).
    ///
    /// # Panics
    ///
    /// If `id` was never allocated in this memory.
    pub fn kind_and_liveness(&self, id: AllocId) -> (AllocKind, Liveness) {
        if let Some(b) = self.block(id) {
            return (b.shape.kind, b.live);
        }
        let (shape, _) = self
            .history
            .get(id.0)
            .expect("an allocation id of this memory");
        (shape.kind, Liveness::Dead)
    }

    /// The address of allocation `id`'s first byte.
    pub fn base(&self, id: AllocId) -> u64 {
        self.bounds(id).0
    }

    /// The base address and size of allocation `id`, live or dead.
    #[inline]
    pub fn bounds(&self, id: AllocId) -> (u64, u64) {
        match self.block(id) {
            Some(b) => (b.base, b.shape.size),
            None => self
                .history
                .get(id.0)
                .map_or((0, 0), |(shape, base)| (base, shape.size)),
        }
    }

    /// The extent `[base, base + size]` of the allocation `ptr` designates
    /// ([`Memory::designated`], then [`Memory::bounds`]), as `inbounds`
    /// reads it: inline for a pointer with an allocation's provenance whose
    /// block is in the live table, out of line for anything else.
    #[inline(always)]
    pub fn extent(&self, ptr: Pointer) -> Option<(u64, u64)> {
        if let Provenance::Alloc(id) = ptr.prov()
            && let Some(b) = self.block(id)
        {
            return Some((b.base, b.shape.size));
        }
        self.extent_in_full(ptr)
    }

    /// [`Memory::extent`] in full.
    #[inline(never)]
    fn extent_in_full(&self, ptr: Pointer) -> Option<(u64, u64)> {
        self.designated(ptr).map(|id| self.bounds(id))
    }

    /// Makes allocation `id` read-only (or writable again).
    pub fn set_mutable(&mut self, id: AllocId, mutable: bool) {
        if let Some(b) = self.block_mut(id) {
            b.mutable = mutable;
        }
    }

    /// Every allocation, by id.
    pub fn allocations(&self) -> impl Iterator<Item = (AllocId, AllocInfo)> + '_ {
        self.history.runs().flat_map(move |r| {
            (r.first_id..r.first_id + r.count).map(move |id| {
                let id = AllocId(id);
                match self.block(id) {
                    Some(b) => (id, b.info(r.get(id.0).0.name(id.0))),
                    None => (id, self.info(id)),
                }
            })
        })
    }

    /// Number of allocations made so far (the next allocation's id).
    pub fn len(&self) -> usize {
        self.next_id as usize
    }

    /// Whether nothing was allocated yet.
    pub fn is_empty(&self) -> bool {
        self.next_id == 0
    }

    /// Host bytes this memory takes.
    pub fn host_bytes(&self) -> u64 {
        self.host_bytes
    }

    /// The allocation whose range `[base, base + size]` contains `addr`
    /// (one past the end included), live or not.
    pub fn alloc_at(&self, addr: u64) -> Option<AllocId> {
        self.history.at(addr).map(AllocId)
    }

    /// Which allocation a pointer designates, by its provenance (a wildcard
    /// pointer designates the allocation at its address; one without
    /// provenance the null page while the running function allows accesses
    /// through null, see [`Memory::null_page_of`]).
    pub fn designated(&self, ptr: Pointer) -> Option<AllocId> {
        match ptr.prov() {
            Provenance::None => self.null_page_of(ptr).filter(|_| self.null_valid()),
            Provenance::Alloc(id) => Some(id),
            Provenance::Wildcard => self.alloc_at(ptr.addr),
        }
    }

    /// Checks an access of `size` bytes at `ptr` with alignment `align`
    /// (`write` for stores) and returns where it lands. A zero-size access
    /// needs no allocation. Memory is accessed in whole bytes: a pointer to
    /// a bit inside a byte is refused (loads and stores of bit fields pass
    /// [`Pointer::containing_byte`]).
    #[inline]
    pub fn check(
        &self,
        ptr: Pointer,
        size: u64,
        align: u64,
        write: bool,
    ) -> Result<Place, AccessError> {
        self.check_unguarded(ptr, size, align, write)
            .map(|(place, _)| place)
    }

    /// [`Memory::check`], with the block the access lands in.
    #[inline]
    fn check_unguarded(
        &self,
        ptr: Pointer,
        size: u64,
        align: u64,
        write: bool,
    ) -> Result<(Place, Option<&Block>), AccessError> {
        if ptr.bit_offset() != 0 {
            return Err(AccessError::InsideByte {
                addr: ptr.addr,
                bit: ptr.bit_offset(),
            });
        }
        if align > 1 && !aligned(ptr.addr, align) {
            return Err(AccessError::Misaligned {
                addr: ptr.addr,
                align,
            });
        }
        if ptr.addr == 0 && ptr.prov() == Provenance::None && !self.null_valid() {
            return Err(AccessError::Null);
        }
        let Some(id) = self.designated(ptr) else {
            return Err(AccessError::NoProvenance { addr: ptr.addr });
        };
        let block = self.block(id);
        let (base, alloc_size, live, mutable) = match block {
            Some(b) => (b.base, b.shape.size, b.live, b.mutable),
            None => match self.history.get(id.0) {
                Some((shape, base)) => (base, shape.size, Liveness::Dead, true),
                None => return Err(AccessError::NoProvenance { addr: ptr.addr }),
            },
        };
        // In bounds: `0 <= addr - base` and `addr - base + size <= alloc_size`.
        let offset = ptr.addr.wrapping_sub(base);
        if ptr.addr < base || size > alloc_size || offset > alloc_size - size {
            return Err(AccessError::OutOfBounds {
                alloc: id,
                offset: ptr.addr as i128 - base as i128,
                size,
            });
        }
        match live {
            Liveness::Dead => return Err(AccessError::Dead { alloc: id }),
            Liveness::OutOfLifetime if write => {
                return Err(AccessError::OutOfLifetime { alloc: id });
            }
            _ => {}
        }
        if write && !mutable {
            return Err(AccessError::ReadOnly { alloc: id });
        }
        let place = Place { alloc: id, offset };
        Ok((place, block))
    }

    /// Reads `size` bytes at `ptr`. A stack object outside its lifetime
    /// reads as poison. `Exhausted` if the buffer would not fit in the
    /// host bytes left.
    pub fn read(&self, ptr: Pointer, size: u64, align: u64) -> Result<Bytes, AccessError> {
        let place = self.check_guarded(ptr, size, align, false)?;
        self.read_at(place, size)
    }

    /// Reads `size` bytes at a checked place.
    fn read_at(&self, place: Place, size: u64) -> Result<Bytes, AccessError> {
        let cost = match self.block(place.alloc) {
            Some(b) if b.live == Liveness::Live => b.read_cost(place.offset, size),
            _ => Bytes::host_bytes_for(size, false),
        };
        if !self.host_fits(cost) {
            return Err(AccessError::Exhausted);
        }
        match self.block(place.alloc) {
            Some(b) => Ok(b.read(place.offset, size)),
            None => Ok(Bytes::new(size as usize, Fill::Poison)),
        }
    }

    /// The bits of the byte at `offset` in the live allocation `id` (the
    /// caller checked the offset): for scanning strings a byte at a time.
    pub fn byte_at(&self, id: AllocId, offset: u64) -> (ByteBits, bool) {
        let Some(b) = self.block(id) else {
            return (ByteBits::of_fill(Fill::Poison), false);
        };
        if b.live == Liveness::OutOfLifetime {
            return (ByteBits::of_fill(Fill::Poison), false);
        }
        let (i, at, _) = b.store.locate(b.shape.size, offset);
        match b.store.piece(i) {
            Piece::Bytes(p) => (p.bits(at), p.prov(at).is_some()),
            Piece::Uniform(bits) => (*bits, false),
            Piece::Small(s) => s.byte(at),
        }
    }

    /// What a store leaves in `size` bytes at a checked place for the bits
    /// it does not specify (the extra bits of an `i20`): unchanged or any
    /// value, which is poison where the old bit is poison and undef
    /// elsewhere (semantics/memory.md, `[store]`).
    pub fn unspecified_bits(&self, place: Place, size: u64) -> Bytes {
        let mut out = Bytes::new(size as usize, Fill::Undef);
        for i in 0..size {
            let (old, _) = self.byte_at(place.alloc, place.offset + i);
            if old.poison != 0 {
                out.set(
                    i as usize,
                    ByteBits {
                        value: 0,
                        undef: !old.poison,
                        poison: old.poison,
                    },
                );
            }
        }
        out
    }

    /// Whether reading the whole contents of allocation `id` into host
    /// buffers of `per_byte` host bytes for each of its bytes fits under
    /// the limit (a dead allocation has none): checked before
    /// [`Memory::contents`] is called on an allocation the program chose
    /// the size of, since an allocation costs only what is written into it.
    pub fn contents_fit(&self, id: AllocId, per_byte: u64) -> bool {
        self.block(id)
            .is_none_or(|b| self.host_fits(b.shape.size.saturating_mul(per_byte)))
    }

    /// The pointer fragments stored in allocation `id`, in address order
    /// (none if it is dead), looking only at the pieces something was
    /// written into.
    pub fn fragments(&self, id: AllocId) -> Vec<super::bytes::ProvFragment> {
        let Some(b) = self.block(id) else {
            return Vec::new();
        };
        let scan = |p: &Piece, out: &mut Vec<super::bytes::ProvFragment>| match p {
            Piece::Bytes(bytes) if bytes.has_fragments() => {
                out.extend((0..bytes.len()).filter_map(|k| bytes.prov(k)));
            }
            Piece::Small(s) if s.has_pointer() => {
                // Its pointers lie inside its length: bytes past it add none.
                let bytes = s.to_bytes(SMALL_BYTES);
                out.extend((0..bytes.len()).filter_map(|k| bytes.prov(k)));
            }
            _ => {}
        };
        let mut out = Vec::new();
        match &b.store.pieces {
            Pieces::One => scan(&b.store.first, &mut out),
            Pieces::Paged(v) => v.iter().for_each(|p| scan(p, &mut out)),
            Pieces::Sparse(chunks) => chunks
                .values()
                .flat_map(|c| c.iter())
                .for_each(|p| scan(p, &mut out)),
        }
        out
    }

    /// Shows the contents of allocation `id` (nothing if it is dead) to
    /// `f` a piece at a time, in address order, each with its offset: a
    /// piece never written, or covered whole by one fill, is one
    /// [`Span::Uniform`] (so is a stretch of a sparse table's unmade
    /// pages), so visiting costs what was written into the allocation, not
    /// its size.
    pub fn visit_contents(&self, id: AllocId, f: &mut dyn FnMut(u64, Span<'_>)) {
        let Some(b) = self.block(id) else {
            return;
        };
        let size = b.shape.size;
        if b.live == Liveness::OutOfLifetime {
            f(0, Span::Uniform(size, ByteBits::of_fill(Fill::Poison)));
            return;
        }
        let mut show = |at: u64, p: &Piece, len: u64| match p {
            Piece::Uniform(bits) => f(at, Span::Uniform(len, *bits)),
            Piece::Bytes(bytes) => f(at, Span::Bytes(bytes)),
            Piece::Small(s) => f(at, Span::Bytes(&s.to_bytes(len as usize))),
        };
        match &b.store.pieces {
            Pieces::One => show(0, &b.store.first, size),
            Pieces::Paged(v) => {
                for (i, p) in v.iter().enumerate() {
                    let at = i as u64 * PAGE;
                    show(at, p, PAGE.min(size - at));
                }
            }
            Pieces::Sparse(chunks) => {
                let fresh = &b.store.first;
                let chunk = CHUNK_PAGES as u64 * PAGE;
                let mut at = 0;
                for (&c, pieces) in chunks.iter() {
                    let start = c as u64 * chunk;
                    if start > at {
                        show(at, fresh, start - at);
                    }
                    for (k, p) in pieces.iter().enumerate() {
                        let o = start + k as u64 * PAGE;
                        if o >= size {
                            break;
                        }
                        show(o, p, PAGE.min(size - o));
                    }
                    at = (start + chunk).min(size);
                }
                if at < size {
                    show(at, fresh, size - at);
                }
            }
        }
    }

    /// The whole contents of allocation `id` (empty if it is dead).
    /// Sized by the allocation: see [`Memory::contents_fit`].
    pub fn contents(&self, id: AllocId) -> Bytes {
        match self.block(id) {
            Some(b) => b.read(0, b.shape.size),
            None => Bytes::default(),
        }
    }

    /// The fast path of a scalar load: `size` ≤ 16 bytes at `ptr` read as
    /// a little-endian number, when every bit is defined and no byte is part
    /// of a stored pointer (`Ok(None)`: take the general path). With
    /// `want_ptr`, the bytes may also be exactly one stored pointer, whose
    /// provenance is then returned too.
    #[inline]
    pub fn read_defined(
        &self,
        ptr: Pointer,
        size: u64,
        align: u64,
        want_ptr: bool,
    ) -> Result<Option<(u128, Option<Provenance>)>, AccessError> {
        if size <= 16
            && let Some((piece, at)) =
                plain_source(&self.table, self.guard.as_deref(), ptr, size, align)
        {
            return Ok(piece.read_plain(at, size as usize, want_ptr));
        }
        self.read_defined_in_full(ptr, size, align, want_ptr)
    }

    /// The one-lookup load of a defined word: `size` ≤ 8 bytes at `ptr`
    /// read as [`Memory::read_defined`] reads them, when the access passes
    /// every check and lands in one piece; `None` for anything else
    /// (including every failing access), which `read_defined` then decides.
    #[inline(always)]
    pub fn read_word(
        &self,
        ptr: Pointer,
        size: u8,
        align: u64,
        want_ptr: bool,
    ) -> Option<(u64, Option<Provenance>)> {
        let (piece, at) = plain_source(
            &self.table,
            self.guard.as_deref(),
            ptr,
            u64::from(size),
            align,
        )?;
        piece.read_word(at, usize::from(size), want_ptr)
    }

    /// [`Memory::read_defined`] in full: checks the access (and describes
    /// what fails), then reads as the fast path does where it can.
    #[inline(never)]
    fn read_defined_in_full(
        &self,
        ptr: Pointer,
        size: u64,
        align: u64,
        want_ptr: bool,
    ) -> Result<Option<(u128, Option<Provenance>)>, AccessError> {
        let (place, b) = self.check_block(ptr, size, align, false)?;
        let Some(b) = b else {
            return Ok(None);
        };
        if b.live != Liveness::Live || size > 16 {
            return Ok(None);
        }
        let (i, at, len) = b.store.locate(b.shape.size, place.offset);
        if at + size as usize > len {
            return Ok(None);
        }
        Ok(b.store.piece(i).read_plain(at, size as usize, want_ptr))
    }

    /// The fast path of a scalar store: the low `size` ≤ 16 bytes of `v`,
    /// little-endian, every bit defined, as pointer fragments of `prov`
    /// when given.
    #[inline]
    pub fn write_defined(
        &mut self,
        ptr: Pointer,
        size: u64,
        align: u64,
        v: u128,
        prov: Option<Provenance>,
    ) -> Result<(), AccessError> {
        if self.write_in_one_lookup(ptr, size, align, v, prov) {
            return Ok(());
        }
        self.write_defined_in_full(ptr, size, align, v, prov)
    }

    /// The one-lookup store of a defined word: [`Memory::write_defined`]
    /// of `size` ≤ 8 bytes when the access passes every check and lands
    /// in one piece of a block of this memory's own. Returns whether it
    /// wrote; `false` leaves everything as it was, for `write_defined`.
    #[inline(always)]
    pub fn write_word(
        &mut self,
        ptr: Pointer,
        size: u8,
        align: u64,
        v: u64,
        prov: Option<Provenance>,
    ) -> bool {
        self.write_in_one_lookup(ptr, u64::from(size), align, u128::from(v), prov)
    }

    /// The cases of [`Memory::write_defined`] that need one lookup
    /// ([`plain_target`], then plain bytes over plain bytes, a pointer over
    /// bytes whose only records are fragments ([`Bytes::write_pointer`]),
    /// or [`write_in_place`]); `false` if none applies, having changed
    /// nothing.
    #[inline(always)]
    fn write_in_one_lookup(
        &mut self,
        ptr: Pointer,
        size: u64,
        align: u64,
        v: u128,
        prov: Option<Provenance>,
    ) -> bool {
        let Some((piece, at, len)) =
            plain_target(&mut self.table, self.guard.as_deref(), ptr, size, align)
        else {
            return false;
        };
        match piece {
            Piece::Bytes(p) => match prov {
                None if !p.has_meta() => {
                    p.write_plain(at, size as usize, v, None);
                    return true;
                }
                Some(prov) if size == 8 && p.write_pointer(at, v as u64, prov) => return true,
                _ => {}
            },
            _ => {
                if piece.write_small(len, at, size as usize, v, prov) {
                    return true;
                }
            }
        }
        let host = HostBytes {
            used: &mut self.host_bytes,
            limit: self.limit,
        };
        write_in_place(piece, (at, size as usize, len), v, prov, host)
    }

    /// [`Memory::write_defined`] in full.
    #[inline(never)]
    fn write_defined_in_full(
        &mut self,
        ptr: Pointer,
        size: u64,
        align: u64,
        v: u128,
        prov: Option<Provenance>,
    ) -> Result<(), AccessError> {
        let place = self.check_guarded(ptr, size, align, true)?;
        let Some(b) = table_block_mut(&mut self.table, place.alloc) else {
            return Ok(());
        };
        // As the one-lookup store writes a small piece.
        let (small, entry) = b.write_small(place.offset, size as usize, v, prov);
        self.charge(entry as i64)?;
        if small {
            return Ok(());
        }
        let Some(b) = table_block_mut(&mut self.table, place.alloc) else {
            return Ok(());
        };
        let (i, at, len) = b.store.locate(b.shape.size, place.offset);
        if at + size as usize <= len {
            let (piece, made) = b.store.piece_mut(i, len);
            if made == 0 && !piece.has_meta() && prov.is_none() {
                piece.write_plain(at, size as usize, v, None);
                return Ok(());
            }
            let before = piece.host_bytes() as i64;
            piece.write_plain(at, size as usize, v, prov);
            let delta = made as i64 + piece.host_bytes() as i64 - before;
            return self.charge(delta);
        }
        let delta = b.update(place.offset, size, |piece, at, done, n| {
            for k in 0..n {
                let idx = done as usize + k;
                let frag = prov.map(|p| super::bytes::ProvFragment {
                    prov: p,
                    index: idx as u8,
                });
                piece.set_with(at + k, ByteBits::plain((v >> (8 * idx)) as u8), frag);
            }
        });
        self.charge(delta)
    }

    /// Writes `bytes` at `ptr`.
    pub fn write(&mut self, ptr: Pointer, bytes: &Bytes, align: u64) -> Result<(), AccessError> {
        let place = self.check_guarded(ptr, bytes.len() as u64, align, true)?;
        self.write_at(place, bytes)
    }

    /// Writes `bytes` at `ptr` as an access not through any pointer
    /// argument of the calls in progress (see
    /// [`super::guard::GuardScope::check_indirect`]).
    pub fn write_indirect(
        &mut self,
        ptr: Pointer,
        bytes: &Bytes,
        align: u64,
    ) -> Result<(), AccessError> {
        let (place, block) = self.check_unguarded(ptr, bytes.len() as u64, align, true)?;
        if let Some(g) = &self.guard {
            let mutable = block.map_or_else(|| self.info(place.alloc).mutable, |b| b.mutable);
            g.check_indirect(place.alloc, true, mutable)
                .map_err(AccessError::Denied)?;
        }
        self.write_at(place, bytes)
    }

    /// Writes `bytes` at a checked place.
    fn write_at(&mut self, place: Place, bytes: &Bytes) -> Result<(), AccessError> {
        let Some(b) = self.block_mut(place.alloc) else {
            return Ok(());
        };
        // Plain bytes, or one pointer's, into a small piece: as the scalar
        // store writes them (so that both make the same piece).
        let n = bytes.len();
        if (1..=SMALL_BYTES).contains(&n)
            && let Some((v, prov)) = bytes.read_plain(0, n, true)
        {
            let (small, entry) = b.write_small(place.offset, n, v, prov);
            self.charge(entry as i64)?;
            if small {
                return Ok(());
            }
        }
        let Some(b) = self.block_mut(place.alloc) else {
            return Ok(());
        };
        let delta = b.update(place.offset, bytes.len() as u64, |piece, at, done, n| {
            piece.splice(at, &bytes.slice(done as usize, n));
        });
        self.charge(delta)
    }

    /// Writes `bytes` into allocation `id` at `offset` whatever its
    /// liveness and mutability (for building a program's image).
    pub fn init(&mut self, id: AllocId, offset: u64, bytes: &Bytes) -> Result<(), AccessError> {
        self.write_at(Place { alloc: id, offset }, bytes)
    }

    /// Copies `len` bytes from `src` to `dest` (bits, poison, undef and
    /// pointer fragments alike), a page at a time; the ranges may overlap
    /// (`memmove`). Errors name the side that failed: reading first.
    pub fn copy(&mut self, dest: Pointer, src: Pointer, len: u64) -> Result<(), CopyError> {
        let from = self
            .check_guarded(src, len, 1, false)
            .map_err(CopyError::Read)?;
        let to = self
            .check_guarded(dest, len, 1, true)
            .map_err(CopyError::Write)?;
        let backward = from.alloc == to.alloc && to.offset > from.offset;
        let mut done = 0;
        while done < len {
            let n = PAGE.min(len - done);
            let at = if backward { len - done - n } else { done };
            let piece = self
                .read_at(
                    Place {
                        alloc: from.alloc,
                        offset: from.offset + at,
                    },
                    n,
                )
                .map_err(CopyError::Read)?;
            let place = Place {
                alloc: to.alloc,
                offset: to.offset + at,
            };
            self.write_at(place, &piece).map_err(CopyError::Write)?;
            done += n;
        }
        Ok(())
    }

    /// Sets `len` bytes at `dest` to `bits` (`memset`), a page at a time.
    pub fn fill(&mut self, dest: Pointer, bits: ByteBits, len: u64) -> Result<(), AccessError> {
        let place = self.check_guarded(dest, len, 1, true)?;
        let Some(b) = self.block_mut(place.alloc) else {
            return Ok(());
        };
        let bits = bits.normalized();
        let size = b.shape.size;
        let mut delta = 0i64;
        let mut done = 0;
        while done < len {
            let (i, at, plen) = b.store.locate(size, place.offset + done);
            let n = ((plen - at) as u64).min(len - done);
            if n as usize == plen {
                // The whole piece: one byte says what it holds.
                delta += b.store.put(i, Piece::Uniform(bits));
            } else {
                let (piece, made) = b.store.piece_mut(i, plen);
                let before = piece.host_bytes() as i64;
                piece.fill(at, n as usize, bits);
                delta += made as i64 + piece.host_bytes() as i64 - before;
            }
            done += n;
        }
        self.charge(delta)
    }

    /// Marks an allocation dead (free, or return from its frame). Its
    /// contents can never be read again, so they are released; its shape
    /// stays in the history.
    pub fn kill(&mut self, id: AllocId) {
        let i = id.0 as usize;
        let Some(Some(page)) = self.table.get_mut(i / TABLE_PAGE) else {
            return;
        };
        if page
            .get()
            .slots
            .get(i % TABLE_PAGE)
            .is_none_or(Option::is_none)
        {
            return;
        }
        let page = page.get_mut();
        let Some(cell) = page.slots.get_mut(i % TABLE_PAGE) else {
            return;
        };
        let Some(slot) = cell else {
            return;
        };
        page.live -= 1;
        // Most stack blocks own no host memory besides their slot (one
        // uniform or small piece): their count needs no walk of the pieces,
        // and the slot is emptied without the out-of-line drop glue of
        // `Storage` (about 30 host instructions a kill).
        let owns = matches!(slot, Slot::Shared(_)) || slot.get().store.owns_memory();
        let host = BLOCK_HOST_BYTES
            + if owns {
                slot.get().store.host_bytes()
            } else {
                0
            };
        self.host_bytes = self.host_bytes.saturating_sub(host);
        if owns {
            *cell = None;
        } else {
            std::mem::forget(cell.take());
        }
        // A page all of whose ids are taken and dead is not needed again.
        let page_full = (i / TABLE_PAGE + 1) * TABLE_PAGE <= self.next_id as usize;
        if page.live == 0 && page_full {
            // Kept, emptied, for the next page (a page is a few kilobytes
            // to allocate and fill with empty slots).
            if let Some(Page::Own(mut emptied)) = self.table[i / TABLE_PAGE].take() {
                debug_assert!(emptied.slots.iter().all(Option::is_none));
                emptied.used = 0;
                self.spare.page = Some(emptied);
            }
            self.host_bytes = self.host_bytes.saturating_sub(PAGE_HOST_BYTES);
        }
    }

    /// Sets the liveness of a stack object (`llvm.lifetime.start/end`);
    /// starting a lifetime makes the contents uninitialized again.
    pub fn set_lifetime(&mut self, id: AllocId, live: bool, fill: Fill) {
        let Some(b) = self.block_mut(id) else {
            return;
        };
        if live {
            b.live = Liveness::Live;
            let before = b.store.host_bytes();
            b.store.clear(fill);
            let freed = before - b.store.host_bytes();
            self.host_bytes = self.host_bytes.saturating_sub(freed);
        } else {
            b.live = Liveness::OutOfLifetime;
        }
    }
}

/// A failed copy: which side's access failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CopyError {
    /// Reading the source.
    Read(AccessError),
    /// Writing the destination.
    Write(AccessError),
}

#[cfg(test)]
mod tests;
