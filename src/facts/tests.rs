//! scratch
use super::*;
use crate::syntax::SourceFile;

#[test]
fn scratch() {
    let text = std::fs::read_to_string(std::env::var("FACTS_FILE").unwrap()).unwrap();
    let m = crate::parse::parse_module(SourceFile::new("x.ll", text)).unwrap();
    let r = relations(&m);
    for (n, rows) in r.iter() {
        for row in rows {
            println!("{n}\t{}", row.join("\t"));
        }
    }
}
