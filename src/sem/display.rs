//! Register values written in LLVM syntax (`i32 5`, `i8 poison`,
//! `<2 x i8> <i8 1, i8 poison>`), for results, traces and reports. Values
//! LLVM has no literal for are written in a form that says what they are:
//! partially undef integers bit by bit (`i8 0b????0001`, `?` undef), and
//! pointers by allocation and offset (`ptr @g+4`, `ptr %buf in @main`).

use crate::apint::ApInt;
use crate::mem::Memory;
use crate::syntax::{TypeId, TypeKind, TypeTable};
use crate::value::{Float, Pointer, Provenance, UndefBits, Value};

/// Writes `v` of type `ty` with its type, as LLVM would (`i32 5`).
pub fn typed_value(types: &TypeTable, mem: Option<&Memory>, ty: TypeId, v: &Value) -> String {
    let mut out = String::new();
    write_typed(&mut out, types, mem, ty, v);
    out
}

/// Writes `v` of type `ty` without its type (`5`, `poison`).
pub fn bare_value(types: &TypeTable, mem: Option<&Memory>, ty: TypeId, v: &Value) -> String {
    let mut out = String::new();
    write_bare(&mut out, types, mem, ty, v);
    out
}

/// Appends `v` with its type to `out`. Aggregates nest as deeply as their
/// types, so the text is built in one buffer: the time is linear in it.
fn write_typed(out: &mut String, types: &TypeTable, mem: Option<&Memory>, ty: TypeId, v: &Value) {
    types.write(ty, out);
    out.push(' ');
    write_bare(out, types, mem, ty, v);
}

/// Appends `v` without its type to `out`.
fn write_bare(out: &mut String, types: &TypeTable, mem: Option<&Memory>, ty: TypeId, v: &Value) {
    match v {
        Value::Poison => match types.resolved(ty) {
            TypeKind::Vector { len, elem, .. } => write_elements(
                out,
                types,
                mem,
                &vec![*elem; *len as usize],
                &vec![Value::Poison; *len as usize],
                "<",
                ">",
            ),
            _ => out.push_str("poison"),
        },
        Value::Int(i) => out.push_str(&int_text(types, ty, i)),
        Value::Float(f) => out.push_str(&float_text(f)),
        Value::Ptr(p) => out.push_str(&pointer_text(mem, p)),
        Value::Undef(u) => out.push_str(&undef_text(u)),
        Value::Token => out.push_str("none"),
        Value::Vector(es) => {
            let elem = types.scalar(ty);
            write_elements(out, types, mem, &vec![elem; es.len()], es, "<", ">")
        }
        Value::Aggregate(es) => match types.resolved(ty).clone() {
            TypeKind::Array { elem, .. } => {
                write_elements(out, types, mem, &vec![elem; es.len()], es, "[", "]")
            }
            TypeKind::Struct {
                fields,
                packed: true,
            } => write_elements(out, types, mem, &fields, es, "<{", "}>"),
            TypeKind::Struct { fields, .. } => {
                write_elements(out, types, mem, &fields, es, "{", "}")
            }
            TypeKind::BitStruct { fields } => {
                write_elements(out, types, mem, &fields, es, "\\{", "}/")
            }
            _ => out.push_str(&format!("{es:?}")),
        },
    }
}

/// `undef`, or a partially undef value bit by bit (`0b????0001`).
pub fn undef_text(u: &UndefBits) -> String {
    if u.is_all_undef() {
        return "undef".to_string();
    }
    let bits: String = (0..u.bits.width())
        .rev()
        .map(|i| match (u.undef.bit(i), u.bits.bit(i)) {
            (true, _) => '?',
            (false, true) => '1',
            (false, false) => '0',
        })
        .collect();
    format!("0b{bits}")
}

/// Appends the elements `es` of types `tys` between `open` and `close`
/// (struct braces are padded with a space, as LLVM writes them).
fn write_elements(
    out: &mut String,
    types: &TypeTable,
    mem: Option<&Memory>,
    tys: &[TypeId],
    es: &[Value],
    open: &str,
    close: &str,
) {
    let padded = !es.is_empty() && (open == "{" || open == "<{" || open == "\\{");
    out.push_str(open);
    if padded {
        out.push(' ');
    }
    for (k, (e, t)) in es.iter().zip(tys).enumerate() {
        if k > 0 {
            out.push_str(", ");
        }
        write_typed(out, types, mem, *t, e);
    }
    if padded {
        out.push(' ');
    }
    out.push_str(close);
}

fn int_text(types: &TypeTable, ty: TypeId, i: &ApInt) -> String {
    if types.int_width(types.scalar(ty)) == Some(1) || i.width() == 1 {
        return if i.is_zero() { "false" } else { "true" }.to_string();
    }
    i.to_signed_decimal()
}

/// A float as LLVM writes constants of its format (hex bit pattern).
pub fn float_text(f: &Float) -> String {
    use crate::syntax::FloatKind::*;
    match f.kind {
        Half => format!("0xH{:04X}", f.bits),
        BFloat => format!("0xR{:04X}", f.bits),
        Float | Double => {
            let bits = if f.kind == Float {
                single_to_double_bits(f.bits as u32)
            } else {
                f.bits as u64
            };
            format!("0x{bits:016X}")
        }
        X86Fp80 => format!("0xK{:020X}", f.bits),
        // LLVM writes the low 64 bits first (as the printer does).
        Fp128 => format!("0xL{:016X}{:016X}", f.bits as u64, (f.bits >> 64) as u64),
        PpcFp128 => format!("0xM{:016X}{:016X}", f.bits as u64, (f.bits >> 64) as u64),
    }
}

/// The double with the same value as a float (LLVM prints `float`
/// constants as doubles); NaN payloads move up unchanged.
fn single_to_double_bits(b: u32) -> u64 {
    let f = f32::from_bits(b);
    if f.is_nan() {
        let sign = (b >> 31) as u64;
        let payload = (b & 0x7f_ffff) as u64;
        return sign << 63 | 0x7ff << 52 | payload << 29;
    }
    (f as f64).to_bits()
}

/// A pointer by allocation and offset when its provenance names one.
pub fn pointer_text(mem: Option<&Memory>, p: &Pointer) -> String {
    if p.addr == 0 && p.prov() == Provenance::None {
        return "null".to_string();
    }
    let named = match (mem, p.prov()) {
        (Some(m), Provenance::Alloc(id)) if (id.0 as usize) < m.len() => {
            let a = m.info(id);
            let off = p.addr as i128 - a.base as i128;
            Some(match off {
                0 => a.name.to_string(),
                o if o > 0 => format!("{}+{o}", a.name),
                o => format!("{}{o}", a.name),
            })
        }
        _ => None,
    };
    let bit = if p.is_field() {
        format!(" bit {}", p.bit_offset())
    } else {
        String::new()
    };
    match (named, p.prov()) {
        (Some(n), _) => format!("{n}{bit}"),
        (None, Provenance::Wildcard) => format!("inttoptr({:#x}){bit}", p.addr),
        (None, _) => format!("{:#x}{bit}", p.addr),
    }
}
