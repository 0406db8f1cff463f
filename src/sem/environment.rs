//! The environment of a run: what the functions outside the module do
//! (decision record 0013).
//!
//! A call of a declared function that llsem does not implement is answered
//! by the environment, as a deterministic function of the call's *input*:
//! the callee's name, its arguments, the contents of the memory its
//! attributes let it read, and the version of the hidden state it may read
//! (its own inaccessible memory, or the world outside the module). The
//! answer (the *outcome*: whether the call has UB, whether it returns, the
//! memory it writes, the blocks it frees, its result) is drawn from a
//! generator seeded by the environment seed and a hash of the input, so
//! equal calls get equal answers, in one run and in the source and the
//! target run of a refinement check (Alive2's reading: calls with refined
//! inputs give refined outputs, `ir/state.cpp`, `State::addFnCall`).
//!
//! This module holds what does not need the machine: the configuration
//! ([`Environment`]), the input as data ([`CallInput`], with a hash and a
//! refinement order), the per-run state ([`EnvState`]) and the draws of an
//! outcome ([`Draws`]). `step::call` computes inputs and applies outcomes.

use std::sync::Arc;

use chacha20::ChaCha8Rng;
use rand::{Rng, SeedableRng};

use crate::apint::ApInt;
use crate::mem::{ByteBits, Bytes, Fill};
use crate::sem::ops::float::modes::RoundingMode;
use crate::value::AllocId;

/// A deterministic environment: the seed of every answer, and which kinds
/// of answer it gives.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Environment {
    /// The seed.
    pub seed: u64,
    /// Whether calls that are not `speculatable` have UB for some inputs
    /// (about half of them). `llsem run`: `--env-pure-ub`.
    pub pure_ub: bool,
    /// Whether the environment may also, depending on the seed, make calls
    /// that are not `willreturn` never return, write the memory they may
    /// write, free the blocks they may free, and return poison where no
    /// `noundef` forbids it. Off for `llsem run` unless `--env-effects`;
    /// the refinement checker turns it on for every input.
    pub effects: bool,
    /// The dynamic floating-point rounding mode when the run starts
    /// (round to nearest for a C program; any mode for a function called
    /// from unknown code). Only the constrained floating-point intrinsics,
    /// `llvm.get.rounding` and `fegetround` see it.
    pub rounding: RoundingMode,
    /// Whether standard input is the content this environment generates
    /// from its seed ([`Self::stdin_bytes`]; the refinement checker's
    /// choice for modules that read it, and `llsem run --env-stdin`)
    /// rather than the one the run is given.
    pub stdin: bool,
    /// Whether the global variables whose contents a called function
    /// cannot know ([`crate::sem::program::Program::unknown_at_entry`])
    /// start with the bytes this environment generates from its seed
    /// ([`Self::global_bytes`]) instead of their initializers: the
    /// refinement checker's choice, and `llsem run --env-globals`.
    pub globals: bool,
    /// The width in bytes of the words in which the contents the
    /// environment chooses for globals at entry (with `globals`) are
    /// drawn: 0, byte by byte ([`random_bytes`]); else word by word, most
    /// words a boundary value of that width (0, 1, -1, `INT_MIN`,
    /// `INT_MAX`, ...: [`super::entry_words`]). The refinement checker
    /// picks the widths of the elements the functions read unknown globals
    /// in, for three environments in four (decision 0060); `llsem run
    /// --env-words N`.
    pub words: u8,
    /// The key of one call input this environment never lets return (0:
    /// none). The refinement checker sets it to a call the target makes
    /// and the source does not, so that what differs in that call's input
    /// shows in the state the run ends in, whatever the seed draws
    /// (`llsem run --env-diverge KEY`).
    pub diverge: u64,
    /// Whether the C library takes the freedom C gives it where refinement
    /// must allow for it: a
    /// comparison (`memcmp`, `strcmp`, `strncmp`; `bcmp`: any nonzero
    /// value) whose result the entry returns at once may return any value
    /// of the right sign (C17 7.24.4), each a choice of the run
    /// ([`crate::oracle::ChoicePoint::Library`]). The refinement checker
    /// turns it on where the modules declare one of these functions; `llsem
    /// run --env-libc`.
    pub libc: bool,
    /// Whether each heap allocation may fail (C17 7.22.3: "If the space
    /// cannot be allocated, a null pointer is returned"), a choice of the
    /// run ([`crate::oracle::ChoicePoint::Library`]). An outcome of the
    /// environment both sides share, as Alive2's `malloc_never_fails`
    /// (`ir/instr.cpp`, one variable of source and target): where it is
    /// off, every allocation succeeds in both; where it is on, each
    /// allocation of the target may fail and each of the source may
    /// succeed or fail. The refinement checker tries both where the
    /// modules call an allocator; `llsem run --env-heap-fail`.
    pub heap_fail: bool,
    /// Whether a call of a definition another module may replace at link
    /// time (linkage `weak`, `linkonce`, `common`, or not `dso_local`
    /// under the `"SemanticInterposition"` module flag:
    /// [`crate::syntax::Module::may_be_replaced`]) is answered as a call
    /// of a declared function with that definition's attributes, instead
    /// of running its body (LangRef "Linkage Types": the body "may be
    /// overridden with a more definitive definition later"). The entry of
    /// the run still runs its own body. The refinement checker's choice,
    /// since an optimizer may not rely on such a body; `llsem run
    /// --env-interpose`.
    pub interpose: bool,
}

