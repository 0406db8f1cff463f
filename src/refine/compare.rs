//! Whether one target behaviour is allowed by one source behaviour, and if
//! not, the first check that fails, in a fixed order: UB, return domain,
//! poison, undef, value, memory, events (ARCHITECTURE.md rule 10).
//!
//! A source that reaches immediate UB allows anything that agrees with it up
//! to its last event that might not return (UB travels back in time, but not
//! over a call that may never come back). Otherwise a source poison allows
//! any target value, a source undef bit either target bit, and everything
//! else must be equal; pointers compare by allocation and offset.

use super::behaviour::{Behaviour, BitAt, End, Obs, ObsByte, ObsEvent, Site};
use super::reassoc::Reassoc;
use crate::apint::ApInt;
use crate::value::Float;
use std::time::Instant;

/// The check that failed, in the order they are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Check {
    /// The target has UB where the source has none.
    Ub,
    /// The target ends differently (returns vs exits, exit code).
    ReturnDomain,
    /// The target's value is poison where the source's is not.
    Poison,
    /// The target's value has undef bits where the source's is defined.
    Undef,
    /// The target's defined value differs from the source's.
    Value,
    /// Visible memory differs.
    Memory,
    /// The events differ.
    Events,
}

impl Check {
    /// The fixed wording of the check.
    pub fn name(self) -> &'static str {
        match self {
            Check::Ub => "target has UB the source does not have",
            Check::ReturnDomain => "target ends differently",
            Check::Poison => "target is poison where the source is not",
            Check::Undef => "target has undef bits where the source is defined",
            Check::Value => "target value differs",
            Check::Memory => "target memory differs",
            Check::Events => "target events differ",
        }
    }

    /// A short stable key (`ub`, `return`, `poison`, `undef`, `value`,
    /// `memory`, `events`), as finding signatures name the check.
    pub fn key(self) -> &'static str {
        match self {
            Check::Ub => "ub",
            Check::ReturnDomain => "return",
            Check::Poison => "poison",
            Check::Undef => "undef",
            Check::Value => "value",
            Check::Memory => "memory",
            Check::Events => "events",
        }
    }
}

/// Why a target behaviour is not allowed by a source behaviour.
#[derive(Clone, Debug, PartialEq)]
pub struct Mismatch {
    /// The first failed check.
    pub check: Check,
    /// Where and what, in one line.
    pub detail: String,
}

/// Whether `tgt` is allowed by `src`, and if not the first check that
/// fails, in words. Bounds and unsupported endings are not behaviours;
/// callers exclude them first.
pub fn allowed(src: &Behaviour, tgt: &Behaviour) -> Result<(), Mismatch> {
    Walk::new(true, false).behaviour(src, tgt)
}

/// Whether `tgt` is allowed by `src`, as [`allowed`] says, without
/// wording a failure (the search asks this of every pair it meets).
pub fn allows(src: &Behaviour, tgt: &Behaviour) -> bool {
    Walk::new(false, false).behaviour(src, tgt).is_ok()
}

/// Whether `src` may allow some member of a target behaviour whose run
/// a bound stopped after the events of `tgt` (its later events, its end
/// and its memory unknown): `false` only when the events the target made
/// already rule `src` out, whatever the target would do next. A source
/// that ends in UB allows every target that makes its events up to the
/// last one that may not return ([`ObsEvent::is_barrier`]; as
/// `Walk::behaviour` reads UB), so it is ruled out only where one of
/// those differs from what the target made; a source that ends any other
/// way allows only a target with exactly its events, so it is ruled out
/// where the target made more events than it, or a different one.
pub fn may_allow_unfinished(src: &Behaviour, tgt: &Behaviour) -> bool {
    let mut w = Walk::new(false, true);
    let mut same_first = |n: usize| {
        src.events[..n]
            .iter()
            .zip(&tgt.events[..n])
            .enumerate()
            .all(|(i, (s, t))| w.event(i, s, t).is_ok())
    };
    let (made, ends_after) = (tgt.events.len(), src.events.len());
    if let End::Ub(..) = src.end {
        let barrier = src.events.iter().rposition(ObsEvent::is_barrier);
        return same_first(barrier.map_or(0, |k| k + 1).min(made));
    }
    ends_after >= made && same_first(made)
}

