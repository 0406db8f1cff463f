//! `<stdio.h>` output (C17 7.21): the `printf` family (formatting by
//! [`super::printf`], byte-identical to glibc), `puts`, `fputs`, `putchar`,
//! `fputc`, `putc`, `fwrite`, `fflush`. Standard output and error are the
//! run's `stdout`/`stderr`; a stream argument must be one of the standard
//! `FILE`s (`@stdout`, `@stderr`; writing to `stdin` fails with `EOF` as
//! in glibc).

use super::printf::{ArgSource, FormatError, format};
use super::{offset, undefined_byte};
use crate::apint::ApInt;
use crate::mem::Repr;
use crate::sem::intrinsics::memory::BULK_CHUNK;
use crate::sem::machine::Machine;
use crate::sem::stop::{Stop, UbKind};
use crate::sem::varargs::VaScalar;
use crate::syntax::{FloatKind, TypeId};
use crate::value::{Pointer, Value};

/// C's `EOF`.
const EOF: i128 = -1;

/// Where formatted output goes.
enum Sink {
    /// A file descriptor (1 or 2), or `None` for a stream that refuses
    /// output (`stdin`).
    Stream(Option<i32>),
    /// A buffer of at most this many bytes (`None`: unbounded, `sprintf`).
    Buffer(Pointer, Option<u64>),
}

