//! Floating-point x86 intrinsics LLVM 22 upgrades into generic IR
//! (llvm-as-22 piped to llvm-dis-22 shows it), and the AVX-512 512-bit
//! arithmetic they upgrade to; llsem gives each the meaning of that IR. A
//! NaN result is any NaN LangRef allows (`semantics/intrinsics-x86.md`,
//! "NaN results").
//!
//! - `avx512.{add,sub,mul,div}.{ps,pd}.512(a, b, rounding)`: `fadd` & co.
//!   lane by lane, rounded as the operand says (Intel SDM vol. 1, "Static
//!   rounding"; `_MM_FROUND_*` in `<immintrin.h>`): 4 is the current
//!   direction (MXCSR's, to nearest even in llsem's environment), 8 to 11
//!   suppress exceptions and round to nearest even, down, up, toward zero
//!   (IEEE's results in that direction, overflow and underflow included);
//!   any other value is `unsupported`, naming it. `max`/`min`
//!   `.{ps,pd}.512(a, b, sae)`: MAXPS/MINPS lane by lane; the operand must
//!   be 4 or 8 (no rounding happens).
//! - `avx512.mask.{add,sub,mul,div,max,min}.{ps,pd}(a, b, passthru, mask
//!   [, rounding])`: the operation, then masked (`mod.rs`,
//!   `select_by_mask`); `avx512.mask.{add,sub,mul,div}.{ss,sd}.round(a, b,
//!   passthru, mask, rounding)`: lane 0 computed or `passthru[0]` by mask
//!   bit 0, the other lanes `a`'s.
//! - `avx512fp16.{max,min}.ph.512(a, b, sae)`: VMAXPH/VMINPH lane by lane
//!   on `half` lanes, like the `.ps` forms.
//! - `cvtdq2pd`, `cvtdq2ps`, `avx.cvtdq2.{pd,ps}`: `sitofp` of the low
//!   lanes of `a`, as many as the result has; `cvtps2pd`, `avx.cvt.ps2.pd`:
//!   `fpext` likewise; `vcvtph2ps` (F16C): the low lanes of `a` bitcast to
//!   `half`, then `fpext`. Rounded to nearest even (an `i32` is exact in
//!   a `double`).
//! - `cvtsi2sd(a, i32 b)`, `cvtsi2ss`, `cvtsi642ss`, `cvtsi642sd`: lane 0 is
//!   `sitofp b`, the other lanes `a`'s; `cvtss2sd(a, b)`: lane 0 is `fpext
//!   b[0]`, the other lanes `a`'s.
//! - `avx512.mask.cvt{dq2pd,udq2pd,dq2ps,udq2ps,ps2pd}`,
//!   `avx512.mask.vcvtph2ps` `(a, passthru, mask[, rounding])`: the
//!   conversion (`uitofp` for the `u` forms; `dq2ps` and `udq2ps` rounded
//!   as the rounding operand says, the others exact), then masked.
//! - `avx512.sitofp.round(a, rounding)`, `avx512.uitofp.round` (what the
//!   512-bit masked conversions upgrade to, overloaded on any integer and
//!   floating-point lanes): `sitofp` (`uitofp`) lane by lane, rounded as
//!   the operand says; `a` and the result have the same lane count.
//!
//! A lane reads the lanes it is computed from (a converted lane its source
//! lane; an arithmetic lane `a[i]`, `b[i]`).

use super::fparith::lane;
use super::{Elem, FpLane, Lane, Lanes, Shape, X86Error, arity, minmax, operand, select_by_mask};
use crate::apint::ApInt;
use crate::sem::ops::float::modes::{self, BasicOp, RoundingMode};
use crate::sem::ops::float::{self as fp, FloatResult};
use crate::syntax::FloatKind;

/// `add`, `sub`, `mul`, `div` of `.ps`/`.pd`.
fn arith(name: &str) -> Option<BasicOp> {
    Some(match name {
        "add" => BasicOp::Add,
        "sub" => BasicOp::Sub,
        "mul" => BasicOp::Mul,
        "div" => BasicOp::Div,
        _ => return None,
    })
}

