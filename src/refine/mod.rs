//! Refinement checking: is every behaviour of each target function allowed
//! by the source function of the same name, over many generated inputs?
//!
//! From a property test, [`refine_text`] (also `llsem::refine`) takes two
//! `.ll` texts:
//!
//! ```
//! let src = "define i8 @f(i8 %x) {\n  %r = mul i8 %x, 2\n  ret i8 %r\n}\n";
//! let tgt = "define i8 @f(i8 %x) {\n  %r = shl i8 %x, 1\n  ret i8 %r\n}\n";
//! let report = llsem::refine(src, tgt, &llsem::Config::default()).unwrap();
//! assert!(report.refines(), "{report}");
//! ```
//!
//! `inputs` generates the inputs, `behaviour` observes runs, `compare`
//! decides whether a target behaviour is allowed by a source behaviour,
//! `search` explores both sides' non-determinism for one input; this module
//! pairs the functions, runs the inputs in parallel (the verdict does not
//! depend on the thread count: the first failing input in input order is
//! reported) and forms the verdict.

pub mod alike;
pub mod behaviour;
pub mod compare;
pub mod concretize;
pub mod correct;
pub mod elements;
pub mod global_words;
pub mod inputs;
pub mod merge;
pub mod modular;
pub mod reassoc;
pub mod search;
pub mod uninit;
pub mod vscale;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use rayon::prelude::*;

use crate::apint::ApInt;
use crate::model::Model;
use crate::oracle::ExploreBounds;
use crate::oracle::{ReplayOracle, parse_choices};
use crate::sem::environment::Environment;
use crate::sem::machine::Limits;
use crate::sem::origin::OperandOrigin;
use crate::sem::program::{CompileError, Program};
use crate::sem::run::{arg_text, replay_tracking_origins, returned_origin};
use crate::sem::stop::{Bound, Stop};
use crate::syntax::{FuncId, Linkage, Module, TypeId, TypeKind, TypeTable};
use behaviour::{Behaviour, End, Obs};
use compare::Check;
use search::{InputOutcome, Meter, check_input};

/// How to check.
#[derive(Clone, Debug)]
pub struct RefineConfig {
    /// The semantic model of both sides.
    pub model: Model,
    /// Most inputs per function.
    pub inputs: usize,
    /// Seed of input generation.
    pub seed: u64,
    /// Bounds of each run.
    pub limits: Limits,
    /// Exploration of the target's choices.
    pub target_bounds: ExploreBounds,
    /// Exploration of the source's choices.
    pub source_bounds: ExploreBounds,
    /// Only these functions (all common ones if empty).
    pub functions: Vec<String>,
    /// Wall-clock bound of each function's check, a safety net: when it
    /// runs out, the function is `inconclusive` (unless a counterexample
    /// was already proven). `None`: no bound.
    pub timeout: Option<Duration>,
    /// Work budget of each function's check: interpreter steps plus
    /// [`search::RUN_COST`] per run, [`search::CALL_COST`] per call of
    /// the environment and [`search::CHOICE_COST`] per choice, over every
    /// input and both sides' searches. Unlike the timeout it does not
    /// depend on the machine's load, so a verdict near it is the same on
    /// every run.
    pub max_work: u64,
}

impl RefineConfig {
    /// This configuration with at most `inputs` inputs per function.
    pub fn with_inputs(self, inputs: usize) -> RefineConfig {
        RefineConfig { inputs, ..self }
    }

    /// This configuration with the seed `seed` for input generation.
    pub fn with_seed(self, seed: u64) -> RefineConfig {
        RefineConfig { seed, ..self }
    }

    /// This configuration with a work budget per function.
    pub fn with_max_work(self, max_work: u64) -> RefineConfig {
        RefineConfig { max_work, ..self }
    }

    /// This configuration with a wall-clock bound per function.
    pub fn with_timeout(self, timeout: Option<Duration>) -> RefineConfig {
        RefineConfig { timeout, ..self }
    }

    /// This configuration under `model`.
    pub fn with_model(self, model: Model) -> RefineConfig {
        RefineConfig { model, ..self }
    }
}

impl Default for RefineConfig {
    fn default() -> RefineConfig {
        RefineConfig {
            model: Model::default(),
            inputs: 1024,
            seed: 0,
            limits: Limits {
                max_steps: 1_000_000,
                max_depth: 1_000,
                max_memory: 1 << 28,
                deadline: None,
            },
            target_bounds: ExploreBounds {
                max_runs: 64,
                full_width: 4,
            },
            source_bounds: ExploreBounds {
                max_runs: 256,
                full_width: 8,
            },
            functions: Vec::new(),
            timeout: Some(DEFAULT_TIMEOUT),
            max_work: DEFAULT_MAX_WORK,
        }
    }
}

/// The default wall-clock bound of one function's check (CONTRACT.md).
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

/// The default work budget of one function's check (see
/// [`RefineConfig::max_work`]).
pub const DEFAULT_MAX_WORK: u64 = 30_000_000;

/// The verdict for one function (or the worst over several).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verdict {
    /// No counterexample in the inputs tried.
    Refines,
    /// Some check could not conclude.
    Inconclusive,
    /// Something was not supported.
    Unsupported,
    /// A counterexample was found.
    NotRefines,
}

impl Verdict {
    /// The contract's name.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Refines => "refines",
            Verdict::Inconclusive => "inconclusive",
            Verdict::Unsupported => "unsupported",
            Verdict::NotRefines => "not-refines",
        }
    }
}

/// A concrete, replayable counterexample.
#[derive(Clone, Debug, PartialEq)]
pub struct Counterexample {
    /// The inputs, typed (`i32 0`, `i1 poison`, `ptr bytes@16:00ff`).
    pub args: Vec<String>,
    /// The `--arg` texts of the inputs.
    pub arg_texts: Vec<String>,
    /// What the source may do.
    pub source: String,
    /// What the target did.
    pub target: String,
    /// Whether every source behaviour was explored.
    pub source_exhaustive: bool,
    /// The check the target's behaviour failed (UB, poison, value, ...).
    pub check: Check,
    /// Choices that reproduce the target run.
    pub target_choices: Vec<String>,
    /// Choices that reproduce a source run showing the source behaviour
    /// closest to the target's.
    pub source_choices: Vec<String>,
    /// The environment of the input.
    pub env: Environment,
    /// The functions the environment makes mostly not return (see
    /// [`Program::noreturn_callees`]), given to the replays.
    pub noreturn_callees: Vec<String>,
    /// The functions whose addresses the environment may leave in
    /// globals of pointer type (see [`Program::global_functions`]), given
    /// to the replays.
    pub global_functions: Vec<String>,
    /// Whether the replays pass `--foreign-function`: either side has the
    /// foreign function only by it ([`crate::sem::foreign::needs_flag`]).
    pub foreign_function: bool,
    /// Where the target's poison or undef came from: the origins of the
    /// operands of its UB, or of the poison or undef value it returned
    /// (empty for the other checks).
    pub target_origins: Vec<OperandOrigin>,
    /// The `vscale` the check ran under, when it chose one (see
    /// [`vscale::plan`]); the replays pass it.
    pub vscale: Option<u32>,
    /// The globals whose contents at entry the environment chose (see
    /// [`Program::unknown_at_entry`]), as `@name: BYTES` in the `--arg
    /// bytes:` notation, cut after [`SHOWN_GLOBAL_BYTES`] bytes; the
    /// replays recreate them with `--env-globals`.
    pub globals: Vec<String>,
}

/// How many leading bytes of a global a counterexample shows.
pub const SHOWN_GLOBAL_BYTES: usize = 32;

