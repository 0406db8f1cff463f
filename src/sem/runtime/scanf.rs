//! The `scanf` family's format interpreter (C17 7.21.6.2), apart from the
//! machine: it reads characters from a [`ScanInput`] and returns, in order,
//! the values to store through the pointer arguments, which the caller
//! writes. Where C leaves a choice it follows glibc 2.36: an input item is
//! the longest sequence that is a prefix of a matching sequence, and a
//! number item that ends in an incomplete exponent (`1e`, `1.5e+`) or a
//! bare hexadecimal prefix (`0x`) is converted from its complete part,
//! with those characters consumed.
//!
//! Supported: the whitespace and ordinary-character directives, `%%`,
//! assignment suppression `*`, field widths, the length modifiers `hh h l
//! ll j z t L q`, and the conversions `d i u o x X` (and `p`), `a e f g` (and
//! upper case), `c s [` (with `^` and ranges), `n`. A converted integer
//! that does not fit its object is UB (C17 7.21.6.2p10; glibc keeps the
//! low bits).

use crate::apint::ApInt;
use crate::syntax::FloatKind;

/// Where `scanf` reads from.
pub trait ScanInput {
    /// The error the input may give (the machine's stop).
    type Error;
    /// The next character, without consuming it; `None` at the end.
    fn peek(&mut self) -> Result<Option<u8>, Self::Error>;
    /// Consumes the character `peek` returned.
    fn bump(&mut self);
}

/// One value to store, in argument order.
#[derive(Clone, Debug, PartialEq)]
pub enum Assign {
    /// An integer of this many bits.
    Int(ApInt),
    /// A floating-point number.
    Float {
        /// Its format (`float`, `double`, `long double`).
        kind: FloatKind,
        /// Its bits.
        bits: u128,
    },
    /// A pointer (`%p`) with this address.
    Ptr(u64),
    /// Characters (`%c`), or a string with its NUL (`%s`, `%[`).
    Bytes(Vec<u8>),
}

/// How a `scanf` call ended.
#[derive(Clone, Debug, PartialEq)]
pub struct Scanned {
    /// The values to store, in the order of the pointer arguments.
    pub stores: Vec<Assign>,
    /// The function's result: the number of assigned conversions (`%n`
    /// not counted), or -1 (`EOF`) if input ended before the first
    /// conversion completed.
    pub result: i64,
}

/// Why `scanf` cannot go on.
#[derive(Clone, Debug, PartialEq)]
pub enum ScanError<E> {
    /// The input's error.
    Input(E),
    /// UB: a converted value does not fit its object.
    NotRepresentable(String),
    /// A format llsem does not interpret (or an invalid one).
    Unsupported(String),
}

/// A conversion's length modifier, as the width of its object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Length {
    Hh,
    H,
    Default,
    L,
    Ll,
    BigL,
}

impl Length {
    /// The integer object's width (x86-64 LP64).
    fn int_bits(self) -> u32 {
        match self {
            Length::Hh => 8,
            Length::H => 16,
            Length::Default => 32,
            Length::L | Length::Ll | Length::BigL => 64,
        }
    }

    /// The floating-point object's format.
    fn float_kind(self) -> FloatKind {
        match self {
            Length::L => FloatKind::Double,
            Length::BigL | Length::Ll => FloatKind::X86Fp80,
            _ => FloatKind::Float,
        }
    }
}

/// C's `isspace` in the "C" locale.
fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// The input with a character count.
struct Reader<'a, I: ScanInput> {
    input: &'a mut I,
    count: u64,
}

impl<I: ScanInput> Reader<'_, I> {
    fn peek(&mut self) -> Result<Option<u8>, ScanError<I::Error>> {
        self.input.peek().map_err(ScanError::Input)
    }

    fn bump(&mut self) {
        self.input.bump();
        self.count += 1;
    }

    /// Skips white space; `false` if the input ended.
    fn skip_space(&mut self) -> Result<bool, ScanError<I::Error>> {
        loop {
            match self.peek()? {
                Some(c) if is_space(c) => self.bump(),
                Some(_) => return Ok(true),
                None => return Ok(false),
            }
        }
    }

    /// Consumes the longest run of characters (at most `width`) for which
    /// `prefix` holds of the text read so far.
    fn take_while_prefix(
        &mut self,
        width: u64,
        prefix: &dyn Fn(&[u8]) -> bool,
    ) -> Result<Vec<u8>, ScanError<I::Error>> {
        let mut s = Vec::new();
        while (s.len() as u64) < width {
            let Some(c) = self.peek()? else { break };
            s.push(c);
            if !prefix(&s) {
                s.pop();
                break;
            }
            self.bump();
        }
        Ok(s)
    }
}

