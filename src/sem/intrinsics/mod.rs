//! Intrinsic functions (LangRef "Intrinsic Functions"), by name. One file
//! per LangRef group; each `eval_*` restates its rule. The dispatcher maps
//! a name (without its type suffixes) to one of them; an intrinsic llsem
//! does not implement stops the run as unsupported, naming it.

mod arith;
mod bits;
mod constrained;
mod deopt;
mod fixed;
mod float;
mod general;
pub(crate) mod memory;
mod scalable;
mod shuffle;
mod varargs;
mod vector;
mod vp;
mod x86;

pub use arith::{
    ArithOp, MinMax, eval_abs, eval_minmax, eval_sat, eval_shl_sat, eval_three_way,
    eval_with_overflow, eval_with_overflow_field,
};
pub use bits::{
    eval_bitreverse, eval_bswap, eval_ctlz, eval_ctpop, eval_cttz, eval_fshl, eval_fshr,
};
pub use fixed::{Fixed, FixedOp, eval_fixed};
pub(crate) use general::assume_condition;
pub use general::eval_ptrmask;
pub use vector::eval_reduce_int;

use std::rc::Rc;

use crate::sem::deferred::OpFn;
use crate::sem::machine::Machine;
use crate::sem::ops::OpError;
use crate::sem::stop::{Stop, Trap};
use crate::syntax::TypeId;
use crate::value::Value;

/// The `llvm.*` names that are no LLVM 22 intrinsic but that llsem gives
/// a meaning: Alive2's `llvm.assert`, which its test suite uses.
const EXTENSIONS: [&str; 1] = ["llvm.assert"];

/// Whether a declared function named `name` runs as an intrinsic: an
/// `llvm.*` name of an LLVM 22 intrinsic (or of an old form an upgrade
/// renames, or of another target's), or one of llsem's [`EXTENSIONS`].
/// Any other `llvm.*` name is an ordinary declared function, as LLVM makes
/// it ([`crate::parse::names_no_intrinsic`]): the library does not know
/// it either, so its calls are calls of the environment.
pub(crate) fn is_intrinsic(name: &str) -> bool {
    name.starts_with("llvm.")
        && (EXTENSIONS.contains(&name) || !crate::parse::names_no_intrinsic(name))
}

/// Whether the intrinsic named `name` calls the environment when it runs:
/// `llvm.experimental.deoptimize` and `llvm.experimental.guard` (which
/// may deoptimize) call `__llvm_deoptimize` (`deopt.rs`), `llvm.objc.*`
/// the runtime's `objc_*` functions.
pub(crate) fn asks_environment(name: &str) -> bool {
    name.starts_with("llvm.experimental.deoptimize")
        || name.starts_with("llvm.experimental.guard")
        || name.starts_with("llvm.objc.")
}

/// The result of a builtin: `None` if the name is not one llsem
/// implements; `Some(None)` for a void result.
pub type BuiltinResult = Result<Option<Option<Value>>, Stop>;

/// The name of an intrinsic without `llvm.` and without the type suffixes
/// that overloading appends (`sadd.with.overflow.i32` →
/// `sadd.with.overflow`, `masked.load.v4i32.p0` → `masked.load`).
pub fn intrinsic_key(rest: &str) -> String {
    let parts: Vec<&str> = rest.split('.').collect();
    let keep = parts
        .iter()
        .position(|p| is_type_suffix(p))
        .unwrap_or(parts.len())
        .max(1);
    parts[..keep].join(".")
}

/// Whether a name component is a mangled type (`i32`, `f64`, `v4i32`,
/// `p0`, `nxv2f32`, `f80`, `bf16`, `s_struct.S`, ...).
fn is_type_suffix(part: &str) -> bool {
    let digits_after = |prefix: &str| {
        part.strip_prefix(prefix)
            .is_some_and(|r| r.chars().next().is_some_and(|c| c.is_ascii_digit()))
    };
    digits_after("i")
        || digits_after("f")
        || digits_after("v")
        || digits_after("nxv")
        || digits_after("p")
        || digits_after("a")
        || part == "bf16"
        || part == "ppcf128"
        || part == "isVoid"
        || part.starts_with("s_")
        || part.starts_with("sl_")
}

