//! Standard input (C17 7.21.7, 7.21.8, 7.21.6.2, 7.21.10): where its bytes
//! come from, the state of the `stdin` stream (position, pushed-back
//! characters, end-of-file and error indicators), and the functions that
//! read it: `getchar`, `fgetc`, `getc`, `ungetc`, `fgets`, `gets`,
//! `fread`, `getline`, `getdelim`, the `scanf` family (and `sscanf` on a
//! string), `feof`, `ferror`, `clearerr`.
//!
//! The bytes are the process's standard input for `llsem run` (read only
//! as the program asks for them), the contents of a file (`--stdin FILE`),
//! or, in `llsem refine`, a content the environment generates from its
//! seed, the same for the source and the target run of an input. Reading
//! is not an event: the input is part of the environment, like what
//! external functions return. A read from `stdout`/`stderr` fails (EOF).

use super::scanf::{self, Assign, ScanError, ScanInput};
use crate::mem::Repr;
use crate::sem::machine::Machine;
use crate::sem::stdin::InputSource;
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::TypeId;
use crate::value::{Float, Pointer, Value};

/// C's `EOF`.
const EOF: i128 = -1;

/// The functions that read standard input (a module that declares one of
/// them gets generated standard inputs in `llsem refine`).
pub const READERS: &[&str] = &[
    "getchar",
    "getchar_unlocked",
    "fgetc",
    "fgetc_unlocked",
    "getc",
    "getc_unlocked",
    "_IO_getc",
    "ungetc",
    "fgets",
    "fgets_unlocked",
    "gets",
    "fread",
    "fread_unlocked",
    "getline",
    "getdelim",
    "__getdelim",
    "scanf",
    "fscanf",
    "vscanf",
    "vfscanf",
    "__isoc99_scanf",
    "__isoc99_fscanf",
    "__isoc99_vscanf",
    "__isoc99_vfscanf",
    "feof",
];

/// The `stdin` stream during a run.
#[derive(Clone, Debug, Default)]
pub struct StdinState {
    /// The bytes.
    pub source: InputSource,
    /// How many bytes of the source were consumed.
    pos: usize,
    /// Characters pushed back by `ungetc`, the next one last.
    pushback: Vec<u8>,
    /// The end-of-file indicator.
    eof: bool,
    /// The error indicator.
    error: bool,
}

impl StdinState {
    /// The stream at the start of `source`.
    pub fn new(source: InputSource) -> StdinState {
        StdinState {
            source,
            ..StdinState::default()
        }
    }

    /// The next character without consuming it (`None` at the end, which
    /// does not set the indicator).
    fn peek(&self) -> Option<u8> {
        self.pushback
            .last()
            .copied()
            .or_else(|| self.source.byte_at(self.pos))
    }

    /// Consumes the next character.
    fn bump(&mut self) {
        if self.pushback.pop().is_none() {
            self.pos += 1;
        }
    }

    /// Reads one character; at the end sets the end-of-file indicator.
    /// glibc keeps the indicator sticky: once set, reads give EOF until
    /// `clearerr`.
    fn getc(&mut self) -> Option<u8> {
        if self.eof && self.pushback.is_empty() {
            return None;
        }
        match self.peek() {
            Some(c) => {
                self.bump();
                Some(c)
            }
            None => {
                self.eof = true;
                None
            }
        }
    }
}

/// `scanf` reading the `stdin` stream.
struct StreamInput<'a>(&'a mut StdinState);

impl ScanInput for StreamInput<'_> {
    type Error = Stop;

    fn peek(&mut self) -> Result<Option<u8>, Stop> {
        if self.0.eof && self.0.pushback.is_empty() {
            return Ok(None);
        }
        let c = self.0.peek();
        if c.is_none() {
            self.0.eof = true;
        }
        Ok(c)
    }

    fn bump(&mut self) {
        self.0.bump();
    }
}

/// `sscanf` reading a string up to its NUL.
struct StringInput {
    bytes: Vec<u8>,
    at: usize,
}

impl ScanInput for StringInput {
    type Error = Stop;

    fn peek(&mut self) -> Result<Option<u8>, Stop> {
        Ok(self.bytes.get(self.at).copied())
    }

    fn bump(&mut self) {
        self.at += 1;
    }
}

/// Where a `scanf` function takes its pointer arguments from.
enum ScanArgs<'a> {
    /// The call's own arguments from this index on.
    Call(&'a [(Value, TypeId)]),
    /// A `va_list`.
    List(Pointer),
}

