//! Diagnostics of the front end: a message at a source location, printed as
//! `file:line:column: error: message` followed by the source line and a caret.

use crate::syntax::{SourceFile, Span};

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The input is rejected.
    Error,
    /// Additional information attached to an error.
    Note,
}

/// A located message about the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or note.
    pub severity: Severity,
    /// What is wrong, in one line (`expected ... but found ...`).
    pub message: String,
    /// Where.
    pub span: Span,
}

impl Diagnostic {
    /// An error at `span`.
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            span,
        }
    }

    /// `file:line:column: error: message`, then the source line and a caret.
    /// Of a line longer than [`SHOWN_CHARS`] characters only the part
    /// around the column is shown, between `...`.
    pub fn render(&self, file: &SourceFile) -> String {
        let lc = file.line_col(self.span.start);
        let kind = match self.severity {
            Severity::Error => "error",
            Severity::Note => "note",
        };
        let (line, caret_col) = excerpt(file.line_text(lc.line), lc.column as usize - 1);
        let caret_pad: String = line
            .chars()
            .take(caret_col)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        format!(
            "{}:{}:{}: {kind}: {}\n{line}\n{caret_pad}^\n",
            file.name, lc.line, lc.column, self.message
        )
    }
}

/// The most characters of a source line a diagnostic shows.
pub const SHOWN_CHARS: usize = 160;

/// The part of `line` a diagnostic at character `col` shows, and the
/// caret's character position in it: the whole line if it is short, else
/// [`SHOWN_CHARS`] characters around `col` marked `...` where cut.
fn excerpt(line: &str, col: usize) -> (String, usize) {
    let len = line.chars().count();
    if len <= SHOWN_CHARS {
        return (line.to_string(), col);
    }
    let start = col.saturating_sub(SHOWN_CHARS / 2).min(len - SHOWN_CHARS);
    let body: String = line.chars().skip(start).take(SHOWN_CHARS).collect();
    let head = if start > 0 { "..." } else { "" };
    let tail = if start + SHOWN_CHARS < len { "..." } else { "" };
    (format!("{head}{body}{tail}"), col - start + head.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_line_is_shown_around_the_column() {
        let line = format!("{}X{}", "a".repeat(100_000), "b".repeat(100_000));
        let file = SourceFile::new("t.ll", format!("first\n{line}\n"));
        let d = Diagnostic::error(Span::new(100_006, 100_007), "here");
        let out = d.render(&file);
        assert!(out.starts_with("t.ll:2:100001: error: here\n"), "{out}");
        assert!(out.len() < 400, "{} bytes", out.len());
        let lines: Vec<&str> = out.lines().collect();
        let caret = lines[2].len() - 1;
        assert_eq!(&lines[1][caret..caret + 1], "X");
        assert!(lines[1].starts_with("...") && lines[1].ends_with("..."));
    }

    #[test]
    fn a_short_line_is_shown_whole() {
        let file = SourceFile::new("t.ll", "ret i32 %x\n");
        let out = Diagnostic::error(Span::new(8, 10), "bad").render(&file);
        assert_eq!(out, "t.ll:1:9: error: bad\nret i32 %x\n        ^\n");
    }
}
