//! Shrinking a `not-refines` of `llsem validate`: the module the failing
//! step read, reduced with `delta::minimize` (the loop `fuzz` shrinks
//! with) while the same step still makes the function fail the same
//! check.
//!
//! Simplifications are made on the module as llsem prints it, with every
//! value and block of the function named (so that deleting a line
//! renumbers nothing), largest first: drop a top-level entity (another
//! function, a global, a declaration, an attribute group, metadata), turn
//! another definition into a declaration, drop a block of the function,
//! fold a conditional branch to one side, drop an instruction (its uses
//! become `zeroinitializer`), make an operand `poison` or
//! `zeroinitializer` or an integer constant 0, 1 or -1, strip metadata
//! attachments and debug records, drop a flag. A candidate the front end rejects costs nothing;
//! each other one costs one optimizer run and one check, and the whole is
//! bounded by [`SHRINK_SECONDS`] and [`SHRINK_RUNS`].

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::Outcome;
use super::delta::{Probe, minimize};
use super::opt::Optimizer;
use super::pairs::{FunctionResult, Side, check_one};
use crate::refine::RefineConfig;
use crate::refine::compare::Check;
use crate::syntax::print::{print_function_ref, print_module};
use crate::syntax::{Module, Name, SourceFile};

/// Most wall time spent shrinking one finding.
pub const SHRINK_SECONDS: u64 = 60;
/// Most optimizer runs spent shrinking one finding.
pub const SHRINK_RUNS: usize = 400;
/// Most simplification steps.
const SHRINK_STEPS: usize = 1000;

/// The failure to keep while shrinking: the step, and what fails.
pub struct Failing<'a> {
    /// The optimizer.
    pub optimizer: &'a Optimizer,
    /// The step's arguments.
    pub args: &'a [String],
    /// The step as records name it.
    pub pass: &'a str,
    /// The function that does not refine.
    pub function: &'a str,
    /// The check its counterexample fails.
    pub check: Check,
    /// How functions are checked.
    pub refine: &'a RefineConfig,
    /// Bound of one optimizer run.
    pub opt_timeout: Duration,
}

/// A shrunk module and the check that still fails on it.
pub struct Reduced {
    /// The module's text.
    pub text: String,
    /// The failing function's result on it.
    pub result: FunctionResult,
    /// Optimizer runs spent.
    pub runs: usize,
}

/// The smallest module reached from `input` on which the step still makes
/// the function fail the same check, or `None` if even `input` as llsem
/// prints it does not (then nothing is shrunk).
pub fn reduce(input: &str, f: &Failing) -> Option<Reduced> {
    let module = crate::parse::load(SourceFile::new("<input>", input)).ok()?;
    let index = module
        .functions
        .iter()
        .position(|g| g.body.is_some() && crate::sem::program::name_text(&g.name) == f.function)?;
    let header = print_function_ref(&module.functions[index]);
    let deadline = Instant::now() + Duration::from_secs(SHRINK_SECONDS);
    let mut runs = 0usize;
    let mut last: Option<FunctionResult> = None;
    let probe = |text: &str, runs: &mut usize| -> Option<FunctionResult> {
        if crate::parse::load(SourceFile::new("<candidate>", text)).is_err() {
            return None;
        }
        *runs += 1;
        let out = f.optimizer.run(text, f.args, f.opt_timeout).ok()?;
        let src = Side::load("<candidate>", Arc::from(text), f.refine).ok()?;
        let tgt = Side::load("<candidate optimized>", out.into(), f.refine).ok()?;
        let r = check_one(&src, &tgt, f.function, f.pass, f.refine)?;
        let same = r.outcome == Outcome::NotRefines
            && r.counterexample
                .as_ref()
                .is_some_and(|cx| cx.check == f.check);
        same.then_some(r)
    };
    let named = print_module(&named_values(module, index));
    let start = if let Some(r) = probe(&named, &mut runs) {
        last = Some(r);
        named
    } else {
        last = probe(input, &mut runs).or(last);
        input.to_string()
    };
    last.as_ref()?;
    let text = minimize(
        start,
        SHRINK_STEPS,
        1,
        |t: &String| candidates(t, &header),
        |c| {
            if runs >= SHRINK_RUNS || Instant::now() >= deadline {
                return Probe::Stop;
            }
            match probe(&c[0], &mut runs) {
                Some(r) => {
                    last = Some(r);
                    Probe::Hit(0)
                }
                None => Probe::Miss,
            }
        },
    );
    Some(Reduced {
        text,
        result: last?,
        runs,
    })
}

