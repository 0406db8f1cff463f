//! `llsem facts` over the whole fixture corpus: the relations agree with the
//! module they describe (counts computed from the data model), every row fits
//! the schema, ids refer to entities that exist, and two runs over two
//! separate parses give byte-identical files.

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

use llsem::facts::schema::{ColumnType, schema};
use llsem::facts::{Relations, read_facts, relations, write_facts};
use llsem::parse::parse_module;
use llsem::syntax::{Module, SourceFile};

fn fixtures() -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).expect("fixture directory") {
            let p = e.expect("directory entry").path();
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

fn parse(path: &Path) -> Module {
    let text = std::fs::read_to_string(path).expect("fixture");
    match parse_module(SourceFile::new(path.display().to_string(), text)) {
        Ok(m) => m,
        Err(d) => panic!("{}: {}", path.display(), d.message),
    }
}

/// Row counts computed from the module, not from the relations.
fn expected_counts(m: &Module) -> BTreeMap<String, usize> {
    let mut c: BTreeMap<String, usize> = BTreeMap::new();
    let mut bump = |k: String, n: usize| *c.entry(k).or_default() += n;
    bump("function".into(), m.functions.len());
    bump("global".into(), m.globals.len());
    bump("alias".into(), m.aliases.len());
    bump("ifunc".into(), m.ifuncs.len());
    bump("type".into(), m.types.len());
    for f in &m.functions {
        let Some(body) = &f.body else {
            bump("function_declaration".into(), 1);
            bump("variable".into(), f.params.len());
            continue;
        };
        bump("function_definition".into(), 1);
        bump("entry_block".into(), 1);
        bump("variable".into(), body.locals.len());
        bump("block".into(), body.blocks.len());
        for b in &body.blocks {
            bump("instruction".into(), b.insts.len());
            bump("instruction_next".into(), b.insts.len().saturating_sub(1));
            for i in &b.insts {
                bump(format!("{}_instruction", i.kind.opcode()), 1);
                if i.result.is_some() {
                    bump("instruction_to".into(), 1);
                }
            }
        }
    }
    c
}

fn check_counts(path: &Path, m: &Module, rels: &Relations) {
    let counts = rels.counts();
    for (rel, n) in expected_counts(m) {
        assert_eq!(counts.get(&rel), n, "{}: {rel}", path.display());
    }
    let per_opcode: usize = schema()
        .iter()
        .filter(|r| r.name.ends_with("_instruction") && r.columns.len() == 1)
        .map(|r| counts.get(&r.name))
        .sum();
    assert_eq!(
        per_opcode,
        counts.get("instruction"),
        "{}: every instruction has exactly one opcode relation",
        path.display()
    );
}

/// Every relation is in the schema, every row has its arity, every number
/// column holds a number.
fn check_schema(path: &Path, rels: &Relations) {
    let names: HashSet<&str> = schema().iter().map(|r| r.name.as_str()).collect();
    for (name, rows) in rels.iter() {
        assert!(
            names.contains(name),
            "{}: {name} is not in the schema",
            path.display()
        );
        let Some(r) = llsem::facts::schema::relation(name) else {
            continue;
        };
        for row in rows {
            assert_eq!(
                row.len(),
                r.columns.len(),
                "{}: {name} {row:?}",
                path.display()
            );
            for (field, col) in row.iter().zip(&r.columns) {
                assert!(!field.contains(['\t', '\n', '\r']), "{name} {row:?}");
                if col.ty == ColumnType::Number {
                    assert!(
                        field.parse::<i64>().is_ok(),
                        "{}: {name}.{} = {field}",
                        path.display(),
                        col.name
                    );
                }
            }
        }
    }
}

/// The ids in column `col` of `rel` are all in column 0 of one of `targets`.
fn check_refs(path: &Path, rels: &Relations, rel: &str, col: usize, targets: &[&str]) {
    let known: HashSet<&String> = targets
        .iter()
        .flat_map(|t| rels.rows(t).iter().filter_map(|r| r.first()))
        .collect();
    for row in rels.rows(rel) {
        let id = &row[col];
        assert!(
            known.contains(id),
            "{}: {rel} refers to {id}, not in {targets:?}",
            path.display()
        );
    }
}

const OPERANDS: [&str; 4] = ["variable", "constant", "metadata_operand", "inline_asm"];

fn check_references(path: &Path, rels: &Relations) {
    check_refs(path, rels, "instruction", 1, &["function"]);
    check_refs(path, rels, "instruction", 2, &["block"]);
    check_refs(path, rels, "block", 1, &["function"]);
    check_refs(path, rels, "block_successor", 1, &["block"]);
    check_refs(path, rels, "instruction_next", 1, &["instruction"]);
    check_refs(path, rels, "instruction_to", 1, &["variable"]);
    check_refs(path, rels, "instruction_operand", 2, &OPERANDS);
    check_refs(path, rels, "variable_type", 1, &["type"]);
    check_refs(path, rels, "constant_type", 1, &["type"]);
    check_refs(path, rels, "constant_element", 2, &["constant"]);
    check_refs(path, rels, "function_signature", 1, &["function_type"]);
    check_refs(path, rels, "function_param", 2, &["variable"]);
    check_refs(path, rels, "global_initializer", 1, &["constant"]);
    check_refs(
        path,
        rels,
        "global_address_constant",
        1,
        &["global", "function", "alias", "ifunc"],
    );
    check_refs(path, rels, "phi_instruction_pair", 3, &["block"]);
    check_refs(path, rels, "call_instruction_function", 1, &OPERANDS);
}

#[test]
fn the_facts_of_every_fixture_agree_with_the_module_and_are_stable() {
    let files = fixtures();
    assert!(files.len() > 300, "the fixture corpus is missing");
    for path in &files {
        let m1 = parse(path);
        let m2 = parse(path);
        let r1 = relations(&m1);
        let r2 = relations(&m2);
        for r in schema() {
            assert!(
                r1.render(&r.name) == r2.render(&r.name),
                "{}: {} differs between two runs",
                path.display(),
                r.name
            );
        }
        check_counts(path, &m1, &r1);
        check_schema(path, &r1);
        check_references(path, &r1);
    }
}

#[test]
fn written_files_hold_the_relations_and_read_back() {
    let dir = std::env::temp_dir().join(format!("llsem-facts-test-{}", std::process::id()));
    for path in fixtures().iter().step_by(40) {
        let m = parse(path);
        let rels = relations(&m);
        let counts = write_facts(&m, &dir).expect("write facts");
        assert_eq!(counts, rels.counts());
        for r in schema() {
            let file = std::fs::read_to_string(dir.join(format!("{}.facts", r.name)))
                .expect("every relation has a file");
            assert_eq!(file, rels.render(&r.name), "{}: {}", path.display(), r.name);
        }
        let back = read_facts(&dir).expect("read facts");
        for r in schema() {
            assert_eq!(back.rows(&r.name), rels.rows(&r.name), "{}", r.name);
        }
        std::fs::remove_dir_all(&dir).expect("clean up");
    }
}
