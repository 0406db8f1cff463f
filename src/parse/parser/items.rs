//! Module-level entities (LangRef "Module Structure"): `source_filename`,
//! `target`, `module asm`, named types, global variables, aliases, ifuncs,
//! comdats, and function headers (the body is parsed in `body`).

use super::attrs::TOP_LEVEL_WORDS;
use super::{PResult, Parser};
use crate::parse::error::Diagnostic;
use crate::parse::lexer::TokenKind;
use crate::syntax::{
    Alias, AliasId, Attr, AttrSet, DataLayout, FuncId, Function, Global, GlobalId, GlobalProps,
    GlobalRef, IFunc, IFuncId, Linkage, Metadata, Name, Param, Span, TypeId, TypeKind,
};

/// The linkage keywords.
const LINKAGES: [(&str, Linkage); 11] = [
    ("private", Linkage::Private),
    ("internal", Linkage::Internal),
    ("available_externally", Linkage::AvailableExternally),
    ("linkonce", Linkage::LinkOnce),
    ("weak", Linkage::Weak),
    ("common", Linkage::Common),
    ("appending", Linkage::Appending),
    ("extern_weak", Linkage::ExternWeak),
    ("linkonce_odr", Linkage::LinkOnceOdr),
    ("weak_odr", Linkage::WeakOdr),
    ("external", Linkage::ExternalExplicit),
];

/// The calling convention keywords (besides `cc <n>`).
const CALLING_CONVENTIONS: &[&str] = &[
    "ccc",
    "fastcc",
    "coldcc",
    "tailcc",
    "swiftcc",
    "swifttailcc",
    "cfguard_checkcc",
    "intel_ocl_bicc",
    "x86_stdcallcc",
    "x86_fastcallcc",
    "x86_thiscallcc",
    "x86_vectorcallcc",
    "x86_regcallcc",
    "x86_intrcc",
    "x86_64_sysvcc",
    "win64cc",
    "arm_apcscc",
    "arm_aapcscc",
    "arm_aapcs_vfpcc",
    "aarch64_vector_pcs",
    "aarch64_sve_vector_pcs",
    "aarch64_sme_preservemost_from_x0",
    "aarch64_sme_preservemost_from_x1",
    "aarch64_sme_preservemost_from_x2",
    "msp430_intrcc",
    "avr_intrcc",
    "avr_signalcc",
    "ptx_kernel",
    "ptx_device",
    "spir_kernel",
    "spir_func",
    "anyregcc",
    "preserve_mostcc",
    "preserve_allcc",
    "preserve_nonecc",
    "ghccc",
    "hhvmcc",
    "hhvm_ccc",
    "cxx_fast_tlscc",
    "amdgpu_vs",
    "amdgpu_ls",
    "amdgpu_hs",
    "amdgpu_es",
    "amdgpu_gs",
    "amdgpu_ps",
    "amdgpu_cs",
    "amdgpu_cs_chain",
    "amdgpu_cs_chain_preserve",
    "amdgpu_kernel",
    "amdgpu_gfx",
    "amdgpu_gfx_whole_wave",
    "m68k_rtdcc",
    "graalcc",
    "riscv_vector_cc",
    "riscv_vls_cc",
    "cheriot_compartmentcallcc",
    "cheriot_compartmentcalleecc",
    "cheriot_librarycallcc",
];

/// Whether `w` may appear between `@x =` and `global`/`alias`/... (the
/// pre-scan skips these).
pub(super) fn is_global_prefix_word(w: &str) -> bool {
    LINKAGES.iter().any(|(k, _)| *k == w)
        || matches!(
            w,
            "dso_local"
                | "dso_preemptable"
                | "default"
                | "hidden"
                | "protected"
                | "dllimport"
                | "dllexport"
                | "thread_local"
                | "unnamed_addr"
                | "local_unnamed_addr"
                | "addrspace"
                | "externally_initialized"
        )
}

/// Whether `w` is a calling convention keyword: a named one, `cc` (a
/// number follows), or `cc` with its number attached (`cc99`, which LLVM's
/// lexer reads as `cc 99`).
pub(super) fn is_calling_convention(w: &str) -> bool {
    CALLING_CONVENTIONS.contains(&w) || w == "cc" || attached_cc_number(w).is_some()
}

/// The number of a calling convention written `ccN` (`cc99`), if `w` is one.
fn attached_cc_number(w: &str) -> Option<&str> {
    w.strip_prefix("cc")
        .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// What kind of entity a global definition turned out to be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum DefKind {
    Var,
    Func,
    Alias,
    IFunc,
}

