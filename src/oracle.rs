//! Every non-deterministic choice of the semantics goes through an
//! [`Oracle`], at a named [`ChoicePoint`], and is logged, so that every run
//! can be replayed exactly.
//!
//! Three oracles: [`RandomOracle`] (ChaCha8, seeded: same seed, same run),
//! [`ReplayOracle`] (a recorded list of choices), and [`Explorer`], which
//! enumerates the tree of choices depth-first, one run per leaf, within
//! bounds, and says whether it covered the whole tree.

use std::fmt;

use chacha20::ChaCha8Rng;
use rand::{Rng, SeedableRng};

use crate::apint::ApInt;

/// Where the semantics chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChoicePoint {
    /// `freeze` of a poison value or of undef bits (LangRef `freeze`).
    Freeze,
    /// A concrete value for undef bits, where an operation needs one: a
    /// choice as wide as the number of undef bits resolved, deposited
    /// into their positions lowest first; or the arm (index 0: the true
    /// one) of a `select` on an undef condition.
    UndefUse,
    /// The successor of a branch on poison or undef (`--branch-on-poison nondet`).
    BranchOnPoison,
    /// The arm of a `select` whose condition is poison under `--select
    /// nondet-cond` (an undef condition is a use of undef, `UndefUse`).
    SelectCondition,
    /// The bit pattern of a NaN result (LangRef "Behavior of Floating-Point
    /// NaN values").
    NanResult,
    /// The sign of a zero result under the `nsz` fast-math flag.
    ZeroSign,
    /// Whether `llvm.fmuladd` is fused (one rounding) or not (LangRef
    /// allows both).
    FmuladdFusion,
    /// A result LangRef leaves unspecified without making it poison: the
    /// exponent `llvm.frexp` returns for NaN and infinity, `llvm.lround`
    /// and friends on NaN or out-of-range values.
    Unspecified,
    /// Which call of the target a call of the environment in the source
    /// takes its outcome from, when its input has poison or undef and the
    /// target's refines it (decision 0013).
    EnvironmentMatch,
    /// The direction an inexact fixed-point result is rounded (LangRef
    /// "Fixed Point Arithmetic Intrinsics": unspecified).
    FixedPointRounding,
    /// The value `llvm.experimental.widenable.condition` returns.
    WidenableCondition,
    /// An outcome C leaves to its library, under
    /// [`crate::sem::environment::Environment::libc`]: which
    /// sign-preserving range a comparison's result is in.
    Library,
}

impl ChoicePoint {
    /// A stable kebab-case name, used in logs and replay strings.
    pub fn name(self) -> &'static str {
        match self {
            ChoicePoint::Freeze => "freeze",
            ChoicePoint::UndefUse => "undef-use",
            ChoicePoint::BranchOnPoison => "branch-on-poison",
            ChoicePoint::SelectCondition => "select-condition",
            ChoicePoint::NanResult => "nan-result",
            ChoicePoint::ZeroSign => "zero-sign",
            ChoicePoint::FmuladdFusion => "fmuladd-fusion",
            ChoicePoint::Unspecified => "unspecified",
            ChoicePoint::EnvironmentMatch => "environment-match",
            ChoicePoint::FixedPointRounding => "fixed-point-rounding",
            ChoicePoint::WidenableCondition => "widenable-condition",
            ChoicePoint::Library => "library",
        }
    }

    /// Every choice point.
    pub const ALL: [ChoicePoint; 12] = [
        ChoicePoint::Freeze,
        ChoicePoint::UndefUse,
        ChoicePoint::BranchOnPoison,
        ChoicePoint::SelectCondition,
        ChoicePoint::NanResult,
        ChoicePoint::ZeroSign,
        ChoicePoint::FmuladdFusion,
        ChoicePoint::Unspecified,
        ChoicePoint::EnvironmentMatch,
        ChoicePoint::FixedPointRounding,
        ChoicePoint::WidenableCondition,
        ChoicePoint::Library,
    ];

    /// The choice point with this [`name`](Self::name).
    pub fn from_name(name: &str) -> Option<ChoicePoint> {
        Self::ALL.into_iter().find(|p| p.name() == name)
    }
}

