//! The interpreter's fast path (`Machine::run_fast`) against the general
//! step, instruction family by instruction family: one small function per
//! operation and flag combination, run on random operands (special values,
//! NaN payloads, poison, undef) once on the fast path and once traced
//! (tracing keeps a run on the general step). Both runs must end the same
//! way, after the same steps, with the same choices and the same
//! approximation mark.

use super::xorshift::Gen;
use std::sync::Arc;

use llsem::apint::ApInt;
use llsem::mem::WordAccess;
use llsem::model::Model;
use llsem::oracle::RandomOracle;
use llsem::sem::args::Arg;
use llsem::sem::code::{CInst, CallOp, Op};
use llsem::sem::fast_form::FastOp;
use llsem::sem::program::{FuncKind, Program};
use llsem::sem::run::{RunOptions, RunResult, run_function};
use llsem::syntax::FloatKind;
use llsem::syntax::SourceFile;
use llsem::value::{Float, Pointer, Provenance, UndefBits, Value};

impl Gen {
    /// Bits of a float of `kind` (float or double): special values, NaNs
    /// with payloads, subnormals, small integers, or random bits.
    fn float_bits(&mut self, kind: FloatKind) -> u128 {
        let double = kind == FloatKind::Double;
        let (sign, exp_mask, quiet) = if double {
            (1u64 << 63, 0x7ffu64 << 52, 1u64 << 51)
        } else {
            (1 << 31, 0xff << 23, 1 << 22)
        };
        let r = self.next();
        let bits = match self.below(10) {
            0 => 0,
            1 => exp_mask,                      // infinity
            2 => exp_mask | quiet | (r & 0xff), // quiet NaN with a payload
            3 => exp_mask | (1 + (r & 0xf)),    // signaling NaN
            4 => r & (quiet - 1),               // subnormal
            5 => {
                let v = (r % 9) as f64 - 4.0;
                if double {
                    v.to_bits()
                } else {
                    u64::from((v as f32).to_bits())
                }
            }
            _ => r,
        };
        let width = if double { 64 } else { 32 };
        let bits = (bits | if r & 1 << 40 != 0 { sign } else { 0 }) & (u64::MAX >> (64 - width));
        bits.into()
    }

    /// An argument of type `ty` (an integer type `iN` or a float format):
    /// mostly defined, sometimes poison, sometimes with undef bits.
    fn arg(&mut self, ty: &str) -> Value {
        if ty == "ptr" {
            return match self.below(8) {
                0 => Value::Poison,
                1 => Value::Ptr(Pointer::NULL),
                _ => Value::Ptr(Pointer {
                    code: llsem::value::ProvCode::of(Provenance::None),
                    addr: self.next() >> self.below(64),
                    bit: 0,
                }),
            };
        }
        let width: u32 = match ty {
            "float" => 32,
            "double" => 64,
            _ => ty[1..].parse().expect("iN"),
        };
        match self.below(12) {
            0 => return Value::Poison,
            1 => {
                let undef = ApInt::from_u64(width, self.next() | 1);
                let bits = ApInt::from_u64(width, self.next()).and(&undef.not());
                return Value::Undef(Box::new(UndefBits { bits, undef }));
            }
            _ => {}
        }
        match ty {
            "float" | "double" => {
                let kind = if ty == "float" {
                    FloatKind::Float
                } else {
                    FloatKind::Double
                };
                let bits = self.float_bits(kind);
                Value::Float(Float { kind, bits })
            }
            _ => {
                let v = match self.below(4) {
                    0 => self.below(3),
                    1 => u64::MAX - self.below(2),
                    2 => 1 << (width - 1),
                    _ => self.next(),
                };
                Value::Int(ApInt::from_u64(width, v))
            }
        }
    }
}

/// A function `@NAME` of the test module: its parameter types and body.
struct Case {
    name: String,
    params: Vec<&'static str>,
    ret: &'static str,
    body: String,
}

fn module(cases: &[Case]) -> String {
    let mut text = String::new();
    for c in cases {
        let params: Vec<String> = (c.params.iter().enumerate())
            .map(|(i, t)| format!("{t} %a{i}"))
            .collect();
        text.push_str(&format!(
            "define {} @{}({}) {{\n{}}}\n\n",
            c.ret,
            c.name,
            params.join(", "),
            c.body
        ));
    }
    text
}

/// The program of `cases` and `decls` (declarations, or a `target
/// datalayout`, which go first), as [`agree_under`] builds it.
fn program(cases: &[Case], decls: &str) -> Program {
    let text = decls.to_string() + &module(cases);
    let loaded = llsem::parse::load(SourceFile::new("fast.ll", text.clone()))
        .unwrap_or_else(|d| panic!("{}\n{text}", d.message));
    Program::new(Arc::new(loaded), Model::default()).expect("compiles")
}

/// Every compiled instruction of the defined functions of `prog`, with
/// the name of its function.
fn insts(prog: &Program) -> impl Iterator<Item = (&str, &CInst)> {
    prog.funcs.iter().flat_map(|info| {
        let code = match &info.kind {
            FuncKind::Defined(code) => Some(code),
            _ => None,
        };
        code.into_iter()
            .flat_map(|c| c.blocks.iter().flat_map(|b| &b.insts))
            .map(|i| (info.name.as_str(), i))
    })
}

/// Every `call` of the defined functions of `prog`, with the name of its
/// function.
fn calls(prog: &Program) -> impl Iterator<Item = (&str, &CallOp)> {
    insts(prog).filter_map(|(f, i)| match &i.op {
        Op::Call(call) => Some((f, &**call)),
        _ => None,
    })
}

/// Runs every case on `runs` random argument lists, fast and traced, and
/// asserts that the runs agree.
fn agree(cases: &[Case], runs: usize, seed: u64) {
    agree_with(cases, "", runs, seed)
}

/// [`agree`] on a module that also holds `decls` (declarations).
fn agree_with(cases: &[Case], decls: &str, runs: usize, seed: u64) {
    agree_under(cases, decls, runs, seed, &[None])
}

/// [`agree_with`], each run also made under each step bound of `bounds`
/// (`None`: the default bounds).
fn agree_under(cases: &[Case], decls: &str, runs: usize, seed: u64, bounds: &[Option<u64>]) {
    let prog = program(cases, decls);
    let mut g = Gen(seed);
    let mut returned = 0;
    for c in cases {
        let f = prog.module.function_by_name(&c.name).expect("defined");
        for (k, bound) in (0..runs).flat_map(|k| bounds.iter().map(move |b| (k, *b))) {
            let mut untraced = RunOptions::default();
            if let Some(max_steps) = bound {
                untraced.limits.max_steps = max_steps;
            }
            let traced = RunOptions {
                trace: true,
                ..untraced.clone()
            };
            let args: Vec<Value> = c.params.iter().map(|t| g.arg(t)).collect();
            let run = |opts: &RunOptions| -> RunResult {
                let args = args.iter().cloned().map(Arg::Value).collect();
                run_function(&prog, f, args, &mut RandomOracle::new(k as u64), opts)
            };
            let (fast, slow) = (run(&untraced), run(&traced));
            assert!(
                fast.stop == slow.stop
                    && fast.steps == slow.steps
                    && fast.location == slow.location
                    && fast.choices == slow.choices
                    && fast.approximated == slow.approximated,
                "@{} on {args:?}: fast {:?} after {} steps (approximated {}), stepwise {:?} after {} steps (approximated {})",
                c.name,
                fast.stop,
                fast.steps,
                fast.approximated,
                slow.stop,
                slow.steps,
                slow.approximated
            );
            returned += (bound.is_none()
                && matches!(fast.stop, llsem::sem::stop::Stop::Returned(_)))
                as usize;
        }
    }
    // Most runs without a step bound got through (the cases are not all
    // stops).
    assert!(returned * 2 > cases.len() * runs, "{returned}");
}

const FLAG_SETS: [&str; 5] = ["", "nnan ", "ninf ", "nsz ", "fast "];

