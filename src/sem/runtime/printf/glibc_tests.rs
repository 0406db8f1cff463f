//! Differential tests of the printf formatter against the host's glibc
//! `snprintf` (called through Rust's C-variadic FFI), over deterministically
//! generated formats and values; `long double` cases, which Rust cannot
//! pass, come from a table that `tests/printf/gen_expected.c` wrote.

use std::ffi::{CString, c_char, c_int, c_void};

use super::format;
use super::tests::{TestArg, TestArgs};

unsafe extern "C" {
    fn snprintf(buf: *mut c_char, n: usize, fmt: *const c_char, ...) -> c_int;
}

/// One argument as both sides receive it.
#[derive(Debug, Clone)]
enum CArg {
    /// An integer (`int` arguments are passed sign-extended; glibc reads the low 32 bits).
    Int(i64),
    /// A `double`.
    Double(f64),
    /// A pointer for `%p`.
    Ptr(usize),
    /// A pointer for `%s`: null or a string.
    Str(Option<CString>),
}

impl CArg {
    /// The same argument for llsem's formatter.
    fn to_test_arg(&self) -> TestArg {
        match self {
            CArg::Int(value) => TestArg::Int(*value as u64),
            CArg::Double(value) => TestArg::Double(*value),
            CArg::Ptr(addr) => TestArg::Ptr(*addr as u64),
            CArg::Str(text) => TestArg::Str(text.as_ref().map(|text| text.as_bytes().to_vec())),
        }
    }
}

/// Calls `snprintf` with the arguments of `$pending` appended one at a time,
/// each with its C type.
macro_rules! call_snprintf {
    ($buf:expr, $n:expr, $fmt:expr; [$($done:expr),*]; []) => {
        snprintf($buf, $n, $fmt $(, $done)*)
    };
    ($buf:expr, $n:expr, $fmt:expr; [$($done:expr),*]; [$head:expr $(, $rest:expr)*]) => {
        match $head {
            CArg::Int(value) => call_snprintf!($buf, $n, $fmt; [$($done,)* *value]; [$($rest),*]),
            CArg::Double(value) => call_snprintf!($buf, $n, $fmt; [$($done,)* *value]; [$($rest),*]),
            CArg::Ptr(addr) => {
                call_snprintf!($buf, $n, $fmt; [$($done,)* *addr as *const c_void]; [$($rest),*])
            }
            CArg::Str(text) => {
                let ptr = text.as_ref().map_or(std::ptr::null(), |text| text.as_ptr());
                call_snprintf!($buf, $n, $fmt; [$($done,)* ptr]; [$($rest),*])
            }
        }
    };
}

/// glibc's output for `fmt` with `args` (at most four arguments).
fn glibc(fmt: &str, args: &[CArg]) -> Vec<u8> {
    let c_fmt = CString::new(fmt).unwrap_or_default();
    let fmt_ptr = c_fmt.as_ptr();
    let call = |buf: *mut c_char, n: usize| -> c_int {
        // SAFETY: every argument has the C type its conversion reads, the
        // strings live in `args`, and `buf` has room for `n` bytes.
        unsafe {
            match args {
                [] => call_snprintf!(buf, n, fmt_ptr; []; []),
                [a] => call_snprintf!(buf, n, fmt_ptr; []; [a]),
                [a, b] => call_snprintf!(buf, n, fmt_ptr; []; [a, b]),
                [a, b, c] => call_snprintf!(buf, n, fmt_ptr; []; [a, b, c]),
                [a, b, c, d] => call_snprintf!(buf, n, fmt_ptr; []; [a, b, c, d]),
                _ => panic!("too many arguments for the test harness"),
            }
        }
    };
    let len = call(std::ptr::null_mut(), 0);
    let len = usize::try_from(len).unwrap_or_else(|_| panic!("glibc rejected {fmt:?}"));
    let mut buf = vec![0u8; len + 1];
    call(buf.as_mut_ptr().cast(), buf.len());
    buf.truncate(len);
    buf
}

/// Counts cases and collects the first mismatches.
#[derive(Default)]
struct Checker {
    /// Cases compared.
    cases: usize,
    /// Descriptions of the cases that differed.
    failures: Vec<String>,
}

impl Checker {
    /// Compares llsem's output for one case with glibc's.
    fn check(&mut self, fmt: &str, args: Vec<CArg>) {
        let expected = glibc(fmt, &args);
        self.compare(fmt, args.iter().map(CArg::to_test_arg).collect(), &expected);
    }

