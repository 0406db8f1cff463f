//! The `llsem` command line (CONTRACT.md): `check`, `run`, `refine`,
//! `facts`. Argument parsing and output only; the semantics lives in the
//! library.

use std::io::{Read, Write};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::{Args, Parser, Subcommand, ValueEnum};

/// `println!` that ignores a closed stdout (`llsem ... | head`): the
/// reader has gone, so there is nobody left to tell.
macro_rules! outln {
    ($($arg:tt)*) => {{
        let _ = writeln!(std::io::stdout().lock(), $($arg)*);
    }};
}

use llsem::model::{BranchOnPoison, Model, ModelKind, SelectSemantics, UninitMemory};
use llsem::oracle::{Oracle, RandomOracle, ReplayOracle, parse_choices};
use llsem::parse::Diagnostic;
use llsem::refine::{
    Counterexample, RefineConfig, RefineError, Report, Verdict, refine, refine_pairs, shell_word,
};
use llsem::report::json::{
    DivergesJson, ErrorJson, KEPT_OUTPUT, RunJson, TrapJson, UbJson, base64,
};
use llsem::report::{origin_json, place, render_origin, render_ub, source_json};
use llsem::sem::display::typed_value;
use llsem::sem::environment::Environment;
use llsem::sem::machine::Limits;
use llsem::sem::ops::float::modes::RoundingMode;
use llsem::sem::origin::OperandOrigin;
use llsem::sem::output::{CappedCapture, OutputSink, ProcessOutput};
use llsem::sem::program::{CompileError, Program};
use llsem::sem::run::{RunIo, RunOptions, RunResult, end_origins, is_main_with_argv, run_with_io};
use llsem::sem::stdin::InputSource;
use llsem::sem::stop::Stop;
use llsem::syntax::{Module, SourceFile, Span};

/// Exit status for immediate UB.
const EXIT_UB: u8 = 70;
/// Exit status for a bound hit.
const EXIT_BOUND: u8 = 71;
/// `run`: a call of the environment did not return (decision 0013).
const EXIT_NORETURN: u8 = 72;
/// `run`: the program provably loops forever without further output or
/// events (decision 0030).
const EXIT_DIVERGES: u8 = 73;
/// Exit status for input errors.
const EXIT_INPUT: u8 = 2;

#[derive(Parser)]
#[command(
    name = "llsem",
    version,
    about = "An executable semantics of LLVM IR's undefined behaviour"
)]
struct Cli {
    #[command(flatten)]
    common: Common,
    #[command(subcommand)]
    command: Command,
}

#[derive(Args, Clone)]
struct Common {
    /// Semantic model.
    #[arg(long, value_enum, default_value = "llvm", global = true)]
    model: CliModel,
    /// Semantics of `select` (Table 2.1 of the value-wise-poison thesis).
    #[arg(long, value_enum, default_value = "poison-cond", global = true)]
    select: CliSelect,
    /// What `br`/`switch` do on poison or undef.
    #[arg(
        long = "branch-on-poison",
        value_enum,
        default_value = "ub",
        global = true
    )]
    branch_on_poison: CliBranch,
    /// What loads of uninitialized memory give in the `llvm` model: undef
    /// (LangRef) or poison (Alive2's reading; decision 0022).
    #[arg(long, value_enum, default_value = "undef", global = true)]
    uninit: CliUninit,
    /// Seed of every random choice.
    #[arg(long, default_value_t = 0, global = true)]
    seed: u64,
    /// Fuel: instructions executed per run.
    #[arg(long = "max-steps", global = true)]
    max_steps: Option<u64>,
    /// Memory limit in bytes per run: host bytes of what the allocations
    /// hold (a block nothing was written to costs its record, not its size).
    #[arg(long = "max-memory", global = true)]
    max_memory: Option<u64>,
    /// Call depth limit per run.
    #[arg(long = "max-depth", global = true)]
    max_depth: Option<usize>,
    /// Wall-clock bound in seconds: `run` stops with the `time` bound,
    /// `refine` gives each function still unchecked `inconclusive`
    /// [default: none for run, 10 per function for refine].
    #[arg(long, global = true, value_parser = parse_seconds)]
    timeout: Option<Duration>,
    /// Work budget of each function's check in `refine` and `validate`:
    /// interpreter steps plus a fixed cost per run, over every input and
    /// both sides' searches; past it the function is `inconclusive`. Unlike
    /// --timeout it does not depend on the machine's load.
    #[arg(long = "max-work", global = true)]
    max_work: Option<u64>,
    /// The `vscale` of scalable vectors, 1 to 1024 [default: `run` takes
    /// the minimum of the entry's `vscale_range`, or 1; `refine` checks
    /// every value semantics/vector.md "Scalable vectors" lists].
    #[arg(long, global = true, value_parser = clap::value_parser!(u32).range(1..=1024))]
    vscale: Option<u32>,
    /// Machine-readable output: one JSON document on stdout.
    #[arg(long, global = true)]
    json: bool,
}

#[derive(Clone, Copy, ValueEnum)]
enum CliModel {
    Llvm,
    Taming,
}

#[derive(Clone, Copy, ValueEnum)]
enum CliSelect {
    UbCond,
    UbCondStrict,
    NondetCond,
    PoisonCond,
    PoisonAny,
}

#[derive(Clone, Copy, ValueEnum)]
enum CliUninit {
    Undef,
    Poison,
}

#[derive(Clone, Copy, ValueEnum)]
enum CliBranch {
    Ub,
    Nondet,
}

