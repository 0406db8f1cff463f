//! Parsing of one printf conversion specification (the text after a `%`),
//! as glibc reads it: flags, field width, precision, length modifier and
//! conversion character. Pure syntax: `*` counts are recorded, not fetched.

/// The flag characters of a conversion specification.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Flags {
    /// `-`: left-justify within the field.
    pub left: bool,
    /// `+`: always print a sign for signed conversions.
    pub plus: bool,
    /// ` `: print a space where a sign would go if there is none.
    pub space: bool,
    /// `#`: the alternative form (`0x` prefixes, kept decimal points, ...).
    pub alt: bool,
    /// `0`: pad numbers with leading zeros instead of spaces.
    pub zero: bool,
}

/// A field width or precision as written in the format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Count {
    /// A decimal number written in the format (saturated at `u64::MAX`).
    Given(u64),
    /// `*`: taken from the next `int` argument.
    Star,
}

/// A length modifier, one variant per spelling glibc accepts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Length {
    /// No length modifier.
    #[default]
    None,
    /// `hh`: `char`.
    Hh,
    /// `h`: `short`.
    H,
    /// `l`: `long` (or `wint_t`/`wchar_t *` for `c`/`s`).
    L,
    /// `ll`: `long long`; glibc also reads `long double` for floats.
    Ll,
    /// `L`: `long double`; glibc also reads `long long` for integers.
    BigL,
    /// `q`: BSD spelling of `ll`/`L`.
    Q,
    /// `j`: `intmax_t`.
    J,
    /// `z`: `size_t`.
    Z,
    /// `Z`: glibc's old spelling of `z`.
    BigZ,
    /// `t`: `ptrdiff_t`.
    T,
}

impl Length {
    /// Whether glibc reads a `long double` for a float conversion with this modifier.
    pub fn is_long_double(self) -> bool {
        matches!(self, Length::Ll | Length::BigL | Length::Q)
    }

    /// Whether glibc reads a wide character or string for `c`/`s` with this
    /// modifier (it sets its `is_long` for every 64-bit-type modifier).
    pub fn is_wide(self) -> bool {
        !matches!(self, Length::None | Length::Hh | Length::H)
    }

    /// The width in bits of the integer type this modifier names on x86-64.
    pub fn int_bits(self) -> u32 {
        match self {
            Length::Hh => 8,
            Length::H => 16,
            Length::None => 32,
            Length::L
            | Length::Ll
            | Length::BigL
            | Length::Q
            | Length::J
            | Length::Z
            | Length::BigZ
            | Length::T => 64,
        }
    }
}

/// The float notations: `f`, `e`, `g` and `a` (the case is kept apart).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloatStyle {
    /// `f`/`F`: fixed-point decimal.
    Fixed,
    /// `e`/`E`: scientific decimal.
    Exponent,
    /// `g`/`G`: the shorter of fixed and scientific, trailing zeros removed.
    General,
    /// `a`/`A`: hexadecimal significand, binary exponent.
    Hex,
}

/// What a conversion character asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conversion {
    /// `d`, `i`: a signed integer in decimal.
    Signed,
    /// `u`, `o`, `x`, `X`, `b`, `B`: an unsigned integer in `base`.
    Unsigned {
        /// 2, 8, 10 or 16.
        base: u32,
        /// Upper-case digits and prefix (`X`, `B`).
        upper: bool,
    },
    /// `c`: one byte.
    Char,
    /// `s`: a NUL-terminated byte string.
    Str,
    /// `p`: a pointer.
    Pointer,
    /// `f F e E g G a A`: a floating-point number.
    Float {
        /// Which notation.
        style: FloatStyle,
        /// Upper-case letters (`F`, `E`, `G`, `A`).
        upper: bool,
    },
    /// `%%`: a literal `%`.
    Percent,
    /// `n`: store the count of bytes written so far (through
    /// `ArgSource::store_count`).
    WriteCount,
    /// `m`: glibc's `strerror(errno)` (not supported by llsem).
    Errno,
    /// `C`, `S`: the old spellings of `lc`, `ls` (not supported by llsem).
    Wide,
}

/// One parsed conversion specification.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spec {
    /// The flags.
    pub flags: Flags,
    /// The minimum field width, if any.
    pub width: Option<Count>,
    /// The precision, if any (`.` alone is `Given(0)`).
    pub precision: Option<Count>,
    /// The length modifier.
    pub length: Length,
    /// The conversion.
    pub conversion: Conversion,
}

impl Spec {
    /// Whether glibc's fast formatting loop rejects this specification and
    /// hands it and the rest of the format to its slower positional code:
    /// `h` before a conversion other than an integer one (`%hf`, `%hs`, ...).
    /// The two paths differ only in how a negative `*` width combines with
    /// the `0` flag in the float conversions.
    pub fn enters_slow_path(&self) -> bool {
        self.length == Length::H
            && matches!(
                self.conversion,
                Conversion::Char | Conversion::Str | Conversion::Pointer | Conversion::Float { .. }
            )
    }
}

/// Why the text after a `%` is not a specification llsem can parse.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpecError {
    /// The format ends inside the specification (glibc fails with `EINVAL`).
    Incomplete,
    /// A positional argument (`%1$d`, `*2$`); `len` bytes up to its `$`.
    Positional {
        /// The length of the text after the `%` up to and including the `$`.
        len: usize,
    },
    /// A conversion character glibc does not know (glibc prints the text as is).
    UnknownConversion {
        /// The length of the text after the `%` up to and including it.
        len: usize,
    },
}

