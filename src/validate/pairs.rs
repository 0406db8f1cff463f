//! The functions of an optimizer's input and output, paired by name and
//! checked with the refinement engine ([`crate::refine::refine_function`]).
//!
//! A function defined on both sides with the same type is checked (or, if
//! the optimizer left it exactly as it was, refines as it stands). A
//! function the optimizer deleted, or added, is reported, not failed; one
//! that was visible to other modules (and not discardable) and is gone, or
//! has another type, is a finding of its own kind: callers elsewhere lose
//! it. A function of local linkage is checked too, but a counterexample on
//! it alone is only `inconclusive`: its callers are all in the module, and
//! an interprocedural pass may specialize it to them (IPSCCP puts the one
//! constant every call passes into its body), which is correct for the
//! module though not for the function on its own.

use std::collections::{BTreeSet, HashMap};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

use super::Outcome;
use super::signature::Signature;
use crate::refine::{Counterexample, Exploration, RefineConfig, Verdict, refine_function};
use crate::report::json::OriginJson;
use crate::report::origin_json;
use crate::sem::program::{Program, name_text};
use crate::syntax::print::{
    print_attr, print_block_ref, print_function_ref, print_inst, print_module,
};
use crate::syntax::{
    ConstKind, FuncId, Function, GlobalRef, InstKind, Linkage, Module, Operand, SourceFile,
};

/// One side of a check: a module's text, parsed and compiled.
pub struct Side {
    /// The text.
    pub text: Arc<str>,
    /// The compiled module.
    pub program: Arc<Program>,
    /// The module without its function bodies (see [`Side::context`]).
    context: OnceLock<Arc<str>>,
    /// The program with the foreign function (see [`Side::with_foreign`]).
    foreign: OnceLock<Arc<Program>>,
}

/// Why a side could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    /// `unsupported` when the text is IR llsem cannot read or run,
    /// `error` when it is not IR.
    pub outcome: Outcome,
    /// The diagnostic.
    pub message: String,
}

impl Side {
    /// Parses, verifies and compiles `text` (named `name` in diagnostics).
    /// The text came out of (or went into) an optimizer that accepted it,
    /// so what llsem rejects is llsem's limitation: `unsupported`.
    pub fn load(name: &str, text: Arc<str>, cfg: &RefineConfig) -> Result<Side, LoadError> {
        let file = SourceFile::new(name, text.clone());
        let module = crate::parse::load(file.clone()).map_err(|d| LoadError {
            outcome: Outcome::Unsupported,
            message: format!("llsem cannot read it: {}", first_line(&d.render(&file))),
        })?;
        let program = Program::new(Arc::new(module), cfg.model).map_err(|e| LoadError {
            outcome: Outcome::Unsupported,
            message: format!(
                "llsem cannot run it: {}: {}",
                {
                    let lc = file.line_col(e.span.start);
                    format!("{name}:{}:{}", lc.line, lc.column)
                },
                e.message
            ),
        })?;
        Ok(Side {
            text,
            program: Arc::new(program),
            context: OnceLock::new(),
            foreign: OnceLock::new(),
        })
    }

    /// Whether a global's initializer, an alias or an ifunc names a
    /// defined function: its address may then reach a call (a callback of
    /// the runtime, an indirect call) from a function that does not name
    /// it, so no function stands alone ([`stands_alone`]).
    fn functions_escape(&self) -> bool {
        let m = self.module();
        let defined: BTreeSet<String> = m
            .functions
            .iter()
            .filter(|g| g.body.is_some())
            .map(print_function_ref)
            .collect();
        self.context().lines().any(|l| {
            !l.starts_with("define")
                && !l.starts_with("; @")
                && global_names(l).any(|n| defined.contains(n))
        })
    }

    /// What a function's check depends on besides the function itself,
    /// when it neither calls nor names another defined function: the
    /// module as printed with every body left out (globals, types,
    /// layout, declarations, each definition's header), and each
    /// definition's number of blocks (a function's allocation has one
    /// byte per block, so later addresses depend on it).
    /// The program with the foreign function (decision 0053), for a check
    /// against a side whose module makes an indirect call where this one
    /// does not; built once. A program that cannot be rebuilt (it compiled
    /// before, so only a bound could refuse it) is used as it is.
    fn with_foreign(&self) -> Arc<Program> {
        self.foreign
            .get_or_init(|| {
                self.program
                    .with_foreign_function()
                    .map_or_else(|_| self.program.clone(), Arc::new)
            })
            .clone()
    }

