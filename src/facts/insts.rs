//! The per-opcode relations of instructions: `<opcode>_instruction` and its
//! operand relations, with the flags, orderings and call sites. One
//! exhaustive `match` over the instruction forms of LangRef 22.

use super::emit::{Emitter, row};
use super::ids::{block_id, inline_asm_id, metadata_operand_id, type_id, var_id};
use crate::syntax::print::print_metadata;
use crate::syntax::{
    Atomic, BlockId, CallSite, CastFlags, Clause, FastMath, FuncId, Function, GepFlags, InstKind,
    IntFlags, Operand, TailKind, TypeId,
};

/// The instruction being described.
pub(super) struct InstCx<'a, 'm> {
    /// Its function.
    pub(super) fid: FuncId,
    /// The function itself (for printing metadata operands).
    pub(super) f: &'m Function,
    /// Its id.
    pub(super) iid: &'a str,
    /// How many operands `instruction_operand` has numbered so far.
    pub(super) operands: usize,
}

impl InstCx<'_, '_> {
    fn block(&self, b: BlockId) -> String {
        block_id(self.fid, b)
    }
}

impl<'m> Emitter<'m> {
    /// `<opcode>_instruction_<suffix>(Insn, fields...)`.
    fn op_rel(&mut self, cx: &InstCx<'_, 'm>, opcode: &str, suffix: &str, fields: Vec<String>) {
        let mut r = vec![cx.iid.to_string()];
        r.extend(fields);
        self.add(&format!("{opcode}_instruction_{suffix}"), r);
    }

    /// The id of an operand, numbered in `instruction_operand`.
    fn operand(&mut self, cx: &mut InstCx<'_, 'm>, op: &'m Operand) -> String {
        let id = match op {
            Operand::Local(l, _) => var_id(cx.fid, *l),
            Operand::Const(c) => self.constant(c),
            Operand::Metadata(md) => {
                let id = metadata_operand_id(cx.iid, cx.operands);
                let text = print_metadata(self.m, Some(cx.f), md);
                self.add("metadata_operand", row![id, text]);
                id
            }
            Operand::InlineAsm(asm) => {
                let id = inline_asm_id(cx.iid);
                self.add("inline_asm", row![id, asm.code, asm.constraints]);
                for (set, flag) in [
                    (asm.side_effect, "sideeffect"),
                    (asm.align_stack, "alignstack"),
                    (asm.intel_dialect, "inteldialect"),
                    (asm.unwind, "unwind"),
                ] {
                    if set {
                        self.add("inline_asm_flag", row![id, flag]);
                    }
                }
                id
            }
        };
        self.add("instruction_operand", row![cx.iid, cx.operands, id]);
        cx.operands += 1;
        id
    }

    /// `<opcode>_instruction_<suffix>(Insn, Operand)` for an operand.
    fn op_operand(&mut self, cx: &mut InstCx<'_, 'm>, opcode: &str, suffix: &str, op: &'m Operand) {
        let id = self.operand(cx, op);
        self.op_rel(cx, opcode, suffix, row![id]);
    }

    fn flag(&mut self, cx: &InstCx<'_, 'm>, set: bool, flag: &str) {
        if set {
            self.add("instruction_flag", row![cx.iid, flag]);
        }
    }

    fn int_flags(&mut self, cx: &InstCx<'_, 'm>, fl: &IntFlags) {
        self.flag(cx, fl.nuw, "nuw");
        self.flag(cx, fl.nsw, "nsw");
        self.flag(cx, fl.exact, "exact");
        self.flag(cx, fl.disjoint, "disjoint");
    }

    fn cast_flags(&mut self, cx: &InstCx<'_, 'm>, fl: &CastFlags) {
        self.flag(cx, fl.nuw, "nuw");
        self.flag(cx, fl.nsw, "nsw");
        self.flag(cx, fl.nneg, "nneg");
    }

    fn gep_flags(&mut self, cx: &InstCx<'_, 'm>, fl: &GepFlags) {
        self.flag(cx, fl.inbounds, "inbounds");
        self.flag(cx, fl.nusw, "nusw");
        self.flag(cx, fl.nuw, "nuw");
    }

    fn fast_math(&mut self, cx: &InstCx<'_, 'm>, fmf: &FastMath) {
        for (set, flag) in [
            (fmf.nnan, "nnan"),
            (fmf.ninf, "ninf"),
            (fmf.nsz, "nsz"),
            (fmf.arcp, "arcp"),
            (fmf.contract, "contract"),
            (fmf.afn, "afn"),
            (fmf.reassoc, "reassoc"),
        ] {
            if set {
                self.add("instruction_fast_math_flag", row![cx.iid, flag]);
            }
        }
    }

