//! `!invariant.load` (LangRef "'load' Instruction"): "If a load instruction
//! tagged with the `!invariant.load` metadata is executed, the memory
//! location referenced by the load has to contain the same value at all
//! points in the program where the memory location is dereferenceable;
//! otherwise, the behavior is undefined."
//!
//! A run of a program with such loads keeps an [`InvariantWatch`]: the
//! contents each load and store of the run found at a location,
//! and the locations invariant loads read (pinned, with their contents).
//! It reports the undefined behaviour when
//! - an invariant load finds contents other than an earlier load of the
//!   same location read, or than a store found or left there when those
//!   were defined (the location changed before the load), or
//! - a pinned location, while its block stays live, holds contents other
//!   than the load found, bit for bit (undef and poison bits, pointer
//!   fragments), after any step (the location changed after the load: a
//!   store, a memory intrinsic, an external call's writes). A block that
//!   ends its lifetime or is freed drops its pins.
//!
//! Before the load, what a store overwrote or wrote counts only when fully
//! defined: uninitialized memory that no load read has held no value yet,
//! so storing into it and then loading it is not undefined. What a load
//! read counts bit for bit: EarlyCSE forwards a plain load's value to a
//! later invariant load across calls.
//! After the load any change counts: a transformation that reuses what the
//! load read (EarlyCSE forwards it across calls) relies on the bits staying
//! as they were. A location is a block, an offset and a size: accesses of
//! other extents over the same bytes are not compared. Both are
//! approximations toward fewer reports, as are the caps on what is
//! recorded (semantics/memory.md "Invariant loads").

use std::collections::HashMap;

use crate::mem::bytes::ProvFragment;
use crate::mem::{ByteBits, Liveness, Memory};
use crate::value::{AllocId, Pointer, Provenance};

/// Locations one run records at most; accesses of further locations are
/// not recorded (fewer reports, never more).
const MAX_LOCATIONS: usize = 4096;
/// Distinct contents recorded per location at most.
const MAX_CONTENTS: usize = 8;

/// A location: block, offset in it, size in bytes.
type Loc = (AllocId, u64, u64);

/// The contents of a location, bit for bit: each byte's bits and pointer
/// fragment.
#[derive(Clone, Debug, PartialEq)]
struct Contents {
    bytes: Vec<(ByteBits, Option<ProvFragment>)>,
    defined: bool,
}

/// What a run's accesses found, for the `!invariant.load` rule (see the
/// module documentation).
#[derive(Clone, Debug, Default)]
pub struct InvariantWatch {
    /// What loads read, and what stores found or left when defined, at each
    /// location.
    seen: HashMap<Loc, Vec<Contents>>,
    /// Locations invariant loads read, with what they held.
    pinned: Vec<(Loc, Contents)>,
}

impl InvariantWatch {
    /// Records what `loc` holds now: a load read it (`loaded`), or a store
    /// is about to overwrite it or just wrote it (then only if defined).
    pub fn note(&mut self, mem: &Memory, loc: (AllocId, u64, u64), loaded: bool) {
        let Some(now) = contents(mem, loc).filter(|c| loaded || c.defined) else {
            return;
        };
        if self.seen.len() >= MAX_LOCATIONS && !self.seen.contains_key(&loc) {
            return;
        }
        let seen = self.seen.entry(loc).or_default();
        if seen.len() < MAX_CONTENTS && !seen.contains(&now) {
            seen.push(now);
        }
    }

    /// An invariant load of `loc`: an error message if the location held
    /// other contents earlier in the run (see [`InvariantWatch::note`]);
    /// else the location is pinned to what it holds now.
    pub fn invariant_load(&mut self, mem: &Memory, loc: (AllocId, u64, u64)) -> Result<(), String> {
        let Some(now) = contents(mem, loc) else {
            return Ok(());
        };
        if self
            .seen
            .get(&loc)
            .is_some_and(|s| s.iter().any(|d| *d != now))
        {
            return Err(format!(
                "a load marked !invariant.load read other contents at {} than an earlier access there",
                describe(mem, loc)
            ));
        }
        if !self.pinned.iter().any(|(l, _)| *l == loc) && self.pinned.len() < MAX_LOCATIONS {
            self.pinned.push((loc, now));
        }
        Ok(())
    }

    /// After a step: an error message if a pinned location of a live block
    /// holds other contents than when an invariant load read it. Pins of
    /// blocks no longer live are dropped.
    pub fn check_pinned(&mut self, mem: &Memory) -> Result<(), String> {
        self.pinned
            .retain(|((id, _, _), _)| mem.info(*id).live == Liveness::Live);
        for (loc, then) in &self.pinned {
            if contents(mem, *loc).is_some_and(|now| now != *then) {
                return Err(format!(
                    "{}, read by a load marked !invariant.load, changed",
                    describe(mem, *loc)
                ));
            }
        }
        Ok(())
    }

    /// Whether any location is pinned.
    pub fn any_pinned(&self) -> bool {
        !self.pinned.is_empty()
    }
}

/// The location `size` bytes at `p`, if `p` designates a block.
pub fn location(mem: &Memory, p: Pointer, size: u64) -> Option<(AllocId, u64, u64)> {
    let id = mem.designated(p)?;
    Some((id, p.addr.wrapping_sub(mem.base(id)), size))
}

/// A location for reports: `the 4 bytes at offset 0 of @g`.
fn describe(mem: &Memory, (id, offset, size): Loc) -> String {
    format!(
        "the {size} bytes at offset {offset} of {}",
        mem.info(id).name
    )
}

/// What `loc` holds, if its block is live and the location in it.
fn contents(mem: &Memory, (id, offset, size): Loc) -> Option<Contents> {
    if mem.info(id).live != Liveness::Live {
        return None;
    }
    let p = Pointer::from_parts(Provenance::Alloc(id), mem.base(id).wrapping_add(offset), 0);
    let bytes = mem.read(p, size, 1).ok()?;
    let n = bytes.len();
    Some(Contents {
        bytes: (0..n).map(|i| (bytes.bits(i), bytes.prov(i))).collect(),
        defined: bytes.is_defined(0, n),
    })
}