#[derive(Subcommand)]
enum Command {
    /// Parse and verify a module.
    Check {
        /// The `.ll` file (`-` for standard input).
        file: String,
    },
    /// Run a function (default `main`).
    Run {
        /// The `.ll` file (`-` for standard input).
        file: String,
        /// The function to run.
        #[arg(long, default_value = "main")]
        entry: String,
        /// One value per parameter, in order.
        #[arg(long = "arg", allow_hyphen_values = true)]
        args: Vec<String>,
        /// Print one line per executed instruction to standard error.
        #[arg(long)]
        trace: bool,
        /// Replay these choices (comma-separated values, as printed by a
        /// previous run) instead of drawing from the seed.
        #[arg(long)]
        choices: Option<String>,
        /// Seed of what external functions return (default: --seed).
        #[arg(long = "env-seed")]
        env_seed: Option<u64>,
        /// Let pure external functions (`memory(none) willreturn nounwind`,
        /// not `speculatable`) have UB for some arguments.
        #[arg(long = "env-pure-ub")]
        env_pure_ub: bool,
        /// Let external functions also write the memory their attributes
        /// let them write, free blocks, not return and return poison, as
        /// the seed decides (the refinement checker's environments do).
        #[arg(long = "env-effects")]
        env_effects: bool,
        /// The dynamic floating-point rounding mode at the start
        /// (`tonearest`, `upward`, `downward`, `towardzero`,
        /// `tonearestaway`; as `llsem refine` tries them).
        #[arg(long = "env-rounding", value_parser = parse_rounding, default_value = "tonearest")]
        env_rounding: RoundingMode,
        /// Standard input is the content the environment seed generates
        /// (as in `llsem refine`), not this process's.
        #[arg(long = "env-stdin", conflicts_with = "stdin")]
        env_stdin: bool,
        /// Global variables that a called function cannot know the
        /// contents of (all but `constant`s with a definitive initializer
        /// and `internal`/`private` ones) start with bytes the environment
        /// seed generates, as in `llsem refine`, not their initializers.
        #[arg(long = "env-globals")]
        env_globals: bool,
        /// With --env-globals, draw those bytes in words of N bytes, most
        /// of them boundary values (0, 1, -1, INT_MIN, INT_MAX, ...), as
        /// `llsem refine` does in most of its environments and prints in
        /// its replays (0, the default: byte by byte).
        #[arg(
            long = "env-words",
            value_name = "N",
            default_value_t = 0,
            requires = "env_globals"
        )]
        env_words: u8,
        /// The key of a call input the environment never lets return (as
        /// `llsem refine` prints it in a replay command, when it made the
        /// environment diverge on a call only the target makes).
        #[arg(long = "env-diverge", value_name = "KEY", default_value_t = 0)]
        env_diverge: u64,
        /// The C library may return any value of the right sign from a
        /// comparison whose result the entry returns at once, as the `--choices` decide (as in `llsem
        /// refine`, whose replay commands carry this flag where the
        /// modules call such a function).
        #[arg(long = "env-libc")]
        env_libc: bool,
        /// Each heap allocation may fail (return null), as the `--choices`
        /// decide (`library` points; without them every allocation
        /// succeeds). `llsem refine`'s replays carry it where the modules
        /// call an allocator and the environment let allocations fail.
        #[arg(long = "env-heap-fail")]
        env_heap_fail: bool,
        /// Calls of functions defined `weak`, `linkonce` or `common`
        /// (whose definitions another module may replace at link time;
        /// with the "SemanticInterposition" module flag, also those not
        /// `dso_local`) are answered by the environment, as calls of declared functions
        /// with those definitions' attributes, instead of running their
        /// bodies (as in `llsem refine`); the entry still runs its body.
        #[arg(long = "env-interpose")]
        env_interpose: bool,
        /// The functions whose calls the environment makes mostly not
        /// return (comma-separated names; default: those a declaration or
        /// a call site of the module marks `noreturn`). Replays of `llsem
        /// refine` give the set the check used.
        #[arg(long = "env-noreturn", value_name = "NAMES")]
        env_noreturn: Option<String>,
        /// The functions whose addresses the environment may leave in
        /// globals of pointer type with --env-globals (comma-separated
        /// names; default: those the module's `!callees` lists name and
        /// `@llsem.foreign`, where it makes an indirect call). Replays of
        /// `llsem refine` give the set the check used.
        #[arg(long = "env-functions", value_name = "NAMES")]
        env_functions: Option<String>,
        /// Give the program the foreign function `@llsem.foreign` (a
        /// function of another module) though its module makes no
        /// indirect call. Replays of `llsem refine` pass it where the
        /// other side of the check makes one.
        #[arg(long = "foreign-function")]
        foreign_function: bool,
        /// Read the program's standard input from FILE instead of this
        /// process's standard input.
        #[arg(long, value_name = "FILE")]
        stdin: Option<String>,
        /// Program arguments for `main(argc, argv)`.
        #[arg(last = true)]
        program_args: Vec<String>,
    },
    /// Check that a transformation is a refinement: with two files, every
    /// function defined in both; with one, the pair `@src`/`@tgt` in it.
    Refine {
        /// The source (before) module, or a `.srctgt.ll` file.
        src: String,
        /// The target (after) module.
        tgt: Option<String>,
        /// Check only this function (repeatable).
        #[arg(long = "fn")]
        functions: Vec<String>,
        /// Most inputs per function.
        #[arg(long, default_value_t = 1024)]
        inputs: usize,
    },
    /// Check what an optimizer pipeline does to lit-style test files: every
    /// function of every RUN line that runs opt, refined (CONTRACT.md).
    Validate(llsem::validate::cli::ValidateArgs),
    /// Random functions through an optimizer pipeline, each checked; every
    /// not-refines shrunk to a `.srctgt.ll` reproducer (CONTRACT.md).
    Fuzz(llsem::fuzz::cli::FuzzArgs),
    /// Write the module's relations, one tab-separated `NAME.facts` file per
    /// relation (schema: paper-notes/relational-schema.md).
    Facts {
        /// The `.ll` file (`-` for standard input).
        file: String,
        /// The directory to write into (created if needed).
        #[arg(short = 'o', long = "output")]
        dir: String,
    },
}

