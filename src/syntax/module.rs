//! A module: its global values, functions and their bodies, with every name
//! resolved to a dense id (LangRef "Module Structure").
//!
//! Ids are positions: [`GlobalId`] indexes `Module::globals`, [`FuncId`]
//! `Module::functions`, [`AliasId`] `Module::aliases`, [`IFuncId`]
//! `Module::ifuncs`, all in definition order; inside a function, [`BlockId`]
//! indexes its blocks in written order and [`LocalId`] its locals:
//! parameters first, then instruction results in written order.

use std::collections::BTreeMap;

use super::attr::AttrSet;
use super::constant::Const;
use super::inst::Inst;
use super::layout::DataLayout;
use super::metadata::{MdId, Metadata, NamedMetadata};
use super::span::{SourceFile, Span};
use super::types::{TypeId, TypeTable};

/// A global variable of a module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GlobalId(pub u32);

/// A function (declared or defined) of a module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(pub u32);

/// An alias of a module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AliasId(pub u32);

/// An ifunc of a module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct IFuncId(pub u32);

/// A basic block of a function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(pub u32);

/// A local value of a function: a parameter or an instruction result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LocalId(pub u32);

/// What an `@name` refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GlobalRef {
    /// A global variable.
    Var(GlobalId),
    /// A function.
    Func(FuncId),
    /// An alias.
    Alias(AliasId),
    /// An ifunc.
    IFunc(IFuncId),
}

/// A name after `%` or `@`: an identifier or a number.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Name {
    /// `%name` / `@name` / `%"quoted name"`.
    Named(String),
    /// `%7` / `@0`.
    Numbered(u32),
}

impl std::fmt::Display for Name {
    /// The name without sigil, quoted if needed.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Name::Named(s) => f.write_str(&super::types::quote_name(s)),
            Name::Numbered(n) => write!(f, "{n}"),
        }
    }
}

/// Linkage types (LangRef "Linkage Types"); `External` when none is written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Linkage {
    /// No keyword.
    #[default]
    External,
    /// `private`.
    Private,
    /// `internal`.
    Internal,
    /// `available_externally`.
    AvailableExternally,
    /// `linkonce`.
    LinkOnce,
    /// `weak`.
    Weak,
    /// `common`.
    Common,
    /// `appending`.
    Appending,
    /// `extern_weak`.
    ExternWeak,
    /// `linkonce_odr`.
    LinkOnceOdr,
    /// `weak_odr`.
    WeakOdr,
    /// `external` written explicitly.
    ExternalExplicit,
}

impl Linkage {
    /// The keyword, empty for the default.
    pub fn keyword(self) -> &'static str {
        match self {
            Linkage::External => "",
            Linkage::Private => "private",
            Linkage::Internal => "internal",
            Linkage::AvailableExternally => "available_externally",
            Linkage::LinkOnce => "linkonce",
            Linkage::Weak => "weak",
            Linkage::Common => "common",
            Linkage::Appending => "appending",
            Linkage::ExternWeak => "extern_weak",
            Linkage::LinkOnceOdr => "linkonce_odr",
            Linkage::WeakOdr => "weak_odr",
            Linkage::ExternalExplicit => "external",
        }
    }

    /// Whether a definition of this linkage may be replaced at link time
    /// by another module's definition of the same name that need not be
    /// equivalent (LangRef "Linkage Types": a `linkonce` body "may be
    /// overridden with a more definitive definition later", and "does not
    /// actually allow the optimizer to inline the body"; `weak` and
    /// `common` merge in the same way; an `extern_weak` symbol is "weak
    /// until linked"). Only the `_odr` forms promise that every definition
    /// is equivalent; an `available_externally` body is the definition
    /// found elsewhere. LLVM's `GlobalValue::isInterposableLinkage` lists
    /// the same four.
    pub fn is_interposable(self) -> bool {
        matches!(
            self,
            Linkage::Weak | Linkage::LinkOnce | Linkage::Common | Linkage::ExternWeak
        )
    }
}

