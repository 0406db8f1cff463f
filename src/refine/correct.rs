//! Choices corrected toward a target behaviour, for the source's search
//! (see `search::corrected`).
//!
//! Where a source run shows a defined integer that the target shows with
//! another defined value (a returned value, a call's argument, a word of
//! visible memory), the difference of the two is what the source's run
//! lacks. When that integer is one of the run's choices (a use of undef
//! resolved, a frozen value) plus, minus or xor a value the choices do
//! not change, the choice corrected by the difference gives the target's
//! integer: a reassociation that moves where a use of undef is resolved
//! in a chain of sums (`(u + a) + b` in the source against `v + (a + b)`
//! in the target, the target's choice `v` and the source's `u` then
//! differing by `a`) is decided in one run, where the candidates of wide
//! choices (boundaries and the target's values) almost never hold `v - a`.
//!
//! This only proposes choice lists: every list is run as a source run and
//! recorded as any other, so a wrong guess costs a run, never a verdict
//! (LangRef "Undefined Values": each use of undef may take any value, so
//! every choice list is one of the source's executions).

use super::behaviour::{Behaviour, End, Obs, ObsByte, same_calls};
use super::compare::byte_allowed;
use crate::apint::ApInt;

/// Most differing places (a returned leaf, an argument, a byte of memory)
/// that [`differences`] reads the values of.
pub const MAX_PLACES: usize = 2;

/// An integer a source run shows and the value the target shows there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// The source's value.
    pub got: ApInt,
    /// The target's value (of the same width).
    pub want: ApInt,
}

/// Where a source run shows defined integers the target shows otherwise.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Differences {
    /// The defined values that differ.
    pub values: Vec<Difference>,
    /// Whether the target shows poison or undef bits where the source
    /// shows a defined integer: the source may show poison there too (a
    /// `nsw`/`nuw`/`exact` result its choices did not make overflow),
    /// which allows anything.
    pub less_defined: bool,
}

/// The defined integers where `src` shows another value than `tgt`, at
/// most [`MAX_PLACES`] places, in the order the comparison reads them
/// (the returned value, the calls' arguments, then memory block by block).
/// A differing byte of memory gives its value and those of the aligned
/// words of 2, 4 and 8 bytes around it whose bytes are all defined on
/// both sides (in the module's byte order): the width the program stored
/// at is not observed. A place where the target has poison or undef bits
/// the source does not allow gives no value, but is noted.
pub fn differences(src: &Behaviour, tgt: &Behaviour, big_endian: bool) -> Differences {
    let mut d = Differences::default();
    let out = &mut d;
    let mut places = 0;
    if let (End::Returned(Some(s)), End::Returned(Some(t))) = (&src.end, &tgt.end) {
        leaves(s, t, out, &mut places, MAX_PLACES);
    }
    for (args, ta) in same_calls(src, tgt) {
        for (s, t) in args.iter().zip(ta) {
            leaves(s, t, out, &mut places, MAX_PLACES);
        }
    }
    for (at, tb) in &tgt.memory {
        if places >= MAX_PLACES {
            break;
        }
        let Some((_, sb)) = src.memory.iter().find(|(a, _)| a == at) else {
            continue;
        };
        let len = sb.len().min(tb.len());
        let byte = |block: &super::behaviour::ObsBlock, i: u64| match block.byte(i) {
            Some(ObsByte::Bits {
                value,
                undef: 0,
                poison: 0,
            }) => Some(*value),
            _ => None,
        };
        // A place covers the aligned 8 bytes around it: the other bytes of
        // its words are not places of their own.
        let mut covered = 0;
        for (offset, s, t) in sb.zip(tb) {
            if places >= MAX_PLACES {
                break;
            }
            if offset < covered || byte_allowed(s, t) {
                continue;
            }
            let defined = |b: &ObsByte| {
                matches!(
                    b,
                    ObsByte::Bits {
                        undef: 0,
                        poison: 0,
                        ..
                    }
                )
            };
            places += 1;
            covered = (offset / 8 + 1) * 8;
            if matches!(t, ObsByte::Bits { undef, poison, .. } if undef | poison != 0) {
                // The target less defined than the source allows: no
                // value to correct toward.
                out.less_defined = true;
                continue;
            }
            if !defined(t) || !defined(s) {
                continue;
            }
            for size in [1u64, 2, 4, 8] {
                let start = offset - offset % size;
                if start + size > len {
                    break;
                }
                let read = |block| -> Option<Vec<u8>> {
                    let mut bytes: Vec<u8> = (start..start + size)
                        .map(|i| byte(block, i))
                        .collect::<Option<_>>()?;
                    if big_endian {
                        bytes.reverse();
                    }
                    Some(bytes)
                };
                let (Some(g), Some(w)) = (read(sb), read(tb)) else {
                    break;
                };
                let width = 8 * size as u32;
                out.values.push(Difference {
                    got: ApInt::from_le_bytes(width, &g),
                    want: ApInt::from_le_bytes(width, &w),
                });
            }
        }
    }
    d
}