    /// Compares llsem's output with `expected`.
    fn compare(&mut self, fmt: &str, args: Vec<TestArg>, expected: &[u8]) {
        self.cases += 1;
        let described = format!("{fmt:?} {args:?}");
        let mut source = TestArgs::new(args);
        let actual = format(fmt.as_bytes(), &mut source);
        let ok = actual.as_deref() == Ok(expected) && source.remaining() == 0;
        if !ok && self.failures.len() < 20 {
            self.failures.push(format!(
                "{described}: glibc {:?}, llsem {:?}",
                String::from_utf8_lossy(expected),
                actual.map(|out| String::from_utf8_lossy(&out).into_owned())
            ));
        }
    }

    /// Fails the test if any case differed; returns the number of cases.
    fn finish(self, at_least: usize) -> usize {
        assert!(
            self.failures.is_empty(),
            "{} cases, mismatches:\n{}",
            self.cases,
            self.failures.join("\n")
        );
        assert!(self.cases >= at_least, "only {} cases", self.cases);
        self.cases
    }
}

/// A 64-bit linear congruential generator (Knuth's MMIX constants).
struct Lcg(u64);

impl Lcg {
    /// 32 well-mixed bits.
    fn next_u32(&mut self) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 32) as u32
    }

    /// 64 bits.
    fn next_u64(&mut self) -> u64 {
        (u64::from(self.next_u32()) << 32) | u64::from(self.next_u32())
    }

    /// A number below `bound` (nonzero).
    fn below(&mut self, bound: usize) -> usize {
        self.next_u32() as usize % bound
    }

    /// One element of `items` (nonempty).
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

/// A width or precision part of a generated spec, with the `*` argument it needs.
fn star_or(text: &str, rng: &mut Lcg, star_values: &[i64], args: &mut Vec<CArg>) -> String {
    if text.contains('*') {
        args.push(CArg::Int(rng.pick(star_values)));
    }
    text.to_string()
}

/// The flags of `mask`'s bits, in a fixed order.
fn flags_of(mask: usize) -> String {
    ["-", "+", " ", "#", "0", "'"]
        .iter()
        .enumerate()
        .filter(|(bit, _)| mask & (1 << bit) != 0)
        .map(|(_, flag)| *flag)
        .collect()
}

/// Widths used in generated specs.
const WIDTHS: [&str; 8] = ["", "1", "2", "3", "5", "11", "24", "*"];
/// Integer precisions used in generated specs.
const INT_PRECISIONS: [&str; 8] = ["", ".", ".0", ".1", ".3", ".12", ".25", ".*"];
/// Values for `*` widths.
const STAR_WIDTHS: [i64; 8] = [-30, -7, -1, 0, 1, 5, 17, 30];
/// Values for `.*` precisions.
const STAR_PRECISIONS: [i64; 8] = [-5, -1, 0, 1, 3, 10, 25, 40];

/// Builds `%<flags><width><precision><length><conv>` with random parts, pushing star arguments.
fn random_spec(
    rng: &mut Lcg,
    precisions: &[&str],
    length: &str,
    conv: char,
    args: &mut Vec<CArg>,
) -> String {
    let flags = flags_of(rng.below(64));
    let width = rng.pick(&WIDTHS);
    let width = star_or(width, rng, &STAR_WIDTHS, args);
    let precision = rng.pick(precisions);
    let precision = star_or(precision, rng, &STAR_PRECISIONS, args);
    format!("%{flags}{width}{precision}{length}{conv}")
}

/// Integer values at the boundaries of every length modifier, and random ones.
fn int_values(rng: &mut Lcg) -> Vec<i64> {
    let mut values = vec![
        0,
        1,
        -1,
        2,
        7,
        8,
        10,
        42,
        -42,
        99,
        100,
        127,
        128,
        -128,
        -129,
        255,
        256,
        32767,
        32768,
        -32768,
        -32769,
        65535,
        65536,
        i64::from(i32::MAX),
        i64::from(i32::MIN),
        i64::from(u32::MAX),
        1 << 32,
        1 << 53,
        (1 << 53) + 1,
        i64::MAX,
        i64::MIN,
        i64::MIN + 1,
    ];
    values.extend((0..16).map(|_| rng.next_u64() as i64));
    values.extend((0..8).map(|_| i64::from(rng.next_u32() as u16)));
    values
}

