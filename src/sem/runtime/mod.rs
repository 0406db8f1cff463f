//! The C library functions llsem implements for programs, by name. Each
//! follows the C standard (and glibc's observable behaviour where C leaves
//! a choice); misuse that C calls undefined is reported as immediate UB.

mod heap;
pub mod printf;

use crate::sem::intrinsics::BuiltinResult;
use crate::sem::machine::Machine;
use crate::sem::stop::{Stop, UbKind};
use crate::sem::value::Value;
use crate::syntax::TypeId;

impl Machine<'_, '_> {
    /// Runs the C library function `name`, if llsem implements it.
    pub(crate) fn call_runtime(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> BuiltinResult {
        match name {
            "malloc" => self.eval_malloc(args, ret_ty).map(Some),
            "calloc" => self.eval_calloc(args, ret_ty).map(Some),
            "realloc" => self.eval_realloc(args, ret_ty).map(Some),
            "free" => self.eval_free(args).map(|()| Some(None)),
            "exit" | "_exit" | "_Exit" => {
                let code = self.arg_u64(args, 0, name)? as i32;
                Err(Stop::Exited(code))
            }
            "abort" => Err(Stop::ub(UbKind::Trap, "abort() was called")),
            "putchar" => {
                let c = self.arg_u64(args, 0, name)?;
                self.output(1, vec![c as u8]);
                Ok(Some(Some(self.int_result(ret_ty, (c & 0xff) as i128))))
            }
            "puts" => {
                let p = self.arg_ptr(args, 0, name)?;
                let mut s = self.read_c_string(p, name)?;
                s.push(b'\n');
                self.output(1, s);
                Ok(Some(Some(self.int_result(ret_ty, 0))))
            }
            _ => Ok(None),
        }
    }

    /// Appends bytes to standard output (fd 1) or error (fd 2), as an event.
    pub(crate) fn output(&mut self, fd: i32, bytes: Vec<u8>) {
        if fd == 2 {
            self.stderr.extend_from_slice(&bytes);
        } else {
            self.stdout.extend_from_slice(&bytes);
        }
        match self.events.last_mut() {
            Some(crate::sem::events::Event::Output { fd: last, bytes: b }) if *last == fd => {
                b.extend_from_slice(&bytes);
            }
            _ => self.event(crate::sem::events::Event::Output { fd, bytes }),
        }
    }

    /// The bytes of the NUL-terminated string at `p` (without the NUL): UB
    /// if it runs out of its allocation or contains poison or undef bytes.
    pub(crate) fn read_c_string(
        &self,
        p: crate::sem::value::Pointer,
        what: &str,
    ) -> Result<Vec<u8>, Stop> {
        let mut out = Vec::new();
        let mut q = p;
        loop {
            let b = self
                .mem
                .read(q, 1, 1)
                .map_err(|e| self.access_stop(e, &format!("{what} reading a string")))?;
            if !b.is_defined(0, 1) {
                return Err(Stop::ub(
                    UbKind::InvalidOperand,
                    format!("{what}: the string contains a poison or undef byte"),
                ));
            }
            if b.value[0] == 0 {
                return Ok(out);
            }
            out.push(b.value[0]);
            q.addr += 1;
        }
    }
}
