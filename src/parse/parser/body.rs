//! Function bodies (LangRef "Functions", "Debug Records"): basic blocks,
//! the local value table (parameters first, then every other local in the
//! order it is first mentioned), operands, block references, and `#dbg_*`
//! records.
//!
//! Names are resolved as LLVM's parser resolves them, in one pass: a use
//! before the definition is a forward reference, checked when the
//! definition is read; an unnamed value instruction or block takes the next
//! free number, and a numbered one must not go below it. Blocks are held by
//! slot (in order of first mention) while the body is read, and renumbered
//! in written order at its end.

use std::collections::HashMap;

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
    /// Every local: parameters, then the others in order of first mention.
    locals: Vec<Local>,
    /// Whether each local's definition has been read (parameters: yes).
    defined: Vec<bool>,
    /// Local names to ids.
    local_ids: HashMap<Name, LocalId>,
    /// Uses of locals before their definition: the type each use expects.
    forward_uses: HashMap<LocalId, Vec<(TypeId, Span)>>,
    /// Block names to slots (the ids instructions hold until the end of
    /// the body).
    block_slots: HashMap<Name, BlockId>,
    /// Per slot: the written index of its block once read, and where the
    /// slot was first mentioned.
    slots: Vec<(Option<u32>, Span)>,
    /// The number the next unnamed value or block takes.
    next_number: u32,
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

impl FuncState {
    /// The slot of block `name`, made on its first mention at `span`.
    fn block_slot(&mut self, name: &Name, span: Span) -> BlockId {
        if let Some(&slot) = self.block_slots.get(name) {
            return slot;
        }
        let slot = BlockId(self.slots.len() as u32);
        self.slots.push((None, span));
        self.block_slots.insert(name.clone(), slot);
        slot
    }

    /// Takes numbered name `n` (of a `what`) at `span`: it may not be below
    /// the next free number, which moves past it.
    fn take_number(&mut self, n: u32, span: Span, what: &str) -> PResult<()> {
        if n < self.next_number {
            let next = self.next_number;
            let shown = if what == "label" {
                format!("'{next}'")
            } else {
                format!("'%{next}'")
            };
            return Err(Diagnostic::error(
                span,
                format!("{what} expected to be numbered {shown} or greater"),
            ));
        }
        self.next_number = n + 1;
        Ok(())
    }
}

