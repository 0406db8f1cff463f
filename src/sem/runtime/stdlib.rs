//! `<stdlib.h>` (C17 7.22) and `<assert.h>`: memory management (in
//! `heap.rs`), `exit`/`abort`/`__assert_fail`, integer arithmetic (`abs`,
//! `div`, ...), numeric conversions (`atoi`, `strtol` ... with `endptr`
//! and base 0 detection, `strtod` correctly rounded as glibc does),
//! `rand`/`srand` (glibc's TYPE_3 additive generator, so sequences match
//! native runs), `getenv` (no variable is set), `__errno_location`, and
//! `qsort`/`bsearch` (in `callback.rs`).

use rustc_apfloat::ieee::{Double, Single, X87DoubleExtended};
use rustc_apfloat::{Round, Status};

use super::{EINVAL, ERANGE, offset};
use crate::apint::ApInt;
use crate::sem::machine::Machine;
use crate::sem::stop::{Stop, Trap, UbKind};
use crate::syntax::{FloatKind, TypeId, TypeKind};
use crate::value::{Float, Pointer, Value};

/// glibc's `random_r` state for the default TYPE_3 generator: an additive
/// feedback generator over 31 words with separation 3.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Random {
    state: [i32; 31],
    front: usize,
    rear: usize,
}

impl Random {
    /// The state after `srand(seed)` (a seed of 0 is taken as 1), with the
    /// 310 outputs glibc discards already drawn.
    pub fn seeded(seed: u32) -> Random {
        let seed = if seed == 0 { 1 } else { seed };
        let mut state = [0i32; 31];
        state[0] = seed as i32;
        let mut word = seed as i32 as i64;
        for slot in state.iter_mut().skip(1) {
            // state[i] = 16807 * state[i-1] % 2147483647, without overflow.
            let hi = word / 127_773;
            let lo = word % 127_773;
            word = 16_807 * lo - 2_836 * hi;
            if word < 0 {
                word += 2_147_483_647;
            }
            *slot = word as i32;
        }
        let mut r = Random {
            state,
            front: 3,
            rear: 0,
        };
        for _ in 0..310 {
            r.next();
        }
        r
    }

    /// The next `rand()` value, in `0..=RAND_MAX` (2^31 - 1).
    pub fn next(&mut self) -> i32 {
        let val = (self.state[self.front] as u32).wrapping_add(self.state[self.rear] as u32);
        self.state[self.front] = val as i32;
        self.front += 1;
        if self.front >= 31 {
            self.front = 0;
            self.rear += 1;
        } else {
            self.rear += 1;
            if self.rear >= 31 {
                self.rear = 0;
            }
        }
        (val >> 1) as i32
    }
}

/// The result of parsing an integer as `strtol` and friends do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedInt {
    /// The value, as the bits of the result type.
    pub bits: u64,
    /// Bytes consumed (0 if no number was found: `endptr` is the string).
    pub consumed: usize,
    /// Whether the value was out of range (clamped; `errno = ERANGE`).
    pub out_of_range: bool,
}

