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
    pub fn render(&self, file: &SourceFile) -> String {
        let lc = file.line_col(self.span.start);
        let kind = match self.severity {
            Severity::Error => "error",
            Severity::Note => "note",
        };
        let line = file.line_text(lc.line);
        let caret_pad: String = line
            .chars()
            .take(lc.column as usize - 1)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        format!(
            "{}:{}:{}: {kind}: {}\n{line}\n{caret_pad}^\n",
            file.name, lc.line, lc.column, self.message
        )
    }
}