/// The set a choice is drawn from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Domain {
    /// An index `0..n` (n ≥ 1).
    Index(u64),
    /// Any bit pattern of this width.
    Bits(u32),
    /// Any `width`-bit value (at most 64 bits) from `lo` to `hi`, unsigned
    /// and inclusive, where LangRef allows a bound in place of one answer
    /// (`llvm.objectsize`). `first` (in the range) is the answer a plain
    /// run gives and the exploration tries first.
    Range {
        /// The width of the value.
        width: u32,
        /// The smallest member.
        lo: u64,
        /// The largest member.
        hi: u64,
        /// The member tried first.
        first: u64,
    },
}

impl Domain {
    /// The width of the chosen value: 64 for indices.
    pub fn width(self) -> u32 {
        match self {
            Domain::Index(_) => 64,
            Domain::Bits(w) | Domain::Range { width: w, .. } => w,
        }
    }

    /// Whether `v` is a member.
    pub fn contains(self, v: &ApInt) -> bool {
        v.width() == self.width()
            && match self {
                Domain::Index(n) => v.to_u64().is_some_and(|i| i < n),
                Domain::Bits(_) => true,
                Domain::Range { lo, hi, .. } => v.to_u64().is_some_and(|x| lo <= x && x <= hi),
            }
    }

    /// The member a choice falls back to when it cannot be made as asked:
    /// 0, or a range's first member.
    pub fn fallback(self) -> ApInt {
        match self {
            Domain::Range { width, first, .. } => ApInt::from_u64(width, first),
            _ => ApInt::zero(self.width()),
        }
    }

    /// In words, for messages: `an index below 3`, `an i8`, `an i64 from 4 to 9`.
    pub fn describe(self) -> String {
        match self {
            Domain::Index(n) => format!("an index below {n}"),
            Domain::Bits(w) => format!("an i{w}"),
            Domain::Range { width, lo, hi, .. } => format!("an i{width} from {lo} to {hi}"),
        }
    }
}

/// One choice made: where, and what was chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// Where.
    pub point: ChoicePoint,
    /// What (an index as an `i64`, or the chosen bits).
    pub value: ApInt,
}

impl fmt::Display for Choice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}={}",
            self.point.name(),
            self.value.to_unsigned_decimal()
        )
    }
}

/// The source of non-deterministic choices.
pub trait Oracle {
    /// Chooses a member of `domain` at `point`.
    fn choose(&mut self, point: ChoicePoint, domain: Domain) -> ApInt;

    /// Whether every answer is a function of the domain alone (no state,
    /// no history): a run continued past its step bound then makes the
    /// choices it would have made, so the divergence probe may let it
    /// choose ([`crate::sem::machine::Machine::probe_divergence`]).
    fn memoryless(&self) -> bool {
        false
    }
}

/// Seeded random choices (ChaCha8, raw `next_u64` draws, so a seed means
/// the same choices across upgrades of the `rand` crate).
pub struct RandomOracle {
    rng: ChaCha8Rng,
}

