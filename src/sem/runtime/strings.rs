//! `<strings.h>` (POSIX) as glibc provides it: `bcmp`, `bcopy`, `bzero`,
//! `explicit_bzero`, `ffs`, `ffsl`, `ffsll`, `strcasecmp`, `strncasecmp`
//! (in the "C" locale). The BSD `fls` family is not in glibc: a program
//! that calls it calls the environment.

use super::offset;
use crate::sem::machine::Machine;
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::TypeId;
use crate::value::{Pointer, Value};

impl Machine<'_, '_> {
    /// Runs the `<strings.h>` function `name`, if llsem implements it.
    pub(super) fn call_strings(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Option<Option<Value>>, Stop> {
        Ok(Some(match name {
            // bcopy(src, dst, n) is memmove(dst, src, n).
            "bcopy" => {
                let s = self.arg_nonnull(args, 0, name)?;
                let d = self.arg_nonnull(args, 1, name)?;
                let n = self.arg_u64(args, 2, name)?;
                if n > 0 {
                    self.copy_bytes(d, s, n, name)?;
                }
                None
            }
            "bzero" | "explicit_bzero" => {
                let d = self.arg_nonnull(args, 0, name)?;
                let n = self.arg_u64(args, 1, name)?;
                if n > 0 {
                    self.memset(d, &Value::int(8, 0), n, name)?;
                }
                None
            }
            // ffs(i): one plus the index of the least significant set bit
            // of `i` (of its type: int, long, long long), 0 for 0.
            "ffs" | "ffsl" | "ffsll" => {
                let v = match args.first().map(|a| &a.0) {
                    Some(Value::Int(v)) => v.clone(),
                    _ => {
                        return Err(Stop::ub(
                            UbKind::InvalidOperand,
                            format!("{name}: argument 1 is poison, undef or missing"),
                        ));
                    }
                };
                let r = if v.is_zero() { 0 } else { v.cttz() + 1 };
                Some(self.int_result(ret_ty, r as i128))
            }
            "strcasecmp" | "strncasecmp" => {
                let a = self.arg_nonnull(args, 0, name)?;
                let b = self.arg_nonnull(args, 1, name)?;
                let n = if name == "strncasecmp" {
                    self.arg_u64(args, 2, name)?
                } else {
                    u64::MAX
                };
                Some(self.int_result(ret_ty, self.casecmp(a, b, n, name)? as i128))
            }
            _ => return Ok(None),
        }))
    }

    /// `strncasecmp(a, b, n)`: the difference of the first bytes that
    /// differ after `tolower`, reading both strings only as far as the
    /// comparison goes.
    fn casecmp(&self, a: Pointer, b: Pointer, n: u64, what: &str) -> Result<i32, Stop> {
        for i in 0..n {
            let x = self.read_defined(offset(a, i), 1, what)?[0].to_ascii_lowercase();
            let y = self.read_defined(offset(b, i), 1, what)?[0].to_ascii_lowercase();
            if x != y || x == 0 {
                return Ok(x as i32 - y as i32);
            }
        }
        Ok(0)
    }
}
