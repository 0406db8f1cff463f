//! Test files with the expectation inside (ARCHITECTURE.md rule 9): a `.ll`
//! module whose comment lines say how to run it and what must happen.
//!
//! ```text
//! ; ARGS: --model taming --select poison-any
//! ; RUN: @f(7, 0) => ub division-by-zero
//! ; RUN: @f(7, 1) => i32 7
//! ; RUN: @g(poison) => i8 0 | i8 1
//! ; RUN: @main() => exit 3
//! ```
//!
//! Each `RUN` calls a function with `--arg`-style arguments and explores
//! every non-deterministic choice (within bounds). The outcomes after `=>`,
//! separated by `|`, must be exactly the set of behaviours seen (when the
//! exploration was exhaustive; otherwise every behaviour seen must be one of
//! them). An outcome is a typed value (`i32 7`, `i8 poison`, `<2 x i1> <i1
//! true, i1 poison>`), `void`, `ub KIND`, `exit N`, `diverges` (the run
//! provably loops forever silently: `sem::diverge`), or `stdout "text"`
//! followed by one of those.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::model::{BranchOnPoison, Model, ModelKind, SelectSemantics, UninitMemory};
use crate::oracle::{ExploreBounds, Explorer};
use crate::sem::display::typed_value;
use crate::sem::machine::Limits;
use crate::sem::program::Program;
use crate::sem::run::{RunOptions, run_function};
use crate::sem::stop::Stop;
use crate::syntax::{Module, SourceFile};

/// One `RUN` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunLine {
    /// 1-based line number in the file.
    pub line: usize,
    /// The function.
    pub func: String,
    /// The arguments as written.
    pub args: Vec<String>,
    /// The expected outcomes.
    pub expected: BTreeSet<String>,
}

/// Every refinement test under `dir` (CONTRACT.md, `refinement-tests/`):
/// the `.srctgt.ll` files and the `.src.ll` half of each pair, sorted.
pub fn refinement_tests(dir: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            let name = p.to_string_lossy();
            if p.is_dir() {
                walk(&p, out);
            } else if name.ends_with(".srctgt.ll") || name.ends_with(".src.ll") {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, &mut out);
    out.sort();
    out
}

/// The header of a refinement test: its `; EXPECT:` verdict, if any, and
/// the model of its `; ARGS:` line (the default without one).
pub fn refinement_header(text: &str) -> Result<(Option<String>, Model), String> {
    let mut expect = None;
    let mut model = Model::default();
    for line in text.lines() {
        if let Some(v) = line.strip_prefix("; EXPECT:") {
            expect = Some(v.trim().to_string());
        } else if let Some(a) = line.strip_prefix("; ARGS:") {
            model = parse_model_args(a)?;
        }
    }
    Ok((expect, model))
}

/// The model flags of an `ARGS:` line.
pub fn parse_model_args(args: &str) -> Result<Model, String> {
    let mut model = Model::default();
    let mut words = args.split_whitespace();
    while let Some(w) = words.next() {
        let mut value = || words.next().ok_or_else(|| format!("{w} needs a value"));
        match w {
            "--model" => {
                model.kind = match value()? {
                    "llvm" => ModelKind::Llvm,
                    "taming" => ModelKind::Taming,
                    v => return Err(format!("unknown model '{v}'")),
                }
            }
            "--select" => {
                model.select = match value()? {
                    "ub-cond" => SelectSemantics::UbCond,
                    "ub-cond-strict" => SelectSemantics::UbCondStrict,
                    "nondet-cond" => SelectSemantics::NondetCond,
                    "poison-cond" => SelectSemantics::PoisonCond,
                    "poison-any" => SelectSemantics::PoisonAny,
                    v => return Err(format!("unknown select semantics '{v}'")),
                }
            }
            "--branch-on-poison" => {
                model.branch_on_poison = match value()? {
                    "ub" => BranchOnPoison::Ub,
                    "nondet" => BranchOnPoison::Nondet,
                    v => return Err(format!("unknown branch-on-poison setting '{v}'")),
                }
            }
            "--uninit" => {
                model.uninit = match value()? {
                    "undef" => UninitMemory::Undef,
                    "poison" => UninitMemory::Poison,
                    v => return Err(format!("unknown uninit setting '{v}'")),
                }
            }
            "--vscale" => {
                let v = value()?;
                model.vscale = Some(
                    v.parse()
                        .ok()
                        .filter(|n| *n > 0)
                        .ok_or_else(|| format!("bad vscale '{v}'"))?,
                );
            }
            other => return Err(format!("unknown flag '{other}'")),
        }
    }
    Ok(model)
}

/// The `ARGS` and `RUN` lines of a case file.
pub fn parse_case_file(text: &str) -> Result<(Model, Vec<RunLine>), String> {
    let mut model = Model::default();
    let mut runs = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let t = line.trim_start();
        if let Some(args) = t.strip_prefix("; ARGS:") {
            model = parse_model_args(args).map_err(|e| format!("line {}: {e}", i + 1))?;
        } else if let Some(run) = t.strip_prefix("; RUN:") {
            runs.push(
                parse_run(run)
                    .map_err(|e| format!("line {}: {e}", i + 1))?
                    .with_line(i + 1),
            );
        }
    }
    Ok((model, runs))
}

impl RunLine {
    fn with_line(mut self, line: usize) -> RunLine {
        self.line = line;
        self
    }
}