impl Counterexample {
    /// The `llsem run` arguments that replay one side's run, after `llsem
    /// run FILE --entry F`: the inputs, the model's flags, the bounds the
    /// check ran it under, that side's `choices` and the environment
    /// (` --arg 1 --arg poison --max-steps 100000 --choices 3 --env-seed 0`).
    pub fn replay_args(&self, model: &Model, limits: &Limits, choices: &[String]) -> String {
        let mut cmd = String::new();
        for a in &self.arg_texts {
            cmd.push_str(&format!(" --arg {}", shell_word(a)));
        }
        cmd.push_str(&model.flags());
        if let (None, Some(v)) = (model.vscale, self.vscale) {
            cmd.push_str(&format!(" --vscale {v}"));
        }
        cmd.push_str(&limits.replay_flags());
        if !choices.is_empty() {
            cmd.push_str(&format!(" --choices {}", choices.join(",")));
        }
        cmd.push_str(&format!(" --env-seed {}", self.env.seed));
        cmd.push_str(&self.env.replay_flags());
        if self.env.effects && !self.noreturn_callees.is_empty() {
            cmd.push_str(&format!(
                " --env-noreturn {}",
                self.noreturn_callees.join(",")
            ));
        }
        if self.foreign_function {
            cmd.push_str(" --foreign-function");
        }
        if self.env.globals && !self.global_functions.is_empty() {
            cmd.push_str(&format!(
                " --env-functions {}",
                self.global_functions.join(",")
            ));
        }
        cmd
    }
}

/// A word as `sh` reads it back, for replay commands: as is when it is
/// plain, else in single quotes (`'<2 x i8> <i8 1, i8 2>'`).
pub fn shell_word(w: &str) -> String {
    let plain = !w.is_empty()
        && w.chars()
            .all(|c| c.is_ascii_alphanumeric() || "_-./=,:+@%".contains(c));
    if plain {
        w.to_string()
    } else {
        format!("'{}'", w.replace('\'', r"'\''"))
    }
}

/// The result for one function.
#[derive(Clone, Debug, PartialEq)]
pub struct FunctionReport {
    /// The function's name (the source's, in a one-file check).
    pub name: String,
    /// The target function's name (the same as `name` with two files).
    pub target_name: String,
    /// The verdict.
    pub verdict: Verdict,
    /// Inputs tried.
    pub inputs: usize,
    /// One line: why.
    pub reason: String,
    /// The counterexample of a `not-refines` verdict.
    pub counterexample: Option<Counterexample>,
    /// How completely the inputs and each side's choices were explored.
    pub exploration: Exploration,
    /// The work the check spent (see [`RefineConfig::max_work`]), counted
    /// over the inputs the verdict rests on.
    pub work: u64,
    /// The values of `vscale` the check ran under, when its modules use
    /// scalable vectors (`None` otherwise: `vscale` does not matter).
    pub vscale: Option<VscaleReport>,
}

/// The values of `vscale` a function was checked under (semantics/vector.md
/// "Scalable vectors").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VscaleReport {
    /// Each value checked, in order.
    pub checked: Vec<u32>,
    /// Whether they are every value the function allows.
    pub every_allowed: bool,
    /// The value the verdict's case was found at (the counterexample's, or
    /// the first unsupported or inconclusive check's); `None` when every
    /// value refines.
    pub at: Option<u32>,
    /// Whether the functions can behave differently under different values
    /// (when not, `checked` is the one value they ran under, and it stands
    /// for every value).
    pub depends: bool,
}

/// How completely a function's check explored its inputs and each side's
/// non-determinism, so that a verdict says what it rests on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Exploration {
    /// Whether every input of the function was tried (see
    /// [`inputs::exhaustive`]).
    pub inputs_exhaustive: bool,
    /// Inputs on which the target's choice tree was not enumerated
    /// completely (a choice too wide, or too many leaves): its "for all"
    /// was sampled there.
    pub target_sampled: usize,
    /// Inputs on which the source's "exists" was undecided: no explored
    /// source behaviour allowed a target behaviour, but the source's choices
    /// were sampled or resolved early.
    pub source_sampled: usize,
    /// For a `not-refines` whose check under `--uninit poison` refines
    /// (decision 0022, `uninit.rs`): what that `refines` rests on.
    pub poison_reading: Option<SecondReading>,
}

/// What the `refines` of the second reading of uninitialized memory rests
/// on, as a plain verdict's [`Exploration`] says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SecondReading {
    /// Inputs checked.
    pub inputs: usize,
    /// Whether they were every input of the function.
    pub inputs_exhaustive: bool,
    /// Inputs on which the target's choices were sampled, not enumerated.
    pub target_sampled: usize,
}

impl Exploration {
    /// Whether the target's "for all" was enumerated on every input checked.
    pub fn target_exhaustive(&self) -> bool {
        self.target_sampled == 0
    }

    /// Whether no conclusion about the source rests on sampling: on every
    /// input checked, the search found a source behaviour allowing each
    /// target behaviour, or enumerated all the source's choices.
    pub fn source_exhaustive(&self) -> bool {
        self.source_sampled == 0
    }

    /// In words: `inputs sampled, target exhaustive, source sampled on 2
    /// inputs` (the text outputs of `validate` and `fuzz`).
    pub fn text(&self) -> String {
        let side = |exhaustive: bool, sampled: usize| {
            if exhaustive {
                "exhaustive".to_string()
            } else {
                format!("sampled on {sampled} inputs")
            }
        };
        format!(
            "inputs {}, target {}, source {}",
            if self.inputs_exhaustive {
                "exhaustive"
            } else {
                "sampled"
            },
            side(self.target_exhaustive(), self.target_sampled),
            side(self.source_exhaustive(), self.source_sampled),
        )
    }

    /// The `"exploration"` object of the JSON outputs (`refine`,
    /// `validate`, `fuzz`): `{"inputs": {"exhaustive": b}, "target":
    /// {"exhaustive": b, "sampled_inputs": n}, "source": {...}}`, and
    /// `"uninit_poison": {"verdict": "refines", "inputs": n, "inputs_exhaustive":
    /// b, "target": {...}}` when the second reading refines.
    pub fn json(&self) -> serde_json::Value {
        let mut doc = serde_json::json!({
            "inputs": { "exhaustive": self.inputs_exhaustive },
            "target": {
                "exhaustive": self.target_exhaustive(),
                "sampled_inputs": self.target_sampled,
            },
            "source": {
                "exhaustive": self.source_exhaustive(),
                "sampled_inputs": self.source_sampled,
            },
        });
        if let Some(p) = &self.poison_reading {
            doc["uninit_poison"] = serde_json::json!({
                "verdict": "refines",
                "inputs": p.inputs,
                "inputs_exhaustive": p.inputs_exhaustive,
                "target": {
                    "exhaustive": p.target_sampled == 0,
                    "sampled_inputs": p.target_sampled,
                },
            });
        }
        doc
    }
}

/// The result of a check.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// Per function, in the source's order.
    pub functions: Vec<FunctionReport>,
}

impl Report {
    /// The worst verdict (refines when there is no function).
    pub fn verdict(&self) -> Verdict {
        self.functions
            .iter()
            .map(|f| f.verdict)
            .max()
            .unwrap_or(Verdict::Refines)
    }

    /// Whether every function refines (no counterexample in the inputs
    /// tried, none inconclusive or unsupported).
    pub fn refines(&self) -> bool {
        self.verdict() == Verdict::Refines
    }

    /// The first counterexample, if some function does not refine.
    pub fn counterexample(&self) -> Option<&Counterexample> {
        self.functions
            .iter()
            .find_map(|f| f.counterexample.as_ref())
    }
}

/// One paragraph per function: its verdict and reason, and the
/// counterexample's inputs and behaviours.
impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for r in &self.functions {
            writeln!(f, "@{}: {} ({})", r.name, r.verdict.name(), r.reason)?;
            if let Some(cx) = &r.counterexample {
                writeln!(f, "  inputs: {}", cx.args.join(", "))?;
                if !cx.globals.is_empty() {
                    writeln!(f, "  globals at entry: {}", cx.globals.join(", "))?;
                }
                writeln!(f, "  source: {}", cx.source)?;
                writeln!(f, "  target: {}", cx.target)?;
            }
        }
        Ok(())
    }
}