impl Common {
    fn model(&self) -> Model {
        Model {
            kind: match self.model {
                CliModel::Llvm => ModelKind::Llvm,
                CliModel::Taming => ModelKind::Taming,
            },
            select: match self.select {
                CliSelect::UbCond => SelectSemantics::UbCond,
                CliSelect::UbCondStrict => SelectSemantics::UbCondStrict,
                CliSelect::NondetCond => SelectSemantics::NondetCond,
                CliSelect::PoisonCond => SelectSemantics::PoisonCond,
                CliSelect::PoisonAny => SelectSemantics::PoisonAny,
            },
            branch_on_poison: match self.branch_on_poison {
                CliBranch::Ub => BranchOnPoison::Ub,
                CliBranch::Nondet => BranchOnPoison::Nondet,
            },
            vscale: self.vscale,
            uninit: match self.uninit {
                CliUninit::Undef => UninitMemory::Undef,
                CliUninit::Poison => UninitMemory::Poison,
            },
        }
    }

    /// The bounds of one run, with the wall-clock bound starting now.
    fn limits(&self) -> Limits {
        let d = Limits::default();
        Limits {
            max_steps: self.max_steps.unwrap_or(d.max_steps),
            max_depth: self.max_depth.unwrap_or(d.max_depth),
            max_memory: self.max_memory.unwrap_or(d.max_memory),
            deadline: self.timeout.map(|t| Instant::now() + t),
        }
    }
}

/// Everything that decides what a run does, for a command that replays it
/// exactly: the file, entry and arguments, the model, every bound that
/// differs from `run`'s default, the environment, the recorded choices (or
/// the seed), and the program arguments.
struct Replay<'a> {
    file: &'a str,
    entry: &'a str,
    args: &'a [String],
    limits: Limits,
    env: Environment,
    /// The seed the run drew its choices from.
    seed: u64,
    /// The wall-clock bound, if any.
    timeout: Option<Duration>,
    /// The recorded choices, when the run replayed them (they then decide
    /// instead of the seed).
    choices: Option<String>,
    /// The `--stdin FILE` the run read, if any.
    stdin: Option<&'a str>,
    /// The `--env-noreturn NAMES` the run was given, if any.
    noreturn: Option<&'a str>,
    /// The `--env-functions NAMES` the run was given, if any.
    functions: Option<&'a str>,
    /// Whether the run was given `--foreign-function`.
    foreign_function: bool,
    program_args: &'a [String],
}

impl Replay<'_> {
    /// The `llsem run ...` command line, each word quoted for a POSIX shell
    /// where it needs it.
    fn command(&self, common: &Common) -> String {
        let mut cmd = format!(
            "llsem run {} --entry {}",
            shell_word(self.file),
            shell_word(self.entry)
        );
        for a in self.args {
            cmd.push_str(&format!(" --arg {}", shell_word(a)));
        }
        cmd.push_str(&common.model().flags());
        cmd.push_str(&self.limits.replay_flags());
        if let Some(t) = self.timeout {
            cmd.push_str(&format!(" --timeout {}", t.as_secs_f64()));
        }
        let seed = match (&self.choices, self.seed) {
            (Some(list), _) => {
                cmd.push_str(&format!(" --choices {list}"));
                0
            }
            (None, seed) => {
                cmd.push_str(&format!(" --seed {seed}"));
                seed
            }
        };
        if self.env.seed != seed {
            cmd.push_str(&format!(" --env-seed {}", self.env.seed));
        }
        cmd.push_str(&self.env.replay_flags());
        if let Some(names) = self.noreturn {
            cmd.push_str(&format!(" --env-noreturn {}", shell_word(names)));
        }
        if let Some(names) = self.functions {
            cmd.push_str(&format!(" --env-functions {}", shell_word(names)));
        }
        if self.foreign_function {
            cmd.push_str(" --foreign-function");
        }
        if let Some(path) = self.stdin {
            cmd.push_str(&format!(" --stdin {}", shell_word(path)));
        }
        if !self.program_args.is_empty() {
            cmd.push_str(" --");
            for a in self.program_args {
                cmd.push(' ');
                cmd.push_str(&shell_word(a));
            }
        }
        cmd
    }
}

/// An input error to report: located in a file or not.
struct InputError {
    file: String,
    line: u32,
    column: u32,
    message: String,
    rendered: String,
}

impl InputError {
    fn plain(file: &str, message: String) -> InputError {
        InputError {
            file: file.to_string(),
            line: 0,
            column: 0,
            rendered: format!("{file}: error: {message}\n"),
            message,
        }
    }

    fn at(src: &SourceFile, span: Span, message: String) -> InputError {
        let d = Diagnostic::error(span, message.clone());
        let lc = src.line_col(span.start);
        InputError {
            file: src.name.clone(),
            line: lc.line,
            column: lc.column,
            rendered: d.render(src),
            message,
        }
    }

    fn json(&self) -> ErrorJson {
        ErrorJson {
            message: self.message.clone(),
            file: self.file.clone(),
            line: self.line,
            column: self.column,
        }
    }
}

fn read_input(file: &str) -> Result<String, InputError> {
    let mut bytes = Vec::new();
    let r = if file == "-" {
        std::io::stdin().read_to_end(&mut bytes).map(|_| ())
    } else {
        std::fs::read(file).map(|b| bytes = b)
    };
    r.map_err(|e| InputError::plain(file, format!("cannot read: {e}")))?;
    String::from_utf8(bytes).map_err(|e| {
        // Point at the first byte that is not UTF-8, in a copy of the text
        // with invalid sequences replaced (the prefix before it is intact).
        let at = e.utf8_error().valid_up_to();
        let byte = e.as_bytes()[at];
        let name = if file == "-" { "<stdin>" } else { file };
        let src = SourceFile::new(name, String::from_utf8_lossy(e.as_bytes()).into_owned());
        InputError::at(
            &src,
            Span::new(at, at + 1),
            format!("invalid UTF-8: byte {byte:#04x} (the file must be UTF-8 text)"),
        )
    })
}

