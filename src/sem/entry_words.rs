//! Contents the environment chooses for memory a function cannot know at
//! entry (globals unknown at entry, the null page), drawn word by word
//! rather than byte by byte (decision 0060).
//!
//! Random bytes almost never make a word `INT_MAX`, `INT_MIN` or -1, and
//! about half of the 4-byte words they make have a poison or undef bit,
//! which makes every sum over them poison: a reassociated `add nsw`
//! reduction over a global array, which overflows in the target where the
//! source's order does not (LangRef "'add' Instruction": the result of an
//! `nsw` overflow is poison; Alive2's bugs/pr44536), was `refines`.
//! Parameters meet those values as boundary values
//! ([`crate::oracle::boundary_values`]); these words draw from the same
//! pool, mixed with words of [`random_byte`]s, so that overflow-dependent
//! bugs on global arrays are found.

use chacha20::ChaCha8Rng;
use rand::Rng;

use crate::apint::ApInt;
use crate::mem::{ByteBits, Bytes};
use crate::oracle::boundary_values;

use super::environment::{Words, random_byte};

/// One word in this many is [`random_byte`]s (with their poison and
/// undef bits); the others are a boundary value, defined.
const RANDOM_WORD_ONE_IN: u64 = 8;

/// One fill in this many draws each word's boundary value on its own;
/// the others lay the boundary values out in turn.
const INDEPENDENT_ONE_IN: u64 = 4;

/// `n` bytes in words of `words.width` bytes from the start. Each word is
/// one time in [`RANDOM_WORD_ONE_IN`] random bytes as [`random_byte`]
/// draws them (poison or undef bits included; undef only where `undef`
/// allows), else one of the [`boundary_values`] of its width (`m` of
/// them): in most fills word j holds the ((j + k) mod m)-th, for a `k`
/// drawn once, so that neighbouring words hold neighbouring boundary
/// values (`INT_MIN` beside `INT_MAX`, whose sums overflow in some orders
/// and not in others: [`crate::refine::elements::buffers`] lays out
/// pointer parameters' elements so); one fill in [`INDEPENDENT_ONE_IN`]
/// draws each word's value uniformly. A word's bytes are in the order
/// `words.big_endian` says (least significant first unless it is set).
/// Whole words are drawn and the last one cut at `n`, so that a longer
/// request starts with the bytes of a shorter one.
pub fn word_bytes(n: usize, words: Words, rng: &mut ChaCha8Rng, undef: bool) -> Bytes {
    let width = usize::from(words.width.max(1));
    let pool = boundary_values(8 * width as u32);
    let m = pool.len() as u64;
    let rotation = (!rng.next_u64().is_multiple_of(INDEPENDENT_ONE_IN)).then(|| rng.next_u64() % m);
    let mut bits: Vec<ByteBits> = Vec::with_capacity(n.next_multiple_of(width));
    let mut j = 0u64;
    while bits.len() < n {
        let start = bits.len();
        if rng.next_u64().is_multiple_of(RANDOM_WORD_ONE_IN) {
            bits.extend((0..width).map(|_| random_byte(rng, true, undef)));
        } else {
            let at = match rotation {
                Some(k) => (j + k) % m,
                None => rng.next_u64() % m,
            };
            let v: &ApInt = &pool[at as usize];
            bits.extend(v.to_le_bytes(width).into_iter().map(ByteBits::plain));
        }
        if words.big_endian {
            bits[start..].reverse();
        }
        j += 1;
    }
    bits.truncate(n);
    Bytes::from_bits(&bits)
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;

    fn word(b: &Bytes, at: usize, width: usize) -> Option<u64> {
        let mut v = 0u64;
        for i in (0..width).rev() {
            let bits = b.bits(at + i);
            if bits.poison != 0 || bits.undef != 0 {
                return None;
            }
            v = v << 8 | u64::from(bits.value);
        }
        Some(v)
    }

    #[test]
    fn most_words_are_boundary_values_and_some_are_random_bytes() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let words = Words {
            width: 4,
            big_endian: false,
        };
        let b = word_bytes(4 * 400, words, &mut rng, true);
        let pool: Vec<u64> = boundary_values(32)
            .iter()
            .filter_map(|v| v.to_u64())
            .collect();
        let boundary = (0..400)
            .filter(|k| word(&b, 4 * k, 4).is_some_and(|v| pool.contains(&v)))
            .count();
        // Seven in eight boundary words, and random words that are one
        // by chance.
        assert!((330..380).contains(&boundary), "{boundary}");
        let deferred = (0..4 * 400)
            .filter(|&i| b.bits(i).poison != 0 || b.bits(i).undef != 0)
            .count();
        assert!(deferred > 0);
        for m in [i32::MAX as u64, i32::MIN as u32 as u64, u32::MAX as u64] {
            assert!((0..400).any(|k| word(&b, 4 * k, 4) == Some(m)), "{m:#x}");
        }
    }

    #[test]
    fn big_endian_words_put_the_high_byte_first_and_shorter_draws_are_prefixes() {
        let draw = |n, big_endian| {
            let mut rng = ChaCha8Rng::seed_from_u64(7);
            word_bytes(
                n,
                Words {
                    width: 2,
                    big_endian,
                },
                &mut rng,
                false,
            )
        };
        let (le, be) = (draw(64, false), draw(64, true));
        for k in 0..32 {
            let (l, b) = (le.bits(2 * k), be.bits(2 * k + 1));
            assert_eq!(l, b, "word {k}");
        }
        let short = draw(5, false);
        assert_eq!(short, le.slice(0, 5));
    }
}