/// The outcome of one directive.
enum Step {
    /// Go on.
    Next,
    /// A matching failure: stop, returning the count so far.
    Fail,
    /// An input failure: stop, returning `EOF` if nothing was converted.
    End,
}

/// Interprets `fmt` against `input`.
pub fn scan<I: ScanInput>(fmt: &[u8], input: &mut I) -> Result<Scanned, ScanError<I::Error>> {
    let mut r = Reader { input, count: 0 };
    let mut stores = Vec::new();
    let mut assigned = 0i64;
    // Whether a conversion (other than %n) has completed.
    let mut converted = false;
    let mut i = 0;
    while i < fmt.len() {
        let c = fmt[i];
        let step = if is_space(c) {
            while i + 1 < fmt.len() && is_space(fmt[i + 1]) {
                i += 1;
            }
            r.skip_space()?;
            Step::Next
        } else if c != b'%' || fmt.get(i + 1) == Some(&b'%') {
            if c == b'%' {
                i += 1;
                // `%%` skips white space first (C17 7.21.6.2p8).
                r.skip_space()?;
            }
            match r.peek()? {
                Some(x) if x == c => {
                    r.bump();
                    Step::Next
                }
                Some(_) => Step::Fail,
                None => Step::End,
            }
        } else {
            let (spec, next) = parse_spec(fmt, i + 1)?;
            i = next - 1;
            let step = convert(&mut r, &spec, &mut stores)?;
            if let Step::Next = step
                && spec.conv != b'n'
            {
                converted = true;
                if !spec.suppress {
                    assigned += 1;
                }
            }
            step
        };
        match step {
            Step::Next => i += 1,
            Step::Fail => break,
            Step::End => {
                if !converted {
                    return Ok(Scanned { stores, result: -1 });
                }
                break;
            }
        }
    }
    Ok(Scanned {
        stores,
        result: assigned,
    })
}

/// One conversion specification.
struct Spec {
    suppress: bool,
    width: Option<u64>,
    len: Length,
    conv: u8,
    /// For `%[`: the set and whether it is negated.
    set: Option<(Vec<bool>, bool)>,
}

/// Parses the specification after a `%` at `at`; returns it and the index
/// after it.
fn parse_spec<E>(fmt: &[u8], mut at: usize) -> Result<(Spec, usize), ScanError<E>> {
    let unsupported = |why: &str| ScanError::Unsupported(why.to_string());
    let suppress = fmt.get(at) == Some(&b'*');
    if suppress {
        at += 1;
    }
    let mut width = None;
    while let Some(d) = fmt.get(at).filter(|c| c.is_ascii_digit()) {
        width = Some(width.unwrap_or(0u64).saturating_mul(10) + u64::from(d - b'0'));
        at += 1;
    }
    if width == Some(0) {
        return Err(unsupported("a field width of 0"));
    }
    let mut len = Length::Default;
    loop {
        len = match (fmt.get(at), len) {
            (Some(b'h'), Length::H) => Length::Hh,
            (Some(b'h'), _) => Length::H,
            (Some(b'l'), Length::L) => Length::Ll,
            (Some(b'l'), _) => Length::L,
            (Some(b'q'), _) => Length::Ll,
            (Some(b'L'), _) => Length::BigL,
            (Some(b'j' | b'z' | b't'), _) => Length::L,
            _ => break,
        };
        at += 1;
    }
    let conv = *fmt
        .get(at)
        .ok_or_else(|| unsupported("a conversion specification cut short"))?;
    at += 1;
    let mut set = None;
    match conv {
        b'd' | b'i' | b'u' | b'o' | b'x' | b'X' | b'p' | b'a' | b'A' | b'e' | b'E' | b'f'
        | b'F' | b'g' | b'G' | b'c' | b's' | b'n' => {}
        b'[' => {
            let negate = fmt.get(at) == Some(&b'^');
            if negate {
                at += 1;
            }
            let mut members = vec![false; 256];
            let start = at;
            loop {
                let c = *fmt
                    .get(at)
                    .ok_or_else(|| unsupported("an unterminated %[ set"))?;
                if c == b']' && at > start {
                    at += 1;
                    break;
                }
                // `a-z` is a range (glibc) unless `-` is first or last.
                if fmt.get(at + 1) == Some(&b'-') && fmt.get(at + 2).is_some_and(|&e| e != b']') {
                    let e = fmt[at + 2];
                    for m in c.min(e)..=c.max(e) {
                        members[m as usize] = true;
                    }
                    at += 3;
                } else {
                    members[c as usize] = true;
                    at += 1;
                }
            }
            set = Some((members, negate));
        }
        other => {
            return Err(ScanError::Unsupported(format!(
                "the conversion %{}",
                other as char
            )));
        }
    }
    Ok((
        Spec {
            suppress,
            width,
            len,
            conv,
            set,
        },
        at,
    ))
}