/// The module with every parameter, result and block of function `index`
/// named (`%vN`, `%bbN`, unused names), so that lines can be deleted
/// without renumbering the rest.
fn named_values(mut m: Module, index: usize) -> Module {
    let Some(body) = m.functions[index].body.as_mut() else {
        return m;
    };
    let mut taken: BTreeSet<String> = body
        .locals
        .iter()
        .filter_map(|l| l.name.as_ref())
        .chain(body.blocks.iter().filter_map(|b| b.name.as_ref()))
        .filter_map(|n| match n {
            Name::Named(s) => Some(s.clone()),
            Name::Numbered(_) => None,
        })
        .collect();
    let mut fresh = |prefix: &str| {
        let name = (0..)
            .map(|k| format!("{prefix}{k}"))
            .find(|n| !taken.contains(n))
            .unwrap_or_default();
        taken.insert(name.clone());
        Name::Named(name)
    };
    for l in &mut body.locals {
        if !matches!(l.name, Some(Name::Named(_))) {
            l.name = Some(fresh("v"));
        }
    }
    for b in &mut body.blocks {
        if !matches!(b.name, Some(Name::Named(_))) {
            b.name = Some(fresh("bb"));
        }
    }
    m
}

/// Every one-step simplification of the module `text` whose function is
/// the definition whose line holds `header` (`@f`), largest first,
/// without duplicates and without `text` itself.
fn candidates(text: &str, header: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let items = items(&lines);
    let opening = format!("{header}(");
    let target = items
        .iter()
        .copied()
        .find(|&(s, _)| lines[s].starts_with("define") && lines[s].contains(&opening));
    let Some((fs, fe)) = target else {
        return Vec::new();
    };
    let mut out: Vec<Vec<String>> = Vec::new();
    let owned = |v: &[&str]| v.iter().map(|l| l.to_string()).collect::<Vec<String>>();
    // Other entities of the module.
    for &(s, e) in &items {
        if s == fs || lines[s].starts_with("target ") {
            continue;
        }
        let mut v = owned(&lines[..s]);
        v.extend(owned(&lines[e + 1..]));
        out.push(v);
    }
    for &(s, e) in &items {
        if s != fs && s != e && lines[s].starts_with("define") {
            let mut v = owned(&lines[..s]);
            v.push(declaration(lines[s]));
            v.extend(owned(&lines[e + 1..]));
            out.push(v);
        }
    }
    // The function's body, rewritten in place.
    let body: Vec<String> = owned(&lines[fs + 1..fe]);
    let with_body = |b: Vec<String>| {
        let mut v = owned(&lines[..=fs]);
        v.extend(b);
        v.extend(owned(&lines[fe..]));
        v
    };
    let blocks = blocks(&body);
    for &(label, s, e) in blocks.iter().skip(1) {
        let mut b: Vec<String> = body[..s].to_vec();
        b.extend(body[e..].iter().cloned());
        out.push(with_body(without_incoming(b, label)));
    }
    for &(label, s, e) in &blocks {
        for k in s..e {
            let Some((a, b)) = cond_br(&body[k]) else {
                continue;
            };
            for (keep, drop) in [(a, b), (b, a)] {
                if keep == drop {
                    continue;
                }
                let mut v = body.clone();
                v[k] = format!("  br label %{keep}");
                // The dropped successor loses this predecessor.
                if let Some(&(_, ds, de)) = blocks.iter().find(|(l, ..)| *l == drop) {
                    for l in &mut v[ds..de] {
                        *l = drop_incoming(l, label);
                    }
                }
                out.push(with_body(v));
            }
        }
    }
    for k in 0..body.len() {
        let line = body[k].trim_start();
        if !body[k].starts_with(' ') || is_terminator(line) {
            continue;
        }
        let mut v = body.clone();
        v.remove(k);
        if let Some((result, _)) = line.split_once(" = ")
            && result.starts_with('%')
        {
            for l in &mut v {
                *l = replace_value(l, result, "zeroinitializer");
            }
        }
        out.push(with_body(v));
    }
    // One operand of an instruction made simpler: a value used becomes
    // `poison` or `zeroinitializer` (cutting a dependency), an integer
    // literal 0, 1 or -1.
    for k in 0..body.len() {
        let Some((head, ops)) = body[k].split_once(" = ").or_else(|| {
            let t = body[k].trim_start();
            (body[k].starts_with(' ') && !is_terminator(t)).then(|| body[k].split_at(0))
        }) else {
            continue;
        };
        let sep = if head.is_empty() { "" } else { " = " };
        for (p, len, simpler) in operand_simplifications(ops.as_bytes()) {
            for with in simpler {
                let mut v = body.clone();
                v[k] = format!("{head}{sep}{}{with}{}", &ops[..p], &ops[p + len..]);
                out.push(with_body(v));
            }
        }
    }
    let stripped: Vec<String> = body
        .iter()
        .filter(|l| !l.trim_start().starts_with("#dbg_"))
        .map(|l| strip_attachments(l))
        .collect();
    out.push(with_body(stripped));
    const FLAGS: [&str; 16] = [
        "nsw", "nuw", "exact", "disjoint", "nneg", "samesign", "inbounds", "nusw", "nnan", "ninf",
        "nsz", "arcp", "contract", "afn", "reassoc", "fast",
    ];
    for k in 0..body.len() {
        for flag in FLAGS {
            let word = format!(" {flag} ");
            if let Some(p) = body[k].find(&word) {
                let mut v = body.clone();
                v[k] = format!("{}{}", &body[k][..p], &body[k][p + flag.len() + 1..]);
                out.push(with_body(v));
            }
        }
    }
    let mut seen = BTreeSet::new();
    out.into_iter()
        .map(|v| {
            let mut t = v.join("\n");
            t.push('\n');
            t
        })
        .filter(|t| t != text && seen.insert(t.clone()))
        .collect()
}