    fn context(&self) -> Arc<str> {
        self.context
            .get_or_init(|| {
                let m = self.module();
                let mut out = String::new();
                let mut inside = false;
                for l in print_module(m).lines() {
                    if inside {
                        inside = l != "}";
                        continue;
                    }
                    inside = l.starts_with("define") && l.ends_with('{');
                    out.push_str(l);
                    out.push('\n');
                }
                for f in &m.functions {
                    let blocks = f.body.as_ref().map_or(0, |b| b.blocks.len());
                    out.push_str(&format!("; {} blocks {blocks}\n", print_function_ref(f)));
                }
                out.into()
            })
            .clone()
    }

    fn module(&self) -> &Module {
        &self.program.module
    }
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or("").trim_end()
}

/// The result for one function of one step.
#[derive(Clone, Debug)]
pub struct FunctionResult {
    /// The function's name, without `@`.
    pub function: String,
    /// What was found.
    pub outcome: Outcome,
    /// Why, in one line.
    pub reason: String,
    /// The counterexample of a `not-refines`.
    pub counterexample: Option<Counterexample>,
    /// Whether the optimizer left the function exactly as it was.
    pub unchanged: bool,
    /// Time spent checking.
    pub seconds: f64,
    /// How completely the check explored inputs and each side's choices
    /// (`None` when the engine did not check the function).
    pub exploration: Option<Exploration>,
    /// The signature of a finding (`not-refines`, `deleted-external`).
    pub signature: Option<Signature>,
    /// Whether the result is that of an identical check made before
    /// ([`Cache`]).
    pub cached: bool,
    /// Where the counterexample's poison or undef came from in the target
    /// ([`Counterexample::target_origins`], located in the target module).
    pub origins: Vec<OriginJson>,
}

/// Whether a definition of this linkage must stay: it is visible to other
/// modules and may not be dropped when unused.
fn must_stay(l: Linkage) -> bool {
    matches!(
        l,
        Linkage::External
            | Linkage::ExternalExplicit
            | Linkage::Weak
            | Linkage::WeakOdr
            | Linkage::Common
            | Linkage::Appending
    )
}

fn is_local(l: Linkage) -> bool {
    matches!(l, Linkage::Private | Linkage::Internal)
}

/// The results of the function checks of a run, by what decides them, so
/// that a function that several RUN lines (or passes) turn into the same
/// target is checked once. The key is the function's text on each side,
/// the pass as signatures name it, and each side's whole module; or, when
/// the function neither calls indirectly nor names another defined
/// function and no global names one, each side's module without its
/// bodies (`Side::context`):
/// the engine is deterministic for its configuration, so a hit gives the
/// result the check would give. Each key is checked once: a check that
/// starts while an identical one runs waits for its result.
#[derive(Default)]
pub struct Cache {
    results: Mutex<HashMap<CacheKey, Arc<OnceLock<FunctionResult>>>>,
}

#[derive(Clone, PartialEq, Eq, Hash)]
struct CacheKey {
    pass: String,
    name: String,
    src: (Arc<str>, String),
    tgt: (Arc<str>, String),
}

/// Whether `f`'s behaviour depends on no other defined function's body:
/// it calls only through names, and names no defined function but itself.
fn stands_alone(m: &Module, f: &Function, printed: &str) -> bool {
    let indirect = f
        .body
        .iter()
        .flat_map(|b| &b.blocks)
        .flat_map(|b| &b.insts)
        .any(|i| match &i.kind {
            InstKind::Call(cs) | InstKind::Invoke { call: cs, .. } | InstKind::CallBr { call: cs, .. } => {
                !matches!(&cs.callee, Operand::Const(c) if matches!(c.kind, ConstKind::Global(GlobalRef::Func(_))))
            }
            _ => false,
        });
    if indirect {
        return false;
    }
    let own = print_function_ref(f);
    let defined: BTreeSet<String> = m
        .functions
        .iter()
        .filter(|g| g.body.is_some())
        .map(print_function_ref)
        .filter(|r| *r != own)
        .collect();
    !global_names(printed).any(|n| defined.contains(n))
}

