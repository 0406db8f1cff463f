//! Integer and pointer conversions and `bitcast` on scalar values (LangRef
//! "Conversion Operations"), with their poison flags. Floating-point
//! conversions are in [`super::float`].

use super::OpError;
use super::int::{cube_of, int_or_poison, value_of};
use super::undef;
use crate::apint::{ApInt, Bits, Word};
use crate::mem::repr::{Repr, load_value, store_value};
use crate::mem::{Bytes, Fill};
use crate::syntax::{CastFlags, CastOp};
use crate::value::{Pointer, Provenance, Scalar, UndefBits, Value};

/// `trunc`: the low `width` bits; `nuw` poison if a dropped bit is set,
/// `nsw` poison if a dropped bit differs from the result's sign bit.
pub fn eval_trunc(flags: CastFlags, v: &Value, width: u32) -> Result<Value, OpError> {
    eval_trunc_in::<true>(flags, v, width)
}

/// [`eval_trunc`], on a [`crate::apint::Word`] where a defined operand
/// fits one if `FAST` (the tests compare both).
fn eval_trunc_in<const FAST: bool>(
    flags: CastFlags,
    v: &Value,
    width: u32,
) -> Result<Value, OpError> {
    match v {
        Value::Poison => Ok(Value::Poison),
        Value::Int(i) => Ok(match i.word().filter(|_| FAST) {
            Some(x) => int_or_poison(trunc_defined(flags, &x, width)),
            None => int_or_poison(trunc_defined(flags, i, width)),
        }),
        Value::Undef(_) if flags.nuw || flags.nsw => trunc_flagged_cube(flags, v, width),
        Value::Undef(_) => Ok(value_of(undef::trunc(
            &cube_of(v).ok_or(OpError::Shape)?,
            width,
        ))),
        _ => Err(OpError::Shape),
    }
}

/// `trunc`, `zext` or `sext` of a defined integer of at most 64 bits to
/// at most 64 bits, held as [`Scalar`]s: the same rules (their defined
/// cases, on [`Word`]s) without converting to [`Value`]. `None` for
/// other conversions and wider results.
#[inline(always)]
pub fn eval_word_cast(op: CastOp, flags: CastFlags, x: Word, width: u32) -> Option<Scalar> {
    if width > 64 {
        return None;
    }
    let r = match op {
        CastOp::Trunc => trunc_defined(flags, &x, width),
        CastOp::ZExt => zext_defined(flags, &x, width),
        CastOp::SExt => Some(x.sext(width)),
        _ => return None,
    };
    Some(r.map_or(Scalar::Poison, Scalar::Int))
}

/// The conversions of a defined scalar of at most 64 bits whose result
/// stays one: [`eval_word_cast`] and `eval_scalar_ptr_cast`. `None` for
/// the others.
#[inline(always)]
pub fn eval_scalar_cast(op: CastOp, flags: CastFlags, s: Scalar, width: u32) -> Option<Scalar> {
    match (op, s) {
        (CastOp::Trunc | CastOp::ZExt | CastOp::SExt, Scalar::Int(x)) => {
            eval_word_cast(op, flags, x, width)
        }
        _ => eval_scalar_ptr_cast(op, s, width),
    }
}

/// `ptrtoaddr` of a defined pointer at a whole byte, or `inttoptr` of a
/// defined integer, with a result of at most 64 bits, held as [`Scalar`]s:
/// [`eval_ptrtoint`] and [`eval_inttoptr`] on the values they stand for,
/// which own no heap memory. `None` for other conversions and operands;
/// `ptrtoint` too, whose step also checks that it does not capture a
/// `captures(none)` argument of the entry function (`sem::capture`).
#[inline]
fn eval_scalar_ptr_cast(op: CastOp, s: Scalar, width: u32) -> Option<Scalar> {
    if width > 64 {
        return None;
    }
    let r = match (op, s) {
        (CastOp::PtrToAddr, Scalar::Ptr(p)) if p.bit_offset() == 0 => {
            eval_ptrtoint(&Value::Ptr(p), width)
        }
        (CastOp::IntToPtr, Scalar::Int(x)) => eval_inttoptr(&Value::Int(x.into()), width),
        _ => return None,
    };
    Scalar::of(&r.ok()?)
}

/// The defined case of `trunc` (`None`: poison).
#[inline(always)]
fn trunc_defined<B: Bits>(flags: CastFlags, i: &B, width: u32) -> Option<B> {
    let r = i.trunc(width);
    let lost_unsigned = flags.nuw && r.zext(i.width()) != *i;
    let lost_signed = flags.nsw && r.sext(i.width()) != *i;
    (!lost_unsigned && !lost_signed).then_some(r)
}