impl Machine<'_, '_> {
    /// The `stdin` stream, at the start of the run's standard input until
    /// a function reads it.
    fn stdin_stream(&mut self) -> &mut StdinState {
        if self.libc().stdin.is_none() {
            let stream = StdinState::new(self.stdin.clone());
            self.libc().stdin = Some(stream);
        }
        self.libc().stdin.get_or_insert_default()
    }

    /// Runs the input function `name`, if it is one llsem implements.
    pub(super) fn call_input(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Option<Option<Value>>, Stop> {
        let base = name
            .strip_prefix("__isoc99_")
            .or_else(|| name.strip_prefix("_IO_"))
            .unwrap_or(name);
        let base = base.strip_suffix("_unlocked").unwrap_or(base);
        // glibc's headers turn getline into __getdelim when optimizing.
        let base = base.strip_prefix("__").unwrap_or(base);
        let int = |m: &Self, v: i128| Ok(Some(Some(m.int_result(ret_ty, v))));
        match base {
            "getchar" | "fgetc" | "getc" => {
                if base != "getchar" && !self.input_stream(args, 0, name)? {
                    return int(self, EOF);
                }
                let c = self.stdin_stream().getc();
                int(self, c.map_or(EOF, i128::from))
            }
            "ungetc" => {
                let c = self.arg_i64(args, 0, name)?;
                if !self.input_stream(args, 1, name)? || c == -1 {
                    return int(self, EOF);
                }
                let c = c as u8;
                self.stdin_stream().pushback.push(c);
                self.stdin_stream().eof = false;
                int(self, i128::from(c))
            }
            "fgets" => self
                .eval_fgets(args, name)
                .map(|p| Some(Some(Value::Ptr(p)))),
            "gets" => self
                .eval_gets(args, name)
                .map(|p| Some(Some(Value::Ptr(p)))),
            "fread" => {
                let n = self.eval_fread(args, name)?;
                int(self, i128::from(n))
            }
            "getline" | "getdelim" => {
                let n = self.eval_getdelim(base, args, name)?;
                int(self, i128::from(n))
            }
            "feof" | "ferror" => {
                let set = self.input_stream(args, 0, name)?
                    && if base == "feof" {
                        self.stdin_stream().eof
                    } else {
                        self.stdin_stream().error
                    };
                int(self, i128::from(set))
            }
            "clearerr" => {
                if self.input_stream(args, 0, name)? {
                    self.stdin_stream().eof = false;
                    self.stdin_stream().error = false;
                }
                Ok(Some(None))
            }
            "scanf" | "fscanf" | "sscanf" | "vscanf" | "vfscanf" | "vsscanf" => {
                let r = self.eval_scanf(base, args, name)?;
                int(self, i128::from(r))
            }
            _ => Ok(None),
        }
    }

    /// Whether a `FILE *` argument is `stdin` (`false` for `stdout` and
    /// `stderr`, from which reading fails); UB for any other pointer.
    fn input_stream(&self, args: &[(Value, TypeId)], i: usize, what: &str) -> Result<bool, Stop> {
        Ok(self.stream_fd(args, i, what)?.is_none())
    }

    /// `fgets(s, n, stream)`: reads at most `n - 1` characters, up to and
    /// including a newline, then a NUL; returns `s`, or null if the input
    /// ended before any character (leaving `s` alone). glibc returns null
    /// for `n <= 0` and writes only the NUL for `n == 1`.
    fn eval_fgets(&mut self, args: &[(Value, TypeId)], name: &str) -> Result<Pointer, Stop> {
        let n = self.arg_i64(args, 1, name)?;
        let from_stdin = self.input_stream(args, 2, name)?;
        if n <= 0 {
            return Ok(Pointer::NULL);
        }
        let s = self.arg_nonnull(args, 0, name)?;
        let mut line = Vec::new();
        while from_stdin && (line.len() as i64) < n - 1 {
            match self.stdin_stream().getc() {
                Some(c) => {
                    line.push(c);
                    if c == b'\n' {
                        break;
                    }
                }
                None => break,
            }
        }
        if line.is_empty() && n > 1 {
            return Ok(Pointer::NULL);
        }
        line.push(0);
        self.write_plain(s, &line, name)?;
        Ok(s)
    }

    /// `gets(s)` (removed in C11, still in glibc 2.36): reads a line
    /// without its newline into `s` with a NUL; null if the input ended
    /// before any character. Nothing bounds the line: writing past `s`'s
    /// object is UB, as the function's misuse always was.
    fn eval_gets(&mut self, args: &[(Value, TypeId)], name: &str) -> Result<Pointer, Stop> {
        let s = self.arg_nonnull(args, 0, name)?;
        let mut line = Vec::new();
        let mut any = false;
        while let Some(c) = self.stdin_stream().getc() {
            any = true;
            if c == b'\n' {
                break;
            }
            line.push(c);
        }
        if !any {
            return Ok(Pointer::NULL);
        }
        line.push(0);
        self.write_plain(s, &line, name)?;
        Ok(s)
    }

    /// `fread(p, size, n, stream)`: reads up to `size * n` bytes into `p`
    /// and returns the number of whole items read.
    fn eval_fread(&mut self, args: &[(Value, TypeId)], name: &str) -> Result<u64, Stop> {
        let size = self.arg_u64(args, 1, name)?;
        let n = self.arg_u64(args, 2, name)?;
        let from_stdin = self.input_stream(args, 3, name)?;
        let total = size.checked_mul(n).ok_or_else(|| {
            Stop::ub(
                UbKind::InvalidOperand,
                format!("{name}: size * count overflows"),
            )
        })?;
        if total == 0 || !from_stdin {
            return Ok(0);
        }
        let p = self.arg_nonnull(args, 0, name)?;
        // Check the whole destination before reading, so that no host
        // buffer is sized from an unchecked length.
        self.mem
            .check(p, total, 1, true)
            .map_err(|e| self.access_stop(e, &format!("{name} writing")))?;
        let mut data = Vec::new();
        while (data.len() as u64) < total {
            match self.stdin_stream().getc() {
                Some(c) => data.push(c),
                None => break,
            }
        }
        self.write_plain(p, &data, name)?;
        Ok(data.len() as u64 / size)
    }

    /// `getline(&line, &cap, stream)` and `getdelim(&line, &cap, delim,
    /// stream)` (POSIX): reads up to and including the delimiter into
    /// `*line`, which is `malloc`ed (120 bytes, glibc's first size) when
    /// null or of capacity 0 and `realloc`ed to twice its capacity (or
    /// more) when too small, with a NUL; returns the length read, or -1 at
    /// the end of the input.
    fn eval_getdelim(
        &mut self,
        base: &str,
        args: &[(Value, TypeId)],
        name: &str,
    ) -> Result<i64, Stop> {
        let line_p = self.arg_nonnull(args, 0, name)?;
        let cap_p = self.arg_nonnull(args, 1, name)?;
        let (delim, stream_at) = if base == "getdelim" {
            (self.arg_i64(args, 2, name)? as u8, 3)
        } else {
            (b'\n', 2)
        };
        if !self.input_stream(args, stream_at, name)? {
            return Ok(-1);
        }
        let ptr_bits = self.prog.module.layout.pointer(0).size_bits;
        let ptr_repr = Repr::Ptr(ptr_bits);
        let size_repr = Repr::Int(ptr_bits);
        let mut line = Vec::new();
        while let Some(c) = self.stdin_stream().getc() {
            line.push(c);
            if c == delim {
                break;
            }
        }
        if line.is_empty() {
            return Ok(-1);
        }
        let buf = self.read_scalar(line_p, &ptr_repr, name)?;
        let cap = match self.read_scalar(cap_p, &size_repr, name)? {
            Value::Int(c) => c.to_u64().unwrap_or(u64::MAX),
            _ => return Err(super::undefined_byte(name)),
        };
        let need = line.len() as u64 + 1;
        let buf = match buf {
            Value::Ptr(p) if p.addr != 0 && cap >= need => p,
            Value::Ptr(p) => {
                let fresh_block = p.addr == 0 || cap == 0;
                let new_cap = if fresh_block {
                    120u64.max(need)
                } else {
                    cap.saturating_mul(2).max(need)
                };
                let size_ty = args[1].1;
                let size = (
                    Value::Int(crate::apint::ApInt::from_u64(ptr_bits, new_cap)),
                    size_ty,
                );
                let fresh = if fresh_block {
                    self.eval_malloc(std::slice::from_ref(&size), size_ty)?
                } else {
                    self.eval_realloc(&[(Value::Ptr(p), args[0].1), size.clone()], size_ty)?
                };
                let fresh = match fresh {
                    Some(Value::Ptr(f)) if f.addr != 0 => f,
                    _ => return Ok(-1),
                };
                self.write_scalar(line_p, &ptr_repr, &Value::Ptr(fresh), name)?;
                self.write_scalar(cap_p, &size_repr, &size.0, name)?;
                fresh
            }
            _ => return Err(super::undefined_byte(name)),
        };
        let len = line.len() as i64;
        line.push(0);
        self.write_plain(buf, &line, name)?;
        Ok(len)
    }

    /// The `scanf` family: `scanf(fmt, …)`, `fscanf(stream, fmt, …)`,
    /// `sscanf(s, fmt, …)` and the `v` forms with a `va_list`; stores the
    /// converted values through the pointer arguments in order.
    fn eval_scanf(
        &mut self,
        base: &str,
        args: &[(Value, TypeId)],
        name: &str,
    ) -> Result<i64, Stop> {
        let fmt_at = usize::from(base != "scanf" && base != "vscanf");
        let p = self.arg_nonnull(args, fmt_at, name)?;
        let fmt = self.read_c_string(p, &format!("{name} (format)"))?;
        let rest = &args[(fmt_at + 1).min(args.len())..];
        let arg_source = if base.starts_with('v') {
            let list = self.arg_nonnull(args, fmt_at + 1, name)?;
            ScanArgs::List(list)
        } else {
            ScanArgs::Call(rest)
        };
        let scanned = match base.trim_start_matches('v') {
            "sscanf" => {
                let s = self.arg_nonnull(args, 0, name)?;
                let bytes = self.read_c_string(s, name)?;
                scanf::scan(&fmt, &mut StringInput { bytes, at: 0 })
            }
            "fscanf" if !self.input_stream(args, 0, name)? => return Ok(-1),
            _ => {
                let mut state = std::mem::take(self.stdin_stream());
                let r = scanf::scan(&fmt, &mut StreamInput(&mut state));
                *self.stdin_stream() = state;
                r
            }
        };
        let scanned = scanned.map_err(|e| match e {
            ScanError::Input(stop) => stop,
            ScanError::NotRepresentable(why) => {
                Stop::ub(UbKind::InvalidOperand, format!("{name}: {why}"))
            }
            ScanError::Unsupported(what) => Stop::unsupported(format!("{name}: {what}")),
        })?;
        for (k, a) in scanned.stores.iter().enumerate() {
            let dest = match &arg_source {
                ScanArgs::Call(rest) => match rest.get(k) {
                    Some((Value::Ptr(p), _)) => *p,
                    Some((v, _)) => self.access_pointer(v, name)?,
                    None => {
                        return Err(Stop::ub(
                            UbKind::VarargOutOfRange,
                            format!(
                                "{name}: the format needs more arguments than the {} given",
                                rest.len()
                            ),
                        ));
                    }
                },
                ScanArgs::List(list) => {
                    match self.va_arg_scalar(*list, crate::sem::varargs::VaScalar::Ptr, name)? {
                        Value::Ptr(p) => p,
                        v => self.access_pointer(&v, name)?,
                    }
                }
            };
            self.store_scanned(dest, a, name)?;
        }
        Ok(scanned.result)
    }

    /// Writes one converted value.
    fn store_scanned(&mut self, dest: Pointer, a: &Assign, name: &str) -> Result<(), Stop> {
        if dest.addr == 0 {
            return Err(Stop::ub(
                UbKind::NullDereference,
                format!("{name}: a null pointer to store a conversion's value"),
            ));
        }
        match a {
            Assign::Int(v) => {
                self.write_scalar(dest, &Repr::Int(v.width()), &Value::Int(v.clone()), name)
            }
            Assign::Float { kind, bits } => self.write_scalar(
                dest,
                &Repr::Float(*kind),
                &Value::Float(Float {
                    kind: *kind,
                    bits: *bits,
                }),
                name,
            ),
            Assign::Ptr(addr) => {
                let bits = self.prog.module.layout.pointer(0).size_bits;
                let v = Value::Ptr(Pointer::from_parts(
                    crate::value::Provenance::None,
                    *addr,
                    0,
                ));
                self.write_scalar(dest, &Repr::Ptr(bits), &v, name)
            }
            Assign::Bytes(b) => self.write_plain(dest, b, name),
        }
    }
}