/// The keywords between linkage and type/name that do not affect execution,
/// kept for printing: preemption, visibility, DLL storage, thread-local mode,
/// `unnamed_addr`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GlobalProps {
    /// The linkage.
    pub linkage: Linkage,
    /// `dso_local` or `dso_preemptable`, if written.
    pub preemption: Option<String>,
    /// `default`, `hidden` or `protected`, if written.
    pub visibility: Option<String>,
    /// `dllimport` or `dllexport`, if written.
    pub dll_storage: Option<String>,
    /// `thread_local` or `thread_local(mode)`, as written.
    pub thread_local: Option<String>,
    /// `unnamed_addr` or `local_unnamed_addr`, if written.
    pub unnamed_addr: Option<String>,
    /// `addrspace(N)`, if written.
    pub addrspace: Option<u32>,
    /// `section "name"`.
    pub section: Option<String>,
    /// `partition "name"`.
    pub partition: Option<String>,
    /// `comdat` (`Some(None)`) or `comdat($name)` (`Some(Some(name))`).
    pub comdat: Option<Option<String>>,
    /// `align N`.
    pub align: Option<u64>,
}

/// A global variable (LangRef "Global Variables").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Global {
    /// The name after `@`.
    pub name: Name,
    /// Linkage, visibility, section, alignment and the like.
    pub props: GlobalProps,
    /// `externally_initialized`.
    pub externally_initialized: bool,
    /// `constant` (true) or `global` (false).
    pub constant: bool,
    /// The value type.
    pub ty: TypeId,
    /// The initializer; `None` for a declaration.
    pub init: Option<Const>,
    /// `code_model "..."`, if written.
    pub code_model: Option<String>,
    /// Global attributes (`no_sanitize_address`, `#N`, ...).
    pub attrs: AttrSet,
    /// Attached metadata `!kind !N`.
    pub md: Vec<(String, Metadata)>,
    /// Where it was written.
    pub span: Span,
}

/// A function parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    /// The type.
    pub ty: TypeId,
    /// Its attributes.
    pub attrs: AttrSet,
    /// The local it defines (parameters of declarations have none).
    pub local: Option<LocalId>,
}

/// A basic block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    /// The label; `None` for an entry block written without one.
    pub name: Option<Name>,
    /// The instructions; the last one is the terminator.
    pub insts: Vec<Inst>,
    /// Debug records after the terminator's line, if any.
    pub trailing_dbg: Vec<super::metadata::DebugRecord>,
    /// Where the label (or the first instruction) was written.
    pub span: Span,
}

/// A local value's name and type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Local {
    /// The name; `None` for an unnamed parameter.
    pub name: Option<Name>,
    /// The type.
    pub ty: TypeId,
    /// Where it is defined.
    pub span: Span,
}

/// A function body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Body {
    /// The blocks, entry first.
    pub blocks: Vec<Block>,
    /// Every local value, indexed by [`LocalId`].
    pub locals: Vec<Local>,
}

/// A function declaration or definition (LangRef "Functions").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    /// The name after `@`.
    pub name: Name,
    /// Linkage, visibility, section, alignment and the like.
    pub props: GlobalProps,
    /// The calling convention as written, if any.
    pub cc: Option<String>,
    /// Return attributes.
    pub ret_attrs: AttrSet,
    /// The function type.
    pub ty: TypeId,
    /// The parameters.
    pub params: Vec<Param>,
    /// Function attributes (keywords, `#N` groups).
    pub fn_attrs: AttrSet,
    /// `gc "name"`.
    pub gc: Option<String>,
    /// `prefix T v`.
    pub prefix: Option<Const>,
    /// `prologue T v`.
    pub prologue: Option<Const>,
    /// `personality T v`.
    pub personality: Option<Const>,
    /// Attached metadata `!kind !N`.
    pub md: Vec<(String, Metadata)>,
    /// The body; `None` for a declaration.
    pub body: Option<Body>,
    /// Where the `define`/`declare` was written.
    pub span: Span,
}

