//! The second stage of the front end: tokens (from `super::lexer`) to a
//! [`Module`] with every name resolved to a dense id. A hand-written
//! recursive-descent parser with one `parse_*` function per grammar rule of
//! LangRef 22; the first error stops it and is returned as a [`Diagnostic`]
//! pointing at the offending token.
//!
//! Name resolution needs no fix-ups: a pre-scan over the tokens (`scan`)
//! finds every top-level definition first, so global ids (definition order per
//! kind) are known before any use; each function body is pre-scanned for its
//! labels and `%x =` definitions before it is parsed, so forward references to
//! blocks and locals resolve directly too.
//!
//! Submodules, by grammar area: `scan` (pre-scans), `items` (module-level
//! entities and function headers), `types`, `constants` (with `floats`),
//! `attrs`, `metadata`, `body` (blocks, locals, operands, debug records),
//! and the instructions: `insts` (dispatch and the arithmetic, vector,
//! aggregate, conversion and other operations), `terminators`, `memory`,
//! `calls`.

mod attrs;
mod body;
mod calls;
mod constants;
mod floats;
mod insts;
mod items;
mod memory;
mod metadata;
mod scan;
mod terminators;
mod types;
mod upgrade;

use std::collections::{BTreeMap, HashMap, HashSet};

use super::error::Diagnostic;
use super::lexer::{Token, TokenKind, tokenize};
use crate::syntax::{
    Alias, AttrSet, BlockId, DataLayout, FuncId, Function, Global, GlobalRef, IFunc, MdId,
    Metadata, MetadataSpans, Module, Name, NamedMetadata, SourceFile, Span, TypeId, TypeTable,
};

/// The result of a parsing step.
type PResult<T> = Result<T, Diagnostic>;

/// How deeply types, constants and metadata may nest before the parser gives
/// up (a guard against stack exhaustion on hostile input). llvm-as-22 reads
/// 5000 levels and overflows its stack somewhere below 20,000; work on such
/// a module recurses once per level, so it needs
/// [`super::NESTING_STACK_BYTES`] of stack.
pub const MAX_NESTING: u32 = 5000;

/// Parses and name-resolves a module (no well-formedness checks beyond what
/// parsing needs). The module keeps `file` as its source.
pub fn parse(file: SourceFile) -> Result<Module, Diagnostic> {
    let text = file.text.clone();
    let mut p = Parser::new(&text);
    p.parse_module_items()?;
    p.check_references()?;
    Ok(p.finish(file))
}