/// Why a check could not start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RefineError {
    /// A module could not be made ready to run.
    Compile {
        /// Which side: `source` or `target`.
        side: &'static str,
        /// The error.
        error: CompileError,
    },
    /// Two functions of the same name have different signatures.
    SignatureMismatch {
        /// The function.
        name: String,
        /// The source's type.
        source: String,
        /// The target's type.
        target: String,
    },
    /// A function asked for with `--fn` is missing on one side.
    Missing {
        /// The function.
        name: String,
    },
    /// No function is defined in both modules: there is nothing to check,
    /// which must not pass for a check that holds.
    NothingInCommon,
    /// A one-file check found no `@srcN`/`@tgtN` pair.
    NoPairs,
    /// A module's text is not valid IR.
    Parse {
        /// Which side: `source` or `target`.
        side: &'static str,
        /// The diagnostic, rendered with its line and column.
        message: String,
    },
}

impl std::error::Error for RefineError {}

impl std::fmt::Display for RefineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RefineError::Compile { side, error } => write!(f, "{side}: {}", error.message),
            RefineError::SignatureMismatch {
                name,
                source,
                target,
            } => write!(
                f,
                "@{name} has type {source} in the source but {target} in the target"
            ),
            RefineError::Missing { name } => write!(f, "@{name} is not defined in both modules"),
            RefineError::NothingInCommon => {
                f.write_str("no function is defined in both modules, so there is nothing to check")
            }
            RefineError::Parse { side, message } => write!(f, "{side}: {message}"),
            RefineError::NoPairs => write!(
                f,
                "no pair of defined functions @src/@tgt, @srcN/@tgtN or @src_X/@tgt_X"
            ),
        }
    }
}

/// Checks that every function defined in both modules (or those named in
/// the configuration) in `tgt` refines its namesake in `src`. Modules with
/// no function defined in both are an error ([`RefineError::NothingInCommon`]),
/// never a vacuous `refines`.
pub fn refine(src: &Module, tgt: &Module, cfg: &RefineConfig) -> Result<Report, RefineError> {
    let (sp, tp) = programs(src, tgt, cfg)?;
    let mut pairs = Vec::new();
    for (i, f) in src.functions.iter().enumerate() {
        let name = crate::sem::program::name_text(&f.name);
        if f.body.is_none() || (!cfg.functions.is_empty() && !cfg.functions.contains(&name)) {
            continue;
        }
        let Some(tf) = tgt
            .function_by_name(&name)
            .filter(|t| tgt.func(*t).body.is_some())
        else {
            continue;
        };
        pairs.push((name, FuncId(i as u32), tf));
    }
    for name in &cfg.functions {
        if !pairs.iter().any(|(n, _, _)| n == name) {
            return Err(RefineError::Missing { name: name.clone() });
        }
    }
    if pairs.is_empty() {
        return Err(RefineError::NothingInCommon);
    }
    let mut functions = Vec::new();
    for (name, sf, tf) in pairs {
        if let Some(report) = local_signature_changed(&sp, sf, &tp, tf, &name) {
            functions.push(report);
            continue;
        }
        check_signature(&sp, sf, &tp, tf, &name)?;
        functions.push(refine_function(&sp, sf, &tp, tf, &name, cfg));
    }
    Ok(Report { functions })
}

/// The report of a function with `internal` or `private` linkage whose
/// type the target changed (DeadArgElim drops unused parameters and
/// results): no other module can call it (LangRef "Linkage Types"), so
/// only its callers, which the check compares, can tell the difference,
/// and the pair itself is not comparable. It is `unsupported`, naming the
/// change; the module's other functions are checked. A visible function
/// whose type changed is an error of the whole check
/// ([`RefineError::SignatureMismatch`]).
fn local_signature_changed(
    sp: &Program,
    sf: FuncId,
    tp: &Program,
    tf: FuncId,
    name: &str,
) -> Option<FunctionReport> {
    let (s, t) = (sp.module.func(sf), tp.module.func(tf));
    let local = |l: Linkage| matches!(l, Linkage::Internal | Linkage::Private);
    if !local(s.props.linkage) || !local(t.props.linkage) {
        return None;
    }
    let (sty, tty) = (sp.module.types.display(s.ty), tp.module.types.display(t.ty));
    if sty == tty {
        return None;
    }
    Some(FunctionReport {
        name: name.to_string(),
        target_name: name.to_string(),
        verdict: Verdict::Unsupported,
        inputs: 0,
        reason: format!(
            "@{name} is local to its module and its type changed from {sty} to {tty}: \
             its callers are checked instead"
        ),
        counterexample: None,
        exploration: Exploration::default(),
        work: 0,
        vscale: None,
    })
}

/// Parses two `.ll` texts and checks them with [`refine`]: every function
/// defined in both (or those named in the configuration) in `tgt` must
/// refine its namesake in `src`.
pub fn refine_text(src: &str, tgt: &str, cfg: &RefineConfig) -> Result<Report, RefineError> {
    let s = parse_text("source", src)?;
    let t = parse_text("target", tgt)?;
    refine(&s, &t, cfg)
}

fn parse_text(side: &'static str, text: &str) -> Result<Module, RefineError> {
    let file = crate::syntax::SourceFile::new(format!("<{side}>"), text);
    crate::parse::load(file.clone()).map_err(|d| RefineError::Parse {
        side,
        message: d.render(&file),
    })
}

/// Checks `@tgt` against `@src` in one module (the `.srctgt.ll` form).
pub fn refine_pair(
    module: &Module,
    src: &str,
    tgt: &str,
    cfg: &RefineConfig,
) -> Result<Report, RefineError> {
    let prog = Arc::new(
        Program::new(Arc::new(module.clone()), cfg.model).map_err(|error| {
            RefineError::Compile {
                side: "module",
                error,
            }
        })?,
    );
    let sf = module
        .function_by_name(src)
        .ok_or_else(|| RefineError::Missing {
            name: src.to_string(),
        })?;
    let tf = module
        .function_by_name(tgt)
        .ok_or_else(|| RefineError::Missing {
            name: tgt.to_string(),
        })?;
    check_signature(&prog, sf, &prog, tf, src)?;
    let mut report = refine_function(&prog, sf, &prog, tf, src, cfg);
    report.target_name = tgt.to_string();
    Ok(Report {
        functions: vec![report],
    })
}

/// The `@srcN`/`@tgtN` pairs of a one-file check, in the module's order,
/// as Alive2's `alive-tv` pairs them (its `tools/alive-tv.cpp`): every
/// defined function named `src` followed by digits (or nothing) or by `_`
/// and any text, with a defined function named `tgt` followed by the same.
pub fn srctgt_pairs(module: &Module) -> Vec<(String, String)> {
    let defined = |name: &str| {
        module
            .function_by_name(name)
            .is_some_and(|f| module.func(f).body.is_some())
    };
    module
        .functions
        .iter()
        .filter(|f| f.body.is_some())
        .filter_map(|f| {
            let name = crate::sem::program::name_text(&f.name);
            let suffix = name.strip_prefix("src")?;
            let valid = suffix.bytes().all(|b| b.is_ascii_digit()) || suffix.starts_with('_');
            let tgt = format!("tgt{suffix}");
            (valid && defined(&tgt)).then_some((name, tgt))
        })
        .collect()
}