/// Which kinds of answer an environment gives (derived from its seed).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Profile {
    /// Calls that are not `speculatable` may have UB.
    pub ub: bool,
    /// Calls that are not `willreturn` may not return.
    pub noreturn: bool,
    /// Calls write the memory they may write.
    pub writes: bool,
    /// Calls free blocks they may free.
    pub frees: bool,
    /// Results that are not `noundef` may be poison, and pointer results
    /// misaligned.
    pub poison: bool,
    /// Global variables of pointer type whose contents the environment
    /// chooses hold null ([`Environment::global_bytes`]; half of the
    /// environments with `globals`).
    pub null_globals: bool,
    /// Pointer results without an `align` attribute are off their block's
    /// alignment by 1, 2, 4 or 8 bytes: nothing else promises an
    /// alignment, also not `dereferenceable(n)` (LangRef "Parameter
    /// Attributes"). Half of the environments with effects; not one of the
    /// kinds of answer the refinement checker pairs, so adding it left the
    /// checker's environments as they were.
    pub misaligned: bool,
}

/// Mixed into seeds so that the outcome streams do not repeat each other.
const SALT: u64 = 0x5bd1_e995_d6e8_feb8;

/// Mixed into the seed of the generated standard input.
const STDIN_SALT: u64 = 0x2545_f491_4f6c_dd1d;

/// Mixed into the seed of globals' contents at entry.
const GLOBALS_SALT: u64 = 0x6a09_e667_f3bc_c908;

/// Mixed into the seed of the functions globals hold at entry.
const FUNCTION_GLOBALS_SALT: u64 = 0x3c6e_f372_fe94_f82b;

/// How many leading bytes of a global [`Environment::global_bytes`]
/// generates; the rest keep the initializer.
pub const MAX_GENERATED_GLOBAL_BYTES: u64 = 4096;

impl Environment {
    /// The kinds of answer this environment gives: with `effects`, each one
    /// for a share of the seeds (never returning: a quarter; writing: a
    /// half; freeing: a quarter; poison: a quarter).
    pub fn profile(&self) -> Profile {
        let bits = mix(self.seed ^ SALT, 0x243f_6a88_85a3_08d3);
        let on = |shift: u32, out_of: u64| self.effects && (bits >> shift).is_multiple_of(out_of);
        Profile {
            ub: self.pure_ub,
            noreturn: on(0, 4),
            writes: on(8, 2),
            frees: on(16, 4),
            poison: on(24, 4),
            null_globals: self.globals && (bits >> 32).is_multiple_of(2),
            misaligned: on(40, 2),
        }
    }

    /// The draws of the outcome of the call whose input hashes to `key`.
    pub fn draws(&self, key: u64) -> Draws {
        Draws(ChaCha8Rng::seed_from_u64(mix(self.seed ^ SALT, key)))
    }

    /// The `llsem run` flags that recreate this environment besides
    /// `--env-seed` (`--env-pure-ub`, `--env-effects`, `--env-rounding MODE`,
    /// `--env-stdin`, `--env-globals` with `--env-words N`, `--env-diverge
    /// KEY`, `--env-libc`,
    /// `--env-heap-fail`, `--env-interpose`), each with a leading space.
    pub fn replay_flags(&self) -> String {
        let mut s = String::new();
        if self.pure_ub {
            s.push_str(" --env-pure-ub");
        }
        if self.effects {
            s.push_str(" --env-effects");
        }
        if self.rounding != RoundingMode::default() {
            s.push_str(&format!(" --env-rounding {}", self.rounding.name()));
        }
        if self.stdin {
            s.push_str(" --env-stdin");
        }
        if self.globals {
            s.push_str(" --env-globals");
            if self.words != 0 {
                s.push_str(&format!(" --env-words {}", self.words));
            }
        }
        if self.diverge != 0 {
            s.push_str(&format!(" --env-diverge {}", self.diverge));
        }
        if self.libc {
            s.push_str(" --env-libc");
        }
        if self.heap_fail {
            s.push_str(" --env-heap-fail");
        }
        if self.interpose {
            s.push_str(" --env-interpose");
        }
        s
    }

