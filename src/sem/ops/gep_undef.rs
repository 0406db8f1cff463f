//! `getelementptr` without flags of a base with no provenance (null, an
//! integer address, or a pointer with undef bits, which stands for
//! addresses with no provenance) over indices or a base with undef bits:
//! the set of addresses, exactly, when it is a cube (rule
//! [gep-undef-index], semantics/undef.md).
//!
//! Each undef operand is one use and may be any member (LangRef "Undefined
//! Values"); the address is the base plus each index, sign-extended or
//! truncated to the index width, times its stride, wrapping in the index
//! width (LangRef `getelementptr`, "Semantics"). Without `inbounds`,
//! `nusw` or `nuw` no member makes the result poison, and with no
//! provenance there is no object to stay in, so the result is the set
//! `{ base + Σ iₖ·sₖ }` of addresses with no provenance, the set a pointer
//! with undef bits stands for. It is formed with the integer rules of
//! [`super::undef`] (`sext`, `trunc`, `mul` by a constant, `add`), each
//! exact or `None`; only the index width 64 (the address is the whole
//! pointer).

use super::OpError;
use super::gep::Offset;
use super::int::{cube_of, value_of};
use super::undef::{self, Cube};
use crate::apint::ApInt;
use crate::value::{Pointer, Provenance, Value};

