//! The capture taint of the entry function's `captures(none)` parameters
//! (rules `[nocapture-*]` in `semantics/attributes.md`).
//!
//! LangRef `captures(...)` restricts how "the callee may capture the
//! pointer", for "the particular copy of the pointer passed in this
//! argument", and "Pointer Capture" lists the ways: the address observed
//! (`ptrtoint`), the pointer stored where the caller can read it after the
//! call, or handed back through the return value. LangRef does not say what
//! a capture the attribute forbids does; llsem follows Alive2's reading
//! (`Memory::ptr2int`, `check_ret_attributes`, `Memory::checkNocapture`,
//! `encodePtrAttrs`): `ptrtoint` of such a pointer is UB, returning it gives
//! poison, one left stored in memory the caller can read when the function
//! returns is UB, and passing it to a call's parameter that may capture it
//! passes poison.
//!
//! Which values carry the taint: the argument itself (the register of the
//! parameter, read in the entry function, whatever its value: null, undef
//! or poison too), and every pointer into an input block that only that
//! argument designates (such a pointer is based on the argument, LangRef
//! "Pointer Aliasing Rules"). A null pointer moved by `getelementptr`, or
//! the argument stored and loaded back, is not followed.

use crate::mem::AllocKind;
use crate::sem::code::Opnd;
use crate::sem::machine::Machine;
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::FuncId;
use crate::value::{AllocId, Provenance, Reg, Value};

impl Machine<'_, '_> {
    /// Notes, when the run starts with `func` called with `args`, the
    /// registers of its `captures(none)` parameters and the input blocks
    /// only such an argument designates.
    pub(crate) fn note_no_capture_args(&mut self, func: FuncId, args: &[Value]) {
        let f = self.prog.module.func(func);
        let attrs = &self.prog.funcs[func.0 as usize].param_attrs;
        let mut regs = Vec::new();
        let mut blocks = Vec::new();
        for (i, p) in f.params.iter().enumerate() {
            if !attrs.get(i).is_some_and(|a| a.nocapture) {
                continue;
            }
            regs.extend(p.local.map(|l| l.0));
            let Some(Value::Ptr(ptr)) = args.get(i) else {
                continue;
            };
            let Provenance::Alloc(id) = ptr.prov else {
                continue;
            };
            let shared = args
                .iter()
                .enumerate()
                .any(|(j, v)| j != i && designates(v, id));
            if !shared && self.mem.info(id).kind == AllocKind::Input {
                blocks.push(id);
            }
        }
        self.envs.no_capture_regs = regs;
        self.envs.no_capture = blocks;
    }

    /// Whether `v`, read from operand `opnd` of the running instruction,
    /// is (or, lane by lane, holds) a pointer the entry function must not
    /// capture.
    pub(crate) fn no_capture_taint(&self, opnd: Option<Opnd>, v: &Value) -> bool {
        if self.envs.no_capture_regs.is_empty() {
            return false;
        }
        self.is_no_capture_param(opnd) || self.envs.no_capture.iter().any(|id| designates(v, *id))
    }

    /// What a `ret` of operand `opnd` read as `v` returns: poison when it is
    /// the entry function's `captures(none)` argument itself (whatever its
    /// value; a pointer into a block only it designates is made poison
    /// when the run ends, see [`Machine::no_capture_at_return`]).
    pub(crate) fn no_capture_returned(&self, opnd: Option<Opnd>, v: Reg) -> Reg {
        if self.is_no_capture_param(opnd) {
            Reg::POISON
        } else {
            v
        }
    }

    /// Whether `opnd`, read in the entry function, is the register of one
    /// of its `captures(none)` parameters.
    fn is_no_capture_param(&self, opnd: Option<Opnd>) -> bool {
        matches!(opnd, Some(Opnd::Reg(r))
            if self.frames.len() == 1 && self.envs.no_capture_regs.contains(&r))
    }

    /// `ptrtoint` of operand `opnd` read as `v`: UB when it observes the
    /// address of a pointer the entry function must not capture.
    pub(crate) fn check_no_capture_ptrtoint(&self, opnd: Opnd, v: &Value) -> Result<(), Stop> {
        if self.no_capture_taint(Some(opnd), v) {
            return Err(Stop::ub(
                UbKind::AttributeViolation,
                "ptrtoint observes the address of a captures(none) argument",
            ));
        }
        Ok(())
    }

    /// An argument of a call of the environment whose parameter may capture
    /// it (not `captures(none)`, not `byval`): poison where it is a pointer
    /// the entry function must not capture.
    pub(crate) fn no_capture_arg(&self, opnd: Option<Opnd>, v: &Value) -> Option<Value> {
        if !self.no_capture_taint(opnd, v) {
            return None;
        }
        if self.is_no_capture_param(opnd) {
            return Some(Value::Poison);
        }
        Some(self.poison_tainted(v))
    }

    /// What the entry function returns and leaves in memory, checked when
    /// it returns `result`: a pointer the function must not capture is
    /// poison in the result; one stored in a live global, input or
    /// environment block (which the caller can read) is UB.
    pub(crate) fn no_capture_at_return(
        &self,
        result: Option<Value>,
    ) -> Result<Option<Value>, Stop> {
        if self.envs.no_capture.is_empty() {
            return Ok(result);
        }
        for (id, a) in self.mem.allocations() {
            let visible = match a.kind {
                AllocKind::Global => a.mutable,
                AllocKind::Input | AllocKind::External => true,
                _ => false,
            };
            if !visible {
                continue;
            }
            let kept = self.mem.fragments(id).into_iter().any(
                |f| matches!(f.prov, Provenance::Alloc(t) if self.envs.no_capture.contains(&t)),
            );
            if kept {
                return Err(Stop::ub(
                    UbKind::AttributeViolation,
                    format!(
                        "a captures(none) argument is stored in {} when the function returns",
                        a.name
                    ),
                ));
            }
        }
        Ok(result.map(|v| self.poison_tainted(&v)))
    }

    /// `v` with every pointer lane into a block only a `captures(none)`
    /// argument designates made poison.
    fn poison_tainted(&self, v: &Value) -> Value {
        match v {
            Value::Ptr(p) if matches!(p.prov, Provenance::Alloc(id) if self.envs.no_capture.contains(&id)) => {
                Value::Poison
            }
            Value::Vector(es) => Value::Vector(es.iter().map(|e| self.poison_tainted(e)).collect()),
            Value::Aggregate(es) => {
                Value::Aggregate(es.iter().map(|e| self.poison_tainted(e)).collect())
            }
            _ => v.clone(),
        }
    }
}

/// Whether `v` holds a pointer whose provenance is allocation `id`.
fn designates(v: &Value, id: AllocId) -> bool {
    match v {
        Value::Ptr(p) => p.prov == Provenance::Alloc(id),
        Value::Vector(es) | Value::Aggregate(es) => es.iter().any(|e| designates(e, id)),
        _ => false,
    }
}