/// Whether `src` allows some member of `tgt` (each undef bit of `tgt`
/// taken as either bit): `None` if not; else where `src` defines a bit
/// `tgt` leaves undef, the first such (none when `src` allows every
/// member, as [`allows`] says). Each undef bit of `tgt` is a separate use
/// and is met once, so the conditions on different bits are independent
/// and each can be checked alone.
fn allows_some(src: &Behaviour, tgt: &Behaviour) -> Option<Option<BitAt>> {
    let mut w = Walk::new(false, true);
    w.behaviour(src, tgt).ok().map(|()| w.split)
}

/// One comparison of a source and a target behaviour.
struct Walk {
    /// Whether a failure is worded (only a reported mismatch needs it).
    explain: bool,
    /// Whether the target's undef bits stand for some member (where the
    /// source defines one, it is noted in `split`) rather than every one
    /// (where the source defines one, it fails).
    some: bool,
    /// The first target undef bit the source defines, when `some`.
    split: Option<BitAt>,
}

impl Walk {
    fn new(explain: bool, some: bool) -> Walk {
        Walk {
            explain,
            some,
            split: None,
        }
    }

    fn fail(&self, check: Check, detail: impl FnOnce() -> String) -> Result<(), Mismatch> {
        Err(Mismatch {
            check,
            detail: if self.explain {
                detail()
            } else {
                String::new()
            },
        })
    }

    /// A failure of `check` whose detail is `m`'s in words around it.
    fn wrap(&self, check: Check, m: Mismatch, around: impl FnOnce(&str) -> String) -> Mismatch {
        Mismatch {
            check,
            detail: if self.explain {
                around(&m.detail)
            } else {
                String::new()
            },
        }
    }

    /// Target bits are undef where the source defines them: a failure
    /// when every member is asked about, else the first such bit met,
    /// `at`, is noted as where to split.
    fn undef(
        &mut self,
        at: impl FnOnce() -> BitAt,
        detail: impl FnOnce() -> String,
    ) -> Result<(), Mismatch> {
        if !self.some {
            return self.fail(Check::Undef, detail);
        }
        if self.split.is_none() {
            self.split = Some(at());
        }
        Ok(())
    }

    fn behaviour(&mut self, src: &Behaviour, tgt: &Behaviour) -> Result<(), Mismatch> {
        if let End::Ub(..) = src.end {
            let barrier = src.events.iter().rposition(ObsEvent::is_barrier);
            let prefix = barrier.map_or(0, |k| k + 1);
            if tgt.events.len() < prefix {
                return self.fail(Check::Events, || {
                    format!(
                        "the source reaches UB after {prefix} events that may not return, the target has only {}",
                        tgt.events.len()
                    )
                });
            }
            for (i, (s, t)) in src.events[..prefix].iter().zip(&tgt.events).enumerate() {
                self.event(i, s, t).map_err(|m| {
                    self.wrap(Check::Events, m, |d| {
                        format!("event {i} before the source's UB: {d}")
                    })
                })?;
            }
            return Ok(());
        }
        match (&src.end, &tgt.end) {
            (_, End::Ub(kind, msg)) => {
                return self.fail(Check::Ub, || format!("{}: {msg}", kind.name()));
            }
            (End::Returned(s), End::Returned(t)) => match (s, t) {
                (Some(s), Some(t)) => match src.reassoc {
                    Some(Reassoc::Equal { nsz }) => self.reassociated(s, t, nsz, &mut 0)?,
                    _ => self.value(s, t, &|| "return value".into(), Site::Returned, &mut 0)?,
                },
                (None, None) => {}
                _ => {
                    return self.fail(Check::ReturnDomain, || {
                        "one returns a value, the other does not".into()
                    });
                }
            },
            (End::Exited(a), End::Exited(b)) if a == b => {}
            // A call of the environment kept control: what was done until
            // then is observable, but no return value.
            (End::NoReturn, End::NoReturn) => {}
            // The process is gone: its memory is not visible, only its
            // events.
            (End::Trapped(a), End::Trapped(b)) if a == b => return self.events(src, tgt),
            // Both loop forever silently after their events (LangRef
            // "Function Attributes", `mustprogress`: without it, looping
            // forever is a behaviour); nothing runs after, so the memory
            // is seen by no one.
            (End::Diverged, End::Diverged) => return self.events(src, tgt),
            (End::Exited(a), End::Exited(b)) => {
                return self.fail(Check::ReturnDomain, || {
                    format!("exit({b}) where the source does exit({a})")
                });
            }
            (s, t) => {
                return self.fail(Check::ReturnDomain, || {
                    format!("{} where the source {}", ending(t), ending(s))
                });
            }
        }
        self.memory(src, tgt)?;
        self.hidden(src, tgt)?;
        self.events(src, tgt)
    }

