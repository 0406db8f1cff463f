//! `llsem run --trace`: one line per executed instruction, in LLVM syntax,
//! with what it computed, beside the machine's `step`:
//!
//! ```text
//! 3:3  @main %entry  %x = add nsw i32 2147483647, 1  ; => i32 poison
//! ```
//!
//! `LINE:COL` is where the instruction is written in the `.ll` file, then
//! the function and block, the instruction as the printer writes it
//! (without `!dbg` attachments), and after `;` its effect: the result
//! (`=> i32 poison`, written as `llsem run` writes results, so poison,
//! undef and undef bits show, element by element), what a `store` wrote, the
//! arguments a call passed, the successor a branch took, the value a `ret`
//! returned, or how the run stopped.
//!
//! The machine calls in here only when tracing is on; otherwise a step pays
//! one `Option` test. No link to the source is stored in the compiled code:
//! a compiled block keeps its source block's order with the phis apart, so
//! the function, the block and the index find the source instruction.

use std::borrow::Cow;
use std::collections::HashMap;
use std::io::Write;

use super::code::{CInst, CallOp, Callee, Op, Opnd};
use super::display::{pointer_text, typed_value};
use super::machine::{Flow, Frame, Machine};
use super::program::Program;
use super::stop::Stop;
use crate::syntax::print::{print_block_ref, print_function_ref, print_inst};
use crate::syntax::{BlockId, FuncId, TypeId};
use crate::value::Value;

/// Where the trace lines of a run go, with the source text of every
/// instruction traced so far.
pub struct Tracer<'s> {
    /// The destination.
    sink: Sink<'s>,
    /// The `LINE:COL  @f %b  instruction` part of each instruction, by
    /// function, block and index in the source block.
    texts: HashMap<(FuncId, BlockId, usize), String>,
}

/// The destination of trace lines.
enum Sink<'s> {
    /// Kept in memory, returned with the run's result.
    Lines(Vec<String>),
    /// Written as the run goes.
    Stream(&'s mut dyn Write),
    /// Writing failed (a closed pipe): the remaining lines are dropped.
    Closed,
}

impl<'s> Tracer<'s> {
    /// A tracer that keeps the lines, for [`Tracer::into_lines`].
    pub fn lines() -> Tracer<'s> {
        Tracer {
            sink: Sink::Lines(Vec::new()),
            texts: HashMap::new(),
        }
    }

    /// A tracer that writes each line to `out` (so that a long run's trace
    /// is never held in memory).
    pub fn stream(out: &'s mut dyn Write) -> Tracer<'s> {
        Tracer {
            sink: Sink::Stream(out),
            texts: HashMap::new(),
        }
    }

    /// The lines kept, if the tracer keeps them.
    pub fn into_lines(self) -> Option<Vec<String>> {
        match self.sink {
            Sink::Lines(lines) => Some(lines),
            Sink::Stream(_) | Sink::Closed => None,
        }
    }

    /// Whether writing failed, so that no more lines can be written.
    fn is_closed(&self) -> bool {
        matches!(self.sink, Sink::Closed)
    }

    fn emit(&mut self, line: String) {
        match &mut self.sink {
            Sink::Lines(lines) => lines.push(line),
            Sink::Stream(out) => {
                if writeln!(out, "{line}").is_err() {
                    self.sink = Sink::Closed;
                }
            }
            Sink::Closed => {}
        }
    }

    /// The source part of an instruction's line, computed once.
    fn text(&mut self, prog: &Program, func: FuncId, block: BlockId, index: usize) -> String {
        self.texts
            .entry((func, block, index))
            .or_insert_with(|| source_text(prog, func, block, index))
            .clone()
    }
}

/// What a trace line needs from before its instruction runs (a `ret` pops
/// the frame it reads, a call may push one).
pub(crate) struct TraceStart {
    func: FuncId,
    block: BlockId,
    /// Index in the source block (phis included).
    index: usize,
    /// Frames before the step.
    depth: usize,
    /// C library calls in progress before the step.
    natives: usize,
    /// The value a `ret` returns, with the function's return type.
    ret: Option<(TypeId, Value)>,
}

