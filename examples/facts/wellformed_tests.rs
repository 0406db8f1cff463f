//! The thesis's well-formedness rules (examples/facts/wellformed.dl, run
//! through their `ascent` twin examples/facts/wellformed.rs) over the facts
//! of modules: they flag nothing on the fixture corpus, and on ill-formed
//! modules they flag exactly the functions the front end rejects.
//!
//! The ill-formed modules cannot be read from text (the front end rejects
//! them), so each is a valid module mutated as data: its printed text is the
//! ill-formed `.ll` a user would write, `load` must reject that text inside
//! the first flagged function, and the facts of the mutated module must flag
//! exactly the expected functions. A few cases break the facts themselves
//! (a missing operand row), which no module can.

use crate::wellformed;

use std::collections::BTreeSet;
use std::path::Path;

use llsem::apint::ApInt;
use llsem::facts::{Relations, relations};
use llsem::parse::{load, parse_module};
use llsem::syntax::print::print_module;
use llsem::syntax::{
    BinOp, CastOp, Const, ConstKind, InstKind, LocalId, Module, Operand, SourceFile, Span,
    TypeKind, Typed,
};

/// A module of the corpus or of a case, parsed.
fn parse(name: &str, text: &str) -> Module {
    match parse_module(SourceFile::new(name, text)) {
        Ok(m) => m,
        Err(d) => panic!("{name}: {}", d.message),
    }
}

/// The names of the functions the rules flag.
fn flagged(m: &Module, rels: &Relations) -> BTreeSet<String> {
    let verdict = match wellformed::check(rels) {
        Ok(v) => v,
        Err(e) => panic!("facts do not load: {e}"),
    };
    verdict
        .illformed_functions()
        .into_iter()
        .map(|id| {
            let k: usize = id
                .trim_start_matches('f')
                .parse()
                .expect("function ids are f<N>");
            m.functions[k].name.to_string()
        })
        .collect()
}

fn fixtures() -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).expect("fixture directory") {
            let p = e.expect("directory entry").path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "ll") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn the_corpus_has_no_illformed_function() {
    let files = fixtures();
    assert!(files.len() > 300, "the fixture corpus is missing");
    for path in files {
        let text = std::fs::read_to_string(&path).expect("fixture");
        let m = parse(&path.display().to_string(), &text);
        let rels = relations(&m);
        let verdict = wellformed::check(&rels).expect("facts load");
        assert!(
            verdict.functions.is_empty() && verdict.instructions.is_empty(),
            "{}: {:?}",
            path.display(),
            verdict
        );
    }
}

// ----- ill-formed modules made by mutating valid ones -----

/// An ill-formed module: a valid text, the mutation that breaks it, and the
/// functions the rules must flag.
struct Case {
    name: &'static str,
    text: &'static str,
    mutate: fn(&mut Module),
    flagged: &'static [&'static str],
    /// Whether the parser already rejects the printed text; the others need
    /// the verifier (see `the_verifier_rejects_the_conversion_cases`).
    parser_rejects: bool,
}

/// A function that every case module also holds, and that stays well formed.
const OK: &str = "define i32 @ok(i32 %x) {\n  %r = add nsw i32 %x, 1\n  ret i32 %r\n}\n";

/// The instruction at `k` (counting through the blocks) of function `name`.
fn inst<'m>(m: &'m mut Module, name: &str, k: usize) -> &'m mut InstKind {
    let f = m.function_by_name(name).expect("case function");
    let body = m.functions[f.0 as usize]
        .body
        .as_mut()
        .expect("a definition");
    let inst = body
        .blocks
        .iter_mut()
        .flat_map(|b| b.insts.iter_mut())
        .nth(k)
        .expect("instruction index");
    &mut inst.kind
}

/// Sets the type of local `l` of function `name`.
fn set_local_type(m: &mut Module, name: &str, l: u32, kind: TypeKind) {
    let ty = m.types.intern(kind);
    let f = m.function_by_name(name).expect("case function");
    let body = m.functions[f.0 as usize]
        .body
        .as_mut()
        .expect("a definition");
    body.locals[l as usize].ty = ty;
}

fn int_const(m: &mut Module, width: u32, v: u64) -> Const {
    Const {
        ty: m.types.int(width),
        kind: ConstKind::Int(ApInt::from_u64(width, v)),
    }
}

fn set_cast(m: &mut Module, name: &str, op: CastOp) {
    if let InstKind::Cast { op: o, .. } = inst(m, name, 0) {
        *o = op;
    }
}

/// Retargets the cast of `@c` (its result is `%r`, local 1) to `kind`.
fn set_cast_target(m: &mut Module, kind: TypeKind) {
    let ty = m.types.intern(kind.clone());
    if let InstKind::Cast { to, .. } = inst(m, "c", 0) {
        *to = ty;
    }
    set_local_type(m, "c", 1, kind);
}

