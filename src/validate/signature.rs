//! Finding signatures: what a finding is, as a compiler engineer sorts
//! findings into bugs. Two findings with one signature are taken to be one
//! bug (`fuzz` keeps one reproducer per signature, `validate` counts the
//! distinct ones), so the signature holds what tells bugs apart and
//! nothing that varies within one bug:
//!
//! - the pass (or pipeline) blamed;
//! - the kind: for a miscompilation the check the target failed
//!   (`poison`, `ub`, `value`, ... from [`Check::key`]), else `crash`,
//!   `hang` or `deleted-external`;
//! - for a crash, the site: the failed assertion, the fatal error, or the
//!   signal, with value names and numbers taken out (`%x12`, `@f3` and `7`
//!   differ from one finding of the bug to the next);
//! - for a miscompilation, the instructions involved, each by its shape
//!   (opcode with its poison-generating flags, predicate or intrinsic:
//!   `add nsw`, `icmp samesign ult`, `call llvm.umin`; no types, operands
//!   or names): those the pass removed and those it added (a multiset
//!   difference; where the shapes are the same, the rewritten
//!   instructions).
//!
//! A message naming a value is thus one signature whatever the value, and
//! an optimizer failure is its message alone, whatever the input it was
//! reached from: one crash message is one finding, and how many inputs hit
//! it is counted beside it (`fuzz`'s `finding_hits`), not split by the
//! inputs' shapes.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::refine::compare::Check;
use crate::syntax::print::print_inst;
use crate::syntax::{ConstKind, FastMath, Function, GlobalRef, Inst, InstKind, Module, Operand};

/// The signature of a finding.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Signature {
    /// The pass (with `--per-pass`) or the pipeline blamed.
    pub pass: String,
    /// `poison`, `ub`, `undef`, `value`, `memory`, `events`, `return` (the
    /// failed check of a miscompilation), `crash`, `hang`,
    /// `deleted-external`.
    pub kind: String,
    /// Where an optimizer crashed (assertion, fatal error, signal), names
    /// and numbers taken out; empty otherwise.
    pub site: String,
    /// Shapes of the instructions the pass removed (miscompilation).
    pub removed: Vec<String>,
    /// Shapes of the instructions the pass added (miscompilation).
    pub added: Vec<String>,
    /// Always empty: an optimizer failure's signature is its message alone
    /// (the field stays in the JSON for the scripts that read it).
    pub input: Vec<String>,
}

impl Signature {
    /// A miscompilation by `pass` of `sf` in `sm` into `tf` in `tm`, which
    /// failed `check`.
    pub fn miscompilation(
        pass: &str,
        check: Check,
        (sm, sf): (&Module, &Function),
        (tm, tf): (&Module, &Function),
    ) -> Signature {
        let (removed, added) = change(sm, sf, tm, tf);
        Signature {
            pass: pass_name(pass),
            kind: check.key().to_string(),
            site: String::new(),
            removed,
            added,
            input: Vec::new(),
        }
    }

    /// An optimizer failure of `pass`: a hang, or a crash whose standard
    /// error is `stderr`, in which the words `is_name` accepts are the
    /// input's names (see [`crash_site`]).
    pub fn optimizer_failure(
        pass: &str,
        hung: bool,
        stderr: &str,
        is_name: &dyn Fn(&str) -> bool,
    ) -> Signature {
        Signature {
            pass: pass_name(pass),
            kind: if hung { "hang" } else { "crash" }.to_string(),
            site: if hung {
                String::new()
            } else {
                crash_site(stderr, is_name)
            },
            removed: Vec::new(),
            added: Vec::new(),
            input: Vec::new(),
        }
    }

    /// An exported function `pass` removed or retyped.
    pub fn deleted_external(pass: &str) -> Signature {
        Signature {
            pass: pass_name(pass),
            kind: "deleted-external".to_string(),
            site: String::new(),
            removed: Vec::new(),
            added: Vec::new(),
            input: Vec::new(),
        }
    }

    /// One line: `instcombine: poison; -select +and`.
    pub fn line(&self) -> String {
        let mut s = format!("{}: {}", self.pass, self.kind);
        if !self.site.is_empty() {
            s.push_str(&format!(" at {}", self.site));
        }
        let mut parts: Vec<String> = Vec::new();
        parts.extend(self.removed.iter().map(|x| format!("-{x}")));
        parts.extend(self.added.iter().map(|x| format!("+{x}")));
        if !parts.is_empty() {
            s.push_str("; ");
            s.push_str(&parts.join(" "));
        }
        s
    }
}

