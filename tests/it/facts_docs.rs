//! The documents generated from the schema of `llsem facts` are up to date:
//! the Soufflé declarations in examples/facts/schema.dl and the relation
//! tables of paper-notes/relational-schema.md. Run with `LLSEM_BLESS=1` to
//! rewrite them after changing src/facts/schema.rs.

use std::path::{Path, PathBuf};

use llsem::facts::schema::{markdown_tables, schema, souffle_declarations};

const BEGIN: &str = "<!-- BEGIN GENERATED FROM src/facts/schema.rs -->\n";
const END: &str = "<!-- END GENERATED -->";

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn bless() -> bool {
    std::env::var_os("LLSEM_BLESS").is_some()
}

#[test]
fn schema_dl_declares_every_relation() {
    let path = root().join("examples/facts/schema.dl");
    let want = souffle_declarations();
    if bless() {
        std::fs::write(&path, &want).expect("write schema.dl");
    }
    let have = std::fs::read_to_string(&path).expect("schema.dl");
    assert!(
        have == want,
        "examples/facts/schema.dl is stale: run with LLSEM_BLESS=1"
    );
    for r in schema() {
        assert!(have.contains(&format!(".decl {}(", r.name)), "{}", r.name);
    }
}

#[test]
fn the_schema_note_documents_every_relation() {
    let path = root().join("paper-notes/relational-schema.md");
    let text = std::fs::read_to_string(&path).expect("relational-schema.md");
    let (Some(start), Some(end)) = (text.find(BEGIN), text.find(END)) else {
        panic!("relational-schema.md lacks the generated-section markers");
    };
    let want = format!("{BEGIN}{}{END}", markdown_tables());
    if bless() {
        let new = format!("{}{want}{}", &text[..start], &text[end + END.len()..]);
        std::fs::write(&path, new).expect("write relational-schema.md");
        return;
    }
    assert!(
        text[start..end + END.len()] == want,
        "paper-notes/relational-schema.md is stale: run with LLSEM_BLESS=1"
    );
    for r in schema() {
        assert!(text.contains(&format!("| `{}` |", r.name)), "{}", r.name);
    }
}

/// Every relation a Datalog program of examples/facts/ reads is either in
/// the schema or declared by the program itself.
#[test]
fn the_example_programs_use_only_known_relations() {
    let dir = root().join("examples/facts");
    for file in ["wellformed.dl", "poison.dl"] {
        let text = std::fs::read_to_string(dir.join(file)).expect("program");
        let declared: Vec<&str> = text
            .lines()
            .filter_map(|l| l.strip_prefix(".decl "))
            .filter_map(|l| l.split('(').next())
            .collect();
        for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
            for atom in atoms(line) {
                assert!(
                    declared.contains(&atom) || schema().iter().any(|r| r.name == atom),
                    "{file}: unknown relation {atom}"
                );
            }
        }
    }
}

/// The names in front of `(` on a line of rules (relation atoms).
fn atoms(line: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for (i, _) in line.match_indices('(') {
        let before = &line[..i];
        let start = before
            .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .map_or(0, |k| k + 1);
        let name = &before[start..];
        let is_relation = name.starts_with(|c: char| c.is_ascii_lowercase())
            && !before[..start].ends_with('.')
            && !before[..start].ends_with('"');
        if is_relation {
            out.push(name);
        }
    }
    out
}