#[test]
fn float_operations_agree_with_the_general_step() {
    let mut cases = Vec::new();
    for ty in ["float", "double"] {
        for op in ["fadd", "fsub", "fmul", "fdiv", "frem"] {
            for (i, fmf) in FLAG_SETS.iter().enumerate() {
                cases.push(Case {
                    name: format!("{op}_{ty}_{i}"),
                    params: vec![ty, ty],
                    ret: ty,
                    body: format!("  %r = {op} {fmf}{ty} %a0, %a1\n  ret {ty} %r\n"),
                });
            }
        }
        for (i, fmf) in FLAG_SETS.iter().enumerate() {
            cases.push(Case {
                name: format!("fneg_{ty}_{i}"),
                params: vec![ty],
                ret: ty,
                body: format!("  %r = fneg {fmf}{ty} %a0\n  ret {ty} %r\n"),
            });
            // A constant operand, and a chain through a second operation.
            cases.push(Case {
                name: format!("chain_{ty}_{i}"),
                params: vec![ty, ty],
                ret: ty,
                body: format!(
                    "  %s = fmul {fmf}{ty} %a0, 3.0\n  %t = fsub {ty} %s, %a1\n  %u = fneg {ty} %t\n  ret {ty} %u\n"
                ),
            });
        }
        let preds = [
            "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
            "ule", "une", "uno", "true",
        ];
        for pred in preds {
            for (i, fmf) in ["", "nnan ", "ninf "].iter().enumerate() {
                cases.push(Case {
                    name: format!("fcmp_{pred}_{ty}_{i}"),
                    params: vec![ty, ty],
                    ret: "i1",
                    body: format!("  %r = fcmp {fmf}{pred} {ty} %a0, %a1\n  ret i1 %r\n"),
                });
            }
        }
        for int in ["i1", "i7", "i8", "i32", "i63", "i64"] {
            for op in ["fptosi", "fptoui"] {
                cases.push(Case {
                    name: format!("{op}_{ty}_{int}"),
                    params: vec![ty],
                    ret: int,
                    body: format!("  %r = {op} {ty} %a0 to {int}\n  ret {int} %r\n"),
                });
            }
            for op in ["sitofp", "uitofp", "uitofp nneg"] {
                let name = op.replace(' ', "_");
                cases.push(Case {
                    name: format!("{name}_{int}_{ty}"),
                    params: vec![int],
                    ret: ty,
                    body: format!("  %r = {op} {int} %a0 to {ty}\n  ret {ty} %r\n"),
                });
            }
        }
    }
    for (i, fmf) in FLAG_SETS.iter().enumerate() {
        cases.push(Case {
            name: format!("fpext_{i}"),
            params: vec!["float"],
            ret: "double",
            body: format!("  %r = fpext {fmf}float %a0 to double\n  ret double %r\n"),
        });
        cases.push(Case {
            name: format!("fptrunc_{i}"),
            params: vec!["double"],
            ret: "float",
            body: format!("  %r = fptrunc {fmf}double %a0 to float\n  ret float %r\n"),
        });
    }
    // Stores and loads of floats, and a select and phi of them.
    for ty in ["float", "double"] {
        cases.push(Case {
            name: format!("memory_{ty}"),
            params: vec![ty, ty, "i1"],
            ret: ty,
            body: format!(
                "entry:\n  %p = alloca {ty}\n  store {ty} %a0, ptr %p\n  br i1 %a2, label %then, label %join\nthen:\n  %x = load {ty}, ptr %p\n  %y = fadd {ty} %x, %a1\n  store {ty} %y, ptr %p\n  br label %join\njoin:\n  %z = phi {ty} [ %a0, %entry ], [ %y, %then ]\n  %w = load {ty}, ptr %p\n  %c = fcmp olt {ty} %z, %w\n  %r = select i1 %c, {ty} %z, {ty} %w\n  ret {ty} %r\n"
            ),
        });
    }
    // Integer bits (with poison and undef) loaded as floats and back, for
    // every format of at most 64 bits.
    for (ty, int) in [("float", "i32"), ("double", "i64")] {
        cases.push(Case {
            name: format!("bits_{ty}"),
            params: vec![int, ty],
            ret: ty,
            body: format!(
                "  %p = alloca {int}\n  store {int} %a0, ptr %p\n  %x = load {ty}, ptr %p\n  %y = fadd {ty} %x, %a1\n  store {ty} %y, ptr %p\n  %z = load {int}, ptr %p\n  %q = alloca {ty}\n  store {int} %z, ptr %q\n  %w = load {ty}, ptr %q\n  ret {ty} %w\n"
            ),
        });
    }
    for ty in ["half", "bfloat"] {
        cases.push(Case {
            name: format!("bits_{ty}"),
            params: vec!["i16"],
            ret: "i16",
            body: format!(
                "  %p = alloca i16\n  store i16 %a0, ptr %p\n  %x = load {ty}, ptr %p\n  %q = alloca {ty}\n  store {ty} %x, ptr %q\n  %r = load i16, ptr %q\n  ret i16 %r\n"
            ),
        });
    }
    agree(&cases, 40, 0x5eed_f10a);
}

/// The widths at which integer families are compared.
const WIDTHS: [&str; 6] = ["i1", "i7", "i8", "i32", "i63", "i64"];

#[test]
fn divisions_pointer_casts_and_pointer_compares_agree_with_the_general_step() {
    let mut cases = Vec::new();
    for ty in WIDTHS {
        for op in ["udiv", "sdiv", "urem", "srem", "udiv exact", "sdiv exact"] {
            let name = op.replace(' ', "_");
            cases.push(Case {
                name: format!("{name}_{ty}"),
                params: vec![ty, ty],
                ret: ty,
                body: format!("  %r = {op} {ty} %a0, %a1\n  ret {ty} %r\n"),
            });
            // A constant divisor and a constant dividend.
            cases.push(Case {
                name: format!("{name}_{ty}_const"),
                params: vec![ty],
                ret: ty,
                body: format!(
                    "  %r = {op} {ty} %a0, -1\n  %s = {op} {ty} 1, %a0\n  %t = xor {ty} %r, %s\n  ret {ty} %t\n"
                ),
            });
        }
        // `ptrtoaddr` gives the address width (i64) only.
        let ops: &[&str] = if ty == "i64" {
            &["ptrtoint", "ptrtoaddr"]
        } else {
            &["ptrtoint"]
        };
        for op in ops {
            cases.push(Case {
                name: format!("{op}_{ty}"),
                params: vec!["ptr"],
                ret: ty,
                body: format!("  %r = {op} ptr %a0 to {ty}\n  ret {ty} %r\n"),
            });
        }
        cases.push(Case {
            name: format!("inttoptr_{ty}"),
            params: vec![ty, "ptr"],
            ret: "i1",
            body: format!(
                "  %p = inttoptr {ty} %a0 to ptr\n  %c = icmp ult ptr %p, %a1\n  ret i1 %c\n"
            ),
        });
    }
    let preds = [
        "eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle",
    ];
    for pred in preds {
        for samesign in ["", "samesign "] {
            cases.push(Case {
                name: format!("icmp_ptr_{pred}_{}", samesign.len()),
                params: vec!["ptr", "ptr"],
                ret: "i1",
                body: format!("  %r = icmp {samesign}{pred} ptr %a0, %a1\n  ret i1 %r\n"),
            });
        }
        // Pointers into one allocation, and null.
        cases.push(Case {
            name: format!("icmp_alloca_{pred}"),
            params: vec!["i64"],
            ret: "i1",
            body: format!(
                "  %a = alloca [8 x i8]\n  %i = and i64 %a0, 7\n  %p = getelementptr i8, ptr %a, i64 %i\n  %c = icmp {pred} ptr %p, %a\n  %n = icmp {pred} ptr null, %p\n  %r = xor i1 %c, %n\n  ret i1 %r\n"
            ),
        });
    }
    agree(&cases, 60, 0x000d_15c0_ffee);
}

/// `getelementptr` with every flag set, indices of several widths (random,
/// poison, undef) into an `alloca` (so that `inbounds` has bounds to check),
/// through a pointer argument without provenance, with struct fields and
/// nested arrays, and a store through the result; and `alloca` itself,
/// which runs in the fast loop.
#[test]
fn getelementptr_and_alloca_agree_with_the_general_step() {
    let flag_sets = [
        "",
        "inbounds ",
        "nuw ",
        "nusw ",
        "inbounds nuw ",
        "nusw nuw ",
    ];
    let mut cases = Vec::new();
    for (f, flags) in flag_sets.iter().enumerate() {
        for ty in ["i1", "i8", "i32", "i63", "i64"] {
            cases.push(Case {
                name: format!("gep_alloca_{f}_{ty}"),
                params: vec![ty, ty],
                ret: "i64",
                body: format!(
                    "  %a = alloca [16 x i8]\n  %p = getelementptr {flags}i32, ptr %a, {ty} %a0\n  %q = getelementptr {flags}{{ i8, i32 }}, ptr %p, {ty} %a1, i32 1\n  %r = ptrtoaddr ptr %q to i64\n  %b = ptrtoaddr ptr %a to i64\n  %d = sub i64 %r, %b\n  ret i64 %d\n"
                ),
            });
            cases.push(Case {
                name: format!("gep_ptr_{f}_{ty}"),
                params: vec!["ptr", ty],
                ret: "i64",
                body: format!(
                    "  %p = getelementptr {flags}i64, ptr %a0, {ty} %a1\n  %r = ptrtoaddr ptr %p to i64\n  ret i64 %r\n"
                ),
            });
            let three = if ty == "i1" { 1 } else { 3 };
            cases.push(Case {
                name: format!("gep_nested_{f}_{ty}"),
                params: vec![ty, ty],
                ret: "i16",
                body: format!(
                    "  %a = alloca [4 x [2 x i16]]\n  store i16 7, ptr %a\n  %i = and {ty} %a0, {three}\n  %j = and {ty} %a1, 1\n  %p = getelementptr {flags}[4 x [2 x i16]], ptr %a, i64 0, {ty} %i, {ty} %j\n  store i16 5, ptr %p\n  %v = load i16, ptr %a\n  ret i16 %v\n"
                ),
            });
        }
    }
    agree(&cases, 40, 0x6e9_a110ca);
}

