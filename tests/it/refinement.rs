//! Runs every test under `refinement-tests/`: a `NAME.srctgt.ll` (functions
//! `@src` and `@tgt`, and any further pairs `@srcN`/`@tgtN`, `@src_X`/`@tgt_X`,
//! whose worst verdict is the test's) or a pair `NAME.src.ll`/`NAME.tgt.ll`, whose header
//! says the expected verdict (`; EXPECT: refines`) and the model flags
//! (`; ARGS: --model taming`). Every test also checks src ⊑ src and
//! tgt ⊑ tgt, which must never fail.

use std::path::{Path, PathBuf};

use llsem::refine::{RefineConfig, Report, refine, refine_pair, refine_pairs, srctgt_pairs};
use llsem::syntax::{Module, SourceFile};

fn load(path: &Path) -> Result<Module, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let src = SourceFile::new(path.display().to_string(), text);
    llsem::parse::load(src.clone()).map_err(|d| d.render(&src))
}

/// The `EXPECT` verdict and the configuration of a test file.
fn header(text: &str) -> Result<(String, RefineConfig), String> {
    let (expect, model) = llsem::casefile::refinement_header(text)?;
    let cfg = RefineConfig {
        inputs: 256,
        model,
        ..RefineConfig::default()
    };
    Ok((expect.ok_or("no '; EXPECT:' line")?, cfg))
}

fn check(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let (expect, cfg) = header(&text)?;
    let name = path.to_string_lossy().to_string();
    let verdict_of = |r: Result<Report, llsem::refine::RefineError>| -> Result<String, String> {
        r.map(|r| r.verdict().name().to_string())
            .map_err(|e| e.to_string())
    };
    let (main, self_src, self_tgt) = if name.ends_with(".srctgt.ll") {
        let m = load(path)?;
        let mut selves = (String::new(), String::new());
        for (s, t) in srctgt_pairs(&m) {
            for (side, f) in [(&mut selves.0, s), (&mut selves.1, t)] {
                let v = verdict_of(refine_pair(&m, &f, &f, &cfg))?;
                if v == "not-refines" {
                    *side = v;
                }
            }
        }
        (verdict_of(refine_pairs(&m, &cfg))?, selves.0, selves.1)
    } else {
        let tgt_path = PathBuf::from(name.replace(".src.ll", ".tgt.ll"));
        let (s, t) = (load(path)?, load(&tgt_path)?);
        (
            verdict_of(refine(&s, &t, &cfg))?,
            verdict_of(refine(&s, &s, &cfg))?,
            verdict_of(refine(&t, &t, &cfg))?,
        )
    };
    let mut problems = Vec::new();
    if main != expect {
        problems.push(format!("expected {expect}, got {main}"));
    }
    if self_src == "not-refines" {
        problems.push("src does not refine itself".to_string());
    }
    if self_tgt == "not-refines" {
        problems.push("tgt does not refine itself".to_string());
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("; "))
    }
}

#[test]
fn every_refinement_test_has_its_expected_verdict() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("refinement-tests");
    let all = llsem::casefile::refinement_tests(&root);
    assert!(!all.is_empty(), "no tests under {}", root.display());
    let failures: Vec<String> = all
        .iter()
        .filter_map(|p| check(p).err().map(|e| format!("{}: {e}", p.display())))
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} refinement tests failed:\n{}",
        failures.len(),
        all.len(),
        failures.join("\n")
    );
}

/// The reason of a `not-refines` says when the other reading of
/// uninitialized memory (decision 0022) would make the pair refine, and only
/// then.
#[test]
fn a_verdict_resting_on_undef_uninitialized_memory_says_so() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("refinement-tests/memory");
    let report = |file: &str| {
        let m = load(&root.join(file)).expect("loads");
        let cfg = RefineConfig {
            inputs: 64,
            ..RefineConfig::default()
        };
        let f = refine_pairs(&m, &cfg).expect("checks").functions[0].clone();
        assert_eq!(f.verdict.name(), "not-refines", "{file}");
        f
    };
    let note = llsem::refine::uninit::REFINES_WITH_POISON;
    let dropped = report("uninit-copy-dropped.srctgt.ll");
    // The note says what the second check's `refines` rests on, as a plain
    // verdict does: in the reason and in the exploration (JSON).
    let basis = dropped.exploration.poison_reading.expect("a basis");
    assert!(basis.inputs > 0, "{basis:?}");
    let said = format!("{note} (no counterexample in {} input", basis.inputs);
    assert!(dropped.reason.contains(&said), "{}", dropped.reason);
    let json = dropped.exploration.json();
    assert_eq!(json["uninit_poison"]["inputs"], basis.inputs, "{json}");
    assert_eq!(
        json["uninit_poison"]["target"]["exhaustive"],
        basis.target_sampled == 0,
        "{json}"
    );
    // A poison store where the source stores undef fails under both readings.
    let other = report("store-undef-to-poison.srctgt.ll");
    assert!(!other.reason.contains(note), "{}", other.reason);
    assert_eq!(other.exploration.poison_reading, None);
    assert!(other.exploration.json().get("uninit_poison").is_none());
}

/// The modular check of a function on a cycle of calls (decision 0021)
/// reports `refines` only when every function of the cycle refines with
/// the same stand-ins: @a is unchanged, but @b is not, so neither refines.
#[test]
fn a_cycle_refines_only_when_all_its_functions_do() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("refinement-tests/calls");
    let s = load(&dir.join("mutual-recursion-result-changed.src.ll")).expect("source");
    let t = load(&dir.join("mutual-recursion-result-changed.tgt.ll")).expect("target");
    let cfg = RefineConfig {
        inputs: 64,
        ..RefineConfig::default()
    };
    let report = refine(&s, &t, &cfg).expect("checks");
    let a = report.functions.iter().find(|f| f.name == "a").expect("@a");
    assert_eq!(a.verdict.name(), "inconclusive", "{}", a.reason);
    assert!(a.reason.contains("@b:"), "{}", a.reason);
    let same = load(&dir.join("mutual-recursion-attrs-added.src.ll")).expect("source");
    let marked = load(&dir.join("mutual-recursion-attrs-added.tgt.ll")).expect("target");
    let report = refine(&same, &marked, &cfg).expect("checks");
    for f in &report.functions {
        assert_eq!(f.verdict.name(), "refines", "@{}: {}", f.name, f.reason);
        assert!(f.reason.contains("call each other"), "{}", f.reason);
    }
}
