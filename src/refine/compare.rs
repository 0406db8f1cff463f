//! Whether one target behaviour is allowed by one source behaviour, and if
//! not, the first check that fails, in a fixed order: UB, return domain,
//! poison, undef, value, memory, events (ARCHITECTURE.md rule 10).
//!
//! A source that reaches immediate UB allows anything that agrees with it up
//! to its last event that might not return (UB travels back in time, but not
//! over a call that may never come back). Otherwise a source poison allows
//! any target value, a source undef bit either target bit, and everything
//! else must be equal; pointers compare by allocation and offset.

use super::behaviour::{Behaviour, End, Obs, ObsByte, ObsEvent};

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

fn fail(check: Check, detail: impl Into<String>) -> Result<(), Mismatch> {
    Err(Mismatch {
        check,
        detail: detail.into(),
    })
}

/// Whether `tgt` is allowed by `src`. Bounds and unsupported endings are
/// not behaviours; callers exclude them first.
pub fn allowed(src: &Behaviour, tgt: &Behaviour) -> Result<(), Mismatch> {
    if let End::Ub(..) = src.end {
        let barrier = src.events.iter().rposition(ObsEvent::is_barrier);
        let prefix = barrier.map_or(0, |k| k + 1);
        if tgt.events.len() < prefix {
            return fail(
                Check::Events,
                format!(
                    "the source reaches UB after {prefix} events that may not return, the target has only {}",
                    tgt.events.len()
                ),
            );
        }
        for (i, (s, t)) in src.events[..prefix].iter().zip(&tgt.events).enumerate() {
            event(s, t).map_err(|m| Mismatch {
                check: Check::Events,
                detail: format!("event {i} before the source's UB: {}", m.detail),
            })?;
        }
        return Ok(());
    }
    match (&src.end, &tgt.end) {
        (_, End::Ub(kind, msg)) => return fail(Check::Ub, format!("{}: {msg}", kind.name())),
        (End::Returned(s), End::Returned(t)) => match (s, t) {
            (Some(s), Some(t)) => value(s, t, "return value")?,
            (None, None) => {}
            _ => {
                return fail(
                    Check::ReturnDomain,
                    "one returns a value, the other does not",
                );
            }
        },
        (End::Exited(a), End::Exited(b)) if a == b => {}
        // A call of the environment kept control: what was done until then
        // is observable, but no return value.
        (End::NoReturn, End::NoReturn) => {}
        // The process is gone: its memory is not visible, only its events.
        (End::Trapped(a), End::Trapped(b)) if a == b => return events(src, tgt),
        (End::Exited(a), End::Exited(b)) => {
            return fail(
                Check::ReturnDomain,
                format!("exit({b}) where the source does exit({a})"),
            );
        }
        (s, t) => {
            return fail(
                Check::ReturnDomain,
                format!("{} where the source {}", ending(t), ending(s)),
            );
        }
    }
    memory(src, tgt)?;
    hidden(src, tgt)?;
    events(src, tgt)
}

/// What checking a target behaviour with undef bits against the
/// behaviours of one source execution found (see [`cover`]).
#[derive(Debug)]
pub enum Cover {
    /// Every member is allowed.
    All,
    /// This member (a concrete behaviour) is not allowed by any of them.
    Missing(Box<Behaviour>),
    /// The budget ran out first.
    Unknown,
}

/// Whether every member of `tgt` (each combination of its undef bits, see
/// [`Behaviour::fix_first_undef`]) is allowed by some behaviour of
/// `group`: the behaviours of one source execution that differ only in
/// how it resolved uses of undef, which together show that execution's
/// set of results (decision 0001). Splits `tgt` one undef bit at a time
/// until a single source behaviour allows each part, visiting at most
/// `budget` parts; a member must be allowed by one source behaviour in
/// all its observables at once.
pub fn cover(group: &[Behaviour], tgt: &Behaviour, budget: &mut usize) -> Cover {
    cover_part(group, &mut tgt.clone(), budget)
}

/// [`cover`] of `part`, which is split in place and left as it came.
fn cover_part(group: &[Behaviour], part: &mut Behaviour, budget: &mut usize) -> Cover {
    if group.iter().any(|s| allowed(s, part).is_ok()) {
        return Cover::All;
    }
    let Some(fixed) = part.fix_first_undef(false) else {
        return Cover::Missing(Box::new(part.clone()));
    };
    if *budget == 0 {
        part.undo(fixed);
        return Cover::Unknown;
    }
    *budget -= 1;
    let zero = cover_part(group, part, budget);
    part.undo(fixed);
    if !matches!(zero, Cover::All) {
        return zero;
    }
    // The same bit as above, now set: `part` is as it was.
    let Some(fixed) = part.fix_first_undef(true) else {
        return Cover::Unknown;
    };
    let one = cover_part(group, part, budget);
    part.undo(fixed);
    one
}

