//! Which global variables the code of a module may change: the question
//! [`super::program::Program::unknown_at_entry`] asks of an `internal` or
//! `private` global, which only this module can write (LangRef "Linkage
//! Types"), before keeping it at its initializer when a function is
//! called.
//!
//! The reading is syntactic and errs towards "may change": a global is
//! unchanged only if every mention of its address in a function is the
//! address of a `load` (directly, through constant expressions, or through
//! `getelementptr` instructions whose results are only loaded or compared),
//! an `icmp` operand, or the address of a `store` of a constant equal to
//! its initializer (what GlobalOpt leaves of a global only ever set to its
//! initial value). Any other mention (a store of another value, a call
//! argument, a stored or returned address, an alias, another global's
//! initializer) lets the address escape or writes through it.

use crate::syntax::attr::{Attr, AttrSet};
use crate::syntax::constant::{Const, ConstKind};
use crate::syntax::inst::{CallSite, InstKind, Operand, Part};
use crate::syntax::module::{GlobalId, GlobalRef, LocalId, Module};

/// For each global variable of `m` (by index), whether the module's code
/// may change its contents.
pub fn may_change(m: &Module) -> Vec<bool> {
    let mut changed = vec![false; m.globals.len()];
    let mark = |c: &Const, changed: &mut [bool]| {
        for g in mentioned(c) {
            changed[g.0 as usize] = true;
        }
    };
    for g in &m.globals {
        if let Some(init) = &g.init {
            mark(init, &mut changed);
        }
    }
    for a in &m.aliases {
        mark(&a.aliasee, &mut changed);
    }
    for f in &m.functions {
        for c in [&f.prefix, &f.prologue, &f.personality]
            .into_iter()
            .flatten()
        {
            mark(c, &mut changed);
        }
        let Some(body) = &f.body else { continue };
        // Locals computed from a global's address by `getelementptr`, and
        // the global; instructions come in block order, and a use before
        // its definition (through a phi) is an escape anyway.
        let mut derived: Vec<Option<GlobalId>> = vec![None; body.locals.len()];
        for inst in body.blocks.iter().flat_map(|b| &b.insts) {
            let of = |o: &Operand| -> Vec<GlobalId> {
                match o {
                    Operand::Const(c) => mentioned(c),
                    Operand::Local(l, _) => derived
                        .get(l.0 as usize)
                        .copied()
                        .flatten()
                        .into_iter()
                        .collect(),
                    _ => Vec::new(),
                }
            };
            match &inst.kind {
                // Reads and comparisons of the address change nothing.
                InstKind::Load { .. } | InstKind::ICmp { .. } => {}
                InstKind::Store { val, ptr, .. } => {
                    for g in of(&val.val) {
                        changed[g.0 as usize] = true;
                    }
                    for g in of(&ptr.val) {
                        if !stores_initializer(m, g, &ptr.val, &val.val) {
                            changed[g.0 as usize] = true;
                        }
                    }
                }
                InstKind::Gep { base, indices, .. } => {
                    for g in indices.iter().flat_map(|i| of(&i.val)) {
                        changed[g.0 as usize] = true;
                    }
                    let from = of(&base.val);
                    match (from.as_slice(), inst.result) {
                        ([g], Some(LocalId(r))) => {
                            if let Some(slot) = derived.get_mut(r as usize) {
                                *slot = Some(*g);
                            }
                        }
                        _ => from.iter().for_each(|g| changed[g.0 as usize] = true),
                    }
                }
                kind => {
                    // Call arguments the callee only reads and does not
                    // keep change nothing.
                    let read_only: Vec<&Operand> = match kind {
                        InstKind::Call(call)
                        | InstKind::Invoke { call, .. }
                        | InstKind::CallBr { call, .. } => (0..call.args.len())
                            .filter(|&i| read_only_arg(m, call, i))
                            .map(|i| &call.args[i].val)
                            .collect(),
                        _ => Vec::new(),
                    };
                    kind.for_each_part(&mut |p| {
                        if let Part::Operand(o) = p
                            && read_only.iter().any(|r| std::ptr::eq(*r, o))
                        {
                            return;
                        }
                        if let Part::Operand(o) | Part::Callee(o) = p {
                            for g in of(o) {
                                changed[g.0 as usize] = true;
                            }
                        } else if let Part::Const(c) = p {
                            mark(c, &mut changed);
                        }
                    })
                }
            }
        }
    }
    changed
}

