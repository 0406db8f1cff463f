//! A run's observable behaviour (MISSION.md "Observable behaviour and
//! refinement"): its events, how it ended, and the final contents of the
//! memory its caller can see, with every pointer written as an allocation
//! and an offset so that the source and the target, whose memories are laid
//! out differently, can be compared.

use crate::apint::ApInt;
use crate::mem::{AllocKind, Memory};
use crate::sem::events::Event;
use crate::sem::run::RunResult;
use crate::sem::stop::{Bound, Stop, UbKind};
use crate::value::{AllocId, Float, Pointer, Provenance, UndefBits, Value};

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
}

/// An observed value: a register value with pointers made comparable.
#[derive(Clone, Debug, PartialEq)]
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
#[derive(Clone, Debug, PartialEq)]
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

/// An observable event.
#[derive(Clone, Debug, PartialEq)]
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
#[derive(Clone, Debug, PartialEq)]
pub enum End {
    /// The function returned (the value; `None` for void).
    Returned(Option<Obs>),
    /// `exit(code)`.
    Exited(i32),
    /// A call of the environment did not return.
    NoReturn,
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
#[derive(Clone, Debug, PartialEq)]
pub struct Behaviour {
    /// The events, in order.
    pub events: Vec<ObsEvent>,
    /// How it ended.
    pub end: End,
    /// The visible memory at the end: input buffers, globals (constants
    /// too: their contents are visible to every caller) and blocks of the
    /// environment (a dead one has no bytes).
    pub memory: Vec<(AllocRef, Vec<ObsByte>)>,
    /// The version of each function's inaccessible memory at the end (the
    /// functions whose calls changed it).
    pub hidden: Vec<(String, u64)>,
    /// Whether the run resolved undef early (see `Machine::approximated`).
    pub approximated: bool,
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