impl RandomOracle {
    /// The oracle for `seed`.
    pub fn new(seed: u64) -> RandomOracle {
        RandomOracle {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// A raw 64-bit draw (for input generation, which shares the seed).
    pub fn next_u64(&mut self) -> u64 {
        self.rng.next_u64()
    }
}

impl Oracle for RandomOracle {
    fn choose(&mut self, _point: ChoicePoint, domain: Domain) -> ApInt {
        match domain {
            Domain::Index(n) => ApInt::from_u64(64, self.rng.next_u64() % n.max(1)),
            Domain::Bits(w) => {
                let limbs: Vec<u64> = (0..w.div_ceil(64)).map(|_| self.rng.next_u64()).collect();
                ApInt::from_limbs(w, &limbs)
            }
            // A run answers a bound with its first member (the exact
            // answer), one LangRef allows; refine's exploration takes the
            // others.
            Domain::Range { width, first, .. } => ApInt::from_u64(width, first),
        }
    }
}

/// Recorded choices as `llsem run --choices` takes them: comma-separated
/// values, each bare (`5`) or at its choice point as a run prints them
/// (`freeze=5`), which the replayed run must then choose at.
pub fn parse_choices(list: &str) -> Result<Vec<(Option<ChoicePoint>, ApInt)>, String> {
    list.split(',')
        .filter(|s| !s.is_empty())
        .enumerate()
        .map(|(i, s)| {
            let bad = || {
                format!(
                    "--choices: '{s}' (choice #{}) is not a recorded choice",
                    i + 1
                )
            };
            let (point, digits) = match s.split_once('=') {
                Some((name, digits)) => {
                    (Some(ChoicePoint::from_name(name).ok_or_else(bad)?), digits)
                }
                None => (None, s),
            };
            let value = ApInt::from_decimal(1 << 16, digits).ok_or_else(bad)?;
            Ok((point, value))
        })
        .collect()
}

/// Replays recorded choices in order. A choice that does not fit its
/// domain, one recorded at another choice point, or one beyond the record,
/// is taken as the domain's fallback (0; see [`Domain::fallback`]) and
/// counted as a divergence; the first is described by
/// [`ReplayOracle::mismatch`], as are recorded choices the run never made.
pub struct ReplayOracle {
    choices: Vec<(Option<ChoicePoint>, ApInt)>,
    next: usize,
    /// How many choices could not be replayed as recorded.
    pub divergences: usize,
    /// What the first divergence was.
    first: Option<String>,
}

impl ReplayOracle {
    /// An oracle replaying `choices`.
    pub fn new(choices: Vec<ApInt>) -> ReplayOracle {
        Self::named(choices.into_iter().map(|c| (None, c)).collect())
    }

    /// An oracle replaying `choices`, each recorded at the given choice
    /// point if known (`freeze=5`), which the run's choice must then be at.
    pub fn named(choices: Vec<(Option<ChoicePoint>, ApInt)>) -> ReplayOracle {
        ReplayOracle {
            choices,
            next: 0,
            divergences: 0,
            first: None,
        }
    }

    /// Why the replay did not fit the run, if it did not: the first choice
    /// that was out of its domain, at another point, or missing, or the
    /// recorded choices left over.
    pub fn mismatch(&self) -> Option<String> {
        if let Some(first) = &self.first {
            return Some(first.clone());
        }
        (self.next < self.choices.len()).then(|| {
            format!(
                "{} choices are given but the run made only {}",
                self.choices.len(),
                self.next
            )
        })
    }

    fn diverge(&mut self, why: String) {
        self.divergences += 1;
        self.first.get_or_insert(why);
    }
}

impl Oracle for ReplayOracle {
    fn choose(&mut self, point: ChoicePoint, domain: Domain) -> ApInt {
        let index = self.next + 1;
        let recorded = self.choices.get(self.next).cloned();
        self.next += 1;
        let range = domain.describe();
        let Some((at, v)) = recorded else {
            self.diverge(format!(
                "the run makes a choice #{index} ({}, {range}) that is not given",
                point.name()
            ));
            return domain.fallback();
        };
        if let Some(at) = at.filter(|at| *at != point) {
            self.diverge(format!(
                "choice #{index} is given for {} but the run chooses for {} there",
                at.name(),
                point.name()
            ));
            return domain.fallback();
        }
        let w = domain.width();
        match domain {
            _ if v.active_bits() <= w && domain.contains(&ApInt::from_limbs(w, &v.limbs())) => {
                ApInt::from_limbs(w, &v.limbs())
            }
            _ => {
                self.diverge(format!(
                    "choice #{index} ({}) is {}, which is not {range}",
                    point.name(),
                    v.to_unsigned_decimal()
                ));
                domain.fallback()
            }
        }
    }
}

/// Bounds of a systematic exploration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExploreBounds {
    /// Most runs (leaves of the choice tree) to visit.
    pub max_runs: usize,
    /// Bit choices up to this width are enumerated completely, and wider
    /// ones too when all their values times the leaves of the choices
    /// above them fit in `max_runs`; others try boundary values and the
    /// guides (see [`Explorer::new`]), and the exploration is then not
    /// exhaustive.
    pub full_width: u32,
}

impl Default for ExploreBounds {
    fn default() -> ExploreBounds {
        ExploreBounds {
            max_runs: 256,
            full_width: 4,
        }
    }
}

/// One open choice of the depth-first exploration.
#[derive(Clone, Debug)]
struct Level {
    candidates: Vec<ApInt>,
    index: usize,
    /// The leaves this level and the open ones above it make (the product
    /// of their candidate counts, saturating): kept here so that a run
    /// making `n` choices costs `O(n)`, not `O(n²)`.
    leaves: usize,
}

/// Depth-first enumeration of the choice tree: each call of
/// [`Explorer::next_run`] gives an oracle for the next leaf. When the tree
/// cannot be enumerated (a wide bit choice, too many leaves), the
/// depth-first pass is followed by a lockstep pass: its k-th run takes the
/// k-th candidate at every choice, so that choices made early in a run
/// (before the depth-first pass's deepest level) see every candidate too,
/// and repeated choices (one per loop iteration) agree.
#[derive(Clone, Debug)]
pub struct Explorer {
    bounds: ExploreBounds,
    stack: Vec<Level>,
    guides: Vec<ApInt>,
    runs: usize,
    started: bool,
    done: bool,
    /// The run of the lockstep pass in progress, once it has started.
    lockstep: Option<usize>,
    /// The most candidates any choice had so far.
    widest: usize,
    /// The most choices any run made so far.
    deepest: usize,
    /// False once some choice was not enumerated completely.
    pub exhaustive: bool,
}

impl Explorer {
    /// A new exploration; `guides` are the values wide bit choices try
    /// after the boundary values (see [`wide_candidates`]): the constants
    /// of the functions under check, the inputs, and values the other side
    /// of a refinement check produced.
    pub fn new(bounds: ExploreBounds, guides: Vec<ApInt>) -> Explorer {
        Explorer {
            bounds,
            stack: Vec::new(),
            guides,
            runs: 0,
            started: false,
            done: false,
            lockstep: None,
            widest: 0,
            deepest: 0,
            exhaustive: true,
        }
    }

