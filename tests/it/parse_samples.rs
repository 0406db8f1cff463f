//! Real clang-22 output (committed under `tests/parse_samples/`, see its
//! README) parses without error, and the parsed modules have the expected
//! shape.

use std::path::{Path, PathBuf};

use llsem::parse::parse_module;
use llsem::syntax::*;

fn sample_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/parse_samples")
}

fn parse_file(path: &Path) -> Module {
    let text = std::fs::read_to_string(path).unwrap();
    let file = SourceFile::new(path.display().to_string(), text);
    match parse_module(file.clone()) {
        Ok(m) => m,
        Err(d) => panic!("{}", d.render(&file)),
    }
}

fn sample(name: &str) -> Module {
    parse_file(&sample_dir().join(name))
}

/// Every instruction of every function.
fn all_insts(m: &Module) -> impl Iterator<Item = &Inst> {
    m.functions
        .iter()
        .filter_map(|f| f.body.as_ref())
        .flat_map(|b| b.blocks.iter().flat_map(|bl| bl.insts.iter()))
}

fn count(m: &Module, pred: impl Fn(&InstKind) -> bool) -> usize {
    all_insts(m).filter(|i| pred(&i.kind)).count()
}

#[test]
fn every_sample_parses() {
    let mut n = 0;
    for entry in std::fs::read_dir(sample_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "ll") {
            parse_file(&path);
            n += 1;
        }
    }
    assert_eq!(n, 5);
}

#[test]
fn c_structs_and_switch_at_o2() {
    let m = sample("c_structs_switch_O2.ll");
    assert_eq!(m.triple.as_deref(), Some("x86_64-pc-linux-gnu"));
    assert_eq!(m.layout.stack_align, 16);
    for name in ["addv", "sw", "f", "main", "printf"] {
        assert!(m.function_by_name(name).is_some(), "{name}");
    }
    assert!(count(&m, |k| matches!(k, InstKind::Switch { .. })) >= 1);
    assert!(count(&m, |k| matches!(k, InstKind::Phi { .. })) >= 1);
    // `sw` refers to its unlabelled entry block as `%1`.
    let sw = m.func(m.function_by_name("sw").unwrap());
    let b = sw.body.as_ref().unwrap();
    assert_eq!(b.blocks[0].name, None);
    let phi_from_entry = b.blocks.iter().flat_map(|bl| &bl.insts).any(|i| {
        matches!(&i.kind, InstKind::Phi { incoming, .. } if incoming.iter().any(|(_, bb)| *bb == BlockId(0)))
    });
    assert!(phi_from_entry);
    let tbl = &m.globals[0];
    assert!(tbl.constant);
    assert_eq!(tbl.props.align, Some(16));
    assert!(!m.attr_groups.is_empty());
}

#[test]
fn c_with_debug_info() {
    let m = sample("c_debug_info_O1.ll");
    let records: usize = all_insts(&m).map(|i| i.dbg.len()).sum();
    assert!(records > 5, "{records} debug records");
    assert!(all_insts(&m).any(|i| i.md.iter().any(|(k, _)| k == "dbg")));
    assert!(m.named_metadata.iter().any(|n| n.name == "llvm.dbg.cu"));
    let specialized = m
        .metadata
        .values()
        .filter(|md| matches!(md, Metadata::Specialized { .. }))
        .count();
    assert!(specialized > 20, "{specialized} specialized nodes");
    let printf = m.func(m.function_by_name("printf").unwrap());
    assert!(printf.body.is_none());
    assert_eq!(printf.md.len(), 1);
}

#[test]
fn cxx_exceptions() {
    let m = sample("cxx_exceptions_O1.ll");
    assert!(count(&m, |k| matches!(k, InstKind::Invoke { .. })) >= 3);
    assert!(count(&m, |k| matches!(k, InstKind::LandingPad { .. })) >= 3);
    assert!(count(&m, |k| matches!(k, InstKind::Resume { .. })) >= 1);
    assert!(m.functions.iter().any(|f| f.personality.is_some()));
    let catches = all_insts(&m)
        .filter(|i| {
            matches!(&i.kind, InstKind::LandingPad { cleanup: true, clauses, .. }
                if clauses.iter().any(|c| matches!(c, Clause::Catch(_))))
        })
        .count();
    assert!(catches >= 1);
}

#[test]
fn c_vectors_atomics_and_friends() {
    let m = sample("c_vectors_atomics_O2.ll");
    assert!(count(&m, |k| matches!(k, InstKind::ShuffleVector { .. })) >= 1);
    assert!(count(&m, |k| matches!(k, InstKind::CmpXchg { .. })) >= 1);
    assert!(count(&m, |k| matches!(k, InstKind::AtomicRmw { .. })) >= 1);
    assert!(count(&m, |k| matches!(k, InstKind::Fence { .. })) >= 1);
    assert!(count(&m, |k| matches!(k, InstKind::IndirectBr { .. })) >= 1);
    assert!(
        count(
            &m,
            |k| matches!(k, InstKind::Call(c) if matches!(c.callee, Operand::InlineAsm(_)))
        ) >= 1
    );
    let has_block_address = m.globals.iter().any(|g| {
        matches!(&g.init, Some(Const { kind: ConstKind::Array(e), .. })
            if e.iter().any(|c| matches!(c.kind, ConstKind::BlockAddress { .. })))
    });
    assert!(has_block_address);
    for ty in ["i128", "x86_fp80", "fp128", "half"] {
        let found = (0..m.types.len() as u32).any(|i| m.types.display(TypeId(i)) == ty);
        assert!(found, "{ty}");
    }
}

#[test]
fn kitchen_sink() {
    let m = sample("kitchen_sink.ll");
    assert_eq!(m.module_asm, vec![".text".to_string()]);
    assert_eq!(m.globals.len(), 12);
    assert_eq!(m.aliases.len(), 1);
    assert_eq!(m.ifuncs.len(), 1);
    assert_eq!(m.functions.len(), 10);
    let control = m.function_by_name("control").unwrap();
    let ba = m
        .globals
        .iter()
        .find(|g| g.name == Name::Named("ba".into()))
        .unwrap();
    assert!(matches!(
        ba.init.as_ref().unwrap().kind,
        ConstKind::BlockAddress { func: GlobalRef::Func(f), block: BlockId(3) } if f == control
    ));
    let varargs = m.func(m.function_by_name("varargs").unwrap());
    assert_eq!(
        varargs.body.as_ref().unwrap().blocks[0].trailing_dbg.len(),
        1
    );
}
