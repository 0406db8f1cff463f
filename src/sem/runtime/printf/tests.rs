//! Unit tests of the printf formatter: the specification parser, the error
//! paths, and an argument source for the tests (shared with `glibc_tests`).

use std::collections::VecDeque;

use super::spec::{Conversion, Count, Flags, FloatStyle, Length, Spec, SpecError, parse_spec};
use super::{ArgSource, FormatError, MAX_FIELD, format};

/// One argument given to a test format.
#[derive(Debug, Clone, PartialEq)]
pub enum TestArg {
    /// An integer, as the raw bits of its 64-bit register.
    Int(u64),
    /// A `double`.
    Double(f64),
    /// A `long double`, as raw x86_fp80 bits.
    LongDouble(u128),
    /// A pointer read by `%p`.
    Ptr(u64),
    /// A pointer read by `%s`: null, or a string's bytes (without NUL).
    Str(Option<Vec<u8>>),
}

/// A test argument source: exactly the given arguments, each of the kind
/// the formatter must ask for.
#[derive(Debug, Clone, Default)]
pub struct TestArgs {
    /// The arguments not read yet.
    args: VecDeque<TestArg>,
}

/// Why [`TestArgs`] refused to give an argument.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TestArgError {
    /// No arguments are left.
    #[error("no argument left")]
    Exhausted,
    /// The next argument is not of the kind asked for.
    #[error("the next argument is not a {0}")]
    Mismatch(&'static str),
}

impl TestArgs {
    /// A source of `args`, in order.
    pub fn new(args: Vec<TestArg>) -> Self {
        TestArgs { args: args.into() }
    }

    /// The number of arguments not read.
    pub fn remaining(&self) -> usize {
        self.args.len()
    }

    /// Takes the next argument.
    fn take(&mut self) -> Result<TestArg, TestArgError> {
        self.args.pop_front().ok_or(TestArgError::Exhausted)
    }
}

impl ArgSource for TestArgs {
    type Error = TestArgError;

    fn next_int(&mut self, bits: u32) -> Result<u64, TestArgError> {
        match (self.take()?, bits) {
            (TestArg::Int(value), 32) => Ok(value & 0xffff_ffff),
            (TestArg::Int(value), 64) => Ok(value),
            _ => Err(TestArgError::Mismatch("int")),
        }
    }

    fn next_double(&mut self) -> Result<u64, TestArgError> {
        match self.take()? {
            TestArg::Double(value) => Ok(value.to_bits()),
            _ => Err(TestArgError::Mismatch("double")),
        }
    }

    fn next_long_double(&mut self) -> Result<u128, TestArgError> {
        match self.take()? {
            TestArg::LongDouble(bits) => Ok(bits),
            _ => Err(TestArgError::Mismatch("long double")),
        }
    }

    fn next_ptr(&mut self) -> Result<u64, TestArgError> {
        match self.take()? {
            TestArg::Ptr(addr) => Ok(addr),
            _ => Err(TestArgError::Mismatch("pointer")),
        }
    }

    fn next_str(&mut self, max: Option<usize>) -> Result<Option<Vec<u8>>, TestArgError> {
        match self.take()? {
            TestArg::Str(Some(mut bytes)) => {
                bytes.truncate(max.unwrap_or(usize::MAX));
                Ok(Some(bytes))
            }
            TestArg::Str(None) => Ok(None),
            _ => Err(TestArgError::Mismatch("string")),
        }
    }
}

