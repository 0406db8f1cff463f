//! A run's observable behaviour (MISSION.md "Observable behaviour and
//! refinement"): its events, how it ended, and the final contents of the
//! memory its caller can see, with every pointer written as an allocation
//! and an offset so that the source and the target, whose memories are laid
//! out differently, can be compared.

use crate::apint::ApInt;
use crate::mem::{AllocKind, ByteBits, Bytes, Memory, Span};
use crate::sem::events::Event;
use crate::sem::run::RunResult;
use crate::sem::stop::{Bound, Stop, UbKind};
use crate::value::{AllocId, Float, Pointer, Provenance, UndefBits, Value};
use std::time::Instant;

/// An allocation named the same way in the source and in the target.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AllocRef {
    /// The k-th buffer argument.
    Input(u32),
    /// A global variable by name.
    Global(String),
    /// A function by name.
    Function(String),
    /// The k-th heap block the behaviour mentions (events first, then the
    /// return value, then memory), so that a source that allocates
    /// blocks the target removed still names the blocks both keep alike.
    Heap(u32),
    /// The k-th stack object the behaviour mentions, counted the same way.
    Stack(u32),
    /// A block of the environment, by its name (which says which call
    /// returned it, the same in the source and the target).
    External(String),
    /// In a call's argument, the k-th object of the call's input that the
    /// callee cannot identify (see `Event::ExternalCall`): which object of
    /// the run it is is not observable.
    Unidentified(u32),
}

impl std::fmt::Display for AllocRef {
    /// The name a report gives the allocation: inputs, globals, functions
    /// and blocks of the environment as `llsem run` names them (`input
    /// #0`, `@g`); heap and stack blocks by the order the behaviour
    /// mentions them.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AllocRef::Input(k) => write!(f, "input #{k}"),
            AllocRef::Global(n) | AllocRef::Function(n) | AllocRef::External(n) => f.write_str(n),
            AllocRef::Heap(k) => write!(f, "heap block #{k}"),
            AllocRef::Stack(k) => write!(f, "stack object #{k}"),
            AllocRef::Unidentified(k) => write!(f, "object #{k} the call cannot identify"),
        }
    }
}

/// An observed value: a register value with pointers made comparable.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Obs {
    /// Poison.
    Poison,
    /// A defined integer.
    Int(ApInt),
    /// Bits some of which are undef.
    Undef(UndefBits),
    /// A defined float.
    Float(Float),
    /// A pointer into an allocation, at a byte offset.
    Ptr(AllocRef, i128),
    /// A pointer with no allocation (null, or an address from nowhere).
    Address(u64),
    /// Vector elements.
    Vector(Vec<Obs>),
    /// Aggregate fields.
    Aggregate(Vec<Obs>),
    /// A token.
    Token,
}

/// One observed byte of memory.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ObsByte {
    /// Plain bits: value, undef mask, poison mask.
    Bits {
        /// Bit values.
        value: u8,
        /// Undef bits.
        undef: u8,
        /// Poison bits.
        poison: u8,
    },
    /// Byte `index` of a stored pointer into an allocation.
    PtrFragment {
        /// Where the pointer points.
        target: AllocRef,
        /// At which offset.
        offset: i128,
        /// Which byte of the pointer.
        index: u8,
    },
}

/// The observed bytes of a block, as runs of equal bytes: a block
/// nothing wrote is one run whatever its size, so observing a run costs
/// what it wrote (paper-notes/refinement-rules.md, "Observed memory").
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ObsBlock {
    /// Each run's end (the offset past its last byte) and its byte, in
    /// address order. Runs are maximal (two neighbours differ), so equal
    /// contents are equal blocks, except while a member of an undef cube
    /// is fixed (see [`Behaviour::fix_bit`]).
    runs: Vec<(u64, ObsByte)>,
}

impl ObsBlock {
    /// The block's bytes one by one.
    pub fn from_bytes(bytes: impl IntoIterator<Item = ObsByte>) -> ObsBlock {
        let mut block = ObsBlock::default();
        bytes.into_iter().for_each(|b| block.push(b, 1));
        block
    }

    /// Its size in bytes (0 for a dead block).
    pub fn len(&self) -> u64 {
        self.runs.last().map_or(0, |(end, _)| *end)
    }

    /// Whether it has no bytes (a dead block).
    pub fn is_empty(&self) -> bool {
        self.runs.is_empty()
    }

    /// Appends `n` copies of `byte`.
    fn push(&mut self, byte: ObsByte, n: u64) {
        if n == 0 {
            return;
        }
        let end = self.len() + n;
        match self.runs.last_mut() {
            Some((last_end, last)) if *last == byte => *last_end = end,
            _ => self.runs.push((end, byte)),
        }
    }

