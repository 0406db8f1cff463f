//! Matching a function type against an intrinsic's [`Signature`], as
//! LLVM's `Intrinsic::matchIntrinsicSignature` does: each overloaded slot
//! is bound to the type written where it appears, and every other type of
//! the signature must then be the fixed or derived type it names.

use super::notation::{Concrete, Desc, Signature, SlotKind};
use crate::syntax::{TypeId, TypeKind, TypeTable};

/// Where a function type departs from a signature.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// A different number of parameters.
    Count,
    /// Variadic where the intrinsic is not, or the other way round.
    VarArgs,
    /// The result type.
    Return,
    /// Parameter `i` (from 0).
    Param(usize),
}

/// A type as the signature notation sees it.
pub fn concrete(types: &TypeTable, ty: TypeId) -> Concrete {
    match types.resolved(ty) {
        TypeKind::Void => Concrete::Void,
        TypeKind::Metadata => Concrete::Metadata,
        TypeKind::Token => Concrete::Token,
        TypeKind::Int(w) => Concrete::Int(*w),
        TypeKind::Float(k) => Concrete::Float(*k),
        TypeKind::Ptr { addrspace } => Concrete::Ptr(*addrspace),
        TypeKind::Vector {
            len,
            scalable,
            elem,
        } => Concrete::Vector {
            len: *len,
            scalable: *scalable,
            elem: Box::new(concrete(types, *elem)),
        },
        TypeKind::Struct { fields, .. } => {
            Concrete::Struct(fields.iter().map(|f| concrete(types, *f)).collect())
        }
        _ => Concrete::Other(types.display(ty)),
    }
}

/// Checks the function type `ret (params...)` against `sig`.
pub fn check(
    sig: &Signature,
    ret: &Concrete,
    params: &[Concrete],
    varargs: bool,
) -> Result<(), Mismatch> {
    if params.len() != sig.params.len() {
        return Err(Mismatch::Count);
    }
    if varargs != sig.varargs {
        return Err(Mismatch::VarArgs);
    }
    let mut slots = Vec::new();
    bind(&sig.ret, ret, &mut slots);
    for (d, t) in sig.params.iter().zip(params) {
        bind(d, t, &mut slots);
    }
    if !fits(&sig.ret, ret, &slots) {
        return Err(Mismatch::Return);
    }
    match sig
        .params
        .iter()
        .zip(params)
        .position(|(d, t)| !fits(d, t, &slots))
    {
        Some(i) => Err(Mismatch::Param(i)),
        None => Ok(()),
    }
}

fn set(slots: &mut Vec<Option<Concrete>>, k: usize, t: &Concrete) {
    if slots.len() <= k {
        slots.resize(k + 1, None);
    }
    if slots[k].is_none() {
        slots[k] = Some(t.clone());
    }
}

/// Binds the slots `d` introduces to the parts of `t` they stand for.
fn bind(d: &Desc, t: &Concrete, slots: &mut Vec<Option<Concrete>>) {
    match (d, t) {
        (Desc::Slot(_, k), _) => set(slots, *k, t),
        (Desc::PointersTo(_, k), Concrete::Vector { elem, .. }) => set(slots, *k, elem),
        (Desc::Struct(ds), Concrete::Struct(ts)) => {
            for (d, t) in ds.iter().zip(ts) {
                bind(d, t, slots);
            }
        }
        _ => {}
    }
}

fn kind_fits(kind: SlotKind, t: &Concrete) -> bool {
    let scalar = match t {
        Concrete::Vector { elem, .. } => elem,
        t => t,
    };
    match kind {
        SlotKind::Any => true,
        SlotKind::Int => matches!(scalar, Concrete::Int(_)),
        SlotKind::Float => matches!(scalar, Concrete::Float(_)),
        SlotKind::Vector => matches!(t, Concrete::Vector { .. }),
        SlotKind::Ptr => matches!(t, Concrete::Ptr(_)),
    }
}