/// Runs one conversion.
fn convert<I: ScanInput>(
    r: &mut Reader<'_, I>,
    spec: &Spec,
    stores: &mut Vec<Assign>,
) -> Result<Step, ScanError<I::Error>> {
    let width = spec.width.unwrap_or(u64::MAX);
    let mut store = |a: Assign| {
        if !spec.suppress {
            stores.push(a);
        }
    };
    match spec.conv {
        b'n' => {
            store(Assign::Int(ApInt::from_u64(spec.len.int_bits(), r.count)));
            Ok(Step::Next)
        }
        b'c' => {
            let n = spec.width.unwrap_or(1);
            let mut s = Vec::new();
            while (s.len() as u64) < n {
                match r.peek()? {
                    Some(c) => {
                        s.push(c);
                        r.bump();
                    }
                    None => break,
                }
            }
            if s.is_empty() {
                return Ok(Step::End);
            }
            if (s.len() as u64) < n {
                // Too few characters: an input failure after a partial
                // item; nothing is assigned.
                return Ok(Step::End);
            }
            store(Assign::Bytes(s));
            Ok(Step::Next)
        }
        b'[' => {
            let (members, negate) = spec.set.as_ref().expect("parsed with its set");
            let s = r.take_while_prefix(width, &|s: &[u8]| {
                members[*s.last().unwrap_or(&0) as usize] != *negate
            })?;
            if s.is_empty() {
                return Ok(if r.peek()?.is_none() {
                    Step::End
                } else {
                    Step::Fail
                });
            }
            let mut s = s;
            s.push(0);
            store(Assign::Bytes(s));
            Ok(Step::Next)
        }
        _ => {
            if !r.skip_space()? {
                return Ok(Step::End);
            }
            match spec.conv {
                b's' => {
                    let mut s = r.take_while_prefix(width, &|s: &[u8]| {
                        !is_space(*s.last().unwrap_or(&b' '))
                    })?;
                    s.push(0);
                    store(Assign::Bytes(s));
                    Ok(Step::Next)
                }
                b'a' | b'A' | b'e' | b'E' | b'f' | b'F' | b'g' | b'G' => {
                    let s = r.take_while_prefix(width, &float_prefix)?;
                    let Some(text) = float_item(&s) else {
                        return Ok(Step::Fail);
                    };
                    let kind = spec.len.float_kind();
                    let p = super::stdlib::parse_float(&text, kind);
                    store(Assign::Float { kind, bits: p.bits });
                    Ok(Step::Next)
                }
                b'p' if r.peek()? == Some(b'(') => {
                    let s = r.take_while_prefix(width, &|s: &[u8]| b"(nil)".starts_with(s))?;
                    if s != b"(nil)" {
                        return Ok(Step::Fail);
                    }
                    store(Assign::Ptr(0));
                    Ok(Step::Next)
                }
                conv => {
                    let base = match conv {
                        b'd' | b'u' => 10,
                        b'o' => 8,
                        b'i' => 0,
                        _ => 16,
                    };
                    let s = r.take_while_prefix(width, &|s: &[u8]| int_prefix(s, base))?;
                    let Some((negative, magnitude)) = int_item(&s, base) else {
                        return Ok(Step::Fail);
                    };
                    if conv == b'p' {
                        let v = magnitude.unwrap_or(u64::MAX);
                        store(Assign::Ptr(if negative { v.wrapping_neg() } else { v }));
                        return Ok(Step::Next);
                    }
                    let bits = spec.len.int_bits();
                    let signed = matches!(conv, b'd' | b'i');
                    match fit_int(negative, magnitude, bits, signed) {
                        Some(v) => store(Assign::Int(v)),
                        None if spec.suppress => {}
                        None => {
                            return Err(ScanError::NotRepresentable(format!(
                                "%{} of {} does not fit in its {bits}-bit object",
                                conv as char,
                                String::from_utf8_lossy(&s)
                            )));
                        }
                    }
                    Ok(Step::Next)
                }
            }
        }
    }
}

