//! Buffers for pointer parameters whose contents follow what the functions
//! under check load: every integer or floating-point element a load reads
//! through the parameter (a scalar, or each lane of a vector) holds a
//! boundary value (for integers, also one of the functions' constants),
//! at the offset and width the load reads it. Random bytes almost never
//! put, say, `INT_MIN` into the second lane of a `<2 x i8>` load, where a
//! target that divides every lane by -1 has UB the source has not (LangRef
//! "'sdiv' Instruction": overflow is undefined behaviour), nor `-0.0` or a
//! NaN into a loaded `double`, where a target that folds `fadd x, 0.0` to
//! `x` differs (LangRef "'fadd' Instruction" and "Floating-Point
//! Semantics").
//!
//! The elements are found once per function ([`loaded`]) and merged over
//! the source and the target (see [`super::inputs::PtrHint`]); the
//! buffers are built without random draws, so the other inputs stay as
//! they were.

use crate::apint::ApInt;
use crate::mem::{ByteBits, Bytes};
use crate::oracle::near_values;
use crate::sem::program::Program;
use crate::syntax::{
    CastOp, ConstKind, FloatKind, FuncId, InstKind, LocalId, Operand, TypeId, TypeKind,
};

/// One element a load reads through a pointer parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Element {
    /// Its offset in bytes from the parameter.
    pub offset: u64,
    /// What it holds, and so its width and the values it takes.
    pub kind: ElementKind,
}

/// What an [`Element`] holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ElementKind {
    /// An integer of this width in bits (a multiple of 8).
    Int(u32),
    /// A floating-point value of this format (one of whole bytes).
    Float(FloatKind),
}

impl ElementKind {
    /// Its width in bits.
    pub fn width(self) -> u32 {
        match self {
            ElementKind::Int(w) => w,
            ElementKind::Float(k) => k.bits(),
        }
    }
}

impl Element {
    /// The byte after its last one.
    pub fn end(self) -> u64 {
        self.offset + u64::from(self.kind.width() / 8)
    }
}

/// Most elements kept per parameter.
pub const MAX_ELEMENTS: usize = 64;

/// The values 0, 1, ... a variable `getelementptr` index is taken to
/// have when finding elements (small indices, which integer inputs take).
const VARIABLE_SPAN: i64 = 4;

/// Most (local, parameter, offset) triples followed in one function.
const MAX_BASED: usize = 1024;

/// Most bytes from the parameter an element may end at.
const MAX_END: u64 = 1 << 12;

/// Most element-guided buffers per parameter.
const MAX_BUFFERS: usize = 12;