    /// The leading bytes (at most [`MAX_GENERATED_GLOBAL_BYTES`] of `size`)
    /// that the global variable `name` holds when the run starts, or `None`
    /// where it holds its initializer (one global in four). Random bytes,
    /// about one in six with poison bits, or undef bits where `undef`
    /// allows them: whole bytes, single bits or bit ranges; or, where
    /// [`Self::words`] is set, words of that width, most of them boundary
    /// values laid out as `big_endian` says ([`super::entry_words`]). A function of
    /// the seed and the name, so the source and the target of a
    /// refinement check see the same contents in globals of one name.
    /// A global whose type is a pointer (`pointer`) holds null where the
    /// profile says so ([`Profile::null_globals`]): random bytes are
    /// almost never 0, and code that loads a pointer from unknown memory
    /// most often tests it against null (LLVM PR36133, a jump threading
    /// that skipped an `llvm.assume` only when `@global` held null), and
    /// then always: the refinement checker pairs each input's environments
    /// so that one has `null_globals` and one not, which the one global in
    /// four left with its initializer (undef for a declaration) must not
    /// undo.
    pub fn global_bytes(
        &self,
        name: &str,
        size: u64,
        undef: bool,
        pointer: bool,
        big_endian: bool,
    ) -> Option<Bytes> {
        let n = size.min(MAX_GENERATED_GLOBAL_BYTES) as usize;
        if pointer && self.profile().null_globals {
            return Some(Bytes::new(n, Fill::Zero));
        }
        let key = name.bytes().fold(GLOBALS_SALT, |h, b| mix(h, u64::from(b)));
        let seed = mix(self.seed ^ GLOBALS_SALT, key);
        let words = (self.words != 0).then_some(Words {
            width: self.words,
            big_endian,
        });
        made_global_bytes(seed, n, undef, words)
    }

    /// Which of `count` functions the global variable `name` of pointer
    /// type holds the address of when the run starts, if this environment
    /// puts one there: in half of the environments that do not make such
    /// globals null ([`Profile::null_globals`]), a function of the seed
    /// and the name (so the source and the target of a refinement check,
    /// given the same functions, agree). None without `globals`.
    pub fn global_function(&self, name: &str, count: usize) -> Option<usize> {
        if !self.globals || count == 0 || self.profile().null_globals {
            return None;
        }
        let key = name
            .bytes()
            .fold(FUNCTION_GLOBALS_SALT, |h, b| mix(h, u64::from(b)));
        let mut rng = ChaCha8Rng::seed_from_u64(mix(self.seed ^ FUNCTION_GLOBALS_SALT, key));
        if rng.next_u64().is_multiple_of(2) {
            return None;
        }
        Some((rng.next_u64() % count as u64) as usize)
    }

    /// The standard input this environment generates: one of a few
    /// shapes that programs reading input meet (nothing, numbers, words,
    /// a long line, arbitrary bytes), chosen and filled from the seed.
    pub fn stdin_bytes(&self) -> Vec<u8> {
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed ^ STDIN_SALT);
        let mut below = |n: u64| rng.next_u64() % n;
        let mut out = Vec::new();
        let number = |below: &mut dyn FnMut(u64) -> u64| -> String {
            match below(4) {
                0 => format!("{}", below(10)),
                1 => format!("-{}", below(1000)),
                2 => format!("{}", below(1 << 31)),
                _ => format!("{}", below(100_000)),
            }
        };
        match below(8) {
            0 => {}
            1 => out.extend(format!("{}\n", number(&mut below)).bytes()),
            2 => {
                for _ in 0..=below(6) {
                    let sep = if below(3) == 0 { "\n" } else { " " };
                    out.extend(format!("{}{sep}", number(&mut below)).bytes());
                }
            }
            3 => {
                for _ in 0..=below(4) {
                    for _ in 0..=below(8) {
                        let c = if below(2) == 0 { b'a' } else { b'A' };
                        out.push(c + below(26) as u8);
                    }
                    out.push(if below(3) == 0 { b'\n' } else { b' ' });
                }
            }
            4 => {
                for _ in 0..below(48) {
                    out.push(match below(10) {
                        0 => b'\n',
                        _ => 0x20 + below(95) as u8,
                    });
                }
            }
            5 => {
                for _ in 0..below(64) {
                    out.push(below(256) as u8);
                }
            }
            6 => {
                let n = 120 + below(200);
                out.extend((0..n).map(|i| b'a' + (i % 26) as u8));
            }
            _ => out.extend(
                format!(
                    "{}.{} {}e{}\n",
                    below(100),
                    below(1000),
                    number(&mut below),
                    below(40)
                )
                .bytes(),
            ),
        }
        out
    }
}

