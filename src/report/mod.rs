//! What llsem tells people and scripts: UB reports for humans (title, the
//! `.ll` line with a caret, the operand values, the allocation, the seed and
//! a replay command) and the JSON documents of CONTRACT.md.

pub mod debuginfo;
pub mod json;

use annotate_snippets::{AnnotationKind, Level, Renderer, Snippet};

use crate::sem::program::Program;
use crate::sem::run::RunResult;
use crate::sem::stop::{Location, Stop};
use crate::syntax::SourceFile;

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
pub fn place(prog: &Program, loc: &Location) -> Place {
    let m = &prog.module;
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
            let p = place(prog, loc);
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
        }
        None => out.push_str(&format!("{}: {title}: {}\n", src.name, ub.message)),
    }
    for o in &ub.operands {
        out.push_str(&format!("  operand {o}\n"));
    }
    if let Some(a) = &ub.allocation {
        out.push_str(&format!("  allocation {a}\n"));
    }
    out.push_str(&format!("  seed {seed}; replay: {replay}\n"));
    out
}
