//! General and code-generator intrinsics (LangRef "General Intrinsics",
//! "Code Generator Intrinsics", "Memory Use Markers"): `llvm.lifetime.*`,
//! `llvm.assume`, `llvm.expect`, `llvm.is.constant`, `llvm.ptrmask`,
//! `llvm.objectsize`, `llvm.stacksave`/`llvm.stackrestore`,
//! `llvm.threadlocal.address`, and the markers that only pass a value
//! through.

use crate::apint::ApInt;
use crate::mem::Liveness;
use crate::oracle::{ChoicePoint, Domain};
use crate::sem::code::Opnd;
use crate::sem::machine::Machine;
use crate::sem::ops::OpError;
use crate::sem::ops::int::cube_of;
use crate::sem::ops::undef::{self, Cube};
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::TypeId;
use crate::value::{Pointer, Provenance, UndefBits, Value};

/// `llvm.ptrmask(ptr, mask)` on one lane: the pointer with its address
/// ANDed with `mask` (extended with ones to the 64-bit index width),
/// keeping its provenance (LangRef gives the `ptrtoint`/`and`/`gep`
/// expansion). Poison if either operand is poison. A mask with undef bits
/// is [`OpError::Inexact`] (the caller resolves it for the use, which keeps
/// the provenance); a pointer with undef bits gives the exact set of
/// masked addresses.
pub fn eval_ptrmask(p: &Value, mask: &Value) -> Result<Value, OpError> {
    match (p, mask) {
        (Value::Poison, _) | (_, Value::Poison) => Ok(Value::Poison),
        (Value::Ptr(p), Value::Int(m)) => Ok(Value::Ptr(Pointer {
            addr: p.addr & widened_mask(m),
            ..*p
        })),
        (Value::Ptr(_), Value::Undef(_)) => Err(OpError::Inexact),
        (Value::Undef(u), m) => {
            let mask = match cube_of(m) {
                Some(c) => Cube {
                    bits: ApInt::from_u64(64, widened_mask(&c.bits)),
                    undef: ApInt::from_u64(64, c.undef.low_u64() & low_ones(c.undef.width())),
                },
                None => return Err(OpError::Shape),
            };
            let addr = Cube {
                bits: u.bits.clone(),
                undef: u.undef.clone(),
            };
            Ok(pointer_cube(undef::and(&addr, &mask)))
        }
        _ => Err(OpError::Shape),
    }
}

/// The bits of a mask of width `w` (the pointer's index width is 64).
fn low_ones(w: u32) -> u64 {
    if w >= 64 { !0 } else { (1u64 << w) - 1 }
}

/// A mask as a 64-bit address mask: its low bits, ones above its width.
fn widened_mask(m: &ApInt) -> u64 {
    m.low_u64() & low_ones(m.width()) | !low_ones(m.width())
}

/// A pointer register value from the set of its addresses: a pointer
/// without provenance if there is one member, else the undef value.
fn pointer_cube(c: Cube) -> Value {
    if c.is_defined() {
        return Value::Ptr(Pointer::from_parts(Provenance::None, c.bits.low_u64(), 0));
    }
    Value::Undef(Box::new(UndefBits {
        bits: c.bits,
        undef: c.undef,
    }))
}

/// Whether an `"align"(p, a[, offset])` assumption holds for the address
/// `addr` (`p` minus the offset): `a` divides it, where `a` is a power of
/// two; any other alignment, zero included, holds for null only (LangRef
/// "Assume Operand Bundles").
fn assumed_aligned(addr: u64, a: &ApInt) -> bool {
    match a.to_u64() {
        Some(a) if a.is_power_of_two() => addr.is_multiple_of(a),
        _ => addr == 0,
    }
}

/// Whether a constant's value refers to an object (a pointer with a
/// provenance, in any element): the address of a global is a constant
/// but not a manifest one (LangRef "'llvm.is.constant.*' Intrinsic").
fn refers_to_object(v: &Value) -> bool {
    match v {
        Value::Ptr(p) => p.prov() != Provenance::None,
        Value::Vector(es) | Value::Aggregate(es) => es.iter().any(refers_to_object),
        _ => false,
    }
}