/// The rounding an AVX-512 rounding operand selects: 4, the current
/// direction (MXCSR's: to nearest even in llsem's environment), or 8 to 11
/// (exceptions suppressed; to nearest even, down, up, toward zero).
fn rounding(op: &Lanes) -> Result<RoundingMode, X86Error> {
    match op.get(0) {
        Some(4 | 8) => Ok(RoundingMode::NearestTiesToEven),
        Some(9) => Ok(RoundingMode::TowardNegative),
        Some(10) => Ok(RoundingMode::TowardPositive),
        Some(11) => Ok(RoundingMode::TowardZero),
        Some(r) => Err(format!(
            "rounding operand {r} (4, the current direction, or 8 to 11 are supported)"
        )),
        None => Err("a poison rounding operand".into()),
    }
}

/// Checks an exception-suppression operand (`max`, `min`, which do not
/// round): 4 or 8.
fn sae(op: &Lanes) -> Result<(), X86Error> {
    match op.get(0) {
        Some(4 | 8) => Ok(()),
        Some(r) => Err(format!(
            "exception-suppression operand {r} (only 4 and 8 are supported)"
        )),
        None => Err("a poison exception-suppression operand".into()),
    }
}

/// Evaluates the operations above.
pub fn eval(op: &str, ops: &[Lanes], ret: Shape) -> Option<Result<Vec<FpLane>, X86Error>> {
    let Elem::Float(kind) = ret.elem else {
        return None;
    };
    if let Some(inner) = op.strip_prefix("mask.") {
        return masked(inner, ops, ret, kind);
    }
    let (name, form) = op.split_once('.').unwrap_or((op, ""));
    if matches!(form, "ps" | "pd" | "ph") && ops.len() == 3 {
        // The 512-bit forms with a rounding or SAE operand.
        if let Some(f) = arith(name) {
            return Some(rounding(&ops[2]).and_then(|mode| binary(&ops[..2], ret, kind, f, mode)));
        }
        if matches!(name, "max" | "min") {
            return Some(
                sae(&ops[2])
                    .and_then(|()| minmax::eval(op, &ops[..2], ret).unwrap_or(Ok(Vec::new()))),
            );
        }
    }
    if let Some(signed) = match op {
        "sitofp.round" => Some(true),
        "uitofp.round" => Some(false),
        _ => None,
    } {
        return Some(
            arity(ops, 2)
                .and_then(|()| rounding(&ops[1]))
                .and_then(|mode| int_lanes_to_float(&ops[0], ret, kind, signed, mode)),
        );
    }
    convert(op, ops, ret, kind)
}

/// `sitofp` (`signed`) or `uitofp` of every lane of `a` rounded in `mode`,
/// into a result of as many lanes.
fn int_lanes_to_float(
    a: &Lanes,
    ret: Shape,
    kind: FloatKind,
    signed: bool,
    mode: RoundingMode,
) -> Result<Vec<FpLane>, X86Error> {
    let Elem::Int(w) = a.elem else {
        return Err("a floating-point operand".into());
    };
    if a.vector != ret.vector || a.len() != ret.len {
        return Err(format!(
            "{} integer lanes converted to {} floating-point lanes",
            a.len(),
            ret.len
        ));
    }
    a.lanes
        .iter()
        .map(|l| match l {
            Some(x) => int_to_float(kind, *x, w, signed, mode).map(FpLane::Bits),
            None => Ok(FpLane::Poison),
        })
        .collect()
}

/// `a[i] op b[i]` rounded in `mode`, lane by lane.
fn binary(
    ops: &[Lanes],
    ret: Shape,
    kind: FloatKind,
    op: BasicOp,
    mode: RoundingMode,
) -> Result<Vec<FpLane>, X86Error> {
    let (a, b) = (operand(ops, 0)?, operand(ops, 1)?);
    (0..ret.len)
        .map(|i| match (a.get(i), b.get(i)) {
            (Some(x), Some(y)) => {
                let r = modes::basic(op, mode, kind, u128::from(x), u128::from(y))
                    .map_err(|e| e.to_string())?;
                let bits = match r {
                    FloatResult::Value(v) => Some(v as u64),
                    FloatResult::Nan | FloatResult::ValueOrNan(_) => None,
                };
                Ok(lane(bits, vec![x, y]))
            }
            _ => Ok(FpLane::Poison),
        })
        .collect()
}