/// Whether `s` is a prefix of an integer in `base` (0: C's automatic
/// base): a sign, a `0x` prefix where the base allows one, digits.
fn int_prefix(s: &[u8], base: u32) -> bool {
    let body = s
        .strip_prefix(b"-")
        .or_else(|| s.strip_prefix(b"+"))
        .unwrap_or(s);
    let (digits, radix) = match body {
        [b'0', b'x' | b'X', rest @ ..] if base == 0 || base == 16 => (rest, 16),
        [b'0', ..] if base == 0 => (body, 8),
        _ if base == 0 => (body, 10),
        _ => (body, base),
    };
    digits.iter().all(|c| (*c as char).is_digit(radix))
}

/// The sign and magnitude (`None`: beyond 64 bits) of an integer item, or
/// `None` if it is not one; a bare `0x` is 0 (glibc).
fn int_item(s: &[u8], base: u32) -> Option<(bool, Option<u64>)> {
    let negative = s.first() == Some(&b'-');
    let body = s
        .strip_prefix(b"-")
        .or_else(|| s.strip_prefix(b"+"))
        .unwrap_or(s);
    let (digits, radix): (&[u8], u32) = match body {
        [b'0', b'x' | b'X'] if base == 0 || base == 16 => (b"0", 16),
        [b'0', b'x' | b'X', rest @ ..] if base == 0 || base == 16 => (rest, 16),
        [b'0', ..] if base == 0 => (body, 8),
        _ if base == 0 => (body, 10),
        _ => (body, base),
    };
    if digits.is_empty() {
        return None;
    }
    let mut v: Option<u64> = Some(0);
    for c in digits {
        let d = (*c as char).to_digit(radix)?;
        v = v
            .and_then(|v| v.checked_mul(u64::from(radix)))
            .and_then(|v| v.checked_add(u64::from(d)));
    }
    Some((negative, v))
}

/// The value of a signed magnitude in a `bits`-bit object: signed
/// conversions need the value in range; unsigned ones take a negated
/// magnitude modulo 2^bits, as `strtoul` does, if the magnitude fits.
fn fit_int(negative: bool, magnitude: Option<u64>, bits: u32, signed: bool) -> Option<ApInt> {
    let m = magnitude?;
    let wide = ApInt::from_u64(bits + 1, m);
    if signed {
        let limit = ApInt::signed_max(bits).zext(bits + 1);
        if negative {
            // -m fits if m <= 2^(bits-1).
            if wide.ugt(&limit.add(&ApInt::one(bits + 1))) {
                return None;
            }
            return Some(wide.negate().trunc(bits));
        }
        if wide.ugt(&limit) {
            return None;
        }
        return Some(wide.trunc(bits));
    }
    if !wide.trunc_fits_unsigned(bits) {
        return None;
    }
    let v = wide.trunc(bits);
    Some(if negative { v.negate() } else { v })
}

