//! Function bodies (LangRef "Functions", "Debug Records"): basic blocks,
//! the local value table (parameters first, then instruction results in
//! written order), operands, block references, and `#dbg_*` records.

use std::collections::HashMap;

use super::scan::{ScannedBlock, scan_body};
use super::{PResult, Parser};
use crate::parse::error::Diagnostic;
use crate::parse::lexer::TokenKind;
use crate::syntax::{
    Block, BlockId, Body, DebugRecord, FuncId, Inst, Local, LocalId, Name, Operand, Param, Span,
    TypeId, Typed,
};

/// What the parser knows about the function whose body it is reading.
pub(super) struct FuncState {
    /// The function's return type.
    pub ret: TypeId,
    /// Every local: parameters, then each `%x =` of the body in order.
    locals: Vec<Local>,
    /// Whether each local's definition has been read (parameters: yes).
    defined: Vec<bool>,
    /// Local names to ids.
    local_ids: HashMap<Name, LocalId>,
    /// Block names to ids.
    block_ids: HashMap<Name, BlockId>,
    /// Uses of locals before their definition: the type each use expects.
    forward_uses: HashMap<LocalId, Vec<(TypeId, Span)>>,
    /// The unlabelled blocks after a terminator the scan found: the token
    /// each starts at and its id, in written order.
    unnamed_starts: Vec<(usize, BlockId)>,
    /// How many of `unnamed_starts` the parser has reached.
    unnamed_reached: usize,
}

/// The kinds of debug record (`#dbg_<kind>`) and how many arguments each
/// takes.
const DEBUG_RECORD_KINDS: [(&str, usize); 5] = [
    ("value", 4),
    ("declare", 4),
    ("assign", 7),
    ("label", 2),
    ("declare_value", 4),
];