/// The inaccessible memory of each function of the environment: the same
/// version at the end (a function missing from a list still has its
/// initial memory, version 0).
fn hidden(src: &Behaviour, tgt: &Behaviour) -> Result<(), Mismatch> {
    let version =
        |b: &Behaviour, f: &str| b.hidden.iter().find(|(n, _)| n == f).map_or(0, |(_, v)| *v);
    for (f, _) in src.hidden.iter().chain(&tgt.hidden) {
        if version(src, f) != version(tgt, f) {
            return fail(
                Check::Memory,
                format!(
                    "the inaccessible memory of @{f} differs (its calls changed it differently)"
                ),
            );
        }
    }
    Ok(())
}

/// The events of `tgt` are those of `src`.
fn events(src: &Behaviour, tgt: &Behaviour) -> Result<(), Mismatch> {
    if src.events.len() != tgt.events.len() {
        return fail(
            Check::Events,
            format!(
                "{} events where the source has {}",
                tgt.events.len(),
                src.events.len()
            ),
        );
    }
    for (i, (s, t)) in src.events.iter().zip(&tgt.events).enumerate() {
        event(s, t).map_err(|m| Mismatch {
            check: Check::Events,
            detail: format!("event {i}: {}", m.detail),
        })?;
    }
    Ok(())
}

fn ending(e: &End) -> String {
    match e {
        End::Returned(_) => "returns".into(),
        End::Exited(c) => format!("exits with {c}"),
        End::NoReturn => "does not return from a call of the environment".into(),
        End::Trapped(s) => format!("traps (signal {s})"),
        End::Ub(k, _) => format!("has UB ({})", k.name()),
        End::Bound(b) => format!("hits the {} bound", b.name()),
        End::Unsupported(s) => format!("is unsupported ({s})"),
    }
}

/// Whether the target value is allowed by the source value.
pub fn value(s: &Obs, t: &Obs, what: &str) -> Result<(), Mismatch> {
    match (s, t) {
        (Obs::Poison, _) => Ok(()),
        (_, Obs::Poison) => fail(Check::Poison, format!("{what} is poison")),
        (Obs::Vector(ss), Obs::Vector(ts)) | (Obs::Aggregate(ss), Obs::Aggregate(ts)) => {
            if ss.len() != ts.len() {
                return fail(Check::Value, format!("{what} has a different shape"));
            }
            for (i, (s, t)) in ss.iter().zip(ts).enumerate() {
                value(s, t, &format!("{what}[{i}]"))?;
            }
            Ok(())
        }
        (Obs::Undef(su), t) => {
            let (tb, tu) = bits_of(t).ok_or_else(|| mismatch(Check::Value, what))?;
            if tb.width() != su.bits.width() {
                return fail(Check::Value, format!("{what} has a different width"));
            }
            // Target undef bits must be undef in the source too; defined
            // target bits must match where the source is defined.
            if !tu.and(&su.undef.not()).is_zero() {
                return fail(
                    Check::Undef,
                    format!("{what} has undef bits the source defines"),
                );
            }
            let defined = su.undef.or(&tu).not();
            if !tb.xor(&su.bits).and(&defined).is_zero() {
                return fail(
                    Check::Value,
                    format!("{what} differs in bits the source defines"),
                );
            }
            Ok(())
        }
        // A member of a target cube (see `Behaviour::fix_first_undef`).
        (s, Obs::Undef(tu)) if tu.undef.is_zero() => match bits_of(s) {
            Some((sb, su)) if su.is_zero() && sb == tu.bits => Ok(()),
            _ => fail(Check::Value, format!("{what} differs")),
        },
        (_, Obs::Undef(_)) => fail(
            Check::Undef,
            format!("{what} has undef bits where the source is defined"),
        ),
        (s, t) if s == t => Ok(()),
        _ => fail(Check::Value, format!("{what} differs")),
    }
}

fn mismatch(check: Check, what: &str) -> Mismatch {
    Mismatch {
        check,
        detail: format!("{what} differs"),
    }
}

