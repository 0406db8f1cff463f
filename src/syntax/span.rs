//! Source locations. Every parsed item keeps the byte range it came from, so
//! that diagnostics and UB reports can point at `file:line:column`.
//!
//! Spans are where an item was written, not what it is: two spans always
//! compare equal, so that `parse(print(parse(x))) == parse(x)` compares
//! content only.

use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// A byte range `start..end` in the source text.
#[derive(Clone, Copy, Debug, Default)]
pub struct Span {
    /// Offset of the first byte.
    pub start: u32,
    /// Offset one past the last byte.
    pub end: u32,
}

impl Span {
    /// The span `start..end`.
    pub fn new(start: usize, end: usize) -> Span {
        Span {
            start: start as u32,
            end: end as u32,
        }
    }

    /// The smallest span covering both.
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }
}

impl PartialEq for Span {
    fn eq(&self, _: &Span) -> bool {
        true
    }
}

impl Eq for Span {}

impl Hash for Span {
    fn hash<H: Hasher>(&self, _: &mut H) {}
}

/// A 1-based line and column (column counted in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineCol {
    /// Line number, from 1.
    pub line: u32,
    /// Column number, from 1.
    pub column: u32,
}

/// The text a module was parsed from, with its name, for turning spans into
/// line and column numbers and for quoting source lines in reports.
#[derive(Clone, Debug, Default)]
pub struct SourceFile {
    /// The name to print in diagnostics (a path, or `<stdin>`).
    pub name: String,
    /// The whole text.
    pub text: Arc<str>,
    /// Byte offset of the start of each line.
    line_starts: Vec<u32>,
}

impl SourceFile {
    /// A source file named `name` holding `text`.
    pub fn new(name: impl Into<String>, text: impl Into<Arc<str>>) -> SourceFile {
        let text: Arc<str> = text.into();
        let mut line_starts = vec![0];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        SourceFile {
            name: name.into(),
            text,
            line_starts,
        }
    }

    /// Line and column of a byte offset (clamped to the text).
    pub fn line_col(&self, offset: u32) -> LineCol {
        let offset = offset.min(self.text.len() as u32);
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = self.line_starts[line] as usize;
        let end = (offset as usize).max(start);
        let column = self
            .text
            .get(start..end)
            .map_or(end - start, |s| s.chars().count());
        LineCol {
            line: line as u32 + 1,
            column: column as u32 + 1,
        }
    }

    /// The text of line `line` (1-based), without its newline.
    pub fn line_text(&self, line: u32) -> &str {
        let i = (line as usize).saturating_sub(1);
        let Some(&start) = self.line_starts.get(i) else {
            return "";
        };
        let end = self
            .line_starts
            .get(i + 1)
            .map_or(self.text.len(), |&e| e as usize);
        self.text[start as usize..end].trim_end_matches(['\n', '\r'])
    }
}

impl PartialEq for SourceFile {
    fn eq(&self, _: &SourceFile) -> bool {
        true
    }
}

impl Eq for SourceFile {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column() {
        let f = SourceFile::new("t.ll", "ab\ncdé\nf");
        assert_eq!(f.line_col(0), LineCol { line: 1, column: 1 });
        assert_eq!(f.line_col(3), LineCol { line: 2, column: 1 });
        assert_eq!(f.line_col(7), LineCol { line: 2, column: 4 });
        assert_eq!(f.line_col(8), LineCol { line: 3, column: 1 });
        assert_eq!(f.line_text(2), "cdé");
        assert_eq!(f.line_text(9), "");
    }
}