/// Whether `s` is a prefix of a floating-point number: a sign, then
/// `inf`/`infinity`/`nan`/`nan(chars)`, a hexadecimal number with an
/// optional `p` exponent, or a decimal one with an optional `e` exponent.
fn float_prefix(s: &[u8]) -> bool {
    let body = s
        .strip_prefix(b"-")
        .or_else(|| s.strip_prefix(b"+"))
        .unwrap_or(s);
    let lower: Vec<u8> = body.iter().map(u8::to_ascii_lowercase).collect();
    if lower.first().is_some_and(|c| *c == b'i' || *c == b'n') {
        if b"infinity".starts_with(&lower) {
            return true;
        }
        let Some(rest) = lower.strip_prefix(b"nan") else {
            return b"nan".starts_with(&lower);
        };
        return match rest {
            [] => true,
            [b'(', inner @ ..] => match inner.split_last() {
                Some((b')', chars)) => chars
                    .iter()
                    .all(|c| c.is_ascii_alphanumeric() || *c == b'_'),
                _ => inner
                    .iter()
                    .all(|c| c.is_ascii_alphanumeric() || *c == b'_'),
            },
            _ => false,
        };
    }
    let (digits, exp): (fn(&u8) -> bool, u8) = if lower.starts_with(b"0x") {
        (u8::is_ascii_hexdigit, b'p')
    } else {
        (u8::is_ascii_digit, b'e')
    };
    let mant = if exp == b'p' { &lower[2..] } else { &lower[..] };
    let mut seen_dot = false;
    let mut seen_digit = exp == b'p';
    let mut i = 0;
    while i < mant.len() {
        let c = mant[i];
        if digits(&c) {
            seen_digit = true;
        } else if c == b'.' && !seen_dot {
            seen_dot = true;
        } else if c == exp && seen_digit {
            let e = &mant[i + 1..];
            let e = e
                .strip_prefix(b"-")
                .or_else(|| e.strip_prefix(b"+"))
                .unwrap_or(e);
            return e.iter().all(u8::is_ascii_digit);
        } else {
            return false;
        }
        i += 1;
    }
    true
}

