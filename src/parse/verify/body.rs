//! Function bodies: block structure (terminators, phis first, an entry block
//! nobody branches to), the definition site of every local, `phi` incoming
//! lists against the predecessors, and the two rules of every use of a
//! local: it is used with its own type, and its definition dominates the use.

use std::collections::HashMap;

use super::Cx;
use super::cfg::Cfg;
use super::range::RangeKind;
use super::types::Yield;
use crate::parse::error::Diagnostic;
use crate::syntax::{
    Body, FastMath, Function, Inst, InstKind, LocalId, Name, Operand, Span, TypeId,
};

/// Where a local is defined.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Def {
    /// Not defined anywhere (only in a built module).
    Nowhere,
    /// A parameter: available everywhere.
    Param,
    /// The result of instruction `index` of block `block`.
    Inst { block: u32, index: u32 },
}

/// Where a use happens: at an instruction, or (for a `phi` operand) at the
/// end of the incoming block, on its edge to the phi's block.
#[derive(Clone, Copy)]
enum UseSite {
    /// An ordinary operand of instruction `index` of `block`.
    Inst { block: u32, index: u32 },
    /// A `phi` in `block` receiving the value from `pred`.
    Edge { pred: u32, block: u32 },
}

/// What the checks of one function share.
pub(super) struct FnCx<'a> {
    /// The module context.
    pub cx: &'a Cx<'a>,
    /// The function.
    pub f: &'a Function,
    /// Its body.
    pub body: &'a Body,
    /// The definition site of every local.
    defs: Vec<Def>,
    /// Control flow and dominators.
    cfg: Cfg,
}

impl FnCx<'_> {
    /// The instruction that defines local `id`, if an instruction does.
    pub(super) fn defining_inst(&self, id: LocalId) -> Option<&Inst> {
        match self.defs.get(id.0 as usize)? {
            Def::Inst { block, index } => self
                .body
                .blocks
                .get(*block as usize)?
                .insts
                .get(*index as usize),
            _ => None,
        }
    }
}

/// Checks a function body.
pub(super) fn check_body(cx: &Cx<'_>, f: &Function, body: &Body) -> Result<(), Diagnostic> {
    check_structure(f, body)?;
    let defs = definitions(f, body)?;
    let fx = FnCx {
        cx,
        f,
        body,
        defs,
        cfg: Cfg::new(body),
    };
    fx.check_entry()?;
    for (b, block) in body.blocks.iter().enumerate() {
        for (i, inst) in block.insts.iter().enumerate() {
            let ix = InstCx {
                fx: &fx,
                inst,
                block: b as u32,
                index: i as u32,
            };
            ix.check()?;
        }
    }
    Ok(())
}