impl Function {
    /// A plain declaration: `declare` of `ty` with `params`, written at
    /// `span`, with no linkage, attributes, metadata or body.
    pub fn declaration(name: Name, ty: TypeId, params: Vec<Param>, span: Span) -> Function {
        Function {
            name,
            props: GlobalProps::default(),
            cc: None,
            ret_attrs: AttrSet::default(),
            ty,
            params,
            fn_attrs: AttrSet::default(),
            gc: None,
            prefix: None,
            prologue: None,
            personality: None,
            md: Vec::new(),
            body: None,
            span,
        }
    }
}

/// An alias (LangRef "Aliases").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alias {
    /// The name after `@`.
    pub name: Name,
    /// Linkage and the like.
    pub props: GlobalProps,
    /// The value type.
    pub ty: TypeId,
    /// The aliasee.
    pub aliasee: Const,
    /// Where it was written.
    pub span: Span,
}

/// An ifunc (LangRef "IFuncs").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IFunc {
    /// The name after `@`.
    pub name: Name,
    /// Linkage and the like.
    pub props: GlobalProps,
    /// The value type.
    pub ty: TypeId,
    /// The resolver function.
    pub resolver: Const,
    /// Where it was written.
    pub span: Span,
}

/// A parsed module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Module {
    /// The text the module came from (compares equal to any other).
    pub source: SourceFile,
    /// `source_filename = "..."`.
    pub source_filename: Option<String>,
    /// `target datalayout = "..."` as written.
    pub datalayout_text: Option<String>,
    /// The data layout in effect (the default layout if none is written).
    pub layout: DataLayout,
    /// `target triple = "..."`.
    pub triple: Option<String>,
    /// Module-level inline assembly, one entry per `module asm` line.
    pub module_asm: Vec<String>,
    /// Every type.
    pub types: TypeTable,
    /// Global variables, in definition order.
    pub globals: Vec<Global>,
    /// Functions, in definition order.
    pub functions: Vec<Function>,
    /// Aliases, in definition order.
    pub aliases: Vec<Alias>,
    /// Ifuncs, in definition order.
    pub ifuncs: Vec<IFunc>,
    /// `$name = comdat <kind>` definitions.
    pub comdats: Vec<(String, String)>,
    /// `attributes #N = { ... }`.
    pub attr_groups: BTreeMap<u32, AttrSet>,
    /// `!name = !{...}`.
    pub named_metadata: Vec<NamedMetadata>,
    /// `!N = ...`.
    pub metadata: BTreeMap<MdId, Metadata>,
    /// Where each `!N` is defined (the `!N` of `!N = ...`).
    pub metadata_spans: MetadataSpans,
}

/// Where each numbered metadata node is defined. Like a [`Span`], where is
/// not what: any two compare equal.
#[derive(Clone, Debug, Default)]
pub struct MetadataSpans(pub BTreeMap<MdId, Span>);

impl PartialEq for MetadataSpans {
    fn eq(&self, _: &MetadataSpans) -> bool {
        true
    }
}

impl Eq for MetadataSpans {}

impl Module {
    /// The name of a global value, without `@`.
    pub fn global_name(&self, r: GlobalRef) -> &Name {
        match r {
            GlobalRef::Var(g) => &self.globals[g.0 as usize].name,
            GlobalRef::Func(f) => &self.functions[f.0 as usize].name,
            GlobalRef::Alias(a) => &self.aliases[a.0 as usize].name,
            GlobalRef::IFunc(i) => &self.ifuncs[i.0 as usize].name,
        }
    }

    /// The function called `name`, if any. A name of digits alone that no
    /// named function has is the unnamed function of that number (`@0`),
    /// the way names are printed (see `sem::program::name_text`), so an
    /// unnamed function can be run, and paired with the other module's in
    /// `refine`.
    pub fn function_by_name(&self, name: &str) -> Option<FuncId> {
        let named = |f: &Function| matches!(&f.name, Name::Named(n) if n == name);
        let numbered = || {
            let k = name.parse::<u32>().ok().filter(|k| k.to_string() == name)?;
            self.functions
                .iter()
                .position(|f| f.name == Name::Numbered(k))
        };
        self.functions
            .iter()
            .position(named)
            .or_else(numbered)
            .map(|i| FuncId(i as u32))
    }