#[test]
fn integers_match_glibc() {
    let mut rng = Lcg(1);
    let mut checker = Checker::default();
    let lengths = ["", "hh", "h", "l", "ll", "j", "z", "Z", "t", "L", "q"];
    for conv in ['d', 'i', 'u', 'o', 'x', 'X', 'b', 'B'] {
        for length in lengths {
            for value in int_values(&mut rng) {
                for _ in 0..3 {
                    let mut args = Vec::new();
                    let fmt = random_spec(&mut rng, &INT_PRECISIONS, length, conv, &mut args);
                    args.push(CArg::Int(value));
                    checker.check(&format!("[{fmt}]"), args);
                }
            }
        }
    }
    println!("{} integer cases", checker.finish(10_000));
}

#[test]
fn integer_flags_widths_precisions_exhaustively() {
    let mut checker = Checker::default();
    for conv in ['d', 'o', 'x', 'X', 'u', 'b'] {
        for value in [0i64, 5, -42] {
            for mask in 0..32 {
                for width in ["", "1", "4", "9"] {
                    for precision in ["", ".", ".0", ".1", ".2", ".6"] {
                        let fmt = format!("<%{}{width}{precision}{conv}>", flags_of(mask));
                        checker.check(&fmt, vec![CArg::Int(value)]);
                    }
                }
            }
        }
    }
    println!("{} exhaustive integer cases", checker.finish(10_000));
}

#[test]
fn chars_strings_pointers_match_glibc() {
    let mut rng = Lcg(2);
    let mut checker = Checker::default();
    let chars = (0..=260).chain([-1, 321, 0x1_0041, -200]);
    let precisions = ["", ".", ".0", ".2", ".5", ".6", ".7", ".40", ".*"];
    for value in chars {
        for length in ["", "h", "hh"] {
            let mut args = Vec::new();
            let fmt = random_spec(&mut rng, &precisions, length, 'c', &mut args);
            args.push(CArg::Int(value));
            checker.check(&format!("[{fmt}]"), args);
        }
    }
    let long = "x".repeat(100);
    let strings = [
        "",
        "a",
        "hello",
        "hello world",
        "%d %s",
        long.as_str(),
        "\u{e9}t\u{e9}",
    ];
    for _ in 0..40 {
        for text in strings.iter().map(|text| Some(*text)).chain([None]) {
            let mut args = Vec::new();
            let length = rng.pick(&["", "h", "hh"]);
            let fmt = random_spec(&mut rng, &precisions, length, 's', &mut args);
            args.push(CArg::Str(
                text.map(|text| CString::new(text).unwrap_or_default()),
            ));
            checker.check(&format!("[{fmt}]"), args);
        }
    }
    let pointers = [
        0usize,
        1,
        0x10,
        0x1234,
        0xdead_beef,
        0x7fff_ffff_f000,
        usize::MAX,
    ];
    for _ in 0..60 {
        for addr in pointers {
            let mut args = Vec::new();
            let length = rng.pick(&["", "l", "h"]);
            let fmt = random_spec(&mut rng, &precisions, length, 'p', &mut args);
            args.push(CArg::Ptr(addr));
            checker.check(&format!("[{fmt}]"), args);
        }
    }
    println!("{} char/string/pointer cases", checker.finish(1_500));
}

/// Doubles that stress exact conversion and rounding, plus random bit patterns.
fn double_values(rng: &mut Lcg) -> Vec<f64> {
    let mut values = vec![
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.1,
        0.2,
        0.3,
        0.5,
        1.5,
        2.5,
        3.5,
        -2.5,
        0.125,
        0.375,
        0.05,
        0.15,
        0.25,
        0.35,
        1e-5,
        9.5,
        99.5,
        999.5,
        0.0001,
        0.00001,
        123_456.0,
        999_999.5,
        9_999_995.0,
        0.000_099_999_95,
        1e15,
        1e16,
        1e21,
        1e22,
        1e23,
        1e100,
        1e300,
        1e-300,
        1e308,
        f64::from_bits(1e23f64.to_bits() - 1),
        2f64.powi(53) - 1.0,
        2f64.powi(53),
        2f64.powi(53) + 2.0,
        2f64.powi(63),
        2f64.powi(64),
        2f64.powi(-1022),
        5e-324,
        1e-323,
        2.225_073_858_507_201e-308,
        f64::MAX,
        -f64::MAX,
        f64::MIN_POSITIVE,
        f64::EPSILON,
        std::f64::consts::PI,
        std::f64::consts::E,
        1.0 / 3.0,
        2.0 / 3.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        -f64::NAN,
        f64::from_bits(0x7ff0_0000_0000_0001),
        f64::from_bits(0xfff8_0000_dead_beef),
        1.0 + f64::from(0xf_ffff) / 2f64.powi(20),
        1.031_25,
        1.093_75,
        15.5,
        255.75,
    ];
    values.extend((0..40).map(|_| f64::from_bits(rng.next_u64())));
    // Short decimals and exact binary ties at many magnitudes.
    values.extend(
        (0..20).map(|_| f64::from(rng.next_u32() % 100_000) / 10f64.powi(rng.below(8) as i32)),
    );
    values.extend(
        (0..20).map(|_| (f64::from(rng.next_u32() % 4096) + 0.5) / 2f64.powi(rng.below(12) as i32)),
    );
    values
}