/// Every block ends with its only terminator and starts with its phis;
/// every successor is a block of the function.
fn check_structure(f: &Function, body: &Body) -> Result<(), Diagnostic> {
    if body.blocks.is_empty() {
        return Err(Diagnostic::error(
            f.span,
            format!("function @{} has a body without blocks", f.name),
        ));
    }
    for (b, block) in body.blocks.iter().enumerate() {
        let name = block_name(f, body, b as u32);
        let Some(last) = block.insts.last() else {
            return Err(Diagnostic::error(
                block.span,
                format!("block {name} is empty: it must end with a terminator"),
            ));
        };
        let mut seen_non_phi = false;
        for (i, inst) in block.insts.iter().enumerate() {
            let is_last = i + 1 == block.insts.len();
            if inst.kind.is_terminator() && !is_last {
                return Err(Diagnostic::error(
                    inst.span,
                    format!(
                        "terminator '{}' in the middle of block {name}: a terminator must be the last instruction",
                        inst.kind.opcode()
                    ),
                ));
            }
            match inst.kind {
                InstKind::Phi { .. } if seen_non_phi => {
                    return Err(Diagnostic::error(
                        inst.span,
                        format!(
                            "phi node is not at the start of block {name}: phi nodes must come before every other instruction"
                        ),
                    ));
                }
                InstKind::Phi { .. } => {}
                _ => seen_non_phi = true,
            }
        }
        if !last.kind.is_terminator() {
            return Err(Diagnostic::error(
                last.span,
                format!(
                    "block {name} does not end with a terminator: its last instruction is '{}'",
                    last.kind.opcode()
                ),
            ));
        }
        for s in last.kind.successors() {
            if s.0 as usize >= body.blocks.len() {
                return Err(Diagnostic::error(
                    last.span,
                    format!(
                        "'{}' branches to a block that does not exist",
                        last.kind.opcode()
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// The definition site of every local; each local is defined at most once.
fn definitions(f: &Function, body: &Body) -> Result<Vec<Def>, Diagnostic> {
    let mut defs = vec![Def::Nowhere; body.locals.len()];
    let mut define = |id: LocalId, def: Def, span: Span| -> Result<(), Diagnostic> {
        match defs.get_mut(id.0 as usize) {
            Some(slot @ Def::Nowhere) => {
                *slot = def;
                Ok(())
            }
            Some(_) => Err(Diagnostic::error(span, "a local value is defined twice")),
            None => Err(Diagnostic::error(
                span,
                "definition of an unknown local value",
            )),
        }
    };
    for (i, p) in f.params.iter().enumerate() {
        let Some(id) = p.local else { continue };
        define(id, Def::Param, f.span)?;
        if body.locals.get(id.0 as usize).is_some_and(|l| l.ty != p.ty) {
            return Err(Diagnostic::error(
                f.span,
                format!(
                    "parameter {} of @{} is recorded with a type other than its own",
                    i + 1,
                    f.name
                ),
            ));
        }
    }
    for (b, block) in body.blocks.iter().enumerate() {
        for (i, inst) in block.insts.iter().enumerate() {
            if let Some(id) = inst.result {
                let def = Def::Inst {
                    block: b as u32,
                    index: i as u32,
                };
                define(id, def, inst.span)?;
            }
        }
    }
    Ok(defs)
}

/// The name of block `b` with its `%`; an unnamed entry block gets the
/// number LLVM gives it (after the unnamed parameters).
pub(super) fn block_name(f: &Function, body: &Body, b: u32) -> String {
    match body
        .blocks
        .get(b as usize)
        .and_then(|blk| blk.name.as_ref())
    {
        Some(name) => format!("%{name}"),
        None => {
            let numbered = body
                .locals
                .iter()
                .take(f.params.len())
                .filter(|l| !matches!(l.name, Some(Name::Named(_))))
                .count();
            format!("%{numbered}")
        }
    }
}

impl FnCx<'_> {
    /// The name of block `b` with its `%`.
    pub(super) fn block(&self, b: u32) -> String {
        block_name(self.f, self.body, b)
    }

    /// The name of a local with its `%` (`%N` for the N-th unnamed one).
    pub(super) fn local(&self, id: LocalId) -> String {
        match self
            .body
            .locals
            .get(id.0 as usize)
            .and_then(|l| l.name.as_ref())
        {
            Some(name) => format!("%{name}"),
            None => {
                let unnamed = self
                    .body
                    .locals
                    .iter()
                    .take(id.0 as usize)
                    .filter(|l| !matches!(l.name, Some(Name::Named(_))))
                    .count();
                format!("%{unnamed}")
            }
        }
    }

    /// The predecessors of block `b`, one per edge.
    pub(super) fn preds(&self, b: u32) -> &[u32] {
        &self.cfg.preds[b as usize]
    }

    /// LLVM rejects branches to the entry block and phis in it.
    fn check_entry(&self) -> Result<(), Diagnostic> {
        if let Some(&pred) = self.cfg.preds[0].first() {
            let term = self.body.blocks[pred as usize].insts.last();
            let span = term.map_or(self.f.span, |t| t.span);
            return Err(Diagnostic::error(
                span,
                format!(
                    "the entry block {} cannot be the target of a branch",
                    self.block(0)
                ),
            ));
        }
        if let Some(phi) = self.body.blocks[0]
            .insts
            .iter()
            .find(|i| matches!(i.kind, InstKind::Phi { .. }))
        {
            return Err(Diagnostic::error(
                phi.span,
                format!(
                    "phi node in the entry block {}, which has no predecessors",
                    self.block(0)
                ),
            ));
        }
        Ok(())
    }
}

/// The context of one instruction's checks.
pub(super) struct InstCx<'a> {
    /// The function context.
    pub fx: &'a FnCx<'a>,
    /// The instruction.
    pub inst: &'a Inst,
    /// Its block.
    pub block: u32,
    /// Its position in the block.
    pub index: u32,
}

impl<'a> InstCx<'a> {
    /// The module context.
    pub(super) fn cx(&self) -> &'a Cx<'a> {
        self.fx.cx
    }

    /// An error at the instruction.
    pub(super) fn err(&self, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.inst.span, msg)
    }

    /// The opcode keyword.
    pub(super) fn op(&self) -> &'static str {
        self.inst.kind.opcode()
    }

    /// A type as text.
    pub(super) fn ty(&self, ty: TypeId) -> String {
        self.fx.cx.ty(ty)
    }

    /// All checks of the instruction, then its result against what it yields.
    fn check(&self) -> Result<(), Diagnostic> {
        let y = match &self.inst.kind {
            InstKind::Phi { fmf, ty, incoming } => self.check_phi(*fmf, *ty, incoming)?,
            _ => self.check_kind()?,
        };
        let ty = match y {
            Yield::Ty(t) => Some(t),
            _ => None,
        };
        self.check_result(y)?;
        self.check_attachments(ty)
    }

    /// The metadata attachments LLVM's verifier checks: `!range`,
    /// `!noalias.addrspace` and `!tbaa`.
    fn check_attachments(&self, ty: Option<TypeId>) -> Result<(), Diagnostic> {
        let cx = self.cx();
        let range = |kind, md| {
            cx.check_range_md(kind, &self.inst.kind, ty, md)
                .map_err(|msg| self.err(msg))
        };
        for (kind, md) in &self.inst.md {
            match kind.as_str() {
                "range" => range(RangeKind::Range, md)?,
                "noalias.addrspace" => range(RangeKind::NoaliasAddrspace, md)?,
                "tbaa" => cx
                    .check_tbaa(&self.inst.kind, md)
                    .map_err(|(msg, node)| match node {
                        Some(id) => Diagnostic::error(cx.md_span(id), msg),
                        None => self.err(msg),
                    })?,
                _ => {}
            }
        }
        Ok(())
    }

    /// The local the instruction defines has the type the instruction yields.
    fn check_result(&self, y: Yield) -> Result<(), Diagnostic> {
        let Some(r) = self.inst.result else {
            return Ok(());
        };
        let name = self.fx.local(r);
        let Some(local) = self.fx.body.locals.get(r.0 as usize) else {
            return Err(self.err("definition of an unknown local value"));
        };
        let want = match y {
            Yield::Void
                if matches!(self.inst.kind, InstKind::Call(_) | InstKind::Invoke { .. }) =>
            {
                return Err(self.err(format!(
                    "'{}' of a function returning void cannot define a value ({name})",
                    self.op()
                )));
            }
            Yield::Void => {
                return Err(self.err(format!(
                    "'{}' does not produce a value, so it cannot define {name}",
                    self.op()
                )));
            }
            Yield::Ty(t) if t == local.ty => return Ok(()),
            Yield::Ty(t) => self.ty(t),
            Yield::Missing(text) => text,
        };
        Err(self.err(format!(
            "{name} has type {}, but '{}' yields {want}",
            self.ty(local.ty),
            self.op()
        )))
    }

    /// The type of an operand: a local's or a constant's (`None` for
    /// metadata and inline assembly).
    pub(super) fn operand_type(&self, op: &Operand) -> Option<TypeId> {
        match op {
            Operand::Local(id, _) => self.fx.body.locals.get(id.0 as usize).map(|l| l.ty),
            Operand::Const(c) => Some(c.ty),
            Operand::Metadata(_) | Operand::InlineAsm(_) => None,
        }
    }

    /// How an operand is named in messages: `%x`, or `the constant`.
    pub(super) fn operand_text(&self, op: &Operand) -> String {
        match op {
            Operand::Local(id, _) => self.fx.local(*id),
            Operand::Const(_) => "the constant".to_string(),
            Operand::Metadata(_) => "the metadata operand".to_string(),
            Operand::InlineAsm(_) => "the inline assembly".to_string(),
        }
    }

    /// Where an operand is written (the instruction for constants).
    pub(super) fn operand_span(&self, op: &Operand) -> Span {
        match op {
            Operand::Local(_, span) => *span,
            _ => self.inst.span,
        }
    }

    /// An operand used with type `want` (`None`: a type the module does not
    /// have, so nothing can match): a local must have that type and be
    /// dominated by its definition; a constant must have that type and be
    /// well formed. `mismatch(operand, actual type)` words the type error.
    pub(super) fn operand(
        &self,
        op: &Operand,
        want: Option<TypeId>,
        mismatch: &dyn Fn(&str, &str) -> String,
    ) -> Result<(), Diagnostic> {
        let site = UseSite::Inst {
            block: self.block,
            index: self.index,
        };
        self.operand_at(op, want, mismatch, site)
    }

    fn operand_at(
        &self,
        op: &Operand,
        want: Option<TypeId>,
        mismatch: &dyn Fn(&str, &str) -> String,
        site: UseSite,
    ) -> Result<(), Diagnostic> {
        let span = self.operand_span(op);
        let actual = match op {
            Operand::Metadata(_) => {
                let is_md = want.is_some_and(|t| {
                    matches!(self.cx().types.kind(t), crate::syntax::TypeKind::Metadata)
                });
                return match is_md {
                    true => Ok(()),
                    false => Err(Diagnostic::error(
                        span,
                        format!("'{}' cannot take a metadata operand here", self.op()),
                    )),
                };
            }
            Operand::InlineAsm(_) => {
                return Err(Diagnostic::error(
                    span,
                    format!(
                        "inline assembly can only be called, not used by '{}'",
                        self.op()
                    ),
                ));
            }
            Operand::Local(id, _) => match self.fx.body.locals.get(id.0 as usize) {
                Some(l) => l.ty,
                None => return Err(Diagnostic::error(span, "use of an unknown local value")),
            },
            Operand::Const(c) => c.ty,
        };
        if want != Some(actual) {
            let text = self.operand_text(op);
            return Err(Diagnostic::error(span, mismatch(&text, &self.ty(actual))));
        }
        self.available_at(op, site)
    }

    /// An operand whose type was checked by the caller is available here: a
    /// local's definition dominates the instruction, a constant is well
    /// formed.
    pub(super) fn available(&self, op: &Operand) -> Result<(), Diagnostic> {
        let site = UseSite::Inst {
            block: self.block,
            index: self.index,
        };
        self.available_at(op, site)
    }

    fn available_at(&self, op: &Operand, site: UseSite) -> Result<(), Diagnostic> {
        let span = self.operand_span(op);
        match op {
            Operand::Local(id, _) => self.check_dominance(*id, span, site),
            Operand::Const(c) => self
                .cx()
                .check_const(c)
                .map_err(|msg| Diagnostic::error(span, format!("in '{}': {msg}", self.op()))),
            _ => Ok(()),
        }
    }

    /// A typed operand `T v`: `v` has the written type `T`.
    pub(super) fn typed(&self, t: &crate::syntax::Typed, role: &str) -> Result<(), Diagnostic> {
        let op = self.op();
        self.operand(&t.val, Some(t.ty), &|v, actual| {
            let written = self.ty(t.ty);
            format!("'{op}' {role} is written as {written} {v}, but {v} has type {actual}")
        })
    }

    /// The definition of local `id` dominates its use at `site`.
    fn check_dominance(&self, id: LocalId, span: Span, site: UseSite) -> Result<(), Diagnostic> {
        match self.dominance_problem(id, site) {
            None => Ok(()),
            Some(why) => Err(Diagnostic::error(
                span,
                format!("instruction does not dominate this use: {why}"),
            )),
        }
    }

    /// Why the definition of `id` does not dominate its use at `site`, by
    /// LLVM's rules: any use in an unreachable block is fine; a definition
    /// in an unreachable block dominates nothing else; an `invoke` result
    /// exists only on the edge to its normal destination, while a `callbr`
    /// result exists on all its edges.
    fn dominance_problem(&self, id: LocalId, site: UseSite) -> Option<String> {
        let cfg = &self.fx.cfg;
        let name = || self.fx.local(id);
        let (def_block, def_index) = match self.fx.defs.get(id.0 as usize) {
            Some(Def::Param) => return None,
            Some(Def::Inst { block, index }) => (*block, *index),
            _ => return Some(format!("{} is never defined", name())),
        };
        let def_name = || self.fx.block(def_block);
        let use_block = match site {
            UseSite::Inst { block, .. } => block,
            UseSite::Edge { pred, .. } => pred,
        };
        if !cfg.reachable(use_block) {
            return None;
        }
        if !cfg.reachable(def_block) {
            return Some(format!(
                "{} is defined in {}, which is unreachable from the entry block",
                name(),
                def_name()
            ));
        }
        // `defs` only holds positions of existing instructions.
        let def_kind = &self.fx.body.blocks[def_block as usize].insts[def_index as usize].kind;
        if let InstKind::Invoke { normal, .. } = def_kind {
            let normal = normal.0;
            let on_edge = matches!(site, UseSite::Edge { pred, block } if pred == def_block && block == normal);
            return (!on_edge && !cfg.edge_dominates(def_block, normal, use_block)).then(|| {
                format!(
                    "{} is the result of 'invoke' in {}, which exists only where its normal destination {} is entered from it",
                    name(),
                    def_name(),
                    self.fx.block(normal)
                )
            });
        }
        match site {
            UseSite::Inst { block, index } if block == def_block => {
                if def_index < index {
                    None
                } else if def_index == index {
                    Some(format!("{} is used by its own definition", name()))
                } else {
                    Some(format!("{} is defined later in {}", name(), def_name()))
                }
            }
            UseSite::Inst { block, .. } => (!cfg.dominates(def_block, block))
                .then(|| format!("{} is defined in {}", name(), def_name())),
            UseSite::Edge { pred, .. } => (!cfg.dominates(def_block, pred)).then(|| {
                format!(
                    "{} is defined in {}, which does not dominate the incoming block {}",
                    name(),
                    def_name(),
                    self.fx.block(pred)
                )
            }),
        }
    }

    /// A `phi`: a first-class, non-token type; one entry per incoming edge
    /// (entries for the same predecessor agree); each value has the phi's
    /// type and is available at the end of its incoming block.
    fn check_phi(
        &self,
        fmf: FastMath,
        ty: TypeId,
        incoming: &[(Operand, crate::syntax::BlockId)],
    ) -> Result<Yield, Diagnostic> {
        let cx = self.cx();
        if !cx.types.is_first_class(ty) || cx.is_token(ty) {
            return Err(self.err(format!("phi node cannot have type {}", self.ty(ty))));
        }
        if !fmf.is_empty() && !cx.allows_fast_math(ty) {
            return Err(self.err(format!(
                "fast-math flags on a phi of type {}, which is not floating-point",
                self.ty(ty)
            )));
        }
        let here = self.fx.block(self.block);
        let mut edges: HashMap<u32, usize> = HashMap::new();
        for p in &self.fx.cfg.preds[self.block as usize] {
            *edges.entry(*p).or_default() += 1;
        }
        let mut entries: HashMap<u32, (usize, &Operand)> = HashMap::new();
        for (val, pred) in incoming {
            let Some(&count) = edges.get(&pred.0) else {
                let name = match (pred.0 as usize) < self.fx.body.blocks.len() {
                    true => self.fx.block(pred.0),
                    false => "that does not exist".to_string(),
                };
                return Err(self.err(format!(
                    "phi node has an incoming value for block {name}, which is not a predecessor of {here}"
                )));
            };
            let entry = entries.entry(pred.0).or_insert((0, val));
            entry.0 += 1;
            if entry.1 != val {
                return Err(self.err(format!(
                    "phi node has different incoming values for the same predecessor {}",
                    self.fx.block(pred.0)
                )));
            }
            if entry.0 > count {
                return Err(self.err(format!(
                    "phi node has more incoming values for block {} than there are edges from it to {here} ({count})",
                    self.fx.block(pred.0)
                )));
            }
        }
        for p in &self.fx.cfg.preds[self.block as usize] {
            let have = entries.get(p).map_or(0, |e| e.0);
            let want = edges.get(p).copied().unwrap_or(0);
            let pred = self.fx.block(*p);
            if have == 0 {
                return Err(self.err(format!(
                    "phi node has no incoming value for predecessor {pred} of {here}"
                )));
            }
            if have < want {
                return Err(self.err(format!(
                    "phi node has {have} incoming value{} for predecessor {pred}, but {pred} branches to {here} {want} times",
                    if have == 1 { "" } else { "s" }
                )));
            }
        }
        for (val, pred) in incoming {
            let site = UseSite::Edge {
                pred: pred.0,
                block: self.block,
            };
            self.operand_at(
                val,
                Some(ty),
                &|v, actual| {
                    let phi_ty = self.ty(ty);
                    format!(
                        "phi node has type {phi_ty}, but its incoming value {v} has type {actual}"
                    )
                },
                site,
            )?;
        }
        Ok(Yield::Ty(ty))
    }
}
