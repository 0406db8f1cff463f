//! Well-formedness of a parsed module: the last stage of the front end,
//! between the parser (which resolves names to ids) and the machine (which
//! may then assume every operand has the type its instruction expects and
//! every use is dominated by its definition).
//!
//! The rules are those of LangRef 22 (each instruction's "Arguments"
//! section) and of LLVM's own verifier, and the well-formedness constraints
//! catalogued by the relational-IR thesis (operand and result types, `ret`
//! against the function's return type). The check stops at the first problem
//! and reports it at the use, instruction or definition it concerns.
//!
//! Layout: this file holds the module-level checks and the shared context;
//! `types` the type predicates, `consts` constants, `attrs` parameter
//! attributes, `cfg` the control-flow graph and dominator tree, `body` the
//! structure of function bodies, phis and dominance of uses, `insts` the
//! per-instruction type rules (`memory` those of the memory instructions),
//! `ops` the rules instructions share with
//! constant expressions, `calls` the call sites, `module_flags` the
//! `!llvm.module.flags` metadata, `range` and `tbaa` the attachments of
//! those names, `md` the reading of metadata operands they share.

mod attrs;
mod body;
mod calls;
mod cfg;
mod consts;
mod insts;
mod md;
mod memory;
mod module_flags;
mod ops;
mod range;
mod recursive;
mod tbaa;
mod types;

#[cfg(test)]
mod tests;

use std::cell::RefCell;
use std::collections::HashMap;

use super::error::Diagnostic;
use crate::syntax::types::quote_name;
use crate::syntax::{Function, Global, MdId, Module, Name, Span, TypeId, TypeKind, TypeTable};

/// Checks that a parsed module is well formed; the first problem found, located.
pub fn verify_module(m: &Module) -> Result<(), Diagnostic> {
    let cx = Cx::new(m);
    // Recursive types come first: every later check may ask for a size.
    cx.check_named_types()?;
    cx.check_bit_structs()?;
    for g in &m.globals {
        cx.check_global(g)?;
    }
    for a in &m.aliases {
        cx.check_const(&a.aliasee)
            .map_err(|msg| Diagnostic::error(a.span, format!("aliasee of @{}: {msg}", a.name)))?;
    }
    for f in &m.functions {
        cx.check_function(f)?;
    }
    cx.check_errno_tbaa_tags()?;
    cx.check_module_flags()
}

/// What every check needs: the module and a reverse index of its types, so
/// that a derived type (`<4 x i1>` for an `icmp` on `<4 x i32>`) can be
/// found without interning.
pub(super) struct Cx<'m> {
    /// The module under check.
    m: &'m Module,
    /// Its types.
    types: &'m TypeTable,
    /// The id of every type shape in the table.
    index: HashMap<&'m TypeKind, TypeId>,
    /// The TBAA base nodes checked so far and their summaries (LLVM checks
    /// each node once and reuses the result).
    tbaa_bases: RefCell<HashMap<MdId, tbaa::BaseSummary>>,
}

