use super::*;
use crate::mem::Fill;
use crate::value::AllocId;

/// Every read a small piece answers is the one the same bytes, byte by
/// byte, answer; what it declines, they decline or it cannot tell.
fn agree(s: &SmallPiece, b: &Bytes, len: usize, ctx: &str) {
    assert_eq!(s.to_bytes(len), *b, "{ctx}");
    for i in 0..len {
        assert_eq!(
            s.byte(i),
            (b.bits(i), b.prov(i).is_some()),
            "{ctx} byte {i}"
        );
    }
    for at in 0..len {
        for n in [1, 2, 3, 4, 7, 8, 9, 12, 16] {
            if at + n > len {
                continue;
            }
            for want_ptr in [false, true] {
                let want = b.read_plain(at, n, want_ptr);
                assert_eq!(
                    s.read_plain(at, n, want_ptr),
                    want,
                    "{ctx}: read {at}+{n} {want_ptr}"
                );
                if n <= 8 {
                    let word = s.read_word(at, n, want_ptr);
                    assert_eq!(
                        word.map(|(v, p)| (u128::from(v), p)),
                        want,
                        "{ctx}: word {at}+{n}"
                    );
                }
            }
        }
    }
}

#[test]
fn small_pieces_agree_with_bytes_under_random_writes() {
    let mut rng = crate::xorshift::XorShift(0x5eed_0052_u64);
    let mut next = move || rng.next();
    let fills = [
        ByteBits::of_fill(Fill::Undef),
        ByteBits::of_fill(Fill::Poison),
        ByteBits::of_fill(Fill::Zero),
        ByteBits {
            value: 0x0f,
            undef: 0xf0,
            poison: 0,
        },
        ByteBits {
            value: 0x01,
            undef: 0x02,
            poison: 0x80,
        },
    ];
    let provs = [
        Provenance::Alloc(AllocId(3)),
        Provenance::Alloc(AllocId(AllocId::LAST)),
        Provenance::None,
        Provenance::Wildcard,
    ];
    let (mut wrote, mut declined) = (0, 0);
    for round in 0..400 {
        let len = [1, 2, 4, 7, 8, 9, 12, 15, 16][round % 9];
        let fill = fills[(next() % fills.len() as u64) as usize];
        let mut s = SmallPiece::new(len, fill);
        let mut b = Bytes::uniform(len, fill);
        agree(&s, &b, len, &format!("round {round} fresh"));
        for step in 0..12 {
            let n = [1, 2, 4, 8, 16][(next() % 5) as usize].min(len);
            let at = (next() % (len - n + 1) as u64) as usize;
            let v = u128::from(next()) << 64 | u128::from(next());
            let prov = (next() % 3 == 0).then(|| provs[(next() % 4) as usize]);
            let v = v & (u128::MAX >> (128 - 8 * n));
            if s.write(at, n, v, prov) {
                wrote += 1;
                b.write_plain(at, n, v, prov);
            } else {
                declined += 1;
                // Declined: only a pointer not at a slot, or a write that
                // leaves part of a slot's pointer.
                let at_slot = n == 8 && at.is_multiple_of(8);
                assert!(prov.is_some() && !at_slot || prov.is_none() && s.has_pointer());
            }
            agree(&s, &b, len, &format!("round {round} step {step}"));
        }
    }
    assert!(wrote > 1000 && declined > 50, "{wrote} {declined}");
}

#[test]
fn a_node_of_a_value_and_a_pointer_reads_back_as_stored() {
    let prov = Provenance::Alloc(AllocId(7));
    let mut s = SmallPiece::new(16, ByteBits::of_fill(Fill::Undef));
    // The value first: the pointer's slot is still undef.
    assert!(s.write(8, 8, 42, None));
    assert_eq!(s.read_word(0, 8, true), None);
    assert!(s.has_records() && !s.has_pointer());
    assert!(s.write(0, 8, 0x1000, Some(prov)));
    assert_eq!(s.read_word(0, 8, true), Some((0x1000, Some(prov))));
    // Its bytes as an integer, or in part, are not a pointer's value.
    assert_eq!(s.read_word(0, 8, false), None);
    assert_eq!(s.read_word(4, 4, true), None);
    assert_eq!(s.read_plain(0, 16, false), None);
    assert_eq!(s.read_word(8, 8, true), Some((42, None)));
    // Part of the pointer overwritten: declined, nothing changed.
    assert!(!s.write(0, 4, 0, None));
    assert_eq!(s.read_word(0, 8, true), Some((0x1000, Some(prov))));
    // All of it: plain again.
    assert!(s.write(0, 8, 5, None));
    assert!(!s.has_records());
    assert_eq!(s.read_plain(0, 16, false), Some((42 << 64 | 5, None)));
}
