//! Property-testing a peephole optimizer with llsem, as an optimizer's CI
//! would: quickcheck generates small straight-line functions on `i8`
//! (`add`/`sub`/`mul`/`and`/`or`/`xor`/`shl` with random `nuw`/`nsw` flags
//! and constants), a toy peephole pass rewrites them, and
//! `llsem::refine(src, tgt, &config)` checks that the result refines the
//! original on every input it tries (poison and undef included).
//!
//! ```text
//! cargo run --release --example refine_property                    # the correct rules, 200 cases: no counterexample
//! cargo run --release --example refine_property -- --wrong nsw     # + a wrong rule: quickcheck finds and shrinks a counterexample
//! cargo run --release --example refine_property -- --wrong undef   # + a rule that is wrong only because of undef
//! cargo run --release --example refine_property -- --cases 1000 --seed 7
//! ```
//!
//! `cargo test` runs the same property (the tests at the end of this file;
//! `test = true` in Cargo.toml): 200 cases of the correct rules hold, and
//! both wrong rules are caught.
//!
//! The rules, and why each is right or wrong in LLVM's model, where each
//! use of an `undef` value may see a different value and `poison` is
//! refined by anything:
//!
//! - `mul x, 2 → shl x, 1`, flags kept: `x * 2` and `x << 1` are the same
//!   value; `mul nsw` overflows exactly when `shl nsw` by 1 shifts out a bit
//!   unlike the sign bit, `mul nuw` exactly when `shl nuw` shifts out a 1
//!   (it would be wrong with `nsw` for `mul x, -128` = `shl x, 7`). For an
//!   undef `x` both are the even values: `x` is used once on each side.
//!   Right.
//! - `add x, 0 → x`: right, flags or not (adding 0 never wraps); an undef
//!   `x` stays the same undef.
//! - `sub x, x → 0`: right. For a defined `x` it is 0; for poison it is
//!   poison, which 0 refines; for undef the two uses may differ, so the
//!   source may be any value, and 0 is one of them.
//! - `add x, x → shl x, 1`, flags kept: right, and a refinement rather than
//!   an equivalence: for an undef `x` the source may be any value (two
//!   independent uses) and the target only an even one. (For an undef `x`
//!   with `nsw`, llsem may answer inconclusive: it resolves the undef uses
//!   of `add nsw` to values and samples them, and may not find the pair
//!   that overflows. Inconclusive is not a counterexample.)
//! - wrong, `--wrong nsw`: `add x, y → add nsw x, y` adds a flag: the
//!   target is poison where the sum wraps, the source is not.
//! - wrong, `--wrong undef`: `mul x, 2 → add x, x`, the reverse of the rule
//!   above: for an undef `x` the target may be odd, the source cannot. (LLVM
//!   removed this rule from InstCombine for that reason.)

use std::fmt;

use llsem::{Config, Verdict};
use quickcheck::{Arbitrary, Gen, QuickCheck, TestResult};

/// An integer operator of the generated functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// `add`.
    Add,
    /// `sub`.
    Sub,
    /// `mul`.
    Mul,
    /// `and`.
    And,
    /// `or`.
    Or,
    /// `xor`.
    Xor,
    /// `shl`.
    Shl,
}

impl Op {
    const ALL: [Op; 7] = [Op::Add, Op::Sub, Op::Mul, Op::And, Op::Or, Op::Xor, Op::Shl];

    fn name(self) -> &'static str {
        match self {
            Op::Add => "add",
            Op::Sub => "sub",
            Op::Mul => "mul",
            Op::And => "and",
            Op::Or => "or",
            Op::Xor => "xor",
            Op::Shl => "shl",
        }
    }

    /// Whether the operator takes `nuw`/`nsw`.
    fn has_wrap_flags(self) -> bool {
        matches!(self, Op::Add | Op::Sub | Op::Mul | Op::Shl)
    }
}

/// An operand: a parameter, an earlier instruction's result, or a constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    /// `%a0`, `%a1`.
    Param(u8),
    /// `%v0`, `%v1`, ...
    Value(u8),
    /// An `i8` constant.
    Const(i8),
}

impl fmt::Display for Operand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Operand::Param(i) => write!(f, "%a{i}"),
            Operand::Value(i) => write!(f, "%v{i}"),
            Operand::Const(c) => write!(f, "{c}"),
        }
    }
}

