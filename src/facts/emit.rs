//! The walk over a module that fills the relations: types, global values,
//! functions with their parameters and attributes, blocks and the generic
//! instruction relations. Per-opcode relations are in `insts`, constants and
//! metadata in `consts`.

use std::collections::HashMap;

use super::Relations;
use super::ids::{block_id, func_id, global_value_id, inst_id, type_id, var_id};
use crate::syntax::print::{print_attr, print_inst};
use crate::syntax::{
    Attr, AttrSet, BlockId, Body, Const, FuncId, Function, GlobalProps, GlobalRef, Inst, Linkage,
    LocalId, Module, Name, TypeId, TypeKind,
};

/// The walk's state: the module, the relations so far and the ids given to
/// constants.
pub(super) struct Emitter<'m> {
    /// The module being described.
    pub(super) m: &'m Module,
    /// The relations filled so far.
    pub(super) out: Relations,
    /// The id number of every constant met so far (structural equality).
    pub(super) consts: HashMap<&'m Const, usize>,
}

/// A row of fields from anything printable.
macro_rules! row {
    ($($x:expr),* $(,)?) => { vec![$($x.to_string()),*] };
}
pub(super) use row;

/// A name as written after `%` or `@`, without the sigil or quotes.
pub(super) fn name_text(name: &Name) -> String {
    match name {
        Name::Named(s) => s.clone(),
        Name::Numbered(n) => n.to_string(),
    }
}

/// A linkage keyword, `external` when none is written.
fn linkage_text(l: Linkage) -> &'static str {
    match l.keyword() {
        "" => "external",
        k => k,
    }
}

