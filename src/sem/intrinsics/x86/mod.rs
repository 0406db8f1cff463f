//! x86 target intrinsics (`llvm.x86.*`): the SSE, SSE2, SSSE3, SSE4.1,
//! SSE4.2, AVX and AVX2 integer and floating-point operations (and the
//! AVX-512 forms of the same operations, which only differ in width).
//! Rules: `semantics/intrinsics-x86.md`; the reference is the Intel
//! manual's description of each instruction, with Alive2's poison reading
//! (`ir/x86_intrinsics.cpp`).
//!
//! Every operand is read into [`Lanes`]: its elements' bit patterns
//! (integers and floats alike, all at most 64 bits wide), `None` for a
//! poison element. One module per family computes the result lanes from
//! them; a result lane is poison exactly when a lane it reads is poison
//! (the family's doc says which lanes that is).

mod arith;
mod clmul;
mod convert;
mod crc;
mod fparith;
mod half;
mod horizontal;
mod load;
mod mask;
mod minmax;
mod pack;
mod permute;
mod shift;
mod shuffle;
mod upgraded;
mod upgraded_float;

use crate::apint::ApInt;
use crate::oracle::ChoicePoint;
use crate::sem::machine::Machine;
use crate::sem::ops::float::{FloatResult, nan_results_cast};
use crate::sem::stop::Stop;
use crate::syntax::{FloatKind, TypeId, TypeKind};
use crate::value::{Float, Value};

/// One lane's bit pattern, `None` if poison.
pub type Lane = Option<u64>;

/// The element type of an operand or result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    /// `iN`, N ≤ 64.
    Int(u32),
    /// `float` or `double`; `half` for the operations in `HALF_OPS` only.
    Float(FloatKind),
}

impl Elem {
    /// The width in bits.
    pub fn bits(self) -> u32 {
        match self {
            Elem::Int(w) => w,
            Elem::Float(k) => k.bits(),
        }
    }
}

/// An operand or result: its element type and lanes (one lane for a
/// scalar).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lanes {
    /// The element type.
    pub elem: Elem,
    /// Whether the type is a vector (a scalar has one lane).
    pub vector: bool,
    /// The lanes, element 0 first.
    pub lanes: Vec<Lane>,
}

impl Lanes {
    /// The element width in bits.
    pub fn width(&self) -> u32 {
        self.elem.bits()
    }

    /// Lane `i` (poison past the end).
    pub fn get(&self, i: usize) -> Lane {
        self.lanes.get(i).copied().flatten()
    }

    /// Lane `i` sign-extended from the element width.
    pub fn signed(&self, i: usize) -> Option<i64> {
        self.get(i).map(|v| sext(v, self.width()))
    }

    /// The number of lanes.
    pub fn len(&self) -> usize {
        self.lanes.len()
    }
}

/// A lane of a floating-point result whose NaN LLVM leaves open
/// (`semantics/intrinsics-x86.md`, "NaN results").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FpLane {
    /// Poison.
    Poison,
    /// Exactly these bits.
    Bits(u64),
    /// A NaN: any of LangRef's NaN results for these operand lanes (of the
    /// result's format).
    Nan(Vec<u64>),
    /// A NaN converted from the NaN lane of format `.0`: any NaN LangRef
    /// allows `fptrunc` (`fpext`) to give for it.
    NanCast(FloatKind, u64),
    /// The same bits as result lane `k` (an earlier lane).
    Same(usize),
}

/// The shape of a result: element type, vector or scalar, lane count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// The element type.
    pub elem: Elem,
    /// Whether it is a vector.
    pub vector: bool,
    /// The lane count (1 for a scalar).
    pub len: usize,
}

impl Shape {
    /// The element width in bits.
    pub fn width(&self) -> u32 {
        self.elem.bits()
    }
}

/// `v`'s low `w` bits sign-extended.
pub fn sext(v: u64, w: u32) -> i64 {
    let s = 64 - w;
    ((v << s) as i64) >> s
}

/// Whether `bits` is a NaN of `kind` (`float` or `double`).
pub fn is_nan(kind: FloatKind, bits: u64) -> bool {
    match kind {
        FloatKind::Float => (bits & 0x7fff_ffff) > 0x7f80_0000,
        _ => (bits & !(1 << 63)) > 0x7ff0_0000_0000_0000,
    }
}

/// The low `w` bits of `v`.
pub fn trunc(v: u64, w: u32) -> u64 {
    if w >= 64 { v } else { v & ((1u64 << w) - 1) }
}

/// Why an x86 intrinsic cannot be evaluated.
pub type X86Error = String;

