//! glibc's fortified functions (`_FORTIFY_SOURCE`): `__memcpy_chk` and the
//! other `__*_chk` forms that clang emits when it knows the size of the
//! destination object. Each checks that the operation stays inside that
//! size and then behaves as its plain function; when it would not,
//! glibc's `__chk_fail` prints `*** buffer overflow detected ***:
//! terminated` to standard error and aborts: a defined end (trapped, signal
//! 6), not UB. The `flag` argument of the `printf` forms (which makes glibc
//! refuse `%n` in writable formats) is not checked.

use crate::sem::machine::Machine;
use crate::sem::stop::{Stop, Trap};
use crate::syntax::TypeId;
use crate::value::Value;

/// What glibc 2.36 writes to standard error before aborting.
const CHK_FAIL_MESSAGE: &[u8] = b"*** buffer overflow detected ***: terminated\n";

impl Machine<'_, '_> {
    /// Runs the fortified function `name`, if llsem implements it.
    pub(super) fn call_fortified(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Option<Option<Value>>, Stop> {
        let Some(base) = name.strip_prefix("__").and_then(|n| n.strip_suffix("_chk")) else {
            return Ok(None);
        };
        let plain = |m: &mut Self, n: &str, a: &[(Value, TypeId)]| m.call_runtime(n, a, ret_ty);
        match base {
            // (d, s, n, destlen) and (d, c, n, destlen): n ≤ destlen.
            "memcpy" | "memmove" | "mempcpy" | "memset" | "strncpy" | "stpncpy" => {
                let n = self.arg_u64(args, 2, name)?;
                let dest_len = self.arg_u64(args, 3, name)?;
                self.check_fits(n, dest_len)?;
                plain(self, base, &args[..3.min(args.len())])
            }
            // (d, s, c, n, destlen).
            "memccpy" => {
                let n = self.arg_u64(args, 3, name)?;
                let dest_len = self.arg_u64(args, 4, name)?;
                self.check_fits(n, dest_len)?;
                plain(self, base, &args[..4.min(args.len())])
            }
            // (d, s, destlen): the string and its NUL fit.
            "strcpy" | "stpcpy" => {
                let s = self.arg_nonnull(args, 1, name)?;
                let dest_len = self.arg_u64(args, 2, name)?;
                let len = self.read_c_string(s, name)?.len() as u64;
                self.check_fits(len + 1, dest_len)?;
                plain(self, base, &args[..2.min(args.len())])
            }
            // strcat (d, s, destlen) and strncat (d, s, n, destlen): what
            // the result needs, with its NUL, fits.
            "strcat" | "strncat" => {
                let d = self.arg_nonnull(args, 0, name)?;
                let s = self.arg_nonnull(args, 1, name)?;
                let (limit, dest_at) = if base == "strncat" {
                    (Some(self.arg_u64(args, 2, name)?), 3)
                } else {
                    (None, 2)
                };
                let dest_len = self.arg_u64(args, dest_at, name)?;
                let have = self.read_c_string(d, name)?.len() as u64;
                let max = limit.map(|n| usize::try_from(n).unwrap_or(usize::MAX));
                let add = self.read_c_string_max(s, max, name)?.len() as u64;
                self.check_fits(have + add + 1, dest_len)?;
                plain(self, base, &args[..dest_at.min(args.len())])
            }
            // (s, flag, slen, fmt, ...): the output and its NUL fit slen.
            "sprintf" | "vsprintf" => {
                let slen = self.arg_u64(args, 2, name)?;
                if slen == 0 {
                    return Err(self.chk_fail());
                }
                let mut a = vec![args[0].clone(), args[2].clone()];
                a.extend_from_slice(args.get(3..).unwrap_or_default());
                let snprintf = if base == "sprintf" {
                    "snprintf"
                } else {
                    "vsnprintf"
                };
                let r = plain(self, snprintf, &a)?;
                let written = match &r {
                    Some(Some(Value::Int(n))) => n.to_i64().unwrap_or(-1),
                    _ => -1,
                };
                if written >= 0 && written as u64 >= slen {
                    return Err(self.chk_fail());
                }
                Ok(r)
            }
            // (s, maxlen, flag, slen, fmt, ...): maxlen ≤ slen.
            "snprintf" | "vsnprintf" => {
                let maxlen = self.arg_u64(args, 1, name)?;
                let slen = self.arg_u64(args, 3, name)?;
                self.check_fits(maxlen, slen)?;
                let mut a = vec![args[0].clone(), args[1].clone()];
                a.extend_from_slice(args.get(4..).unwrap_or_default());
                plain(self, base, &a)
            }
            // (flag, fmt, ...) and (stream, flag, fmt, ...): no size.
            "printf" | "vprintf" => plain(self, base, args.get(1..).unwrap_or_default()),
            "fprintf" | "vfprintf" => {
                let mut a = args.first().cloned().into_iter().collect::<Vec<_>>();
                a.extend_from_slice(args.get(2..).unwrap_or_default());
                plain(self, base, &a)
            }
            _ => Ok(None),
        }
    }

    /// `__chk_fail` unless `need` bytes fit in an object of `have`.
    fn check_fits(&mut self, need: u64, have: u64) -> Result<(), Stop> {
        if need > have {
            return Err(self.chk_fail());
        }
        Ok(())
    }

    /// glibc's `__chk_fail`: the message on standard error, then abort
    /// (or the end a closed standard error gives first).
    fn chk_fail(&mut self) -> Stop {
        if let Err(stop) = self.output(2, CHK_FAIL_MESSAGE.to_vec()) {
            return stop;
        }
        Stop::trapped(
            Trap::SIGABRT,
            "buffer overflow detected by a fortified function (_FORTIFY_SOURCE)",
        )
    }
}
