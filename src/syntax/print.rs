//! Writes a module back as `.ll` text: the last arrow of the front end run
//! backwards. The output is valid LLVM 22 IR (`llvm-as-22` accepts it) and
//! re-parses to an equal module, so every fixture doubles as a print→parse
//! test. Flags, attributes and keywords are written in the order and the
//! spelling LLVM's own printer uses; what the module keeps "as written"
//! (a linkage spelled `external`, a call's explicit function type, `align(8)`
//! against `align 8`) is written back as it was.

use std::fmt::Write;

use rustc_apfloat::ieee::{Double, Single};
use rustc_apfloat::{Float, FloatConvert};

use super::attr::{Attr, AttrSet};
use super::constant::{Const, ConstExpr, ConstKind};
use super::inst::{
    Atomic, Bundle, CallSite, CastFlags, Clause, FastMath, GepFlags, Inst, InstKind, IntFlags,
    Operand, TailKind, Typed,
};
use super::metadata::{DebugRecord, MdField, Metadata};
use super::module::{
    Alias, Block, BlockId, Function, Global, GlobalProps, GlobalRef, IFunc, Linkage, LocalId,
    Module, Name,
};
use super::types::{FloatKind, TypeId, TypeKind, quote_name};

/// The whole module as `.ll` text.
pub fn print_module(m: &Module) -> String {
    let mut p = Printer::new(m, None);
    p.module();
    p.out
}

/// One instruction as it appears in its function (`%r = add nsw i32 %a, 1`),
/// for traces and reports. Multi-line forms (`switch`, `invoke`,
/// `landingpad`, `callbr`) keep LLVM's line breaks; debug records attached
/// to the instruction are not included.
pub fn print_inst(m: &Module, f: &Function, inst: &Inst) -> String {
    let mut p = Printer::new(m, Some(f));
    p.inst(inst);
    p.out
}

/// `%name` of a block of `f` as LLVM writes it (`%entry`; a block written
/// without a label by the number LLVM gives it, `%0`), for traces.
pub fn print_block_ref(m: &Module, f: &Function, id: BlockId) -> String {
    let mut p = Printer::new(m, Some(f));
    p.block_ref(id);
    p.out
}

/// `@name` of a function as LLVM writes it (quoted if needed), for traces.
pub fn print_function_ref(f: &Function) -> String {
    let mut out = String::from("@");
    name_into(&f.name, &mut out);
    out
}

/// A global variable's definition as one line (`@g = constant i32 5`).
pub fn print_global(m: &Module, g: &Global) -> String {
    let mut p = Printer::new(m, None);
    p.global(g);
    p.out
}

/// The module's named type definitions (`%T = type { i32 }`), a line each.
pub fn print_named_types(m: &Module) -> String {
    let mut p = Printer::new(m, None);
    p.named_types();
    p.out
}

/// A constant with its type (`i32 5`, `ptr @g`, `<2 x i8> <i8 1, i8 poison>`).
pub fn print_typed_const(m: &Module, c: &Const) -> String {
    let mut p = Printer::new(m, None);
    p.typed_const(c);
    p.out
}

/// A metadata value as written in an operand or attachment (`!5`,
/// `!{i32 0, i32 10}`, `!"text"`, `ptr %x`); `f` names the locals it may use.
pub fn print_metadata(m: &Module, f: Option<&Function>, md: &Metadata) -> String {
    let mut p = Printer::new(m, f);
    p.md(md);
    p.out
}

/// One attribute as written in a parameter, return or function attribute
/// list (`noundef`, `align 8`, `dereferenceable(4)`, `range(i8 0, 10)`).
pub fn print_attr(m: &Module, a: &Attr) -> String {
    let mut p = Printer::new(m, None);
    p.attr(a, false);
    p.out
}

/// The global value keywords LLVM writes as `, keyword` after a global
/// variable's initializer rather than as trailing attributes.
const SANITIZER_KEYWORDS: [&str; 4] = [
    "no_sanitize_address",
    "no_sanitize_hwaddress",
    "sanitize_memtag",
    "sanitize_address_dyninit",
];

/// The indentation LLVM gives to the continuation lines of `invoke`,
/// `callbr` and `landingpad`.
const CONTINUATION: &str = "\n          ";

/// The text being built, with the module (and the function, inside a body)
/// that names are looked up in.
struct Printer<'m> {
    m: &'m Module,
    f: Option<&'m Function>,
    out: String,
}