    /// The byte at `offset`, if the block has it.
    pub fn byte(&self, offset: u64) -> Option<&ObsByte> {
        let n = self.runs.partition_point(|(end, _)| *end <= offset);
        self.runs.get(n).map(|(_, b)| b)
    }

    /// The stretches where this block and `other` each hold one byte
    /// throughout, up to the shorter block's end: each stretch's offset
    /// and the two bytes.
    pub fn zip<'a>(
        &'a self,
        other: &'a ObsBlock,
    ) -> impl Iterator<Item = (u64, &'a ObsByte, &'a ObsByte)> {
        let (mut i, mut j, mut at) = (0, 0, 0);
        std::iter::from_fn(move || {
            let (a_end, a) = self.runs.get(i)?;
            let (b_end, b) = other.runs.get(j)?;
            let here = at;
            at = (*a_end).min(*b_end);
            i += usize::from(*a_end == at);
            j += usize::from(*b_end == at);
            Some((here, a, b))
        })
    }

    /// Sets undef `bit` of the byte at `offset` to `value`, first giving
    /// that byte a run of its own: the index of the run it was in, that
    /// run as it was, and how many runs it became.
    fn fix_bit(&mut self, offset: u64, bit: u32, value: bool) -> (usize, (u64, ObsByte), usize) {
        let n = self.runs.partition_point(|(end, _)| *end <= offset);
        let start = if n == 0 { 0 } else { self.runs[n - 1].0 };
        let (end, old) = self.runs[n].clone();
        let mut byte = old.clone();
        if let ObsByte::Bits {
            value: v, undef, ..
        } = &mut byte
        {
            let m = 1u8 << bit;
            if *undef & m != 0 {
                *undef &= !m;
                *v = if value { *v | m } else { *v & !m };
            }
        }
        let mut pieces = Vec::with_capacity(3);
        if offset > start {
            pieces.push((offset, old.clone()));
        }
        pieces.push((offset + 1, byte));
        if end > offset + 1 {
            pieces.push((end, old.clone()));
        }
        let count = pieces.len();
        self.runs.splice(n..=n, pieces);
        (n, (end, old), count)
    }

    /// The first run with undef bits.
    fn first_undef(&self) -> Option<usize> {
        self.runs
            .iter()
            .position(|(_, b)| matches!(b, ObsByte::Bits { undef, .. } if *undef != 0))
    }
}

/// An observable event.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ObsEvent {
    /// A call to a function of the environment.
    Call {
        /// Its name.
        name: String,
        /// Whether it is known to return.
        willreturn: bool,
        /// The arguments.
        args: Vec<Obs>,
        /// The key of its input (arguments, memory and hidden state read).
        key: u64,
    },
    /// Output on a stream.
    Output {
        /// The file descriptor.
        fd: i32,
        /// Whether the calls that wrote it are known to return.
        willreturn: bool,
        /// The bytes.
        bytes: Vec<u8>,
    },
    /// A volatile access.
    Volatile {
        /// Whether a store.
        store: bool,
        /// The value.
        value: Obs,
    },
}

impl ObsEvent {
    /// Whether execution might never continue past this event (a call,
    /// or output, which is a call too, not known to return), so
    /// that UB after it cannot travel back before it.
    pub fn is_barrier(&self) -> bool {
        match self {
            ObsEvent::Call { willreturn, .. } => !willreturn,
            ObsEvent::Output { willreturn, .. } => !willreturn,
            ObsEvent::Volatile { .. } => false,
        }
    }
}

/// How a behaviour ended.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum End {
    /// The function returned (the value; `None` for void).
    Returned(Option<Obs>),
    /// `exit(code)`.
    Exited(i32),
    /// A call of the environment did not return.
    NoReturn,
    /// The run loops forever without further events (see
    /// [`crate::sem::diverge`]).
    Diverged,
    /// A trap or abort, by this signal.
    Trapped(i32),
    /// Immediate UB.
    Ub(UbKind, String),
    /// A bound was hit (not a behaviour: the check is inconclusive).
    Bound(Bound),
    /// Something llsem does not support.
    Unsupported(String),
}