/// `trunc nuw`/`nsw` of a value with undef bits: exact when the bits the
/// flags read (from the result's sign bit up for `nsw`, above the result
/// for `nuw`) are all defined, for then every member agrees on whether a
/// flag fires: poison for all of them, or the low bits' cube;
/// [`OpError::Inexact`] otherwise.
fn trunc_flagged_cube(flags: CastFlags, v: &Value, width: u32) -> Result<Value, OpError> {
    let c = cube_of(v).ok_or(OpError::Shape)?;
    let read_from = if flags.nsw { width - 1 } else { width };
    let read = ApInt::all_ones(c.bits.width()).shl(read_from);
    if !c.undef.and(&read).is_zero() {
        return Err(OpError::Inexact);
    }
    Ok(match trunc_defined(flags, &c.bits, width) {
        None => Value::Poison,
        Some(_) => value_of(undef::trunc(&c, width)),
    })
}

/// `zext`: zero-extends; `nneg` poison if the operand is negative.
pub fn eval_zext(flags: CastFlags, v: &Value, width: u32) -> Result<Value, OpError> {
    eval_zext_in::<true>(flags, v, width)
}

/// [`eval_zext`], on a [`crate::apint::Word`] where a defined operand and
/// the result fit one if `FAST` (the tests compare both).
fn eval_zext_in<const FAST: bool>(
    flags: CastFlags,
    v: &Value,
    width: u32,
) -> Result<Value, OpError> {
    match v {
        Value::Poison => Ok(Value::Poison),
        Value::Int(i) => Ok(match i.word().filter(|_| FAST && width <= 64) {
            Some(x) => int_or_poison(zext_defined(flags, &x, width)),
            None => int_or_poison(zext_defined(flags, i, width)),
        }),
        Value::Undef(u) => {
            let sign = u.bits.width() - 1;
            if flags.nneg && u.undef.bit(sign) {
                return Err(OpError::Inexact);
            }
            if flags.nneg && u.bits.bit(sign) {
                return Ok(Value::Poison);
            }
            Ok(value_of(undef::zext(
                &cube_of(v).ok_or(OpError::Shape)?,
                width,
            )))
        }
        _ => Err(OpError::Shape),
    }
}

/// The defined case of `zext` (`None`: poison).
#[inline(always)]
fn zext_defined<B: Bits>(flags: CastFlags, i: &B, width: u32) -> Option<B> {
    (!(flags.nneg && i.is_negative())).then(|| i.zext(width))
}

/// `sext`: sign-extends.
pub fn eval_sext(v: &Value, width: u32) -> Result<Value, OpError> {
    eval_sext_in::<true>(v, width)
}

/// [`eval_sext`], on a [`crate::apint::Word`] where a defined operand and
/// the result fit one if `FAST` (the tests compare both).
fn eval_sext_in<const FAST: bool>(v: &Value, width: u32) -> Result<Value, OpError> {
    match v {
        Value::Poison => Ok(Value::Poison),
        Value::Int(i) => Ok(Value::Int(match i.word().filter(|_| FAST && width <= 64) {
            Some(x) => x.sext(width).into_apint(),
            None => i.sext(width),
        })),
        Value::Undef(_) => undef::sext(&cube_of(v).ok_or(OpError::Shape)?, width)
            .map(value_of)
            .ok_or(OpError::Inexact),
        _ => Err(OpError::Shape),
    }
}

/// `ptrtoint`/`ptrtoaddr`: the address, zero-extended or truncated to
/// `width` bits. A pointer to a bit inside a byte (a field of an Explicitly
/// Packed Structure) has no integer address: unsupported.
pub fn eval_ptrtoint(v: &Value, width: u32) -> Result<Value, OpError> {
    match v {
        Value::Poison => Ok(Value::Poison),
        Value::Ptr(p) if p.bit_offset() != 0 => Err(OpError::Unsupported(format!(
            "ptrtoint of a pointer to bit {} of the byte at {:#x} (a field of an Explicitly \
             Packed Structure): an integer address cannot say which bit",
            p.bit_offset(),
            p.addr
        ))),
        Value::Ptr(p) => Ok(Value::Int(resize(&ApInt::from_u64(64, p.addr), width))),
        Value::Undef(u) => Ok(value_of(undef::Cube {
            bits: resize(&u.bits, width),
            undef: resize(&u.undef, width),
        })),
        _ => Err(OpError::Shape),
    }
}

