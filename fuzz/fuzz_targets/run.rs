//! Fuzz target for `llsem run`: any byte string that loads as a module is
//! run from `main` (or its first defined function) with a small step, depth
//! and memory budget; when it ends in UB, it is replayed with origin
//! tracking on, as `llsem run` does for its report. The requirement: every
//! run returns an outcome (a value, an exit, a trap, UB, a bound or an
//! unsupported construct) without panicking or exhausting the host.

#![no_main]

use std::sync::Arc;

use libfuzzer_sys::fuzz_target;
use llsem::model::Model;
use llsem::oracle::RandomOracle;
use llsem::sem::machine::Limits;
use llsem::sem::program::Program;
use llsem::sem::run::{RunOptions, parse_arg, run_function, ub_origins};
use llsem::syntax::SourceFile;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(module) = llsem::parse::load(SourceFile::new("fuzz.ll", text.as_ref())) else {
        return;
    };
    let Ok(prog) = Program::new(Arc::new(module), Model::default()) else {
        return;
    };
    let m = &prog.module;
    let entry = m
        .function_by_name("main")
        .filter(|f| m.func(*f).body.is_some())
        .or_else(|| {
            (0..m.functions.len())
                .map(|i| llsem::syntax::FuncId(i as u32))
                .find(|f| m.func(*f).body.is_some())
        });
    let Some(entry) = entry else {
        return;
    };
    // A defined value for each parameter where one is written simply,
    // poison otherwise; pointers get a 16-byte buffer.
    let args: Vec<_> = m
        .func(entry)
        .params
        .iter()
        .filter_map(|p| {
            ["7", "bytes:000102030405060708090a0b0c0d0e0f", "poison"]
                .iter()
                .find_map(|t| parse_arg(&prog, p.ty, t).ok())
        })
        .collect();
    if args.len() != m.func(entry).params.len() {
        return;
    }
    let opts = RunOptions {
        limits: Limits {
            max_steps: 20_000,
            max_depth: 200,
            max_memory: 1 << 24,
            deadline: None,
        },
        ..RunOptions::default()
    };
    let result = run_function(&prog, entry, args.clone(), &mut RandomOracle::new(0), &opts);
    let _ = ub_origins(&prog, entry, args, &opts, &result);
});