/// Checks every `@srcN`/`@tgtN` pair of one module (see [`srctgt_pairs`];
/// only the sources named in the configuration, if any), each reported
/// under the source function's name.
pub fn refine_pairs(module: &Module, cfg: &RefineConfig) -> Result<Report, RefineError> {
    let pairs: Vec<(String, String)> = srctgt_pairs(module)
        .into_iter()
        .filter(|(s, _)| cfg.functions.is_empty() || cfg.functions.contains(s))
        .collect();
    if pairs.is_empty() {
        return Err(RefineError::NoPairs);
    }
    for name in &cfg.functions {
        if !pairs.iter().any(|(s, _)| s == name) {
            return Err(RefineError::Missing { name: name.clone() });
        }
    }
    let prog = Arc::new(
        Program::new(Arc::new(module.clone()), cfg.model).map_err(|error| {
            RefineError::Compile {
                side: "module",
                error,
            }
        })?,
    );
    let mut functions = Vec::with_capacity(pairs.len());
    for (src, tgt) in &pairs {
        let (Some(sf), Some(tf)) = (module.function_by_name(src), module.function_by_name(tgt))
        else {
            continue;
        };
        check_signature(&prog, sf, &prog, tf, src)?;
        let mut report = refine_function(&prog, sf, &prog, tf, src, cfg);
        report.target_name = tgt.clone();
        functions.push(report);
    }
    Ok(Report { functions })
}

fn programs(
    src: &Module,
    tgt: &Module,
    cfg: &RefineConfig,
) -> Result<(Program, Program), RefineError> {
    let (src, tgt) = with_shared_foreign(Arc::new(src.clone()), Arc::new(tgt.clone()));
    let mut sp = Program::new(src, cfg.model).map_err(|error| RefineError::Compile {
        side: "source",
        error,
    })?;
    let mut tp = Program::new(tgt, cfg.model).map_err(|error| RefineError::Compile {
        side: "target",
        error,
    })?;
    share_environment(&mut sp, &mut tp);
    Ok((sp, tp))
}

/// The two modules of a check, each with the foreign function
/// ([`crate::sem::foreign`]) when either makes an indirect call: a
/// pointer input may then hold it, and both sides must have it (a target
/// that calls a function directly where the source called a pointer:
/// decision 0053). Unchanged otherwise.
fn with_shared_foreign(src: Arc<Module>, tgt: Arc<Module>) -> (Arc<Module>, Arc<Module>) {
    use crate::sem::foreign::{makes_indirect_call, with_foreign};
    if makes_indirect_call(&src) || makes_indirect_call(&tgt) {
        (with_foreign(src), with_foreign(tgt))
    } else {
        (src, tgt)
    }
}

/// The two runs of a check share the environment, which answers calls of
/// the functions either side's calls promise `noreturn` for alike
/// (decision 0013), and leaves in globals of pointer type the functions
/// either side may have there (decision 0053).
pub fn share_environment(sp: &mut Program, tp: &mut Program) {
    let names = union(&sp.noreturn_callees, &tp.noreturn_callees);
    sp.noreturn_callees = names.clone();
    tp.noreturn_callees = names;
    let functions = union(&sp.global_functions, &tp.global_functions);
    sp.global_functions = functions.clone();
    tp.global_functions = functions;
}

/// The names of `a` and `b`, sorted, each once.
fn union(a: &[String], b: &[String]) -> Vec<String> {
    let mut names: Vec<String> = a.iter().chain(b).cloned().collect();
    names.sort();
    names.dedup();
    names
}

fn check_signature(
    sp: &Program,
    sf: FuncId,
    tp: &Program,
    tf: FuncId,
    name: &str,
) -> Result<(), RefineError> {
    let s = sp.module.types.display(sp.module.func(sf).ty);
    let t = tp.module.types.display(tp.module.func(tf).ty);
    if s != t {
        return Err(RefineError::SignatureMismatch {
            name: name.to_string(),
            source: s,
            target: t,
        });
    }
    Ok(())
}

/// Checks one function pair over all inputs, under each `vscale` of its
/// plan ([`vscale::plan`]; the two sides share each value), and combines
/// the reports ([`vscale::combine`]); a `not-refines` that the other
/// reading of uninitialized memory reverses says so ([`uninit`]).
pub fn refine_function(
    sp: &Program,
    sf: FuncId,
    tp: &Program,
    tf: FuncId,
    name: &str,
    cfg: &RefineConfig,
) -> FunctionReport {
    let start = Instant::now();
    // One deadline for everything the check does (each `vscale`, the
    // modular check, the second reading), early enough that what is done
    // after it passes (runs stopping, the report) ends within the
    // timeout too.
    let mut cfg = cfg.clone();
    cfg.limits.deadline = earliest(
        cfg.limits.deadline,
        cfg.timeout.map(|t| start + t.saturating_sub(t / WRAP_UP)),
    );
    // Under the model's own reading of uninitialized memory; a module
    // declaring `get.vector.length` says its length took one policy.
    let check = |sp: &Program, sf, tp: &Program, tf, cfg: &RefineConfig| {
        vscale::note_length_policy(sp, tp, refine_planned(sp, sf, tp, tf, name, cfg))
    };
    let report = check(sp, sf, tp, tf, &cfg);
    let report = uninit::note_second_reading(report, (sp, tp), (sf, tf), &cfg, start, check);
    unsure_of_arc_runtime(report, sp, tp)
}

/// A `not-refines` of modules that use the Objective-C ARC runtime
/// intrinsics (`llvm.objc.*`) made `inconclusive`. llsem answers their
/// calls as calls of unknown functions of the environment
/// (semantics/intrinsics.md [objc]), which is sound for `refines` (the
/// runtime is one of those functions) but not for `not-refines`: LangRef
/// "Objective-C ARC Runtime Intrinsics" says LLVM "is aware of the
/// semantics of these functions, and optimizes based on that knowledge"
/// (clang's ARC specification), so a counterexample may rest on a
/// behaviour the runtime does not have (held-out sample 13: F1, F2,
/// `objc-arc-contract` and GVN with `objc-arc-aa`). Any such intrinsic
/// declared in either module counts, whether or not the counterexample's
/// runs call it.
fn unsure_of_arc_runtime(report: FunctionReport, sp: &Program, tp: &Program) -> FunctionReport {
    let arc = |p: &Program| {
        p.module.functions.iter().find_map(|f| match &f.name {
            crate::syntax::Name::Named(n) if n.starts_with("llvm.objc.") => Some(n.clone()),
            _ => None,
        })
    };
    let (Verdict::NotRefines, Some(intrinsic)) = (report.verdict, arc(sp).or_else(|| arc(tp)))
    else {
        return report;
    };
    FunctionReport {
        verdict: Verdict::Inconclusive,
        reason: format!(
            "a counterexample was found, but the modules use the Objective-C ARC runtime (@{intrinsic}), whose semantics LLVM relies on and llsem does not model (LangRef \"Objective-C ARC Runtime Intrinsics\"): {}",
            report.reason
        ),
        counterexample: None,
        ..report
    }
}

/// The share of the timeout (1/`WRAP_UP`) kept, at the end, for what a
/// check does after its deadline passed: the runs under way reach their
/// next look at the clock, the inputs their end, the report is made.
const WRAP_UP: u32 = 50;

/// The earlier of two deadlines, if any.
fn earliest(a: Option<Instant>, b: Option<Instant>) -> Option<Instant> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// [`refine_one`] under each value of `vscale` the check covers
/// ([`vscale::plan`]), the reports combined.
fn refine_planned(
    sp: &Program,
    sf: FuncId,
    tp: &Program,
    tf: FuncId,
    name: &str,
    cfg: &RefineConfig,
) -> FunctionReport {
    let plan = vscale::plan(sp, sf, tp, tf, &cfg.model);
    if plan.values == [None] {
        return refine_one(sp, sf, tp, tf, name, cfg);
    }
    if !plan.depends {
        let report = refine_one(sp, sf, tp, tf, name, cfg);
        return vscale::combine(&plan, vec![report]);
    }
    let reports = plan
        .values
        .iter()
        .flatten()
        .map(|&v| {
            let mut c = cfg.clone();
            c.model.vscale = Some(v);
            let rebuilt = sp.with_vscale(v).and_then(|s| {
                // One module holding both sides is rebuilt once.
                let t = if std::ptr::eq(sp, tp) {
                    None
                } else {
                    Some(tp.with_vscale(v)?)
                };
                Ok((s, t))
            });
            match rebuilt {
                Ok((s, t)) => refine_one(&s, sf, t.as_ref().unwrap_or(&s), tf, name, &c),
                Err(e) => vscale::unsupported(name, v, &e.message),
            }
        })
        .collect();
    vscale::combine(&plan, reports)
}

