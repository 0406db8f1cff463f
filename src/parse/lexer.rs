//! The first stage of the front end: `.ll` text to tokens, each with the byte
//! span it was read from (LangRef "Identifiers", "Simple Constants", and the
//! punctuation of the grammar). The parser (`super::parser`) reads the tokens.
//!
//! Lexing never fails as a whole: at the first character that starts no token
//! the lexer emits an [`TokenKind::Error`] token carrying the message, then
//! [`TokenKind::Eof`]. The parser reports that error only if it gets that far,
//! so errors come out in source order.

use crate::syntax::Span;

/// A floating-point literal as written (its value depends on the type it is
/// used with, so the parser converts it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FloatLit {
    /// `[-+]?[0-9]+.[0-9]*([eE][-+]?[0-9]+)?`, read as a `double` first.
    Decimal(String),
    /// `0x` followed by hex digits: the bits of a `double`.
    HexDouble(String),
    /// `0xH`/`0xR`/`0xK`/`0xL`/`0xM` followed by hex digits: the raw bits of
    /// `half`/`bfloat`/`x86_fp80`/`fp128`/`ppc_fp128`.
    HexRaw {
        /// The letter after `0x`.
        prefix: char,
        /// The hex digits.
        digits: String,
    },
}

/// What a token is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// `%name` or `%"quoted name"` (escapes decoded).
    LocalName(String),
    /// `%12`.
    LocalNum(u32),
    /// `@name` or `@"quoted name"`.
    GlobalName(String),
    /// `@12`.
    GlobalNum(u32),
    /// `!name` (named metadata, attachment kinds, `!DILocation`, ...).
    MetadataName(String),
    /// `!12`.
    MetadataNum(u32),
    /// `!"text"` (escapes decoded).
    MetadataString(Vec<u8>),
    /// `#12`: an attribute group reference.
    AttrGroup(u32),
    /// `#dbg_value` and the other debug record kinds (the name after `#`).
    DbgRecord(String),
    /// `$name` or `$"quoted"`: a comdat.
    Comdat(String),
    /// `name:` or `"quoted":`.
    LabelName(String),
    /// `12:`.
    LabelNum(u32),
    /// A decimal integer, possibly negative, as written.
    Int(String),
    /// `u0x...` (unsigned) or `s0x...` (signed) hex integer.
    HexInt {
        /// Whether written `s0x`.
        signed: bool,
        /// The hex digits.
        digits: String,
    },
    /// A floating-point literal.
    Float(FloatLit),
    /// `"text"` (escapes decoded).
    Str(Vec<u8>),
    /// `c"text"` (escapes decoded).
    CStr(Vec<u8>),
    /// `iN` (the width saturates at `u32::MAX`; the parser checks the range).
    IntType(u32),
    /// A keyword or other bare identifier: `[a-zA-Z_][a-zA-Z0-9_]*`.
    Word(String),
    /// `=`.
    Equal,
    /// `,`.
    Comma,
    /// `*`.
    Star,
    /// `[`.
    LBracket,
    /// `]`.
    RBracket,
    /// `{`.
    LBrace,
    /// `}`.
    RBrace,
    /// `(`.
    LParen,
    /// `)`.
    RParen,
    /// `<`.
    Less,
    /// `>`.
    Greater,
    /// `!` not followed by a name, number or string (as in `!{`).
    Exclaim,
    /// `|`.
    Pipe,
    /// `:` on its own.
    Colon,
    /// `...`.
    Ellipsis,
    /// `\{`: opens an Explicitly Packed Structure.
    BitStructOpen,
    /// `}/`: closes an Explicitly Packed Structure.
    BitStructClose,
    /// A character that starts no token, or an unterminated construct; the
    /// message says what is wrong.
    Error(String),
    /// The end of the text.
    Eof,
}

/// A token and where it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// What it is.
    pub kind: TokenKind,
    /// Its bytes in the source.
    pub span: Span,
}

