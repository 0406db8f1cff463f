//! The may-be-poison analysis of examples/facts/poison.dl (through its
//! `ascent` twin) on the demo module of examples/facts/.

use crate::poison;

use llsem::facts::relations;
use llsem::parse::parse_module;
use llsem::syntax::SourceFile;

#[test]
fn poison_from_flags_reaches_the_branch_and_the_noundef_return_but_not_the_divisor() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/facts/demo.ll");
    let text = std::fs::read_to_string(path).expect("demo.ll");
    let m = parse_module(SourceFile::new("demo.ll", text)).expect("demo.ll parses");
    let rels = relations(&m);
    let found = poison::analyse(&rels).expect("facts load");
    let text_of = |id: &str| {
        rels.rows("instruction_text")
            .iter()
            .find(|r| r[0] == id)
            .map(|r| r[1].clone())
            .unwrap_or_default()
    };
    let readable: Vec<(String, String, String)> = found
        .iter()
        .map(|(u, w, s)| (text_of(u), w.clone(), text_of(s)))
        .collect();
    assert_eq!(
        readable,
        [
            (
                "br i1 %more, label %loop, label %exit".to_string(),
                "branch condition".to_string(),
                "%n1 = add nsw i32 %n, 1".to_string()
            ),
            (
                "ret i32 %r".to_string(),
                "noundef return".to_string(),
                "%r = shl nuw i32 %q, 1".to_string()
            ),
        ]
    );
}