/// The differing defined integer leaves of two observed values, and
/// those poison or undef in `t` only, counting each as a place, until `places`
/// reaches `limit`.
fn leaves(s: &Obs, t: &Obs, out: &mut Differences, places: &mut usize, limit: usize) {
    if *places >= limit {
        return;
    }
    match (s, t) {
        (Obs::Vector(ss), Obs::Vector(ts)) | (Obs::Aggregate(ss), Obs::Aggregate(ts)) => {
            for (s, t) in ss.iter().zip(ts) {
                leaves(s, t, out, places, limit);
            }
        }
        (Obs::Int(g), Obs::Int(w)) if g.width() == w.width() && g != w => {
            *places += 1;
            out.values.push(Difference {
                got: g.clone(),
                want: w.clone(),
            });
        }
        (Obs::Int(_), Obs::Poison | Obs::Undef(_)) => {
            *places += 1;
            out.less_defined = true;
        }
        _ => {}
    }
}

/// How far `src` is from allowing `tgt`: the places it does not allow
/// (integer leaves of the returned value and of the same calls'
/// arguments that differ or that the target makes poison or undef, bytes
/// of visible memory), plus many for another ending or another number of
/// events. `search::corrected` keeps a run that lowers it.
pub fn distance(src: &Behaviour, tgt: &Behaviour) -> u64 {
    let mut n = 0u64;
    if std::mem::discriminant(&src.end) != std::mem::discriminant(&tgt.end) {
        n += 1 << 32;
    }
    n += (src.events.len() as i64 - tgt.events.len() as i64).unsigned_abs() << 16;
    let count = |s: &Obs, t: &Obs| {
        let mut places = 0;
        leaves(s, t, &mut Differences::default(), &mut places, usize::MAX);
        places as u64
    };
    if let (End::Returned(Some(s)), End::Returned(Some(t))) = (&src.end, &tgt.end) {
        n += count(s, t);
    }
    for (args, ta) in same_calls(src, tgt) {
        n += args.iter().zip(ta).map(|(s, t)| count(s, t)).sum::<u64>();
    }
    for (at, tb) in &tgt.memory {
        if let Some((_, sb)) = src.memory.iter().find(|(a, _)| a == at) {
            n += sb.zip(tb).filter(|(_, s, t)| !byte_allowed(s, t)).count() as u64;
        }
    }
    n
}

