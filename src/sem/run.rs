//! Running a function to its end: the entry point of `llsem run` and of
//! the refinement checker's individual runs.

use super::args::materialize;
pub use super::args::{Arg, Block, arg_text, buffer_text, parse_arg, parse_int};
use super::events::Event;
use super::machine::{Limits, Machine};
use super::origin::{OperandOrigin, Origin, defect};
use super::output::{CappedCapture, OutputSink};
use super::program::Program;
use super::stdin::InputSource;
use super::stop::{Location, Stop};
use super::trace::Tracer;
use crate::apint::ApInt;
use crate::mem::{AllocKind, Bytes, Fill, Memory};
use crate::oracle::{Choice, Oracle, ReplayOracle};
use crate::syntax::{FuncId, TypeKind};
use crate::value::Value;

/// Everything a finished run tells.
#[derive(Clone, Debug)]
pub struct RunResult {
    /// How it ended.
    pub stop: Stop,
    /// Where it was when it stopped (the instruction executing).
    pub location: Option<Location>,
    /// Observable events in order (none when the output was streamed).
    pub events: Vec<Event>,
    /// Standard output (empty when it was streamed to a sink).
    pub stdout: Vec<u8>,
    /// Standard error (likewise).
    pub stderr: Vec<u8>,
    /// Instructions executed.
    pub steps: u64,
    /// Steps a divergence probe ran past the bound before it gave up
    /// (not counted in `steps`: the run ended at the bound), see
    /// [`super::diverge`]; a work budget charges them too.
    pub probe_steps: u64,
    /// The choices made, for replay.
    pub choices: Vec<Choice>,
    /// Whether undef had to be resolved early somewhere (see
    /// [`Machine::approximated`]).
    pub approximated: bool,
    /// Whether fast-math flags allowed results it did not compute (see
    /// [`Machine::fast_math_approximated`]); not part of `approximated`.
    pub fast_math_approximated: bool,
    /// How many of the choices came before the last `freeze` (see
    /// [`Machine::fixed_choices`]).
    pub fixed_choices: usize,
    /// Where the choices of a `freeze` the entry returns at once begin
    /// (see [`Machine::returned_freeze`]).
    pub returned_freeze: Option<usize>,
    /// The trace, if asked for with [`RunOptions::trace`] (a trace written
    /// as the run went is not kept).
    pub trace: Option<Vec<String>>,
    /// The final memory.
    pub memory: Memory,
    /// What the environment remembered: the calls it answered, the
    /// versions of the hidden state (decision 0013).
    pub env_state: super::environment::EnvState,
    /// Where the poison or undef value the entry returned was made, when
    /// the run tracked origins ([`RunIo::origins`]).
    pub return_origin: Option<Origin>,
}

/// How to run.
#[derive(Clone, Debug, Default)]
pub struct RunOptions {
    /// Bounds.
    pub limits: Limits,
    /// Whether to record a trace.
    pub trace: bool,
    /// Program arguments (`argv[1..]`) when the entry is `main(i32, ptr)`.
    pub program_args: Vec<String>,
    /// What external functions return.
    pub env: super::environment::Environment,
    /// The calls of the environment that calls of this run may take their
    /// outcome from (the target's, for the source runs of a refinement
    /// check; see [`super::environment::EnvState::matching`]).
    pub matching: Option<std::sync::Arc<Vec<super::environment::CallRecord>>>,
    /// Standard input, unless the environment generates it
    /// ([`super::environment::Environment::stdin`]); empty if `None`.
    pub stdin: Option<InputSource>,
    /// Stack addresses to reuse (the target's, for source runs of a
    /// refinement check whose target observed addresses differently; see
    /// [`crate::mem::Memory::set_plan`]).
    pub addresses: Option<std::sync::Arc<Vec<crate::mem::PlannedBlock>>>,
    /// Whether a run that hits the step or depth bound is probed for a
    /// state that recurs, to end it as [`Stop::Diverged`] (see
    /// [`super::diverge`]).
    pub probe_divergence: bool,
}

/// Runs `entry` with `args` (and `argc`/`argv` from the options if the
/// entry is `main(i32, ptr)` and no arguments are given).
pub fn run_function(
    prog: &Program,
    entry: FuncId,
    args: Vec<Arg>,
    oracle: &mut dyn Oracle,
    opts: &RunOptions,
) -> RunResult {
    run_with_io(prog, entry, args, oracle, opts, RunIo::default())
}

/// Runs like [`run_function`] with tracing on, writing each trace line to
/// `out` as the run goes rather than keeping them in the result.
pub fn run_function_traced(
    prog: &Program,
    entry: FuncId,
    args: Vec<Arg>,
    oracle: &mut dyn Oracle,
    opts: &RunOptions,
    out: &mut dyn std::io::Write,
) -> RunResult {
    let io = RunIo {
        trace: Some(out),
        ..RunIo::default()
    };
    run_with_io(prog, entry, args, oracle, opts, io)
}