impl<'m> Emitter<'m> {
    pub(super) fn new(m: &'m Module) -> Emitter<'m> {
        Emitter {
            m,
            out: Relations::new(),
            consts: HashMap::new(),
        }
    }

    /// Adds a row.
    pub(super) fn add(&mut self, rel: &str, row: Vec<String>) {
        self.out.insert(rel, row);
    }

    /// Describes the whole module.
    pub(super) fn run(mut self) -> Relations {
        self.module_properties();
        for t in 0..self.m.types.len() {
            self.ty(TypeId(t as u32));
        }
        self.globals();
        self.aliases_and_ifuncs();
        for (i, f) in self.m.functions.iter().enumerate() {
            self.function(FuncId(i as u32), f);
        }
        self.out
    }

    fn module_properties(&mut self) {
        let m = self.m;
        for (key, value) in [
            ("source_filename", &m.source_filename),
            ("datalayout", &m.datalayout_text),
            ("triple", &m.triple),
        ] {
            if let Some(v) = value {
                self.add("module_property", row![key, v]);
            }
        }
    }

    // ----- types -----

    fn ty(&mut self, ty: TypeId) {
        let types = &self.m.types;
        let t = type_id(ty);
        self.add("type", row![t, types.display(ty)]);
        let kind = types.kind(ty);
        let primitive = matches!(
            kind,
            TypeKind::Void
                | TypeKind::Label
                | TypeKind::Metadata
                | TypeKind::Token
                | TypeKind::X86Amx
                | TypeKind::Int(_)
                | TypeKind::Float(_)
        );
        self.add(
            if primitive {
                "primitive_type"
            } else {
                "derived_type"
            },
            row![t],
        );
        if types.is_aggregate(ty) {
            self.add("aggregate_type", row![t]);
        }
        match kind {
            TypeKind::Void => self.add("void_type", row![t]),
            TypeKind::Label => self.add("label_type", row![t]),
            TypeKind::Metadata => self.add("metadata_type", row![t]),
            TypeKind::Token => self.add("token_type", row![t]),
            TypeKind::X86Amx => self.add("x86_amx_type", row![t]),
            TypeKind::Int(w) => {
                self.add("integer_type", row![t]);
                self.add("integer_type_width", row![t, w]);
            }
            TypeKind::Float(k) => {
                self.add("fp_type", row![t]);
                self.add("fp_type_kind", row![t, k.keyword()]);
                self.add("fp_type_width", row![t, k.bits()]);
            }
            TypeKind::Ptr { addrspace } => {
                self.add("pointer_type", row![t]);
                self.add("pointer_type_addrspace", row![t, addrspace]);
            }
            TypeKind::Vector {
                len,
                scalable,
                elem,
            } => {
                self.add("vector_type", row![t]);
                self.add("vector_type_size", row![t, len]);
                self.add("vector_type_component", row![t, type_id(*elem)]);
                if *scalable {
                    self.add("vector_type_scalable", row![t]);
                }
            }
            TypeKind::Array { len, elem } => {
                self.add("array_type", row![t]);
                self.add("array_type_size", row![t, len]);
                self.add("array_type_component", row![t, type_id(*elem)]);
            }
            TypeKind::Struct { .. } | TypeKind::BitStruct { .. } => self.struct_body(&t, kind),
            TypeKind::Named(n) => self.named_type(&t, *n),
            TypeKind::Function {
                ret,
                params,
                varargs,
            } => {
                self.add("function_type", row![t]);
                self.add("function_type_return", row![t, type_id(*ret)]);
                for (i, p) in params.iter().enumerate() {
                    self.add("function_type_param", row![t, i, type_id(*p)]);
                }
                self.add("function_type_nparams", row![t, params.len()]);
                if *varargs {
                    self.add("function_type_varargs", row![t]);
                }
            }
            TypeKind::TargetExt { name, types, ints } => {
                self.add("target_ext_type", row![t, name]);
                for (i, p) in types.iter().enumerate() {
                    self.add("target_ext_type_type_param", row![t, i, type_id(*p)]);
                }
                for (i, v) in ints.iter().enumerate() {
                    self.add("target_ext_type_int_param", row![t, i, v]);
                }
            }
        }
    }

    /// The rows of a struct or bit-field struct shape, for type id `t`.
    fn struct_body(&mut self, t: &str, kind: &TypeKind) {
        let (prefix, fields) = match kind {
            TypeKind::Struct { fields, packed } => {
                if *packed {
                    self.add("struct_type_packed", row![t]);
                }
                ("struct_type", fields)
            }
            TypeKind::BitStruct { fields } => ("bitstruct_type", fields),
            _ => return,
        };
        self.add(prefix, row![t]);
        for (i, f) in fields.iter().enumerate() {
            self.add(&format!("{prefix}_field"), row![t, i, type_id(*f)]);
        }
        self.add(&format!("{prefix}_nfields"), row![t, fields.len()]);
    }

    /// An identified struct: its name, and its body's rows under its own id.
    fn named_type(&mut self, t: &str, n: u32) {
        let types = &self.m.types;
        let Some(named) = types.named_types().get(n as usize) else {
            return;
        };
        self.add("named_type", row![t, named.name]);
        match named.body {
            Some(body) => {
                self.add("named_type_body", row![t, type_id(body)]);
                self.struct_body(t, types.kind(body));
            }
            None => {
                self.add("struct_type", row![t]);
                self.add("struct_type_opaque", row![t]);
            }
        }
    }

    // ----- global values -----

    fn globals(&mut self) {
        let m = self.m;
        for (i, g) in m.globals.iter().enumerate() {
            let id = global_value_id(GlobalRef::Var(crate::syntax::GlobalId(i as u32)));
            self.add("global", row![id]);
            self.add("global_name", row![id, name_text(&g.name)]);
            self.add("global_type", row![id, type_id(g.ty)]);
            self.global_props("global", &id, &g.props);
            if g.constant {
                self.add("global_is_constant", row![id]);
            }
            if g.externally_initialized {
                self.add("global_externally_initialized", row![id]);
            }
            if let Some(init) = &g.init {
                let c = self.constant(init);
                self.add("global_initializer", row![id, c]);
            }
        }
    }

    /// Linkage and, for global variables, alignment, address space, section,
    /// thread-local mode and `unnamed_addr`.
    fn global_props(&mut self, prefix: &str, id: &str, props: &GlobalProps) {
        self.add(
            &format!("{prefix}_linkage"),
            row![id, linkage_text(props.linkage)],
        );
        if prefix != "global" {
            return;
        }
        if let Some(a) = props.align {
            self.add("global_alignment", row![id, a]);
        }
        if let Some(a) = props.addrspace {
            self.add("global_addrspace", row![id, a]);
        }
        if let Some(s) = &props.section {
            self.add("global_section", row![id, s]);
        }
        if let Some(t) = &props.thread_local {
            self.add("global_thread_local", row![id, t]);
        }
        if let Some(u) = &props.unnamed_addr {
            self.add("global_unnamed_addr", row![id, u]);
        }
    }

    fn aliases_and_ifuncs(&mut self) {
        let m = self.m;
        for (i, a) in m.aliases.iter().enumerate() {
            let id = global_value_id(GlobalRef::Alias(crate::syntax::AliasId(i as u32)));
            self.add("alias", row![id]);
            self.add("alias_name", row![id, name_text(&a.name)]);
            self.add("alias_type", row![id, type_id(a.ty)]);
            self.global_props("alias", &id, &a.props);
            let c = self.constant(&a.aliasee);
            self.add("alias_aliasee", row![id, c]);
        }
        for (i, u) in m.ifuncs.iter().enumerate() {
            let id = global_value_id(GlobalRef::IFunc(crate::syntax::IFuncId(i as u32)));
            self.add("ifunc", row![id]);
            self.add("ifunc_name", row![id, name_text(&u.name)]);
            self.add("ifunc_type", row![id, type_id(u.ty)]);
            self.global_props("ifunc", &id, &u.props);
            let c = self.constant(&u.resolver);
            self.add("ifunc_resolver", row![id, c]);
        }
    }

    // ----- functions -----

    fn function(&mut self, fid: FuncId, f: &'m Function) {
        let id = func_id(fid);
        self.add("function", row![id]);
        self.add("function_name", row![id, name_text(&f.name)]);
        self.add("function_signature", row![id, type_id(f.ty)]);
        self.global_props("function", &id, &f.props);
        match &f.body {
            Some(_) => self.add("function_definition", row![id]),
            None => self.add("function_declaration", row![id]),
        }
        if let Some(cc) = &f.cc {
            self.add("function_calling_convention", row![id, cc]);
        }
        if let Some(p) = &f.personality {
            let c = self.constant(p);
            self.add("function_personality", row![id, c]);
        }
        if let Some(gc) = &f.gc {
            self.add("function_gc", row![id, gc]);
        }
        self.attributes(&id, "function", 0, &f.fn_attrs);
        self.attributes(&id, "return", 0, &f.ret_attrs);
        for (k, p) in f.params.iter().enumerate() {
            let var = var_id(fid, p.local.unwrap_or(LocalId(k as u32)));
            self.add("function_param", row![id, k, var]);
            self.attributes(&id, "param", k, &p.attrs);
            if f.body.is_none() {
                self.add("variable", row![var, id]);
                self.add("variable_type", row![var, type_id(p.ty)]);
            }
        }
        self.add("function_nparams", row![id, f.params.len()]);
        if let Some(body) = &f.body {
            self.body(fid, f, body);
        }
    }

    /// The attributes of one position of a function or call site, with
    /// attribute groups expanded.
    pub(super) fn attributes(&mut self, owner: &str, slot: &str, index: usize, set: &AttrSet) {
        if set.is_empty() {
            return;
        }
        let m = self.m;
        for a in m.expand_attrs(set).0 {
            let kind = match &a {
                Attr::Word(w) => w.clone(),
                Attr::Int { name, .. } | Attr::Type { name, .. } | Attr::Args { name, .. } => {
                    name.clone()
                }
                Attr::Range { .. } => "range".to_string(),
                Attr::Str { key, .. } => key.clone(),
                Attr::Group(n) => format!("#{n}"),
            };
            self.add(
                "attribute",
                row![owner, slot, index, kind, print_attr(m, &a)],
            );
            match &a {
                Attr::Int { name, value, .. } => {
                    self.add("attribute_int", row![owner, slot, index, name, value]);
                }
                Attr::Type { name, ty } => {
                    self.add(
                        "attribute_type",
                        row![owner, slot, index, name, type_id(*ty)],
                    );
                }
                Attr::Range { lo, hi, .. } => {
                    self.add("attribute_range", row![owner, slot, index, lo, hi]);
                }
                Attr::Word(_) | Attr::Args { .. } | Attr::Str { .. } | Attr::Group(_) => {}
            }
        }
    }

    // ----- bodies -----

    fn body(&mut self, fid: FuncId, f: &'m Function, body: &'m Body) {
        let id = func_id(fid);
        for (k, local) in body.locals.iter().enumerate() {
            let var = var_id(fid, LocalId(k as u32));
            self.add("variable", row![var, id]);
            self.add("variable_type", row![var, type_id(local.ty)]);
            if let Some(n) = &local.name {
                self.add("variable_name", row![var, name_text(n)]);
            }
        }
        let mut next_inst = 0usize;
        let mut preds: Vec<(BlockId, BlockId)> = Vec::new();
        for (bi, block) in body.blocks.iter().enumerate() {
            let b = BlockId(bi as u32);
            let bid = block_id(fid, b);
            self.add("block", row![bid, id, bi]);
            if bi == 0 {
                self.add("entry_block", row![id, bid]);
            }
            if let Some(n) = &block.name {
                self.add("block_name", row![bid, name_text(n)]);
            }
            let first = next_inst;
            for (pos, inst) in block.insts.iter().enumerate() {
                let iid = inst_id(fid, next_inst);
                self.instruction(fid, f, &bid, pos, &iid, inst);
                if pos + 1 < block.insts.len() {
                    self.add("instruction_next", row![iid, inst_id(fid, next_inst + 1)]);
                }
                next_inst += 1;
            }
            if let Some(last) = block.insts.last() {
                self.add("block_first_instruction", row![bid, inst_id(fid, first)]);
                self.add("block_terminator", row![bid, inst_id(fid, next_inst - 1)]);
                for s in last.kind.successors() {
                    self.add("block_successor", row![bid, block_id(fid, s)]);
                    preds.push((s, b));
                }
            }
            for (k, rec) in block.trailing_dbg.iter().enumerate() {
                self.debug_record(fid, &bid, k, rec);
            }
        }
        for (s, p) in preds {
            self.add(
                "block_predecessor",
                row![block_id(fid, s), block_id(fid, p)],
            );
        }
    }

    /// The generic rows of one instruction, then its per-opcode rows.
    fn instruction(
        &mut self,
        fid: FuncId,
        f: &'m Function,
        bid: &str,
        pos: usize,
        iid: &str,
        inst: &'m Inst,
    ) {
        let m = self.m;
        self.add("instruction", row![iid, func_id(fid), bid, pos]);
        self.add("instruction_opcode", row![iid, inst.kind.opcode()]);
        if let Some(r) = inst.result {
            self.add("instruction_to", row![iid, var_id(fid, r)]);
        }
        let at = m.source.line_col(inst.span.start);
        self.add("instruction_location", row![iid, at.line, at.column]);
        self.add("instruction_text", row![iid, print_inst(m, f, inst)]);
        for (k, rec) in inst.dbg.iter().enumerate() {
            self.debug_record(fid, iid, k, rec);
        }
        self.attachments(f, iid, &inst.md);
        let mut cx = super::insts::InstCx {
            fid,
            f,
            iid,
            operands: 0,
        };
        self.inst_kind(&mut cx, &inst.kind);
    }
}
