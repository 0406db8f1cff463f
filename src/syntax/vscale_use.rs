//! Which functions of a module can behave differently under different
//! values of `vscale` (semantics/vector.md "Scalable vectors"), so that a
//! check runs those under several values and every other function once.
//!
//! `vscale` reaches a run only through a type written `<vscale x N x T>`
//! (directly or inside a struct, array or function type) and through the
//! intrinsics that read it ([`reads_vscale`]). A function depends on it
//! when its signature, a local, a type written in an instruction or a
//! constant mentions such a type, when it uses one of those intrinsics, or
//! when it can reach such a function or global:
//! by a call, through the address of a global value it names (a global's
//! initializer, an alias), or, when it makes an indirect call or calls a
//! function of the environment (which may call back any function whose
//! address it is given), through any function whose address is taken
//! anywhere in the module.

use super::constant::{Const, ConstExpr, ConstKind};
use super::inst::{Operand, Part};
use super::metadata::Metadata;
use super::module::{FuncId, GlobalRef, Module, Name};
use super::types::{TypeId, TypeKind, TypeTable};

/// Whether the function named `name` is an intrinsic whose result can
/// depend on `vscale`: `llvm.vscale`, and `llvm.experimental.get.vector.length`
/// (its lane count is `vscale` times the factor when `%scalable` is set).
pub fn reads_vscale(name: &str) -> bool {
    name.starts_with("llvm.vscale") || name.starts_with("llvm.experimental.get.vector.length")
}

/// Whether `m` declares an intrinsic that reads `vscale` ([`reads_vscale`]).
pub fn asks_for_vscale(m: &Module) -> bool {
    m.functions
        .iter()
        .any(|f| matches!(&f.name, Name::Named(n) if reads_vscale(n)))
}

/// For each function of `m` (by [`FuncId`]), whether its runs can depend
/// on `vscale` (see the module documentation). Works on a module before
/// or after `TypeTable::fix_vscale`.
pub fn vscale_dependent(m: &Module) -> Vec<bool> {
    let mut g = Graph::new(m);
    g.scan();
    g.solve();
    g.depends.truncate(m.functions.len());
    g.depends
}

/// The global values of a module as nodes: functions first (by id), then
/// global variables, aliases and ifuncs.
struct Graph<'m> {
    m: &'m Module,
    scalable: ScalableTypes<'m>,
    /// Whether the node itself mentions a scalable type or is an intrinsic
    /// that reads `vscale`.
    depends: Vec<bool>,
    /// The nodes each node names (calls or addresses).
    edges: Vec<Vec<usize>>,
    /// Whether the node may call a function it does not name.
    calls_unknown: Vec<bool>,
    /// Whether the function's address is taken somewhere.
    taken: Vec<bool>,
}