/// The bits and undef mask of a scalar observation.
fn bits_of(o: &Obs) -> Option<(crate::apint::ApInt, crate::apint::ApInt)> {
    use crate::apint::ApInt;
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

/// Visible memory: every byte of every region both sides have.
fn memory(src: &Behaviour, tgt: &Behaviour) -> Result<(), Mismatch> {
    for (region, sbytes) in &src.memory {
        let Some((_, tbytes)) = tgt.memory.iter().find(|(r, _)| r == region) else {
            continue;
        };
        // A dead block has no bytes: the source may free what the target
        // keeps, not the other way round.
        if tbytes.is_empty() && !sbytes.is_empty() {
            return fail(
                Check::Memory,
                format!("{region:?} was freed, but the source keeps it"),
            );
        }
        for (i, s, t) in sbytes.zip(tbytes) {
            byte(s, t).map_err(|m| Mismatch {
                check: Check::Memory,
                detail: format!("{region:?} byte {i}: {}", m.detail),
            })?;
        }
    }
    Ok(())
}

fn byte(s: &ObsByte, t: &ObsByte) -> Result<(), Mismatch> {
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
                return fail(Check::Poison, "poison bits where the source's are defined");
            }
            if extra_poison != 0 {
                return fail(Check::Poison, "poison bits where the source's are undef");
            }
            let free = su | sp;
            if tu & !free != 0 {
                return fail(Check::Undef, "undef bits where the source's are defined");
            }
            if (sv ^ tv) & !free != 0 {
                return fail(
                    Check::Value,
                    format!("{tv:#04x} where the source has {sv:#04x}"),
                );
            }
            Ok(())
        }
        (ObsByte::Bits { undef, poison, .. }, _) if undef | poison == 0xff => Ok(()),
        (a, b) if a == b => Ok(()),
        _ => fail(Check::Value, "a pointer byte differs"),
    }
}

fn event(s: &ObsEvent, t: &ObsEvent) -> Result<(), Mismatch> {
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
                return fail(
                    Check::Events,
                    format!("call of @{tn} where the source calls @{sn}"),
                );
            }
            for (i, (s, t)) in sa.iter().zip(ta).enumerate() {
                value(s, t, &format!("argument {i} of @{tn}"))?;
            }
            if sk != tk {
                return fail(
                    Check::Events,
                    format!(
                        "the call of @{tn} reads memory or hidden state that differs from the source's call"
                    ),
                );
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
        ) if ss == ts => value(sv, tv, "volatile access"),
        _ => fail(Check::Events, "a different event"),
    }
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
    for (s, t) in src.events.iter().zip(&tgt.events) {
        if let (
            ObsEvent::Call { name, args, .. },
            ObsEvent::Call {
                name: tn, args: ta, ..
            },
        ) = (s, t)
            && name == tn
        {
            bits += 1 + args
                .iter()
                .zip(ta)
                .map(|(s, t)| agreeing_bits(s, t))
                .sum::<u64>();
        }
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
            _ => u64::from(value(s, t, "").is_ok()),
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
        Behaviour {
            events: vec![],
            end: End::Returned(Some(o)),
            memory: vec![],
            hidden: vec![],
            approximated: false,
        }
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
        assert!(matches!(cover(&all, &tgt, &mut 16), Cover::All));
        // The member with every bit set is missing, and is reported.
        let Cover::Missing(m) = cover(&all[..7], &tgt, &mut 16) else {
            panic!("a member is missing");
        };
        assert_eq!(*m, with(undef(1, 0), undef(3, 0), mem(5, 0)));
        // Too small a budget to visit the members.
        assert!(matches!(cover(&all, &tgt, &mut 2), Cover::Unknown));
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
        let src = Behaviour {
            events: vec![call.clone()],
            end: End::Ub(UbKind::DivisionByZero, String::new()),
            memory: vec![],
            hidden: vec![],
            approximated: false,
        };
        let tgt_ub_first = Behaviour {
            events: vec![],
            end: End::Ub(UbKind::DivisionByZero, String::new()),
            memory: vec![],
            hidden: vec![],
            approximated: false,
        };
        assert_eq!(
            allowed(&src, &tgt_ub_first).unwrap_err().check,
            Check::Events
        );
        let tgt_calls_then_returns = Behaviour {
            events: vec![call],
            end: End::Returned(None),
            memory: vec![],
            hidden: vec![],
            approximated: false,
        };
        assert!(allowed(&src, &tgt_calls_then_returns).is_ok());
    }
}
