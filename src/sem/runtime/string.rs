//! `<string.h>` (C17 7.24, with the POSIX and GNU additions glibc
//! declares there): copying (`memcpy`, `memmove`, `memset`, `mempcpy`,
//! `memccpy`, `strcpy`, `stpcpy`, `strncpy`, `stpncpy`, `strcat`,
//! `strncat`, `strdup`, `strndup`), comparison (`memcmp`, `strcmp`,
//! `strncmp`, `strcoll`), search (`memchr`, `memrchr`, `rawmemchr`,
//! `strchr`, `strrchr`, `strchrnul`, `strstr`, `strspn`, `strcspn`,
//! `strpbrk`) and `strlen`/`strnlen`; on Apple targets, Apple's
//! `memset_pattern4/8/16`. The comparisons return either the
//! difference of the first differing bytes as `unsigned char` (glibc's
//! x86-64 AVX2 implementations) or its sign (glibc's SSE2 `memcmp` for
//! some lengths, LLVM's constant folding and its `memcmp` expansion), an
//! oracle choice (`unspecified`): C promises only the sign.
//!
//! UB (C17 7.1.4, 7.24.1): a null or otherwise invalid pointer (even with
//! a length of zero), a string without its NUL inside its object, a copy
//! between overlapping objects (except `memmove`), and reading a poison or
//! undef byte whose value matters (except in `memcmp`/`bcmp`, whose result
//! is then poison, or for undef bits one of the values they may take). Copies move bytes as they are (poison,
//! undef and pointer provenance included).

use super::offset;
use crate::apint::ApInt;
use crate::mem::{ByteBits, Bytes, Fill};
use crate::oracle::ChoicePoint;
use crate::sem::intrinsics::memory::BULK_CHUNK;
use crate::sem::machine::Machine;
use crate::sem::stop::{Stop, UbKind};
use crate::syntax::TypeId;
use crate::value::{Pointer, UndefBits, Value};

/// The pattern width of `memset_patternN`.
fn pattern_width(name: &str) -> u64 {
    match name {
        "memset_pattern4" => 4,
        "memset_pattern8" => 8,
        _ => 16,
    }
}

/// Whether `[a, a + n)` and `[b, b + m)` overlap.
fn overlap(a: Pointer, n: u64, b: Pointer, m: u64) -> bool {
    n > 0 && m > 0 && a.addr < b.addr.saturating_add(m) && b.addr < a.addr.saturating_add(n)
}