/// Evaluates the x86 operation `op` (the intrinsic name without `x86.`,
/// its ISA component and a trailing `.128`/`.256`/`.512`) on `ops` with
/// result shape `ret`; `None` if llsem does not implement `op`.
pub fn eval(op: &str, ops: &[Lanes], ret: Shape) -> Option<Result<Vec<Lane>, X86Error>> {
    if has_half_lanes(ops, ret) {
        return None;
    }
    shift::eval(op, ops, ret)
        .or_else(|| arith::eval(op, ops, ret))
        .or_else(|| horizontal::eval(op, ops, ret))
        .or_else(|| pack::eval(op, ops, ret))
        .or_else(|| shuffle::eval(op, ops, ret))
        .or_else(|| mask::eval(op, ops, ret))
        .or_else(|| convert::eval(op, ops, ret))
        .or_else(|| half::eval(op, ops, ret))
        .or_else(|| crc::eval(op, ops, ret))
        .or_else(|| clmul::eval(op, ops, ret))
        .or_else(|| permute::eval(op, ops, ret))
        .or_else(|| upgraded::eval(op, ops, ret))
}

/// Evaluates the x86 operation `op` with a floating-point result whose NaN
/// lanes are left open ([`FpLane`]); `None` if it is not one of them.
pub fn eval_float(op: &str, ops: &[Lanes], ret: Shape) -> Option<Result<Vec<FpLane>, X86Error>> {
    if !matches!(ret.elem, Elem::Float(_)) {
        return None;
    }
    if has_half_lanes(ops, ret) && !HALF_OPS.contains(&op) {
        return None;
    }
    fparith::eval(op, ops, ret)
        .or_else(|| minmax::eval(op, ops, ret))
        .or_else(|| convert::eval_float(op, ops, ret))
        .or_else(|| upgraded_float::eval(op, ops, ret))
}

/// The operations written for `half` lanes (AVX512-FP16); the others are
/// written for `float` and `double` and are not given `half` lanes.
const HALF_OPS: &[&str] = &["max.ph", "min.ph"];

/// Whether an operand or the result has `half` lanes.
fn has_half_lanes(ops: &[Lanes], ret: Shape) -> bool {
    let half = |e: Elem| e == Elem::Float(FloatKind::Half);
    half(ret.elem) || ops.iter().any(|o| half(o.elem))
}

/// AVX-512 masking as LLVM 22 upgrades it, `select (bitcast mask to <n x
/// i1>), lanes, passthru`: lane `i` is `lanes[i]` if bit `i` of `mask` is
/// set, else `passthru[i]` (`lift` makes a lane of it); a poison mask makes
/// every lane poison (`bitcast` of a poison integer is poison in every
/// lane).
pub(super) fn select_by_mask<T>(
    lanes: Vec<T>,
    passthru: &Lanes,
    mask: &Lanes,
    lift: fn(Lane) -> T,
) -> Vec<T> {
    let Some(m) = mask.get(0) else {
        return lanes.iter().map(|_| lift(None)).collect();
    };
    lanes
        .into_iter()
        .enumerate()
        .map(|(i, l)| {
            if i < 64 && (m >> i) & 1 == 1 {
                l
            } else {
                lift(passthru.get(i))
            }
        })
        .collect()
}

/// The ISA extensions that name the first component of most x86
/// intrinsics (`sse2`, `avx512`, `fma4`, ...); an intrinsic without one
/// (`pclmulqdq`) starts with its operation.
const ISA_PREFIXES: &[&str] = &[
    "sse", "ssse3", "avx", "fma", "xop", "aesni", "bmi", "tbm", "sha",
];

/// The operation of an `llvm.x86.*` intrinsic key: `sse2.psrl.w` →
/// `psrl.w`, `avx2.pshuf.b` → `pshuf.b`, `ssse3.pshuf.b.128` → `pshuf.b`,
/// `pclmulqdq.256` → `pclmulqdq`.
pub fn op_name(key: &str) -> &str {
    let rest = match key.split_once('.') {
        Some((isa, r)) if ISA_PREFIXES.iter().any(|p| isa.starts_with(p)) => r,
        _ => key,
    };
    [".128", ".256", ".512"]
        .iter()
        .find_map(|s| rest.strip_suffix(s))
        .unwrap_or(rest)
}

/// Operand `i`, or an error if the call has fewer operands.
pub(super) fn operand(ops: &[Lanes], i: usize) -> Result<&Lanes, X86Error> {
    ops.get(i)
        .ok_or_else(|| format!("operand {i} missing (got {} operands)", ops.len()))
}

/// Checks that the call has `n` operands.
pub(super) fn arity(ops: &[Lanes], n: usize) -> Result<(), X86Error> {
    if ops.len() == n {
        Ok(())
    } else {
        Err(format!("expects {n} operands, got {}", ops.len()))
    }
}