/// Calls of the pure unary float intrinsics, which the fast loop runs as
/// operations: every one, float and double, with each fast-math flag set,
/// on its own and in a chain; and calls that must take the general call
/// path (a return attribute, a vector operand).
#[test]
fn unary_float_intrinsic_calls_agree_with_the_general_step() {
    let ops = [
        "sqrt",
        "floor",
        "ceil",
        "trunc",
        "rint",
        "nearbyint",
        "round",
        "roundeven",
    ];
    let mut cases = Vec::new();
    let mut decls = String::new();
    for (ty, suffix) in [("float", "f32"), ("double", "f64")] {
        for op in ops {
            decls.push_str(&format!("declare {ty} @llvm.{op}.{suffix}({ty})\n"));
            for (i, fmf) in FLAG_SETS.iter().enumerate() {
                cases.push(Case {
                    name: format!("{op}_{ty}_{i}"),
                    params: vec![ty],
                    ret: ty,
                    body: format!(
                        "  %r = call {fmf}{ty} @llvm.{op}.{suffix}({ty} %a0)\n  ret {ty} %r\n"
                    ),
                });
            }
            cases.push(Case {
                name: format!("{op}_{ty}_chain"),
                params: vec![ty, ty],
                ret: ty,
                body: format!(
                    "  %p = fmul {ty} %a0, %a1\n  %r = tail call {ty} @llvm.{op}.{suffix}({ty} %p)\n  %s = fadd {ty} %r, %a1\n  ret {ty} %s\n"
                ),
            });
            cases.push(Case {
                name: format!("{op}_{ty}_nofpclass"),
                params: vec![ty],
                ret: ty,
                body: format!(
                    "  %r = call nofpclass(nan) {ty} @llvm.{op}.{suffix}({ty} %a0)\n  ret {ty} %r\n"
                ),
            });
        }
        decls.push_str(&format!(
            "declare <2 x {ty}> @llvm.sqrt.v2{suffix}(<2 x {ty}>)\n"
        ));
        cases.push(Case {
            name: format!("sqrt_{ty}_vector"),
            params: vec![ty, ty],
            ret: ty,
            body: format!(
                "  %v = insertelement <2 x {ty}> poison, {ty} %a0, i32 0\n  %w = insertelement <2 x {ty}> %v, {ty} %a1, i32 1\n  %r = call <2 x {ty}> @llvm.sqrt.v2{suffix}(<2 x {ty}> %w)\n  %e = extractelement <2 x {ty}> %r, i32 1\n  ret {ty} %e\n"
            ),
        });
    }
    // The plain scalar calls are operations of the fast loop; the ones with
    // a return attribute or a vector operand are not.
    let prog = program(&cases, &decls);
    let (mut fast, mut general) = (0, 0);
    for (f, call) in calls(&prog) {
        let plain = !f.ends_with("_nofpclass") && !f.ends_with("_vector");
        assert_eq!(call.fast.is_some(), plain, "@{f}");
        fast += plain as usize;
        general += !plain as usize;
    }
    assert!(fast == 2 * 8 * 6 && general == 2 * 9, "{fast} {general}");
    agree_with(&cases, &decls, 40, 0x5_9a7e_f00d);
}

/// Loops whose `br` jumps along edges with phis (resolved when the
/// function is compiled) and whose `icmp` and `br` run as one dispatch
/// (fused): every predicate, with and without `samesign`, at every width,
/// on random bounds (poison and undef among them, which stop at the `br`);
/// a phi with fast-math flags (assigned by the general step); and each run
/// again cut by step bounds that fall between a fused `icmp` and its `br`.
#[test]
fn loops_with_phis_and_fused_compare_branches_agree_with_the_general_step() {
    let preds = [
        "eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle",
    ];
    let mut cases = Vec::new();
    for ty in WIDTHS {
        // A bound of at most 31 iterations (the low bits of the argument;
        // i1 keeps its one bit).
        let bound = if ty == "i1" {
            "  %b = or i1 %a0, false\n".to_string()
        } else {
            format!("  %b = and {ty} %a0, 31\n")
        };
        for pred in preds {
            for samesign in ["", "samesign "] {
                cases.push(Case {
                    name: format!("loop_{pred}_{}_{ty}", samesign.len()),
                    params: vec![ty, ty],
                    ret: ty,
                    body: format!(
                        "entry:\n{bound}  br label %loop\nloop:\n  %i = phi {ty} [ 0, %entry ], [ %n, %loop ]\n  %s = phi {ty} [ %a1, %entry ], [ %t, %loop ]\n  %t = add {ty} %s, %i\n  %n = add {ty} %i, 1\n  %c = icmp {samesign}{pred} {ty} %n, %b\n  %d = icmp ult {ty} %n, %b\n  %e = and i1 %c, %d\n  br i1 %e, label %loop, label %exit\nexit:\n  %r = phi {ty} [ %t, %loop ]\n  %x = icmp {samesign}{pred} {ty} %r, %a1\n  br i1 %x, label %yes, label %exit2\nyes:\n  br label %exit2\nexit2:\n  %z = phi {ty} [ %r, %yes ], [ %b, %exit ]\n  ret {ty} %z\n"
                    ),
                });
            }
        }
    }
    // A loop whose phis swap (all inputs read first), and one with a phi
    // that carries fast-math flags.
    cases.push(Case {
        name: "swap".into(),
        params: vec!["i8", "i8"],
        ret: "i8",
        body: "entry:\n  %b = and i8 %a0, 15\n  br label %loop\nloop:\n  %i = phi i8 [ 0, %entry ], [ %n, %loop ]\n  %x = phi i8 [ %a1, %entry ], [ %y, %loop ]\n  %y = phi i8 [ 1, %entry ], [ %x, %loop ]\n  %n = add i8 %i, 1\n  %c = icmp ult i8 %n, %b\n  br i1 %c, label %loop, label %exit\nexit:\n  %r = sub i8 %x, %y\n  ret i8 %r\n".into(),
    });
    cases.push(Case {
        name: "flagged_phi".into(),
        params: vec!["i8", "float"],
        ret: "float",
        body: "entry:\n  %b = and i8 %a0, 15\n  br label %loop\nloop:\n  %i = phi i8 [ 0, %entry ], [ %n, %loop ]\n  %x = phi nnan float [ %a1, %entry ], [ %y, %loop ]\n  %y = fadd float %x, 1.0\n  %n = add i8 %i, 1\n  %c = icmp ult i8 %n, %b\n  br i1 %c, label %loop, label %exit\nexit:\n  ret float %y\n".into(),
    });
    // The fused pairs are decided when the program is built.
    let prog = program(&cases, "");
    let fused = insts(&prog)
        .map(|(_, i)| i)
        .filter(|i| {
            matches!(
                i.op,
                Op::ICmp {
                    then_else: Some(_),
                    ..
                }
            )
        })
        .count();
    // Per loop case: the exit's compare (the loop's `br` is on `%e`); and
    // the two simple loops.
    assert_eq!(fused, WIDTHS.len() * 20 + 2);
    let bounds = [None, Some(5), Some(6), Some(7), Some(12), Some(13)];
    agree_under(&cases, "", 8, 0x100b_f05e, &bounds);
}

/// Calls of the integer intrinsics the fast loop runs as operations
/// (`llvm.smax`/`smin`/`umax`/`umin`, `llvm.abs` with either flag,
/// `llvm.assume` without operand bundles) at every width, on random
/// operands (poison and undef among them, which take the general call
/// path); and calls that must take the general call path (an operand
/// bundle, a return attribute).
#[test]
fn integer_intrinsic_calls_agree_with_the_general_step() {
    let mut cases = Vec::new();
    let mut decls = String::new();
    for ty in WIDTHS {
        let w = &ty[1..];
        for op in ["smax", "smin", "umax", "umin"] {
            decls.push_str(&format!("declare {ty} @llvm.{op}.i{w}({ty}, {ty})\n"));
            cases.push(Case {
                name: format!("{op}_{ty}"),
                params: vec![ty, ty],
                ret: ty,
                body: format!(
                    "  %r = call {ty} @llvm.{op}.i{w}({ty} %a0, {ty} %a1)\n  %s = tail call {ty} @llvm.{op}.i{w}({ty} %r, {ty} 1)\n  ret {ty} %s\n"
                ),
            });
        }
        decls.push_str(&format!("declare {ty} @llvm.abs.i{w}({ty}, i1 immarg)\n"));
        for flag in ["false", "true"] {
            cases.push(Case {
                name: format!("abs_{flag}_{ty}"),
                params: vec![ty],
                ret: ty,
                body: format!(
                    "  %r = call {ty} @llvm.abs.i{w}({ty} %a0, i1 {flag})\n  ret {ty} %r\n"
                ),
            });
        }
        cases.push(Case {
            name: format!("assume_{ty}"),
            params: vec![ty, ty],
            ret: ty,
            body: format!(
                "  %c = icmp ule {ty} %a0, %a1\n  call void @llvm.assume(i1 %c)\n  %d = icmp ne {ty} %a0, %a0\n  %e = xor i1 %d, true\n  call void @llvm.assume(i1 noundef %e)\n  ret {ty} %a1\n"
            ),
        });
        cases.push(Case {
            name: format!("general_{ty}"),
            params: vec![ty, "ptr"],
            ret: ty,
            body: format!(
                "  %c = icmp ne {ty} %a0, 0\n  call void @llvm.assume(i1 %c) [ \"nonnull\"(ptr %a1) ]\n  %r = call noundef {ty} @llvm.smax.i{w}({ty} %a0, {ty} 0)\n  ret {ty} %r\n"
            ),
        });
    }
    decls.push_str("declare void @llvm.assume(i1 noundef)\n");
    let prog = program(&cases, &decls);
    let (mut fast, mut general) = (0, 0);
    for (f, call) in calls(&prog) {
        let plain = !f.starts_with("general_");
        assert_eq!(call.fast.is_some(), plain, "@{f}");
        fast += plain as usize;
        general += !plain as usize;
    }
    assert!(
        fast == 6 * (8 + 2 + 2) && general == 6 * 2,
        "{fast} {general}"
    );
    agree_with(&cases, &decls, 40, 0x1a7_5eed);
}

