//! The library entry point for property tests: `llsem::refine` on two `.ll`
//! texts with a `Config`, and what its `Report` offers.

use llsem::{Config, Verdict};

fn func(body: &str) -> String {
    format!("define i1 @f(i32 %x) {{\n{body}\n}}\n")
}

#[test]
fn a_correct_transformation_refines() {
    let src = func("  %c = icmp ult i32 %x, 1000\n  ret i1 %c");
    let tgt = func("  %c = icmp ugt i32 1000, %x\n  ret i1 %c");
    let r = llsem::refine(&src, &tgt, &Config::default()).expect("valid modules");
    assert!(r.refines(), "{r}");
    assert!(r.counterexample().is_none());
    assert!(
        r.to_string()
            .starts_with("@f: refines (no counterexample in ")
    );
}

#[test]
fn a_bug_at_a_constant_is_found_with_the_default_inputs() {
    let src = func("  %c = icmp ult i32 %x, 1000\n  ret i1 %c");
    let tgt = func("  %c = icmp ule i32 %x, 1000\n  ret i1 %c");
    let r = llsem::refine(&src, &tgt, &Config::default()).expect("valid modules");
    assert_eq!(r.verdict(), Verdict::NotRefines);
    let cx = r.counterexample().expect("a counterexample");
    assert_eq!(cx.args, vec!["i32 1000".to_string()]);
    let text = r.to_string();
    assert!(text.contains("@f: not-refines"), "{text}");
    assert!(text.contains("inputs: i32 1000"), "{text}");
}

#[test]
fn a_bug_at_a_constants_neighbour_is_found_with_the_default_inputs() {
    // The two differ only at x = 1001, which neither function writes.
    let src = func("  %m = and i32 %x, -2\n  %c = icmp eq i32 %m, 1000\n  ret i1 %c");
    let tgt = func("  %c = icmp eq i32 %x, 1000\n  ret i1 %c");
    let r = llsem::refine(&src, &tgt, &Config::default()).expect("valid modules");
    assert_eq!(r.verdict(), Verdict::NotRefines);
    let cx = r.counterexample().expect("a counterexample");
    assert_eq!(cx.args, vec!["i32 1001".to_string()]);
}

#[test]
fn the_configuration_is_built_from_the_default() {
    let cfg = Config::default().with_inputs(10).with_seed(3);
    assert_eq!((cfg.inputs, cfg.seed), (10, 3));
    let src = "define i8 @f(i8 %x, i8 %y) {\n  %r = add i8 %x, %y\n  ret i8 %r\n}\n";
    let r = llsem::refine(src, src, &cfg).expect("valid modules");
    assert!(r.refines());
    assert_eq!(r.functions[0].inputs, 10);
}

#[test]
fn invalid_text_is_an_error_with_its_location() {
    let good = func("  ret i1 true");
    let e = llsem::refine(
        &good,
        "define i1 @f(i32 %x) {\n  ret i1 %y\n}\n",
        &Config::default(),
    )
    .expect_err("an undefined value");
    let msg = e.to_string();
    assert!(msg.starts_with("target: "), "{msg}");
    assert!(msg.contains("<target>:2:"), "{msg}");
}

/// A pure function hoisted out of a loop that may run zero times: the
/// counterexample's environment lets the function have UB (or not return,
/// which breaks its `willreturn`), and replaying the target in that
/// environment reaches the same UB.
#[test]
fn a_speculated_pure_call_replays_in_its_environment() {
    let decl = "declare i32 @f(i32) memory(none) willreturn nounwind\n";
    let src = format!(
        "{decl}define i32 @g(i32 %x, i1 %c) {{\nentry:\n  br i1 %c, label %t, label %e\nt:\n  \
         %v = call i32 @f(i32 %x)\n  ret i32 %v\ne:\n  ret i32 0\n}}\n"
    );
    let tgt = format!(
        "{decl}define i32 @g(i32 %x, i1 %c) {{\nentry:\n  %v = call i32 @f(i32 %x)\n  \
         %r = select i1 %c, i32 %v, i32 0\n  ret i32 %r\n}}\n"
    );
    let r = llsem::refine(&src, &tgt, &Config::default()).expect("valid modules");
    assert_eq!(r.verdict(), Verdict::NotRefines, "{r}");
    let cx = r.counterexample().expect("a counterexample");
    let kind = if cx.target.contains("environment-ub") {
        assert!(cx.env.pure_ub);
        "environment-ub"
    } else {
        assert!(cx.target.contains("attribute-violation"), "{}", cx.target);
        "attribute-violation"
    };

    let m = llsem::parse::load(llsem::syntax::SourceFile::new("tgt.ll", tgt)).expect("valid");
    let prog = llsem::sem::program::Program::new(std::sync::Arc::new(m), Default::default())
        .expect("compiles");
    let g = prog.module.function_by_name("g").expect("@g");
    let params: Vec<_> = prog.module.func(g).params.iter().map(|p| p.ty).collect();
    let args = params
        .iter()
        .zip(&cx.arg_texts)
        .map(|(ty, a)| llsem::sem::run::parse_arg(&prog, *ty, a).expect("an argument"))
        .collect();
    let opts = llsem::sem::run::RunOptions {
        env: cx.env,
        ..Default::default()
    };
    let mut oracle = llsem::oracle::RandomOracle::new(0);
    let run = llsem::sem::run::run_function(&prog, g, args, &mut oracle, &opts);
    let ub = match run.stop {
        llsem::sem::stop::Stop::Ub(u) => u.kind.name(),
        other => panic!("expected UB, got {other:?}"),
    };
    assert_eq!(ub, kind);
}

/// With `speculatable`, the same hoisting refines.
#[test]
fn a_speculatable_pure_call_may_be_speculated() {
    let decl = "declare i32 @f(i32) memory(none) willreturn nounwind speculatable\n";
    let src = format!(
        "{decl}define i32 @g(i32 %x, i1 %c) {{\nentry:\n  br i1 %c, label %t, label %e\nt:\n  \
         %v = call i32 @f(i32 %x)\n  ret i32 %v\ne:\n  ret i32 0\n}}\n"
    );
    let tgt = format!(
        "{decl}define i32 @g(i32 %x, i1 %c) {{\nentry:\n  %v = call i32 @f(i32 %x)\n  \
         %r = select i1 %c, i32 %v, i32 0\n  ret i32 %r\n}}\n"
    );
    let r = llsem::refine(&src, &tgt, &Config::default()).expect("valid modules");
    assert!(r.refines(), "{r}");
}