/// One behaviour of a run.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Behaviour {
    /// The events, in order.
    pub events: Vec<ObsEvent>,
    /// How it ended.
    pub end: End,
    /// The visible memory at the end: input buffers, globals (constants
    /// too: their contents are visible to every caller) and blocks of the
    /// environment (a dead one has no bytes).
    pub memory: Vec<(AllocRef, ObsBlock)>,
    /// The version of each function's inaccessible memory at the end (the
    /// functions whose calls changed it).
    pub hidden: Vec<(String, u64)>,
    /// Whether the run resolved undef early (see `Machine::approximated`).
    pub approximated: bool,
    /// Whether fast-math flags allowed results the run did not compute
    /// (see `Machine::fast_math_approximated`).
    pub fast_math_approximated: bool,
    /// What `reassoc` licenses of the returned value, when the source's
    /// expression is one [`super::reassoc`] decides (set on the source's
    /// behaviours; the comparison reads it there).
    pub reassoc: Option<super::reassoc::Reassoc>,
}

impl Behaviour {
    /// Whether the run explored only some of its behaviours: it resolved
    /// undef early, or fast-math flags allowed results it did not compute
    /// and [`Behaviour::reassoc`] does not decide them.
    pub fn partial(&self) -> bool {
        self.approximated || (self.fast_math_approximated && self.reassoc.is_none())
    }
}

/// Names allocations of one run: inputs by position, globals, functions
/// and blocks of the environment by name, heap and stack blocks in the
/// order the behaviour first mentions them (Alive2 likewise matches the
/// local blocks of the source and the target as they escape, rather than
/// by their allocation order: removing an unused `alloca` or `malloc`
/// does not rename the others).
///
/// Names are made when first asked for, so observing a run costs what its
/// behaviour mentions, not the number of functions and globals in its
/// module.
struct Namer<'a> {
    mem: &'a Memory,
    /// For each allocation id, its name once it was asked for.
    names: Vec<Option<AllocRef>>,
    /// Heap and stack blocks named so far.
    heaps: u32,
    stacks: u32,
}

