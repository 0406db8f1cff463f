//! `llsem validate --html DIR`: a static page of a run, so that a reviewer
//! can look instead of read. The summary; then for each finding its
//! source and target functions side by side, each line with the values it
//! took on the failing input (from the same trace as `llsem run --trace`):
//! the target's run replays the counterexample's choices; the source's is
//! one run of it with the same input (the report says which of its
//! behaviours were explored). Then a table of every other record.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::output::Summary;
use super::{Record, ValidateConfig};
use crate::oracle::{Oracle, RandomOracle, ReplayOracle, parse_choices};
use crate::refine::Counterexample;
use crate::sem::program::Program;
use crate::sem::run::{RunOptions, parse_arg, run_function};
use crate::syntax::SourceFile;

/// Writes `DIR/index.html`; its path.
pub fn write(
    dir: &Path,
    summary: &Summary,
    findings: &[Record],
    others: &[Record],
    cfg: &ValidateConfig,
) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    let mut page = String::from(HEAD);
    page.push_str("<h1>llsem validate</h1>\n<h2>Summary</h2>\n<table class=\"summary\">\n");
    let s = summary;
    for (k, v) in [
        ("files", s.files.to_string()),
        ("RUN lines", s.run_lines.to_string()),
        (
            "functions checked",
            format!("{} in {:.1} s ({:.1}/s)", s.functions, s.seconds, s.rate()),
        ),
        (
            "refines",
            format!("{} ({} unchanged)", s.refines, s.unchanged),
        ),
        ("not-refines", s.not_refines.to_string()),
        ("inconclusive", s.inconclusive.to_string()),
        ("unsupported", s.unsupported.to_string()),
        ("errors", s.errors.to_string()),
        ("skipped", s.skipped.to_string()),
        ("deleted / added", format!("{} / {}", s.deleted, s.added)),
        ("deleted external", s.deleted_external.to_string()),
    ] {
        page.push_str(&format!(
            "<tr><th>{}</th><td>{}</td></tr>\n",
            esc(k),
            esc(&v)
        ));
    }
    page.push_str("</table>\n");
    page.push_str(&format!("<h2>Findings ({})</h2>\n", findings.len()));
    for (i, r) in findings.iter().enumerate() {
        finding(&mut page, i + 1, r, cfg);
    }
    page.push_str("<h2>Other results</h2>\n<table class=\"records\">\n<tr><th>file</th><th>RUN line</th><th>pass</th><th>function</th><th>verdict</th><th>reason</th></tr>\n");
    for r in others {
        page.push_str(&format!(
            "<tr class=\"{}\"><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
            r.outcome.name(),
            esc(&r.file),
            r.run_line.map_or(String::new(), |l| l.to_string()),
            esc(r.pass.as_deref().unwrap_or("")),
            esc(r.function.as_deref().map_or(String::new(), |f| format!("@{f}")).as_str()),
            r.outcome.name(),
            esc(&r.reason)
        ));
    }
    page.push_str("</table>\n</body>\n</html>\n");
    let path = dir.join("index.html");
    std::fs::write(&path, page)?;
    Ok(path)
}

/// One finding's section.
fn finding(page: &mut String, n: usize, r: &Record, cfg: &ValidateConfig) {
    let func = r.function.clone().unwrap_or_default();
    page.push_str(&format!(
        "<section class=\"finding\" id=\"finding-{n}\">\n<h3>{n}. {} @{} <span class=\"verdict\">{}</span></h3>\n<p>{}{} &middot; pass <code>{}</code></p>\n<p class=\"reason\">{}</p>\n",
        esc(&r.file),
        esc(&func),
        r.outcome.name(),
        esc(&r.file),
        r.run_line.map_or(String::new(), |l| format!(":{l}")),
        esc(r.pass.as_deref().unwrap_or("")),
        esc(&r.reason)
    ));
    if let Some(sig) = &r.signature {
        page.push_str(&format!(
            "<p class=\"signature\">signature: <code>{}</code></p>\n",
            esc(&sig.line())
        ));
    }
    if let Some(cx) = &r.counterexample {
        page.push_str("<table class=\"inputs\"><tr><th>inputs</th><td>");
        page.push_str(&esc(&if cx.args.is_empty() {
            "(none)".to_string()
        } else {
            cx.args.join(", ")
        }));
        page.push_str(&format!(
            "</td></tr><tr><th>source</th><td>{}</td></tr><tr><th>target</th><td>{}</td></tr></table>\n",
            esc(&cx.source),
            esc(&cx.target)
        ));
    }
    if let Some((src, tgt)) = &r.texts {
        let (src_values, tgt_values) = match &r.counterexample {
            Some(cx) => (
                traced_values(src, &func, cx, None, cfg),
                traced_values(tgt, &func, cx, Some(&cx.target_choices), cfg),
            ),
            None => (BTreeMap::new(), BTreeMap::new()),
        };
        page.push_str("<div class=\"sides\">\n");
        side(page, "source (one run)", src, &func, &src_values);
        side(page, "target (the failing run)", tgt, &func, &tgt_values);
        page.push_str("</div>\n");
    }
    if let Some(replay) = &r.replay {
        page.push_str(&format!("<pre class=\"replay\">{}</pre>\n", esc(replay)));
    }
    page.push_str("</section>\n");
}

