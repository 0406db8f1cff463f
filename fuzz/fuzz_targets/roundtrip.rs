//! Fuzz target for the printer: when an input parses and verifies, printing
//! it must give text that parses and verifies again and prints back to the
//! very same text (printing is a fixed point after one round).

#![no_main]

use libfuzzer_sys::fuzz_target;
use llsem::syntax::SourceFile;
use llsem::syntax::print::print_module;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(module) = llsem::parse::load(SourceFile::new("fuzz.ll", text)) else {
        return;
    };
    let printed = print_module(&module);
    let reparsed = match llsem::parse::load(SourceFile::new("printed.ll", printed.as_str())) {
        Ok(m) => m,
        Err(e) => panic!("the printed module does not load again: {e:?}\n{printed}"),
    };
    let reprinted = print_module(&reparsed);
    assert_eq!(printed, reprinted, "printing is not stable");
});
