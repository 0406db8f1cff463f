//! The one-lookup word accesses of loads and stores ([`word_value`],
//! [`float_word`] over [`Memory::read_word`] and [`Memory::write_word`])
//! against `ty↑` and `ty↓` through abstract bytes ([`load_value`],
//! [`store_value`]), for every kind of [`WordAccess`]: integers of widths
//! 1, 7, 8, 32, 63 and 64, pointers, and the floats of at most 64 bits.

use super::*;
use crate::mem::{AccessError, ByteBits, Liveness, Memory, PAGE};
use crate::syntax::FloatKind;
use crate::value::AllocId;
use crate::xorshift::XorShift;

fn id_of(p: Pointer) -> AllocId {
    match p.prov() {
        Provenance::Alloc(id) => id,
        _ => unreachable!("a pointer from allocate"),
    }
}

/// The layouts compared, with their store sizes.
fn layouts() -> Vec<(Repr, u64)> {
    let mut out: Vec<(Repr, u64)> = [1, 7, 8, 32, 63, 64]
        .into_iter()
        .map(|w: u32| (Repr::Int(w), u64::from(w).div_ceil(8)))
        .collect();
    out.push((Repr::Ptr(64), 8));
    for (k, size) in [
        (FloatKind::Half, 2),
        (FloatKind::BFloat, 2),
        (FloatKind::Float, 4),
        (FloatKind::Double, 8),
    ] {
        out.push((Repr::Float(k), size));
    }
    out
}

impl Loaded {
    fn to_value(self) -> Value {
        match self {
            Loaded::Scalar(s) => s.to_value(),
            Loaded::Float(f) => Value::Float(f),
        }
    }
}

/// Random bytes of a store: plain, partly undef or poison, or a pointer.
fn random_bytes(next: &mut impl FnMut() -> u64, n: usize, prov: Provenance) -> Bytes {
    let mut bytes = Bytes::new(n, Fill::Zero);
    match next() % 3 {
        0 => bytes.write_plain(0, n, u128::from(next()) << 64 | u128::from(next()), None),
        1 => {
            for k in 0..n {
                bytes.set(
                    k,
                    ByteBits {
                        value: next() as u8,
                        undef: [0, 0, 0x0f, 0, 0x80][(next() % 5) as usize],
                        poison: [0, 0, 0, 0x80, 0x01][(next() % 5) as usize],
                    },
                );
            }
        }
        _ if n >= 8 => bytes.write_plain(0, 8, u128::from(next()), Some(prov)),
        _ => {}
    }
    bytes
}