/// One instruction `%vN = op [nuw] [nsw] i8 lhs, rhs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Inst {
    /// The operator.
    pub op: Op,
    /// `nuw`.
    pub nuw: bool,
    /// `nsw`.
    pub nsw: bool,
    /// The left operand.
    pub lhs: Operand,
    /// The right operand.
    pub rhs: Operand,
}

/// A straight-line function `i8 @f(i8 %a0, i8 %a1)` returning its last
/// instruction's result (or, after the pass, any operand).
#[derive(Clone, PartialEq, Eq)]
pub struct Func {
    /// The instructions; `%vN` is the N-th.
    pub insts: Vec<Inst>,
    /// What `ret` returns.
    pub ret: Operand,
}

/// Parameters of every generated function.
const PARAMS: u8 = 2;

impl Func {
    /// The function as `.ll` text.
    pub fn to_ll(&self) -> String {
        let params: Vec<String> = (0..PARAMS).map(|i| format!("i8 %a{i}")).collect();
        let mut s = format!("define i8 @f({}) {{\n", params.join(", "));
        for (i, inst) in self.insts.iter().enumerate() {
            let flags = match (inst.nuw, inst.nsw) {
                (true, true) => " nuw nsw",
                (true, false) => " nuw",
                (false, true) => " nsw",
                (false, false) => "",
            };
            s.push_str(&format!(
                "  %v{i} = {}{flags} i8 {}, {}\n",
                inst.op.name(),
                inst.lhs,
                inst.rhs
            ));
        }
        s.push_str(&format!("  ret i8 {}\n}}\n", self.ret));
        s
    }
}

impl Func {
    /// The function without instruction `i` (not the last): its uses
    /// become 0, later instructions are renumbered.
    fn without(&self, i: usize) -> Func {
        let fix = |o: Operand| match o {
            Operand::Value(j) if j as usize == i => Operand::Const(0),
            Operand::Value(j) if j as usize > i => Operand::Value(j - 1),
            o => o,
        };
        let insts = self
            .insts
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, inst)| Inst {
                lhs: fix(inst.lhs),
                rhs: fix(inst.rhs),
                ..*inst
            })
            .collect();
        Func {
            insts,
            ret: fix(self.ret),
        }
    }
}

/// The text, so that quickcheck's failure message shows the function.
impl fmt::Debug for Func {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\n{}", self.to_ll())
    }
}

/// A number below `n` (n ≥ 1).
fn below(g: &mut Gen, n: u8) -> u8 {
    u8::arbitrary(g) % n
}

/// Constants that make the rules fire, and a few others.
fn constant(g: &mut Gen) -> i8 {
    match below(g, 6) {
        0 => 0,
        1 => 2,
        2 => 1,
        3 => -1,
        4 => below(g, 10) as i8,
        _ => i8::arbitrary(g),
    }
}

/// An operand available to instruction `i`.
fn operand(g: &mut Gen, i: usize) -> Operand {
    match below(g, 5) {
        0 | 1 => Operand::Param(below(g, PARAMS)),
        2 | 3 if i > 0 => Operand::Value(below(g, i as u8)),
        _ => Operand::Const(constant(g)),
    }
}

impl Arbitrary for Func {
    fn arbitrary(g: &mut Gen) -> Func {
        let n = 1 + below(g, 5) as usize;
        let mut insts = Vec::with_capacity(n);
        for i in 0..n {
            let op = *g.choose(&Op::ALL).unwrap_or(&Op::Add);
            let lhs = operand(g, i);
            // Often what the rules look for: the same operand twice
            // (`sub x, x`, `add x, x`), `mul x, 2`, `add x, 0`.
            let rhs = match (op, below(g, 4)) {
                (_, 0) => lhs,
                (Op::Mul, 1) => Operand::Const(2),
                (Op::Add, 1) => Operand::Const(0),
                _ => operand(g, i),
            };
            let flags = op.has_wrap_flags();
            insts.push(Inst {
                op,
                nuw: flags && bool::arbitrary(g),
                nsw: flags && bool::arbitrary(g),
                lhs,
                rhs,
            });
        }
        let ret = Operand::Value(n as u8 - 1);
        Func { insts, ret }
    }