/// `avx512.mask.<inner>(ops…, passthru, mask[, rounding])`.
fn masked(
    inner: &str,
    ops: &[Lanes],
    ret: Shape,
    kind: FloatKind,
) -> Option<Result<Vec<FpLane>, X86Error>> {
    let (name, form) = inner.split_once('.').unwrap_or((inner, ""));
    if let (Some(f), "ss.round" | "sd.round") = (arith(name), form) {
        return Some(masked_scalar(f, ops, ret, kind));
    }
    let binary_op =
        matches!(form, "ps" | "pd") && (arith(name).is_some() || matches!(name, "max" | "min"));
    let conversion = matches!(
        inner,
        "cvtdq2pd" | "cvtudq2pd" | "cvtdq2ps" | "cvtudq2ps" | "cvtps2pd" | "vcvtph2ps"
    );
    if !binary_op && !conversion {
        return None;
    }
    let n = if binary_op { 2 } else { 1 };
    Some(masked_lanes(inner, n, ops, ret, kind))
}

/// The masked operation `inner` on its `n` operands (then passthru, mask
/// and an optional rounding operand).
fn masked_lanes(
    inner: &str,
    n: usize,
    ops: &[Lanes],
    ret: Shape,
    kind: FloatKind,
) -> Result<Vec<FpLane>, X86Error> {
    if ops.len() != n + 2 && ops.len() != n + 3 {
        return Err(format!(
            "expects {} or {} operands, got {}",
            n + 2,
            n + 3,
            ops.len()
        ));
    }
    let (name, _) = inner.split_once('.').unwrap_or((inner, ""));
    let mode = match (ops.get(n + 2), arith(name)) {
        (Some(r), None) if n == 2 => sae(r).map(|()| RoundingMode::NearestTiesToEven)?,
        (Some(r), _) => rounding(r)?,
        (None, _) => RoundingMode::NearestTiesToEven,
    };
    let lanes = match arith(name) {
        Some(f) if n == 2 => binary(&ops[..2], ret, kind, f, mode)?,
        None if n == 2 => minmax::eval(inner, &ops[..2], ret).unwrap_or(Ok(Vec::new()))?,
        _ => convert_lanes(inner, &ops[0], ret, kind, mode)?,
    };
    Ok(select_by_mask(lanes, &ops[n], &ops[n + 1], poison_or_bits))
}

/// `avx512.mask.{add,sub,mul,div}.{ss,sd}.round(a, b, passthru, mask,
/// rounding)` (VADDSS & co. with a write mask, Intel SDM vol. 2): lane 0 is
/// `a[0] op b[0]` rounded as the operand says if bit 0 of `mask` is set,
/// else `passthru[0]`; the other lanes are `a`'s. Only bit 0 of the mask
/// is read, so a poison mask makes lane 0 poison and no other.
fn masked_scalar(
    op: BasicOp,
    ops: &[Lanes],
    ret: Shape,
    kind: FloatKind,
) -> Result<Vec<FpLane>, X86Error> {
    arity(ops, 5)?;
    let mode = rounding(&ops[4])?;
    let (a, b) = (operand(ops, 0)?, operand(ops, 1)?);
    let lane0 = match ops[3].get(0) {
        None => FpLane::Poison,
        Some(m) if m & 1 == 0 => poison_or_bits(ops[2].get(0)),
        Some(_) => {
            let low = |l: &Lanes| Lanes {
                elem: l.elem,
                vector: l.vector,
                lanes: vec![l.get(0)],
            };
            let one = Shape { len: 1, ..ret };
            binary(&[low(a), low(b)], one, kind, op, mode)?.remove(0)
        }
    };
    Ok(std::iter::once(lane0)
        .chain((1..ret.len).map(|i| poison_or_bits(a.get(i))))
        .collect())
}