    /// The inaccessible memory of each function of the environment: the
    /// same version at the end (a function missing from a list still has
    /// its initial memory, version 0).
    fn hidden(&self, src: &Behaviour, tgt: &Behaviour) -> Result<(), Mismatch> {
        let version =
            |b: &Behaviour, f: &str| b.hidden.iter().find(|(n, _)| n == f).map_or(0, |(_, v)| *v);
        for (f, _) in src.hidden.iter().chain(&tgt.hidden) {
            if version(src, f) != version(tgt, f) {
                return self.fail(Check::Memory, || {
                    format!(
                        "the inaccessible memory of @{f} differs (its calls changed it differently)"
                    )
                });
            }
        }
        Ok(())
    }

    /// The events of `tgt` are those of `src`.
    fn events(&mut self, src: &Behaviour, tgt: &Behaviour) -> Result<(), Mismatch> {
        if src.events.len() != tgt.events.len() {
            return self.fail(Check::Events, || {
                format!(
                    "{} events where the source has {}",
                    tgt.events.len(),
                    src.events.len()
                )
            });
        }
        for (i, (s, t)) in src.events.iter().zip(&tgt.events).enumerate() {
            self.event(i, s, t)
                .map_err(|m| self.wrap(Check::Events, m, |d| format!("event {i}: {d}")))?;
        }
        Ok(())
    }

    /// Whether the target's returned value is allowed by the source's
    /// when the target computes an expression equal over the reals to the
    /// source's `reassoc` tree ([`Reassoc::Equal`], decision 0035): each
    /// lane is, poison, undef or not, unless both are (or the target's may
    /// be) zeros of opposite signs and `nsz` is not on every operation of
    /// the source's tree. Other lanes compare as [`Walk::value`] says.
    fn reassociated(
        &mut self,
        s: &Obs,
        t: &Obs,
        nsz: bool,
        leaf: &mut usize,
    ) -> Result<(), Mismatch> {
        match (s, t) {
            (Obs::Vector(ss), Obs::Vector(ts)) if ss.len() == ts.len() => {
                for (s, t) in ss.iter().zip(ts) {
                    self.reassociated(s, t, nsz, leaf)?;
                }
                Ok(())
            }
            (Obs::Float(a), Obs::Float(b)) if !nsz && opposite_zeros(a, b) => {
                self.fail(Check::Value, || {
                    format!(
                        "return value is {b} where the source's is {a}: `reassoc` without `nsz` on every operation of the source's tree keeps the sign of a zero",
                        a = zero_text(a),
                        b = zero_text(b)
                    )
                })
            }
            (Obs::Float(_) | Obs::Poison, Obs::Float(_) | Obs::Poison) => {
                *leaf += t.leaves();
                Ok(())
            }
            // Every member of a target undef lane is some IEEE value;
            // only a zero of the other sign could be refused.
            (Obs::Float(a), Obs::Undef(_)) if nsz || zero_text_of(a).is_none() => {
                *leaf += t.leaves();
                Ok(())
            }
            _ => self.value(s, t, &|| "return value".into(), Site::Returned, leaf),
        }
    }