impl Machine<'_, '_> {
    /// Runs `llvm.x86.<key>` if llsem implements it: a broadcast from
    /// memory loads (`load.rs`); any other reads the operands (resolving
    /// undef bits, one use each), applies the family's rule and builds the
    /// result of type `ret_ty`.
    pub(in crate::sem) fn call_x86(
        &mut self,
        name: &str,
        key: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Option<Value>, Stop> {
        let op = op_name(key);
        if let Some(v) = self.x86_broadcast_load(name, op, args, ret_ty)? {
            return Ok(Some(v));
        }
        let bad = |what: String| Stop::unsupported(format!("@{name}: {what}"));
        let ret = self.x86_shape(ret_ty).map_err(bad)?;
        let mut ops = Vec::with_capacity(args.len());
        for (v, ty) in args {
            let shape = self.x86_shape(*ty).map_err(bad)?;
            let v = self.resolve_undef(v);
            ops.push(read_lanes(&v, shape));
        }
        if let Some(lanes) = eval(op, &ops, ret) {
            return Ok(Some(build(ret, &lanes.map_err(bad)?)));
        }
        let Some(lanes) = eval_float(op, &ops, ret) else {
            return Ok(None);
        };
        let lanes = self.pick_nans(ret, &lanes.map_err(bad)?)?;
        Ok(Some(build(ret, &lanes)))
    }

    /// The lanes of a floating-point result, each open NaN chosen by the
    /// oracle among LangRef's NaN results (`nan-result`).
    fn pick_nans(&mut self, ret: Shape, lanes: &[FpLane]) -> Result<Vec<Lane>, Stop> {
        let Elem::Float(kind) = ret.elem else {
            return Err(Stop::unsupported("an x86 float result of integer type"));
        };
        let mut out: Vec<Lane> = Vec::with_capacity(lanes.len());
        for l in lanes {
            out.push(match l {
                FpLane::Poison => None,
                FpLane::Bits(v) => Some(*v),
                FpLane::Same(k) => out.get(*k).copied().flatten(),
                FpLane::Nan(inputs) => {
                    let inputs: Vec<u128> = inputs.iter().map(|&v| u128::from(v)).collect();
                    let bits = self.pick_bits(kind, FloatResult::Nan, &inputs)?;
                    Some(bits as u64)
                }
                FpLane::NanCast(from, input) => {
                    let choices = nan_results_cast(*from, kind, u128::from(*input))
                        .map_err(|e| Stop::unsupported(e.to_string()))?;
                    let i = self.choose_index(ChoicePoint::NanResult, choices.len() as u64);
                    Some(choices[i as usize] as u64)
                }
            });
        }
        Ok(out)
    }

    /// The shape of an x86 intrinsic's operand or result type.
    fn x86_shape(&self, ty: TypeId) -> Result<Shape, X86Error> {
        let types = &self.prog.module.types;
        let (elem_ty, vector, len) = match types.resolved(ty) {
            TypeKind::Vector {
                len,
                elem,
                scalable: false,
            } => (*elem, true, *len as usize),
            _ => (ty, false, 1),
        };
        let elem = match types.resolved(elem_ty) {
            TypeKind::Int(w) if *w <= 64 => Elem::Int(*w),
            TypeKind::Float(k @ (FloatKind::Half | FloatKind::Float | FloatKind::Double)) => {
                Elem::Float(*k)
            }
            _ => return Err(format!("operand type {}", types.display(ty))),
        };
        Ok(Shape { elem, vector, len })
    }
}

/// The lanes of a value (undef already resolved) of the given shape.
fn read_lanes(v: &Value, shape: Shape) -> Lanes {
    let one = |e: &Value| match e {
        Value::Int(i) => Some(i.low_u64()),
        Value::Float(f) => Some(f.bits as u64),
        _ => None,
    };
    let lanes = match v {
        Value::Vector(es) => {
            let mut l: Vec<Lane> = es.iter().map(one).collect();
            l.resize(shape.len, None);
            l
        }
        Value::Poison => vec![None; shape.len],
        scalar => vec![one(scalar)],
    };
    Lanes {
        elem: shape.elem,
        vector: shape.vector,
        lanes,
    }
}

/// A value of `shape` from its lanes.
fn build(shape: Shape, lanes: &[Lane]) -> Value {
    let one = |l: &Lane| match (l, shape.elem) {
        (None, _) => Value::Poison,
        (Some(v), Elem::Int(w)) => Value::Int(ApInt::from_u64(w, *v)),
        (Some(v), Elem::Float(kind)) => Value::Float(Float {
            kind,
            bits: *v as u128,
        }),
    };
    if shape.vector {
        Value::Vector(lanes.iter().map(one).collect::<Vec<_>>().into())
    } else {
        lanes.first().map_or(Value::Poison, one)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn op_names_drop_the_isa_and_the_width() {
        assert_eq!(op_name("sse2.psrl.w"), "psrl.w");
        assert_eq!(op_name("ssse3.pshuf.b.128"), "pshuf.b");
        assert_eq!(op_name("avx2.psrlv.d.256"), "psrlv.d");
        assert_eq!(op_name("avx512.psrl.q.512"), "psrl.q");
        assert_eq!(op_name("sse41.ptestz"), "ptestz");
        assert_eq!(op_name("pclmulqdq"), "pclmulqdq");
        assert_eq!(op_name("pclmulqdq.512"), "pclmulqdq");
        assert_eq!(op_name("avx.vperm2f128.ps.256"), "vperm2f128.ps");
    }

    #[test]
    fn lanes_sign_extend() {
        assert_eq!(sext(0xffff, 16), -1);
        assert_eq!(sext(0x7fff, 16), 0x7fff);
        assert_eq!(sext(u64::MAX, 64), -1);
        assert_eq!(trunc(0x1_0001, 16), 1);
    }
}
