//! `llsem::parse::load` accepts every real clang/opt output we have: the
//! fixture corpus (`tests/fixtures/**/*.ll`) and the verifier's own extra
//! cases (`tests/verify/accept/*.ll`). All of them are valid for LLVM 22.

use std::path::{Path, PathBuf};

use llsem::parse::load;
use llsem::syntax::SourceFile;

/// Every `.ll` file under `dir`, sorted.
fn ll_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "ll") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Loads every `.ll` under `dir` (at least `min` of them) and fails with
/// every rejection, rendered.
fn accepts_all(dir: &str, min: usize) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let files = ll_files(&root);
    assert!(
        files.len() >= min,
        "expected at least {min} .ll files under {dir}, found {}",
        files.len()
    );
    let mut rejected = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("a readable fixture");
        let file = SourceFile::new(path.display().to_string(), text);
        if let Err(d) = load(file.clone()) {
            rejected.push(d.render(&file));
        }
    }
    assert!(
        rejected.is_empty(),
        "{} of {} files rejected:\n{}",
        rejected.len(),
        files.len(),
        rejected.join("\n")
    );
}

#[test]
fn load_accepts_every_fixture() {
    accepts_all("tests/fixtures", 300);
}

#[test]
fn load_accepts_exceptions_asm_goto_atomics_and_scalable_vectors() {
    accepts_all("tests/verify/accept", 4);
}
