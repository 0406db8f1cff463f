//! Variable argument handling intrinsics (LangRef "Variable Argument
//! Handling Intrinsics"): `llvm.va_start`, `llvm.va_copy`, `llvm.va_end`.
//! The layout of the arguments is the target ABI's (see
//! `crate::sem::varargs`).

use crate::sem::machine::Machine;
use crate::sem::stop::Stop;
use crate::syntax::TypeId;
use crate::value::Value;

impl Machine<'_, '_> {
    /// `llvm.va_start(ptr %list)`: `%list` (a `va_list`) now designates the
    /// first variadic argument of the running function. UB if the pointer
    /// is not well defined or the function is not variadic.
    pub(super) fn eval_va_start(&mut self, args: &[(Value, TypeId)]) -> Result<(), Stop> {
        let list = self.arg_ptr(args, 0, "llvm.va_start")?;
        self.va_start(list)
    }

    /// `llvm.va_copy(ptr %dst, ptr %src)`: `%dst` designates the same next
    /// argument as `%src`. UB if a pointer is not well defined.
    pub(super) fn eval_va_copy(&mut self, args: &[(Value, TypeId)]) -> Result<(), Stop> {
        let dst = self.arg_ptr(args, 0, "llvm.va_copy")?;
        let src = self.arg_ptr(args, 1, "llvm.va_copy")?;
        self.va_copy(dst, src)
    }

    /// `llvm.va_end(ptr %list)`: destroys the `va_list` at `%list` (LangRef
    /// "'llvm.va_end' Intrinsic"): its bytes become poison, so a `va_arg`
    /// through it before another `va_start` or `va_copy` is UB where llsem
    /// reads the list itself (and reads poison where the program does).
    pub(super) fn eval_va_end(&mut self, args: &[(Value, TypeId)]) -> Result<(), Stop> {
        let list = self.arg_ptr(args, 0, "llvm.va_end")?;
        let n = self.va_list_size();
        self.memset(list, &Value::Poison, n, "llvm.va_end")
    }
}
