//! Intrinsic functions (LangRef "Intrinsic Functions"), by name. Each
//! `eval_*` restates its rule; the dispatcher maps a name (with its type
//! suffix) to one of them.

mod memory;

use crate::sem::machine::Machine;
use crate::sem::stop::{Stop, UbKind};
use crate::sem::value::Value;
use crate::syntax::TypeId;

/// The result of a builtin: `None` if the name is not one llsem
/// implements; `Some(None)` for a void result.
pub type BuiltinResult = Result<Option<Option<Value>>, Stop>;

impl Machine<'_, '_> {
    /// Runs the intrinsic or C library function called `name`, if llsem
    /// implements it.
    pub(crate) fn call_builtin(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> BuiltinResult {
        if let Some(rest) = name.strip_prefix("llvm.") {
            return self.call_intrinsic(name, rest, args, ret_ty);
        }
        self.call_runtime(name, args, ret_ty)
    }

    fn call_intrinsic(
        &mut self,
        name: &str,
        rest: &str,
        args: &[(Value, TypeId)],
        _ret_ty: TypeId,
    ) -> BuiltinResult {
        let base = rest.split('.').next().unwrap_or("");
        let done = |v: Option<Value>| Ok(Some(v));
        match base {
            "dbg" | "donothing" | "sideeffect" | "pseudoprobe" => done(None),
            "lifetime" => {
                self.eval_lifetime(rest.starts_with("lifetime.start"), args);
                done(None)
            }
            "assume" => {
                self.eval_assume(args)?;
                done(None)
            }
            "expect" => done(Some(
                args.first().map(|a| a.0.clone()).unwrap_or(Value::Poison),
            )),
            "memcpy" | "memmove" | "memset" => {
                self.eval_mem_intrinsic(base, rest.contains(".inline"), args)?;
                done(None)
            }
            "trap" | "debugtrap" | "ubsantrap" => {
                Err(Stop::ub(UbKind::Trap, format!("@{name} was called")))
            }
            _ => Err(Stop::unsupported(format!("intrinsic @{name}"))),
        }
    }

    /// `llvm.lifetime.start/end`: the stack object becomes alive
    /// (uninitialized) or dead; a poison argument does nothing.
    fn eval_lifetime(&mut self, start: bool, args: &[(Value, TypeId)]) {
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
    fn eval_assume(&mut self, args: &[(Value, TypeId)]) -> Result<(), Stop> {
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
        let bundles: &[(String, Vec<(crate::sem::code::Opnd, TypeId)>)] =
            self.current_call.map_or(&[], |c| c.bundles.as_slice());
        for (tag, inputs) in bundles {
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
}