impl<'m> Cx<'m> {
    fn new(m: &'m Module) -> Cx<'m> {
        let types = &m.types;
        let index = (0..types.len() as u32)
            .map(|i| (types.kind(TypeId(i)), TypeId(i)))
            .collect();
        Cx {
            m,
            types,
            index,
            tbaa_bases: RefCell::default(),
        }
    }

    /// The id of a type shape, if the module has that type.
    fn lookup(&self, kind: &TypeKind) -> Option<TypeId> {
        self.index.get(kind).copied()
    }

    /// A type as LLVM text.
    fn ty(&self, ty: TypeId) -> String {
        self.types.display(ty)
    }

    /// Identified struct types must not contain themselves by value: the
    /// first, in definition order, that does is reported.
    fn check_named_types(&self) -> Result<(), Diagnostic> {
        let looped = recursive::self_containing(self.types);
        let named = self.types.named_types();
        match named.iter().zip(&looped).find(|(_, l)| **l) {
            Some((named, _)) => Err(Diagnostic::error(
                self.type_definition_span(&named.name),
                format!(
                    "identified structure type %{} is recursive: it contains itself by value",
                    quote_name(&named.name)
                ),
            )),
            None => Ok(()),
        }
    }

    /// Every Explicitly Packed Structure keeps the layout rules of
    /// [`crate::syntax::DataLayout::check_bit_struct`]: reported at the
    /// definition of a named one, at the first place a literal one is
    /// written otherwise.
    fn check_bit_structs(&self) -> Result<(), Diagnostic> {
        let layout = &self.m.layout;
        let mut cache = crate::syntax::LayoutCache::new();
        let mut checked = Vec::new();
        for named in self.types.named_types() {
            let Some(body) = named.body else { continue };
            layout
                .check_bit_structs(self.types, body, &mut cache, &mut checked)
                .map_err(|msg| {
                    Diagnostic::error(
                        self.type_definition_span(&named.name),
                        format!("%{}: {msg}", quote_name(&named.name)),
                    )
                })?;
        }
        for i in 0..self.types.len() as u32 {
            let ty = TypeId(i);
            if matches!(self.types.kind(ty), TypeKind::BitStruct { .. }) {
                layout
                    .check_bit_structs(self.types, ty, &mut cache, &mut checked)
                    .map_err(|msg| Diagnostic::error(self.written_span(ty), msg))?;
            }
        }
        Ok(())
    }

    /// Where the type `ty` is first written as LLVM prints it; the start of
    /// the file if it is written otherwise (other spacing) or not at all.
    fn written_span(&self, ty: TypeId) -> Span {
        let printed = self.ty(ty);
        self.m
            .source
            .text
            .find(printed.as_str())
            .map_or_else(Span::default, |at| Span::new(at, at + printed.len()))
    }

    /// Where `%name = type ...` is written. Type definitions carry no span
    /// in the syntax tree, so this finds the definition line in the source
    /// text; the start of the file if it is not there (a built module).
    fn type_definition_span(&self, name: &str) -> Span {
        let text = &self.m.source.text;
        let sigil = format!("%{}", quote_name(name));
        let mut offset = 0;
        for line in text.split_inclusive('\n') {
            let trimmed = line.trim_start();
            let indent = line.len() - trimmed.len();
            let defines = trimmed.strip_prefix(sigil.as_str()).is_some_and(|rest| {
                rest.trim_start()
                    .strip_prefix('=')
                    .is_some_and(|rest| rest.trim_start().starts_with("type"))
            });
            if defines {
                return Span::new(offset + indent, offset + indent + sigil.len());
            }
            offset += line.len();
        }
        Span::default()
    }

    /// A global variable: its initializer has its value type and is a
    /// well-formed constant; a definition has a sized type.
    fn check_global(&self, g: &Global) -> Result<(), Diagnostic> {
        let err = |msg: String| Diagnostic::error(g.span, msg);
        let vty = self.ty(g.ty);
        if !self.types.is_first_class(g.ty) && !self.types.is_opaque(g.ty) {
            return Err(err(format!(
                "global variable @{} cannot have type {vty}",
                g.name
            )));
        }
        if self.contains_scalable(g.ty) {
            return Err(err(format!(
                "global variable @{} cannot have type {vty}, which holds a scalable vector",
                g.name
            )));
        }
        let Some(init) = &g.init else { return Ok(()) };
        if !self.is_sized(g.ty) {
            return Err(err(format!(
                "global variable @{} has an initializer, but its type {vty} is unsized",
                g.name
            )));
        }
        if init.ty != g.ty {
            return Err(err(format!(
                "initializer of @{} has type {}, but the global's value type is {vty}",
                g.name,
                self.ty(init.ty)
            )));
        }
        self.check_const(init)
            .map_err(|msg| err(format!("initializer of @{}: {msg}", g.name)))
    }

    /// A function: its type against its parameters, attributes against the
    /// types they apply to, and its body.
    fn check_function(&self, f: &Function) -> Result<(), Diagnostic> {
        let err = |msg: String| Diagnostic::error(f.span, msg);
        let Some((ret, params, _)) = self.types.function_parts(f.ty) else {
            return Err(err(format!(
                "@{} has type {}, which is not a function type",
                f.name,
                self.ty(f.ty)
            )));
        };
        if params.len() != f.params.len() || params.iter().zip(&f.params).any(|(t, p)| *t != p.ty) {
            return Err(err(format!(
                "the parameters of @{} do not match its type {}",
                f.name,
                self.ty(f.ty)
            )));
        }
        self.check_attrs(&f.ret_attrs, ret, &|| {
            format!("the return value of @{}", f.name)
        })
        .map_err(err)?;
        for (i, p) in f.params.iter().enumerate() {
            let what = || format!("parameter {} of @{}", i + 1, f.name);
            self.check_attrs(&p.attrs, p.ty, &what)
                .map_err(|msg| Diagnostic::error(param_span(f, i), msg))?;
        }
        match &f.body {
            // LangRef "Intrinsic Functions": intrinsics are only declared.
            Some(_) if matches!(&f.name, Name::Named(n) if n.starts_with("llvm.")) => Err(err(
                format!("@{} is an intrinsic function and cannot be defined", f.name),
            )),
            Some(body) => body::check_body(self, f, body),
            None => Ok(()),
        }
    }
}

/// Where parameter `i` of `f` is written: its local's span in a definition,
/// the function's in a declaration (whose parameters define no local).
fn param_span(f: &Function, i: usize) -> Span {
    let local = f.params.get(i).and_then(|p| p.local);
    let span = match (&f.body, local) {
        (Some(body), Some(id)) => body.locals.get(id.0 as usize).map(|l| l.span),
        _ => None,
    };
    match span {
        Some(s) if s.end > s.start => s,
        _ => f.span,
    }
}