impl<'a> Namer<'a> {
    fn new(mem: &'a Memory) -> Namer<'a> {
        Namer {
            mem,
            names: vec![None; mem.len()],
            heaps: 0,
            stacks: 0,
        }
    }

    /// The name of allocation `id`, naming a heap or stack block at its
    /// first mention.
    fn name(&mut self, id: AllocId) -> Option<AllocRef> {
        let i = id.0 as usize;
        if let Some(name) = self.names.get(i)? {
            return Some(name.clone());
        }
        let info = self.mem.info(id);
        let name = match info.kind {
            AllocKind::Input => AllocRef::Input(self.input_position(id)),
            AllocKind::Global => AllocRef::Global(info.name.to_string()),
            AllocKind::Function => AllocRef::Function(info.name.to_string()),
            AllocKind::External => AllocRef::External(info.name.to_string()),
            AllocKind::Heap => {
                self.heaps += 1;
                AllocRef::Heap(self.heaps - 1)
            }
            AllocKind::Stack => {
                self.stacks += 1;
                AllocRef::Stack(self.stacks - 1)
            }
        };
        self.names[i] = Some(name.clone());
        Some(name)
    }

    /// How many input buffers were allocated before input `id`.
    fn input_position(&self, id: AllocId) -> u32 {
        self.mem
            .allocations()
            .take_while(|&(other, _)| other != id)
            .filter(|(_, a)| a.kind == AllocKind::Input)
            .count() as u32
    }

    fn pointer(&mut self, p: &Pointer) -> Obs {
        let id = match p.prov() {
            Provenance::Alloc(id) => Some(id),
            Provenance::Wildcard => self.mem.alloc_at(p.addr),
            Provenance::None => None,
        };
        match id.and_then(|id| Some((id, self.name(id)?))) {
            Some((id, name)) => Obs::Ptr(name, p.addr as i128 - self.mem.base(id) as i128),
            None => Obs::Address(p.addr),
        }
    }

    /// A pointer into the k-th object a call cannot identify: its offset
    /// in the object, without naming the object.
    fn unidentified(&mut self, p: &Pointer, k: u32) -> Obs {
        match p.prov() {
            Provenance::Alloc(id) => Obs::Ptr(
                AllocRef::Unidentified(k),
                p.addr as i128 - self.mem.base(id) as i128,
            ),
            _ => self.pointer(p),
        }
    }

    fn value(&mut self, v: &Value) -> Obs {
        match v {
            Value::Poison => Obs::Poison,
            Value::Int(i) => Obs::Int(i.clone()),
            Value::Float(f) => Obs::Float(*f),
            Value::Ptr(p) => self.pointer(p),
            Value::Undef(u) => Obs::Undef((**u).clone()),
            Value::Vector(es) => Obs::Vector(es.iter().map(|e| self.value(e)).collect()),
            Value::Aggregate(es) => Obs::Aggregate(es.iter().map(|e| self.value(e)).collect()),
            Value::Token => Obs::Token,
        }
    }

    /// The final contents of allocation `id`, a piece at a time (see
    /// [`Memory::visit_contents`]); `None` if `deadline` passed first.
    fn block(&mut self, id: AllocId, deadline: Option<Instant>) -> Option<ObsBlock> {
        let mem = self.mem;
        let size = mem.info(id).size;
        let mut block = ObsBlock::default();
        let mut late = false;
        mem.visit_contents(id, &mut |at, span| {
            late = late || deadline.is_some_and(|d| Instant::now() >= d);
            if late {
                return;
            }
            match span {
                Span::Uniform(n, bits) => block.push(plain(bits), n),
                Span::Bytes(b) if !b.has_meta() && !b.has_fragments() => {
                    for run in b.values().chunk_by(|x, y| x == y) {
                        block.push(plain(ByteBits::plain(run[0])), run.len() as u64);
                    }
                }
                // Without fragments every byte is its bits: no pointer to
                // name, so no look-up per byte.
                // Equal neighbours are pushed as one run.
                Span::Bytes(b) if !b.has_fragments() => {
                    let mut i = 0;
                    while i < b.len() {
                        let bits = b.bits(i);
                        let n = (i + 1..b.len()).take_while(|&j| b.bits(j) == bits).count() + 1;
                        block.push(plain(bits), n as u64);
                        i += n;
                    }
                }
                Span::Bytes(b) => {
                    for i in 0..b.len() {
                        let byte = self.byte(id, size, b, at, i);
                        block.push(byte, 1);
                    }
                }
            }
        });
        (!late).then_some(block)
    }

    /// Byte `i` of `b`, the piece at offset `at` of allocation `id` (of
    /// `size` bytes).
    fn byte(&mut self, id: AllocId, size: u64, b: &Bytes, at: u64, i: usize) -> ObsByte {
        let bits = b.bits(i);
        let Some(frag) = b.prov(i).filter(|_| bits.poison == 0 && bits.undef == 0) else {
            return plain(bits);
        };
        // The pointer this byte belongs to starts `index` bytes back,
        // perhaps in the piece before; bytes past the end count as 0.
        let start = (at + i as u64).saturating_sub(u64::from(frag.index));
        let addr = (0..8u64)
            .filter(|k| start + k < size)
            .map(|k| {
                let v = match (start + k).checked_sub(at) {
                    Some(o) if o < b.len() as u64 => b.value(o as usize),
                    _ => self.mem.byte_at(id, start + k).0.value,
                };
                u64::from(v) << (8 * k)
            })
            .fold(0, |a, v| a | v);
        match self.pointer(&Pointer::from_parts(frag.prov, addr, 0)) {
            Obs::Ptr(target, offset) => ObsByte::PtrFragment {
                target,
                offset,
                index: frag.index,
            },
            _ => plain(bits),
        }
    }
}

fn plain(bits: ByteBits) -> ObsByte {
    ObsByte::Bits {
        value: bits.value,
        undef: bits.undef,
        poison: bits.poison,
    }
}

/// How a check observes its runs.
#[derive(Clone, Copy, Debug, Default)]
pub struct Lens {
    /// Observing a run's memory after this wall-clock instant gives a
    /// time bound instead.
    pub deadline: Option<Instant>,
    /// Whether the blocks of constant globals are left out of the
    /// observed memory: where both modules define every constant global
    /// alike ([`super::alike`]), their contents are the same at the end
    /// of every run of either side.
    pub skip_constants: bool,
}

/// The behaviour of a finished run, as `lens` sees it; a time bound if
/// its deadline passes while the run's memory is read.
pub fn observe(r: &RunResult, lens: Lens) -> Behaviour {
    let deadline = lens.deadline;
    let mut namer = Namer::new(&r.memory);
    let events = r
        .events
        .iter()
        .map(|e| match e {
            Event::ExternalCall {
                name,
                args,
                unidentified,
                willreturn,
                key,
            } => ObsEvent::Call {
                name: name.clone(),
                willreturn: *willreturn,
                args: args
                    .iter()
                    .zip(unidentified)
                    .map(|(a, u)| match (a, u) {
                        (Value::Ptr(p), Some(k)) => namer.unidentified(p, *k),
                        _ => namer.value(a),
                    })
                    .collect(),
                key: *key,
            },
            Event::Output {
                fd,
                willreturn,
                bytes,
            } => ObsEvent::Output {
                fd: *fd,
                willreturn: *willreturn,
                bytes: bytes.clone(),
            },
            Event::Volatile { store, value, .. } => ObsEvent::Volatile {
                store: *store,
                value: namer.value(value),
            },
        })
        .collect();
    let mut end = match &r.stop {
        Stop::Returned(v) => End::Returned(v.as_ref().map(|v| namer.value(v))),
        Stop::Exited(c) => End::Exited(*c),
        Stop::NoReturn(_) => End::NoReturn,
        Stop::Diverged(_) => End::Diverged,
        Stop::Trapped(t) => End::Trapped(t.signal),
        Stop::Ub(u) => End::Ub(u.kind, u.message.clone()),
        Stop::Bound(b) => End::Bound(*b),
        Stop::Unsupported(s) => End::Unsupported(s.clone()),
    };
    // After a call of the environment that kept control, only what that
    // call may read is still observable. Nor is the block of a
    // `dead_on_return` argument (LangRef "Parameter Attributes": what the
    // function wrote through it is poison on return). Leaving the whole
    // block out misses a target that writes bytes the source did not.
    let readable = match &r.stop {
        Stop::NoReturn(n) => n.readable.as_deref(),
        _ => None,
    };
    // A fresh `noalias` result is the program's own, like its heap blocks,
    // whose contents at the end are not compared either (Alive2 likewise
    // compares only non-local blocks at return).
    let own = &r.env_state.fresh_noalias;
    let observed: Vec<AllocId> = r
        .memory
        .allocations()
        .filter(|(id, a)| {
            matches!(
                a.kind,
                AllocKind::Input | AllocKind::External | AllocKind::Global
            ) && readable.is_none_or(|ids| ids.contains(id))
                && !own.contains(id)
                && !r.env_state.dead_on_return.contains(id)
                && !(lens.skip_constants && a.kind == AllocKind::Global && !a.mutable)
        })
        .map(|(id, _)| id)
        .collect();
    // An allocation costs the run only what was written into it, so the
    // runs its final contents make are counted against the memory bound
    // before they are made.
    let mut runs = 0u64;
    for id in &observed {
        r.memory.visit_contents(*id, &mut |_, span| {
            runs += match span {
                Span::Uniform(..) => 1,
                Span::Bytes(b) => b.len() as u64,
            }
        });
    }
    let per_run = std::mem::size_of::<(u64, ObsByte)>() as u64;
    let mut memory = Vec::new();
    if r.memory
        .host_bytes()
        .saturating_add(runs.saturating_mul(per_run))
        > r.memory.limit()
    {
        end = End::Bound(Bound::Memory);
    } else {
        for id in observed {
            let Some(name) = namer.name(id) else {
                continue;
            };
            let Some(block) = namer.block(id, deadline) else {
                end = End::Bound(Bound::Time);
                memory.clear();
                break;
            };
            memory.push((name, block));
        }
    }
    let mut hidden: Vec<(String, u64)> = r
        .env_state
        .inaccessible
        .iter()
        .map(|(n, v)| (n.to_string(), *v))
        .collect();
    hidden.sort();
    Behaviour {
        events,
        end,
        memory,
        hidden,
        approximated: r.approximated,
        fast_math_approximated: r.fast_math_approximated,
        reassoc: None,
    }
}

/// Where a bit of a behaviour's observables is: the observable, which
/// scalar leaf of the value there (in the order [`Obs`] lists them), and
/// which bit of it (for memory, of the byte).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitAt {
    /// The observable.
    pub site: Site,
    /// The leaf of the value there (0 for a memory byte).
    pub leaf: usize,
    /// The bit, 0 the least significant.
    pub bit: u32,
}