/// Parses the specification that starts right after a `%` in `text`; returns
/// it with the number of bytes it spans (conversion character included).
pub fn parse_spec(text: &[u8]) -> Result<(Spec, usize), SpecError> {
    let mut cur = Cursor { text, pos: 0 };
    let flags = cur.flags();
    let width = cur.count()?;
    let precision = if cur.eat(b'.') {
        Some(cur.count()?.unwrap_or(Count::Given(0)))
    } else {
        None
    };
    let length = cur.length();
    let byte = cur.next().ok_or(SpecError::Incomplete)?;
    let conversion = conversion(byte).ok_or(SpecError::UnknownConversion { len: cur.pos })?;
    let spec = Spec {
        flags,
        width,
        precision,
        length,
        conversion,
    };
    Ok((spec, cur.pos))
}

/// The conversion a conversion character names, if glibc knows it.
fn conversion(byte: u8) -> Option<Conversion> {
    let float = |style, upper| Conversion::Float { style, upper };
    let unsigned = |base, upper| Conversion::Unsigned { base, upper };
    Some(match byte {
        b'd' | b'i' => Conversion::Signed,
        b'u' => unsigned(10, false),
        b'o' => unsigned(8, false),
        b'x' => unsigned(16, false),
        b'X' => unsigned(16, true),
        b'b' => unsigned(2, false),
        b'B' => unsigned(2, true),
        b'c' => Conversion::Char,
        b's' => Conversion::Str,
        b'p' => Conversion::Pointer,
        b'f' => float(FloatStyle::Fixed, false),
        b'F' => float(FloatStyle::Fixed, true),
        b'e' => float(FloatStyle::Exponent, false),
        b'E' => float(FloatStyle::Exponent, true),
        b'g' => float(FloatStyle::General, false),
        b'G' => float(FloatStyle::General, true),
        b'a' => float(FloatStyle::Hex, false),
        b'A' => float(FloatStyle::Hex, true),
        b'%' => Conversion::Percent,
        b'n' => Conversion::WriteCount,
        b'm' => Conversion::Errno,
        b'C' | b'S' => Conversion::Wide,
        _ => return None,
    })
}

/// A read position in the specification text.
struct Cursor<'a> {
    /// The text after the `%`.
    text: &'a [u8],
    /// The index of the next unread byte.
    pos: usize,
}

impl Cursor<'_> {
    /// The next byte, without consuming it.
    fn peek(&self) -> Option<u8> {
        self.text.get(self.pos).copied()
    }

    /// Consumes and returns the next byte.
    fn next(&mut self) -> Option<u8> {
        let byte = self.peek()?;
        self.pos += 1;
        Some(byte)
    }

    /// Consumes the next byte if it is `byte`.
    fn eat(&mut self, byte: u8) -> bool {
        let found = self.peek() == Some(byte);
        if found {
            self.pos += 1;
        }
        found
    }

    /// Reads the flag characters. glibc also accepts `'` (digit grouping)
    /// and `I` (locale digits), which change nothing in the C locale.
    fn flags(&mut self) -> Flags {
        let mut flags = Flags::default();
        while let Some(byte) = self.peek() {
            match byte {
                b'-' => flags.left = true,
                b'+' => flags.plus = true,
                b' ' => flags.space = true,
                b'#' => flags.alt = true,
                b'0' => flags.zero = true,
                b'\'' | b'I' => {}
                _ => break,
            }
            self.pos += 1;
        }
        flags
    }

    /// Reads a width or precision: `*` or a decimal number, if present.
    fn count(&mut self) -> Result<Option<Count>, SpecError> {
        if self.eat(b'*') {
            // Digits after `*` belong to it only as a position (`*2$`);
            // otherwise glibc leaves them to be read as what follows.
            let star_end = self.pos;
            if self.number().is_some() && self.peek() == Some(b'$') {
                return Err(SpecError::Positional { len: self.pos + 1 });
            }
            self.pos = star_end;
            return Ok(Some(Count::Star));
        }
        let Some(value) = self.number() else {
            return Ok(None);
        };
        if self.peek() == Some(b'$') {
            return Err(SpecError::Positional { len: self.pos + 1 });
        }
        Ok(Some(Count::Given(value)))
    }

    /// Reads a run of decimal digits, saturating at `u64::MAX`.
    fn number(&mut self) -> Option<u64> {
        let mut value: Option<u64> = None;
        while let Some(byte) = self.peek().filter(u8::is_ascii_digit) {
            let digit = u64::from(byte - b'0');
            value = Some(value.unwrap_or(0).saturating_mul(10).saturating_add(digit));
            self.pos += 1;
        }
        value
    }

    /// Reads a length modifier, if present.
    fn length(&mut self) -> Length {
        let length = match self.peek() {
            Some(b'h') => Length::H,
            Some(b'l') => Length::L,
            Some(b'L') => Length::BigL,
            Some(b'q') => Length::Q,
            Some(b'j') => Length::J,
            Some(b'z') => Length::Z,
            Some(b'Z') => Length::BigZ,
            Some(b't') => Length::T,
            _ => return Length::None,
        };
        self.pos += 1;
        match length {
            Length::H if self.eat(b'h') => Length::Hh,
            Length::L if self.eat(b'l') => Length::Ll,
            _ => length,
        }
    }
}
