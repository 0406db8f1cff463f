//! Inputs for a refinement check, generated per parameter type: every
//! combination when the whole input space is small; otherwise boundary
//! values, seeded random values, poison, and undef (llvm model). Pointer
//! parameters get fresh buffers of several sizes and alignments, filled with
//! random bytes, some of them poison or undef, or null where allowed.

use chacha20::ChaCha8Rng;
use rand::{Rng, SeedableRng};

use crate::apint::ApInt;
use crate::mem::{Bytes, Fill};
use crate::model::ModelKind;
use crate::sem::consts::ConstEval;
use crate::sem::program::Program;
use crate::sem::run::Arg;
use crate::sem::value::{Float, Pointer, Value};
use crate::syntax::{FloatKind, FuncId, TypeId, TypeKind};

/// One input: the arguments and the environment seed.
#[derive(Clone, Debug, PartialEq)]
pub struct Input {
    /// One per parameter.
    pub args: Vec<Arg>,
    /// The seed of what external functions return.
    pub env_seed: u64,
}

/// What a parameter's attributes exclude.
#[derive(Clone, Copy, Debug, Default)]
struct Excluded {
    /// `noundef`: no poison or undef.
    deferred_ub: bool,
    /// `nonnull`/`dereferenceable`: no null.
    null: bool,
    /// `dereferenceable(N)`: buffers of at least N bytes.
    min_size: u64,
    /// `align N`.
    align: u64,
}

/// Candidate values of one parameter.
fn candidates(
    prog: &Program,
    ty: TypeId,
    ex: Excluded,
    rng: &mut ChaCha8Rng,
    random: usize,
) -> Vec<Arg> {
    let types = &prog.module.types;
    let mut out: Vec<Arg> = match types.kind(ty).clone() {
        TypeKind::Int(w) => int_candidates(w, rng, random)
            .into_iter()
            .map(Arg::Value)
            .collect(),
        TypeKind::Float(k) => float_candidates(k, rng, random)
            .into_iter()
            .map(Arg::Value)
            .collect(),
        TypeKind::Ptr { .. } => {
            let mut v = Vec::new();
            if !ex.null {
                v.push(Arg::Value(Value::Ptr(Pointer::NULL)));
            }
            let align = ex.align.max(1);
            for size in [ex.min_size.max(16), ex.min_size.max(64)] {
                v.push(buffer(prog, size, align.max(16), rng, false));
                v.push(buffer(prog, size, align.max(16), rng, true));
            }
            v
        }
        TypeKind::Vector { len, elem, .. } => (0..random.max(4))
            .map(|_| {
                Arg::Value(Value::Vector(
                    lane_values(prog, elem, len as usize, rng).into(),
                ))
            })
            .collect(),
        _ => {
            // Structs and arrays: all zeros (their poison and undef forms are
            // added below, element by element).
            let zero = ConstEval::new(prog).zero(ty);
            zero.into_iter().map(Arg::Value).collect()
        }
    };
    if !ex.deferred_ub && !matches!(types.kind(ty), TypeKind::Vector { .. }) {
        // Deferred UB first: the pairwise inputs combine the first
        // candidates of every parameter.
        let eval = ConstEval::new(prog);
        let mut special: Vec<Arg> = eval.poison(ty).into_iter().map(Arg::Value).collect();
        if prog.model.kind == ModelKind::Llvm {
            special.extend(eval.undef(ty).into_iter().map(Arg::Value));
        }
        special.append(&mut out);
        out = special;
    }
    out
}

/// How many leading candidates of each parameter are combined pairwise
/// with those of every other parameter.
const PAIRWISE: usize = 7;