/// The changes to `choices` that correct one choice, or two successive
/// choices read as one value (the first in the high bits: a resolution
/// in stages chooses a sign bit, then the other bits), by a difference
/// of `diffs`: plus and minus the difference of the values, and xor
/// their bits, at the choice's width (the difference truncated or sign
/// extended to it). Those whose width is the difference's come first.
/// Where the target is less defined than the source, each choice then
/// takes the values where `nsw`/`nuw` arithmetic overflows (the signed
/// and unsigned extremes). Each change is a list of (choice index,
/// value), none leaving the choices as they were, each once.
pub fn corrections(choices: &[ApInt], diffs: &Differences) -> Vec<Vec<(usize, ApInt)>> {
    let mut exact = Vec::new();
    let mut other = Vec::new();
    if diffs.less_defined {
        for (i, c) in choices.iter().enumerate() {
            let w = c.width();
            if w < 2 {
                continue;
            }
            for v in [
                ApInt::signed_min(w),
                ApInt::signed_max(w),
                ApInt::zero(w),
                ApInt::all_ones(w),
            ] {
                other.push(vec![(i, v)]);
            }
        }
        for (i, pair) in choices.windows(2).enumerate() {
            let (hi, lo) = (&pair[0], &pair[1]);
            if hi.width() != 1 || lo.width() < 2 {
                continue;
            }
            // A sign bit and the bits after it: the signed extremes.
            for (sign, rest) in [
                (1, ApInt::zero(lo.width())),
                (0, ApInt::all_ones(lo.width())),
            ] {
                other.push(vec![(i, ApInt::from_u64(1, sign)), (i + 1, rest)]);
            }
        }
    }
    for d in &diffs.values {
        let w = d.want.width();
        let add = d.want.sub(&d.got);
        let xor = d.want.xor(&d.got);
        for (i, c) in choices.iter().enumerate() {
            if c.width() < 2 {
                continue;
            }
            let out = if c.width() == w {
                &mut exact
            } else {
                &mut other
            };
            for v in corrected(c, &add, &xor) {
                out.push(vec![(i, v)]);
            }
        }
        for (i, pair) in choices.windows(2).enumerate() {
            let (hi, lo) = (&pair[0], &pair[1]);
            if hi.width() + lo.width() != w {
                continue;
            }
            let joined = hi.concat(lo);
            for v in corrected(&joined, &add, &xor) {
                exact.push(vec![
                    (i, v.extract(lo.width(), hi.width())),
                    (i + 1, v.trunc(lo.width())),
                ]);
            }
        }
    }
    let mut out: Vec<Vec<(usize, ApInt)>> = Vec::new();
    for change in exact.into_iter().chain(other) {
        let unchanged = change.iter().all(|(i, v)| choices[*i] == *v);
        if !unchanged && !out.contains(&change) {
            out.push(change);
        }
    }
    out
}

