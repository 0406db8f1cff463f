//! The standard C library intrinsics (LangRef "Standard C/C++ Library
//! Intrinsics"): `llvm.memcpy`, `llvm.memmove`, `llvm.memset`, their
//! `.inline` forms and their element-wise unordered-atomic forms.

use crate::mem::{ByteBits, CopyError, Fill};
use crate::sem::machine::Machine;
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
        let len = well_defined_len(args, &name)?;
        if len == 0 {
            return Ok(());
        }
        let dest = self.arg_ptr(args, 0, &name)?;
        self.transfer((which, &name), args, dest, len, Ok, true)
    }

    /// `llvm.experimental.memset.pattern(dest, val, count, isvolatile)`
    /// (LangRef "'llvm.experimental.memset.pattern' Intrinsic"): UB if
    /// `count` is not well defined; a no-op if it is zero; otherwise UB if
    /// `dest` is not well defined, and then `count` stores of `val` (its
    /// type's store size, padding and extra bits as a `store` leaves them)
    /// at `dest`, `dest + A`, ..., `A` the type's allocation size, each
    /// with the checks of a `store`: the first invalid one is UB. As for
    /// the other memory intrinsics, `isvolatile` makes no event.
    pub(super) fn eval_memset_pattern_intrinsic(
        &mut self,
        args: &[(Value, TypeId)],
    ) -> Result<(), Stop> {
        let name = "llvm.experimental.memset.pattern";
        let count = well_defined_len(args, name)?;
        if count == 0 {
            return Ok(());
        }
        let dest = self.arg_ptr(args, 0, name)?;
        let Some((val, ty)) = args.get(1) else {
            return Err(Stop::ub(
                UbKind::InvalidCall,
                format!("{name}: missing argument 1"),
            ));
        };
        let stride = self.prog.ty(*ty).alloc_size;
        let mut at = dest;
        for _ in 0..count {
            self.write_value(*ty, val, at, 1, name)?;
            at = Pointer {
                addr: at.addr.wrapping_add(stride),
                ..at
            };
        }
        Ok(())
    }

    /// What every memory intrinsic ends with once its own checks passed:
    /// `memset` fills `len` bytes at `dest`; `memcpy` and `memmove` copy
    /// them from argument 1, which `src_ok` checks first, and `memcpy` has
    /// UB if the ranges overlap (unless they are equal and `equal_ok`).
    fn transfer(
        &mut self,
        (which, name): (&str, &str),
        args: &[(Value, TypeId)],
        dest: Pointer,
        len: u64,
        src_ok: impl Fn(Pointer) -> Result<Pointer, Stop>,
        equal_ok: bool,
    ) -> Result<(), Stop> {
        if which == "memset" {
            let fill = args.get(1).map(|a| a.0.clone()).unwrap_or(Value::Poison);
            return self.memset(dest, &fill, len, name);
        }
        let src = src_ok(self.arg_ptr(args, 1, name)?)?;
        let equal = equal_ok && src.addr == dest.addr;
        if which == "memcpy" && !equal && overlaps(src, dest, len) {
            return Err(Stop::ub(
                UbKind::OverlappingMemcpy,
                format!(
                    "{name} of {len} bytes from {:#x} to {:#x}: the ranges overlap",
                    src.addr, dest.addr
                ),
            ));
        }
        self.copy_bytes(dest, src, len, name)
    }

    /// `llvm.memcpy|memmove|memset.element.unordered.atomic(dest, src|val,
    /// len, element_size)`: as the plain intrinsic, but UB unless the
    /// element size is a power of two, `len` a positive multiple of it and
    /// both pointers aligned to it, and for `memcpy` UB if the ranges
    /// overlap at all. One thread sees the element-wise atomic copy as the
    /// plain one: every byte moves with its bits, poison, undef and
    /// pointer fragments.
    pub(super) fn eval_element_atomic(
        &mut self,
        which: &str,
        args: &[(Value, TypeId)],
    ) -> Result<(), Stop> {
        let name = format!("llvm.{which}.element.unordered.atomic");
        let len = well_defined_len(args, &name)?;
        let size = match args.get(3).map(|a| &a.0) {
            Some(Value::Int(e)) => e.to_u64().filter(|e| e.is_power_of_two()),
            _ => None,
        };
        let Some(size) = size else {
            return Err(Stop::ub(
                UbKind::InvalidOperand,
                format!("{name} with an element size that is not a power of two"),
            ));
        };
        if len == 0 || len % size != 0 {
            return Err(Stop::ub(
                UbKind::InvalidOperand,
                format!(
                    "{name} of {len} bytes, not a positive multiple of the element size {size}"
                ),
            ));
        }
        let aligned = |p: Pointer, what: &str| {
            if p.addr.is_multiple_of(size) {
                Ok(p)
            } else {
                Err(Stop::ub(
                    UbKind::MisalignedAccess,
                    format!(
                        "{name}: {what} {:#x} is not aligned to the element size {size}",
                        p.addr
                    ),
                ))
            }
        };
        let dest = aligned(self.arg_ptr(args, 0, &name)?, "destination")?;
        self.transfer(
            (which, &name),
            args,
            dest,
            len,
            |p| aligned(p, "source"),
            false,
        )
    }

    /// Copies `len` bytes (bits, poison, undef and pointer fragments
    /// alike); the ranges may overlap. The accesses are checked before any
    /// byte moves, and the bytes move in place, a page at a time. When
    /// origins are tracked, the bytes' origins move with them.
    pub(crate) fn copy_bytes(
        &mut self,
        dest: Pointer,
        src: Pointer,
        len: u64,
        what: &str,
    ) -> Result<(), Stop> {
        self.mem.copy(dest, src, len).map_err(|e| match e {
            CopyError::Read(e) => self.access_stop(e, &format!("{what} reading")),
            CopyError::Write(e) => self.access_stop(e, &format!("{what} writing")),
        })?;
        if let Some(origins) = self.origins.as_deref_mut() {
            origins.copy_bytes(dest.addr, src.addr, len);
        }
        Ok(())
    }

    /// Fills `len` bytes with an `i8` value (poison or undef bits included),
    /// in place.
    pub(crate) fn memset(
        &mut self,
        dest: Pointer,
        fill: &Value,
        len: u64,
        what: &str,
    ) -> Result<(), Stop> {
        let bits = match fill {
            Value::Int(b) => ByteBits::plain(b.low_u128() as u8),
            Value::Undef(u) => ByteBits {
                value: u.bits.low_u128() as u8,
                undef: u.undef.low_u128() as u8,
                poison: 0,
            },
            _ => ByteBits::of_fill(Fill::Poison),
        };
        self.mem
            .fill(dest, bits, len)
            .map_err(|e| self.access_stop(e, &format!("{what} writing")))
    }
}

/// The length argument (the third) of a memory intrinsic: UB if it is not
/// well defined (LangRef: "If `<len>` is not a well-defined value, the
/// behavior is undefined").
fn well_defined_len(args: &[(Value, TypeId)], name: &str) -> Result<u64, Stop> {
    match args.get(2).map(|a| &a.0) {
        Some(Value::Int(l)) => Ok(l.to_u64().unwrap_or(u64::MAX)),
        _ => Err(Stop::ub(
            UbKind::InvalidOperand,
            format!("{name} with a length that is poison or undef"),
        )),
    }
}

/// Whether `[a, a+len)` and `[b, b+len)` overlap.
fn overlaps(a: Pointer, b: Pointer, len: u64) -> bool {
    a.addr < b.addr.saturating_add(len) && b.addr < a.addr.saturating_add(len)
}

/// The most bytes a C library function that takes a length from the
/// program (`memcmp`, `fwrite`, ...) moves through a host buffer at once,
/// whatever length the program asks for.
pub(crate) const BULK_CHUNK: u64 = 1 << 16;
