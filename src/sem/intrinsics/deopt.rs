//! Deoptimization and guards (LangRef "General Intrinsics"):
//! `llvm.experimental.deoptimize`, `llvm.experimental.guard` and
//! `llvm.experimental.widenable.condition`.
//!
//! LangRef leaves the deoptimization continuation to the runtime ("can
//! invoke arbitrary side effects"), so it is a call to the environment:
//! an event named `__llvm_deoptimize` (the symbol LangRef lowers it to)
//! whose arguments are the call's arguments followed by the `"deopt"`
//! bundle's operands, and whose result the environment gives. LangRef
//! requires it to be followed by a `ret` of its result, so the frame
//! returns that value.

use crate::oracle::ChoicePoint;
use crate::sem::machine::Machine;
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::TypeId;
use crate::value::Value;

/// The symbol LangRef lowers `llvm.experimental.deoptimize` to: the name
/// of the deoptimization event.
const DEOPTIMIZE: &str = "__llvm_deoptimize";

impl Machine<'_, '_> {
    /// `llvm.experimental.deoptimize(args...) ["deopt"(state...)]`: runs the
    /// continuation (an environment call) and returns its result.
    pub(super) fn eval_deoptimize(
        &mut self,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Option<Value>, Stop> {
        let mut all = args.to_vec();
        all.extend(self.deopt_state());
        self.call_external(DEOPTIMIZE, &all, ret_ty)
    }

    /// `llvm.experimental.guard(i1 %pred, args...) ["deopt"(state...)]`:
    /// LangRef defines its body as `br (and %pred, undef), continue,
    /// deoptimize`. So a poison or undef `%pred` is UB (a branch on poison
    /// or undef), a false one deoptimizes, and a true one continues or
    /// deoptimizes, as the oracle chooses (`widenable-condition`: the
    /// guard may fail spuriously). Deoptimizing ends the running frame
    /// with the continuation's result.
    pub(super) fn eval_guard(&mut self, args: &[(Value, TypeId)]) -> Result<(), Stop> {
        let pass = match super::arg(args, 0, "llvm.experimental.guard")? {
            Value::Int(c) if !c.is_zero() => {
                self.choose_index(ChoicePoint::WidenableCondition, 2) == 1
            }
            Value::Int(_) => false,
            Value::Poison => {
                return Err(Stop::ub(
                    UbKind::BranchOnPoison,
                    "llvm.experimental.guard of a poison condition",
                ));
            }
            _ => {
                return Err(Stop::ub(
                    UbKind::BranchOnUndef,
                    "llvm.experimental.guard of an undef condition",
                ));
            }
        };
        if pass {
            return Ok(());
        }
        let frame_ret = self.frames.last().map(|f| f.ret_ty);
        let Some(ret_ty) = frame_ret else {
            return Err(Stop::unsupported(
                "llvm.experimental.guard outside a function",
            ));
        };
        let mut all = args[1..].to_vec();
        all.extend(self.deopt_state());
        let result = self.call_external(DEOPTIMIZE, &all, ret_ty)?;
        self.deoptimized = Some(result);
        Ok(())
    }

    /// `llvm.experimental.widenable.condition()`: true or false, as the
    /// oracle chooses (`widenable-condition`); never poison (LangRef: "the
    /// program must be valid and correct both if it returns true and if it
    /// returns false").
    pub(super) fn eval_widenable_condition(&mut self) -> Value {
        Value::bool(self.choose_index(ChoicePoint::WidenableCondition, 2) == 1)
    }

    /// The operands of the running call's `"deopt"` bundle, with their
    /// types.
    fn deopt_state(&self) -> Vec<(Value, TypeId)> {
        let Some(call) = self.current_call else {
            return Vec::new();
        };
        call.bundles
            .iter()
            .filter(|(tag, _)| tag == "deopt")
            .flat_map(|(_, inputs)| inputs.iter())
            .map(|(o, ty)| (self.read(*o).into_owned(), *ty))
            .collect()
    }
}