/// Where a run writes as it goes.
#[derive(Default)]
pub struct RunIo<'a> {
    /// Trace lines go here, one per executed instruction (else a trace is
    /// kept only if [`RunOptions::trace`] asks for it).
    pub trace: Option<&'a mut dyn std::io::Write>,
    /// The program's output goes here as it is written; the result then
    /// holds no output and no events (see [`super::output`]).
    pub output: Option<&'a mut dyn OutputSink>,
    /// Whether to track where poison and undef values come from (a UB
    /// then names the origins of its operands: [`super::origin`]).
    pub origins: bool,
}

/// Runs like [`run_function`], writing the trace and the program's output
/// where `io` says as the run goes. With an output sink, the end of the
/// run flushes it as C's `exit` flushes the streams, and a closed pipe
/// met then ends the run as a native process is ended, by `SIGPIPE`.
pub fn run_with_io<'o>(
    prog: &Program,
    entry: FuncId,
    args: Vec<Arg>,
    oracle: &'o mut dyn Oracle,
    opts: &RunOptions,
    io: RunIo<'o>,
) -> RunResult {
    let mut m = Machine::new(prog, oracle, opts.limits);
    m.env = opts.env;
    m.envs.matching = opts.matching.clone();
    m.stdin = if opts.env.stdin {
        InputSource::bytes(opts.env.stdin_bytes())
    } else {
        opts.stdin.clone().unwrap_or_default()
    };
    m.trace = match io.trace {
        Some(out) => Some(Tracer::stream(out)),
        None => opts.trace.then(Tracer::lines),
    };
    m.sink = io.output;
    if opts.env.globals {
        for (id, g) in prog.unknown_at_entry() {
            if let Some(bytes) = prog.start_bytes(&opts.env, g)
                && m.mem.init(id, 0, &bytes).is_err()
            {
                return finish(m, Stop::Bound(super::stop::Bound::Memory));
            }
        }
        if let Some((id, bytes)) = prog.null_page_at_entry(&opts.env)
            && m.mem.init(id, 0, &bytes).is_err()
        {
            return finish(m, Stop::Bound(super::stop::Bound::Memory));
        }
    }
    let Some(vararg_tys) = super::args::vararg_types(prog, &args) else {
        return finish(
            m,
            Stop::unsupported("a variadic argument of a type the module does not have"),
        );
    };
    let Some(va_lists) = super::args::va_list_args(prog, &args) else {
        return finish(
            m,
            Stop::unsupported("a variadic argument of a type the module does not have"),
        );
    };
    let args = if args.is_empty() && is_main_with_argv(prog, entry) {
        main_arguments(&mut m.mem, prog, entry, &opts.program_args)
    } else {
        materialize(&mut m.mem, prog, args)
    };
    let mut args = match args {
        Ok(a) => a,
        Err(stop) => return finish(m, stop),
    };
    for (i, varargs) in va_lists {
        match m.caller_va_list(&varargs) {
            Ok(p) => args[i] = Value::Ptr(p),
            Err(stop) => return finish(m, stop),
        }
    }
    if let Some(plan) = &opts.addresses {
        m.mem.set_plan(plan);
    }
    let stop = match m.start(entry, args, vararg_tys) {
        Ok(()) => {
            if io.origins {
                m.track_origins();
            }
            m.run()
        }
        Err(stop) => stop,
    };
    let (stop, probe_steps) = match stop {
        Stop::Bound(super::stop::Bound::Steps | super::stop::Bound::Depth)
            if opts.probe_divergence =>
        {
            let (found, given_back) = m.probe_divergence();
            (found.unwrap_or(stop), given_back)
        }
        stop => (stop, 0),
    };
    let flushed = m.flush_output();
    let stop = match (stop, flushed) {
        (Stop::Returned(_) | Stop::Exited(_), Err(pipe)) => pipe,
        (stop, _) => stop,
    };
    RunResult {
        probe_steps,
        ..finish(m, stop)
    }
}

/// Where the poison or undef in how `result` ended came from: the operands
/// of the UB it ended with, or the scalar it returned. The run is replayed
/// (on the same `args`, with its recorded choices) with origin tracking on,
/// so that the first run paid nothing for it. Empty if it ended otherwise,
/// returned a defined value, a vector or an aggregate (origins are kept per
/// register, not per lane or field), or the replay does not end the same
/// way.
pub fn end_origins(
    prog: &Program,
    entry: FuncId,
    args: Vec<Arg>,
    opts: &RunOptions,
    result: &RunResult,
) -> Vec<OperandOrigin> {
    let worth_replaying = match &result.stop {
        Stop::Ub(_) => true,
        Stop::Returned(Some(v)) => {
            !matches!(v, Value::Vector(_) | Value::Aggregate(_))
                && (v.contains_poison() || v.contains_undef())
        }
        _ => false,
    };
    if !worth_replaying {
        return Vec::new();
    }
    let choices = result
        .choices
        .iter()
        .map(|c| (Some(c.point), c.value.clone()))
        .collect();
    let again = replay_tracking_origins(prog, entry, args, opts, ReplayOracle::named(choices));
    match (&result.stop, again.stop) {
        (Stop::Ub(ub), Stop::Ub(u)) if u.kind == ub.kind && again.location == result.location => {
            u.origins
        }
        (Stop::Returned(Some(v)), Stop::Returned(Some(w))) if w == *v => {
            returned_origin(&w, again.return_origin)
        }
        _ => Vec::new(),
    }
}