/// Parses `s` as `strtol` (signed) or `strtoul` (unsigned) into a
/// `bits`-wide type: leading white space, an optional sign, a `0x`/`0X`
/// prefix for base 16 (and base 0, which also takes a leading `0` for
/// octal), then the longest run of digits of the base. `None` for an
/// invalid base (not 0 or 2..=36).
pub fn parse_int(s: &[u8], base: u32, signed: bool, bits: u32) -> Option<ParsedInt> {
    if base == 1 || base > 36 {
        return None;
    }
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let mut i = 0;
    while is_space(at(i)) {
        i += 1;
    }
    let negative = at(i) == b'-';
    if matches!(at(i), b'+' | b'-') {
        i += 1;
    }
    let hex_prefix = |i: usize| {
        at(i) == b'0' && matches!(at(i + 1), b'x' | b'X') && at(i + 2).is_ascii_hexdigit()
    };
    let mut base = base;
    if (base == 0 || base == 16) && hex_prefix(i) {
        base = 16;
        i += 2;
    } else if base == 0 {
        base = if at(i) == b'0' { 8 } else { 10 };
    }
    let start = i;
    let mut magnitude: u128 = 0;
    let mut huge = false;
    while let Some(d) = (at(i) as char).to_digit(base) {
        magnitude = magnitude * base as u128 + d as u128;
        if magnitude > u64::MAX as u128 * 2 {
            huge = true;
            magnitude = u64::MAX as u128 * 2;
        }
        i += 1;
    }
    if i == start {
        return Some(ParsedInt {
            bits: 0,
            consumed: 0,
            out_of_range: false,
        });
    }
    let mask = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let (bits_out, out_of_range) = if signed {
        let max = (mask >> 1) as u128;
        match (negative, magnitude) {
            (false, m) if m > max || huge => (max as u64, true),
            (false, m) => (m as u64, false),
            (true, m) if m > max + 1 || huge => (((max + 1) as u64).wrapping_neg() & mask, true),
            (true, m) => ((m as u64).wrapping_neg() & mask, false),
        }
    } else if magnitude > mask as u128 || huge {
        (mask, true)
    } else if negative {
        ((magnitude as u64).wrapping_neg() & mask, false)
    } else {
        (magnitude as u64, false)
    };
    Some(ParsedInt {
        bits: bits_out,
        consumed: i,
        out_of_range,
    })
}

/// C's `isspace` in the "C" locale.
fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// The result of parsing a floating-point number as `strtod` does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedFloat {
    /// The bits of the result in the requested format.
    pub bits: u128,
    /// Bytes consumed (0 if no number was found).
    pub consumed: usize,
    /// Whether the result overflowed or underflowed (`errno = ERANGE`).
    pub out_of_range: bool,
}

/// Parses `s` as `strtod` (`kind` double), `strtof` (float) or `strtold`
/// (x86_fp80) do: white
/// space, a sign, then `inf`/`infinity`, `nan`/`nan(chars)`, a hexadecimal
/// number (`0x` digits, optional fraction, optional `p` exponent) or a
/// decimal one (digits, optional fraction, optional `e` exponent), rounded
/// to nearest even.
pub fn parse_float(s: &[u8], kind: FloatKind) -> ParsedFloat {
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let none = ParsedFloat {
        bits: 0,
        consumed: 0,
        out_of_range: false,
    };
    let mut i = 0;
    while is_space(at(i)) {
        i += 1;
    }
    let negative = at(i) == b'-';
    if matches!(at(i), b'+' | b'-') {
        i += 1;
    }
    let rest = &s[i.min(s.len())..];
    let lower: Vec<u8> = rest.iter().take(8).map(u8::to_ascii_lowercase).collect();
    let (text, len) = if lower.starts_with(b"infinity") {
        ("inf".to_string(), 8)
    } else if lower.starts_with(b"inf") {
        ("inf".to_string(), 3)
    } else if lower.starts_with(b"nan") {
        let mut len = 3;
        let mut text = "nan".to_string();
        if at(i + 3) == b'(' {
            let body: Vec<u8> = rest[4..]
                .iter()
                .copied()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == b'_')
                .collect();
            if at(i + 4 + body.len()) == b')' {
                len = 5 + body.len();
                let payload = parse_int(&body, 0, false, 64)
                    .filter(|p| p.consumed == body.len())
                    .map_or(0, |p| p.bits);
                if payload != 0 {
                    text = format!("nan({payload})");
                }
            }
        }
        (text, len)
    } else {
        match number_text(rest) {
            Some(t) => t,
            None => return none,
        }
    };
    let (bits, status) = match kind {
        FloatKind::Float => convert::<Single>(&text, negative),
        FloatKind::X86Fp80 => convert::<X87DoubleExtended>(&text, negative),
        _ => convert::<Double>(&text, negative),
    };
    ParsedFloat {
        bits,
        consumed: i + len,
        out_of_range: status.intersects(Status::OVERFLOW | Status::UNDERFLOW),
    }
}