/// Checks one function pair over all inputs, under the programs' `vscale`;
/// when that hits the depth bound and both functions call themselves,
/// also with their calls of themselves made calls of one unknown function
/// shared by both sides ([`modular`]), whose `refines` then decides.
fn refine_one(
    sp: &Program,
    sf: FuncId,
    tp: &Program,
    tf: FuncId,
    name: &str,
    cfg: &RefineConfig,
) -> FunctionReport {
    let start = Instant::now();
    let mut depth = false;
    let report = refine_direct(sp, sf, tp, tf, name, cfg, &mut depth);
    if report.verdict != Verdict::Inconclusive || !depth {
        return report;
    }
    // The second check gets what is left of the time and work bounds, so
    // that the whole check stays within them.
    let timeout = cfg.timeout.map(|t| t.saturating_sub(start.elapsed()));
    let max_work = cfg.max_work.saturating_sub(report.work);
    if timeout.is_some_and(|t| t.is_zero()) || max_work == 0 {
        return report;
    }
    let Some(modular::Modular {
        source: mut s,
        target: mut t,
        others,
    }) = modular::programs(sp, sf, tp, tf, name)
    else {
        return report;
    };
    if let Some(t) = &mut t {
        share_environment(&mut s, t);
    }
    let t = t.as_ref().unwrap_or(&s);
    let rest = cfg.clone().with_timeout(timeout).with_max_work(max_work);
    let m = refine_direct(&s, sf, t, tf, name, &rest, &mut depth);
    let mut work = report.work.saturating_add(m.work);
    let what = if others.is_empty() {
        format!(
            "the calls of @{name} of itself as calls of one unknown function @{} shared by both sides",
            modular::stand_in_name(name)
        )
    } else {
        let names: Vec<String> = others.iter().map(|(n, _, _)| format!("@{n}")).collect();
        format!(
            "the calls between @{name} and {}, which call each other, as calls of unknown functions (one per function) shared by both sides",
            names.join(", ")
        )
    };
    let undecided = |work: u64, why: &str| FunctionReport {
        reason: format!("{}; with {what}: {why}", report.reason),
        work,
        ..report.clone()
    };
    if m.verdict != Verdict::Refines {
        return undecided(work, &m.reason);
    }
    // Fixpoint induction holds for the functions of the cycle together:
    // each must refine its namesake with the same stand-ins.
    for (other, so, to) in &others {
        let timeout = cfg.timeout.map(|d| d.saturating_sub(start.elapsed()));
        let max_work = cfg.max_work.saturating_sub(work);
        if timeout.is_some_and(|d| d.is_zero()) || max_work == 0 {
            return undecided(
                work,
                &format!("no time or work left to check @{other} alike"),
            );
        }
        let rest = cfg.clone().with_timeout(timeout).with_max_work(max_work);
        let o = refine_direct(&s, *so, t, *to, other, &rest, &mut depth);
        work = work.saturating_add(o.work);
        if o.verdict != Verdict::Refines {
            return undecided(work, &format!("@{other}: {}", o.reason));
        }
    }
    FunctionReport {
        reason: format!(
            "{} with {what} (fixpoint induction; runs of the functions themselves hit the depth bound: {})",
            m.reason, report.reason
        ),
        work,
        ..m
    }
}