    fn bytes(&mut self, id: AllocId) -> Vec<ObsByte> {
        let b = &self.mem.contents(id);
        (0..b.len())
            .map(|i| match b.prov(i) {
                Some(frag) if b.bits(i).poison == 0 && b.bits(i).undef == 0 => {
                    // The pointer this byte belongs to starts `index` bytes back.
                    let start = i.saturating_sub(frag.index as usize);
                    let addr = pointer_address(b, start);
                    match self.pointer(&Pointer::from_parts(frag.prov, addr, 0)) {
                        Obs::Ptr(target, offset) => ObsByte::PtrFragment {
                            target,
                            offset,
                            index: frag.index,
                        },
                        _ => plain(b, i),
                    }
                }
                _ => plain(b, i),
            })
            .collect()
    }
}

fn plain(b: &crate::mem::Bytes, i: usize) -> ObsByte {
    let bits = b.bits(i);
    ObsByte::Bits {
        value: bits.value,
        undef: bits.undef,
        poison: bits.poison,
    }
}

/// The little-endian 8-byte address starting at `start` (missing bytes 0).
fn pointer_address(b: &crate::mem::Bytes, start: usize) -> u64 {
    let mut a = 0u64;
    for k in 0..8 {
        if let Some(v) = b.values().get(start + k) {
            a |= (*v as u64) << (8 * k);
        }
    }
    a
}

/// The behaviour of a finished run of `prog`.
pub fn observe(r: &RunResult) -> Behaviour {
    let mut namer = Namer::new(&r.memory);
    let events = r
        .events
        .iter()
        .map(|e| match e {
            Event::ExternalCall {
                name,
                args,
                willreturn,
                key,
            } => ObsEvent::Call {
                name: name.clone(),
                willreturn: *willreturn,
                args: args.iter().map(|a| namer.value(a)).collect(),
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
        })
        .map(|(id, _)| id)
        .collect();
    // An allocation costs the run only what was written into it, so a
    // huge global is checked against the memory bound before its final
    // contents are read byte by byte.
    let per_byte = std::mem::size_of::<ObsByte>() as u64;
    let memory = if observed
        .iter()
        .all(|id| r.memory.contents_fit(*id, per_byte))
    {
        observed
            .into_iter()
            .filter_map(|id| Some((namer.name(id)?, namer.bytes(id))))
            .collect()
    } else {
        end = End::Bound(Bound::Memory);
        Vec::new()
    };
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
    }
}

/// What [`Behaviour::fix_first_undef`] changed, with the observable as it
/// was, so that [`Behaviour::undo`] puts it back.
pub struct Fixed(Place);

/// The observable an undef bit was fixed in, as it was before.
enum Place {
    /// The return value.
    Returned(Obs),
    /// Argument `.1` of event `.0`.
    Arg(usize, usize, Obs),
    /// The value of volatile event `.0`.
    Volatile(usize, Obs),
    /// Byte `.1` of memory block `.0`.
    Byte(usize, usize, ObsByte),
}

impl Behaviour {
    /// Sets this behaviour's first undef bit (the return value's first,
    /// most significant first, then the events', then memory's) to `bit`,
    /// narrowing the set of concrete behaviours it stands for to one half;
    /// `None` when it has no undef bit. Each undef bit is a separate use,
    /// so the members are every combination of them. The change is undone
    /// by [`Self::undo`], so a search over the members needs no copy of
    /// the behaviour (its memory may be large).
    pub fn fix_first_undef(&mut self, bit: bool) -> Option<Fixed> {
        if let End::Returned(Some(v)) = &mut self.end
            && v.has_undef()
        {
            let old = v.clone();
            v.fix_first_undef(bit);
            return Some(Fixed(Place::Returned(old)));
        }
        for (i, e) in self.events.iter_mut().enumerate() {
            match e {
                ObsEvent::Call { args, .. } => {
                    for (j, a) in args.iter_mut().enumerate() {
                        if a.has_undef() {
                            let old = a.clone();
                            a.fix_first_undef(bit);
                            return Some(Fixed(Place::Arg(i, j, old)));
                        }
                    }
                }
                ObsEvent::Volatile { value, .. } if value.has_undef() => {
                    let old = value.clone();
                    value.fix_first_undef(bit);
                    return Some(Fixed(Place::Volatile(i, old)));
                }
                _ => {}
            }
        }
        let (k, n) = self.memory.iter().enumerate().find_map(|(k, (_, bytes))| {
            let n = bytes
                .iter()
                .position(|b| matches!(b, ObsByte::Bits { undef, .. } if *undef != 0))?;
            Some((k, n))
        })?;
        let byte = &mut self.memory[k].1[n];
        let old = byte.clone();
        if let ObsByte::Bits { value, undef, .. } = byte {
            let top = 1u8 << (7 - undef.leading_zeros());
            *undef &= !top;
            *value = if bit { *value | top } else { *value & !top };
        }
        Some(Fixed(Place::Byte(k, n, old)))
    }

    /// Puts back what [`Self::fix_first_undef`] changed.
    pub fn undo(&mut self, Fixed(place): Fixed) {
        match place {
            Place::Returned(old) => self.end = End::Returned(Some(old)),
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
            Place::Byte(k, n, old) => self.memory[k].1[n] = old,
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
            || self.memory.iter().any(|(_, bytes)| {
                bytes
                    .iter()
                    .any(|b| matches!(b, ObsByte::Bits { undef, .. } if *undef != 0))
            })
    }
}

impl Obs {
    /// Sets the most significant undef bit of the first value with undef
    /// bits to `bit` (a value whose last undef bit is set stays an
    /// `Undef` with an empty mask, which compares by its bits).
    fn fix_first_undef(&mut self, bit: bool) -> bool {
        match self {
            Obs::Undef(u) if !u.undef.is_zero() => {
                let top = u.undef.width() - 1 - u.undef.ctlz();
                u.undef.set_bit(top, false);
                u.bits.set_bit(top, bit);
                true
            }
            Obs::Vector(es) | Obs::Aggregate(es) => es.iter_mut().any(|e| e.fix_first_undef(bit)),
            _ => false,
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

    /// Every defined integer inside, for guiding the source search.
    pub fn integers(&self, out: &mut Vec<ApInt>) {
        match self {
            Obs::Int(i) => out.push(i.clone()),
            Obs::Float(f) => out.push(ApInt::from_u128(f.kind.bits(), f.bits)),
            Obs::Vector(es) | Obs::Aggregate(es) => es.iter().for_each(|e| e.integers(out)),
            _ => {}
        }
    }
}