/// Splits `text` into tokens. The last token is always [`TokenKind::Eof`];
/// a lexical error appears as one [`TokenKind::Error`] token just before it.
pub fn tokenize(text: &str) -> Vec<Token> {
    let mut lx = Lexer {
        text,
        src: text.as_bytes(),
        pos: 0,
    };
    let mut toks = Vec::new();
    loop {
        let tok = lx.next_token();
        let stop = matches!(tok.kind, TokenKind::Eof | TokenKind::Error(_));
        toks.push(tok);
        if stop {
            break;
        }
    }
    if !matches!(
        toks.last(),
        Some(Token {
            kind: TokenKind::Eof,
            ..
        })
    ) {
        let end = text.len();
        toks.push(Token {
            kind: TokenKind::Eof,
            span: Span::new(end, end),
        });
    }
    toks
}

/// Splits `text` into tokens (without the final `Eof`), or returns the first
/// lexical error with its span.
pub fn lex(text: &str) -> Result<Vec<Token>, (Span, String)> {
    let mut toks = tokenize(text);
    toks.pop();
    match toks.last() {
        Some(Token {
            kind: TokenKind::Error(msg),
            span,
        }) => Err((*span, msg.clone())),
        _ => Ok(toks),
    }
}

/// Characters allowed in names after `%`, `@`, `!`, `$` and in labels.
fn is_name_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_')
}

/// Characters allowed in keywords.
fn is_word_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Decodes `\XX` hex escapes and `\\`; any other backslash stays as is.
fn unescape(raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        let b = raw[i];
        if b == b'\\' {
            if raw.get(i + 1) == Some(&b'\\') {
                out.push(b'\\');
                i += 2;
                continue;
            }
            if let (Some(h), Some(l)) = (
                raw.get(i + 1).and_then(|c| (*c as char).to_digit(16)),
                raw.get(i + 2).and_then(|c| (*c as char).to_digit(16)),
            ) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(b);
        i += 1;
    }
    out
}

/// Reads a decimal number into a `u32`, `None` on overflow.
fn parse_u32(digits: &[u8]) -> Option<u32> {
    std::str::from_utf8(digits).ok()?.parse().ok()
}

struct Lexer<'a> {
    text: &'a str,
    src: &'a [u8],
    pos: usize,
}