fn load(file: &str) -> Result<Module, InputError> {
    let text = read_input(file)?;
    let name = if file == "-" { "<stdin>" } else { file };
    let src = SourceFile::new(name, text);
    llsem::parse::load(src.clone()).map_err(|d| InputError::at(&src, d.span, d.message))
}

fn compile(module: Arc<Module>, model: Model) -> Result<Program, InputError> {
    let src = module.source.clone();
    Program::new(module, model).map_err(|e: CompileError| {
        let msg = if e.unsupported {
            format!("unsupported: {}", e.message)
        } else {
            e.message
        };
        InputError::at(&src, e.span, msg)
    })
}

/// Which document an input error is reported in: each command keeps the
/// shape of its own JSON document (CONTRACT.md), with the error filled in.
#[derive(Clone, Copy)]
enum ErrorShape {
    /// `check` and `facts`: `{"outcome": "error", "error": ...}`.
    Plain,
    /// `run`: the whole run document with `outcome: "error"`.
    Run { seed: u64 },
    /// `refine`: `{"verdict": "error", "functions": [], "error": ...}`.
    Refine,
}

fn report_error(e: &InputError, json: bool, shape: ErrorShape) -> ExitCode {
    if json {
        let doc = match shape {
            ErrorShape::Plain => serde_json::json!({ "outcome": "error", "error": e.json() }),
            ErrorShape::Run { seed } => serde_json::to_value(RunJson {
                outcome: "error",
                value: None,
                exit_code: None,
                stdout: String::new(),
                ub: None,
                bound: None,
                error: Some(e.json()),
                trap: None,
                steps: 0,
                seed,
                stderr: String::new(),
                stdout_base64: String::new(),
                stderr_base64: String::new(),
                stdout_size: 0,
                stderr_size: 0,
                stdout_truncated: false,
                stderr_truncated: false,
                choices: Vec::new(),
                replay: None,
                return_origins: Vec::new(),
                diverges: None,
            })
            .unwrap_or_default(),
            ErrorShape::Refine => {
                serde_json::json!({ "verdict": "error", "functions": [], "error": e.json() })
            }
        };
        outln!("{doc}");
    } else {
        eprint!("{}", e.rendered);
    }
    ExitCode::from(EXIT_INPUT)
}

/// The command line with each command's help completed: its default
/// bounds and exit statuses, and without the options it ignores.
fn command_line() -> clap::Command {
    use clap::CommandFactory;
    let run = Limits::default();
    let refine = RefineConfig::default();
    let bounds = |l: &Limits, timeout: &str| {
        format!(
            "Bounds of each run (defaults): --max-steps {}, --max-depth {}, --max-memory {} \
             ({} MiB), --timeout {timeout}.",
            l.max_steps,
            l.max_depth,
            l.max_memory,
            l.max_memory >> 20
        )
    };
    let run_help = format!(
        "{}\n\nExit status: the program's own (what main returns or exit's argument, modulo \
         256; 0 for an entry that is not main); 128 + the signal when the program traps or \
         aborts (132 llvm.trap, 133 llvm.debugtrap, 134 abort or a failed assert, 141 a write \
         to a closed pipe); {EXIT_UB} on immediate UB; {EXIT_BOUND} when a bound is hit; \
         {EXIT_NORETURN} when a call of the environment keeps control; {EXIT_DIVERGES} when \
         the run provably loops forever without output (its state recurs exactly); \
         {EXIT_INPUT} on an input error or an unsupported construct.",
        bounds(&run, "none")
    );
    let refine_help = format!(
        "{} Work budget per function (default): --max-work {}.\n\nExit status: 0 if every \
         function refines; {EXIT_NOT_REFINES} if some does not; {EXIT_INCONCLUSIVE} if none \
         fails but some are inconclusive or unsupported; {EXIT_INPUT} on an input error.",
        bounds(
            &refine.limits,
            &format!("{} per function", refine.timeout.map_or(0, |t| t.as_secs()))
        ),
        refine.max_work
    );
    let plain_help = format!("Exit status: 0 on success, {EXIT_INPUT} on an input error.");
    // Options that change nothing for a command stay accepted (CONTRACT.md
    // lists them for every command) but are not offered in its help.
    let unused = [
        "model",
        "select",
        "branch_on_poison",
        "uninit",
        "seed",
        "max_steps",
        "max_memory",
        "max_depth",
        "timeout",
        "max_work",
    ];
    let cmd = Cli::command();
    // A subcommand's own copy of a global option is not replaced by the
    // global one: a hidden copy keeps the option working but unlisted.
    let hidden: Vec<clap::Arg> = cmd
        .get_arguments()
        .filter(|a| unused.contains(&a.get_id().as_str()))
        .map(|a| a.clone().hide(true))
        .collect();
    let hide = |c: clap::Command| c.args(hidden.iter().cloned());
    let not_run =
        |c: clap::Command| c.args(hidden.iter().filter(|a| a.get_id() == "max_work").cloned());
    cmd.mut_subcommand("run", |c| not_run(c.after_help(run_help)))
        .mut_subcommand("refine", |c| c.after_help(refine_help))
        .mut_subcommand("check", |c| hide(c.after_help(plain_help.clone())))
        .mut_subcommand("facts", |c| hide(c.after_help(plain_help)))
}

