//! Every `.ll` example under `examples/` that states `; RUN:` lines behaves
//! as it says (the same case-file format as `semantics/`).

use std::path::{Path, PathBuf};

fn examples(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            examples(&p, out);
        } else if p.extension().is_some_and(|x| x == "ll") {
            out.push(p);
        }
    }
}

#[test]
fn examples_do_what_their_comments_say() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut files = Vec::new();
    examples(&root, &mut files);
    files.sort();
    let mut checked = 0;
    let mut errors = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable example");
        if !text.contains("; RUN:") {
            continue;
        }
        checked += 1;
        errors.extend(llsem::casefile::check_case_file(
            &f.display().to_string(),
            &text,
        ));
    }
    assert!(checked >= 7, "only {checked} examples have RUN lines");
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}