impl<'m> Printer<'m> {
    fn new(m: &'m Module, f: Option<&'m Function>) -> Printer<'m> {
        Printer {
            m,
            f,
            out: String::new(),
        }
    }

    fn push(&mut self, s: &str) {
        self.out.push_str(s);
    }

    fn ty(&mut self, ty: TypeId) {
        let text = self.m.types.display(ty);
        self.out.push_str(&text);
    }

    /// `"..."` with LLVM's escapes.
    fn quoted(&mut self, bytes: &[u8]) {
        self.out.push('"');
        escape_into(bytes, &mut self.out);
        self.out.push('"');
    }

    /// Items separated by `sep`.
    fn list<T>(&mut self, items: &[T], sep: &str, mut item: impl FnMut(&mut Self, &T)) {
        for (i, x) in items.iter().enumerate() {
            if i > 0 {
                self.push(sep);
            }
            item(self, x);
        }
    }

    // ----- module structure -----

    /// The module in LLVM's section order, sections separated by blank lines.
    fn module(&mut self) {
        self.header();
        self.module_asm();
        self.named_types();
        self.comdats();
        self.section(&self.m.globals, |p, g| p.global(g));
        self.section(&self.m.aliases, |p, a| p.alias(a));
        self.section(&self.m.ifuncs, |p, i| p.ifunc(i));
        for f in &self.m.functions {
            self.blank_line();
            self.function(f);
        }
        self.attr_groups();
        self.named_metadata();
        self.numbered_metadata();
    }

    /// Separates sections; nothing before the first one.
    fn blank_line(&mut self) {
        if !self.out.is_empty() {
            self.out.push('\n');
        }
    }

    /// One line per item, after a blank line, if there are items.
    fn section<'a, T>(&mut self, items: &'a [T], mut line: impl FnMut(&mut Self, &'a T)) {
        if items.is_empty() {
            return;
        }
        self.blank_line();
        for x in items {
            line(self, x);
            self.out.push('\n');
        }
    }

    fn header(&mut self) {
        let m = self.m;
        if let Some(name) = &m.source_filename {
            self.push("source_filename = ");
            self.quoted(name.as_bytes());
            self.out.push('\n');
        }
        if let Some(dl) = &m.datalayout_text {
            self.push("target datalayout = ");
            self.quoted(dl.as_bytes());
            self.out.push('\n');
        }
        if let Some(triple) = &m.triple {
            self.push("target triple = ");
            self.quoted(triple.as_bytes());
            self.out.push('\n');
        }
    }

    fn module_asm(&mut self) {
        self.section(&self.m.module_asm, |p, line| {
            p.push("module asm ");
            p.quoted(line.as_bytes());
        });
    }

    /// `%T = type { ... }` / `%T = type opaque`.
    fn named_types(&mut self) {
        self.section(self.m.types.named_types(), |p, nt| {
            p.out.push('%');
            p.push(&quote_name(&nt.name));
            p.push(" = type ");
            match nt.body {
                Some(body) => p.ty(body),
                None => p.push("opaque"),
            }
        });
    }

    /// `$name = comdat kind`, one per paragraph as LLVM writes them.
    fn comdats(&mut self) {
        for (name, kind) in &self.m.comdats {
            self.blank_line();
            self.out.push('$');
            self.push(&quote_name(name));
            self.push(" = comdat ");
            self.push(kind);
            self.out.push('\n');
        }
    }

    fn attr_groups(&mut self) {
        let groups: Vec<_> = self.m.attr_groups.iter().collect();
        self.section(&groups, |p, (n, set)| {
            let _ = write!(p.out, "attributes #{n} = {{ ");
            p.attr_set(set, true);
            p.push(" }");
        });
    }

    fn named_metadata(&mut self) {
        self.section(&self.m.named_metadata, |p, nm| {
            p.out.push('!');
            md_identifier_into(&nm.name, &mut p.out);
            p.push(" = !{");
            p.list(&nm.nodes, ", ", |p, id| {
                let _ = write!(p.out, "!{}", id.0);
            });
            p.out.push('}');
        });
    }

    fn numbered_metadata(&mut self) {
        let nodes: Vec<_> = self.m.metadata.iter().collect();
        self.section(&nodes, |p, (id, md)| {
            let _ = write!(p.out, "!{} = ", id.0);
            p.md(md);
        });
    }

    // ----- global values -----

    /// `@name = [linkage ...] global|constant T [init] [, section ...] ...`.
    fn global(&mut self, g: &Global) {
        self.global_name(&g.name);
        self.push(" = ");
        if g.init.is_none() && g.props.linkage == Linkage::External {
            // A declaration needs a linkage keyword to parse.
            self.push("external ");
        }
        self.props_prefix(&g.props);
        if let Some(tls) = &g.props.thread_local {
            self.push(tls);
            self.out.push(' ');
        }
        self.unnamed_addr_prefix(&g.props);
        if let Some(n) = g.props.addrspace {
            let _ = write!(self.out, "addrspace({n}) ");
        }
        if g.externally_initialized {
            self.push("externally_initialized ");
        }
        self.push(if g.constant { "constant " } else { "global " });
        self.ty(g.ty);
        if let Some(init) = &g.init {
            self.out.push(' ');
            self.const_value(init);
        }
        self.global_suffix(g);
    }

    /// Everything after a global variable's initializer.
    fn global_suffix(&mut self, g: &Global) {
        self.section_partition(&g.props, ", ");
        if let Some(model) = &g.code_model {
            self.push(", code_model ");
            self.quoted(model.as_bytes());
        }
        let (sanitizers, rest): (Vec<&Attr>, Vec<&Attr>) =
            g.attrs.0.iter().partition(
                |a| matches!(a, Attr::Word(w) if SANITIZER_KEYWORDS.contains(&w.as_str())),
            );
        for a in sanitizers {
            self.push(", ");
            self.attr(a, false);
        }
        self.comdat(&g.props, ", ");
        if let Some(a) = g.props.align {
            let _ = write!(self.out, ", align {a}");
        }
        self.md_attachments(&g.md, ", ");
        for a in rest {
            self.out.push(' ');
            self.attr(a, false);
        }
    }

    /// `@name = [linkage ...] alias T, aliasee [, partition "p"]`.
    fn alias(&mut self, a: &Alias) {
        self.global_name(&a.name);
        self.push(" = ");
        self.props_prefix(&a.props);
        if let Some(tls) = &a.props.thread_local {
            self.push(tls);
            self.out.push(' ');
        }
        self.unnamed_addr_prefix(&a.props);
        self.push("alias ");
        self.ty(a.ty);
        self.push(", ");
        self.aliasee(&a.aliasee);
        self.partition(&a.props, ", ");
    }

    /// `@name = [linkage ...] ifunc T, resolver [, partition "p"]`.
    fn ifunc(&mut self, i: &IFunc) {
        self.global_name(&i.name);
        self.push(" = ");
        self.props_prefix(&i.props);
        self.push("ifunc ");
        self.ty(i.ty);
        self.push(", ");
        self.aliasee(&i.resolver);
        self.partition(&i.props, ", ");
    }

    /// An aliasee or resolver, with its type (LLVM also takes some
    /// expressions without one, which the parser accepts too).
    fn aliasee(&mut self, c: &Const) {
        self.typed_const(c);
    }

    /// Linkage, preemption, visibility and DLL storage, each followed by a
    /// space.
    fn props_prefix(&mut self, props: &GlobalProps) {
        let linkage = props.linkage.keyword();
        for word in [
            Some(linkage),
            props.preemption.as_deref(),
            props.visibility.as_deref(),
            props.dll_storage.as_deref(),
        ]
        .into_iter()
        .flatten()
        .filter(|w| !w.is_empty())
        {
            self.push(word);
            self.out.push(' ');
        }
    }

    fn unnamed_addr_prefix(&mut self, props: &GlobalProps) {
        if let Some(ua) = &props.unnamed_addr {
            self.push(ua);
            self.out.push(' ');
        }
    }

    fn section_partition(&mut self, props: &GlobalProps, sep: &str) {
        if let Some(s) = &props.section {
            self.push(sep);
            self.push("section ");
            self.quoted(s.as_bytes());
        }
        self.partition(props, sep);
    }

    fn partition(&mut self, props: &GlobalProps, sep: &str) {
        if let Some(s) = &props.partition {
            self.push(sep);
            self.push("partition ");
            self.quoted(s.as_bytes());
        }
    }

    fn comdat(&mut self, props: &GlobalProps, sep: &str) {
        match &props.comdat {
            None => {}
            Some(None) => {
                self.push(sep);
                self.push("comdat");
            }
            Some(Some(name)) => {
                self.push(sep);
                self.push("comdat($");
                self.push(&quote_name(name));
                self.out.push(')');
            }
        }
    }

    /// `!kind <node>` attachments, each preceded by `sep`.
    fn md_attachments(&mut self, md: &[(String, Metadata)], sep: &str) {
        for (kind, node) in md {
            self.push(sep);
            self.out.push('!');
            md_identifier_into(kind, &mut self.out);
            self.out.push(' ');
            self.md(node);
        }
    }

    fn global_name(&mut self, name: &Name) {
        self.out.push('@');
        name_into(name, &mut self.out);
    }

    fn global_ref(&mut self, r: GlobalRef) {
        let name = global_name(self.m, r);
        match name {
            Some(name) => self.global_name(name),
            // A dangling reference cannot come from parsed text; keep the
            // output well-formed anyway.
            None => self.push("@\"<invalid global>\""),
        }
    }

    // ----- functions -----

    /// `define ... { blocks }` or `declare ...`.
    fn function(&mut self, f: &'m Function) {
        self.f = Some(f);
        match &f.body {
            None => {
                self.push("declare");
                self.md_attachments(&f.md, " ");
                self.out.push(' ');
            }
            Some(_) => self.push("define "),
        }
        self.props_prefix(&f.props);
        if let Some(cc) = &f.cc {
            self.push(cc);
            self.out.push(' ');
        }
        if !f.ret_attrs.is_empty() {
            self.attr_set(&f.ret_attrs, false);
            self.out.push(' ');
        }
        self.function_signature(f);
        self.function_suffix(f);
        if let Some(body) = &f.body {
            self.md_attachments(&f.md, " ");
            self.push(" {\n");
            for (i, block) in body.blocks.iter().enumerate() {
                self.block(BlockId(i as u32), block);
            }
            self.out.push('}');
        }
        self.out.push('\n');
        self.f = None;
    }

    /// `R @name(params)` with the parameters' attributes and names.
    fn function_signature(&mut self, f: &'m Function) {
        let (ret, varargs) = match self.m.types.function_parts(f.ty) {
            Some((ret, _, varargs)) => (Some(ret), varargs),
            None => (None, false),
        };
        match ret {
            Some(ret) => self.ty(ret),
            None => self.ty(f.ty),
        }
        self.out.push(' ');
        self.global_name(&f.name);
        self.out.push('(');
        self.list(&f.params, ", ", |p, param| {
            p.ty(param.ty);
            if !param.attrs.is_empty() {
                p.out.push(' ');
                p.attr_set(&param.attrs, false);
            }
            if let Some(local) = param.local
                && let Some(Some(name)) = p.local_entry(local).map(|l| &l.name)
            {
                p.push(" %");
                name_into(name, &mut p.out);
            }
        });
        if varargs {
            self.push(if f.params.is_empty() { "..." } else { ", ..." });
        }
        self.out.push(')');
    }

    /// Everything between the parameter list and the body.
    fn function_suffix(&mut self, f: &'m Function) {
        if let Some(ua) = &f.props.unnamed_addr {
            self.out.push(' ');
            self.push(ua);
        }
        if let Some(n) = f.props.addrspace {
            let _ = write!(self.out, " addrspace({n})");
        }
        if !f.fn_attrs.is_empty() {
            self.out.push(' ');
            self.attr_set(&f.fn_attrs, false);
        }
        self.section_partition(&f.props, " ");
        self.comdat(&f.props, " ");
        if let Some(a) = f.props.align {
            let _ = write!(self.out, " align {a}");
        }
        if let Some(gc) = &f.gc {
            self.push(" gc ");
            self.quoted(gc.as_bytes());
        }
        for (keyword, c) in [
            (" prefix ", &f.prefix),
            (" prologue ", &f.prologue),
            (" personality ", &f.personality),
        ] {
            if let Some(c) = c {
                self.push(keyword);
                self.typed_const(c);
            }
        }
    }

    /// A label line (blank line before, none for an unnamed entry block),
    /// then the instructions with their debug records.
    fn block(&mut self, id: BlockId, block: &'m Block) {
        if let Some(name) = &block.name {
            if id.0 > 0 {
                self.out.push('\n');
            }
            name_into(name, &mut self.out);
            self.push(":\n");
        }
        for inst in &block.insts {
            for rec in &inst.dbg {
                self.debug_record_line(rec);
            }
            self.push("  ");
            self.inst(inst);
            self.out.push('\n');
        }
        for rec in &block.trailing_dbg {
            self.debug_record_line(rec);
        }
    }

    /// `    #dbg_kind(args)` on its own line.
    fn debug_record_line(&mut self, rec: &DebugRecord) {
        self.push("    #dbg_");
        self.push(&rec.kind);
        self.out.push('(');
        self.list(&rec.args, ", ", |p, md| p.md(md));
        self.push(")\n");
    }

    // ----- names of locals and blocks -----

    fn local_entry(&self, id: LocalId) -> Option<&'m super::module::Local> {
        self.f?.body.as_ref()?.locals.get(id.0 as usize)
    }

    /// `%name` of a local; an unnamed one by the number LLVM gives it.
    fn local(&mut self, id: LocalId) {
        self.out.push('%');
        match self.local_entry(id).and_then(|l| l.name.as_ref()) {
            Some(name) => name_into(name, &mut self.out),
            None => {
                let n = self
                    .f
                    .and_then(|f| implicit_number(f, Slot::Local(id)))
                    .unwrap_or(id.0);
                let _ = write!(self.out, "{n}");
            }
        }
    }

    /// `%name` of a block of the current function.
    fn block_ref(&mut self, id: BlockId) {
        let f = self.f;
        self.block_ref_in(f, id);
    }

    /// `%name` of a block of function `f`.
    fn block_ref_in(&mut self, f: Option<&'m Function>, id: BlockId) {
        self.out.push('%');
        let block = f
            .and_then(|f| f.body.as_ref())
            .and_then(|b| b.blocks.get(id.0 as usize));
        match block.and_then(|b| b.name.as_ref()) {
            Some(name) => name_into(name, &mut self.out),
            None => {
                let n = f
                    .and_then(|f| implicit_number(f, Slot::Block(id)))
                    .unwrap_or(id.0);
                let _ = write!(self.out, "{n}");
            }
        }
    }

    fn label(&mut self, id: BlockId) {
        self.push("label ");
        self.block_ref(id);
    }

    // ----- operands -----

    /// An operand without its type.
    fn operand(&mut self, op: &Operand) {
        match op {
            Operand::Local(id, _) => self.local(*id),
            Operand::Const(c) => self.const_value(c),
            Operand::Metadata(md) => self.md(md),
            Operand::InlineAsm(asm) => {
                self.push("asm ");
                for (set, word) in [
                    (asm.side_effect, "sideeffect "),
                    (asm.align_stack, "alignstack "),
                    (asm.intel_dialect, "inteldialect "),
                    (asm.unwind, "unwind "),
                ] {
                    if set {
                        self.push(word);
                    }
                }
                self.quoted(asm.code.as_bytes());
                self.push(", ");
                self.quoted(asm.constraints.as_bytes());
            }
        }
    }

    fn typed(&mut self, t: &Typed) {
        self.ty(t.ty);
        self.out.push(' ');
        self.operand(&t.val);
    }

    // ----- constants -----

    fn typed_const(&mut self, c: &Const) {
        self.ty(c.ty);
        self.out.push(' ');
        self.const_value(c);
    }

    /// A constant without its type.
    fn const_value(&mut self, c: &Const) {
        match &c.kind {
            ConstKind::Int(v) if v.width() == 1 => {
                self.push(if v.is_zero() { "false" } else { "true" })
            }
            ConstKind::Int(v) => self.push(&v.to_signed_decimal()),
            ConstKind::Float(bits) => {
                let kind = match self.m.types.kind(self.m.types.scalar(c.ty)) {
                    TypeKind::Float(k) => *k,
                    _ => FloatKind::Double,
                };
                self.push(&float_literal(kind, *bits));
            }
            ConstKind::Null => self.push("null"),
            ConstKind::NoneToken => self.push("none"),
            ConstKind::Undef => self.push("undef"),
            ConstKind::Poison => self.push("poison"),
            ConstKind::Zero => self.push("zeroinitializer"),
            ConstKind::Array(elems) => {
                self.out.push('[');
                self.list(elems, ", ", |p, e| p.typed_const(e));
                self.out.push(']');
            }
            ConstKind::CString(bytes) => {
                self.out.push('c');
                self.quoted(bytes);
            }
            ConstKind::Vector(elems) => {
                self.out.push('<');
                self.list(elems, ", ", |p, e| p.typed_const(e));
                self.out.push('>');
            }
            ConstKind::Splat(e) => {
                self.push("splat (");
                self.typed_const(e);
                self.out.push(')');
            }
            ConstKind::Struct(fields) => self.struct_const(c.ty, fields),
            ConstKind::Global(r) => self.global_ref(*r),
            ConstKind::BlockAddress { func, block } => {
                self.push("blockaddress(");
                self.global_ref(*func);
                self.push(", ");
                let f = match func {
                    GlobalRef::Func(id) => self.m.functions.get(id.0 as usize),
                    _ => None,
                };
                self.block_ref_in(f, *block);
                self.out.push(')');
            }
            ConstKind::DsoLocalEquivalent(r) => {
                self.push("dso_local_equivalent ");
                self.global_ref(*r);
            }
            ConstKind::NoCfi(r) => {
                self.push("no_cfi ");
                self.global_ref(*r);
            }
            ConstKind::Expr(e) => self.const_expr(c.ty, e),
        }
    }

    /// `{ T v, ... }`, `<{ T v, ... }>` for a packed struct, and
    /// `\{ T v, ... }/` for the bit-packed struct, mirroring its type.
    fn struct_const(&mut self, ty: TypeId, fields: &[Const]) {
        let (open, close) = match self.m.types.resolved(ty) {
            TypeKind::Struct { packed: true, .. } => ("<{", "}>"),
            TypeKind::BitStruct { .. } => ("\\{", "}/"),
            _ => ("{", "}"),
        };
        self.push(open);
        if !fields.is_empty() {
            self.out.push(' ');
            self.list(fields, ", ", |p, f| p.typed_const(f));
            self.out.push(' ');
        }
        self.push(close);
    }

    fn const_expr(&mut self, ty: TypeId, e: &ConstExpr) {
        match e {
            ConstExpr::Cast { op, val } => {
                self.push(op.name());
                self.push(" (");
                self.typed_const(val);
                self.push(" to ");
                self.ty(ty);
                self.out.push(')');
            }
            ConstExpr::Binary {
                op,
                flags,
                lhs,
                rhs,
            } => {
                self.push(op.name());
                self.int_flags(*flags);
                self.push(" (");
                self.typed_const(lhs);
                self.push(", ");
                self.typed_const(rhs);
                self.out.push(')');
            }
            ConstExpr::Gep {
                flags,
                inrange,
                source_ty,
                base,
                indices,
            } => {
                self.push("getelementptr");
                self.gep_flags(*flags);
                if let Some((lo, hi)) = inrange {
                    let _ = write!(self.out, " inrange({lo}, {hi})");
                }
                self.push(" (");
                self.ty(*source_ty);
                self.push(", ");
                self.typed_const(base);
                for idx in indices {
                    self.push(", ");
                    self.typed_const(idx);
                }
                self.out.push(')');
            }
            ConstExpr::ExtractElement { vec, idx } => {
                self.push("extractelement (");
                self.typed_const(vec);
                self.push(", ");
                self.typed_const(idx);
                self.out.push(')');
            }
            ConstExpr::InsertElement { vec, elem, idx } => {
                self.push("insertelement (");
                self.typed_const(vec);
                self.push(", ");
                self.typed_const(elem);
                self.push(", ");
                self.typed_const(idx);
                self.out.push(')');
            }
            ConstExpr::ShuffleVector { v1, v2, mask } => {
                self.push("shufflevector (");
                self.typed_const(v1);
                self.push(", ");
                self.typed_const(v2);
                self.push(", ");
                self.typed_const(mask);
                self.out.push(')');
            }
        }
    }

    // ----- flags -----

    /// ` nuw nsw exact disjoint`, whichever are set.
    fn int_flags(&mut self, flags: IntFlags) {
        for (set, word) in [
            (flags.nuw, " nuw"),
            (flags.nsw, " nsw"),
            (flags.exact, " exact"),
            (flags.disjoint, " disjoint"),
        ] {
            if set {
                self.push(word);
            }
        }
    }

    /// ` inbounds nusw nuw`, whichever are set.
    fn gep_flags(&mut self, flags: GepFlags) {
        for (set, word) in [
            (flags.inbounds, " inbounds"),
            (flags.nusw, " nusw"),
            (flags.nuw, " nuw"),
        ] {
            if set {
                self.push(word);
            }
        }
    }

    /// ` nuw nsw nneg`, whichever are set.
    fn cast_flags(&mut self, flags: CastFlags) {
        for (set, word) in [
            (flags.nuw, " nuw"),
            (flags.nsw, " nsw"),
            (flags.nneg, " nneg"),
        ] {
            if set {
                self.push(word);
            }
        }
    }

    /// ` fast`, or the set flags in LLVM's order.
    fn fmf(&mut self, fmf: FastMath) {
        if fmf.is_fast() {
            self.push(" fast");
            return;
        }
        for (set, word) in [
            (fmf.reassoc, " reassoc"),
            (fmf.nnan, " nnan"),
            (fmf.ninf, " ninf"),
            (fmf.nsz, " nsz"),
            (fmf.arcp, " arcp"),
            (fmf.contract, " contract"),
            (fmf.afn, " afn"),
        ] {
            if set {
                self.push(word);
            }
        }
    }

    /// ` syncscope("s") ordering`.
    fn atomic(&mut self, atomic: &Atomic) {
        self.syncscope(atomic.syncscope.as_deref());
        self.out.push(' ');
        self.push(atomic.ordering.name());
    }

    fn syncscope(&mut self, scope: Option<&str>) {
        if let Some(s) = scope {
            self.push(" syncscope(");
            self.quoted(s.as_bytes());
            self.out.push(')');
        }
    }

    fn align(&mut self, align: Option<u64>) {
        if let Some(a) = align {
            let _ = write!(self.out, ", align {a}");
        }
    }

    // ----- attributes -----

    /// The attributes separated by spaces.
    fn attr_set(&mut self, set: &AttrSet, in_group: bool) {
        self.list(&set.0, " ", |p, a| p.attr(a, in_group));
    }

    /// One attribute; inside `attributes #N = { }`, `align` and `alignstack`
    /// take `=` as LLVM's parser requires there.
    fn attr(&mut self, a: &Attr, in_group: bool) {
        match a {
            Attr::Word(w) => self.push(w),
            Attr::Int { name, value, .. }
                if in_group && (name == "align" || name == "alignstack") =>
            {
                let _ = write!(self.out, "{name}={value}");
            }
            Attr::Int {
                name,
                value,
                parens: true,
            } => {
                let _ = write!(self.out, "{name}({value})");
            }
            Attr::Int {
                name,
                value,
                parens: false,
            } => {
                let _ = write!(self.out, "{name} {value}");
            }
            Attr::Type { name, ty } => {
                self.push(name);
                self.out.push('(');
                self.ty(*ty);
                self.out.push(')');
            }
            Attr::Range { ty, lo, hi } => {
                self.push("range(");
                self.ty(*ty);
                let _ = write!(self.out, " {lo}, {hi})");
            }
            Attr::Args { name, args } => {
                let _ = write!(self.out, "{name}({args})");
            }
            Attr::Str { key, value } => {
                self.quoted(key.as_bytes());
                if let Some(v) = value {
                    self.out.push('=');
                    self.quoted(v.as_bytes());
                }
            }
            Attr::Group(n) => {
                let _ = write!(self.out, "#{n}");
            }
        }
    }

    // ----- metadata -----

    /// Metadata as an operand: a reference, a string, an inline node, or a
    /// typed value.
    fn md(&mut self, md: &Metadata) {
        match md {
            Metadata::Ref(id) => {
                let _ = write!(self.out, "!{}", id.0);
            }
            Metadata::String(bytes) => {
                self.out.push('!');
                self.quoted(bytes);
            }
            Metadata::Tuple { distinct, elems } => {
                if *distinct {
                    self.push("distinct ");
                }
                self.push("!{");
                self.list(elems, ", ", |p, e| match e {
                    Some(e) => p.md(e),
                    None => p.push("null"),
                });
                self.out.push('}');
            }
            Metadata::Specialized {
                distinct,
                name,
                fields,
            } => {
                if *distinct {
                    self.push("distinct ");
                }
                self.out.push('!');
                self.push(name);
                self.out.push('(');
                self.list(fields, ", ", |p, (label, field)| {
                    if let Some(label) = label {
                        p.push(label);
                        p.push(": ");
                    }
                    p.md_field(field);
                });
                self.out.push(')');
            }
            Metadata::Value(c) => self.typed_const(c),
            Metadata::Local(ty, op) => {
                self.ty(*ty);
                self.out.push(' ');
                self.operand(op);
            }
            Metadata::ArgList(args) => {
                self.push("!DIArgList(");
                self.list(args, ", ", |p, a| p.md(a));
                self.out.push(')');
            }
        }
    }

    fn md_field(&mut self, field: &MdField) {
        match field {
            MdField::Md(md) => self.md(md),
            MdField::Null => self.push("null"),
            MdField::Int(text) => self.push(text),
            MdField::Str(bytes) => self.quoted(bytes),
            MdField::Words(words) => self.list(words, " | ", |p, w| p.push(w)),
        }
    }

    // ----- instructions -----

    /// `[%r = ]<instruction>[, !kind !N ...]`, without indentation.
    fn inst(&mut self, inst: &Inst) {
        if let Some(r) = inst.result
            && self.local_entry(r).is_none_or(|l| l.name.is_some())
        {
            self.local(r);
            self.push(" = ");
        }
        self.inst_kind(&inst.kind);
        self.md_attachments(&inst.md, ", ");
    }

    /// The instruction after `%r = `: one arm per form of LangRef 22, the
    /// opcode first, then flags and operands in LLVM's order.
    fn inst_kind(&mut self, kind: &InstKind) {
        if let InstKind::Call(call) = kind {
            self.tail_marker(call.tail);
        }
        self.push(kind.opcode());
        match kind {
            // ----- terminators -----
            InstKind::Ret { val: None } => self.push(" void"),
            InstKind::Ret { val: Some(v) } | InstKind::Resume { val: v } => {
                self.typed_list(&[v]);
            }
            InstKind::Br { dest } => {
                self.out.push(' ');
                self.label(*dest);
            }
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                self.push(" i1 ");
                self.operand(cond);
                self.push(", ");
                self.label(*then_dest);
                self.push(", ");
                self.label(*else_dest);
            }
            InstKind::Switch {
                ty,
                cond,
                default,
                cases,
            } => self.switch(*ty, cond, *default, cases),
            InstKind::IndirectBr { addr, dests } => {
                self.typed_list(&[addr]);
                self.push(", ");
                self.label_list(dests);
            }
            InstKind::Invoke {
                call,
                normal,
                unwind,
            } => {
                self.call_site(call, false);
                self.push(CONTINUATION);
                self.push("to ");
                self.label(*normal);
                self.push(" unwind ");
                self.label(*unwind);
            }
            InstKind::CallBr {
                call,
                fallthrough,
                indirect,
            } => {
                self.call_site(call, false);
                self.push(CONTINUATION);
                self.push("to ");
                self.label(*fallthrough);
                self.out.push(' ');
                self.label_list(indirect);
            }
            InstKind::CatchSwitch {
                parent,
                handlers,
                unwind,
            } => {
                self.push(" within ");
                self.operand(parent);
                self.out.push(' ');
                self.label_list(handlers);
                self.push(" unwind ");
                self.unwind_dest(*unwind);
            }
            InstKind::CatchRet { pad, dest } => {
                self.push(" from ");
                self.operand(pad);
                self.push(" to ");
                self.label(*dest);
            }
            InstKind::CleanupRet { pad, unwind } => {
                self.push(" from ");
                self.operand(pad);
                self.push(" unwind ");
                self.unwind_dest(*unwind);
            }
            InstKind::Unreachable => {}

            // ----- unary, binary, comparison, conversion -----
            InstKind::FNeg { fmf, ty, val } => {
                self.fmf(*fmf);
                self.out.push(' ');
                self.ty(*ty);
                self.out.push(' ');
                self.operand(val);
            }
            InstKind::Binary {
                flags,
                fmf,
                ty,
                lhs,
                rhs,
                ..
            } => {
                self.fmf(*fmf);
                self.int_flags(*flags);
                self.two_operands(*ty, lhs, rhs);
            }
            InstKind::ICmp {
                samesign,
                pred,
                ty,
                lhs,
                rhs,
            } => {
                if *samesign {
                    self.push(" samesign");
                }
                self.out.push(' ');
                self.push(pred.name());
                self.two_operands(*ty, lhs, rhs);
            }
            InstKind::FCmp {
                fmf,
                pred,
                ty,
                lhs,
                rhs,
            } => {
                self.fmf(*fmf);
                self.out.push(' ');
                self.push(pred.name());
                self.two_operands(*ty, lhs, rhs);
            }
            InstKind::Cast {
                flags,
                fmf,
                val,
                to,
                ..
            } => {
                self.fmf(*fmf);
                self.cast_flags(*flags);
                self.typed_list(&[val]);
                self.push(" to ");
                self.ty(*to);
            }

            // ----- vector and aggregate -----
            InstKind::ExtractElement { vec, idx } => self.typed_list(&[vec, idx]),
            InstKind::InsertElement { vec, elem, idx } => self.typed_list(&[vec, elem, idx]),
            InstKind::ShuffleVector { v1, v2, mask } => {
                self.typed_list(&[v1, v2]);
                self.push(", ");
                self.typed_const(mask);
            }
            InstKind::ExtractValue { agg, indices } => {
                self.typed_list(&[agg]);
                self.indices(indices);
            }
            InstKind::InsertValue { agg, val, indices } => {
                self.typed_list(&[agg, val]);
                self.indices(indices);
            }

            // ----- memory -----
            InstKind::Alloca {
                inalloca,
                ty,
                count,
                align,
                addrspace,
            } => {
                if *inalloca {
                    self.push(" inalloca");
                }
                self.out.push(' ');
                self.ty(*ty);
                if let Some(count) = count {
                    self.push(", ");
                    self.typed(count);
                }
                self.align(*align);
                if let Some(n) = addrspace {
                    let _ = write!(self.out, ", addrspace({n})");
                }
            }
            InstKind::Load {
                volatile,
                atomic,
                ty,
                ptr,
                align,
            } => {
                self.atomic_volatile(atomic.is_some(), *volatile);
                self.out.push(' ');
                self.ty(*ty);
                self.push(",");
                self.typed_list(&[ptr]);
                self.ordering_and_align(atomic.as_ref(), *align);
            }
            InstKind::Store {
                volatile,
                atomic,
                val,
                ptr,
                align,
            } => {
                self.atomic_volatile(atomic.is_some(), *volatile);
                self.typed_list(&[val, ptr]);
                self.ordering_and_align(atomic.as_ref(), *align);
            }
            InstKind::Fence {
                syncscope,
                ordering,
            } => {
                self.syncscope(syncscope.as_deref());
                self.out.push(' ');
                self.push(ordering.name());
            }
            InstKind::CmpXchg {
                weak,
                volatile,
                ptr,
                cmp,
                new,
                syncscope,
                success,
                failure,
                align,
            } => {
                if *weak {
                    self.push(" weak");
                }
                self.atomic_volatile(false, *volatile);
                self.typed_list(&[ptr, cmp, new]);
                self.syncscope(syncscope.as_deref());
                let _ = write!(self.out, " {} {}", success.name(), failure.name());
                self.align(*align);
            }
            InstKind::AtomicRmw {
                volatile,
                op,
                ptr,
                val,
                syncscope,
                ordering,
                align,
            } => {
                self.atomic_volatile(false, *volatile);
                self.out.push(' ');
                self.push(op.name());
                self.typed_list(&[ptr, val]);
                self.syncscope(syncscope.as_deref());
                self.out.push(' ');
                self.push(ordering.name());
                self.align(*align);
            }
            InstKind::Gep {
                flags,
                source_ty,
                base,
                indices,
            } => {
                self.gep_flags(*flags);
                self.out.push(' ');
                self.ty(*source_ty);
                self.push(",");
                self.typed_list(&[base]);
                for idx in indices {
                    self.push(", ");
                    self.typed(idx);
                }
            }

            // ----- other -----
            InstKind::Phi { fmf, ty, incoming } => {
                self.fmf(*fmf);
                self.out.push(' ');
                self.ty(*ty);
                self.out.push(' ');
                self.list(incoming, ", ", |p, (v, b)| {
                    p.push("[ ");
                    p.operand(v);
                    p.push(", ");
                    p.block_ref(*b);
                    p.push(" ]");
                });
            }
            InstKind::Select {
                fmf,
                cond,
                then_val,
                else_val,
            } => {
                self.fmf(*fmf);
                self.typed_list(&[cond, then_val, else_val]);
            }
            InstKind::Freeze { val } => self.typed_list(&[val]),
            InstKind::Call(call) => {
                // LLVM's parser requires `...` to close the arguments of a
                // `musttail` call in a varargs function.
                let forwards_varargs =
                    call.tail == TailKind::MustTail && self.in_varargs_function();
                self.call_site(call, forwards_varargs);
            }
            InstKind::VaArg { list, ty } => {
                self.typed_list(&[list]);
                self.push(", ");
                self.ty(*ty);
            }
            InstKind::LandingPad {
                ty,
                cleanup,
                clauses,
            } => self.landing_pad(*ty, *cleanup, clauses),
            InstKind::CatchPad { within, args } | InstKind::CleanupPad { within, args } => {
                self.push(" within ");
                self.operand(within);
                self.push(" [");
                self.list(args, ", ", |p, a| p.typed(a));
                self.out.push(']');
            }
        }
    }

    /// `tail `, `musttail ` or `notail ` before `call`.
    fn tail_marker(&mut self, tail: TailKind) {
        self.push(match tail {
            TailKind::None => "",
            TailKind::Tail => "tail ",
            TailKind::MustTail => "musttail ",
            TailKind::NoTail => "notail ",
        });
    }

    /// The cases of a `switch`, one per line as LLVM writes them.
    fn switch(&mut self, ty: TypeId, cond: &Operand, default: BlockId, cases: &[(Const, BlockId)]) {
        self.out.push(' ');
        self.ty(ty);
        self.out.push(' ');
        self.operand(cond);
        self.push(", ");
        self.label(default);
        self.push(" [");
        for (c, dest) in cases {
            self.push("\n    ");
            self.typed_const(c);
            self.push(", ");
            self.label(*dest);
        }
        self.push("\n  ]");
    }

    /// `[label %a, label %b]`.
    fn label_list(&mut self, dests: &[BlockId]) {
        self.out.push('[');
        self.list(dests, ", ", |p, d| p.label(*d));
        self.out.push(']');
    }

    /// `label %u` or `to caller`.
    fn unwind_dest(&mut self, dest: Option<BlockId>) {
        match dest {
            Some(d) => self.label(d),
            None => self.push("to caller"),
        }
    }

    /// ` T a, b`.
    fn two_operands(&mut self, ty: TypeId, lhs: &Operand, rhs: &Operand) {
        self.out.push(' ');
        self.ty(ty);
        self.out.push(' ');
        self.operand(lhs);
        self.push(", ");
        self.operand(rhs);
    }

    /// ` T a, T b, ...` for operands that each carry their type.
    fn typed_list(&mut self, ops: &[&Typed]) {
        self.out.push(' ');
        self.list(ops, ", ", |p, t| p.typed(t));
    }

    fn indices(&mut self, indices: &[u32]) {
        for i in indices {
            let _ = write!(self.out, ", {i}");
        }
    }

    /// ` atomic volatile`, whichever are set, in LLVM's order.
    fn atomic_volatile(&mut self, atomic: bool, volatile: bool) {
        if atomic {
            self.push(" atomic");
        }
        if volatile {
            self.push(" volatile");
        }
    }

    /// The ordering of an atomic load or store, then its alignment.
    fn ordering_and_align(&mut self, atomic: Option<&Atomic>, align: Option<u64>) {
        if let Some(a) = atomic {
            self.atomic(a);
        }
        self.align(align);
    }

    /// `landingpad T` with `cleanup` and each clause on its own line.
    fn landing_pad(&mut self, ty: TypeId, cleanup: bool, clauses: &[Clause]) {
        self.out.push(' ');
        self.ty(ty);
        if cleanup {
            self.push(CONTINUATION);
            self.push("cleanup");
        }
        for clause in clauses {
            self.push(CONTINUATION);
            let (word, c) = match clause {
                Clause::Catch(c) => ("catch ", c),
                Clause::Filter(c) => ("filter ", c),
            };
            self.push(word);
            self.typed_const(c);
        }
    }

    /// Whether the function being printed takes variable arguments.
    fn in_varargs_function(&self) -> bool {
        self.f
            .and_then(|f| self.m.types.function_parts(f.ty))
            .is_some_and(|(_, _, varargs)| varargs)
    }

    /// The part of `call`/`invoke`/`callbr` after the opcode, up to and
    /// including the operand bundles; `forward_varargs` closes the
    /// arguments with `...`.
    fn call_site(&mut self, call: &CallSite, forward_varargs: bool) {
        self.fmf(call.fmf);
        if let Some(cc) = &call.cc {
            self.out.push(' ');
            self.push(cc);
        }
        if !call.ret_attrs.is_empty() {
            self.out.push(' ');
            self.attr_set(&call.ret_attrs, false);
        }
        if let Some(n) = call.addrspace {
            let _ = write!(self.out, " addrspace({n})");
        }
        self.out.push(' ');
        match self.m.types.function_parts(call.fn_ty) {
            Some((ret, _, _)) if !call.explicit_fn_ty => self.ty(ret),
            _ => self.ty(call.fn_ty),
        }
        self.out.push(' ');
        self.operand(&call.callee);
        self.out.push('(');
        self.list(&call.args, ", ", |p, arg| {
            p.ty(arg.ty);
            if !arg.attrs.is_empty() {
                p.out.push(' ');
                p.attr_set(&arg.attrs, false);
            }
            p.out.push(' ');
            p.operand(&arg.val);
        });
        if forward_varargs {
            self.push(if call.args.is_empty() { "..." } else { ", ..." });
        }
        self.out.push(')');
        if !call.fn_attrs.is_empty() {
            self.out.push(' ');
            self.attr_set(&call.fn_attrs, false);
        }
        self.bundles(&call.bundles);
    }

    /// ` [ "tag"(T v, ...), ... ]`.
    fn bundles(&mut self, bundles: &[Bundle]) {
        if bundles.is_empty() {
            return;
        }
        self.push(" [ ");
        self.list(bundles, ", ", |p, b| {
            p.quoted(b.tag.as_bytes());
            p.out.push('(');
            p.list(&b.inputs, ", ", |p, t| p.typed(t));
            p.out.push(')');
        });
        self.push(" ]");
    }
}