/// Runs the command on a thread with [`llsem::parse::NESTING_STACK_BYTES`]
/// of stack, and makes rayon's threads (refine's inputs) as large, so that
/// a module nested as deeply as the parser accepts cannot overflow a stack.
fn main() -> ExitCode {
    let stack = llsem::parse::NESTING_STACK_BYTES;
    // Fails only if the global pool was already built, which nothing here does.
    let _ = rayon::ThreadPoolBuilder::new()
        .stack_size(stack)
        .build_global();
    match std::thread::Builder::new()
        .name("llsem".into())
        .stack_size(stack)
        .spawn(command_main)
    {
        // A panic was already reported by the panic hook.
        Ok(worker) => worker.join().unwrap_or(ExitCode::from(101)),
        Err(e) => {
            eprintln!("llsem: cannot start the main thread: {e}");
            ExitCode::from(2)
        }
    }
}

/// Parses the command line and runs the command.
fn command_main() -> ExitCode {
    use clap::FromArgMatches;
    let cli = match Cli::from_arg_matches(&command_line().get_matches()) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    let json = cli.common.json;
    let result = match &cli.command {
        Command::Check { file } => cmd_check(file, json),
        Command::Run {
            file,
            entry,
            args,
            trace,
            choices,
            env_seed,
            env_pure_ub,
            env_effects,
            env_rounding,
            env_stdin,
            env_globals,
            env_words,
            env_diverge,
            env_libc,
            env_heap_fail,
            env_interpose,
            env_noreturn,
            env_functions,
            foreign_function,
            stdin,
            program_args,
        } => {
            let flags = RunFlags {
                trace: *trace,
                choices: choices.as_deref(),
                env: Environment {
                    seed: env_seed.unwrap_or(cli.common.seed),
                    pure_ub: *env_pure_ub,
                    effects: *env_effects,
                    rounding: *env_rounding,
                    stdin: *env_stdin,
                    globals: *env_globals,
                    words: *env_words,
                    diverge: *env_diverge,
                    libc: *env_libc,
                    heap_fail: *env_heap_fail,
                    interpose: *env_interpose,
                },
                stdin: stdin.as_deref(),
                noreturn: env_noreturn.as_deref(),
                functions: env_functions.as_deref(),
                foreign_function: *foreign_function,
                program_args,
            };
            cmd_run(&cli.common, file, entry, args, &flags)
        }
        Command::Refine {
            src,
            tgt,
            functions,
            inputs,
        } => cmd_refine(&cli.common, src, tgt.as_deref(), functions, *inputs),
        Command::Facts { file, dir } => cmd_facts(file, dir, json),
        Command::Validate(args) => Ok(ExitCode::from(llsem::validate::cli::main(
            args,
            refine_config(&cli.common),
            json,
        ))),
        Command::Fuzz(args) => Ok(ExitCode::from(llsem::fuzz::cli::main(
            args,
            refine_config(&cli.common),
            json,
        ))),
    };
    let shape = match &cli.command {
        Command::Run { .. } => ErrorShape::Run {
            seed: cli.common.seed,
        },
        Command::Refine { .. } => ErrorShape::Refine,
        Command::Check { .. } | Command::Facts { .. } | Command::Validate(_) | Command::Fuzz(_) => {
            ErrorShape::Plain
        }
    };
    match result {
        Ok(code) => code,
        Err(e) => report_error(&e, json, shape),
    }
}

/// Exit status when some function does not refine.
const EXIT_NOT_REFINES: u8 = 1;
/// Exit status when none fails but some are inconclusive or unsupported.
const EXIT_INCONCLUSIVE: u8 = 3;

/// Why a check could not start, as an input error: a module that cannot
/// be made ready to run is located at the line and column of the construct
/// in its own file (as `run` and `check` locate it); the rest name `file`.
fn refine_input_error(
    e: &RefineError,
    src: &Module,
    tgt: Option<&Module>,
    file: &str,
) -> InputError {
    match e {
        RefineError::Compile { side, error } if error.span.end > 0 => {
            let module = match (*side, tgt) {
                ("target", Some(t)) => t,
                _ => src,
            };
            InputError::at(&module.source, error.span, e.to_string())
        }
        _ => InputError::plain(file, e.to_string()),
    }
}

fn cmd_refine(
    common: &Common,
    src: &str,
    tgt: Option<&str>,
    functions: &[String],
    inputs: usize,
) -> Result<ExitCode, InputError> {
    let cfg = RefineConfig {
        inputs,
        functions: functions.to_vec(),
        ..refine_config(common)
    };
    if src == "-" && tgt == Some("-") {
        return Err(InputError::plain(
            "-",
            "both modules are standard input: at most one of them may be `-`".to_string(),
        ));
    }
    let src_module = load(src)?;
    let (report, tgt_file, tgt_module) = match tgt {
        Some(t) => {
            let tgt_module = load(t)?;
            let report = refine(&src_module, &tgt_module, &cfg);
            (report, t.to_string(), Some(tgt_module))
        }
        None => (refine_pairs(&src_module, &cfg), src.to_string(), None),
    };
    let report =
        report.map_err(|e| refine_input_error(&e, &src_module, tgt_module.as_ref(), src))?;
    let tgt_module = match &tgt_module {
        Some(m) => m,
        None => &src_module,
    };
    print_refine(common, cfg.limits, &report, src, &tgt_file, tgt_module);
    Ok(ExitCode::from(match report.verdict() {
        Verdict::Refines => 0,
        Verdict::NotRefines => EXIT_NOT_REFINES,
        Verdict::Inconclusive | Verdict::Unsupported => EXIT_INCONCLUSIVE,
    }))
}