/// Argument `i` of an intrinsic call.
pub(crate) fn arg<'a>(
    args: &'a [(Value, TypeId)],
    i: usize,
    name: &str,
) -> Result<&'a Value, Stop> {
    args.get(i)
        .map(|a| &a.0)
        .ok_or_else(|| Stop::unsupported(format!("@{name} called with {} arguments", args.len())))
}

/// An `immarg` integer operand (a constant by the verifier's rules).
pub(crate) fn imm_u64(args: &[(Value, TypeId)], i: usize, name: &str) -> Result<u64, Stop> {
    match arg(args, i, name)? {
        Value::Int(v) => Ok(v.to_u64().unwrap_or(u64::MAX)),
        _ => Err(Stop::unsupported(format!(
            "@{name}: operand {i} must be an integer constant"
        ))),
    }
}

/// An `immarg` `i1` operand.
pub(crate) fn imm_bool(args: &[(Value, TypeId)], i: usize, name: &str) -> Result<bool, Stop> {
    imm_u64(args, i, name).map(|v| v != 0)
}

/// The lane count of operands: `Some(n)` if any is a vector of `n`
/// elements, `None` for scalars.
pub(crate) fn lane_count(ops: &[&Value]) -> Option<usize> {
    ops.iter().find_map(|v| match v {
        Value::Vector(es) => Some(es.len()),
        _ => None,
    })
}

/// Lane `i` of an operand (a whole-vector poison gives poison lanes; a
/// scalar is its own lane).
pub(crate) fn lane(v: &Value, i: usize, lanes: Option<usize>) -> Value {
    match (v, lanes) {
        (Value::Vector(es), _) => es.get(i).cloned().unwrap_or(Value::Poison),
        (Value::Poison, Some(_)) => Value::Poison,
        (other, _) => other.clone(),
    }
}

/// The `n` elements of a vector operand (poison elements for a
/// whole-vector poison, and for lanes an ill-typed operand lacks).
pub(crate) fn lanes_of(v: &Value, n: usize) -> Vec<Value> {
    let mut out = match v {
        Value::Vector(es) => es.to_vec(),
        _ => Vec::new(),
    };
    out.resize(n, Value::Poison);
    out
}

/// A result from its lanes: a vector, or the one scalar.
pub(crate) fn assemble(lanes: Option<usize>, mut out: Vec<Value>) -> Value {
    match lanes {
        Some(_) => Value::Vector(out.into()),
        None => out.pop().unwrap_or(Value::Poison),
    }
}