    /// The oracle for the next run, or `None` when the tree (or the run
    /// budget) is exhausted.
    pub fn next_run(&mut self) -> Option<ExplorerRun<'_>> {
        if self.done {
            return None;
        }
        if let Some(k) = self.lockstep {
            // The lockstep pass: run k takes candidate k everywhere; it
            // ends when no choice has a k-th candidate left.
            if k + 1 >= self.widest || self.runs >= 2 * self.bounds.max_runs {
                self.done = true;
                return None;
            }
            self.lockstep = Some(k + 1);
            self.runs += 1;
            return Some(ExplorerRun {
                explorer: self,
                depth: 0,
            });
        }
        if self.started && !self.advance() {
            return self.finish_depth_first();
        }
        if self.runs >= self.bounds.max_runs {
            self.exhaustive = false;
            return self.finish_depth_first();
        }
        self.started = true;
        self.runs += 1;
        Some(ExplorerRun {
            explorer: self,
            depth: 0,
        })
    }

    /// Ends the depth-first pass; starts the lockstep pass if the tree
    /// was not covered and a run made more than one choice (with one
    /// choice, the depth-first pass already tried all its candidates).
    fn finish_depth_first(&mut self) -> Option<ExplorerRun<'_>> {
        if self.exhaustive || self.deepest < 2 {
            self.done = true;
            return None;
        }
        // Lockstep run 0 would repeat the first depth-first run.
        self.lockstep = Some(0);
        self.next_run()
    }

    /// Number of runs handed out.
    pub fn runs(&self) -> usize {
        self.runs
    }

    /// Moves to the next leaf; false when there is none.
    fn advance(&mut self) -> bool {
        while let Some(top) = self.stack.last_mut() {
            if top.index + 1 < top.candidates.len() {
                top.index += 1;
                return true;
            }
            self.stack.pop();
        }
        false
    }

    /// The candidates of a choice; `above` is the number of leaves the
    /// open choices above it make (the depth-first pass), by which a bit
    /// choice wider than `full_width` is still enumerated when all its
    /// values fit in the run budget with them.
    fn candidates(&mut self, domain: Domain, above: Option<usize>) -> Vec<ApInt> {
        let fits = |w: u32| {
            above.is_some_and(|n| {
                w < usize::BITS - 1 && n.saturating_mul(1 << w) <= self.bounds.max_runs
            })
        };
        let c = match domain {
            Domain::Index(n) if n as usize <= self.bounds.max_runs => {
                (0..n).map(|i| ApInt::from_u64(64, i)).collect()
            }
            Domain::Index(n) => {
                self.exhaustive = false;
                dedup(
                    [0, 1, n - 1]
                        .iter()
                        .map(|&i| ApInt::from_u64(64, i))
                        .collect(),
                )
            }
            Domain::Bits(w) if w <= self.bounds.full_width || fits(w) => {
                (0..1u64 << w).map(|v| ApInt::from_u64(w, v)).collect()
            }
            Domain::Bits(w) => {
                self.exhaustive = false;
                let mut c = wide_candidates(w, &self.guides);
                c.truncate(self.bounds.max_runs.max(1));
                c
            }
            Domain::Range { lo, hi, .. } if hi - lo < self.bounds.max_runs as u64 => {
                range_candidates(domain, &[], self.bounds.max_runs)
            }
            Domain::Range { .. } => {
                self.exhaustive = false;
                let mut c = range_candidates(domain, &self.guides, 0);
                c.truncate(self.bounds.max_runs.max(1));
                c
            }
        };
        self.widest = self.widest.max(c.len());
        c
    }
}

