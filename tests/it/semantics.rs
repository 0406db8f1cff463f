//! Runs every `.ll` case under `semantics/`: each `; RUN:` line's explored
//! behaviours must be the outcomes it states (see `llsem::casefile`).

use std::path::{Path, PathBuf};

fn case_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            case_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "ll") {
            out.push(p);
        }
    }
}

#[test]
fn every_semantics_case_holds() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("semantics");
    let mut files = Vec::new();
    case_files(&root, &mut files);
    files.sort();
    assert!(!files.is_empty(), "no cases under {}", root.display());
    let mut errors = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable case file");
        let name = f
            .strip_prefix(env!("CARGO_MANIFEST_DIR"))
            .unwrap_or(f)
            .display()
            .to_string();
        errors.extend(llsem::casefile::check_case_file(&name, &text));
    }
    assert!(
        errors.is_empty(),
        "{} failing RUN lines:\n{}",
        errors.len(),
        errors.join("\n")
    );
}