/// The text to convert for a floating-point item, or `None` if the item
/// is no number: an incomplete exponent or hexadecimal prefix at its end
/// is dropped (glibc); `infinit` and other partial words fail.
fn float_item(s: &[u8]) -> Option<Vec<u8>> {
    let body_at = usize::from(matches!(s.first(), Some(b'-' | b'+')));
    let lower: Vec<u8> = s[body_at..].iter().map(u8::to_ascii_lowercase).collect();
    if lower.first().is_some_and(|c| *c == b'i' || *c == b'n') {
        let ok = lower == b"inf"
            || lower == b"infinity"
            || lower == b"nan"
            || (lower.starts_with(b"nan(") && lower.ends_with(b")"));
        return ok.then(|| s.to_vec());
    }
    let mut t = s.to_vec();
    let exp = if lower.starts_with(b"0x") { b'p' } else { b'e' };
    // Drop a dangling exponent: `e`, `e+`, `e-`.
    if let Some(pos) = t.iter().rposition(|c| c.to_ascii_lowercase() == exp) {
        let tail = &t[pos + 1..];
        let tail = tail
            .strip_prefix(b"-")
            .or_else(|| tail.strip_prefix(b"+"))
            .unwrap_or(tail);
        if tail.is_empty() {
            t.truncate(pos);
        }
    }
    let mant = &t[body_at..];
    let digits: &[u8] = if exp == b'p' { &mant[2..] } else { mant };
    let has_digit = if exp == b'p' {
        // `0x` alone is the number 0.
        true
    } else {
        digits
            .iter()
            .take_while(|c| **c != b'e' && **c != b'E')
            .any(u8::is_ascii_digit)
    };
    if !has_digit {
        return None;
    }
    if exp == b'p' && !digits.iter().any(u8::is_ascii_hexdigit) {
        return Some(b"0".to_vec());
    }
    Some(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A string as input.
    struct Text<'a>(&'a [u8], usize);

    impl ScanInput for Text<'_> {
        type Error = ();
        fn peek(&mut self) -> Result<Option<u8>, ()> {
            Ok(self.0.get(self.1).copied())
        }
        fn bump(&mut self) {
            self.1 += 1;
        }
    }

    fn run(input: &str, fmt: &str) -> (i64, Vec<Assign>, usize) {
        let mut t = Text(input.as_bytes(), 0);
        let s = scan(fmt.as_bytes(), &mut t).expect("scans");
        (s.result, s.stores, t.1)
    }

    fn int(bits: u32, v: i64) -> Assign {
        Assign::Int(ApInt::from_i64(bits, v))
    }

    fn float(x: f32) -> Assign {
        Assign::Float {
            kind: FloatKind::Float,
            bits: x.to_bits() as u128,
        }
    }

    fn bytes(s: &str) -> Assign {
        Assign::Bytes(s.as_bytes().to_vec())
    }

    // The expectations are glibc 2.36's (sscanf on x86-64).

    #[test]
    fn hexadecimal_prefixes_and_bases() {
        assert_eq!(run("0xg", "%x%n"), (1, vec![int(32, 0), int(32, 2)], 2));
        assert_eq!(run("0xg", "%i%n"), (1, vec![int(32, 0), int(32, 2)], 2));
        assert_eq!(run("0777", "%i"), (1, vec![int(32, 511)], 4));
        assert_eq!(run("08", "%i%n"), (1, vec![int(32, 0), int(32, 1)], 1));
        assert_eq!(run("-0x10", "%x"), (1, vec![int(32, -16)], 5));
        assert_eq!(run("+5", "%d"), (1, vec![int(32, 5)], 2));
        assert_eq!(run("-1", "%u"), (1, vec![int(32, -1)], 2));
    }

    #[test]
    fn failures_and_eof() {
        assert_eq!(run("-", "%d").0, 0);
        assert_eq!(run("  ", "%d").0, -1);
        assert_eq!(run("", "%d").0, -1);
        assert_eq!(run("abc", "%d").0, 0);
        assert_eq!(run("12 abc", "%d %d"), (1, vec![int(32, 12)], 3));
        assert_eq!(run("12", "%d%d").0, 1);
        assert_eq!(run("x", "%*d").0, 0);
        assert_eq!(run("ab", "a%%b").0, 0);
        assert_eq!(run(".", "%f").0, 0);
    }

    #[test]
    fn floats_as_glibc_reads_them() {
        // C17's example expects a failure; glibc takes 100 and eats the e.
        let (n, stores, _) = run("100ergs of energy", "%f%20s of %20s");
        assert_eq!(n, 3);
        assert_eq!(
            stores,
            vec![float(100.0), bytes("rgs\0"), bytes("energy\0")]
        );
        assert_eq!(run("1e5x", "%f%n"), (1, vec![float(1e5), int(32, 3)], 3));
        assert_eq!(run("1.5e", "%f%n"), (1, vec![float(1.5), int(32, 4)], 4));
        assert_eq!(run("0x1p3", "%f"), (1, vec![float(8.0)], 5));
        assert_eq!(run("inf nan", "%f").1, vec![float(f32::INFINITY)]);
        assert_eq!(run("nanx", "%f%n").0, 1);
        assert_eq!(run("infinitx", "%f%n").0, 0);
    }

    #[test]
    fn strings_sets_chars_and_counts() {
        assert_eq!(
            run("abc]def", "%[a-c]%n"),
            (1, vec![bytes("abc\0"), int(32, 3)], 3)
        );
        assert_eq!(run("hello", "%3c"), (1, vec![bytes("hel")], 3));
        assert_eq!(run("5 6", "%*d%d"), (1, vec![int(32, 6)], 3));
        assert_eq!(run("12 ", "%d %n"), (1, vec![int(32, 12), int(32, 3)], 3));
        assert_eq!(run("(nil)", "%p"), (1, vec![Assign::Ptr(0)], 5));
        assert_eq!(run("xyz", "%[^y]"), (1, vec![bytes("x\0")], 1));
        assert_eq!(run("  word rest", "%2s"), (1, vec![bytes("wo\0")], 4));
        assert_eq!(run("7", "%hhd%lld"), (1, vec![int(8, 7)], 1));
    }

    #[test]
    fn integers_that_do_not_fit_are_ub() {
        let mut t = Text(b"99999999999", 0);
        assert!(matches!(
            scan(b"%d", &mut t),
            Err(ScanError::NotRepresentable(_))
        ));
        let mut t = Text(b"128", 0);
        assert!(matches!(
            scan(b"%hhd", &mut t),
            Err(ScanError::NotRepresentable(_))
        ));
        assert_eq!(run("-128", "%hhd").1, vec![int(8, -128)]);
        assert_eq!(run("4294967295", "%u").1, vec![int(32, -1)]);
        assert_eq!(run("99999999999999999999", "%*d").0, 0);
    }
}