    /// Shorter prefixes, the function without one of its instructions
    /// (uses of it become 0), then the same function without flags.
    fn shrink(&self) -> Box<dyn Iterator<Item = Func>> {
        let mut out = Vec::new();
        for n in 1..self.insts.len() {
            out.push(Func {
                insts: self.insts[..n].to_vec(),
                ret: Operand::Value(n as u8 - 1),
            });
        }
        for i in 0..self.insts.len().saturating_sub(1) {
            out.push(self.without(i));
        }
        for (i, inst) in self.insts.iter().enumerate() {
            if inst.nuw || inst.nsw {
                let mut f = self.clone();
                f.insts[i].nuw = false;
                f.insts[i].nsw = false;
                out.push(f);
            }
        }
        Box::new(out.into_iter())
    }
}

/// A deliberately wrong rule the pass may add to the correct ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WrongRule {
    /// `add x, y → add nsw x, y`.
    AddNsw,
    /// `mul x, 2 → add x, x`.
    MulToAdd,
}

/// What one instruction becomes.
enum Rewrite {
    /// An instruction (the same or another).
    Inst(Inst),
    /// An operand: uses of the instruction use it instead.
    Operand(Operand),
}

/// The peephole rules on one instruction whose operands are already
/// rewritten.
fn rewrite(inst: Inst, wrong: Option<WrongRule>) -> Rewrite {
    let two = Operand::Const(2);
    let zero = Operand::Const(0);
    let shl1 = |x| Inst {
        op: Op::Shl,
        lhs: x,
        rhs: Operand::Const(1),
        ..inst
    };
    match (inst.op, inst.lhs, inst.rhs) {
        (Op::Mul, x, c) | (Op::Mul, c, x) if c == two => match wrong {
            Some(WrongRule::MulToAdd) => Rewrite::Inst(Inst {
                op: Op::Add,
                lhs: x,
                rhs: x,
                ..inst
            }),
            _ => Rewrite::Inst(shl1(x)),
        },
        (Op::Add, x, c) | (Op::Add, c, x) if c == zero => Rewrite::Operand(x),
        (Op::Sub, x, y) if x == y => Rewrite::Operand(zero),
        (Op::Add, x, y) if x == y => Rewrite::Inst(shl1(x)),
        (Op::Add, _, _) if wrong == Some(WrongRule::AddNsw) => {
            Rewrite::Inst(Inst { nsw: true, ..inst })
        }
        _ => Rewrite::Inst(inst),
    }
}

/// The toy pass: each instruction in order, with the rules applied once.
/// Instructions replaced by an operand are dropped and their uses
/// renumbered.
pub fn peephole(f: &Func, wrong: Option<WrongRule>) -> Func {
    // What each original `%vN` is in the output.
    let mut map: Vec<Operand> = Vec::with_capacity(f.insts.len());
    let mut insts = Vec::new();
    let renamed = |o: Operand, map: &[Operand]| match o {
        Operand::Value(i) => map.get(i as usize).copied().unwrap_or(o),
        o => o,
    };
    for inst in &f.insts {
        let inst = Inst {
            lhs: renamed(inst.lhs, &map),
            rhs: renamed(inst.rhs, &map),
            ..*inst
        };
        match rewrite(inst, wrong) {
            Rewrite::Inst(new) => {
                map.push(Operand::Value(insts.len() as u8));
                insts.push(new);
            }
            Rewrite::Operand(o) => map.push(o),
        }
    }
    Func {
        insts,
        ret: renamed(f.ret, &map),
    }
}

/// Inputs per check: enough for two `i8` parameters' boundary values,
/// constants, poison and undef, pairwise.
const INPUTS: usize = 256;

/// The property: the pass's output refines its input. Inconclusive checks
/// pass (no counterexample); a counterexample fails with the report.
pub fn pass_refines(f: &Func, wrong: Option<WrongRule>) -> TestResult {
    let src = f.to_ll();
    let tgt = peephole(f, wrong).to_ll();
    match llsem::refine(&src, &tgt, &Config::default().with_inputs(INPUTS)) {
        Ok(r) if r.verdict() == Verdict::NotRefines => TestResult::error(format!(
            "the pass turns\n{src}into\n{tgt}and llsem says\n{r}"
        )),
        Ok(_) => TestResult::passed(),
        Err(e) => TestResult::error(format!("llsem cannot check it: {e}\n{src}\n{tgt}")),
    }
}

fn correct(f: Func) -> TestResult {
    pass_refines(&f, None)
}