/// `inttoptr`: a pointer to the address; it may access whatever allocation
/// lives there (LangRef: it is *based on* every pointer that contributed),
/// except that address 0 is the null pointer.
pub fn eval_inttoptr(v: &Value, ptr_bits: u32) -> Result<Value, OpError> {
    match v {
        Value::Poison => Ok(Value::Poison),
        Value::Int(i) => {
            let addr = resize(i, ptr_bits.min(64)).to_u64().unwrap_or(0);
            let prov = if addr == 0 {
                Provenance::None
            } else {
                Provenance::Wildcard
            };
            Ok(Value::Ptr(Pointer::from_parts(prov, addr, 0)))
        }
        Value::Undef(u) => Ok(Value::Undef(Box::new(UndefBits {
            bits: resize(&u.bits, ptr_bits),
            undef: resize(&u.undef, ptr_bits),
        }))),
        _ => Err(OpError::Shape),
    }
}

/// `bitcast`: the same bits read as the other type (`to↑(from↓(v))`,
/// thesis Figure 3.1): a poison element spreads to every element that
/// shares one of its bits. Under a big-endian layout (`big_endian`) a
/// vector's element 0 is in the most significant bits of the integer it
/// bitcasts to (LangRef "Vector Type", "Memory Layout").
pub fn eval_bitcast(v: &Value, from: &Repr, to: &Repr, big_endian: bool) -> Result<Value, OpError> {
    let bits = from.bits();
    if bits != to.bits() {
        return Err(OpError::Shape);
    }
    let mut bytes = Bytes::new(bits.div_ceil(8) as usize, Fill::Zero);
    store_value(&mut bytes, 0, from, v, big_endian).map_err(|_| OpError::Shape)?;
    load_value(&bytes, 0, to, big_endian).map_err(|_| OpError::Shape)
}