/// How `refine` (and the commands built on it) check, from the global
/// options.
fn refine_config(common: &Common) -> RefineConfig {
    let d = RefineConfig::default();
    RefineConfig {
        model: common.model(),
        seed: common.seed,
        limits: Limits {
            max_steps: common.max_steps.unwrap_or(d.limits.max_steps),
            max_depth: common.max_depth.unwrap_or(d.limits.max_depth),
            max_memory: common.max_memory.unwrap_or(d.limits.max_memory),
            deadline: None,
        },
        timeout: common.timeout.or(d.timeout),
        max_work: common.max_work.unwrap_or(d.max_work),
        ..d
    }
}

/// The `llsem run` command that replays one side of a counterexample:
/// `entry` in `file` on its inputs with the choices of that side's run,
/// under the bounds the refinement check ran it with.
fn replay_command(
    common: &Common,
    limits: Limits,
    file: &str,
    entry: &str,
    cx: &Counterexample,
    choices: &[String],
) -> String {
    format!(
        "llsem run {} --entry {}{}",
        shell_word(file),
        shell_word(entry),
        cx.replay_args(&common.model(), &limits, choices)
    )
}

/// Prints `refine`'s report; `tgt_module` is the module of the target
/// functions (for the origins of their poison).
fn print_refine(
    common: &Common,
    limits: Limits,
    report: &Report,
    src_file: &str,
    tgt_file: &str,
    tgt_module: &llsem::syntax::Module,
) {
    let replays = |f: &llsem::refine::FunctionReport, cx: &Counterexample| {
        (
            replay_command(
                common,
                limits,
                tgt_file,
                &f.target_name,
                cx,
                &cx.target_choices,
            ),
            replay_command(common, limits, src_file, &f.name, cx, &cx.source_choices),
        )
    };
    if common.json {
        let functions: Vec<serde_json::Value> = report
            .functions
            .iter()
            .map(|f| {
                let cx = f.counterexample.as_ref().map(|cx| {
                    let (replay, source_replay) = replays(f, cx);
                    serde_json::json!({
                        "args": cx.args,
                        "source": cx.source,
                        "target": cx.target,
                        "source_exhaustive": cx.source_exhaustive,
                        "globals_at_entry": cx.globals,
                        "replay": replay,
                        "source_replay": source_replay,
                        "target_origins": cx
                            .target_origins
                            .iter()
                            .map(|o| origin_json(tgt_module, o))
                            .collect::<Vec<_>>(),
                    })
                });
                serde_json::json!({
                    "name": f.name,
                    "verdict": f.verdict.name(),
                    "inputs": f.inputs,
                    "reason": f.reason,
                    "counterexample": cx,
                    "exploration": f.exploration.json(),
                    "work": f.work,
                    "vscale": f.vscale.as_ref().map(|v| serde_json::json!({
                        "checked": v.checked,
                        "every_allowed": v.every_allowed,
                        "at": v.at,
                        "depends": v.depends,
                    })),
                })
            })
            .collect();
        let doc = serde_json::json!({
            "verdict": report.verdict().name(),
            "functions": functions,
            "error": null,
        });
        match serde_json::to_string_pretty(&doc) {
            Ok(s) => outln!("{s}"),
            Err(e) => eprintln!("llsem: cannot write JSON: {e}"),
        }
        return;
    }
    for f in &report.functions {
        outln!("@{}: {} ({})", f.name, f.verdict.name(), f.reason);
        if let Some(cx) = &f.counterexample {
            if cx.args.is_empty() {
                outln!("  inputs: (none)");
            } else {
                outln!("  inputs: {}", cx.args.join(", "));
            }
            if !cx.globals.is_empty() {
                outln!("  globals at entry: {}", cx.globals.join(", "));
            }
            outln!("  source: {}", cx.source);
            outln!("  target: {}", cx.target);
            for o in &cx.target_origins {
                outln!("{}", render_origin(tgt_module, o).trim_end());
            }
            let (replay, source_replay) = replays(f, cx);
            outln!("  replay: {replay}");
            outln!("  source replay: {source_replay}");
        }
    }
}

fn cmd_facts(file: &str, dir: &str, json: bool) -> Result<ExitCode, InputError> {
    let module = load(file)?;
    let counts = llsem::facts::write_facts(&module, std::path::Path::new(dir))
        .map_err(|e| InputError::plain(dir, format!("cannot write the facts: {e}")))?;
    if json {
        outln!(
            "{}",
            serde_json::json!({ "outcome": "ok", "directory": dir, "error": null })
        );
    } else {
        eprintln!(
            "llsem: wrote {} rows in {} relations to {dir}",
            counts.total(),
            counts.0.len()
        );
    }
    Ok(ExitCode::SUCCESS)
}

fn cmd_check(file: &str, json: bool) -> Result<ExitCode, InputError> {
    load(file)?;
    if json {
        outln!("{}", serde_json::json!({ "outcome": "ok", "error": null }));
    }
    Ok(ExitCode::SUCCESS)
}

/// The options of `run` beyond the common ones.
struct RunFlags<'a> {
    trace: bool,
    choices: Option<&'a str>,
    env: Environment,
    /// `--stdin FILE`.
    stdin: Option<&'a str>,
    /// `--env-noreturn NAMES`.
    noreturn: Option<&'a str>,
    /// `--env-functions NAMES`.
    functions: Option<&'a str>,
    /// `--foreign-function`.
    foreign_function: bool,
    program_args: &'a [String],
}

/// A comma-separated list of function names (with or without `@`),
/// sorted, each once.
fn name_list(names: &str) -> Vec<String> {
    let mut names: Vec<String> = names
        .split(',')
        .filter(|n| !n.is_empty())
        .map(|n| n.trim_start_matches('@').to_string())
        .collect();
    names.sort();
    names.dedup();
    names
}