/// The name of a global value, if the reference is in range.
fn global_name(m: &Module, r: GlobalRef) -> Option<&Name> {
    match r {
        GlobalRef::Var(g) => m.globals.get(g.0 as usize).map(|g| &g.name),
        GlobalRef::Func(f) => m.functions.get(f.0 as usize).map(|f| &f.name),
        GlobalRef::Alias(a) => m.aliases.get(a.0 as usize).map(|a| &a.name),
        GlobalRef::IFunc(i) => m.ifuncs.get(i.0 as usize).map(|i| &i.name),
    }
}

/// A name without its sigil. A named value whose name is all digits is
/// quoted so that it does not read back as a numbered one.
fn name_into(name: &Name, out: &mut String) {
    match name {
        Name::Numbered(n) => {
            let _ = write!(out, "{n}");
        }
        Name::Named(s) if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) => {
            let _ = write!(out, "\"{s}\"");
        }
        Name::Named(s) => out.push_str(&quote_name(s)),
    }
}

/// A value slot of a function: LLVM numbers unnamed parameters, unnamed
/// blocks and unnamed results in one sequence.
#[derive(Clone, Copy, PartialEq)]
enum Slot {
    Local(LocalId),
    Block(BlockId),
}

/// The number LLVM gives an unnamed parameter, block or result: one more
/// than the previous numbered slot (written or implicit) of the function.
fn implicit_number(f: &Function, slot: Slot) -> Option<u32> {
    let body = f.body.as_ref()?;
    let mut next = 0u32;
    let mut visit = |this: Slot, name: Option<&Name>| -> Option<u32> {
        match name {
            None if this == slot => return Some(next),
            None => next += 1,
            Some(Name::Numbered(n)) => next = n.saturating_add(1),
            Some(Name::Named(_)) => {}
        }
        None
    };
    let local_name = |id: LocalId| body.locals.get(id.0 as usize).and_then(|l| l.name.as_ref());
    for local in f.params.iter().filter_map(|p| p.local) {
        if let Some(n) = visit(Slot::Local(local), local_name(local)) {
            return Some(n);
        }
    }
    for (i, block) in body.blocks.iter().enumerate() {
        if let Some(n) = visit(Slot::Block(BlockId(i as u32)), block.name.as_ref()) {
            return Some(n);
        }
        for r in block.insts.iter().filter_map(|inst| inst.result) {
            if let Some(n) = visit(Slot::Local(r), local_name(r)) {
                return Some(n);
            }
        }
    }
    None
}