fn resize(i: &ApInt, width: u32) -> ApInt {
    use std::cmp::Ordering;
    match i.width().cmp(&width) {
        Ordering::Less => i.zext(width),
        Ordering::Equal => i.clone(),
        Ordering::Greater => i.trunc(width),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    fn int(w: u32, v: i64) -> Value {
        Value::Int(ApInt::from_i128(w, v as i128))
    }

    /// The fast path (`Word`s) against the general one (`ApInt`s) on random
    /// operands with poison and undef bits: `trunc` to every narrower
    /// width with random flags, `zext` and `sext` to wider widths (on both
    /// sides of 64 bits).
    #[test]
    fn fast_path_agrees_with_general_path() {
        use crate::sem::ops::int::tests::{FAST_WIDTHS, Operands};
        let mut g = Operands::new(15);
        for w in FAST_WIDTHS {
            for _ in 0..2000 {
                let v = g.value(w);
                let bits = g.below(8);
                let f = CastFlags {
                    nuw: bits & 1 != 0,
                    nsw: bits & 2 != 0,
                    nneg: bits & 4 != 0,
                };
                let to = 1 + g.below(w as u64) as u32;
                assert_eq!(
                    eval_trunc_in::<true>(f, &v, to),
                    eval_trunc_in::<false>(f, &v, to),
                    "trunc {f:?} i{w} {v:?} to i{to}"
                );
                let to = [w, w + 1, 64, 65, 128][g.below(5) as usize].max(w);
                assert_eq!(
                    eval_zext_in::<true>(f, &v, to),
                    eval_zext_in::<false>(f, &v, to),
                    "zext {f:?} i{w} {v:?} to i{to}"
                );
                assert_eq!(
                    eval_sext_in::<true>(&v, to),
                    eval_sext_in::<false>(&v, to),
                    "sext i{w} {v:?} to i{to}"
                );
            }
        }
    }

    #[test]
    fn trunc_flags_exhaustively_at_i8_to_i4() {
        for x in -128i64..128 {
            for (nuw, nsw) in [(false, false), (true, false), (false, true), (true, true)] {
                let f = CastFlags {
                    nuw,
                    nsw,
                    nneg: false,
                };
                let got = eval_trunc(f, &int(8, x), 4).unwrap();
                let u = (x & 0xff) as u64;
                let r = u & 0xf;
                let sr = ((r << 60) as i64) >> 60;
                let poison = (nuw && r != u) || (nsw && sr != x);
                let want = if poison {
                    Value::Poison
                } else {
                    int(4, r as i64)
                };
                assert_eq!(got, want, "trunc {f:?} {x}");
            }
        }
    }

    /// `trunc nuw`/`nsw` of every `i8` with undef bits to `i4`: a result
    /// other than `Inexact` is exactly the set of the members' results
    /// (poison when every member's is), and it is not `Inexact` when the
    /// bits the flags read are defined (InstCombine's ashr-demand.ll
    /// truncates an `ashr exact` whose undef bits are all low).
    #[test]
    fn trunc_flags_on_undef_bits_are_exact_when_decided() {
        for undef in 1u64..256 {
            for bits in 0u64..256 {
                if bits & undef != 0 {
                    continue;
                }
                let v = Value::Undef(Box::new(UndefBits {
                    bits: ApInt::from_u64(8, bits),
                    undef: ApInt::from_u64(8, undef),
                }));
                for (nuw, nsw) in [(true, false), (false, true), (true, true)] {
                    let f = CastFlags {
                        nuw,
                        nsw,
                        nneg: false,
                    };
                    let got = eval_trunc(f, &v, 4);
                    let read_from = if nsw { 3 } else { 4 };
                    let decided = undef >> read_from == 0;
                    assert_eq!(got.is_ok(), decided, "trunc {f:?} {bits:#x}/{undef:#x}");
                    let Ok(got) = got else { continue };
                    let mut members: Vec<Value> = (0u64..256)
                        .filter(|m| m & !undef == bits)
                        .map(|m| eval_trunc(f, &int(8, m as i64), 4).unwrap())
                        .collect();
                    members.sort_by_key(|m| format!("{m:?}"));
                    members.dedup();
                    let want: Vec<Value> = match &got {
                        Value::Poison => vec![Value::Poison],
                        _ => {
                            let c = cube_of(&got).unwrap();
                            let mut m: Vec<Value> = (0u64..16)
                                .filter(|x| {
                                    x & !c.undef.to_u64().unwrap() == c.bits.to_u64().unwrap()
                                })
                                .map(|x| int(4, x as i64))
                                .collect();
                            m.sort_by_key(|m| format!("{m:?}"));
                            m
                        }
                    };
                    assert_eq!(members, want, "trunc {f:?} {bits:#x}/{undef:#x}");
                }
            }
        }
    }

    #[test]
    fn zext_nneg_and_sext() {
        let nneg = CastFlags {
            nneg: true,
            ..CastFlags::default()
        };
        assert_eq!(eval_zext(nneg, &int(8, -1), 16).unwrap(), Value::Poison);
        assert_eq!(
            eval_zext(CastFlags::default(), &int(8, -1), 16).unwrap(),
            int(16, 255)
        );
        assert_eq!(eval_sext(&int(1, -1), 65).unwrap(), int(65, -1));
        assert_eq!(eval_sext(&Value::Poison, 65).unwrap(), Value::Poison);
        let undef_sign = Value::Undef(Box::new(UndefBits::all(8)));
        assert_eq!(eval_sext(&undef_sign, 16), Err(OpError::Inexact));
        let Value::Undef(z) = eval_zext(CastFlags::default(), &undef_sign, 16).unwrap() else {
            panic!()
        };
        assert_eq!(z.undef, ApInt::from_u64(16, 0xff));
    }

    #[test]
    fn pointer_int_round_trip() {
        let p = eval_inttoptr(&int(64, 0x1234), 64).unwrap();
        assert_eq!(
            p,
            Value::Ptr(Pointer::from_parts(Provenance::Wildcard, 0x1234, 0))
        );
        assert_eq!(eval_ptrtoint(&p, 32).unwrap(), int(32, 0x1234));
        let inside = Value::Ptr(Pointer::from_parts(
            Provenance::Wildcard,
            0x1234,
            Pointer::FIELD | 3,
        ));
        assert!(matches!(
            eval_ptrtoint(&inside, 64),
            Err(OpError::Unsupported(m)) if m.contains("bit 3")
        ));
        let at_zero = Value::Ptr(Pointer::from_parts(
            Provenance::Wildcard,
            0x1234,
            Pointer::FIELD,
        ));
        assert_eq!(eval_ptrtoint(&at_zero, 64).unwrap(), int(64, 0x1234));
        assert_eq!(
            eval_inttoptr(&int(64, 0), 64).unwrap(),
            Value::Ptr(Pointer::NULL)
        );
    }

    #[test]
    fn bitcast_spreads_poison_to_shared_bits() {
        let v2i16 = Repr::Vector {
            len: 2,
            elem_bits: 16,
            elem: Arc::new(Repr::Int(16)),
        };
        let v = Value::Vector(vec![int(16, 1), Value::Poison].into());
        assert_eq!(
            eval_bitcast(&v, &v2i16, &Repr::Int(32), false).unwrap(),
            Value::Poison
        );
        let v4i8 = Repr::Vector {
            len: 4,
            elem_bits: 8,
            elem: Arc::new(Repr::Int(8)),
        };
        let r = eval_bitcast(&v, &v2i16, &v4i8, false).unwrap();
        assert_eq!(
            r,
            Value::Vector(vec![int(8, 1), int(8, 0), Value::Poison, Value::Poison].into())
        );
    }
}
