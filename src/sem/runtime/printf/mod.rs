//! glibc-compatible `printf`-family formatting: the pure part of llsem's
//! `printf`, `sprintf`, `snprintf`, `fprintf`, ... The interpreter supplies
//! the arguments through [`ArgSource`] (over its `va_list` or call
//! arguments) and writes the returned bytes where the C function would.
//!
//! The output is byte-identical to glibc 2.36 on x86-64 Linux in the C
//! locale for every conversion llsem supports; the rest are reported as
//! [`FormatError::Unsupported`], never approximated.

mod bignum;
mod decimal;
mod float;
mod int;
mod spec;

#[cfg(test)]
mod glibc_tests;
#[cfg(test)]
mod tests;

use spec::{Conversion, Count, Flags, Spec, SpecError, parse_spec};

/// The largest field width or numeric precision llsem will produce: glibc
/// accepts up to `INT_MAX`, but a run's output must stay bounded.
pub const MAX_FIELD: u64 = 1 << 24;

/// The largest `%s` precision: glibc fails with `EOVERFLOW` beyond `INT_MAX`.
const MAX_STR_PRECISION: u64 = i32::MAX as u64;

/// Where the formatter gets each argument from, in order; the interpreter
/// implements this over its `va_list` or call arguments.
pub trait ArgSource {
    /// The interpreter's reason for failing to supply an argument (for
    /// example, immediate UB from reading past the last argument).
    type Error;

    /// The next integer argument, read as `bits` wide (32 or 64: the
    /// promoted types), as raw bits in the low end of the result.
    fn next_int(&mut self, bits: u32) -> Result<u64, Self::Error>;

    /// The next `double` argument, as its raw IEEE bits.
    fn next_double(&mut self) -> Result<u64, Self::Error>;

    /// The next `long double` argument, as its raw x86_fp80 bits (the low 80).
    fn next_long_double(&mut self) -> Result<u128, Self::Error>;

    /// The next pointer argument, as an address.
    fn next_ptr(&mut self) -> Result<u64, Self::Error>;

    /// The next pointer argument read as a C string: `None` for a null
    /// pointer, else the bytes before its NUL, reading at most `max` bytes
    /// when given (a precision: then no NUL is needed within them).
    fn next_str(&mut self, max: Option<usize>) -> Result<Option<Vec<u8>>, Self::Error>;

    /// `%n`: takes the next pointer argument and stores `count` (the bytes
    /// output so far) there as an integer of `bits` bits (8 for `%hhn`, 16
    /// for `%hn`, 32 for `%n`, 64 for `%ln`, ...). `None` if the source
    /// cannot store (then `%n` is reported as unsupported).
    fn store_count(&mut self, bits: u32, count: u64) -> Option<Result<(), Self::Error>> {
        let _ = (bits, count);
        None
    }
}

/// Why a format could not be formatted.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FormatError<E> {
    /// The argument source failed; its error is carried through unchanged.
    #[error("{0}")]
    Arg(E),
    /// A conversion specification llsem does not implement (`spec` is its
    /// text from the `%`).
    #[error("unsupported printf conversion `{spec}`: {reason}")]
    Unsupported {
        /// The specification as written, from its `%`.
        spec: String,
        /// Why it is not supported.
        reason: &'static str,
    },
    /// A field width or precision beyond [`MAX_FIELD`] (or, for `%s`, beyond `INT_MAX`).
    #[error("printf field width or precision {value} in `{spec}` is larger than llsem supports")]
    TooLarge {
        /// The specification as written, from its `%`.
        spec: String,
        /// The requested width or precision.
        value: u64,
    },
}

/// One converted field before padding: the part that zero padding goes
/// after (sign, `0x`), and the rest.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Field {
    /// Sign and radix prefix.
    prefix: Vec<u8>,
    /// Digits or text.
    body: Vec<u8>,
    /// Whether the `0` flag pads this field with zeros (else spaces).
    zero_pad: bool,
    /// What pads a left-justified field on the right: a space, except in a
    /// corner of glibc's slow path (see [`float::LeftFill`]); `None` for no padding.
    right_fill: Option<u8>,
}

impl Field {
    /// A field padded the usual way: spaces on the right when left-justified.
    fn new(prefix: Vec<u8>, body: Vec<u8>, zero_pad: bool) -> Self {
        Field {
            prefix,
            body,
            zero_pad,
            right_fill: Some(b' '),
        }
    }
}