/// Appends `bytes` with LLVM's string escapes: printable ASCII other than
/// `"` and `\` as is, everything else as `\XX` (upper-case hex).
fn escape_into(bytes: &[u8], out: &mut String) {
    for &b in bytes {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
}

/// A metadata kind or named-metadata name: letters, digits and `-$._` as is
/// (no digit first), every other byte as `\XX`.
fn md_identifier_into(name: &str, out: &mut String) {
    for (i, b) in name.bytes().enumerate() {
        let plain = if i == 0 {
            b.is_ascii_alphabetic() || b"-$._".contains(&b)
        } else {
            b.is_ascii_alphanumeric() || b"-$._".contains(&b)
        };
        if plain {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
}

/// A floating-point constant as LLVM writes it: `float` and `double` in
/// `%e` form when that reads back exactly, else as the hex pattern of the
/// value widened to `double`; the other formats as `0x` plus a format letter
/// and their own bits.
fn float_literal(kind: FloatKind, bits: u128) -> String {
    match kind {
        FloatKind::Double => ieee_literal(Double::from_bits(bits & u64::MAX as u128)),
        FloatKind::Float => ieee_literal(single_to_double(bits as u32)),
        FloatKind::Half => format!("0xH{:04X}", bits as u16),
        FloatKind::BFloat => format!("0xR{:04X}", bits as u16),
        FloatKind::X86Fp80 => format!("0xK{:04X}{:016X}", (bits >> 64) as u16, bits as u64),
        FloatKind::Fp128 => format!("0xL{:016X}{:016X}", bits as u64, (bits >> 64) as u64),
        FloatKind::PpcFp128 => format!("0xM{:016X}{:016X}", bits as u64, (bits >> 64) as u64),
    }
}

/// The exact `double` of a `float`; a NaN keeps its sign, quiet bit and
/// payload (shifted to the top of the wider significand), as LLVM does.
fn single_to_double(bits: u32) -> Double {
    let x = Single::from_bits(bits as u128);
    if x.is_nan() {
        let sign = ((bits >> 31) as u64) << 63;
        let payload = ((bits & 0x007F_FFFF) as u64) << 29;
        return Double::from_bits((sign | 0x7FF0_0000_0000_0000 | payload) as u128);
    }
    let mut loses_info = false;
    let wide: Double = x.convert(&mut loses_info).value;
    wide
}

/// `1.000000e+00` when six decimal places read back to the same `double`,
/// otherwise `0x` and the 16 hex digits of the `double`.
fn ieee_literal(d: Double) -> String {
    if d.is_finite() {
        let text = format!("{d:#width$.precision$}", width = 0, precision = 6);
        if text
            .parse::<Double>()
            .is_ok_and(|back| back.to_bits() == d.to_bits())
        {
            return text;
        }
    }
    format!("0x{:016X}", d.to_bits() as u64)
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod kitchen_sink;
