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
use crate::sem::ops::float::modes::RoundingMode;
use crate::syntax::{TypeId, TypeKind, TypeTable};
use crate::value::{Float, Pointer, Value};

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
}

/// Mixed into the seed of pure results, so that they are not the results
/// of the external calls with the same index.
const PURE_SALT: u64 = 0x5bd1_e995_d6e8_feb8;

/// Mixed into the seed of the generated standard input.
const STDIN_SALT: u64 = 0x2545_f491_4f6c_dd1d;

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

    /// The `llsem run` flags that recreate this environment besides
    /// `--env-seed` (`--env-pure-ub`, `--env-rounding MODE`,
    /// `--env-stdin`), each with a leading space.
    pub fn replay_flags(&self) -> String {
        let mut s = String::new();
        if self.pure_ub {
            s.push_str(" --env-pure-ub");
        }
        if self.rounding != RoundingMode::default() {
            s.push_str(&format!(" --env-rounding {}", self.rounding.name()));
        }
        if self.stdin {
            s.push_str(" --env-stdin");
        }
        s
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

    /// The value of type `ty` the `index`-th external call of a run
    /// returns: [`Self::returned_bits`] of the type's width, cut into its
    /// fields and elements. `None` for `void` (and for types no function
    /// returns).
    pub fn returned_value(&self, index: u64, types: &TypeTable, ty: TypeId) -> Option<Value> {
        let width = value_width(types, ty)?;
        Some(value_from_bits(
            types,
            ty,
            &self.returned_bits(index, width.max(1)),
            &mut 0,
        ))
    }

    /// The value of type `ty` a pure function returns for the call `key`:
    /// `Err(HasUb)` when it has UB for these arguments (see
    /// [`Self::pure_outcome`]), `Ok(None)` for `void`.
    pub fn pure_value(
        &self,
        key: &CallKey,
        types: &TypeTable,
        ty: TypeId,
        may_ub: bool,
    ) -> Result<Option<Value>, HasUb> {
        let width = value_width(types, ty).unwrap_or(0);
        let bits = self.pure_outcome(key, width.max(1), may_ub).ok_or(HasUb)?;
        Ok(value_width(types, ty).map(|_| value_from_bits(types, ty, &bits, &mut 0)))
    }
}

/// A pure function of the environment has UB for the arguments given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HasUb;

/// The number of bits an environment draws for a value of type `ty`:
/// integers and floats their width, pointers none (they are null), and
/// vectors, arrays and structs the sum over their elements. `None` for
/// `void` and the types no value has (labels, metadata, tokens, scalable
/// vectors, ...).
fn value_width(types: &TypeTable, ty: TypeId) -> Option<u32> {
    Some(match types.resolved(ty) {
        TypeKind::Int(w) => *w,
        TypeKind::Float(k) => k.bits(),
        TypeKind::Ptr { .. } => 0,
        TypeKind::Vector {
            len,
            scalable: false,
            elem,
        } => value_width(types, *elem)?.checked_mul(*len)?,
        TypeKind::Array { len, elem } => {
            value_width(types, *elem)?.checked_mul(u32::try_from(*len).ok()?)?
        }
        TypeKind::Struct { fields, .. } | TypeKind::BitStruct { fields } => fields
            .iter()
            .try_fold(0u32, |acc, f| acc.checked_add(value_width(types, *f)?))?,
        _ => return None,
    })
}

/// The value of type `ty` held by `bits` from bit `*at` on (advanced past
/// it): integers and floats take their width, pointers are null,
/// aggregates and vectors take their elements in order. `ty` must have a
/// [`value_width`].
fn value_from_bits(types: &TypeTable, ty: TypeId, bits: &ApInt, at: &mut u32) -> Value {
    let mut take = |w: u32| {
        let v = bits.extract(*at, w);
        *at += w;
        v
    };
    match types.resolved(ty).clone() {
        TypeKind::Int(w) => Value::Int(take(w)),
        TypeKind::Float(kind) => Value::Float(Float {
            kind,
            bits: take(kind.bits()).low_u128(),
        }),
        TypeKind::Vector { len, elem, .. } => Value::Vector(
            (0..len)
                .map(|_| value_from_bits(types, elem, bits, at))
                .collect::<Vec<_>>()
                .into(),
        ),
        TypeKind::Array { len, elem } => Value::Aggregate(
            (0..len)
                .map(|_| value_from_bits(types, elem, bits, at))
                .collect::<Vec<_>>()
                .into(),
        ),
        TypeKind::Struct { fields, .. } | TypeKind::BitStruct { fields } => Value::Aggregate(
            fields
                .iter()
                .map(|f| value_from_bits(types, *f, bits, at))
                .collect::<Vec<_>>()
                .into(),
        ),
        _ => Value::Ptr(Pointer::NULL),
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
            ..Environment::default()
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
            ..Environment::default()
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
            ..Environment::default()
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