/// How many generated global contents [`made_global_bytes`] keeps per
/// thread: the globals one function reads (each of up to
/// [`MAX_GENERATED_GLOBAL_BYTES`]).
const KEPT_GLOBAL_BYTES: usize = 8;

/// One result of [`made_global_bytes`], by its arguments.
type MadeGlobalBytes = ((u64, usize, bool, Option<Words>), Option<Bytes>);

/// How [`made_global_bytes`] draws contents in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words {
    /// The width of a word in bytes (not 0).
    pub width: u8,
    /// Whether a word's most significant byte comes first.
    pub big_endian: bool,
}

thread_local! {
    /// The contents [`made_global_bytes`] made last.
    static MADE_GLOBAL_BYTES: std::cell::RefCell<Vec<MadeGlobalBytes>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// What a global holds at entry in an environment, by the seed its name
/// and the environment's seed make: `None` (its initializer) one time in
/// four, else `n` bytes of [`random_bytes`] with poison or undef bits, or
/// of [`super::entry_words::word_bytes`] in `words`. A
/// function of its arguments; the last few results are kept, because
/// every run of one input (both sides, each choice the search tries)
/// asks for the same globals, and making 4 KiB of random bytes per
/// unknown global was most of the host time of checks reading large
/// unknown globals (IndVarSimplify/ashr-tripcount.ll `@foo`).
fn made_global_bytes(seed: u64, n: usize, undef: bool, words: Option<Words>) -> Option<Bytes> {
    let key = (seed, n, undef, words);
    if let Some(hit) = MADE_GLOBAL_BYTES.with(|m| {
        m.borrow()
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, b)| b.clone())
    }) {
        return hit;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let made = if rng.next_u64().is_multiple_of(4) {
        None
    } else {
        Some(match words {
            None => random_bytes(n, &mut rng, true, undef),
            Some(w) => super::entry_words::word_bytes(n, w, &mut rng, undef),
        })
    };
    MADE_GLOBAL_BYTES.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() == KEPT_GLOBAL_BYTES {
            m.remove(0);
        }
        m.push((key, made.clone()));
    });
    made
}

/// `n` random bytes (a quarter zero, a quarter below 8); with
/// `deferred`, about one in six also poison, or undef where `undef`
/// allows, in whole bytes, single bits or bit ranges (what bit fields and
/// stores of `<N x i1>` leave). Generated inputs' buffers and globals'
/// contents at entry.
pub fn random_bytes(n: usize, rng: &mut ChaCha8Rng, deferred: bool, undef: bool) -> Bytes {
    let bits: Vec<ByteBits> = (0..n).map(|_| random_byte(rng, deferred, undef)).collect();
    // Built whole: byte by byte, the buffer's bookkeeping was most of a
    // run's host time for functions reading large unknown globals.
    Bytes::from_bits(&bits)
}

/// One byte of [`random_bytes`].
pub fn random_byte(rng: &mut ChaCha8Rng, deferred: bool, undef: bool) -> ByteBits {
    let value = match rng.next_u64() % 4 {
        0 => 0,
        1 => (rng.next_u64() % 8) as u8,
        _ => rng.next_u64() as u8,
    };
    let mut byte = ByteBits::plain(value);
    if deferred && rng.next_u64().is_multiple_of(6) {
        let mask = match rng.next_u64() % 3 {
            0 => 0xff,
            1 => 1u8 << (rng.next_u64() % 8),
            _ => {
                let len = 2 + rng.next_u64() % 5;
                (((1u16 << len) - 1) << (rng.next_u64() % (9 - len))) as u8
            }
        };
        let as_undef = undef && rng.next_u64().is_multiple_of(2);
        byte = ByteBits {
            value: value & !mask,
            undef: if as_undef { mask } else { 0 },
            poison: if as_undef { 0 } else { mask },
        };
    }
    byte
}

