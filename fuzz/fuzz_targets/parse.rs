//! Fuzz target for the front end: any byte string, read as UTF-8 (lossily),
//! goes through `llsem::parse::load` (lexer, parser, verifier). The only
//! requirement is that it returns, a module or a diagnostic, without
//! panicking; libFuzzer's `-timeout` catches inputs that take too long.

#![no_main]

use libfuzzer_sys::fuzz_target;
use llsem::syntax::SourceFile;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let _ = llsem::parse::load(SourceFile::new("fuzz.ll", text.as_ref()));
});