/// The top-level entities of a printed module as line ranges (first,
/// last): a definition from `define` to its `}`, any other line on its
/// own; blank lines and comments are none.
fn items(lines: &[&str]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let l = lines[i];
        if l.starts_with("define") && l.ends_with('{') {
            let end = (i..lines.len()).find(|&j| lines[j] == "}").unwrap_or(i);
            out.push((i, end));
            i = end + 1;
            continue;
        }
        if !l.trim().is_empty() && !l.starts_with(';') {
            out.push((i, i));
        }
        i += 1;
    }
    out
}

/// A definition's first line as a declaration: `declare`, without the
/// linkages a declaration may not have and without the `{`.
fn declaration(define: &str) -> String {
    const DROPPED: [&str; 7] = [
        "internal",
        "private",
        "linkonce",
        "linkonce_odr",
        "weak",
        "weak_odr",
        "available_externally",
    ];
    let rest = define.strip_prefix("define").unwrap_or(define);
    let rest = rest.trim_end().strip_suffix('{').unwrap_or(rest).trim_end();
    let words: Vec<&str> = rest.split(' ').filter(|w| !DROPPED.contains(w)).collect();
    format!("declare{}", words.join(" "))
}

/// The blocks of a printed body as (label, first line, end): a label line
/// `name:` starts one; the entry block may have none.
fn blocks(body: &[String]) -> Vec<(&str, usize, usize)> {
    let mut starts: Vec<(&str, usize)> = Vec::new();
    for (k, l) in body.iter().enumerate() {
        if !l.starts_with(' ')
            && let Some((label, _)) = l.split_once(':')
            && !label.is_empty()
        {
            starts.push((label, k));
        }
    }
    if starts.first().is_none_or(|&(_, k)| k > 0) {
        starts.insert(0, ("", 0));
    }
    (0..starts.len())
        .map(|i| {
            let end = starts.get(i + 1).map_or(body.len(), |&(_, k)| k);
            (starts[i].0, starts[i].1, end)
        })
        .collect()
}

