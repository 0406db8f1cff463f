//! The Explicitly Packed Structure against clang-22: for the C structs of
//! `tests/bitfields/layouts.c`, llsem's layout of the corresponding
//! `\{ ... }/` types in `tests/bitfields/layouts.ll` must put every member at
//! the bit offset clang chose, with its width, and have clang's size. The
//! expected numbers are clang-22's own, committed (regenerate them with
//! `scripts/gen-bitfield-layouts.sh`). Also: the type and its constants
//! print and parse back unchanged; ill-formed structures are rejected with
//! the rule they break; and `examples/bitfields` does what its README says
//! (the table of where poison spreads, and every command shown there).

use std::collections::HashMap;
use std::path::Path;

use llsem::syntax::print::print_module;
use llsem::syntax::{Module, SourceFile, TypeId};

fn fixture(name: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/bitfields")
        .join(name);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn parse(name: &str, text: &str) -> Module {
    let src = SourceFile::new(name, text.to_string());
    llsem::parse::load(src.clone()).unwrap_or_else(|d| panic!("{}", d.render(&src)))
}

/// One struct as clang laid it out: size and alignment in bytes, and each
/// member's bit offset and width.
#[derive(Debug, PartialEq)]
struct ClangLayout {
    size: u64,
    align: u64,
    members: Vec<(String, u64, u64)>,
}

/// `NAME size=S align=A member=OFFSET:WIDTH ...` lines of the probe.
fn probe_layouts(text: &str) -> Vec<(String, ClangLayout)> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let mut words = l.split_whitespace();
            let name = words.next().expect("a struct name").to_string();
            let mut layout = ClangLayout {
                size: 0,
                align: 0,
                members: Vec::new(),
            };
            for w in words {
                let (k, v) = w.split_once('=').expect("key=value");
                match k {
                    "size" => layout.size = v.parse().expect("size"),
                    "align" => layout.align = v.parse().expect("align"),
                    _ => {
                        let (off, width) = v.split_once(':').expect("offset:width");
                        layout.members.push((
                            k.to_string(),
                            off.parse().expect("offset"),
                            width.parse().expect("width"),
                        ));
                    }
                }
            }
            (name, layout)
        })
        .collect()
}

/// `-fdump-record-layouts-simple`: struct name → (size in bits, alignment
/// in bits, field offsets in bits, unnamed bit fields included).
fn record_layouts(text: &str) -> HashMap<String, (u64, u64, Vec<u64>)> {
    let mut out = HashMap::new();
    let mut cur: Option<(String, u64, u64)> = None;
    for line in text.lines().map(str::trim) {
        if let Some(t) = line.strip_prefix("Type: struct ") {
            cur = Some((t.to_string(), 0, 0));
        } else if let (Some(c), Some(v)) = (cur.as_mut(), line.strip_prefix("Size:")) {
            c.1 = v.parse().expect("size");
        } else if let (Some(c), Some(v)) = (cur.as_mut(), line.strip_prefix("Alignment:")) {
            c.2 = v.parse().expect("alignment");
        } else if let Some(v) = line.strip_prefix("FieldOffsets: [") {
            let (name, size, align) = cur.take().expect("FieldOffsets after Type");
            let offsets = v
                .trim_end_matches("]>")
                .split(',')
                .filter(|s| !s.trim().is_empty())
                .map(|s| s.trim().parse().expect("offset"))
                .collect();
            out.insert(name, (size, align, offsets));
        }
    }
    out
}

/// The `; NAME: member=index ...` lines of layouts.ll.
fn member_maps(text: &str) -> HashMap<String, Vec<(String, usize)>> {
    text.lines()
        .filter_map(|l| l.strip_prefix("; "))
        .filter_map(|l| l.split_once(": "))
        .filter(|(name, rest)| {
            !name.contains(' ') && rest.split_whitespace().all(|w| w.contains('='))
        })
        .map(|(name, rest)| {
            let map = rest
                .split_whitespace()
                .map(|w| {
                    let (m, i) = w.split_once('=').expect("member=index");
                    (m.to_string(), i.parse().expect("field index"))
                })
                .collect();
            (name.to_string(), map)
        })
        .collect()
}

fn named_body(m: &Module, name: &str) -> Option<TypeId> {
    m.types
        .named_types()
        .iter()
        .find(|n| n.name == name)
        .and_then(|n| n.body)
}