impl Machine<'_, '_> {
    /// `llvm.lifetime.start/end(ptr)`: the stack object becomes alive
    /// (uninitialized) or dead; a poison argument does nothing.
    pub(super) fn eval_lifetime(&mut self, start: bool, args: &[(Value, TypeId)]) {
        let Some((Value::Ptr(p), _)) = args.last() else {
            return;
        };
        if let Some(id) = self.mem.designated(*p) {
            let fill = self.model.uninit_fill();
            self.mem.set_lifetime(id, start, fill);
        }
    }

    /// `llvm.is.constant(v)`: whether the running call's first argument is
    /// a manifest constant: written as a constant (not a register) whose
    /// value refers to no object (LangRef "'llvm.is.constant.*'
    /// Intrinsic": true for a manifest constant, false for a parameter and
    /// for the address of a global).
    pub(super) fn eval_is_constant(&self) -> bool {
        let Some(call) = self.current_call else {
            return false;
        };
        match call.args.first() {
            Some((o @ Opnd::Const(_), _)) => !refers_to_object(&self.read(*o)),
            _ => false,
        }
    }

    /// `llvm.assume(i1 %c)`: immediate UB if `%c` is false, poison or undef;
    /// with operand bundles, UB if an assumed property fails.
    pub(super) fn eval_assume(&mut self, args: &[(Value, TypeId)]) -> Result<(), Stop> {
        assume_condition(args.first().map(|a| &a.0))?;
        let Some(call) = self.current_call else {
            return Ok(());
        };
        for (tag, inputs) in &call.bundles {
            let vals: Vec<Value> = inputs
                .iter()
                .map(|(o, _)| self.read(*o).into_owned())
                .collect();
            let fail = |what: &str| {
                Err(Stop::ub(
                    UbKind::AssumeViolation,
                    format!("llvm.assume [\"{tag}\"]: {what}"),
                ))
            };
            match (tag.as_str(), vals.as_slice()) {
                ("align", [Value::Ptr(p), Value::Int(a), rest @ ..]) => {
                    let offset = match rest.first() {
                        Some(Value::Int(o)) => o.low_u64(),
                        _ => 0,
                    };
                    if !assumed_aligned(p.addr.wrapping_sub(offset), a) {
                        return fail(&format!(
                            "pointer {:#x} (minus offset {offset}) is not aligned to {}",
                            p.addr,
                            a.to_unsigned_decimal()
                        ));
                    }
                }
                ("nonnull", [Value::Ptr(p), ..]) if p.addr == 0 => return fail("pointer is null"),
                ("dereferenceable", [Value::Ptr(p), Value::Int(n), ..]) => {
                    let n = n.to_u64().unwrap_or(u64::MAX);
                    if n > 0 && self.mem.check(*p, n, 1, false).is_err() {
                        return fail(&format!("pointer is not dereferenceable for {n} bytes"));
                    }
                }
                ("noundef", [v, ..]) if !v.is_well_defined() => {
                    return fail("value is poison or undef");
                }
                (_, vals) if vals.iter().any(|v| v.is_poison()) && tag != "ignore" => {
                    return fail("an operand is poison");
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// `llvm.objectsize(ptr, i1 min, i1 nullunknown, i1 dynamic)`: the
    /// number of bytes from `ptr` to the end of the object it points into.
    /// llsem knows every object, so it returns the exact remaining size (0
    /// for a pointer past the end; 0 or "unknown", a choice, before the
    /// start of a live object); where the size is unknown (no
    /// provenance, a dead object, a null pointer with `nullunknown`) it
    /// returns LangRef's "unknown": 0 with `min`, else -1. A null pointer
    /// without `nullunknown` has size 0. Poison gives poison.
    pub(super) fn eval_objectsize(
        &mut self,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Value, Stop> {
        let name = "llvm.objectsize";
        let w = self.prog.module.types.int_width(ret_ty).unwrap_or(64);
        let min = super::imm_bool(args, 1, name)?;
        let null_unknown = args.len() > 2 && super::imm_bool(args, 2, name)?;
        let unknown = if min { 0 } else { u64::MAX };
        let p = match super::arg(args, 0, name)? {
            Value::Ptr(p) => *p,
            Value::Poison => return Ok(Value::Poison),
            _ => return Ok(Value::Int(ApInt::from_u64(w, unknown))),
        };
        let null = p.addr == 0 && p.prov() == Provenance::None;
        if null && null_unknown {
            return Ok(Value::Int(ApInt::from_u64(w, unknown)));
        }
        // What is left of the object from `p` on: 0 for null (nullunknown
        // clear), before the start of a live object, or for a pointer to
        // no live object (nothing may be accessed through it; LLVM answers
        // "unknown" for the last two, and so does a plain run).
        let (left, first) = match self.mem.designated(p) {
            _ if null => (0, 0),
            Some(id) if self.mem.info(id).live != Liveness::Dead => {
                let a = self.mem.info(id);
                if p.addr < a.base {
                    (0, unknown)
                } else {
                    let left = (a.base + a.size).saturating_sub(p.addr);
                    (left, left)
                }
            }
            _ => (0, unknown),
        };
        if w > 64 {
            return Ok(Value::Int(ApInt::from_u64(w, first)));
        }
        // The maximum may be any size at least what is left, the minimum
        // any size at most it (LangRef "'llvm.objectsize' Intrinsic"); a
        // plain run answers `first`, refine explores the bound.
        let mask = u64::MAX >> (64 - w);
        let left = left.min(mask);
        let (lo, hi) = if min { (0, left) } else { (left, mask) };
        let first = (first & mask).clamp(lo, hi);
        if lo == hi {
            return Ok(Value::Int(ApInt::from_u64(w, lo)));
        }
        let domain = Domain::Range {
            width: w,
            lo,
            hi,
            first,
        };
        Ok(Value::Int(self.choose(ChoicePoint::Unspecified, domain)))
    }

    /// `llvm.stacksave()`: a token standing for the current state of the
    /// running frame's stack (the number of objects `alloca` made so far).
    pub(super) fn eval_stacksave(&mut self) -> Value {
        let n = self.frame_allocas().len();
        Value::Ptr(Pointer::from_parts(Provenance::None, n as u64, 0))
    }

    /// `llvm.stackrestore(ptr)`: frees every stack object the running
    /// frame allocated after the `llvm.stacksave` that returned `ptr`. UB if
    /// `ptr` is poison or undef.
    pub(super) fn eval_stackrestore(&mut self, args: &[(Value, TypeId)]) -> Result<(), Stop> {
        let n = match super::arg(args, 0, "llvm.stackrestore")? {
            Value::Ptr(p) => p.addr as usize,
            _ => {
                return Err(Stop::ub(
                    UbKind::InvalidOperand,
                    "llvm.stackrestore of a poison or undef pointer",
                ));
            }
        };
        let Some(frame) = self.frames.last() else {
            return Ok(());
        };
        if n > self.frame_allocas().len() {
            return Err(Stop::ub(
                UbKind::InvalidOperand,
                "llvm.stackrestore of a pointer that no llvm.stacksave of this frame returned",
            ));
        }
        let freed = self.stack_allocs.split_off(frame.allocas_from as usize + n);
        for id in freed {
            self.mem.kill(id);
        }
        Ok(())
    }
}

/// The condition of `llvm.assume`: immediate UB if it is false, poison or
/// undef (LangRef `llvm.assume`). The interpreter's fast loop calls it too.
pub(crate) fn assume_condition(c: Option<&Value>) -> Result<(), Stop> {
    match c {
        Some(Value::Int(c)) if !c.is_zero() => Ok(()),
        Some(Value::Int(_)) => Err(Stop::ub(UbKind::AssumeViolation, "llvm.assume of false")),
        Some(Value::Poison) => Err(Stop::ub(UbKind::AssumeViolation, "llvm.assume of poison")),
        _ => Err(Stop::ub(UbKind::AssumeViolation, "llvm.assume of undef")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::AllocId;

    #[test]
    fn ptrmask_keeps_provenance_and_poison() {
        let p = Value::Ptr(Pointer::new(AllocId(3), 0x1237));
        let m = Value::Int(ApInt::from_i64(64, -8));
        assert_eq!(
            eval_ptrmask(&p, &m),
            Ok(Value::Ptr(Pointer::new(AllocId(3), 0x1230)))
        );
        // A narrower mask leaves the bits above it alone.
        let m32 = Value::Int(ApInt::from_u64(32, 0xffff_0000));
        let high = Value::Ptr(Pointer::new(AllocId(1), 0x1_0000_1234));
        assert_eq!(
            eval_ptrmask(&high, &m32),
            Ok(Value::Ptr(Pointer::new(AllocId(1), 0x1_0000_0000)))
        );
        assert_eq!(eval_ptrmask(&Value::Poison, &m), Ok(Value::Poison));
        assert_eq!(eval_ptrmask(&p, &Value::Poison), Ok(Value::Poison));
    }

    #[test]
    fn ptrmask_with_undef_bits() {
        let p = Value::Ptr(Pointer::new(AllocId(3), 0x1237));
        // An undef mask is resolved by the caller, keeping the provenance.
        let mask = Value::Undef(Box::new(UndefBits {
            bits: ApInt::from_i64(64, -16),
            undef: ApInt::from_u64(64, 8),
        }));
        assert_eq!(eval_ptrmask(&p, &mask), Err(OpError::Inexact));
        // An undef address keeps its undef bits where the mask is one and
        // a poison operand still wins.
        let addr = Value::Undef(Box::new(UndefBits {
            bits: ApInt::from_u64(64, 0x1230),
            undef: ApInt::from_u64(64, 0xf),
        }));
        assert_eq!(
            eval_ptrmask(&addr, &Value::Int(ApInt::from_i64(64, -4))),
            Ok(Value::Undef(Box::new(UndefBits {
                bits: ApInt::from_u64(64, 0x1230),
                undef: ApInt::from_u64(64, 0xc),
            })))
        );
        assert_eq!(
            eval_ptrmask(&addr, &Value::Int(ApInt::from_i64(64, -16))),
            Ok(Value::Ptr(Pointer::from_parts(Provenance::None, 0x1230, 0)))
        );
        assert_eq!(eval_ptrmask(&addr, &Value::Poison), Ok(Value::Poison));
    }

    #[test]
    fn align_assumptions() {
        let a = |v: u64| ApInt::from_u64(64, v);
        assert!(assumed_aligned(32, &a(16)));
        assert!(!assumed_aligned(24, &a(16)));
        assert!(assumed_aligned(24, &a(1)));
        // A non-power-of-two alignment, zero included, holds for null only.
        assert!(!assumed_aligned(24, &a(3)));
        assert!(!assumed_aligned(16, &a(0)));
        assert!(assumed_aligned(0, &a(3)));
        assert!(assumed_aligned(0, &a(0)));
        // An alignment beyond the address space (2^64) holds for null only.
        let huge = ApInt::one(128).shl(64);
        assert!(!assumed_aligned(1 << 63, &huge));
        assert!(assumed_aligned(0, &huge));
    }

    #[test]
    fn manifest_constants_refer_to_no_object() {
        assert!(!refers_to_object(&Value::Int(ApInt::from_u64(32, 5))));
        assert!(!refers_to_object(&Value::Ptr(Pointer::NULL)));
        assert!(!refers_to_object(&Value::Poison));
        let global = Value::Ptr(Pointer::new(AllocId(0), 0x1000));
        assert!(refers_to_object(&global));
        assert!(refers_to_object(&Value::Vector(
            vec![Value::Ptr(Pointer::NULL), global].into()
        )));
    }
}