impl Machine<'_, '_> {
    /// Runs the `<string.h>` function `name`, if it is one llsem implements.
    pub(super) fn call_string(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Option<Option<Value>>, Stop> {
        let ptr = |p: Pointer| Some(Value::Ptr(p));
        Ok(Some(match name {
            "memcpy" | "memmove" | "mempcpy" => {
                let d = self.arg_nonnull(args, 0, name)?;
                let s = self.arg_nonnull(args, 1, name)?;
                let n = self.arg_u64(args, 2, name)?;
                if name != "memmove" && overlap(d, n, s, n) {
                    return Err(overlapping(name, s, d, n));
                }
                if n > 0 {
                    self.copy_bytes(d, s, n, name)?;
                }
                // mempcpy (GNU) returns the end of the copy.
                ptr(if name == "mempcpy" { offset(d, n) } else { d })
            }
            "memccpy" => ptr(self.eval_memccpy(args)?),
            "memset_pattern4" | "memset_pattern8" | "memset_pattern16" if self.apple_target() => {
                self.eval_memset_pattern(name, args)?;
                None
            }
            "memrchr" => {
                let s = self.arg_nonnull(args, 0, name)?;
                let c = self.arg_i64(args, 1, name)? as u8;
                let n = self.arg_u64(args, 2, name)?;
                let mut found = Pointer::NULL;
                for i in (0..n).rev() {
                    let p = offset(s, i);
                    if self.read_defined(p, 1, name)?[0] == c {
                        found = p;
                        break;
                    }
                }
                ptr(found)
            }
            "rawmemchr" => {
                let s = self.arg_nonnull(args, 0, name)?;
                let c = self.arg_i64(args, 1, name)? as u8;
                ptr(self.eval_memchr(s, c, u64::MAX)?)
            }
            "memset" => {
                let d = self.arg_nonnull(args, 0, name)?;
                let c = self.arg_i64(args, 1, name)?;
                let n = self.arg_u64(args, 2, name)?;
                if n > 0 {
                    self.memset(d, &Value::int(8, c as u64), n, name)?;
                }
                ptr(d)
            }
            // glibc's bcmp is memcmp.
            "memcmp" | "bcmp" => {
                let a = self.arg_nonnull(args, 0, name)?;
                let b = self.arg_nonnull(args, 1, name)?;
                let n = self.arg_u64(args, 2, name)?;
                match self.memcmp_bytes(a, b, n, name)? {
                    Some(d) => Some(self.compared(d, ret_ty, name == "bcmp")),
                    None => Some(self.poison_of(ret_ty)?),
                }
            }
            "memchr" => {
                let s = self.arg_nonnull(args, 0, name)?;
                let c = self.arg_i64(args, 1, name)? as u8;
                let n = self.arg_u64(args, 2, name)?;
                ptr(self.eval_memchr(s, c, n)?)
            }
            "strlen" => {
                let s = self.arg_nonnull(args, 0, name)?;
                let len = self.read_c_string(s, name)?.len();
                Some(self.int_result(ret_ty, len as i128))
            }
            "strnlen" => {
                let s = self.arg_nonnull(args, 0, name)?;
                let n = self.arg_u64(args, 1, name)?;
                let len = self.read_c_string_max(s, Some(clamp(n)), name)?.len();
                Some(self.int_result(ret_ty, len as i128))
            }
            "strcmp" | "strcoll" | "strncmp" => {
                let a = self.arg_nonnull(args, 0, name)?;
                let b = self.arg_nonnull(args, 1, name)?;
                let n = if name == "strncmp" {
                    Some(clamp(self.arg_u64(args, 2, name)?))
                } else {
                    None
                };
                let d = self.eval_strcmp(a, b, n, name)?;
                Some(self.compared(d, ret_ty, false))
            }
            "strcpy" | "strncpy" | "strcat" | "strncat" | "stpcpy" | "stpncpy" => {
                ptr(self.eval_strcpy(name, args)?)
            }
            "strchr" | "strrchr" | "strchrnul" | "index" | "rindex" => {
                let s = self.arg_nonnull(args, 0, name)?;
                let c = self.arg_i64(args, 1, name)? as u8;
                let mut bytes = self.read_c_string(s, name)?;
                let len = bytes.len();
                bytes.push(0);
                let found = if matches!(name, "strrchr" | "rindex") {
                    bytes.iter().rposition(|&b| b == c)
                } else {
                    bytes.iter().position(|&b| b == c)
                };
                // strchrnul (GNU) gives the terminating NUL instead of null.
                let found = if name == "strchrnul" {
                    found.or(Some(len))
                } else {
                    found
                };
                ptr(found.map_or(Pointer::NULL, |i| offset(s, i as u64)))
            }
            "strstr" => {
                let h = self.arg_nonnull(args, 0, name)?;
                let n = self.arg_nonnull(args, 1, name)?;
                let hay = self.read_c_string(h, name)?;
                let needle = self.read_c_string(n, name)?;
                let found = if needle.is_empty() {
                    Some(0)
                } else {
                    hay.windows(needle.len())
                        .position(|w| w == needle.as_slice())
                };
                ptr(found.map_or(Pointer::NULL, |i| offset(h, i as u64)))
            }
            "strspn" | "strcspn" => {
                let s = self.arg_nonnull(args, 0, name)?;
                let set = self.arg_nonnull(args, 1, name)?;
                let bytes = self.read_c_string(s, name)?;
                let set = self.read_c_string(set, name)?;
                let inside = name == "strspn";
                let n = bytes
                    .iter()
                    .position(|b| set.contains(b) != inside)
                    .unwrap_or(bytes.len());
                Some(self.int_result(ret_ty, n as i128))
            }
            "strpbrk" => {
                let s = self.arg_nonnull(args, 0, name)?;
                let set = self.arg_nonnull(args, 1, name)?;
                let bytes = self.read_c_string(s, name)?;
                let set = self.read_c_string(set, name)?;
                let found = bytes.iter().position(|b| set.contains(b));
                ptr(found.map_or(Pointer::NULL, |i| offset(s, i as u64)))
            }
            "strdup" | "strndup" => {
                let s = self.arg_nonnull(args, 0, name)?;
                let max = if name == "strndup" {
                    Some(clamp(self.arg_u64(args, 1, name)?))
                } else {
                    None
                };
                let mut bytes = self.read_c_string_max(s, max, name)?;
                bytes.push(0);
                match self.heap_block(bytes.len() as u64, Fill::Zero)? {
                    Value::Ptr(p) if p.addr != 0 => {
                        self.write_plain(p, &bytes, name)?;
                        ptr(p)
                    }
                    other => Some(other),
                }
            }
            _ => return Ok(None),
        }))
    }

    /// How `memcmp` compares byte `i` of `x` with byte `i` of `y`: `None`
    /// if either holds a poison bit, else their difference. Undef bits are
    /// a use of undef each: where they decide the comparison, one of the
    /// outcomes their values allow is chosen (equal, or a difference of
    /// -1 or 1: C promises only the sign).
    fn compared_bytes(&mut self, x: &Bytes, y: &Bytes, i: usize) -> Option<i32> {
        let (p, q) = (x.bits(i), y.bits(i));
        if p.poison | q.poison != 0 {
            return None;
        }
        if p.undef | q.undef == 0 {
            return Some(p.value as i32 - q.value as i32);
        }
        let low = |b: ByteBits| (b.value & !b.undef) as i32;
        let high = |b: ByteBits| (b.value | b.undef) as i32;
        let known = !(p.undef | q.undef);
        let outcomes: Vec<i32> = [
            ((p.value ^ q.value) & known == 0, 0),
            (low(p) < high(q), -1),
            (high(p) > low(q), 1),
        ]
        .into_iter()
        .filter_map(|(possible, d)| possible.then_some(d))
        .collect();
        Some(match outcomes.as_slice() {
            [only] => *only,
            _ => outcomes[self.choose_index(ChoicePoint::UndefUse, outcomes.len() as u64) as usize],
        })
    }

    /// `memcmp(a, b, n)`: the difference of the first differing bytes (as
    /// `unsigned char`), 0 if none; `None` (a poison result) if a byte up
    /// to and including the first difference holds a poison bit in either
    /// object; bytes after it do not matter, and undef bits decide a
    /// byte's comparison as any value they may take would (see
    /// `compared_bytes`; [c-memcmp] in semantics/libc.md). Both objects must hold `n` bytes.
    fn memcmp_bytes(
        &mut self,
        a: Pointer,
        b: Pointer,
        n: u64,
        what: &str,
    ) -> Result<Option<i32>, Stop> {
        if n == 0 {
            return Ok(Some(0));
        }
        // Both objects must hold `n` bytes (checked before any host buffer
        // is sized from `n`); the bytes are compared a chunk at a time.
        let reading = format!("{what} reading");
        for p in [a, b] {
            self.mem
                .check(p, n, 1, false)
                .map_err(|e| self.access_stop(e, &reading))?;
        }
        let mut done = 0;
        while done < n {
            let len = (n - done).min(BULK_CHUNK);
            let x = self
                .mem
                .read(offset(a, done), len, 1)
                .map_err(|e| self.access_stop(e, &reading))?;
            let y = self
                .mem
                .read(offset(b, done), len, 1)
                .map_err(|e| self.access_stop(e, &reading))?;
            for i in 0..len as usize {
                match self.compared_bytes(&x, &y, i) {
                    None => return Ok(None),
                    Some(0) => {}
                    Some(d) => return Ok(Some(d)),
                }
            }
            done += len;
        }
        Ok(Some(0))
    }

    /// `memchr(s, c, n)`: the first byte equal to `c` among the first `n`,
    /// read in order up to the match (C17 7.24.5.1); null if none.
    fn eval_memchr(&self, s: Pointer, c: u8, n: u64) -> Result<Pointer, Stop> {
        for i in 0..n {
            let p = offset(s, i);
            let b = self.read_defined(p, 1, "memchr")?;
            if b[0] == c {
                return Ok(p);
            }
        }
        Ok(Pointer::NULL)
    }

    /// `strcmp`/`strncmp` (at most `n` bytes): the difference of the first
    /// differing bytes as `unsigned char`.
    fn eval_strcmp(
        &self,
        a: Pointer,
        b: Pointer,
        n: Option<usize>,
        what: &str,
    ) -> Result<i32, Stop> {
        // Read both strings only as far as the comparison goes.
        let mut i = 0u64;
        loop {
            if n.is_some_and(|n| i as usize >= n) {
                return Ok(0);
            }
            let x = self.read_defined(offset(a, i), 1, what)?[0];
            let y = self.read_defined(offset(b, i), 1, what)?[0];
            if x != y {
                return Ok(x as i32 - y as i32);
            }
            if x == 0 {
                return Ok(0);
            }
            i += 1;
        }
    }

    /// `strcpy(d, s)`, `strncpy(d, s, n)` (copies at most `n` bytes and
    /// pads with NULs to `n`), `strcat(d, s)`, `strncat(d, s, n)` (appends
    /// at most `n` bytes, then a NUL). UB if source and destination
    /// overlap. Returns `d`; the POSIX `stpcpy` and `stpncpy` copy as
    /// `strcpy` and `strncpy` and return the end of the copied string
    /// (its NUL, or `d + n` when `stpncpy` wrote no NUL).
    fn eval_strcpy(&mut self, name: &str, args: &[(Value, TypeId)]) -> Result<Pointer, Stop> {
        let d = self.arg_nonnull(args, 0, name)?;
        let s = self.arg_nonnull(args, 1, name)?;
        let n = if name.starts_with("strn") || name == "stpncpy" {
            Some(self.arg_u64(args, 2, name)?)
        } else {
            None
        };
        let src = self.read_c_string_max(s, n.map(clamp), name)?;
        let src_len = src.len() as u64;
        let read_len = match n {
            Some(n) if src.len() as u64 >= n => n,
            _ => src.len() as u64 + 1,
        };
        let (at, data, total) = if name.ends_with("cat") {
            let len = self.read_c_string(d, name)?.len() as u64;
            let mut data = src;
            data.push(0);
            let total = data.len() as u64;
            (offset(d, len), data, total)
        } else {
            // `strncpy` writes exactly `n` bytes: the string, then NULs.
            let total = n.unwrap_or(src.len() as u64 + 1);
            let mut data = src;
            if (data.len() as u64) < total {
                data.push(0);
            }
            (d, data, total)
        };
        if overlap(at, total, s, read_len) {
            return Err(overlapping(name, s, d, total));
        }
        // `n` comes from the program: the whole destination is checked
        // before the padding is written (a chunk at a time, by `memset`).
        self.mem
            .check(at, total, 1, true)
            .map_err(|e| self.access_stop(e, &format!("{name} writing")))?;
        self.write_plain(at, &data, name)?;
        let written = data.len() as u64;
        if total > written {
            self.memset(
                offset(at, written),
                &Value::int(8, 0),
                total - written,
                name,
            )?;
        }
        Ok(match name {
            "stpcpy" => offset(d, src_len),
            "stpncpy" => offset(d, (src_len).min(n.unwrap_or(u64::MAX))),
            _ => d,
        })
    }

    /// The result of a comparison whose first differing bytes differ by
    /// `d`: see [`Self::comparison_result`]; but under `--env-libc`, where
    /// the entry function returns the result at once (nothing but the
    /// checker reads it), every value C allows: any of the sign of `d`
    /// (C17 7.24.4.1), any nonzero one for `bcmp` (POSIX). That set is
    /// returned as cubes of undef bits (one use, so a set of fixed values):
    /// the negatives are one (sign bit set), the positives one per highest
    /// set bit, a [`ChoicePoint::Library`] choice.
    fn compared(&mut self, d: i32, ret_ty: TypeId, any_nonzero: bool) -> Value {
        let w = self.prog.module.types.int_width(ret_ty).unwrap_or(32);
        if d == 0 || w < 2 || !self.env.libc || !self.frozen_is_returned() {
            let r = self.comparison_result(d);
            return self.int_result(ret_ty, r as i128);
        }
        // Cubes 0..w-1: highest set bit k (positive); w-1: the negatives.
        let k = if any_nonzero {
            self.choose_index(ChoicePoint::Library, u64::from(w)) as u32
        } else if d < 0 {
            w - 1
        } else {
            self.choose_index(ChoicePoint::Library, u64::from(w - 1)) as u32
        };
        let bit = ApInt::one(w).shl(k);
        Value::Undef(Box::new(UndefBits {
            undef: ApInt::all_ones(w).lshr(w - k),
            bits: bit,
        }))
    }

    /// What a comparison function returns for the difference `d` of the
    /// first differing bytes: `d` or its sign, as the oracle chooses where
    /// they differ.
    pub(super) fn comparison_result(&mut self, d: i32) -> i32 {
        if d.abs() <= 1 {
            return d;
        }
        match self.choose_index(crate::oracle::ChoicePoint::Unspecified, 2) {
            0 => d,
            _ => d.signum(),
        }
    }

    /// `memccpy(d, s, c, n)` (POSIX): copies bytes up to and including the
    /// first `c` among the first `n` of `s`; returns the byte after the
    /// copied `c` in `d`, or null if there was none. The bytes read before
    /// the match must be defined (they are compared); copying between
    /// overlapping objects is UB.
    fn eval_memccpy(&mut self, args: &[(Value, TypeId)]) -> Result<Pointer, Stop> {
        let name = "memccpy";
        let d = self.arg_nonnull(args, 0, name)?;
        let s = self.arg_nonnull(args, 1, name)?;
        let c = self.arg_i64(args, 2, name)? as u8;
        let n = self.arg_u64(args, 3, name)?;
        let mut len = n;
        let mut found = false;
        for i in 0..n {
            if self.read_defined(offset(s, i), 1, name)?[0] == c {
                len = i + 1;
                found = true;
                break;
            }
        }
        if overlap(d, len, s, len) {
            return Err(overlapping(name, s, d, len));
        }
        if len > 0 {
            self.copy_bytes(d, s, len, name)?;
        }
        Ok(if found { offset(d, len) } else { Pointer::NULL })
    }
}

/// A length as a `usize` for bounded reads (larger lengths cannot be
/// reached before memory ends).
fn clamp(n: u64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

fn overlapping(what: &str, s: Pointer, d: Pointer, n: u64) -> Stop {
    Stop::ub(
        UbKind::OverlappingMemcpy,
        format!(
            "{what} of {n} bytes from {:#x} to {:#x}: the objects overlap",
            s.addr, d.addr
        ),
    )
}

impl Machine<'_, '_> {
    /// Whether the module is for an Apple target (its triple names
    /// `apple`), whose C library has the `memset_patternN` functions.
    fn apple_target(&self) -> bool {
        self.prog
            .module
            .triple
            .as_deref()
            .is_some_and(|t| t.contains("-apple-"))
    }

    /// `memset_pattern4/8/16(b, pattern, len)` of Apple's C library
    /// (`memset_pattern(3)` in `<string.h>`): fills the `len` bytes at `b`
    /// with copies of the pattern's first N bytes, the last copy cut
    /// short; the bytes move as they are, as in `memcpy`. LLVM knows these
    /// functions on Apple targets only (its `TargetLibraryInfo`), where
    /// `inferattrs` and DSE rely on every byte being written. A null or
    /// invalid pointer, or a pattern that overlaps the destination, is UB
    /// as for `memcpy`.
    fn eval_memset_pattern(&mut self, name: &str, args: &[(Value, TypeId)]) -> Result<(), Stop> {
        let d = self.arg_nonnull(args, 0, name)?;
        let p = self.arg_nonnull(args, 1, name)?;
        let n = self.arg_u64(args, 2, name)?;
        let width = pattern_width(name);
        if overlap(d, n, p, width.min(n)) {
            return Err(overlapping(name, p, d, n));
        }
        let mut done = 0;
        while done < n {
            let k = width.min(n - done);
            self.copy_bytes(offset(d, done), p, k, name)?;
            done += k;
        }
        Ok(())
    }
}
