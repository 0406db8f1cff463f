//! Every integration test in one binary (one link of the crate instead of one
//! per file): each file here is a module of its own.

mod bench_programs;
mod bitstruct;
mod call_attrs;
mod cli;
mod determinism;
mod diverge;
mod examples;
mod facts_corpus;
mod facts_docs;
mod fast_path;
mod fuzz;
mod hostile;
mod layout_oracle;
mod libc_glibc;
mod parse_constructs;
mod parse_errors;
mod parse_robustness;
mod parse_samples;
mod programs;
mod refine_api;
mod refinement;
mod roundtrip_prop;
mod run_output;
mod runtime;
mod semantics;
mod trace;
mod ub_origins;
mod ub_reports;
mod validate;
mod varargs;
mod verify_errors;
mod verify_fixtures;
mod vscale;
mod x86_native;
mod xorshift;