/// The text of a decimal or hexadecimal number at the start of `s` in the
/// form `rustc_apfloat` parses, and the bytes it covers.
fn number_text(s: &[u8]) -> Option<(String, usize)> {
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let hex = at(0) == b'0'
        && matches!(at(1), b'x' | b'X')
        && (at(2).is_ascii_hexdigit() || (at(2) == b'.' && at(3).is_ascii_hexdigit()));
    let (digit, exp_char, mut i): (fn(&u8) -> bool, u8, usize) = if hex {
        (u8::is_ascii_hexdigit, b'p', 2)
    } else {
        (u8::is_ascii_digit, b'e', 0)
    };
    let int_start = i;
    while digit(&at(i)) {
        i += 1;
    }
    let int_digits = i - int_start;
    let mut frac_digits = 0;
    if at(i) == b'.' {
        let f = i + 1;
        let mut j = f;
        while digit(&at(j)) {
            j += 1;
        }
        frac_digits = j - f;
        if int_digits + frac_digits > 0 {
            i = j;
        }
    }
    if int_digits + frac_digits == 0 {
        return None;
    }
    let mantissa = std::str::from_utf8(&s[int_start..i]).ok()?;
    let mut text = String::new();
    if hex {
        text.push_str("0x");
    }
    if mantissa.starts_with('.') {
        text.push('0');
    }
    text.push_str(mantissa);
    if mantissa.ends_with('.') {
        text.push('0');
    }
    let mut exponent = String::new();
    if at(i).to_ascii_lowercase() == exp_char {
        let mut j = i + 1;
        let mut sign = "";
        if matches!(at(j), b'+' | b'-') {
            sign = if at(j) == b'-' { "-" } else { "" };
            j += 1;
        }
        let e_start = j;
        while at(j).is_ascii_digit() {
            j += 1;
        }
        if j > e_start {
            exponent = format!("{sign}{}", std::str::from_utf8(&s[e_start..j]).ok()?);
            i = j;
        }
    }
    if !exponent.is_empty() {
        text.push(exp_char as char);
        text.push_str(&exponent);
    } else if hex {
        text.push_str("p0");
    }
    Some((text, i))
}

/// Converts number text to format `F`, rounding to nearest even.
fn convert<F: rustc_apfloat::Float>(text: &str, negative: bool) -> (u128, Status) {
    match F::from_str_r(text, Round::NearestTiesToEven) {
        Ok(r) => {
            let v = if negative { -r.value } else { r.value };
            (v.to_bits(), r.status)
        }
        Err(_) => (F::NAN.to_bits(), Status::OK),
    }
}