impl Parser<'_> {
    /// The function being parsed (only called inside a body).
    fn fs(&mut self) -> PResult<&mut FuncState> {
        let span = self.span();
        self.func.as_mut().ok_or_else(|| {
            Diagnostic::error(span, "local values can only be used in a function body")
        })
    }

    /// The body `{ ... }` of function `id`, whose parameters have the given
    /// names (`param_names[i]` for `params[i]`).
    pub(super) fn parse_function_body(
        &mut self,
        id: FuncId,
        ret: TypeId,
        params: &mut [Param],
        param_names: Vec<(Option<Name>, Span)>,
    ) -> PResult<Body> {
        if self.peek() != &TokenKind::LBrace {
            return Err(self.expected("'{' to start the function body"));
        }
        let (scan, _) = scan_body(&self.toks, self.text, self.pos);
        let void = self.types.void();
        let mut state = FuncState {
            ret,
            locals: Vec::new(),
            defined: Vec::new(),
            local_ids: HashMap::new(),
            block_ids: scan.block_ids(),
            forward_uses: HashMap::new(),
            unnamed_starts: Vec::new(),
            unnamed_reached: 0,
        };
        let mut implicit = 0u32;
        for (i, (param, (name, span))) in params.iter_mut().zip(param_names).enumerate() {
            let lid = LocalId(i as u32);
            param.local = Some(lid);
            match &name {
                None => {
                    // An unnamed parameter takes the next implicit number,
                    // by which the body refers to it.
                    state.local_ids.insert(Name::Numbered(implicit), lid);
                    implicit += 1;
                }
                Some(Name::Numbered(_)) => implicit += 1,
                Some(Name::Named(_)) => {}
            }
            if let Some(n) = &name
                && state.local_ids.insert(n.clone(), lid).is_some()
            {
                return Err(Diagnostic::error(span, format!("redefinition of '%{n}'")));
            }
            state.locals.push(Local {
                name,
                ty: param.ty,
                span,
            });
            state.defined.push(true);
        }
        for name in scan.results {
            if !state.local_ids.contains_key(&name) {
                let lid = LocalId(state.locals.len() as u32);
                state.local_ids.insert(name.clone(), lid);
                state.locals.push(Local {
                    name: Some(name),
                    ty: void,
                    span: Span::default(),
                });
                state.defined.push(false);
            }
        }
        let entry_name = Name::Numbered(implicit);
        if scan.entry_unnamed
            && !state.local_ids.contains_key(&entry_name)
            && !state.block_ids.contains_key(&entry_name)
        {
            // The unlabelled entry block takes the next implicit number
            // (unless the text gives that number to something else).
            state.block_ids.insert(entry_name, BlockId(0));
        }
        // An unlabelled block after a terminator takes the next free number
        // (after the parameters, the entry block, and every numbered value,
        // label or earlier such block written before it), as in LLVM.
        let mut next_number = implicit + u32::from(scan.entry_unnamed);
        let first = u32::from(scan.entry_unnamed);
        for (i, b) in scan.blocks.iter().enumerate() {
            let ScannedBlock::AfterTerminator { tok, prev_number } = b else {
                continue;
            };
            let id = BlockId(first + i as u32);
            state.unnamed_starts.push((*tok, id));
            let n = prev_number.map_or(next_number, |p| next_number.max(p + 1));
            next_number = n + 1;
            let name = Name::Numbered(n);
            if !state.local_ids.contains_key(&name) && !state.block_ids.contains_key(&name) {
                state.block_ids.insert(name, id);
            }
        }
        if let Some(blocks) = self.func_blocks.get_mut(id.0 as usize) {
            *blocks = state.block_ids.clone();
        }
        self.func = Some(state);
        let blocks = self.parse_blocks();
        let state = self.func.take();
        let blocks = blocks?;
        let Some(state) = state else {
            unreachable!("the function state is set for the whole body")
        };
        let never_defined = state
            .forward_uses
            .iter()
            .flat_map(|(id, uses)| uses.iter().map(move |(_, span)| (*id, *span)))
            .min_by_key(|(_, span)| span.start);
        if let Some((id, span)) = never_defined {
            let name = state.locals.get(id.0 as usize).and_then(|l| l.name.clone());
            let shown = name.map_or_else(String::new, |n| format!(" '%{n}'"));
            return Err(Diagnostic::error(
                span,
                format!("use of undefined value{shown}"),
            ));
        }
        Ok(Body {
            blocks,
            locals: state.locals,
        })
    }

    /// The blocks from `{` to `}`.
    fn parse_blocks(&mut self) -> PResult<Vec<Block>> {
        self.expect(&TokenKind::LBrace)?;
        if self.peek() == &TokenKind::RBrace {
            return Err(self.expected("at least one basic block"));
        }
        let mut blocks = Vec::new();
        loop {
            self.check_unnamed_starts_reached()?;
            if self.eat(&TokenKind::RBrace) {
                break;
            }
            let b = self.parse_block(blocks.len() as u32)?;
            blocks.push(b);
        }
        Ok(blocks)
    }

    /// Checks that no block start the scan found after a terminator lies
    /// before the current token (inside an instruction the parser read
    /// across lines): the block ids would not match the written blocks.
    fn check_unnamed_starts_reached(&mut self) -> PResult<()> {
        let pos = self.pos;
        let fs = self.fs()?;
        let Some(&(tok, _)) = fs.unnamed_starts.get(fs.unnamed_reached) else {
            return Ok(());
        };
        if tok >= pos {
            return Ok(());
        }
        let span = self.toks[tok].span;
        Err(Diagnostic::error(
            span,
            "cannot tell where the block after this terminator starts: write an \
             instruction after a terminator on a line of its own, and a terminator \
             on one line (or continued by ',', '[', 'to' or 'unwind')",
        ))
    }

    /// Whether the current token starts the unlabelled block `index` that
    /// the scan found after a terminator (and if so, marks it reached).
    fn at_unnamed_start(&mut self, index: u32) -> bool {
        let pos = self.pos;
        let Some(fs) = self.func.as_mut() else {
            return false;
        };
        if fs.unnamed_starts.get(fs.unnamed_reached) == Some(&(pos, BlockId(index))) {
            fs.unnamed_reached += 1;
            return true;
        }
        false
    }

    /// One block: an optional label, instructions and debug records up to
    /// and including the terminator, then any trailing debug records.
    fn parse_block(&mut self, index: u32) -> PResult<Block> {
        let start = self.span();
        let name = match self.peek().clone() {
            TokenKind::LabelName(s) => Some(Name::Named(s)),
            TokenKind::LabelNum(n) => Some(Name::Numbered(n)),
            _ if index == 0 || self.at_unnamed_start(index) => None,
            TokenKind::Eof => {
                return Err(self.expected("a block label or '}' after the terminator"));
            }
            _ => {
                return Err(self.expected(
                    "a block label or '}' after the terminator (an instruction after a \
                     terminator starts a new block only on a line of its own)",
                ));
            }
        };
        if let Some(n) = &name {
            let fs = self.fs()?;
            let id = fs.block_ids.get(n).copied();
            if id.is_some_and(|id| id.0 < index) || fs.local_ids.contains_key(n) {
                return Err(Diagnostic::error(start, format!("redefinition of '%{n}'")));
            }
            if id != Some(BlockId(index)) {
                return Err(Diagnostic::error(
                    start,
                    format!("cannot resolve label '%{n}': the function body is malformed"),
                ));
            }
            self.bump();
        }
        let mut insts = Vec::new();
        let mut dbg = Vec::new();
        loop {
            match self.peek() {
                TokenKind::DbgRecord(_) => dbg.push(self.parse_debug_record()?),
                TokenKind::Word(w) if w == "uselistorder" || w == "uselistorder_bb" => {
                    self.skip_uselistorder()?
                }
                _ => {
                    let mut inst = self.parse_instruction()?;
                    inst.dbg = std::mem::take(&mut dbg);
                    let done = inst.kind.is_terminator();
                    insts.push(inst);
                    if done {
                        break;
                    }
                }
            }
        }
        loop {
            match self.peek() {
                TokenKind::DbgRecord(_) => dbg.push(self.parse_debug_record()?),
                TokenKind::Word(w) if w == "uselistorder" || w == "uselistorder_bb" => {
                    self.skip_uselistorder()?
                }
                _ => break,
            }
        }
        Ok(Block {
            name,
            insts,
            trailing_dbg: dbg,
            span: start,
        })
    }

    /// One instruction with its optional `%x =` and metadata attachments.
    fn parse_instruction(&mut self) -> PResult<Inst> {
        let start = self.span();
        let result = match (self.peek(), self.peek_at(1)) {
            (TokenKind::LocalName(_) | TokenKind::LocalNum(_), TokenKind::Equal) => {
                let name = Parser::name_of(self.peek());
                self.bump();
                self.bump();
                name.map(|n| (n, start))
            }
            _ => None,
        };
        let (kind, ty) = self.parse_inst_kind()?;
        let result = match (result, ty) {
            (Some((name, span)), Some(ty)) => Some(self.define_local(&name, span, ty)?),
            (Some(_), None) => {
                return Err(Diagnostic::error(
                    start,
                    "instructions returning void cannot have a name",
                ));
            }
            (None, _) => None,
        };
        let mut md = Vec::new();
        while self.eat(&TokenKind::Comma) {
            md.push(self.parse_md_attachment()?);
        }
        Ok(Inst {
            kind,
            result,
            md,
            dbg: Vec::new(),
            span: start.to(self.prev_span()),
        })
    }

    /// Records the definition of `%name` with type `ty`.
    fn define_local(&mut self, name: &Name, span: Span, ty: TypeId) -> PResult<LocalId> {
        let fs = self.fs()?;
        let Some(&id) = fs.local_ids.get(name) else {
            return Err(Diagnostic::error(
                span,
                format!("cannot resolve '%{name}': the function body is malformed"),
            ));
        };
        let i = id.0 as usize;
        if fs.defined.get(i).copied().unwrap_or(true) || fs.block_ids.contains_key(name) {
            return Err(Diagnostic::error(
                span,
                format!("redefinition of '%{name}'"),
            ));
        }
        fs.defined[i] = true;
        fs.locals[i].ty = ty;
        fs.locals[i].span = span;
        let uses = fs.forward_uses.remove(&id).unwrap_or_default();
        for (used_ty, use_span) in uses {
            if used_ty != ty {
                return Err(Diagnostic::error(
                    use_span,
                    format!(
                        "'%{name}' is used with type '{}' but defined with type '{}'",
                        self.types.display(used_ty),
                        self.types.display(ty)
                    ),
                ));
            }
        }
        Ok(id)
    }

    /// A value of type `ty`: a local (inside a body) or a constant.
    pub(super) fn parse_value(&mut self, ty: TypeId) -> PResult<Operand> {
        match self.peek() {
            TokenKind::LocalName(_) | TokenKind::LocalNum(_) if self.func.is_some() => {
                self.use_local(ty)
            }
            TokenKind::LocalName(_) | TokenKind::LocalNum(_) => {
                Err(self.expected(&format!("a constant of type '{}'", self.types.display(ty))))
            }
            _ => Ok(Operand::Const(self.parse_const(ty)?)),
        }
    }

    /// `T v`.
    pub(super) fn parse_typed_value(&mut self) -> PResult<Typed> {
        let ty = self.parse_type()?;
        let val = self.parse_value(ty)?;
        Ok(Typed { ty, val })
    }

    /// A use of the local named by the current token, expected to have type
    /// `ty`.
    fn use_local(&mut self, ty: TypeId) -> PResult<Operand> {
        let span = self.span();
        let Some(name) = Parser::name_of(self.peek()) else {
            return Err(self.expected("a local value"));
        };
        let fs = self.fs()?;
        let Some(&id) = fs.local_ids.get(&name) else {
            return Err(Diagnostic::error(
                span,
                format!("use of undefined value '%{name}'"),
            ));
        };
        let i = id.0 as usize;
        if fs.defined.get(i).copied().unwrap_or(false) {
            let actual = fs.locals[i].ty;
            if actual != ty {
                return Err(Diagnostic::error(
                    span,
                    format!(
                        "'%{name}' defined with type '{}' but expected '{}'",
                        self.types.display(actual),
                        self.types.display(ty)
                    ),
                ));
            }
        } else {
            fs.forward_uses.entry(id).or_default().push((ty, span));
        }
        self.bump();
        Ok(Operand::Local(id, span))
    }

    /// `%bb` naming a block of this function.
    pub(super) fn parse_block_ref(&mut self) -> PResult<BlockId> {
        let span = self.span();
        let name = match self.peek() {
            TokenKind::LocalName(_) | TokenKind::LocalNum(_) => Parser::name_of(self.peek()),
            _ => None,
        };
        let Some(name) = name else {
            return Err(self.expected("a block label '%name'"));
        };
        let fs = self.fs()?;
        match fs.block_ids.get(&name) {
            Some(&b) => {
                self.bump();
                Ok(b)
            }
            None => Err(Diagnostic::error(
                span,
                format!("use of undefined label '%{name}'"),
            )),
        }
    }

    /// `label %bb`.
    pub(super) fn parse_label_ref(&mut self) -> PResult<BlockId> {
        self.expect_word("label")?;
        self.parse_block_ref()
    }

    /// `#dbg_<kind>(arg, ...)`.
    fn parse_debug_record(&mut self) -> PResult<DebugRecord> {
        let span = self.span();
        let TokenKind::DbgRecord(name) = self.peek().clone() else {
            return Err(self.expected("a debug record"));
        };
        let kind = name
            .strip_prefix("dbg_")
            .and_then(|k| DEBUG_RECORD_KINDS.iter().find(|(n, _)| *n == k));
        let Some(&(kind, arity)) = kind else {
            return Err(Diagnostic::error(
                span,
                format!("unknown debug record '#{name}'"),
            ));
        };
        let kind = kind.to_string();
        self.bump();
        self.expect(&TokenKind::LParen)?;
        let mut args = Vec::new();
        for i in 0..arity {
            if i > 0 {
                self.expect(&TokenKind::Comma)?;
            }
            args.push(self.parse_md_value()?);
        }
        if self.peek() != &TokenKind::RParen {
            return Err(self.expected(&format!("')' after the {arity} arguments of '#{name}'")));
        }
        self.bump();
        Ok(DebugRecord { kind, args })
    }
}