/// The two labels of `br i1 %c, label %a, label %b`.
fn cond_br(line: &str) -> Option<(&str, &str)> {
    let rest = line.trim_start().strip_prefix("br i1 ")?;
    let mut labels = rest.split(", label %").skip(1);
    let a = labels.next()?;
    let b = labels.next()?.split([' ', ',']).next()?;
    Some((a, b))
}

fn is_terminator(line: &str) -> bool {
    let op = match line.split_once(" = ") {
        Some((r, rest)) if r.starts_with('%') => rest,
        _ => line,
    };
    let word = op
        .split(' ')
        .find(|w| !matches!(*w, "tail" | "musttail" | "notail"));
    matches!(
        word,
        Some(
            "ret"
                | "br"
                | "switch"
                | "indirectbr"
                | "invoke"
                | "callbr"
                | "resume"
                | "catchswitch"
                | "catchret"
                | "cleanupret"
                | "unreachable"
        )
    )
}

/// The lines with every `phi` entry from block `label` removed.
fn without_incoming(body: Vec<String>, label: &str) -> Vec<String> {
    body.iter().map(|l| drop_incoming(l, label)).collect()
}

/// A `phi` line without its entry from block `label`.
fn drop_incoming(line: &str, label: &str) -> String {
    if !line.contains(" phi ") || label.is_empty() {
        return line.to_string();
    }
    let from = format!(", %{label} ]");
    let Some(open) = line.find(" [ ") else {
        return line.to_string();
    };
    let (head, entries) = line.split_at(open);
    let kept: Vec<&str> = entries
        .split("],")
        .map(|e| e.trim().trim_end_matches(']').trim())
        .filter(|e| !format!("{e} ]").ends_with(&from))
        .collect();
    let tail: Vec<String> = kept.iter().map(|e| format!("{e} ]")).collect();
    format!("{head} {}", tail.join(", "))
}

/// The line with the value `name` (`%x`) replaced by `with` wherever it
/// is a whole word.
fn replace_value(line: &str, name: &str, with: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(p) = rest.find(name) {
        let after = &rest[p + name.len()..];
        let whole = !after.starts_with(|c: char| c.is_ascii_alphanumeric() || "._$-\"".contains(c));
        out.push_str(&rest[..p]);
        out.push_str(if whole { with } else { name });
        rest = after;
    }
    out.push_str(rest);
    out
}

/// The operands of an instruction's text (after its `=`) that can be made
/// simpler, as (offset, length, replacements): each `%value` used,
/// replaced by `poison` or `zeroinitializer`; each integer literal (not an
/// alignment) replaced by 0, 1 or -1. A replacement the front end rejects
/// (a label, a `getelementptr` struct index) costs no optimizer run.
fn operand_simplifications(ops: &[u8]) -> Vec<(usize, usize, Vec<&'static str>)> {
    let mut out = Vec::new();
    let word = |c: u8| c.is_ascii_alphanumeric() || b"._$-".contains(&c);
    let mut i = 0;
    while i < ops.len() {
        let starts = i == 0 || matches!(ops[i - 1], b' ' | b'(' | b'[' | b'<' | b'{');
        if !starts {
            i += 1;
            continue;
        }
        let len = ops[i..]
            .iter()
            .take_while(|&&c| word(c) || c == b'%')
            .count();
        let tok = &ops[i..i + len];
        let before = &ops[..i];
        if tok.len() > 1 && tok[0] == b'%' && !before.ends_with(b"label ") {
            out.push((i, len, vec!["poison", "zeroinitializer"]));
        } else if !tok.is_empty()
            && tok.iter().all(|c| c.is_ascii_digit() || *c == b'-')
            && tok.iter().any(u8::is_ascii_digit)
            && !before.ends_with(b"align ")
        {
            let simpler: Vec<&'static str> = ["0", "1", "-1"]
                .into_iter()
                .filter(|c| c.as_bytes() != tok)
                .collect();
            out.push((i, len, simpler));
        }
        i += len.max(1);
    }
    out
}

