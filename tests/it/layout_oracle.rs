//! llsem's type layout against LLVM 22's own `DataLayout`: for every module
//! in `tests/fixtures/layout/` (the generated layout cases and the struct
//! types clang-22 lowers `scripts/layout/structs.c` to, per target), each
//! global's type has the size in bits, store size, alloc size, ABI and
//! preferred alignment, and struct field offsets that LLVM computes
//! (`NAME.expected`, written by `scripts/gen-layout-expectations.sh` with
//! `scripts/layout/oracle.cpp`).

use std::path::Path;

use llsem::parse::load;
use llsem::syntax::{LayoutCache, SourceFile, TypeKind};

#[test]
fn layouts_match_llvm() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/layout");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 15,
        "layout cases missing in {}",
        dir.display()
    );
    let mut failures = Vec::new();
    let mut checked = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let m = load(SourceFile::new(path.display().to_string(), text))
            .unwrap_or_else(|d| panic!("{}: {}", path.display(), d.message));
        let expected = std::fs::read_to_string(path.with_extension("expected")).unwrap();
        let mut cache = LayoutCache::new();
        for line in expected.lines() {
            let mut parts = line.split(' ');
            let name = parts.next().unwrap().trim_start_matches('@');
            let want: Vec<&str> = parts.collect();
            let g = m
                .globals
                .iter()
                .find(|g| g.name.to_string() == name)
                .unwrap_or_else(|| panic!("{}: no global @{name}", path.display()));
            let size = cache.size(&m.layout, &m.types, g.ty);
            let mut got = vec![
                size.bits.to_string(),
                size.store().to_string(),
                size.alloc.to_string(),
                size.abi_align.to_string(),
                size.pref_align.to_string(),
            ];
            if matches!(m.types.resolved(g.ty), TypeKind::Struct { .. }) {
                let layout = cache.struct_layout(&m.layout, &m.types, g.ty);
                let offsets: Vec<String> = layout
                    .field_bit_offsets
                    .iter()
                    .map(|b| (b / 8).to_string())
                    .collect();
                got.push(offsets.join(","));
            }
            checked += 1;
            if got != want {
                failures.push(format!(
                    "{} @{name} ({}): llsem {} / LLVM {}",
                    path.file_name().unwrap().to_string_lossy(),
                    m.types.display(g.ty),
                    got.join(" "),
                    want.join(" ")
                ));
            }
        }
    }
    assert!(checked > 1000, "only {checked} layouts compared");
    assert!(
        failures.is_empty(),
        "{} of {checked} layouts differ from LLVM's (bits store alloc abi pref offsets):\n{}",
        failures.len(),
        failures.join("\n")
    );
}