/// A 64-bit mix of two words (the finalizer of SplitMix64 over their sum).
pub fn mix(a: u64, b: u64) -> u64 {
    let mut z = a
        .wrapping_add(b.wrapping_mul(0x9e37_79b9_7f4a_7c15))
        .wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The random stream of one call's outcome.
pub struct Draws(ChaCha8Rng);

impl Draws {
    /// True once in `n`.
    pub fn one_in(&mut self, n: u64) -> bool {
        self.0.next_u64().is_multiple_of(n.max(1))
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.0.next_u64() % n.max(1)
    }

    /// A result of `width` bits. Small values are the common case of real
    /// functions; one of a few shapes is drawn so that 0, 1 and -1 come up
    /// often.
    pub fn bits(&mut self, width: u32) -> ApInt {
        let limbs: Vec<u64> = (0..width.div_ceil(64)).map(|_| self.0.next_u64()).collect();
        let raw = ApInt::from_limbs(width, &limbs);
        match self.0.next_u64() % 4 {
            0 => ApInt::zero(width),
            1 => ApInt::from_u64(width, self.0.next_u64() % 16),
            2 => ApInt::all_ones(width),
            _ => raw,
        }
    }

    /// `n` bytes for memory the call writes: mostly small values.
    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n)
            .map(|_| match self.0.next_u64() % 4 {
                0 => 0,
                1 => (self.0.next_u64() % 8) as u8,
                _ => self.0.next_u64() as u8,
            })
            .collect()
    }
}

/// How the environment names an allocation, the same way in the source
/// and in the target run (whose memories are laid out differently).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EnvName {
    /// A global variable, by name.
    Global(Arc<str>),
    /// A function, by name.
    Function(Arc<str>),
    /// The k-th buffer given to the function under test.
    Input(u32),
    /// A block of the environment (returned by an earlier call), by its
    /// name, which says which call made it.
    External(Arc<str>),
    /// The k-th object of the run (stack or heap) that escaped to the
    /// environment (an earlier call may have kept its address).
    Seen(u32),
    /// The k-th stack or heap object the current call sees that has not
    /// escaped: no earlier call kept anything about its address (LangRef
    /// "Pointer Capture"), so the callee cannot tell it from another
    /// object of the same contents, nor whether an earlier call got the
    /// same object; only its place in this call's input names it.
    Fresh(u32),
}

/// One byte of memory in a call's input.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum KeyByte {
    /// Plain bits: value, undef mask, poison mask.
    Bits(u8, u8, u8),
    /// Byte `index` of a stored pointer to `target` at `offset`.
    Fragment(EnvName, i128, u8),
}

/// A value in a call's input.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum KeyVal {
    /// Poison.
    Poison,
    /// A defined integer.
    Int(ApInt),
    /// Bits some of which (the mask) are undef.
    Undef(ApInt, ApInt),
    /// A float: its width and bits.
    Float(u32, u128),
    /// A pointer into a named allocation, at an offset.
    Ptr(EnvName, i128),
    /// A pointer to no allocation.
    Addr(u64),
    /// The elements of a vector or an aggregate.
    Seq(Vec<KeyVal>),
    /// The bytes a `byval` argument passes.
    Bytes(Vec<KeyByte>),
    /// A token or metadata.
    Token,
}

/// The contents of one allocation a call may read.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct KeyBlock {
    /// Its name.
    pub name: EnvName,
    /// Whether it is live.
    pub live: bool,
    /// Its bytes (empty when dead).
    pub bytes: Vec<KeyByte>,
}

/// Everything the answer of a call may depend on.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallInput {
    /// The callee.
    pub name: Arc<str>,
    /// The arguments.
    pub args: Vec<KeyVal>,
    /// The memory it may read, by name.
    pub memory: Vec<KeyBlock>,
    /// The versions of the hidden state it may read (the world's, its own
    /// inaccessible memory's).
    pub hidden: Vec<u64>,
}

impl CallInput {
    /// The hash that seeds the call's outcome (FNV-1a over the input;
    /// stable across Rust versions, unlike `std`'s hashers).
    pub fn key(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = Fnv(0xcbf2_9ce4_8422_2325);
        self.hash(&mut h);
        h.finish()
    }

    /// For each argument, the [`EnvName::Fresh`] index of the object it
    /// points into, if it names one so (see `Event::ExternalCall`).
    pub fn unidentified_args(&self) -> Vec<Option<u32>> {
        self.args
            .iter()
            .map(|a| match a {
                KeyVal::Ptr(EnvName::Fresh(k), _) => Some(*k),
                _ => None,
            })
            .collect()
    }

    /// Whether the input has poison or undef anywhere (only then may a
    /// call of the source take the outcome of a less undefined call of the
    /// target).
    pub fn is_well_defined(&self) -> bool {
        self.args.iter().all(val_defined)
            && self.memory.iter().all(|b| b.bytes.iter().all(byte_defined))
    }