/// The line without its metadata attachments (`, !tbaa !3`).
fn strip_attachments(line: &str) -> String {
    let mut out = line.to_string();
    while let Some(p) = out.find(", !") {
        let rest = &out[p + 3..];
        let name_len = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
            .unwrap_or(rest.len());
        let after = &rest[name_len..];
        let Some(val) = after.strip_prefix(" !") else {
            break;
        };
        let val_len = val.find(|c: char| !c.is_ascii_digit()).unwrap_or(val.len());
        if name_len == 0 || val_len == 0 {
            break;
        }
        let end = p + 3 + name_len + 2 + val_len;
        out.replace_range(p..end, "");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn candidates_fold_branches_drop_blocks_and_keep_the_function_valid() {
        let text = "declare void @g()\n\
                    define i32 @f(i32 %0, i1 %c) {\n  br i1 %c, label %a, label %b\n\
                    a:\n  %2 = add nsw i32 %0, 1\n  call void @g(), !dbg !1\n  br label %b\n\
                    b:\n  %p = phi i32 [ 0, %1 ], [ %2, %a ]\n  ret i32 %p\n}\n\
                    define void @h() {\n  ret void\n}\n!1 = !{}\n";
        let m = crate::parse::load(SourceFile::new("t", text)).expect("parses");
        let i = m.function_by_name("f").unwrap().0 as usize;
        let named = print_module(&named_values(m, i));
        assert!(named.contains("%v1 = add nsw i32 %v0, 1"), "{named}");
        let cands = candidates(&named, "@f");
        let valid: Vec<&String> = cands
            .iter()
            .filter(|c| crate::parse::load(SourceFile::new("c", c.as_str())).is_ok())
            .collect();
        let has = |pred: &dyn Fn(&str) -> bool| valid.iter().any(|c| pred(c));
        // @h dropped, @g's declaration kept by the call that names it.
        assert!(has(&|c| !c.contains("@h(") && c.contains("@f(")));
        // The branch folded either way; to %a, the phi in %b loses its
        // entry from the entry block.
        let to_b = "bb0:\n  br label %b\n";
        assert!(has(&|c| c.contains(to_b)));
        assert!(has(
            &|c| c.contains("bb0:\n  br label %a\n") && c.contains("phi i32 [ %v1, %a ]\n")
        ));
        // Then block %a, now unreachable, dropped with its phi entry.
        let folded = valid
            .iter()
            .find(|c| c.contains(to_b))
            .expect("a folded branch");

        assert!(candidates(folded, "@f").iter().any(|c| {
            !c.contains("\na:")
                && c.contains("phi i32 [ 0, %bb0 ]\n")
                && crate::parse::load(SourceFile::new("c", c.as_str())).is_ok()
        }));
        // The add dropped, its use zero.
        assert!(has(
            &|c| !c.contains("add nsw") && c.contains("zeroinitializer")
        ));
        assert!(has(&|c| c.contains("add i32")));
        // An operand made poison, a constant made -1, no label touched.
        assert!(has(&|c| c.contains("%v1 = add nsw i32 poison, 1\n")));
        assert!(has(&|c| c.contains("%v1 = add nsw i32 %v0, -1\n")));
        assert!(!cands.iter().any(|c| c.contains("label poison")));
        // Attachments stripped, then the node nothing names dropped.
        assert!(has(&|c| c.contains("call void @g()\n")));
        assert!(valid.len() * 2 >= cands.len(), "{cands:#?}");
    }
}