/// The address `base + offsets` over every member of the base's and the
/// indices' undef bits, as a pointer with undef address bits (or a
/// defined pointer). `None` where the rule does not apply: a base with
/// provenance or of another width than the index width 64, a field
/// inside a byte, a poison or non-integer index. `Some(Err(Inexact))`
/// where it applies but the set is not a cube: once the undef bits the
/// caller resolves leave a cube (all of them, at the latest), it is.
pub fn undef_index_address(
    base: &Value,
    offsets: &[Offset<'_>],
    index_bits: u32,
) -> Option<Result<Value, OpError>> {
    if index_bits != 64 {
        return None;
    }
    let exact = |v: u64| Cube::exact(&ApInt::from_u64(index_bits, v));
    let base = match base {
        Value::Ptr(p) if p.prov() == Provenance::None && p.bit == 0 => exact(p.addr),
        // Undef pointer bits, or such bits resolved (no provenance
        // either: `Machine::resolve_undef` of a pointer gives its bits).
        Value::Undef(_) | Value::Int(_) => {
            cube_of(base).filter(|c| c.bits.width() == index_bits)?
        }
        _ => return None,
    };
    let mut terms = Vec::with_capacity(offsets.len());
    for o in offsets {
        terms.push(match o {
            Offset::Field(bytes, 0) => (exact(*bytes), 1),
            Offset::Field(..) => return None,
            Offset::Index(v, stride) => (cube_of(v)?, *stride),
            Offset::Word(w, stride) => (Cube::exact(&ApInt::from(*w)), *stride),
        });
    }
    let sum = terms.into_iter().try_fold(base, |total, (index, stride)| {
        let index = match index.bits.width().cmp(&index_bits) {
            std::cmp::Ordering::Less => undef::sext(&index, index_bits)?,
            std::cmp::Ordering::Equal => index,
            std::cmp::Ordering::Greater => undef::trunc(&index, index_bits),
        };
        // A power-of-two stride is a shift, exact on every cube.
        let term = match stride.is_power_of_two() {
            true => undef::shl(&index, stride.trailing_zeros()),
            false => undef::mul(&index, &exact(stride))?,
        };
        undef::add(&total, &term)
    });
    Some(match sum.map(value_of) {
        Some(Value::Int(a)) => a
            .to_u64()
            .map(|a| Value::Ptr(Pointer::from_parts(Provenance::None, a, 0)))
            .ok_or(OpError::Shape),
        Some(v) => Ok(v),
        None => Err(OpError::Inexact),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::{AllocId, UndefBits};

    fn undef_bits(v: &Value) -> Option<(u64, u64)> {
        match v {
            Value::Undef(u) => Some((u.bits.to_u64()?, u.undef.to_u64()?)),
            _ => None,
        }
    }

    fn undef_i(width: u32, bits: u64, undef: u64) -> Value {
        Value::Undef(Box::new(UndefBits {
            bits: ApInt::from_u64(width, bits),
            undef: ApInt::from_u64(width, undef),
        }))
    }

    #[test]
    fn an_undef_index_scaled_by_four_fixes_the_low_two_bits_of_the_base() {
        let base = Pointer::from_parts(Provenance::None, 0x1001, 0);
        let i = undef_i(64, 0, u64::MAX);
        let v = undef_index_address(&Value::Ptr(base), &[Offset::Index(&i, 4)], 64)
            .unwrap()
            .unwrap();
        assert_eq!(undef_bits(&v), Some((0b01, !0b11)));
        // An i32 index: sign-extended, with its sign bit undef it is no
        // cube.
        let i32u = undef_i(32, 0, u32::MAX as u64);
        assert_eq!(
            undef_index_address(&Value::Ptr(base), &[Offset::Index(&i32u, 4)], 64),
            Some(Err(OpError::Inexact))
        );
        // Its sign bit defined: the high bits follow it; a stride of 1
        // (a power of two) is a shift, exact for any cube.
        let low = undef_i(32, 0, 0xff);
        let v = undef_index_address(&Value::Ptr(Pointer::NULL), &[Offset::Index(&low, 1)], 64)
            .unwrap()
            .unwrap();
        assert_eq!(undef_bits(&v), Some((0, 0xff)));
    }

    #[test]
    fn a_stride_that_is_no_power_of_two_needs_the_undef_bits_at_the_top() {
        let top = undef_i(64, 1, !0xf);
        let v = undef_index_address(&Value::Ptr(Pointer::NULL), &[Offset::Index(&top, 12)], 64)
            .unwrap()
            .unwrap();
        // 12 = 3 · 4: the low 4 + 2 bits are those of 1 · 12.
        assert_eq!(undef_bits(&v), Some((12, !0x3f)));
        let low = undef_i(64, 0, 0xf0);
        assert_eq!(
            undef_index_address(&Value::Ptr(Pointer::NULL), &[Offset::Index(&low, 12)], 64),
            Some(Err(OpError::Inexact))
        );
    }

    #[test]
    fn width_one_wide_and_field_offsets() {
        // An i1 index sign-extends: 0 or -1, a set of two addresses that
        // differ in every bit: no cube unless the bit is defined.
        let b = undef_i(1, 0, 1);
        assert_eq!(
            undef_index_address(&Value::Ptr(Pointer::NULL), &[Offset::Index(&b, 1)], 64),
            Some(Err(OpError::Inexact))
        );
        // An i128 index truncates: the low 64 bits, all undef here.
        let w = undef_i(128, 0, u64::MAX);
        let v = undef_index_address(
            &Value::Ptr(Pointer::NULL),
            &[Offset::Field(8, 0), Offset::Index(&w, 2)],
            64,
        )
        .unwrap()
        .unwrap();
        assert_eq!(undef_bits(&v), Some((0, !1)));
        // A defined index gives a defined pointer with no provenance.
        let d = Value::Int(ApInt::from_u64(64, 3));
        let v = undef_index_address(&Value::Ptr(Pointer::NULL), &[Offset::Index(&d, 8)], 64)
            .unwrap()
            .unwrap();
        assert_eq!(v, Value::Ptr(Pointer::from_parts(Provenance::None, 24, 0)));
    }

    #[test]
    fn a_base_with_undef_bits_adds_as_a_cube() {
        // Undef bits from 4 up, plus 8: bits 0..3 stay defined.
        let base = undef_i(64, 0b0101, !0xf);
        let d = Value::Int(ApInt::from_u64(64, 1));
        let v = undef_index_address(&base, &[Offset::Index(&d, 8)], 64)
            .unwrap()
            .unwrap();
        assert_eq!(undef_bits(&v), Some((0b1101, !0xf)));
        // An undef bit inside the carry chain: 8 or 16, no cube.
        let holes = undef_i(64, 0, 0b1000);
        assert_eq!(
            undef_index_address(&holes, &[Offset::Index(&d, 8)], 64),
            Some(Err(OpError::Inexact))
        );
        // A base of another width (a 32-bit address space) is left alone.
        let narrow = undef_i(32, 0, u32::MAX as u64);
        assert_eq!(
            undef_index_address(&narrow, &[Offset::Index(&d, 8)], 64),
            None
        );
    }

    #[test]
    fn bases_with_provenance_other_index_widths_and_poison_are_left_alone() {
        let i = undef_i(64, 0, u64::MAX);
        let alloc = Pointer::new(AllocId(1), 0x1000);
        assert_eq!(
            undef_index_address(&Value::Ptr(alloc), &[Offset::Index(&i, 1)], 64),
            None
        );
        assert_eq!(
            undef_index_address(&Value::Ptr(Pointer::NULL), &[Offset::Index(&i, 1)], 32),
            None
        );
        assert_eq!(
            undef_index_address(
                &Value::Ptr(Pointer::NULL),
                &[Offset::Index(&Value::Poison, 1)],
                64
            ),
            None
        );
    }
}
