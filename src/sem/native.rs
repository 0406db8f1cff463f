//! Library calls that call back into the program (`qsort`, `bsearch`),
//! without the host ever recursing into the machine.
//!
//! Such a call runs as a state machine, a [`NativeTask`], on the machine's
//! stack of natives. When it needs the program (a comparison) it says which
//! function to call; the machine pushes a frame for it, marked to return
//! its result to the native, and keeps stepping. When that frame returns,
//! the next step resumes the native with the result (see
//! `Machine::resume_native`). When the native finishes, its own result
//! goes to the call instruction that started it, which then completes.

use std::fmt;

use super::code::ValueAttrs;
use super::machine::Machine;
use super::stop::Stop;
use crate::syntax::{FuncId, TypeId};
use crate::value::{Reg, Value};

/// What a native does next.
pub enum NativeStep {
    /// Call this function of the program with these arguments; its
    /// result comes back to [`NativeTask::advance`].
    Call(FuncId, Vec<(Value, TypeId)>),
    /// Finish with this result.
    Done(Option<Value>),
}

/// The state of a library call in progress that calls back into the
/// program.
pub trait NativeTask: fmt::Debug {
    /// Runs until the native needs the program again or is done, given the
    /// result of the callback it waited for (`None` at the start).
    fn advance(
        &mut self,
        m: &mut Machine<'_, '_>,
        result: Option<Value>,
    ) -> Result<NativeStep, Stop>;
}

/// A library call in progress that calls back into the program.
#[derive(Debug)]
pub struct NativeCall {
    /// The number of frames when it was called: it runs when the stack is
    /// back to this depth.
    pub depth: usize,
    /// Where its own result goes: the call's destination register, return
    /// attributes and return type (set once the call is set up).
    pub ret: Option<(Option<u32>, ValueAttrs, TypeId)>,
    /// The result of the callback it is waiting for.
    pub result: Option<Value>,
    /// Its state.
    pub task: Box<dyn NativeTask>,
}

impl Machine<'_, '_> {
    /// Starts a native: the machine's next step runs it.
    pub fn start_native(&mut self, task: Box<dyn NativeTask>) {
        self.natives.push(NativeCall {
            depth: self.frames.len(),
            ret: None,
            result: None,
            task,
        });
    }

    /// One step of the innermost native: consumes the callback's result,
    /// then either calls the program again or finishes the library call.
    pub(crate) fn resume_native(&mut self) -> Result<(), Stop> {
        let Some(mut call) = self.natives.pop() else {
            return Ok(());
        };
        let result = call.result.take();
        match call.task.advance(self, result)? {
            NativeStep::Call(f, args) => {
                self.natives.push(call);
                self.call_back(f, args)
            }
            NativeStep::Done(v) => {
                let Some((dst, attrs, ty)) = call.ret else {
                    return Err(Stop::unsupported("a C library callback without a caller"));
                };
                self.finish_call(dst, v, &attrs, ty)
            }
        }
    }

    /// Calls `f(args)` for the innermost native, which gets the result.
    fn call_back(&mut self, f: FuncId, args: Vec<(Value, TypeId)>) -> Result<(), Stop> {
        let types = &self.prog.module.types;
        let Some((ret_ty, _, _)) = types.function_parts(self.prog.module.func(f).ty) else {
            return Err(Stop::unsupported("a callback without a function type"));
        };
        if self.body_to_run(f).is_some() {
            let args = args
                .into_iter()
                .map(|(v, ty)| (Reg::from_value(v), ty))
                .collect();
            self.call_function(f, args, None, &super::machine::NO_ATTRS, ret_ty)?;
            if let Some(frame) = self.frames.last_mut() {
                frame.returns_to_native = true;
            }
            return Ok(());
        }
        let r = self.call_declared(f, &args, ret_ty)?;
        if let Some(n) = self.natives.last_mut() {
            n.result = r;
        }
        Ok(())
    }
}