/// Per parameter of `func`, the integer elements its loads read through
/// the parameter: loads whose address is the parameter, a `bitcast` or
/// `addrspacecast` of it, or a `getelementptr` of those with constant
/// indices (at the byte offset the indices give, LangRef
/// "'getelementptr' Instruction"). A vector load gives one element per
/// lane, at the lane's store-size stride; lanes narrower than a byte or
/// not a whole number of bytes are left out (they share bytes), and so
/// are scalars that are not a whole number of bytes.
pub fn loaded(prog: &Program, func: FuncId) -> Vec<Vec<Element>> {
    let f = prog.module.func(func);
    let mut out: Vec<Vec<Element>> = vec![Vec::new(); f.params.len()];
    let Some(body) = &f.body else {
        return out;
    };
    // Locals that are a parameter plus a constant offset, with the
    // parameter's index and the offset.
    let mut based: Vec<(LocalId, usize, u64)> = f
        .params
        .iter()
        .enumerate()
        .filter_map(|(k, p)| Some((p.local?, k, 0)))
        .collect();
    // Each (parameter, offset) an operand may be: one for a constant
    // offset, several for a variable index.
    let bases_of = |based: &[(LocalId, usize, u64)], op: &Operand| -> Vec<(usize, u64)> {
        match op {
            Operand::Local(l, _) => based
                .iter()
                .filter(|(c, _, _)| c == l)
                .map(|&(_, k, o)| (k, o))
                .collect(),
            _ => Vec::new(),
        }
    };
    for inst in body.blocks.iter().flat_map(|b| &b.insts) {
        let Some(r) = inst.result else {
            continue;
        };
        match &inst.kind {
            InstKind::Cast {
                op: CastOp::BitCast | CastOp::AddrSpaceCast,
                val,
                ..
            } => {
                for (k, o) in bases_of(&based, &val.val) {
                    based.push((r, k, o));
                }
            }
            InstKind::Gep {
                source_ty,
                base,
                indices,
                ..
            } => {
                let offsets = gep_offsets(prog, *source_ty, indices);
                for (k, o) in bases_of(&based, &base.val) {
                    for d in &offsets {
                        if let Some(o) = o.checked_add(*d)
                            && based.len() < MAX_BASED
                        {
                            based.push((r, k, o));
                        }
                    }
                }
            }
            InstKind::Load { ty, ptr, .. } => {
                for (k, o) in bases_of(&based, &ptr.val) {
                    for e in elements_of(prog, *ty, o) {
                        if out[k].len() < MAX_ELEMENTS && !out[k].contains(&e) {
                            out[k].push(e);
                        }
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// The byte offsets a `getelementptr` over `source_ty` with `indices`
/// may give: its offset when every index is a constant; when exactly one
/// array or pointer index is a variable, the offsets for that index
/// 0, 1, ..., [`VARIABLE_SPAN`] - 1 (the values the index inputs start
/// with); nothing otherwise, or when an offset is negative or not whole
/// bytes.
fn gep_offsets(prog: &Program, source_ty: TypeId, indices: &[crate::syntax::Typed]) -> Vec<u64> {
    let variable = indices
        .iter()
        .filter(|i| !matches!(i.val, Operand::Const(_)))
        .count();
    match variable {
        0 => constant_offset(prog, source_ty, indices, 0)
            .into_iter()
            .collect(),
        1 => (0..VARIABLE_SPAN)
            .filter_map(|v| constant_offset(prog, source_ty, indices, v))
            .collect(),
        _ => Vec::new(),
    }
}

/// The byte offset of a `getelementptr` over `source_ty` with `indices`,
/// an index that is not a constant taken as `variable`, when the offset
/// is non-negative and whole bytes (`None` otherwise, and for a variable
/// struct field index, which the IR does not allow).
fn constant_offset(
    prog: &Program,
    source_ty: TypeId,
    indices: &[crate::syntax::Typed],
    variable: i64,
) -> Option<u64> {
    let types = &prog.module.types;
    let mut cur = source_ty;
    let mut offset: i128 = 0;
    for (i, idx) in indices.iter().enumerate() {
        let v = match &idx.val {
            Operand::Const(c) => match &c.kind {
                ConstKind::Int(v) => i128::from(v.to_i64()?),
                _ => return None,
            },
            _ if i > 0 && matches!(types.resolved(cur), TypeKind::Struct { .. }) => {
                return None;
            }
            _ => i128::from(variable),
        };
        let stride = if i == 0 {
            prog.ty(cur).alloc_size
        } else {
            match types.resolved(cur).clone() {
                TypeKind::Struct { fields, .. } => {
                    let field = usize::try_from(v).ok()?;
                    let (o, bit) =
                        crate::sem::ops::gep::field_offset(types, &prog.module.layout, cur, field)?;
                    if bit != 0 {
                        return None;
                    }
                    offset += i128::from(o);
                    cur = *fields.get(field)?;
                    continue;
                }
                TypeKind::Array { elem, .. } => {
                    cur = elem;
                    prog.ty(elem).alloc_size
                }
                // Vector elements are packed: stride by the store size
                // (as `sem::compile` does).
                TypeKind::Vector { elem, .. } => {
                    cur = elem;
                    prog.ty(elem).store_size
                }
                _ => return None,
            }
        };
        offset = offset.checked_add(v.checked_mul(i128::from(stride))?)?;
    }
    u64::try_from(offset).ok()
}

/// The kind of element a scalar of type `ty` is, when it is an integer
/// of whole bytes or a floating-point format this module gives values
/// (not `ppc_fp128`, which is not executed).
fn element_kind(prog: &Program, ty: TypeId) -> Option<ElementKind> {
    match *prog.module.types.resolved(ty) {
        TypeKind::Int(w) if w >= 8 && w.is_multiple_of(8) => Some(ElementKind::Int(w)),
        TypeKind::Float(k) if k != FloatKind::PpcFp128 => Some(ElementKind::Float(k)),
        _ => None,
    }
}

/// The elements a load of `ty` at `offset` reads: the scalar itself, or
/// each lane of a vector at its store-size stride (an `x86_fp80` lane
/// is not packed, so vectors of it are left out).
fn elements_of(prog: &Program, ty: TypeId, offset: u64) -> Vec<Element> {
    let scalar = |ty| element_kind(prog, ty);
    match prog.module.types.resolved(ty).clone() {
        TypeKind::Vector { len, elem, .. } => match scalar(elem) {
            Some(kind) if kind != ElementKind::Float(FloatKind::X86Fp80) => {
                let stride = u64::from(kind.width() / 8);
                (0..u64::from(len))
                    .map(|i| Element {
                        offset: offset + i * stride,
                        kind,
                    })
                    .collect()
            }
            _ => Vec::new(),
        },
        _ => scalar(ty)
            .map(|kind| vec![Element { offset, kind }])
            .unwrap_or_default(),
    }
    .into_iter()
    .filter(|e| e.end() <= MAX_END)
    .collect()
}

/// The values (as bits) an element of `kind` takes in turn: for integers
/// see [`int_values`]; for floating point, [`float_boundaries`].
fn values(kind: ElementKind, constants: &[ApInt]) -> Vec<ApInt> {
    match kind {
        ElementKind::Int(w) => int_values(w, constants),
        ElementKind::Float(k) => float_boundaries(k)
            .into_iter()
            .map(|b| ApInt::from_u128(k.bits(), b))
            .collect(),
    }
}

/// The bit patterns of the values of format `k` where floating-point
/// rules change (LangRef "Floating-Point Semantics"): both zeros, both
/// infinities, a quiet NaN, the smallest subnormal, the largest finite
/// value of both signs, then 1, -1, 0.5, 2.5, -3 and 100.
pub fn float_boundaries(k: FloatKind) -> Vec<u128> {
    use rustc_apfloat::Round;
    use rustc_apfloat::ieee::{BFloat, Double, Half, Quad, Single, X87DoubleExtended};
    fn of<F: rustc_apfloat::Float>() -> Vec<u128> {
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
    match k {
        FloatKind::Half => of::<Half>(),
        FloatKind::BFloat => of::<BFloat>(),
        FloatKind::Float => of::<Single>(),
        FloatKind::Double => of::<Double>(),
        FloatKind::X86Fp80 => of::<X87DoubleExtended>(),
        FloatKind::Fp128 => of::<Quad>(),
        FloatKind::PpcFp128 => vec![0],
    }
}

/// The values an integer element of width `w` takes in turn: 0, 1, -1,
/// the signed minimum and maximum, then `constants` (at width `w`) and
/// their neighbours.
fn int_values(w: u32, constants: &[ApInt]) -> Vec<ApInt> {
    let mut v = vec![
        ApInt::zero(w),
        ApInt::from_u64(w, 1),
        ApInt::all_ones(w),
        ApInt::signed_min(w),
        ApInt::signed_max(w),
    ];
    for c in near_values(w, constants) {
        if !v.contains(&c) {
            v.push(c);
        }
    }
    v
}

/// Buffers of at least `size` bytes (and past the last element) in which
/// element j of `elements` holds, in buffer k, the ((j + k) mod n)-th of
/// its kind's values (see `values`, n of them): over the buffers,
/// every element takes each value, and neighbouring elements take
/// neighbouring values (a lane `INT_MIN` beside a lane -1). One buffer
/// per value, at most `MAX_BUFFERS`. Bytes no element covers hold the
/// fixed pattern of `filler`; `big_endian` orders each element's bytes
/// as the data layout does.
pub fn buffers(
    elements: &[Element],
    constants: &[ApInt],
    size: u64,
    big_endian: bool,
    filler: impl Fn(u64) -> Bytes,
) -> Vec<Bytes> {
    let Some(end) = elements.iter().map(|e| e.end()).max() else {
        return Vec::new();
    };
    let mut per_kind: Vec<(ElementKind, Vec<ApInt>)> = Vec::new();
    for e in elements {
        if !per_kind.iter().any(|(k, _)| *k == e.kind) {
            per_kind.push((e.kind, values(e.kind, constants)));
        }
    }
    let n = per_kind.iter().map(|(_, v)| v.len()).max().unwrap_or(0);
    (0..n.min(MAX_BUFFERS))
        .map(|k| {
            let mut bytes = filler(size.max(end));
            for (j, e) in elements.iter().enumerate() {
                let Some((_, vals)) = per_kind.iter().find(|(kind, _)| *kind == e.kind) else {
                    continue;
                };
                let v = &vals[(j + k) % vals.len()];
                let n = (e.kind.width() / 8) as usize;
                let le = v.to_le_bytes(n);
                for (i, &b) in le.iter().enumerate() {
                    let at = if big_endian { n - 1 - i } else { i };
                    bytes.set(
                        e.offset as usize + at,
                        ByteBits {
                            value: b,
                            undef: 0,
                            poison: 0,
                        },
                    );
                }
            }
            bytes
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::model::Model;
    use crate::syntax::SourceFile;

    fn program(text: &str) -> Program {
        let m = crate::parse::load(SourceFile::new("t.ll", text)).expect("valid test module");
        Program::new(Arc::new(m), Model::default()).expect("compilable test module")
    }

    fn el(offset: u64, width: u32) -> Element {
        Element {
            offset,
            kind: ElementKind::Int(width),
        }
    }

    #[test]
    fn loads_through_the_parameter_a_cast_and_a_constant_gep_give_their_elements() {
        let p = program(
            "define i32 @f(ptr %p, i32 %n, ptr %q) {
               %v = load <2 x i16>, ptr %p
               %f = getelementptr inbounds { i32, i64 }, ptr %p, i64 0, i32 1
               %x = load i64, ptr %f
               %c = addrspacecast ptr %q to ptr addrspace(1)
               %g = getelementptr i8, ptr addrspace(1) %c, i64 3
               %y = load i24, ptr addrspace(1) %g
               %h = getelementptr i32, ptr %q, i32 %n
               %z = load i32, ptr %h
               %w = load <8 x i1>, ptr %q
               %b = load i12, ptr %q
               ret i32 0
             }",
        );
        let e = loaded(&p, FuncId(0));
        // LLVM's default data layout aligns `i64` to 4 bytes.
        assert_eq!(e[0], vec![el(0, 16), el(2, 16), el(4, 64)]);
        assert!(e[1].is_empty());
        // A variable index gives an element for each of its first values;
        // `<8 x i1>` lanes and an `i12` give nothing.
        assert_eq!(
            e[2],
            vec![el(3, 24), el(0, 32), el(4, 32), el(8, 32), el(12, 32)]
        );
    }

    #[test]
    fn a_variable_index_follows_its_first_values_and_two_give_nothing() {
        let p = program(
            "define i8 @f(ptr %p, i64 %i, i64 %j) {
               %a = getelementptr inbounds [4 x i16], ptr %p, i64 1, i64 %i
               %x = load i16, ptr %a
               %b = getelementptr inbounds [4 x i8], ptr %p, i64 %i, i64 %j
               %y = load i8, ptr %b
               ret i8 %y
             }",
        );
        let e = loaded(&p, FuncId(0));
        // 8 bytes for the first index, then 2 per step of %i.
        assert_eq!(e[0], vec![el(8, 16), el(10, 16), el(12, 16), el(14, 16)]);
    }

    #[test]
    fn floating_point_loads_give_elements_of_their_format() {
        let p = program(
            "define double @f(ptr %p, ptr %q) {
               %v = load <2 x float>, ptr %p
               %g = getelementptr inbounds i8, ptr %p, i64 8
               %d = load double, ptr %g
               %h = load half, ptr %q
               %x = load x86_fp80, ptr %q
               %xs = load <2 x x86_fp80>, ptr %q
               %pp = load ppc_fp128, ptr %q
               ret double %d
             }",
        );
        let e = loaded(&p, FuncId(0));
        let fl = |offset, k| Element {
            offset,
            kind: ElementKind::Float(k),
        };
        assert_eq!(
            e[0],
            vec![
                fl(0, FloatKind::Float),
                fl(4, FloatKind::Float),
                fl(8, FloatKind::Double)
            ]
        );
        // A vector of `x86_fp80` and a `ppc_fp128` give nothing.
        assert_eq!(
            e[1],
            vec![fl(0, FloatKind::Half), fl(0, FloatKind::X86Fp80)]
        );
    }

    #[test]
    fn a_double_element_takes_both_zeros_infinities_and_a_nan() {
        let d = [Element {
            offset: 0,
            kind: ElementKind::Float(FloatKind::Double),
        }];
        let bufs = buffers(&d, &[ApInt::from_u64(64, 7)], 8, false, |n| {
            Bytes::plain(&vec![0; n as usize])
        });
        let got: Vec<u64> = bufs
            .iter()
            .map(|b| u64::from_le_bytes(b.values()[..8].try_into().expect("8 bytes")))
            .collect();
        // Integer constants are not float values: the buffers hold the
        // boundaries only, up to the buffer limit.
        assert_eq!(got.len(), MAX_BUFFERS);
        for want in [0.0f64, -0.0, f64::INFINITY, f64::NEG_INFINITY, 1.0, -1.0] {
            assert!(got.contains(&want.to_bits()), "{want} missing");
        }
        assert!(got.iter().any(|&b| f64::from_bits(b).is_nan()));
        assert!(got.contains(&1)); // the smallest subnormal
        assert!(!got.contains(&7));
    }

    #[test]
    fn every_element_takes_every_value_and_neighbours_take_neighbouring_ones() {
        let elements = [el(0, 8), el(1, 8)];
        let minus_one = [ApInt::from_i128(8, -1)];
        let bufs = buffers(&elements, &minus_one, 4, false, |n| {
            Bytes::plain(&vec![0xaa; n as usize])
        });
        // 0, 1, -1, -128, 127, then -1's neighbours -2 (and 0, had already).
        let vals: [u8; 6] = [0, 1, 0xff, 0x80, 0x7f, 0xfe];
        assert_eq!(bufs.len(), vals.len());
        for (k, b) in bufs.iter().enumerate() {
            assert_eq!(b.len(), 4);
            assert_eq!(b.values()[0], vals[k]);
            assert_eq!(b.values()[1], vals[(k + 1) % vals.len()]);
            assert_eq!(&b.values()[2..], &[0xaa, 0xaa]);
        }
        assert!(bufs.iter().any(|b| b.values()[..2] == [0xff, 0x80]));
    }

    #[test]
    fn elements_are_written_in_the_layout_byte_order() {
        let e = [el(1, 16)];
        let filler = |n: u64| Bytes::plain(&vec![0; n as usize]);
        let le = buffers(&e, &[], 2, false, filler);
        let be = buffers(&e, &[], 2, true, filler);
        // The fourth value is INT_MIN: 0x8000. The buffer grows past it.
        assert_eq!(le[3].values(), &[0, 0x00, 0x80]);
        assert_eq!(be[3].values(), &[0, 0x80, 0x00]);
        assert!(buffers(&[], &[], 8, false, filler).is_empty());
    }

    #[test]
    fn wide_elements_take_their_own_boundaries() {
        let bufs = buffers(&[el(0, 128)], &[], 16, false, |n| {
            Bytes::plain(&vec![0; n as usize])
        });
        let mut min = [0u8; 16];
        min[15] = 0x80;
        assert_eq!(bufs[3].values(), &min);
        assert_eq!(bufs[2].values(), &[0xff; 16]);
    }
}