/// Every value for narrow integers; boundary and random values otherwise.
fn int_candidates(w: u32, rng: &mut ChaCha8Rng, random: usize) -> Vec<Value> {
    if w <= 4 {
        return (0..1u64 << w)
            .map(|v| Value::Int(ApInt::from_u64(w, v)))
            .collect();
    }
    let mut v = vec![
        ApInt::zero(w),
        ApInt::from_u64(w, 1),
        ApInt::from_u64(w, 2),
        ApInt::all_ones(w),
        ApInt::from_i128(w, -2),
        ApInt::signed_min(w),
        ApInt::signed_max(w),
        ApInt::signed_min(w).add(&ApInt::from_u64(w, 1)),
        ApInt::signed_max(w).sub(&ApInt::from_u64(w, 1)),
        ApInt::from_u64(w, 1).shl(w / 2),
        ApInt::from_u64(w, 7),
        ApInt::from_u64(w, 100),
    ];
    for _ in 0..random {
        let limbs: Vec<u64> = (0..w.div_ceil(64)).map(|_| rng.next_u64()).collect();
        let x = ApInt::from_limbs(w, &limbs);
        // Small magnitudes are where most code branches.
        v.push(if rng.next_u64().is_multiple_of(2) {
            x
        } else {
            ApInt::from_i128(w, (rng.next_u64() % 64) as i128 - 32)
        });
    }
    dedup(v).into_iter().map(Value::Int).collect()
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

fn float_candidates(k: FloatKind, rng: &mut ChaCha8Rng, random: usize) -> Vec<Value> {
    use rustc_apfloat::Round;
    use rustc_apfloat::ieee::{BFloat, Double, Half, Quad, Single, X87DoubleExtended};
    fn specials<F: rustc_apfloat::Float>() -> Vec<u128> {
        let parse = |s: &str| {
            F::from_str_r(s, Round::NearestTiesToEven)
                .map(|v| v.value.to_bits())
                .ok()
        };
        let mut v = vec![
            F::ZERO.to_bits(),
            (-F::ZERO).to_bits(),
            F::INFINITY.to_bits(),
            (-F::INFINITY).to_bits(),
            F::NAN.to_bits(),
            F::SMALLEST.to_bits(),
            F::largest().to_bits(),
            (-F::largest()).to_bits(),
        ];
        v.extend(
            ["1", "-1", "0.5", "2.5", "-3", "100"]
                .iter()
                .filter_map(|s| parse(s)),
        );
        v
    }
    let mut bits = match k {
        FloatKind::Half => specials::<Half>(),
        FloatKind::BFloat => specials::<BFloat>(),
        FloatKind::Float => specials::<Single>(),
        FloatKind::Double => specials::<Double>(),
        FloatKind::X86Fp80 => specials::<X87DoubleExtended>(),
        FloatKind::Fp128 => specials::<Quad>(),
        FloatKind::PpcFp128 => vec![0],
    };
    let w = k.bits();
    for _ in 0..random {
        let raw = (rng.next_u64() as u128) | (rng.next_u64() as u128) << 64;
        bits.push(if w >= 128 {
            raw
        } else {
            raw & ((1u128 << w) - 1)
        });
    }
    bits.into_iter()
        .map(|b| Value::Float(Float { kind: k, bits: b }))
        .collect()
}

/// `len` random lanes of element type `elem` (poison now and then).
fn lane_values(prog: &Program, elem: TypeId, len: usize, rng: &mut ChaCha8Rng) -> Vec<Value> {
    let types = &prog.module.types;
    (0..len)
        .map(|_| {
            if rng.next_u64().is_multiple_of(8) {
                return Value::Poison;
            }
            match types.kind(elem) {
                TypeKind::Int(w) => {
                    let c = int_candidates(*w, rng, 1);
                    c[(rng.next_u64() as usize) % c.len()].clone()
                }
                TypeKind::Float(k) => {
                    let c = float_candidates(*k, rng, 1);
                    c[(rng.next_u64() as usize) % c.len()].clone()
                }
                TypeKind::Ptr { .. } => Value::Ptr(Pointer::NULL),
                _ => Value::Poison,
            }
        })
        .collect()
}

/// A buffer of random bytes; with `deferred`, some bytes poison or undef.
fn buffer(prog: &Program, size: u64, align: u64, rng: &mut ChaCha8Rng, deferred: bool) -> Arg {
    let mut bytes = Bytes::new(size as usize, Fill::Zero);
    for i in 0..size as usize {
        bytes.value[i] = match rng.next_u64() % 4 {
            0 => 0,
            1 => (rng.next_u64() % 8) as u8,
            _ => rng.next_u64() as u8,
        };
        if deferred && rng.next_u64().is_multiple_of(6) {
            bytes.value[i] = 0;
            if prog.model.kind == ModelKind::Llvm && rng.next_u64().is_multiple_of(2) {
                bytes.undef[i] = 0xff;
            } else {
                bytes.poison[i] = 0xff;
            }
        }
    }
    Arg::Buffer { bytes, align }
}

/// The inputs of `func`: all combinations of the candidates when there are
/// at most `max` of them, otherwise `max` combinations that use every
/// candidate of every parameter at least once, then random ones.
pub fn generate(prog: &Program, func: FuncId, max: usize, seed: u64) -> Vec<Input> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let f = prog.module.func(func);
    let per_param: Vec<Vec<Arg>> = f
        .params
        .iter()
        .map(|p| {
            let attrs = crate::sem::compile::value_attrs(prog, &p.attrs);
            let ex = Excluded {
                deferred_ub: attrs.noundef,
                null: attrs.nonnull || attrs.dereferenceable.is_some_and(|(_, or_null)| !or_null),
                min_size: attrs.dereferenceable.map_or(0, |(n, _)| n),
                align: attrs.align.unwrap_or(1),
            };
            candidates(prog, p.ty, ex, &mut rng, 16)
        })
        .collect();
    let total = per_param
        .iter()
        .try_fold(1usize, |acc, c| acc.checked_mul(c.len().max(1)));
    let mut inputs = Vec::new();
    let mut push = |args: Vec<Arg>, rng: &mut ChaCha8Rng| {
        inputs.push(Input {
            args,
            env_seed: rng.next_u64(),
        })
    };
    match total {
        Some(n) if n <= max => {
            for k in 0..n {
                let mut rest = k;
                let args = per_param
                    .iter()
                    .map(|c| {
                        let a = c[rest % c.len()].clone();
                        rest /= c.len();
                        a
                    })
                    .collect();
                push(args, &mut rng);
            }
        }
        _ => {
            // Every pair of leading candidates of every pair of parameters
            // (the others take their k-th candidate), then every candidate
            // of every parameter once, then random combinations.
            let n = per_param.len();
            let mut combos: Vec<Vec<usize>> = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    for a in 0..PAIRWISE.min(per_param[i].len()) {
                        for b in 0..PAIRWISE.min(per_param[j].len()) {
                            let k = combos.len();
                            let mut c: Vec<usize> = per_param.iter().map(|p| k % p.len()).collect();
                            c[i] = a;
                            c[j] = b;
                            combos.push(c);
                        }
                    }
                }
            }
            let widest = per_param.iter().map(Vec::len).max().unwrap_or(1);
            combos.extend((0..widest).map(|k| per_param.iter().map(|p| k % p.len()).collect()));
            combos.truncate(max);
            while combos.len() < max {
                combos.push(
                    per_param
                        .iter()
                        .map(|p| rng.next_u64() as usize % p.len())
                        .collect(),
                );
            }
            for c in combos {
                let args = c
                    .iter()
                    .zip(&per_param)
                    .map(|(&i, p)| p[i].clone())
                    .collect();
                push(args, &mut rng);
            }
        }
    }
    if inputs.is_empty() {
        inputs.push(Input {
            args: Vec::new(),
            env_seed: rng.next_u64(),
        });
    }
    inputs
}