fn cmd_run(
    common: &Common,
    file: &str,
    entry: &str,
    args: &[String],
    flags: &RunFlags<'_>,
) -> Result<ExitCode, InputError> {
    let choices = flags.choices;
    let module = load(file)?;
    let mut model = common.model();
    if model.vscale.is_none() {
        // The smallest `vscale` the entry allows (semantics/vector.md
        // "Scalable vectors"), else 1.
        model.vscale = module
            .function_by_name(entry)
            .and_then(|f| module.vscale_range(f))
            .map(|(min, _)| min.max(1));
    }
    let module = if flags.foreign_function {
        llsem::sem::foreign::with_foreign(Arc::new(module))
    } else {
        Arc::new(module)
    };
    let mut prog = compile(module, model)?;
    if let Some(names) = flags.noreturn {
        prog.noreturn_callees = name_list(names);
    }
    if let Some(names) = flags.functions {
        prog.global_functions = name_list(names);
    }
    let m = &prog.module;
    let Some(func) = m.function_by_name(entry) else {
        return Err(InputError::plain(
            &m.source.name,
            format!("no function @{entry} in the module"),
        ));
    };
    let f = m.func(func);
    if f.body.is_none() {
        return Err(InputError::plain(
            &m.source.name,
            format!("@{entry} is only declared, not defined"),
        ));
    }
    let argv_main = args.is_empty() && is_main_with_argv(&prog, func);
    let values = if argv_main {
        Vec::new()
    } else {
        llsem::sem::args::parse_entry_args(&prog, func, args)
            .map_err(|e| InputError::plain(&m.source.name, format!("{e} with --arg")))?
    };
    llsem::sem::args::check_args(&prog, &values)
        .map_err(|e| InputError::plain(&m.source.name, e))?;
    let mut random;
    let mut replay = match choices {
        Some(list) => Some(ReplayOracle::named(
            parse_choices(list).map_err(|e| InputError::plain(&m.source.name, e))?,
        )),
        None => None,
    };
    let oracle: &mut dyn Oracle = match &mut replay {
        Some(replay) => replay,
        None => {
            random = RandomOracle::new(common.seed);
            &mut random
        }
    };
    let stdin = match flags.stdin {
        Some(path) => InputSource::bytes(
            std::fs::read(path)
                .map_err(|e| InputError::plain(path, format!("cannot read --stdin file: {e}")))?,
        ),
        // The module itself came from standard input: nothing is left.
        None if file == "-" => InputSource::default(),
        None => InputSource::reader(std::io::stdin()),
    };
    let opts = RunOptions {
        limits: common.limits(),
        trace: false,
        program_args: flags.program_args.to_vec(),
        env: flags.env,
        matching: None,
        addresses: None,
        stdin: Some(stdin),
        probe_divergence: true,
    };
    // The program's output is streamed as it is written: to llsem's own
    // standard streams, or, with --json, into the document's bounded fields.
    let mut capture = CappedCapture::new(KEPT_OUTPUT);
    let mut process = ProcessOutput::new();
    let output: &mut dyn OutputSink = if common.json {
        &mut capture
    } else {
        &mut process
    };
    let mut err = std::io::BufWriter::new(std::io::stderr());
    let io = RunIo {
        trace: flags.trace.then_some(&mut err as &mut dyn Write),
        output: Some(output),
        origins: false,
    };
    let mut result = run_with_io(&prog, func, values.clone(), oracle, &opts, io);
    // Where a UB's poison operands, or a returned poison or undef value,
    // came from: the run again, tracking origins.
    let origin_opts = RunOptions {
        limits: common.limits(),
        ..opts.clone()
    };
    let mut origins = end_origins(&prog, func, values, &origin_opts, &result);
    if let Stop::Ub(ub) = &mut result.stop {
        ub.origins = std::mem::take(&mut origins);
    }
    let _ = err.flush();
    if let Some(why) = replay.as_ref().and_then(ReplayOracle::mismatch) {
        return Err(InputError::plain(
            &m.source.name,
            format!("--choices does not fit this run: {why}"),
        ));
    }
    let replay_cmd = Replay {
        file,
        entry,
        args,
        limits: opts.limits,
        env: flags.env,
        seed: common.seed,
        timeout: common.timeout,
        choices: (choices.is_some() && !result.choices.is_empty()).then(|| choice_list(&result)),
        stdin: flags.stdin,
        noreturn: flags.noreturn,
        functions: flags.functions,
        foreign_function: flags.foreign_function,
        program_args: flags.program_args,
    }
    .command(common);
    let code = report_run(
        &prog,
        entry,
        (&result, &origins),
        common,
        &replay_cmd,
        &capture,
    );
    if let Some(e) = process.failure() {
        eprintln!("llsem: error: the program's output could not be written: {e}");
        return Ok(ExitCode::from(EXIT_INPUT));
    }
    Ok(code)
}

/// A `--env-rounding` value.
fn parse_rounding(text: &str) -> Result<RoundingMode, String> {
    RoundingMode::from_name(text).ok_or_else(|| {
        format!(
            "expected one of {}",
            RoundingMode::ALL.map(RoundingMode::name).join(", ")
        )
    })
}

/// A `--timeout` value: seconds, possibly fractional, positive.
fn parse_seconds(text: &str) -> Result<Duration, String> {
    let secs: f64 = text
        .parse()
        .map_err(|_| format!("'{text}' is not a number of seconds"))?;
    Duration::try_from_secs_f64(secs)
        .ok()
        .filter(|d| !d.is_zero())
        .ok_or_else(|| format!("'{text}' is not a positive number of seconds"))
}

fn choice_list(r: &RunResult) -> String {
    r.choices
        .iter()
        .map(|c| c.value.to_unsigned_decimal())
        .collect::<Vec<_>>()
        .join(",")
}