/// The candidates of a bit choice too wide to enumerate: the boundary
/// values (0, 1, all ones, the largest and the smallest signed value),
/// then each guide at width `w` and its neighbours (see [`near_values`]),
/// each once.
pub fn wide_candidates(w: u32, guides: &[ApInt]) -> Vec<ApInt> {
    let mut c = vec![
        ApInt::zero(w),
        ApInt::from_u64(w, 1),
        ApInt::all_ones(w),
        ApInt::signed_max(w),
        ApInt::signed_min(w),
    ];
    c.extend(near_values(w, guides));
    dedup(c)
}

/// The candidates of a [`Domain::Range`] choice: every member, `first`
/// first, when there are at most `all`; otherwise `first`, both ends, then
/// the guides and their neighbours (see [`near_values`]) that are members,
/// each once. Other domains have none.
pub fn range_candidates(domain: Domain, guides: &[ApInt], all: usize) -> Vec<ApInt> {
    let Domain::Range {
        width,
        lo,
        hi,
        first,
    } = domain
    else {
        return Vec::new();
    };
    let at = |v: u64| ApInt::from_u64(width, v);
    let mut c = vec![at(first)];
    if hi - lo < all as u64 {
        c.extend((lo..=hi).map(at));
    } else {
        c.extend([at(lo), at(hi)]);
        c.extend(
            near_values(width, guides)
                .into_iter()
                .filter(|v| domain.contains(v)),
        );
    }
    dedup(c)
}