/// Float precisions used in generated specs.
const FLOAT_PRECISIONS: [&str; 16] = [
    "", ".", ".0", ".1", ".2", ".3", ".4", ".6", ".10", ".13", ".14", ".17", ".20", ".30", ".60",
    ".*",
];

#[test]
fn doubles_match_glibc() {
    let mut rng = Lcg(3);
    let mut checker = Checker::default();
    let lengths = ["", "", "", "l", "h", "hh", "j", "z", "t"];
    for value in double_values(&mut rng) {
        for conv in ['f', 'F', 'e', 'E', 'g', 'G', 'a', 'A'] {
            for _ in 0..12 {
                let mut args = Vec::new();
                let length = rng.pick(&lengths);
                let fmt = random_spec(&mut rng, &FLOAT_PRECISIONS, length, conv, &mut args);
                args.push(CArg::Double(value));
                checker.check(&format!("[{fmt}]"), args);
            }
        }
    }
    println!("{} double cases", checker.finish(14_000));
}

#[test]
fn doubles_exact_expansions_match_glibc() {
    let mut rng = Lcg(4);
    let mut checker = Checker::default();
    let fmts = [
        "%.1100f", "%.800e", "%.800g", "%#.40g", "%.14a", "%.20a", "%#.0a", "%.1100a",
    ];
    for value in double_values(&mut rng) {
        for fmt in fmts {
            checker.check(fmt, vec![CArg::Double(value)]);
        }
    }
    println!("{} long expansion cases", checker.finish(1_000));
}

#[test]
fn rounding_at_every_precision_matches_glibc() {
    let mut rng = Lcg(5);
    let mut checker = Checker::default();
    let mut values = double_values(&mut rng);
    values.truncate(70);
    for value in values {
        for precision in 0..=25 {
            for conv in ['f', 'e', 'g', 'a'] {
                checker.check(&format!("%.{precision}{conv}"), vec![CArg::Double(value)]);
            }
            checker.check(&format!("%#.{precision}g"), vec![CArg::Double(value)]);
        }
    }
    println!("{} rounding cases", checker.finish(9_000));
}

#[test]
fn mixed_formats_and_oddities_match_glibc() {
    let mut checker = Checker::default();
    let fixed: [(&str, Vec<CArg>); 14] = [
        ("plain text", vec![]),
        ("%%", vec![]),
        ("[%5%] [%-5%] [%05%] [%.3%] [%+ #%]", vec![]),
        ("[%*%%d]", vec![CArg::Int(5), CArg::Int(42)]),
        ("[%.*%%d]", vec![CArg::Int(5), CArg::Int(43)]),
        (
            "%d%%%s%c",
            vec![
                CArg::Int(1),
                CArg::Str(CString::new("x").ok()),
                CArg::Int(33),
            ],
        ),
        (
            "[%'d] [%Id] [%'.2f]",
            vec![CArg::Int(1_234_567), CArg::Int(12), CArg::Double(1234.5)],
        ),
        (
            "[%Ld] [%qd] [%Zu]",
            vec![CArg::Int(1 << 40), CArg::Int(-(1 << 40)), CArg::Int(5)],
        ),
        ("[%-*d]", vec![CArg::Int(6), CArg::Int(7)]),
        ("[%-*d]", vec![CArg::Int(-6), CArg::Int(7)]),
        ("[%0*d]", vec![CArg::Int(-6), CArg::Int(7)]),
        (
            "[%*.*f]",
            vec![CArg::Int(-12), CArg::Int(-3), CArg::Double(2.5)],
        ),
        (
            "[%.*e|%.*g]",
            vec![
                CArg::Int(2),
                CArg::Double(0.5),
                CArg::Int(0),
                CArg::Double(0.5),
            ],
        ),
        ("a\u{e9}%sb", vec![CArg::Str(CString::new("\u{e9}").ok())]),
    ];
    for (fmt, args) in fixed {
        checker.check(fmt, args);
    }
    let mut rng = Lcg(6);
    let convs = ['d', 'u', 'x', 's', 'c', 'p', 'f', 'g', 'e', 'a'];
    for _ in 0..2000 {
        let mut fmt = String::new();
        let mut args = Vec::new();
        for _ in 0..rng.below(4) {
            let literal = rng.pick(&["", "a", " = ", "%%", "\n", "x%%y"]);
            fmt.push_str(literal);
            let conv = rng.pick(&convs);
            let mut spec_args = Vec::new();
            let spec = random_spec(&mut rng, &["", ".2", ".0"], "", conv, &mut spec_args);
            if spec_args.len() + args.len() >= 4 {
                continue;
            }
            args.extend(spec_args);
            fmt.push_str(&spec);
            args.push(match conv {
                'd' | 'u' | 'x' | 'c' => CArg::Int(rng.next_u64() as i64 >> rng.below(64)),
                's' => CArg::Str(CString::new("str").ok()),
                'p' => CArg::Ptr(rng.next_u64() as usize >> rng.below(64)),
                _ => CArg::Double(f64::from_bits(rng.next_u64() >> rng.below(3))),
            });
        }
        let literal = rng.pick(&["", "!", "%%"]);
        fmt.push_str(literal);
        checker.check(&fmt, args);
    }
    println!("{} mixed cases", checker.finish(2_000));
}