/// Formats `fmt` (bytes, without the terminating NUL) with arguments taken
/// from `args` in order, as glibc's `printf` would.
pub fn format<A: ArgSource + ?Sized>(
    fmt: &[u8],
    args: &mut A,
) -> Result<Vec<u8>, FormatError<A::Error>> {
    let mut out = Vec::with_capacity(fmt.len());
    let mut rest = fmt;
    // Set once glibc would have left its fast loop for the rest of the format.
    let mut slow_path = false;
    while let Some(percent) = rest.iter().position(|&byte| byte == b'%') {
        let (literal, from_percent) = rest.split_at(percent);
        out.extend_from_slice(literal);
        // `from_percent` starts with the `%` found above.
        let after = from_percent.get(1..).unwrap_or_default();
        let (spec, len) = parse_spec(after).map_err(|err| spec_error(from_percent, err))?;
        // `parse_spec` consumed `len <= after.len()` bytes, so this is in range.
        let (spec_text, tail) = from_percent.split_at(len + 1);
        slow_path |= spec.enters_slow_path();
        convert(&spec, spec_text, slow_path, args, &mut out)?;
        rest = tail;
    }
    out.extend_from_slice(rest);
    Ok(out)
}

/// The error for a specification that does not parse; `text` starts at its `%`.
fn spec_error<E>(text: &[u8], err: SpecError) -> FormatError<E> {
    let (len, reason) = match err {
        SpecError::Incomplete => (
            text.len(),
            "the format ends inside the conversion specification",
        ),
        SpecError::Positional { len } => (
            len + 1,
            "positional arguments (`%n$`, `*n$`) are not supported",
        ),
        SpecError::UnknownConversion { len } => (len + 1, "unknown conversion character"),
    };
    unsupported(text.get(..len).unwrap_or(text), reason)
}

/// An [`FormatError::Unsupported`] for the specification `text`.
fn unsupported<E>(text: &[u8], reason: &'static str) -> FormatError<E> {
    FormatError::Unsupported {
        spec: String::from_utf8_lossy(text).into_owned(),
        reason,
    }
}

/// Performs one conversion; `text` is its specification from the `%`, and
/// `slow_path` whether glibc formats it in its slow (positional) code.
fn convert<A: ArgSource + ?Sized>(
    spec: &Spec,
    text: &[u8],
    slow_path: bool,
    args: &mut A,
    out: &mut Vec<u8>,
) -> Result<(), FormatError<A::Error>> {
    let mut flags = spec.flags;
    let width = resolve_width(spec.width, &mut flags, text, args)?;
    let precision = resolve_precision(spec.precision, args)?;
    let precision_limit = if spec.conversion == Conversion::Str {
        MAX_STR_PRECISION
    } else {
        MAX_FIELD
    };
    let precision = precision
        .map(|value| bounded(value, precision_limit, text))
        .transpose()?;
    let wide = spec.length.is_wide();
    let field = match spec.conversion {
        Conversion::Percent => {
            // glibc ignores flags, width and precision here (`%5%` is `%`).
            out.push(b'%');
            return Ok(());
        }
        Conversion::Signed => {
            let bits = spec.length.int_bits();
            let raw = args.next_int(bits.max(32)).map_err(FormatError::Arg)?;
            let (negative, magnitude) = int::signed_magnitude(raw, bits);
            int::signed_field(negative, magnitude, flags, precision)
        }
        Conversion::Unsigned { base, upper } => {
            let bits = spec.length.int_bits();
            let raw = args.next_int(bits.max(32)).map_err(FormatError::Arg)?;
            int::unsigned_field(int::truncate(raw, bits), base, upper, flags, precision)
        }
        Conversion::Pointer => {
            let addr = args.next_ptr().map_err(FormatError::Arg)?;
            int::pointer_field(addr, flags, precision)
        }
        Conversion::Char if wide => {
            return Err(unsupported(
                text,
                "wide characters (`%lc`) are not supported",
            ));
        }
        Conversion::Str if wide => {
            return Err(unsupported(text, "wide strings (`%ls`) are not supported"));
        }
        Conversion::Char => {
            let raw = args.next_int(32).map_err(FormatError::Arg)?;
            // `%c` prints the int converted to unsigned char.
            text_field(vec![raw as u8])
        }
        Conversion::Str => {
            let bytes = args.next_str(precision).map_err(FormatError::Arg)?;
            text_field(bytes.unwrap_or_else(|| null_string(precision)))
        }
        Conversion::Float { style, upper } => {
            let arg = if spec.length.is_long_double() {
                float::decode_f80(args.next_long_double().map_err(FormatError::Arg)?)
            } else {
                float::decode_f64(args.next_double().map_err(FormatError::Arg)?)
            };
            let fill = left_fill(spec.flags, flags, slow_path);
            float::float_field(&arg, style, upper, flags, precision, fill)
        }
        Conversion::WriteCount => {
            // glibc ignores flags, width and precision here.
            let bits = spec.length.int_bits();
            return match args.store_count(bits, out.len() as u64) {
                Some(r) => r.map_err(FormatError::Arg),
                None => Err(unsupported(
                    text,
                    "`%n` (writing the output count to memory) is not supported by this argument source",
                )),
            };
        }
        Conversion::Errno => {
            return Err(unsupported(text, "`%m` (errno's message) is not supported"));
        }
        Conversion::Wide => {
            return Err(unsupported(
                text,
                "wide characters and strings (`%C`, `%S`) are not supported",
            ));
        }
    };
    write_field(out, &field, width, flags.left);
    Ok(())
}