/// [`refine_one`] without the modular check; sets `depth` when some input
/// was skipped because a side hit the depth bound.
#[allow(clippy::too_many_arguments)]
fn refine_direct(
    sp: &Program,
    sf: FuncId,
    tp: &Program,
    tf: FuncId,
    name: &str,
    cfg: &RefineConfig,
    depth: &mut bool,
) -> FunctionReport {
    let mut constants = inputs::constants(&sp.module, sf);
    constants.extend(inputs::constants(&tp.module, tf));
    let mut hints = inputs::pointer_hints(sp, sf);
    for (h, t) in hints.iter_mut().zip(inputs::pointer_hints(tp, tf)) {
        h.merge(&t);
    }
    let mut inputs = inputs::generate(sp, sf, cfg.inputs, cfg.seed, &constants, &hints);
    let vararg_kinds = inputs::vararg_kinds(sp, sf, tp, tf);
    inputs::with_varargs(
        sp,
        &mut inputs,
        &vararg_kinds,
        cfg.inputs,
        cfg.seed,
        &constants,
    );
    // A pointer into a global of the source's module is an input of the
    // target only where its module has that global too.
    inputs.retain(|i| crate::sem::args::check_args(tp, &i.args).is_ok());
    let mut exploration = Exploration {
        inputs_exhaustive: inputs::exhaustive(sp, sf, cfg.inputs),
        ..Exploration::default()
    };
    // A call of an interposable definition is a call of the environment
    // (`Environment::interpose`).
    let interposes = defines_interposable(sp) || defines_interposable(tp);
    // Only a function whose runs may call the environment is tried with
    // several environments: for one that cannot, every copy of an input
    // would repeat the same runs (decision 0045).
    let external = modular::reaches_environment(sp, sf) || modular::reaches_environment(tp, tf);
    let unknown_globals = sp.unknown_at_entry().next().is_some()
        || tp.unknown_at_entry().next().is_some()
        || sp.has_null_page()
        || tp.has_null_page();
    // The widths the modules keep integers in their unknown globals in,
    // which most environments draw those globals' contents in
    // (decision 0060).
    let mut widths = Vec::new();
    if unknown_globals {
        for w in global_words::widths(sp)
            .into_iter()
            .chain(global_words::widths(tp))
        {
            if !widths.contains(&w) {
                widths.push(w);
            }
        }
    }
    if external || unknown_globals {
        // Where a global is unknown at entry, every input is tried with
        // several contents of it (and, for one of pointer type, with it
        // null and not null: `Profile::null_globals`).
        let fewest = if widths.is_empty() {
            inputs::MIN_ENVIRONMENTS
        } else {
            global_words::MIN_ENVIRONMENTS
        };
        let min = if unknown_globals {
            fewest.max(inputs::UNKNOWN_GLOBAL_ENVIRONMENTS * inputs.len())
        } else {
            inputs::MIN_ENVIRONMENTS
        };
        inputs::with_environments(&mut inputs, min, cfg.inputs, cfg.seed);
    }
    // What the environment does not decide stays out of the replay
    // commands: no function of it is called, so its UB cannot matter
    // (`--env-pure-ub`), no global's contents are unknown at entry, or no
    // definition is interposable (`--env-interpose`).
    for i in &mut inputs {
        if !external {
            i.env.pure_ub = false;
            i.env.effects = false;
        }
        i.env.globals &= unknown_globals;
        i.env.interpose &= interposes;
    }
    global_words::assign(&mut inputs, &widths);
    inputs::fit_environments(&mut inputs, uses(sp) | uses(tp));
    let licence = reassoc::licence(&sp.module, sf, &tp.module, tf);
    for i in &mut inputs {
        i.reassoc = licence;
    }
    let start = Instant::now();
    let mut timed = cfg.clone();
    timed.limits.deadline = earliest(cfg.limits.deadline, cfg.timeout.map(|t| start + t));
    // The source with the constants the target merged merged too: a
    // layout the source module may have (`merge`), searched where the
    // default one shows no source behaviour a target behaviour matches
    // (`search::check_input`). A merged program that does not build is no
    // layout the source has.
    let merges = merge::merged_by_target(sp, tp);
    let merged = (!merges.is_empty())
        .then(|| sp.with_merged_globals(&merges).ok())
        .flatten();
    let pair = search::Pair {
        src: sp,
        merged: merged.as_ref(),
        sf,
        tgt: tp,
        tf,
        constants_alike: alike::constants_alike(&sp.module, &tp.module),
    };
    let (outcomes, work) = check_all(pair, &inputs, &timed, &constants);
    *depth = outcomes
        .iter()
        .any(|o| matches!(o, InputOutcome::Skipped(Bound::Depth, _)));
    let n = inputs.len();
    // Inputs after the first counterexample may or may not have been
    // checked (see `check_all`): they are not counted.
    let decisive = outcomes
        .iter()
        .position(|o| matches!(o, InputOutcome::NotRefines { .. }))
        .map_or(n, |k| k + 1);
    for o in &outcomes[..decisive] {
        match o {
            InputOutcome::Refines {
                target_exhaustive: false,
            } => exploration.target_sampled += 1,
            InputOutcome::Unproven(..) => exploration.source_sampled += 1,
            // An input that hit a bound was not checked: the inputs that
            // were are no longer every input there is.
            InputOutcome::Skipped(..) | InputOutcome::OutOfTime | InputOutcome::OverBudget => {
                exploration.inputs_exhaustive = false;
            }
            _ => {}
        }
    }
    for (input, outcome) in inputs.iter().zip(&outcomes) {
        if let InputOutcome::NotRefines {
            target,
            target_choices,
            source,
            source_choices,
            mismatch,
            env,
        } = outcome
        {
            let input = &inputs::Input {
                env: *env,
                ..input.clone()
            };
            let mut cx = counterexample(sp, sf, input, mismatch, target, target_choices, source);
            // Either side may be the one given the foreign function.
            cx.foreign_function |= crate::sem::foreign::needs_flag(tp);
            cx.source_choices = source_choices.clone();
            cx.target_origins = target_origins(tp, tf, input, &cx, cfg);
            let mut reason = format!("{}: {}", mismatch.check.name(), mismatch.detail);
            if licence == Some(reassoc::Reassoc::Unequal) {
                reason.push_str("; the target's returned expression is not equal over the reals to the source's `reassoc` tree, so `reassoc` licenses no difference (decision 0035)");
            }
            if interposes {
                reason.push_str(&interposed_note(sp, sf, tp, tf));
            }
            return FunctionReport {
                name: name.to_string(),
                target_name: name.to_string(),
                verdict: Verdict::NotRefines,
                inputs: n,
                reason,
                counterexample: Some(cx),
                exploration,
                work,
                vscale: None,
            };
        }
    }
    let unchecked = |bound: fn(&InputOutcome) -> bool| outcomes.iter().filter(|o| bound(o)).count();
    let (out_of_time, over_budget) = (
        unchecked(|o| matches!(o, InputOutcome::OutOfTime)),
        unchecked(|o| matches!(o, InputOutcome::OverBudget)),
    );
    let bound = if out_of_time > 0 {
        Some((
            out_of_time,
            format!(
                "the time bound ({} s) was hit: {out_of_time} of {n} inputs were not checked (raise it with --timeout)",
                cfg.timeout.map_or(0.0, |t| t.as_secs_f64())
            ),
        ))
    } else if over_budget > 0 {
        Some((
            over_budget,
            format!(
                "the work budget ({} steps) was spent: {over_budget} of {n} inputs were not checked completely (raise it with --max-work)",
                cfg.max_work
            ),
        ))
    } else {
        None
    };
    if let Some((unchecked, reason)) = bound {
        return FunctionReport {
            name: name.to_string(),
            target_name: name.to_string(),
            verdict: Verdict::Inconclusive,
            inputs: n - unchecked,
            reason,
            counterexample: None,
            exploration,
            work,
            vscale: None,
        };
    }
    if let Some(why) = outcomes.iter().find_map(|o| match o {
        InputOutcome::Unsupported(s) => Some(s.clone()),
        _ => None,
    }) {
        return FunctionReport {
            name: name.to_string(),
            target_name: name.to_string(),
            verdict: Verdict::Unsupported,
            inputs: n,
            reason: why,
            counterexample: None,
            exploration,
            work,
            vscale: None,
        };
    }
    let unproven: Vec<(&inputs::Input, &String)> = inputs
        .iter()
        .zip(&outcomes)
        .filter_map(|(i, o)| match o {
            InputOutcome::Unproven(s, _) => Some((i, s)),
            _ => None,
        })
        .collect();
    if let Some((input, first)) = unproven.first() {
        let args = input_texts(sp, sf, input).0.join(", ");
        return FunctionReport {
            name: name.to_string(),
            target_name: name.to_string(),
            verdict: Verdict::Inconclusive,
            inputs: n,
            reason: format!(
                "{} of {n} inputs have an unproven counterexample; first, for ({args}): {first}",
                unproven.len()
            ),
            counterexample: None,
            exploration,
            work,
            vscale: None,
        };
    }
    let skipped: Vec<&String> = outcomes
        .iter()
        .filter_map(|o| match o {
            InputOutcome::Skipped(_, s) => Some(s),
            _ => None,
        })
        .collect();
    let checked = n - skipped.len();
    if checked == 0 {
        return FunctionReport {
            name: name.to_string(),
            target_name: name.to_string(),
            verdict: Verdict::Inconclusive,
            inputs: 0,
            reason: format!(
                "every one of the {n} inputs hit a bound; first: {}",
                skipped.first().map_or("", |s| s.as_str())
            ),
            counterexample: None,
            exploration,
            work,
            vscale: None,
        };
    }
    if let Some(first) = skipped.first() {
        return FunctionReport {
            name: name.to_string(),
            target_name: name.to_string(),
            verdict: Verdict::Refines,
            inputs: checked,
            reason: format!(
                "no counterexample in {checked} inputs ({} more hit a bound and were skipped: {first}){}",
                skipped.len(),
                sampled_note(&exploration)
            ),
            counterexample: None,
            exploration,
            work,
            vscale: None,
        };
    }
    FunctionReport {
        name: name.to_string(),
        target_name: name.to_string(),
        verdict: Verdict::Refines,
        inputs: n,
        reason: format!(
            "no counterexample in {n} input{}{}{}",
            if n == 1 { "" } else { "s" },
            if exploration.inputs_exhaustive {
                ", every input there is"
            } else {
                ""
            },
            sampled_note(&exploration)
        ),
        counterexample: None,
        exploration,
        work,
        vscale: None,
    }
}

/// The step budgets of the passes over the inputs below the configured
/// one (those not smaller than it are left out), smallest first: most
/// inputs finish far within the first, and one whose loop runs for
/// billions of iterations, or never exits, costs no more than it.
const STEP_LADDER: [u64; 3] = [1_000, 10_000, 100_000];

/// How many inputs that hit one pass's step budget are checked again with
/// the next budget before deciding whether the others are.
const RETRY_PROBE: usize = 8;

