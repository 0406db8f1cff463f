//! The C library functions llsem implements for programs, by name, in one
//! file per header. Each follows the C standard (C17) and glibc's
//! observable behaviour where C leaves a choice (llsem's reference platform
//! is x86-64 Linux with glibc 2.36); misuse that C calls undefined (a null
//! or dangling pointer, a string without its NUL, overlapping copies,
//! reading poison or undef bytes where a value is needed, ...) is reported
//! as immediate UB naming the function.
//!
//! The machine reaches these functions only through [`C_LIBRARY`], the
//! [`Library`] it is given, and they reach the machine through its public
//! methods; their own state lives in the machine's opaque slots
//! ([`LibcImage`] in the program, [`LibcState`] in each run). Functions
//! that call back into the program (`qsort`, `bsearch`) run as state
//! machines driven by the machine's steps (see [`callback`] and
//! [`crate::sem::native`]); the host never recurses into the machine.

pub mod callback;
mod ctype;
mod fenv;
mod fortify;
mod heap;
pub mod image;
pub mod input;
mod math;
mod posix;
pub mod printf;
mod scanf;
mod stdio;
mod stdlib;
mod string;
mod strings;

pub use image::LibcImage;

use crate::mem::AccessError;
use crate::mem::Liveness;
use crate::sem::intrinsics::BuiltinResult;
use crate::sem::library::{Library, Resolved};
use crate::sem::machine::Machine;
use crate::sem::program::Program;
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::{TypeId, TypeKind};
use crate::value::{Pointer, Value};

/// llsem's C library, as the machine sees it.
#[derive(Clone, Copy, Debug, Default)]
pub struct CLibrary;

/// llsem's C library.
pub static C_LIBRARY: CLibrary = CLibrary;

impl Library for CLibrary {
    fn install(&self, prog: &mut Program) -> Result<(), String> {
        image::install(prog)
    }

    fn implied(&self, name: &str) -> Option<crate::sem::library::Implied> {
        posix::implied(name)
    }

    fn resolve(&self, name: &str, params: &[&TypeKind]) -> Option<Resolved> {
        heap::resolve(name).or_else(|| math::resolve(name, params))
    }

    fn call_resolved(
        &self,
        m: &mut Machine<'_, '_>,
        model: Resolved,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> BuiltinResult {
        match math::resolved_base(model.model) {
            Some((base, transcendental)) => m.eval_math(base, transcendental, name, args, ret_ty),
            None => m.call_heap(model, args, ret_ty).map(Some),
        }
    }

    fn call(
        &self,
        m: &mut Machine<'_, '_>,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> BuiltinResult {
        m.call_runtime(name, args, ret_ty)
    }
}

/// The C library's state during one run.
#[derive(Clone, Debug, Default)]
pub struct LibcState {
    /// The `rand` generator, once `rand` or `srand` ran.
    pub random: Option<stdlib::Random>,
    /// The `errno` object, when the program's image has none (a function
    /// that sets it was reached without being declared by name, e.g.
    /// through an alias).
    pub errno: Option<Pointer>,
    /// The `stdin` stream, once a function read it.
    pub stdin: Option<input::StdinState>,
}

impl<'p> Machine<'p, '_> {
    /// The C library's state in this run.
    pub(crate) fn libc(&mut self) -> &mut LibcState {
        self.library_state.get_or_default()
    }

    /// Where the C library's data lives in the program's image.
    pub(crate) fn libc_image(&self) -> &'p LibcImage {
        static EMPTY: LibcImage = LibcImage::EMPTY;
        let prog: &'p Program = self.prog;
        prog.library_data.get().unwrap_or(&EMPTY)
    }

