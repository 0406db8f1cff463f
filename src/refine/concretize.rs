//! Concretized inputs: an input whose integer arguments have undef bits,
//! with those bits replaced by defined values, chosen from what the
//! target did. The source's behaviours on such an input are behaviours
//! of the source on the input itself (decision 0036), so the source's
//! search ([`super::search`]) may run the source on them to allow target
//! behaviours it could not reach by its own choices: where the source
//! resolved undef early inside a chain of operations (decision 0001), no
//! choice of its makes every use of the argument take the same value,
//! but the concretized input does.
//!
//! The rule: LangRef "Undefined Values" lets each use of an undef value
//! be any value of its type, so every use taking one value `v` is one of
//! the source's executions, the one it shows with the argument `v`.
//! Poison bits stay poison, pointers and floats stay as they are, and
//! memory is not touched (undef bytes in an input buffer read back as
//! undef either way).

use super::inputs::Input;
use crate::apint::ApInt;
use crate::sem::args::Arg;
use crate::sem::program::Program;
use crate::syntax::{FuncId, TypeId, TypeKind};
use crate::value::Value;

/// Most concretized inputs tried for one input.
pub const MAX_CONCRETIZED: usize = 24;

/// The undef parts of `input`'s arguments to `func`: per integer argument
/// or integer vector lane with undef bits, its width, in argument and lane
/// order.
pub fn undef_widths(prog: &Program, func: FuncId, input: &Input) -> Vec<u32> {
    let mut out = Vec::new();
    for (p, a) in prog.module.func(func).params.iter().zip(&input.args) {
        if let Arg::Value(v) = a {
            undef_parts(prog, p.ty, v, &mut |w| out.push(w));
        }
    }
    out
}

/// Calls `f` with the width of each integer part of `val` (of type `ty`)
/// that has undef bits.
fn undef_parts(prog: &Program, ty: TypeId, val: &Value, f: &mut dyn FnMut(u32)) {
    match (prog.module.types.kind(ty), val) {
        (TypeKind::Int(w), Value::Undef(_)) => f(*w),
        (TypeKind::Vector { elem, .. }, Value::Vector(es)) => {
            for e in es.iter() {
                undef_parts(prog, *elem, e, f);
            }
        }
        _ => {}
    }
}

/// `input` with its undef parts (see [`undef_widths`]) taking the values
/// of `values`, in order (each the part's width; a part past the end of
/// `values` keeps its undef bits). Only the undef bits take the value's
/// bits; defined bits stay.
pub fn concretized(prog: &Program, func: FuncId, input: &Input, values: &[ApInt]) -> Input {
    let mut next = values.iter();
    let args = prog
        .module
        .func(func)
        .params
        .iter()
        .zip(&input.args)
        .map(|(p, a)| match a {
            Arg::Value(v) => Arg::Value(fill(prog, p.ty, v, &mut next)),
            other => other.clone(),
        })
        .collect();
    Input {
        args,
        ..input.clone()
    }
}

/// `val` (of type `ty`) with its undef integer parts taking the next
/// values of `next`.
fn fill<'a>(
    prog: &Program,
    ty: TypeId,
    val: &Value,
    next: &mut impl Iterator<Item = &'a ApInt>,
) -> Value {
    match (prog.module.types.kind(ty), val) {
        (TypeKind::Int(_), Value::Undef(u)) => match next.next() {
            Some(v) if v.width() == u.bits.width() => Value::Int(u.bits.or(&v.and(&u.undef))),
            _ => val.clone(),
        },
        (TypeKind::Vector { elem, .. }, Value::Vector(es)) => {
            Value::Vector(es.iter().map(|e| fill(prog, *elem, e, next)).collect())
        }
        _ => val.clone(),
    }
}

/// `v` made `width` bits wide: truncated, or zero-extended.
fn fit(v: &ApInt, width: u32) -> ApInt {
    if v.width() >= width {
        v.trunc(width)
    } else {
        v.zext(width)
    }
}

/// The value of the next part, `width` bits wide, from a target run's
/// `choices` from `at` on (which it moves past what it takes): the next
/// choice if it has the width, or the next two joined (the first in the
/// high bits) if together they have it (a resolution in stages,
/// `Machine::resolve_in_stages`, chooses a sign bit, then the other
/// bits), else the next choice of the width further on, else the next
/// choice made to the width (the target resolved an extended or
/// truncated copy), else 0.
fn next_value(choices: &[ApInt], at: &mut usize, width: u32) -> ApInt {
    let rest = choices.get(*at..).unwrap_or_default();
    match rest {
        [a, ..] if a.width() == width => {
            *at += 1;
            a.clone()
        }
        [hi, lo, ..] if hi.width() + lo.width() == width => {
            *at += 2;
            hi.zext(width).shl(lo.width()).or(&lo.zext(width))
        }
        _ => match rest.iter().position(|c| c.width() == width) {
            Some(i) => {
                *at += i + 1;
                rest[i].clone()
            }
            None => match rest.first() {
                Some(c) => {
                    *at += 1;
                    fit(c, width)
                }
                None => ApInt::zero(width),
            },
        },
    }
}