#[test]
fn calls_and_returns_of_defined_functions_agree_with_the_general_step() {
    let mut cases = Vec::new();
    let mut decls = String::new();
    for ty in WIDTHS {
        // Callees: a `noundef` parameter; a `noundef` result; a `range`
        // parameter (a result that may be poison; not a plain call); a `returned` parameter;
        // `memory(none)` (a guard scope on every call); a store through an
        // argument under `memory(argmem: read)`; a read of a pointer a
        // `tail` call may not access; a recursion.
        decls.push_str(&format!(
            "define {ty} @id_{ty}({ty} noundef %x) {{\n  ret {ty} %x\n}}\n\
             define noundef {ty} @inc_{ty}({ty} %x) {{\n  %y = add nuw {ty} %x, 1\n  ret {ty} %y\n}}\n\
             define {ty} @ranged_{ty}({ty} range({ty} 0, 1) %x) {{\n  ret {ty} %x\n}}\n\
             define {ty} @second_{ty}({ty} returned %x, {ty} %y) {{\n  ret {ty} %y\n}}\n\
             define {ty} @pure_{ty}({ty} %x, {ty} %y) memory(none) {{\n  %s = sub {ty} %x, %y\n  ret {ty} %s\n}}\n\
             define void @put_{ty}(ptr %p, {ty} %v) memory(argmem: read) {{\n  store {ty} %v, ptr %p\n  ret void\n}}\n\
             define {ty} @get_{ty}(ptr %p) {{\n  %v = load {ty}, ptr %p\n  ret {ty} %v\n}}\n\
             define {ty} @down_{ty}({ty} %n, i8 %d) {{\n  %z = icmp eq i8 %d, 0\n  br i1 %z, label %out, label %more\n\
             more:\n  %d1 = sub i8 %d, 1\n  %m = call {ty} @down_{ty}({ty} %n, i8 %d1)\n  %r = add {ty} %m, %n\n  ret {ty} %r\n\
             out:\n  ret {ty} %n\n}}\n"
        ));
        cases.push(Case {
            name: format!("plain_{ty}"),
            params: vec![ty, ty],
            ret: ty,
            body: format!(
                "  %a = call {ty} @id_{ty}({ty} noundef %a0)\n  %b = call {ty} @inc_{ty}({ty} %a)\n  %c = tail call {ty} @pure_{ty}({ty} %b, {ty} %a1)\n  %d = call {ty} @down_{ty}({ty} %c, i8 3)\n  ret {ty} %d\n"
            ),
        });
        cases.push(Case {
            name: format!("attrs_{ty}"),
            params: vec![ty, ty],
            ret: ty,
            body: format!(
                "  %a = call {ty} @ranged_{ty}({ty} %a0)\n  %b = call {ty} @second_{ty}({ty} %a, {ty} %a1)\n  %c = call {ty} @pure_{ty}({ty} %b, {ty} %a1)\n  ret {ty} %c\n"
            ),
        });
        cases.push(Case {
            name: format!("guarded_{ty}"),
            params: vec![ty, ty],
            ret: ty,
            body: format!(
                "  %p = alloca {ty}\n  store {ty} %a0, ptr %p\n  %v = call {ty} @get_{ty}(ptr %p)\n  %c = icmp ult {ty} %a1, 2\n  br i1 %c, label %bad, label %good\n\
                 bad:\n  %z = icmp eq {ty} %a1, 0\n  br i1 %z, label %put, label %tail\n\
                 put:\n  call void @put_{ty}(ptr %p, {ty} %a1)\n  ret {ty} %v\n\
                 tail:\n  %w = tail call {ty} @get_{ty}(ptr %p)\n  ret {ty} %w\n\
                 good:\n  %x = tail call {ty} @pure_{ty}({ty} %v, {ty} %a1)\n  ret {ty} %x\n"
            ),
        });
    }
    let prog = program(&cases, &decls);
    let (mut plain, mut general) = (0, 0);
    for (_, call) in calls(&prog) {
        let p = call.direct.as_ref().is_some_and(|d| d.plain);
        plain += p as usize;
        general += !p as usize;
    }
    // Every call above is plain (4 + 2 + 4 in the cases, one in `@down`)
    // but the one of `@ranged`: its call site has no attributes, so the
    // callee's `range` is checked on its own.
    assert_eq!((plain, general), (6 * 11, 6));
    agree_under(
        &cases,
        &decls,
        30,
        0xca11_5eed,
        &[None, Some(9), Some(14), Some(23)],
    );
}

/// Returns from the fast loop against the general step, where a frame
/// has stack objects to free or a return is not plain: a recursion with an
/// `alloca` per level read after the inner calls return (each return frees
/// only its own objects), a pointer to a returned frame's `alloca` used
/// after the return (UB), `llvm.stacksave`/`llvm.stackrestore` around
/// `alloca`s in a callee, a variadic callee reading its arguments, a call
/// marked `noreturn` that returns (UB), a `noundef` result that is poison
/// (UB), a comparator the C library's `qsort` calls back, and
/// `memory(none)` callees whose access-guard scope is left out (they and
/// their callees access no memory, `sem::no_access`) or kept (a callee of
/// theirs reads memory: UB). Every run also under step bounds that cut
/// calls and returns.
#[test]
fn returns_freeing_stack_objects_agree_with_the_general_step() {
    let mut cases = Vec::new();
    let mut decls = String::from(
        "declare ptr @llvm.stacksave.p0()\n\
         declare void @llvm.stackrestore.p0(ptr)\n\
         declare void @llvm.va_start.p0(ptr)\n\
         declare void @llvm.va_end.p0(ptr)\n\
         declare void @qsort(ptr, i64, i64, ptr)\n\
         define i32 @cmp(ptr %a, ptr %b) {\n  %x = load i32, ptr %a\n  %y = load i32, ptr %b\n  \
         %s = sub i32 %x, %y\n  ret i32 %s\n}\n\
         define i32 @sum(i32 %n, ...) {\n  %ap = alloca [32 x i8], align 16\n  \
         call void @llvm.va_start.p0(ptr %ap)\n  %x = va_arg ptr %ap, i32\n  \
         %y = va_arg ptr %ap, i32\n  call void @llvm.va_end.p0(ptr %ap)\n  \
         %s = add i32 %x, %y\n  %r = add i32 %s, %n\n  ret i32 %r\n}\n",
    );
    for ty in WIDTHS {
        decls.push_str(&format!(
            "define {ty} @deep_{ty}({ty} %n, i8 %d) {{\n  %p = alloca {ty}\n  store {ty} %n, ptr %p\n  \
             %z = icmp eq i8 %d, 0\n  br i1 %z, label %out, label %more\n\
             more:\n  %d1 = sub i8 %d, 1\n  %m = call {ty} @deep_{ty}({ty} %n, i8 %d1)\n  \
             %q = alloca {ty}\n  store {ty} %m, ptr %q\n  %v = load {ty}, ptr %p\n  \
             %w = load {ty}, ptr %q\n  %r = xor {ty} %v, %w\n  ret {ty} %r\n\
             out:\n  %o = load {ty}, ptr %p\n  ret {ty} %o\n}}\n\
             define ptr @escape_{ty}({ty} %n) {{\n  %p = alloca {ty}\n  store {ty} %n, ptr %p\n  \
             ret ptr %p\n}}\n\
             define {ty} @saved_{ty}({ty} %n, i8 %k) {{\n  %a = alloca {ty}\n  store {ty} %n, ptr %a\n  \
             br label %loop\n\
             loop:\n  %i = phi i8 [ 0, %0 ], [ %i1, %loop ]\n  %s = call ptr @llvm.stacksave.p0()\n  \
             %t = alloca {ty}\n  store {ty} %n, ptr %t\n  call void @llvm.stackrestore.p0(ptr %s)\n  \
             %i1 = add i8 %i, 1\n  %c = icmp ult i8 %i1, %k\n  br i1 %c, label %loop, label %done\n\
             done:\n  %v = load {ty}, ptr %a\n  ret {ty} %v\n}}\n\
             define {ty} @ends_{ty}({ty} %n) {{\n  ret {ty} %n\n}}\n\
             define noundef {ty} @defined_{ty}({ty} %n) {{\n  %q = alloca {ty}\n  ret {ty} %n\n}}\n\
             define {ty} @none_{ty}({ty} %n, i8 %d) memory(none) {{\n  %z = icmp eq i8 %d, 0\n  \
             br i1 %z, label %out, label %more\n\
             more:\n  %d1 = sub i8 %d, 1\n  %m = tail call {ty} @none_{ty}({ty} %n, i8 %d1)\n  \
             %r = add {ty} %m, %n\n  ret {ty} %r\n\
             out:\n  ret {ty} %n\n}}\n\
             define {ty} @reads_{ty}(ptr %p) {{\n  %v = load {ty}, ptr %p\n  ret {ty} %v\n}}\n\
             define {ty} @none_reads_{ty}(ptr %p, {ty} %n) memory(none) {{\n  \
             %c = icmp eq {ty} %n, 0\n  br i1 %c, label %read, label %skip\n\
             read:\n  %v = call {ty} @reads_{ty}(ptr %p)\n  ret {ty} %v\n\
             skip:\n  %w = call {ty} @none_{ty}({ty} %n, i8 2)\n  ret {ty} %w\n}}\n"
        ));
        cases.push(Case {
            name: format!("frames_{ty}"),
            params: vec![ty, ty],
            ret: ty,
            body: format!(
                "  %p = alloca {ty}\n  store {ty} %a1, ptr %p\n  \
                 %a = call {ty} @deep_{ty}({ty} %a0, i8 4)\n  \
                 %b = call {ty} @saved_{ty}({ty} %a, i8 3)\n  %q = alloca {ty}\n  \
                 store {ty} %b, ptr %q\n  %c = call {ty} @deep_{ty}({ty} %b, i8 2)\n  \
                 %v = load {ty}, ptr %p\n  %w = load {ty}, ptr %q\n  %x = xor {ty} %v, %w\n  \
                 %y = xor {ty} %x, %c\n  ret {ty} %y\n"
            ),
        });
        cases.push(Case {
            name: format!("dangling_{ty}"),
            params: vec![ty, ty],
            ret: ty,
            body: format!(
                "  %p = call ptr @escape_{ty}({ty} %a0)\n  %c = icmp eq {ty} %a1, 0\n  \
                 br i1 %c, label %use, label %skip\n\
                 use:\n  %v = load {ty}, ptr %p\n  ret {ty} %v\n\
                 skip:\n  %d = call {ty} @defined_{ty}({ty} %a1)\n  ret {ty} %d\n"
            ),
        });
        cases.push(Case {
            name: format!("scopes_{ty}"),
            params: vec![ty, ty],
            ret: ty,
            body: format!(
                "  %p = alloca {ty}\n  store {ty} %a0, ptr %p\n  \
                 %a = tail call {ty} @none_{ty}({ty} %a0, i8 3)\n  \
                 %b = call {ty} @none_reads_{ty}(ptr %p, {ty} %a1)\n  %c = xor {ty} %a, %b\n  \
                 ret {ty} %c\n"
            ),
        });
        cases.push(Case {
            name: format!("noreturn_{ty}"),
            params: vec![ty, ty],
            ret: ty,
            body: format!(
                "  %c = icmp eq {ty} %a1, 0\n  br i1 %c, label %never, label %fine\n\
                 never:\n  %n = call {ty} @ends_{ty}({ty} %a0) noreturn\n  ret {ty} %n\n\
                 fine:\n  %f = call {ty} @ends_{ty}({ty} %a0)\n  ret {ty} %f\n"
            ),
        });
    }
    cases.push(Case {
        name: "callbacks".into(),
        params: vec!["i32", "i32"],
        ret: "i32",
        body: "  %buf = alloca [2 x i32]\n  store i32 %a0, ptr %buf\n  \
               %p = getelementptr i32, ptr %buf, i64 1\n  store i32 %a1, ptr %p\n  \
               call void @qsort(ptr %buf, i64 2, i64 4, ptr @cmp)\n  %x = load i32, ptr %buf\n  \
               %s = call i32 (i32, ...) @sum(i32 %x, i32 %a0, i32 %a1)\n  ret i32 %s\n"
            .into(),
    });
    agree_under(
        &cases,
        &decls,
        25,
        0x5_7ac6,
        &[None, Some(7), Some(19), Some(40)],
    );
    // The cases reach what they are about: the use after the return, the
    // return of a `noreturn` call and a `memory(none)` callee's read of
    // memory through a callee of its own are UB; the others return.
    let prog = program(&cases, &decls);
    let run = |name: &str, a: u64, b: u64| {
        let f = prog.module.function_by_name(name).expect("defined");
        let args = [a, b].map(|v| Arg::Value(Value::Int(ApInt::from_u64(32, v))));
        let r = run_function(
            &prog,
            f,
            args.to_vec(),
            &mut RandomOracle::new(0),
            &RunOptions::default(),
        );
        r.stop
    };
    use llsem::sem::stop::Stop;
    for name in ["dangling_i32", "noreturn_i32", "scopes_i32"] {
        let stop = run(name, 5, 0);
        assert!(matches!(stop, Stop::Ub(_)), "{name}: {stop:?}");
    }
    for name in [
        "frames_i32",
        "dangling_i32",
        "noreturn_i32",
        "scopes_i32",
        "callbacks",
    ] {
        let stop = run(name, 5, 3);
        assert!(matches!(stop, Stop::Returned(Some(_))), "{name}: {stop:?}");
    }
}