impl Lexer<'_> {
    fn peek(&self, ahead: usize) -> Option<u8> {
        self.src.get(self.pos + ahead).copied()
    }

    fn text(&self, start: usize, end: usize) -> String {
        String::from_utf8_lossy(&self.src[start..end]).into_owned()
    }

    fn tok(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            span: Span::new(start, self.pos),
        }
    }

    fn error(&self, msg: impl Into<String>, start: usize) -> Token {
        self.tok(TokenKind::Error(msg.into()), start)
    }

    /// Skips whitespace and comments; returns an error token for an
    /// unterminated block comment.
    fn skip_trivia(&mut self) -> Option<Token> {
        loop {
            match self.peek(0) {
                Some(b' ' | b'\t' | b'\n' | b'\r') => self.pos += 1,
                Some(b';') => {
                    while !matches!(self.peek(0), None | Some(b'\n')) {
                        self.pos += 1;
                    }
                }
                Some(b'/') if self.peek(1) == Some(b'*') => {
                    let start = self.pos;
                    self.pos += 2;
                    loop {
                        match self.peek(0) {
                            None => return Some(self.error("unterminated comment", start)),
                            Some(b'*') if self.peek(1) == Some(b'/') => {
                                self.pos += 2;
                                break;
                            }
                            Some(_) => self.pos += 1,
                        }
                    }
                }
                _ => return None,
            }
        }
    }

    fn next_token(&mut self) -> Token {
        if let Some(err) = self.skip_trivia() {
            return err;
        }
        let start = self.pos;
        let Some(b) = self.peek(0) else {
            return self.tok(TokenKind::Eof, start);
        };
        self.pos += 1;
        let simple = match b {
            b'=' => Some(TokenKind::Equal),
            b',' => Some(TokenKind::Comma),
            b'*' => Some(TokenKind::Star),
            b'[' => Some(TokenKind::LBracket),
            b']' => Some(TokenKind::RBracket),
            b'(' => Some(TokenKind::LParen),
            b')' => Some(TokenKind::RParen),
            b'<' => Some(TokenKind::Less),
            b'>' => Some(TokenKind::Greater),
            b'|' => Some(TokenKind::Pipe),
            b':' => Some(TokenKind::Colon),
            b'{' => Some(TokenKind::LBrace),
            _ => None,
        };
        if let Some(kind) = simple {
            return self.tok(kind, start);
        }
        match b {
            b'}' => {
                if self.peek(0) == Some(b'/') && self.peek(1) != Some(b'*') {
                    self.pos += 1;
                    return self.tok(TokenKind::BitStructClose, start);
                }
                self.tok(TokenKind::RBrace, start)
            }
            b'\\' if self.peek(0) == Some(b'{') => {
                self.pos += 1;
                self.tok(TokenKind::BitStructOpen, start)
            }
            b'.' if self.peek(0) == Some(b'.') && self.peek(1) == Some(b'.') => {
                self.pos += 2;
                self.tok(TokenKind::Ellipsis, start)
            }
            b'%' => self.sigil_name(start, TokenKind::LocalName, TokenKind::LocalNum, "%"),
            b'@' => self.sigil_name(start, TokenKind::GlobalName, TokenKind::GlobalNum, "@"),
            b'!' => self.exclaim(start),
            b'#' => self.hash(start),
            b'$' => self.comdat(start),
            b'"' => self.string_or_label(start),
            b'0'..=b'9' | b'-' | b'+' => self.number(start),
            b'c' if self.peek(0) == Some(b'"') => {
                self.pos += 1;
                match self.string_body(start) {
                    Ok(bytes) => self.tok(TokenKind::CStr(bytes), start),
                    Err(e) => e,
                }
            }
            b if b.is_ascii_alphabetic() || b == b'_' => self.word(start),
            b if is_name_char(b) => self.label_only(start),
            _ => {
                self.pos = start;
                self.bad_char(start)
            }
        }
    }

    /// The error for a character that starts no token (a whole UTF-8
    /// character is consumed, so the span stays on a character boundary).
    fn bad_char(&mut self, start: usize) -> Token {
        // Tokens end on ASCII bytes, so `start` is a character boundary.
        let c = self.text.get(start..).and_then(|s| s.chars().next());
        let (desc, len) = match c {
            Some(c) if c.is_ascii_graphic() => (format!("'{c}'"), 1),
            Some(c) => (format!("U+{:04X}", c as u32), c.len_utf8()),
            None => ("byte".to_string(), 1),
        };
        self.pos = start + len;
        self.error(format!("unexpected character {desc}"), start)
    }

    /// Reads the body of a quoted string after the opening quote, up to and
    /// including the closing quote.
    fn string_body(&mut self, start: usize) -> Result<Vec<u8>, Token> {
        let body_start = self.pos;
        loop {
            match self.peek(0) {
                None => {
                    return Err(Token {
                        kind: TokenKind::Error("unterminated string constant".into()),
                        span: Span::new(start, start + 1),
                    });
                }
                Some(b'"') => {
                    let raw = &self.src[body_start..self.pos];
                    self.pos += 1;
                    return Ok(unescape(raw));
                }
                Some(_) => self.pos += 1,
            }
        }
    }

    /// `%name`, `%"quoted"`, `%12` (and the same after `@`).
    fn sigil_name(
        &mut self,
        start: usize,
        named: fn(String) -> TokenKind,
        numbered: fn(u32) -> TokenKind,
        sigil: &str,
    ) -> Token {
        match self.peek(0) {
            Some(b'"') => {
                self.pos += 1;
                match self.string_body(start) {
                    Ok(bytes) if bytes.is_empty() => {
                        self.error(format!("empty name after '{sigil}'"), start)
                    }
                    Ok(bytes) => {
                        self.tok(named(String::from_utf8_lossy(&bytes).into_owned()), start)
                    }
                    Err(e) => e,
                }
            }
            Some(b'0'..=b'9') => {
                let d0 = self.pos;
                while matches!(self.peek(0), Some(b'0'..=b'9')) {
                    self.pos += 1;
                }
                match parse_u32(&self.src[d0..self.pos]) {
                    Some(n) => self.tok(numbered(n), start),
                    None => self.error(format!("number after '{sigil}' is too large"), start),
                }
            }
            Some(c) if is_name_char(c) => {
                let n0 = self.pos;
                while self.peek(0).is_some_and(is_name_char) {
                    self.pos += 1;
                }
                let name = self.text(n0, self.pos);
                self.tok(named(name), start)
            }
            _ => self.error(format!("expected a name after '{sigil}'"), start),
        }
    }

    /// `!name`, `!12`, `!"string"`, or a bare `!`.
    fn exclaim(&mut self, start: usize) -> Token {
        match self.peek(0) {
            Some(b'"') => {
                self.pos += 1;
                match self.string_body(start) {
                    Ok(bytes) => self.tok(TokenKind::MetadataString(bytes), start),
                    Err(e) => e,
                }
            }
            Some(b'0'..=b'9') => {
                let d0 = self.pos;
                while matches!(self.peek(0), Some(b'0'..=b'9')) {
                    self.pos += 1;
                }
                match parse_u32(&self.src[d0..self.pos]) {
                    Some(n) => self.tok(TokenKind::MetadataNum(n), start),
                    None => self.error("metadata number is too large", start),
                }
            }
            Some(c) if is_name_char(c) || c == b'\\' => {
                let n0 = self.pos;
                while self.peek(0).is_some_and(|c| is_name_char(c) || c == b'\\') {
                    self.pos += 1;
                }
                let name = unescape(&self.src[n0..self.pos]);
                self.tok(
                    TokenKind::MetadataName(String::from_utf8_lossy(&name).into_owned()),
                    start,
                )
            }
            _ => self.tok(TokenKind::Exclaim, start),
        }
    }

    /// `#12` or `#dbg_value`.
    fn hash(&mut self, start: usize) -> Token {
        match self.peek(0) {
            Some(b'0'..=b'9') => {
                let d0 = self.pos;
                while matches!(self.peek(0), Some(b'0'..=b'9')) {
                    self.pos += 1;
                }
                match parse_u32(&self.src[d0..self.pos]) {
                    Some(n) => self.tok(TokenKind::AttrGroup(n), start),
                    None => self.error("attribute group number is too large", start),
                }
            }
            Some(c) if c.is_ascii_alphabetic() || c == b'_' => {
                let n0 = self.pos;
                while self.peek(0).is_some_and(is_word_char) {
                    self.pos += 1;
                }
                let name = self.text(n0, self.pos);
                self.tok(TokenKind::DbgRecord(name), start)
            }
            _ => self.error(
                "expected an attribute group number or a debug record after '#'",
                start,
            ),
        }
    }

    /// `$name` or `$"quoted"`.
    fn comdat(&mut self, start: usize) -> Token {
        match self.peek(0) {
            Some(b'"') => {
                self.pos += 1;
                match self.string_body(start) {
                    Ok(bytes) => self.tok(
                        TokenKind::Comdat(String::from_utf8_lossy(&bytes).into_owned()),
                        start,
                    ),
                    Err(e) => e,
                }
            }
            Some(c) if is_name_char(c) => {
                let n0 = self.pos;
                while self.peek(0).is_some_and(is_name_char) {
                    self.pos += 1;
                }
                let name = self.text(n0, self.pos);
                self.tok(TokenKind::Comdat(name), start)
            }
            _ => self.error("expected a comdat name after '$'", start),
        }
    }

    /// `"text"`, or `"text":` (a label).
    fn string_or_label(&mut self, start: usize) -> Token {
        match self.string_body(start) {
            Ok(bytes) => {
                if self.peek(0) == Some(b':') {
                    self.pos += 1;
                    let name = String::from_utf8_lossy(&bytes).into_owned();
                    return self.tok(TokenKind::LabelName(name), start);
                }
                self.tok(TokenKind::Str(bytes), start)
            }
            Err(e) => e,
        }
    }

    /// A run of label characters that must end in `:` (a label starting with
    /// `-`, `$` or `.`).
    fn label_only(&mut self, start: usize) -> Token {
        while self.peek(0).is_some_and(is_name_char) {
            self.pos += 1;
        }
        if self.peek(0) == Some(b':') {
            let name = self.text(start, self.pos);
            self.pos += 1;
            return self.tok(TokenKind::LabelName(name), start);
        }
        self.pos = start;
        self.bad_char(start)
    }

    /// Keywords, `iN`, `u0x`/`s0x` integers, and `name:` labels.
    fn word(&mut self, start: usize) -> Token {
        let first = self.src[start];
        if (first == b'u' || first == b's')
            && self.peek(0) == Some(b'0')
            && self.peek(1) == Some(b'x')
            && self.peek(2).is_some_and(|c| c.is_ascii_hexdigit())
        {
            self.pos += 2;
            let d0 = self.pos;
            while self.peek(0).is_some_and(|c| c.is_ascii_hexdigit()) {
                self.pos += 1;
            }
            let digits = self.text(d0, self.pos);
            return self.tok(
                TokenKind::HexInt {
                    signed: first == b's',
                    digits,
                },
                start,
            );
        }
        // A label may use every name character; a keyword stops earlier.
        let mut end = self.pos;
        while self.src.get(end).copied().is_some_and(is_name_char) {
            end += 1;
        }
        if self.src.get(end) == Some(&b':') {
            let name = self.text(start, end);
            self.pos = end + 1;
            return self.tok(TokenKind::LabelName(name), start);
        }
        while self.peek(0).is_some_and(is_word_char) {
            self.pos += 1;
        }
        let word = &self.src[start..self.pos];
        if word.len() > 1 && word[0] == b'i' && word[1..].iter().all(u8::is_ascii_digit) {
            let width = parse_u32(&word[1..]).unwrap_or(u32::MAX);
            return self.tok(TokenKind::IntType(width), start);
        }
        let w = self.text(start, self.pos);
        self.tok(TokenKind::Word(w), start)
    }

    fn digits(&mut self) {
        while matches!(self.peek(0), Some(b'0'..=b'9')) {
            self.pos += 1;
        }
    }

    /// Integers, floats, hex floats and numeric labels; `start` is at the
    /// first character (a digit, `-` or `+`), already consumed.
    fn number(&mut self, start: usize) -> Token {
        let first = self.src[start];
        if first == b'0' && self.peek(0) == Some(b'x') {
            return self.hex_float(start);
        }
        if (first == b'-' || first == b'+') && !matches!(self.peek(0), Some(b'0'..=b'9')) {
            if first == b'-' {
                return self.label_only(start);
            }
            self.pos = start;
            return self.bad_char(start);
        }
        self.digits();
        if self.peek(0) == Some(b'.') {
            self.pos += 1;
            self.digits();
            if matches!(self.peek(0), Some(b'e' | b'E')) {
                let save = self.pos;
                self.pos += 1;
                if matches!(self.peek(0), Some(b'-' | b'+')) {
                    self.pos += 1;
                }
                if matches!(self.peek(0), Some(b'0'..=b'9')) {
                    self.digits();
                } else {
                    self.pos = save;
                }
            }
            let text = self.text(start, self.pos);
            return self.tok(TokenKind::Float(FloatLit::Decimal(text)), start);
        }
        if first == b'+' {
            self.pos = start;
            return self.bad_char(start);
        }
        // A numeric label `12:`, or a label starting with digits `1a.b:`.
        let mut end = self.pos;
        while self.src.get(end).copied().is_some_and(is_name_char) {
            end += 1;
        }
        if self.src.get(end) == Some(&b':') {
            let label = &self.src[start..end];
            self.pos = end + 1;
            if label.iter().all(u8::is_ascii_digit) {
                return match parse_u32(label) {
                    Some(n) => self.tok(TokenKind::LabelNum(n), start),
                    None => self.error("label number is too large", start),
                };
            }
            let name = self.text(start, end);
            return self.tok(TokenKind::LabelName(name), start);
        }
        let text = self.text(start, self.pos);
        self.tok(TokenKind::Int(text), start)
    }

    /// `0x...`, `0xH...`, `0xR...`, `0xK...`, `0xL...`, `0xM...`.
    fn hex_float(&mut self, start: usize) -> Token {
        self.pos += 1; // the `x`
        let prefix = match self.peek(0) {
            Some(c @ (b'H' | b'R' | b'K' | b'L' | b'M')) => {
                self.pos += 1;
                Some(c as char)
            }
            _ => None,
        };
        let d0 = self.pos;
        while self.peek(0).is_some_and(|c| c.is_ascii_hexdigit()) {
            self.pos += 1;
        }
        if d0 == self.pos {
            return self.error("expected hex digits in floating-point constant", start);
        }
        let digits = self.text(d0, self.pos);
        let lit = match prefix {
            Some(prefix) => FloatLit::HexRaw { prefix, digits },
            None => FloatLit::HexDouble(digits),
        };
        self.tok(TokenKind::Float(lit), start)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<TokenKind> {
        lex(text)
            .unwrap_or_else(|e| panic!("{text}: {e:?}"))
            .into_iter()
            .map(|t| t.kind)
            .collect()
    }

    fn word(s: &str) -> TokenKind {
        TokenKind::Word(s.into())
    }

    #[test]
    fn names_and_numbers_after_sigils() {
        use TokenKind::*;
        assert_eq!(
            kinds(r#"%x.1 %"a b\22" %12 @g @"q\5C" @0 $c $"d e""#),
            vec![
                LocalName("x.1".into()),
                LocalName("a b\"".into()),
                LocalNum(12),
                GlobalName("g".into()),
                GlobalName("q\\".into()),
                GlobalNum(0),
                Comdat("c".into()),
                Comdat("d e".into()),
            ]
        );
    }

    #[test]
    fn metadata_tokens() {
        use TokenKind::*;
        assert_eq!(
            kinds(r#"!llvm.ident !12 !"s\00t" !{ !DILocation !\61b"#),
            vec![
                MetadataName("llvm.ident".into()),
                MetadataNum(12),
                MetadataString(b"s\0t".to_vec()),
                Exclaim,
                LBrace,
                MetadataName("DILocation".into()),
                MetadataName("ab".into()),
            ]
        );
    }

    #[test]
    fn attribute_groups_and_debug_records() {
        use TokenKind::*;
        assert_eq!(
            kinds("#0 #12 #dbg_value( #dbg_declare"),
            vec![
                AttrGroup(0),
                AttrGroup(12),
                DbgRecord("dbg_value".into()),
                LParen,
                DbgRecord("dbg_declare".into()),
            ]
        );
    }

    #[test]
    fn labels() {
        use TokenKind::*;
        assert_eq!(
            kinds("entry: 12: \"a b\": -x: .L1: 1a:"),
            vec![
                LabelName("entry".into()),
                LabelNum(12),
                LabelName("a b".into()),
                LabelName("-x".into()),
                LabelName(".L1".into()),
                LabelName("1a".into()),
            ]
        );
        // A metadata field label is a label token too.
        assert_eq!(
            kinds("line: 3"),
            vec![LabelName("line".into()), Int("3".into())]
        );
    }

    #[test]
    fn integers_and_hex_integers() {
        use TokenKind::*;
        assert_eq!(
            kinds("0 42 -7 123456789012345678901234567890 u0xFF s0x8a"),
            vec![
                Int("0".into()),
                Int("42".into()),
                Int("-7".into()),
                Int("123456789012345678901234567890".into()),
                HexInt {
                    signed: false,
                    digits: "FF".into()
                },
                HexInt {
                    signed: true,
                    digits: "8a".into()
                },
            ]
        );
    }

    #[test]
    fn floats_of_every_form() {
        use FloatLit::*;
        use TokenKind::Float;
        assert_eq!(
            kinds(
                "1.5e+10 -0.0 2. +3.25 1.0E-3 0x3FF0000000000000 0xH3C00 0xR3F80 0xK3FFF8000000000000000 0xL00000000000000003FFF000000000000 0xM3FF00000000000000000000000000000"
            ),
            vec![
                Float(Decimal("1.5e+10".into())),
                Float(Decimal("-0.0".into())),
                Float(Decimal("2.".into())),
                Float(Decimal("+3.25".into())),
                Float(Decimal("1.0E-3".into())),
                Float(HexDouble("3FF0000000000000".into())),
                Float(HexRaw {
                    prefix: 'H',
                    digits: "3C00".into()
                }),
                Float(HexRaw {
                    prefix: 'R',
                    digits: "3F80".into()
                }),
                Float(HexRaw {
                    prefix: 'K',
                    digits: "3FFF8000000000000000".into()
                }),
                Float(HexRaw {
                    prefix: 'L',
                    digits: "00000000000000003FFF000000000000".into()
                }),
                Float(HexRaw {
                    prefix: 'M',
                    digits: "3FF00000000000000000000000000000".into()
                }),
            ]
        );
    }

    #[test]
    fn strings_with_escapes() {
        use TokenKind::*;
        assert_eq!(
            kinds(r#""a\0Ab\\c\q" c"hi\00""#),
            vec![Str(b"a\nb\\c\\q".to_vec()), CStr(b"hi\0".to_vec())]
        );
    }

    #[test]
    fn keywords_types_and_punctuation() {
        use TokenKind::*;
        assert_eq!(
            kinds("define i32 i1 i8388608 x86_fp80 = , * [ ] { } ( ) < > | : ... \\{ i3 }/ !"),
            vec![
                word("define"),
                IntType(32),
                IntType(1),
                IntType(8388608),
                word("x86_fp80"),
                Equal,
                Comma,
                Star,
                LBracket,
                RBracket,
                LBrace,
                RBrace,
                LParen,
                RParen,
                Less,
                Greater,
                Pipe,
                Colon,
                Ellipsis,
                BitStructOpen,
                IntType(3),
                BitStructClose,
                Exclaim,
            ]
        );
    }

    #[test]
    fn comments_are_skipped() {
        assert_eq!(
            kinds("; a comment\nret ; another\n/* block\n comment */ void"),
            vec![word("ret"), word("void")]
        );
    }

    #[test]
    fn spans_are_byte_ranges() {
        let toks = lex("  %x = add i32 1, 2").unwrap();
        let spans: Vec<(u32, u32)> = toks.iter().map(|t| (t.span.start, t.span.end)).collect();
        assert_eq!(
            spans,
            vec![
                (2, 4),
                (5, 6),
                (7, 10),
                (11, 14),
                (15, 16),
                (16, 17),
                (18, 19)
            ]
        );
    }

    #[test]
    fn bad_characters_are_located() {
        assert_eq!(
            lex("ret void ^").unwrap_err(),
            (Span::new(9, 10), "unexpected character '^'".to_string())
        );
        let (span, msg) = lex("x é").unwrap_err();
        assert_eq!((span.start, span.end), (2, 4));
        assert_eq!(msg, "unexpected character U+00E9");
        assert_eq!(lex("+x").unwrap_err().1, "unexpected character '+'");
        assert_eq!(lex(".").unwrap_err().1, "unexpected character '.'");
        assert_eq!(lex("%").unwrap_err().1, "expected a name after '%'");
        assert_eq!(lex("@\"\"").unwrap_err().1, "empty name after '@'");
        assert_eq!(
            lex("%99999999999").unwrap_err().1,
            "number after '%' is too large"
        );
        assert_eq!(
            lex("#").unwrap_err().1,
            "expected an attribute group number or a debug record after '#'"
        );
        assert_eq!(
            lex("0xZ").unwrap_err().1,
            "expected hex digits in floating-point constant"
        );
    }

    #[test]
    fn unterminated_strings_and_comments() {
        let (span, msg) = lex("x = \"abc").unwrap_err();
        assert_eq!(
            (span.start, span.end, msg.as_str()),
            (4, 5, "unterminated string constant")
        );
        assert_eq!(lex("c\"abc").unwrap_err().1, "unterminated string constant");
        assert_eq!(lex("!\"abc").unwrap_err().1, "unterminated string constant");
        assert_eq!(lex("/* x").unwrap_err().1, "unterminated comment");
    }

    #[test]
    fn tokenize_stops_at_the_first_error() {
        let toks = tokenize("a ^ b");
        assert_eq!(toks.len(), 3);
        assert!(matches!(toks[1].kind, TokenKind::Error(_)));
        assert_eq!(toks[2].kind, TokenKind::Eof);
    }
}