impl Machine<'_, '_> {
    /// Runs the `<stdlib.h>`/`<assert.h>` function `name`, if llsem
    /// implements it.
    pub(super) fn call_stdlib(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Option<Option<Value>>, Stop> {
        if let Some(model) = super::heap::resolve(name) {
            return self.call_heap(model, args, ret_ty).map(Some);
        }
        Ok(Some(match name {
            "realloc" => self.eval_realloc(args, ret_ty)?,
            "reallocarray" => self.eval_reallocarray(args, ret_ty)?,
            "aligned_alloc" | "memalign" | "valloc" | "pvalloc" => {
                self.eval_aligned_alloc(name, args)?
            }
            "posix_memalign" => self.eval_posix_memalign(args, ret_ty)?,
            "exit" | "_exit" | "_Exit" | "quick_exit" => {
                let code = self.arg_i64(args, 0, name)? as i32;
                return Err(Stop::Exited(code));
            }
            "abort" => return Err(Stop::trapped(Trap::SIGABRT, "abort() was called")),
            "__assert_fail" => return Err(self.eval_assert_fail(args)?),
            "abs" | "labs" | "llabs" | "imaxabs" => {
                let w = self.prog.module.types.int_width(ret_ty).unwrap_or(32);
                let v = self.arg_int(args, 0, name)?;
                if v.is_min_signed() {
                    return Err(Stop::ub(
                        UbKind::InvalidOperand,
                        format!(
                            "{name}: the absolute value of the most negative i{w} is not representable"
                        ),
                    ));
                }
                Some(Value::Int(v.abs()))
            }
            "div" | "ldiv" | "lldiv" | "imaxdiv" => Some(self.eval_div(name, args, ret_ty)?),
            "atoi" | "atol" | "atoll" => {
                let s = self.arg_nonnull(args, 0, name)?;
                let bytes = self.number_prefix(s, name)?;
                let bits = if name == "atoi" {
                    64
                } else {
                    self.int_bits(ret_ty)
                };
                let p = parse_int(&bytes, 10, true, bits).unwrap_or(ParsedInt {
                    bits: 0,
                    consumed: 0,
                    out_of_range: false,
                });
                // atoi is (int) strtol(s, NULL, 10).
                Some(self.int_result(ret_ty, p.bits as i64 as i128))
            }
            "strtol" | "strtoll" | "strtoul" | "strtoull" | "strtoimax" | "strtoumax" => {
                Some(self.eval_strtol(name, args, ret_ty)?)
            }
            "strtod" | "strtof" | "strtold" | "atof" => Some(self.eval_strtod(name, args, ret_ty)?),
            "rand" => {
                let r = self
                    .libc()
                    .random
                    .get_or_insert_with(|| Random::seeded(1))
                    .next();
                Some(self.int_result(ret_ty, r as i128))
            }
            "srand" => {
                let seed = self.arg_u64(args, 0, name)? as u32;
                self.libc().random = Some(Random::seeded(seed));
                None
            }
            "getenv" => Some(Value::Ptr(Pointer::NULL)),
            "__errno_location" => Some(Value::Ptr(self.errno_location()?)),
            "qsort" | "bsearch" => {
                self.start_callback(name, args)?;
                None
            }
            "atexit" | "at_quick_exit" | "on_exit" | "setjmp" | "_setjmp" | "longjmp"
            | "signal" | "raise" => {
                return Err(Stop::unsupported(format!("the C library function {name}")));
            }
            _ => return Ok(None),
        }))
    }

    /// A defined integer argument.
    fn arg_int(&self, args: &[(Value, TypeId)], i: usize, what: &str) -> Result<ApInt, Stop> {
        match args.get(i).map(|a| &a.0) {
            Some(Value::Int(v)) => Ok(v.clone()),
            _ => Err(Stop::ub(
                UbKind::InvalidOperand,
                format!("{what}: argument {} is poison, undef or missing", i + 1),
            )),
        }
    }

    /// The width of an integer result type (64 if it is not one).
    fn int_bits(&self, ty: TypeId) -> u32 {
        self.prog.module.types.int_width(ty).unwrap_or(64)
    }

    /// `div(n, d)`, `ldiv`, `lldiv`: `{ quot, rem }` with the quotient
    /// truncated toward zero. UB if `d` is zero or the quotient is not
    /// representable. `div_t` is returned as an `i64` holding both `int`s
    /// (x86-64 passes it in one register); the others as a struct.
    fn eval_div(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Value, Stop> {
        let n = self.arg_int(args, 0, name)?;
        let d = self.arg_int(args, 1, name)?;
        if d.is_zero() {
            return Err(Stop::ub(UbKind::DivisionByZero, format!("{name} by zero")));
        }
        if n.is_min_signed() && d.is_all_ones() {
            return Err(Stop::ub(
                UbKind::DivisionOverflow,
                format!("{name}: the quotient is not representable"),
            ));
        }
        let (q, r) = n.sdivrem(&d);
        Ok(match self.prog.module.types.resolved(ret_ty) {
            TypeKind::Int(64) if n.width() == 32 => Value::Int(r.concat(&q)),
            _ => Value::Aggregate(vec![Value::Int(q), Value::Int(r)].into()),
        })
    }

    /// The bytes at `s` that a number parser may look at: up to the NUL,
    /// or to the end of the object (the parsers stop at the first byte
    /// that cannot continue a number, which a NUL always is).
    fn number_prefix(&self, s: Pointer, what: &str) -> Result<Vec<u8>, Stop> {
        self.read_c_string(s, what)
    }

    /// `strtol(s, endptr, base)` and its unsigned and `long long`
    /// variants: the parsed value (clamped with `errno = ERANGE` when out of
    /// range); `*endptr` (if not null) is set past the number, or to `s` if
    /// there is none. An invalid base sets `errno = EINVAL` and returns 0.
    fn eval_strtol(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Value, Stop> {
        let s = self.arg_nonnull(args, 0, name)?;
        let end = self.arg_ptr(args, 1, name)?;
        let base = self.arg_i64(args, 2, name)?;
        let bytes = self.number_prefix(s, name)?;
        let signed = !name.starts_with("strtou");
        let bits = self.int_bits(ret_ty);
        let Some(p) = u32::try_from(base)
            .ok()
            .and_then(|b| parse_int(&bytes, b, signed, bits))
        else {
            self.set_errno(EINVAL)?;
            return Ok(self.int_result(ret_ty, 0));
        };
        if p.out_of_range {
            self.set_errno(ERANGE)?;
        }
        self.set_endptr(end, s, p.consumed, name)?;
        Ok(Value::Int(ApInt::from_u64(bits, p.bits)))
    }

    /// `strtod(s, endptr)`, `strtof`, `strtold`, `atof(s)`: the correctly rounded
    /// value (`errno = ERANGE` on overflow or underflow); `*endptr` as for
    /// `strtol`.
    fn eval_strtod(
        &mut self,
        name: &str,
        args: &[(Value, TypeId)],
        ret_ty: TypeId,
    ) -> Result<Value, Stop> {
        let s = self.arg_nonnull(args, 0, name)?;
        let kind = match self.prog.module.types.resolved(ret_ty) {
            TypeKind::Float(k @ (FloatKind::Float | FloatKind::Double | FloatKind::X86Fp80)) => *k,
            _ => return Err(Stop::unsupported(format!("{name} returning this type"))),
        };
        let bytes = self.number_prefix(s, name)?;
        let p = parse_float(&bytes, kind);
        if p.out_of_range {
            self.set_errno(ERANGE)?;
        }
        if name != "atof" {
            let end = self.arg_ptr(args, 1, name)?;
            self.set_endptr(end, s, p.consumed, name)?;
        }
        Ok(Value::Float(Float { kind, bits: p.bits }))
    }

    /// `*end = s + consumed`, if `end` is not null.
    fn set_endptr(
        &mut self,
        end: Pointer,
        s: Pointer,
        consumed: usize,
        what: &str,
    ) -> Result<(), Stop> {
        if end.addr == 0 {
            return Ok(());
        }
        let bits = self.prog.module.layout.pointer(0).size_bits;
        let v = Value::Ptr(offset(s, consumed as u64));
        self.write_scalar(end, &crate::mem::Repr::Ptr(bits), &v, what)
    }

    /// `__assert_fail(expr, file, line, function)` (what a failed `assert`
    /// calls): prints glibc's message to standard error, then aborts.
    fn eval_assert_fail(&mut self, args: &[(Value, TypeId)]) -> Result<Stop, Stop> {
        let what = "__assert_fail";
        let expr = self.arg_nonnull(args, 0, what)?;
        let expr = self.read_c_string(expr, what)?;
        let file = self.arg_nonnull(args, 1, what)?;
        let file = self.read_c_string(file, what)?;
        let line = self.arg_u64(args, 2, what)? as u32;
        let func = self.arg_ptr(args, 3, what)?;
        let func = if func.addr == 0 {
            Vec::new()
        } else {
            let mut f = self.read_c_string(func, what)?;
            f.extend_from_slice(b": ");
            f
        };
        let mut msg = b"llsem: ".to_vec();
        msg.extend_from_slice(&file);
        msg.extend_from_slice(format!(":{line}: ").as_bytes());
        msg.extend_from_slice(&func);
        msg.extend_from_slice(b"Assertion `");
        msg.extend_from_slice(&expr);
        msg.extend_from_slice(b"' failed.\n");
        self.output(2, msg)?;
        Ok(Stop::trapped(
            Trap::SIGABRT,
            format!(
                "assertion `{}` failed (abort)",
                String::from_utf8_lossy(&expr)
            ),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glibc_rand_sequence() {
        // glibc: srand(1) (the default) then rand().
        let mut r = Random::seeded(1);
        assert_eq!(
            [r.next(), r.next(), r.next()],
            [1804289383, 846930886, 1681692777]
        );
        let mut z = Random::seeded(0);
        assert_eq!(z.next(), 1804289383);
        let mut s = Random::seeded(42);
        assert_eq!([s.next(), s.next()], [71876166, 708592740]);
    }

    fn strtol(s: &str, base: u32) -> (i64, usize, bool) {
        let p = parse_int(s.as_bytes(), base, true, 64).expect("valid base");
        (p.bits as i64, p.consumed, p.out_of_range)
    }

    #[test]
    fn strtol_bases_prefixes_and_ends() {
        assert_eq!(strtol("0x1F", 16), (31, 4, false));
        assert_eq!(strtol("1F", 16), (31, 2, false));
        assert_eq!(strtol("0x1F", 0), (31, 4, false));
        assert_eq!(strtol("0755", 0), (493, 4, false));
        assert_eq!(strtol("101101", 2), (45, 6, false));
        assert_eq!(strtol("zz", 36), (1295, 2, false));
        assert_eq!(strtol("  -123abc", 10), (-123, 6, false));
        assert_eq!(strtol("", 10), (0, 0, false));
        assert_eq!(strtol("   ", 10), (0, 0, false));
        assert_eq!(strtol("0x", 16), (0, 1, false));
        assert_eq!(strtol("0xg", 0), (0, 1, false));
        assert_eq!(strtol("9223372036854775807", 10), (i64::MAX, 19, false));
        assert_eq!(strtol("9223372036854775808", 10), (i64::MAX, 19, true));
        assert_eq!(strtol("-9223372036854775808", 10), (i64::MIN, 20, false));
        assert_eq!(strtol("-9223372036854775809", 10), (i64::MIN, 20, true));
        assert!(strtol("99999999999999999999999999999999999", 10).2);
        assert_eq!(parse_int(b"1", 1, true, 64), None);
        assert_eq!(parse_int(b"1", 37, true, 64), None);
        // strtoul negates in the unsigned type.
        let u = parse_int(b"-1", 10, false, 64).unwrap();
        assert_eq!((u.bits, u.out_of_range), (u64::MAX, false));
        let big = parse_int(b"18446744073709551616", 10, false, 64).unwrap();
        assert_eq!((big.bits, big.out_of_range), (u64::MAX, true));
        // 32-bit long.
        let p = parse_int(b"4294967296", 10, false, 32).unwrap();
        assert_eq!((p.bits, p.out_of_range), (u32::MAX as u64, true));
    }

    fn strtod(s: &str) -> (f64, usize) {
        let p = parse_float(s.as_bytes(), FloatKind::Double);
        (f64::from_bits(p.bits as u64), p.consumed)
    }

    #[test]
    fn strtod_forms() {
        assert_eq!(strtod("  -3.25e2xyz"), (-325.0, 9));
        assert_eq!(strtod("0x1.8p3"), (12.0, 7));
        assert_eq!(strtod("0x1.8"), (1.5, 5));
        assert_eq!(strtod("1e"), (1.0, 1));
        assert_eq!(strtod("1e+"), (1.0, 1));
        assert_eq!(strtod(".5"), (0.5, 2));
        assert_eq!(strtod("5."), (5.0, 2));
        assert_eq!(strtod("."), (0.0, 0));
        assert_eq!(strtod("0x"), (0.0, 1));
        assert_eq!(strtod("INFINITY!"), (f64::INFINITY, 8));
        assert_eq!(strtod("-inf"), (f64::NEG_INFINITY, 4));
        assert!(strtod("nan(123)").0.is_nan());
        assert_eq!(strtod("nan(123)").1, 8);
        assert_eq!(strtod("nan(").1, 3);
        assert_eq!(strtod("0.1"), (0.1, 3));
        assert_eq!(
            strtod("2.2250738585072011e-308").0,
            2.225_073_858_507_201e-308
        );
        let huge = parse_float(b"1e999", FloatKind::Double);
        assert!(huge.out_of_range && f64::from_bits(huge.bits as u64).is_infinite());
        let f = parse_float(b"0.1", FloatKind::Float);
        assert_eq!(f32::from_bits(f.bits as u32), 0.1f32);
    }
}