    /// Whether `self` (a target call's input) refines `src`: the same
    /// callee and hidden state, each argument and byte a refinement of the
    /// source's (poison allows anything, an undef bit either bit).
    pub fn refines(&self, src: &CallInput) -> bool {
        self.name == src.name
            && self.hidden == src.hidden
            && self.args.len() == src.args.len()
            && self
                .args
                .iter()
                .zip(&src.args)
                .all(|(t, s)| val_refines(t, s))
            && self.memory.len() == src.memory.len()
            && self.memory.iter().zip(&src.memory).all(|(t, s)| {
                t.name == s.name
                    && t.live == s.live
                    && t.bytes.len() == s.bytes.len()
                    && t.bytes
                        .iter()
                        .zip(&s.bytes)
                        .all(|(t, s)| byte_refines(t, s))
            })
    }
}

fn val_defined(v: &KeyVal) -> bool {
    match v {
        KeyVal::Poison | KeyVal::Undef(..) => false,
        KeyVal::Seq(es) => es.iter().all(val_defined),
        KeyVal::Bytes(bs) => bs.iter().all(byte_defined),
        _ => true,
    }
}

fn byte_defined(b: &KeyByte) -> bool {
    !matches!(b, KeyByte::Bits(_, u, p) if u | p != 0)
}

fn val_refines(t: &KeyVal, s: &KeyVal) -> bool {
    match (s, t) {
        (KeyVal::Poison, _) => true,
        (KeyVal::Undef(sb, su), KeyVal::Int(tb)) => tb.xor(sb).and(&su.not()).is_zero(),
        (KeyVal::Undef(sb, su), KeyVal::Undef(tb, tu)) => {
            tu.and(&su.not()).is_zero() && tb.xor(sb).and(&su.or(tu).not()).is_zero()
        }
        (KeyVal::Seq(ss), KeyVal::Seq(ts)) => {
            ss.len() == ts.len() && ts.iter().zip(ss).all(|(t, s)| val_refines(t, s))
        }
        (KeyVal::Bytes(ss), KeyVal::Bytes(ts)) => {
            ss.len() == ts.len() && ts.iter().zip(ss).all(|(t, s)| byte_refines(t, s))
        }
        (s, t) => s == t,
    }
}

fn byte_refines(t: &KeyByte, s: &KeyByte) -> bool {
    match (s, t) {
        (KeyByte::Bits(sv, su, sp), KeyByte::Bits(tv, tu, tp)) => {
            let free = su | sp;
            tp & !free == 0 && tu & !(su | sp) == 0 && (sv ^ tv) & !free == 0
        }
        (KeyByte::Bits(_, su, sp), _) => su | sp == 0xff,
        (s, t) => s == t,
    }
}

/// FNV-1a, 64 bits.
struct Fnv(u64);

impl std::hash::Hasher for Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= *b as u64;
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// One call the environment answered: its input and the key its outcome
/// was drawn from (its own, or the one it took from a target call).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallRecord {
    /// The input.
    pub input: CallInput,
    /// The key of the outcome.
    pub key: u64,
    /// Whether the callee may read an argument's allocation that is no
    /// longer live (its own input designates one, or it took the outcome of
    /// a target call whose input did).
    pub dangling: bool,
}

/// What the environment remembers during one run.
#[derive(Clone, Debug, Default)]
pub struct EnvState {
    /// The version of the world outside the module: a hash of the calls
    /// so far that may write it.
    pub world: u64,
    /// The version of each function's inaccessible memory, by name.
    pub inaccessible: Vec<(Arc<str>, u64)>,
    /// The stack and heap objects that escaped to the environment (it may
    /// access them in later calls), in the order they escaped (their
    /// [`EnvName::Seen`] index).
    pub seen: Vec<AllocId>,
    /// The stack and heap objects the current call sees that have not
    /// escaped, in the order it sees them (their [`EnvName::Fresh`] index).
    pub fresh: Vec<AllocId>,
    /// The blocks the environment returned, by the key of the call and
    /// their index in its result.
    pub blocks: Vec<((u64, u32), AllocId)>,
    /// The blocks returned as `noalias` results, and the input blocks of
    /// the entry function's `noalias` arguments
    /// (`Machine::note_noalias_args`), that have not escaped to the
    /// environment: like the program's own heap blocks, later calls reach
    /// them only through their arguments (LangRef `noalias` on a return
    /// value: the function "acts like a system memory allocation function,
    /// returning a pointer to allocated storage disjoint from the storage
    /// for any other object accessible to the caller"; on a parameter:
    /// what is accessed through it is not accessed through a pointer not
    /// based on it while the function runs).
    pub private: Vec<AllocId>,
    /// Every block returned as a fresh `noalias` result, escaped or not:
    /// when the run ends it is the program's own, like its heap blocks,
    /// and its contents are not compared (see `refine::behaviour`).
    pub fresh_noalias: Vec<AllocId>,
    /// Every call answered, in order.
    pub log: Vec<CallRecord>,
    /// The contents of the blocks calls of the environment freed, as the
    /// environment read them just before (see `Machine::env_input`: a
    /// call given a pointer to one reads them, or has UB).
    pub freed: Vec<(AllocId, Vec<KeyByte>)>,
    /// The calls of the target a source call may take its outcome from
    /// (set for the source runs of a refinement check).
    pub matching: Option<Arc<Vec<CallRecord>>>,
    /// The input blocks that only a `captures(none)` argument of the entry
    /// function designates: every pointer into one is based on that
    /// argument (see `sem::capture`).
    pub no_capture: Vec<AllocId>,
    /// The capture taint of the registers and memory, while the entry
    /// function has a `captures(none)` parameter (see `sem::capture`).
    pub capture: Option<Box<super::capture::CaptureTaint>>,
    /// The input blocks a `dead_on_return` argument of the entry function
    /// designates: their contents at the end are not the caller's to see (LangRef "Parameter Attributes": as if what the
    /// function wrote through the argument became poison on return).
    pub dead_on_return: Vec<AllocId>,
}