impl Machine<'_, '_> {
    /// Runs the intrinsic or library function called `name`, if llsem
    /// implements it: an intrinsic when `intrinsic` (the declaration's
    /// [`is_intrinsic`], decided when the program is built), otherwise a
    /// library function, through the program's
    /// [`crate::sem::library::Library`].
    pub(crate) fn call_builtin(
        &mut self,
        name: &str,
        intrinsic: bool,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> BuiltinResult {
        if intrinsic && let Some(rest) = name.strip_prefix("llvm.") {
            return self.call_intrinsic(name, rest, args, ret_ty).map(Some);
        }
        let library = self.prog.library;
        library.call(self, name, args, ret_ty)
    }

    /// Applies a pure scalar rule lane by lane to operands that are all
    /// scalars or all vectors of one length; where the rule cannot handle
    /// undef bits exactly, as few of them as it takes are resolved (see
    /// [`Machine::resolve_in_stages`]).
    pub(crate) fn lanewise<F>(&mut self, ops: &[&Value], f: F) -> Result<Value, Stop>
    where
        F: Fn(&[Value]) -> Result<Value, OpError> + Clone + 'static,
    {
        let lanes = lane_count(ops);
        let mut out = Vec::with_capacity(lanes.unwrap_or(1));
        for i in 0..lanes.unwrap_or(1) {
            let vals: Vec<Value> = ops.iter().map(|v| lane(v, i, lanes)).collect();
            let r = match f(&vals) {
                Err(OpError::Inexact) => {
                    let g: crate::sem::deferred::OpFn = std::rc::Rc::new(f.clone());
                    self.resolve_in_stages(&vals, &g)?
                }
                r => r.map_err(crate::sem::step::op_stop)?,
            };
            out.push(r);
        }
        Ok(assemble(lanes, out))
    }

    fn call_intrinsic(
        &mut self,
        name: &str,
        rest: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Option<Value>, Stop> {
        let key = intrinsic_key(rest);
        let a = |i: usize| arg(args, i, name);
        let first = key.split('.').next().unwrap_or("");
        Ok(match key.as_str() {
            "dbg.declare"
            | "dbg.value"
            | "dbg.assign"
            | "dbg.label"
            | "donothing"
            | "sideeffect"
            | "pseudoprobe"
            | "experimental.noalias.scope.decl"
            | "prefetch"
            | "invariant.end"
            | "fake.use"
            | "var.annotation" => None,
            "lifetime.start" | "lifetime.end" => {
                self.eval_lifetime(key == "lifetime.start", args);
                None
            }
            "assume" => {
                self.eval_assume(args)?;
                None
            }
            // `llvm.expect(v, expected[, probability])`: returns `v`.
            "expect" | "expect.with.probability" => Some(a(0)?.clone()),
            // `llvm.ssa.copy(v)`: "The first argument is an operand which is
            // used as the returned value" (LangRef "'llvm.ssa.copy'
            // Intrinsic"); LLVM 22 no longer lists it among its intrinsics,
            // but its LangRef does and `opt-22` passes it through.
            "ssa.copy" => Some(a(0)?.clone()),
            "is.constant" => Some(Value::bool(self.eval_is_constant())),
            // Markers that return their pointer operand unchanged.
            "threadlocal.address"
            | "launder.invariant.group"
            | "strip.invariant.group"
            | "annotation"
            | "ptr.annotation" => Some(a(0)?.clone()),
            "invariant.start" => Some(Value::Ptr(crate::value::Pointer::NULL)),
            // `llvm.allow.runtime.check`/`allow.ubsan.check`: true or
            // false; llsem keeps the checks.
            "allow.runtime.check" | "allow.ubsan.check" => Some(Value::bool(true)),
            "memcpy" | "memmove" | "memset" | "memcpy.inline" | "memset.inline" => {
                self.eval_mem_intrinsic(first, key.ends_with(".inline"), args)?;
                None
            }
            "experimental.memset.pattern" => {
                self.eval_memset_pattern_intrinsic(args)?;
                None
            }
            "memcpy.element.unordered.atomic"
            | "memmove.element.unordered.atomic"
            | "memset.element.unordered.atomic" => {
                self.eval_element_atomic(first, args)?;
                None
            }
            "trap" | "ubsantrap" => {
                return Err(Stop::trapped(Trap::SIGILL, format!("@{name} was called")));
            }
            "debugtrap" => {
                return Err(Stop::trapped(Trap::SIGTRAP, format!("@{name} was called")));
            }
            "objectsize" => Some(self.eval_objectsize(args, ret_ty)?),
            "stacksave" => Some(self.eval_stacksave()),
            "stackrestore" => {
                self.eval_stackrestore(args)?;
                None
            }
            "ptrmask" => Some(self.lanewise(&[a(0)?, a(1)?], move |v: &[Value]| {
                eval_ptrmask(&v[0], &v[1])
            })?),
            "va_start" => {
                self.eval_va_start(args)?;
                None
            }
            "va_end" => {
                self.eval_va_end(args)?;
                None
            }
            "va_copy" => {
                self.eval_va_copy(args)?;
                None
            }
            "bswap" => Some(self.lanewise(&[a(0)?], move |v: &[Value]| eval_bswap(&v[0]))?),
            "bitreverse" => {
                Some(self.lanewise(&[a(0)?], move |v: &[Value]| eval_bitreverse(&v[0]))?)
            }
            "ctpop" => Some(self.lanewise(&[a(0)?], move |v: &[Value]| eval_ctpop(&v[0]))?),
            "ctlz" | "cttz" => {
                let zero_poison = imm_bool(args, 1, name)?;
                let f = if key == "ctlz" { eval_ctlz } else { eval_cttz };
                Some(self.lanewise(&[a(0)?], move |v: &[Value]| f(&v[0], zero_poison))?)
            }
            "fshl" | "fshr" => {
                let f = if key == "fshl" { eval_fshl } else { eval_fshr };
                Some(self.lanewise(&[a(0)?, a(1)?, a(2)?], move |v: &[Value]| {
                    f(&v[0], &v[1], &v[2])
                })?)
            }
            "abs" => {
                let min_poison = imm_bool(args, 1, name)?;
                Some(self.lanewise(&[a(0)?], move |v: &[Value]| eval_abs(&v[0], min_poison))?)
            }
            "smax" | "smin" | "umax" | "umin" => {
                let op = match first {
                    "smax" => MinMax::SMax,
                    "smin" => MinMax::SMin,
                    "umax" => MinMax::UMax,
                    _ => MinMax::UMin,
                };
                let (x, y) = undef_first(a(0)?, a(1)?);
                Some(self.lanewise(&[x, y], move |v: &[Value]| eval_minmax(op, &v[0], &v[1]))?)
            }
            "scmp" | "ucmp" => {
                let types = &self.prog.module.types;
                let w = types.int_width(types.scalar(ret_ty)).unwrap_or(32);
                let signed = key == "scmp";
                Some(self.lanewise(&[a(0)?, a(1)?], move |v: &[Value]| {
                    eval_three_way(signed, w, &v[0], &v[1])
                })?)
            }
            "uadd.sat" | "sadd.sat" | "usub.sat" | "ssub.sat" => {
                let op = ArithOp::from_name(first).ok_or_else(|| unknown(name))?;
                Some(self.lanewise(&[a(0)?, a(1)?], move |v: &[Value]| {
                    eval_sat(op, &v[0], &v[1])
                })?)
            }
            "ushl.sat" | "sshl.sat" => {
                let signed = key == "sshl.sat";
                Some(self.lanewise(&[a(0)?, a(1)?], move |v: &[Value]| {
                    eval_shl_sat(signed, &v[0], &v[1])
                })?)
            }
            "uadd.with.overflow" | "sadd.with.overflow" | "usub.with.overflow"
            | "ssub.with.overflow" | "umul.with.overflow" | "smul.with.overflow" => {
                let op = ArithOp::from_name(first).ok_or_else(|| unknown(name))?;
                Some(self.eval_overflow_intrinsic(op, a(0)?, a(1)?)?)
            }
            "masked.load" | "masked.gather" => {
                Some(self.eval_masked_load(key == "masked.gather", args, ret_ty)?)
            }
            "vp.load" => Some(self.eval_vp_load(args, ret_ty)?),
            "vp.store" => {
                self.eval_vp_store(args)?;
                None
            }
            "vp.merge" => Some(self.eval_vp_merge(args)?),
            "vp.select" => Some(self.eval_vp_select(args, ret_ty)?),
            "masked.store" | "masked.scatter" => {
                self.eval_masked_store(key == "masked.scatter", args)?;
                None
            }
            "smul.fix" | "umul.fix" | "smul.fix.sat" | "umul.fix.sat" | "sdiv.fix" | "udiv.fix"
            | "sdiv.fix.sat" | "udiv.fix.sat" => {
                let op = FixedOp::from_key(&key).ok_or_else(|| unknown(name))?;
                Some(self.eval_fixed_intrinsic(op, args, name)?)
            }
            // `llvm.arithmetic.fence(x)`: returns its operand (it only
            // limits fast-math rewriting across it).
            "arithmetic.fence" => Some(a(0)?.clone()),
            // Alive2's `llvm.assert(i1 c)`: not an LLVM intrinsic, but
            // Alive2's suite uses it as an `llvm.assume` that optimizers
            // may not drop (`llvm_util/llvm2alive.cpp`): UB unless `c` is
            // true.
            "assert" => {
                if !matches!(a(0)?, Value::Int(c) if !c.is_zero()) {
                    return Err(Stop::ub(
                        crate::sem::stop::UbKind::AssumeViolation,
                        format!("@{name} of false, poison or undef"),
                    ));
                }
                None
            }
            // `llvm.thread.pointer()`: the address of the thread's TLS
            // area, which llsem does not model: an address no access may
            // use.
            "thread.pointer" => Some(Value::Ptr(crate::value::Pointer::from_parts(
                crate::value::Provenance::None,
                THREAD_POINTER,
                0,
            ))),
            // `llvm.returnaddress(level)` / `llvm.frameaddress(level)`
            // (LangRef "'llvm.returnaddress' Intrinsic", "'llvm.frameaddress'
            // Intrinsic"): "the value returned ... is target specific", and
            // zero "if it cannot be identified"; inlining may change it.
            // Level 0 gives one fixed address with no provenance per
            // intrinsic; other levels give null (semantics/intrinsics.md,
            // "Return and frame addresses").
            "returnaddress" | "frameaddress" => {
                Some(self.eval_frame_address(key == "returnaddress", args, name)?)
            }
            "vector.reverse" | "experimental.vector.reverse" => {
                Some(self.eval_vector_reverse(name, args)?)
            }
            "experimental.deoptimize" => self.eval_deoptimize(args, ret_ty)?,
            "experimental.guard" => {
                self.eval_guard(args)?;
                None
            }
            "experimental.widenable.condition" => Some(self.eval_widenable_condition()),
            // `llvm.type.test(p, !"id")` (LangRef "'llvm.type.test'
            // Intrinsic"): whether `p` is associated with the type id,
            // which the whole program's type metadata decides (docs
            // TypeMetadata.rst), not this module: either answer
            // (semantics/intrinsics.md, "Type tests").
            "type.test" | "public.type.test" => Some(Value::bool(
                self.choose_index(crate::oracle::ChoicePoint::Unspecified, 2) == 1,
            )),
            "vscale" => Some(self.eval_vscale(ret_ty)?),
            "experimental.get.vector.length" => {
                Some(self.eval_get_vector_length(name, args, ret_ty)?)
            }
            "stepvector" | "experimental.stepvector" => Some(self.eval_stepvector(ret_ty)?),
            "get.active.lane.mask" => Some(self.eval_active_lane_mask(name, args, ret_ty)?),
            "vector.insert" | "experimental.vector.insert" => {
                Some(self.eval_vector_insert(name, args, ret_ty)?)
            }
            "vector.extract" | "experimental.vector.extract" => {
                Some(self.eval_vector_extract(name, args, ret_ty)?)
            }
            "get.rounding" => Some(self.eval_get_rounding(ret_ty)),
            "fptrunc.round" => Some(self.eval_fptrunc_round(args, ret_ty, name)?),
            "set.rounding" => {
                self.eval_set_rounding(args)?;
                None
            }
            _ => {
                if let Some(runtime) = rest.strip_prefix("objc.") {
                    // LangRef "Objective-C ARC Runtime Intrinsics": each
                    // is lowered to a call of the runtime function
                    // `objc_<name>`, a function of the environment.
                    return self.call_external(&format!("objc_{runtime}"), args, ret_ty);
                }
                if let Some(op) = key.strip_prefix("experimental.constrained.") {
                    return match self.call_constrained(op, args, ret_ty, name)? {
                        Some(v) => Ok(Some(v)),
                        None => Err(unknown(name)),
                    };
                }
                if let Some(f) = key.strip_prefix("vector.interleave") {
                    let f = shuffle_factor(f).ok_or_else(|| unknown(name))?;
                    return Ok(Some(self.eval_vector_interleave(name, f, args)?));
                }
                if let Some(f) = key.strip_prefix("vector.deinterleave") {
                    let f = shuffle_factor(f).ok_or_else(|| unknown(name))?;
                    return Ok(Some(self.eval_vector_deinterleave(name, f, args)?));
                }
                if let Some(op) = key.strip_prefix("vector.reduce.") {
                    Some(self.eval_vector_reduce(op, args)?)
                } else if let Some(v) = self.call_float_intrinsic(&key, args, ret_ty)? {
                    Some(v)
                } else if let Some(x86) = key.strip_prefix("x86.") {
                    Some(
                        self.call_x86(name, x86, args, ret_ty)?
                            .ok_or_else(|| unknown(name))?,
                    )
                } else {
                    return Err(unknown(name));
                }
            }
        })
    }

    /// `llvm.<op>.with.overflow` on scalars or vectors: `{ result, i1
    /// overflow }` (each field a vector for vector operands). Both fields
    /// of a lane come from one evaluation, so an undef operand resolved
    /// for the call gives a result and a flag of the same member; on
    /// scalars the register keeps each field's function of the operands
    /// ([`Machine::resolve_with_fields`]), so that each `extractvalue` of
    /// it takes its field's whole set.
    fn eval_overflow_intrinsic(
        &mut self,
        op: ArithOp,
        a: &Value,
        b: &Value,
    ) -> Result<Value, Stop> {
        let pair = move |v: &[Value]| {
            eval_with_overflow(op, &v[0], &v[1]).map(|(r, o)| Value::Aggregate(vec![r, o].into()))
        };
        if lane_count(&[a, b]).is_none() {
            return match pair(&[a.clone(), b.clone()]) {
                Err(OpError::Inexact) => {
                    let field = |i: usize| -> OpFn {
                        Rc::new(move |v: &[Value]| eval_with_overflow_field(op, i, &v[0], &v[1]))
                    };
                    let pair: OpFn = Rc::new(pair);
                    self.resolve_with_fields(
                        &[a.clone(), b.clone()],
                        &pair,
                        Rc::new([field(0), field(1)]),
                    )
                }
                r => r.map_err(crate::sem::step::op_stop),
            };
        }
        let pairs = self.lanewise(&[a, b], pair)?;
        Ok(split_pairs(pairs))
    }
}
/// The operands of a commutative operation with one having undef bits
/// put first (if only the second has some): resolving its undef bits then
/// takes the same stages (its sign bit, then the rest:
/// `Machine::resolve_in_stages`) on whichever side it is written, so a
/// transformation that commutes or reassociates the operation makes the
/// same choices in source and target, which the source's search mirrors
/// (NaryReassociate's nary-smin.ll, GVN's commute.ll `@intrinsic`). The
/// set of results is the same either way.
fn undef_first<'v>(a: &'v Value, b: &'v Value) -> (&'v Value, &'v Value) {
    let undef = |v: &Value| match v {
        Value::Undef(_) => true,
        Value::Vector(es) => es.iter().any(|e| matches!(e, Value::Undef(_))),
        _ => false,
    };
    if undef(b) && !undef(a) {
        (b, a)
    } else {
        (a, b)
    }
}

/// Turns the `{ result, flag }` pairs [`Machine::lanewise`] built (one
/// pair, or a vector of pairs) into one pair of the two fields (a pair of
/// vectors for vector operands).
fn split_pairs(pairs: Value) -> Value {
    let field = |p: &Value, i: usize| match p {
        Value::Aggregate(fs) => fs.get(i).cloned().unwrap_or(Value::Poison),
        _ => Value::Poison,
    };
    match pairs {
        Value::Vector(lanes) => {
            let values: Vec<Value> = lanes.iter().map(|p| field(p, 0)).collect();
            let flags: Vec<Value> = lanes.iter().map(|p| field(p, 1)).collect();
            Value::Aggregate(vec![Value::Vector(values.into()), Value::Vector(flags.into())].into())
        }
        pair => pair,
    }
}

/// What `llvm.thread.pointer` returns: an address in the x86-64 user
/// space, with no provenance (llsem has no TLS area to point to).
const THREAD_POINTER: u64 = 0x7fff_f7ff_0000;

/// The factor of `llvm.vector.interleaveF` / `deinterleaveF`: 2 to 8.
fn shuffle_factor(f: &str) -> Option<usize> {
    f.parse().ok().filter(|f| (2..=8).contains(f))
}

/// What `llvm.returnaddress(0)` and `llvm.frameaddress(0)` return:
/// addresses in the x86-64 user space, with no provenance.
const RETURN_ADDRESS: u64 = 0x7fff_ff00_0000;
const FRAME_ADDRESS: u64 = 0x7fff_fe00_0000;

impl Machine<'_, '_> {
    /// `llvm.returnaddress(level)` or `llvm.frameaddress(level)`: for level
    /// 0 a fixed pointer with no provenance, so that it may be compared and
    /// printed but not accessed; null for any other level (LangRef: "or
    /// zero if it cannot be identified").
    fn eval_frame_address(
        &self,
        ret: bool,
        args: &[(Value, TypeId)],
        name: &str,
    ) -> Result<Value, Stop> {
        if imm_u64(args, 0, name)? != 0 {
            return Ok(Value::Ptr(crate::value::Pointer::NULL));
        }
        let base = if ret { RETURN_ADDRESS } else { FRAME_ADDRESS };
        Ok(Value::Ptr(crate::value::Pointer::from_parts(
            crate::value::Provenance::None,
            base,
            0,
        )))
    }
}

/// The stop for an intrinsic llsem does not implement.
fn unknown(name: &str) -> Stop {
    Stop::unsupported(format!("intrinsic @{name}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overflow_pairs_split_into_a_pair_of_vectors() {
        let pair =
            |r: u64, o: bool| Value::Aggregate(vec![Value::int(8, r), Value::bool(o)].into());
        let lanes = Value::Vector(vec![pair(1, false), pair(0, true), Value::Poison].into());
        assert_eq!(
            split_pairs(lanes),
            Value::Aggregate(
                vec![
                    Value::Vector(vec![Value::int(8, 1), Value::int(8, 0), Value::Poison].into()),
                    Value::Vector(
                        vec![Value::bool(false), Value::bool(true), Value::Poison].into()
                    ),
                ]
                .into()
            )
        );
        // A scalar call's pair is the result as it is.
        assert_eq!(split_pairs(pair(7, true)), pair(7, true));
    }

    #[test]
    fn keys_drop_type_suffixes() {
        assert_eq!(
            intrinsic_key("sadd.with.overflow.i32"),
            "sadd.with.overflow"
        );
        assert_eq!(intrinsic_key("masked.load.v4i32.p0"), "masked.load");
        assert_eq!(
            intrinsic_key("vector.reduce.add.v4i32"),
            "vector.reduce.add"
        );
        assert_eq!(intrinsic_key("fmuladd.f64"), "fmuladd");
        assert_eq!(intrinsic_key("fabs.f80"), "fabs");
        assert_eq!(intrinsic_key("memcpy.inline.p0.p0.i64"), "memcpy.inline");
        assert_eq!(
            intrinsic_key("experimental.noalias.scope.decl"),
            "experimental.noalias.scope.decl"
        );
        assert_eq!(intrinsic_key("lifetime.start.p0"), "lifetime.start");
        assert_eq!(intrinsic_key("va_start.p0"), "va_start");
        assert_eq!(intrinsic_key("is.fpclass.v2f64"), "is.fpclass");
        assert_eq!(intrinsic_key("ctlz.nxv4i32"), "ctlz");
        assert_eq!(intrinsic_key("frexp.f32.i32"), "frexp");
        assert_eq!(intrinsic_key("scmp.i8.i32"), "scmp");
    }
}