    /// Whether the target value is allowed by the source value; `what`
    /// names it, `site` is where it is and `leaf` counts the scalar leaves
    /// of the target value before it.
    fn value(
        &mut self,
        s: &Obs,
        t: &Obs,
        what: &dyn Fn() -> String,
        site: Site,
        leaf: &mut usize,
    ) -> Result<(), Mismatch> {
        let here = *leaf;
        // The most significant of bits `v` of this leaf.
        let at = |v: &ApInt| BitAt {
            site,
            leaf: here,
            bit: v.width() - 1 - v.ctlz(),
        };
        match (s, t) {
            (Obs::Poison, _) => {
                *leaf += t.leaves();
                return Ok(());
            }
            (_, Obs::Poison) => {
                return self.fail(Check::Poison, || format!("{} is poison", what()));
            }
            (Obs::Vector(ss), Obs::Vector(ts)) | (Obs::Aggregate(ss), Obs::Aggregate(ts)) => {
                if ss.len() != ts.len() {
                    return self.fail(Check::Value, || format!("{} has a different shape", what()));
                }
                for (i, (s, t)) in ss.iter().zip(ts).enumerate() {
                    self.value(s, t, &|| format!("{}[{i}]", what()), site, leaf)?;
                }
                return Ok(());
            }
            (Obs::Undef(su), t) => {
                let Some((tb, tu)) = bits_of(t) else {
                    return self.fail(Check::Value, || format!("{} differs", what()));
                };
                if tb.width() != su.bits.width() {
                    return self.fail(Check::Value, || format!("{} has a different width", what()));
                }
                // Target undef bits must be undef in the source too;
                // defined target bits must match where the source is
                // defined.
                let extra = tu.and(&su.undef.not());
                if !extra.is_zero() {
                    self.undef(
                        || at(&extra),
                        || format!("{} has undef bits the source defines", what()),
                    )?;
                }
                let defined = su.undef.or(&tu).not();
                if !tb.xor(&su.bits).and(&defined).is_zero() {
                    return self.fail(Check::Value, || {
                        format!("{} differs in bits the source defines", what())
                    });
                }
            }
            // A member of a target cube (see `Behaviour::fix_bit`).
            (s, Obs::Undef(tu)) if tu.undef.is_zero() => match bits_of(s) {
                Some((sb, su)) if su.is_zero() && sb == tu.bits => {}
                _ => return self.fail(Check::Value, || format!("{} differs", what())),
            },
            (s, Obs::Undef(tu)) => {
                // The source is defined here: only some members match.
                let same = bits_of(s).is_some_and(|(sb, _)| {
                    sb.width() == tu.bits.width() && sb.xor(&tu.bits).and(&tu.undef.not()).is_zero()
                });
                if self.some && !same {
                    return self.fail(Check::Value, || format!("{} differs", what()));
                }
                self.undef(
                    || at(&tu.undef),
                    || format!("{} has undef bits where the source is defined", what()),
                )?;
            }
            (s, t) if s == t => {}
            _ => return self.fail(Check::Value, || format!("{} differs", what())),
        }
        *leaf += 1;
        Ok(())
    }

    /// Visible memory: every byte of every region both sides have.
    fn memory(&mut self, src: &Behaviour, tgt: &Behaviour) -> Result<(), Mismatch> {
        for (region, sbytes) in &src.memory {
            let Some(k) = tgt.memory.iter().position(|(r, _)| r == region) else {
                continue;
            };
            let tbytes = &tgt.memory[k].1;
            // A dead block has no bytes: the source may free what the
            // target keeps, not the other way round.
            if tbytes.is_empty() && !sbytes.is_empty() {
                return self.fail(Check::Memory, || {
                    format!("{region:?} was freed, but the source keeps it")
                });
            }
            for (i, s, t) in sbytes.zip(tbytes) {
                self.byte(s, t, k, i).map_err(|m| {
                    self.wrap(Check::Memory, m, |d| format!("{region} byte {i}: {d}"))
                })?;
            }
        }
        Ok(())
    }

    /// Byte `s` of the source against `t` of the target, at `offset` of
    /// the target's block `k`.
    fn byte(&mut self, s: &ObsByte, t: &ObsByte, k: usize, offset: u64) -> Result<(), Mismatch> {
        match (s, t) {
            (
                ObsByte::Bits {
                    value: sv,
                    undef: su,
                    poison: sp,
                },
                ObsByte::Bits {
                    value: tv,
                    undef: tu,
                    poison: tp,
                },
            ) => {
                // Poison refines nothing but poison; undef is refined by
                // undef or any defined bit; a defined bit only by itself.
                let extra_poison = tp & !sp;
                if extra_poison & !su != 0 {
                    return self.fail(Check::Poison, || {
                        "poison bits where the source's are defined".into()
                    });
                }
                if extra_poison != 0 {
                    return self.fail(Check::Poison, || {
                        "poison bits where the source's are undef".into()
                    });
                }
                let free = su | sp;
                let extra = tu & !free;
                if extra != 0 {
                    let at = || BitAt {
                        site: Site::Byte(k, offset),
                        leaf: 0,
                        bit: 7 - extra.leading_zeros(),
                    };
                    self.undef(at, || "undef bits where the source's are defined".into())?;
                }
                // A target undef bit stands for either bit (only once
                // `undef` above let it through).
                if (sv ^ tv) & !(free | tu) != 0 {
                    return self.fail(Check::Value, || {
                        format!("{tv:#04x} where the source has {sv:#04x}")
                    });
                }
                Ok(())
            }
            (ObsByte::Bits { undef, poison, .. }, _) if undef | poison == 0xff => Ok(()),
            (a, b) if a == b => Ok(()),
            _ => self.fail(Check::Value, || "a pointer byte differs".into()),
        }
    }