impl EnvState {
    /// The version of `name`'s inaccessible memory.
    pub fn inaccessible(&self, name: &str) -> u64 {
        self.inaccessible
            .iter()
            .find(|(n, _)| &**n == name)
            .map_or(0, |(_, v)| *v)
    }

    /// Sets the version of `name`'s inaccessible memory.
    pub fn set_inaccessible(&mut self, name: &str, v: u64) {
        match self.inaccessible.iter_mut().find(|(n, _)| &**n == name) {
            Some((_, x)) => *x = v,
            None => self.inaccessible.push((name.into(), v)),
        }
    }

    /// The name of a stack or heap object for the current call:
    /// [`EnvName::Seen`] if it escaped, else [`EnvName::Fresh`].
    pub fn object_name(&mut self, id: AllocId) -> EnvName {
        if let Some(i) = self.seen.iter().position(|a| *a == id) {
            return EnvName::Seen(i as u32);
        }
        match self.fresh.iter().position(|a| *a == id) {
            Some(i) => EnvName::Fresh(i as u32),
            None => {
                self.fresh.push(id);
                EnvName::Fresh(self.fresh.len() as u32 - 1)
            }
        }
    }

    /// Whether a stack or heap object escaped to the environment.
    pub fn escaped(&self, id: AllocId) -> bool {
        self.seen.contains(&id)
    }

    /// Marks an object as escaped, giving it the next [`EnvName::Seen`]
    /// index if it had none.
    pub fn escape(&mut self, id: AllocId) {
        if !self.escaped(id) {
            self.seen.push(id);
        }
    }

