//! Pre-scans over the token stream that make name resolution one-pass: the
//! module scan finds every top-level `@name` definition (and what kind it
//! is) and each function's block labels with their written index (so that
//! a `blockaddress` can name a block of a function read later); the body
//! scan finds a function's labels in written order, and where an
//! instruction after a terminator likely starts an unlabelled block.
//!
//! The scans only look at tokens, nesting and lines; the parser checks each
//! `blockaddress` it resolved from them once the function's body is read.

use std::collections::{HashMap, HashSet};

use super::Parser;
use super::insts::{TERMINATOR_OPCODES, is_statement_word};
use super::items::is_global_prefix_word;
use crate::parse::lexer::{Token, TokenKind};
use crate::syntax::{AliasId, BlockId, FuncId, GlobalId, GlobalRef, IFuncId, Name};

/// What the module scan found.
pub(super) struct ModuleScan {
    /// Every top-level `@name` (first definition wins) and its id.
    pub globals: HashMap<Name, GlobalRef>,
    /// Per function, its labelled blocks and their ids.
    pub func_blocks: Vec<HashMap<Name, BlockId>>,
}

/// What a body scan found.
pub(super) struct BodyScan {
    /// Whether the first block has no label.
    pub entry_unnamed: bool,
    /// The blocks after an unlabelled entry block, in written order
    /// (repeated labels dropped).
    pub blocks: Vec<ScannedBlock>,
}

/// A block the body scan found.
pub(super) enum ScannedBlock {
    /// A block with a label.
    Label(Name),
    /// An unlabelled block: an instruction after a terminator, which LLVM's
    /// parser starts a new block with. It takes the next free number:
    /// after the numbered parameters, an unlabelled entry block, every
    /// `%N =` and `N:` written before it, and every instruction before it
    /// that has a result but no name (see [`unnamed_result`]). The parser
    /// checks the prediction once the body is read.
    AfterTerminator(u32),
}

impl BodyScan {
    /// The block ids of the labels and of the unlabelled blocks after a
    /// terminator, by their predicted numbers (the unnamed entry block, if
    /// any, is 0; `blockaddress` cannot name it).
    pub fn block_ids(&self) -> HashMap<Name, BlockId> {
        let first = u32::from(self.entry_unnamed);
        self.blocks
            .iter()
            .enumerate()
            .map(|(i, b)| {
                let name = match b {
                    ScannedBlock::Label(n) => n.clone(),
                    ScannedBlock::AfterTerminator(n) => Name::Numbered(*n),
                };
                (name, BlockId(first + i as u32))
            })
            .collect()
    }
}

/// Whether a token on a new line continues the instruction before it
/// rather than starting one: no instruction starts with `,`, `[`, `to` or
/// `unwind` (as `to label %ok unwind label %bad` under an `invoke`), and
/// none ends with `,`.
fn continues_instruction(prev: &TokenKind, kind: &TokenKind) -> bool {
    matches!(prev, TokenKind::Comma)
        || matches!(kind, TokenKind::Comma | TokenKind::LBracket)
        || matches!(kind, TokenKind::Word(w) if w == "to" || w == "unwind")
}

/// A label token's name.
fn label_name(kind: &TokenKind) -> Option<Name> {
    match kind {
        TokenKind::LabelName(s) => Some(Name::Named(s.clone())),
        TokenKind::LabelNum(n) => Some(Name::Numbered(*n)),
        _ => None,
    }
}

/// Nesting of brackets while walking tokens.
#[derive(Default)]
struct Depth {
    brace: u32,
    paren: u32,
    bracket: u32,
}

impl Depth {
    fn step(&mut self, kind: &TokenKind) {
        match kind {
            TokenKind::LBrace | TokenKind::BitStructOpen => self.brace += 1,
            TokenKind::RBrace | TokenKind::BitStructClose => {
                self.brace = self.brace.saturating_sub(1)
            }
            TokenKind::LParen => self.paren += 1,
            TokenKind::RParen => self.paren = self.paren.saturating_sub(1),
            TokenKind::LBracket => self.bracket += 1,
            TokenKind::RBracket => self.bracket = self.bracket.saturating_sub(1),
            _ => {}
        }
    }

    fn is_top(&self) -> bool {
        self.brace == 0 && self.paren == 0 && self.bracket == 0
    }
}

