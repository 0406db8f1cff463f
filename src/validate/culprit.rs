//! The part of a pass's change to a function that makes it fail: the
//! pass's edits to a test function, shrunk by delta debugging while the
//! function still fails the same check, so that a signature names the
//! wrong rewrite and not the correct ones beside it (one bug in a large
//! test function is then one signature, as in a small one).
//!
//! Both functions are printed by llsem's printer and diffed line by line;
//! each run of differing lines is an edit. A candidate is the source
//! function with a subset of the edits applied (the other edits
//! reverted), in the target's module (which declares what the target's
//! lines use); one that does not parse, compile or fail the same check is
//! rejected, so edits that depend on each other stay together. Edits are
//! dropped one at a time while the rest still fails, at most
//! [`MAX_CHECKS`] candidates per finding; the result is used for the
//! signature only, never for a verdict.

use std::sync::Arc;

use super::pairs::Side;
use super::signature::Signature;
use crate::refine::compare::Check;
use crate::refine::{RefineConfig, Verdict, refine_function};
use crate::syntax::print::{print_function_ref, print_module};
use crate::syntax::{FuncId, Function, Module};

/// Most candidates checked while shrinking one finding's change.
pub const MAX_CHECKS: usize = 32;
/// Most lines of a function (each side) whose edits are shrunk; the line
/// diff is quadratic.
const MAX_LINES: usize = 2000;

/// The signature of the miscompilation of function `function` (its name
/// without `@`) from `src` to `tgt` by `pass`, which fails `check`, from
/// the smallest failing part of the change ([`shrink`]); `None` when no
/// smaller part fails (the whole change's signature stands).
pub fn signature(
    src: &Side,
    tgt: &Side,
    function: &str,
    pass: &str,
    check: Check,
    cfg: &RefineConfig,
) -> Option<Signature> {
    let find = |m: &Module| {
        m.functions
            .iter()
            .position(|g| g.body.is_some() && crate::sem::program::name_text(&g.name) == function)
            .map(|i| FuncId(i as u32))
    };
    let sf = find(&src.program.module)?;
    let tf = find(&tgt.program.module)?;
    let (hm, hf) = shrink(src, sf, tgt, tf, check, cfg)?;
    let sm = &src.program.module;
    Some(Signature::miscompilation(
        pass,
        check,
        (sm, sm.func(sf)),
        (&hm, hm.func(hf)),
    ))
}

/// The smallest failing part of the change from `sf` (in `src`) to `tf`
/// (in `tgt`), which fails `check`: the module of the source function
/// with only those edits applied, and that function's id; `None` when the
/// change is one edit, or no smaller part fails.
pub fn shrink(
    src: &Side,
    sf: FuncId,
    tgt: &Side,
    tf: FuncId,
    check: Check,
    cfg: &RefineConfig,
) -> Option<(Arc<Module>, FuncId)> {
    let sm = &src.program.module;
    let tm = &tgt.program.module;
    let (sf_, tf_) = (sm.func(sf), tm.func(tf));
    let src_text = print_module(sm);
    let tgt_text = print_module(tm);
    let s_lines: Vec<&str> = src_text.lines().collect();
    let t_lines: Vec<&str> = tgt_text.lines().collect();
    let s_body = body_range(&s_lines, sf_)?;
    let t_body = body_range(&t_lines, tf_)?;
    let (s_b, t_b) = (&s_lines[s_body.clone()], &t_lines[t_body.clone()]);
    if s_b.len() > MAX_LINES || t_b.len() > MAX_LINES {
        return None;
    }
    let pieces = diff(s_b, t_b);
    let edits = pieces
        .iter()
        .filter(|p| matches!(p, Piece::Edit(..)))
        .count();
    if edits < 2 {
        return None;
    }
    let name = crate::sem::program::name_text(&sf_.name);
    let candidate = |keep: &[bool]| -> Option<(Arc<Module>, FuncId)> {
        let mut text = String::new();
        for l in &t_lines[..t_body.start] {
            text.push_str(l);
            text.push('\n');
        }
        let mut k = 0;
        for p in &pieces {
            let lines = match p {
                Piece::Same(l) => std::slice::from_ref(l),
                Piece::Edit(s, t) => {
                    k += 1;
                    if keep[k - 1] { t } else { s }
                }
            };
            for l in lines {
                text.push_str(l);
                text.push('\n');
            }
        }
        for l in &t_lines[t_body.end..] {
            text.push_str(l);
            text.push('\n');
        }
        let side = Side::load("<candidate>", text.into(), cfg).ok()?;
        let m = &side.program.module;
        let hf = m
            .functions
            .iter()
            .position(|g| g.name == sf_.name && g.body.is_some())
            .map(|i| FuncId(i as u32))?;
        let (sp, tp) = super::pairs::shared_programs(src, &side);
        let report = refine_function(&sp, sf, &tp, hf, &name, cfg);
        let fails = report.verdict == Verdict::NotRefines
            && report.counterexample.as_ref().map(|cx| cx.check) == Some(check);
        fails.then(|| (side.program.module.clone(), hf))
    };
    let mut keep = vec![true; edits];
    let mut best = None;
    let mut checks = 0;
    loop {
        let mut progress = false;
        for k in 0..edits {
            if !keep[k] || keep.iter().filter(|x| **x).count() == 1 {
                continue;
            }
            if checks == MAX_CHECKS {
                return best;
            }
            checks += 1;
            keep[k] = false;
            match candidate(&keep) {
                Some(found) => {
                    best = Some(found);
                    progress = true;
                }
                None => keep[k] = true,
            }
        }
        if !progress {
            return best;
        }
    }
}