/// The origin of a returned poison or undef value `v`, named as the
/// operand "the returned value".
pub fn returned_origin(v: &Value, origin: Option<Origin>) -> Vec<OperandOrigin> {
    origin
        .map(|origin| OperandOrigin {
            operand: "the returned value".to_string(),
            what: defect(v),
            origin,
        })
        .into_iter()
        .collect()
}

/// Runs `entry` on `args` with the choices `oracle` replays, its output
/// discarded and origin tracking on: a UB it ends with names its operands'
/// origins, and [`RunResult::return_origin`] that of a poison or undef
/// value returned.
pub fn replay_tracking_origins(
    prog: &Program,
    entry: FuncId,
    args: Vec<Arg>,
    opts: &RunOptions,
    mut oracle: ReplayOracle,
) -> RunResult {
    let mut discard = CappedCapture::new(0);
    let io = RunIo {
        trace: None,
        output: Some(&mut discard),
        origins: true,
    };
    let opts = RunOptions {
        trace: false,
        ..opts.clone()
    };
    run_with_io(prog, entry, args, &mut oracle, &opts, io)
}

fn finish(m: Machine<'_, '_>, stop: Stop) -> RunResult {
    RunResult {
        probe_steps: 0,
        location: m.current.clone(),
        stop,
        events: m.events,
        stdout: m.stdout,
        stderr: m.stderr,
        steps: m.steps,
        choices: m.choices,
        approximated: m.approximated || m.resolved_read.get(),
        fast_math_approximated: m.fast_math_approximated,
        fixed_choices: m.fixed_choices,
        returned_freeze: m.returned_freeze,
        trace: m.trace.and_then(Tracer::into_lines),
        memory: m.mem,
        env_state: m.envs,
        return_origin: m.origins.as_deref().and_then(|o| o.returned().cloned()),
    }
}

/// Whether `f` is `main(i32, ptr)` (C's `int main(int argc, char **argv)`).
pub fn is_main_with_argv(prog: &Program, f: FuncId) -> bool {
    let func = prog.module.func(f);
    let types = &prog.module.types;
    func.params.len() == 2
        && types.int_width(func.params[0].ty).is_some()
        && matches!(types.kind(func.params[1].ty), TypeKind::Ptr { .. })
}

/// `argc` and `argv` for `main`: the program name `llsem` then the given
/// arguments, each a NUL-terminated string, and a null-terminated array of
/// pointers to them.
fn main_arguments(
    mem: &mut Memory,
    prog: &Program,
    f: FuncId,
    args: &[String],
) -> Result<Vec<Value>, Stop> {
    let mut ptrs = Vec::with_capacity(args.len() + 1);
    let all: Vec<&str> = std::iter::once("llsem")
        .chain(args.iter().map(String::as_str))
        .collect();
    for (i, a) in all.iter().enumerate() {
        let mut text = a.as_bytes().to_vec();
        text.push(0);
        let bytes = Bytes::plain(&text);
        let p = mem
            .allocate(
                AllocKind::Input,
                bytes.len() as u64,
                1,
                Fill::Zero,
                format!("argv[{i}]"),
            )
            .map_err(|_| Stop::Bound(super::stop::Bound::Memory))?;
        mem.write(p, &bytes, 1)
            .map_err(|_| Stop::Bound(super::stop::Bound::Memory))?;
        ptrs.push(p);
    }
    let ptr_size = prog.module.layout.pointer(0).size_bits as u64 / 8;
    let n = ptrs.len() as u64 + 1;
    let argv = mem
        .allocate(AllocKind::Input, n * ptr_size, ptr_size, Fill::Zero, "argv")
        .map_err(|_| Stop::Bound(super::stop::Bound::Memory))?;
    let mut bytes = Bytes::new((n * ptr_size) as usize, Fill::Zero);
    let repr = crate::mem::Repr::Ptr(ptr_size as u32 * 8);
    for (i, p) in ptrs.iter().enumerate() {
        crate::mem::repr::store_value(
            &mut bytes,
            i as u64 * ptr_size * 8,
            &repr,
            &Value::Ptr(*p),
            false,
        )
        .map_err(|_| Stop::unsupported("argv layout"))?;
    }
    mem.write(argv, &bytes, 1)
        .map_err(|_| Stop::Bound(super::stop::Bound::Memory))?;
    let argc_ty = prog.module.func(f).params[0].ty;
    let w = prog.module.types.int_width(argc_ty).unwrap_or(32);
    Ok(vec![
        Value::Int(ApInt::from_u64(w, all.len() as u64)),
        Value::Ptr(argv),
    ])
}