/// The `@name` (or `@"name"`) words of printed IR.
fn global_names(text: &str) -> impl Iterator<Item = &str> {
    text.match_indices('@').map(move |(k, _)| {
        let rest = &text[k + 1..];
        let len = if let Some(q) = rest.strip_prefix('"') {
            q.find('"').map_or(rest.len(), |e| e + 2)
        } else {
            rest.find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '-')))
                .unwrap_or(rest.len())
        };
        &text[k..k + 1 + len]
    })
}

/// Checks every function of `src` against its namesake in `tgt` (the
/// output of `pass`), in the source's order, then reports the functions
/// `tgt` added; with a `cache`, a check made before is not made again.
pub fn check_pair(
    src: &Side,
    tgt: &Side,
    pass: &str,
    cfg: &RefineConfig,
    cache: Option<&Cache>,
) -> Vec<FunctionResult> {
    let sm = src.module();
    let tm = tgt.module();
    let mut out = Vec::new();
    for (i, f) in sm.functions.iter().enumerate() {
        if f.body.is_none() {
            continue;
        }
        let name = name_text(&f.name);
        let result = |outcome, reason: String| FunctionResult {
            function: name.clone(),
            signature: (outcome == Outcome::DeletedExternal)
                .then(|| Signature::deleted_external(pass)),
            outcome,
            reason,
            counterexample: None,
            unchanged: false,
            seconds: 0.0,
            exploration: None,
            cached: false,
            origins: Vec::new(),
        };
        let tf = tm
            .functions
            .iter()
            .position(|t| t.name == f.name && t.body.is_some())
            .map(|i| FuncId(i as u32));
        let Some(tf) = tf else {
            out.push(if must_stay(f.props.linkage) {
                result(
                    Outcome::DeletedExternal,
                    format!(
                        "@{name} is visible to other modules ({}) and its definition is gone",
                        linkage_name(f.props.linkage)
                    ),
                )
            } else {
                result(
                    Outcome::Deleted,
                    format!("@{name} ({}) was removed", linkage_name(f.props.linkage)),
                )
            });
            continue;
        };
        let sf = FuncId(i as u32);
        let sty = sm.types.display(f.ty);
        let tty = tm.types.display(tm.func(tf).ty);
        if sty != tty {
            out.push(if must_stay(f.props.linkage) {
                result(
                    Outcome::DeletedExternal,
                    format!(
                        "@{name} is visible to other modules and its type changed from {sty} to {tty}"
                    ),
                )
            } else {
                result(
                    Outcome::Deleted,
                    format!("@{name} ({}) was replaced by a function of type {tty}", linkage_name(f.props.linkage)),
                )
            });
            continue;
        }
        let (sfp, tfp) = (fingerprint(sm, f), fingerprint(tm, tm.func(tf)));
        if sfp == tfp {
            let mut r = result(Outcome::Refines, "unchanged".into());
            r.unchanged = true;
            out.push(r);
            continue;
        }
        let Some(cache) = cache else {
            out.push(check_function(src, sf, tgt, tf, &name, pass, cfg));
            continue;
        };
        let alone = stands_alone(sm, f, &sfp)
            && stands_alone(tm, tm.func(tf), &tfp)
            && !src.functions_escape()
            && !tgt.functions_escape();
        let module = |side: &Side| {
            if alone {
                side.context()
            } else {
                side.text.clone()
            }
        };
        let key = CacheKey {
            pass: super::signature::pass_name(pass),
            name: name.clone(),
            src: (module(src), sfp),
            tgt: (module(tgt), tfp),
        };
        // The first check of a key is made; one made meanwhile on another
        // thread waits for it: each key is checked once on any thread
        // count, and `cached` counts the same records.
        let cell = cache
            .results
            .lock()
            .map(|mut c| c.entry(key).or_default().clone())
            .ok();
        let check = || check_function(src, sf, tgt, tf, &name, pass, cfg);
        let mut made = false;
        let r = match &cell {
            Some(cell) => cell
                .get_or_init(|| {
                    made = true;
                    check()
                })
                .clone(),
            None => {
                made = true;
                check()
            }
        };
        let r = if made {
            r
        } else if r.outcome == Outcome::NotRefines {
            // A counterexample's origins point into its own target
            // module, which the key may not pin down (only the context):
            // a finding, rare, is checked again.
            check()
        } else {
            FunctionResult {
                seconds: 0.0,
                cached: true,
                ..r
            }
        };
        out.push(r);
    }
    for t in &tm.functions {
        if t.body.is_none() {
            continue;
        }
        let defined_in_src = sm
            .functions
            .iter()
            .any(|f| f.name == t.name && f.body.is_some());
        if !defined_in_src {
            let name = name_text(&t.name);
            out.push(FunctionResult {
                reason: format!("@{name} was added"),
                function: name,
                outcome: Outcome::Added,
                counterexample: None,
                unchanged: false,
                seconds: 0.0,
                exploration: None,
                signature: None,
                cached: false,
                origins: Vec::new(),
            });
        }
    }
    out
}

