//! Calls of a function named at the call site run on a plan made once when
//! the program is built (`sem::call_plan`: merged attributes, callee checks
//! left out when the call's own check covers them, no guard scope when none
//! can restrict). A call through a function pointer has no plan and checks
//! everything as it goes. Here every combination of call-site and callee
//! attributes on parameters and results (noundef, nonnull, range, align,
//! dereferenceable, readonly, readnone, memory effects, tail calls) is
//! called both ways on random arguments (poison, undef, null, misaligned,
//! out of range, out of bounds): both runs must end the same way, with the
//! same choices.

use super::xorshift::Gen;
use std::sync::Arc;

use llsem::apint::ApInt;
use llsem::model::Model;
use llsem::oracle::RandomOracle;
use llsem::sem::args::Arg;
use llsem::sem::program::Program;
use llsem::sem::run::{RunOptions, RunResult, run_function};
use llsem::sem::stop::Stop;
use llsem::syntax::SourceFile;
use llsem::value::{Pointer, Provenance, UndefBits, Value};

impl Gen {
    /// An `i32` or `i64`: poison, undef bits, or a small or random value.
    fn int(&mut self, width: u32) -> Value {
        match self.below(8) {
            0 => Value::Poison,
            1 => {
                let undef = ApInt::from_u64(width, self.next() | 1);
                let bits = ApInt::from_u64(width, self.next()).and(&undef.not());
                Value::Undef(Box::new(UndefBits { bits, undef }))
            }
            2 => Value::Int(ApInt::from_u64(width, self.next())),
            _ => Value::Int(ApInt::from_u64(width, self.below(20))),
        }
    }

    /// A pointer argument: poison, null or a pointer to nothing.
    fn ptr(&mut self) -> Value {
        match self.below(3) {
            0 => Value::Poison,
            1 => Value::Ptr(Pointer::NULL),
            _ => Value::Ptr(Pointer {
                code: llsem::value::ProvCode::of(Provenance::None),
                addr: 0x1000 + self.below(16),
                bit: 0,
            }),
        }
    }
}

/// One combination: a callee `@c{k}`, a wrapper calling it by name
/// `@d{k}` and one calling it through a pointer loaded from `@p{k}`
/// (`@i{k}`), with the same arguments.
struct Case {
    k: usize,
    /// Parameter list of the wrappers (each gets the same arguments).
    params: &'static str,
    /// Instructions before the call (computing `%arg`).
    prelude: &'static str,
    /// The callee's declaration or definition, with `@CALLEE` for its name.
    callee: String,
    /// The call with `FN` for the callee operand.
    call: String,
    /// The result type.
    ret: &'static str,
}

fn module(cases: &[Case]) -> String {
    let mut text = String::new();
    for c in cases {
        let k = c.k;
        let callee = c.callee.replace("@CALLEE", &format!("@c{k}"));
        text.push_str(&callee);
        text.push_str(&format!("@p{k} = global ptr @c{k}\n"));
        for (name, load, f) in [
            ("d", String::new(), format!("@c{k}")),
            (
                "i",
                format!("  %f = load ptr, ptr @p{k}\n"),
                "%f".to_string(),
            ),
        ] {
            text.push_str(&format!(
                "define {} @{name}{k}({}) {{\n{}{load}  %r = {}\n  ret {} %r\n}}\n\n",
                c.ret,
                c.params,
                c.prelude,
                c.call.replace("FN", &f),
                c.ret
            ));
        }
    }
    text
}

/// Runs `@d{k}` and `@i{k}` of every case on `runs` random argument lists
/// made by `args`, and asserts that they end the same way.
fn agree(cases: &[Case], runs: usize, seed: u64, args: impl Fn(&mut Gen) -> Vec<Value>) {
    let text = module(cases);
    let loaded = llsem::parse::load(SourceFile::new("calls.ll", text.clone()))
        .unwrap_or_else(|d| panic!("{}\n{text}", d.message));
    let prog = Program::new(Arc::new(loaded), Model::default()).expect("compiles");
    let mut g = Gen(seed);
    let (mut returned, mut ub) = (0, 0);
    for c in cases {
        let by_name = prog
            .module
            .function_by_name(&format!("d{}", c.k))
            .expect("d");
        let by_ptr = prog
            .module
            .function_by_name(&format!("i{}", c.k))
            .expect("i");
        for n in 0..runs {
            let args = args(&mut g);
            let run = |f| -> RunResult {
                let args = args.iter().cloned().map(Arg::Value).collect();
                run_function(
                    &prog,
                    f,
                    args,
                    &mut RandomOracle::new(n as u64),
                    &RunOptions::default(),
                )
            };
            let (direct, indirect) = (run(by_name), run(by_ptr));
            assert!(
                same_end(&direct.stop, &indirect.stop)
                    && direct.steps + 1 == indirect.steps
                    && direct.choices == indirect.choices
                    && direct.approximated == indirect.approximated,
                "case {} on {args:?}: by name {:?} after {} steps, through a pointer {:?} after {} steps\n{}",
                c.k,
                direct.stop,
                direct.steps,
                indirect.stop,
                indirect.steps,
                module(std::slice::from_ref(c))
            );
            match direct.stop {
                Stop::Returned(_) => returned += 1,
                Stop::Ub(_) => ub += 1,
                _ => {}
            }
        }
    }
    // Both endings are exercised.
    assert!(returned > 0 && ub > 0, "{returned} returned, {ub} UB");
}