/// An observable of a behaviour that may hold undef bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Site {
    /// The return value.
    Returned,
    /// Argument `.1` of event `.0`.
    Arg(usize, usize),
    /// The value of volatile event `.0`.
    Volatile(usize),
    /// The byte at offset `.1` of memory block `.0` (an index into
    /// [`Behaviour::memory`]).
    Byte(usize, u64),
}

/// What [`Behaviour::fix_bit`] changed, with the observable as it was, so
/// that [`Behaviour::undo`] puts it back.
pub struct Fixed(Place);

/// The observable an undef bit was fixed in, as it was before.
enum Place {
    /// The return value.
    Returned(Obs),
    /// Argument `.1` of event `.0`.
    Arg(usize, usize, Obs),
    /// The value of volatile event `.0`.
    Volatile(usize, Obs),
    /// Run `.1` of memory block `.0` as it was, now split into `.3` runs
    /// (the fixed byte in a run of its own).
    Run(usize, usize, (u64, ObsByte), usize),
}

impl Behaviour {
    /// `events`, then `end`, with no memory or hidden state observed and
    /// nothing approximated: what tests build behaviours from.
    #[cfg(test)]
    pub fn of(events: Vec<ObsEvent>, end: End) -> Behaviour {
        Behaviour {
            events,
            end,
            memory: vec![],
            hidden: vec![],
            approximated: false,
            fast_math_approximated: false,
            reassoc: None,
        }
    }