/// Checks every input, in parallel, in passes of growing step budgets
/// ([`STEP_LADDER`], then the configured one): the first pass checks every
/// input, so that inputs with small trip counts decide quickly and huge
/// ones stop early; each later pass checks the inputs that hit the
/// previous pass's budget: the first [`RETRY_PROBE`] of them in input
/// order, and the others only if at least half of those decided (when most
/// do not, a larger budget does not reach the loop's end either: an input
/// whose loop never exits costs the first budget and, for the probe, the
/// second, not the configured one). Inputs after the first counterexample
/// in input order are not checked. The checks are charged to the work
/// budget in a fixed order (see [`Ledger`]). Every decision depends on the
/// outcomes alone, not on timing or thread count (except the wall-clock
/// bound). Returns the outcomes and the work they cost.
fn check_all(
    pair: search::Pair,
    inputs: &[inputs::Input],
    cfg: &RefineConfig,
    constants: &[ApInt],
) -> (Vec<InputOutcome>, u64) {
    let first_failure = AtomicUsize::new(usize::MAX);
    let check = |k: usize, c: &RefineConfig, cap: u64| {
        if k > first_failure.load(Ordering::Relaxed) {
            return (InputOutcome::Cancelled, 0);
        }
        let mut meter = Meter::new(cap, c, pair.constants_alike);
        if c.limits.max_steps < cfg.limits.max_steps {
            meter = meter.below(cfg.limits.max_steps);
        }
        let o = check_input(pair, &inputs[k], c, constants, &mut meter);
        if matches!(o, InputOutcome::NotRefines { .. }) {
            first_failure.fetch_min(k, Ordering::Relaxed);
        }
        (o, meter.used)
    };
    let budgets: Vec<u64> = STEP_LADDER
        .iter()
        .copied()
        .filter(|&b| b < cfg.limits.max_steps)
        .chain([cfg.limits.max_steps])
        .collect();
    let with_steps = |steps: u64| {
        let mut c = cfg.clone();
        c.limits.max_steps = steps;
        c
    };
    let mut ledger = Ledger::new(cfg.max_work);
    let all: Vec<usize> = (0..inputs.len()).collect();
    let first = with_steps(budgets[0]);
    let mut outcomes = ledger.run(&all, |k, cap| check(k, &first, cap));
    // The budget each outcome was found with.
    let mut budget = vec![budgets[0]; inputs.len()];
    let mut redo = |ks: &[usize], steps: u64, outcomes: &mut Vec<InputOutcome>| {
        let c = with_steps(steps);
        let redone = ledger.run(ks, |k, cap| check(k, &c, cap));
        let mut decided = 0;
        for (&k, o) in ks.iter().zip(redone) {
            decided += usize::from(
                !o.hit_steps() && !matches!(o, InputOutcome::Cancelled | InputOutcome::OverBudget),
            );
            if !matches!(o, InputOutcome::Cancelled) {
                outcomes[k] = o;
                budget[k] = steps;
            }
        }
        decided
    };
    let last = budgets.len() - 1;
    let mut probe_failed = false;
    for (i, &steps) in budgets.iter().enumerate().skip(1) {
        // After a failed probe only the configured budget is tried, on one
        // input: what a verdict says about the step bound then holds for it.
        if probe_failed && i != last {
            continue;
        }
        let again: Vec<usize> = (0..inputs.len())
            .filter(|&k| outcomes[k].hit_steps())
            .collect();
        let size = if probe_failed { 1 } else { RETRY_PROBE };
        let (probe, rest) = again.split_at(again.len().min(size));
        if 2 * redo(probe, steps, &mut outcomes) < probe.len() {
            probe_failed = true;
            continue;
        }
        redo(rest, steps, &mut outcomes);
    }
    let configured = budgets[last];
    for (o, &b) in outcomes.iter_mut().zip(&budget) {
        if b < configured && o.hit_steps() {
            o.note(&format!(
                " within {b} steps (a probe of such inputs with more steps did not decide, so they were not run with the configured {configured})"
            ));
        }
    }
    (outcomes, ledger.spent)
}

/// Most inputs checked at once, between two looks at the work budget.
const MAX_CHUNK: usize = 64;

/// The work budget of one function's check, charged in a fixed order:
/// inputs are checked in chunks, in parallel within a chunk, and an input
/// counts only if the work spent before it (in input order, over this and
/// the earlier passes) is below the budget; it may itself spend what was
/// left when its chunk began. Each input's outcome and cost depend only on
/// that, so which inputs count, and the verdict, do not depend on the
/// thread count or the machine's load. The first chunk of a pass holds 2
/// inputs, each later one as many as half of what is left pays for at the
/// largest cost of one input in the pass so far (2 to [`MAX_CHUNK`]), so an
/// expensive function spends little past its budget.
struct Ledger {
    budget: u64,
    spent: u64,
    /// Whether a counted input found a counterexample (nothing after it
    /// matters).
    failed: bool,
}

impl Ledger {
    fn new(budget: u64) -> Ledger {
        Ledger {
            budget,
            spent: 0,
            failed: false,
        }
    }

    /// Checks the inputs `ks` with `check(k, cap)` (which returns the
    /// outcome and its cost), and returns their outcomes in order: those
    /// past the budget are [`InputOutcome::OverBudget`], those after a
    /// counterexample [`InputOutcome::Cancelled`].
    fn run<F>(&mut self, ks: &[usize], check: F) -> Vec<InputOutcome>
    where
        F: Fn(usize, u64) -> (InputOutcome, u64) + Sync,
    {
        let mut out = Vec::with_capacity(ks.len());
        let mut i = 0;
        // The most one counted input of this pass has cost.
        let mut widest = 0;
        while i < ks.len() {
            let left = self.budget.saturating_sub(self.spent);
            if left == 0 || self.failed {
                let rest = ks.len() - i;
                out.extend((0..rest).map(|_| {
                    if self.failed {
                        InputOutcome::Cancelled
                    } else {
                        InputOutcome::OverBudget
                    }
                }));
                break;
            }
            let fit = match widest {
                0 => 2,
                w => (left / 2 / w).clamp(2, MAX_CHUNK as u64) as usize,
            };
            let n = fit.min(ks.len() - i);
            let results: Vec<(InputOutcome, u64)> =
                ks[i..i + n].par_iter().map(|&k| check(k, left)).collect();
            for (o, cost) in results {
                if self.failed {
                    out.push(InputOutcome::Cancelled);
                } else if self.spent >= self.budget {
                    out.push(InputOutcome::OverBudget);
                } else {
                    self.spent = self.spent.saturating_add(cost);
                    widest = widest.max(cost);
                    self.failed = matches!(o, InputOutcome::NotRefines { .. });
                    out.push(o);
                }
            }
            i += n;
        }
        out
    }
}

/// What a `refines` verdict did not enumerate: empty, or `; the target's
/// choices were sampled, not enumerated, on K of them`.
fn sampled_note(e: &Exploration) -> String {
    if e.target_exhaustive() {
        String::new()
    } else {
        format!(
            "; the target's choices were sampled, not enumerated, on {} of them",
            e.target_sampled
        )
    }
}

fn counterexample(
    sp: &Program,
    sf: FuncId,
    input: &inputs::Input,
    mismatch: &compare::Mismatch,
    target: &Behaviour,
    target_choices: &[String],
    source: &[Behaviour],
) -> Counterexample {
    let (args, arg_texts) = input_texts(sp, sf, input);
    let types = &sp.module.types;
    let ret = match types.resolved(sp.module.func(sf).ty) {
        TypeKind::Function { ret, .. } => *ret,
        _ => sp.module.func(sf).ty,
    };
    let shown: Vec<String> = source
        .iter()
        .take(4)
        .map(|b| describe(types, ret, b))
        .collect();
    let more = if source.len() > 4 {
        format!(", and {} more", source.len() - 4)
    } else {
        String::new()
    };
    Counterexample {
        args,
        arg_texts,
        source: format!(
            "{}{more} ({} behaviour{} explored)",
            shown.join("; or "),
            source.len(),
            if source.len() == 1 { "" } else { "s" }
        ),
        target: describe(types, ret, target),
        source_exhaustive: true,
        check: mismatch.check,
        target_choices: target_choices.to_vec(),
        source_choices: Vec::new(),
        env: input.env,
        noreturn_callees: sp.noreturn_callees.clone(),
        global_functions: sp.global_functions.clone(),
        foreign_function: crate::sem::foreign::needs_flag(sp),
        target_origins: Vec::new(),
        vscale: sp.model.vscale,
        globals: globals_at_entry(sp, &input.env),
    }
}

/// The `@name: BYTES` texts of the globals whose contents at entry `env`
/// chose in `sp` (see [`Counterexample::globals`]).
fn globals_at_entry(sp: &Program, env: &crate::sem::environment::Environment) -> Vec<String> {
    if !env.globals {
        return Vec::new();
    }
    sp.unknown_at_entry()
        .filter_map(|(_, g)| {
            let size = sp.ty(g.ty).alloc_size;
            let bytes = sp.start_bytes(env, g)?;
            let shown = bytes.slice(0, bytes.len().min(SHOWN_GLOBAL_BYTES));
            let text = crate::sem::args::buffer_text(&shown, 1);
            let text = text.trim_start_matches("bytes@1:");
            let cut = if size as usize > shown.len() {
                "…"
            } else {
                ""
            };
            Some(format!("@{}: {text}{cut}", g.name))
        })
        .collect()
}

