//! What llsem tells people and scripts: UB reports for humans (title, the
//! `.ll` line with a caret, the operand values, the allocation, the seed and
//! a replay command) and the JSON documents of CONTRACT.md.

pub mod debuginfo;
pub mod json;

use annotate_snippets::{AnnotationKind, Level, Renderer, Snippet};

use crate::sem::origin::OperandOrigin;
use crate::sem::program::Program;
use crate::sem::run::RunResult;
use crate::sem::stop::{Location, Stop};
use crate::syntax::{Module, SourceFile};

/// Where a stop happened, as `file:line:column` parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    /// The function name without `@`.
    pub function: String,
    /// The block label as the printer writes it, without its `%` (`entry`;
    /// `7` for `%7`, an unnamed block; a quoted name keeps its quotes).
    pub block: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub column: u32,
}

/// The place of a location in the module's source.
pub fn place(m: &Module, loc: &Location) -> Place {
    let f = m.func(loc.func);
    // As the printer and the trace write it: an unnamed block is its
    // number (the entry block's comes after the unnamed parameters).
    let label = crate::syntax::print::print_block_ref(m, f, loc.block);
    let block = label.strip_prefix('%').unwrap_or(&label).to_string();
    let lc = m.source.line_col(loc.span.start);
    Place {
        function: crate::sem::program::name_text(&f.name),
        block,
        line: lc.line,
        column: lc.column,
    }
}

/// The source lines of a report (see [`source_json`]), each indented by
/// `indent`: the position with the line's text when the file could be read,
/// then each call it was inlined into.
fn source_text(at: &json::SourceJson, indent: &str) -> String {
    let calls = at.inlined_at.iter().map(|c| ("inlined at", c));
    let mut out = String::new();
    for (label, pos) in std::iter::once(("source", at)).chain(calls) {
        let function = pos
            .function
            .as_ref()
            .map_or_else(String::new, |f| format!(" (in {f})"));
        out.push_str(&format!(
            "{indent}{label} {}:{}:{}{function}\n",
            pos.file, pos.line, pos.column
        ));
        if let Some(text) = &pos.text {
            out.push_str(&format!("{indent}  {} | {}\n", pos.line, text));
        }
    }
    out
}

/// `  origin %6 is poison from `%4 = add nsw i32 %3, 1` (f.ll:36:8, in @bump):
/// `add nsw` overflowed on 2147483647 + 1`, with its source lines.
pub fn render_origin(m: &Module, o: &OperandOrigin) -> String {
    origin_text(&origin_json(m, o), &m.source.name)
}

/// An origin as [`render_origin`] writes it, from its JSON form, with
/// `file` naming the module it points into.
pub fn origin_text(o: &json::OriginJson, file: &str) -> String {
    let whence = format!("{file}:{}:{}, in @{}", o.line, o.column, o.function);
    let mut out = match &o.instruction {
        Some(inst) => format!(
            "  origin {} is {} from `{inst}` ({whence}): {}\n",
            o.operand, o.value, o.reason
        ),
        None => format!(
            "  origin {} is {} from {whence}: {}\n",
            o.operand, o.value, o.reason
        ),
    };
    if let Some(at) = &o.source {
        out.push_str(&source_text(at, "    "));
    }
    out
}

/// The instruction at `at`, as the printer writes it without `!dbg`.
fn origin_instruction(m: &Module, at: &Location) -> Option<String> {
    let mut inst = debuginfo::instruction_at(m, at)?.clone();
    inst.md.retain(|(kind, _)| kind != "dbg");
    let text = crate::syntax::print::print_inst(m, m.func(at.func), &inst);
    Some(text.lines().map(str::trim).collect::<Vec<_>>().join(" "))
}

/// Where a poison or undef operand came from, for JSON.
pub fn origin_json(m: &Module, o: &OperandOrigin) -> json::OriginJson {
    let at = &o.origin.at;
    let p = place(m, at);
    json::OriginJson {
        operand: o.operand.clone(),
        value: o.what.to_string(),
        function: p.function,
        block: p.block,
        line: p.line,
        column: p.column,
        instruction: origin_instruction(m, at),
        reason: o.origin.reason.clone(),
        source: source_json(m, at),
    }
}

/// The source position of a report, from debug info, for JSON.
pub fn source_json(m: &Module, loc: &Location) -> Option<json::SourceJson> {
    let at = debuginfo::debug_location(m, loc)?;
    let beside = std::path::Path::new(&m.source.name).parent();
    let one = |pos: &debuginfo::SourcePos| json::SourceJson {
        file: pos.file.clone(),
        line: pos.line,
        column: pos.column,
        function: pos.function.clone(),
        text: debuginfo::source_line(&pos.file, pos.line, beside),
        inlined_at: Vec::new(),
    };
    Some(json::SourceJson {
        inlined_at: at.inlined_at.iter().map(one).collect(),
        ..one(&at.at)
    })
}

/// A human-readable report of an immediate UB: title, location with the
/// source line and a caret, what happened, the operand values, the
/// allocation involved, the seed and a replay command.
pub fn render_ub(prog: &Program, result: &RunResult, seed: u64, replay: &str) -> String {
    let Stop::Ub(ub) = &result.stop else {
        return String::new();
    };
    let src: &SourceFile = &prog.module.source;
    let title = format!("immediate UB: {}", ub.kind.name());
    let mut out = String::new();
    match &result.location {
        Some(loc) => {
            let p = place(&prog.module, loc);
            out.push_str(&format!("{}:{}:{}: {title}\n", src.name, p.line, p.column));
            let span =
                loc.span.start as usize..(loc.span.end as usize).max(loc.span.start as usize + 1);
            let report = &[Level::ERROR.primary_title(&title).element(
                Snippet::source(&*src.text)
                    .path(&src.name)
                    .fold(true)
                    .annotation(AnnotationKind::Primary.span(span).label(&ub.message)),
            )];
            // The renderer's own title line repeats ours; keep the snippet.
            let rendered = Renderer::plain().render(report).to_string();
            for line in rendered.lines().skip(1) {
                out.push_str(line);
                out.push('\n');
            }
            out.push_str(&format!("  in @{}, block %{}\n", p.function, p.block));
            if let Some(at) = source_json(&prog.module, loc) {
                out.push_str(&source_text(&at, "  "));
            }
        }
        None => out.push_str(&format!("{}: {title}: {}\n", src.name, ub.message)),
    }
    for o in &ub.operands {
        out.push_str(&format!("  operand {o}\n"));
    }
    for o in &ub.origins {
        out.push_str(&render_origin(&prog.module, o));
    }
    if let Some(a) = &ub.allocation {
        out.push_str(&format!("  allocation {a}\n"));
    }
    out.push_str(&format!("  seed {seed}; replay: {replay}\n"));
    out
}