    /// A function by id.
    pub fn func(&self, f: FuncId) -> &Function {
        &self.functions[f.0 as usize]
    }

    /// A numbered metadata node, following nothing.
    pub fn md_node(&self, id: MdId) -> Option<&Metadata> {
        self.metadata.get(&id)
    }

    /// Whether the module flag `"SemanticInterposition"` of
    /// `!llvm.module.flags` (LangRef "Module Flags Metadata": a triple
    /// `!{i32 behavior, !"id", value}`) is a nonzero integer: clang's
    /// `-fsemantic-interposition`, with which LLVM lets a symbol that is
    /// not `dso_local` be replaced at run time (`Module::
    /// getSemanticInterposition`).
    pub fn semantic_interposition(&self) -> bool {
        let resolve = |m: &Option<Metadata>| match m {
            Some(Metadata::Ref(id)) => self.md_node(*id).cloned(),
            other => other.clone(),
        };
        self.named_metadata
            .iter()
            .filter(|n| n.name == "llvm.module.flags")
            .flat_map(|n| &n.nodes)
            .filter_map(|id| match self.md_node(*id) {
                Some(Metadata::Tuple { elems, .. }) if elems.len() == 3 => Some(elems),
                _ => None,
            })
            .any(|elems| {
                let key = matches!(resolve(&elems[1]),
                    Some(Metadata::String(k)) if k == b"SemanticInterposition");
                let on = matches!(resolve(&elems[2]),
                    Some(Metadata::Value(c)) if matches!(&c.kind,
                        super::ConstKind::Int(v) if v.to_u64() != Some(0)));
                key && on
            })
    }

    /// Whether a definition with `props` may be replaced, at link time or
    /// at run time, by another one that need not be equivalent (LLVM's
    /// `GlobalValue::isInterposable`): its linkage is interposable
    /// ([`Linkage::is_interposable`]), or the module's
    /// `"SemanticInterposition"` flag is set
    /// ([`Module::semantic_interposition`]) and the symbol is
    /// `dso_preemptable` (LangRef "Runtime Preemption Specifiers": it "may
    /// be replaced by a symbol from outside the linkage unit at runtime";
    /// the default) and not local: neither `internal`/`private` nor of
    /// `hidden`/`protected` visibility, which make it `dso_local`.
    pub fn may_be_replaced(&self, props: &GlobalProps) -> bool {
        let local = matches!(props.linkage, Linkage::Internal | Linkage::Private)
            || props.preemption.as_deref() == Some("dso_local")
            || props
                .visibility
                .as_deref()
                .is_some_and(|v| v == "hidden" || v == "protected");
        props.linkage.is_interposable() || (!local && self.semantic_interposition())
    }

    /// The attributes of a set with every `#N` group reference expanded.
    pub fn expand_attrs(&self, set: &AttrSet) -> AttrSet {
        let mut out = Vec::new();
        for a in &set.0 {
            match a {
                super::attr::Attr::Group(n) => {
                    if let Some(g) = self.attr_groups.get(n) {
                        out.extend(g.0.iter().cloned());
                    }
                }
                a => out.push(a.clone()),
            }
        }
        AttrSet(out)
    }

    /// The `vscale_range(min[, max])` of function `f` (LangRef "Function
    /// Attributes"): `(min, Some(max))`, `(min, None)` for `max` 0
    /// (unbounded), `None` without the attribute (or with one that does
    /// not parse, which the verifier rejects).
    pub fn vscale_range(&self, f: FuncId) -> Option<(u32, Option<u32>)> {
        let attrs = self.expand_attrs(&self.func(f).fn_attrs);
        let text = attrs.args("vscale_range")?;
        let mut parts = text.split(',').map(|p| p.trim().parse::<u32>());
        let min = parts.next()?.ok()?;
        let max = match parts.next() {
            None => min,
            Some(max) => max.ok()?,
        };
        Some((min, (max != 0).then_some(max)))
    }
}