fn cases() -> Vec<Case> {
    vec![
        Case {
            name: "ret void in a function returning i32",
            text: "define i32 @f() {\n  ret i32 0\n}\n",
            mutate: |m| *inst(m, "f", 0) = InstKind::Ret { val: None },
            flagged: &["f"],
            parser_rejects: true,
        },
        Case {
            name: "ret of i64 in a function returning i32",
            text: "define i32 @f() {\n  ret i32 0\n}\n",
            mutate: |m| {
                let c = int_const(m, 64, 0);
                *inst(m, "f", 0) = InstKind::Ret {
                    val: Some(Typed {
                        ty: c.ty,
                        val: Operand::Const(c),
                    }),
                };
            },
            flagged: &["f"],
            parser_rejects: true,
        },
        Case {
            name: "ret of a value in a void function",
            text: "define void @g() {\n  ret void\n}\n",
            mutate: |m| {
                let c = int_const(m, 32, 7);
                *inst(m, "g", 0) = InstKind::Ret {
                    val: Some(Typed {
                        ty: c.ty,
                        val: Operand::Const(c),
                    }),
                };
            },
            flagged: &["g"],
            parser_rejects: true,
        },
        Case {
            name: "add on floating-point operands",
            text: "define float @h(float %a, float %b) {\n  %r = fadd float %a, %b\n  ret float %r\n}\n",
            mutate: |m| {
                if let InstKind::Binary { op, .. } = inst(m, "h", 0) {
                    *op = BinOp::Add;
                }
            },
            flagged: &["h"],
            parser_rejects: true,
        },
        Case {
            name: "fmul on integer operands",
            text: "define i8 @h(i8 %a, i8 %b) {\n  %r = mul i8 %a, %b\n  ret i8 %r\n}\n",
            mutate: |m| {
                if let InstKind::Binary { op, .. } = inst(m, "h", 0) {
                    *op = BinOp::FMul;
                }
            },
            flagged: &["h"],
            parser_rejects: true,
        },
        Case {
            name: "add of an i32 and an i64",
            text: "define i32 @k(i32 %a, i64 %b) {\n  %r = add i32 %a, %a\n  ret i32 %r\n}\n",
            mutate: |m| {
                if let InstKind::Binary { rhs, .. } = inst(m, "k", 0) {
                    *rhs = Operand::Local(LocalId(1), Span::default());
                }
            },
            flagged: &["k"],
            parser_rejects: true,
        },
        Case {
            name: "extractvalue from an integer",
            text: "define i32 @e({ i32 } %s, i32 %x) {\n  %r = extractvalue { i32 } %s, 0\n  ret i32 %r\n}\n",
            mutate: |m| {
                let i32t = m.types.int(32);
                if let InstKind::ExtractValue { agg, .. } = inst(m, "e", 0) {
                    *agg = Typed {
                        ty: i32t,
                        val: Operand::Local(LocalId(1), Span::default()),
                    };
                }
            },
            flagged: &["e"],
            parser_rejects: true,
        },
        Case {
            name: "extractvalue past the last field",
            text: "define i32 @e({ i32 } %s) {\n  %r = extractvalue { i32 } %s, 0\n  ret i32 %r\n}\n",
            mutate: |m| {
                if let InstKind::ExtractValue { indices, .. } = inst(m, "e", 0) {
                    *indices = vec![1];
                }
            },
            flagged: &["e"],
            parser_rejects: true,
        },
        Case {
            name: "extractvalue past the end of an array",
            text: "define i8 @e([2 x i8] %s) {\n  %r = extractvalue [2 x i8] %s, 1\n  ret i8 %r\n}\n",
            mutate: |m| {
                if let InstKind::ExtractValue { indices, .. } = inst(m, "e", 0) {
                    *indices = vec![2];
                }
            },
            flagged: &["e"],
            parser_rejects: true,
        },
        Case {
            name: "insertvalue of an i64 into an i32 field",
            text: "define { i32 } @v({ i32 } %s) {\n  %r = insertvalue { i32 } %s, i32 1, 0\n  ret { i32 } %r\n}\n",
            mutate: |m| {
                let c = int_const(m, 64, 1);
                if let InstKind::InsertValue { val, .. } = inst(m, "v", 0) {
                    *val = Typed {
                        ty: c.ty,
                        val: Operand::Const(c),
                    };
                }
            },
            flagged: &["v"],
            parser_rejects: true,
        },
        Case {
            name: "two ill-formed functions",
            text: "define i32 @p() {\n  ret i32 0\n}\n\ndefine i32 @q(i32 %a) {\n  %r = sub i32 %a, 1\n  ret i32 %r\n}\n",
            mutate: |m| {
                *inst(m, "p", 0) = InstKind::Ret { val: None };
                if let InstKind::Binary { op, .. } = inst(m, "q", 0) {
                    *op = BinOp::FSub;
                }
            },
            flagged: &["p", "q"],
            parser_rejects: true,
        },
        Case {
            name: "trunc to a wider type",
            text: "define void @c(i32 %x) {\n  %r = zext i32 %x to i64\n  ret void\n}\n",
            mutate: |m| set_cast(m, "c", CastOp::Trunc),
            flagged: &["c"],
            parser_rejects: false,
        },
        Case {
            name: "zext to a narrower type",
            text: "define void @c(i64 %x) {\n  %r = trunc i64 %x to i32\n  ret void\n}\n",
            mutate: |m| set_cast(m, "c", CastOp::ZExt),
            flagged: &["c"],
            parser_rejects: false,
        },
        Case {
            name: "trunc of a float",
            text: "define void @c(float %x) {\n  %r = fptoui float %x to i32\n  ret void\n}\n",
            mutate: |m| set_cast(m, "c", CastOp::Trunc),
            flagged: &["c"],
            parser_rejects: false,
        },
        Case {
            name: "fpext from double to float",
            text: "define void @c(double %x) {\n  %r = fptrunc double %x to float\n  ret void\n}\n",
            mutate: |m| set_cast(m, "c", CastOp::FPExt),
            flagged: &["c"],
            parser_rejects: false,
        },
        Case {
            name: "zext between vectors of different lengths",
            text: "define void @c(<4 x i32> %x) {\n  %r = zext <4 x i32> %x to <4 x i64>\n  ret void\n}\n",
            mutate: |m| {
                let i64t = m.types.int(64);
                set_cast_target(
                    m,
                    TypeKind::Vector {
                        len: 2,
                        scalable: false,
                        elem: i64t,
                    },
                );
            },
            flagged: &["c"],
            parser_rejects: false,
        },
        Case {
            name: "bitcast between types of different sizes",
            text: "define void @c(<2 x i32> %x) {\n  %r = bitcast <2 x i32> %x to i64\n  ret void\n}\n",
            mutate: |m| set_cast_target(m, TypeKind::Int(32)),
            flagged: &["c"],
            parser_rejects: false,
        },
        Case {
            name: "bitcast of a pointer to an integer",
            text: "define void @c(ptr %x) {\n  %r = ptrtoint ptr %x to i64\n  ret void\n}\n",
            mutate: |m| set_cast(m, "c", CastOp::BitCast),
            flagged: &["c"],
            parser_rejects: false,
        },
        Case {
            name: "addrspacecast within one address space",
            text: "define void @c(ptr %x) {\n  %r = addrspacecast ptr %x to ptr addrspace(1)\n  ret void\n}\n",
            mutate: |m| set_cast_target(m, TypeKind::Ptr { addrspace: 0 }),
            flagged: &["c"],
            parser_rejects: false,
        },
        Case {
            name: "inttoptr of a float",
            text: "define void @c(float %x, i64 %y) {\n  %r = inttoptr i64 %y to ptr\n  ret void\n}\n",
            mutate: |m| {
                let f32t = m
                    .types
                    .intern(TypeKind::Float(llsem::syntax::FloatKind::Float));
                if let InstKind::Cast { val, .. } = inst(m, "c", 0) {
                    *val = Typed {
                        ty: f32t,
                        val: Operand::Local(LocalId(0), Span::default()),
                    };
                }
            },
            flagged: &["c"],
            parser_rejects: false,
        },
    ]
}