/// Loads and stores of every word kind (integers at each width, pointers,
/// floats) in the fast loop against the general step: plain, volatile,
/// with metadata the load checks (`!range`, `!noundef`, `!nonnull`),
/// misaligned, out of bounds, and through bytes written at another type.
/// Checks that exactly the plain accesses get the one-lookup word form.
#[test]
fn loads_and_stores_of_words_agree_with_the_general_step() {
    let mut cases = Vec::new();
    for ty in WIDTHS.iter().copied().chain(["ptr", "float", "double"]) {
        cases.push(Case {
            name: format!("plain_{ty}"),
            params: vec![ty, "i64"],
            ret: ty,
            body: format!(
                "  %p = alloca [16 x {ty}]\n  %o = and i64 %a1, 15\n  %q = getelementptr i8, ptr %p, i64 %o\n  store {ty} %a0, ptr %q, align 1\n  %x = load {ty}, ptr %q, align 1\n  store volatile {ty} %x, ptr %p\n  %y = load volatile {ty}, ptr %p\n  store {ty} %y, ptr %p\n  %z = load {ty}, ptr %p, !noundef !{{}}\n  %b = load i8, ptr %q\n  store i8 %b, ptr %p\n  %w = load {ty}, ptr %p\n  %c = icmp eq i8 %b, 0\n  %r = select i1 %c, {ty} %w, {ty} %z\n  ret {ty} %r\n"
            ),
        });
    }
    for ty in WIDTHS {
        cases.push(Case {
            name: format!("range_{ty}"),
            params: vec![ty],
            ret: ty,
            body: format!(
                "  %p = alloca {ty}\n  store {ty} %a0, ptr %p\n  %x = load {ty}, ptr %p, !range !{{{ty} 0, {ty} 1}}\n  ret {ty} %x\n"
            ),
        });
    }
    cases.push(Case {
        name: "nonnull".into(),
        params: vec!["ptr"],
        ret: "ptr",
        body: "  %p = alloca ptr\n  store ptr %a0, ptr %p\n  %x = load ptr, ptr %p, !nonnull !{}\n  ret ptr %x\n"
            .into(),
    });
    agree(&cases, 40, 0x10ad_5707e);
    let prog = program(&cases, "");
    let (mut word, mut none) = (0, 0);
    for (_, inst) in insts(&prog) {
        let (w, plain) = match &inst.op {
            Op::Load {
                word,
                volatile,
                checks,
                ..
            } => (*word, !volatile && **checks == Default::default()),
            Op::Store { word, volatile, .. } => (*word, !volatile),
            _ => continue,
        };
        assert_eq!(w != WordAccess::None, plain, "{:?}", inst.op);
        if plain {
            word += 1;
        } else {
            none += 1;
        }
    }
    assert!(word > 0 && none > 0);
}

/// The name of a fast form's kind, for the checks of which instructions
/// get which form (a fused `icmp` is marked).
fn form_name(form: &FastOp) -> &'static str {
    match form {
        FastOp::General => "general",
        FastOp::BinaryRR { .. } => "rr",
        FastOp::BinaryRC { .. } => "rc",
        FastOp::ICmpRR { fused, .. } if *fused != FastOp::NOT_FUSED => "icmp_rr_fused",
        FastOp::ICmpRR { .. } => "icmp_rr",
        FastOp::ICmpRC { fused, .. } if *fused != FastOp::NOT_FUSED => "icmp_rc_fused",
        FastOp::ICmpRC { .. } => "icmp_rc",
        FastOp::CondBr { .. } => "condbr",
        FastOp::Br(_) => "br",
        FastOp::Cast { .. } => "cast",
        FastOp::Load { .. } => "load",
        FastOp::LoadI8(..)
        | FastOp::LoadI32(..)
        | FastOp::LoadI64(..)
        | FastOp::LoadPtr(..)
        | FastOp::LoadF64(..) => "load_n",
        FastOp::StoreR { .. } => "store_r",
        FastOp::StoreI8(..)
        | FastOp::StoreI32(..)
        | FastOp::StoreI64(..)
        | FastOp::StorePtr(..)
        | FastOp::StoreF64(..) => "store_n",
        FastOp::StoreC { .. } => "store_c",
        FastOp::Gep { .. } => "gep",
        FastOp::GepIndex { .. } => "gep_index",
        FastOp::GepConst { .. } => "gep_const",
        FastOp::Select { .. } => "select",
        FastOp::FloatRR { .. } => "frr",
        FastOp::FloatRC { .. } => "frc",
    }
}

/// Asserts that the instructions of each function of `prog` named in
/// `expected` have, in order, the fast forms named there.
fn assert_forms(prog: &Program, expected: &[(String, Vec<&str>)]) {
    for (name, want) in expected {
        let f = prog.module.function_by_name(name).expect("defined");
        let FuncKind::Defined(code) = &prog.funcs[f.0 as usize].kind else {
            panic!("@{name} is defined");
        };
        let got: Vec<&str> = (code.blocks.iter())
            .flat_map(|b| {
                assert_eq!(
                    b.fast().len(),
                    b.insts.len(),
                    "@{name}: one form per instruction"
                );
                b.fast().iter().map(form_name)
            })
            .collect();
        assert_eq!(&got, want, "@{name}");
    }
}

