//! The environment of a run: what functions outside the module return.
//!
//! An external function with effects is an event; what its `index`-th call
//! returns is drawn from a stream seeded by the environment seed, so two
//! runs (the source and the target of a refinement check) that make the
//! same calls see the same results. A pure external function (`memory(none)
//! willreturn nounwind`) is no event: its outcome is a function of the
//! environment seed, its name and its arguments ([`CallKey`]), so equal
//! calls give equal results wherever they are made, in either run.

use chacha20::ChaCha8Rng;
use rand::{Rng, SeedableRng};

use crate::apint::ApInt;

/// A deterministic environment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Environment {
    /// The seed.
    pub seed: u64,
    /// Whether the pure functions of this environment have UB for some
    /// arguments (about half of them), unless they are `speculatable`.
    /// Off for `llsem run` unless asked for (`--env-pure-ub`); the
    /// refinement checker turns it on for a quarter of its inputs, so that
    /// a call executed where the source did not execute it is caught.
    pub pure_ub: bool,
}

/// Mixed into the seed of pure results, so that they are not the results
/// of the external calls with the same index.
const PURE_SALT: u64 = 0x5bd1_e995_d6e8_feb8;

impl Environment {
    /// The bits the `index`-th external call of a run returns.
    pub fn returned_bits(&self, index: u64, width: u32) -> ApInt {
        let mut rng =
            ChaCha8Rng::seed_from_u64(self.seed ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        draw(&mut rng, width)
    }

    /// What a pure function returns for the call `key` (its name and
    /// arguments): `None` when it has UB for them (only with
    /// [`Self::pure_ub`] and `may_ub`), else the bits of its result.
    pub fn pure_outcome(&self, key: &CallKey, width: u32, may_ub: bool) -> Option<ApInt> {
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed ^ PURE_SALT ^ key.finish());
        let ub = rng.next_u64().is_multiple_of(2);
        if self.pure_ub && may_ub && ub {
            return None;
        }
        Some(draw(&mut rng, width))
    }
}

/// A result of `width` bits. Small values are the common case of real
/// functions; one of a few shapes is drawn so that 0, 1 and -1 come up
/// often.
fn draw(rng: &mut ChaCha8Rng, width: u32) -> ApInt {
    let limbs: Vec<u64> = (0..width.div_ceil(64)).map(|_| rng.next_u64()).collect();
    let raw = ApInt::from_limbs(width, &limbs);
    match rng.next_u64() % 4 {
        0 => ApInt::zero(width),
        1 => ApInt::from_u64(width, rng.next_u64() % 16),
        2 => ApInt::all_ones(width),
        _ => raw,
    }
}

/// The identity of a pure call: a 64-bit FNV-1a hash of the callee's name
/// and an encoding of its arguments (written by the machine, which knows
/// how to name pointers the same way in the source and the target).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallKey(u64);

impl CallKey {
    /// The key of a call of `name`, before its arguments.
    pub fn new(name: &str) -> CallKey {
        let mut k = CallKey(0xcbf2_9ce4_8422_2325);
        k.bytes(name.as_bytes());
        k
    }

    /// Adds bytes.
    pub fn bytes(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= *b as u64;
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
        // A terminator, so that ("ab", "c") and ("a", "bc") differ.
        self.0 ^= 0xff;
        self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
    }

    /// Adds a number.
    pub fn word(&mut self, w: u64) {
        self.bytes(&w.to_le_bytes());
    }

    /// The hash.
    pub fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_and_index_same_value() {
        let e = Environment {
            seed: 5,
            pure_ub: false,
        };
        assert_eq!(e.returned_bits(3, 32), e.returned_bits(3, 32));
        let values: Vec<ApInt> = (0..50).map(|i| e.returned_bits(i, 32)).collect();
        assert!(values.iter().any(|v| v.is_zero()));
        assert!(values.iter().any(|v| !v.is_zero()));
    }

    fn key(name: &str, args: &[u64]) -> CallKey {
        let mut k = CallKey::new(name);
        args.iter().for_each(|a| k.word(*a));
        k
    }

    #[test]
    fn pure_outcome_is_a_function_of_name_and_arguments() {
        let e = Environment {
            seed: 9,
            pure_ub: false,
        };
        let a = e.pure_outcome(&key("f", &[1, 2]), 64, true);
        assert_eq!(a, e.pure_outcome(&key("f", &[1, 2]), 64, true));
        assert!(a.is_some());
        let others: Vec<Option<ApInt>> = (0..20)
            .map(|i| e.pure_outcome(&key("f", &[1, i + 3]), 64, true))
            .chain((0..20).map(|i| e.pure_outcome(&key(&format!("g{i}"), &[1, 2]), 64, true)))
            .collect();
        assert!(others.iter().any(|o| *o != a));
        assert_ne!(key("ab", &[]), key("a", &[]));
    }

    #[test]
    fn pure_ub_only_when_the_environment_and_the_call_allow_it() {
        let on = Environment {
            seed: 9,
            pure_ub: true,
        };
        let off = Environment {
            pure_ub: false,
            ..on
        };
        let keys: Vec<CallKey> = (0..64).map(|i| key("f", &[i])).collect();
        let ub = |e: &Environment, may: bool| {
            keys.iter()
                .filter(|k| e.pure_outcome(k, 8, may).is_none())
                .count()
        };
        assert!(ub(&on, true) > 8 && ub(&on, true) < 56);
        assert_eq!(ub(&on, false), 0);
        assert_eq!(ub(&off, true), 0);
        // Where there is no UB, the result does not depend on the knob.
        for k in &keys {
            if let Some(v) = on.pure_outcome(k, 8, true) {
                assert_eq!(Some(v), off.pure_outcome(k, 8, true));
            }
        }
    }
}