    /// Sets this behaviour's first undef bit (the return value's first,
    /// most significant first, then the events', then memory's) to `bit`,
    /// narrowing the set of concrete behaviours it stands for to one half;
    /// `None` when it has no undef bit. Each undef bit is a separate use,
    /// so the members are every combination of them. The change is undone
    /// by [`Self::undo`]. (The tests walk the members this way; the search
    /// fixes the bits that matter, see [`Self::fix_bit`].)
    #[cfg(test)]
    pub fn fix_first_undef(&mut self, bit: bool) -> Option<Fixed> {
        let at = self.first_undef_bit()?;
        Some(self.fix_bit(at, bit))
    }

    /// Where [`Self::fix_first_undef`] fixes a bit.
    #[cfg(test)]
    fn first_undef_bit(&self) -> Option<BitAt> {
        if let End::Returned(Some(v)) = &self.end
            && let Some((leaf, bit)) = v.first_undef_bit()
        {
            return Some(BitAt {
                site: Site::Returned,
                leaf,
                bit,
            });
        }
        for (i, e) in self.events.iter().enumerate() {
            match e {
                ObsEvent::Call { args, .. } => {
                    for (j, a) in args.iter().enumerate() {
                        if let Some((leaf, bit)) = a.first_undef_bit() {
                            let site = Site::Arg(i, j);
                            return Some(BitAt { site, leaf, bit });
                        }
                    }
                }
                ObsEvent::Volatile { value, .. } => {
                    if let Some((leaf, bit)) = value.first_undef_bit() {
                        let site = Site::Volatile(i);
                        return Some(BitAt { site, leaf, bit });
                    }
                }
                ObsEvent::Output { .. } => {}
            }
        }
        self.memory.iter().enumerate().find_map(|(k, (_, block))| {
            let n = block.first_undef()?;
            let start = if n == 0 { 0 } else { block.runs[n - 1].0 };
            let ObsByte::Bits { undef, .. } = block.runs[n].1 else {
                return None;
            };
            Some(BitAt {
                site: Site::Byte(k, start),
                leaf: 0,
                bit: 7 - undef.leading_zeros(),
            })
        })
    }

    /// Sets the undef bit at `at` to `bit` (a bit that is not undef, or
    /// not there, is left as it is). The change is undone by
    /// [`Self::undo`], so a search over the members needs no copy of the
    /// behaviour (its memory may be large).
    pub fn fix_bit(&mut self, at: BitAt, bit: bool) -> Fixed {
        let fix = |v: &mut Obs| {
            let old = v.clone();
            v.fix_leaf_bit(&mut at.leaf.clone(), at.bit, bit);
            old
        };
        match at.site {
            Site::Returned => {
                let old = match &mut self.end {
                    End::Returned(Some(v)) => fix(v),
                    _ => Obs::Token,
                };
                Fixed(Place::Returned(old))
            }
            Site::Arg(i, j) => {
                let old = match &mut self.events[i] {
                    ObsEvent::Call { args, .. } => fix(&mut args[j]),
                    _ => Obs::Token,
                };
                Fixed(Place::Arg(i, j, old))
            }
            Site::Volatile(i) => {
                let old = match &mut self.events[i] {
                    ObsEvent::Volatile { value, .. } => fix(value),
                    _ => Obs::Token,
                };
                Fixed(Place::Volatile(i, old))
            }
            Site::Byte(k, offset) => {
                let (n, old, pieces) = self.memory[k].1.fix_bit(offset, at.bit, bit);
                Fixed(Place::Run(k, n, old, pieces))
            }
        }
    }

    /// Puts back what [`Self::fix_bit`] changed.
    pub fn undo(&mut self, Fixed(place): Fixed) {
        match place {
            Place::Returned(old) => {
                if let End::Returned(Some(v)) = &mut self.end {
                    *v = old;
                }
            }
            Place::Arg(i, j, old) => {
                if let ObsEvent::Call { args, .. } = &mut self.events[i] {
                    args[j] = old;
                }
            }
            Place::Volatile(i, old) => {
                if let ObsEvent::Volatile { value, .. } = &mut self.events[i] {
                    *value = old;
                }
            }
            Place::Run(k, n, old, pieces) => {
                self.memory[k].1.runs.splice(n..n + pieces, [old]);
            }
        }
    }

