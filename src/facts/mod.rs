//! A relational view of a module, after the relational-IR thesis: a parsed
//! [`Module`] becomes a set of relations (types, functions, blocks,
//! instructions, variables, constants, metadata, attributes), written by
//! `llsem facts FILE -o DIR` as one tab-separated `NAME.facts` file per
//! relation, without header, as Soufflé reads them.
//!
//! It sits beside the machine, downstream of the front end: it reads the
//! module and nothing reads it back. `schema` lists every relation and its
//! columns, `ids` says how entities are named, `emit` walks the module and
//! `insts` the instructions. `paper-notes/relational-schema.md` documents the
//! schema and its departures from the thesis; `examples/facts/` holds
//! Datalog programs over it.

mod consts;
mod emit;
pub mod ids;
mod insts;
pub mod schema;

#[cfg(test)]
mod tests;

use std::collections::{BTreeMap, HashSet};
use std::io;
use std::path::Path;

use crate::syntax::Module;

/// The relations of a module: for every relation of the schema, its rows in
/// the order the module produced them, each row a list of fields.
///
/// Fields never hold a tab, a newline or a carriage return:
/// [`Relations::insert`] writes those as LLVM's `\09`, `\0A`, `\0D` escapes
/// (the escapes LLVM's own text uses for them), so a row is one line of a
/// `.facts` file as it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Relations {
    rows: BTreeMap<String, Vec<Vec<String>>>,
    seen: BTreeMap<String, HashSet<Vec<String>>>,
}

impl Default for Relations {
    fn default() -> Relations {
        Relations::new()
    }
}

impl Relations {
    /// Every relation of the schema, with no rows.
    pub fn new() -> Relations {
        let rows = schema::schema()
            .iter()
            .map(|r| (r.name.clone(), Vec::new()))
            .collect();
        Relations {
            rows,
            seen: BTreeMap::new(),
        }
    }

    /// Adds a row to relation `name` unless it is already there. The fields
    /// are escaped (see [`Relations`]).
    pub fn insert(&mut self, name: &str, row: Vec<String>) {
        let row: Vec<String> = row.into_iter().map(escape_field).collect();
        let seen = self.seen.entry(name.to_string()).or_default();
        if seen.insert(row.clone()) {
            self.rows.entry(name.to_string()).or_default().push(row);
        }
    }

    /// Removes the rows of relation `name` for which `keep` says no.
    pub fn retain(&mut self, name: &str, mut keep: impl FnMut(&[String]) -> bool) {
        if let Some(rows) = self.rows.get_mut(name) {
            rows.retain(|r| keep(r));
        }
        if let Some(seen) = self.seen.get_mut(name) {
            seen.retain(|r| keep(r));
        }
    }

    /// The rows of relation `name` (none if the relation is unknown).
    pub fn rows(&self, name: &str) -> &[Vec<String>] {
        self.rows.get(name).map_or(&[], |r| r.as_slice())
    }

    /// Every relation with its rows, by name.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &[Vec<String>])> {
        self.rows.iter().map(|(n, r)| (n.as_str(), r.as_slice()))
    }

    /// Relation `name` as the text of its `.facts` file: one line per row,
    /// fields separated by tabs.
    pub fn render(&self, name: &str) -> String {
        let mut out = String::new();
        for row in self.rows(name) {
            out.push_str(&row.join("\t"));
            out.push('\n');
        }
        out
    }

    /// The number of rows of every relation.
    pub fn counts(&self) -> FactCounts {
        FactCounts(
            self.rows
                .iter()
                .map(|(n, r)| (n.clone(), r.len()))
                .collect(),
        )
    }
}

/// How many rows each relation got.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FactCounts(pub BTreeMap<String, usize>);

impl FactCounts {
    /// The rows of relation `name` (0 if unknown).
    pub fn get(&self, name: &str) -> usize {
        self.0.get(name).copied().unwrap_or(0)
    }

    /// The rows of all relations together.
    pub fn total(&self) -> usize {
        self.0.values().sum()
    }
}

/// The relations of a module, in memory.
pub fn relations(m: &Module) -> Relations {
    emit::Emitter::new(m).run()
}

/// Writes the relations of `m` into `dir` (created if missing), one
/// `NAME.facts` file per relation of the schema, and says how many rows each
/// got. This is `llsem facts FILE -o DIR` once the module is loaded.
pub fn write_facts(m: &Module, dir: &Path) -> io::Result<FactCounts> {
    let rels = relations(m);
    std::fs::create_dir_all(dir)?;
    for r in schema::schema() {
        std::fs::write(dir.join(format!("{}.facts", r.name)), rels.render(&r.name))?;
    }
    Ok(rels.counts())
}

/// Reads the `.facts` files of every relation of the schema from `dir` (as
/// [`write_facts`] wrote them; a missing file is an empty relation).
pub fn read_facts(dir: &Path) -> io::Result<Relations> {
    let mut rels = Relations::new();
    for r in schema::schema() {
        let path = dir.join(format!("{}.facts", r.name));
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) if e.kind() == io::ErrorKind::NotFound => continue,
            Err(e) => return Err(e),
        };
        for line in text.lines() {
            rels.insert(&r.name, line.split('\t').map(str::to_string).collect());
        }
    }
    Ok(rels)
}

/// A field with tab, newline and carriage return written as `\09`, `\0A`,
/// `\0D`.
fn escape_field(field: String) -> String {
    if !field.contains(['\t', '\n', '\r']) {
        return field;
    }
    let mut out = String::with_capacity(field.len() + 8);
    for c in field.chars() {
        match c {
            '\t' | '\n' | '\r' => out.push_str(&format!("\\{:02X}", c as u32)),
            c => out.push(c),
        }
    }
    out
}