/// Whether two runs end the same way: the same result, or the same UB
/// (the operands listed with it differ: the call through a pointer has one
/// more).
fn same_end(a: &Stop, b: &Stop) -> bool {
    match (a, b) {
        (Stop::Ub(a), Stop::Ub(b)) => a.kind == b.kind && a.message == b.message,
        (a, b) => a == b,
    }
}

#[test]
fn integer_attributes_check_the_same_by_name_and_through_a_pointer() {
    let attrs = ["", "noundef", "range(i32 0, 10)", "noundef range(i32 2, 8)"];
    let mut cases = Vec::new();
    for site in attrs {
        for param in attrs {
            for (r, ret) in attrs.iter().enumerate() {
                let site_ret = attrs[(r + cases.len()) % attrs.len()];
                cases.push(Case {
                    k: cases.len(),
                    params: "i32 %a",
                    prelude: "",
                    callee: format!(
                        "define {ret} i32 @CALLEE(i32 {param} %x) {{\n  ret i32 %x\n}}\n"
                    ),
                    call: format!("call {site_ret} i32 FN(i32 {site} %a)"),
                    ret: "i32",
                });
            }
        }
    }
    // A declared callee (answered by the environment), whose declaration's
    // attributes count as the callee's.
    for site in attrs {
        for param in attrs {
            cases.push(Case {
                k: cases.len(),
                params: "i32 %a",
                prelude: "",
                callee: format!("declare i32 @CALLEE(i32 {param})\n"),
                call: format!("call i32 FN(i32 {site} %a)"),
                ret: "i32",
            });
        }
    }
    agree(&cases, 12, 7, |g| vec![g.int(32)]);
}

#[test]
fn pointer_attributes_and_access_check_the_same_by_name_and_through_a_pointer() {
    let attrs = [
        "",
        "noundef",
        "nonnull",
        "align 8",
        "dereferenceable(4)",
        "dereferenceable_or_null(8)",
        "nonnull align 4 noundef",
        "readonly",
        "readnone",
    ];
    let fn_attrs = [
        "",
        "memory(read)",
        "memory(argmem: readwrite)",
        "memory(none)",
    ];
    // The argument: from the caller (poison, null, dangling) or into the
    // caller's `alloca` at an offset (misaligned, out of bounds, poison).
    let prelude = "  %buf = alloca [16 x i8], align 16\n  %q = getelementptr i8, ptr %buf, i64 %off\n  %arg = select i1 %own, ptr %q, ptr %a\n";
    let mut cases = Vec::new();
    for site in attrs {
        for param in attrs {
            let n = cases.len();
            let ret = attrs[n % 7];
            let site_ret = attrs[(n / 7 + 3) % 7];
            let callee_fn = fn_attrs[n % fn_attrs.len()];
            let site_fn = fn_attrs[(n / 3) % fn_attrs.len()];
            let tail = if n % 5 == 0 { "tail " } else { "" };
            // The callee writes through its parameter on every other case.
            let body = if n % 2 == 0 {
                "  store i8 1, ptr %x\n"
            } else {
                "  %v = load i8, ptr %x\n"
            };
            cases.push(Case {
                k: n,
                params: "ptr %a, i64 %off, i1 %own",
                prelude,
                callee: format!(
                    "define {ret} ptr @CALLEE(ptr {param} %x) {callee_fn} {{\n{body}  ret ptr %x\n}}\n"
                ),
                call: format!("{tail}call {site_ret} ptr FN(ptr {site} %arg) {site_fn}"),
                ret: "ptr",
            });
        }
    }
    agree(&cases, 8, 11, |g| {
        let off = match g.below(6) {
            0 => Value::Poison,
            1 => g.int(64),
            2 => Value::Int(ApInt::from_u64(64, 3)),
            3 => Value::Int(ApInt::from_u64(64, 20)),
            _ => Value::Int(ApInt::from_u64(64, 8 * g.below(2))),
        };
        let own = match g.below(5) {
            0 => Value::Poison,
            1 => Value::Int(ApInt::from_u64(1, 0)),
            _ => Value::Int(ApInt::from_u64(1, 1)),
        };
        vec![g.ptr(), off, own]
    });
}