impl<'p> Machine<'p, '_> {
    /// Runs the `<stdio.h>` function `name`, if it is one llsem implements.
    pub(super) fn call_stdio(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Option<Option<Value>>, Stop> {
        let count = |m: &Self, n: usize| Some(m.int_result(ret_ty, n as i128));
        Ok(Some(match name {
            "printf" | "fprintf" | "sprintf" | "snprintf" => {
                let (sink, fmt_at) = self.sink_of(name, args)?;
                let fmt = self.format_string(args, fmt_at, name)?;
                let mut src = CallArgs {
                    m: self,
                    args: args.get(fmt_at + 1..).unwrap_or_default(),
                    next: 0,
                    what: name,
                };
                let out = format(&fmt, &mut src).map_err(format_stop)?;
                self.emit(sink, out, name, ret_ty)?
            }
            "vprintf" | "vfprintf" | "vsprintf" | "vsnprintf" => {
                let (sink, fmt_at) = self.sink_of(name, args)?;
                let fmt = self.format_string(args, fmt_at, name)?;
                let list = self.va_list_arg(args, fmt_at + 1, name)?;
                let mut src = VaListArgs {
                    m: self,
                    list: list.0,
                    what: name,
                };
                let out = format(&fmt, &mut src);
                if let Some(temp) = list.1 {
                    self.mem.kill(temp);
                }
                let out = out.map_err(format_stop)?;
                self.emit(sink, out, name, ret_ty)?
            }
            "puts" => {
                // glibc returns the number of bytes written (at most INT_MAX).
                let p = self.arg_nonnull(args, 0, name)?;
                let mut s = self.read_c_string(p, name)?;
                s.push(b'\n');
                let n = s.len().min(i32::MAX as usize);
                self.output(1, s)?;
                count(self, n)
            }
            "fputs" => {
                let p = self.arg_nonnull(args, 0, name)?;
                let s = self.read_c_string(p, name)?;
                // glibc returns 1 on success.
                match self.stream_fd(args, 1, name)? {
                    Some(fd) => {
                        self.output(fd, s)?;
                        count(self, 1)
                    }
                    None => Some(self.int_result(ret_ty, EOF)),
                }
            }
            "putchar" | "fputc" | "putc" => {
                let c = self.arg_i64(args, 0, name)? as u8;
                let fd = if name == "putchar" {
                    Some(1)
                } else {
                    self.stream_fd(args, 1, name)?
                };
                match fd {
                    Some(fd) => {
                        self.output(fd, vec![c])?;
                        Some(self.int_result(ret_ty, c as i128))
                    }
                    None => Some(self.int_result(ret_ty, EOF)),
                }
            }
            "fwrite" => self.eval_fwrite(args, ret_ty)?,
            "fflush" => {
                self.flush_output()?;
                count(self, 0)
            }
            _ => return Ok(None),
        }))
    }

    /// `fwrite(ptr, size, n, stream)`: writes `size * n` bytes, which must
    /// be defined; returns `n` (0 for `stdin`).
    fn eval_fwrite(
        &mut self,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Option<Value>, Stop> {
        let size = self.arg_u64(args, 1, "fwrite")?;
        let n = self.arg_u64(args, 2, "fwrite")?;
        let fd = self.stream_fd(args, 3, "fwrite")?;
        let total = size
            .checked_mul(n)
            .ok_or_else(|| Stop::ub(UbKind::InvalidOperand, "fwrite: size * count overflows"))?;
        if total == 0 {
            return Ok(Some(self.int_result(ret_ty, 0)));
        }
        let p = self.arg_nonnull(args, 0, "fwrite")?;
        // The length comes from the program: every byte is checked (and UB
        // found) before any is written, a chunk at a time.
        self.mem
            .check(p, total, 1, false)
            .map_err(|e| self.access_stop(e, "fwrite reading"))?;
        let chunks = (0..total).step_by(BULK_CHUNK as usize);
        for at in chunks.clone() {
            self.read_defined(offset(p, at), (total - at).min(BULK_CHUNK), "fwrite")?;
        }
        let Some(fd) = fd else {
            return Ok(Some(self.int_result(ret_ty, 0)));
        };
        for at in chunks {
            let bytes = self.read_defined(offset(p, at), (total - at).min(BULK_CHUNK), "fwrite")?;
            self.output(fd, bytes)?;
        }
        Ok(Some(self.int_result(ret_ty, n as i128)))
    }

    /// Where a `printf`-family function writes, and the index of its format
    /// argument.
    fn sink_of(&mut self, name: &str, args: &[(Value, TypeId)]) -> Result<(Sink, usize), Stop> {
        Ok(match name.trim_start_matches('v') {
            "printf" => (Sink::Stream(Some(1)), 0),
            "fprintf" => (Sink::Stream(self.stream_fd(args, 0, name)?), 1),
            "sprintf" => (Sink::Buffer(self.arg_nonnull(args, 0, name)?, None), 1),
            _ => {
                let n = self.arg_u64(args, 1, name)?;
                let p = if n == 0 {
                    self.arg_ptr(args, 0, name)?
                } else {
                    self.arg_nonnull(args, 0, name)?
                };
                (Sink::Buffer(p, Some(n)), 2)
            }
        })
    }

    /// The format string argument.
    fn format_string(
        &mut self,
        args: &[(Value, TypeId)],
        i: usize,
        what: &str,
    ) -> Result<Vec<u8>, Stop> {
        let p = self.arg_nonnull(args, i, what)?;
        self.read_c_string(p, &format!("{what} (format)"))
    }

    /// Delivers formatted output: to a stream, or into a buffer with its
    /// terminating NUL (truncated to `n - 1` bytes for `snprintf`). Returns
    /// the function's result: the length of the whole output, or `EOF` for
    /// a stream that refuses output.
    fn emit(
        &mut self,
        sink: Sink,
        mut out: Vec<u8>,
        what: &str,
        ret_ty: TypeId,
    ) -> Result<Option<Value>, Stop> {
        let n = out.len() as i128;
        match sink {
            Sink::Stream(Some(fd)) => self.output(fd, out)?,
            Sink::Stream(None) => return Ok(Some(self.int_result(ret_ty, EOF))),
            Sink::Buffer(_, Some(0)) => {}
            Sink::Buffer(p, limit) => {
                if let Some(limit) = limit {
                    out.truncate((limit - 1).min(out.len() as u64) as usize);
                }
                out.push(0);
                self.write_plain(p, &out, what)?;
            }
        }
        Ok(Some(self.int_result(ret_ty, n)))
    }

    /// The standard stream a `FILE *` argument designates: `Some(fd)` for
    /// `stdout`/`stderr`, `None` for `stdin` (output fails); UB for any
    /// other pointer.
    pub(crate) fn stream_fd(
        &self,
        args: &[(Value, TypeId)],
        i: usize,
        what: &str,
    ) -> Result<Option<i32>, Stop> {
        let p = self.arg_nonnull(args, i, what)?;
        let id = self.mem.designated(p);
        let known = self
            .libc_image()
            .streams
            .iter()
            .find(|(a, _)| Some(*a) == id && p.addr == self.mem.base(*a));
        match known {
            Some((_, 0)) => Ok(None),
            Some((_, fd)) => Ok(Some(*fd)),
            None => Err(Stop::ub(
                UbKind::InvalidOperand,
                format!("{what}: argument {} is not a FILE stream", i + 1),
            )),
        }
    }

    /// The `va_list` argument of a `v*printf` function: a pointer to the
    /// list on System V x86-64 (where `va_list` is an array); elsewhere the
    /// list's value, copied into a temporary cell (returned to be freed).
    fn va_list_arg(
        &mut self,
        args: &[(Value, TypeId)],
        i: usize,
        what: &str,
    ) -> Result<(Pointer, Option<crate::value::AllocId>), Stop> {
        if self.va_list_size() == 24 {
            return Ok((self.arg_nonnull(args, i, what)?, None));
        }
        let v = self.arg_ptr(args, i, what)?;
        let bits = self.prog.module.layout.pointer(0).size_bits;
        let cell = self
            .mem
            .allocate(
                crate::mem::AllocKind::Stack,
                bits as u64 / 8,
                bits as u64 / 8,
                crate::mem::Fill::Zero,
                format!("va_list copy in {what}"),
            )
            .map_err(|e| self.access_stop(e, what))?;
        self.write_scalar(cell, &Repr::Ptr(bits), &Value::Ptr(v), what)?;
        let id = match cell.prov() {
            crate::value::Provenance::Alloc(id) => Some(id),
            _ => None,
        };
        Ok((cell, id))
    }

    /// `%n`: stores `count` as an integer of `bits` bits at `p`.
    fn store_count(&mut self, p: Pointer, bits: u32, count: u64, what: &str) -> Result<(), Stop> {
        if p.addr == 0 {
            return Err(Stop::ub(
                UbKind::NullDereference,
                format!("{what}: %n with a null pointer"),
            ));
        }
        let v = Value::Int(ApInt::from_u64(bits, count));
        self.write_scalar(p, &Repr::Int(bits), &v, what)
    }
}

/// The stop for a format llsem cannot format, or an argument it could not
/// read.
fn format_stop(e: FormatError<Stop>) -> Stop {
    match e {
        FormatError::Arg(stop) => stop,
        FormatError::Unsupported { spec, reason } => {
            Stop::unsupported(format!("printf conversion `{spec}`: {reason}"))
        }
        FormatError::TooLarge { spec, value } => Stop::unsupported(format!(
            "printf field width or precision {value} in `{spec}` is larger than llsem supports"
        )),
    }
}

/// The UB of a conversion whose argument has the wrong type (C17
/// 7.21.6.1p9).
fn mismatch(what: &str, index: usize, wanted: &str, got: &Value) -> Stop {
    let got = match got {
        Value::Poison => "poison".to_string(),
        Value::Undef(_) => "undef".to_string(),
        Value::Int(i) => format!("an i{}", i.width()),
        Value::Float(f) => format!("a {}", f.kind.keyword()),
        Value::Ptr(_) => "a pointer".to_string(),
        _ => "an aggregate".to_string(),
    };
    Stop::ub(
        UbKind::InvalidOperand,
        format!("{what}: argument {index} should be {wanted} but is {got}"),
    )
}

/// `printf` arguments taken from a call's variadic arguments.
struct CallArgs<'a, 'm, 'p, 'o> {
    m: &'m mut Machine<'p, 'o>,
    args: &'a [(Value, TypeId)],
    next: usize,
    what: &'a str,
}

impl CallArgs<'_, '_, '_, '_> {
    /// The next argument and its 1-based position among the variadic ones.
    fn take(&mut self) -> Result<(usize, Value), Stop> {
        let i = self.next;
        self.next += 1;
        match self.args.get(i) {
            Some((v, _)) => Ok((i + 1, v.clone())),
            None => Err(Stop::ub(
                UbKind::VarargOutOfRange,
                format!(
                    "{}: the format needs more arguments than the {} given",
                    self.what,
                    self.args.len()
                ),
            )),
        }
    }
}

impl ArgSource for CallArgs<'_, '_, '_, '_> {
    type Error = Stop;

    fn next_int(&mut self, _bits: u32) -> Result<u64, Stop> {
        match self.take()? {
            (_, Value::Int(i)) => Ok(i.low_u64()),
            (n, v) => Err(mismatch(self.what, n, "an integer", &v)),
        }
    }

    fn next_double(&mut self) -> Result<u64, Stop> {
        match self.take()? {
            (_, Value::Float(f)) if f.kind == FloatKind::Double => Ok(f.bits as u64),
            (n, v) => Err(mismatch(self.what, n, "a double", &v)),
        }
    }

    fn next_long_double(&mut self) -> Result<u128, Stop> {
        match self.take()? {
            (_, Value::Float(f)) if f.kind == FloatKind::X86Fp80 => Ok(f.bits),
            (n, v) => Err(mismatch(self.what, n, "an x86_fp80 long double", &v)),
        }
    }

    fn next_ptr(&mut self) -> Result<u64, Stop> {
        match self.take()? {
            (_, Value::Ptr(p)) => Ok(p.addr),
            (n, v) => Err(mismatch(self.what, n, "a pointer", &v)),
        }
    }

    fn next_str(&mut self, max: Option<usize>) -> Result<Option<Vec<u8>>, Stop> {
        match self.take()? {
            (_, Value::Ptr(p)) if p.addr == 0 => Ok(None),
            (n, Value::Ptr(p)) => self
                .m
                .read_c_string_max(p, max, &format!("{} (argument {n})", self.what))
                .map(Some),
            (n, v) => Err(mismatch(self.what, n, "a string pointer", &v)),
        }
    }

    fn store_count(&mut self, bits: u32, count: u64) -> Option<Result<(), Stop>> {
        Some(match self.take() {
            Ok((_, Value::Ptr(p))) => self.m.store_count(p, bits, count, self.what),
            Ok((n, v)) => Err(mismatch(self.what, n, "a pointer for %n", &v)),
            Err(e) => Err(e),
        })
    }
}

/// `printf` arguments taken from a `va_list` (the `v*printf` family).
struct VaListArgs<'a, 'm, 'p, 'o> {
    m: &'m mut Machine<'p, 'o>,
    list: Pointer,
    what: &'a str,
}

impl VaListArgs<'_, '_, '_, '_> {
    fn take(&mut self, scalar: VaScalar) -> Result<Value, Stop> {
        match self.m.va_arg_scalar(self.list, scalar, self.what)? {
            v @ (Value::Int(_) | Value::Float(_) | Value::Ptr(_)) => Ok(v),
            _ => Err(undefined_byte(&format!(
                "{} (a variadic argument)",
                self.what
            ))),
        }
    }
}

impl ArgSource for VaListArgs<'_, '_, '_, '_> {
    type Error = Stop;

    fn next_int(&mut self, bits: u32) -> Result<u64, Stop> {
        match self.take(VaScalar::Int(bits))? {
            Value::Int(i) => Ok(i.low_u64()),
            Value::Ptr(p) => Ok(p.addr),
            _ => Err(undefined_byte(self.what)),
        }
    }

    fn next_double(&mut self) -> Result<u64, Stop> {
        match self.take(VaScalar::Double)? {
            Value::Float(f) => Ok(f.bits as u64),
            _ => Err(undefined_byte(self.what)),
        }
    }

    fn next_long_double(&mut self) -> Result<u128, Stop> {
        match self.take(VaScalar::LongDouble)? {
            Value::Float(f) => Ok(f.bits),
            _ => Err(undefined_byte(self.what)),
        }
    }

    fn next_ptr(&mut self) -> Result<u64, Stop> {
        match self.take(VaScalar::Ptr)? {
            Value::Ptr(p) => Ok(p.addr),
            Value::Int(i) => Ok(i.low_u64()),
            _ => Err(undefined_byte(self.what)),
        }
    }

    fn next_str(&mut self, max: Option<usize>) -> Result<Option<Vec<u8>>, Stop> {
        match self.take(VaScalar::Ptr)? {
            Value::Ptr(p) if p.addr == 0 => Ok(None),
            Value::Ptr(p) => self.m.read_c_string_max(p, max, self.what).map(Some),
            _ => Err(Stop::ub(
                UbKind::InvalidOperand,
                format!("{}: a %s argument is not a pointer", self.what),
            )),
        }
    }

    fn store_count(&mut self, bits: u32, count: u64) -> Option<Result<(), Stop>> {
        Some(match self.take(VaScalar::Ptr) {
            Ok(Value::Ptr(p)) => self.m.store_count(p, bits, count, self.what),
            Ok(_) => Err(Stop::ub(
                UbKind::InvalidOperand,
                format!("{}: a %n argument is not a pointer", self.what),
            )),
            Err(e) => Err(e),
        })
    }
}