/// Formats `fmt` with `args`, checking that every argument was read.
fn run(fmt: &str, args: Vec<TestArg>) -> Result<String, FormatError<TestArgError>> {
    let mut source = TestArgs::new(args);
    let out = format(fmt.as_bytes(), &mut source)?;
    assert_eq!(source.remaining(), 0, "unread arguments for {fmt:?}");
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// The text of an unsupported-conversion error, or a description of what happened instead.
fn unsupported_spec(fmt: &str, args: Vec<TestArg>) -> String {
    match run(fmt, args) {
        Err(FormatError::Unsupported { spec, .. }) => spec,
        other => format!("not unsupported: {other:?}"),
    }
}

fn parsed(text: &str) -> Result<(Spec, usize), SpecError> {
    parse_spec(text.as_bytes())
}

#[test]
fn parses_flags_width_precision_length() {
    let (spec, len) = parsed("-+ #0'I12.7llx tail").unwrap_or_else(|err| panic!("{err:?}"));
    assert_eq!(len, 14);
    let all = Flags {
        left: true,
        plus: true,
        space: true,
        alt: true,
        zero: true,
    };
    assert_eq!(
        spec,
        Spec {
            flags: all,
            width: Some(Count::Given(12)),
            precision: Some(Count::Given(7)),
            length: Length::Ll,
            conversion: Conversion::Unsigned {
                base: 16,
                upper: false
            },
        }
    );
}

#[test]
fn parses_stars_and_bare_point() {
    let (spec, len) = parsed("*.*Lg").unwrap_or_else(|err| panic!("{err:?}"));
    assert_eq!(len, 5);
    assert_eq!(spec.width, Some(Count::Star));
    assert_eq!(spec.precision, Some(Count::Star));
    assert_eq!(spec.length, Length::BigL);
    assert_eq!(
        spec.conversion,
        Conversion::Float {
            style: FloatStyle::General,
            upper: false
        }
    );
    let (spec, _) = parsed(".d").unwrap_or_else(|err| panic!("{err:?}"));
    assert_eq!(spec.precision, Some(Count::Given(0)));
    assert_eq!(spec.width, None);
}

#[test]
fn parses_every_length_modifier() {
    let cases = [
        ("d", Length::None),
        ("hhd", Length::Hh),
        ("hd", Length::H),
        ("ld", Length::L),
        ("lld", Length::Ll),
        ("Ld", Length::BigL),
        ("qd", Length::Q),
        ("jd", Length::J),
        ("zd", Length::Z),
        ("Zd", Length::BigZ),
        ("td", Length::T),
    ];
    for (text, length) in cases {
        let (spec, len) = parsed(text).unwrap_or_else(|err| panic!("{text}: {err:?}"));
        assert_eq!((spec.length, len), (length, text.len()), "{text}");
    }
}

#[test]
fn length_classes_match_glibc_on_x86_64() {
    assert_eq!(Length::Hh.int_bits(), 8);
    assert_eq!(Length::H.int_bits(), 16);
    assert_eq!(Length::None.int_bits(), 32);
    assert_eq!(Length::BigL.int_bits(), 64);
    assert!(Length::Ll.is_long_double() && Length::Q.is_long_double());
    assert!(!Length::L.is_long_double() && !Length::J.is_long_double());
    assert!(Length::Z.is_wide() && !Length::H.is_wide());
}

#[test]
fn parser_errors() {
    assert_eq!(parsed(""), Err(SpecError::Incomplete));
    assert_eq!(parsed("-08.3l"), Err(SpecError::Incomplete));
    assert_eq!(parsed("1$d"), Err(SpecError::Positional { len: 2 }));
    assert_eq!(parsed("-*12$d"), Err(SpecError::Positional { len: 5 }));
    assert_eq!(parsed(".*3$d"), Err(SpecError::Positional { len: 4 }));
    assert_eq!(parsed("y"), Err(SpecError::UnknownConversion { len: 1 }));
    assert_eq!(parsed("lll"), Err(SpecError::UnknownConversion { len: 3 }));
    // glibc reads `*` and leaves the digits after it to be the conversion.
    assert_eq!(parsed("*5d"), Err(SpecError::UnknownConversion { len: 2 }));
}

#[test]
fn huge_width_saturates_in_the_parser() {
    let (spec, _) = parsed("99999999999999999999999d").unwrap_or_else(|err| panic!("{err:?}"));
    assert_eq!(spec.width, Some(Count::Given(u64::MAX)));
}

#[test]
fn write_count_is_unsupported_not_ignored() {
    assert_eq!(unsupported_spec("abc%n", vec![TestArg::Ptr(8)]), "%n");
    assert_eq!(unsupported_spec("%hhn", vec![TestArg::Ptr(8)]), "%hhn");
    let Err(err) = run("%n", vec![TestArg::Ptr(8)]) else {
        panic!("%n must fail");
    };
    assert!(err.to_string().contains("`%n`"), "{err}");
}

#[test]
fn other_unsupported_conversions_are_named() {
    assert_eq!(unsupported_spec("%m", vec![]), "%m");
    assert_eq!(unsupported_spec("%C", vec![TestArg::Int(65)]), "%C");
    assert_eq!(unsupported_spec("%S", vec![TestArg::Ptr(8)]), "%S");
    assert_eq!(unsupported_spec("%5lc", vec![TestArg::Int(65)]), "%5lc");
    assert_eq!(unsupported_spec("%ls", vec![TestArg::Ptr(8)]), "%ls");
    assert_eq!(unsupported_spec("%Lc", vec![TestArg::Int(65)]), "%Lc");
    assert_eq!(unsupported_spec("x%-y", vec![]), "%-y");
    assert_eq!(unsupported_spec("%2$d %1$d", vec![]), "%2$");
    assert_eq!(unsupported_spec("%*5d", vec![TestArg::Int(3)]), "%*5");
    assert_eq!(unsupported_spec("100%", vec![]), "%");
    assert_eq!(unsupported_spec("%-5.2", vec![]), "%-5.2");
}

#[test]
fn text_before_an_unsupported_conversion_is_not_returned() {
    assert!(matches!(
        run("ok %m", vec![]),
        Err(FormatError::Unsupported { .. })
    ));
}

#[test]
fn argument_errors_are_carried_through() {
    assert_eq!(
        run("%d", vec![]),
        Err(FormatError::Arg(TestArgError::Exhausted))
    );
    assert_eq!(
        run("%f", vec![TestArg::Int(1)]),
        Err(FormatError::Arg(TestArgError::Mismatch("double")))
    );
    assert_eq!(
        run("%*d", vec![TestArg::Double(1.0), TestArg::Int(1)]),
        Err(FormatError::Arg(TestArgError::Mismatch("int")))
    );
    assert_eq!(
        run("%.*s", vec![TestArg::Int(1)]),
        Err(FormatError::Arg(TestArgError::Exhausted))
    );
}

#[test]
fn reads_the_right_kind_and_width_of_argument() {
    assert_eq!(
        run("%Lf", vec![TestArg::LongDouble(0x3fff_8000_0000_0000_0000)]),
        Ok("1.000000".into())
    );
    assert_eq!(run("%lld", vec![TestArg::Int(u64::MAX)]), Ok("-1".into()));
    assert_eq!(run("%d", vec![TestArg::Int(0x1_0000_0005)]), Ok("5".into()));
    assert_eq!(run("%hhd", vec![TestArg::Int(0x80)]), Ok("-128".into()));
    assert_eq!(run("%p", vec![TestArg::Ptr(0xff)]), Ok("0xff".into()));
}

#[test]
fn widths_and_precisions_beyond_the_limit() {
    let too_large = |fmt: &str, args| matches!(run(fmt, args), Err(FormatError::TooLarge { .. }));
    let over = MAX_FIELD + 1;
    assert!(too_large(&format!("%{over}d"), vec![TestArg::Int(1)]));
    assert!(too_large(&format!("%.{over}f"), vec![TestArg::Double(1.0)]));
    assert!(too_large(
        "%*d",
        vec![TestArg::Int(i32::MIN as u64), TestArg::Int(1)]
    ));
    assert!(too_large(
        "%.3000000000s",
        vec![TestArg::Str(Some(b"x".to_vec()))]
    ));
    // A large %s precision only bounds the read: nothing is produced for it.
    assert_eq!(
        run(
            &format!("%.{over}s"),
            vec![TestArg::Str(Some(b"abc".to_vec()))]
        ),
        Ok("abc".into())
    );
    assert_eq!(
        run(&format!("%{MAX_FIELD}c"), vec![TestArg::Int(65)]).map(|out| out.len()),
        Ok(MAX_FIELD as usize)
    );
}

#[test]
fn percent_ignores_width_but_consumes_stars() {
    assert_eq!(run("%5%|%-5%|%.3%", vec![]), Ok("%|%|%".into()));
    assert_eq!(
        run("%*%%d", vec![TestArg::Int(5), TestArg::Int(42)]),
        Ok("%42".into())
    );
}

#[test]
fn null_string_depends_on_precision() {
    let null = || vec![TestArg::Str(None)];
    assert_eq!(run("[%s]", null()), Ok("[(null)]".into()));
    assert_eq!(run("[%.5s]", null()), Ok("[]".into()));
    assert_eq!(run("[%.6s]", null()), Ok("[(null)]".into()));
    assert_eq!(run("[%8.2s]", null()), Ok("[        ]".into()));
    assert_eq!(
        run(
            "[%.*s]",
            vec![TestArg::Int(u64::from(u32::MAX)), TestArg::Str(None)]
        ),
        Ok("[(null)]".into())
    );
}

#[test]
fn literal_bytes_pass_through_unchanged() {
    let mut source = TestArgs::new(vec![TestArg::Int(7)]);
    let out = format(b"\xff\x00a%db\n", &mut source);
    assert_eq!(out, Ok(b"\xff\x00a7b\n".to_vec()));
}

#[test]
fn glibc_slow_path_pads_left_justified_floats_with_zeros() {
    // Once `%hc` sends glibc to its slow path, `0` plus a negative `*` width
    // pads `%f` with zeros on the right and `%a` not at all.
    let args = || {
        vec![
            TestArg::Int(65),
            TestArg::Int(-12i64 as u64),
            TestArg::Double(1.5),
        ]
    };
    assert_eq!(run("%hc[%0*f]", args()), Ok("A[1.5000000000]".into()));
    assert_eq!(run("%hc[%0*a]", args()), Ok("A[0x1.8p+0]".into()));
    assert_eq!(run("%hc[%-0*f]", args()), Ok("A[1.500000    ]".into()));
    // Before the `%hc`, glibc is still on its fast path.
    let args = vec![
        TestArg::Int(-12i64 as u64),
        TestArg::Double(1.5),
        TestArg::Int(65),
    ];
    assert_eq!(run("[%0*f]%hc", args), Ok("[1.500000    ]A".into()));
}