fn with_add_nsw(f: Func) -> TestResult {
    pass_refines(&f, Some(WrongRule::AddNsw))
}

fn with_mul_to_add(f: Func) -> TestResult {
    pass_refines(&f, Some(WrongRule::MulToAdd))
}

/// The property of the pass with the correct rules and `wrong`.
fn property(wrong: Option<WrongRule>) -> fn(Func) -> TestResult {
    match wrong {
        None => correct,
        Some(WrongRule::AddNsw) => with_add_nsw,
        Some(WrongRule::MulToAdd) => with_mul_to_add,
    }
}

/// quickcheck for `cases` generated functions, from `seed`.
fn quickcheck(cases: u64, seed: u64) -> QuickCheck {
    QuickCheck::new()
        .rng(Gen::from_size_and_seed(16, seed))
        .tests(cases)
        .max_tests(cases)
}

/// Runs the property on `cases` generated functions (from `seed`): the
/// number of cases that passed, or quickcheck's shrunk counterexample.
pub fn check(cases: u64, seed: u64, wrong: Option<WrongRule>) -> Result<u64, TestResult> {
    quickcheck(cases, seed).quicktest(property(wrong))
}

fn main() {
    let mut cases = 200;
    let mut seed = 0;
    let mut wrong = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let value = args.next().unwrap_or_default();
        match a.as_str() {
            "--cases" => cases = value.parse().unwrap_or(cases),
            "--seed" => seed = value.parse().unwrap_or(seed),
            "--wrong" if value == "nsw" => wrong = Some(WrongRule::AddNsw),
            "--wrong" if value == "undef" => wrong = Some(WrongRule::MulToAdd),
            _ => {
                eprintln!("usage: refine_property [--cases N] [--seed N] [--wrong nsw|undef]");
                std::process::exit(2);
            }
        }
    }
    // As in a `#[test]`: panics with the shrunk counterexample.
    quickcheck(cases, seed).quickcheck(property(wrong));
    println!("no counterexample in {cases} generated functions");
}

#[cfg(test)]
mod tests {
    use super::{Func, Inst, Op, Operand, WrongRule, check, peephole};

    #[test]
    fn the_correct_rules_refine_on_200_functions() {
        let r = check(200, 0, None).map_err(|r| format!("{r:?}"));
        assert_eq!(r, Ok(200));
    }

    #[test]
    fn adding_nsw_is_caught() {
        let r = check(200, 0, Some(WrongRule::AddNsw));
        assert!(r.is_err_and(|r| r.is_failure()));
    }

    #[test]
    fn mul_to_add_is_caught_through_undef() {
        let r = check(200, 0, Some(WrongRule::MulToAdd));
        assert!(r.is_err_and(|r| r.is_failure()));
    }

    fn inst(op: Op, nsw: bool, lhs: Operand, rhs: Operand) -> Inst {
        Inst {
            op,
            nuw: false,
            nsw,
            lhs,
            rhs,
        }
    }

    #[test]
    fn the_pass_applies_each_rule() {
        let (a, b) = (Operand::Param(0), Operand::Param(1));
        let f = Func {
            insts: vec![
                inst(Op::Mul, true, Operand::Const(2), a),
                inst(Op::Add, false, Operand::Value(0), Operand::Const(0)),
                inst(Op::Sub, false, Operand::Value(1), Operand::Value(0)),
                inst(Op::Add, false, a, a),
                inst(Op::Add, false, Operand::Value(3), b),
                inst(Op::Xor, false, Operand::Value(4), Operand::Value(2)),
            ],
            ret: Operand::Value(5),
        };
        let expected = "define i8 @f(i8 %a0, i8 %a1) {
  %v0 = shl nsw i8 %a0, 1
  %v1 = shl i8 %a0, 1
  %v2 = add i8 %v1, %a1
  %v3 = xor i8 %v2, 0
  ret i8 %v3
}
";
        assert_eq!(peephole(&f, None).to_ll(), expected);
        let wrong = peephole(&f, Some(WrongRule::AddNsw)).to_ll();
        assert!(wrong.contains("%v2 = add nsw i8 %v1, %a1"), "{wrong}");
        let wrong = peephole(&f, Some(WrongRule::MulToAdd)).to_ll();
        assert!(wrong.contains("%v0 = add nsw i8 %a0, %a0"), "{wrong}");
    }
}