/// The case's module before and after its mutation.
fn build(case: &Case) -> (Module, Module) {
    let text = format!("{OK}\n{}", case.text);
    let valid = parse(case.name, &text);
    let mut bad = valid.clone();
    (case.mutate)(&mut bad);
    (valid, bad)
}

fn expected(case: &Case) -> BTreeSet<String> {
    case.flagged.iter().map(|s| s.to_string()).collect()
}

#[test]
fn every_case_starts_from_a_well_formed_module() {
    for case in cases() {
        let (valid, bad) = build(&case);
        assert_ne!(valid, bad, "{}: the mutation changed nothing", case.name);
        assert!(
            flagged(&valid, &relations(&valid)).is_empty(),
            "{}: the valid module is flagged",
            case.name
        );
    }
}

#[test]
fn the_rules_flag_exactly_the_illformed_functions() {
    for case in cases() {
        let (_, bad) = build(&case);
        assert_eq!(
            flagged(&bad, &relations(&bad)),
            expected(&case),
            "{}",
            case.name
        );
    }
}

/// Checks that `load` rejects the printed text of the case, at a place
/// inside the first function the rules flag.
fn assert_load_rejects(case: &Case) {
    let (_, bad) = build(case);
    let text = print_module(&bad);
    let src = SourceFile::new(case.name, text.as_str());
    let Err(d) = load(src.clone()) else {
        panic!("{}: load accepts\n{text}", case.name);
    };
    let line = src.line_col(d.span.start).line as usize;
    let function = text
        .lines()
        .take(line)
        .filter_map(|l| l.strip_prefix("define "))
        .filter_map(|l| l.split('@').nth(1))
        .filter_map(|l| l.split('(').next())
        .last()
        .unwrap_or("");
    assert_eq!(
        function, case.flagged[0],
        "{}: rejected outside the flagged function: {}",
        case.name, d.message
    );
}