fn parse_run(text: &str) -> Result<RunLine, String> {
    let (call, outcomes) = text.split_once("=>").ok_or("a RUN line needs '=>'")?;
    let call = call.trim();
    let call = call
        .strip_prefix('@')
        .ok_or("a RUN line starts with @function(args)")?;
    let (func, rest) = call
        .split_once('(')
        .ok_or("missing '(' after the function name")?;
    let args = rest
        .strip_suffix(')')
        .ok_or("missing ')' after the arguments")?;
    let args: Vec<String> = args
        .split(',')
        .map(|a| a.trim().to_string())
        .filter(|a| !a.is_empty())
        .collect();
    let expected: BTreeSet<String> = outcomes.split('|').map(|o| o.trim().to_string()).collect();
    if expected.iter().any(String::is_empty) {
        return Err("an empty outcome after '=>'".into());
    }
    Ok(RunLine {
        line: 0,
        func: func.trim().to_string(),
        args,
        expected,
    })
}

/// What one RUN line saw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Observed {
    /// Every distinct outcome.
    pub outcomes: BTreeSet<String>,
    /// Whether the exploration covered every choice.
    pub exhaustive: bool,
}

/// Runs one RUN line of `module` under `model`.
pub fn run_case(module: &Arc<Module>, model: Model, run: &RunLine) -> Result<Observed, String> {
    let prog = Program::new(module.clone(), model).map_err(|e| e.message)?;
    let m = &prog.module;
    let f = m
        .function_by_name(&run.func)
        .ok_or_else(|| format!("no function @{}", run.func))?;
    let func = m.func(f);
    let args = crate::sem::args::parse_entry_args(&prog, f, &run.args)
        .map_err(|e| format!("{e} on the RUN line"))?;
    let ret_ty = m.types.function_parts(func.ty).map(|(r, _, _)| r);
    let opts = RunOptions {
        limits: Limits {
            max_steps: 1_000_000,
            ..Limits::default()
        },
        probe_divergence: true,
        ..RunOptions::default()
    };
    let mut explorer = Explorer::new(ExploreBounds::default(), Vec::new());
    let mut outcomes = BTreeSet::new();
    while let Some(mut oracle) = explorer.next_run() {
        let r = run_function(&prog, f, args.clone(), &mut oracle, &opts);
        let end = match &r.stop {
            Stop::Returned(Some(v)) => match ret_ty {
                Some(t) => typed_value(&m.types, None, t, v),
                None => "?".into(),
            },
            Stop::Returned(None) => "void".into(),
            Stop::Exited(c) => format!("exit {c}"),
            Stop::NoReturn(_) => "noreturn".into(),
            Stop::Diverged(_) => "diverges".into(),
            Stop::Trapped(t) => format!("trap {}", t.signal),
            Stop::Ub(u) => format!("ub {}", u.kind.name()),
            Stop::Bound(b) => format!("bound {}", b.name()),
            Stop::Unsupported(s) => format!("unsupported {s}"),
        };
        let out = if r.stdout.is_empty() {
            end
        } else {
            format!("stdout {:?} {end}", String::from_utf8_lossy(&r.stdout))
        };
        outcomes.insert(out);
    }
    Ok(Observed {
        outcomes,
        exhaustive: explorer.exhaustive,
    })
}

/// Checks every RUN line of a case file; the errors, one per failing line.
pub fn check_case_file(name: &str, text: &str) -> Vec<String> {
    let (model, runs) = match parse_case_file(text) {
        Ok(x) => x,
        Err(e) => return vec![format!("{name}: {e}")],
    };
    if runs.is_empty() {
        return vec![format!("{name}: no RUN lines")];
    }
    let module = match crate::parse::load(SourceFile::new(name, text)) {
        Ok(m) => Arc::new(m),
        Err(d) => return vec![d.render(&SourceFile::new(name, text))],
    };
    let mut errors = Vec::new();
    for run in &runs {
        match run_case(&module, model, run) {
            Err(e) => errors.push(format!("{name}:{}: {e}", run.line)),
            Ok(obs) => {
                let ok = if obs.exhaustive {
                    obs.outcomes == run.expected
                } else {
                    obs.outcomes.is_subset(&run.expected)
                };
                if !ok {
                    errors.push(format!(
                        "{name}:{}: expected {:?}, saw {:?}{}",
                        run.line,
                        run.expected,
                        obs.outcomes,
                        if obs.exhaustive { "" } else { " (sampled)" }
                    ));
                }
            }
        }
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_lines_parse() {
        let (model, runs) = parse_case_file(
            "; ARGS: --model taming\n; RUN: @f(1, poison) => i32 1 | i32 poison\ndefine i32 @f(i32 %a, i32 %b) {\n  ret i32 %a\n}\n",
        )
        .unwrap();
        assert_eq!(model.kind, ModelKind::Taming);
        assert_eq!(runs.len(), 1);
        assert_eq!(runs[0].line, 2);
        assert_eq!(runs[0].args, vec!["1", "poison"]);
        assert_eq!(runs[0].expected.len(), 2);
        assert!(parse_case_file("; RUN: f(1) => i32 1").is_err());
        assert!(parse_case_file("; ARGS: --model nope").is_err());
    }

    #[test]
    fn a_case_file_passes_and_fails_as_it_should() {
        let good = "; RUN: @f(7, 0) => ub division-by-zero\n; RUN: @f(6, 3) => i32 2\n\
                    define i32 @f(i32 %a, i32 %b) {\n  %d = udiv i32 %a, %b\n  ret i32 %d\n}\n";
        assert_eq!(check_case_file("good.ll", good), Vec::<String>::new());
        let bad = good.replace("i32 2\n", "i32 3\n");
        assert_eq!(check_case_file("bad.ll", &bad).len(), 1);
        let freeze = "; RUN: @f() => i2 0 | i2 1 | i2 -2 | i2 -1\n\
                      define i2 @f() {\n  %x = freeze i2 poison\n  ret i2 %x\n}\n";
        assert_eq!(check_case_file("freeze.ll", freeze), Vec::<String>::new());
    }
}