/// One side: the function's lines, each with the values it took.
fn side(
    page: &mut String,
    title: &str,
    text: &str,
    func: &str,
    values: &BTreeMap<u32, Vec<String>>,
) {
    page.push_str(&format!(
        "<div class=\"side\"><h4>{}</h4>\n<table class=\"code\">\n",
        esc(title)
    ));
    for (line, code) in function_lines(text, func) {
        let vals = values.get(&line).map(|v| shown(v)).unwrap_or_default();
        page.push_str(&format!(
            "<tr><td class=\"ln\">{line}</td><td class=\"src\">{}</td><td class=\"val\">{}</td></tr>\n",
            esc(code),
            esc(&vals)
        ));
    }
    page.push_str("</table></div>\n");
}

/// The values of a line: up to three, then how many more.
fn shown(values: &[String]) -> String {
    let mut s = values
        .iter()
        .take(3)
        .cloned()
        .collect::<Vec<_>>()
        .join(" · ");
    if values.len() > 3 {
        s.push_str(&format!(" (+{} more)", values.len() - 3));
    }
    s
}

/// The lines (1-based number, text) of `define ... @func` up to its `}`.
fn function_lines<'t>(text: &'t str, func: &str) -> Vec<(u32, &'t str)> {
    let quoted = crate::syntax::types::quote_name(func);
    let needle = format!("@{quoted}(");
    let mut out = Vec::new();
    let mut inside = false;
    for (i, l) in text.lines().enumerate() {
        if !inside && l.starts_with("define") && l.contains(&needle) {
            inside = true;
        }
        if inside {
            out.push((i as u32 + 1, l));
            if l.trim_end() == "}" {
                break;
            }
        }
    }
    out
}

/// Runs `func` of `text` on the counterexample's input with tracing on:
/// the values each line took, by line. With `choices`, the run replays
/// them; without, it draws from the configured seed.
fn traced_values(
    text: &Arc<str>,
    func: &str,
    cx: &Counterexample,
    choices: Option<&[String]>,
    cfg: &ValidateConfig,
) -> BTreeMap<u32, Vec<String>> {
    let mut out: BTreeMap<u32, Vec<String>> = BTreeMap::new();
    let file = SourceFile::new("<html>", text.clone());
    let Ok(module) = crate::parse::load(file) else {
        return out;
    };
    let Ok(prog) = Program::new(Arc::new(module), cfg.refine.model) else {
        return out;
    };
    let Some(f) = prog.module.function_by_name(func) else {
        return out;
    };
    let params = prog.module.func(f).params.clone();
    let mut args = Vec::new();
    for (a, p) in cx.arg_texts.iter().zip(&params) {
        match parse_arg(&prog, p.ty, a) {
            Ok(v) => args.push(v),
            Err(_) => return out,
        }
    }
    let mut random = RandomOracle::new(cfg.refine.seed);
    let mut replay;
    let oracle: &mut dyn Oracle = match choices {
        Some(c) => {
            replay = ReplayOracle::named(parse_choices(&c.join(",")).unwrap_or_default());
            &mut replay
        }
        None => &mut random,
    };
    let opts = RunOptions {
        limits: cfg.refine.limits,
        trace: true,
        program_args: Vec::new(),
        env: cx.env,
        matching: None,
        addresses: None,
        stdin: None,
        probe_divergence: true,
    };
    let result = run_function(&prog, f, args, oracle, &opts);
    for line in result.trace.unwrap_or_default() {
        let Some((loc, rest)) = line.split_once(':') else {
            continue;
        };
        let Ok(n) = loc.parse::<u32>() else {
            continue;
        };
        let note = rest.rsplit_once("  ; ").map_or("", |(_, v)| v);
        out.entry(n).or_default().push(note.to_string());
    }
    out
}

/// Text as HTML.
fn esc(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '&' => o.push_str("&amp;"),
            '"' => o.push_str("&quot;"),
            c => o.push(c),
        }
    }
    o
}

const HEAD: &str = r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>llsem validate</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2em; color: #222; }
table { border-collapse: collapse; }
th, td { text-align: left; padding: 2px 8px; vertical-align: top; }
table.summary th { font-weight: normal; color: #555; }
table.records td, table.records th { border-bottom: 1px solid #eee; font-size: 90%; }
tr.not-refines, tr.deleted-external { background: #fdd; }
tr.inconclusive, tr.unsupported { background: #ffd; }
tr.error { background: #fcc; }
section.finding { border: 1px solid #d88; border-radius: 6px; padding: 0 1em 1em; margin: 1em 0; }
.verdict { color: #b00; font-size: 80%; }
.reason { font-family: monospace; }
.sides { display: flex; gap: 1em; }
.side { flex: 1; overflow-x: auto; }
table.code { font-family: monospace; font-size: 85%; }
table.code td.ln { color: #999; text-align: right; }
table.code td.src { white-space: pre; }
table.code td.val { color: #06c; white-space: pre; }
pre.replay { background: #f4f4f4; padding: 0.5em; white-space: pre-wrap; }
</style>
</head>
<body>
"#;