/// The integer operations with fast forms of their own (decision 0029):
/// every binary operator with each of its flags, on two registers and on
/// a register and a constant; `icmp` with every predicate, alone and fused
/// with its `br`; `trunc`/`zext`/`sext`; stores of constants; `select`
/// (also of pointers and floats); at widths 1, 7, 8, 32, 63 and 64, on
/// random operands (poison and undef among them).
/// Operands a form does not take (a constant on the left, a poison or
/// undef constant) leave the instruction general, and each instruction is
/// checked to have exactly the form intended.
#[test]
fn integer_fast_forms_agree_with_the_general_step() {
    let binops: [(&str, &[&str]); 9] = [
        ("add", &["", "nuw ", "nsw ", "nuw nsw "]),
        ("sub", &["", "nuw ", "nsw ", "nuw nsw "]),
        ("mul", &["", "nuw ", "nsw ", "nuw nsw "]),
        ("shl", &["", "nuw ", "nsw ", "nuw nsw "]),
        ("lshr", &["", "exact "]),
        ("ashr", &["", "exact "]),
        ("and", &[""]),
        ("or", &["", "disjoint "]),
        ("xor", &[""]),
    ];
    let preds = [
        "eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle",
    ];
    let mut cases = Vec::new();
    let mut expected = Vec::new();
    let mut case = |name: String, params: Vec<&'static str>, ret, body: String, forms| {
        expected.push((name.clone(), forms));
        cases.push(Case {
            name,
            params,
            ret,
            body,
        });
    };
    for ty in WIDTHS {
        for (op, flag_sets) in binops {
            for flags in flag_sets {
                let op = format!("{op} {flags}");
                let name = op.trim().replace(' ', "_");
                case(
                    format!("{name}_rr_{ty}"),
                    vec![ty, ty],
                    ty,
                    format!("  %r = {op}{ty} %a0, %a1\n  ret {ty} %r\n"),
                    vec!["rr", "general"],
                );
                for (k, c) in ["1", "-1"].iter().enumerate() {
                    case(
                        format!("{name}_rc{k}_{ty}"),
                        vec![ty],
                        ty,
                        format!("  %r = {op}{ty} %a0, {c}\n  ret {ty} %r\n"),
                        vec!["rc", "general"],
                    );
                }
                case(
                    format!("{name}_general_{ty}"),
                    vec![ty],
                    ty,
                    format!(
                        "  %r = {op}{ty} 1, %a0\n  %s = {op}{ty} %a0, undef\n  %p = {op}{ty} %a0, poison\n  %t = xor {ty} %r, %s\n  %u = or {ty} %t, %p\n  ret {ty} %u\n"
                    ),
                    vec!["general", "general", "general", "rr", "rr", "general"],
                );
            }
        }
        for pred in preds {
            for samesign in ["", "samesign "] {
                let icmp = format!("icmp {samesign}{pred} {ty}");
                let n = samesign.len();
                case(
                    format!("icmp_{pred}_{n}_{ty}"),
                    vec![ty, ty],
                    "i1",
                    format!(
                        "  %r = {icmp} %a0, %a1\n  %s = {icmp} %a0, -1\n  %u = {icmp} %a0, undef\n  %t = xor i1 %r, %s\n  %v = or i1 %t, %u\n  ret i1 %v\n"
                    ),
                    vec!["icmp_rr", "icmp_rc", "general", "rr", "rr", "general"],
                );
                case(
                    format!("icmp_br_{pred}_{n}_{ty}"),
                    vec![ty, ty],
                    ty,
                    format!(
                        "entry:\n  %c = {icmp} %a0, 1\n  br i1 %c, label %yes, label %no\nyes:\n  %d = {icmp} %a0, %a1\n  br i1 %d, label %no, label %end\nno:\n  br label %end\nend:\n  %r = phi {ty} [ %a0, %yes ], [ %a1, %no ]\n  ret {ty} %r\n"
                    ),
                    vec![
                        "icmp_rc_fused",
                        "condbr",
                        "icmp_rr_fused",
                        "condbr",
                        "br",
                        "general",
                    ],
                );
            }
        }
        if ty != "i64" {
            case(
                format!("casts_{ty}"),
                vec!["i64", ty],
                "i64",
                format!(
                    "  %t = trunc i64 %a0 to {ty}\n  %u = trunc nuw i64 %a0 to {ty}\n  %v = trunc nsw i64 %a0 to {ty}\n  %w = trunc nuw nsw i64 %a0 to {ty}\n  %x = xor {ty} %t, %u\n  %y = xor {ty} %v, %w\n  %z = add {ty} %x, %y\n  %s = sext {ty} %z to i64\n  %n = zext nneg {ty} %a1 to i64\n  %e = zext {ty} %a1 to i64\n  %k = zext {ty} 1 to i64\n  %m = xor i64 %s, %n\n  %o = xor i64 %m, %e\n  %r = xor i64 %o, %k\n  ret i64 %r\n"
                ),
                vec![
                    "cast", "cast", "cast", "cast", "rr", "rr", "rr", "cast", "cast", "cast",
                    "general", "rr", "rr", "rr", "general",
                ],
            );
        }
        case(
            format!("stores_{ty}"),
            vec![ty, "i64"],
            ty,
            format!(
                "  %p = alloca [4 x {ty}]\n  %i = and i64 %a1, 3\n  %q = getelementptr inbounds {ty}, ptr %p, i64 %i\n  store {ty} -1, ptr %q\n  %x = load {ty}, ptr %p\n  store {ty} %a0, ptr %q\n  %y = load {ty}, ptr %q\n  store {ty} poison, ptr %p\n  %z = load {ty}, ptr %p\n  store {ty} undef, ptr %q\n  %w = load {ty}, ptr %q\n  %s = getelementptr [4 x {ty}], ptr %p, i64 0, i64 %i\n  %v = load {ty}, ptr %s\n  %r = xor {ty} %x, %y\n  %t = xor {ty} %r, %v\n  %u = or {ty} %z, %w\n  %o = or {ty} %t, %u\n  ret {ty} %o\n"
            ),
            {
                // `i8` and `i32` at their natural alignment (the default
                // layout aligns `i64` to 4) have forms of their own
                // (decision 0033).
                let natural = ["i8", "i32"].contains(&ty);
                let (load, store) = if natural {
                    ("load_n", "store_n")
                } else {
                    ("load", "store_r")
                };
                vec![
                    "general",
                    "rc",
                    "gep_index",
                    "store_c",
                    load,
                    store,
                    load,
                    "general",
                    load,
                    "general",
                    load,
                    "gep_index",
                    load,
                    "rr",
                    "rr",
                    "rr",
                    "rr",
                    "general",
                ]
            },
        );
    }
    for ty in WIDTHS.iter().copied().chain(["ptr", "float"]) {
        case(
            format!("select_{ty}"),
            vec![ty, ty, "i8"],
            ty,
            format!(
                "  %c = icmp ult i8 %a2, 100\n  %r = select i1 %c, {ty} %a0, {ty} %a1\n  %d = trunc i8 %a2 to i1\n  %s = select i1 %d, {ty} %r, {ty} poison\n  %t = select i1 true, {ty} %s, {ty} %a0\n  %u = select i1 %c, {ty} undef, {ty} %t\n  ret {ty} %u\n"
            ),
            vec![
                "icmp_rc", "select", "cast", "select", "general", "select", "general",
            ],
        );
    }
    case(
        "select_nnan".into(),
        vec!["float", "float", "i1"],
        "float",
        "  %r = select nnan i1 %a2, float %a0, float %a1\n  ret float %r\n".into(),
        vec!["general", "general"],
    );
    assert_forms(&program(&cases, ""), &expected);
    agree(&cases, 12, 0x0f05_7f02);
}

/// The float binary operators' fast forms (decision 0033): `fadd`..`frem`
/// with each set of fast-math flags, on two registers and on a register
/// and a constant (a NaN with a payload and a negative zero among them),
/// for `float` and `double`, on random operands (NaN payloads, poison,
/// undef); a constant on the left, a poison or undef constant and a
/// constant of a format wider than 64 bits leave the instruction general.
#[test]
fn float_fast_forms_agree_with_the_general_step() {
    let mut cases = Vec::new();
    let mut expected = Vec::new();
    let mut case = |name: String, params: Vec<&'static str>, ret, body: String, forms| {
        expected.push((name.clone(), forms));
        cases.push(Case {
            name,
            params,
            ret,
            body,
        });
    };
    for ty in ["float", "double"] {
        let consts = ["1.5", "-0.0", "0x7FF8000020000000", "0x7FF0000020000000"];
        for op in ["fadd", "fsub", "fmul", "fdiv", "frem"] {
            for (i, fmf) in FLAG_SETS.iter().enumerate() {
                let f = format!("{op} {fmf}{ty}");
                case(
                    format!("{op}_rr_{ty}_{i}"),
                    vec![ty, ty],
                    ty,
                    format!("  %r = {f} %a0, %a1\n  %s = {f} %r, %r\n  ret {ty} %s\n"),
                    vec!["frr", "frr", "general"],
                );
                for (k, c) in consts.iter().enumerate() {
                    case(
                        format!("{op}_rc{k}_{ty}_{i}"),
                        vec![ty],
                        ty,
                        format!("  %r = {f} %a0, {c}\n  ret {ty} %r\n"),
                        vec!["frc", "general"],
                    );
                }
                case(
                    format!("{op}_general_{ty}_{i}"),
                    vec![ty],
                    ty,
                    format!(
                        "  %r = {f} 2.0, %a0\n  %s = {f} %a0, undef\n  %p = {f} %a0, poison\n  %t = fadd {ty} %r, %s\n  %u = fadd {ty} %t, %p\n  ret {ty} %u\n"
                    ),
                    vec!["general", "general", "general", "frr", "frr", "general"],
                );
            }
        }
    }
    case(
        "fp80".into(),
        vec!["double"],
        "double",
        "  %x = fpext double %a0 to x86_fp80\n  %y = fadd x86_fp80 %x, 0xK3FFF8000000000000000\n  %z = fmul x86_fp80 %y, %x\n  %r = fptrunc x86_fp80 %z to double\n  ret double %r\n".into(),
        vec!["general", "general", "frr", "general", "general"],
    );
    assert_forms(&program(&cases, ""), &expected);
    agree(&cases, 24, 0x0f10_a7f0);
}