/// `c` plus and minus `add` and xor `xor`, each taken at `c`'s width.
fn corrected(c: &ApInt, add: &ApInt, xor: &ApInt) -> [ApInt; 3] {
    let fit = |v: &ApInt, signed: bool| {
        let w = c.width();
        match v.width().cmp(&w) {
            std::cmp::Ordering::Greater => v.trunc(w),
            std::cmp::Ordering::Less if signed => v.sext(w),
            std::cmp::Ordering::Less => v.zext(w),
            std::cmp::Ordering::Equal => v.clone(),
        }
    };
    let a = fit(add, true);
    [c.add(&a), c.sub(&a), c.xor(&fit(xor, false))]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::refine::behaviour::{AllocRef, ObsBlock};

    fn byte(value: u8) -> ObsByte {
        ObsByte::Bits {
            value,
            undef: 0,
            poison: 0,
        }
    }

    fn stored(words: &[u32]) -> Behaviour {
        let memory = words
            .iter()
            .enumerate()
            .map(|(k, w)| {
                (
                    AllocRef::Global(format!("@g{k}")),
                    ObsBlock::from_bytes(w.to_le_bytes().map(byte)),
                )
            })
            .collect();
        Behaviour {
            memory,
            ..Behaviour::of(vec![], End::Returned(None))
        }
    }

    fn int(w: u32, v: u64) -> ApInt {
        ApInt::from_u64(w, v)
    }

    #[test]
    fn a_word_of_memory_gives_its_byte_and_the_words_around_it() {
        // The source stored 0xffff_ffff (-1) where the target stored 1.
        let d = differences(&stored(&[u32::MAX, 7]), &stored(&[1, 7]), false).values;
        assert_eq!(
            d,
            vec![
                Difference {
                    got: int(8, 0xff),
                    want: int(8, 1)
                },
                Difference {
                    got: int(16, 0xffff),
                    want: int(16, 1)
                },
                Difference {
                    got: int(32, 0xffff_ffff),
                    want: int(32, 1)
                },
            ]
        );
        // Nothing differs: nothing to correct.
        assert_eq!(
            differences(&stored(&[5, 7]), &stored(&[5, 7]), false),
            Differences::default()
        );
        // Big-endian reads the word the other way round.
        let be = differences(&stored(&[0x0100_0000]), &stored(&[0x0200_0000]), true).values;
        assert_eq!(be[2].got, int(32, 1));
        assert_eq!(be[2].want, int(32, 2));
    }

    #[test]
    fn undefined_bytes_give_no_difference_and_stop_the_word() {
        let mut src = stored(&[0x0000_00ff]);
        src.memory[0].1 = ObsBlock::from_bytes([
            byte(0xff),
            ObsByte::Bits {
                value: 0,
                undef: 1,
                poison: 0,
            },
            byte(0),
            byte(0),
        ]);
        let d = differences(&src, &stored(&[1]), false).values;
        // The byte alone: the 2-byte word holds an undef bit.
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].got, int(8, 0xff));
    }

    #[test]
    fn returned_and_argument_leaves_differ_at_their_own_width() {
        let src = Behaviour::of(vec![], End::Returned(Some(Obs::Int(int(17, 5)))));
        let tgt = Behaviour::of(vec![], End::Returned(Some(Obs::Int(int(17, 9)))));
        let d = differences(&src, &tgt, false).values;
        assert_eq!(d.len(), 1);
        assert_eq!((d[0].got.width(), d[0].want.to_u64()), (17, Some(9)));
        assert_eq!(distance(&src, &tgt), 1);
        assert_eq!(distance(&tgt, &tgt), 0);
    }

    #[test]
    fn a_choice_is_corrected_by_the_difference_and_a_split_choice_as_one() {
        // got -1, want 1 at 32 bits: +2, -2, xor 0xffff_fffe.
        let diffs = Differences {
            values: vec![Difference {
                got: int(32, 0xffff_ffff),
                want: int(32, 1),
            }],
            less_defined: false,
        };
        let choices = [int(32, 10)];
        let c = corrections(&choices, &diffs);
        assert_eq!(
            c,
            vec![
                vec![(0, int(32, 12))],
                vec![(0, int(32, 8))],
                vec![(0, int(32, 0xffff_fff4))],
            ]
        );
        // A sign bit and 31 low bits (a resolution in stages): the pair
        // is corrected as one 32-bit value, carrying into the sign bit.
        let split = [int(1, 0), int(31, 0x7fff_ffff)];
        let c = corrections(&split, &diffs);
        assert!(c.contains(&vec![(0, int(1, 1)), (1, int(31, 1))]));
        // One-bit choices alone are never corrected (they are enumerated).
        assert!(c.iter().all(|ch| ch.len() == 2 || ch[0].0 == 1));
        // A narrower choice takes the difference truncated, after the
        // exact-width ones.
        let c = corrections(&[int(8, 1), int(32, 0)], &diffs);
        assert_eq!(c[0], vec![(1, int(32, 2))]);
        assert!(c.contains(&vec![(0, int(8, 3))]));
    }

    #[test]
    fn poison_in_the_target_only_asks_for_the_overflowing_extremes() {
        let src = Behaviour::of(vec![], End::Returned(Some(Obs::Int(int(32, 5)))));
        let tgt = Behaviour::of(vec![], End::Returned(Some(Obs::Poison)));
        let d = differences(&src, &tgt, false);
        assert!(d.less_defined && d.values.is_empty());
        assert_eq!(distance(&src, &tgt), 1);
        let c = corrections(&[int(1, 0), int(31, 5)], &d);
        // The 31-bit choice alone takes its extremes; with the sign bit
        // before it, the pair takes the signed minimum and maximum.
        assert!(c.contains(&vec![(1, ApInt::signed_min(31))]));
        assert!(c.contains(&vec![(0, int(1, 1)), (1, int(31, 0))]));
        assert!(c.contains(&vec![(0, int(1, 0)), (1, ApInt::all_ones(31))]));
        // Nothing differs: no change.
        assert!(corrections(&[int(32, 5)], &Differences::default()).is_empty());
    }
}