/// Where the target's poison or undef came from, for a counterexample of
/// the UB, poison or undef check: the target's run replayed with its
/// choices and origin tracking on (only now, so that the checks paid
/// nothing for it).
fn target_origins(
    tp: &Program,
    tf: FuncId,
    input: &inputs::Input,
    cx: &Counterexample,
    cfg: &RefineConfig,
) -> Vec<OperandOrigin> {
    if !matches!(cx.check, Check::Ub | Check::Poison | Check::Undef) {
        return Vec::new();
    }
    let Ok(choices) = parse_choices(&cx.target_choices.join(",")) else {
        return Vec::new();
    };
    let opts = search::run_options(cfg, input);
    let oracle = ReplayOracle::named(choices);
    let r = replay_tracking_origins(tp, tf, input.args.clone(), &opts, oracle);
    match (r.stop, r.return_origin) {
        (Stop::Ub(u), _) if cx.check == Check::Ub => u.origins,
        (Stop::Returned(Some(v)), origin) if cx.check != Check::Ub => returned_origin(&v, origin),
        _ => Vec::new(),
    }
}

/// Whether `prog` declares a function other than an intrinsic, one that
/// could be a pure function of the environment.
/// What of the environment beyond external calls a module may see.
fn uses(prog: &Program) -> inputs::EnvUse {
    let names = prog
        .module
        .functions
        .iter()
        .filter(|f| f.body.is_none())
        .filter_map(|f| match &f.name {
            crate::syntax::Name::Named(n) => Some(n.as_str()),
            _ => None,
        });
    inputs::EnvUse::of_declarations(names)
}

/// Whether `prog` defines a function or an alias another module may
/// replace at link time ([`crate::sem::program::FuncInfo::interposable`],
/// [`crate::syntax::Module::may_be_replaced`]).
fn defines_interposable(prog: &Program) -> bool {
    prog.funcs.iter().any(|f| f.interposable)
        || prog
            .module
            .aliases
            .iter()
            .any(|a| prog.module.may_be_replaced(&a.props))
}

/// What a `not-refines` of modules with interposable definitions adds to
/// its reason, so that a body the reader sees but the check did not run
/// is explained: `; @f, @g may be replaced at link time: their calls are
/// calls of unknown functions (decision 0028)`. The checked functions
/// themselves, whose bodies are compared, are not named.
fn interposed_note(sp: &Program, sf: FuncId, tp: &Program, tf: FuncId) -> String {
    let entries = [&sp.funcs[sf.0 as usize].name, &tp.funcs[tf.0 as usize].name];
    let mut names: Vec<String> = Vec::new();
    for prog in [sp, tp] {
        for f in &prog.funcs {
            if f.interposable && !entries.contains(&&f.name) {
                names.push(format!("@{}", f.name));
            }
        }
        for a in &prog.module.aliases {
            if prog.module.may_be_replaced(&a.props) {
                names.push(format!("@{}", a.name));
            }
        }
    }
    names.sort();
    names.dedup();
    if names.is_empty() {
        return String::new();
    }
    let what = match names.len() {
        1 => "its calls are calls of an unknown function",
        _ => "their calls are calls of unknown functions",
    };
    format!(
        "; {} may be replaced at link time: {what} (decision 0028)",
        names.join(", ")
    )
}

/// The inputs written typed (`i32 0`) and as `--arg` texts (`0`).
fn input_texts(sp: &Program, sf: FuncId, input: &inputs::Input) -> (Vec<String>, Vec<String>) {
    let m = &sp.module;
    let f = m.func(sf);
    let mut args = Vec::new();
    let mut arg_texts = Vec::new();
    for (i, a) in input.args.iter().enumerate() {
        match f.params.get(i) {
            Some(p) => {
                let t = arg_text(sp, p.ty, a);
                args.push(format!("{} {t}", m.types.display(p.ty)));
                arg_texts.push(t);
            }
            None => {
                // An argument beyond the parameters (of a variadic entry)
                // is written with its own type, as `--arg` reads it.
                let t = arg_text(sp, f.ty, a);
                args.push(t.clone());
                arg_texts.push(t);
            }
        }
    }
    (args, arg_texts)
}

/// One behaviour of a function returning `ret` (of `types`) in words.
pub fn describe(types: &TypeTable, ret: TypeId, b: &Behaviour) -> String {
    let mut s = String::new();
    if !b.events.is_empty() {
        s.push_str(&format!("after {} events, ", b.events.len()));
    }
    s.push_str(&match &b.end {
        End::Returned(None) => "returns".to_string(),
        End::Returned(Some(v)) => format!("returns {}", typed_obs_text(types, ret, v)),
        End::Exited(c) => format!("exits with {c}"),
        End::NoReturn => "does not return from a call of the environment".to_string(),
        End::Diverged => "loops forever without further events".to_string(),
        End::Trapped(s) => format!("traps (signal {s})"),
        End::Ub(k, m) => format!("immediate UB: {} ({m})", k.name()),
        End::Bound(b) => format!("hits the {} bound", b.name()),
        End::Unsupported(w) => format!("unsupported: {w}"),
    });
    s
}

/// An observed value of type `ty` in words: as [`obs_text`], with the
/// type written before a floating-point value or one with undef bits,
/// whose text alone does not say it (`double 0x8000000000000000`,
/// `ptr 0b??...`).
pub fn typed_obs_text(types: &TypeTable, ty: TypeId, o: &Obs) -> String {
    let list = |es: &[Obs], tys: &[TypeId]| {
        es.iter()
            .zip(tys)
            .map(|(e, &t)| typed_obs_text(types, t, e))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match (o, types.resolved(ty).clone()) {
        (Obs::Vector(es), TypeKind::Vector { elem, .. }) => {
            format!("<{}>", list(es, &vec![elem; es.len()]))
        }
        (Obs::Aggregate(es), TypeKind::Array { elem, .. }) => {
            format!("{{ {} }}", list(es, &vec![elem; es.len()]))
        }
        (Obs::Aggregate(es), TypeKind::Struct { fields, .. }) if fields.len() == es.len() => {
            format!("{{ {} }}", list(es, &fields))
        }
        (Obs::Float(f), _) => {
            let mut s = String::new();
            types.write(ty, &mut s);
            format!("{s} {}", crate::sem::display::float_text(f))
        }
        (Obs::Undef(u), _) => {
            let mut s = String::new();
            types.write(ty, &mut s);
            format!("{s} {}", crate::sem::display::undef_text(u))
        }
        _ => obs_text(o),
    }
}

/// An observed value in words.
pub fn obs_text(o: &Obs) -> String {
    match o {
        Obs::Poison => "poison".into(),
        Obs::Int(i) if i.width() == 1 => format!("i1 {}", !i.is_zero()),
        Obs::Int(i) => format!("i{} {}", i.width(), i.to_signed_decimal()),
        Obs::Undef(u) => format!("i{} {}", u.bits.width(), crate::sem::display::undef_text(u)),
        Obs::Float(f) => crate::sem::display::float_text(f),
        Obs::Ptr(r, 0) => format!("ptr {r}"),
        Obs::Ptr(r, off) if *off < 0 => format!("ptr {r}{off}"),
        Obs::Ptr(r, off) => format!("ptr {r}+{off}"),
        Obs::Address(a) if *a == 0 => "ptr null".into(),
        Obs::Address(a) => format!("ptr {a:#x}"),
        Obs::Vector(es) => format!(
            "<{}>",
            es.iter().map(obs_text).collect::<Vec<_>>().join(", ")
        ),
        Obs::Aggregate(es) => format!(
            "{{ {} }}",
            es.iter().map(obs_text).collect::<Vec<_>>().join(", ")
        ),
        Obs::Token => "none".into(),
    }
}
