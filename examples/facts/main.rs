//! The Datalog programs of this folder, evaluated with `ascent` over the
//! facts of a module: `cargo run --example facts -- FILE.ll` (the facts are
//! computed in memory) or `cargo run --example facts -- DIR` (a directory
//! written by `llsem facts FILE -o DIR`). Prints the ill-formed functions
//! (`wellformed.dl`) and where a possibly-poison value reaches a use that is
//! immediate UB on poison (`poison.dl`).

mod poison;
mod wellformed;

// The tests of both programs; `cargo test` builds this example as their
// harness (`test = true` in Cargo.toml).
#[cfg(test)]
mod poison_tests;
#[cfg(test)]
mod wellformed_tests;

use std::path::Path;
use std::process::ExitCode;

use llsem::facts::{Relations, read_facts, relations};
use llsem::syntax::SourceFile;

/// The facts of a `.ll` file or of a facts directory.
fn facts(arg: &str) -> Result<Relations, String> {
    let path = Path::new(arg);
    if path.is_dir() {
        return read_facts(path).map_err(|e| format!("{arg}: {e}"));
    }
    let text = std::fs::read_to_string(path).map_err(|e| format!("{arg}: {e}"))?;
    let src = SourceFile::new(arg, text);
    let m = llsem::parse::load(src.clone()).map_err(|d| d.render(&src))?;
    Ok(relations(&m))
}

/// Field `col` of the row of `rel` whose first field is `id`.
fn field<'r>(rels: &'r Relations, rel: &str, id: &str, col: usize) -> &'r str {
    rels.rows(rel)
        .iter()
        .find(|r| r.first().is_some_and(|f| f == id))
        .and_then(|r| r.get(col))
        .map_or("?", |s| s.as_str())
}

fn run(arg: &str) -> Result<(), String> {
    let rels = facts(arg)?;
    let verdict = wellformed::check(&rels)?;
    println!(
        "function_illformed: {}",
        verdict.illformed_functions().len()
    );
    for (f, rule) in &verdict.functions {
        println!("  @{}\t{rule}", field(&rels, "function_name", f, 1));
    }
    let reaches = poison::analyse(&rels)?;
    println!("poison_reaches_ub: {}", reaches.len());
    for (insn, why, source) in &reaches {
        println!(
            "  {why}: `{}` may get poison from `{}`",
            field(&rels, "instruction_text", insn, 1),
            field(&rels, "instruction_text", source, 1)
        );
    }
    Ok(())
}

fn main() -> ExitCode {
    let Some(arg) = std::env::args().nth(1) else {
        eprintln!("usage: facts FILE.ll|DIR");
        return ExitCode::from(2);
    };
    match run(&arg) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}