/// How a left-justified float field is filled: glibc's slow path keeps the
/// `0` flag's padding byte when a negative `*` width (`written` has no `-`,
/// `resolved` is left-justified), rather than a `-` flag, left-justifies.
fn left_fill(written: Flags, resolved: Flags, slow_path: bool) -> float::LeftFill {
    if slow_path && written.zero && !written.left && resolved.left {
        float::LeftFill::SlowPathZero
    } else {
        float::LeftFill::Space
    }
}

/// What glibc prints for `%s` of a null pointer: `(null)` unless the
/// precision is too small to hold it, in which case nothing.
fn null_string(precision: Option<usize>) -> Vec<u8> {
    const NULL: &[u8] = b"(null)";
    match precision {
        Some(max) if max < NULL.len() => Vec::new(),
        _ => NULL.to_vec(),
    }
}

/// A field of plain text (`%c`, `%s`): padded with spaces even with `0`.
fn text_field(body: Vec<u8>) -> Field {
    Field::new(Vec::new(), body, false)
}

/// `value` as a `usize` if it is at most `limit`, else [`FormatError::TooLarge`].
fn bounded<E>(value: u64, limit: u64, text: &[u8]) -> Result<usize, FormatError<E>> {
    usize::try_from(value)
        .ok()
        .filter(|_| value <= limit)
        .ok_or_else(|| FormatError::TooLarge {
            spec: String::from_utf8_lossy(text).into_owned(),
            value,
        })
}

/// The field width: a `*` reads an `int`, and a negative one means the `-`
/// flag with its magnitude as the width.
fn resolve_width<A: ArgSource + ?Sized>(
    count: Option<Count>,
    flags: &mut Flags,
    text: &[u8],
    args: &mut A,
) -> Result<usize, FormatError<A::Error>> {
    let value = match count {
        None => 0,
        Some(Count::Given(value)) => value,
        Some(Count::Star) => {
            let star = read_star(args)?;
            if star < 0 {
                flags.left = true;
            }
            u64::from(star.unsigned_abs())
        }
    };
    bounded(value, MAX_FIELD, text)
}

/// The precision: a `*` reads an `int`, and a negative one means none.
fn resolve_precision<A: ArgSource + ?Sized>(
    count: Option<Count>,
    args: &mut A,
) -> Result<Option<u64>, FormatError<A::Error>> {
    match count {
        None => Ok(None),
        Some(Count::Given(value)) => Ok(Some(value)),
        Some(Count::Star) => {
            let star = read_star(args)?;
            Ok(u64::try_from(star).ok())
        }
    }
}

/// Reads the `int` argument of a `*`.
fn read_star<A: ArgSource + ?Sized>(args: &mut A) -> Result<i32, FormatError<A::Error>> {
    let raw = args.next_int(32).map_err(FormatError::Arg)?;
    // The low 32 bits are the int's two's-complement representation.
    Ok(raw as u32 as i32)
}

/// Writes `field` padded to `width`: its right fill after it when
/// left-justified, zeros between prefix and body when zero-padded, else
/// spaces before it.
fn write_field(out: &mut Vec<u8>, field: &Field, width: usize, left: bool) {
    let len = field.prefix.len() + field.body.len();
    let pad = width.saturating_sub(len);
    if left {
        out.extend_from_slice(&field.prefix);
        out.extend_from_slice(&field.body);
        if let Some(fill) = field.right_fill {
            out.resize(out.len() + pad, fill);
        }
    } else if field.zero_pad {
        out.extend_from_slice(&field.prefix);
        out.resize(out.len() + pad, b'0');
        out.extend_from_slice(&field.body);
    } else {
        out.resize(out.len() + pad, b' ');
        out.extend_from_slice(&field.prefix);
        out.extend_from_slice(&field.body);
    }
}