/// A random argument for conversion `conv`.
fn random_arg(rng: &mut Lcg, conv: char, doubles: &[f64]) -> CArg {
    match conv {
        's' => CArg::Str(CString::new(rng.pick(&["", "str", "a longer string"])).ok()),
        'p' => CArg::Ptr(rng.next_u64() as usize >> rng.below(64)),
        'f' | 'F' | 'e' | 'E' | 'g' | 'G' | 'a' | 'A' => CArg::Double(rng.pick(doubles)),
        _ => CArg::Int(rng.next_u64() as i64 >> rng.below(64)),
    }
}

#[test]
fn slow_path_formats_match_glibc() {
    // `%h` before a non-integer conversion sends glibc to its slow code for
    // the rest of the format; conversions before it stay on the fast path.
    let mut rng = Lcg(7);
    let mut checker = Checker::default();
    let doubles = double_values(&mut rng);
    let triggers = [
        ("%hc", CArg::Int(65)),
        ("%hs", CArg::Str(CString::new("t").ok())),
        ("%hp", CArg::Ptr(1)),
        ("%hf", CArg::Double(0.5)),
        ("%.0ha", CArg::Double(1.0)),
    ];
    let convs = [
        'd', 'u', 'x', 'o', 'c', 's', 'p', 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A', '%',
    ];
    for _ in 0..4000 {
        let conv = rng.pick(&convs);
        let mut args = Vec::new();
        let flags = if rng.below(2) == 0 { "0" } else { "" };
        let mut spec = random_spec(&mut rng, &FLOAT_PRECISIONS, "", conv, &mut args);
        spec.insert_str(1, flags);
        if conv != '%' {
            args.push(random_arg(&mut rng, conv, &doubles));
        }
        let (trigger, trigger_arg) = triggers[rng.below(triggers.len())].clone();
        let mut fmt = format!("{trigger}[{spec}]");
        let mut all_args = vec![trigger_arg];
        if args.len() <= 1 && rng.below(2) == 0 {
            fmt.insert_str(0, "[%0*f]");
            all_args.splice(0..0, [CArg::Int(-9), CArg::Double(1.5)]);
        }
        all_args.extend(args);
        checker.check(&fmt, all_args);
    }
    println!("{} slow-path cases", checker.finish(4_000));
}

/// Parses the x86_fp80 bits `SSSS:MMMMMMMMMMMMMMMM` of a table line.
fn f80_bits(text: &str) -> Option<u128> {
    let (sign_exp, mant) = text.split_once(':')?;
    let sign_exp = u128::from(u16::from_str_radix(sign_exp, 16).ok()?);
    let mant = u128::from(u64::from_str_radix(mant, 16).ok()?);
    Some((sign_exp << 64) | mant)
}

#[test]
fn long_doubles_match_glibc_table() {
    let table = include_str!("../../../../tests/printf/long_double_expected.txt");
    let mut checker = Checker::default();
    for line in table.lines() {
        let mut fields = line.splitn(3, '\t');
        let (Some(fmt), Some(bits), Some(expected)) = (fields.next(), fields.next(), fields.next())
        else {
            panic!("malformed table line {line:?}");
        };
        let bits = f80_bits(bits).unwrap_or_else(|| panic!("bad bits in {line:?}"));
        checker.compare(fmt, vec![TestArg::LongDouble(bits)], expected.as_bytes());
    }
    println!("{} long double cases", checker.finish(10_000));
}