/// The lines of `f`'s body in a printed module: after its `define` line,
/// up to its closing `}`.
fn body_range(lines: &[&str], f: &Function) -> Option<std::ops::Range<usize>> {
    let needle = format!("{}(", print_function_ref(f));
    let start = lines
        .iter()
        .position(|l| l.starts_with("define") && l.contains(&needle))?
        + 1;
    let len = lines[start..].iter().position(|l| *l == "}")?;
    Some(start..start + len)
}

/// A stretch of a line diff: a line both sides have, or an edit (the
/// source's lines replaced by the target's).
enum Piece<'a> {
    Same(&'a str),
    Edit(Vec<&'a str>, Vec<&'a str>),
}

/// The line diff of `a` into `b` along a longest common subsequence.
fn diff<'a>(a: &[&'a str], b: &[&'a str]) -> Vec<Piece<'a>> {
    let (n, m) = (a.len(), b.len());
    // lcs[i][j]: the longest common subsequence of a[i..] and b[j..].
    let mut lcs = vec![0u32; (n + 1) * (m + 1)];
    let at = |i: usize, j: usize| i * (m + 1) + j;
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[at(i, j)] = if a[i] == b[j] {
                lcs[at(i + 1, j + 1)] + 1
            } else {
                lcs[at(i + 1, j)].max(lcs[at(i, j + 1)])
            };
        }
    }
    let mut out = Vec::new();
    let (mut i, mut j) = (0, 0);
    let (mut del, mut ins): (Vec<&str>, Vec<&str>) = (Vec::new(), Vec::new());
    let flush = |out: &mut Vec<Piece<'a>>, del: &mut Vec<&'a str>, ins: &mut Vec<&'a str>| {
        if !del.is_empty() || !ins.is_empty() {
            out.push(Piece::Edit(std::mem::take(del), std::mem::take(ins)));
        }
    };
    while i < n || j < m {
        if i < n && j < m && a[i] == b[j] {
            flush(&mut out, &mut del, &mut ins);
            out.push(Piece::Same(a[i]));
            i += 1;
            j += 1;
        } else if j < m && (i == n || lcs[at(i, j + 1)] >= lcs[at(i + 1, j)]) {
            ins.push(b[j]);
            j += 1;
        } else {
            del.push(a[i]);
            i += 1;
        }
    }
    flush(&mut out, &mut del, &mut ins);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_diff_groups_runs_of_changes_into_edits() {
        let a = ["x", "a", "y", "b", "c", "z"];
        let b = ["x", "A", "y", "z", "d"];
        let pieces = diff(&a, &b);
        let shown: Vec<String> = pieces
            .iter()
            .map(|p| match p {
                Piece::Same(l) => l.to_string(),
                Piece::Edit(s, t) => format!("[{}/{}]", s.join(","), t.join(",")),
            })
            .collect();
        assert_eq!(shown, ["x", "[a/A]", "y", "[b,c/]", "z", "[/d]"]);
    }
}
