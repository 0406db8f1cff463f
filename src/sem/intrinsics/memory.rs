//! The standard C library intrinsics (LangRef "Standard C/C++ Library
//! Intrinsics"): `llvm.memcpy`, `llvm.memmove`, `llvm.memset` and their
//! `.inline` forms.

use crate::mem::{Bytes, Fill};
use crate::sem::machine::Machine;
use crate::sem::runtime::offset;
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::TypeId;
use crate::value::{Pointer, Value};

impl Machine<'_, '_> {
    /// `llvm.memcpy/memmove/memset(dest, src|val, len, isvolatile)`:
    /// UB if `len` is not well defined; a no-op if it is zero; otherwise UB
    /// if a pointer is not well defined or the access is invalid, and for
    /// `memcpy` if source and destination overlap without being equal.
    pub(super) fn eval_mem_intrinsic(
        &mut self,
        which: &str,
        _inline: bool,
        args: &[(Value, TypeId)],
    ) -> Result<(), Stop> {
        let name = format!("llvm.{which}");
        let len = match args.get(2).map(|a| &a.0) {
            Some(Value::Int(l)) => l.to_u64().unwrap_or(u64::MAX),
            _ => {
                return Err(Stop::ub(
                    UbKind::InvalidOperand,
                    format!("{name} with a length that is poison or undef"),
                ));
            }
        };
        if len == 0 {
            return Ok(());
        }
        let dest = self.arg_ptr(args, 0, &name)?;
        if which == "memset" {
            let fill = args.get(1).map(|a| a.0.clone()).unwrap_or(Value::Poison);
            return self.memset(dest, &fill, len, &name);
        }
        let src = self.arg_ptr(args, 1, &name)?;
        if which == "memcpy" && src.addr != dest.addr && overlaps(src, dest, len) {
            return Err(Stop::ub(
                UbKind::OverlappingMemcpy,
                format!(
                    "{name} of {len} bytes from {:#x} to {:#x}: the ranges overlap",
                    src.addr, dest.addr
                ),
            ));
        }
        self.copy_bytes(dest, src, len, &name)
    }

    /// Copies `len` bytes (bits, poison, undef and pointer fragments alike),
    /// as `memmove` does when the ranges overlap. `len` comes from the
    /// program: both ranges are checked whole before anything is read, and
    /// the bytes move through the host [`BULK_CHUNK`] bytes at a time.
    pub(crate) fn copy_bytes(
        &mut self,
        dest: Pointer,
        src: Pointer,
        len: u64,
        what: &str,
    ) -> Result<(), Stop> {
        self.mem
            .check(src, len, 1, false)
            .map_err(|e| self.access_stop(e, &format!("{what} reading")))?;
        self.mem
            .check(dest, len, 1, true)
            .map_err(|e| self.access_stop(e, &format!("{what} writing")))?;
        // Front to back unless the destination starts inside the source,
        // so that an overlapping copy reads every byte before overwriting it.
        let backwards = dest.addr > src.addr && dest.addr < src.addr.saturating_add(len);
        let mut done = 0;
        while done < len {
            let n = (len - done).min(BULK_CHUNK);
            let at = if backwards { len - done - n } else { done };
            let bytes = self
                .mem
                .read(offset(src, at), n, 1)
                .map_err(|e| self.access_stop(e, &format!("{what} reading")))?;
            self.mem
                .write(offset(dest, at), &bytes, 1)
                .map_err(|e| self.access_stop(e, &format!("{what} writing")))?;
            done += n;
        }
        Ok(())
    }

    /// Fills `len` bytes with an `i8` value (poison or undef bits included).
    /// `len` comes from the program: the range is checked whole first, and
    /// filled [`BULK_CHUNK`] bytes at a time.
    pub(crate) fn memset(
        &mut self,
        dest: Pointer,
        fill: &Value,
        len: u64,
        what: &str,
    ) -> Result<(), Stop> {
        self.mem
            .check(dest, len, 1, true)
            .map_err(|e| self.access_stop(e, &format!("{what} writing")))?;
        let mut bytes = Bytes::new(len.min(BULK_CHUNK) as usize, Fill::Zero);
        match fill {
            Value::Int(b) => bytes.value.fill(b.low_u128() as u8),
            Value::Undef(u) => {
                bytes.value.fill(u.bits.low_u128() as u8);
                bytes.undef.fill(u.undef.low_u128() as u8);
            }
            _ => bytes.poison.fill(0xff),
        }
        let mut done = 0;
        while done < len {
            let n = (len - done).min(BULK_CHUNK);
            if n < bytes.len() as u64 {
                bytes = bytes.slice(0, n as usize);
            }
            self.mem
                .write(offset(dest, done), &bytes, 1)
                .map_err(|e| self.access_stop(e, &format!("{what} writing")))?;
            done += n;
        }
        Ok(())
    }
}

/// The most bytes a bulk operation (`memset`, `memcpy`, ...) moves through
/// a host buffer at once, whatever length the program asks for.
pub(crate) const BULK_CHUNK: u64 = 1 << 16;

/// Whether `[a, a+len)` and `[b, b+len)` overlap.
fn overlaps(a: Pointer, b: Pointer, len: u64) -> bool {
    a.addr < b.addr.saturating_add(len) && b.addr < a.addr.saturating_add(len)
}