/// The parser's state: the token cursor, the module built so far, and the
/// name tables of the pre-scan.
struct Parser<'a> {
    /// The source text (for describing tokens and verbatim attribute text).
    text: &'a str,
    /// All tokens; the last is `Eof`.
    toks: Vec<Token>,
    /// Index of the current token (never past the `Eof`).
    pos: usize,
    /// Current nesting depth of types, constants and metadata.
    depth: u32,
    /// The module's types.
    types: TypeTable,
    /// `source_filename`.
    source_filename: Option<String>,
    /// `target datalayout` as written.
    datalayout_text: Option<String>,
    /// The data layout in effect.
    layout: DataLayout,
    /// `target triple`.
    triple: Option<String>,
    /// `module asm` lines.
    module_asm: Vec<String>,
    /// Global variables parsed so far.
    globals: Vec<Global>,
    /// Functions parsed so far.
    functions: Vec<Function>,
    /// Declarations of the `@llvm.*` intrinsics called but never declared,
    /// made from the first call's function type as LLVM's parser does; their
    /// ids follow those of the written functions.
    implicit_decls: Vec<Function>,
    /// Aliases parsed so far.
    aliases: Vec<Alias>,
    /// Ifuncs parsed so far.
    ifuncs: Vec<IFunc>,
    /// Comdat definitions.
    comdats: Vec<(String, String)>,
    /// The names of the defined comdats.
    comdat_names: HashSet<String>,
    /// Attribute groups.
    attr_groups: BTreeMap<u32, AttrSet>,
    /// Named metadata.
    named_metadata: Vec<NamedMetadata>,
    /// Numbered metadata.
    metadata: BTreeMap<MdId, Metadata>,
    /// Where each numbered metadata node is defined.
    metadata_spans: BTreeMap<MdId, Span>,
    /// Every top-level `@name` and what it will be (from the pre-scan).
    global_names: HashMap<Name, GlobalRef>,
    /// The `@names` whose definitions the parser has reached.
    global_defined: HashSet<Name>,
    /// Per function (by id), its block names and ids (from the pre-scan;
    /// empty for declarations); read by `blockaddress`.
    func_blocks: Vec<HashMap<Name, BlockId>>,
    /// `blockaddress` constants read before their function's body: the
    /// function, block name, the pre-scan's id, and where.
    pending_block_addresses: Vec<(FuncId, Name, BlockId, Span)>,
    /// Identified struct types (by index) whose body has been defined.
    named_type_defined: HashSet<u32>,
    /// Identified struct types (by index) used in a type: the name and the
    /// first use, checked against the definitions at the end.
    named_type_uses: HashMap<u32, (String, Span)>,
    /// `%T = type <non-struct>`: names that stand for another type.
    type_aliases: HashMap<String, TypeId>,
    /// Every `!N` used, with where, checked against the definitions at the end.
    md_uses: Vec<(MdId, Span)>,
    /// Every comdat referenced by a global, with where.
    comdat_uses: Vec<(String, Span)>,
    /// Every direct call of an `@llvm.*` name: the callee, the call's
    /// function type and the callee's span, checked against the intrinsic
    /// table at the end.
    intrinsic_calls: Vec<(Name, TypeId, Span)>,
    /// The function whose body is being parsed.
    func: Option<body::FuncState>,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Parser<'a> {
        let toks = tokenize(text);
        let scan = scan::scan_module(&toks, text);
        Parser {
            text,
            toks,
            pos: 0,
            depth: 0,
            types: TypeTable::new(),
            source_filename: None,
            datalayout_text: None,
            layout: DataLayout::default(),
            triple: None,
            module_asm: Vec::new(),
            globals: Vec::new(),
            functions: Vec::new(),
            implicit_decls: Vec::new(),
            aliases: Vec::new(),
            ifuncs: Vec::new(),
            comdats: Vec::new(),
            comdat_names: HashSet::new(),
            attr_groups: BTreeMap::new(),
            named_metadata: Vec::new(),
            metadata: BTreeMap::new(),
            metadata_spans: BTreeMap::new(),
            global_names: scan.globals,
            global_defined: HashSet::new(),
            func_blocks: scan.func_blocks,
            pending_block_addresses: Vec::new(),
            named_type_defined: HashSet::new(),
            named_type_uses: HashMap::new(),
            type_aliases: HashMap::new(),
            md_uses: Vec::new(),
            comdat_uses: Vec::new(),
            intrinsic_calls: Vec::new(),
            func: None,
        }
    }

    /// Gives the intrinsics LLVM's `AutoUpgrade` renames their new names
    /// (unless a function of the new name exists: then both stay).
    fn upgrade_intrinsic_names(&mut self) {
        for f in self.functions.iter_mut().chain(&mut self.implicit_decls) {
            let Name::Named(old) = &f.name else { continue };
            let Some(new) = upgrade::upgraded_intrinsic_name(old) else {
                continue;
            };
            let new = Name::Named(new);
            if !self.global_names.contains_key(&new) {
                f.name = new;
            }
        }
    }

    fn finish(mut self, source: SourceFile) -> Module {
        self.upgrade_intrinsic_names();
        Module {
            source,
            source_filename: self.source_filename,
            datalayout_text: self.datalayout_text,
            layout: self.layout,
            triple: self.triple,
            module_asm: self.module_asm,
            types: self.types,
            globals: self.globals,
            functions: self
                .functions
                .into_iter()
                .chain(self.implicit_decls)
                .collect(),
            aliases: self.aliases,
            ifuncs: self.ifuncs,
            comdats: self.comdats,
            attr_groups: self.attr_groups,
            named_metadata: self.named_metadata,
            metadata: self.metadata,
            metadata_spans: MetadataSpans(self.metadata_spans),
        }
    }

    // ----- the token cursor -----

    /// The current token.
    fn tok(&self) -> &Token {
        // `pos` never passes the final `Eof`, which always exists.
        &self.toks[self.pos.min(self.toks.len() - 1)]
    }

    /// The current token's kind.
    fn peek(&self) -> &TokenKind {
        &self.tok().kind
    }

    /// The kind of the token `n` places ahead (`Eof` past the end).
    fn peek_at(&self, n: usize) -> &TokenKind {
        let i = (self.pos + n).min(self.toks.len() - 1);
        &self.toks[i].kind
    }

    /// The current token's span.
    fn span(&self) -> Span {
        self.tok().span
    }

    /// The span of the token before the current one.
    fn prev_span(&self) -> Span {
        match self.pos.checked_sub(1).and_then(|i| self.toks.get(i)) {
            Some(t) => t.span,
            None => self.span(),
        }
    }

    /// Moves to the next token (staying on `Eof`); returns the span of the
    /// one left.
    fn bump(&mut self) -> Span {
        let span = self.span();
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        span
    }

    /// Moves to the next token, returning the kind of the one left.
    fn take(&mut self) -> TokenKind {
        let kind = self.peek().clone();
        self.bump();
        kind
    }

    /// Whether the current token is the keyword `w`.
    fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), TokenKind::Word(x) if x == w)
    }

    /// The current token's keyword, if it is one.
    fn word(&self) -> Option<&str> {
        match self.peek() {
            TokenKind::Word(w) => Some(w),
            _ => None,
        }
    }

    /// Consumes the keyword `w` if it is next.
    fn eat_word(&mut self, w: &str) -> bool {
        if self.is_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes the keyword `w` or fails.
    fn expect_word(&mut self, w: &str) -> PResult<Span> {
        if self.is_word(w) {
            Ok(self.bump())
        } else {
            Err(self.expected(&format!("'{w}'")))
        }
    }

    /// Consumes a punctuation token if it is next.
    fn eat(&mut self, kind: &TokenKind) -> bool {
        if self.peek() == kind {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes a punctuation token or fails.
    fn expect(&mut self, kind: &TokenKind) -> PResult<Span> {
        if self.peek() == kind {
            Ok(self.bump())
        } else {
            Err(self.expected(&format!("'{}'", punct(kind))))
        }
    }

    /// How the current token is named in messages.
    fn describe(&self) -> String {
        let t = self.tok();
        if t.kind == TokenKind::Eof {
            return "end of file".into();
        }
        let text = self
            .text
            .get(t.span.start as usize..t.span.end as usize)
            .unwrap_or("");
        let mut shown: String = text.chars().take(40).collect();
        if shown.len() < text.len() {
            shown.push_str("...");
        }
        format!("'{shown}'")
    }

    /// `expected <what> but found <token>` at the current token (or the
    /// lexer's own message if the current token is a lexical error).
    fn expected(&self, what: &str) -> Diagnostic {
        match self.peek() {
            TokenKind::Error(msg) => Diagnostic::error(self.span(), msg.clone()),
            _ => Diagnostic::error(
                self.span(),
                format!("expected {what} but found {}", self.describe()),
            ),
        }
    }

    /// Runs `f` one nesting level deeper, failing if nesting is too deep.
    fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if self.depth >= MAX_NESTING {
            return Err(Diagnostic::error(
                self.span(),
                format!("nesting deeper than {MAX_NESTING} levels"),
            ));
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    // ----- small shared grammar pieces -----

    /// A string constant `"..."`, as text (invalid UTF-8 replaced).
    fn parse_string(&mut self, what: &str) -> PResult<String> {
        match self.peek() {
            TokenKind::Str(bytes) => {
                let s = String::from_utf8_lossy(bytes).into_owned();
                self.bump();
                Ok(s)
            }
            _ => Err(self.expected(what)),
        }
    }

    /// An unsigned decimal integer that fits in a `u64`.
    fn parse_u64(&mut self, what: &str) -> PResult<u64> {
        match self.peek() {
            TokenKind::Int(text) if !text.starts_with('-') => match text.parse::<u64>() {
                Ok(v) => {
                    self.bump();
                    Ok(v)
                }
                Err(_) => Err(Diagnostic::error(
                    self.span(),
                    format!("integer {text} is too large"),
                )),
            },
            _ => Err(self.expected(what)),
        }
    }

    /// An unsigned decimal integer that fits in a `u32`.
    fn parse_u32(&mut self, what: &str) -> PResult<u32> {
        let span = self.span();
        let v = self.parse_u64(what)?;
        u32::try_from(v).map_err(|_| Diagnostic::error(span, format!("integer {v} is too large")))
    }

    /// `addrspace(N)` (the keyword is current).
    fn parse_addrspace(&mut self) -> PResult<u32> {
        self.expect_word("addrspace")?;
        self.expect(&TokenKind::LParen)?;
        let n = self.parse_u32("an address space number")?;
        self.expect(&TokenKind::RParen)?;
        Ok(n)
    }

    /// An alignment in bytes: a power of two no larger than 2^32.
    fn parse_alignment(&mut self) -> PResult<u64> {
        let span = self.span();
        let v = self.parse_u64("an alignment")?;
        if !v.is_power_of_two() {
            return Err(Diagnostic::error(
                span,
                format!("alignment {v} is not a power of two"),
            ));
        }
        if v > 1 << 32 {
            return Err(Diagnostic::error(
                span,
                format!("alignment {v} is larger than 4294967296"),
            ));
        }
        Ok(v)
    }

    /// `syncscope("name")` if present.
    fn parse_syncscope(&mut self) -> PResult<Option<String>> {
        if !self.eat_word("syncscope") {
            return Ok(None);
        }
        self.expect(&TokenKind::LParen)?;
        let s = self.parse_string("a synchronization scope string")?;
        self.expect(&TokenKind::RParen)?;
        Ok(Some(s))
    }

    /// Skips a `uselistorder` or `uselistorder_bb` directive: everything up
    /// to the closing `}` of its index list.
    fn skip_uselistorder(&mut self) -> PResult<()> {
        self.bump();
        while !matches!(self.peek(), TokenKind::LBrace | TokenKind::Eof) {
            if matches!(self.peek(), TokenKind::Error(_)) {
                return Err(self.expected("'{'"));
            }
            self.bump();
        }
        self.expect(&TokenKind::LBrace)?;
        loop {
            match self.peek() {
                TokenKind::Int(_) | TokenKind::Comma => {
                    self.bump();
                }
                TokenKind::RBrace => {
                    self.bump();
                    return Ok(());
                }
                _ => return Err(self.expected("an index or '}' in the use-list order")),
            }
        }
    }

    /// A name token (`%x`, `%1`, `@x`, `@1`) as a [`Name`].
    fn name_of(kind: &TokenKind) -> Option<Name> {
        match kind {
            TokenKind::LocalName(s) | TokenKind::GlobalName(s) => Some(Name::Named(s.clone())),
            TokenKind::LocalNum(n) | TokenKind::GlobalNum(n) => Some(Name::Numbered(*n)),
            _ => None,
        }
    }

    // ----- the module -----

    /// Every top-level entity, until the end of the text. As in LLVM's
    /// parser, `source_filename`, `target datalayout` and `target triple`
    /// come first: after any other entity they are an error.
    fn parse_module_items(&mut self) -> PResult<()> {
        let mut header = true;
        loop {
            let kind = self.peek().clone();
            let header_word =
                matches!(&kind, TokenKind::Word(w) if w == "source_filename" || w == "target");
            if !header_word {
                header = false;
            } else if !header {
                return Err(self.expected("a top-level entity"));
            }
            match kind {
                TokenKind::Eof => return Ok(()),
                TokenKind::Word(w) => match w.as_str() {
                    "source_filename" => self.parse_source_filename()?,
                    "target" => self.parse_target()?,
                    "module" => self.parse_module_asm()?,
                    "define" | "declare" => self.parse_function()?,
                    "attributes" => self.parse_attr_group()?,
                    "uselistorder" | "uselistorder_bb" => self.skip_uselistorder()?,
                    _ => return Err(self.expected("a top-level entity")),
                },
                TokenKind::LocalName(_) | TokenKind::LocalNum(_) => self.parse_named_type()?,
                TokenKind::GlobalName(_) | TokenKind::GlobalNum(_) => self.parse_global_item()?,
                TokenKind::Comdat(_) => self.parse_comdat()?,
                TokenKind::MetadataName(_) => self.parse_named_metadata()?,
                TokenKind::MetadataNum(_) => self.parse_numbered_metadata()?,
                _ => return Err(self.expected("a top-level entity")),
            }
        }
    }

    /// The checks that need the whole module: every `!N` and comdat used is
    /// defined. The earliest bad use is reported. (A `#N` attribute group
    /// that is never defined adds no attributes, as in LLVM's parser.)
    fn check_references(&self) -> PResult<()> {
        let mut errors: Vec<(Span, String)> = Vec::new();
        if let Some((id, span)) = self
            .md_uses
            .iter()
            .filter(|(id, _)| !self.metadata.contains_key(id))
            .min_by_key(|(_, s)| s.start)
        {
            errors.push((*span, format!("use of undefined metadata '!{}'", id.0)));
        }
        if let Some((c, span)) = self
            .comdat_uses
            .iter()
            .filter(|(c, _)| !self.comdat_names.contains(c))
            .min_by_key(|(_, s)| s.start)
        {
            errors.push((*span, format!("use of undefined comdat '${c}'")));
        }
        if let Some((name, span)) = self
            .named_type_uses
            .iter()
            .filter(|(index, _)| !self.named_type_defined.contains(index))
            .map(|(_, use_)| use_)
            .min_by_key(|(_, s)| s.start)
        {
            let shown = Name::Named(name.clone());
            errors.push((*span, format!("use of undefined type named '%{shown}'")));
        }
        if let Some(e) = self.intrinsic_call_error() {
            errors.push(e);
        }
        match errors.into_iter().min_by_key(|(s, _)| s.start) {
            Some((span, msg)) => Err(Diagnostic::error(span, msg)),
            None => Ok(()),
        }
    }
}

/// `n` followed by `noun`, in the plural unless `n` is 1 (`1 field`,
/// `2 fields`).
fn counted(n: u64, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// The text of a punctuation token, for messages.
fn punct(kind: &TokenKind) -> &'static str {
    match kind {
        TokenKind::Equal => "=",
        TokenKind::Comma => ",",
        TokenKind::Star => "*",
        TokenKind::LBracket => "[",
        TokenKind::RBracket => "]",
        TokenKind::LBrace => "{",
        TokenKind::RBrace => "}",
        TokenKind::LParen => "(",
        TokenKind::RParen => ")",
        TokenKind::Less => "<",
        TokenKind::Greater => ">",
        TokenKind::Exclaim => "!",
        TokenKind::Pipe => "|",
        TokenKind::Colon => ":",
        TokenKind::Ellipsis => "...",
        TokenKind::BitStructOpen => "\\{",
        TokenKind::BitStructClose => "}/",
        _ => "token",
    }
}
