//! General and code-generator intrinsics (LangRef "General Intrinsics",
//! "Code Generator Intrinsics", "Memory Use Markers"): `llvm.lifetime.*`,
//! `llvm.assume`, `llvm.expect`, `llvm.is.constant`, `llvm.ptrmask`,
//! `llvm.objectsize`, `llvm.stacksave`/`llvm.stackrestore`,
//! `llvm.threadlocal.address`, and the markers that only pass a value
//! through.

use crate::apint::ApInt;
use crate::mem::Liveness;
use crate::sem::machine::Machine;
use crate::sem::stop::{Stop, UbKind};
use crate::sem::value::{Pointer, Provenance, Value};
use crate::syntax::TypeId;

/// `llvm.ptrmask(ptr, mask)`: the pointer with its address ANDed with
/// `mask` (extended to the pointer's index width), keeping its provenance
/// (LangRef gives the `ptrtoint`/`and`/`gep` expansion). Poison if either
/// operand is poison.
pub fn eval_ptrmask(p: &Value, mask: &Value) -> Value {
    match (p, mask) {
        (Value::Ptr(p), Value::Int(m)) => {
            let w = m.width().min(64);
            let keep_high = if w >= 64 { 0 } else { !0u64 << w };
            let mask = m.low_u64() | keep_high;
            Value::Ptr(Pointer {
                addr: p.addr & mask,
                ..*p
            })
        }
        _ => Value::Poison,
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

    /// `llvm.assume(i1 %c)`: immediate UB if `%c` is false, poison or undef;
    /// with operand bundles, UB if an assumed property fails.
    pub(super) fn eval_assume(&mut self, args: &[(Value, TypeId)]) -> Result<(), Stop> {
        match args.first().map(|a| &a.0) {
            Some(Value::Int(c)) if !c.is_zero() => {}
            Some(Value::Int(_)) => {
                return Err(Stop::ub(UbKind::AssumeViolation, "llvm.assume of false"));
            }
            Some(Value::Poison) => {
                return Err(Stop::ub(UbKind::AssumeViolation, "llvm.assume of poison"));
            }
            _ => return Err(Stop::ub(UbKind::AssumeViolation, "llvm.assume of undef")),
        }
        let Some(call) = self.current_call else {
            return Ok(());
        };
        for (tag, inputs) in &call.bundles {
            let vals: Vec<Value> = inputs.iter().map(|(o, _)| self.read(*o).clone()).collect();
            let fail = |what: &str| {
                Err(Stop::ub(
                    UbKind::AssumeViolation,
                    format!("llvm.assume [\"{tag}\"]: {what}"),
                ))
            };
            match (tag.as_str(), vals.as_slice()) {
                ("align", [Value::Ptr(p), Value::Int(a), ..]) => {
                    let align = a.to_u64().unwrap_or(0);
                    if align > 1 && align.is_power_of_two() && p.addr % align != 0 {
                        return fail(&format!("pointer {:#x} is not aligned to {align}", p.addr));
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
    /// for a pointer past the end); where the size is unknown (no
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
        let unknown = if min {
            ApInt::zero(w)
        } else {
            ApInt::all_ones(w)
        };
        let p = match super::arg(args, 0, name)? {
            Value::Ptr(p) => *p,
            Value::Poison => return Ok(Value::Poison),
            _ => return Ok(Value::Int(unknown)),
        };
        if p.addr == 0 && p.prov == Provenance::None {
            return Ok(Value::Int(if null_unknown {
                unknown
            } else {
                ApInt::zero(w)
            }));
        }
        let Some(id) = self.mem.designated(p) else {
            return Ok(Value::Int(unknown));
        };
        let a = self.mem.get(id);
        if a.live == Liveness::Dead || p.addr < a.base {
            return Ok(Value::Int(unknown));
        }
        let left = (a.base + a.size).saturating_sub(p.addr);
        Ok(Value::Int(ApInt::from_u64(w, left)))
    }

    /// `llvm.stacksave()`: a token standing for the current state of the
    /// running frame's stack (the number of objects `alloca` made so far).
    pub(super) fn eval_stacksave(&mut self) -> Value {
        let n = self.frames.last().map_or(0, |f| f.allocas.len());
        Value::Ptr(Pointer {
            prov: Provenance::None,
            addr: n as u64,
            bit: 0,
        })
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
        let Some(frame) = self.frames.last_mut() else {
            return Ok(());
        };
        if n > frame.allocas.len() {
            return Err(Stop::ub(
                UbKind::InvalidOperand,
                "llvm.stackrestore of a pointer that no llvm.stacksave of this frame returned",
            ));
        }
        let freed: Vec<_> = frame.allocas.split_off(n);
        for id in freed {
            self.mem.kill(id);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sem::value::AllocId;

    #[test]
    fn ptrmask_keeps_provenance_and_poison() {
        let p = Value::Ptr(Pointer::new(AllocId(3), 0x1237));
        let m = Value::Int(ApInt::from_i64(64, -8));
        assert_eq!(
            eval_ptrmask(&p, &m),
            Value::Ptr(Pointer::new(AllocId(3), 0x1230))
        );
        // A narrower mask leaves the bits above it alone.
        let m32 = Value::Int(ApInt::from_u64(32, 0xffff_0000));
        let high = Value::Ptr(Pointer::new(AllocId(1), 0x1_0000_1234));
        assert_eq!(
            eval_ptrmask(&high, &m32),
            Value::Ptr(Pointer::new(AllocId(1), 0x1_0000_0000))
        );
        assert_eq!(eval_ptrmask(&Value::Poison, &m), Value::Poison);
        assert_eq!(eval_ptrmask(&p, &Value::Poison), Value::Poison);
    }
}