/// The `getelementptr` fast forms (decision 0033): with each set of flags
/// and indices of widths 1, 7, 8, 32, 63 and 64 (random, poison, undef),
/// from pointers without provenance, poison and null, into an `alloca`
/// (in and out of bounds) and from the result; under the
/// index widths 64 and 32. Steps that add nothing (a constant zero index,
/// a field at offset 0) do not count: one index register left is
/// `GepIndex`, one field or constant index `Gep`, anything else general;
/// at the index width 64 constant indices alone are `GepConst` (decision
/// 0037).
#[test]
fn getelementptr_fast_forms_agree_with_the_general_step() {
    let flag_sets = [
        "",
        "inbounds ",
        "nuw ",
        "nusw ",
        "inbounds nuw ",
        "nusw nuw ",
    ];
    let mut cases = Vec::new();
    // The forms at the index widths 64 and 32.
    let mut expected = (Vec::new(), Vec::new());
    for (f, flags) in flag_sets.iter().enumerate() {
        for ty in WIDTHS {
            let g = format!("getelementptr {flags}");
            for (wide, expected) in [(true, &mut expected.0), (false, &mut expected.1)] {
                let (constant, field) = if wide {
                    ("gep_const", "gep_const")
                } else {
                    ("general", "gep")
                };
                expected.push((
                    format!("gep_forms_{f}_{ty}"),
                    [
                        &["gep_index", "gep_index", "general", constant, field][..],
                        &["general", "gep", "gep", "general", "general", "gep_index"],
                        &[field],
                        &["general"; 7],
                        &["rr"; 6],
                        &["general"],
                    ]
                    .concat(),
                ));
            }
            cases.push(Case {
                name: format!("gep_forms_{f}_{ty}"),
                params: vec!["ptr", ty],
                ret: "i64",
                body: format!(
                    "  %p = {g}i32, ptr %a0, {ty} %a1
  %q = {g}[4 x i32], ptr %a0, i64 0, {ty} %a1
  %r = {g}{{ i8, [4 x i16] }}, ptr %a0, i32 0, i32 1, {ty} %a1
  %s = {g}{{ i32, i8 }}, ptr %a0, {ty} 0, i32 0
  %t = {g}{{ i32, i8 }}, ptr %a0, i64 0, i32 1
  %u = {g}[4 x i32], ptr %a0, {ty} 1, {ty} %a1
  %v = {g}i32, ptr %a0, {ty} undef
  %w = {g}i32, ptr %a0, {ty} poison
  %x = {g}i32, ptr null, {ty} %a1
  %a = alloca [4 x i64]
  %b = {g}[4 x i64], ptr %a, i64 0, {ty} %a1
  %c = {g}i8, ptr %b, i64 -1
  %d = ptrtoint ptr %c to i64
  %e = ptrtoint ptr %p to i64
  %h = ptrtoint ptr %q to i64
  %i = ptrtoint ptr %r to i64
  %j = ptrtoint ptr %s to i64
  %k = ptrtoint ptr %t to i64
  %m = ptrtoint ptr %u to i64
  %o = add i64 %d, %e
  %o1 = add i64 %o, %h
  %o2 = add i64 %o1, %i
  %o3 = add i64 %o2, %j
  %o4 = add i64 %o3, %k
  %o5 = add i64 %o4, %m
  ret i64 %o5
"
                ),
            });
        }
    }
    for (layout, expected) in [
        ("", expected.0),
        ("target datalayout = \"p:64:64:64:32\"\n", expected.1),
    ] {
        assert_forms(&program(&cases, layout), &expected);
        agree_with(&cases, layout, 24, 0x6e9_f0e5);
    }
}

/// `getelementptr`s of constant indices alone, folded to one byte offset
/// when the function is compiled (`GepConst`, decision 0037), against the
/// general step's rules index by index: each set of flags, from a random
/// pointer (no provenance, null, poison) and from a pointer into an
/// `alloca` at a random offset (in bounds, one past the end, out of
/// bounds). Exactly the indices that fold as one offset does get the
/// form: not a negative index before a positive one (whose partial sums
/// `inbounds` and `nusw` check on the way), not one whose product or sum
/// wraps under the flags (poison whatever the base).
#[test]
fn constant_getelementptrs_fold_to_one_offset() {
    let flag_sets = [
        "",
        "inbounds ",
        "nuw ",
        "nusw ",
        "inbounds nuw ",
        "nusw nuw ",
    ];
    // The source type, the indices, whether they fold under flags that
    // include (nusw or inbounds, nuw), and the form if not (`Gep` for one
    // step that adds something).
    type Folds = fn(bool, bool) -> bool;
    let shapes: [(&str, &str, Folds, &str); 12] = [
        ("{ ptr, i64 }", "i32 0, i32 1", |_, _| true, ""),
        ("{ ptr, i64 }", "i32 0, i32 0", |_, _| true, ""),
        ("[4 x [4 x i32]]", "i64 1, i64 2, i64 3", |_, _| true, ""),
        ("[4 x [4 x i32]]", "i64 1, i64 -1", |_, _| false, "general"),
        ("[4 x [4 x i32]]", "i64 -1, i64 3", |_, _| false, "general"),
        ("i8", "i64 -1", |_, _| true, ""),
        (
            "i64",
            "i64 -2305843009213693952",
            |sw, nuw| !sw && !nuw,
            "gep",
        ),
        ("i32", "i1 1", |_, nuw| !nuw, "gep"),
        ("{ i32, [2 x i16] }", "i32 0, i32 1, i64 1", |_, _| true, ""),
        ("i8", "i64 9223372036854775807", |_, _| true, ""),
        (
            "[2 x i64]",
            "i64 4611686018427387904, i64 0",
            |sw, nuw| !sw && !nuw,
            "gep",
        ),
        ("[2 x i16]", "i8 -128, i64 0", |_, nuw| !nuw, "gep"),
    ];
    let mut cases = Vec::new();
    let mut expected = Vec::new();
    for (f, flags) in flag_sets.iter().enumerate() {
        let sw = flags.contains("nusw") || flags.contains("inbounds");
        let nuw = flags.contains("nuw");
        for (k, (ty, indices, folds, otherwise)) in shapes.iter().enumerate() {
            let form = if folds(sw, nuw) {
                "gep_const"
            } else {
                otherwise
            };
            let gep = format!("getelementptr {flags}{ty}");
            let name = format!("const_gep_{f}_{k}");
            expected.push((name.clone(), vec![form, "general", "general"]));
            cases.push(Case {
                name,
                params: vec!["ptr", "i64"],
                ret: "i64",
                body: format!(
                    "  %g = {gep}, ptr %a0, {indices}\n  %r = ptrtoint ptr %g to i64\n  ret i64 %r\n"
                ),
            });
            let name = format!("const_gep_alloca_{f}_{k}");
            expected.push((
                name.clone(),
                vec!["general", "rc", "gep_index", form, "general", "general"],
            ));
            cases.push(Case {
                name,
                params: vec!["ptr", "i64"],
                ret: "i64",
                body: format!(
                    "  %m = alloca [8 x i64], align 8\n  %o = and i64 %a1, 127\n  %b = getelementptr i8, ptr %m, i64 %o\n  %g = {gep}, ptr %b, {indices}\n  %r = ptrtoint ptr %g to i64\n  ret i64 %r\n"
                ),
            });
        }
    }
    assert_forms(&program(&cases, ""), &expected);
    agree(&cases, 32, 0x0037_9e9f);
}

/// Loads and stores of the natural word accesses (`i8`, `i32`, `i64`,
/// `ptr`, `double` at the alignment of their size) have forms of their
/// own (decision 0033); the same types at other alignments, and other
/// types, keep the general word forms. Each is run on random values
/// (poison and undef among them), through an `alloca` and through a
/// pointer into it at a random offset (misaligned in the last case of
/// each type), the bytes read back as another type.
#[test]
fn natural_word_accesses_agree_with_the_general_step() {
    let natural = [("i8", 1), ("i32", 4), ("i64", 8), ("ptr", 8), ("double", 8)];
    let mut cases = Vec::new();
    let mut expected = Vec::new();
    for ty in ["i8", "i16", "i32", "i64", "ptr", "float", "double"] {
        for (align, mask) in [(1, 56), (2, 56), (4, 56), (8, 56), (16, 56), (8, 7)] {
            let n = if natural.contains(&(ty, align)) {
                ("load_n", "store_n")
            } else {
                ("load", "store_r")
            };
            let name = format!("natural_{ty}_{align}_{mask}");
            expected.push((
                name.clone(),
                vec![
                    "general",
                    "rc",
                    "gep_index",
                    n.1,
                    n.0,
                    "store_r",
                    n.0,
                    "load_n",
                    "general",
                ],
            ));
            cases.push(Case {
                name,
                params: vec![ty, "i64"],
                ret: "i64",
                body: format!(
                    "  %p = alloca [8 x i64], align 16\n  %o = and i64 %a1, {mask}\n  %q = getelementptr i8, ptr %p, i64 %o\n  store {ty} %a0, ptr %q, align {align}\n  %x = load {ty}, ptr %q, align {align}\n  store {ty} %x, ptr %p, align 16\n  %y = load {ty}, ptr %p, align {align}\n  %z = load i64, ptr %p, align 8\n  ret i64 %z\n"
                ),
            });
        }
    }
    assert_forms(&program(&cases, ""), &expected);
    agree(&cases, 40, 0x4a7_0a1);
}