    /// Runs the C library function `name`, if llsem implements it.
    pub(crate) fn call_runtime(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> BuiltinResult {
        if let Some(r) = self.call_stdio(name, args, ret_ty)? {
            return Ok(Some(r));
        }
        if let Some(r) = self.call_input(name, args, ret_ty)? {
            return Ok(Some(r));
        }
        if let Some(r) = self.call_string(name, args, ret_ty)? {
            return Ok(Some(r));
        }
        if let Some(r) = self.call_strings(name, args, ret_ty)? {
            return Ok(Some(r));
        }
        if let Some(r) = self.call_stdlib(name, args, ret_ty)? {
            return Ok(Some(r));
        }
        if let Some(r) = self.call_ctype(name, args, ret_ty)? {
            return Ok(Some(r));
        }
        if let Some(r) = self.call_fenv(name, args, ret_ty)? {
            return Ok(Some(r));
        }
        if let Some(r) = self.call_fortified(name, args, ret_ty)? {
            return Ok(Some(r));
        }
        self.call_math(name, args, ret_ty)
    }

    /// The program writes bytes to standard output (fd 1) or error (fd 2):
    /// streamed to the sink if there is one, else kept and recorded as an
    /// event. A write to a closed pipe ends the run as it ends a native
    /// process, killed by `SIGPIPE`.
    pub(crate) fn output(&mut self, fd: i32, bytes: Vec<u8>) -> Result<(), Stop> {
        if bytes.is_empty() {
            return Ok(());
        }
        if let Some(sink) = self.sink.as_mut() {
            return sink.write(fd, &bytes).map_err(write_failed);
        }
        if fd == 2 {
            self.stderr.extend_from_slice(&bytes);
        } else {
            self.stdout.extend_from_slice(&bytes);
        }
        let returns = self.current_call.is_some_and(|c| c.willreturn);
        match self.events.last_mut() {
            Some(crate::sem::events::Event::Output {
                fd: last,
                willreturn,
                bytes: b,
            }) if *last == fd => {
                *willreturn &= returns;
                b.extend_from_slice(&bytes);
            }
            _ => self.event(crate::sem::events::Event::Output {
                fd,
                willreturn: returns,
                bytes,
            }),
        }
        Ok(())
    }

    /// Flushes the streamed output (`fflush`, and the end of the run, as
    /// `exit` flushes C's streams).
    pub fn flush_output(&mut self) -> Result<(), Stop> {
        match self.sink.as_mut() {
            Some(sink) => sink.flush().map_err(write_failed),
            None => Ok(()),
        }
    }

    /// The bytes of the NUL-terminated string at `p` (without the NUL): UB
    /// if it runs out of its allocation or contains poison or undef bytes.
    pub(crate) fn read_c_string(&self, p: Pointer, what: &str) -> Result<Vec<u8>, Stop> {
        self.read_c_string_max(p, None, what)
    }

    /// The bytes of the string at `p` up to its NUL or `max` bytes,
    /// whichever comes first (with `max`, no NUL is needed within them):
    /// UB if a byte it reads is outside the allocation, poison or undef.
    pub(crate) fn read_c_string_max(
        &self,
        p: Pointer,
        max: Option<usize>,
        what: &str,
    ) -> Result<Vec<u8>, Stop> {
        if max == Some(0) {
            return Ok(Vec::new());
        }
        let place = self
            .mem
            .check(p, 1, 1, false)
            .map_err(|e| self.access_stop(e, &format!("{what} reading a string")))?;
        let a = self.mem.info(place.alloc);
        if a.live == Liveness::OutOfLifetime {
            return Err(undefined_byte(what));
        }
        let mut out = Vec::new();
        for i in place.offset..a.size {
            if max.is_some_and(|m| out.len() >= m) {
                return Ok(out);
            }
            let (b, _) = self.mem.byte_at(place.alloc, i);
            if b.undef != 0 || b.poison != 0 {
                return Err(undefined_byte(what));
            }
            match b.value {
                0 => return Ok(out),
                b => out.push(b),
            }
        }
        if max.is_some_and(|m| out.len() >= m) {
            return Ok(out);
        }
        let e = AccessError::OutOfBounds {
            alloc: place.alloc,
            offset: a.size as i128,
            size: 1,
        };
        Err(self.access_stop(e, &format!("{what} reading a string past its end")))
    }

    /// The `n` bytes at `p`, which must all be defined (UB otherwise, or if
    /// the range is not accessible).
    pub(crate) fn read_defined(&self, p: Pointer, n: u64, what: &str) -> Result<Vec<u8>, Stop> {
        if n == 0 {
            return Ok(Vec::new());
        }
        let bytes = self
            .mem
            .read(p, n, 1)
            .map_err(|e| self.access_stop(e, &format!("{what} reading")))?;
        if !bytes.is_defined(0, bytes.len()) {
            return Err(undefined_byte(what));
        }
        Ok(bytes.values().to_vec())
    }

    /// Writes plain bytes at `p`.
    pub(crate) fn write_plain(&mut self, p: Pointer, data: &[u8], what: &str) -> Result<(), Stop> {
        if data.is_empty() {
            return Ok(());
        }
        self.mem
            .write(p, &crate::mem::Bytes::plain(data), 1)
            .map_err(|e| self.access_stop(e, &format!("{what} writing")))
    }

    /// A pointer argument of a C function that must not be null (C17
    /// 7.1.4: a null pointer where the function expects a valid one is UB).
    pub(crate) fn arg_nonnull(
        &self,
        args: &[(Value, TypeId)],
        i: usize,
        what: &str,
    ) -> Result<Pointer, Stop> {
        let p = self.arg_ptr(args, i, what)?;
        if p.addr == 0 {
            return Err(Stop::ub(
                UbKind::NullDereference,
                format!("{what}: argument {} is a null pointer", i + 1),
            ));
        }
        Ok(p)
    }

    /// An `int`-like integer argument as a signed value of its width.
    pub(crate) fn arg_i64(
        &self,
        args: &[(Value, TypeId)],
        i: usize,
        what: &str,
    ) -> Result<i64, Stop> {
        match args.get(i).map(|a| &a.0) {
            Some(Value::Int(v)) => {
                Ok(v.to_i64()
                    .unwrap_or(if v.is_negative() { i64::MIN } else { i64::MAX }))
            }
            Some(_) => Err(Stop::ub(
                UbKind::InvalidOperand,
                format!("{what}: argument {} is poison or undef", i + 1),
            )),
            None => Err(Stop::ub(
                UbKind::InvalidCall,
                format!("{what}: missing argument {}", i + 1),
            )),
        }
    }

    /// The `errno` object (an `int`): the image's, or one allocated on
    /// first use.
    pub(crate) fn errno_location(&mut self) -> Result<Pointer, Stop> {
        if let Some(p) = self.libc_image().errno.or(self.libc().errno) {
            return Ok(p);
        }
        let p = self
            .mem
            .allocate(
                crate::mem::AllocKind::Global,
                4,
                4,
                crate::mem::Fill::Zero,
                "errno",
            )
            .map_err(|e| self.access_stop(e, "allocating errno"))?;
        self.libc().errno = Some(p);
        Ok(p)
    }

    /// Sets `errno`: the library's own state, which a call in progress
    /// may write if it may write inaccessible memory (see
    /// [`crate::mem::guard::Guard::allows_library_write`]).
    pub(crate) fn set_errno(&mut self, code: i32) -> Result<(), Stop> {
        let p = self.errno_location()?;
        let guard = self.mem.guard().cloned();
        let lift = guard.as_ref().is_some_and(|g| g.allows_library_write());
        if lift {
            self.mem.set_guard(None);
        }
        let r = self.write_plain(p, &code.to_le_bytes(), "setting errno");
        if lift {
            self.mem.set_guard(guard);
        }
        r
    }
}

/// How a failed write of the program's output ends the run: the sink
/// passes on only a closed pipe, which kills a native process with
/// `SIGPIPE` (a shell shows status 141).
fn write_failed(e: std::io::Error) -> Stop {
    Stop::Trapped(crate::sem::stop::Trap {
        signal: crate::sem::stop::Trap::SIGPIPE,
        message: format!("writing the program's output failed ({e}): SIGPIPE"),
    })
}

/// `p` moved by `n` bytes, keeping its provenance.
pub(crate) fn offset(p: Pointer, n: u64) -> Pointer {
    Pointer {
        addr: p.addr.wrapping_add(n),
        ..p
    }
}

/// The UB of reading a poison or undef byte where C needs a value.
pub(crate) fn undefined_byte(what: &str) -> Stop {
    Stop::ub(
        UbKind::InvalidOperand,
        format!("{what} reads a poison or undef byte"),
    )
}

/// `ERANGE`: a result out of range.
pub(crate) const ERANGE: i32 = 34;
/// `EINVAL`: an invalid argument.
pub(crate) const EINVAL: i32 = 22;
/// `ENOMEM`: out of memory.
pub(crate) const ENOMEM: i32 = 12;