/// Whether argument `i` of `call` is one the callee only reads and does
/// not capture: the source operand of `llvm.memcpy`/`llvm.memmove`
/// (LangRef "'llvm.memcpy' Intrinsic": it copies from it), or a
/// parameter `readonly` (or `readnone`) and `captures(none)` (or
/// `nocapture`) at the call site or in the callee's declaration (LangRef
/// "Parameter Attributes": the function "does not write through this
/// pointer argument", and keeps no copy of it to write through later).
/// An `internal` global's address so passed cannot be written: code
/// outside the module cannot name the global, and the module's own code
/// is read as well.
fn read_only_arg(m: &Module, call: &CallSite, i: usize) -> bool {
    let Operand::Const(c) = &call.callee else {
        return false;
    };
    let ConstKind::Global(GlobalRef::Func(f)) = &c.kind else {
        return false;
    };
    let callee = m.func(*f);
    if let crate::syntax::module::Name::Named(name) = &callee.name
        && i == 1
        && (name.starts_with("llvm.memcpy.") || name.starts_with("llvm.memmove."))
    {
        return true;
    }
    let site = &call.args[i].attrs;
    let declared = callee.params.get(i).map(|p| &p.attrs);
    let any = |pred: &dyn Fn(&AttrSet) -> bool| pred(site) || declared.is_some_and(pred);
    let reads = any(&|a: &AttrSet| a.has("readonly") || a.has("readnone"));
    let kept = any(&|a: &AttrSet| {
        a.has("nocapture")
            || a.0.iter().any(|x| {
                matches!(x, Attr::Args { name, args } if name == "captures" && args.trim() == "none")
            })
    });
    reads && kept
}

/// The global variables `c` mentions, anywhere inside it.
fn mentioned(c: &Const) -> Vec<GlobalId> {
    let mut out = Vec::new();
    c.for_each_const(&mut |k| {
        if let ConstKind::Global(GlobalRef::Var(g)) = k.kind {
            out.push(g);
        }
    });
    out
}

/// Whether a store of `val` through `ptr` writes global `g`'s own
/// initializer over it: `ptr` is `@g` itself and `val` the same constant.
fn stores_initializer(m: &Module, g: GlobalId, ptr: &Operand, val: &Operand) -> bool {
    let global = &m.globals[g.0 as usize];
    let is_g = matches!(ptr, Operand::Const(c) if c.kind == ConstKind::Global(GlobalRef::Var(g)));
    match (is_g, val, &global.init) {
        (true, Operand::Const(v), Some(init)) => v.ty == init.ty && v.kind == init.kind,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::SourceFile;

    fn changed(text: &str) -> Vec<(String, bool)> {
        let m = crate::parse::load(SourceFile::new("t.ll", text)).expect("parses");
        m.globals
            .iter()
            .map(|g| g.name.to_string())
            .zip(may_change(&m))
            .collect()
    }

    #[test]
    fn loads_compares_and_initializer_stores_leave_a_global_unchanged() {
        let got = changed(
            "@a = internal global i32 2
@arr = internal global [4 x i32] zeroinitializer
@b = internal global i32 0
@c = internal global i32 0
@d = internal global i32 0
@e = internal global ptr null
@f = internal global i32 0
define i32 @f1(i64 %i) {
  %x = load i32, ptr @a
  store i32 2, ptr @a
  %p = getelementptr [4 x i32], ptr @arr, i64 0, i64 %i
  %y = load i32, ptr %p
  %z = load i32, ptr getelementptr (i8, ptr @arr, i64 4)
  %same = icmp eq ptr %p, @arr
  store i32 5, ptr @b
  %q = getelementptr i8, ptr @c, i64 %i
  call void @g(ptr %q)
  store ptr @d, ptr @e
  store i32 ptrtoint (ptr @f to i32), ptr @a
  ret i32 %x
}
declare void @g(ptr)
",
        );
        let got: Vec<(&str, bool)> = got.iter().map(|(n, c)| (n.as_str(), *c)).collect();
        assert_eq!(
            got,
            vec![
                // Stored another value (the ptrtoint of @f) at the end.
                ("a", true),
                ("arr", false),
                ("b", true),
                ("c", true),
                ("d", true),
                ("e", true),
                ("f", true),
            ]
        );
    }

    #[test]
    fn arguments_only_read_and_not_captured_leave_a_global_unchanged() {
        let got = changed(
            "@src = internal global i32 0
@dst = internal global i32 0
@ro = internal global i32 0
@site = internal global i32 0
@kept = internal global i32 0
@w = internal global i32 0
define void @f1() {
  call void @llvm.memcpy.p0.p0.i64(ptr @dst, ptr @src, i64 4, i1 false)
  call void @reads(ptr @ro)
  call void @plain(ptr readonly captures(none) @site)
  call void @keeps(ptr @kept)
  call void @writes(ptr @w)
  ret void
}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @reads(ptr readonly captures(none))
declare void @plain(ptr)
declare void @keeps(ptr readonly)
declare void @writes(ptr captures(none))
",
        );
        let got: Vec<(&str, bool)> = got.iter().map(|(n, c)| (n.as_str(), *c)).collect();
        assert_eq!(
            got,
            vec![
                // memcpy's source is only read; its destination is written.
                ("src", false),
                ("dst", true),
                // `readonly captures(none)` in the declaration or at the site.
                ("ro", false),
                ("site", false),
                // Read but kept (it may be written later), or not captured
                // but written.
                ("kept", true),
                ("w", true),
            ]
        );
    }

    #[test]
    fn initializers_and_aliases_let_an_address_escape() {
        let got = changed(
            "@a = internal global i32 1
@p = global ptr @a
@b = internal global i32 1
@al = alias i32, ptr @b
@c = internal global i32 1
define i32 @f() {
  %v = load i32, ptr @c
  ret i32 %v
}
",
        );
        let flags: Vec<bool> = got.iter().map(|(_, c)| *c).collect();
        // @a escapes through @p's initializer, @b through the alias.
        assert_eq!(flags, vec![true, false, true, false]);
    }
}