    /// Event `i` of the target, `t`, against the source's `s`.
    fn event(&mut self, i: usize, s: &ObsEvent, t: &ObsEvent) -> Result<(), Mismatch> {
        match (s, t) {
            (
                ObsEvent::Call {
                    name: sn,
                    args: sa,
                    key: sk,
                    ..
                },
                ObsEvent::Call {
                    name: tn,
                    args: ta,
                    key: tk,
                    ..
                },
            ) => {
                if sn != tn || sa.len() != ta.len() {
                    return self.fail(Check::Events, || {
                        format!("call of @{tn} where the source calls @{sn}")
                    });
                }
                for (j, (s, t)) in sa.iter().zip(ta).enumerate() {
                    let what = || format!("argument {j} of @{tn}");
                    self.value(s, t, &what, Site::Arg(i, j), &mut 0)?;
                }
                if sk != tk {
                    return self.fail(Check::Events, || {
                        format!(
                            "the call of @{tn} reads memory or hidden state that differs from the source's call"
                        )
                    });
                }
                Ok(())
            }
            (
                ObsEvent::Output {
                    fd: sf, bytes: sb, ..
                },
                ObsEvent::Output {
                    fd: tf, bytes: tb, ..
                },
            ) if sf == tf && sb == tb => Ok(()),
            (
                ObsEvent::Volatile {
                    store: ss,
                    value: sv,
                },
                ObsEvent::Volatile {
                    store: ts,
                    value: tv,
                },
            ) if ss == ts => {
                let what = || "volatile access".to_string();
                self.value(sv, tv, &what, Site::Volatile(i), &mut 0)
            }
            _ => self.fail(Check::Events, || "a different event".into()),
        }
    }
}

/// What checking a target behaviour with undef bits against the
/// behaviours of one source execution found (see [`cover`]).
#[derive(Debug, PartialEq, Eq)]
pub enum Cover {
    /// Every member is allowed.
    All,
    /// Some member is allowed by none of them.
    Missing,
    /// The budget ran out first.
    Unknown,
}

/// Whether every member of `tgt` (each combination of its undef bits) is
/// allowed by some behaviour of `group`: the behaviours of one source
/// execution that differ only in how it resolved uses of undef, which
/// together show that execution's set of results (decision 0001). A
/// member must be allowed by one source behaviour in all its observables
/// at once. Splits `tgt` one undef bit at a time, visiting at most
/// `budget` parts, until a single source behaviour allows every member of
/// each part or none allows any: the bit split is one the target leaves
/// undef and a source behaviour that allows some members of the part
/// defines, and each half is checked only against those. Unknown too
/// once `deadline` passed.
pub fn cover(
    group: &[Behaviour],
    tgt: &Behaviour,
    budget: &mut usize,
    deadline: Option<Instant>,
) -> Cover {
    let group: Vec<&Behaviour> = group.iter().collect();
    match narrow(&group, tgt) {
        Ok(cover) => cover,
        // Only a part that must be split is copied.
        Err((some, at)) => split(&some, &mut tgt.clone(), at, budget, deadline),
    }
}

/// The behaviours of `group` that allow some member of `part`, and the
/// bit to split it at (see [`allows_some`]); or what covering it is
/// without a split: all members if one behaviour allows them all, none if
/// no behaviour allows any.
#[allow(clippy::type_complexity)]
fn narrow<'a>(
    group: &[&'a Behaviour],
    part: &Behaviour,
) -> Result<Cover, (Vec<&'a Behaviour>, BitAt)> {
    let mut some = Vec::new();
    let mut split = None;
    for s in group {
        match allows_some(s, part) {
            None => {}
            Some(None) => return Ok(Cover::All),
            Some(Some(at)) => {
                split.get_or_insert(at);
                some.push(*s);
            }
        }
    }
    split.map_or(Ok(Cover::Missing), |at| Err((some, at)))
}