    /// Whether some observable has undef bits.
    pub fn has_undef(&self) -> bool {
        let returned = matches!(&self.end, End::Returned(Some(v)) if v.has_undef());
        returned
            || self.events.iter().any(|e| match e {
                ObsEvent::Call { args, .. } => args.iter().any(Obs::has_undef),
                ObsEvent::Volatile { value, .. } => value.has_undef(),
                ObsEvent::Output { .. } => false,
            })
            || self
                .memory
                .iter()
                .any(|(_, block)| block.first_undef().is_some())
    }
}

/// The arguments of the calls two behaviours make at the same position
/// to the same function, pair by pair of calls.
pub fn same_calls<'a>(
    src: &'a Behaviour,
    tgt: &'a Behaviour,
) -> impl Iterator<Item = (&'a [Obs], &'a [Obs])> {
    src.events
        .iter()
        .zip(&tgt.events)
        .filter_map(|(s, t)| match (s, t) {
            (
                ObsEvent::Call { name, args, .. },
                ObsEvent::Call {
                    name: tn, args: ta, ..
                },
            ) if name == tn => Some((args.as_slice(), ta.as_slice())),
            _ => None,
        })
}

impl Obs {
    /// The first leaf with undef bits and its most significant undef bit.
    #[cfg(test)]
    fn first_undef_bit(&self) -> Option<(usize, u32)> {
        let mut leaf = 0;
        self.undef_leaf(&mut leaf).map(|bit| (leaf, bit))
    }

    /// [`Self::first_undef_bit`]'s bit, counting in `leaf` the leaves
    /// before it.
    #[cfg(test)]
    fn undef_leaf(&self, leaf: &mut usize) -> Option<u32> {
        match self {
            Obs::Vector(es) | Obs::Aggregate(es) => es.iter().find_map(|e| e.undef_leaf(leaf)),
            Obs::Undef(u) if !u.undef.is_zero() => Some(u.undef.width() - 1 - u.undef.ctlz()),
            _ => {
                *leaf += 1;
                None
            }
        }
    }

    /// The number of scalar leaves.
    pub fn leaves(&self) -> usize {
        match self {
            Obs::Vector(es) | Obs::Aggregate(es) => es.iter().map(Obs::leaves).sum(),
            _ => 1,
        }
    }

    /// Sets `bit` of leaf `leaf` (counted down to 0 on the way) to
    /// `value` if it is undef (a value whose last undef bit is set stays
    /// an `Undef` with an empty mask, which compares by its bits); whether
    /// the leaf was reached.
    fn fix_leaf_bit(&mut self, leaf: &mut usize, bit: u32, value: bool) -> bool {
        match self {
            Obs::Vector(es) | Obs::Aggregate(es) => {
                es.iter_mut().any(|e| e.fix_leaf_bit(leaf, bit, value))
            }
            _ if *leaf > 0 => {
                *leaf -= 1;
                false
            }
            Obs::Undef(u) => {
                if u.undef.bit(bit) {
                    u.undef.set_bit(bit, false);
                    u.bits.set_bit(bit, value);
                }
                true
            }
            _ => true,
        }
    }

    /// Whether some bit of this value is undef.
    fn has_undef(&self) -> bool {
        match self {
            Obs::Undef(u) => !u.undef.is_zero(),
            Obs::Vector(es) | Obs::Aggregate(es) => es.iter().any(Obs::has_undef),
            _ => false,
        }
    }