/// A copied lane: its bits, or poison.
fn poison_or_bits(l: Lane) -> FpLane {
    l.map_or(FpLane::Poison, FpLane::Bits)
}

/// The unmasked conversions.
fn convert(
    op: &str,
    ops: &[Lanes],
    ret: Shape,
    kind: FloatKind,
) -> Option<Result<Vec<FpLane>, X86Error>> {
    let vector = matches!(
        op,
        "cvtdq2pd"
            | "cvtdq2ps"
            | "cvtdq2.pd"
            | "cvtdq2.ps"
            | "cvtps2pd"
            | "cvt.ps2.pd"
            | "vcvtph2ps"
    );
    if vector {
        let nearest = RoundingMode::NearestTiesToEven;
        return Some(operand(ops, 0).and_then(|a| convert_lanes(op, a, ret, kind, nearest)));
    }
    let scalar_int = matches!(op, "cvtsi2sd" | "cvtsi2ss" | "cvtsi642ss" | "cvtsi642sd");
    if !scalar_int && op != "cvtss2sd" {
        return None;
    }
    Some(convert_scalar(ops, ret, kind, scalar_int))
}

/// `cvtsi2sd` & co. (`from_int`) and `cvtss2sd`: lane 0 converted from
/// `b`, the other lanes `a`'s.
fn convert_scalar(
    ops: &[Lanes],
    ret: Shape,
    kind: FloatKind,
    from_int: bool,
) -> Result<Vec<FpLane>, X86Error> {
    let (a, b) = (operand(ops, 0)?, operand(ops, 1)?);
    let low = match b.get(0) {
        None => FpLane::Poison,
        Some(x) if from_int => FpLane::Bits(int_to_float(
            kind,
            x,
            b.width(),
            true,
            RoundingMode::NearestTiesToEven,
        )?),
        Some(x) => extend(FloatKind::Float, kind, x)?,
    };
    Ok((0..ret.len)
        .map(|i| {
            if i == 0 {
                low.clone()
            } else {
                poison_or_bits(a.get(i))
            }
        })
        .collect())
}

/// A lane-by-lane conversion of the low lanes of `a` (`sitofp`, `uitofp`
/// for the `u` forms, rounded in `mode`; `fpext` from `float` or, for
/// `vcvtph2ps`, `half`).
fn convert_lanes(
    op: &str,
    a: &Lanes,
    ret: Shape,
    kind: FloatKind,
    mode: RoundingMode,
) -> Result<Vec<FpLane>, X86Error> {
    (0..ret.len)
        .map(|i| {
            let Some(x) = a.get(i) else {
                return Ok(FpLane::Poison);
            };
            match a.elem {
                Elem::Int(16) if op.ends_with("ph2ps") => extend(FloatKind::Half, kind, x),
                Elem::Int(w) => Ok(FpLane::Bits(int_to_float(
                    kind,
                    x,
                    w,
                    !op.contains("udq"),
                    mode,
                )?)),
                Elem::Float(from) => extend(from, kind, x),
            }
        })
        .collect()
}

/// The `w`-bit integer `x` (signed or not) rounded to `kind` in `mode`.
fn int_to_float(
    kind: FloatKind,
    x: u64,
    w: u32,
    signed: bool,
    mode: RoundingMode,
) -> Result<u64, X86Error> {
    let v = ApInt::from_u64(w, x);
    modes::int_to_float(mode, kind, &v, signed)
        .map(|b| b as u64)
        .map_err(|e| e.to_string())
}

/// `fpext` of `x` from `from` to `to`: exact, a NaN any NaN LangRef allows.
fn extend(from: FloatKind, to: FloatKind, x: u64) -> Result<FpLane, X86Error> {
    match fp::fpext(from, to, u128::from(x)).map_err(|e| e.to_string())? {
        FloatResult::Value(v) => Ok(FpLane::Bits(v as u64)),
        FloatResult::Nan | FloatResult::ValueOrNan(_) => Ok(FpLane::NanCast(from, x)),
    }
}