/// The check of function `name` alone, defined on both sides with one
/// type (`None` otherwise), not cached.
pub fn check_one(
    src: &Side,
    tgt: &Side,
    name: &str,
    pass: &str,
    cfg: &RefineConfig,
) -> Option<FunctionResult> {
    let find = |m: &Module| {
        m.functions
            .iter()
            .position(|f| f.body.is_some() && name_text(&f.name) == name)
            .map(|i| FuncId(i as u32))
    };
    let (sf, tf) = (find(src.module())?, find(tgt.module())?);
    let (sm, tm) = (src.module(), tgt.module());
    (sm.types.display(sm.func(sf).ty) == tm.types.display(tm.func(tf).ty))
        .then(|| check_function(src, sf, tgt, tf, name, pass, cfg))
}

/// The two sides' programs as one check of them needs them, as `llsem
/// refine` builds a check's two programs: the one without the foreign
/// function given it ([`Side::with_foreign`]) when only the other side's
/// module makes an indirect call (decision 0053), and one environment
/// for both ([`crate::refine::share_environment`]: the callees either
/// side promises `noreturn` for, decision 0013, and the functions either
/// may find in an unknown global, decision 0053). Without that a target
/// whose devirtualized call no longer lists its callees found other
/// contents in the globals than its source. The sides' own programs
/// where they serve as they are.
pub(super) fn shared_programs(src: &Side, tgt: &Side) -> (Arc<Program>, Arc<Program>) {
    use crate::sem::foreign::has_foreign;
    let (s, t) = (&src.program, &tgt.program);
    let (s, t) = match (has_foreign(s), has_foreign(t)) {
        (true, false) => (s.clone(), tgt.with_foreign()),
        (false, true) => (src.with_foreign(), t.clone()),
        _ => (s.clone(), t.clone()),
    };
    if s.noreturn_callees == t.noreturn_callees && s.global_functions == t.global_functions {
        return (s, t);
    }
    let (mut s, mut t) = ((*s).clone(), (*t).clone());
    crate::refine::share_environment(&mut s, &mut t);
    (Arc::new(s), Arc::new(t))
}

/// One function pair through the refinement engine; a panic of the
/// engine (an llsem bug) is reported as an error of this function rather
/// than ending the whole run.
fn check_function(
    src: &Side,
    sf: FuncId,
    tgt: &Side,
    tf: FuncId,
    name: &str,
    pass: &str,
    cfg: &RefineConfig,
) -> FunctionResult {
    let start = Instant::now();
    let report = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let (sp, tp) = shared_programs(src, tgt);
        refine_function(&sp, sf, &tp, tf, name, cfg)
    }));
    let seconds = start.elapsed().as_secs_f64();
    let Ok(report) = report else {
        return FunctionResult {
            function: name.to_string(),
            outcome: Outcome::Error,
            reason: "llsem panicked while checking it (an llsem bug: please report it)".into(),
            counterexample: None,
            unchanged: false,
            seconds,
            exploration: None,
            signature: None,
            cached: false,
            origins: Vec::new(),
        };
    };
    let linkage = src.module().func(sf).props.linkage;
    let (outcome, reason) = match report.verdict {
        Verdict::NotRefines if is_local(linkage) => (
            Outcome::Inconclusive,
            format!(
                "@{name} has {} linkage, so an interprocedural pass may specialize it to its \
                 callers; on its own it does not refine: {}",
                linkage_name(linkage),
                report.reason
            ),
        ),
        v => (Outcome::from_verdict(v), report.reason.clone()),
    };
    let counterexample = if outcome == Outcome::NotRefines {
        report.counterexample
    } else {
        None
    };
    let signature = counterexample.as_ref().map(|cx| {
        Signature::miscompilation(
            pass,
            cx.check,
            (src.module(), src.module().func(sf)),
            (tgt.module(), tgt.module().func(tf)),
        )
    });
    let origins = counterexample.as_ref().map_or_else(Vec::new, |cx| {
        cx.target_origins
            .iter()
            .map(|o| origin_json(tgt.module(), o))
            .collect()
    });
    FunctionResult {
        function: name.to_string(),
        counterexample,
        origins,
        outcome,
        reason,
        unchanged: false,
        seconds,
        exploration: Some(report.exploration),
        signature,
        cached: false,
    }
}