    /// Every defined integer inside, and the least and greatest member of
    /// each part with undef bits, for guiding the source search.
    pub fn integers(&self, out: &mut Vec<ApInt>) {
        match self {
            Obs::Int(i) => out.push(i.clone()),
            Obs::Float(f) => out.push(ApInt::from_u128(f.kind.bits(), f.bits)),
            // The least and the greatest member (undef bits all 0, all 1):
            // a source choosing each of its wide values from these can
            // show the same set (`select i1 undef` of two chosen arms).
            Obs::Undef(u) => {
                out.push(u.bits.and(&u.undef.not()));
                out.push(u.bits.or(&u.undef));
            }
            Obs::Vector(es) | Obs::Aggregate(es) => es.iter().for_each(|e| e.integers(out)),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::model::Model;
    use crate::oracle::RandomOracle;
    use crate::sem::program::Program;
    use crate::sem::run::{RunOptions, run_function};
    use crate::syntax::SourceFile;

    /// One run of `@f()` of `text`.
    fn run(text: &str) -> RunResult {
        let m = crate::parse::load(SourceFile::new("t.ll", text)).expect("valid test module");
        let prog = Program::new(Arc::new(m), Model::default()).expect("compilable test module");
        let f = prog.module.function_by_name("f").expect("@f");
        let mut oracle = RandomOracle::new(0);
        run_function(&prog, f, Vec::new(), &mut oracle, &RunOptions::default())
    }

    fn bits(value: u8, undef: u8) -> ObsByte {
        ObsByte::Bits {
            value,
            undef,
            poison: 0,
        }
    }

    #[test]
    fn a_huge_global_is_observed_as_runs_of_what_was_written() {
        let r = run("@big = global [64 x [8192 x i8]] zeroinitializer\n\
             @u = global [3 x i8] undef\n\
             define void @f() {\n  \
             %p = getelementptr i8, ptr @big, i64 24581\n  \
             store i16 258, ptr %p, align 1\n  ret void\n}\n");
        let b = observe(&r, Lens::default());
        assert_eq!(b.end, End::Returned(None));
        let (_, big) = &b.memory[0];
        assert_eq!(big.len(), 64 * 8192);
        // Zeros, the two bytes stored (little-endian 258), zeros.
        let runs: Vec<(u64, ObsByte)> = big.runs.clone();
        assert_eq!(
            runs,
            vec![
                (24581, bits(0, 0)),
                (24582, bits(2, 0)),
                (24583, bits(1, 0)),
                (64 * 8192, bits(0, 0)),
            ]
        );
        let (_, u) = &b.memory[1];
        assert_eq!(u.runs, vec![(3, bits(0, 0xff))]);
    }

    #[test]
    fn a_lens_that_skips_constants_leaves_out_constant_globals_only() {
        let r = run("@c = constant [2 x i8] c\"ab\"\n\
             @m = global [2 x i8] zeroinitializer\n\
             define void @f() {\n  store i8 1, ptr @m\n  ret void\n}\n");
        let names = |lens| -> Vec<String> {
            observe(&r, lens)
                .memory
                .iter()
                .map(|(n, _)| n.to_string())
                .collect()
        };
        let all = names(Lens::default());
        assert_eq!(all.len(), 2, "{all:?}");
        let skipped = names(Lens {
            deadline: None,
            skip_constants: true,
        });
        assert_eq!(skipped.len(), 1, "{skipped:?}");
        assert!(skipped[0].contains('m'), "{skipped:?}");
    }

    #[test]
    fn observing_after_the_deadline_is_a_time_bound() {
        let r = run("@g = global [4 x i8] zeroinitializer\n\
             define void @f() {\n  ret void\n}\n");
        let b = observe(
            &r,
            Lens {
                deadline: Some(Instant::now()),
                skip_constants: false,
            },
        );
        assert_eq!(b.end, End::Bound(Bound::Time));
        assert!(b.memory.is_empty());
    }

    #[test]
    fn blocks_zip_by_stretches_and_fixing_an_undef_bit_splits_a_run_and_undoes() {
        let a = ObsBlock::from_bytes([bits(0, 0), bits(0, 0), bits(1, 0), bits(1, 0)]);
        let c = ObsBlock::from_bytes([bits(0, 0), bits(5, 0), bits(5, 0)]);
        let stretches: Vec<(u64, u8, u8)> = a
            .zip(&c)
            .map(|(at, x, y)| match (x, y) {
                (ObsByte::Bits { value: x, .. }, ObsByte::Bits { value: y, .. }) => (at, *x, *y),
                _ => unreachable!(),
            })
            .collect();
        // Up to the shorter block's end.
        assert_eq!(stretches, vec![(0, 0, 0), (1, 0, 5), (2, 1, 5)]);

        let block = ObsBlock::from_bytes([bits(7, 0), bits(0, 0x81), bits(0, 0x81), bits(0, 0x81)]);
        let mut b = Behaviour {
            events: Vec::new(),
            end: End::Returned(None),
            memory: vec![(AllocRef::Input(0), block.clone())],
            hidden: Vec::new(),
            approximated: false,
            fast_math_approximated: false,
            reassoc: None,
        };
        let f1 = b.fix_first_undef(true).expect("an undef bit");
        // Byte 1 split off with its top undef bit set; bytes 2-3 as they were.
        assert_eq!(
            b.memory[0].1.runs,
            vec![(1, bits(7, 0)), (2, bits(0x80, 0x01)), (4, bits(0, 0x81))]
        );
        let f2 = b.fix_first_undef(false).expect("an undef bit");
        assert_eq!(b.memory[0].1.runs[1], (2, bits(0x80, 0)));
        b.undo(f2);
        b.undo(f1);
        assert_eq!(b.memory[0].1, block);
        assert!(b.has_undef());
    }
}