/// The boundary values of an integer of width `w` (more than 4 bits), in
/// the order inputs take them: 0, 1, 2, -1, -2, the signed minimum and
/// maximum and their inner neighbours, 2^(w/2), 7 and 100. Where integer
/// rules change (LangRef "'add' Instruction": `nsw`/`nuw` overflow;
/// "'sdiv' Instruction": `INT_MIN / -1`). Parameters take them
/// (`refine::inputs`), and so do the words of memory the environment
/// fills (`sem::entry_words`).
pub fn boundary_values(w: u32) -> Vec<ApInt> {
    let one = ApInt::from_u64(w, 1);
    dedup(vec![
        ApInt::zero(w),
        one.clone(),
        ApInt::from_u64(w, 2),
        ApInt::all_ones(w),
        ApInt::from_i128(w, -2),
        ApInt::signed_min(w),
        ApInt::signed_max(w),
        ApInt::signed_min(w).add(&one),
        ApInt::signed_max(w).sub(&one),
        one.shl(w / 2),
        ApInt::from_u64(w, 7),
        ApInt::from_u64(w, 100),
    ])
}

/// Each value at width `w` (zero- and sign-extended, or truncated), then
/// one less and one more: a comparison with `c` changes its result
/// between `c - 1`, `c` and `c + 1`, and so does an off-by-one bug.
pub fn near_values(w: u32, values: &[ApInt]) -> Vec<ApInt> {
    let one = ApInt::from_u64(w, 1);
    let exact: Vec<ApInt> = values
        .iter()
        .flat_map(|c| match c.width() {
            cw if cw == w => vec![c.clone()],
            cw if cw > w => vec![c.trunc(w)],
            _ => vec![c.zext(w), c.sext(w)],
        })
        .collect();
    let near = exact.iter().flat_map(|x| [x.sub(&one), x.add(&one)]);
    // Every value first, then every neighbour, each value once.
    dedup(exact.iter().cloned().chain(near).collect())
}

fn dedup(v: Vec<ApInt>) -> Vec<ApInt> {
    let mut out: Vec<ApInt> = Vec::with_capacity(v.len());
    for x in v {
        if !out.contains(&x) {
            out.push(x);
        }
    }
    out
}

/// The oracle of one run of an [`Explorer`].
pub struct ExplorerRun<'e> {
    explorer: &'e mut Explorer,
    depth: usize,
}

impl Oracle for ExplorerRun<'_> {
    fn choose(&mut self, _point: ChoicePoint, domain: Domain) -> ApInt {
        let e = &mut *self.explorer;
        self.depth += 1;
        e.deepest = e.deepest.max(self.depth);
        if let Some(k) = e.lockstep {
            let c = e.candidates(domain, None);
            return c[k.min(c.len() - 1)].clone();
        }
        if self.depth > e.stack.len() {
            let above = e.stack.last().map_or(1, |l| l.leaves);
            let candidates = e.candidates(domain, Some(above));
            let leaves = above.saturating_mul(candidates.len());
            e.stack.push(Level {
                candidates,
                index: 0,
                leaves,
            });
        }
        let level = &e.stack[self.depth - 1];
        let v = &level.candidates[level.index];
        // The same prefix always reaches the same domain; a mismatch would
        // mean the run is not deterministic, which is an llsem bug.
        debug_assert_eq!(v.width(), domain.width());
        v.clone()
    }
}

/// An oracle that records every choice another oracle makes.
pub struct Recorder<'o> {
    inner: &'o mut dyn Oracle,
    /// The choices made so far.
    pub log: Vec<Choice>,
}