/// Where llsem puts each mapped member of `ty`, and the size: the
/// differences from clang's layout, one line each.
fn differences(
    m: &Module,
    ty: TypeId,
    map: &[(String, usize)],
    clang: &ClangLayout,
) -> Vec<String> {
    let dl = &m.layout;
    let layout = dl.struct_layout(&m.types, ty);
    let mut out = Vec::new();
    if layout.size != clang.size {
        out.push(format!("size {} (clang {})", layout.size, clang.size));
    }
    if let Err(e) = dl.check_bit_struct(&m.types, ty) {
        out.push(e);
    }
    for (member, offset, width) in &clang.members {
        let Some((_, index)) = map.iter().find(|(n, _)| n == member) else {
            out.push(format!("member {member} has no field"));
            continue;
        };
        let field_ty = m.types.element(ty, *index as u64).expect("field type");
        let ours = (
            layout.field_bit_offsets[*index],
            dl.packed_bits(&m.types, field_ty),
        );
        if ours != (*offset, *width) {
            out.push(format!(
                "member {member}: bit {}, {} bits (clang: bit {offset}, {width} bits)",
                ours.0, ours.1
            ));
        }
    }
    out
}

#[test]
fn layouts_match_clang() {
    let ll = fixture("layouts.ll");
    let m = parse("layouts.ll", &ll);
    let maps = member_maps(&ll);
    let probed = probe_layouts(&fixture("clang22-probe.txt"));
    let mut problems = Vec::new();
    for (name, clang) in &probed {
        let Some(ty) = named_body(&m, name) else {
            problems.push(format!("{name}: no %{name} in layouts.ll"));
            continue;
        };
        let Some(map) = maps.get(name) else {
            problems.push(format!("{name}: no member line in layouts.ll"));
            continue;
        };
        for d in differences(&m, ty, map, clang) {
            problems.push(format!("{name}: {d}"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(probed.len() >= 20, "only {} structs", probed.len());
}

/// The probe (which finds bit fields without offsetof) and clang's own
/// record layout dump agree, so the committed numbers are clang's.
#[test]
fn probe_agrees_with_clang_record_layouts() {
    let probed = probe_layouts(&fixture("clang22-probe.txt"));
    let dumped = record_layouts(&fixture("clang22-record-layouts.txt"));
    assert_eq!(probed.len(), dumped.len());
    for (name, clang) in &probed {
        let (size, align, offsets) = &dumped[name];
        assert_eq!((clang.size * 8, clang.align * 8), (*size, *align), "{name}");
        for (member, offset, _) in &clang.members {
            assert!(offsets.contains(offset), "{name}.{member} at {offset}");
        }
    }
}

/// The comparison notices a wrong lowering: `struct { int i:3; char c:6; }`
/// with c packed right after i (as if the struct were packed).
#[test]
fn a_wrong_placement_is_reported() {
    let m = parse(
        "wrong.ll",
        "%s4 = type \\{ i3, i6, i7, [2 x i8] }/\n%long = type \\{ i3, i5, i6, i2, [3 x i8] }/\n",
    );
    let clang = ClangLayout {
        size: 4,
        align: 4,
        members: vec![("i".into(), 0, 3), ("c".into(), 8, 6)],
    };
    let map = vec![("i".to_string(), 0), ("c".to_string(), 1)];
    let ty = named_body(&m, "s4").expect("%s4");
    assert_eq!(
        differences(&m, ty, &map, &clang),
        vec!["member c: bit 3, 6 bits (clang: bit 8, 6 bits)".to_string()]
    );
    // One padding byte too many: the members are right, the size is not.
    let long = named_body(&m, "long").expect("%long");
    let map = vec![("i".to_string(), 0), ("c".to_string(), 2)];
    assert_eq!(
        differences(&m, long, &map, &clang),
        vec!["size 5 (clang 4)".to_string()]
    );
}

/// Types, global initializers and getelementptr constant expressions of
/// the structure print as they parse.
#[test]
fn printing_round_trips() {
    let text = "%s = type \\{ i3, i4, i1, [3 x i8] }/\n\
                %outer = type { i32, \\{ i2, i2, i4 }/ }\n\
                @g = global %s \\{ i3 1, i4 -2, i1 true, [3 x i8] zeroinitializer }/\n\
                @h = global \\{ i15, i15, i2 }/ \\{ i15 100, i15 -1, i2 0 }/\n\
                @p = global ptr getelementptr (%s, ptr @g, i32 0, i32 1)\n\
                define i4 @f(ptr %q) {\n  \
                  %b = getelementptr inbounds %s, ptr %q, i64 0, i32 1\n  \
                  %v = load i4, ptr %b, align 1\n  \
                  %w = load %s, ptr %q, align 4\n  \
                  ret i4 %v\n}\n";
    let m = parse("round.ll", text);
    let printed = print_module(&m);
    for needle in [
        "%s = type \\{ i3, i4, i1, [3 x i8] }/",
        "%outer = type { i32, \\{ i2, i2, i4 }/ }",
        "\\{ i3 1, i4 -2, i1 true, [3 x i8] zeroinitializer }/",
        "\\{ i15 100, i15 -1, i2 0 }/",
        "load %s, ptr %q",
    ] {
        assert!(printed.contains(needle), "{needle} missing in:\n{printed}");
    }
    let again = print_module(&parse("printed.ll", &printed));
    assert_eq!(printed, again);
}

/// What a scenario of `examples/bitfields` must give for one field.
#[derive(Clone, Copy, Debug)]
enum Field {
    /// This value in every run.
    Is(i64),
    /// Poison in every run.
    Poison,
    /// Never poison; some value (undef bits, or a frozen choice).
    Any,
    /// Never poison, and not always this value (a frozen choice).
    NotAlways(i64),
}

/// The `i32 ...` texts of the two fields of a `{ i32, i32 }` outcome.
fn fields_of(outcome: &str) -> (String, String) {
    let inner = outcome
        .strip_prefix("{ i32, i32 } { ")
        .and_then(|s| s.strip_suffix(" }"))
        .unwrap_or_else(|| panic!("not a {{ i32, i32 }}: {outcome}"));
    let (x, y) = inner.split_once(", ").expect("two fields");
    (x.to_string(), y.to_string())
}

/// Checks one field against the outcomes' texts for it.
fn field_holds(want: Field, seen: &[String]) -> bool {
    let poison = |s: &String| s == "i32 poison";
    match want {
        Field::Is(v) => seen.iter().all(|s| *s == format!("i32 {v}")),
        Field::Poison => seen.iter().all(poison),
        Field::Any => !seen.iter().any(poison),
        Field::NotAlways(v) => {
            !seen.iter().any(poison) && seen.iter().any(|s| *s != format!("i32 {v}"))
        }
    }
}

/// Runs `@entry` of an example under `model`, exploring its choices.
fn outcomes(module: &std::sync::Arc<Module>, model: &str, entry: &str) -> Vec<String> {
    let model = llsem::casefile::parse_model_args(&format!("--model {model}")).expect("model");
    let run = llsem::casefile::RunLine {
        line: 0,
        func: entry.to_string(),
        args: Vec::new(),
        expected: Default::default(),
    };
    llsem::casefile::run_case(module, model, &run)
        .unwrap_or_else(|e| panic!("@{entry}: {e}"))
        .outcomes
        .into_iter()
        .collect()
}

fn example(name: &str) -> std::sync::Arc<Module> {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/bitfields")
        .join(name);
    let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    std::sync::Arc::new(parse(name, &text))
}

/// The table of examples/bitfields/README.md: for each struct, scenario,
/// lowering and model, what the two fields read back.
#[test]
fn example_scenarios_spread_poison_as_documented() {
    use Field::*;
    // (file, value written to the first field, value of the second in scenario 2)
    let structs = [
        ("s1.ll", 5, 7),
        ("s2.ll", 1, -1),
        ("s3.ll", 1000, -3),
        ("s4.ll", -5, 3),
        ("s4p.ll", -5, 3),
    ];
    let mut problems = Vec::new();
    for (file, x, y) in structs {
        let m = example(file);
        let table = [
            ("fresh_word", "llvm", Is(x), Any),
            ("fresh_word_freeze", "llvm", Is(x), Any),
            ("fresh_packed", "llvm", Is(x), Any),
            ("fresh_vector", "llvm", Is(x), Any),
            ("fresh_word", "taming", Poison, Poison),
            ("fresh_word_freeze", "taming", Is(x), Any),
            ("fresh_packed", "taming", Is(x), Poison),
            ("fresh_vector", "taming", Is(x), Poison),
        ]
        .into_iter()
        .chain(["llvm", "taming"].into_iter().flat_map(|model| {
            [
                ("overwrite_word", model, Poison, Poison),
                ("overwrite_word_freeze", model, Is(x), NotAlways(y)),
                ("overwrite_packed", model, Is(x), Is(y)),
                ("overwrite_vector", model, Is(x), Is(y)),
            ]
        }));
        for (entry, model, want_x, want_y) in table {
            let seen = outcomes(&m, model, entry);
            let (xs, ys): (Vec<String>, Vec<String>) = seen.iter().map(|o| fields_of(o)).unzip();
            if !field_holds(want_x, &xs) || !field_holds(want_y, &ys) {
                problems.push(format!(
                    "{file} @{entry} --model {model}: want ({want_x:?}, {want_y:?}), saw {seen:?}"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// clang-22's own -O0 code for the two scenarios of struct s1: fine with
/// undef memory, poison with poison memory (the thesis, 2.3.4).
#[test]
fn clang_output_under_both_models() {
    let m = example("clang/bitfields.O0.ll");
    // a * 16 + b: a is 5, the four bits of b are undef.
    assert_eq!(
        outcomes(&m, "llvm", "fresh_s1"),
        vec!["i32 0b0000000000000000000000000101????"]
    );
    assert_eq!(outcomes(&m, "taming", "fresh_s1"), vec!["i32 poison"]);
    assert_eq!(outcomes(&m, "llvm", "overwrite_s1"), vec!["i32 7"]);
    assert_eq!(outcomes(&m, "taming", "overwrite_s1"), vec!["i32 poison"]);
}

/// examples/bitfields/widening.ll: the widened and combined loads are
/// poison in the taming model, the vector loads never.
#[test]
fn widening_example() {
    let m = example("widening.ll");
    for (entry, llvm, taming) in [
        ("lo_narrow", "i16 7", "i16 7"),
        ("lo_widened", "i16 7", "i16 poison"),
        ("lo_as_vector", "i16 7", "i16 7"),
        ("x_two_loads", "i8 5", "i8 5"),
        ("x_combined", "i8 5", "i8 poison"),
        ("x_combined_as_vector", "i8 5", "i8 5"),
    ] {
        assert_eq!(outcomes(&m, "llvm", entry), vec![llvm], "{entry}");
        assert_eq!(outcomes(&m, "taming", entry), vec![taming], "{entry}");
    }
}

/// The line, column and message with which `load` rejects `text`.
fn rejection(text: &str) -> (u32, u32, String) {
    let src = SourceFile::new("bad.ll", text.to_string());
    match llsem::parse::load(src.clone()) {
        Ok(_) => panic!("accepted:\n{text}"),
        Err(d) => {
            let lc = src.line_col(d.span.start);
            (lc.line, lc.column, d.message)
        }
    }
}

/// Structures that break the layout rules are rejected where they are
/// written, saying which rule: padding not written out, a non-integer
/// field inside a byte, an unsized field, and the same inside another
/// type and as a literal type in an instruction.
#[test]
fn ill_formed_structures_are_rejected() {
    let cases = [
        (
            "%short = type \\{ i3, i6 }/\n",
            (1, 1),
            "%short: the fields of an Explicitly Packed Structure cover 9 bits, not a whole \
             number of bytes: add an explicit i7 padding field",
        ),
        (
            "%f = type \\{ i3, float, i5 }/\n",
            (1, 1),
            "%f: field 1 of an Explicitly Packed Structure starts at bit 3, inside a byte: \
             only integer fields may start inside a byte",
        ),
        (
            "%o = type opaque\n%u = type \\{ i8, %o }/\n",
            (2, 1),
            "%u: field 1 of an Explicitly Packed Structure has no size",
        ),
        (
            "%outer = type { i32, [2 x \\{ i1 }/] }\n",
            (1, 1),
            "%outer: the fields of an Explicitly Packed Structure cover 1 bit, not a whole \
             number of bytes: add an explicit i7 padding field",
        ),
        (
            "define void @f() {\n  %p = alloca \\{ i2, i2 }/\n  ret void\n}\n",
            (2, 15),
            "the fields of an Explicitly Packed Structure cover 4 bits, not a whole number \
             of bytes: add an explicit i4 padding field",
        ),
    ];
    for (text, (line, column), message) in cases {
        assert_eq!(
            rejection(text),
            (line, column, message.to_string()),
            "{text}"
        );
    }
    // Width 1 and wide fields that fill whole bytes are fine.
    parse(
        "ok.ll",
        "%a = type \\{ i1, i7 }/\n%b = type \\{ i65, i63, i128 }/\n%c = type \\{ i8, float, i3, i5 }/\n",
    );
}

/// The commands shown in examples/bitfields/README.md print what the README
/// says they print (commands with a pipe or a `;` are left out).
#[test]
fn readme_commands_print_what_the_readme_shows() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/bitfields");
    let readme = std::fs::read_to_string(dir.join("README.md")).expect("README.md");
    let lines: Vec<&str> = readme.lines().collect();
    let mut checked = 0;
    for (i, line) in lines.iter().enumerate() {
        let Some(cmd) = line.trim_start().strip_prefix("$ llsem ") else {
            continue;
        };
        if cmd.contains('|') || cmd.contains(';') {
            continue;
        }
        let indent = line.len() - line.trim_start().len();
        let shown: Vec<&str> = lines[i + 1..]
            .iter()
            .take_while(|l| {
                let t = l.trim_start();
                !t.starts_with("$ ") && !t.starts_with("```")
            })
            .map(|l| l.get(indent..).unwrap_or(""))
            .collect();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_llsem"))
            .args(cmd.split_whitespace())
            .current_dir(&dir)
            .output()
            .expect("llsem runs");
        let printed = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(
            printed.trim_end(),
            shown.join("\n").trim_end(),
            "llsem {cmd}"
        );
        checked += 1;
    }
    assert!(checked >= 20, "only {checked} commands checked");
}