/// Scans the whole module for top-level definitions.
pub(super) fn scan_module(toks: &[Token], text: &str) -> ModuleScan {
    let mut scan = ModuleScan {
        globals: HashMap::new(),
        func_blocks: Vec::new(),
    };
    let (mut vars, mut aliases, mut ifuncs) = (0u32, 0u32, 0u32);
    let mut depth = Depth::default();
    let mut i = 0;
    while i < toks.len() {
        let kind = &toks[i].kind;
        if depth.is_top() {
            if let Some(name) = Parser::name_of(kind).filter(|_| is_global_token(kind))
                && matches!(toks.get(i + 1).map(|t| &t.kind), Some(TokenKind::Equal))
            {
                let r = match classify_global(toks, i + 2) {
                    GlobalKind::Alias => GlobalRef::Alias(AliasId(next(&mut aliases))),
                    GlobalKind::IFunc => GlobalRef::IFunc(IFuncId(next(&mut ifuncs))),
                    GlobalKind::Var => GlobalRef::Var(GlobalId(next(&mut vars))),
                };
                scan.globals.entry(name).or_insert(r);
                i += 2;
                continue;
            }
            if let TokenKind::Word(w) = kind
                && (w == "define" || w == "declare")
            {
                let id = FuncId(scan.func_blocks.len() as u32);
                let name_at = (i + 1..toks.len()).find(|&j| is_global_token(&toks[j].kind));
                if let Some(name) = name_at.and_then(|j| Parser::name_of(&toks[j].kind)) {
                    scan.globals.entry(name).or_insert(GlobalRef::Func(id));
                }
                let mut blocks = HashMap::new();
                if w == "define"
                    && let Some(open) = name_at.and_then(|j| find_body_open(toks, j))
                {
                    let numbered = numbered_params(toks, name_at.map_or(i, |j| j + 1));
                    let (body, end) = scan_body(toks, text, open, numbered);
                    blocks = body.block_ids();
                    i = end;
                }
                scan.func_blocks.push(blocks);
                i += 1;
                continue;
            }
        }
        depth.step(kind);
        i += 1;
    }
    scan
}

fn next(counter: &mut u32) -> u32 {
    let v = *counter;
    *counter += 1;
    v
}

fn is_global_token(kind: &TokenKind) -> bool {
    matches!(kind, TokenKind::GlobalName(_) | TokenKind::GlobalNum(_))
}

enum GlobalKind {
    Var,
    Alias,
    IFunc,
}

/// Looks past the linkage and other prefix keywords of `@x = ...` for
/// `alias` or `ifunc`; anything else is a global variable.
fn classify_global(toks: &[Token], mut i: usize) -> GlobalKind {
    while let Some(t) = toks.get(i) {
        match &t.kind {
            TokenKind::Word(w) if w == "alias" => return GlobalKind::Alias,
            TokenKind::Word(w) if w == "ifunc" => return GlobalKind::IFunc,
            TokenKind::Word(w) if is_global_prefix_word(w) => {
                i += 1;
                // `thread_local(mode)` and `addrspace(N)`.
                if matches!(toks.get(i).map(|t| &t.kind), Some(TokenKind::LParen)) {
                    i += 3;
                }
            }
            _ => return GlobalKind::Var,
        }
    }
    GlobalKind::Var
}

/// Finds the `{` that opens the body of the function whose name is at
/// `name_at`: after the parameter list, the first `{` that does not start
/// the type or value of a `prefix`/`prologue`/`personality` constant.
fn find_body_open(toks: &[Token], name_at: usize) -> Option<usize> {
    let mut i = name_at + 1;
    if !matches!(toks.get(i)?.kind, TokenKind::LParen) {
        return None;
    }
    let mut parens = 0u32;
    loop {
        match toks.get(i)?.kind {
            TokenKind::LParen => parens += 1,
            TokenKind::RParen => {
                parens -= 1;
                if parens == 0 {
                    break;
                }
            }
            TokenKind::Eof => return None,
            _ => {}
        }
        i += 1;
    }
    i += 1;
    let mut depth = Depth::default();
    while let Some(t) = toks.get(i) {
        match &t.kind {
            TokenKind::Eof => return None,
            TokenKind::LBrace if depth.is_top() && opens_body_after(&toks[i - 1].kind) => {
                return Some(i);
            }
            kind => depth.step(kind),
        }
        i += 1;
    }
    None
}

/// Whether a `{` after this token can open a function body (rather than a
/// struct type or struct constant of prefix data).
fn opens_body_after(prev: &TokenKind) -> bool {
    match prev {
        TokenKind::Word(w) => {
            !matches!(w.as_str(), "prefix" | "prologue" | "personality")
                && !super::types::is_type_keyword(w)
        }
        TokenKind::IntType(_)
        | TokenKind::RBrace
        | TokenKind::Greater
        | TokenKind::RBracket
        | TokenKind::BitStructClose
        | TokenKind::Star => false,
        _ => true,
    }
}