impl Parser<'_> {
    /// `source_filename = "name"`.
    pub(super) fn parse_source_filename(&mut self) -> PResult<()> {
        self.bump();
        self.expect(&TokenKind::Equal)?;
        self.source_filename = Some(self.parse_string("a file name string")?);
        Ok(())
    }

    /// `target datalayout = "..."` or `target triple = "..."`.
    pub(super) fn parse_target(&mut self) -> PResult<()> {
        self.bump();
        if self.eat_word("triple") {
            self.expect(&TokenKind::Equal)?;
            self.triple = Some(self.parse_string("a target triple string")?);
            return Ok(());
        }
        if !self.eat_word("datalayout") {
            return Err(self.expected("'datalayout' or 'triple'"));
        }
        self.expect(&TokenKind::Equal)?;
        let span = self.span();
        let text = self.parse_string("a data layout string")?;
        if !text.is_ascii() {
            return Err(Diagnostic::error(
                span,
                "data layout string contains a non-ASCII character",
            ));
        }
        self.layout = DataLayout::parse(&text).map_err(|msg| Diagnostic::error(span, msg))?;
        self.datalayout_text = Some(text);
        Ok(())
    }

    /// `module asm "..."`.
    pub(super) fn parse_module_asm(&mut self) -> PResult<()> {
        self.bump();
        self.expect_word("asm")?;
        let line = self.parse_string("an assembly string")?;
        self.module_asm.push(line);
        Ok(())
    }

    /// `%T = type {...}` / `<{...}>` / `\{...}/` / `opaque` / another type.
    pub(super) fn parse_named_type(&mut self) -> PResult<()> {
        let name_span = self.span();
        let name = match self.take() {
            TokenKind::LocalName(s) => s,
            TokenKind::LocalNum(n) => n.to_string(),
            _ => unreachable!("called on a local name token"),
        };
        self.expect(&TokenKind::Equal)?;
        self.expect_word("type")?;
        let shown = Name::Named(name.clone());
        let redefinition = Diagnostic::error(name_span, format!("redefinition of type '%{shown}'"));
        if self.type_aliases.contains_key(&name) {
            return Err(redefinition);
        }
        let is_struct = match self.peek() {
            TokenKind::LBrace | TokenKind::BitStructOpen => true,
            TokenKind::Less => self.peek_at(1) == &TokenKind::LBrace,
            TokenKind::Word(w) => w == "opaque",
            _ => false,
        };
        if is_struct {
            // Registered before its body, so that the table lists named types
            // in order of first mention.
            let named = self.types.named(&name);
            let TypeKind::Named(index) = *self.types.kind(named) else {
                unreachable!("TypeTable::named gives a named type")
            };
            if !self.named_type_defined.insert(index) {
                return Err(redefinition);
            }
            if !self.eat_word("opaque") {
                let body_span = self.span();
                let body = self.parse_type()?;
                if !matches!(
                    self.types.kind(body),
                    TypeKind::Struct { .. } | TypeKind::BitStruct { .. }
                ) {
                    return Err(Diagnostic::error(
                        body_span,
                        format!(
                            "the body of '%{shown}' must be a struct type, not '{}'",
                            self.types.display(body)
                        ),
                    ));
                }
                self.types.set_body(index, body);
            }
            return Ok(());
        }
        let body_span = self.span();
        let body = self.parse_type()?;
        if matches!(
            self.types.kind(body),
            TypeKind::Void | TypeKind::Label | TypeKind::Metadata | TypeKind::Function { .. }
        ) {
            return Err(Diagnostic::error(
                body_span,
                format!(
                    "invalid type '{}' for a named type",
                    self.types.display(body)
                ),
            ));
        }
        // A non-struct named type is only another name for a type; any
        // earlier (or recursive) use made the name a struct type.
        if self.types.named_types().iter().any(|n| n.name == name) {
            return Err(Diagnostic::error(
                name_span,
                format!(
                    "'%{shown}' is used as a struct type before its definition as '{}'",
                    self.types.display(body)
                ),
            ));
        }
        self.type_aliases.insert(name, body);
        Ok(())
    }

    /// `$name = comdat <kind>`.
    pub(super) fn parse_comdat(&mut self) -> PResult<()> {
        let span = self.span();
        let TokenKind::Comdat(name) = self.take() else {
            unreachable!("called on a comdat token")
        };
        self.expect(&TokenKind::Equal)?;
        self.expect_word("comdat")?;
        let kind = match self.word() {
            Some(w @ ("any" | "exactmatch" | "largest" | "nodeduplicate" | "samesize")) => {
                w.to_string()
            }
            _ => {
                return Err(self.expected(
                    "a comdat selection kind ('any', 'exactmatch', 'largest', 'nodeduplicate' or 'samesize')",
                ));
            }
        };
        self.bump();
        if !self.comdat_names.insert(name.clone()) {
            return Err(Diagnostic::error(
                span,
                format!("redefinition of comdat '${name}'"),
            ));
        }
        self.comdats.push((name, kind));
        Ok(())
    }

    /// Records the definition of `@name` as the next entity of `kind`, after
    /// checking it is not a redefinition and agrees with the pre-scan.
    fn define_global(&mut self, name: &Name, span: Span, kind: DefKind) -> PResult<()> {
        if !self.global_defined.insert(name.clone()) {
            return Err(Diagnostic::error(
                span,
                format!("redefinition of '@{name}'"),
            ));
        }
        let expected = match kind {
            DefKind::Var => GlobalRef::Var(GlobalId(self.globals.len() as u32)),
            DefKind::Func => GlobalRef::Func(FuncId(self.functions.len() as u32)),
            DefKind::Alias => GlobalRef::Alias(AliasId(self.aliases.len() as u32)),
            DefKind::IFunc => GlobalRef::IFunc(IFuncId(self.ifuncs.len() as u32)),
        };
        if self.global_names.get(name) != Some(&expected) {
            return Err(Diagnostic::error(
                span,
                format!("cannot resolve '@{name}': the module's top-level structure is malformed"),
            ));
        }
        Ok(())
    }

    /// A linkage keyword, if present.
    fn parse_linkage(&mut self) -> Option<Linkage> {
        let w = self.word()?;
        let linkage = LINKAGES.iter().find(|(k, _)| *k == w)?.1;
        self.bump();
        Some(linkage)
    }

    /// Preemption, visibility, DLL storage, `thread_local`, `unnamed_addr`
    /// and `addrspace(N)`, in any order, each at most once.
    fn parse_global_prefix(&mut self, props: &mut GlobalProps) -> PResult<()> {
        loop {
            let Some(w) = self.word() else { return Ok(()) };
            let slot = match w {
                "dso_local" | "dso_preemptable" => &mut props.preemption,
                "default" | "hidden" | "protected" => &mut props.visibility,
                "dllimport" | "dllexport" => &mut props.dll_storage,
                "unnamed_addr" | "local_unnamed_addr" => &mut props.unnamed_addr,
                "thread_local" => {
                    let mut text = String::from("thread_local");
                    self.bump();
                    if self.eat(&TokenKind::LParen) {
                        match self.word() {
                            Some(m @ ("localdynamic" | "initialexec" | "localexec")) => {
                                text = format!("thread_local({m})");
                                self.bump();
                            }
                            _ => {
                                return Err(self.expected(
                                    "a thread-local mode ('localdynamic', 'initialexec' or 'localexec')",
                                ));
                            }
                        }
                        self.expect(&TokenKind::RParen)?;
                    }
                    props.thread_local = Some(text);
                    continue;
                }
                "addrspace" => {
                    props.addrspace = Some(self.parse_addrspace()?);
                    continue;
                }
                _ => return Ok(()),
            };
            *slot = Some(w.to_string());
            self.bump();
        }
    }

    /// `@x = ...`: a global variable, alias or ifunc.
    pub(super) fn parse_global_item(&mut self) -> PResult<()> {
        let start = self.span();
        let name = Parser::name_of(self.peek()).unwrap_or(Name::Numbered(0));
        self.bump();
        self.expect(&TokenKind::Equal)?;
        let mut props = GlobalProps::default();
        let linkage = self.parse_linkage();
        props.linkage = linkage.unwrap_or_default();
        self.parse_global_prefix(&mut props)?;
        if self.is_word("alias") || self.is_word("ifunc") {
            return self.parse_alias_or_ifunc(name, start, props);
        }
        let externally_initialized = self.eat_word("externally_initialized");
        let constant = if self.eat_word("constant") {
            true
        } else if self.eat_word("global") {
            false
        } else {
            return Err(self.expected("'global', 'constant', 'alias' or 'ifunc'"));
        };
        self.define_global(&name, start, DefKind::Var)?;
        let ty_span = self.span();
        let ty = self.parse_type()?;
        if matches!(
            self.types.kind(ty),
            TypeKind::Void | TypeKind::Label | TypeKind::Metadata | TypeKind::Function { .. }
        ) {
            return Err(Diagnostic::error(
                ty_span,
                format!(
                    "invalid type '{}' for a global variable",
                    self.types.display(ty)
                ),
            ));
        }
        let is_declaration = matches!(
            linkage,
            Some(Linkage::ExternalExplicit | Linkage::ExternWeak)
        );
        let init = if is_declaration {
            None
        } else {
            Some(self.parse_const(ty)?)
        };
        let mut global = Global {
            name,
            props,
            externally_initialized,
            constant,
            ty,
            init,
            code_model: None,
            attrs: AttrSet::default(),
            md: Vec::new(),
            span: start,
        };
        self.parse_global_suffix(&mut global)?;
        global.span = start.to(self.prev_span());
        self.globals.push(global);
        Ok(())
    }

    /// The `, section "s"`, `, align N`, `, !dbg !0` ... list after a global
    /// variable, then its attributes.
    fn parse_global_suffix(&mut self, g: &mut Global) -> PResult<()> {
        while self.eat(&TokenKind::Comma) {
            if let TokenKind::MetadataName(_) = self.peek() {
                let att = self.parse_md_attachment()?;
                g.md.push(att);
                continue;
            }
            match self.word() {
                Some("section") => {
                    self.bump();
                    g.props.section = Some(self.parse_string("a section name string")?);
                }
                Some("partition") => {
                    self.bump();
                    g.props.partition = Some(self.parse_string("a partition name string")?);
                }
                Some("comdat") => g.props.comdat = Some(self.parse_comdat_ref(&g.name)?),
                Some("align") => {
                    self.bump();
                    g.props.align = Some(self.parse_alignment()?);
                }
                Some("code_model") => {
                    self.bump();
                    g.code_model = Some(self.parse_string("a code model string")?);
                }
                Some(
                    w @ ("no_sanitize_address"
                    | "no_sanitize_hwaddress"
                    | "sanitize_address_dyninit"
                    | "sanitize_memtag"),
                ) => {
                    g.attrs.0.push(Attr::Word(w.to_string()));
                    self.bump();
                }
                _ => {
                    return Err(self.expected(
                        "'section', 'partition', 'comdat', 'align', 'code_model', a sanitizer keyword or a metadata attachment",
                    ));
                }
            }
        }
        let more = self.parse_fn_attrs(&TOP_LEVEL_WORDS)?;
        g.attrs.0.extend(more.0);
        Ok(())
    }

    /// `comdat` or `comdat($name)` (the keyword is current); a bare
    /// `comdat` names the comdat after the global.
    fn parse_comdat_ref(&mut self, owner: &Name) -> PResult<Option<String>> {
        let span = self.expect_word("comdat")?;
        if !self.eat(&TokenKind::LParen) {
            if let Name::Named(n) = owner {
                self.comdat_uses.push((n.clone(), span));
            }
            return Ok(None);
        }
        let span = self.span();
        let TokenKind::Comdat(c) = self.peek().clone() else {
            return Err(self.expected("a comdat name"));
        };
        self.bump();
        self.expect(&TokenKind::RParen)?;
        self.comdat_uses.push((c.clone(), span));
        Ok(Some(c))
    }

    /// `alias T, ptr @aliasee` or `ifunc T, ptr @resolver`, then
    /// `, partition "p"` and metadata attachments (which are read and not
    /// kept: aliases and ifuncs have no attachment list in the model).
    fn parse_alias_or_ifunc(&mut self, name: Name, start: Span, props: GlobalProps) -> PResult<()> {
        let is_alias = self.eat_word("alias");
        if !is_alias {
            self.expect_word("ifunc")?;
        }
        let kind = if is_alias {
            DefKind::Alias
        } else {
            DefKind::IFunc
        };
        self.define_global(&name, start, kind)?;
        let ty = self.parse_type()?;
        self.expect(&TokenKind::Comma)?;
        // LLVM also takes (and `llvm-dis` writes) these expressions without
        // a leading type; they are pointers in the default address space.
        let untyped = matches!(
            self.peek(),
            TokenKind::Word(w) if ["getelementptr", "bitcast", "addrspacecast", "inttoptr"].contains(&w.as_str())
        );
        let target = if untyped {
            let ptr = self.types.ptr();
            self.parse_const(ptr)?
        } else {
            self.parse_typed_const()?
        };
        let mut props = props;
        while self.eat(&TokenKind::Comma) {
            if let TokenKind::MetadataName(_) = self.peek() {
                self.parse_md_attachment()?;
            } else if self.eat_word("partition") {
                props.partition = Some(self.parse_string("a partition name string")?);
            } else {
                return Err(self.expected("'partition' or a metadata attachment"));
            }
        }
        let span = start.to(self.prev_span());
        if is_alias {
            self.aliases.push(Alias {
                name,
                props,
                ty,
                aliasee: target,
                span,
            });
        } else {
            self.ifuncs.push(IFunc {
                name,
                props,
                ty,
                resolver: target,
                span,
            });
        }
        Ok(())
    }

    /// A calling convention, if present: its text as written.
    pub(super) fn parse_calling_convention(&mut self) -> PResult<Option<String>> {
        let Some(w) = self.word().filter(|w| is_calling_convention(w)) else {
            return Ok(None);
        };
        if let Some(n) = attached_cc_number(w) {
            let n: u32 = n
                .parse()
                .map_err(|_| self.expected("a calling convention number below 2^32"))?;
            self.bump();
            return Ok(Some(format!("cc {n}")));
        }
        let mut text = w.to_string();
        self.bump();
        if text == "cc" {
            let n = self.parse_u32("a calling convention number")?;
            text = format!("cc {n}");
        } else if text == "riscv_vls_cc" && self.eat(&TokenKind::LParen) {
            let n = self.parse_u32("a vector length")?;
            self.expect(&TokenKind::RParen)?;
            text = format!("riscv_vls_cc({n})");
        }
        Ok(Some(text))
    }

    /// A metadata attachment `!kind <node>` (the kind is current).
    pub(super) fn parse_md_attachment(&mut self) -> PResult<(String, Metadata)> {
        let TokenKind::MetadataName(kind) = self.peek().clone() else {
            return Err(self.expected("a metadata attachment"));
        };
        self.bump();
        let node = self.parse_md_node()?;
        Ok((kind, node))
    }

    /// `define ...` or `declare ...`.
    pub(super) fn parse_function(&mut self) -> PResult<()> {
        let start = self.span();
        let is_define = self.is_word("define");
        self.bump();
        // `declare !dbg !5 ...`: a declaration's attachments come first.
        let mut md = Vec::new();
        while !is_define && matches!(self.peek(), TokenKind::MetadataName(_)) {
            md.push(self.parse_md_attachment()?);
        }
        let mut props = GlobalProps {
            linkage: self.parse_linkage().unwrap_or_default(),
            ..GlobalProps::default()
        };
        self.parse_global_prefix(&mut props)?;
        let cc = self.parse_calling_convention()?;
        let ret_attrs = self.parse_ret_attrs(&[])?;
        let ret_span = self.span();
        let ret = self.parse_type()?;
        if !self.is_valid_return_type(ret) {
            return Err(Diagnostic::error(
                ret_span,
                format!("invalid function return type '{}'", self.types.display(ret)),
            ));
        }
        let name_span = self.span();
        let Some(name) = Parser::name_of(self.peek()).filter(|_| {
            matches!(
                self.peek(),
                TokenKind::GlobalName(_) | TokenKind::GlobalNum(_)
            )
        }) else {
            return Err(self.expected("a function name"));
        };
        self.bump();
        self.define_global(&name, name_span, DefKind::Func)?;
        let (params, param_names, varargs) = self.parse_params()?;
        let param_tys = params.iter().map(|p| p.ty).collect();
        let ty = self.types.intern(TypeKind::Function {
            ret,
            params: param_tys,
            varargs,
        });
        let mut f = Function {
            props,
            cc,
            ret_attrs,
            md,
            ..Function::declaration(name, ty, params, start)
        };
        self.parse_function_suffix(&mut f, is_define)?;
        f.span = start.to(self.prev_span());
        if is_define {
            let id = FuncId(self.functions.len() as u32);
            let body = self.parse_function_body(id, ret, &mut f.params, param_names)?;
            f.body = Some(body);
        }
        self.functions.push(f);
        Ok(())
    }

    /// Whether `ty` may be returned by a function.
    pub(super) fn is_valid_return_type(&self, ty: TypeId) -> bool {
        !matches!(
            self.types.kind(ty),
            TypeKind::Label | TypeKind::Metadata | TypeKind::Function { .. }
        )
    }

    /// The parameter list `( T attrs %name, ..., ... )`; returns the
    /// parameters, their names with where each was written (the type, when
    /// unnamed), and whether the function takes varargs.
    #[allow(clippy::type_complexity)]
    fn parse_params(&mut self) -> PResult<(Vec<Param>, Vec<(Option<Name>, Span)>, bool)> {
        self.expect(&TokenKind::LParen)?;
        let mut params = Vec::new();
        let mut names = Vec::new();
        let mut varargs = false;
        if self.eat(&TokenKind::RParen) {
            return Ok((params, names, varargs));
        }
        loop {
            if self.eat(&TokenKind::Ellipsis) {
                varargs = true;
                self.expect(&TokenKind::RParen)?;
                break;
            }
            let ty_span = self.span();
            let ty = self.parse_type()?;
            if !self.is_valid_param_type(ty) {
                return Err(Diagnostic::error(
                    ty_span,
                    format!("invalid parameter type '{}'", self.types.display(ty)),
                ));
            }
            let attrs = self.parse_param_attrs(&[])?;
            let span = self.span();
            let name = match self.peek() {
                TokenKind::LocalName(_) | TokenKind::LocalNum(_) => {
                    let n = Parser::name_of(self.peek());
                    self.bump();
                    n
                }
                _ => None,
            };
            let at = if name.is_some() { span } else { ty_span };
            names.push((name, at));
            params.push(Param {
                ty,
                attrs,
                local: None,
            });
            if self.eat(&TokenKind::RParen) {
                break;
            }
            if !self.eat(&TokenKind::Comma) {
                return Err(self.expected("',' or ')' in the parameter list"));
            }
        }
        Ok((params, names, varargs))
    }

    /// Whether `ty` may be the type of a parameter.
    pub(super) fn is_valid_param_type(&self, ty: TypeId) -> bool {
        !matches!(
            self.types.kind(ty),
            TypeKind::Void | TypeKind::Label | TypeKind::Function { .. }
        )
    }

    /// Everything between the parameter list and the body (or the end of a
    /// declaration): `unnamed_addr`, `addrspace`, attributes, `section`,
    /// `partition`, `comdat`, `align`, `gc`, `prefix`, `prologue`,
    /// `personality` and metadata attachments, in any order.
    fn parse_function_suffix(&mut self, f: &mut Function, is_define: bool) -> PResult<()> {
        loop {
            match self.peek().clone() {
                // `!name = ...` after a declaration starts named metadata.
                TokenKind::MetadataName(_) if self.peek_at(1) != &TokenKind::Equal => {
                    let att = self.parse_md_attachment()?;
                    f.md.push(att);
                }
                TokenKind::AttrGroup(_) | TokenKind::Str(_) => {
                    let a = self.parse_one_fn_attr()?;
                    f.fn_attrs.0.push(a);
                }
                TokenKind::Word(w) => match w.as_str() {
                    "unnamed_addr" | "local_unnamed_addr" => {
                        f.props.unnamed_addr = Some(w.clone());
                        self.bump();
                    }
                    "addrspace" => f.props.addrspace = Some(self.parse_addrspace()?),
                    "section" => {
                        self.bump();
                        f.props.section = Some(self.parse_string("a section name string")?);
                    }
                    "partition" => {
                        self.bump();
                        f.props.partition = Some(self.parse_string("a partition name string")?);
                    }
                    "comdat" => f.props.comdat = Some(self.parse_comdat_ref(&f.name)?),
                    "align" => {
                        self.bump();
                        f.props.align = Some(self.parse_alignment()?);
                    }
                    "gc" => {
                        self.bump();
                        f.gc = Some(self.parse_string("a garbage collector name string")?);
                    }
                    "prefix" => {
                        self.bump();
                        f.prefix = Some(self.parse_typed_const()?);
                    }
                    "prologue" => {
                        self.bump();
                        f.prologue = Some(self.parse_typed_const()?);
                    }
                    "personality" => {
                        self.bump();
                        f.personality = Some(self.parse_typed_const()?);
                    }
                    w if !is_define && TOP_LEVEL_WORDS.contains(&w) => return Ok(()),
                    _ => {
                        let a = self.parse_one_fn_attr()?;
                        f.fn_attrs.0.push(a);
                    }
                },
                _ => return Ok(()),
            }
        }
    }
}