/// [`cover`] of `part` split at bit `at` against `group`: each half, in
/// place (`part` is left as it came).
fn split(
    group: &[&Behaviour],
    part: &mut Behaviour,
    at: BitAt,
    budget: &mut usize,
    deadline: Option<Instant>,
) -> Cover {
    if *budget == 0 || deadline.is_some_and(|d| Instant::now() >= d) {
        return Cover::Unknown;
    }
    *budget -= 1;
    for bit in [false, true] {
        let fixed = part.fix_bit(at, bit);
        let half = match narrow(group, part) {
            Ok(cover) => cover,
            Err((some, next)) => split(&some, part, next, budget, deadline),
        };
        part.undo(fixed);
        if half != Cover::All {
            return half;
        }
    }
    Cover::All
}

/// Whether `a` and `b` are zeros of opposite signs.
fn opposite_zeros(a: &Float, b: &Float) -> bool {
    let w = a.kind.bits();
    let magnitude = |f: &Float| f.bits & ((1u128 << (w - 1)) - 1);
    a.kind == b.kind && magnitude(a) == 0 && magnitude(b) == 0 && a.bits != b.bits
}

/// A zero in words, `None` for other values.
fn zero_text_of(f: &Float) -> Option<&'static str> {
    let magnitude = f.bits & ((1u128 << (f.kind.bits() - 1)) - 1);
    (magnitude == 0).then(|| zero_text(f))
}

/// A zero in words.
fn zero_text(f: &Float) -> &'static str {
    if f.bits >> (f.kind.bits() - 1) & 1 == 1 {
        "-0.0"
    } else {
        "+0.0"
    }
}

fn ending(e: &End) -> String {
    match e {
        End::Returned(_) => "returns".into(),
        End::Exited(c) => format!("exits with {c}"),
        End::NoReturn => "does not return from a call of the environment".into(),
        End::Diverged => "loops forever without further events".into(),
        End::Trapped(s) => format!("traps (signal {s})"),
        End::Ub(k, _) => format!("has UB ({})", k.name()),
        End::Bound(b) => format!("hits the {} bound", b.name()),
        End::Unsupported(s) => format!("is unsupported ({s})"),
    }
}

/// The bits and undef mask of a scalar observation.
fn bits_of(o: &Obs) -> Option<(ApInt, ApInt)> {
    match o {
        Obs::Int(i) => Some((i.clone(), ApInt::zero(i.width()))),
        Obs::Undef(u) => Some((u.bits.clone(), u.undef.clone())),
        Obs::Float(f) => {
            let w = f.kind.bits();
            Some((ApInt::from_u128(w, f.bits), ApInt::zero(w)))
        }
        Obs::Address(a) => Some((ApInt::from_u64(64, *a), ApInt::zero(64))),
        _ => None,
    }
}

/// Whether source byte `s` allows target byte `t`, by the memory
/// comparison's rule (every undef bit of `t` standing for either value).
pub fn byte_allowed(s: &ObsByte, t: &ObsByte) -> bool {
    Walk::new(false, false).byte(s, t, 0, 0).is_ok()
}

/// How close `src` comes to showing `tgt`, for a search that changes one
/// source choice at a time (see `search::coordinate`): whether they end
/// the same way (returned, UB, exited, ...), then how many bits of the
/// return value and of the events' arguments the source allows (a bit of
/// `tgt` that `src` leaves poison or undef counts as allowed), plus the
/// events whose callee matches. Only an order: a behaviour that scores
/// higher is not thereby allowed.
pub fn closeness(src: &Behaviour, tgt: &Behaviour) -> (bool, u64) {
    let same_end = std::mem::discriminant(&src.end) == std::mem::discriminant(&tgt.end);
    let mut bits = 0;
    if let (End::Returned(Some(s)), End::Returned(Some(t))) = (&src.end, &tgt.end) {
        bits += agreeing_bits(s, t);
    }
    for (args, ta) in super::behaviour::same_calls(src, tgt) {
        bits += 1 + args
            .iter()
            .zip(ta)
            .map(|(s, t)| agreeing_bits(s, t))
            .sum::<u64>();
    }
    (same_end, bits)
}