fn linkage_name(l: Linkage) -> &'static str {
    match l.keyword() {
        "" => "external",
        k => k,
    }
}

/// What a function is, as text that does not depend on where it was
/// written: parameters and their attributes, return and function
/// attributes (groups expanded), every block and instruction as printed.
fn fingerprint(m: &Module, f: &Function) -> String {
    let attrs = |set: &crate::syntax::AttrSet| {
        m.expand_attrs(set)
            .0
            .iter()
            .map(|a| print_attr(m, a))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut s = format!(
        "{} [{}] [{}]",
        m.types.display(f.ty),
        attrs(&f.ret_attrs),
        attrs(&f.fn_attrs)
    );
    for p in &f.params {
        s.push_str(&format!(" [{}]", attrs(&p.attrs)));
    }
    if let Some(body) = &f.body {
        for (i, b) in body.blocks.iter().enumerate() {
            s.push('\n');
            s.push_str(&print_block_ref(m, f, crate::syntax::BlockId(i as u32)));
            for inst in &b.insts {
                s.push('\n');
                s.push_str(&print_inst(m, f, inst));
            }
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn side(text: &str) -> Side {
        Side::load("t.ll", text.into(), &RefineConfig::default()).expect("loads")
    }

    #[test]
    fn a_function_stands_alone_unless_it_names_or_calls_another_definition() {
        let s = side(
            "declare i8 @ext(i8)\n\
             define i8 @leaf(i8 %x) {\n  %r = call i8 @ext(i8 %x)\n  ret i8 %r\n}\n\
             define i8 @caller(i8 %x) {\n  %r = call i8 @leaf(i8 %x)\n  ret i8 %r\n}\n\
             define ptr @addr() {\n  ret ptr @\"leaf\"\n}\n\
             define i8 @indirect(ptr %p) {\n  %r = call i8 %p()\n  ret i8 %r\n}\n\
             define i8 @self(i8 %x) {\n  %r = call i8 @self(i8 %x)\n  ret i8 %r\n}\n",
        );
        let m = s.module();
        let alone = |name: &str| {
            let f = m.func(m.function_by_name(name).unwrap());
            stands_alone(m, f, &fingerprint(m, f))
        };
        assert!(alone("leaf"));
        assert!(alone("self"));
        assert!(!alone("caller"));
        assert!(!alone("addr"));
        assert!(!alone("indirect"));
        assert_eq!(
            global_names("call @a.b(ptr @\"x y\", ptr @c)").collect::<Vec<_>>(),
            ["@a.b", "@\"x y\"", "@c"]
        );
        // The context keeps headers, declarations and block counts, not
        // bodies.
        let c = s.context();
        assert!(c.contains("declare i8 @ext(i8)"), "{c}");
        assert!(c.contains("define i8 @leaf(i8 %x) {"), "{c}");
        assert!(!c.contains("call i8 @ext"), "{c}");
        assert!(c.contains("; @leaf blocks 1"), "{c}");
        assert!(!s.functions_escape());
        let t = side(
            "@table = global ptr @leaf\n\
             define i8 @leaf(i8 %x) {\n  ret i8 %x\n}\n",
        );
        assert!(t.functions_escape());
    }
}
