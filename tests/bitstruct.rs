//! The Explicitly Packed Structure against clang-22: for the C structs of
//! `tests/bitfields/layouts.c`, llsem's layout of the corresponding
//! `\{ ... }/` types in `tests/bitfields/layouts.ll` must put every member at
//! the bit offset clang chose, with its width, and have clang's size. The
//! expected numbers are clang-22's own, committed (regenerate them with
//! `scripts/gen-bitfield-layouts.sh`). Also: the type and its constants
//! print and parse back unchanged.

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
        "%s4 = type \\{ i3, i6, i7, [2 x i8] }/\n%short = type \\{ i3, i6 }/\n",
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
    // Fields that do not cover whole bytes break the rule and the size.
    let short = named_body(&m, "short").expect("%short");
    let d = differences(&m, short, &map, &clang);
    assert!(d.iter().any(|l| l.contains("cover 9 bits")), "{d:?}");
    assert!(d.iter().any(|l| l.starts_with("size 2")), "{d:?}");
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