/// `LINE:COL  @f %b  instruction` of the instruction at `index` of the
/// source block (phis included).
fn source_text(prog: &Program, func: FuncId, block: BlockId, index: usize) -> String {
    let m = &*prog.module;
    let f = m.func(func);
    let inst = f
        .body
        .as_ref()
        .and_then(|b| b.blocks.get(block.0 as usize))
        .and_then(|b| b.insts.get(index));
    let Some(inst) = inst else {
        // Compiled code comes from this very body; kept total all the same.
        return format!(
            "{} (instruction {index} of block {})",
            print_function_ref(f),
            block.0
        );
    };
    let mut shown = inst.clone();
    shown.md.retain(|(kind, _)| kind != "dbg");
    let text = print_inst(m, f, &shown);
    let lc = m.source.line_col(inst.span.start);
    format!(
        "{}:{}  {} {}  {}",
        lc.line,
        lc.column,
        print_function_ref(f),
        print_block_ref(m, f, block),
        one_line(&text)
    )
}

/// Multi-line forms (`switch`) on one line.
fn one_line(text: &str) -> String {
    text.lines().map(str::trim).collect::<Vec<_>>().join(" ")
}

/// The value of an operand in `frame`.
fn operand_in<'a>(frame: &'a Frame<'_>, o: Opnd) -> Option<Cow<'a, Value>> {
    match o {
        Opnd::Reg(r) => frame.reg(r),
        Opnd::Const(c) => frame.code.consts.get(c as usize).map(Cow::Borrowed),
    }
}