    fn ordering(&mut self, cx: &InstCx<'_, 'm>, atomic: &Option<Atomic>) {
        if let Some(a) = atomic {
            self.add("instruction_flag", row![cx.iid, "atomic"]);
            self.add("instruction_ordering", row![cx.iid, a.ordering.name()]);
            self.syncscope(cx, &a.syncscope);
        }
    }

    fn syncscope(&mut self, cx: &InstCx<'_, 'm>, scope: &Option<String>) {
        if let Some(s) = scope {
            self.add("instruction_syncscope", row![cx.iid, s]);
        }
    }

    fn alignment(&mut self, cx: &InstCx<'_, 'm>, opcode: &str, align: &Option<u64>) {
        if let Some(a) = align {
            self.op_rel(cx, opcode, "alignment", row![a]);
        }
    }

    fn type_rel(&mut self, cx: &InstCx<'_, 'm>, opcode: &str, suffix: &str, ty: TypeId) {
        self.op_rel(cx, opcode, suffix, row![type_id(ty)]);
    }

    /// The rows of one instruction form.
    pub(super) fn inst_kind(&mut self, cx: &mut InstCx<'_, 'm>, kind: &'m InstKind) {
        let opcode = kind.opcode();
        self.add(&format!("{opcode}_instruction"), row![cx.iid]);
        match kind {
            InstKind::Ret { val } => match val {
                Some(v) => self.op_operand(cx, opcode, "value", &v.val),
                None => self.op_rel(cx, opcode, "void", row![]),
            },
            InstKind::Br { dest } => {
                self.op_rel(cx, opcode, "unconditional", row![]);
                self.op_rel(cx, opcode, "label", row![cx.block(*dest)]);
            }
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                self.op_rel(cx, opcode, "conditional", row![]);
                self.op_operand(cx, opcode, "condition", cond);
                self.op_rel(cx, opcode, "true_label", row![cx.block(*then_dest)]);
                self.op_rel(cx, opcode, "false_label", row![cx.block(*else_dest)]);
            }
            InstKind::Switch {
                cond,
                default,
                cases,
                ..
            } => {
                self.op_operand(cx, opcode, "operand", cond);
                self.op_rel(cx, opcode, "default_label", row![cx.block(*default)]);
                for (k, (c, b)) in cases.iter().enumerate() {
                    let cid = self.constant(c);
                    self.op_rel(cx, opcode, "case", row![k, cid, cx.block(*b)]);
                }
                self.op_rel(cx, opcode, "ncases", row![cases.len()]);
            }
            InstKind::IndirectBr { addr, dests } => {
                self.op_operand(cx, opcode, "address", &addr.val);
                for (k, b) in dests.iter().enumerate() {
                    self.op_rel(cx, opcode, "label", row![k, cx.block(*b)]);
                }
                self.op_rel(cx, opcode, "nlabels", row![dests.len()]);
            }
            InstKind::Invoke {
                call,
                normal,
                unwind,
            } => {
                self.call_site(cx, opcode, call);
                self.op_rel(cx, opcode, "normal_label", row![cx.block(*normal)]);
                self.op_rel(cx, opcode, "exception_label", row![cx.block(*unwind)]);
            }
            InstKind::CallBr {
                call,
                fallthrough,
                indirect,
            } => {
                self.call_site(cx, opcode, call);
                self.op_rel(cx, opcode, "default_label", row![cx.block(*fallthrough)]);
                for (k, b) in indirect.iter().enumerate() {
                    self.op_rel(cx, opcode, "indirect_label", row![k, cx.block(*b)]);
                }
            }
            InstKind::Resume { val } => self.op_operand(cx, opcode, "operand", &val.val),
            InstKind::CatchSwitch {
                parent,
                handlers,
                unwind,
            } => {
                self.op_operand(cx, opcode, "parent", parent);
                for (k, b) in handlers.iter().enumerate() {
                    self.op_rel(cx, opcode, "handler", row![k, cx.block(*b)]);
                }
                if let Some(u) = unwind {
                    self.op_rel(cx, opcode, "unwind_label", row![cx.block(*u)]);
                }
            }
            InstKind::CatchRet { pad, dest } => {
                self.op_operand(cx, opcode, "pad", pad);
                self.op_rel(cx, opcode, "label", row![cx.block(*dest)]);
            }
            InstKind::CleanupRet { pad, unwind } => {
                self.op_operand(cx, opcode, "pad", pad);
                if let Some(u) = unwind {
                    self.op_rel(cx, opcode, "unwind_label", row![cx.block(*u)]);
                }
            }
            InstKind::Unreachable => {}
            InstKind::FNeg { fmf, val, .. } => {
                self.fast_math(cx, fmf);
                self.op_operand(cx, opcode, "operand", val);
            }
            InstKind::Binary {
                flags,
                fmf,
                lhs,
                rhs,
                ..
            } => {
                self.int_flags(cx, flags);
                self.fast_math(cx, fmf);
                self.op_operand(cx, opcode, "first_operand", lhs);
                self.op_operand(cx, opcode, "second_operand", rhs);
            }
            InstKind::ExtractElement { vec, idx } => {
                self.op_operand(cx, opcode, "base", &vec.val);
                self.op_operand(cx, opcode, "index", &idx.val);
            }
            InstKind::InsertElement { vec, elem, idx } => {
                self.op_operand(cx, opcode, "base", &vec.val);
                self.op_operand(cx, opcode, "value", &elem.val);
                self.op_operand(cx, opcode, "index", &idx.val);
            }
            InstKind::ShuffleVector { v1, v2, mask } => {
                self.op_operand(cx, opcode, "first_vector", &v1.val);
                self.op_operand(cx, opcode, "second_vector", &v2.val);
                let c = self.constant(mask);
                self.op_rel(cx, opcode, "mask", row![c]);
            }
            InstKind::ExtractValue { agg, indices } => {
                self.op_operand(cx, opcode, "base", &agg.val);
                self.aggregate_indices(cx, opcode, indices);
            }
            InstKind::InsertValue { agg, val, indices } => {
                self.op_operand(cx, opcode, "base", &agg.val);
                self.op_operand(cx, opcode, "value", &val.val);
                self.aggregate_indices(cx, opcode, indices);
            }
            InstKind::Alloca {
                inalloca,
                ty,
                count,
                align,
                addrspace,
            } => {
                self.flag(cx, *inalloca, "inalloca");
                self.type_rel(cx, opcode, "type", *ty);
                if let Some(c) = count {
                    self.op_operand(cx, opcode, "size", &c.val);
                }
                self.alignment(cx, opcode, align);
                if let Some(a) = addrspace {
                    self.op_rel(cx, opcode, "addrspace", row![a]);
                }
            }
            InstKind::Load {
                volatile,
                atomic,
                ptr,
                align,
                ..
            } => {
                self.flag(cx, *volatile, "volatile");
                self.ordering(cx, atomic);
                self.op_operand(cx, opcode, "address", &ptr.val);
                self.alignment(cx, opcode, align);
            }
            InstKind::Store {
                volatile,
                atomic,
                val,
                ptr,
                align,
            } => {
                self.flag(cx, *volatile, "volatile");
                self.ordering(cx, atomic);
                self.op_operand(cx, opcode, "value", &val.val);
                self.op_operand(cx, opcode, "address", &ptr.val);
                self.alignment(cx, opcode, align);
            }
            InstKind::Fence {
                syncscope,
                ordering,
            } => {
                self.add("instruction_ordering", row![cx.iid, ordering.name()]);
                self.syncscope(cx, syncscope);
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
                self.flag(cx, *weak, "weak");
                self.flag(cx, *volatile, "volatile");
                self.op_operand(cx, opcode, "address", &ptr.val);
                self.op_operand(cx, opcode, "cmp", &cmp.val);
                self.op_operand(cx, opcode, "new", &new.val);
                self.syncscope(cx, syncscope);
                self.op_rel(cx, opcode, "success_ordering", row![success.name()]);
                self.op_rel(cx, opcode, "failure_ordering", row![failure.name()]);
                self.alignment(cx, opcode, align);
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
                self.flag(cx, *volatile, "volatile");
                self.op_rel(cx, opcode, "operation", row![op.name()]);
                self.op_operand(cx, opcode, "address", &ptr.val);
                self.op_operand(cx, opcode, "value", &val.val);
                self.syncscope(cx, syncscope);
                self.add("instruction_ordering", row![cx.iid, ordering.name()]);
                self.alignment(cx, opcode, align);
            }
            InstKind::Gep {
                flags,
                source_ty,
                base,
                indices,
            } => {
                self.gep_flags(cx, flags);
                self.type_rel(cx, opcode, "source_type", *source_ty);
                self.op_operand(cx, opcode, "base", &base.val);
                for (k, idx) in indices.iter().enumerate() {
                    let id = self.operand(cx, &idx.val);
                    self.op_rel(cx, opcode, "index", row![k, id]);
                }
                self.op_rel(cx, opcode, "nindices", row![indices.len()]);
            }
            InstKind::Cast {
                flags,
                fmf,
                val,
                to,
                ..
            } => {
                self.cast_flags(cx, flags);
                self.fast_math(cx, fmf);
                self.op_operand(cx, opcode, "from", &val.val);
                self.type_rel(cx, opcode, "to_type", *to);
            }
            InstKind::ICmp {
                samesign,
                pred,
                lhs,
                rhs,
                ..
            } => {
                self.flag(cx, *samesign, "samesign");
                self.op_rel(cx, opcode, "condition", row![pred.name()]);
                self.op_operand(cx, opcode, "first_operand", lhs);
                self.op_operand(cx, opcode, "second_operand", rhs);
            }
            InstKind::FCmp {
                fmf,
                pred,
                lhs,
                rhs,
                ..
            } => {
                self.fast_math(cx, fmf);
                self.op_rel(cx, opcode, "condition", row![pred.name()]);
                self.op_operand(cx, opcode, "first_operand", lhs);
                self.op_operand(cx, opcode, "second_operand", rhs);
            }
            InstKind::Phi { fmf, ty, incoming } => {
                self.fast_math(cx, fmf);
                self.type_rel(cx, opcode, "type", *ty);
                for (k, (v, b)) in incoming.iter().enumerate() {
                    let id = self.operand(cx, v);
                    self.op_rel(cx, opcode, "pair", row![k, id, cx.block(*b)]);
                }
                self.op_rel(cx, opcode, "npairs", row![incoming.len()]);
            }
            InstKind::Select {
                fmf,
                cond,
                then_val,
                else_val,
            } => {
                self.fast_math(cx, fmf);
                self.op_operand(cx, opcode, "condition", &cond.val);
                self.op_operand(cx, opcode, "first_operand", &then_val.val);
                self.op_operand(cx, opcode, "second_operand", &else_val.val);
            }
            InstKind::Freeze { val } => self.op_operand(cx, opcode, "operand", &val.val),
            InstKind::Call(call) => {
                let tail = match call.tail {
                    TailKind::None => None,
                    TailKind::Tail => Some("tail"),
                    TailKind::MustTail => Some("musttail"),
                    TailKind::NoTail => Some("notail"),
                };
                if let Some(t) = tail {
                    self.op_rel(cx, opcode, "tail", row![t]);
                }
                self.fast_math(cx, &call.fmf);
                self.call_site(cx, opcode, call);
            }
            InstKind::VaArg { list, ty } => {
                self.op_operand(cx, opcode, "va_list", &list.val);
                self.type_rel(cx, opcode, "type", *ty);
            }
            InstKind::LandingPad {
                ty,
                cleanup,
                clauses,
            } => {
                self.type_rel(cx, opcode, "type", *ty);
                self.flag(cx, *cleanup, "cleanup");
                for (k, clause) in clauses.iter().enumerate() {
                    let (kind, c) = match clause {
                        Clause::Catch(c) => ("catch", c),
                        Clause::Filter(c) => ("filter", c),
                    };
                    let cid = self.constant(c);
                    self.op_rel(cx, opcode, "clause", row![k, kind, cid]);
                }
            }
            InstKind::CatchPad { within, args } | InstKind::CleanupPad { within, args } => {
                self.op_operand(cx, opcode, "within", within);
                for (k, a) in args.iter().enumerate() {
                    let id = self.operand(cx, &a.val);
                    self.op_rel(cx, opcode, "arg", row![k, id]);
                }
            }
        }
    }

    fn aggregate_indices(&mut self, cx: &InstCx<'_, 'm>, opcode: &str, indices: &[u32]) {
        for (k, i) in indices.iter().enumerate() {
            self.op_rel(cx, opcode, "index", row![k, i]);
        }
        self.op_rel(cx, opcode, "nindices", row![indices.len()]);
    }

    /// The rows of a `call`, `invoke` or `callbr` site: callee, function
    /// type, arguments with their attributes, bundles.
    fn call_site(&mut self, cx: &mut InstCx<'_, 'm>, opcode: &str, call: &'m CallSite) {
        self.op_operand(cx, opcode, "function", &call.callee);
        self.type_rel(cx, opcode, "function_type", call.fn_ty);
        if let Some(cc) = &call.cc {
            self.op_rel(cx, opcode, "calling_convention", row![cc]);
        }
        for (k, a) in call.args.iter().enumerate() {
            let id = self.operand(cx, &a.val);
            self.op_rel(cx, opcode, "arg", row![k, id]);
            self.attributes(cx.iid, "param", k, &a.attrs);
        }
        self.op_rel(cx, opcode, "nargs", row![call.args.len()]);
        self.attributes(cx.iid, "return", 0, &call.ret_attrs);
        self.attributes(cx.iid, "function", 0, &call.fn_attrs);
        for (k, b) in call.bundles.iter().enumerate() {
            self.op_rel(cx, opcode, "bundle", row![k, b.tag]);
            for (j, input) in b.inputs.iter().enumerate() {
                let id = self.operand(cx, &input.val);
                self.op_rel(cx, opcode, "bundle_input", row![k, j, id]);
            }
        }
    }
}
