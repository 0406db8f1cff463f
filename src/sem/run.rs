//! Running a function to its end: the entry point of `llsem run` and of
//! the refinement checker's individual runs.

use super::consts::ConstEval;
use super::events::Event;
use super::machine::{Limits, Machine};
use super::program::Program;
use super::stop::{Location, Stop};
use super::trace::Tracer;
use crate::apint::ApInt;
use crate::mem::{AllocKind, Bytes, Fill, Memory};
use crate::oracle::{Choice, Oracle};
use crate::syntax::{FloatKind, FuncId, TypeId, TypeKind};
use crate::value::{Float, Pointer, Value};

/// Everything a finished run tells.
#[derive(Clone, Debug)]
pub struct RunResult {
    /// How it ended.
    pub stop: Stop,
    /// Where it was when it stopped (the instruction executing).
    pub location: Option<Location>,
    /// Observable events in order.
    pub events: Vec<Event>,
    /// Standard output.
    pub stdout: Vec<u8>,
    /// Standard error.
    pub stderr: Vec<u8>,
    /// Instructions executed.
    pub steps: u64,
    /// The choices made, for replay.
    pub choices: Vec<Choice>,
    /// Whether undef had to be resolved early somewhere (see
    /// [`Machine::approximated`]).
    pub approximated: bool,
    /// The trace, if asked for with [`RunOptions::trace`] (a trace written
    /// as the run went is not kept).
    pub trace: Option<Vec<String>>,
    /// The final memory.
    pub memory: Memory,
    /// What the environment remembered: the calls it answered, the
    /// versions of the hidden state (decision 0012).
    pub env_state: super::environment::EnvState,
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
}

/// An argument of a run.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A register value.
    Value(Value),
    /// A pointer to a fresh allocation holding these bytes (named
    /// `input #k`, k counting the buffers of the run from 0).
    Buffer {
        /// The contents.
        bytes: Bytes,
        /// The alignment of the allocation.
        align: u64,
    },
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
    let tracer = opts.trace.then(Tracer::lines);
    run_traced(prog, entry, args, oracle, opts, tracer)
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
    run_traced(prog, entry, args, oracle, opts, Some(Tracer::stream(out)))
}

/// The run itself, with the trace (if any) going to `tracer`.
fn run_traced<'o>(
    prog: &Program,
    entry: FuncId,
    args: Vec<Arg>,
    oracle: &'o mut dyn Oracle,
    opts: &RunOptions,
    tracer: Option<Tracer<'o>>,
) -> RunResult {
    let mut m = Machine::new(prog, oracle, opts.limits);
    m.env = opts.env;
    m.envs.matching = opts.matching.clone();
    m.trace = tracer;
    let args = if args.is_empty() && is_main_with_argv(prog, entry) {
        main_arguments(&mut m.mem, prog, entry, &opts.program_args)
    } else {
        materialize(&mut m.mem, args)
    };
    let args = match args {
        Ok(a) => a,
        Err(stop) => return finish(m, stop),
    };
    let stop = match m.start(entry, args) {
        Ok(()) => m.run(),
        Err(stop) => stop,
    };
    finish(m, stop)
}

fn finish(m: Machine<'_, '_>, stop: Stop) -> RunResult {
    RunResult {
        location: m.current.clone(),
        stop,
        events: m.events,
        stdout: m.stdout,
        stderr: m.stderr,
        steps: m.steps,
        choices: m.choices,
        approximated: m.approximated,
        trace: m.trace.and_then(Tracer::into_lines),
        memory: m.mem,
        env_state: m.envs,
    }
}