/// A pass as signatures name it: without its parameters
/// (`instcombine<no-verify-fixpoint>` and `licm<no-allowspeculation>` are
/// `instcombine` and `licm`: one bug shows under either).
pub fn pass_name(pass: &str) -> String {
    let mut out = String::new();
    let mut depth = 0usize;
    for c in pass.chars() {
        match c {
            '<' => depth += 1,
            '>' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// The shape of an instruction: its opcode with the flags, predicate or
/// callee that change what it means (see the module's doc).
pub fn shape(m: &Module, inst: &Inst) -> String {
    let mut s = inst.kind.opcode().to_string();
    let mut flag = |on: bool, name: &str| {
        if on {
            s.push(' ');
            s.push_str(name);
        }
    };
    match &inst.kind {
        InstKind::Binary { flags, fmf, .. } => {
            flag(flags.nuw, "nuw");
            flag(flags.nsw, "nsw");
            flag(flags.exact, "exact");
            flag(flags.disjoint, "disjoint");
            fast_math(*fmf, &mut flag);
        }
        InstKind::FNeg { fmf, .. } => fast_math(*fmf, &mut flag),
        InstKind::Cast {
            op: _, flags, fmf, ..
        } => {
            flag(flags.nuw, "nuw");
            flag(flags.nsw, "nsw");
            flag(flags.nneg, "nneg");
            fast_math(*fmf, &mut flag);
        }
        InstKind::ICmp { samesign, pred, .. } => {
            flag(*samesign, "samesign");
            flag(true, pred.name());
        }
        InstKind::FCmp { fmf, pred, .. } => {
            fast_math(*fmf, &mut flag);
            flag(true, pred.name());
        }
        InstKind::Select { .. } | InstKind::Phi { .. } => {}
        InstKind::Gep { flags, .. } => {
            flag(flags.inbounds, "inbounds");
            flag(flags.nusw, "nusw");
            flag(flags.nuw, "nuw");
        }
        InstKind::Load {
            volatile, atomic, ..
        }
        | InstKind::Store {
            volatile, atomic, ..
        } => {
            flag(*volatile, "volatile");
            flag(atomic.is_some(), "atomic");
        }
        InstKind::Call(cs)
        | InstKind::Invoke { call: cs, .. }
        | InstKind::CallBr { call: cs, .. } => {
            if let Operand::Const(c) = &cs.callee
                && let ConstKind::Global(GlobalRef::Func(f)) = &c.kind
            {
                let name = crate::sem::program::name_text(&m.func(*f).name);
                if let Some(base) = intrinsic_base(&name) {
                    flag(true, &base);
                }
            }
        }
        _ => {}
    }
    s
}

fn fast_math(fmf: FastMath, flag: &mut impl FnMut(bool, &str)) {
    flag(fmf.reassoc, "reassoc");
    flag(fmf.nnan, "nnan");
    flag(fmf.ninf, "ninf");
    flag(fmf.nsz, "nsz");
    flag(fmf.arcp, "arcp");
    flag(fmf.contract, "contract");
    flag(fmf.afn, "afn");
}

/// An intrinsic's name without its type suffixes (`llvm.umin.i32` gives
/// `llvm.umin`, `llvm.memcpy.p0.p0.i64` gives `llvm.memcpy`); `None` for a
/// function that is not an intrinsic (its name is the test's or the
/// fuzzer's choice, not the bug's).
fn intrinsic_base(name: &str) -> Option<String> {
    if !name.starts_with("llvm.") {
        return None;
    }
    let is_type = |p: &str| {
        let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
        matches!(
            p,
            "f16" | "bf16" | "f32" | "f64" | "f80" | "f128" | "ppcf128"
        ) || p.strip_prefix('i').is_some_and(digits)
            || p.strip_prefix('p').is_some_and(digits)
            || p.strip_prefix("nxv")
                .or_else(|| p.strip_prefix('v'))
                .is_some_and(|r| {
                    r.find(|c: char| !c.is_ascii_digit())
                        .is_some_and(|k| k > 0 && !r[k..].is_empty())
                })
    };
    let parts: Vec<&str> = name.split('.').collect();
    let keep = parts
        .iter()
        .rposition(|p| !is_type(p))
        .map_or(parts.len(), |k| k + 1);
    Some(parts[..keep].join("."))
}

/// The shapes of a function's instructions, in order.
fn shapes(m: &Module, f: &Function) -> Vec<String> {
    f.body
        .iter()
        .flat_map(|b| &b.blocks)
        .flat_map(|b| &b.insts)
        .map(|i| shape(m, i))
        .collect()
}

/// What a pass did to a function: the shapes it removed and those it
/// added (multiset difference, each listed once, sorted); where the
/// multisets agree, the shapes of the instructions whose text changed
/// (value names aside) on each side.
pub fn change(
    sm: &Module,
    sf: &Function,
    tm: &Module,
    tf: &Function,
) -> (Vec<String>, Vec<String>) {
    let count = |v: Vec<String>| {
        let mut c: BTreeMap<String, i64> = BTreeMap::new();
        for x in v {
            *c.entry(x).or_default() += 1;
        }
        c
    };
    let (sc, tc) = (count(shapes(sm, sf)), count(shapes(tm, tf)));
    let only = |a: &BTreeMap<String, i64>, b: &BTreeMap<String, i64>| -> Vec<String> {
        a.iter()
            .filter(|(k, n)| **n > b.get(*k).copied().unwrap_or(0))
            .map(|(k, _)| k.clone())
            .collect()
    };
    let (removed, added) = (only(&sc, &tc), only(&tc, &sc));
    if !removed.is_empty() || !added.is_empty() {
        return (removed, added);
    }
    let texts = |m: &Module, f: &Function| -> Vec<(String, String)> {
        f.body
            .iter()
            .flat_map(|b| &b.blocks)
            .flat_map(|b| &b.insts)
            .map(|i| (normalized(&print_inst(m, f, i), false), shape(m, i)))
            .collect()
    };
    let (st, tt) = (texts(sm, sf), texts(tm, tf));
    let rewritten = |a: &[(String, String)], b: &[(String, String)]| {
        let mut v: Vec<String> = a
            .iter()
            .filter(|(t, _)| !b.iter().any(|(u, _)| u == t))
            .map(|(_, s)| s.clone())
            .collect();
        v.sort();
        v.dedup();
        v
    };
    (rewritten(&st, &tt), rewritten(&tt, &st))
}

/// `text` with every `%name` and `@name` replaced by `%`/`@` and, with
/// `numbers`, every other run of digits by `N`: what stays the same from
/// one finding of a bug to the next.
pub fn normalized(text: &str, numbers: bool) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    let name_char = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '-');
    while let Some(c) = chars.next() {
        match c {
            '%' | '@' => {
                out.push(c);
                if chars.peek() == Some(&'"') {
                    chars.next();
                    for d in chars.by_ref() {
                        if d == '"' {
                            break;
                        }
                    }
                } else {
                    while chars.peek().is_some_and(|&d| name_char(d)) {
                        chars.next();
                    }
                }
            }
            d if numbers && d.is_ascii_digit() => {
                out.push('N');
                while chars.peek().is_some_and(|d| d.is_ascii_digit()) {
                    chars.next();
                }
            }
            _ => out.push(c),
        }
    }
    out
}

/// Where an optimizer crashed, from its standard error: the failed
/// assertion (its condition, with the file it is in), else the fatal
/// error (`LLVM ERROR: ...`), else the first frame of the stack dump in
/// LLVM's code, else the first line; with names and numbers taken out
/// (`%x`/`@f` as `%`/`@`, digits as `N`, `'name'` in quotes as `'…'`, and
/// each bare word `is_name` accepts, a name of the input, as `F`).
pub fn crash_site(stderr: &str, is_name: &dyn Fn(&str) -> bool) -> String {
    let lines: Vec<&str> = stderr.lines().map(str::trim).collect();
    let found = lines
        .iter()
        .find_map(|l| {
            let k = l.find("Assertion `")?;
            // `opt: File.cpp:123: void F(...): Assertion `c' failed.`: the
            // file's name without the line, and the condition.
            let head = &l[..k];
            let file = head
                .split(": ")
                .find_map(|seg| {
                    let (path, line) = seg.rsplit_once(':')?;
                    let numeric = !line.is_empty() && line.bytes().all(|b| b.is_ascii_digit());
                    (numeric && path.contains('.')).then(|| path.rsplit('/').next().unwrap_or(path))
                })
                .unwrap_or("");
            Some(format!("{file}: {}", &l[k..]))
        })
        .or_else(|| {
            lines.iter().find_map(|l| {
                l.split_once("LLVM ERROR:")
                    .map(|(_, r)| format!("LLVM ERROR:{r}"))
            })
        })
        .or_else(|| {
            // `#3 0x00007f... llvm::InstCombinerImpl::visitAdd(...)`: the
            // first frame past the signal handling.
            lines.iter().find_map(|l| {
                let rest = l.strip_prefix('#')?;
                let sym = rest.split_whitespace().nth(2)?;
                let handling = [
                    "llvm::sys::",
                    "SignalHandler",
                    "__restore_rt",
                    "raise",
                    "abort",
                    "__pthread",
                    "pthread_kill",
                    "gsignal",
                    "__GI_",
                ];
                (!handling.iter().any(|h| sym.contains(h)) && sym.contains("::"))
                    .then(|| sym.split('(').next().unwrap_or(sym).to_string())
            })
        })
        .or_else(|| lines.iter().find(|l| !l.is_empty()).map(|l| l.to_string()))
        .unwrap_or_default();
    let word_char = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.';
    let mut out = String::new();
    for token in found.split_inclusive(|c: char| !word_char(c)) {
        let end = token.find(|c: char| !word_char(c)).unwrap_or(token.len());
        let (word, sep) = token.split_at(end);
        out.push_str(if !word.is_empty() && is_name(word) {
            "F"
        } else {
            word
        });
        out.push_str(sep);
    }
    normalized(&quoted_names_out(&out), true)
}

/// `'name'` (LLVM quotes the function or value an error is about) as `'…'`.
fn quoted_names_out(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(k) = rest.find('\'') {
        out.push_str(&rest[..=k]);
        rest = &rest[k + 1..];
        match rest.find('\'') {
            Some(e) if !rest[..e].contains(' ') => {
                out.push_str("…'");
                rest = &rest[e + 1..];
            }
            _ => {}
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::{FuncId, SourceFile};

    fn module(text: &str) -> Module {
        crate::parse::load(SourceFile::new("<test>", text)).expect("valid IR")
    }

    fn sig(pass: &str, src: &str, tgt: &str) -> Signature {
        let (sm, tm) = (module(src), module(tgt));
        let f = |m: &Module| {
            m.func(FuncId(
                m.functions.iter().position(|f| f.body.is_some()).unwrap() as u32,
            ))
            .clone()
        };
        Signature::miscompilation(pass, Check::Poison, (&sm, &f(&sm)), (&tm, &f(&tm)))
    }

    #[test]
    fn one_bug_in_different_functions_has_one_signature() {
        let a = sig(
            "instcombine",
            "define i1 @land(i1 %c, i1 %x) {\n  %r = select i1 %c, i1 %x, i1 false\n  ret i1 %r\n}\n",
            "define i1 @land(i1 %c, i1 %x) {\n  %r = and i1 %c, %x\n  ret i1 %r\n}\n",
        );
        let b = sig(
            "instcombine",
            "define <2 x i1> @g7(<2 x i1> %p, <2 x i1> %q, i32 %n) {\n  %t = add i32 %n, 3\n  %s = select <2 x i1> %p, <2 x i1> %q, <2 x i1> zeroinitializer\n  ret <2 x i1> %s\n}\n",
            "define <2 x i1> @g7(<2 x i1> %p, <2 x i1> %q, i32 %n) {\n  %t = add i32 %n, 3\n  %s = and <2 x i1> %p, %q\n  ret <2 x i1> %s\n}\n",
        );
        assert_eq!(a, b);
        assert_eq!(a.line(), "instcombine: poison; -select +and");
    }

    #[test]
    fn flags_predicates_and_intrinsics_tell_bugs_apart() {
        let nsw = sig(
            "p",
            "define i8 @f(i8 %x) {\n  %r = add i8 %x, 1\n  ret i8 %r\n}\n",
            "define i8 @f(i8 %x) {\n  %r = add nsw i8 %x, 1\n  ret i8 %r\n}\n",
        );
        assert_eq!(
            (nsw.removed.clone(), nsw.added.clone()),
            (vec!["add".to_string()], vec!["add nsw".to_string()])
        );
        let nuw = sig(
            "p",
            "define i8 @f(i8 %x) {\n  %r = add i8 %x, 1\n  ret i8 %r\n}\n",
            "define i8 @f(i8 %x) {\n  %r = add nuw i8 %x, 1\n  ret i8 %r\n}\n",
        );
        assert_ne!(nsw, nuw);
        let min = sig(
            "p",
            "declare i16 @llvm.umin.i16(i16, i16)\ndefine i16 @f(i16 %x, i16 %y) {\n  %c = icmp samesign ult i16 %x, %y\n  %r = select i1 %c, i16 %x, i16 %y\n  ret i16 %r\n}\n",
            "declare i16 @llvm.umin.i16(i16, i16)\ndefine i16 @f(i16 %x, i16 %y) {\n  %r = call i16 @llvm.umin.i16(i16 %x, i16 %y)\n  ret i16 %r\n}\n",
        );
        assert_eq!(min.removed, ["icmp samesign ult", "select"]);
        assert_eq!(min.added, ["call llvm.umin"]);
        // Same shapes: the rewritten instructions are named instead.
        let constant = sig(
            "p",
            "define i8 @f(i8 %x) {\n  %r = shl i8 %x, 1\n  ret i8 %r\n}\n",
            "define i8 @f(i8 %x) {\n  %r = shl i8 %x, 2\n  ret i8 %r\n}\n",
        );
        assert_eq!(
            (constant.removed, constant.added),
            (vec!["shl".to_string()], vec!["shl".to_string()])
        );
        assert_eq!(
            intrinsic_base("llvm.memcpy.p0.p0.i64").as_deref(),
            Some("llvm.memcpy")
        );
        assert_eq!(
            intrinsic_base("llvm.uadd.sat.v4i8").as_deref(),
            Some("llvm.uadd.sat")
        );
        assert_eq!(intrinsic_base("printf"), None);
    }

    #[test]
    fn crash_sites_drop_names_and_numbers_but_keep_the_failure() {
        let ours = |w: &str| ["f12", "src", "x", "f"].contains(&w);
        let fixpoint = |f: &str| {
            crash_site(
                &format!(
                    "LLVM ERROR: Instruction Combining on {f} did not reach a fixpoint after 1 iterations. Use 'instcombine<no-verify-fixpoint>' to suppress this error.\nPLEASE submit a bug report\nStack dump:\n0. Program arguments: opt-22 -S\n1. Running pass 'InstCombinePass' on function '@{f}'\n"
                ),
                &ours,
            )
        };
        assert_eq!(fixpoint("f12"), fixpoint("src"));
        assert!(
            fixpoint("x").starts_with("LLVM ERROR: Instruction Combining on"),
            "{}",
            fixpoint("x")
        );
        let assertion = |line: u32, v: &str| {
            crash_site(
                &format!(
                    "opt-22: /build/llvm/lib/IR/Value.cpp:{line}: void llvm::Value::doRAUW(Value*): Assertion `New->getType() == getType() && \"replaceAllUses of value with new value of different type!\"' failed.\nvalue: %{v}\n"
                ),
                &ours,
            )
        };
        assert_eq!(assertion(503, "a"), assertion(511, "b7"));
        assert!(
            assertion(1, "a").starts_with("Value.cpp: Assertion `New->getType()"),
            "{}",
            assertion(1, "a")
        );
        assert_ne!(assertion(1, "a"), fixpoint("f"));
        let segv = crash_site(
            "Stack dump:\n0. Program arguments: opt\n #0 0x000055 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int)\n #1 0x000056 SignalHandler(int)\n #2 0x000057 llvm::InstCombinerImpl::visitAdd(llvm::BinaryOperator&)\n",
            &ours,
        );
        assert_eq!(segv, "llvm::InstCombinerImpl::visitAdd");
        let h = Signature::optimizer_failure("gvn<pre;memdep>", true, "", &ours);
        assert_eq!(h.line(), "gvn: hang");
        assert_eq!(
            pass_name("function(licm<no-allowspeculation>),sroa"),
            "function(licm),sroa"
        );
    }
}
