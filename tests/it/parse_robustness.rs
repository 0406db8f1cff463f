//! No input makes the parser panic: every prefix of a valid module, and many
//! seeded random mutations of it, parse to a module or to an error.

use std::panic::{AssertUnwindSafe, catch_unwind};

use llsem::parse::{MAX_NESTING, NESTING_STACK_BYTES, parse_module};
use llsem::syntax::SourceFile;

const MODULE: &str = include_str!("../parse_samples/kitchen_sink.ll");

/// Parses `text`, failing the test (with the input) if the parser panics.
/// Returns whether it parsed.
fn parses_without_panic(text: &str) -> bool {
    let file = SourceFile::new("fuzz.ll", text);
    match catch_unwind(AssertUnwindSafe(|| parse_module(file))) {
        Ok(r) => r.is_ok(),
        Err(_) => panic!("the parser panicked on:\n{text}"),
    }
}

/// A tiny deterministic linear congruential generator (Knuth's MMIX
/// constants), so the mutations are the same on every run.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Fragments worth splicing in: punctuation, sigils, keywords, numbers.
const FRAGMENTS: &[&str] = &[
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    "<",
    ">",
    ",",
    "=",
    "*",
    "!",
    "|",
    ":",
    "...",
    "\\{",
    "}/",
    "%x",
    "%0",
    "@g",
    "@0",
    "!0",
    "!{",
    "#0",
    "$c",
    "\"",
    "c\"",
    "x",
    "i32",
    "i1",
    "i0",
    "ptr",
    "void",
    "label",
    "metadata",
    "type",
    "define",
    "declare",
    "global",
    "0",
    "-1",
    "1.5",
    "0x",
    "0xK",
    "u0x",
    "999999999999999999999999",
    "undef",
    "poison",
    "zeroinitializer",
    "splat",
    "to",
    "add",
    "call",
    "ret",
    "br",
    "phi",
    "getelementptr",
    "blockaddress",
    "#dbg_value(",
    "é",
    "\n",
    ";",
    "/*",
    "distinct",
    "!DIExpression(",
    "vscale",
    "addrspace(",
    "align",
    "opaque",
];

fn mutate(text: &str, rng: &mut Lcg) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out: Vec<char> = chars.clone();
    let edits = 1 + rng.below(3);
    for _ in 0..edits {
        let at = rng.below(out.len());
        match rng.below(4) {
            0 => {
                out.remove(at.min(out.len().saturating_sub(1)));
            }
            1 => {
                let frag = FRAGMENTS[rng.below(FRAGMENTS.len())];
                for (i, c) in frag.chars().enumerate() {
                    out.insert(at + i, c);
                }
            }
            2 => {
                let len = 1 + rng.below(40);
                let from = rng.below(chars.len());
                let piece: Vec<char> = chars[from..(from + len).min(chars.len())].to_vec();
                for (i, c) in piece.into_iter().enumerate() {
                    out.insert(at + i, c);
                }
            }
            _ => {
                let byte = (rng.below(95) + 32) as u8 as char;
                if at < out.len() {
                    out[at] = byte;
                }
            }
        }
    }
    out.into_iter().collect()
}

#[test]
fn the_sample_module_parses() {
    assert!(parses_without_panic(MODULE));
}

#[test]
fn every_prefix_returns_without_panicking() {
    let mut ok = 0;
    for (i, _) in MODULE.char_indices() {
        if parses_without_panic(&MODULE[..i]) {
            ok += 1;
        }
    }
    // Cuts between top-level entities give valid modules; most do not.
    assert!(ok > 0 && ok < MODULE.len() / 2, "{ok} prefixes parsed");
}

#[test]
fn random_mutations_return_without_panicking() {
    let mut rng = Lcg(0x5eed);
    let mut errors = 0;
    let rounds = 3000;
    for _ in 0..rounds {
        let text = mutate(MODULE, &mut rng);
        if !parses_without_panic(&text) {
            errors += 1;
        }
    }
    // Most mutations break the module; some (in comments or strings) do not.
    assert!(
        errors > rounds / 2 && errors < rounds,
        "{errors} of {rounds} mutations rejected"
    );
}

#[test]
fn pathological_inputs() {
    for text in [
        "",
        "\n\n",
        "%",
        "@",
        "!",
        "#",
        "$",
        "define",
        "define void @f(",
        "define void @f() {",
        "@g = global [18446744073709551615 x i8] zeroinitializer",
        "@g = global i8388608 1",
        "@g = global i8388609 1",
        "@g = global <4294967296 x i8> zeroinitializer",
        "@g = global i64 s0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
        "@g = global i64 u0x00000000000000000000000000000000000001",
        "@g = global x86_fp80 0xK1234567890123456789012345",
        "@g = global fp128 0xL123456789012345678901234567890123",
        "%T = type { %T }\n@g = global %T zeroinitializer",
        "%T = type %T",
        "target datalayout = \"\u{e9}\"",
        "target datalayout = \"p:0:0\"",
        "define void @f() {\n  br label %0\n}",
        "define void @f(i32 %0) {\n1:\n  ret void\n}",
        "!0 = !{!0, !{!{!{!{}}}}}",
        "attributes #0 = { align=3 }",
        "define void @f() { ret void } define void @f() { ret void }",
    ] {
        parses_without_panic(text);
    }
    // Nesting past the limit is rejected, not a stack overflow (on a thread
    // with the stack the command line gives itself, as deep input needs).
    let depth = MAX_NESTING as usize + 1;
    std::thread::Builder::new()
        .stack_size(NESTING_STACK_BYTES)
        .spawn(move || {
            let deep_md = format!("!0 = {}{}\n", "!{".repeat(depth), "}".repeat(depth));
            assert!(!parses_without_panic(&deep_md));
            let deep_const = format!(
                "@g = global {{ {} }} zeroinitializer\n",
                "{ ".repeat(depth) + &" }".repeat(depth)
            );
            assert!(!parses_without_panic(&deep_const));
        })
        .expect("thread starts")
        .join()
        .expect("no stack overflow");
}