#[test]
fn the_parser_rejects_the_printed_cases_in_the_flagged_function() {
    for case in cases().iter().filter(|c| c.parser_rejects) {
        assert_load_rejects(case);
    }
}

#[test]
fn the_verifier_rejects_the_conversion_cases() {
    for case in cases().iter().filter(|c| !c.parser_rejects) {
        assert_load_rejects(case);
    }
}

// ----- facts no module can produce -----

/// The facts of the valid `@ok` function (`f0`) with one relation edited.
fn ok_facts_with(edit: impl FnOnce(&mut Relations)) -> (Module, Relations) {
    let m = parse("ok.ll", OK);
    let mut rels = relations(&m);
    edit(&mut rels);
    (m, rels)
}

#[test]
fn an_add_without_its_second_operand_is_flagged() {
    let (m, rels) = ok_facts_with(|r| r.retain("add_instruction_second_operand", |_| false));
    assert_eq!(flagged(&m, &rels), BTreeSet::from(["ok".to_string()]));
    let verdict = wellformed::check(&rels).expect("facts load");
    assert!(
        verdict
            .instructions
            .contains(&("f0:i0".to_string(), "binary-missing-operand".to_string()))
    );
}

#[test]
fn a_ret_without_value_or_void_marker_in_a_void_function_is_flagged() {
    let m = parse("v.ll", "define void @v() {\n  ret void\n}\n");
    let mut rels = relations(&m);
    assert!(flagged(&m, &rels).is_empty());
    rels.retain("ret_instruction_void", |_| false);
    assert_eq!(flagged(&m, &rels), BTreeSet::from(["v".to_string()]));
    let verdict = wellformed::check(&rels).expect("facts load");
    assert!(
        verdict
            .functions
            .contains(&("f0".to_string(), "ret-value-in-void-function".to_string()))
    );
}

#[test]
fn a_conversion_whose_result_is_not_its_target_type_is_flagged() {
    let (m, rels) = ok_facts_with(|r| {
        r.insert("trunc_instruction", vec!["f0:i0".into()]);
        r.insert(
            "trunc_instruction_from",
            vec!["f0:i0".into(), "f0:v0".into()],
        );
        r.insert(
            "trunc_instruction_to_type",
            vec!["f0:i0".into(), "t9".into()],
        );
    });
    let verdict = wellformed::check(&rels).expect("facts load");
    assert!(
        verdict
            .instructions
            .contains(&("f0:i0".to_string(), "conversion-result-type".to_string())),
        "{verdict:?}"
    );
    assert_eq!(flagged(&m, &rels), BTreeSet::from(["ok".to_string()]));
}

#[test]
fn malformed_numbers_in_facts_are_reported_not_panicked_on() {
    let (_, rels) = ok_facts_with(|r| {
        r.insert("integer_type_width", vec!["t0".into(), "wide".into()]);
    });
    assert!(wellformed::check(&rels).is_err());
}

// ----- the two programs are the same rules -----

/// The labels of the violations each rule head derives, in order of
/// appearance: `..._illformed(X, "label")`.
fn labels(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, _) in text.match_indices("_illformed(") {
        let rest = &text[i..];
        let head_end = rest.find(')').unwrap_or(rest.len());
        let head = &rest[..head_end];
        let after = &rest[head_end..];
        let is_rule = after.starts_with(") :-") || after.starts_with(") <--");
        if let (true, Some(q)) = (is_rule, head.find('"')) {
            let label = &head[q + 1..];
            out.push(label.trim_end_matches('"').to_string());
        }
    }
    out.sort();
    out
}

#[test]
fn the_ascent_program_has_the_rules_of_the_datalog_file() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/facts");
    let dl = std::fs::read_to_string(dir.join("wellformed.dl")).expect("wellformed.dl");
    let rs = std::fs::read_to_string(dir.join("wellformed.rs")).expect("wellformed.rs");
    let (a, b) = (labels(&dl), labels(&rs));
    assert!(a.len() > 40, "too few rules found: {a:?}");
    assert_eq!(a, b);
}