/// Scans a function body from its `{` at `open`; returns what it found and
/// the index of the closing `}` (or of `Eof`).
///
/// An instruction after a terminator is found by lines: after a terminator's
/// opcode, the first token that begins a line (and does not continue the
/// instruction, see [`continues_instruction`]) and is not a label, `}`, a
/// debug record or `uselistorder` starts an unlabelled block.
pub(super) fn scan_body(
    toks: &[Token],
    text: &str,
    open: usize,
    numbered_params: u32,
) -> (BodyScan, usize) {
    let mut scan = BodyScan {
        entry_unnamed: false,
        blocks: Vec::new(),
    };
    let mut depth = Depth {
        brace: 1,
        ..Depth::default()
    };
    let mut first = true;
    let mut after_terminator = false;
    let mut seen_blocks = HashSet::new();
    let mut next_number = numbered_params;
    let mut i = open + 1;
    while let Some(t) = toks.get(i) {
        if matches!(t.kind, TokenKind::Eof) {
            break;
        }
        if depth.brace == 1 && depth.paren == 0 && depth.bracket == 0 {
            if matches!(t.kind, TokenKind::RBrace) {
                break;
            }
            if let Some(name) = label_name(&t.kind) {
                after_terminator = false;
                if seen_blocks.insert(name.clone()) {
                    scan.blocks.push(ScannedBlock::Label(name));
                }
            } else if first {
                scan.entry_unnamed = true;
                next_number += 1;
            } else if after_terminator
                && starts_statement(toks, text, i)
                && !matches!(t.kind, TokenKind::DbgRecord(_))
                && !matches!(&t.kind, TokenKind::Word(w) if w.starts_with("uselistorder"))
            {
                after_terminator = false;
                scan.blocks.push(ScannedBlock::AfterTerminator(next_number));
                next_number += 1;
            }
            if (first || starts_statement(toks, text, i)) && unnamed_result(toks, i) {
                next_number += 1;
            }
            match &t.kind {
                TokenKind::LabelNum(n) => next_number = n.saturating_add(1),
                TokenKind::LocalNum(n)
                    if matches!(toks.get(i + 1).map(|t| &t.kind), Some(TokenKind::Equal)) =>
                {
                    next_number = n.saturating_add(1)
                }
                _ => {}
            }
            first = false;
            if matches!(&t.kind, TokenKind::Word(w) if TERMINATOR_OPCODES.contains(&w.as_str())) {
                after_terminator = true;
            }
        }
        depth.step(&t.kind);
        i += 1;
    }
    (scan, i.min(toks.len().saturating_sub(1)))
}

/// Whether the statement starting at token `i` is an instruction written
/// without `%name =` that has a result: LLVM's parser numbers it like a
/// `%N =` (every instruction but `store`, `fence`, the terminators without
/// a result, and calls returning `void`).
fn unnamed_result(toks: &[Token], i: usize) -> bool {
    let TokenKind::Word(w) = &toks[i].kind else {
        return false;
    };
    if !is_statement_word(w) {
        return false;
    }
    match w.as_str() {
        "store" | "fence" | "ret" | "br" | "switch" | "indirectbr" | "resume" | "catchret"
        | "cleanupret" | "unreachable" | "uselistorder" | "uselistorder_bb" => false,
        "call" | "tail" | "musttail" | "notail" | "invoke" | "callbr" => !returns_void(toks, i),
        _ => true,
    }
}

/// Whether the call at token `i` returns `void`: its return type, written
/// before the callee, is the word `void` (`call void @f()`, `call void
/// (...) @g()`).
fn returns_void(toks: &[Token], i: usize) -> bool {
    let mut depth = Depth::default();
    for t in toks.get(i + 1..).unwrap_or_default() {
        if depth.is_top() {
            match &t.kind {
                TokenKind::Word(w) if w == "void" => return true,
                TokenKind::Word(w) if w == "asm" => return false,
                TokenKind::GlobalName(_)
                | TokenKind::GlobalNum(_)
                | TokenKind::LocalName(_)
                | TokenKind::LocalNum(_)
                | TokenKind::RBrace
                | TokenKind::Eof => return false,
                _ => {}
            }
        }
        depth.step(&t.kind);
    }
    false
}

/// The number of parameters without a name (they are numbered, as are
/// `%N` ones) in the parameter list that opens at token `open`.
fn numbered_params(toks: &[Token], open: usize) -> u32 {
    let mut depth = 0u32;
    let mut count = 0;
    // Per parameter: `None` before its first token, then whether a name
    // was seen.
    let mut param: Option<bool> = None;
    for t in toks.get(open..).unwrap_or_default() {
        let top = depth == 1;
        match &t.kind {
            TokenKind::LParen | TokenKind::LBracket | TokenKind::LBrace | TokenKind::Less => {
                depth += 1;
                if depth == 1 {
                    continue;
                }
            }
            TokenKind::RParen | TokenKind::RBracket | TokenKind::RBrace | TokenKind::Greater => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    break;
                }
            }
            TokenKind::Comma if top => {
                count += u32::from(param == Some(false));
                param = None;
                continue;
            }
            TokenKind::Ellipsis if top => continue,
            _ => {}
        }
        let named = top && matches!(t.kind, TokenKind::LocalName(_));
        param = Some(param.unwrap_or(false) || named);
    }
    count + u32::from(param == Some(false))
}

/// Whether token `i` (at the top level of a body) begins a line and does
/// not continue the instruction before it.
fn starts_statement(toks: &[Token], text: &str, i: usize) -> bool {
    let Some(prev) = i.checked_sub(1).and_then(|p| toks.get(p)) else {
        return false;
    };
    let between = text.get(prev.span.end as usize..toks[i].span.start as usize);
    between.is_some_and(|b| b.contains('\n')) && !continues_instruction(&prev.kind, &toks[i].kind)
}