impl<'m> Graph<'m> {
    fn new(m: &'m Module) -> Graph<'m> {
        let n = m.functions.len() + m.globals.len() + m.aliases.len() + m.ifuncs.len();
        Graph {
            m,
            scalable: ScalableTypes::new(&m.types),
            depends: vec![false; n],
            edges: vec![Vec::new(); n],
            calls_unknown: vec![false; n],
            taken: vec![false; n],
        }
    }

    fn node(&self, r: GlobalRef) -> usize {
        let (f, g, a) = (
            self.m.functions.len(),
            self.m.globals.len(),
            self.m.aliases.len(),
        );
        match r {
            GlobalRef::Func(x) => x.0 as usize,
            GlobalRef::Var(x) => f + x.0 as usize,
            GlobalRef::Alias(x) => f + g + x.0 as usize,
            GlobalRef::IFunc(x) => f + g + a + x.0 as usize,
        }
    }

    /// Records what every global value mentions and names.
    fn scan(&mut self) {
        let m = self.m;
        for (i, f) in m.functions.iter().enumerate() {
            let asks = matches!(&f.name, Name::Named(n) if reads_vscale(n));
            self.depends[i] |= asks;
            self.ty(i, f.ty);
            for c in [&f.prefix, &f.prologue, &f.personality]
                .into_iter()
                .flatten()
            {
                self.constant(i, c, true);
            }
            let Some(body) = &f.body else { continue };
            for l in &body.locals {
                self.ty(i, l.ty);
            }
            for inst in body.blocks.iter().flat_map(|b| &b.insts) {
                inst.kind.for_each_part(&mut |p| match p {
                    Part::Type(t) => self.ty(i, t),
                    Part::Operand(o) => self.operand(i, o, true),
                    Part::Const(c) => self.constant(i, c, true),
                    Part::Callee(o) => self.callee(i, o),
                });
            }
        }
        for (k, g) in m.globals.iter().enumerate() {
            let i = self.node(GlobalRef::Var(super::module::GlobalId(k as u32)));
            self.ty(i, g.ty);
            if let Some(c) = &g.init {
                self.constant(i, c, true);
            }
        }
        for (k, a) in m.aliases.iter().enumerate() {
            let i = self.node(GlobalRef::Alias(super::module::AliasId(k as u32)));
            self.constant(i, &a.aliasee, true);
        }
        for (k, f) in m.ifuncs.iter().enumerate() {
            let i = self.node(GlobalRef::IFunc(super::module::IFuncId(k as u32)));
            self.constant(i, &f.resolver, true);
        }
    }

    fn ty(&mut self, node: usize, ty: TypeId) {
        if self.scalable.mentions(ty) {
            self.depends[node] = true;
        }
    }

    /// A constant used by `node`; `taken`: whether a function it names has
    /// its address taken (not a callee).
    fn constant(&mut self, node: usize, c: &Const, taken: bool) {
        c.for_each_const(&mut |c| {
            self.ty(node, c.ty);
            let named = match &c.kind {
                ConstKind::Global(r) | ConstKind::DsoLocalEquivalent(r) | ConstKind::NoCfi(r) => {
                    Some(*r)
                }
                ConstKind::Expr(e) => {
                    if let ConstExpr::Gep { source_ty, .. } = &**e {
                        self.ty(node, *source_ty);
                    }
                    None
                }
                _ => None,
            };
            if let Some(r) = named {
                let target = self.node(r);
                self.edges[node].push(target);
                self.taken[target] |= taken;
            }
        });
    }

    fn operand(&mut self, node: usize, o: &Operand, taken: bool) {
        match o {
            Operand::Local(..) | Operand::InlineAsm(_) => {}
            Operand::Const(c) => self.constant(node, c, taken),
            Operand::Metadata(md) => self.metadata(node, md),
        }
    }

    fn metadata(&mut self, node: usize, md: &Metadata) {
        match md {
            Metadata::Value(c) => self.constant(node, c, true),
            Metadata::Local(t, o) => {
                self.ty(node, *t);
                self.operand(node, o, true);
            }
            Metadata::ArgList(l) => l.iter().for_each(|md| self.metadata(node, md)),
            Metadata::Ref(_)
            | Metadata::String(_)
            | Metadata::Tuple { .. }
            | Metadata::Specialized { .. } => {}
        }
    }

    /// A callee: a function named directly is called, not taken; anything
    /// else, or a function of the environment, may call what it does not
    /// name.
    fn callee(&mut self, node: usize, o: &Operand) {
        let direct = match o {
            Operand::Const(Const {
                kind: ConstKind::Global(GlobalRef::Func(f)),
                ..
            }) => Some(*f),
            _ => None,
        };
        self.operand(node, o, direct.is_none());
        let environment = |f: FuncId| {
            let f = self.m.func(f);
            f.body.is_none() && !matches!(&f.name, Name::Named(n) if n.starts_with("llvm."))
        };
        if direct.is_none_or(environment) {
            self.calls_unknown[node] = true;
        }
    }

    /// Spreads dependence along the edges (and from taken functions to
    /// nodes that call unknown functions) until nothing changes.
    fn solve(&mut self) {
        loop {
            let taken_depends =
                (0..self.m.functions.len()).any(|f| self.taken[f] && self.depends[f]);
            let mut changed = false;
            for n in 0..self.depends.len() {
                if self.depends[n] {
                    continue;
                }
                if self.edges[n].iter().any(|&e| self.depends[e])
                    || (self.calls_unknown[n] && taken_depends)
                {
                    self.depends[n] = true;
                    changed = true;
                }
            }
            if !changed {
                return;
            }
        }
    }
}

/// Whether types mention a scalable vector, memoized per type.
struct ScalableTypes<'m> {
    types: &'m TypeTable,
    /// `None`: not computed yet.
    memo: Vec<Option<bool>>,
}

impl<'m> ScalableTypes<'m> {
    fn new(types: &'m TypeTable) -> ScalableTypes<'m> {
        ScalableTypes {
            types,
            memo: vec![None; types.len()],
        }
    }

    /// Whether `ty` is or contains `<vscale x N x T>` (written so, fixed
    /// or not).
    fn mentions(&mut self, ty: TypeId) -> bool {
        if let Some(known) = self.memo[ty.0 as usize] {
            return known;
        }
        // A cycle (only through an identified struct the verifier
        // rejects) mentions nothing new.
        self.memo[ty.0 as usize] = Some(false);
        let types = self.types;
        let found = match types.kind(ty) {
            TypeKind::Vector { scalable, elem, .. } => {
                *scalable || types.was_scalable(ty) || self.mentions(*elem)
            }
            TypeKind::Array { elem, .. } => self.mentions(*elem),
            TypeKind::Struct { fields, .. } | TypeKind::BitStruct { fields } => {
                fields.iter().any(|&f| self.mentions(f))
            }
            TypeKind::Named(n) => types.named_types()[*n as usize]
                .body
                .is_some_and(|b| self.mentions(b)),
            TypeKind::Function { ret, params, .. } => {
                self.mentions(*ret) || params.iter().any(|&p| self.mentions(p))
            }
            TypeKind::TargetExt { types: ts, .. } => ts.iter().any(|&t| self.mentions(t)),
            TypeKind::Void
            | TypeKind::Label
            | TypeKind::Metadata
            | TypeKind::Token
            | TypeKind::X86Amx
            | TypeKind::Int(_)
            | TypeKind::Float(_)
            | TypeKind::Ptr { .. } => false,
        };
        self.memo[ty.0 as usize] = Some(found);
        found
    }
}