/// The register values of the arguments, with buffers allocated.
fn materialize(mem: &mut Memory, args: Vec<Arg>) -> Result<Vec<Value>, Stop> {
    let mut buffers = 0;
    args.into_iter()
        .map(|a| match a {
            Arg::Value(v) => Ok(v),
            Arg::Buffer { bytes, align } => {
                let name = format!("input #{buffers}");
                buffers += 1;
                let p = mem
                    .allocate(
                        AllocKind::Input,
                        bytes.len() as u64,
                        align,
                        Fill::Zero,
                        name,
                    )
                    .map_err(|_| Stop::Bound(super::stop::Bound::Memory))?;
                if !bytes.is_empty() {
                    mem.write(p, &bytes, 1)
                        .map_err(|_| Stop::Bound(super::stop::Bound::Memory))?;
                }
                Ok(Value::Ptr(p))
            }
        })
        .collect()
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
        let mut bytes = Bytes::new(a.len() + 1, Fill::Zero);
        bytes.value[..a.len()].copy_from_slice(a.as_bytes());
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

/// Parses a `--arg` value for a parameter of type `ty`: integers in decimal
/// or `0x` hex, `true`/`false`, floating-point literals, `poison`, `undef`,
/// `null`, and for pointers a fresh buffer `bytes:HEX` or `bytes@ALIGN:HEX`
/// (two hex digits per byte; `??` an undef byte, `pp` a poison byte).
pub fn parse_arg(prog: &Program, ty: TypeId, text: &str) -> Result<Arg, String> {
    let types = &prog.module.types;
    let t = text.trim();
    // `poison` and `undef` of any type, element by element for vectors and
    // aggregates (`undef` is poison in the taming model, which has no undef).
    let consts = ConstEval::new(prog);
    match t {
        "poison" => return consts.poison(ty).map(Arg::Value).map_err(|e| e.message),
        "undef" => return consts.undef(ty).map(Arg::Value).map_err(|e| e.message),
        _ => {}
    }
    let value = match types.kind(ty) {
        TypeKind::Int(w) => parse_int(*w, t).ok_or_else(|| format!("'{t}' is not an i{w} value")),
        TypeKind::Ptr { .. } if t == "null" => Ok(Value::Ptr(Pointer::NULL)),
        TypeKind::Ptr { .. } => return parse_buffer(t, prog.model.has_undef()),
        TypeKind::Float(kind) => parse_float(*kind, t)
            .map(|bits| Value::Float(Float { kind: *kind, bits }))
            .ok_or_else(|| format!("'{t}' is not a {} value", kind.keyword())),
        _ => Err(format!(
            "llsem cannot take an argument of type {} on the command line",
            types.display(ty)
        )),
    };
    value.map(Arg::Value)
}

/// `bytes[@ALIGN]:HEX` as a buffer argument (`??` bytes are poison in a
/// model without undef).
fn parse_buffer(t: &str, has_undef: bool) -> Result<Arg, String> {
    let bad =
        || format!("'{t}' is not a pointer argument (null, poison, undef, or bytes[@ALIGN]:HEX)");
    let rest = t.strip_prefix("bytes").ok_or_else(bad)?;
    let (align, hex) = match rest.strip_prefix('@') {
        Some(r) => {
            let (a, h) = r.split_once(':').ok_or_else(bad)?;
            (
                a.parse::<u64>()
                    .ok()
                    .filter(|a| a.is_power_of_two())
                    .ok_or_else(bad)?,
                h,
            )
        }
        None => (1, rest.strip_prefix(':').ok_or_else(bad)?),
    };
    if hex.len() % 2 != 0 {
        return Err(bad());
    }
    let mut bytes = Bytes::new(hex.len() / 2, Fill::Zero);
    for (i, pair) in hex.as_bytes().chunks(2).enumerate() {
        match pair {
            b"??" if has_undef => bytes.undef[i] = 0xff,
            b"??" => bytes.poison[i] = 0xff,
            b"pp" => bytes.poison[i] = 0xff,
            _ => {
                let s = std::str::from_utf8(pair).map_err(|_| bad())?;
                bytes.value[i] = u8::from_str_radix(s, 16).map_err(|_| bad())?;
            }
        }
    }
    Ok(Arg::Buffer { bytes, align })
}

/// The `--arg` text of a buffer argument (inverse of the buffer syntax).
pub fn buffer_text(bytes: &Bytes, align: u64) -> String {
    let mut s = format!("bytes@{align}:");
    for i in 0..bytes.len() {
        if bytes.poison[i] != 0 {
            s.push_str("pp");
        } else if bytes.undef[i] != 0 {
            s.push_str("??");
        } else {
            s.push_str(&format!("{:02x}", bytes.value[i]));
        }
    }
    s
}

/// An integer literal: `true`/`false`, decimal (possibly negative), `0x` hex.
pub fn parse_int(w: u32, t: &str) -> Option<Value> {
    let v = match t {
        "true" => ApInt::from_u64(w, 1),
        "false" => ApInt::zero(w),
        _ => match t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
            Some(hex) => ApInt::from_hex(w, hex)?,
            None => match t.strip_prefix("-0x") {
                Some(hex) => ApInt::from_hex(w, hex)?.negate(),
                None => ApInt::from_decimal(w, t)?,
            },
        },
    };
    Some(Value::Int(v))
}

/// A decimal or special (`inf`, `-inf`, `nan`) floating-point literal,
/// rounded to nearest-even in `kind`.
fn parse_float(kind: FloatKind, t: &str) -> Option<u128> {
    use rustc_apfloat::Round;
    use rustc_apfloat::ieee::{BFloat, Double, Half, Quad, Single, X87DoubleExtended};
    fn parse<F: rustc_apfloat::Float>(t: &str) -> Option<u128> {
        let (neg, body) = match t.strip_prefix('-') {
            Some(b) => (true, b),
            None => (false, t.strip_prefix('+').unwrap_or(t)),
        };
        let v = match body {
            "inf" | "infinity" => F::INFINITY,
            "nan" => F::NAN,
            _ => F::from_str_r(body, Round::NearestTiesToEven).ok()?.value,
        };
        Some(if neg { -v } else { v }.to_bits())
    }
    match kind {
        FloatKind::Half => parse::<Half>(t),
        FloatKind::BFloat => parse::<BFloat>(t),
        FloatKind::Float => parse::<Single>(t),
        FloatKind::Double => parse::<Double>(t),
        FloatKind::X86Fp80 => parse::<X87DoubleExtended>(t),
        FloatKind::Fp128 => parse::<Quad>(t),
        FloatKind::PpcFp128 => None,
    }
}