/// Loads through the word path answer only where the general path reads
/// a defined value, and then the same value; for whole-byte types they
/// answer wherever the bytes are plain and in one piece. Float stores
/// through the word path leave the same bytes, host bytes and errors as
/// `ty↓` written through abstract bytes.
#[test]
fn word_accesses_agree_with_abstract_bytes() {
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut next = move || rng.next();
    let layouts = layouts();
    let (mut answered, mut floats) = (0, 0);
    for round in 0..30 {
        let mut fast = Memory::new(1 << 24);
        let mut blocks = Vec::new();
        for (i, (size, fill)) in [
            (8, Fill::Undef),
            (16, Fill::Poison),
            (2 * PAGE + 6, Fill::Undef),
            (3, Fill::Zero),
            (24, Fill::Zero),
        ]
        .into_iter()
        .enumerate()
        {
            let kind = [AllocKind::Stack, AllocKind::Heap][i % 2];
            blocks.push(fast.allocate(kind, size, 8, fill, "b").unwrap());
        }
        let prov = Provenance::Alloc(id_of(blocks[1]));
        fast.set_mutable(id_of(blocks[4]), false);
        if round % 3 == 2 {
            fast.set_lifetime(id_of(blocks[0]), false, Fill::Undef);
        }
        let mut general = fast.clone();
        for step in 0..400 {
            let b = blocks[(next() % blocks.len() as u64) as usize];
            let room = fast.bounds(id_of(b)).1;
            let offset = match next() % 3 {
                0 => next() % (room + 4),
                _ => ((next() % 3) * PAGE + next() % 24).saturating_sub(8) % (room + 2),
            };
            let p = Pointer::from_parts(b.prov(), b.addr + offset, 0);
            let (repr, size) = &layouts[(next() % layouts.len() as u64) as usize];
            let (repr, size) = (repr.clone(), *size);
            let word = WordAccess::of(&repr, size, false);
            let align = [1, 2, 4, 8][(next() % 4) as usize];
            let at = format!("{repr:?} round {round} step {step}");
            match next() % 4 {
                // Bytes of any kind, the same on both sides.
                0 => {
                    let bytes = random_bytes(&mut next, size as usize, prov);
                    let want = general.write(p, &bytes, align);
                    assert_eq!(fast.write(p, &bytes, align), want, "{at}");
                }
                // A float stored: in one lookup, or (declined) the general
                // way, against `ty↓` through abstract bytes.
                1 => {
                    let Repr::Float(kind) = repr else { continue };
                    let f = Float {
                        kind,
                        bits: u128::from(next()) & ((1u128 << kind.bits()) - 1),
                    };
                    let mut bytes = Bytes::new(size as usize, Fill::Undef);
                    store_value(&mut bytes, 0, &repr, &Value::Float(f), false).unwrap();
                    let want = general.write(p, &bytes, align);
                    let (n, bits) = float_word(word, f).expect("a float word");
                    assert_eq!(u64::from(n), size);
                    let got = if fast.write_word(p, n, align, bits, None) {
                        Ok(())
                    } else {
                        fast.write(p, &bytes, align)
                    };
                    assert_eq!(got, want, "{at}");
                }
                // A load.
                _ => {
                    let want_ptr = word == WordAccess::Ptr;
                    let size8 = size as u8;
                    let got = fast
                        .read_word(p, size8, align, want_ptr)
                        .map(|(v, pr)| word_value(word, v, pr).expect("a word type"));
                    let read: Result<Bytes, AccessError> = general.read(p, size, align);
                    match (got, read) {
                        (Some(l), Ok(bytes)) => {
                            answered += 1;
                            floats += matches!(l, Loaded::Float(_)) as usize;
                            assert_eq!(
                                Ok(l.to_value()),
                                load_value(&bytes, 0, &repr, false),
                                "{at}"
                            );
                        }
                        (Some(l), Err(e)) => panic!("{at}: word read {l:?}, general {e:?}"),
                        (None, Ok(bytes)) => {
                            let one_piece = offset % PAGE + size <= PAGE;
                            let live = fast.info(id_of(b)).live == Liveness::Live;
                            assert!(
                                !(one_piece && live && bytes.is_plain(0, size as usize)),
                                "{at}: declined plain bytes"
                            );
                        }
                        (None, Err(_)) => {}
                    }
                }
            }
        }
        for b in &blocks {
            assert_eq!(fast.contents(id_of(*b)), general.contents(id_of(*b)));
        }
        assert_eq!(fast.host_bytes(), general.host_bytes(), "round {round}");
    }
    assert!(answered > 500 && floats > 100, "{answered} {floats}");
}

/// The wrapping and conditional `atomicrmw` operations at the boundaries
/// (LangRef's formulas), at widths 8, 64 and 128 (above 64, the wide path).
#[test]
fn wrapping_rmw_formulas_at_the_boundaries() {
    for w in [8u32, 64, 128] {
        let n = |v: u128| ApInt::from_u128(w, v);
        let max = ApInt::all_ones(w);
        // uinc_wrap: 0 once old reaches val, else old + 1.
        assert_eq!(wrapping_rmw(RmwOp::UIncWrap, &n(5), &n(5)), n(0));
        assert_eq!(wrapping_rmw(RmwOp::UIncWrap, &n(4), &n(5)), n(5));
        assert_eq!(wrapping_rmw(RmwOp::UIncWrap, &max, &max), n(0));
        assert_eq!(wrapping_rmw(RmwOp::UIncWrap, &max.sub(&n(1)), &max), max);
        // udec_wrap: val when old is 0 or above val, else old - 1.
        assert_eq!(wrapping_rmw(RmwOp::UDecWrap, &n(0), &n(7)), n(7));
        assert_eq!(wrapping_rmw(RmwOp::UDecWrap, &n(8), &n(7)), n(7));
        assert_eq!(wrapping_rmw(RmwOp::UDecWrap, &n(7), &n(7)), n(6));
        assert_eq!(wrapping_rmw(RmwOp::UDecWrap, &max, &max), max.sub(&n(1)));
        // usub_cond: old - val when it does not wrap, else old.
        assert_eq!(wrapping_rmw(RmwOp::USubCond, &n(7), &n(7)), n(0));
        assert_eq!(wrapping_rmw(RmwOp::USubCond, &n(6), &n(7)), n(6));
        assert_eq!(wrapping_rmw(RmwOp::USubCond, &max, &n(1)), max.sub(&n(1)));
        // usub_sat: old - val, clamped at 0.
        assert_eq!(wrapping_rmw(RmwOp::USubSat, &n(6), &n(7)), n(0));
        assert_eq!(wrapping_rmw(RmwOp::USubSat, &n(7), &n(6)), n(1));
        assert_eq!(wrapping_rmw(RmwOp::USubSat, &n(0), &max), n(0));
    }
}