/// Prints how the run ended (the program's output was streamed already;
/// with --json, `output` holds what the document keeps of it) and gives the
/// exit status of CONTRACT.md.
fn report_run(
    prog: &Program,
    entry: &str,
    (r, returned): (&RunResult, &[OperandOrigin]),
    common: &Common,
    replay: &str,
    output: &CappedCapture,
) -> ExitCode {
    let m = &prog.module;
    let is_main = entry == "main";
    let mut doc = RunJson {
        outcome: "returned",
        value: None,
        exit_code: None,
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        ub: None,
        bound: None,
        error: None,
        trap: None,
        steps: r.steps,
        seed: common.seed,
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        stdout_base64: base64(&output.stdout),
        stderr_base64: base64(&output.stderr),
        stdout_size: output.stdout_total,
        stderr_size: output.stderr_total,
        stdout_truncated: output.stdout_total > output.stdout.len() as u64,
        stderr_truncated: output.stderr_total > output.stderr.len() as u64,
        choices: r.choices.iter().map(|c| c.to_string()).collect(),
        replay: Some(replay.to_string()),
        return_origins: Vec::new(),
        diverges: None,
    };
    let summary;
    let code: u8 = match &r.stop {
        Stop::Returned(v) => {
            let func = m.function_by_name(entry).map(|f| m.func(f));
            let ret_ty = func
                .and_then(|f| m.types.function_parts(f.ty))
                .map(|(r, _, _)| r);
            doc.value = match (v, ret_ty) {
                (Some(v), Some(t)) => Some(typed_value(&m.types, Some(&r.memory), t, v)),
                _ => None,
            };
            let status = match v {
                Some(llsem::value::Value::Int(i)) if is_main => Some((i.low_u128() & 0xff) as u8),
                _ if is_main => None,
                _ => Some(0),
            };
            doc.exit_code = status.map(i32::from);
            let mut text = format!(
                "llsem: @{entry} returned {} ({} steps)\n",
                doc.value.as_deref().unwrap_or("void"),
                r.steps
            );
            for o in returned {
                text.push_str(&render_origin(m, o));
                doc.return_origins.push(origin_json(m, o));
            }
            summary = text;
            status.unwrap_or(0)
        }
        Stop::Exited(c) => {
            doc.outcome = "exited";
            doc.exit_code = Some(*c);
            summary = format!("llsem: exit({c}) ({} steps)", r.steps);
            (*c & 0xff) as u8
        }
        Stop::NoReturn(n) => {
            doc.outcome = "noreturn";
            summary = format!(
                "llsem: {}: the environment kept control ({} steps)",
                n.call, r.steps
            );
            EXIT_NORETURN
        }
        Stop::Diverged(d) => {
            doc.outcome = "diverges";
            let function = m.func(d.func).name.to_string();
            let how = match d.deeper {
                0 => "loops forever".to_string(),
                1 => "recurses forever (one call deeper each time)".to_string(),
                n => format!("recurses forever ({n} calls deeper each time)"),
            };
            summary = format!(
                "llsem: {how} in @{function}: the machine state at step {} recurs every {} steps with no output, event or choice between ({} steps run)",
                d.first, d.period, r.steps
            );
            doc.diverges = Some(DivergesJson {
                function,
                first_step: d.first,
                period: d.period,
            });
            EXIT_DIVERGES
        }
        Stop::Trapped(t) => {
            doc.outcome = "trapped";
            doc.trap = Some(TrapJson {
                signal: t.signal,
                message: t.message.clone(),
            });
            summary = format!(
                "llsem: trapped: {} (signal {}; {} steps)",
                t.message, t.signal, r.steps
            );
            // What a shell reports for a process killed by the signal.
            (128 + t.signal) as u8
        }
        Stop::Ub(ub) => {
            doc.outcome = "ub";
            let p = r.location.as_ref().map(|l| place(&prog.module, l));
            doc.ub = Some(UbJson {
                kind: ub.kind.name().to_string(),
                message: ub.message.clone(),
                function: p.as_ref().map_or_else(String::new, |p| p.function.clone()),
                block: p.as_ref().map_or_else(String::new, |p| p.block.clone()),
                line: p.as_ref().map_or(0, |p| p.line),
                column: p.as_ref().map_or(0, |p| p.column),
                operands: ub.operands.clone(),
                allocation: ub.allocation.clone(),
                source: r
                    .location
                    .as_ref()
                    .and_then(|l| source_json(&prog.module, l)),
                origins: ub
                    .origins
                    .iter()
                    .map(|o| origin_json(&prog.module, o))
                    .collect(),
            });
            summary = render_ub(prog, r, common.seed, replay);
            EXIT_UB
        }
        Stop::Bound(b) => {
            doc.outcome = "bound";
            doc.bound = Some(b.name());
            let flag = match b {
                llsem::sem::stop::Bound::Time => "--timeout".to_string(),
                b => format!("--max-{}", b.name()),
            };
            summary = format!(
                "llsem: stopped: the {} bound was hit after {} steps (raise it with {flag})",
                b.name(),
                r.steps,
            );
            EXIT_BOUND
        }
        Stop::Unsupported(what) => {
            doc.outcome = "error";
            let message = format!("unsupported: {what}");
            let e = match &r.location {
                Some(l) => InputError::at(&m.source, l.span, message),
                None => InputError::plain(&m.source.name, message),
            };
            doc.error = Some(e.json());
            summary = e.rendered.trim_end().to_string();
            EXIT_INPUT
        }
    };
    if common.json {
        match serde_json::to_string_pretty(&doc) {
            Ok(s) => outln!("{s}"),
            Err(e) => eprintln!("llsem: cannot write JSON: {e}"),
        }
    } else {
        eprintln!("{}", summary.trim_end());
    }
    ExitCode::from(code)
}