/// Whether `t` is the type `d` stands for, given the bound slots.
fn fits(d: &Desc, t: &Concrete, slots: &[Option<Concrete>]) -> bool {
    let slot = |k: &usize| slots.get(*k).and_then(Option::as_ref);
    match d {
        Desc::Slot(kind, k) => kind_fits(*kind, t) && slot(k) == Some(t),
        Desc::Struct(ds) => match t {
            Concrete::Struct(ts) => {
                ds.len() == ts.len() && ds.iter().zip(ts).all(|(d, t)| fits(d, t, slots))
            }
            _ => false,
        },
        Desc::PointersTo(k, p) => match (slot(k), t, slot(p)) {
            (
                Some(Concrete::Vector { len, scalable, .. }),
                Concrete::Vector {
                    len: l,
                    scalable: s,
                    elem,
                },
                Some(ptr),
            ) => len == l && scalable == s && matches!(**elem, Concrete::Ptr(_)) && **elem == *ptr,
            _ => false,
        },
        _ => expected(d, slots).as_ref() == Some(t),
    }
}

/// The type a non-binding descriptor stands for, if its slot is bound to
/// a type it applies to.
fn expected(d: &Desc, slots: &[Option<Concrete>]) -> Option<Concrete> {
    let slot = |k: &usize| slots.get(*k).and_then(Option::as_ref);
    let map_lanes = |t: &Concrete, f: &dyn Fn(&Concrete) -> Option<Concrete>| match t {
        Concrete::Vector {
            len,
            scalable,
            elem,
        } => Some(Concrete::Vector {
            len: *len,
            scalable: *scalable,
            elem: Box::new(f(elem)?),
        }),
        t => f(t),
    };
    let int = |w: u32| Some(Concrete::Int(w));
    match d {
        Desc::Fixed(c) => Some(c.clone()),
        Desc::Same(k) => slot(k).cloned(),
        Desc::Extend(k) => map_lanes(slot(k)?, &|e| match e {
            Concrete::Int(w) => int(w * 2),
            _ => None,
        }),
        Desc::Truncate(k) => map_lanes(slot(k)?, &|e| match e {
            Concrete::Int(w) if w % 2 == 0 => int(w / 2),
            _ => None,
        }),
        Desc::SameWidth(k, elem) => {
            let elem = expected(elem, slots)?;
            match slot(k)? {
                Concrete::Vector { len, scalable, .. } => Some(Concrete::Vector {
                    len: *len,
                    scalable: *scalable,
                    elem: Box::new(elem),
                }),
                _ => Some(elem),
            }
        }
        Desc::Element(k) => match slot(k)? {
            Concrete::Vector { elem, .. } => Some((**elem).clone()),
            t => Some(t.clone()),
        },
        Desc::Nth(k, n) => match slot(k)? {
            Concrete::Vector {
                len,
                scalable,
                elem,
            } if *n > 0 && len % n == 0 => Some(Concrete::Vector {
                len: len / n,
                scalable: *scalable,
                elem: elem.clone(),
            }),
            _ => None,
        },
        Desc::Subdivide(k, n) => match slot(k)? {
            Concrete::Vector {
                len,
                scalable,
                elem,
            } => match **elem {
                Concrete::Int(w) if w % n == 0 => Some(Concrete::Vector {
                    len: len * n,
                    scalable: *scalable,
                    elem: Box::new(Concrete::Int(w / n)),
                }),
                _ => None,
            },
            _ => None,
        },
        Desc::ToInt(k) => map_lanes(slot(k)?, &|e| match e {
            Concrete::Int(w) => int(*w),
            Concrete::Float(f) => int(f.bits()),
            _ => None,
        }),
        Desc::Slot(..) | Desc::Struct(_) | Desc::PointersTo(..) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::notation::parse_line;
    use super::*;
    use crate::syntax::FloatKind;

    fn vec(len: u32, elem: Concrete) -> Concrete {
        Concrete::Vector {
            len,
            scalable: false,
            elem: Box::new(elem),
        }
    }

    fn sig(line: &str) -> Signature {
        parse_line(line).unwrap().1
    }

    #[test]
    fn overloaded_slots_bind_and_must_agree() {
        let umax = sig("llvm.umax int0 ($0, $0)");
        let i32 = Concrete::Int(32);
        let i64 = Concrete::Int(64);
        assert_eq!(
            check(&umax, &i32, &[i32.clone(), i32.clone()], false),
            Ok(())
        );
        assert_eq!(
            check(&umax, &i32, &[i32.clone(), i64.clone()], false),
            Err(Mismatch::Param(1))
        );
        assert_eq!(
            check(&umax, &i64, &[i32.clone(), i32.clone()], false),
            Err(Mismatch::Param(0))
        );
        assert_eq!(
            check(&umax, &i32, std::slice::from_ref(&i32), false),
            Err(Mismatch::Count)
        );
        let f = Concrete::Float(FloatKind::Float);
        assert_eq!(
            check(&umax, &f, &[f.clone(), f.clone()], false),
            Err(Mismatch::Return)
        );
        let v = vec(4, i32.clone());
        assert_eq!(check(&umax, &v, &[v.clone(), v.clone()], false), Ok(()));
    }

    #[test]
    fn derived_types_follow_their_slot() {
        let ovf = sig("llvm.sadd.with.overflow {int0, same($0, i1)} ($0, $0)");
        let v = vec(4, Concrete::Int(8));
        let ret = Concrete::Struct(vec![v.clone(), vec(4, Concrete::Int(1))]);
        assert_eq!(check(&ovf, &ret, &[v.clone(), v.clone()], false), Ok(()));
        let bad = Concrete::Struct(vec![v.clone(), Concrete::Int(1)]);
        assert_eq!(
            check(&ovf, &bad, &[v.clone(), v.clone()], false),
            Err(Mismatch::Return)
        );
        let gather = sig("llvm.masked.gather vec0 (ptrs($0, 1), same($0, i1), $0)");
        let ptrs = vec(4, Concrete::Ptr(0));
        let mask = vec(4, Concrete::Int(1));
        assert_eq!(
            check(&gather, &v, &[ptrs.clone(), mask.clone(), v.clone()], false),
            Ok(())
        );
        assert_eq!(
            check(
                &gather,
                &v,
                &[vec(2, Concrete::Ptr(0)), mask, v.clone()],
                false
            ),
            Err(Mismatch::Param(0))
        );
        let fadd = sig("llvm.vector.reduce.fadd elt($0) (elt($0), vec0)");
        let f = Concrete::Float(FloatKind::Float);
        let vf = vec(4, f.clone());
        assert_eq!(check(&fadd, &f, &[f.clone(), vf.clone()], false), Ok(()));
        assert_eq!(
            check(&fadd, &Concrete::Int(32), &[f, vf], false),
            Err(Mismatch::Return)
        );
        let ext = sig("llvm.x int0 (ext($0), trunc($0), toint($0), sub2($0), nth($0, 2))");
        let v16 = vec(4, Concrete::Int(16));
        assert_eq!(
            check(
                &ext,
                &v16,
                &[
                    vec(4, Concrete::Int(32)),
                    vec(4, Concrete::Int(8)),
                    v16.clone(),
                    vec(8, Concrete::Int(8)),
                    vec(2, Concrete::Int(16)),
                ],
                false
            ),
            Ok(())
        );
    }

    #[test]
    fn varargs_must_agree() {
        let sp = sig("llvm.experimental.gc.statepoint token (i64, i32, ptr0, i32, i32, ...)");
        let params = [
            Concrete::Int(64),
            Concrete::Int(32),
            Concrete::Ptr(0),
            Concrete::Int(32),
            Concrete::Int(32),
        ];
        assert_eq!(check(&sp, &Concrete::Token, &params, true), Ok(()));
        assert_eq!(
            check(&sp, &Concrete::Token, &params, false),
            Err(Mismatch::VarArgs)
        );
    }
}