impl<'p> Machine<'p, '_> {
    /// Notes what the trace line of `inst` needs before it runs.
    pub(crate) fn trace_start(&self, inst: &CInst) -> Option<TraceStart> {
        let frame = self.frames.last()?;
        let ret = match inst.op {
            Op::Ret(Some(o)) => operand_in(frame, o).map(|v| (frame.ret_ty, v.into_owned())),
            _ => None,
        };
        let phis = frame
            .code
            .blocks
            .get(frame.block.0 as usize)
            .map_or(0, |b| b.phis.len());
        Some(TraceStart {
            func: frame.func,
            block: frame.block,
            index: phis + frame.pc,
            depth: self.frames.len(),
            natives: self.natives.len(),
            ret,
        })
    }

    /// Writes the trace line of `inst`, which ran with `result`.
    pub(crate) fn trace_step(
        &mut self,
        start: TraceStart,
        inst: &'p CInst,
        result: &Result<Flow, Stop>,
    ) {
        let note = match result {
            Ok(flow) => self.done_note(&start, inst, flow),
            Err(stop) => Some(self.stop_note(&start, stop)),
        };
        let prog = self.prog;
        if let Some(t) = &mut self.trace {
            let text = t.text(prog, start.func, start.block, start.index);
            t.emit(match note {
                Some(n) => format!("{text}  ; {n}"),
                None => text,
            });
            if t.is_closed() {
                // Nobody reads the trace any more (a closed pipe): stop
                // paying for it.
                self.trace = None;
            }
        }
    }

    /// Writes the trace lines of the phis of the block just entered.
    pub(crate) fn trace_phis(&mut self) {
        let Some(frame) = self.frames.last() else {
            return;
        };
        let prog = self.prog;
        let (func, block) = (frame.func, frame.block);
        let Some(body) = &prog.module.func(func).body else {
            return;
        };
        let Some(cblock) = frame.code.blocks.get(block.0 as usize) else {
            return;
        };
        let mut lines = Vec::with_capacity(cblock.phis.len());
        for phi in &cblock.phis {
            let (Some(v), Some(local)) = (frame.reg(phi.dst), body.locals.get(phi.dst as usize))
            else {
                continue;
            };
            lines.push(format!("=> {}", self.typed(local.ty, &v)));
        }
        if let Some(t) = &mut self.trace {
            for (i, note) in lines.into_iter().enumerate() {
                let text = t.text(prog, func, block, i);
                t.emit(format!("{text}  ; {note}"));
            }
        }
    }

    /// The effect of an instruction that finished normally.
    fn done_note(&self, start: &TraceStart, inst: &CInst, flow: &Flow) -> Option<String> {
        let frame = self.frames.last()?;
        match &inst.op {
            Op::Store { ty, val, ptr, .. } => {
                let v = self.typed(*ty, &*operand_in(frame, *val)?);
                Some(match operand_in(frame, *ptr).as_deref() {
                    Some(Value::Ptr(p)) => {
                        format!("stored {v} to {}", pointer_text(Some(&self.mem), p))
                    }
                    _ => format!("stored {v}"),
                })
            }
            Op::Ret(_) => Some(self.returns_note(start, None)),
            Op::CondBr { .. } | Op::Switch { .. } | Op::IndirectBr { .. } => match flow {
                Flow::Jump(b) => {
                    let m = &*self.prog.module;
                    Some(format!("to {}", print_block_ref(m, m.func(frame.func), *b)))
                }
                _ => None,
            },
            Op::Call(call) => self.call_note(start, inst, call),
            _ => {
                let v = frame.reg(inst.dst?)?;
                Some(format!("=> {}", self.typed(inst.ty, &v)))
            }
        }
    }

    /// What a call did: its result, the frame it entered, or the function
    /// it called with its arguments.
    fn call_note(&self, start: &TraceStart, inst: &CInst, call: &CallOp) -> Option<String> {
        if self.natives.len() > start.natives {
            return Some("calls back into the program".to_string());
        }
        let caller = self.frames.get(start.depth.checked_sub(1)?)?;
        let args = call
            .args
            .iter()
            .filter_map(|(o, ty)| Some(self.typed(*ty, &*operand_in(caller, *o)?)))
            .collect::<Vec<_>>()
            .join(", ");
        if self.frames.len() > start.depth {
            let callee = self.frames.last()?.func;
            return Some(format!("enters {}({args})", self.function_ref(callee)));
        }
        if let Some(d) = inst.dst {
            let v = caller.reg(d)?;
            return Some(format!("=> {}", self.typed(inst.ty, &v)));
        }
        let callee = match call.callee {
            Callee::Direct(f) => Some(f),
            Callee::Indirect(o) => match operand_in(caller, o).as_deref() {
                Some(Value::Ptr(p)) => self.prog.function_at(*p),
                _ => None,
            },
            Callee::InlineAsm => None,
        };
        Some(match callee {
            Some(f) => format!("called {}({args})", self.function_ref(f)),
            None => format!("called with ({args})"),
        })
    }

    /// `returns i32 6` (`value` if given, else the one read before the
    /// `ret` ran).
    fn returns_note(&self, start: &TraceStart, value: Option<&Value>) -> String {
        match &start.ret {
            Some((ty, v)) => format!("returns {}", self.typed(*ty, value.unwrap_or(v))),
            None => "returns void".to_string(),
        }
    }

    /// How the run stopped at this instruction.
    fn stop_note(&self, start: &TraceStart, stop: &Stop) -> String {
        match stop {
            Stop::Returned(v) => self.returns_note(start, v.as_ref()),
            Stop::Exited(code) => format!("exit({code})"),
            Stop::NoReturn(n) => format!("no return: {}", n.call),
            Stop::Diverged(d) => format!(
                "loops forever: the state at step {} recurs every {} steps",
                d.first, d.period
            ),
            Stop::Trapped(t) => format!("trapped (signal {}): {}", t.signal, t.message),
            Stop::Ub(ub) => format!("immediate UB: {}", ub.kind.name()),
            Stop::Bound(b) => format!("stopped: the {} bound was hit", b.name()),
            Stop::Unsupported(what) => format!("unsupported: {what}"),
        }
    }

    fn typed(&self, ty: TypeId, v: &Value) -> String {
        typed_value(&self.prog.module.types, Some(&self.mem), ty, v)
    }

    fn function_ref(&self, f: FuncId) -> String {
        print_function_ref(self.prog.module.func(f))
    }
}