/// Calls of the C library's heap functions that the program's plan runs
/// straight through their model (`DirectCall::plain_library`,
/// `Machine::call_library_plain`) against the same program with every
/// such plan taken back, whose calls take `eval_call`'s general way: at
/// each parameter width of 1 to 64 bits, sizes that are poison, undef,
/// zero, small or too large for the memory bound, with and without
/// `noundef` at the call site (UB, or the model's own UB for a poison
/// size); `calloc` whose product overflows; a `nonnull` and a `noundef
/// nonnull` result that may be null (poison, UB); a use after `free`, a
/// double `free`, a `free` of a stack object and of null; every run fast
/// and traced, under step bounds that cut the calls, and in an
/// environment whose allocations may fail (a choice per call). Checks
/// which calls are plain.
#[test]
fn heap_function_calls_agree_with_the_general_call_path() {
    for (w, ty) in WIDTHS.into_iter().enumerate() {
        let decls = format!(
            "declare ptr @malloc({ty})\ndeclare ptr @calloc({ty}, {ty})\ndeclare void @free(ptr)\n"
        );
        let cases = [
            Case {
                name: format!("roundtrip_{ty}"),
                params: vec![ty, "i8"],
                ret: "i8",
                body: format!(
                    "  %p = call noalias ptr @malloc({ty} noundef %a0)\n  %n = icmp eq ptr %p, null\n  br i1 %n, label %none, label %some\n\
                     none:\n  ret i8 0\n\
                     some:\n  store i8 %a1, ptr %p\n  %v = load i8, ptr %p\n  call void @free(ptr noundef %p)\n  ret i8 %v\n"
                ),
            },
            Case {
                name: format!("model_ub_{ty}"),
                params: vec![ty, ty],
                ret: "i1",
                body: format!(
                    "  %p = call ptr @malloc({ty} %a0)\n  %q = call ptr @calloc({ty} %a0, {ty} %a1)\n  call void @free(ptr %q)\n  call void @free(ptr %p)\n  %n = icmp eq ptr %p, null\n  ret i1 %n\n"
                ),
            },
            Case {
                name: format!("nonnull_{ty}"),
                params: vec![ty, ty],
                ret: "i1",
                body: format!(
                    "  %p = call nonnull ptr @calloc({ty} noundef %a0, {ty} noundef %a1)\n  %n = icmp eq ptr %p, null\n  %q = call noundef nonnull ptr @malloc({ty} noundef %a1)\n  call void @free(ptr %q)\n  ret i1 %n\n"
                ),
            },
            Case {
                name: format!("misuse_{ty}"),
                params: vec![ty, "i8"],
                ret: "i8",
                body: format!(
                    "  %s = alloca i8\n  %p = call ptr @malloc({ty} noundef 1)\n  call void @free(ptr null)\n  call void @free(ptr %p)\n  %k = and i8 %a1, 3\n  switch i8 %k, label %late [i8 0, label %twice\n                              i8 1, label %stack]\n\
                     twice:\n  call void @free(ptr %p)\n  ret i8 1\n\
                     stack:\n  call void @free(ptr %s)\n  ret i8 2\n\
                     late:\n  %v = load i8, ptr %p\n  ret i8 %v\n"
                ),
            },
        ];
        let fast = program(&cases, &decls);
        // Every heap call above: 2 + 4 + 3 + 5.
        assert_eq!(plain_library_calls(&fast), 14, "{ty}");
        let mut general = program(&cases, &decls);
        take_back_plain_library_calls(&mut general);
        let mut g = Gen(0x4ea9 + w as u64);
        let (mut returned, mut stopped) = (0, 0);
        for c in &cases {
            let f = fast.module.function_by_name(&c.name).expect("defined");
            for k in 0..40u64 {
                let mut args: Vec<Value> = c.params.iter().map(|t| g.arg(t)).collect();
                // Now and then a size too large for the memory bound.
                if k % 7 == 3 {
                    args[0] = Value::Int(ApInt::from_u64(64, u64::MAX).trunc(args_width(ty)));
                }
                for (bound, heap_fail) in [(None, false), (Some(6), false), (None, true)] {
                    let mut opts = RunOptions::default();
                    if let Some(b) = bound {
                        opts.limits.max_steps = b;
                    }
                    opts.env.heap_fail = heap_fail;
                    let run = |prog: &Program, trace: bool| -> RunResult {
                        let opts = RunOptions {
                            trace,
                            ..opts.clone()
                        };
                        let args = args.iter().cloned().map(Arg::Value).collect();
                        run_function(prog, f, args, &mut RandomOracle::new(k), &opts)
                    };
                    let want = run(&general, true);
                    for got in [run(&fast, false), run(&fast, true), run(&general, false)] {
                        assert_same_run(&got, &want, &format!("@{} on {args:?}", c.name));
                    }
                    match want.stop {
                        llsem::sem::stop::Stop::Returned(_) => returned += 1,
                        _ => stopped += 1,
                    }
                }
            }
        }
        // Both endings are exercised.
        assert!(returned > 40 && stopped > 40, "{ty}: {returned} {stopped}");
    }
}

/// How many calls of `prog` take the plain library path.
fn plain_library_calls(prog: &Program) -> usize {
    calls(prog)
        .filter(|(_, c)| c.direct.as_ref().is_some_and(|d| d.plain_library))
        .count()
}

/// Takes back every plain library call of `prog`: they then take
/// `eval_call`'s general way.
fn take_back_plain_library_calls(prog: &mut Program) {
    for info in &mut prog.funcs {
        if let FuncKind::Defined(code) = &mut info.kind {
            for inst in code.blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
                if let Op::Call(call) = &mut inst.op
                    && let Some(d) = call.direct.as_mut()
                {
                    d.plain_library = false;
                }
            }
        }
    }
}

/// Asserts that `got` ran as the reference run `want` did (`what`
/// names the case): the same stop, steps, location, choices and events,
/// and the same trace where `got` has one.
fn assert_same_run(got: &RunResult, want: &RunResult, what: &str) {
    assert!(
        got.stop == want.stop
            && got.steps == want.steps
            && got.location == want.location
            && got.choices == want.choices
            && got.events == want.events
            && got
                .trace
                .as_ref()
                .is_none_or(|t| Some(t) == want.trace.as_ref()),
        "{what}: {:?} after {} steps, reference {:?} after {} steps",
        got.stop,
        got.steps,
        want.stop,
        want.steps
    );
}

/// The width of the integer type `iN`.
fn args_width(ty: &str) -> u32 {
    ty[1..].parse().expect("iN")
}

/// Calls of `<math.h>` functions resolved when the program is built
/// (decision 0049) and of defined functions with float arguments and
/// results, on the program as planned, with every plain library call
/// taken back (the general call path with the resolved model), and with
/// every math function left to the C library by name (the path before
/// the resolution): `sqrt`, `fabs`, `pow`, `fmod` (plain), `ldexp` (it
/// may set `errno`: not plain), a `ceil` declared on an integer (the
/// environment runs it: not plain), `noundef` float arguments and results
/// of defined functions (now passing their attributes unchanged when
/// defined) and a `nofpclass` one (checked in full); random operands with
/// NaNs, infinities, subnormals, poison and undef; every run fast and
/// traced, also under step bounds that cut the calls. Checks which calls
/// are plain.
#[test]
fn math_calls_and_float_arguments_agree_with_the_general_call_path() {
    for (ty, f) in [("double", ""), ("float", "f")] {
        let decls = format!(
            "declare {ty} @sqrt{f}({ty})\ndeclare {ty} @fabs{f}({ty})\ndeclare {ty} @pow{f}({ty}, {ty})\n\
             declare {ty} @fmod{f}({ty}, {ty})\ndeclare {ty} @ldexp{f}({ty}, i32)\ndeclare i32 @ceil{f}(i32)\n\
             define {ty} @half({ty} noundef %x) {{\n  %y = fmul {ty} %x, 0.5\n  ret {ty} %y\n}}\n\
             define noundef {ty} @neg({ty} %x) {{\n  %y = fneg {ty} %x\n  ret {ty} %y\n}}\n\
             define {ty} @finite({ty} nofpclass(nan inf) %x) {{\n  ret {ty} %x\n}}\n"
        );
        let cases = [
            Case {
                name: format!("math_{ty}"),
                params: vec![ty, ty],
                ret: ty,
                body: format!(
                    "  %a = call {ty} @sqrt{f}({ty} noundef %a0)\n  %b = call {ty} @fabs{f}({ty} %a)\n  %c = call {ty} @pow{f}({ty} %b, {ty} noundef %a1)\n  %d = call {ty} @fmod{f}({ty} %c, {ty} %a1)\n  %e = call {ty} @ldexp{f}({ty} %d, i32 3)\n  ret {ty} %e\n"
                ),
            },
            Case {
                name: format!("defined_{ty}"),
                params: vec![ty, ty],
                ret: ty,
                body: format!(
                    "  %a = call {ty} @half({ty} noundef %a0)\n  %b = call noundef {ty} @neg({ty} %a)\n  %c = call {ty} @finite({ty} nofpclass(nan inf) %a1)\n  %d = fadd {ty} %b, %c\n  ret {ty} %d\n"
                ),
            },
            Case {
                name: format!("misdeclared_{ty}"),
                params: vec!["i32", ty],
                ret: "i32",
                body: format!(
                    "  %a = call i32 @ceil{f}(i32 %a0)\n  %b = call {ty} @sqrt{f}({ty} %a1)\n  ret i32 %a\n"
                ),
            },
        ];
        let planned = program(&cases, &decls);
        // sqrt, fabs, pow, fmod in the first case, sqrt in the last.
        assert_eq!(plain_library_calls(&planned), 5, "{ty}");
        let general = |by_name: bool| {
            let mut prog = program(&cases, &decls);
            take_back_plain_library_calls(&mut prog);
            if by_name {
                for info in &mut prog.funcs {
                    info.library_fn = None;
                }
            }
            prog
        };
        let (resolved, by_name) = (general(false), general(true));
        assert_eq!(
            plain_library_calls(&resolved) + plain_library_calls(&by_name),
            0
        );
        let mut g = Gen(0x5e11 + ty.len() as u64);
        let (mut returned, mut stopped) = (0, 0);
        for c in &cases {
            let func = planned.module.function_by_name(&c.name).expect("defined");
            for k in 0..60u64 {
                let args: Vec<Value> = c.params.iter().map(|t| g.arg(t)).collect();
                for bound in [None, Some(3), Some(5)] {
                    let mut opts = RunOptions::default();
                    if let Some(b) = bound {
                        opts.limits.max_steps = b;
                    }
                    let run = |prog: &Program, trace: bool| -> RunResult {
                        let opts = RunOptions {
                            trace,
                            ..opts.clone()
                        };
                        let args = args.iter().cloned().map(Arg::Value).collect();
                        run_function(prog, func, args, &mut RandomOracle::new(k), &opts)
                    };
                    let want = run(&by_name, true);
                    for got in [
                        run(&planned, false),
                        run(&planned, true),
                        run(&resolved, false),
                        run(&resolved, true),
                        run(&by_name, false),
                    ] {
                        assert_same_run(&got, &want, &format!("@{} on {args:?}", c.name));
                    }
                    match want.stop {
                        llsem::sem::stop::Stop::Returned(_) => returned += 1,
                        _ => stopped += 1,
                    }
                }
            }
        }
        // Both endings are exercised.
        assert!(returned > 60 && stopped > 60, "{ty}: {returned} {stopped}");
    }
}
