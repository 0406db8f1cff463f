//! The memory: allocations with an address, a size, an alignment, liveness
//! and mutability, holding abstract [`Bytes`]. Every access is checked here,
//! and a failed check says which rule it broke (LangRef "Pointer Aliasing
//! Rules", "Object Lifetime", the `load`/`store` semantics).
//!
//! Addresses are never reused: a freed or dead allocation keeps its range, so
//! a dangling pointer is always recognised. Allocations are shared
//! copy-on-write, so cloning a memory (to fork an execution, or to start a
//! run from the globals' initial image) copies only what is later written.

use std::sync::Arc;

use super::bytes::{Bytes, Fill};
use super::guard::{Denied, Guard};
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

/// One allocated object.
#[derive(Clone, Debug)]
pub struct Allocation {
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
    /// Whether stores are allowed (false for `constant` globals).
    pub mutable: bool,
    /// A human-readable name: `@g`, `%buf in @main`, `heap block #3`.
    pub name: Arc<str>,
    /// The contents.
    pub bytes: Bytes,
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
    /// Too much memory allocated.
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

/// The whole memory of a run.
#[derive(Clone, Debug)]
pub struct Memory {
    /// Allocations by id; ids are handed out in address order, so this is
    /// also sorted by base address.
    allocs: Vec<Arc<Allocation>>,
    next_addr: u64,
    allocated: u64,
    limit: u64,
    /// Storage of dead small allocations, reused by new ones.
    spare: Vec<Bytes>,
    /// What the calls in progress allow, if any restricts accesses.
    guard: Option<Arc<Guard>>,
}

/// The lowest address handed out; addresses below it (and null) are never
/// inside an allocation.
const FIRST_ADDRESS: u64 = 0x1000;

/// Bytes left free after each allocation, so that an access just past the
/// end of one object never lands in the next.
const GAP: u64 = 16;

/// Dead allocations up to this size give their storage to new ones.
const SPARE_MAX_BYTES: usize = 4096;

/// At most this many spare storages are kept.
const SPARE_MAX_COUNT: usize = 64;

impl Memory {
    /// An empty memory that refuses to allocate more than `limit` bytes in
    /// total.
    pub fn new(limit: u64) -> Memory {
        Memory {
            allocs: Vec::new(),
            next_addr: FIRST_ADDRESS,
            allocated: 0,
            limit,
            spare: Vec::new(),
            guard: None,
        }
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

    /// Checks an access of `place` against the guard.
    fn guarded(&self, place: Place, write: bool) -> Result<Place, AccessError> {
        if let Some(g) = &self.guard {
            let a = self.get(place.alloc);
            g.check(place.alloc, write, a.mutable, a.kind == AllocKind::Global)
                .map_err(AccessError::Denied)?;
        }
        Ok(place)
    }

    /// Changes the limit on the total bytes allocated.
    pub fn set_limit(&mut self, limit: u64) {
        self.limit = limit;
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
        let align = align.max(1);
        if self.allocated.saturating_add(size) > self.limit || !align.is_power_of_two() {
            return Err(AccessError::Exhausted);
        }
        let base = self.next_addr.next_multiple_of(align);
        let end = base
            .checked_add(size)
            .and_then(|e| e.checked_add(GAP))
            .filter(|e| *e < 1 << 62)
            .ok_or(AccessError::Exhausted)?;
        self.next_addr = end;
        self.allocated += size;
        let id = AllocId(self.allocs.len() as u32);
        let bytes = match self.spare.pop() {
            Some(mut b) => {
                b.reset(size as usize, fill);
                b
            }
            None => Bytes::new(size as usize, fill),
        };
        self.allocs.push(Arc::new(Allocation {
            kind,
            base,
            size,
            align,
            live: Liveness::Live,
            mutable: true,
            name: name.into(),
            bytes,
        }));
        Ok(Pointer::new(id, base))
    }

    /// An allocation by id.
    pub fn get(&self, id: AllocId) -> &Allocation {
        &self.allocs[id.0 as usize]
    }

    /// An allocation by id, for changing it (copied first if shared).
    pub fn get_mut(&mut self, id: AllocId) -> &mut Allocation {
        Arc::make_mut(&mut self.allocs[id.0 as usize])
    }

    /// Every allocation, by id.
    pub fn allocations(&self) -> impl Iterator<Item = (AllocId, &Allocation)> {
        self.allocs
            .iter()
            .enumerate()
            .map(|(i, a)| (AllocId(i as u32), a.as_ref()))
    }

    /// Number of allocations made so far (the next allocation's id).
    pub fn len(&self) -> usize {
        self.allocs.len()
    }

    /// Whether nothing was allocated yet.
    pub fn is_empty(&self) -> bool {
        self.allocs.is_empty()
    }

    /// Total bytes allocated so far.
    pub fn allocated_bytes(&self) -> u64 {
        self.allocated
    }

    /// The allocation whose range `[base, base + size]` contains `addr`
    /// (one past the end included), live or not.
    pub fn alloc_at(&self, addr: u64) -> Option<AllocId> {
        let i = self
            .allocs
            .partition_point(|a| a.base <= addr)
            .checked_sub(1)?;
        let a = &self.allocs[i];
        (addr <= a.base + a.size).then_some(AllocId(i as u32))
    }

    /// Which allocation a pointer designates, by its provenance (a wildcard
    /// pointer designates the allocation at its address).
    pub fn designated(&self, ptr: Pointer) -> Option<AllocId> {
        match ptr.prov {
            Provenance::None => None,
            Provenance::Alloc(id) => Some(id),
            Provenance::Wildcard => self.alloc_at(ptr.addr),
        }
    }

    /// Checks an access of `size` bytes at `ptr` with alignment `align`
    /// (`write` for stores) and returns where it lands. A zero-size access
    /// needs no allocation. Memory is accessed in whole bytes: a pointer to
    /// a bit inside a byte is refused (loads and stores of bit fields pass
    /// [`Pointer::containing_byte`]).
    pub fn check(
        &self,
        ptr: Pointer,
        size: u64,
        align: u64,
        write: bool,
    ) -> Result<Place, AccessError> {
        if ptr.bit_offset() != 0 {
            return Err(AccessError::InsideByte {
                addr: ptr.addr,
                bit: ptr.bit_offset(),
            });
        }
        if align > 1 && !ptr.addr.is_multiple_of(align) {
            return Err(AccessError::Misaligned {
                addr: ptr.addr,
                align,
            });
        }
        if ptr.addr == 0 && ptr.prov == Provenance::None {
            return Err(AccessError::Null);
        }
        let Some(id) = self.designated(ptr) else {
            return Err(AccessError::NoProvenance { addr: ptr.addr });
        };
        let a = self.get(id);
        let offset = ptr.addr as i128 - a.base as i128;
        if offset < 0 || offset + size as i128 > a.size as i128 {
            return Err(AccessError::OutOfBounds {
                alloc: id,
                offset,
                size,
            });
        }
        match a.live {
            Liveness::Dead => return Err(AccessError::Dead { alloc: id }),
            Liveness::OutOfLifetime if write => {
                return Err(AccessError::OutOfLifetime { alloc: id });
            }
            _ => {}
        }
        if write && !a.mutable {
            return Err(AccessError::ReadOnly { alloc: id });
        }
        Ok(Place {
            alloc: id,
            offset: offset as u64,
        })
    }

    /// Reads `size` bytes at `ptr`. A stack object outside its lifetime
    /// reads as poison.
    pub fn read(&self, ptr: Pointer, size: u64, align: u64) -> Result<Bytes, AccessError> {
        let place = self.guarded(self.check(ptr, size, align, false)?, false)?;
        let a = self.get(place.alloc);
        if a.live == Liveness::OutOfLifetime {
            return Ok(Bytes::new(size as usize, Fill::Poison));
        }
        Ok(a.bytes.slice(place.offset as usize, size as usize))
    }

    /// The fast path of a scalar load: `size` ≤ 16 bytes at `ptr` read as
    /// a little-endian number, when every bit is defined and no byte is part
    /// of a stored pointer (`Ok(None)`: take the general path). With
    /// `want_ptr`, the bytes may also be exactly one stored pointer, whose
    /// provenance is then returned too.
    pub fn read_defined(
        &self,
        ptr: Pointer,
        size: u64,
        align: u64,
        want_ptr: bool,
    ) -> Result<Option<(u128, Option<Provenance>)>, AccessError> {
        let place = self.guarded(self.check(ptr, size, align, false)?, false)?;
        let a = self.get(place.alloc);
        if a.live != Liveness::Live || size > 16 {
            return Ok(None);
        }
        let (start, end) = (place.offset as usize, (place.offset + size) as usize);
        let b = &a.bytes;
        if b.undef[start..end].iter().any(|&u| u != 0)
            || b.poison[start..end].iter().any(|&p| p != 0)
        {
            return Ok(None);
        }
        let prov = match (want_ptr, b.prov[start]) {
            (_, None) if b.prov[start..end].iter().all(Option::is_none) => None,
            (true, Some(f))
                if f.index == 0
                    && b.prov[start..end].iter().enumerate().all(|(i, p)| {
                        *p == Some(super::bytes::ProvFragment {
                            prov: f.prov,
                            index: i as u8,
                        })
                    }) =>
            {
                Some(f.prov)
            }
            _ => return Ok(None),
        };
        let mut v = 0u128;
        for (i, byte) in b.value[start..end].iter().enumerate() {
            v |= (*byte as u128) << (8 * i);
        }
        Ok(Some((v, prov)))
    }

    /// The fast path of a scalar store: the low `size` ≤ 16 bytes of `v`,
    /// little-endian, every bit defined, as pointer fragments of `prov` when
    /// given.
    pub fn write_defined(
        &mut self,
        ptr: Pointer,
        size: u64,
        align: u64,
        v: u128,
        prov: Option<Provenance>,
    ) -> Result<(), AccessError> {
        let place = self.guarded(self.check(ptr, size, align, true)?, true)?;
        let b = &mut self.get_mut(place.alloc).bytes;
        let start = place.offset as usize;
        for i in 0..size as usize {
            b.value[start + i] = (v >> (8 * i)) as u8;
            b.undef[start + i] = 0;
            b.poison[start + i] = 0;
            b.prov[start + i] = prov.map(|p| super::bytes::ProvFragment {
                prov: p,
                index: i as u8,
            });
        }
        Ok(())
    }

    /// Writes `bytes` at `ptr`.
    pub fn write(&mut self, ptr: Pointer, bytes: &Bytes, align: u64) -> Result<(), AccessError> {
        let place = self.guarded(self.check(ptr, bytes.len() as u64, align, true)?, true)?;
        self.get_mut(place.alloc)
            .bytes
            .splice(place.offset as usize, bytes);
        Ok(())
    }

    /// Marks an allocation dead (free, or return from its frame). Its
    /// contents can never be read again, so they are released.
    pub fn kill(&mut self, id: AllocId) {
        let a = self.get_mut(id);
        a.live = Liveness::Dead;
        let bytes = std::mem::take(&mut a.bytes);
        if bytes.len() <= SPARE_MAX_BYTES && self.spare.len() < SPARE_MAX_COUNT {
            self.spare.push(bytes);
        }
    }

    /// Sets the liveness of a stack object (`llvm.lifetime.start/end`);
    /// starting a lifetime makes the contents uninitialized again.
    pub fn set_lifetime(&mut self, id: AllocId, live: bool, fill: Fill) {
        let a = self.get_mut(id);
        if a.live == Liveness::Dead {
            return;
        }
        if live {
            a.live = Liveness::Live;
            a.bytes = Bytes::new(a.size as usize, fill);
        } else {
            a.live = Liveness::OutOfLifetime;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mem_with_block(size: u64, align: u64) -> (Memory, Pointer) {
        let mut m = Memory::new(1 << 20);
        let p = m
            .allocate(AllocKind::Heap, size, align, Fill::Undef, "b")
            .unwrap();
        (m, p)
    }

    #[test]
    fn bounds_alignment_and_null() {
        let (m, p) = mem_with_block(8, 8);
        assert!(m.check(p, 8, 8, false).is_ok());
        let past = Pointer {
            addr: p.addr + 4,
            ..p
        };
        assert!(matches!(
            m.check(past, 8, 4, false),
            Err(AccessError::OutOfBounds {
                offset: 4,
                size: 8,
                ..
            })
        ));
        assert!(matches!(
            m.check(past, 4, 8, false),
            Err(AccessError::Misaligned { .. })
        ));
        assert_eq!(m.check(Pointer::NULL, 1, 1, false), Err(AccessError::Null));
        let wild = Pointer {
            prov: Provenance::Wildcard,
            ..p
        };
        assert!(m.check(wild, 8, 1, true).is_ok());
        let none = Pointer {
            prov: Provenance::None,
            ..p
        };
        assert!(matches!(
            m.check(none, 1, 1, false),
            Err(AccessError::NoProvenance { .. })
        ));
    }

    #[test]
    fn byte_accesses_refuse_pointers_inside_a_byte() {
        let (m, p) = mem_with_block(4, 4);
        let inside = Pointer {
            bit: Pointer::FIELD | 3,
            ..p
        };
        assert_eq!(
            m.check(inside, 1, 1, false),
            Err(AccessError::InsideByte {
                addr: p.addr,
                bit: 3
            })
        );
        assert!(m.read(inside.containing_byte(), 1, 1).is_ok());
        // A field pointer at bit 0 is a whole-byte pointer.
        let at_zero = Pointer {
            bit: Pointer::FIELD,
            ..p
        };
        assert!(m.check(at_zero, 4, 4, true).is_ok());
    }

    #[test]
    fn dead_and_lifetime() {
        let (mut m, p) = mem_with_block(4, 4);
        let Provenance::Alloc(id) = p.prov else {
            unreachable!()
        };
        m.set_lifetime(id, false, Fill::Undef);
        assert!(m.read(p, 4, 4).unwrap().poison.iter().all(|&b| b == 0xff));
        assert_eq!(
            m.write(p, &Bytes::new(4, Fill::Zero), 4),
            Err(AccessError::OutOfLifetime { alloc: id })
        );
        m.set_lifetime(id, true, Fill::Undef);
        assert!(m.write(p, &Bytes::new(4, Fill::Zero), 4).is_ok());
        m.kill(id);
        assert_eq!(m.read(p, 1, 1), Err(AccessError::Dead { alloc: id }));
    }

    #[test]
    fn copy_on_write_after_clone() {
        let (mut m, p) = mem_with_block(2, 1);
        let snapshot = m.clone();
        m.write(p, &Bytes::new(2, Fill::Zero), 1).unwrap();
        assert!(m.read(p, 2, 1).unwrap().is_defined(0, 2));
        assert!(!snapshot.read(p, 2, 1).unwrap().is_defined(0, 2));
    }

    #[test]
    fn limit_is_enforced() {
        let mut m = Memory::new(10);
        assert!(m.allocate(AllocKind::Heap, 8, 1, Fill::Zero, "a").is_ok());
        assert_eq!(
            m.allocate(AllocKind::Heap, 8, 1, Fill::Zero, "b"),
            Err(AccessError::Exhausted)
        );
    }
}