impl<'o> Recorder<'o> {
    /// Records the choices of `inner`.
    pub fn new(inner: &'o mut dyn Oracle) -> Recorder<'o> {
        Recorder {
            inner,
            log: Vec::new(),
        }
    }
}

impl Oracle for Recorder<'_> {
    fn choose(&mut self, point: ChoicePoint, domain: Domain) -> ApInt {
        let value = self.inner.choose(point, domain);
        self.log.push(Choice {
            point,
            value: value.clone(),
        });
        value
    }

    fn memoryless(&self) -> bool {
        self.inner.memoryless()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_is_deterministic_per_seed() {
        let draw = |seed| {
            let mut o = RandomOracle::new(seed);
            (0..5)
                .map(|_| o.choose(ChoicePoint::Freeze, Domain::Bits(100)))
                .collect::<Vec<_>>()
        };
        assert_eq!(draw(7), draw(7));
        assert_ne!(draw(7), draw(8));
        let mut o = RandomOracle::new(1);
        for _ in 0..100 {
            assert!(
                o.choose(ChoicePoint::BranchOnPoison, Domain::Index(3))
                    .to_u64()
                    .unwrap()
                    < 3
            );
        }
    }

    #[test]
    fn replay_reproduces_and_counts_divergence() {
        let mut o = ReplayOracle::new(vec![ApInt::from_u64(8, 5), ApInt::from_u64(64, 7)]);
        assert_eq!(
            o.choose(ChoicePoint::Freeze, Domain::Bits(8)),
            ApInt::from_u64(8, 5)
        );
        assert_eq!(
            o.choose(ChoicePoint::Freeze, Domain::Index(3)),
            ApInt::zero(64)
        );
        assert_eq!(o.divergences, 1);
    }

    #[test]
    fn explorer_visits_every_leaf_once() {
        // Tree: a 2-way choice, then (only on branch 1) a 3-way choice.
        let mut e = Explorer::new(ExploreBounds::default(), vec![]);
        let mut leaves = Vec::new();
        while let Some(mut run) = e.next_run() {
            let a = run
                .choose(ChoicePoint::BranchOnPoison, Domain::Index(2))
                .to_u64()
                .unwrap();
            let b = if a == 1 {
                run.choose(ChoicePoint::SelectCondition, Domain::Index(3))
                    .to_u64()
                    .unwrap()
            } else {
                9
            };
            leaves.push((a, b));
        }
        assert_eq!(leaves, vec![(0, 9), (1, 0), (1, 1), (1, 2)]);
        assert!(e.exhaustive);
    }

    #[test]
    fn explorer_wide_bits_are_sampled_not_exhaustive() {
        let hint = ApInt::from_u64(32, 42);
        let mut e = Explorer::new(ExploreBounds::default(), vec![hint.clone()]);
        let mut seen = Vec::new();
        while let Some(mut run) = e.next_run() {
            seen.push(run.choose(ChoicePoint::Freeze, Domain::Bits(32)));
        }
        assert!(seen.contains(&hint));
        assert!(seen.contains(&ApInt::zero(32)));
        assert!(!e.exhaustive);
    }

    #[test]
    fn wide_choices_try_boundaries_then_guides_and_their_neighbours() {
        let c = wide_candidates(32, &[ApInt::from_u64(32, 1000), ApInt::from_u64(8, 0xff)]);
        let u: Vec<u64> = c.iter().map(|v| v.to_u64().unwrap()).collect();
        assert_eq!(
            u,
            vec![
                0,
                1,
                0xffff_ffff,
                0x7fff_ffff,
                0x8000_0000,
                1000,
                255,
                999,
                1001,
                254,
                256,
                0xffff_fffe
            ]
        );
    }

    #[test]
    fn ranges_are_enumerated_first_member_first_when_small_and_sampled_in_range_when_not() {
        let run_all = |domain: Domain, guides: Vec<ApInt>| {
            let mut e = Explorer::new(ExploreBounds::default(), guides);
            let mut seen = Vec::new();
            while let Some(mut run) = e.next_run() {
                seen.push(
                    run.choose(ChoicePoint::Unspecified, domain)
                        .to_u64()
                        .unwrap(),
                );
            }
            (seen, e.exhaustive)
        };
        // The minimum of a 4-byte remainder: 0..=4, the exact 4 first.
        let small = Domain::Range {
            width: 64,
            lo: 0,
            hi: 4,
            first: 4,
        };
        assert_eq!(run_all(small, vec![]), (vec![4, 0, 1, 2, 3], true));
        // The maximum of a 10-byte remainder at width 8: 10..=255, more
        // members than runs: the exact size, both ends, then the guides in
        // range with their neighbours (3 is out of range, 20 is in).
        let wide = Domain::Range {
            width: 8,
            lo: 10,
            hi: 255,
            first: 10,
        };
        let guides = vec![ApInt::from_u64(8, 3), ApInt::from_u64(64, 20)];
        let bounds = ExploreBounds {
            max_runs: 16,
            full_width: 4,
        };
        let mut e = Explorer::new(bounds, guides);
        let mut seen = Vec::new();
        while let Some(mut run) = e.next_run() {
            seen.push(run.choose(ChoicePoint::Unspecified, wide).to_u64().unwrap());
        }
        assert_eq!(seen, vec![10, 255, 20, 19, 21]);
        assert!(!e.exhaustive);
        // Membership, fallback and replay of out-of-range values.
        assert!(wide.contains(&ApInt::from_u64(8, 10)));
        assert!(!wide.contains(&ApInt::from_u64(8, 9)));
        assert!(!wide.contains(&ApInt::from_u64(16, 10)));
        assert_eq!(wide.fallback(), ApInt::from_u64(8, 10));
        let mut r = ReplayOracle::new(vec![ApInt::from_u64(64, 200), ApInt::from_u64(64, 9)]);
        assert_eq!(
            r.choose(ChoicePoint::Unspecified, wide),
            ApInt::from_u64(8, 200)
        );
        assert_eq!(
            r.choose(ChoicePoint::Unspecified, wide),
            ApInt::from_u64(8, 10)
        );
        assert_eq!(r.divergences, 1);
        assert!(r.mismatch().unwrap().contains("an i8 from 10 to 255"));
        // A plain run answers the first member.
        let mut o = RandomOracle::new(7);
        assert_eq!(
            o.choose(ChoicePoint::Unspecified, wide),
            ApInt::from_u64(8, 10)
        );
    }

    #[test]
    fn explorer_lockstep_pass_repeats_each_guide_at_every_choice() {
        // Two wide choices (a freeze in each of two loop iterations): the
        // depth-first pass cannot reach (1000, 1000) within its budget, the
        // lockstep pass does.
        let bounds = ExploreBounds {
            max_runs: 8,
            full_width: 4,
        };
        let guide = ApInt::from_u64(32, 1000);
        let mut e = Explorer::new(bounds, vec![guide.clone()]);
        let mut pairs = Vec::new();
        while let Some(mut run) = e.next_run() {
            let a = run.choose(ChoicePoint::Freeze, Domain::Bits(32));
            let b = run.choose(ChoicePoint::Freeze, Domain::Bits(32));
            pairs.push((a, b));
        }
        assert!(pairs.contains(&(guide.clone(), guide)));
        assert!(!e.exhaustive);
        assert!(e.runs() <= 16, "{}", e.runs());
    }

    #[test]
    fn explorer_respects_run_budget() {
        let bounds = ExploreBounds {
            max_runs: 3,
            full_width: 4,
        };
        let mut e = Explorer::new(bounds, vec![]);
        let mut n = 0;
        while let Some(mut run) = e.next_run() {
            run.choose(ChoicePoint::Freeze, Domain::Bits(4));
            n += 1;
        }
        assert_eq!(n, 3);
        assert!(!e.exhaustive);
    }
}
