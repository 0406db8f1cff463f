//! Fuzz target for `llsem refine`: the input is split at its first line
//! `; ---` into a source and a target module (without one, the input is a
//! one-file check of `@src`/`@tgt` pairs). When the modules load, the
//! refinement check runs with a small budget (8 inputs, 5,000 steps per
//! run, no wall-clock bound so that a run is deterministic). The
//! requirement: a verdict for every function or an input error, never a
//! panic, an abort or a runaway allocation.

#![no_main]

use libfuzzer_sys::fuzz_target;
use llsem::refine::{RefineConfig, refine, refine_pairs};
use llsem::sem::machine::Limits;
use llsem::syntax::SourceFile;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let cfg = RefineConfig {
        inputs: 8,
        limits: Limits {
            max_steps: 5_000,
            max_depth: 100,
            max_memory: 1 << 24,
            deadline: None,
        },
        timeout: None,
        ..RefineConfig::default()
    };
    let load = |t: &str| llsem::parse::load(SourceFile::new("fuzz.ll", t)).ok();
    match text.split_once("\n; ---\n") {
        Some((src, tgt)) => {
            if let (Some(s), Some(t)) = (load(src), load(tgt)) {
                let _ = refine(&s, &t, &cfg);
            }
        }
        None => {
            if let Some(m) = load(&text) {
                let _ = refine_pairs(&m, &cfg);
            }
        }
    }
});