    /// The objects that escaped.
    pub fn escaped_ids(&self) -> impl Iterator<Item = AllocId> + '_ {
        self.seen.iter().copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What [`made_global_bytes`] makes, made afresh.
    fn made_afresh(
        seed: u64,
        n: usize,
        undef: bool,
        words: Option<Words>,
    ) -> Option<Vec<ByteBits>> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        if rng.next_u64().is_multiple_of(4) {
            return None;
        }
        let b = match words {
            None => random_bytes(n, &mut rng, true, undef),
            Some(w) => super::super::entry_words::word_bytes(n, w, &mut rng, undef),
        };
        Some((0..n).map(|i| b.bits(i)).collect())
    }

    #[test]
    fn kept_global_contents_are_what_making_them_again_gives() {
        let bits =
            |b: Option<Bytes>| b.map(|b| (0..b.len()).map(|i| b.bits(i)).collect::<Vec<_>>());
        // More keys than are kept, twice over, so that every result is
        // asked for again after it was dropped, and once while kept; one
        // seed also in words of two widths, which must not be confused
        // with its bytes.
        let mut keys: Vec<(u64, usize, bool, Option<Words>)> = (0..2 * KEPT_GLOBAL_BYTES as u64
            + 3)
            .map(|k| (k * 7919, 8 + k as usize, k % 2 == 0, None))
            .collect();
        for width in [4, 8] {
            keys.push((
                7919,
                9,
                false,
                Some(Words {
                    width,
                    big_endian: false,
                }),
            ));
        }
        for _ in 0..2 {
            for &(seed, n, undef, words) in &keys {
                assert_eq!(
                    bits(made_global_bytes(seed, n, undef, words)),
                    made_afresh(seed, n, undef, words)
                );
                assert_eq!(
                    bits(made_global_bytes(seed, n, undef, words)),
                    made_afresh(seed, n, undef, words)
                );
            }
        }
        assert!(
            keys.iter()
                .any(|&(s, n, u, w)| made_afresh(s, n, u, w).is_none())
        );
        assert!(
            keys.iter()
                .any(|&(s, n, u, w)| made_afresh(s, n, u, w).is_some())
        );
        let [.., four, eight] = &keys[..] else {
            unreachable!("two keys with words")
        };
        let of = |k: &(u64, usize, bool, Option<Words>)| made_afresh(k.0, k.1, k.2, k.3);
        assert_ne!(of(four), of(eight));
        assert_ne!(of(four), of(&(7919, 9, false, None)));
    }

    fn input(name: &str, args: Vec<KeyVal>) -> CallInput {
        CallInput {
            name: name.into(),
            args,
            memory: Vec::new(),
            hidden: vec![0],
        }
    }

    fn int(v: u64) -> KeyVal {
        KeyVal::Int(ApInt::from_u64(8, v))
    }

    #[test]
    fn keys_are_functions_of_the_input() {
        let a = input("f", vec![int(1)]);
        assert_eq!(a.key(), input("f", vec![int(1)]).key());
        assert_ne!(a.key(), input("f", vec![int(2)]).key());
        assert_ne!(a.key(), input("g", vec![int(1)]).key());
        let mut other_state = a.clone();
        other_state.hidden = vec![7];
        assert_ne!(a.key(), other_state.key());
    }

    #[test]
    fn target_inputs_refine_less_defined_source_inputs() {
        let src = input(
            "f",
            vec![
                KeyVal::Poison,
                KeyVal::Undef(ApInt::zero(8), ApInt::from_u64(8, 0xf0)),
            ],
        );
        assert!(!src.is_well_defined());
        let tgt = input("f", vec![int(9), int(0x30)]);
        assert!(tgt.refines(&src));
        assert!(!src.refines(&tgt));
        let low_bits_differ = input("f", vec![int(9), int(0x31)]);
        assert!(!low_bits_differ.refines(&src));
        let mut mem_src = input("f", vec![]);
        mem_src.memory.push(KeyBlock {
            name: EnvName::Input(0),
            live: true,
            bytes: vec![KeyByte::Bits(0, 0xff, 0)],
        });
        let mut mem_tgt = mem_src.clone();
        mem_tgt.memory[0].bytes[0] = KeyByte::Bits(3, 0, 0);
        assert!(mem_tgt.refines(&mem_src));
        assert!(!mem_src.refines(&mem_tgt));
    }

    #[test]
    fn pointer_globals_hold_null_in_every_environment_that_says_so() {
        let envs: Vec<Environment> = (0..256)
            .map(|seed| Environment {
                seed,
                globals: true,
                ..Environment::default()
            })
            .collect();
        let null = envs.iter().filter(|e| e.profile().null_globals).count();
        assert!((96..160).contains(&null), "{null}");
        for e in &envs {
            let bytes = e.global_bytes("gp", 8, true, true, false);
            if e.profile().null_globals {
                assert_eq!(bytes, Some(Bytes::new(8, Fill::Zero)), "seed {}", e.seed);
            } else {
                assert_ne!(bytes, Some(Bytes::new(8, Fill::Zero)), "seed {}", e.seed);
            }
        }
    }

    #[test]
    fn profiles_vary_with_the_seed_only_when_effects_are_on() {
        let off = (0..64).map(|s| Environment {
            seed: s,
            pure_ub: false,
            effects: false,
            ..Environment::default()
        });
        assert!(off.map(|e| e.profile()).all(|p| p == Profile::default()));
        let on: Vec<Profile> = (0..256)
            .map(|s| {
                Environment {
                    seed: s,
                    pure_ub: false,
                    effects: true,
                    ..Environment::default()
                }
                .profile()
            })
            .collect();
        let count = |f: fn(&Profile) -> bool| on.iter().filter(|p| f(p)).count();
        assert!((32..96).contains(&count(|p| p.noreturn)));
        assert!((96..160).contains(&count(|p| p.writes)));
        assert!((32..96).contains(&count(|p| p.frees)));
        assert!((32..96).contains(&count(|p| p.poison)));
        assert!((96..160).contains(&count(|p| p.misaligned)));
    }

    #[test]
    fn draws_repeat_for_a_key() {
        let e = Environment {
            seed: 5,
            ..Default::default()
        };
        assert_eq!(e.draws(3).bits(32), e.draws(3).bits(32));
        let values: Vec<ApInt> = (0..50).map(|k| e.draws(k).bits(32)).collect();
        assert!(values.iter().any(|v| v.is_zero()));
        assert!(values.iter().any(|v| !v.is_zero()));
    }
}