impl FuncState {
    /// A new local named `name`, not yet defined (its type is the one
    /// first expected of it until the definition sets it).
    fn new_local(&mut self, name: Name, ty: TypeId) -> LocalId {
        let id = LocalId(self.locals.len() as u32);
        self.local_ids.insert(name.clone(), id);
        self.locals.push(Local {
            name: Some(name),
            ty,
            span: Span::default(),
        });
        self.defined.push(false);
        id
    }
}

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
        let mut state = FuncState {
            ret,
            locals: Vec::new(),
            defined: Vec::new(),
            local_ids: HashMap::new(),
            forward_uses: HashMap::new(),
            block_slots: HashMap::new(),
            slots: Vec::new(),
            next_number: 0,
        };
        for (i, (param, (name, span))) in params.iter_mut().zip(param_names).enumerate() {
            let lid = LocalId(i as u32);
            param.local = Some(lid);
            // An unnamed parameter takes the next number, by which the body
            // refers to it.
            let key = match &name {
                None => {
                    let n = state.next_number;
                    state.next_number += 1;
                    Name::Numbered(n)
                }
                Some(Name::Numbered(n)) => {
                    state.take_number(*n, span, "argument")?;
                    Name::Numbered(*n)
                }
                Some(n) => n.clone(),
            };
            if state.local_ids.insert(key.clone(), lid).is_some() {
                return Err(Diagnostic::error(span, format!("redefinition of '%{key}'")));
            }
            state.locals.push(Local {
                name,
                ty: param.ty,
                span,
            });
            state.defined.push(true);
        }
        self.func = Some(state);
        let blocks = self.parse_blocks();
        let state = self.func.take();
        let mut blocks = blocks?;
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
        let never_written = state
            .block_slots
            .iter()
            .filter(|(_, slot)| state.slots[slot.0 as usize].0.is_none())
            .min_by_key(|(_, slot)| state.slots[slot.0 as usize].1.start);
        if let Some((name, slot)) = never_written {
            return Err(Diagnostic::error(
                state.slots[slot.0 as usize].1,
                format!("use of undefined label '%{name}'"),
            ));
        }
        // Every slot now has its block: renumber in written order.
        let written = |slot: BlockId| BlockId(state.slots[slot.0 as usize].0.unwrap_or(slot.0));
        for inst in blocks.iter_mut().flat_map(|b| b.insts.iter_mut()) {
            inst.kind.for_each_block_mut(|b| *b = written(*b));
        }
        let block_ids = state
            .block_slots
            .iter()
            .map(|(name, slot)| (name.clone(), written(*slot)))
            .collect();
        self.finish_block_addresses(id, block_ids)?;
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
        while !self.eat(&TokenKind::RBrace) {
            if self.peek() == &TokenKind::Eof {
                return Err(self.expected("'}' at the end of the function body"));
            }
            let b = self.parse_block(blocks.len() as u32)?;
            blocks.push(b);
        }
        Ok(blocks)
    }

    /// One block, the `index`th written: an optional label (without one it
    /// takes the next free number, as the entry block or an instruction
    /// after a terminator does in LLVM), instructions and debug records up
    /// to and including the terminator, then any trailing debug records.
    fn parse_block(&mut self, index: u32) -> PResult<Block> {
        let start = self.span();
        let written = match self.peek().clone() {
            TokenKind::LabelName(s) => Some(Name::Named(s)),
            TokenKind::LabelNum(n) => Some(Name::Numbered(n)),
            _ => None,
        };
        let fs = self.fs()?;
        let name = match &written {
            Some(Name::Numbered(n)) => {
                fs.take_number(*n, start, "label")?;
                Name::Numbered(*n)
            }
            Some(n) => n.clone(),
            None => {
                let n = fs.next_number;
                fs.next_number += 1;
                Name::Numbered(n)
            }
        };
        if fs.local_ids.contains_key(&name) {
            return Err(Diagnostic::error(
                start,
                format!("redefinition of '%{name}'"),
            ));
        }
        let slot = fs.block_slot(&name, start);
        let entry = &mut fs.slots[slot.0 as usize];
        if entry.0.is_some() {
            return Err(Diagnostic::error(
                start,
                format!("redefinition of '%{name}'"),
            ));
        }
        entry.0 = Some(index);
        if written.is_some() {
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
            name: written,
            insts,
            trailing_dbg: dbg,
            span: start,
        })
    }

    /// One instruction with its optional `%x =` and metadata attachments.
    /// An unnamed instruction that has a value takes the next free number.
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
            (None, Some(ty)) => {
                let fs = self.fs()?;
                let name = Name::Numbered(fs.next_number);
                Some(self.define_local(&name, start, ty)?)
            }
            (None, None) => None,
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
        if let Name::Numbered(n) = name {
            fs.take_number(*n, span, "instruction")?;
        }
        if let Some(&slot) = fs.block_slots.get(name) {
            let (written, used) = fs.slots[slot.0 as usize];
            return Err(match written {
                Some(_) => Diagnostic::error(span, format!("redefinition of '%{name}'")),
                None => Diagnostic::error(used, format!("'%{name}' is not a basic block")),
            });
        }
        let id = match fs.local_ids.get(name) {
            Some(&id) if fs.defined[id.0 as usize] => {
                return Err(Diagnostic::error(
                    span,
                    format!("redefinition of '%{name}'"),
                ));
            }
            Some(&id) => id,
            None => fs.new_local(name.clone(), ty),
        };
        let i = id.0 as usize;
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
        let id = match fs.local_ids.get(&name) {
            Some(&id) => id,
            None => fs.new_local(name.clone(), ty),
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
        if let Some(&id) = fs.local_ids.get(&name) {
            let shown = if fs.defined[id.0 as usize] {
                "defined"
            } else {
                "used"
            };
            return Err(Diagnostic::error(
                span,
                format!("'%{name}' is not a basic block: it is {shown} as a value"),
            ));
        }
        let slot = fs.block_slot(&name, span);
        self.bump();
        Ok(slot)
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