/// The value lists to concretize parts of `widths` with, at most
/// [`MAX_CONCRETIZED`]: first, per list of `mirrored` (a target run's
/// choices, in order), the parts taking its choices of their width in
/// order (a target that resolved each lane's undef once, or the whole
/// argument once, shows the values the source's argument must take);
/// (see `next_value`); then every part taking the same value of `guides` (the target's
/// results and choices, the functions' constants), made to its width,
/// after 0, all ones, 1 and the signed boundaries.
pub fn value_lists(widths: &[u32], mirrored: &[Vec<ApInt>], guides: &[ApInt]) -> Vec<Vec<ApInt>> {
    let mut out: Vec<Vec<ApInt>> = Vec::new();
    let push = |list: Vec<ApInt>, out: &mut Vec<Vec<ApInt>>| {
        if out.len() < MAX_CONCRETIZED && list.len() == widths.len() && !out.contains(&list) {
            out.push(list);
        }
    };
    if widths.is_empty() {
        return out;
    }
    for choices in mirrored {
        let mut at = 0;
        let list: Vec<ApInt> = widths
            .iter()
            .map(|&w| next_value(choices, &mut at, w))
            .collect();
        push(list, &mut out);
    }
    type Boundary = fn(u32) -> ApInt;
    let boundaries: [Boundary; 5] = [
        ApInt::zero,
        ApInt::all_ones,
        |w| ApInt::from_u64(w, 1),
        ApInt::signed_min,
        ApInt::signed_max,
    ];
    for b in boundaries {
        push(widths.iter().map(|&w| b(w)).collect(), &mut out);
    }
    for g in guides {
        push(widths.iter().map(|&w| fit(g, w)).collect(), &mut out);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sem::environment::Environment;
    use crate::syntax::SourceFile;
    use crate::value::UndefBits;

    fn prog(text: &str) -> (Program, FuncId) {
        let m = crate::parse::load(SourceFile::new("t.ll", text)).expect("valid test module");
        let p = Program::new(std::sync::Arc::new(m), crate::model::Model::default())
            .expect("compilable test module");
        let f = p.module.function_by_name("f").expect("@f");
        (p, f)
    }

    fn input(args: Vec<Value>) -> Input {
        Input {
            args: args.into_iter().map(Arg::Value).collect(),
            env: Environment::default(),
            reassoc: None,
        }
    }

    fn undef(bits: ApInt, undef: ApInt) -> Value {
        Value::Undef(Box::new(UndefBits { bits, undef }))
    }

    #[test]
    fn width_one_and_wide_integers_take_the_values() {
        let (p, f) = prog("define void @f(i1 %a, i128 %b, i8 %c) {\n  ret void\n}\n");
        let i = input(vec![
            undef(ApInt::zero(1), ApInt::all_ones(1)),
            undef(ApInt::zero(128), ApInt::all_ones(128)),
            Value::Int(ApInt::from_u64(8, 5)),
        ]);
        assert_eq!(undef_widths(&p, f, &i), vec![1, 128]);
        let big = ApInt::from_u128(128, 1 << 100 | 7);
        let c = concretized(&p, f, &i, &[ApInt::all_ones(1), big.clone()]);
        assert_eq!(c.args[0], Arg::Value(Value::Int(ApInt::all_ones(1))));
        assert_eq!(c.args[1], Arg::Value(Value::Int(big)));
        assert_eq!(c.args[2], Arg::Value(Value::Int(ApInt::from_u64(8, 5))));
    }

    #[test]
    fn partly_undef_integers_keep_their_defined_bits() {
        let (p, f) = prog("define void @f(i8 %a) {\n  ret void\n}\n");
        // Bits 0-3 undef, bits 4-7 defined as 0b1010.
        let i = input(vec![undef(
            ApInt::from_u64(8, 0xa0),
            ApInt::from_u64(8, 0x0f),
        )]);
        let c = concretized(&p, f, &i, &[ApInt::from_u64(8, 0x53)]);
        assert_eq!(c.args[0], Arg::Value(Value::Int(ApInt::from_u64(8, 0xa3))));
    }

    #[test]
    fn vectors_fill_only_their_undef_lanes_and_keep_poison() {
        let (p, f) = prog("define void @f(<3 x i16> %v) {\n  ret void\n}\n");
        let lanes: Vec<Value> = vec![
            undef(ApInt::zero(16), ApInt::all_ones(16)),
            Value::Poison,
            undef(ApInt::zero(16), ApInt::all_ones(16)),
        ];
        let i = input(vec![Value::Vector(lanes.into())]);
        assert_eq!(undef_widths(&p, f, &i), vec![16, 16]);
        let c = concretized(&p, f, &i, &[ApInt::from_u64(16, 1), ApInt::from_u64(16, 2)]);
        let want: Vec<Value> = vec![
            Value::Int(ApInt::from_u64(16, 1)),
            Value::Poison,
            Value::Int(ApInt::from_u64(16, 2)),
        ];
        assert_eq!(c.args[0], Arg::Value(Value::Vector(want.into())));
    }

    #[test]
    fn value_lists_mirror_the_target_then_try_boundaries_and_guides() {
        let mirrored = vec![
            vec![ApInt::from_u64(32, 4), ApInt::from_u64(64, 9)],
            // A resolution in stages: a sign bit, then 31 bits; then 64 bits.
            vec![
                ApInt::from_u64(1, 1),
                ApInt::from_u64(31, 5),
                ApInt::from_u64(64, 3),
            ],
        ];
        let lists = value_lists(&[32, 64], &mirrored, &[ApInt::from_u64(8, 200)]);
        // Each part takes the next choice of its width.
        assert_eq!(
            lists[0],
            vec![ApInt::from_u64(32, 4), ApInt::from_u64(64, 9)]
        );
        assert_eq!(
            lists[1],
            vec![ApInt::from_u64(32, (1 << 31) | 5), ApInt::from_u64(64, 3)]
        );
        assert_eq!(lists[2], vec![ApInt::zero(32), ApInt::zero(64)]);
        assert!(lists.contains(&vec![ApInt::from_u64(32, 200), ApInt::from_u64(64, 200)]));
        assert!(lists.len() <= MAX_CONCRETIZED);
        assert!(value_lists(&[], &mirrored, &[]).is_empty());
    }
}