/// The bits of `t` that `s` allows, leaf by leaf.
fn agreeing_bits(s: &Obs, t: &Obs) -> u64 {
    match (s, t) {
        (Obs::Vector(ss), Obs::Vector(ts)) | (Obs::Aggregate(ss), Obs::Aggregate(ts)) => {
            ss.iter().zip(ts).map(|(s, t)| agreeing_bits(s, t)).sum()
        }
        (Obs::Poison, t) => leaf_width(t),
        (_, Obs::Poison) => 0,
        (s, t) => match (bits_of(s), bits_of(t)) {
            (Some((sb, su)), Some((tb, tu))) if sb.width() == tb.width() => {
                // Bits undef in the source allow either target bit; an
                // undef target bit needs an undef source bit.
                let wrong = sb.xor(&tb).and(&su.not()).or(&tu.and(&su.not()));
                u64::from(sb.width() - wrong.ctpop())
            }
            _ => u64::from(
                Walk::new(false, false)
                    .value(s, t, &String::new, Site::Returned, &mut 0)
                    .is_ok(),
            ),
        },
    }
}

/// The number of bits a scalar observation has (1 for one that has none).
fn leaf_width(o: &Obs) -> u64 {
    bits_of(o).map_or(1, |(b, _)| u64::from(b.width()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::apint::ApInt;
    use crate::refine::behaviour::{AllocRef, ObsBlock};
    use crate::sem::stop::UbKind;
    use crate::value::UndefBits;

    fn ret(o: Obs) -> Behaviour {
        Behaviour::of(vec![], End::Returned(Some(o)))
    }

    fn int(v: u64) -> Obs {
        Obs::Int(ApInt::from_u64(8, v))
    }

    #[test]
    fn closeness_counts_allowed_bits_lane_by_lane() {
        let tgt = ret(Obs::Vector(vec![int(0xff), int(0x0f)]));
        let lanes = |a, b| ret(Obs::Vector(vec![int(a), int(b)]));
        // Every bit of both lanes, or of one lane and 4 of the other.
        assert_eq!(closeness(&lanes(0xff, 0x0f), &tgt), (true, 16));
        assert_eq!(closeness(&lanes(0xff, 0x00), &tgt), (true, 12));
        // A poison lane allows its 8 bits; undef bits allow theirs.
        // (0x1?: bit 4 differs from 0x0f, the low four allow either bit.)
        let undef_low = Obs::Undef(UndefBits {
            bits: ApInt::from_u64(8, 0x10),
            undef: ApInt::from_u64(8, 0x0f),
        });
        let s = ret(Obs::Vector(vec![Obs::Poison, undef_low]));
        assert_eq!(closeness(&s, &tgt), (true, 15));
        // A target undef bit needs an undef source bit.
        let t = ret(Obs::Undef(UndefBits::all(8)));
        assert_eq!(closeness(&ret(int(0)), &t), (true, 0));
        // A different ending ranks below any returned value.
        let ub = Behaviour {
            end: End::Ub(UbKind::DivisionByZero, String::new()),
            ..ret(int(0))
        };
        assert!(closeness(&ub, &tgt) < closeness(&lanes(0, 0), &tgt));
    }

    #[test]
    fn cover_splits_undef_bits_of_values_arguments_and_memory_in_place() {
        let undef = |bits: u64, mask: u64| {
            Obs::Undef(UndefBits {
                bits: ApInt::from_u64(8, bits),
                undef: ApInt::from_u64(8, mask),
            })
        };
        let mem = |value: u8, undef: u8| {
            vec![(
                AllocRef::Input(0),
                ObsBlock::from_bytes([ObsByte::Bits {
                    value,
                    undef,
                    poison: 0,
                }]),
            )]
        };
        let with = |r: Obs, arg: Obs, m| Behaviour {
            events: vec![ObsEvent::Call {
                name: "f".into(),
                willreturn: true,
                args: vec![arg],
                key: 0,
            }],
            memory: m,
            ..ret(r)
        };
        // One undef bit in each place: 8 members.
        let tgt = with(undef(0, 0x01), undef(2, 0x01), mem(4, 0x01));
        let all: Vec<Behaviour> = (0..8u64)
            .map(|k| {
                with(
                    int(k & 1),
                    int(2 | (k >> 1 & 1)),
                    mem(4 | (k >> 2) as u8, 0),
                )
            })
            .collect();
        assert!(tgt.has_undef() && !all[0].has_undef());
        assert_eq!(cover(&all, &tgt, &mut 16, None), Cover::All);
        // The member with every bit set is missing.
        assert_eq!(cover(&all[..7], &tgt, &mut 16, None), Cover::Missing);
        // Too small a budget to visit the members.
        assert_eq!(cover(&all, &tgt, &mut 2, None), Cover::Unknown);
        // Fixing a bit changes the behaviour; undoing it gives it back.
        let mut part = tgt.clone();
        loop {
            let before = part.clone();
            let Some(fixed) = part.fix_first_undef(true) else {
                break;
            };
            assert_ne!(part, before);
            let mut back = part.clone();
            back.undo(fixed);
            assert_eq!(back, before);
        }
        assert_eq!(part, with(undef(1, 0), undef(3, 0), mem(5, 0)));
    }

    #[test]
    fn poison_allows_anything_and_undef_bits_either_bit() {
        assert!(allowed(&ret(Obs::Poison), &ret(int(3))).is_ok());
        assert_eq!(
            allowed(&ret(int(3)), &ret(Obs::Poison)).unwrap_err().check,
            Check::Poison
        );
        let even = Obs::Undef(UndefBits {
            bits: ApInt::zero(8),
            undef: ApInt::from_u64(8, 0xfe),
        });
        assert!(allowed(&ret(even.clone()), &ret(int(4))).is_ok());
        assert_eq!(
            allowed(&ret(even.clone()), &ret(int(5))).unwrap_err().check,
            Check::Value
        );
        let all = Obs::Undef(UndefBits::all(8));
        assert_eq!(
            allowed(&ret(even), &ret(all)).unwrap_err().check,
            Check::Undef
        );
    }

    fn byte(s: &ObsByte, t: &ObsByte) -> Result<(), Mismatch> {
        Walk::new(true, false).byte(s, t, 0, 0)
    }

    #[test]
    fn memory_bits_poison_refines_only_poison() {
        let b = |value: u8, undef: u8, poison: u8| ObsByte::Bits {
            value,
            undef,
            poison,
        };
        // A source undef bit may become any bit or stay undef, never poison.
        assert!(byte(&b(0, 0x01, 0), &b(1, 0, 0)).is_ok());
        assert!(byte(&b(0, 0x01, 0), &b(0, 0x01, 0)).is_ok());
        let e = byte(&b(0, 0x01, 0), &b(0, 0, 0x01)).unwrap_err();
        assert_eq!(e.check, Check::Poison);
        assert!(e.detail.contains("undef"), "{}", e.detail);
        // A source poison bit allows anything, a defined one only itself.
        assert!(byte(&b(0, 0, 0x80), &b(0, 0x80, 0)).is_ok());
        assert!(byte(&b(0, 0, 0x80), &b(0, 0, 0x80)).is_ok());
        assert_eq!(
            byte(&b(0, 0, 0), &b(0, 0, 0x80)).unwrap_err().check,
            Check::Poison
        );
        assert_eq!(
            byte(&b(0, 0, 0), &b(0, 0x80, 0)).unwrap_err().check,
            Check::Undef
        );
        assert_eq!(
            byte(&b(0, 0x0f, 0), &b(0x10, 0x0f, 0)).unwrap_err().check,
            Check::Value
        );
    }

    #[test]
    fn ub_travels_back_but_not_over_calls() {
        let call = ObsEvent::Call {
            name: "f".into(),
            willreturn: false,
            args: vec![],
            key: 0,
        };
        let src = Behaviour::of(
            vec![call.clone()],
            End::Ub(UbKind::DivisionByZero, String::new()),
        );
        let tgt_ub_first = Behaviour::of(vec![], End::Ub(UbKind::DivisionByZero, String::new()));
        assert_eq!(
            allowed(&src, &tgt_ub_first).unwrap_err().check,
            Check::Events
        );
        let tgt_calls_then_returns = Behaviour::of(vec![call], End::Returned(None));
        assert!(allowed(&src, &tgt_calls_then_returns).is_ok());
    }
}
